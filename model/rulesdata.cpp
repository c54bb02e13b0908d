// Rules that measure the table's sample rows: key order, uniqueness, length, regions, writes and
// reads (PRODUCT.md §4).
#include "bytes.h"
#include "rulecatalog.h"
#include "rulethresholds.h"
#include "storageestimate.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_set>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

} // namespace

// A key that grows with arrival time sends every write to the last region.
void monotonicKey(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    if (keys.size() < 100)
        return;
    // Compared with the write 5% of the sample earlier, so that jitter between neighbours does
    // not hide a key that grows over time.
    const std::size_t lag = std::max<std::size_t>(1, keys.size() / 20);
    std::size_t rising = 0;
    for (std::size_t i = lag; i < keys.size(); ++i)
        rising += Bytes::compare(keys.key(i - lag), keys.key(i)) <= 0 ? 1 : 0;
    const double share = double(rising) / double(keys.size() - lag);
    if (share < RuleThresholds::kMonotonicShare)
        return;
    c.report(out, "HBD-KEY-003", Severity::Error, c.keyPath(),
             tr("the row key of %1 grows with time: %2% of the sample's writes sort after the "
                "writes before them, so they all land in the last region")
                 .arg(c.table.qualifiedName())
                 .arg(100.0 * share, 0, 'f', 0),
             tr("prefix the key with [salt(16)] or a hash of a field, or lead with a field "
                "that does not grow"));
}

// The column of a wide family's qualifier field, or nullptr when the table has fixed qualifiers.
const std::vector<std::string> *qualifierColumn(const RuleContext &c)
{
    for (const ColumnFamily &f : c.table.families) {
        const int column = c.analysis.rows.fieldIndex(f.qualifierField);
        if (!f.qualifierField.isEmpty() && column >= 0)
            return &c.analysis.rows.columns[std::size_t(column)];
    }
    return nullptr;
}

void collisions(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    const std::vector<std::uint32_t> &order = c.analysis.preview.order;
    // In a wide table rows that share a key are cells of one row; only the same cell collides.
    const std::vector<std::string> *qualifiers = qualifierColumn(c);
    qint64 duplicates = 0;
    if (qualifiers) {
        std::unordered_set<std::string> cells;
        for (std::size_t row = 0; row < keys.size(); ++row) {
            const QByteArrayView k = keys.key(row);
            std::string cell(k.data(), std::size_t(k.size()));
            cell.push_back('\0');
            cell += (*qualifiers)[row];
            duplicates += cells.insert(std::move(cell)).second ? 0 : 1;
        }
    } else {
        for (std::size_t i = 1; i < order.size(); ++i)
            duplicates += Bytes::compare(keys.key(order[i - 1]), keys.key(order[i])) == 0 ? 1 : 0;
    }
    if (duplicates == 0)
        return;
    c.report(out, "HBD-KEY-004", Severity::Error, c.keyPath(),
             tr("%1 of %2 sample rows have the key of another row; the later write replaces the "
                "earlier one")
                 .arg(duplicates)
                 .arg(order.size()),
             tr("add the field that makes a row unique (an id or the full timestamp) to the key"));
}

// A row never splits across regions: in a wide table the busiest key's share of the sample,
// applied to the volume estimate, says how big its row grows.
void wideRows(const RuleContext &c, QList<Finding> *out)
{
    if (!qualifierColumn(c) || c.table.volume.rows <= 0)
        return;
    const KeySet &keys = c.analysis.preview.keys;
    const std::vector<std::uint32_t> &order = c.analysis.preview.order;
    qint64 largest = 0;
    qint64 run = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        run =
            i > 0 && Bytes::compare(keys.key(order[i - 1]), keys.key(order[i])) == 0 ? run + 1 : 1;
        largest = std::max(largest, run);
    }
    const double share = double(largest) / double(std::max<std::size_t>(1, keys.size()));
    const double cells = share * double(c.table.volume.rows);
    const StorageEstimate::Result storage =
        StorageEstimate::estimate(c.table, double(keys.totalBytes()) / double(keys.size()),
                                  c.project.cluster.targetRegionBytes);
    const double cellBytes =
        storage.cellsPerRow > 0 ? storage.bytesPerRow / storage.cellsPerRow : 64.0;
    const double bytes = cells * cellBytes;
    if (bytes < RuleThresholds::kLargeRowBytes)
        return;
    c.report(out, "HBD-ROW-001", Severity::Warning, c.keyPath(),
             tr("the busiest row key has %1% of the sample's cells; at %2 rows its row holds "
                "about %3 cells (%4 MB), and a row never splits across regions")
                 .arg(100.0 * share, 0, 'f', 1)
                 .arg(c.table.volume.rows)
                 .arg(cells, 0, 'f', 0)
                 .arg(bytes / (1024.0 * 1024.0), 0, 'f', 0),
             tr("make the table tall: add the qualifier field to the row key"));
}

