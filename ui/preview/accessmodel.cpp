#include "ui/preview/accessmodel.h"

#include "model/schema/localizedtext.h"
#include "translations/translator.h"

#include <QLocale>

AccessModel::AccessModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void AccessModel::setResults(const QList<AccessPattern> &patterns,
                             const QList<AccessAnalysis::Result> &results)
{
    if (patterns == m_patterns) {
        // Only the measured columns change: no reset, so the view keeps its current row and
        // the form beside it the text being typed.
        m_results = results;
        if (!m_patterns.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_patterns = patterns;
    m_results = results;
    endResetModel();
}

void AccessModel::setPatterns(const QList<AccessPattern> &patterns)
{
    if (patterns == m_patterns)
        return;
    beginResetModel();
    m_patterns = patterns;
    endResetModel();
}

const AccessAnalysis::Result *AccessModel::resultOf(const AccessPattern &pattern) const
{
    for (const AccessAnalysis::Result &r : m_results) {
        if (r.pattern == pattern.name)
            return &r;
    }
    return nullptr;
}

int AccessModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_patterns.size());
}

int AccessModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccessModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const AccessPattern &pattern = m_patterns[index.row()];
    const AccessAnalysis::Result *measured = resultOf(pattern);
    if (role == Qt::ToolTipRole) {
        if (index.column() == RegionsColumn)
            return data(index, Qt::DisplayRole); // a long text, cut in a narrow column
        if (index.column() == MethodColumn) {
            // Whole, with the columns a narrow list leaves out.
            const auto line = [this, &index](int column) {
                return headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString() +
                       QStringLiteral(": ") + data(index.siblingAtColumn(column)).toString();
            };
            QStringList lines{data(index, Qt::DisplayRole).toString(), line(FieldsColumn)};
            if (measured && measured->method != AccessAnalysis::Method::Write)
                lines << line(BoundColumn) << line(ScansColumn);
            if (measured)
                lines << line(RegionsColumn);
            return lines.join(u'\n');
        }
        const QString description = descriptionIn(pattern, Translations::currentLanguage());
        return !description.isEmpty() ? description : (measured ? measured->error : QString());
    }
    if (role == Qt::TextAlignmentRole && index.column() >= BoundColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    if (index.column() == PatternColumn)
        return nameIn(pattern, Translations::currentLanguage());
    if (index.column() == FieldsColumn)
        return joinList(pattern.fields);
    if (!measured)
        return QStringLiteral("...");
    const AccessAnalysis::Result &r = *measured;
    switch (index.column()) {
    case MethodColumn:
        return AccessAnalysis::servedBy(pattern, r);
    case BoundColumn:
        return r.method == AccessAnalysis::Method::Write ? QVariant() : QVariant(r.boundSegments);
    case ScansColumn:
        return r.method == AccessAnalysis::Method::Write ? QVariant() : QVariant(r.scans);
    case RegionsColumn:
        if (r.method == AccessAnalysis::Method::Write)
            return tr("writes reach %1 of %2; busiest %3%")
                .arg(r.maxRegions)
                .arg(r.regions)
                .arg(QLocale().toString(r.busiestShare * 100, 'f', 1));
        return tr("%1 (max %2)").arg(QLocale().toString(r.meanRegions, 'f', 1)).arg(r.maxRegions);
    }
    return {};
}

namespace {

// A long header on two lines, broken at the blank nearest its middle, or in the middle of a
// Chinese one, so that the list keeps its columns narrow in a projector's short bottom tab
// ("已绑定的行键段" was cut there); the tooltip has it on one line.
QString onTwoLines(const QString &text)
{
    if (text.size() < 5)
        return text;
    const qsizetype middle = text.size() / 2;
    qsizetype at = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u' ' && (at < 0 || qAbs(i - middle) < qAbs(at - middle)))
            at = i;
    }
    if (at > 0)
        return text.left(at) + u'\n' + text.mid(at + 1);
    if (text.front().unicode() >= 0x2E80) // CJK: a line may break between any two characters
        return text.left(middle + text.size() % 2) + u'\n' + text.mid(middle + text.size() % 2);
    return text;
}

} // namespace

QVariant AccessModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    QString text;
    switch (section) {
    case PatternColumn:
        text = tr("Pattern");
        break;
    case MethodColumn:
        text = tr("Served by");
        break;
    case FieldsColumn:
        text = tr("Known fields");
        break;
    case BoundColumn:
        text = tr("Bound segments");
        break;
    case ScansColumn:
        text = tr("Scans");
        break;
    case RegionsColumn:
        text = tr("Regions per request");
        break;
    default:
        return {};
    }
    return role == Qt::ToolTipRole || section == PatternColumn ? text : onTwoLines(text);
}

void AccessModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_results.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
