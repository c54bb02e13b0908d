#include "model/report/designreport.h"

#include "model/analysis/splits.h"
#include "model/export/rubyliteral.h"
#include "model/export/scriptexporter.h"
#include "model/rules/linter.h"
#include "model/rules/rulescluster.h"
#include "model/schema/objectpath.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("DesignReport", text);
}

bool isSalt(const KeySegment &segment)
{
    return segment.kind == KeySegment::Kind::Value &&
           segment.expression.trimmed().startsWith(u"salt(");
}

bool hasFixedWidth(const KeySegment &segment)
{
    if (segment.kind == KeySegment::Kind::Literal || isSalt(segment))
        return true;
    switch (segment.format) {
    case SegmentFormat::Auto:
    case SegmentFormat::Str:
        return false;
    default:
        return true;
    }
}

QString tableOf(const Finding &finding)
{
    const ObjectPath path = ObjectPath::parse(finding.objectPath);
    return path.kind == ObjectPath::Kind::Project || path.kind == ObjectPath::Kind::Namespace
               ? QString()
               : path.tableFullName();
}

QString suppressionReason(const Project &project, const Finding &finding)
{
    for (const Suppression &s : project.suppressions) {
        if (s.ruleId == finding.ruleId && s.objectPath == finding.objectPath)
            return s.reason;
    }
    return {};
}

QList<QByteArray> examplesOf(const TableAnalysis &analysis)
{
    const RowIndices &order = analysis.preview.order;
    if (!analysis.available || order.empty())
        return {};
    QList<QByteArray> keys;
    for (std::size_t at : {std::size_t(0), order.size() / 2, order.size() - 1})
        keys.append(analysis.preview.keys.key(order[at]).toByteArray());
    if (order.size() < 3)
        keys.resize(qsizetype(order.size()));
    return keys;
}

// Errors first, then warnings, then infos, each by rule id; the lint's order otherwise.
void sortBySeverity(QList<Finding> *findings)
{
    std::stable_sort(findings->begin(), findings->end(), [](const Finding &a, const Finding &b) {
        if (a.severity != b.severity)
            return int(a.severity) < int(b.severity);
        return a.ruleId < b.ruleId;
    });
}

} // namespace

QList<ReportKeySegment> DesignReport::keyLayoutOf(const RowKey &key, const TableAnalysis &analysis,
                                                  std::size_t row)
{
    QList<ReportKeySegment> layout;
    if (!analysis.available || analysis.preview.keys.size() <= row)
        return layout;
    const QList<qsizetype> lengths = analysis.segmentLengths(key, row);
    int offset = 0;
    for (qsizetype s = 0; s < key.segments.size(); ++s) {
        const KeySegment &segment = key.segments[s];
        ReportKeySegment entry;
        entry.notation = segment.toNotation();
        entry.literal = segment.kind == KeySegment::Kind::Literal;
        if (entry.literal)
            entry.format = tr("separator");
        else if (isSalt(segment))
            entry.format = tr("salt byte");
        else
            entry.format = segment.formatText().isEmpty() ? tr("text") : segment.formatText();
        if (segment.flip)
            entry.flags.append(QStringLiteral("flip"));
        if (segment.descending)
            entry.flags.append(QStringLiteral("desc"));
        entry.offset = offset;
        entry.width = int(lengths[s]);
        entry.fixed = hasFixedWidth(segment);
        offset += entry.width;
        layout.append(entry);
    }
    return layout;
}

QString DesignReport::title() const
{
    const QString name = project.i18n.text(options.language, TextField::Name, project.name);
    if (!name.isEmpty())
        return name;
    if (!options.sourceName.isEmpty())
        return options.sourceName;
    return tr("HBase schema design");
}

DesignReport DesignReport::build(const Project &project, const Options &options)
{
    DesignReport report;
    report.project = project;
    report.options = options;
    if (!report.options.date.isValid())
        report.options.date = QDate::currentDate();

    // One analysis a table, shared by the lint and the report.
    QHash<QString, std::shared_ptr<const TableAnalysis>> analyses;
    const auto analysisOf = [&](const Table &table) {
        auto &entry = analyses[table.fullName()];
        if (!entry)
            entry = std::make_shared<const TableAnalysis>(
                TableAnalysis::of(table, options.projectDirectory));
        return entry;
    };
    Linter::Options lintOptions;
    lintOptions.projectDirectory = options.projectDirectory;
    lintOptions.analysisOf = analysisOf;
    const Linter::Result lint = Linter::lint(project, lintOptions);
    report.budget = lint.budget;

    for (const Table &table : project.tables) {
        ReportTable entry;
        entry.table = table;
        entry.analysis = analysisOf(table);
        const TableAnalysis &a = *entry.analysis;
        entry.storage = ClusterRules::storageOf(project, table, a, lint.budget);
        if (a.available && a.preview.ok() && !a.preview.keys.isEmpty()) {
            entry.keyLayout = keyLayoutOf(table.rowKey, a, 0);
            entry.firstKey = a.preview.keys.key(0).toByteArray();
            entry.exampleKeys = examplesOf(a);
            entry.splitKeys = a.preview.splitKeys;
        } else {
            const Splits::Result splits = Splits::forSpec(table.splits);
            entry.splitKeys = splits.keys;
            entry.splitError = splits.error;
        }
        for (const Finding &f : lint.findings) {
            if (tableOf(f) == table.fullName()) {
                entry.findings.append(f);
                if (!entry.worst || int(f.severity) < int(*entry.worst))
                    entry.worst = f.severity;
            }
        }
        for (const Finding &f : lint.suppressed) {
            if (tableOf(f) == table.fullName())
                entry.suppressed.append({f, suppressionReason(project, f)});
        }
        sortBySeverity(&entry.findings);
        ExportOptions exportOptions;
        exportOptions.tables = {table.fullName()};
        exportOptions.statementsOnly = true;
        exportOptions.splitForm = SplitExportForm::Inline;
        exportOptions.language = options.language;
        exportOptions.projectDirectory = options.projectDirectory;
        const ExportResult script = exportShellScript(project, exportOptions);
        entry.script = QString::fromUtf8(script.script);
        // The namespace it needs, which the report's namespace script creates (a tr() of the
        // class, so that lupdate finds it).
        if (!entry.script.isEmpty() && table.namespaceName != u"default")
            entry.script.prepend(
                QStringLiteral("# ") +
                tr("Needs the namespace %1: run its create_namespace line (Namespaces, before "
                   "the tables) first.")
                    .arg(RubyLiteral::commentText(table.namespaceName)) +
                u'\n');
        report.scriptErrors += script.errors;
        report.tables.append(entry);
    }
    for (const Finding &f : lint.findings) {
        if (tableOf(f).isEmpty())
            report.projectFindings.append(f);
    }
    sortBySeverity(&report.projectFindings);
    // The namespaces' lines as the export writes them; its errors are the tables' exports' too.
    ExportOptions namespaces;
    namespaces.namespacesOnly = true;
    namespaces.language = options.language;
    report.namespaceScript = QString::fromUtf8(exportShellScript(project, namespaces).script);
    return report;
}
