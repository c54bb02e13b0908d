#pragma once

#include <QtGlobal>

#include <cstddef>

// Every number a schema rule compares against, in one place (docs/rules.md, docs/hbase-reference.md
// §3).
namespace RuleThresholds {

// One family is best, two are fine when their access differs (HBase Reference Guide, "On the
// number of column families": "try to make do with one"; the schema-design notes: "1 or 2
// families"); three couple flushes and compactions; more than three is an error.
inline constexpr int kFamiliesInfo = 2;
inline constexpr int kFamiliesWarning = 3;
inline constexpr int kFamiliesError = 4;
inline constexpr int kLongFamilyNameBytes = 2; // longer names repeat in every cell
inline constexpr int kManyVersions = 100;
inline constexpr qint64 kMaxCellValueBytes = 10 * 1024 * 1024; // hbase.client.keyvalue.maxsize
inline constexpr qint64 kMobWorthyBytes = 100 * 1024;          // default MOB threshold
inline constexpr double kMonotonicShare = 0.9; // share of arrivals whose key does not go down
// Keys beyond 16 bytes are worth a note (the schema-design notes: "do not exceed 16 bytes");
// beyond 100 a warning: 100 bytes x 10 million cells is 1 GiB of keys alone.
inline constexpr double kLongKeyBytes = 16;
inline constexpr double kVeryLongKeyBytes = 100;
inline constexpr qint64 kKeyCostCells = 10000000; // the cells the key's cost is shown for
inline constexpr double kHotWindowShare = 0.5;    // one region taking more of a window's writes
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
// HBD-KEY-005: leading values beyond this many spread writes whatever their skew; fewer are judged
// against the region servers, and a value taking this many times a server's even share of the
// writes is a hotspot.
inline constexpr int kManyLeadingValues = 1024;
inline constexpr double kSkewOverEvenShare = 2.0;
inline constexpr double kTextNumberRatio = 3;   // text digits per binary byte worth a note
inline constexpr double kFamilyRowsRatio = 100; // families whose row counts differ this much
inline constexpr int kLongQualifierBytes = 8;
inline constexpr double kLargeFamilyRowBytes = 1024; // value bytes a row worth compressing
inline constexpr double kWriteHeavyPerSecond = 1000;
inline constexpr double kOverSplitFactor = 2;   // pre-split regions beyond what the volume fills
inline constexpr int kManyRegions = 100;        // guidance: 50-100 regions per table
inline constexpr int kSaltBucketsPerServer = 4; // more buckets only multiply the scans
// A range read fanned out by a salt is a deliberate trade when the scans are near the number of
// region servers (OpenTSDB's advice on salt buckets); a warning beyond twice the servers, or when
// the read is frequent enough to be latency-critical.
inline constexpr double kFanOutOverServers = 2;
inline constexpr double kLatencyCriticalPerSecond = 100;
inline constexpr int kFewestSuggestedBuckets = 4;
inline constexpr int kMostBuckets = 256;                     // one salt byte
inline constexpr double kLargeRowBytes = 64.0 * 1024 * 1024; // a row this big strains a region
inline constexpr double kMaxRowBytes = 1024.0 * 1024 * 1024; // hbase.table.max.rowsize
// HBD-TUNE: reads at this rate a second are worth tuning a family for; blocks from 256 KiB are
// large for a get, up to 8 KiB small for a scan; an encoding saving this share is worth a note.
inline constexpr double kRealReadRate = 10;
inline constexpr int kLargeBlockBytes = 256 * 1024;
inline constexpr int kSmallBlockBytes = 8 * 1024;
inline constexpr double kEncodingWorthShare = 0.2;

} // namespace RuleThresholds
