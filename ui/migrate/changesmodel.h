#pragma once

#include "model/migrate/schemachange.h"

#include <QAbstractTableModel>
#include <QIcon>

// The changes between the deployed version and the design, one a row: the risk (an icon and its
// words, the tooltip saying what it means), the object and the change in words
// (docs/designer.md#compare-with).
class ChangesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { RiskColumn, ObjectColumn, ChangeColumn, ColumnCount };
    static constexpr int RiskRole = Qt::UserRole + 1; // the ChangeRisk as an int

    explicit ChangesModel(QObject *parent = nullptr);

    void setChanges(const QList<SchemaChange> &changes);
    const QList<SchemaChange> &changes() const { return m_changes; }

    // The icon and the short name of a risk, and what it means for the data already stored:
    // the list's tooltips and the legend beside it say the same.
    static QIcon icon(ChangeRisk risk);
    static QString name(ChangeRisk risk);
    static QString meaning(ChangeRisk risk);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QList<SchemaChange> m_changes;
};
