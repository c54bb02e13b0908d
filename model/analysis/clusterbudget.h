#pragma once

#include "model/analysis/storageestimate.h"
#include "model/schema/project.h"

#include <QHash>

#include <QList>
#include <QStringList>

// What all the project's tables ask of each region server, against what the cluster profile
// gives it (docs/hbase-reference.md §6, docs/designer.md#the-cluster-panel): regions at creation
// and at retention, the memstores of the regions written at once, the write rate, disk after
// compression and HDFS replication, and the blocks the gets and scans load in an hour against the
// block cache. The rules of the HBD-CLUSTER family judge these figures.
namespace ClusterBudget {

// A read a table serves, as its key lets HBase serve it (docs/hbase-reference.md §6.8).
struct Read
{
    enum class Kind {
        Row,    // a get: one block of each family
        Rows,   // a scan that returns `rows` rows a request (latest N)
        Ranges, // a scan whose rows are unknown: at least a block in each region it touches
        Table   // a full table scan: every block, read past the cache
    };
    Kind kind = Kind::Row;
    double ratePerSecond = 0;
    double requests = 1; // separate scans a read makes (salt buckets fan out)
    double rows = 0;     // Rows: rows a request returns
    double regions = 1;  // Ranges: regions a request touches, all its scans together
};
// The reads `table`'s access patterns name, by their kinds alone (with no sample to measure the
// key on): gets, latest-N scans of `limit` rows, and prefix and range scans of unknown size; a
// read through another table (`relatedTable`) reads this one by gets, one a request at least.
QList<Read> readsOf(const Table &table);

// What the budget needs of a table beyond the table itself, measured on its sample.
struct TableInput
{
    const Table *table = nullptr;
    double averageKeyBytes = 0;   // measured on the sample keys; 0 when unmeasured
    qint64 regionsAtCreation = 1; // the pre-split's regions
    // A time-ordered key (HBD-KEY-003) writes at one end: one region, or one a salt bucket ahead
    // of the time. 0: writes spread over all the table's regions.
    qint64 tailRegions = 0;
    // A wide family's mean qualifier bytes, measured on the sample, by family name.
    QHash<QString, double> qualifierBytes;
    // Its reads, as the access analysis finds the key serves them; empty: readsOf(*table).
    QList<Read> reads;
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
    int replicas = 1; // REGION_REPLICATION: each region opened on this many servers
    // What the written regions' memstores hold when each flushes: the flush size, or the hour of
    // writes a region takes before the periodic flush, whichever comes first.
    double memstoreBytes = 0;
    double memstorePerRegion = 0;
    double writesPerSecond = 0;
    double writeBytesPerSecond = 0;
    // The share of its writes the busiest region server takes: 1 / servers when they spread,
    // 1 / (the servers holding its tail) for a time-ordered key; 0 with DURABILITY SKIP_WAL
    // (nothing reaches the WAL).
    double busiestWalShare = 0;
    double rawBytes = 0;  // at retention, uncompressed, all versions kept
    double diskBytes = 0; // store and MOB files after compression and HDFS replication
    bool grows = false;   // no end date: the figures are kGrowthYears of growth
    double getsPerSecond = 0;
    double scansPerSecond = 0;
    int cachedFamilies = 0; // with BLOCKCACHE true
    // Uncompressed data blocks the gets and scans read in an hour from its cached families, at
    // most what those families hold: the working set the block cache is asked to keep.
    double hotReadBytes = 0;
    // Data blocks its reads load a second, all servers together: from cached families (hits or
    // misses as the cache holds the working set), from families with BLOCKCACHE false, and the
    // full table scans' every block, read past the cache (the Reference Guide has such
    // scans set setCacheBlocks(false)).
    double cachedBlocksPerSecond = 0;
    double uncachedBlocksPerSecond = 0;
    double tableScanBlocksPerSecond = 0;
    double tableScanDiskBytesPerSecond = 0; // those blocks as stored: after compression
    // The block index and bloom blocks of its store files that reads consult: a get's both, a
    // scan's the index; cached even with BLOCKCACHE false.
    double indexBloomBytes = 0;
    double inMemoryBytes = 0; // uncompressed bytes of its IN_MEMORY families
};

enum class Measure {
    RegionsAtCreation,
    RegionsAtRetention, // holding data at the volume estimates
    RegionsAfterAYear,  // and the regions a year of expiry empties behind time-ordered keys
    Memstores,
    Writes, // on the busiest server's WAL
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
    // region's memstore fills at once); an allowance below 1 asks for room left (the disk).
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
    // The fewest region servers that carry the tables at their volume estimates within 200
    // regions each (more servers spread small tables over more regions, SteppingSplitPolicy);
    // `servers` when they fit already.
    int serversForRegions = 1;
    QList<TableLoad> tables;
    // The tables would split past hbase.regionserver.regionSplitLimit regions a server: their
    // regions stop at it and grow past the split size (the tables' figures count that).
    bool splitLimited = false;
    QList<Figure> figures; // one a Measure, in Measure order
    // Of the data blocks the gets and scans read in an hour from cached families, the share the
    // block cache holds beside the index and bloom blocks, if the reads spread evenly over their
    // rows (a skew towards few rows does better), and the data blocks a second a region server
    // then reads from disk (the cache's misses and the blocks of families with BLOCKCACHE
    // false); the blocks a second each server reads for full table scans beside them.
    double readHitShare = 1;
    double diskReadsPerSecond = 0;
    double tableScanBlocksPerSecond = 0;
    double tableScanDiskBytesPerSecond = 0;
    const Figure &figure(Measure m) const { return figures.at(int(m)); }
};

// The Reference Guide's "20-200 regions per server" (docs/hbase-reference.md §6.2).
inline constexpr double kMostRegionsPerServer = 200;
// A region server splits no region while it holds this many (hbase.regionserver.regionSplitLimit,
// CompactSplit.shouldSplitRegion; all its online regions, replicas included).
inline constexpr double kRegionSplitLimit = 1000;
// From the global memstore lower mark, 95% of the global limit
// (hbase.regionserver.global.memstore.size.lower.limit, MemorySizeUtil), a region server flushes
// its largest regions early; at the limit it blocks writes.
inline constexpr double kMemstoreLowerMark = 0.95;
// Memstores fill and flush out of step, so at any moment they hold about half of what each holds
// when it flushes: the figure may reach twice the lower mark before flushes are forced by it.
inline constexpr double kMemstoreAllowance = 2 * kMemstoreLowerMark;
// A region's memstore is flushed at the latest an hour after its oldest edit
// (hbase.regionserver.optionalcacheflushinterval) plus up to 5 minutes of random delay
// (HRegionServer's PeriodicMemStoreFlusher).
inline constexpr double kPeriodicFlushSeconds = 3600 + 300;
// The Java objects of a cell in the memstore beyond its bytes: the KeyValue object and its entry in
// the ConcurrentSkipListMap (ClassSize), counted against the flush size since 2.0.
inline constexpr double kMemstoreCellHeapBytes = 100;
// The share of a server's disk the tables' files may fill (HBD-CLUSTER-003): the rest is room for
// what HBase writes beside them, the WALs (up to hbase.regionserver.maxlogs, 32, of them), a major
// compaction's new files before it removes the old, and the archive of compacted-away files,
// which a snapshot keeps for as long as the snapshot lives (docs/hbase-reference.md §6.3).
inline constexpr double kDiskFill = 0.8;
// "For write, usually 5-15Mb/s per RS can be expected, since every region server has only one
// active WAL" (Reference Guide, ops_mgt.adoc, "Read/Write throughput"): past its upper end a
// planning figure to measure, HBD-CLUSTER-005 (info), not a limit HBase enforces.
inline constexpr double kWalBytesPerSecond = 15.0 * 1024 * 1024;
// The LRU block cache's in-memory share (hbase.lru.blockcache.memory.percentage).
inline constexpr double kInMemoryShare = 0.25;
// The gets' hour of blocks this many times the block cache is far beyond it (HBD-CLUSTER-004):
// most gets then read from disk, however the reads favour some rows.
inline constexpr double kFarBeyondCache = 4;
// A leaf block of a store file's index and a chunk of its bloom filter, the units a read loads
// into the cache (hfile.index.block.max.size, io.storefile.bloom.block.size: 128 KiB each).
inline constexpr double kIndexChunkBytes = 131072;
inline constexpr double kBloomChunkBytes = 131072;
// The window over which the blocks the reads load count as their working set.
inline constexpr double kWorkingSetSeconds = 3600;

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

} // namespace ClusterBudget
