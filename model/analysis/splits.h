#pragma once

#include "model/schema/presplit.h"

#include <QByteArray>
#include <QList>
#include <QString>

// Split keys exactly as HBase computes them (docs/hbase-reference.md §2).
namespace Splits {

struct Result
{
    QList<QByteArray> keys;
    QString error;
    bool ok() const { return error.isEmpty(); }
};

inline constexpr int kMaxRegions = 1000000;

// RegionSplitter.HexStringSplit: 8 lower-case hex digits over 00000000..ffffffff.
Result hexString(int regions);
// RegionSplitter.DecimalStringSplit: 8 decimal digits over 00000000..99999999.
Result decimalString(int regions);
// RegionSplitter.UniformSplit: 8 raw bytes over the whole 64-bit range.
Result uniform(int regions);
Result algorithm(SplitAlgorithm algorithm, int regions);
// Admin.createTable(desc, startKey, endKey, numRegions), which uses Bytes.split.
Result startEnd(const QByteArray &startKey, const QByteArray &endKey, int regions);
// Phoenix: one region per salt bucket, split at the single bytes 1 .. buckets-1.
Result saltBuckets(int buckets);
// What HBase checks of any split list: non-empty keys, strictly ascending, no duplicates.
Result checked(QList<QByteArray> keys);

// The keys a spec stands for, when they can be computed without sample data.
Result forSpec(const SplitSpec &spec);

// A key's region: the number of split keys <= key (docs/hbase-reference.md §2).
int regionOf(const QList<QByteArray> &sortedSplits, QByteArrayView key);

} // namespace Splits
