#include "ui/preview/clustermodel.h"

#include "model/analysis/clusterbudgettext.h"

#include <QPainter>

#include <cmath>

using ClusterBudget::Figure;

void ClusterModel::setBudget(const ClusterBudget::Result &budget)
{
    beginResetModel();
    m_budget = budget;
    endResetModel();
}

void ClusterModel::retranslate()
{
    if (!m_budget.figures.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, Columns - 1));
    emit headerDataChanged(Qt::Horizontal, 0, Columns - 1);
}

int ClusterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_budget.figures.size());
}

int ClusterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : Columns;
}

QVariant ClusterModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_budget.figures.size())
        return {};
    const Figure &f = m_budget.figures.at(index.row());
    const bool limited = f.limit > 0;
    if (role == UsedRole)
        return limited ? f.used() : -1.0;
    if (role == AllowanceRole)
        return f.allowance;
    if (role == TableRole)
        return f.tables.isEmpty() ? QString() : f.tables.first();
    if (role == Qt::ToolTipRole && index.column() == TablesColumn) // the whole list, a line each
        return ClusterBudget::tablesList(f).join(u'\n');
    if (role == Qt::ToolTipRole) {
        QString tip = ClusterBudget::measureExplained(f.measure);
        if (f.assumedHeap || f.assumedDisk)
            tip += u'\n' + tr("The limit rests on an assumed %1: state it in the project's "
                              "properties")
                               .arg(f.assumedHeap ? tr("heap") : tr("disk"));
        return tip;
    }
    if (role == Qt::TextAlignmentRole &&
        (index.column() == PerServerColumn || index.column() == LimitColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    switch (index.column()) {
    case MeasureColumn:
        return ClusterBudget::measureName(f.measure);
    case PerServerColumn:
        return ClusterBudget::amount(f.measure, f.perServer);
    case LimitColumn:
        return ClusterBudget::limitText(f);
    case UsedColumn: // the bar draws it; nothing without a limit
        return limited ? ClusterBudget::usedText(f) : QString();
    case TablesColumn:
        return ClusterBudget::tablesText(f);
    default:
        return {};
    }
}

QVariant ClusterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case MeasureColumn:
        return tr("Measure");
    case PerServerColumn:
        return tr("Per server");
    case LimitColumn:
        return tr("Limit");
    case UsedColumn:
        return tr("Used");
    case TablesColumn:
        return tr("Tables");
    default:
        return {};
    }
}

void ClusterBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    const double used = index.data(ClusterModel::UsedRole).toDouble();
    if (used < 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem base = option;
    initStyleOption(&base, index);
    base.text.clear();
    QStyledItemDelegate::paint(painter, base, QModelIndex()); // background and selection
    const double allowance = index.data(ClusterModel::AllowanceRole).toDouble();
    const QRect box = option.rect.adjusted(3, 4, -3, -4);
    // The bar's full width is the limit's allowance, or the limit when there is none or the
    // allowance is below it (the disk's 80%); a tick marks the limit, or an allowance below it.
    const double scale = std::max(1.0, allowance);
    const double tickAt = allowance > 0 && allowance < 1 ? allowance : 1;
    const QColor fill = used <= tickAt      ? option.palette.color(QPalette::Highlight)
                        : used <= allowance ? QColor(0xe0, 0x9a, 0x1c)
                                            : QColor(0xd0, 0x3b, 0x2e);
    painter->save();
    painter->setPen(option.palette.color(QPalette::Mid));
    painter->setBrush(option.palette.color(QPalette::Base));
    painter->drawRect(box);
    QRect bar = box.adjusted(1, 1, 0, 0);
    bar.setWidth(int(std::lround(double(box.width() - 1) * std::min(used, scale) / scale)));
    painter->fillRect(bar, fill);
    if (scale > 1 || tickAt < 1) {
        const int tick = box.left() + int(std::lround(double(box.width()) * tickAt / scale));
        painter->setPen(option.palette.color(QPalette::Text));
        painter->drawLine(tick, box.top(), tick, box.bottom());
    }
    painter->setPen(option.palette.color(QPalette::Text));
    painter->drawText(box.adjusted(4, 0, -4, 0), Qt::AlignVCenter | Qt::AlignRight,
                      index.data().toString());
    painter->restore();
}

QSize ClusterBarDelegate::sizeHint(const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::max(size.width(), option.fontMetrics.horizontalAdvance(u'0') * 16));
    return size;
}
