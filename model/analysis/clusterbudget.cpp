#include "model/analysis/clusterbudget.h"

#include "model/analysis/storageestimate.h"

#include <algorithm>
#include <cmath>

namespace ClusterBudget {

namespace {

constexpr double kSecondsPerDay = 86400;
constexpr double kDaysPerYear = 365;

double writesPerSecond(const Table &table)
{
    const double puts =
        ratePerSecond(table.accessPatterns, [](AccessKind k) { return k == AccessKind::Put; });
    return std::max(puts, double(table.volume.rowsPerDay) / kSecondsPerDay);
}

qint64 regionsFor(double bytes, qint64 splitAt)
{
    if (bytes <= 0 || splitAt <= 0)
        return 0;
    return qint64(std::ceil(bytes / (double(splitAt) * kAverageRegionFill)));
}

TableLoad loadOf(const ClusterProfile &cluster, const TableInput &in)
{
    const Table &t = *in.table;
    TableLoad load;
    load.table = t.fullName();
    load.regionsAtCreation = std::max<qint64>(1, in.regionsAtCreation);
    const qint64 splitAt = regionBytes(t, cluster);
    const StorageEstimate::Result storage =
        StorageEstimate::estimate(t, in.averageKeyBytes, splitAt);
    const double rows = double(storage.rows);
    double cachedBytesPerRow = 0; // of the families whose blocks are cached
    double hotBlockBytes = 0;     // one block a family a get
    for (const ColumnFamily &f : t.families) {
        const StorageEstimate::FamilyRow row = StorageEstimate::familyRow(f, in.averageKeyBytes);
        const double bytes = row.bytes * rows;
        load.rawBytes += bytes;
        const double compressible = std::max(0.0, row.bytes - row.compressedValueBytes);
        load.diskBytes +=
            (compressible * compressionKeeps(f.compression) + row.compressedValueBytes) * rows;
        if (f.inMemory)
            load.inMemoryBytes += bytes;
        if (f.blockCache) {
            cachedBytesPerRow += row.bytes;
            hotBlockBytes += double(f.blockSize);
        }
    }
    load.diskBytes *= double(std::max(1, cluster.hdfsReplication));
    load.families = int(t.families.size());
    load.regionsAtRetention = std::max(load.regionsAtCreation, regionsFor(load.rawBytes, splitAt));

    // Expired rows of a time-ordered key leave their regions empty; a year of them stays unless
    // the normalizer merges them (docs/hbase-reference.md §6.2).
    const qint64 days = t.volume.retentionDays;
    if (in.tailRegions > 0 && days > 0 && days < kDaysPerYear && !mergesEmptyRegions(t) &&
        storage.bytesPerRow > 0)
        load.emptiedRegionsPerYear = regionsFor(
            storage.bytesPerRow * double(t.volume.rowsPerDay) * (kDaysPerYear - days), splitAt);

    load.writesPerSecond = writesPerSecond(t);
    load.writeBytesPerSecond = load.writesPerSecond * storage.bytesPerRow;
    if (load.writesPerSecond > 0)
        load.writtenRegions = in.tailRegions > 0 ? std::min(in.tailRegions, load.regionsAtRetention)
                                                 : load.regionsAtRetention;
    load.memstoreBytes =
        double(load.writtenRegions) * double(load.families) * double(flushBytes(t, cluster));

    // A get reads one block of each family it finds the row in; over an hour, the blocks read
    // at most, and never more than the families hold.
    const double gets =
        ratePerSecond(t.accessPatterns, [](AccessKind k) { return k == AccessKind::Get; }) *
        kWorkingSetSeconds;
    load.hotReadBytes = std::min(gets * hotBlockBytes, cachedBytesPerRow * rows);
    return load;
}

Figure figureOf(Measure measure, const QList<TableLoad> &loads, int servers,
                double (*part)(const TableLoad &))
{
    Figure f;
    f.measure = measure;
    QList<std::pair<double, QString>> parts;
    for (const TableLoad &l : loads) {
        const double p = part(l) / double(servers);
        if (p > 0)
            parts.append({p, l.table});
    }
    std::stable_sort(parts.begin(), parts.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[p, table] : parts) {
        f.perServer += p;
        f.tables.append(table);
        f.parts.append(p);
    }
    return f;
}

} // namespace

double compressionKeeps(Compression codec)
{
    switch (codec) {
    case Compression::None:
        return 1.0;
    case Compression::Snappy:
    case Compression::Lz4:
    case Compression::Lzo:
        return 0.45;
    case Compression::Gz:
    case Compression::Zstd:
        return 0.3;
    case Compression::Bzip2:
    case Compression::Lzma:
    case Compression::Brotli:
        return 0.27;
    }
    return 1.0;
}

qint64 flushBytes(const Table &table, const ClusterProfile &cluster)
{
    return table.attributes.memstoreFlushSize.value_or(cluster.memstoreFlushBytes);
}

qint64 regionBytes(const Table &table, const ClusterProfile &cluster)
{
    return table.attributes.maxFileSize.value_or(cluster.targetRegionBytes);
}

bool mergesEmptyRegions(const Table &table)
{
    if (!table.attributes.normalizationEnabled)
        return false;
    const QString key = kMergeMinRegionSizeKey.toString();
    const QString value =
        table.otherAttributes.value(OtherAttributeKeys::kConfigurationPrefix.toString() + key,
                                    table.otherAttributes.value(key));
    bool ok = false;
    return value.trimmed().toLongLong(&ok) == 0 && ok;
}

QString shownName(const QString &fullName)
{
    const QLatin1StringView inDefault("default:");
    return fullName.startsWith(inDefault) ? fullName.mid(inDefault.size()) : fullName;
}

double familyBytes(const Table &table, const ColumnFamily &family, double averageKeyBytes)
{
    const StorageEstimate::Result storage = StorageEstimate::estimate(table, averageKeyBytes, 0);
    return StorageEstimate::familyRow(family, averageKeyBytes).bytes * double(storage.rows);
}

Result compute(const ClusterProfile &cluster, const QList<TableInput> &tables)
{
    Result r;
    r.servers = std::max(1, cluster.regionServers);
    for (const TableInput &in : tables) {
        if (in.table)
            r.tables.append(loadOf(cluster, in));
    }
    const double heap = double(cluster.heap());
    const bool assumedHeap = !cluster.heapBytes.has_value();

    Figure created = figureOf(Measure::RegionsAtCreation, r.tables, r.servers,
                              [](const TableLoad &l) { return double(l.regionsAtCreation); });
    created.limit = kMostRegionsPerServer;
    Figure retained = figureOf(Measure::RegionsAtRetention, r.tables, r.servers,
                               [](const TableLoad &l) { return double(l.regionsAtRetention); });
    retained.limit = kMostRegionsPerServer;
    Figure year = figureOf(Measure::RegionsAfterAYear, r.tables, r.servers, [](const TableLoad &l) {
        return double(l.regionsAtRetention + l.emptiedRegionsPerYear);
    });
    year.limit = kMostRegionsPerServer;
    Figure memstores = figureOf(Measure::Memstores, r.tables, r.servers,
                                [](const TableLoad &l) { return l.memstoreBytes; });
    memstores.limit = heap * cluster.memstoreFraction;
    memstores.allowance = kMemstoreAllowance;
    memstores.assumedHeap = assumedHeap;
    Figure writes = figureOf(Measure::Writes, r.tables, r.servers,
                             [](const TableLoad &l) { return l.writeBytesPerSecond; });
    Figure disk = figureOf(Measure::Disk, r.tables, r.servers,
                           [](const TableLoad &l) { return l.diskBytes; });
    disk.limit = double(cluster.disk());
    disk.assumedDisk = !cluster.diskBytes.has_value();
    Figure cache = figureOf(Measure::BlockCache, r.tables, r.servers,
                            [](const TableLoad &l) { return l.hotReadBytes; });
    cache.limit = heap * cluster.blockCacheFraction;
    cache.allowance = kFarBeyondCache;
    cache.assumedHeap = assumedHeap;
    r.figures = {created, retained, year, memstores, writes, disk, cache};
    return r;
}

} // namespace ClusterBudget