void keyLength(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    if (keys.isEmpty())
        return;
    const double average = double(keys.totalBytes()) / double(keys.size());
    if (average > RuleThresholds::kLongKeyBytes)
        c.report(out, "HBD-KEY-007", Severity::Info, c.keyPath(),
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
    c.report(out, "HBD-SPLIT-003", Severity::Warning, c.splitsPath(),
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
    c.report(out, "HBD-WRITE-001", Severity::Warning, c.keyPath(),
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

namespace RuleChecks {

void regionCount(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    if (keys.isEmpty())
        return;
    const int regions = int(c.analysis.preview.assignment.counts.size());
    const StorageEstimate::Result storage =
        StorageEstimate::estimate(c.table, double(keys.totalBytes()) / double(keys.size()),
                                  c.project.cluster.targetRegionBytes);
    if (regions > RuleThresholds::kManyRegions)
        c.report(out, "HBD-SPLIT-004", Severity::Info, c.splitsPath(),
                 tr("table %1 starts with %2 regions; 50 to 100 regions a table is the usual "
                    "guidance")
                     .arg(c.table.qualifiedName())
                     .arg(regions),
                 tr("pre-split into fewer regions"));
    else if (storage.regions > 0 &&
             (double(regions) > RuleThresholds::kRegionCountFactor * double(storage.regions) ||
              RuleThresholds::kRegionCountFactor * double(regions) < double(storage.regions)) &&
             regions > 1)
        c.report(out, "HBD-SPLIT-004", Severity::Info, c.splitsPath(),
                 tr("table %1 is pre-split into %2 regions but its volume estimate fills about "
                    "%3 at the target region size")
                     .arg(c.table.qualifiedName())
                     .arg(regions)
                     .arg(storage.regions),
                 tr("pre-split into about %1 regions").arg(storage.regions));
}

void saltBuckets(const RuleContext &c, QList<Finding> *out)
{
    int buckets = 0;
    for (const KeySegment &s : c.table.rowKey.segments) {
        const QString e = s.expression.trimmed();
        if (s.kind == KeySegment::Kind::Value && e.startsWith(QStringLiteral("salt(")))
            buckets = e.mid(5, e.indexOf(u')') - 5).toInt();
    }
    if (buckets <= 0)
        return;
    const int regions = int(c.analysis.preview.assignment.counts.size());
    if (regions % buckets != 0)
        c.report(out, "HBD-SPLIT-005", Severity::Warning, c.splitsPath(),
                 tr("the key has %1 salt buckets but the table %2 regions, so buckets share "
                    "regions unevenly")
                     .arg(buckets)
                     .arg(regions),
                 tr("pre-split with one region per salt bucket"));
    const int servers = c.project.cluster.regionServers;
    if (buckets > RuleThresholds::kSaltBucketsPerServer * servers)
        c.report(out, "HBD-SPLIT-005", Severity::Warning, c.keyPath(),
                 tr("%1 salt buckets for %2 region servers: every scan fans out to %1 scans")
                     .arg(buckets)
                     .arg(servers),
                 tr("use about as many buckets as region servers"));
}

void rangeReads(const RuleContext &c, QList<Finding> *out)
{
    for (qsizetype i = 0; i < c.analysis.access.size(); ++i) {
        const AccessAnalysis::Result &a = c.analysis.access[i];
        const AccessPattern &p = c.table.accessPatterns[i];
        if (p.kind != AccessKind::RangeScan && p.kind != AccessKind::LatestN)
            continue;
        if (a.method == AccessAnalysis::Method::PrefixScan)
            c.report(out, "HBD-READ-002", Severity::Warning, c.path,
                     tr("access pattern '%1' needs a range over %2, but the key does not keep "
                        "%2 in order after the bound fields; it scans every row of the prefix")
                         .arg(p.name, p.rangeField),
                     tr("place [%1] right after the pattern's fields, without a hash")
                         .arg(p.rangeField));
        else if (a.method == AccessAnalysis::Method::RangeScan && a.scans > 1)
            c.report(out, "HBD-READ-002", Severity::Warning, c.path,
                     tr("access pattern '%1' is a range read that the salt fans out to %2 scans")
                         .arg(p.name)
                         .arg(a.scans),
                     tr("salt fewer buckets, or lead with the pattern's fields instead"));
        if (p.kind != AccessKind::LatestN || a.method != AccessAnalysis::Method::RangeScan)
            continue;
        for (const KeySegment &s : c.table.rowKey.segments) {
            if (s.kind != KeySegment::Kind::Value || !s.expression.contains(p.rangeField))
                continue;
            if (!s.expression.contains(QStringLiteral("rev(")) && !s.descending)
                c.report(out, "HBD-READ-003", Severity::Info, c.path,
                         tr("access pattern '%1' wants the newest rows first, but %2 sorts them "
                            "oldest first")
                             .arg(p.name, s.toNotation()),
                         tr("write the time as [rev(%1):long]").arg(p.rangeField));
            break;
        }
    }
}

} // namespace RuleChecks
