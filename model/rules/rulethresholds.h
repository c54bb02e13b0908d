#pragma once

#include <QtGlobal>

#include <cstddef>

// Every number a schema rule compares against, in one place (docs/rules.md, docs/hbase-reference.md
// §3).
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
// A region taking this many times its even share (1/regions) of a window's writes is hot, but
// never below kHotWindowFloor (a skew in the data, such as one popular user, is not the key's
// fault) nor above kHotWindowShare; with two regions only near all of it is.
inline constexpr double kHotOverEvenShare = 2.5;
inline constexpr double kHotWindowFloor = 0.4;
inline constexpr double kHotShareAlways = 0.9;
// Sample keys a region needs on average before empty or crowded regions say anything about the
// split keys rather than about chance (docs/cli.md#lint, "Measured on a sample").
inline constexpr double kKeysPerRegionToJudge = 20;
inline constexpr double kLopsidedOverMean = 3; // a region holding 3x the mean of the keys
inline constexpr qint64 kRowsPerMillion = 1000000;
inline constexpr std::size_t kMinRowsToMeasure = 100;
inline constexpr int kLowCardinality = 16;    // distinct leading values that bound the write spread
inline constexpr double kTextNumberRatio = 3; // text digits per binary byte worth a note
inline constexpr double kFamilyRowsRatio = 100; // families whose row counts differ this much
inline constexpr int kLongQualifierBytes = 8;
inline constexpr double kLargeFamilyRowBytes = 1024; // value bytes a row worth compressing
inline constexpr double kWriteHeavyPerSecond = 1000;
inline constexpr double kOverSplitFactor = 2;   // pre-split regions beyond what the volume fills
inline constexpr int kManyRegions = 100;        // guidance: 50-100 regions per table
inline constexpr int kSaltBucketsPerServer = 4; // more buckets only multiply the scans
inline constexpr int kFewestSuggestedBuckets = 4;
inline constexpr int kMostBuckets = 256;                     // one salt byte
inline constexpr double kLargeRowBytes = 64.0 * 1024 * 1024; // a row this big strains a region
inline constexpr double kMaxRowBytes = 1024.0 * 1024 * 1024; // hbase.table.max.rowsize

} // namespace RuleThresholds
