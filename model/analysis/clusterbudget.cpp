#include "model/analysis/clusterbudget.h"

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

// `splitShare` below 1: the share of its splits beyond the pre-split a table still makes before
// its servers reach hbase.regionserver.regionSplitLimit.
TableLoad loadOf(const ClusterProfile &cluster, const TableInput &in, double splitShare = 1)
{
    const Table &t = *in.table;
    TableLoad load;
    load.table = t.fullName();
    load.regionsAtCreation = std::max<qint64>(1, in.regionsAtCreation);
    StorageEstimate::Inputs inputs;
    inputs.averageKeyBytes = in.averageKeyBytes;
    inputs.qualifierBytes = in.qualifierBytes;
    inputs.writes =
        in.tailRegions > 0 ? StorageEstimate::Writes::Tail : StorageEstimate::Writes::Spread;
    const StorageEstimate::Result storage = StorageEstimate::estimate(t, inputs, cluster);
    load.grows = storage.grows;
    load.rawBytes = storage.totalBytes;
    load.diskBytes = storage.diskBytes() * double(std::max(1, cluster.hdfsReplication));
    load.families = int(t.families.size());
    load.replicas = std::max(1, t.attributes.regionReplication);
    load.regionsAtRetention = std::max(load.regionsAtCreation, storage.regions);
    if (splitShare < 1)
        load.regionsAtRetention =
            load.regionsAtCreation +
            qint64(std::floor(double(load.regionsAtRetention - load.regionsAtCreation) *
                              std::max(0.0, splitShare)));

    const double rows = double(storage.rows);
    const QList<Read> reads = in.reads.isEmpty() ? readsOf(t) : in.reads;
    for (const Read &read : reads) {
        const double rate = std::max(0.0, read.ratePerSecond);
        if (read.kind == Read::Kind::Row)
            load.getsPerSecond += rate;
        else
            load.scansPerSecond += rate * std::max(1.0, read.requests);
    }
    // Each read loads one leaf block of a store file's index, and a get one chunk of its bloom
    // filter: over an hour, the chunks touched, at most the whole index and bloom.
    const double indexChunks = (load.getsPerSecond + load.scansPerSecond) * kWorkingSetSeconds;
    const double bloomChunks = load.getsPerSecond * kWorkingSetSeconds;
    double cachedBytes = 0;       // of the families whose blocks are cached
    double hotBytesPerSecond = 0; // the data blocks the reads load from them
    for (qsizetype i = 0; i < t.families.size(); ++i) {
        const ColumnFamily &f = t.families[i];
        const StorageEstimate::FamilyStore &s = storage.families[i];
        if (f.inMemory)
            load.inMemoryBytes += s.rawBytes;
        if (f.blockCache) {
            cachedBytes += s.rawBytes;
            ++load.cachedFamilies;
        }
        // A read consults the block index (and a get the bloom filter) before any data block,
        // and HBase caches those blocks even with BLOCKCACHE false (CacheConfig).
        load.indexBloomBytes += std::min(s.indexBytes, indexChunks * kIndexChunkBytes) +
                                std::min(s.bloomBytes, bloomChunks * kBloomChunkBytes);
        const double blockBytes = double(std::max<qint64>(1, f.blockSize));
        // A key's row in the family, every version (they lie together), over all the table's
        // rows: contiguous bytes from a random offset in a block touch 1 + bytes / block size.
        const double rowBytes = rows > 0 ? s.rawBytes / rows : 0;
        for (const Read &read : reads) {
            const double rate = std::max(0.0, read.ratePerSecond);
            const double requests = std::max(1.0, read.requests);
            double blocks = 1 + rowBytes / blockBytes; // a get: its row
            if (read.kind == Read::Kind::Rows)
                blocks = requests * (1 + std::max(0.0, read.rows) * rowBytes / blockBytes);
            else if (read.kind == Read::Kind::Ranges) // a block each scan and each region, at least
                blocks = std::max(requests, read.regions);
            if (read.kind == Read::Kind::Table) {
                load.tableScanBlocksPerSecond += rate * std::ceil(s.rawBytes / blockBytes);
                load.tableScanDiskBytesPerSecond += rate * s.storeBytes;
            } else if (f.blockCache) {
                load.cachedBlocksPerSecond += rate * blocks;
                hotBytesPerSecond += rate * blocks * blockBytes;
            } else {
                load.uncachedBlocksPerSecond += rate * blocks;
            }
        }
    }

    // Expired rows of a time-ordered key leave their regions empty; a year of them stays unless
    // the normalizer merges them (docs/hbase-reference.md §6.6).
    const qint64 days = t.volume.retentionDays;
    if (in.tailRegions > 0 && days > 0 && days < kDaysPerYear && !mergesEmptyRegions(t) &&
        rows > 0 && storage.splitBytes > 0) {
        const double expired =
            storage.splitBytes / rows * double(t.volume.rowsPerDay) * (kDaysPerYear - days);
        load.emptiedRegionsPerYear =
            StorageEstimate::regionsFor(expired, t, cluster, StorageEstimate::Writes::Tail);
    }
    if (splitShare < 1) // no split leaves no region behind
        load.emptiedRegionsPerYear = 0;

    load.writesPerSecond = writesPerSecond(t);
    load.writeBytesPerSecond = load.writesPerSecond * storage.bytesPerRow;
    const qint64 servers = std::max(1, cluster.regionServers);
    if (t.attributes.durability != Durability::SkipWal)
        load.busiestWalShare =
            1.0 / double(in.tailRegions > 0 ? std::min(in.tailRegions, servers) : servers);
    if (load.writesPerSecond > 0)
        load.writtenRegions = in.tailRegions > 0 ? std::min(in.tailRegions, load.regionsAtRetention)
                                                 : load.regionsAtRetention;
    // A region flushes all its families when their memstores together pass the flush size
    // (FlushAllLargeStoresPolicy), and at the latest at the periodic flush: what it holds then.
    if (load.writtenRegions > 0) {
        const double heapPerSecond =
            load.writesPerSecond *
            (storage.bytesPerRow + storage.cellsPerRow * kMemstoreCellHeapBytes) /
            double(load.writtenRegions);
        load.memstorePerRegion =
            std::min(double(flushBytes(t, cluster)), heapPerSecond * kPeriodicFlushSeconds);
        load.memstoreBytes = double(load.writtenRegions) * load.memstorePerRegion;
    }

    // Over an hour, the blocks the reads load from the cached families, and never more than
    // those families hold.
    load.hotReadBytes = std::min(hotBytesPerSecond * kWorkingSetSeconds, cachedBytes);
    return load;
}

