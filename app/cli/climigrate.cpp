// diff and migrate: what changes between two designs of a cluster, with each change's risk, and
// the HBase shell script that makes the changes (or the plan, where no command can).
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "model/io/projectfile.h"
#include "model/io/savefile.h"
#include "model/migrate/changesmarkdown.h"
#include "model/migrate/deployedversion.h"
#include "model/migrate/migrationscript.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

struct Pair
{
    QString oldFile;
    QString newFile;
    DeployedVersion oldVersion; // a project file, or describe output, a script, REST JSON
    Project newProject;
};

// Whether `path` holds JSON at all (a project file or not): a describe output or a script
// given as NEW deserves a word on what NEW must be, not "not valid JSON".
bool isJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return true; // the project reader says why it cannot open it
    const QByteArray head = file.read(4096).trimmed();
    return head.isEmpty() || head.startsWith('{') || head.startsWith('[') ||
           head.startsWith("\xEF\xBB\xBF");
}

QString notAProject(const QString &path)
{
    return tr("%1: NEW must be a project file, the design to reach; a describe output, a shell "
              "script or REST JSON can be OLD, or be imported first: hbase-designer-cli import "
              "%1 -o NEW.json")
        .arg(path);
}

bool loadPair(Context &c, Pair *pair)
{
    const QStringList args = c.parser.positionalArguments();
    if (args.size() != 2) {
        c.err << tr("expected two files, OLD and NEW; see --help") << '\n';
        return false;
    }
    pair->oldFile = args[0];
    pair->newFile = args[1];
    QString error;
    std::optional<DeployedVersion> old = DeployedVersion::read(pair->oldFile, &error);
    if (!old) {
        c.err << error << '\n';
        return false;
    }
    pair->oldVersion = std::move(*old);
    for (const ImportMessage &w : std::as_const(pair->oldVersion.warnings))
        c.err << importWarningText(w.file, w.line, w.text) << '\n';
    ProjectFile::LoadResult loaded = ProjectFile::load(pair->newFile);
    if (!loaded.project) {
        c.err << (isJson(pair->newFile) ? loaded.error : notAProject(pair->newFile)) << '\n';
        return false;
    }
    pair->newProject = std::move(*loaded.project);
    return true;
}

DiffOptions directories(const Pair &pair)
{
    DiffOptions options{QFileInfo(pair.oldFile).absolutePath(),
                        QFileInfo(pair.newFile).absolutePath()};
    pair.oldVersion.applyTo(options);
    return options;
}

// What comparing with an imported OLD leaves out, on standard error: "OLD: note".
void printNotes(Context &c, const Pair &pair)
{
    for (const QString &note : pair.oldVersion.notes())
        c.err << tr("%1: %2").arg(pair.oldFile, note) << '\n';
}

void printChanges(QTextStream &stream, const QList<SchemaChange> &changes)
{
    // Translated as a whole, so that a Chinese line uses one kind of colon throughout.
    for (const SchemaChange &change : changes)
        stream << tr("%1: %2: %3").arg(change.path, changeRiskText(change.risk), change.message)
               << '\n';
}

void printSummary(Context &c, const SchemaDiff &diff)
{
    QStringList parts;
    for (const ChangeRisk risk : {ChangeRisk::Safe, ChangeRisk::RewritesStoreFiles,
                                  ChangeRisk::RemovesData, ChangeRisk::NotPossibleWithAlter}) {
        if (const qsizetype n = diff.withRisk(risk).size())
            parts.append(tr("%1 %2").arg(n).arg(changeRiskText(risk)));
    }
    c.err << QCoreApplication::translate("Cli", "%n change(s)", nullptr, int(diff.changes.size()));
    if (!parts.isEmpty())
        c.err << tr(": %1").arg(parts.join(tr(", ")));
    c.err << '\n';
}

nlohmann::json changesJson(const QList<SchemaChange> &changes)
{
    nlohmann::json list = nlohmann::json::array();
    for (const SchemaChange &change : changes)
        list.push_back({{"object", change.path.toStdString()},
                        {"target", kChangeTargetNames.name(change.target).toStdString()},
                        {"kind", kChangeKindNames.name(change.kind).toStdString()},
                        {"attribute", change.attribute.toStdString()},
                        {"old", change.oldValue.toStdString()},
                        {"new", change.newValue.toStdString()},
                        {"risk", kChangeRiskNames.name(change.risk).toStdString()},
                        {"message", change.message.toStdString()}});
    return list;
}

enum class Format { Text, Json, Markdown };

