#pragma once

#include "model/schema/table.h"

// Bytes on disk before compression, from the KeyValue layout (docs/hbase-reference.md §3): every
// cell repeats the row key, the family name and the qualifier, plus 20 bytes of lengths, timestamp
// and type. Counts one cell a qualifier a row (one version), which is what a row written once
// stores.
namespace StorageEstimate {

struct Result
{
    double cellsPerRow = 0;
    double bytesPerRow = 0;
    // Where each row's bytes go.
    double keyBytes = 0;       // the row key, once per cell
    double familyBytes = 0;    // family names, once per cell
    double qualifierBytes = 0; // qualifier names
    double valueBytes = 0;
    double overheadBytes = 0; // 20 bytes a cell
    qint64 rows = 0;          // the volume estimate's rows
    double totalBytes = 0;
    qint64 regions = 0; // at the cluster's target region size
};

// `averageKeyBytes` is measured on the sample keys; `targetRegionBytes` is the cluster's.
Result estimate(const Table &table, double averageKeyBytes, qint64 targetRegionBytes);

// The bytes one row stores in `family`, and the part of them that holds values of a type
// compressed already (images, video, compressed bytes).
struct FamilyRow
{
    double bytes = 0;
    double compressedValueBytes = 0;
};
FamilyRow familyRow(const ColumnFamily &family, double averageKeyBytes);

} // namespace StorageEstimate
