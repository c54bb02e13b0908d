// validate and lint: each project file given checked, the findings placed on their lines and
// printed as text, JSON, SARIF or GitHub annotations (docs/cli.md#validate, #lint).
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "model/ci/findinglocator.h"
#include "model/ci/githubannotations.h"
#include "model/ci/sarifwriter.h"
#include "model/io/projectfile.h"
#include "model/rules/linter.h"
#include "model/rules/validator.h"

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

enum class Format { Text, Json, Sarif, GitHub };

// One finding a line, whatever a name holds: control characters are shown as \n, \t or \xNN.
QString oneLine(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t u = ch.unicode();
        if (u == u'\n')
            out += QStringLiteral("\\n");
        else if (u == u'\t')
            out += QStringLiteral("\\t");
        else if (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0) || u == 0x2028 || u == 0x2029)
            out += QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        else
            out += ch;
    }
    return out;
}

// "FILE:LINE:COLUMN: OBJECT: severity: MESSAGE [RULE]", as compilers write, so that editors
// and CI logs link to the place; a count on standard error. `suppressed` < 0: validate.
void printText(Context &c, const FileFindings &file, qsizetype suppressed)
{
    int errors = 0;
    int warnings = 0;
    for (const LocatedFinding &l : file.findings) {
        if (l.suppressed)
            continue;
        const Finding &f = l.finding;
        errors += f.severity == Severity::Error;
        warnings += f.severity == Severity::Warning;
        c.out << file.file;
        if (l.position.isValid())
            c.out << ':' << l.position.line << ':' << l.position.column;
        c.out << ": ";
        if (!f.objectPath.isEmpty())
            c.out << oneLine(f.objectPath) << ": ";
        c.out << kSeverityNames.name(f.severity) << ": " << oneLine(f.message) << " [" << f.ruleId
              << "]\n";
    }
    c.err << QCoreApplication::translate("Cli", "%1: %n error(s)", nullptr, errors).arg(file.file)
          << QCoreApplication::translate("Cli", ", %n warning(s)", nullptr, warnings);
    if (suppressed > 0)
        c.err << QCoreApplication::translate("Cli", ", %n suppressed", nullptr, int(suppressed));
    c.err << '\n';
}

nlohmann::json fileJson(const FileFindings &file, qsizetype suppressed)
{
    nlohmann::json list = nlohmann::json::array();
    for (const LocatedFinding &l : file.findings) {
        if (l.suppressed)
            continue;
        const Finding &f = l.finding;
        nlohmann::json item = {
            {"ruleId", utf8(f.ruleId)},     {"severity", utf8(kSeverityNames.name(f.severity))},
            {"object", utf8(f.objectPath)}, {"message", utf8(f.message)},
            {"fix", utf8(f.fix)},           {"pointer", utf8(l.pointer)}};
        if (l.position.isValid()) {
            item["line"] = l.position.line;
            item["column"] = l.position.column;
        }
        // Findings measured on sample rows say on which: csv, generators or guessed.
        if (f.basis != SampleBasis::None)
            item["basis"] = utf8(kSampleBasisNames.name(f.basis));
        list.push_back(item);
    }
    nlohmann::json doc = {{"file", utf8(file.file)}, {"findings", list}};
    if (suppressed >= 0)
        doc["suppressed"] = suppressed;
    return doc;
}

bool formatOf(Context &c, Format *format)
{
    const QString text = c.parser.value(QStringLiteral("format"));
    static const QList<std::pair<QLatin1StringView, Format>> names = {
        {QLatin1StringView("text"), Format::Text},
        {QLatin1StringView("json"), Format::Json},
        {QLatin1StringView("sarif"), Format::Sarif},
        {QLatin1StringView("github"), Format::GitHub}};
    for (const auto &[name, value] : names) {
        if (text == name) {
            *format = value;
            return true;
        }
    }
    c.err << tr("--format must be text, json, sarif or github, not \"%1\"").arg(text) << '\n';
    return false;
}

// What checking one file gave: its findings, or the one message saying why it was not read.
struct Checked
{
    FileFindings findings;
    qsizetype suppressed = -1;
    QString error;
};

