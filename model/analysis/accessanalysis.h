#pragma once

#include "model/analysis/regionstats.h"
#include "model/sample/samplerows.h"
#include "model/schema/accesspattern.h"
#include "model/schema/rowkey.h"

#include <QList>

// How HBase can serve each access pattern with the table's row key
// (docs/designer.md#the-live-preview): which leading segments the pattern's fields bind, whether
// that makes a Get, a prefix or range scan, or a full table scan, how many separate scans it takes
// (an unknown salt byte or a leading `x % N` bucket fans out to every bucket), and how many regions
// one request touches, measured on the sample rows.
namespace AccessAnalysis {

// FilteredScan: a range over the leading segment while the pattern's other fields come later in
// the key, so every row of the range is read and most are filtered out. Write: a `put` pattern,
// measured as where the sample's writes land.
enum class Method { Get, PrefixScan, RangeScan, FilteredScan, FullScan, Write };

struct Result
{
    QString pattern;
    Method method = Method::FullScan;
    int boundSegments = 0; // leading value segments the pattern's fields determine
    // The key segment (an index into its segments) the request does not know first: a scan's
    // rows come back ordered by it. -1 for a get or a write.
    int orderedBy = -1;
    int scans = 1;          // separate requests: salt buckets fan out
    double meanRegions = 0; // regions one request touches, over the sample's distinct prefixes
    int maxRegions = 0;
    // Write: the regions the sample's writes reach (meanRegions = maxRegions = that count), of
    // `regions`, and the share of the writes the busiest region takes.
    int regions = 0;
    double busiestShare = 0;
    // FilteredScan: the fields the pattern knows that the key does not hold at all (their rows
    // are read and filtered out), empty when the filtering fields come later in the key.
    QStringList unkeyedFields;
    QString error; // the prefix could not be encoded (a row error)
};

QString methodName(Method method); // "get", "prefix scan", ... translated
// What serves `pattern`, as the Access Patterns panel and the design report say it: the error,
// or the method this table's key allows; a read that looks up through another table
// (`relatedTable`) names that table first, with what it would cost here.
QString servedBy(const AccessPattern &pattern, const Result &result);
const char *methodKey(Method method); // "get", "prefixScan", ...: the name JSON output uses

// `regionOfRow` and `regions` come from the preview of the same rows.
QList<Result> analyze(const RowKey &key, const QList<AccessPattern> &patterns,
                      const SampleRows &rows, const RowIndices &regionOfRow, int regions);

} // namespace AccessAnalysis
