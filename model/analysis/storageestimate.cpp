#include "model/analysis/storageestimate.h"

#include "model/schema/accesspattern.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace StorageEstimate {

namespace {

constexpr double kSecondsPerDay = 86400;
constexpr double kDaysPerYear = 365;
// A bloom filter at HBase's error rate (io.storefile.bloom.error.rate, 1%) takes ln(100) / ln(2)^2
// = 9.6 bits a key: 1.2 bytes a row (ROW) or a cell (ROWCOL), stored uncompressed.
constexpr double kBloomBytesPerKey = 1.2;
// Each data block adds a 33-byte header, a 4-byte checksum each 16 KiB (hbase.bytes.per.checksum)
// and an index entry: its first cell's key with 16 bytes of offset and lengths (HFileBlock,
// HFileBlockIndex).
constexpr double kBlockHeaderBytes = 33;
constexpr double kChecksumChunkBytes = 16384;
constexpr double kChecksumBytes = 4;
constexpr double kIndexEntryBytes = 16;
// Measured on HBase 2.6 (tst_hbasestorage, docs/hbase-reference.md §6.5): a major-compacted store
// holds about 1.5 bytes a cell beyond its KeyValues, blocks and bloom; the MVCC field (a 1-byte
// vlong once the cell's sequence id is zeroed) is most of it.
constexpr double kMvccBytes = 1;
// ROW_INDEX_V1 adds each row's 4-byte offset to its block (RowIndexCodecV1).
constexpr double kRowIndexBytes = 4;

double utf8Size(const QString &s)
{
    return double(s.toUtf8().size());
}

// The rows the volume estimate describes, and whether it is growth with no end date.
qint64 rowsOf(const VolumeEstimate &v, bool *grows)
{
    *grows = false;
    if (v.rows > 0)
        return v.rows;
    if (v.rowsPerDay <= 0)
        return 0;
    if (v.retentionDays > 0)
        return v.rowsPerDay * v.retentionDays;
    *grows = true;
    return qint64(double(v.rowsPerDay) * kDaysPerYear * kGrowthYears);
}

// The share of a cell's key bytes (its 20 bytes of lengths, timestamp and type, row, family and
// qualifier) the family's encoding and compression keep: consecutive cells repeat their row and
// family, which both remove (docs/hbase-reference.md §6.5, measured by tst_hbasestorage).
double keyKeeps(DataBlockEncoding encoding, Compression codec)
{
    double codecKeeps = 1;
    switch (codec) {
    case Compression::None:
        break;
    case Compression::Snappy:
        codecKeeps = 0.19;
        break;
    case Compression::Lz4:
    case Compression::Lzo:
        codecKeeps = 0.24;
        break;
    case Compression::Gz:
    case Compression::Zstd:
    case Compression::Bzip2:
    case Compression::Lzma:
    case Compression::Brotli:
        codecKeeps = 0.11;
        break;
    }
    const bool compressed = codec != Compression::None;
    switch (encoding) {
    case DataBlockEncoding::None:
    case DataBlockEncoding::RowIndexV1:
        return codecKeeps;
    case DataBlockEncoding::Prefix:
        return compressed ? codecKeeps * 0.5 : 0.42;
    case DataBlockEncoding::Diff:
    case DataBlockEncoding::FastDiff:
        return compressed ? codecKeeps * 0.43 : 0.23;
    }
    return codecKeeps;
}

double qualifierBytesOf(const ColumnFamily &family, const Qualifier &q, const Inputs &inputs)
{
    if (family.qualifierField.isEmpty())
        return utf8Size(q.name);
    return inputs.qualifierBytes.value(family.name, utf8Size(q.name));
}

// A cell's bytes before its value: its 20 bytes of lengths, timestamp and type, the row key, the
// family and the qualifier.
double cellKeyBytes(const ColumnFamily &family, const Qualifier &q, const Inputs &inputs)
{
    return kCellOverhead + inputs.averageKeyBytes + utf8Size(family.name) +
           qualifierBytesOf(family, q, inputs);
}

// The versions of each cell a family keeps: a row rewritten while its older cells are within
// VERSIONS and TTL keeps them (docs/hbase-reference.md §6.7). The puts beyond the new rows a
// second rewrite rows already stored.
double versionsKept(const Table &table, const ColumnFamily &family, double rows)
{
    if (family.versions <= 1 || rows <= 0)
        return 1;
    const double puts =
        ratePerSecond(table.accessPatterns, [](AccessKind k) { return k == AccessKind::Put; });
    const double rewrites = puts - double(table.volume.rowsPerDay) / kSecondsPerDay;
    if (rewrites <= 0)
        return 1;
    const double interval = rows / rewrites; // seconds between two writes of one row
    double life = table.volume.retentionDays > 0
                      ? double(table.volume.retentionDays) * kSecondsPerDay
                      : std::numeric_limits<double>::infinity();
    if (family.ttlSeconds < FamilyDefaults::kTtlForever)
        life = std::min(life, double(family.ttlSeconds));
    if (std::isinf(life))
        return double(family.versions);
    // Rows of every age up to `life`: on average life / 2 old, written 1 + that / interval times.
    return std::clamp(1 + life / 2 / interval, 1.0, double(family.versions));
}

// The rows deleted that `family` keeps with KEEP_DELETED_CELLS TRUE or TTL: the deletes a second
// over the family's life, its TTL, else the table's retention, else kGrowthYears (`*grows`).
// With FALSE a major compaction removes them and their markers.
double deletedRowsKept(const Table &table, const ColumnFamily &family, bool *grows)
{
    if (family.keepDeletedCells == KeepDeletedCells::False)
        return 0;
    const double deletes =
        ratePerSecond(table.accessPatterns, [](AccessKind k) { return k == AccessKind::Delete; });
    if (deletes <= 0)
        return 0;
    double life = kDaysPerYear * kGrowthYears * kSecondsPerDay;
    if (family.ttlSeconds < FamilyDefaults::kTtlForever)
        life = double(family.ttlSeconds);
    else if (table.volume.retentionDays > 0)
        life = double(table.volume.retentionDays) * kSecondsPerDay;
    else
        *grows = true;
    return deletes * life;
}

// The store of `family` on disk.
FamilyStore storeOf(const Table &table, const ColumnFamily &family, const Inputs &inputs,
                    double tableRows, bool *grows)
{
    FamilyStore s;
    s.family = family.name;
    s.rows =
        family.estimatedRows > 0 ? std::min(double(family.estimatedRows), tableRows) : tableRows;
    s.versionsKept = versionsKept(table, family, s.rows);
    // Deleted rows kept stay as they were, beside a delete marker in the family: a DeleteFamily
    // cell of the row key and family, with no qualifier and no value.
    s.deletedRows = deletedRowsKept(table, family, grows);
    s.rows += s.deletedRows;
    double inRegion = 0;       // a row's cells in the region, uncompressed
    double regionKeys = 0;     // of them, the key bytes (and a MOB reference's value)
    double incompressible = 0; // of them, values compressed already
    double inMob = 0;          // a row's cells in MOB files
    double mobKeys = 0;
    double mobIncompressible = 0;
    double keyPart = 0; // a cell's key: the index entry of a block
    for (const Qualifier &q : family.qualifiers) {
        s.cellsPerRow += 1;
        const double key = cellKeyBytes(family, q, inputs);
        keyPart = std::max(keyPart, key - 8); // less the value and key lengths
        const double value = double(q.averageValueBytes);
        const bool compressed = isCompressedAlready(q.type);
        if (family.isMob && q.averageValueBytes >= family.mobThreshold) {
            inMob += key + value;
            mobKeys += key;
            mobIncompressible += compressed ? value : 0;
            const double reference = kMobReferenceValueBytes + kMobReferenceTagBytes;
            inRegion += key + reference;
            regionKeys += key + reference;
        } else {
            inRegion += key + value;
            regionKeys += key;
            incompressible += compressed ? value : 0;
        }
    }
    s.cellBytes = s.cellsPerRow > 0 ? (inRegion + inMob) / s.cellsPerRow : 0;
    const double cells = s.rows * s.versionsKept; // rows x versions; times each row's cells below
    const double marker = kCellOverhead + inputs.averageKeyBytes + utf8Size(family.name);
    s.markerBytes = s.deletedRows * marker;
    s.rawBytes = cells * inRegion + s.markerBytes;
    const double keeps = compressionKeeps(family.compression);
    const double keys = keyKeeps(family.dataBlockEncoding, family.compression);
    const double blocks = s.rawBytes / double(std::max(1, family.blockSize));
    const double perBlock =
        kBlockHeaderBytes +
        kChecksumBytes * std::ceil(double(family.blockSize) / kChecksumChunkBytes) + keyPart +
        kIndexEntryBytes;
    double bloom = 0;
    if (family.bloomFilter == BloomType::RowCol)
        bloom = cells * s.cellsPerRow * kBloomBytesPerKey;
    else if (family.bloomFilter != BloomType::None)
        bloom = s.rows * kBloomBytesPerKey;
    s.indexBytes = blocks * (keyPart + kIndexEntryBytes);
    s.bloomBytes = bloom;
    const double rowIndex =
        family.dataBlockEncoding == DataBlockEncoding::RowIndexV1 ? cells * kRowIndexBytes : 0;
    const double values = inRegion - regionKeys - incompressible;
    s.storeBytes =
        cells *
            ((regionKeys + s.cellsPerRow * kMvccBytes) * keys + values * keeps + incompressible) +
        s.deletedRows * (marker + kMvccBytes) * keys + blocks * perBlock + bloom + rowIndex;
    const double mobValues = inMob - mobKeys - mobIncompressible;
    s.mobBytes = cells * (mobKeys * keys + mobValues * keeps + mobIncompressible);
    return s;
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

double familyRowBytes(const ColumnFamily &family, const Inputs &inputs)
{
    double bytes = 0;
    for (const Qualifier &q : family.qualifiers)
        bytes += cellKeyBytes(family, q, inputs) + double(q.averageValueBytes);
    return bytes;
}

QHash<QString, double> wideQualifierBytes(const Table &table, const SampleRows &rows)
{
    QHash<QString, double> out;
    for (const ColumnFamily &f : table.families) {
        const int column = f.qualifierField.isEmpty() ? -1 : rows.fieldIndex(f.qualifierField);
        if (column < 0 || rows.columns[std::size_t(column)].isEmpty())
            continue;
        const KeySet &values = rows.columns[std::size_t(column)];
        out.insert(f.name, double(values.totalBytes()) / double(values.size()));
    }
    return out;
}

qint64 regionsFor(double bytes, const Table &table, const ClusterProfile &cluster, Writes writes)
{
    const double size = double(table.attributes.maxFileSize.value_or(cluster.targetRegionBytes));
    if (bytes <= 0 || size <= 0)
        return 1;
    const double fill = writes == Writes::Tail ? kTailRegionFill : kSpreadRegionFill;
    qint64 regions = qint64(std::ceil(bytes / (size * fill)));
    // SteppingSplitPolicy: while a region is its table's only one on its server it splits at
    // twice the flush size, so a table spreads over every server before its regions grow large
    // (the daughters open on the parent's server, and the balancer moves one away).
    const double stepping =
        2.0 * double(table.attributes.memstoreFlushSize.value_or(cluster.memstoreFlushBytes));
    if (stepping < size && bytes > stepping) {
        const qint64 servers = std::max(1, cluster.regionServers);
        regions = std::max(
            regions, std::min<qint64>(2 * servers, qint64(std::ceil(bytes / (stepping * fill)))));
    }
    return std::max<qint64>(1, regions);
}

Result estimate(const Table &table, const Inputs &inputs, const ClusterProfile &cluster)
{
    Result r;
    r.rows = rowsOf(table.volume, &r.grows);
    for (const ColumnFamily &f : table.families) {
        for (const Qualifier &q : f.qualifiers) {
            r.cellsPerRow += 1;
            r.familyBytes += utf8Size(f.name);
            r.qualifierBytes += qualifierBytesOf(f, q, inputs);
            r.valueBytes += double(q.averageValueBytes);
        }
    }
    r.keyBytes = inputs.averageKeyBytes * r.cellsPerRow;
    r.overheadBytes = kCellOverhead * r.cellsPerRow;
    r.bytesPerRow = r.keyBytes + r.familyBytes + r.qualifierBytes + r.valueBytes + r.overheadBytes;

    double largest = 0;
    for (const ColumnFamily &f : table.families) {
        FamilyStore s = storeOf(table, f, inputs, double(r.rows), &r.grows);
        r.totalBytes += s.cells() * s.cellBytes + s.markerBytes;
        r.storeBytes += s.storeBytes;
        r.mobBytes += s.mobBytes;
        largest = std::max(largest, s.storeBytes);
        r.families.append(std::move(s));
    }
    // 2.x splits on the largest store (hbase.hregion.split.overallfiles false); 3.x on them all.
    r.splitBytes = cluster.hbaseVersion == HBaseVersion::V3 ? r.storeBytes : largest;
    r.splitSize = table.attributes.maxFileSize.value_or(cluster.targetRegionBytes);
    r.regionFill = inputs.writes == Writes::Tail ? kTailRegionFill : kSpreadRegionFill;
    if (r.splitBytes > 0)
        r.regions = regionsFor(r.splitBytes, table, cluster, inputs.writes);
    return r;
}

} // namespace StorageEstimate
