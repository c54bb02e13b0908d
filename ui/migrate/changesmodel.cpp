#include "ui/migrate/changesmodel.h"

ChangesModel::ChangesModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ChangesModel::setChanges(const QList<SchemaChange> &changes)
{
    if (changes == m_changes)
        return;
    beginResetModel();
    m_changes = changes;
    endResetModel();
}

QIcon ChangesModel::icon(ChangeRisk risk)
{
    switch (risk) {
    case ChangeRisk::Safe:
        return QIcon(QStringLiteral(":/icons/risk-safe.svg"));
    case ChangeRisk::RewritesStoreFiles:
        return QIcon(QStringLiteral(":/icons/risk-rewrites.svg"));
    case ChangeRisk::RemovesData:
        return QIcon(QStringLiteral(":/icons/risk-removes.svg"));
    case ChangeRisk::NotPossibleWithAlter:
        return QIcon(QStringLiteral(":/icons/risk-plan.svg"));
    }
    return {};
}

QString ChangesModel::name(ChangeRisk risk)
{
    switch (risk) {
    case ChangeRisk::Safe:
        return tr("Safe");
    case ChangeRisk::RewritesStoreFiles:
        return tr("Rewrites store files");
    case ChangeRisk::RemovesData:
        return tr("Removes data");
    case ChangeRisk::NotPossibleWithAlter:
        return tr("Needs a plan");
    }
    return {};
}

QString ChangesModel::meaning(ChangeRisk risk)
{
    switch (risk) {
    case ChangeRisk::Safe:
        return tr("Safe: nothing already stored changes (a new namespace, table, family or split "
                  "key; more versions, a longer TTL; table attributes).");
    case ChangeRisk::RewritesStoreFiles:
        return tr("Rewrites store files: only store files written from now on follow it "
                  "(compression, encoding, block size, bloom filter, MOB); the files already "
                  "stored keep the old setting until the next major compaction rewrites them.");
    case ChangeRisk::RemovesData:
        return tr("Removes data: cells, families or tables are lost (a table dropped, a family "
                  "deleted, fewer versions, a shorter TTL). Written only when Allow data loss is "
                  "ticked.");
    case ChangeRisk::NotPossibleWithAlter:
        return tr("Needs a migration plan: no shell command can make it (a new row key, split "
                  "keys removed). The table gets a plan in comments and no command: a new table "
                  "beside the old one, every row copied and re-keyed.");
    }
    return {};
}

int ChangesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_changes.size());
}

int ChangesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ChangesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_changes.size())
        return {};
    const SchemaChange &change = m_changes.at(index.row());
    if (role == RiskRole)
        return int(change.risk);
    if (role == Qt::ToolTipRole)
        return index.column() == RiskColumn ? meaning(change.risk) : change.message;
    switch (index.column()) {
    case RiskColumn:
        if (role == Qt::DecorationRole)
            return icon(change.risk);
        if (role == Qt::DisplayRole)
            return name(change.risk);
        break;
    case ObjectColumn:
        if (role == Qt::DisplayRole)
            return change.path;
        break;
    case ChangeColumn:
        if (role == Qt::DisplayRole)
            return change.message;
        break;
    default:
        break;
    }
    return {};
}

QVariant ChangesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RiskColumn:
        return tr("Risk");
    case ObjectColumn:
        return tr("Object");
    case ChangeColumn:
        return tr("Change");
    default:
        return {};
    }
}

void ChangesModel::retranslate()
{
    // The messages come from the model in the catalogue's language: the panel diffs again.
    if (!m_changes.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}
