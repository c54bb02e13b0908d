#include "model/analysis/storageestimate.h"

#include <cmath>

namespace StorageEstimate {

namespace {

constexpr double kCellOverhead = 20; // 4 key length, 4 value length, 2 row length, 1 family
                                     // length, 8 timestamp, 1 type

double utf8Size(const QString &s)
{
    return double(s.toUtf8().size());
}

} // namespace

FamilyRow familyRow(const ColumnFamily &family, double averageKeyBytes)
{
    FamilyRow row;
    const double familyName = utf8Size(family.name);
    for (const Qualifier &q : family.qualifiers) {
        row.bytes += averageKeyBytes + familyName + utf8Size(q.name) + double(q.averageValueBytes) +
                     kCellOverhead;
        if (isCompressedAlready(q.type))
            row.compressedValueBytes += double(q.averageValueBytes);
    }
    return row;
}

Result estimate(const Table &table, double averageKeyBytes, qint64 targetRegionBytes)
{
    Result r;
    for (const ColumnFamily &f : table.families) {
        for (const Qualifier &q : f.qualifiers) {
            r.cellsPerRow += 1;
            r.familyBytes += utf8Size(f.name);
            r.qualifierBytes += utf8Size(q.name);
            r.valueBytes += double(q.averageValueBytes);
        }
    }
    r.keyBytes = averageKeyBytes * r.cellsPerRow;
    r.overheadBytes = kCellOverhead * r.cellsPerRow;
    r.bytesPerRow = r.keyBytes + r.familyBytes + r.qualifierBytes + r.valueBytes + r.overheadBytes;
    r.rows = table.volume.rows;
    if (r.rows == 0 && table.volume.rowsPerDay > 0 && table.volume.retentionDays > 0)
        r.rows = table.volume.rowsPerDay * table.volume.retentionDays;
    r.totalBytes = r.bytesPerRow * double(r.rows);
    if (targetRegionBytes > 0 && r.totalBytes > 0)
        r.regions = qint64(std::ceil(r.totalBytes / double(targetRegionBytes)));
    return r;
}

} // namespace StorageEstimate