QCommandLineOption diffFormatOption()
{
    return QCommandLineOption(QStringLiteral("format"),
                              tr("Output format: text, json or markdown (a pull request's "
                                 "comment: the changes as a table and the alter script)."),
                              QStringLiteral("text|json|markdown"), QStringLiteral("text"));
}

bool formatOf(Context &c, QList<Format> allowed, Format *format)
{
    const QString text = c.parser.value(QStringLiteral("format"));
    static const QList<std::pair<QLatin1StringView, Format>> names = {
        {QLatin1StringView("text"), Format::Text},
        {QLatin1StringView("json"), Format::Json},
        {QLatin1StringView("markdown"), Format::Markdown}};
    QStringList spelt;
    for (const auto &[name, value] : names) {
        if (!allowed.contains(value))
            continue;
        spelt.append(name);
        if (text == name) {
            *format = value;
            return true;
        }
    }
    c.err << tr("--format must be %1, not \"%2\"").arg(spelt.join(tr(" or ")), text) << '\n';
    return false;
}

ChangesMarkdown::Input markdownInput(const Pair &pair, const QList<SchemaChange> &changes)
{
    ChangesMarkdown::Input input;
    input.oldName = pair.oldFile;
    input.newName = pair.newFile;
    input.changes = changesByRisk(changes);
    input.notes = pair.oldVersion.notes();
    return input;
}

// migrate --format markdown: the changes and the script this run writes, or why it writes none.
void printMigrationMarkdown(Context &c, const Pair &pair, const MigrationScript &result,
                            const QString &output)
{
    ChangesMarkdown::Input input = markdownInput(pair, result.diff.changes);
    input.script = result.script;
    if (!result.errors.isEmpty())
        input.scriptHeading =
            tr("No alter script: HBase would refuse the new design (see `validate`).");
    else if (result.script.isEmpty())
        input.scriptHeading = tr("No alter script: these changes remove data, and "
                                 "`--allow-data-loss` was not given.");
    else if (!output.isEmpty())
        input.scriptHeading = tr("The alter script, written to `%1`:").arg(output);
    else
        input.scriptHeading = tr("The alter script:");
    c.out << ChangesMarkdown::write(input);
}

} // namespace

void setupDiff(QCommandLineParser &parser)
{
    parser.addOption(diffFormatOption());
    parser.addPositionalArgument(
        QStringLiteral("OLD"),
        tr("The design deployed now: a project file (.json), describe output, an HBase shell "
           "script or REST schema JSON."));
    parser.addPositionalArgument(QStringLiteral("NEW"), tr("The design to migrate to (.json)."));
}

int runDiff(Context &c)
{
    Format format = Format::Text;
    if (!formatOf(c, {Format::Text, Format::Json, Format::Markdown}, &format))
        return BadInput;
    const bool json = format == Format::Json;
    Pair pair;
    if (!loadPair(c, &pair))
        return BadInput;
    const DiffOptions options = directories(pair);
    // Markdown shows the script too, with the script a reviewer wants to read (every change,
    // data-removing ones included); migrate() diffs on the way, so its diff is the one shown.
    MigrationScript script;
    if (format == Format::Markdown) {
        MigrateOptions migrateOptions;
        migrateOptions.allowDataLoss = true;
        migrateOptions.oldName = pair.oldFile;
        migrateOptions.newName = pair.newFile;
        migrateOptions.directories = options;
        script = migrate(pair.oldVersion.project, pair.newProject, migrateOptions);
    }
    const SchemaDiff diff = format == Format::Markdown
                                ? script.diff
                                : diffSchemas(pair.oldVersion.project, pair.newProject, options);
    for (const QString &error : diff.errors)
        c.err << pair.newFile << ": " << error << '\n';
    if (json) {
        nlohmann::json notes = nlohmann::json::array();
        for (const QString &note : pair.oldVersion.notes())
            notes.push_back(note.toStdString());
        const nlohmann::json doc = {{"old", pair.oldFile.toStdString()},
                                    {"oldSource", pair.oldVersion.sourceName().toStdString()},
                                    {"splitKeysCompared", options.compareSplitKeys},
                                    {"oldIsDesigned", options.oldIsDesigned},
                                    {"notes", notes},
                                    {"new", pair.newFile.toStdString()},
                                    {"changes", changesJson(diff.changes)}};
        c.out << QString::fromStdString(doc.dump(2)) << '\n';
    } else if (format == Format::Markdown) {
        ChangesMarkdown::Input input = markdownInput(pair, diff.changes);
        input.script = script.script;
        input.scriptHeading =
            !script.errors.isEmpty()
                ? tr("No alter script: HBase would refuse the new design (see `validate`).")
            : diff.has(ChangeRisk::RemovesData)
                ? tr("The alter script, as `hbase-designer-cli migrate --allow-data-loss` writes "
                     "it (**it removes data**):")
                : tr("The alter script, as `hbase-designer-cli migrate` writes it:");
        c.out << ChangesMarkdown::write(input);
        printSummary(c, diff);
    } else {
        printChanges(c.out, changesByRisk(diff.changes));
        printNotes(c, pair);
        printSummary(c, diff);
    }
    if (!diff.errors.isEmpty())
        return BadInput;
    // 1 when migrate would refuse without --allow-data-loss, so CI can stop such a change.
    return diff.has(ChangeRisk::RemovesData) || diff.has(ChangeRisk::NotPossibleWithAlter)
               ? Findings
               : Ok;
}