// The servers whose share of `regions` (all the tables' at `cluster`'s servers) is within
// kMostRegionsPerServer, counted again at that many servers until it holds.
int serversFor(const ClusterProfile &cluster, const QList<TableInput> &tables, double regions)
{
    ClusterProfile at = cluster;
    int servers = std::max(1, int(std::ceil(regions / kMostRegionsPerServer)));
    for (int round = 0; round < 32; ++round) {
        at.regionServers = servers;
        double total = 0;
        for (const TableInput &in : tables) {
            if (in.table) {
                const TableLoad load = loadOf(at, in);
                total += double(load.regionsAtRetention * load.replicas);
            }
        }
        const int needed = std::max(1, int(std::ceil(total / kMostRegionsPerServer)));
        if (needed <= servers)
            return servers;
        servers = needed;
    }
    return servers;
}

// The figure made of `parts` (a table's part of it each), largest first.
Figure figureOfParts(Measure measure, QList<std::pair<double, QString>> parts)
{
    Figure f;
    f.measure = measure;
    parts.removeIf([](const auto &p) { return p.first <= 0; });
    std::stable_sort(parts.begin(), parts.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[p, table] : parts) {
        f.perServer += p;
        f.tables.append(table);
        f.parts.append(p);
    }
    return f;
}

Figure figureOf(Measure measure, const QList<TableLoad> &loads, int servers,
                double (*part)(const TableLoad &))
{
    QList<std::pair<double, QString>> parts;
    for (const TableLoad &l : loads)
        parts.append({part(l) / double(servers), l.table});
    return figureOfParts(measure, std::move(parts));
}

// The WAL writes of the busiest region server: every table's share of each server, but the one
// table whose time-ordered key puts the most on a few servers, its whole stream on one of them.
Figure busiestWal(const QList<TableLoad> &loads, int servers)
{
    qsizetype hottest = -1;
    double excess = 0;
    for (qsizetype i = 0; i < loads.size(); ++i) {
        const TableLoad &l = loads[i];
        const double more = l.writeBytesPerSecond * (l.busiestWalShare - 1.0 / double(servers));
        if (l.busiestWalShare > 0 && more > excess) {
            excess = more;
            hottest = i;
        }
    }
    QList<std::pair<double, QString>> parts;
    for (qsizetype i = 0; i < loads.size(); ++i) {
        const TableLoad &l = loads[i];
        const double share =
            i == hottest ? l.busiestWalShare : (l.busiestWalShare > 0 ? 1.0 / servers : 0);
        parts.append({l.writeBytesPerSecond * share, l.table});
    }
    return figureOfParts(Measure::Writes, std::move(parts));
}

} // namespace

