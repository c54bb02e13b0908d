#include "model/report/reporthtml.h"

#include "model/analysis/clusterbudgettext.h"
#include "model/schema/units.h"

#include <QLocale>

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// Screens of any width (tables and pictures scroll sideways in their own box on a phone, pictures
// never narrower than their text can be read at, headings and the contents break inside a long
// name, rule ids keep one line, identifiers break only after a separator, example keys anywhere)
// and paper (sections start on a new page, nothing scrolls).
const char kBrowserCss[] = R"(
body { font-family: "Noto Sans", "DejaVu Sans", "WenQuanYi Micro Hei", "Microsoft YaHei", sans-serif;
  color: #1d2430; background: #fff; margin: 0 auto; padding: 1em; max-width: 62em; line-height: 1.45; }
h1, h2, h3, h4 { overflow-wrap: anywhere; }
h1 { font-size: 1.7em; margin: 0.2em 0; }
h2 { font-size: 1.35em; border-bottom: 2px solid #3b6ea5; padding-bottom: 0.15em; margin-top: 2em; }
h3 { font-size: 1.1em; margin-top: 1.4em; color: #274b73; }
h4 { font-size: 1em; margin: 1em 0 0.3em; }
.meta { color: #5a6472; }
.wide { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; margin: 0.4em 0 0.8em; font-size: 0.92em; }
th, td { border: 1px solid #c8ced6; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
th { background: #eef2f6; }
thead th { white-space: nowrap; }
td { overflow-wrap: break-word; min-width: 2.5em; }
td.ident { overflow-wrap: normal; }
table.keys td { overflow-wrap: anywhere; }
td.num { text-align: right; white-space: nowrap; }
table.summary td { white-space: nowrap; }
table.findings td:nth-child(2), table.suppressed td:first-child { white-space: nowrap; }
tr.changed td { background: #fff4d6; font-weight: bold; }
.sev-error { color: #b3261e; font-weight: bold; }
.sev-warning { color: #a15c00; font-weight: bold; }
.sev-info { color: #3b6ea5; }
code, pre { font-family: "DejaVu Sans Mono", "Noto Sans Mono", monospace; font-size: 0.9em; }
code { background: #f2f4f7; padding: 0 0.2em; overflow-wrap: anywhere; }
pre { background: #f6f8fa; border: 1px solid #d8dde3; padding: 0.6em; overflow-x: auto;
  white-space: pre-wrap; overflow-wrap: anywhere; }
figure { margin: 0.6em 0; overflow-x: auto; }
figure svg { max-width: 100%; min-width: 40em; height: auto; display: block; }
figure.legible svg { max-width: none; min-width: 0; width: max(100%, calc(var(--full, 50em) * 0.8)); }
figcaption { color: #5a6472; font-size: 0.9em; }
.notes { white-space: pre-wrap; }
nav ol { padding-left: 1.4em; }
nav li { overflow-wrap: anywhere; }
@media (max-width: 40em) { body { padding: 0.5em; font-size: 15px; } h1 { font-size: 1.4em; } }
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  .wide, pre { overflow: visible; }
  section.table { break-before: page; }
  figure, tr { break-inside: avoid; }
  nav { display: none; }
}
)";

// What QTextDocument understands of CSS, for the PDF.
const char kRichTextCss[] = R"(
body { font-size: 9pt; color: #1d2430; }
h1 { font-size: 17pt; }
h2 { font-size: 14pt; color: #274b73; margin-top: 14px; }
h2.table { page-break-before: always; }
h3 { font-size: 11pt; color: #274b73; margin-top: 10px; }
h4 { font-size: 9.5pt; margin-top: 8px; }
.meta { color: #5a6472; }
th { background-color: #eef2f6; font-weight: bold; text-align: left; }
tr.changed { background-color: #fff4d6; font-weight: bold; }
.sev-error { color: #b3261e; font-weight: bold; }
.sev-warning { color: #a15c00; font-weight: bold; }
.sev-info { color: #3b6ea5; }
pre { font-family: "DejaVu Sans Mono", monospace; font-size: 7.5pt; background-color: #f6f8fa; }
code { font-family: "DejaVu Sans Mono", monospace; }
.caption { color: #5a6472; font-size: 8pt; }
)";

} // namespace

ReportHtml::ReportHtml(const DesignReport &report, Flavour flavour, const PictureMarkup &picture)
    : m_report(report)
    , m_flavour(flavour)
    , m_picture(picture)
{}

QString ReportHtml::write(const DesignReport &report, Flavour flavour, const PictureMarkup &picture)
{
    ReportHtml writer(report, flavour, picture);
    const QString lang =
        report.options.language == u"zh_CN" ? QStringLiteral("zh-CN") : QStringLiteral("en");
    writer.m_html =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">"
                       "<meta name=\"viewport\" content=\"width=device-width, "
                       "initial-scale=1\"><title>%2</title><style>%3</style></head>"
                       "<body>\n")
            .arg(lang, escaped(report.title()), writer.css());
    writer.writeProject();
    writer.writeSummary();
    writer.writeCluster();
    writer.writeNamespaces();
    for (int i = 0; i < report.tables.size(); ++i)
        writer.writeTable(i);
    writer.m_html += QStringLiteral("</body></html>\n");
    return writer.m_html;
}

QString ReportHtml::css() const
{
    return QString::fromLatin1(m_flavour == Flavour::Browser ? kBrowserCss : kRichTextCss);
}

QString ReportHtml::number(double value, int decimals) const
{
    return locale().toString(value, 'f', decimals);
}

void ReportHtml::writeProject()
{
    const Project &p = m_report.project;
    const QString lang = language();
    heading(1, m_report.title());
    QString meta = tr("HBase schema design report · %1 · HBase Schema Designer %2")
                       .arg(locale().toString(m_report.options.date, QLocale::LongFormat),
                            m_report.options.version);
    if (!m_report.options.sourceName.isEmpty())
        meta += m_report.options.unsavedChanges
                    ? tr(" · from %1, with unsaved changes").arg(m_report.options.sourceName)
                    : tr(" · from %1").arg(m_report.options.sourceName);
    paragraph(meta, QStringLiteral("meta"));
    const QString description = p.i18n.text(lang, TextField::Description, p.description);
    if (!description.isEmpty())
        paragraph(description);
    const QString notes = p.i18n.text(lang, TextField::Notes, p.notes);
    if (!notes.isEmpty()) {
        heading(3, tr("Notes"));
        paragraph(notes, QStringLiteral("notes"));
    }
    heading(3, tr("Cluster profile"));
    keyValueTable({
        {tr("Region servers"), number(p.cluster.regionServers)},
        {tr("Target region size"), Units::formatBytes(p.cluster.targetRegionBytes)},
        {tr("HBase version (script dialect)"), kHBaseVersionNames.name(p.cluster.hbaseVersion)},
    });
    if (m_flavour == Flavour::Browser && !m_report.tables.isEmpty()) {
        m_html += QStringLiteral("<nav><h3>%1</h3><ol>").arg(escaped(tr("Contents")));
        for (int i = 0; i < m_report.tables.size(); ++i)
            m_html += QStringLiteral("<li><a href=\"#table-%1\">%2</a></li>")
                          .arg(i)
                          .arg(breakable(m_report.tables[i].table.qualifiedName()));
        m_html += QStringLiteral("</ol></nav>\n");
    }
    heading(2, tr("Diagram"));
    m_html += m_picture(Picture::Diagram, -1,
                        tr("The tables as cards: row-key segments, column families with the "
                           "attributes they change, pre-split and problems; the legend below."));
}

void ReportHtml::writeSummary()
{
    heading(2, tr("Tables"));
    // One line a table: on a phone its cells wrapped into rows three lines tall; the row
    // scrolls sideways in its box instead.
    tableStart(
        {tr("Table"), tr("Regions"), tr("Average key length"), tr("Findings"), tr("Worst finding")},
        QStringLiteral("summary"));
    for (int i = 0; i < m_report.tables.size(); ++i) {
        const ReportTable &t = m_report.tables[i];
        const QString regions = t.splitError.isEmpty() ? number(t.splitKeys.size() + 1) : QString();
        const QString keyLength = t.measured()
                                      ? tr("%1 bytes").arg(number(t.analysis->averageKeyBytes(), 1))
                                      : tr("not measured");
        QString worst = tr("none");
        if (t.worst) {
            for (const Finding &f : t.findings) {
                if (f.severity == *t.worst) {
                    worst = FindingText::severity(f.severity) + QStringLiteral(": ") + f.ruleId;
                    break;
                }
            }
        }
        // Only the worst finding's cell in its severity's colour.
        tableRow(QList<Cell>{
            cell(t.table.qualifiedName()), cell(regions), cell(keyLength),
            cell(number(t.findings.size())),
            cell(worst, t.worst ? QStringLiteral("sev-%1").arg(kSeverityNames.name(*t.worst))
                                : QString())});
    }
    tableEnd();
    if (!m_report.projectFindings.isEmpty()) {
        heading(3, tr("Findings about the project"));
        writeFindings(m_report.projectFindings, {});
    }
    for (const QString &error : m_report.scriptErrors)
        paragraph(tr("The script cannot be exported: %1").arg(error), QStringLiteral("sev-error"));
}

void ReportHtml::writeCluster()
{
    if (!m_report.budget)
        return;
    heading(2, tr("Cluster"));
    paragraph(tr("What all the tables ask of each region server, against %1. The measures are "
                 "explained in docs/hbase-reference.md §6.6.")
                  .arg(ClusterBudget::profileText(m_report.project.cluster)));
    if (const QString growth = ClusterBudget::growthText(*m_report.budget); !growth.isEmpty())
        paragraph(growth);
    if (const QString reads = ClusterBudget::readsText(*m_report.budget); !reads.isEmpty())
        paragraph(reads);
    tableStart({tr("Measure"), tr("Per server"), tr("Limit"), tr("Used"), tr("Tables")},
               QStringLiteral("cluster"));
    for (const ClusterBudget::Figure &f : m_report.budget->figures) {
        const bool limited = f.limit > 0;
        // The empty regions and the gets' blocks are notes (rules.md, HBD-CLUSTER-001, -004).
        const bool noteOnly = f.measure == ClusterBudget::Measure::RegionsAfterAYear ||
                              f.measure == ClusterBudget::Measure::BlockCache;
        // A share beyond what HBase's guidance allows, in the warning's colour.
        tableRow(QList<Cell>{
            cell(ClusterBudget::measureName(f.measure)),
            cell(ClusterBudget::amount(f.measure, f.perServer)), cell(ClusterBudget::limitText(f)),
            cell(limited ? QStringLiteral("%1%").arg(number(f.used() * 100)) : QStringLiteral("-"),
                 !f.beyond() ? QString()
                 : noteOnly  ? QStringLiteral("sev-info")
                             : QStringLiteral("sev-warning")),
            cell(ClusterBudget::tablesText(f))});
    }
    tableEnd();
}

void ReportHtml::writeNamespaces()
{
    if (m_report.namespaceScript.isEmpty())
        return;
    heading(2, tr("Namespaces"));
    paragraph(tr("Run these lines before the tables' create scripts: each table is created in one "
                 "of these namespaces, and HBase refuses a table whose namespace does not exist."));
    pre(m_report.namespaceScript);
}

void ReportHtml::writeTable(int index)
{
    const ReportTable &t = m_report.tables[index];
    m_html += QStringLiteral("<section class=\"table\">\n");
    heading(2, tr("Table %1").arg(t.table.qualifiedName()), QStringLiteral("table-%1").arg(index),
            QStringLiteral("table"));
    const QString description = descriptionIn(t.table, language());
    heading(3, tr("Purpose and volume"));
    paragraph(description.isEmpty() ? tr("No description.") : description);
    writeVolume(t);
    writeRowKey(t, index);
    writeDictionary(t);
    writeSplits(t);
    writeRegions(t, index);
    writeAccess(t);
    heading(3, tr("Findings"));
    writeFindings(t.findings, t.suppressed);
    heading(3, tr("Create script"));
    pre(t.script);
    m_html += QStringLiteral("</section>\n");
}

void ReportHtml::writeFindings(const QList<Finding> &findings,
                               const QList<ReportSuppressed> &suppressed)
{
    if (findings.isEmpty()) {
        paragraph(tr("No rule finds a problem."));
    } else {
        tableStart({tr("Severity"), tr("Rule"), tr("Object"), tr("Message"), tr("Fix")},
                   QStringLiteral("findings"));
        // The severity in its colour, the rest in the text's; the names a message quotes break
        // where the object's do.
        for (const Finding &f : findings)
            tableRow(
                QList<Cell>{cell(FindingText::severity(f.severity),
                                 QStringLiteral("sev-%1").arg(kSeverityNames.name(f.severity))),
                            cell(f.ruleId),
                            {breakable(f.objectPath), QStringLiteral("ident")},
                            {breakable(f.message), {}},
                            {breakable(f.fix), {}}});
        tableEnd();
    }
    if (!suppressed.isEmpty()) {
        heading(4, tr("Accepted on purpose (suppressed)"));
        tableStart({tr("Rule"), tr("Object"), tr("Message"), tr("Why accepted")},
                   QStringLiteral("suppressed"));
        for (const ReportSuppressed &s : suppressed)
            tableRow(QList<Cell>{cell(s.finding.ruleId),
                                 {breakable(s.finding.objectPath), QStringLiteral("ident")},
                                 cell(s.finding.message),
                                 cell(s.reason)});
        tableEnd();
    }
}

void ReportHtml::heading(int level, const QString &text, const QString &id, const QString &cssClass)
{
    QString idAttribute = id.isEmpty() ? QString() : QStringLiteral(" id=\"%1\"").arg(id);
    if (!cssClass.isEmpty())
        idAttribute += QStringLiteral(" class=\"%1\"").arg(cssClass);
    m_html += QStringLiteral("<h%1%2>%3</h%1>\n").arg(level).arg(idAttribute, escaped(text));
}

void ReportHtml::paragraph(const QString &text, const QString &cssClass)
{
    const QString classAttribute =
        cssClass.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(cssClass);
    QString body = escaped(text);
    if (m_flavour == Flavour::RichText) // no white-space: pre-wrap there
        body.replace(u'\n', QStringLiteral("<br>"));
    m_html += QStringLiteral("<p%1>%2</p>\n").arg(classAttribute, body);
}

void ReportHtml::keyValueTable(const QList<std::pair<QString, QString>> &rows)
{
    tableStart({});
    for (const auto &[key, value] : rows)
        m_html +=
            QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(escaped(key), escaped(value));
    tableEnd();
}

void ReportHtml::tableStart(const QStringList &headers, const QString &cssClass)
{
    const QString classAttribute =
        cssClass.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(cssClass);
    m_html += m_flavour == Flavour::Browser
                  ? QStringLiteral("<div class=\"wide\"><table%1>").arg(classAttribute)
                  : QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                                   "width=\"100%\"%1>")
                        .arg(classAttribute);
    if (!headers.isEmpty()) {
        m_html += QStringLiteral("<thead><tr>");
        for (const QString &h : headers)
            m_html += QStringLiteral("<th>%1</th>").arg(escaped(h));
        m_html += QStringLiteral("</tr></thead>");
    }
    m_html += u'\n';
}

ReportHtml::Cell ReportHtml::cell(const QString &text, const QString &cssClass)
{
    return {escaped(text), cssClass};
}

QString ReportHtml::breakable(const QString &identifier) const
{
    // A browser breaks at <wbr>; QTextDocument knows no <wbr> but breaks after a zero-width space.
    const QString mark =
        m_flavour == Flavour::Browser ? QStringLiteral("<wbr>") : QString(QChar(0x200b));
    QString out;
    for (const QChar c : identifier) {
        out += escaped(QString(c));
        if (c == u':' || c == u'/' || c == u'#' || c == u'_')
            out += mark;
    }
    return out;
}

void ReportHtml::tableRow(const QList<Cell> &cells, const QString &cssClass)
{
    const auto classOf = [](const QString &name) {
        return name.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(name);
    };
    m_html += QStringLiteral("<tr%1>").arg(classOf(cssClass));
    for (const Cell &c : cells)
        m_html += QStringLiteral("<td%1>%2</td>").arg(classOf(c.cssClass), c.html);
    m_html += QStringLiteral("</tr>\n");
}

void ReportHtml::tableRow(const QStringList &cells, const QString &cssClass)
{
    QList<Cell> marked;
    for (const QString &text : cells)
        marked.append(cell(text));
    tableRow(marked, cssClass);
}

void ReportHtml::tableEnd()
{
    m_html += m_flavour == Flavour::Browser ? QStringLiteral("</table></div>\n")
                                            : QStringLiteral("</table>\n");
}

void ReportHtml::pre(const QString &text)
{
    m_html += QStringLiteral("<pre>%1</pre>\n").arg(escaped(text));
}
