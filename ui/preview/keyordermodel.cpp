#include "ui/preview/keyordermodel.h"

#include "model/analysis/tableanalysis.h"
#include "model/hbase/bytes.h"
#include "model/schema/localizedtext.h"

#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

KeyOrderModel::KeyOrderModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void KeyOrderModel::setAnalysis(std::shared_ptr<const TableAnalysis> analysis)
{
    beginResetModel();
    m_analysis = analysis && analysis->available ? std::move(analysis) : nullptr;
    endResetModel();
}

int KeyOrderModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_analysis)
        return 0;
    return int(m_analysis->preview.order.size());
}

int KeyOrderModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QByteArrayView KeyOrderModel::keyAt(int rank) const
{
    return m_analysis->preview.keys.key(m_analysis->preview.order[std::size_t(rank)]);
}

int KeyOrderModel::regionAt(int rank) const
{
    const std::uint32_t row = m_analysis->preview.order[std::size_t(rank)];
    return int(m_analysis->preview.assignment.regionOfRow[row]);
}

QString KeyOrderModel::sourceAt(int rank) const
{
    const std::uint32_t row = m_analysis->preview.order[std::size_t(rank)];
    const SampleRows &rows = m_analysis->rows();
    QStringList parts;
    for (int f = 0; f < rows.fields.size(); ++f)
        parts.append(rows.fields[f] + u'=' +
                     QString::fromUtf8(rows.columns[std::size_t(f)].key(row)));
    return joinList(parts);
}

QVariant KeyOrderModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_analysis)
        return {};
    const int rank = index.row();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RankColumn:
            return rank;
        case RegionColumn:
            return regionAt(rank);
        case KeyColumn:
            return Bytes::toStringBinary(keyAt(rank));
        case HexColumn:
            return Bytes::toHex(keyAt(rank));
        case SourceColumn:
            return sourceAt(rank);
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == RankColumn || index.column() == RegionColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::BackgroundRole: {
        // Neighbouring regions alternate, so a region's keys read as one block.
        const QPalette palette = QGuiApplication::palette();
        return regionAt(rank) % 2 ? palette.alternateBase() : palette.base();
    }
    case RegionRole:
        return regionAt(rank);
    default:
        return {};
    }
}

QVariant KeyOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case RegionColumn:
        return tr("Region");
    case KeyColumn:
        return tr("Row key (toStringBinary)");
    case HexColumn:
        return tr("Hex");
    case SourceColumn:
        return tr("Sample values");
    }
    return {};
}

void KeyOrderModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int KeyOrderModel::lowerBound(QByteArrayView prefix) const
{
    if (!m_analysis)
        return 0;
    const auto &order = m_analysis->preview.order;
    const KeySet &keys = m_analysis->preview.keys;
    // HBase order is unsigned byte order, which QByteArrayView's comparison is.
    const auto it = std::lower_bound(order.begin(), order.end(), prefix,
                                     [&keys](std::uint32_t row, QByteArrayView value) {
                                         return keys.key(row).compare(value) < 0;
                                     });
    return int(it - order.begin());
}

int KeyOrderModel::find(const QString &text, int from) const
{
    const int rows = rowCount();
    if (rows == 0 || text.isEmpty())
        return -1;
    for (int step = 0; step < rows; ++step) {
        const int rank = (from + step) % rows;
        if (Bytes::toStringBinary(keyAt(rank)).contains(text, Qt::CaseInsensitive) ||
            sourceAt(rank).contains(text, Qt::CaseInsensitive))
            return rank;
    }
    return -1;
}
