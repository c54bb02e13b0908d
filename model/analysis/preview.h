#pragma once

#include "model/analysis/regionstats.h"
#include "model/hbase/keyset.h"
#include "model/rowkey/keyencoder.h"
#include "model/sample/samplerows.h"
#include "model/schema/presplit.h"
#include "model/schema/rowkey.h"

// The live preview's pipeline (docs/designer.md#the-live-preview) on sample rows: encode every
// row's key, sort the keys as HBase does, split the table, assign each key its region, and measure
// the skew.
struct PreviewInput
{
    RowKey rowKey;
    SplitSpec splits;
    int heatmapWindows = 20;
};

struct PreviewResult
{
    QString error; // names the stage and the row or segment
    KeySet keys;
    RowIndices order;              // key indices in HBase order
    std::size_t duplicateKeys = 0; // keys equal to the key before them in `order`
    QList<QByteArray> splitKeys;
    RegionStats::Assignment assignment;
    RegionStats::Summary summary;
    RegionStats::Heatmap heatmap;
    KeyEncoder::Stats encoding;

    struct Timing
    {
        double encodeMs = 0;
        double sortMs = 0;
        double assignMs = 0;
        double statisticsMs = 0;
    } timing;

    bool ok() const { return error.isEmpty(); }
};

// With `segments`, each key segment's values are captured as the keys are encoded.
PreviewResult runPreview(const PreviewInput &input, const SampleRows &rows,
                         KeyEncoder::SegmentValues *segments = nullptr);

// Splits the keys of `result` again with `splits` and measures the regions anew; the keys and
// their order are kept. False (with result->error) when the split keys cannot be computed.
bool applySplits(const SplitSpec &splits, int heatmapWindows, PreviewResult *result);
