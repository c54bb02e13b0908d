#include "ui/compare/comparefiguresmodel.h"

#include "model/teaching/familyrows.h"
#include "model/teaching/figurerows.h"
#include "ui/charts/chartstyle.h"
#include "ui/compare/compareservice.h"

#include <QBrush>
#include <QFont>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <cmath>

namespace {

const QString kNone = QStringLiteral("—");

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

// "+0.02", "-5.0", and "0.00" for what rounds to nothing (never "-0.00").
QString signedNumber(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(value * scale) / scale;
    if (rounded == 0)
        return number(0, decimals);
    return (rounded > 0 ? QStringLiteral("+") : QString()) + number(rounded, decimals);
}

} // namespace

CompareFiguresModel::CompareFiguresModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void CompareFiguresModel::clear()
{
    beginResetModel();
    m_lines.clear();
    endResetModel();
}

void CompareFiguresModel::setResult(const CompareResult &result, const QString &leftTitle,
                                    const QString &rightTitle)
{
    beginResetModel();
    m_lines.clear();
    m_titles[0] = leftTitle;
    m_titles[1] = rightTitle;
    m_shownTitles[0].clear();
    m_shownTitles[1].clear();
    addFigureLines(result.sides[0].figures, result.sides[1].figures);
    addFamilyLines(result.sides[0].figures, result.sides[1].figures);
    addAccessLines(result);
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, LeftColumn, RightColumn);
}

QStringList CompareFiguresModel::nameParts(const QString &name)
{
    // Each part ends with its ':', '_', ' ' or Chinese character, or before a bracket.
    QStringList parts;
    QString part;
    for (const QChar c : name) {
        if ((c == u'(' || c == u'\uff08') && !part.isEmpty()) {
            parts << part;
            part.clear();
        }
        part += c;
        const bool opening = c == u'\uff08';
        if (c == u':' || c == u'_' || c == u' ' || c.script() == QChar::Script_Han ||
            (!opening &&
             ((c >= u'\u3000' && c <= u'\u303f') || (c >= u'\uff00' && c <= u'\uffef')))) {
            parts << part;
            part.clear();
        }
    }
    if (!part.isEmpty())
        parts << part;
    return parts;
}

int CompareFiguresModel::widestPart(const QFontMetrics &metrics, int side) const
{
    int widest = 0;
    for (const QString &part : nameParts(m_titles[side]))
        widest = std::max(widest, metrics.horizontalAdvance(part.trimmed()));
    return widest;
}

QStringList CompareFiguresModel::wrapName(const QFontMetrics &metrics, const QString &name,
                                          int width)
{
    const QStringList parts = nameParts(name);
    QStringList lines;
    QString line;
    for (const QString &p : std::as_const(parts)) {
        if (!line.isEmpty() && metrics.horizontalAdvance(line + p) > width) {
            lines << line.trimmed();
            line.clear();
        }
        line += p;
    }
    if (!line.isEmpty())
        lines << line.trimmed();
    for (QString &l : lines) {
        if (metrics.horizontalAdvance(l) > width)
            l = metrics.elidedText(l, Qt::ElideMiddle, width);
    }
    return lines;
}

void CompareFiguresModel::elideTitles(const QFontMetrics &metrics, int leftWidth, int rightWidth)
{
    const int widths[2] = {leftWidth, rightWidth};
    for (int s = 0; s < 2; ++s) {
        // A long name is broken after its ':' and '_' into lines of the column's width (the
        // header grows taller), and cut in the middle only where one part is still too wide.
        QStringList lines;
        for (const QString &line : m_titles[s].split(u'\n'))
            lines += wrapName(metrics, line, widths[s]);
        m_shownTitles[s] = lines.join(u'\n');
    }
    emit headerDataChanged(Qt::Horizontal, LeftColumn, RightColumn);
}

CompareFiguresModel::Line CompareFiguresModel::numberLine(const QString &label, double left,
                                                          double right, int decimals, int verdict,
                                                          bool neither, double negligible)
{
    Line line;
    line.label = label;
    line.values[0] = number(left, decimals);
    line.values[1] = number(right, decimals);
    line.numbers[0] = left;
    line.numbers[1] = right;
    line.hasNumbers = true;
    line.difference = signedNumber(right - left, decimals);
    line.verdict = verdict;
    if (!neither)
        line.tip = verdict > 0   ? tr("Better on the right")
                   : verdict < 0 ? tr("Worse on the right")
                   : FigureRows::nearlySame(left, right, decimals, negligible)
                       ? tr("Too small a difference to call better or worse")
                       : tr("The same on both sides");
    return line;
}

void CompareFiguresModel::addFigureLines(const TableFigures &left, const TableFigures &right)
{
    using FigureRows::Better;
    for (const FigureRows::Row &row : FigureRows::rows()) {
        const QString label = FigureRows::label(row);
        if (row.fromKeys && !(left.measured && right.measured)) {
            Line line;
            line.label = label;
            line.values[0] = left.measured ? number(row.value(left), row.decimals) : kNone;
            line.values[1] = right.measured ? number(row.value(right), row.decimals) : kNone;
            line.difference = kNone;
            m_lines.append(line);
            continue;
        }
        const double a = row.value(left);
        const double b = row.value(right);
        Line line = numberLine(label, a, b, row.decimals,
                               FigureRows::verdict(row.better, a, b, row.decimals, row.negligible),
                               row.better == Better::Neither, row.negligible);
        if (row.better != Better::Neither)
            line.tip += u'\n' + (row.better == Better::Lower ? tr("Lower is better")
                                                             : tr("Higher is better"));
        m_lines.append(line);
    }
}

