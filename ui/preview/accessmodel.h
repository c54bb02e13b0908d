#pragma once

#include "model/analysis/accessanalysis.h"

#include <QAbstractTableModel>

// The Access patterns panel's table: one row for each of the table's patterns, in the table's
// order, with how HBase serves it with this row key (Get, prefix, range, filtered or full scan;
// a put is a write), the fields it binds, the separate scans it takes and the regions one
// request touches on the sample. The patterns come from the document, the measurements from the
// newest preview (matched by name; a pattern the preview has not measured yet shows "...").
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
    void setPatterns(const QList<AccessPattern> &patterns);
    const QList<AccessPattern> &patterns() const { return m_patterns; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    const AccessAnalysis::Result *resultOf(const AccessPattern &pattern) const;

    QList<AccessPattern> m_patterns;
    QList<AccessAnalysis::Result> m_results;
};
