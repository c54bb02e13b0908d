#include "app/cli/cli.h"

#include "app/cli/clicommand.h"

#include <QCoreApplication>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

void printUsage(QTextStream &stream)
{
    stream << tr("Usage: hbase-designer-cli COMMAND [OPTIONS] ...") << '\n'
           << '\n'
           << tr("Commands:") << '\n';
    for (const Command &c : commands())
        stream << "  " << QString::fromLatin1(c.name).leftJustified(10) << ' '
               << QCoreApplication::translate("Cli", c.summary) << '\n';
    stream << '\n'
           << tr("Run \"hbase-designer-cli COMMAND --help\" for a command's options.") << '\n'
           << tr("Exit status: 0 ok, 1 findings at error level, 2 bad input.") << '\n';
}

} // namespace

const QList<Command> &commands()
{
    static const QList<Command> list = {
        {"validate", QT_TRANSLATE_NOOP("Cli", "check a project file for what HBase would refuse"),
         setupValidate, runValidate},
        {"lint", QT_TRANSLATE_NOOP("Cli", "check a project against every schema-design rule"),
         setupLint, runLint},
        {"rules", QT_TRANSLATE_NOOP("Cli", "list the schema-design rules"), setupRules, runRules},
        {"export", QT_TRANSLATE_NOOP("Cli", "write the HBase shell script that creates the tables"),
         setupExport, runExport},
        {"format", QT_TRANSLATE_NOOP("Cli", "rewrite a project file in canonical form"),
         setupFormat, runFormat},
        {"import",
         QT_TRANSLATE_NOOP("Cli", "read describe output, shell scripts or REST schema JSON into "
                                  "a project"),
         setupImport, runImport},
        {"diff", QT_TRANSLATE_NOOP("Cli", "compare two designs: every change and its risk"),
         setupDiff, runDiff},
        {"migrate",
         QT_TRANSLATE_NOOP("Cli", "write the alter script from one design to another, or "
                                  "its migration plan"),
         setupMigrate, runMigrate},
        {"compare",
         QT_TRANSLATE_NOOP("Cli", "put two tables' figures side by side: regions, skew, key "
                                  "length, storage, access patterns, findings"),
         setupCompare, runCompare},
        {"lessons", QT_TRANSLATE_NOOP("Cli", "list the workshop lessons and their goals"),
         setupLessons, runLessons},
        {"lesson",
         QT_TRANSLATE_NOOP("Cli", "show a lesson, write its start or solution, or check a "
                                  "design against its goals"),
         setupLesson, runLesson},
        {"cluster",
         QT_TRANSLATE_NOOP("Cli", "add up what all the tables ask of each region server: "
                                  "regions, memstores, writes, disk, block cache"),
         setupCluster, runCluster},
        {"splits", QT_TRANSLATE_NOOP("Cli", "print the split keys HBase computes for a pre-split"),
         setupSplits, runSplits},
        {"preview",
         QT_TRANSLATE_NOOP("Cli", "print sample row keys in HBase order with their regions"),
         setupPreview, runPreview},
        {"regions",
         QT_TRANSLATE_NOOP("Cli", "count sample keys per region; skew and write heatmap"),
         setupRegions, runRegions},
        {"bench", QT_TRANSLATE_NOOP("Cli", "time the preview pipeline against its budgets"),
         setupBench, runBench},
    };
    return list;
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (arguments.isEmpty()) {
        printUsage(err);
        return BadInput;
    }
    const QString &name = arguments.first();
    if (name == QStringLiteral("--help") || name == QStringLiteral("-h") ||
        name == QStringLiteral("help")) {
        printUsage(out);
        return Ok;
    }
    if (name == QStringLiteral("--version")) {
        out << "hbase-designer-cli " << QStringLiteral(HBD_VERSION) << '\n';
        return Ok;
    }
    for (const Command &command : commands()) {
        if (name != QLatin1StringView(command.name))
            continue;
        QCommandLineParser parser;
        parser.setApplicationDescription(QCoreApplication::translate("Cli", command.summary));
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                      tr("Show this help."));
        parser.addOption(help);
        command.setup(parser);
        // QCommandLineParser expects the program name first.
        QStringList argv = arguments;
        argv[0] = QStringLiteral("hbase-designer-cli ") + name;
        if (!parser.parse(argv)) {
            err << "hbase-designer-cli " << name << ": " << parser.errorText() << '\n';
            return BadInput;
        }
        if (parser.isSet(help)) {
            // Qt's usage line names the binary as it was started; name the command instead.
            QString text = parser.helpText();
            const QStringList appArguments = QCoreApplication::arguments();
            const qsizetype lineEnd = text.indexOf(u'\n');
            const qsizetype program =
                appArguments.isEmpty() ? -1 : text.indexOf(appArguments.first());
            if (program >= 0 && program < lineEnd)
                text.replace(program, appArguments.first().size(), argv[0]);
            out << text;
            if (!text.endsWith(u'\n'))
                out << '\n';
            return Ok;
        }
        Context context{parser, out, err};
        return command.run(context);
    }
    err << tr("hbase-designer-cli: unknown command \"%1\"").arg(name) << '\n';
    printUsage(err);
    return BadInput;
}

} // namespace Cli