QList<Read> readsOf(const Table &table)
{
    QList<Read> reads;
    for (const AccessPattern &p : table.accessPatterns) {
        Read read;
        read.ratePerSecond = p.ratePerSecond;
        switch (p.kind) {
        case AccessKind::Put:
        case AccessKind::Delete: // writes a marker, reads no block
            continue;
        case AccessKind::Get:
            read.kind = Read::Kind::Row;
            break;
        case AccessKind::LatestN:
            read.kind = Read::Kind::Rows;
            read.rows = std::max(1, p.limit);
            break;
        case AccessKind::PrefixScan:
        case AccessKind::RangeScan:
            read.kind = Read::Kind::Ranges;
            break;
        }
        if (!p.relatedTable.isEmpty()) // read through an index or lookup table: by gets here
            read = Read{Read::Kind::Row, p.ratePerSecond};
        reads.append(read);
    }
    return reads;
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

Result compute(const ClusterProfile &cluster, const QList<TableInput> &tables)
{
    Result r;
    r.servers = std::max(1, cluster.regionServers);
    const auto loadAll = [&](double splitShare) {
        r.tables.clear();
        for (const TableInput &in : tables) {
            if (in.table)
                r.tables.append(loadOf(cluster, in, splitShare));
        }
    };
    loadAll(1);
    // A region server stops splitting at hbase.regionserver.regionSplitLimit regions: the tables
    // split only as far as that, and their regions grow past the split size instead.
    const auto perServer = [&](qint64 TableLoad::*regions) {
        double sum = 0;
        for (const TableLoad &l : r.tables)
            sum += double(l.*regions * l.replicas);
        return sum / double(r.servers);
    };
    const double onServer = perServer(&TableLoad::regionsAtRetention);
    if (onServer > kRegionSplitLimit) {
        const double atCreation = perServer(&TableLoad::regionsAtCreation);
        const double share = atCreation >= kRegionSplitLimit
                                 ? 0
                                 : (kRegionSplitLimit - atCreation) / (onServer - atCreation);
        loadAll(share);
        r.splitLimited = true;
    } else if (const double emptied = perServer(&TableLoad::emptiedRegionsPerYear);
               onServer + emptied > kRegionSplitLimit) {
        for (TableLoad &l : r.tables)
            l.emptiedRegionsPerYear = qint64(std::floor(double(l.emptiedRegionsPerYear) *
                                                        (kRegionSplitLimit - onServer) / emptied));
        r.splitLimited = true;
    }
    const double heap = double(cluster.heap());
    const bool assumedHeap = !cluster.heapBytes.has_value();

    Figure created =
        figureOf(Measure::RegionsAtCreation, r.tables, r.servers,
                 [](const TableLoad &l) { return double(l.regionsAtCreation * l.replicas); });
    created.limit = kMostRegionsPerServer;
    Figure retained =
        figureOf(Measure::RegionsAtRetention, r.tables, r.servers,
                 [](const TableLoad &l) { return double(l.regionsAtRetention * l.replicas); });
    retained.limit = kMostRegionsPerServer;
    Figure year = figureOf(Measure::RegionsAfterAYear, r.tables, r.servers, [](const TableLoad &l) {
        return double((l.regionsAtRetention + l.emptiedRegionsPerYear) * l.replicas);
    });
    year.limit = kMostRegionsPerServer;
    Figure memstores = figureOf(Measure::Memstores, r.tables, r.servers,
                                [](const TableLoad &l) { return l.memstoreBytes; });
    memstores.limit = heap * cluster.memstoreFraction;
    memstores.allowance = kMemstoreAllowance;
    memstores.assumedHeap = assumedHeap;
    Figure writes = busiestWal(r.tables, r.servers);
    writes.limit = kWalBytesPerSecond;
    Figure disk = figureOf(Measure::Disk, r.tables, r.servers,
                           [](const TableLoad &l) { return l.diskBytes; });
    disk.limit = double(cluster.disk());
    disk.allowance = kDiskFill;
    disk.assumedDisk = !cluster.diskBytes.has_value();
    Figure cache = figureOf(Measure::BlockCache, r.tables, r.servers,
                            [](const TableLoad &l) { return l.indexBloomBytes + l.hotReadBytes; });
    cache.limit = cluster.blockCacheBytes();
    // What the index and bloom blocks leave of the cache for data blocks, and the share of the
    // reads' data blocks it holds if the reads spread evenly; the rest are read from disk, and
    // every block read past the cache.
    double indexBloom = 0;
    double hotData = 0;
    for (const TableLoad &l : r.tables) {
        indexBloom += l.indexBloomBytes / r.servers;
        hotData += l.hotReadBytes / r.servers;
    }
    // With a BucketCache the data blocks have it to themselves (CombinedBlockCache keeps index
    // and bloom blocks on the heap).
    const double dataCache = cluster.bucketCacheBytes ? cluster.dataCacheBytes()
                                                      : std::max(0.0, cache.limit - indexBloom);
    r.readHitShare = hotData <= dataCache ? 1.0 : dataCache / hotData;
    for (const TableLoad &l : r.tables) {
        r.diskReadsPerSecond +=
            (l.cachedBlocksPerSecond * (1 - r.readHitShare) + l.uncachedBlocksPerSecond) /
            r.servers;
        r.tableScanBlocksPerSecond += l.tableScanBlocksPerSecond / r.servers;
        r.tableScanDiskBytesPerSecond += l.tableScanDiskBytesPerSecond / r.servers;
    }
    cache.allowance = kFarBeyondCache;
    cache.assumedHeap = assumedHeap && !cluster.bucketCacheBytes;
    r.figures = {created, retained, year, memstores, writes, disk, cache};
    r.serversForRegions = r.servers;
    if (retained.beyond())
        r.serversForRegions = serversFor(cluster, tables, retained.perServer * r.servers);
    return r;
}

} // namespace ClusterBudget
