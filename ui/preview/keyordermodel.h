#pragma once

#include <QAbstractTableModel>

#include <memory>

struct TableAnalysis;

// The sample keys in HBase order (docs/designer.md#the-live-preview): rank, region, the key as
// toStringBinary and as hex, and the source values it was built from. Virtual: a row's text is made
// when it is shown, so a million keys cost nothing until they scroll into view.
class KeyOrderModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { RankColumn, RegionColumn, KeyColumn, HexColumn, SourceColumn, ColumnCount };
    enum Role { RegionRole = Qt::UserRole + 1 };

    explicit KeyOrderModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const TableAnalysis> analysis);
    void clear() { setAnalysis(nullptr); }

    // The first rank whose key starts with `prefix` or sorts after it; rowCount() when none.
    int lowerBound(QByteArrayView prefix) const;
    // The first rank at or after `from` (wrapping) whose key text or source values contain
    // `text`, case-insensitively; -1 when none.
    int find(const QString &text, int from) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QByteArrayView keyAt(int rank) const;
    int regionAt(int rank) const;
    QString sourceAt(int rank) const;

    std::shared_ptr<const TableAnalysis> m_analysis;
};
