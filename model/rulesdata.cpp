// Rules that measure the table's sample rows: key order, uniqueness, length, regions, writes and
// reads (PRODUCT.md §4).
#include "bytes.h"
#include "rulecatalog.h"
#include "rulethresholds.h"

#include <QCoreApplication>

#include <algorithm>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

QString keyPath(const RuleContext &c)
{
    return c.path + QStringLiteral("#rowkey");
}

} // namespace

// A key that grows with arrival time sends every write to the last region.
void monotonicKey(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    if (keys.size() < 100)
        return;
    // Compared with the write 1% of the sample earlier, so that jitter between neighbours does
    // not hide a key that grows over time.
    const std::size_t lag = std::max<std::size_t>(1, keys.size() / 100);
    std::size_t rising = 0;
    for (std::size_t i = lag; i < keys.size(); ++i)
        rising += Bytes::compare(keys.key(i - lag), keys.key(i)) <= 0 ? 1 : 0;
    const double share = double(rising) / double(keys.size() - lag);
    if (share < RuleThresholds::kMonotonicShare)
        return;
    c.report(out, "HBD-KEY-003", Severity::Error, keyPath(c),
             tr("the row key of %1 grows with time: %2% of the sample's writes sort after the "
                "writes before them, so they all land in the last region")
                 .arg(c.table.qualifiedName())
                 .arg(100.0 * share, 0, 'f', 0),
             tr("prefix the key with [salt(16)] or a hash of a field, or lead with a field "
                "that does not grow"));
}

void collisions(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    const std::vector<std::uint32_t> &order = c.analysis.preview.order;
    qint64 duplicates = 0;
    for (std::size_t i = 1; i < order.size(); ++i)
        duplicates += Bytes::compare(keys.key(order[i - 1]), keys.key(order[i])) == 0 ? 1 : 0;
    if (duplicates == 0)
        return;
    c.report(out, "HBD-KEY-004", Severity::Error, keyPath(c),
             tr("%1 of %2 sample rows have the key of another row; the later write replaces the "
                "earlier one")
                 .arg(duplicates)
                 .arg(order.size()),
             tr("add the field that makes a row unique (an id or the full timestamp) to the key"));
}

void keyLength(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    if (keys.isEmpty())
        return;
    const double average = double(keys.totalBytes()) / double(keys.size());
    if (average > RuleThresholds::kLongKeyBytes)
        c.report(out, "HBD-KEY-007", Severity::Info, keyPath(c),
                 tr("the row key of %1 averages %2 bytes; every cell repeats it")
                     .arg(c.table.qualifiedName())
                     .arg(average, 0, 'f', 1),
                 tr("use fixed-width binary numbers and shorter prefixes"));
}

void emptyRegions(const RuleContext &c, QList<Finding> *out)
{
    const RegionStats::Summary &s = c.analysis.preview.summary;
    if (s.regions < 2 || s.emptyRegions == 0)
        return;
    c.report(out, "HBD-SPLIT-003", Severity::Warning, c.path + QStringLiteral("#splits"),
             tr("%1 of the %2 pre-split regions of %3 receive no sample key; their split keys "
                "do not match how the keys are written")
                 .arg(s.emptyRegions)
                 .arg(s.regions)
                 .arg(c.table.qualifiedName()),
             tr("use recommended splits from the sample keys"));
}

void hotWindow(const RuleContext &c, QList<Finding> *out)
{
    const RegionStats::Heatmap &h = c.analysis.preview.heatmap;
    if (h.regions < 2 || h.hottestShare.empty())
        return;
    const auto top = std::max_element(h.hottestShare.cbegin(), h.hottestShare.cend());
    if (*top <= RuleThresholds::kHotWindowShare)
        return;
    c.report(out, "HBD-WRITE-001", Severity::Warning, keyPath(c),
             tr("in time window %1 of the sample, one region of %2 takes %3% of the writes")
                 .arg(top - h.hottestShare.cbegin() + 1)
                 .arg(c.table.qualifiedName())
                 .arg(100.0 * *top, 0, 'f', 0),
             tr("spread consecutive writes: salt or hash the leading segment"));
}

void fullScans(const RuleContext &c, QList<Finding> *out)
{
    for (qsizetype i = 0; i < c.analysis.access.size(); ++i) {
        const AccessAnalysis::Result &a = c.analysis.access[i];
        const AccessPattern &pattern = c.table.accessPatterns[i];
        if (a.method != AccessAnalysis::Method::FullScan || !pattern.relatedTable.isEmpty())
            continue;
        c.report(out, "HBD-READ-001", Severity::Error, c.path,
                 tr("access pattern '%1' needs a full table scan: its fields do not lead the row "
                    "key")
                     .arg(pattern.name),
                 tr("lead the row key with the pattern's fields, or serve it from an index table"));
    }
}

} // namespace RuleChecks
