#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "model/analysis/splits.h"
#include "model/export/scriptexporter.h"
#include "model/hbase/bytes.h"
#include "model/io/projectfile.h"
#include "model/io/savefile.h"
#include "model/rules/linter.h"
#include "model/rules/validator.h"
#include "model/schema/localizedtext.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

bool loadProject(Context &c, const QString &file, Project *project)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(file);
    if (!loaded.project) {
        c.err << loaded.error << '\n';
        return false;
    }
    *project = std::move(*loaded.project);
    return true;
}

} // namespace

QCommandLineOption formatOption()
{
    return QCommandLineOption(QStringLiteral("format"), tr("Output format: text or json."),
                              QStringLiteral("text|json"), QStringLiteral("text"));
}

// The single FILE argument of a command, or an error on err.
bool singleFile(Context &c, QString *file)
{
    const QStringList args = c.parser.positionalArguments();
    if (args.size() != 1) {
        c.err << tr("expected exactly one project FILE; see --help") << '\n';
        return false;
    }
    *file = args.first();
    return true;
}

bool dialectOption(Context &c, std::optional<HBaseVersion> *dialect)
{
    if (!c.parser.isSet(QStringLiteral("dialect")))
        return true;
    const QString text = c.parser.value(QStringLiteral("dialect"));
    *dialect = kHBaseVersionNames.parse(text);
    if (!*dialect)
        c.err << tr("--dialect must be 2.4, 2.5 or 3, not \"%1\"").arg(text) << '\n';
    return dialect->has_value();
}

bool wantsJson(Context &c, bool *json)
{
    const QString format = c.parser.value(QStringLiteral("format"));
    if (format != QStringLiteral("text") && format != QStringLiteral("json")) {
        c.err << tr("--format must be text or json, not \"%1\"").arg(format) << '\n';
        return false;
    }
    *json = format == QStringLiteral("json");
    return true;
}

void setupExport(QCommandLineParser &parser)
{
    parser.addOption({{QStringLiteral("t"), QStringLiteral("table")},
                      tr("Export only this table (NS:TABLE, or TABLE in the default namespace); "
                         "repeat for more."),
                      QStringLiteral("NS:TABLE")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      tr("Write the script to OUT (atomically) instead of standard output; "
                         "SPLITS_FILE files are written beside it."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("dialect"),
                      tr("HBase version to write for: 2.4, 2.5 or 3 (default: the project's)."),
                      QStringLiteral("2.4|2.5|3")});
    parser.addOption({QStringLiteral("splits-form"),
                      tr("Write split lists inline or as SPLITS_FILE (default: each table's "
                         "choice)."),
                      QStringLiteral("inline|file")});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The project file (.json)."));
}

int runExport(Context &c)
{
    QString file;
    if (!singleFile(c, &file))
        return BadInput;
    Project project;
    if (!loadProject(c, file, &project))
        return BadInput;

    ExportOptions options;
    options.sourceName = file;
    options.projectDirectory = QFileInfo(file).absolutePath();
    const QString output = c.parser.value(QStringLiteral("output"));
    // The header's "hbase shell -n NAME" names the output file, or by default the project's name.
    options.scriptName = output.isEmpty()
                             ? QFileInfo(file).completeBaseName() + QStringLiteral(".rb")
                             : QFileInfo(output).fileName();
    for (const QString &table : c.parser.values(QStringLiteral("table"))) {
        if (!project.findTable(table)) {
            QStringList alike; // the same table name in another namespace
            for (const Table &t : project.tables) {
                if (t.name == table.section(u':', -1))
                    alike.append(t.fullName());
            }
            c.err << tr("%1: no table \"%2\" in the project").arg(file, table);
            if (!alike.isEmpty())
                c.err << tr("; did you mean %1?").arg(joinList(alike));
            c.err << '\n';
            return BadInput;
        }
        options.tables.append(table);
    }
    if (!dialectOption(c, &options.dialect))
        return BadInput;
    if (c.parser.isSet(QStringLiteral("splits-form"))) {
        const QString text = c.parser.value(QStringLiteral("splits-form"));
        if (text == QStringLiteral("inline"))
            options.splitForm = SplitExportForm::Inline;
        else if (text == QStringLiteral("file"))
            options.splitForm = SplitExportForm::SplitsFile;
        else {
            c.err << tr("--splits-form must be inline or file, not \"%1\"").arg(text) << '\n';
            return BadInput;
        }
    }

    const ExportResult result = exportShellScript(project, options);
    if (!result.ok()) {
        for (const QString &error : result.errors)
            c.err << file << ": " << error << '\n';
        c.err << tr("%1: nothing exported").arg(file) << '\n';
        return Findings;
    }
    if (output.isEmpty()) {
        if (!result.splitsFiles.isEmpty()) {
            c.err << tr("%1: table %2 writes its splits to a SPLITS_FILE; give -o OUT so the "
                        "file can be written beside the script, or use --splits-form inline")
                         .arg(file, result.splitsFiles.first().table)
                  << '\n';
            return BadInput;
        }
        c.out << QString::fromUtf8(result.script);
        return Ok;
    }
    QString error;
    const QDir dir = QFileInfo(output).absoluteDir();
    for (const ExportedFile &splits : result.splitsFiles) {
        if (!writeFileAtomically(dir.filePath(splits.fileName), splits.contents, &error)) {
            c.err << error << '\n';
            return BadInput;
        }
    }
    if (!writeFileAtomically(output, result.script, &error)) {
        c.err << error << '\n';
        return BadInput;
    }
    return Ok;
}

void setupSplits(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("algo"),
                      tr("HexStringSplit, DecimalStringSplit or UniformSplit, as NUMREGIONS + "
                         "SPLITALGO would."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("start"),
                      tr("Start key, as Admin.createTable(desc, start, end, n) takes it; in "
                         "toStringBinary form (\\xNN upper case)."),
                      QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("end"), tr("End key for --start."), QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("salt"),
                      tr("One region per Phoenix salt bucket (2..256 buckets)."),
                      QStringLiteral("BUCKETS")});
    parser.addOption({QStringLiteral("n"), tr("Number of regions."), QStringLiteral("N")});
}

