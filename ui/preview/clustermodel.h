#pragma once

#include "model/analysis/clusterbudget.h"

#include <QAbstractTableModel>
#include <QStyledItemDelegate>

// The cluster budget as the Cluster panel lists it: a row a server-level measure, its value per
// region server, the server's limit, a bar of the share used, and the tables behind it.
class ClusterModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { MeasureColumn, PerServerColumn, LimitColumn, UsedColumn, TablesColumn, Columns };
    // The Used column's share (0 to any) and the allowance beyond (or, for the disk, below) the
    // limit that is still fine, for the bar; -1 when the measure has no limit.
    static constexpr int UsedRole = Qt::UserRole;
    static constexpr int AllowanceRole = Qt::UserRole + 1;
    // The "ns:table" of a row's largest part, empty when no table makes it up.
    static constexpr int TableRole = Qt::UserRole + 2;

    using QAbstractTableModel::QAbstractTableModel;

    void setBudget(const ClusterBudget::Result &budget);
    const ClusterBudget::Result &budget() const { return m_budget; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // The headers and texts again, in the new language.
    void retranslate();

private:
    ClusterBudget::Result m_budget;
};

// Draws the Used column as a bar against the limit: within it in the palette's highlight,
// within the allowance in amber, beyond in red, with the share written on it.
class ClusterBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};