Checked check(Context &c, const QString &file, bool lint)
{
    Checked checked;
    checked.findings.file = file;
    // Read once: the project is parsed from the bytes the findings are then placed in.
    QByteArray bytes;
    if (!ProjectFile::read(file, &bytes, &checked.error))
        return checked;
    ProjectFile::LoadResult loaded = ProjectFile::parse(bytes, file);
    if (!loaded.project) {
        checked.error = loaded.error;
        return checked;
    }
    QList<Finding> findings;
    QList<Finding> suppressed;
    if (lint) {
        Linter::Options options;
        options.projectDirectory = QFileInfo(file).absolutePath();
        for (const QString &table : c.parser.values(QStringLiteral("table"))) {
            const Table *t = loaded.project->findTable(table);
            if (!t) {
                checked.error = tr("%1: no table \"%2\" in the project").arg(file, table);
                return checked;
            }
            options.tables.append(t->fullName());
        }
        Linter::Result result = Linter::lint(*loaded.project, options);
        findings = std::move(result.findings);
        suppressed = std::move(result.suppressed);
        checked.suppressed = suppressed.size();
    } else {
        findings = Validator::validate(*loaded.project);
    }
    checked.findings.findings =
        FindingLocator::locate(*loaded.project, bytes, findings, suppressed);
    return checked;
}

// validate and lint: every FILE checked; 2 when one could not be read, else 1 when one has an
// error, else 0.
int checkProjects(Context &c, bool lint)
{
    const QStringList files = c.parser.positionalArguments();
    if (files.isEmpty()) {
        c.err << tr("expected one or more project FILEs; see --help") << '\n';
        return BadInput;
    }
    Format format = Format::Text;
    if (!formatOf(c, &format))
        return BadInput;
    const QString here = QDir::currentPath();
    SarifWriter::Input sarif;
    sarif.workingDirectory = here;
    sarif.toolVersion = QStringLiteral(HBD_VERSION);
    nlohmann::json jsonFiles = nlohmann::json::array();
    bool failed = false;
    bool errors = false;
    for (const QString &file : files) {
        Checked checked = check(c, file, lint);
        if (!checked.error.isEmpty()) {
            failed = true;
            c.err << checked.error << '\n';
            sarif.failures.append({file, checked.error});
            // A consumer of JSON still gets JSON.
            jsonFiles.push_back({{"file", utf8(file)},
                                 {"error", utf8(checked.error)},
                                 {"findings", nlohmann::json::array()}});
            continue;
        }
        for (const LocatedFinding &l : checked.findings.findings)
            errors = errors || (!l.suppressed && l.finding.severity == Severity::Error);
        if (format == Format::Text)
            printText(c, checked.findings, checked.suppressed);
        else if (format == Format::Json)
            jsonFiles.push_back(fileJson(checked.findings, checked.suppressed));
        sarif.files.append(std::move(checked.findings));
    }
    if (format == Format::Json) // one file: its object; several: a list of them
        c.out << QString::fromStdString((files.size() == 1 ? jsonFiles.at(0) : jsonFiles).dump(2))
              << '\n';
    else if (format == Format::Sarif)
        c.out << QString::fromStdString(SarifWriter::write(sarif)) << '\n';
    else if (format == Format::GitHub)
        c.out << GitHubAnnotations::write(sarif.files, here);
    return failed ? BadInput : errors ? Findings : Ok;
}

} // namespace

void setupValidate(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("format"),
                      tr("Output format: text, json, sarif (SARIF 2.1.0) or github (GitHub "
                         "Actions annotations)."),
                      QStringLiteral("text|json|sarif|github"), QStringLiteral("text")});
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("Project files (.hbase.json or .json), one or more."),
                                 QStringLiteral("FILE..."));
}

int runValidate(Context &c)
{
    return checkProjects(c, false);
}

void setupLint(QCommandLineParser &parser)
{
    parser.addOption({{QStringLiteral("t"), QStringLiteral("table")},
                      tr("Lint only this table (NS:TABLE); repeat for more."),
                      QStringLiteral("NS:TABLE")});
    setupValidate(parser);
}

int runLint(Context &c)
{
    return checkProjects(c, true);
}

} // namespace Cli
