// import: existing schemas (describe output, shell scripts, the REST server's schema JSON) into
// one project file.
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "model/import/importer.h"
#include "model/io/filelimits.h"
#include "model/io/projectwriter.h"
#include "model/io/savefile.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

} // namespace

QString importWarningText(const QString &file, int line, const QString &message)
{
    //: Before an import's warning on standard error: FILE:LINE: warning: MESSAGE.
    return ImportMessage{file, line, tr("warning: %1").arg(message), {}}.place();
}

void setupImport(QCommandLineParser &parser)
{
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      tr("Write the project to OUT instead of standard output."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("format"),
                      tr("What the inputs are: auto (the default: decided per input), describe, "
                         "shell or rest."),
                      QStringLiteral("auto|describe|shell|rest"), QStringLiteral("auto")});
    parser.addPositionalArgument(
        QStringLiteral("INPUT"),
        tr("describe output, an HBase shell script or REST schema JSON; - reads standard input."),
        QStringLiteral("INPUT..."));
}

int runImport(Context &c)
{
    const QStringList files = c.parser.positionalArguments();
    if (files.isEmpty()) {
        c.err << tr("expected at least one INPUT; see --help") << '\n';
        return BadInput;
    }
    const auto format = Importer::kFormatNames.parse(c.parser.value(QStringLiteral("format")));
    if (!format) {
        c.err << tr("--format: expected one of %1").arg(joinList(Importer::kFormatNames.names()))
              << '\n';
        return BadInput;
    }
    QList<Importer::Input> inputs;
    for (const QString &name : files) {
        QFile file(name);
        const bool opened =
            name == u"-" ? file.open(stdin, QIODevice::ReadOnly) : file.open(QIODevice::ReadOnly);
        if (!opened) {
            c.err << tr("%1: cannot open: %2").arg(name, file.errorString()) << '\n';
            return BadInput;
        }
        inputs.append(
            {name == u"-" ? tr("<stdin>") : name, file.read(FileLimits::kMaxFileBytes + 1)});
    }
    const Importer::Result result = Importer::run(inputs, *format);
    for (const ImportMessage &warning : result.log.warnings())
        c.err << importWarningText(warning.file, warning.line, warning.text) << '\n';
    if (!result.project) {
        for (const ImportMessage &error : result.log.errors())
            c.err << error.place() << '\n';
        return BadInput;
    }
    const QByteArray json = serializeProject(*result.project);
    if (!c.parser.isSet(QStringLiteral("output"))) {
        c.out.flush();
        c.out << QString::fromUtf8(json);
        return Ok;
    }
    QString error;
    if (!writeFileAtomically(c.parser.value(QStringLiteral("output")), json, &error)) {
        c.err << error << '\n';
        return BadInput;
    }
    return Ok;
}

} // namespace Cli