void setupMigrate(QCommandLineParser &parser)
{
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      tr("Write the script to OUT (atomically) instead of standard output."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("dialect"),
                      tr("HBase version to write for: 2.4, 2.5 or 3 (default: NEW's)."),
                      QStringLiteral("2.4|2.5|3")});
    parser.addOption({QStringLiteral("allow-data-loss"),
                      tr("Also write the changes that remove data (dropped tables and families, "
                         "fewer versions, a shorter TTL, ...).")});
    parser.addOption({QStringLiteral("offline"),
                      tr("Disable each altered table for its alter and enable it again.")});
    parser.addOption({QStringLiteral("format"),
                      tr("Output format: script (the default) or markdown (a pull request's "
                         "comment: the changes as a table, then the script; -o still writes "
                         "the script)."),
                      QStringLiteral("script|markdown"), QStringLiteral("script")});
    parser.addPositionalArgument(
        QStringLiteral("OLD"),
        tr("The design deployed now: a project file (.json), describe output, an HBase shell "
           "script or REST schema JSON."));
    parser.addPositionalArgument(QStringLiteral("NEW"), tr("The design to migrate to (.json)."));
}

int runMigrate(Context &c)
{
    MigrateOptions options;
    // Options first: a bad one is said before anything the files are read for.
    if (!dialectOption(c, &options.dialect))
        return BadInput;
    const QString format = c.parser.value(QStringLiteral("format"));
    if (format != u"script" && format != u"markdown") {
        c.err << tr("--format must be script or markdown, not \"%1\"").arg(format) << '\n';
        return BadInput;
    }
    Pair pair;
    if (!loadPair(c, &pair))
        return BadInput;
    options.allowDataLoss = c.parser.isSet(QStringLiteral("allow-data-loss"));
    options.offline = c.parser.isSet(QStringLiteral("offline"));
    options.oldName = pair.oldFile;
    options.newName = pair.newFile;
    options.directories = directories(pair);
    const QString output = c.parser.value(QStringLiteral("output"));
    if (!output.isEmpty())
        options.scriptName = QFileInfo(output).fileName();
    printNotes(c, pair);
    const MigrationScript result = migrate(pair.oldVersion.project, pair.newProject, options);
    if (format == u"markdown")
        printMigrationMarkdown(c, pair, result, output);
    if (!result.errors.isEmpty()) {
        for (const QString &error : result.errors)
            c.err << pair.newFile << ": " << error << '\n';
        c.err << tr("%1: nothing written").arg(pair.newFile) << '\n';
        return Findings;
    }
    if (!result.refused.isEmpty()) {
        printChanges(c.err, result.refused);
        if (result.script.isEmpty()) {
            c.err << tr("these changes remove data: nothing written; give --allow-data-loss "
                        "to write them")
                  << '\n';
            return Findings;
        }
        // The other tables' changes are written as commands; the exit status still says that
        // the cluster will not match NEW after the script (docs/cli.md#migrate).
        c.err << tr("no shell command can make these changes: the script holds a migration "
                    "plan in comments for their tables and changes nothing in them")
              << '\n';
    }
    int status = result.refused.isEmpty() ? Ok : Findings;
    if (output.isEmpty() && format == u"markdown")
        return status;
    if (output.isEmpty()) {
        c.out << QString::fromUtf8(result.script);
        return status;
    }
    QString error;
    if (!writeFileAtomically(output, result.script, &error)) {
        c.err << error << '\n';
        return BadInput;
    }
    return status;
}

} // namespace Cli
