#pragma once

#include "model/sample/samplerows.h"
#include "model/schema/clusterprofile.h"
#include "model/schema/table.h"

#include <QHash>
#include <QList>

// What a table holds on disk, family by family, and the regions HBase splits it into
// (docs/hbase-reference.md §3.2, §6.2, §6.5-6.7). A cell is a KeyValue in an HFile: 20 bytes of
// lengths, timestamp and type, the row key, the family, the qualifier and the value (no MVCC field
// or tags once major-compacted). A family holds its own rows (`estimatedRows`), its qualifiers'
// cells a row (a wide family: one cell each row of the volume, which counts items), and the
// versions its updates leave within VERSIONS and TTL; its store files keep what compression
// leaves, and a MOB family's large values live in MOB files outside the regions. A region splits
// when its largest store (2.x) or all its stores (3.x) pass the split size. Every figure of the
// designer that speaks of bytes or regions reads this one estimate.
namespace StorageEstimate {

// How a key's writes fall on the table's regions: over all of them, or at one end (a time-ordered
// key, HBD-KEY-003), which leaves every region it splits off half full.
enum class Writes { Spread, Tail };

// What the estimate needs beyond the table, measured on its sample.
struct Inputs
{
    double averageKeyBytes = 0;
    // A wide family's mean qualifier bytes (its qualifier field's values), by family name.
    QHash<QString, double> qualifierBytes;
    Writes writes = Writes::Spread;
};

// Bytes of a KeyValue beyond its row, family, qualifier and value: 4 key length, 4 value length,
// 2 row length, 1 family length, 8 timestamp, 1 type (KeyValue.java).
inline constexpr double kCellOverhead = 20;
// A region splits at its size and both halves then grow: with writes spread over the key space a
// region grows in proportion to its size, so over its life it holds 1 / (2 ln 2), 72%, of the
// split size on average. At a time-ordered tail the region splits at its middle key and the half
// behind takes no more writes: 50%.
inline constexpr double kSpreadRegionFill = 0.7213475204444817;
inline constexpr double kTailRegionFill = 0.5;
// A table with no end date (rows a day, kept forever or for a time nobody stated) is shown after
// this many years of growth.
inline constexpr int kGrowthYears = 1;
// The reference cell a MOB value leaves in the region: its value is the 4-byte length of the MOB
// value and the MOB file's name (about 100 characters), and it carries two tags (the reference
// mark and the table's name) with their 2-byte length (MobUtils.createMobRefCell).
inline constexpr double kMobReferenceValueBytes = 4 + 100;
inline constexpr double kMobReferenceTagBytes = 2 + 4 + 3;

struct FamilyStore
{
    QString family;
    double rows = 0; // rows with a cell of the family, deleted rows kept among them
    // Rows deleted that KEEP_DELETED_CELLS keeps, and their delete markers' bytes.
    double deletedRows = 0;
    double markerBytes = 0;
    double cellsPerRow = 0;  // its cells a row, one version
    double versionsKept = 1; // each cell's versions on disk
    double cellBytes = 0;    // one cell as an HFile holds it, before compression
    double rawBytes = 0;     // the family's cells in its store, uncompressed
    double storeBytes = 0;   // its store files: after compression
    double mobBytes = 0;     // its MOB files (values past MOB_THRESHOLD), outside the regions
    // Of its store files, the block index's entries and the bloom filter: the blocks a read
    // consults before the data, cached on read even with BLOCKCACHE false.
    double indexBytes = 0;
    double bloomBytes = 0;
    double cells() const { return rows * cellsPerRow * versionsKept; }
};

struct Result
{
    // One row written, uncompressed, every family's cells once (the write rate's unit).
    double cellsPerRow = 0;
    double bytesPerRow = 0;
    double keyBytes = 0;       // the row key, once per cell
    double familyBytes = 0;    // family names, once per cell
    double qualifierBytes = 0; // qualifier names
    double valueBytes = 0;
    double overheadBytes = 0; // 20 bytes a cell
    qint64 rows = 0;          // rows at retention, or after kGrowthYears
    bool grows = false;       // no end date: `rows` is kGrowthYears of growth
    double totalBytes = 0;    // every store's cells uncompressed, all versions
    QList<FamilyStore> families;
    double storeBytes = 0; // every store's files, one copy (before HDFS replication)
    double mobBytes = 0;   // MOB files, one copy
    // What HBase compares with the split size: the largest store (2.x) or all stores (3.x).
    double splitBytes = 0;
    qint64 splitSize = 0; // MAX_FILESIZE or the cluster's region size
    double regionFill = kSpreadRegionFill;
    qint64 regions = 0; // holding the data, before the pre-split's floor
    // The cluster's servers stop splitting at hbase.regionserver.regionSplitLimit before the
    // table reaches `regions` by the split size (ClusterBudget::Result::splitLimited): `regions`
    // is then what the splits reach, and they grow past the split size.
    bool splitLimited = false;
    double diskBytes() const { return storeBytes + mobBytes; }
};

Result estimate(const Table &table, const Inputs &inputs, const ClusterProfile &cluster);
inline Result estimate(const Table &table, double averageKeyBytes, const ClusterProfile &cluster)
{
    Inputs in;
    in.averageKeyBytes = averageKeyBytes;
    return estimate(table, in, cluster);
}

// The regions `bytes` of split-size data make under `writes`, as HBase splits them
// (SteppingSplitPolicy: a table's only region on a server splits at twice the flush size;
// `servers` region servers): at least 1.
qint64 regionsFor(double bytes, const Table &table, const ClusterProfile &cluster, Writes writes);

// The share of a family's bytes its compression keeps on disk (docs/hbase-reference.md §6.5).
double compressionKeeps(Compression codec);

// The bytes one row stores in `family`, uncompressed, one version.
double familyRowBytes(const ColumnFamily &family, const Inputs &inputs);
inline double familyRowBytes(const ColumnFamily &family, double averageKeyBytes)
{
    Inputs in;
    in.averageKeyBytes = averageKeyBytes;
    return familyRowBytes(family, in);
}

// The mean qualifier bytes of each wide family of `table` (its qualifier field's values in
// `rows`, the sample), by family name.
QHash<QString, double> wideQualifierBytes(const Table &table, const SampleRows &rows);

} // namespace StorageEstimate
