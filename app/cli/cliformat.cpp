// format: rewrite a project file in its canonical form (sorted keys, every field), as the
// designer saves it, so hand edits and generated files diff cleanly in Git.
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"
#include "model/io/savefile.h"

#include <QCoreApplication>
#include <QFile>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

} // namespace

void setupFormat(QCommandLineParser &parser)
{
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      tr("Write to OUT instead of rewriting FILE (one FILE only)."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("check"),
                      tr("Change nothing; exit 1 when a FILE is not in canonical form.")});
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("Project files (.hbase.json or .json), one or more."),
                                 QStringLiteral("FILE..."));
}

namespace {

// One file: rewritten (or written to `output`), or with `check` compared; the exit status.
int formatOne(Context &c, const QString &file, const QString &output, bool check)
{
    const ProjectFile::LoadResult loaded = ProjectFile::load(file);
    if (!loaded.project) {
        c.err << loaded.error << '\n';
        return BadInput;
    }
    const QByteArray canonical = serializeProject(*loaded.project);
    if (check) {
        QFile in(file);
        const bool same = in.open(QIODevice::ReadOnly) && in.readAll() == canonical;
        if (!same)
            c.err << tr("%1: not in canonical form; run hbase-designer-cli format %1").arg(file)
                  << '\n';
        return same ? Ok : Findings;
    }
    QString error;
    if (!writeFileAtomically(output.isEmpty() ? file : output, canonical, &error)) {
        c.err << error << '\n';
        return BadInput;
    }
    return Ok;
}

} // namespace

// Every FILE, as pre-commit passes them: 2 when one cannot be read or written, else 1 when one
// is not in canonical form (--check), else 0.
int runFormat(Context &c)
{
    const QStringList files = c.parser.positionalArguments();
    const bool toOutput = c.parser.isSet(QStringLiteral("output"));
    if (files.isEmpty() || (toOutput && files.size() != 1)) {
        c.err << (files.isEmpty() ? tr("expected one or more project FILEs; see --help")
                                  : tr("-o takes one project FILE; see --help"))
              << '\n';
        return BadInput;
    }
    const bool check = c.parser.isSet(QStringLiteral("check"));
    const QString output = toOutput ? c.parser.value(QStringLiteral("output")) : QString();
    int status = Ok;
    for (const QString &file : files)
        status = std::max(status, formatOne(c, file, output, check));
    return status;
}

} // namespace Cli
