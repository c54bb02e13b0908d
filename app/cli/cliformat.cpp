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
                      tr("Write to OUT instead of rewriting FILE."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("check"),
                      tr("Change nothing; exit 1 when FILE is not in canonical form.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The project file (.json)."));
}

int runFormat(Context &c)
{
    const QStringList args = c.parser.positionalArguments();
    if (args.size() != 1) {
        c.err << tr("expected exactly one project FILE; see --help") << '\n';
        return BadInput;
    }
    const QString file = args.first();
    const ProjectFile::LoadResult loaded = ProjectFile::load(file);
    if (!loaded.project) {
        c.err << loaded.error << '\n';
        return BadInput;
    }
    const QByteArray canonical = serializeProject(*loaded.project);
    if (c.parser.isSet(QStringLiteral("check"))) {
        QFile in(file);
        const bool same = in.open(QIODevice::ReadOnly) && in.readAll() == canonical;
        if (!same)
            c.err << tr("%1: not in canonical form; run hbase-designer-cli format %1").arg(file)
                  << '\n';
        return same ? Ok : Findings;
    }
    const QString output =
        c.parser.isSet(QStringLiteral("output")) ? c.parser.value(QStringLiteral("output")) : file;
    QString error;
    if (!writeFileAtomically(output, canonical, &error)) {
        c.err << error << '\n';
        return BadInput;
    }
    return Ok;
}

} // namespace Cli