void CompareFiguresModel::addFamilyLines(const TableFigures &left, const TableFigures &right)
{
    for (const FamilyRows::Row &row : FamilyRows::rows(left, right)) {
        Line line;
        line.label = row.indented ? QStringLiteral("    ") + row.label : row.label;
        line.heading = row.heading;
        line.values[0] = row.values[0];
        line.values[1] = row.values[1];
        line.difference = row.difference;
        m_lines.append(line);
    }
}

void CompareFiguresModel::addAccessLines(const CompareResult &result)
{
    using AccessAnalysis::Method;
    // Patterns matched by name: the left table's in its order, then those only the right has.
    QStringList names;
    for (const CompareSideResult &side : result.sides) {
        for (const QString &name : side.patternNames) {
            if (!names.contains(name))
                names.append(name);
        }
    }
    for (const QString &name : std::as_const(names)) {
        const AccessAnalysis::Result *access[2] = {nullptr, nullptr};
        for (int s = 0; s < 2; ++s) {
            const CompareSideResult &side = result.sides[std::size_t(s)];
            const qsizetype i = side.patternNames.indexOf(name);
            if (side.figures.measured && i >= 0 && i < side.figures.access.size())
                access[s] = &side.figures.access[i];
        }
        Line heading;
        heading.heading = true;
        heading.label = name;
        for (int s = 0; s < 2; ++s)
            heading.values[s] = access[s] ? AccessAnalysis::methodName(access[s]->method) : kNone;
        const bool both = access[0] && access[1];
        const bool write = (access[0] && access[0]->method == Method::Write) ||
                           (access[1] && access[1]->method == Method::Write);
        if (both && !write) {
            heading.verdict = FigureRows::methodVerdict(access[0]->method, access[1]->method);
            heading.difference = heading.verdict > 0   ? tr("better")
                                 : heading.verdict < 0 ? tr("worse")
                                                       : tr("same");
            heading.tip = tr(
                "Best first: get, prefix scan, range scan, filtered range scan, full table scan");
        }
        m_lines.append(heading);
        if (!both)
            continue;
        const auto indented = [](const QString &text) { return QStringLiteral("    ") + text; };
        if (!write) {
            const double a = access[0]->scans;
            const double b = access[1]->scans;
            Line scans = numberLine(indented(tr("scans")), a, b, 0,
                                    FigureRows::verdict(FigureRows::Better::Lower, a, b, 0), false);
            m_lines.append(scans);
        }
        // A read touching fewer regions is better; a write reaching more spreads the load.
        const FigureRows::Better better =
            write ? FigureRows::Better::Higher : FigureRows::Better::Lower;
        const int decimals = write ? 0 : 1;
        const double a = access[0]->meanRegions;
        const double b = access[1]->meanRegions;
        m_lines.append(numberLine(indented(write ? tr("regions written") : tr("regions a request")),
                                  a, b, decimals, FigureRows::verdict(better, a, b, decimals),
                                  false));
    }
}

int CompareFiguresModel::rowOf(const QString &label) const
{
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        if (m_lines[i].label == label)
            return int(i);
    }
    return -1;
}

int CompareFiguresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int CompareFiguresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CompareFiguresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Line &line = m_lines[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case FigureColumn:
            return line.label;
        case LeftColumn:
        case RightColumn:
            return line.values[column - LeftColumn];
        case DifferenceColumn:
            return line.difference;
        }
        break;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(column == FigureColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                          : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (line.heading || (column == DifferenceColumn && line.verdict != 0)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        break;
    case Qt::ForegroundRole:
        if (column == DifferenceColumn && line.verdict != 0) {
            const bool dark = ChartStyle::isDark(QGuiApplication::palette());
            const QColor better = dark ? QColor(0x3f, 0xb9, 0x50) : QColor(0x1a, 0x7f, 0x37);
            const QColor worse = dark ? QColor(0xf8, 0x51, 0x49) : QColor(0xcf, 0x22, 0x2e);
            return QBrush(line.verdict > 0 ? better : worse);
        }
        break;
    case Qt::ToolTipRole:
        if (column == FigureColumn) // whole, where the column cuts it short
            return line.label.trimmed();
        if (line.heading && column != DifferenceColumn) // a method's name, maybe cut short
            return line.values[column - LeftColumn];
        return line.tip.isEmpty() ? QVariant() : QVariant(line.tip);
    case VerdictRole:
        return line.verdict;
    case ValueRole:
        if (line.hasNumbers && (column == LeftColumn || column == RightColumn))
            return line.numbers[column - LeftColumn];
        break;
    default:
        break;
    }
    return {};
}

QVariant CompareFiguresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const bool value = section == LeftColumn || section == RightColumn;
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && value) // whole, where cut
        return m_titles[section - LeftColumn];
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case FigureColumn:
        return tr("Figure");
    case LeftColumn:
    case RightColumn: {
        const int side = section - LeftColumn;
        if (m_titles[side].isEmpty())
            return side == 0 ? tr("Left") : tr("Right");
        return m_shownTitles[side].isEmpty() ? m_titles[side] : m_shownTitles[side];
    }
    case DifferenceColumn:
        return tr("Difference");
    }
    return {};
}
