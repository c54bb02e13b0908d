#include "model/ci/sarifwriter.h"

#include "model/rules/rulecatalog.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QUrl>

namespace SarifWriter {

namespace {

using json = nlohmann::json;

QString tr(const char *text)
{
    return QCoreApplication::translate("SarifWriter", text);
}

QString ruleText(const char *text)
{
    return QCoreApplication::translate("Rules", text);
}

std::string utf8(const QString &text)
{
    return text.toStdString();
}

// SARIF's three levels; the designer's info is a note.
const char *level(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "note";
    }
    return "note";
}

json rule(const Rule &r)
{
    const QString title = ruleText(r.title);
    const QString rationale = ruleText(r.rationale);
    const QString bad = QString::fromUtf8(r.bad);
    const QString good = QString::fromUtf8(r.good);
    const QString reference = QString::fromUtf8(r.reference);
    const QString text = rationale + u'\n' + tr("Bad: %1").arg(bad) + u'\n' +
                         tr("Good: %1").arg(good) + u'\n' + tr("Reference: %1").arg(reference);
    const QString markdown = rationale + QStringLiteral("\n\n- ") + tr("Bad: `%1`").arg(bad) +
                             QStringLiteral("\n- ") + tr("Good: `%1`").arg(good) +
                             QStringLiteral("\n- ") + tr("Reference: %1").arg(reference);
    return {{"id", r.id},
            {"shortDescription", {{"text", utf8(title)}}},
            {"fullDescription", {{"text", utf8(rationale)}}},
            {"help", {{"text", utf8(text)}, {"markdown", utf8(markdown)}}},
            {"defaultConfiguration", {{"level", level(r.severity)}}}};
}

json location(const QString &file, const QString &workingDirectory, const LocatedFinding &f)
{
    bool relative = false;
    json artifact = {{"uri", utf8(artifactUri(file, workingDirectory, &relative))}};
    if (relative)
        artifact["uriBaseId"] = "%SRCROOT%";
    json physical = {{"artifactLocation", artifact}};
    if (f.position.isValid())
        physical["region"] = {{"startLine", f.position.line}, {"startColumn", f.position.column}};
    json located = {{"physicalLocation", physical}};
    if (!f.finding.objectPath.isEmpty())
        located["logicalLocations"] =
            json::array({{{"fullyQualifiedName", utf8(f.finding.objectPath)}}});
    return located;
}

json result(const QString &file, const QString &workingDirectory, const LocatedFinding &f,
            qsizetype ruleIndex)
{
    const QString message = FindingLocator::messageWithFix(f.finding, QStringLiteral(" "));
    json r = {{"ruleId", utf8(f.finding.ruleId)},
              {"level", level(f.finding.severity)},
              {"message", {{"text", utf8(message)}}},
              {"locations", json::array({location(file, workingDirectory, f)})}};
    if (ruleIndex >= 0)
        r["ruleIndex"] = ruleIndex;
    if (f.suppressed)
        r["suppressions"] =
            json::array({{{"kind", "inSource"}, {"justification", utf8(f.reason)}}});
    return r;
}

} // namespace

QString artifactUri(const QString &file, const QString &workingDirectory, bool *relative)
{
    const QString fromBase = FindingLocator::relativeName(file, workingDirectory);
    *relative = !fromBase.isEmpty();
    if (*relative)
        return QString::fromLatin1(QUrl::toPercentEncoding(fromBase, "/"));
    return QUrl::fromLocalFile(QDir::cleanPath(QDir(workingDirectory).absoluteFilePath(file)))
        .toString(QUrl::FullyEncoded);
}

std::string write(const Input &input)
{
    json rules = json::array();
    const QList<Rule> &catalog = RuleCatalog::rules();
    for (const Rule &r : catalog)
        rules.push_back(rule(r));
    const auto indexOf = [&catalog](const QString &id) -> qsizetype {
        for (qsizetype i = 0; i < catalog.size(); ++i) {
            if (id == QLatin1StringView(catalog.at(i).id))
                return i;
        }
        return -1;
    };

    json results = json::array();
    for (const FileFindings &file : input.files) {
        for (const LocatedFinding &f : file.findings)
            results.push_back(
                result(file.file, input.workingDirectory, f, indexOf(f.finding.ruleId)));
    }
    json notifications = json::array();
    for (const auto &[file, message] : input.failures) {
        bool relative = false;
        json artifact = {{"uri", utf8(artifactUri(file, input.workingDirectory, &relative))}};
        if (relative)
            artifact["uriBaseId"] = "%SRCROOT%";
        notifications.push_back(
            {{"level", "error"},
             {"message", {{"text", utf8(message)}}},
             {"locations",
              json::array({{{"physicalLocation", {{"artifactLocation", artifact}}}}})}});
    }
    json invocation = {{"executionSuccessful", input.failures.isEmpty()}};
    if (!notifications.empty())
        invocation["toolExecutionNotifications"] = notifications;

    QString root = QUrl::fromLocalFile(QDir(input.workingDirectory).absolutePath())
                       .toString(QUrl::FullyEncoded);
    if (!root.endsWith(u'/'))
        root += u'/';
    const json run = {{"tool",
                       {{"driver",
                         {{"name", "hbase-designer-cli"},
                          {"version", utf8(input.toolVersion)},
                          {"semanticVersion", utf8(input.toolVersion)},
                          {"rules", rules}}}}},
                      {"originalUriBaseIds", {{"%SRCROOT%", {{"uri", utf8(root)}}}}},
                      {"columnKind", "unicodeCodePoints"},
                      {"invocations", json::array({invocation})},
                      {"results", results}};
    const json log = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                      {"version", "2.1.0"},
                      {"runs", json::array({run})}};
    return log.dump(2);
}

} // namespace SarifWriter
