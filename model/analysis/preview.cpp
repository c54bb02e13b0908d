#include "model/analysis/preview.h"

#include "model/analysis/samplesplits.h"
#include "model/analysis/splits.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace {

double elapsedMs(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

PreviewResult runPreview(const PreviewInput &input, const SampleRows &rows,
                         KeyEncoder::SegmentValues *segments)
{
    PreviewResult r;
    QElapsedTimer timer;

    timer.start();
    KeyEncoder encoder;
    if (!encoder.compile(input.rowKey, rows.fields, &r.error) ||
        !encoder.encode(rows, &r.keys, &r.error, segments))
        return r;
    r.encoding = encoder.stats();
    r.timing.encodeMs = elapsedMs(timer);

    timer.restart();
    r.order = r.keys.sortedOrder(&r.duplicateKeys);
    r.timing.sortMs = elapsedMs(timer);

    applySplits(input.splits, input.heatmapWindows, &r);
    return r;
}

bool applySplits(const SplitSpec &spec, int heatmapWindows, PreviewResult *r)
{
    QElapsedTimer timer;
    timer.start();
    Splits::Result splits = spec.kind == SplitKind::Recommended
                                ? Splits::fromSampleKeys(r->keys, r->order, spec.regions)
                                : Splits::forSpec(spec);
    if (!splits.ok()) {
        r->error = QCoreApplication::translate("Preview", "pre-split: %1").arg(splits.error);
        return false;
    }
    r->error.clear();
    r->splitKeys = std::move(splits.keys);
    r->assignment = RegionStats::assign(r->keys, r->order, r->splitKeys);
    r->timing.assignMs = elapsedMs(timer);

    timer.restart();
    r->summary = RegionStats::summarize(r->assignment.counts);
    r->heatmap = RegionStats::heatmap(r->assignment.regionOfRow, int(r->assignment.counts.size()),
                                      heatmapWindows);
    r->timing.statisticsMs = elapsedMs(timer);
    return true;
}
