#pragma once

#include <QtGlobal>

// Every number a schema rule compares against, in one place (PRODUCT.md §4, HBASE.md §3).
namespace RuleThresholds {

inline constexpr int kFamiliesWarning = 2;     // 2-3 families couple flushes and compactions
inline constexpr int kFamiliesError = 4;       // more than 3
inline constexpr int kLongFamilyNameBytes = 2; // longer names repeat in every cell
inline constexpr int kManyVersions = 100;
inline constexpr qint64 kMaxCellValueBytes = 10 * 1024 * 1024; // hbase.client.keyvalue.maxsize
inline constexpr qint64 kMobWorthyBytes = 100 * 1024;          // default MOB threshold
inline constexpr double kMonotonicShare = 0.9; // share of arrivals whose key does not go down
inline constexpr double kLongKeyBytes = 16;
inline constexpr double kHotWindowShare = 0.5; // one region taking more of a window's writes
inline constexpr qint64 kRowsPerMillion = 1000000;

} // namespace RuleThresholds
