#pragma once

#include "model/analysis/accessanalysis.h"

#include <QAbstractTableModel>

// The Access patterns panel's table: for each of the table's patterns, how HBase serves it with
// this row key (Get, prefix, range, filtered or full scan), the fields it binds, the separate
// scans it takes and the regions one request touches on the sample.
class AccessModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        PatternColumn,
        MethodColumn,
        FieldsColumn,
        BoundColumn,
        ScansColumn,
        RegionsColumn,
        ColumnCount
    };

    explicit AccessModel(QObject *parent = nullptr);

    void setResults(const QList<AccessPattern> &patterns,
                    const QList<AccessAnalysis::Result> &results);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QList<AccessPattern> m_patterns;
    QList<AccessAnalysis::Result> m_results;
};
