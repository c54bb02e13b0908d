// compare: two tables' figures side by side, each as `regions` and `lint --table` report it for
// the table alone (docs/cli.md#compare).
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "model/io/projectfile.h"
#include "model/schema/localizedtext.h"
#include "model/teaching/familyrows.h"
#include "model/teaching/figurerows.h"
#include "model/teaching/tablefigures.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <functional>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

// The projects the --table options name, each loaded once.
class Projects
{
public:
    explicit Projects(Context &c)
        : m_c(c)
    {}

    const Project *load(const QString &file)
    {
        if (const auto found = m_loaded.constFind(file); found != m_loaded.constEnd())
            return &*found;
        ProjectFile::LoadResult loaded = ProjectFile::load(file);
        if (!loaded.project) {
            m_c.err << loaded.error << '\n';
            return nullptr;
        }
        return &*m_loaded.insert(file, std::move(*loaded.project));
    }

private:
    Context &m_c;
    QHash<QString, Project> m_loaded;
};

// A table's figures, and its access patterns' names in the reader's language.
struct Measured
{
    TableFigures figures;
    QStringList patternNames;
};

// A --table: "NS:TABLE" (or "TABLE") of FILE, or "OTHER.json:NS:TABLE" of another project.
bool measure(Context &c, Projects &projects, const QString &file, const QString &spec,
             Measured *measured)
{
    TableFigures *figures = &measured->figures;
    const qsizetype json = spec.indexOf(QStringLiteral(".json:"));
    const QString path = json < 0 ? file : spec.left(json + 5);
    const QString name = json < 0 ? spec : spec.mid(json + 6);
    const Project *project = projects.load(path);
    if (!project)
        return false;
    const Table *table = project->findTable(name);
    if (!table) {
        c.err << tr("%1: no table \"%2\" in the project").arg(path, name) << '\n';
        return false;
    }
    *figures = TableFigures::measure(*project, *table, QFileInfo(path).absolutePath());
    const QString language = catalogueLanguage();
    for (const AccessPattern &pattern : table->accessPatterns)
        measured->patternNames.append(nameIn(pattern, language));
    if (json >= 0)
        figures->table = spec.left(json + 6) + figures->table;
    return true;
}

nlohmann::json figuresJson(const TableFigures &f)
{
    nlohmann::json access = nlohmann::json::array();
    for (const AccessAnalysis::Result &a : f.access)
        access.push_back({{"pattern", a.pattern.toStdString()},
                          {"method", AccessAnalysis::methodKey(a.method)},
                          {"scans", a.scans},
                          {"meanRegions", a.meanRegions}});
    nlohmann::json doc = {
        {"table", f.table.toStdString()},
        {"measured", f.measured},
        {"rows", f.rows},
        {"regions", f.regions},
        {"emptyRegions", f.emptyRegions},
        {"maxOverMean", f.maxOverMean},
        {"coefficientOfVariation", f.coefficientOfVariation},
        {"hottestWindowShare", f.hottestWindowShare},
        {"keyBytesMean", f.keyBytesMean},
        {"keyBytesMax", f.keyBytesMax},
        {"bytesPerRow", f.bytesPerRow},
        {"totalBytes", f.totalBytes},
        {"storeBytes", f.storeBytes},
        {"regionsAtTarget", f.regionsAtTarget},
        {"accessPatterns", access},
        {"findings", {{"error", f.errors}, {"warning", f.warnings}, {"info", f.infos}}}};
    if (!f.error.isEmpty())
        doc["error"] = f.error.toStdString();
    return doc;
}

// Digits grouped as the other commands' text for people groups them (3,858.0).
QString number(double value, int decimals)
{
    return Units::formatAmount(value, decimals);
}

// Columns a text takes in a terminal: East Asian wide characters (Chinese among them) take two.
qsizetype displayWidth(const QString &text)
{
    qsizetype width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) ||
                          (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

// `text` padded with spaces to `width` terminal columns, on the right or (numbers) the left.
QString padded(const QString &text, qsizetype width, bool alignRight)
{
    const QString fill(std::max<qsizetype>(0, width - displayWidth(text)), u' ');
    return alignRight ? fill + text : text + fill;
}

void printText(Context &c, const Measured &first, const Measured &second)
{
    const TableFigures &a = first.figures;
    const TableFigures &b = second.figures;
    QList<QStringList> lines{{QString(), a.table, b.table, tr("difference")}};
    for (const FigureRows::Row &row : FigureRows::rows()) {
        const double x = row.value(a);
        const double y = row.value(b);
        const double d = y - x;
        lines.append({FigureRows::label(row), number(x, row.decimals), number(y, row.decimals),
                      (d > 0 ? QStringLiteral("+") : QString()) + number(d, row.decimals)});
    }
    for (const FamilyRows::Row &row : FamilyRows::rows(a, b))
        lines.append({row.indented ? QStringLiteral("  ") + row.label : row.label, row.values[0],
                      row.values[1], row.difference});
    QList<qsizetype> widths(4, 0);
    for (const QStringList &line : std::as_const(lines)) {
        for (qsizetype i = 0; i < line.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(line[i]));
    }
    for (const QStringList &line : std::as_const(lines)) {
        QString text = padded(line[0], widths[0], false);
        for (qsizetype i = 1; i < line.size(); ++i)
            text += QStringLiteral("  ") + padded(line[i], widths[i], true);
        while (text.endsWith(u' ')) // a family's heading, a TTL: no difference to align
            text.chop(1);
        c.out << text << '\n';
    }
    // The access patterns as `regions` names them, each line led by its table.
    for (const Measured *m : {&first, &second}) {
        const TableFigures &f = m->figures;
        if (!f.measured) {
            c.out << tr("%1: not measured: %2")
                         .arg(f.table, f.error.isEmpty()
                                           ? tr("the table has no row key or no sample data")
                                           : f.error)
                  << '\n';
            continue;
        }
        for (qsizetype i = 0; i < f.access.size(); ++i)
            c.out << f.table << ": " << accessPatternText(m->patternNames.value(i), f.access[i])
                  << '\n';
    }
}

} // namespace

void setupCompare(QCommandLineParser &parser)
{
    parser.addOption(formatOption());
    parser.addOption({{QStringLiteral("t"), QStringLiteral("table")},
                      tr("A table to compare (NS:TABLE of FILE, or OTHER.json:NS:TABLE); give "
                         "two."),
                      QStringLiteral("NS:TABLE")});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Project file (.json)."));
}

int runCompare(Context &c)
{
    QString file;
    bool json = false;
    if (!singleFile(c, &file) || !wantsJson(c, &json))
        return BadInput;
    const QStringList specs = c.parser.values(QStringLiteral("table"));
    if (specs.size() != 2) {
        c.err << tr("give two tables to compare: --table A --table B") << '\n';
        return BadInput;
    }
    Projects projects(c);
    if (!projects.load(file))
        return BadInput;
    Measured a;
    Measured b;
    if (!measure(c, projects, file, specs[0], &a) || !measure(c, projects, file, specs[1], &b))
        return BadInput;
    if (json)
        c.out << QString::fromStdString(
                     nlohmann::json({{"tables", {figuresJson(a.figures), figuresJson(b.figures)}}})
                         .dump(2))
              << '\n';
    else
        printText(c, a, b);
    return Ok;
}

} // namespace Cli
