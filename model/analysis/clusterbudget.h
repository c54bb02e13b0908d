#pragma once

#include "model/schema/project.h"

#include <QList>
#include <QStringList>

// What all the project's tables ask of each region server, against what the cluster profile
// gives it (docs/hbase-reference.md §6, docs/designer.md#the-cluster-panel): regions at creation
// and at retention, the memstores of the regions written at once, the write rate, disk after
// compression and HDFS replication, and the blocks the gets read in an hour against the block
// cache. The rules of the HBD-CLUSTER family judge these figures.
namespace ClusterBudget {

// What the budget needs of a table beyond the table itself, measured on its sample.
struct TableInput
{
    const Table *table = nullptr;
    double averageKeyBytes = 0;   // measured on the sample keys; 0 when unmeasured
    qint64 regionsAtCreation = 1; // the pre-split's regions
    // A time-ordered key (HBD-KEY-003) writes at one end: one region, or one a salt bucket ahead
    // of the time. 0: writes spread over all the table's regions.
    qint64 tailRegions = 0;
};

// One table's part.
struct TableLoad
{
    QString table; // "ns:table" as the designer names it
    qint64 regionsAtCreation = 1;
    qint64 regionsAtRetention = 0; // holding data once the volume is reached
    // Time-ordered with expiring rows and no normalizer: the regions a year of expiry empties,
    // which stay until merged.
    qint64 emptiedRegionsPerYear = 0;
    qint64 writtenRegions = 0; // taking writes at once
    int families = 0;
    double memstoreBytes = 0; // written regions x families x flush size
    double writesPerSecond = 0;
    double writeBytesPerSecond = 0;
    double rawBytes = 0;      // at retention, uncompressed, one version
    double diskBytes = 0;     // after compression and HDFS replication
    double hotReadBytes = 0;  // uncompressed blocks the gets read in an hour, when cached
    double inMemoryBytes = 0; // uncompressed bytes of its IN_MEMORY families
};

enum class Measure {
    RegionsAtCreation,
    RegionsAtRetention, // holding data at the volume estimates
    RegionsAfterAYear,  // and the regions a year of expiry empties behind time-ordered keys
    Memstores,
    Writes,
    Disk,
    BlockCache
};
inline constexpr int kMeasures = 7;

// One server-level figure: the load on one region server and what a server has for it.
struct Figure
{
    Measure measure = Measure::RegionsAtCreation;
    double perServer = 0;
    double limit = 0; // 0: no limit (the write rate)
    // Beyond the limit but within limit x allowance is still fine (the memstores: not every
    // region's memstore fills at once).
    double allowance = 1;
    QStringList tables;       // that make it up, largest part first
    QList<double> parts;      // their parts of perServer
    bool assumedHeap = false; // the limit rests on the assumed heap
    bool assumedDisk = false; // the limit rests on the assumed disk

    double used() const { return limit > 0 ? perServer / limit : 0; }
    bool beyond() const { return limit > 0 && perServer > limit * allowance; }
};

struct Result
{
    int servers = 1;
    QList<TableLoad> tables;
    QList<Figure> figures; // one a Measure, in Measure order
    const Figure &figure(Measure m) const { return figures.at(int(m)); }
};

// The Reference Guide's "20-200 regions per server" (docs/hbase-reference.md §6.2).
inline constexpr double kMostRegionsPerServer = 200;
// Its starting point for memstores may be exceeded "2-3 times".
inline constexpr double kMemstoreAllowance = 3;
// Split regions hold between half and all of the region size: three quarters on average.
inline constexpr double kAverageRegionFill = 0.75;
// The LRU block cache's in-memory share (hbase.lru.blockcache.memory.percentage).
inline constexpr double kInMemoryShare = 0.25;
// The gets' hour of blocks this many times the block cache is far beyond it (HBD-CLUSTER-004):
// most gets then read from disk, however the reads favour some rows.
inline constexpr double kFarBeyondCache = 4;
// The window over which the blocks gets read count as their working set.
inline constexpr double kWorkingSetSeconds = 3600;

// The share of a family's bytes its compression keeps on disk (docs/hbase-reference.md §6.5).
double compressionKeeps(Compression codec);
// The bytes a region written without pause flushes at for `table`: MEMSTORE_FLUSHSIZE or the
// cluster's flush size.
qint64 flushBytes(const Table &table, const ClusterProfile &cluster);
// The size regions of `table` split at: MAX_FILESIZE or the cluster's region size.
qint64 regionBytes(const Table &table, const ClusterProfile &cluster);

Result compute(const ClusterProfile &cluster, const QList<TableInput> &tables);

// The table value that lets the normalizer merge regions under this many MB; by default 1, so
// it leaves empty regions alone (SimpleRegionNormalizer, docs/hbase-reference.md §6.2).
inline constexpr QStringView kMergeMinRegionSizeKey = u"hbase.normalizer.merge.min_region_size.mb";
// Whether the normalizer merges the empty regions of `table`: NORMALIZATION_ENABLED, and a
// merge.min_region_size.mb of 0 among its values (METADATA or CONFIGURATION, one place in HBase).
bool mergesEmptyRegions(const Table &table);

// How a figure names a table: "ns:table", or "table" in the default namespace.
QString shownName(const QString &fullName);

// The uncompressed bytes of `family` at the table's volume estimate (one version).
double familyBytes(const Table &table, const ColumnFamily &family, double averageKeyBytes);

} // namespace ClusterBudget