int runSplits(Context &c)
{
    if (!c.parser.positionalArguments().isEmpty()) {
        c.err << tr("splits takes no FILE; see --help") << '\n';
        return BadInput;
    }
    auto number = [&c](const QString &option, int *value) {
        bool ok = false;
        *value = c.parser.value(option).toInt(&ok);
        const QString dashes = option.size() == 1 ? QStringLiteral("-") : QStringLiteral("--");
        if (!ok)
            c.err << tr("%1 needs a whole number, not \"%2\"")
                         .arg(dashes + option, c.parser.value(option))
                  << '\n';
        return ok;
    };
    auto key = [&c](const QString &option, QByteArray *value) {
        const Bytes::ParseResult parsed = Bytes::parseStringBinary(c.parser.value(option));
        if (!parsed.ok())
            c.err
                << tr("--%1, character %2: %3").arg(option).arg(parsed.column + 1).arg(parsed.error)
                << '\n';
        *value = parsed.bytes;
        return parsed.ok();
    };
    const bool algo = c.parser.isSet(QStringLiteral("algo"));
    const bool range =
        c.parser.isSet(QStringLiteral("start")) || c.parser.isSet(QStringLiteral("end"));
    const bool salt = c.parser.isSet(QStringLiteral("salt"));
    if (int(algo) + int(range) + int(salt) != 1) {
        c.err << tr("give exactly one of --algo NAME -n N, --start KEY --end KEY -n N, or "
                    "--salt BUCKETS")
              << '\n';
        return BadInput;
    }
    if (range &&
        !(c.parser.isSet(QStringLiteral("start")) && c.parser.isSet(QStringLiteral("end")))) {
        c.err << tr("give both --start KEY and --end KEY") << '\n';
        return BadInput;
    }
    Splits::Result result;
    int n = 0;
    if (salt) {
        if (!number(QStringLiteral("salt"), &n))
            return BadInput;
        result = Splits::saltBuckets(n);
    } else {
        if (!c.parser.isSet(QStringLiteral("n"))) {
            c.err << tr("-n N (the number of regions) is required") << '\n';
            return BadInput;
        }
        if (!number(QStringLiteral("n"), &n))
            return BadInput;
        if (algo) {
            const QString name = c.parser.value(QStringLiteral("algo"));
            const std::optional<SplitAlgorithm> a = kSplitAlgorithmNames.parse(name);
            if (!a) {
                c.err << tr("--algo must be HexStringSplit, DecimalStringSplit or UniformSplit, "
                            "not \"%1\"")
                             .arg(name)
                      << '\n';
                return BadInput;
            }
            result = Splits::algorithm(*a, n);
        } else {
            QByteArray start;
            QByteArray end;
            if (!key(QStringLiteral("start"), &start) || !key(QStringLiteral("end"), &end))
                return BadInput;
            result = Splits::startEnd(start, end, n);
        }
    }
    if (!result.ok()) {
        c.err << result.error << '\n';
        return BadInput;
    }
    for (const QByteArray &k : result.keys)
        c.out << Bytes::toStringBinary(k) << '\n';
    return Ok;
}

} // namespace Cli
