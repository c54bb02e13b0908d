// Rules that measure the table's sample rows: key order, uniqueness, length, regions, writes and
// reads (docs/rules.md).
#include "model/analysis/samplingchance.h"
#include "model/analysis/storageestimate.h"
#include "model/hbase/bytes.h"
#include "model/rowkey/fielduse.h"
#include "model/rowkey/keyexpression.h"
#include "model/rules/rulecatalog.h"
#include "model/rules/rulescluster.h"
#include "model/rules/rulethresholds.h"
#include "model/rules/samplecaveats.h"
#include "model/schema/localizedtext.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <unordered_set>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

// A pattern as the message's reader calls it: its name in the messages' language, if it has one.
QString shownName(const AccessPattern &pattern)
{
    return nameIn(pattern, catalogueLanguage());
}

} // namespace

Trend trendOf(const KeySet &keys, const RowIndices &rows)
{
    Trend t;
    if (rows.size() < 2)
        return t;
    // Compared with the write 5% of the rows earlier, so that jitter between neighbours does not
    // hide a key that moves over time.
    const std::size_t lag = std::max<std::size_t>(1, rows.size() / 20);
    std::size_t rising = 0;
    std::size_t falling = 0;
    for (std::size_t i = lag; i < rows.size(); ++i) {
        const int order = Bytes::compare(keys.key(rows[i - lag]), keys.key(rows[i]));
        rising += order <= 0 ? 1 : 0;
        falling += order >= 0 ? 1 : 0;
    }
    t.rising = double(rising) / double(rows.size() - lag);
    t.falling = double(falling) / double(rows.size() - lag);
    return t;
}

namespace {

// The sample keys as they follow write time, not the order a generator lists unordered ids in
// (docs/designer.md#what-a-sample-can-show); made once a table.
const KeySet &keysInWriteTime(const RuleContext &c)
{
    if (!c.trendKeysMade) {
        c.trendKeysMade = true;
        if (std::optional<KeySet> shuffled =
                SampleCaveats::keysForTrend(c.table, c.analysis.rows()))
            c.trendKeys = std::make_shared<const KeySet>(std::move(*shuffled));
    }
    return c.trendKeys ? *c.trendKeys : c.analysis.preview.keys;
}

// The share of writes that keep the key's direction over time, and which direction; measured
// once a table.
const std::pair<double, bool> &timeOrder(const RuleContext &c)
{
    if (!c.timeOrder) {
        const KeySet &keys = keysInWriteTime(c);
        RowIndices rows(keys.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            rows[i] = std::uint32_t(i);
        const Trend t = trendOf(keys, rows);
        const bool grows = t.rising >= t.falling;
        c.timeOrder = std::pair{grows ? t.rising : t.falling, grows};
    }
    return *c.timeOrder;
}

} // namespace

bool keyMovesWithTime(const RuleContext &c)
{
    return (c.analysis.available && c.analysis.preview.keys.size() >= 100 &&
            timeOrder(c).first >= RuleThresholds::kMonotonicShare) ||
           leadingTimeStep(c).has_value();
}

// A key that grows with arrival time sends every write to the region holding the highest keys
// (the last one, once the table has split; any one under a pre-split the keys miss); one that
// shrinks (rev(ts) or desc first) sends them all to the region holding the lowest.
void monotonicKey(const RuleContext &c, QList<Finding> *out)
{
    // A coarse time in front moves in steps, which the sample seldom spans: its own message.
    if (const std::optional<TimeStep> step = leadingTimeStep(c)) {
        reportTimeStep(c, *step, out);
        return;
    }
    if (!keyMovesWithTime(c))
        return;
    const auto [share, grows] = timeOrder(c);
    const int buckets = suggestedSaltBuckets(c.project.cluster.regionServers);
    // Which region that is depends on the pre-split: the one holding the highest (lowest) key,
    // which is the first region when every key sorts below the first split key.
    const PreviewResult &preview = c.analysis.preview;
    const std::uint32_t edge =
        preview.order.empty() ? 0 : (grows ? preview.order.back() : preview.order.front());
    const std::uint32_t region =
        edge < preview.assignment.regionOfRow.size() ? preview.assignment.regionOfRow[edge] : 0;
    c.report(out, "HBD-KEY-003", Severity::Error, c.keyPath(),
             (grows ? tr("the row key of %1 grows with time: %2% of the sample's writes sort after "
                         "the writes before them, so every new write goes to the region that "
                         "holds the highest keys (region %3 in this preview)")
                    : tr("the row key of %1 shrinks with time: %2% of the sample's writes sort "
                         "before the writes before them, so every new write goes to the region "
                         "that holds the lowest keys (region %3 in this preview)"))
                 .arg(c.table.qualifiedName())
                 .arg(100.0 * share, 0, 'f', 0)
                 .arg(region),
             (grows ? tr("prefix the key with [salt(%1)] or a hash of a field, or lead with a "
                         "field that does not grow")
                    : tr("prefix the key with [salt(%1)] or a hash of a field; a reverse "
                         "timestamp belongs after a leading field of many values"))
                 .arg(buckets),
             // The fix the designer makes: a salt bucket first, one region per bucket.
             {FixEdit{c.path, QStringLiteral("rowKey"),
                      QStringLiteral("[salt(%1)] ").arg(buckets) + c.table.rowKey.toNotation()},
              FixEdit{c.splitsPath(), QStringLiteral("splits.kind"), QStringLiteral("saltBuckets")},
              FixEdit{c.splitsPath(), QStringLiteral("splits.regions"), QString::number(buckets)}});
}

// The column of a wide family's qualifier field, or nullptr when the table has fixed qualifiers.
const KeySet *qualifierColumn(const RuleContext &c)
{
    for (const ColumnFamily &f : c.table.families) {
        const int column = c.analysis.rows().fieldIndex(f.qualifierField);
        if (!f.qualifierField.isEmpty() && column >= 0)
            return &c.analysis.rows().columns[std::size_t(column)];
    }
    return nullptr;
}

void keyLength(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    if (keys.isEmpty())
        return;
    const double average = double(keys.totalBytes()) / double(keys.size());
    if (average <= RuleThresholds::kLongKeyBytes)
        return;
    const double gigabytes =
        average * double(RuleThresholds::kKeyCostCells) / (1024.0 * 1024.0 * 1024.0);
    c.report(out, "HBD-KEY-007",
             average > RuleThresholds::kVeryLongKeyBytes ? Severity::Warning : Severity::Info,
             c.keyPath(),
             tr("the row key of %1 averages %2 bytes; every cell repeats it, %3 GiB of keys alone "
                "for 10 million cells before compression")
                 .arg(c.table.qualifiedName())
                 .arg(average, 0, 'f', 1)
                 .arg(gigabytes, 0, 'f', 2),
             tr("use fixed-width binary numbers and shorter prefixes"));
}

namespace {

// The fix the designer makes for split keys that miss the keys: as many regions, recommended
// from the sample keys (equal-count quantiles).
QList<FixEdit> recommendedSplits(const RuleContext &c)
{
    return {FixEdit{c.splitsPath(), QStringLiteral("splits.kind"), QStringLiteral("recommended")}};
}

// Why an algorithm's split keys miss the keys, from the bytes the keys start with: decimal ids
// under HexStringSplit leave the regions of 'a' to 'f' (and '0') empty; text under UniformSplit
// leaves every region outside the printable bytes empty. Empty when neither explains it.
QString algorithmMismatch(const RuleContext &c)
{
    const KeySet &keys = c.analysis.preview.keys;
    if (c.table.splits.kind != SplitKind::Algorithm || keys.isEmpty())
        return {};
    bool digits = true;
    bool text = true;
    for (std::size_t i = 0; i < keys.size() && (digits || text); ++i) {
        const QByteArrayView key = keys.key(i);
        const auto first = key.isEmpty() ? 0 : static_cast<unsigned char>(key[0]);
        digits = digits && first >= '0' && first <= '9';
        text = text && first >= 0x20 && first < 0x7F;
    }
    if (c.table.splits.algorithm == SplitAlgorithm::HexString && digits)
        return tr("the keys start with decimal digits only, while HexStringSplit also puts split "
                  "keys at the hex digits 'a' to 'f'");
    if (c.table.splits.algorithm == SplitAlgorithm::Uniform && text)
        return tr("the keys start with printable text, while UniformSplit divides all 256 byte "
                  "values");
    return {};
}

} // namespace

// Whether the split keys match how the keys are spread: regions no key reaches, or one crowded
// far beyond its share, judged against what chance does to a sample of this size.
void emptyRegions(const RuleContext &c, QList<Finding> *out)
{
    const RegionStats::Summary &s = c.analysis.preview.summary;
    if (s.regions < 2 || s.rows == 0 || keyMovesWithTime(c))
        return; // a key that moves with time is the fault (HBD-KEY-003), not its split keys
    const double perRegion = double(s.rows) / s.regions;
    const double chance = SamplingChance::expectedEmpty(s.rows, s.regions);
    if (SamplingChance::emptyBeyondChance(s.rows, s.regions, s.emptyRegions)) {
        // Chance leaves fewer than half a region empty: "almost none", not "about 0".
        const QString message =
            chance < 0.5
                ? tr("%1 of the %2 pre-split regions of %3 receive no sample key, where chance "
                     "would leave almost none empty with %4 keys; their split keys do not match "
                     "how the keys are written")
                      .arg(Units::formatCountInText(s.emptyRegions),
                           Units::formatCountInText(s.regions), c.table.qualifiedName(),
                           Units::formatCountInText(qint64(s.rows)))
                : tr("%1 of the %2 pre-split regions of %3 receive no sample key, where chance "
                     "would leave about %4 empty with %5 keys; their split keys do not match how "
                     "the keys are written")
                      .arg(Units::formatCountInText(s.emptyRegions),
                           Units::formatCountInText(s.regions), c.table.qualifiedName(),
                           Units::formatAmount(chance), Units::formatCountInText(qint64(s.rows)));
        const QString why = algorithmMismatch(c);
        c.report(out, "HBD-SPLIT-003", Severity::Warning, c.splitsPath(),
                 why.isEmpty() ? message : joinClauses(message, why),
                 tr("use recommended splits from the sample keys"), recommendedSplits(c));
        return;
    }
    if (perRegion < RuleThresholds::kKeysPerRegionToJudge) {
        if (s.emptyRegions > 0)
            c.report(out, "HBD-SPLIT-003", Severity::Info, c.splitsPath(),
                     tr("%1 of the %2 regions of %3 receive no sample key, which chance alone "
                        "gives with %4 keys (about %5 a region): the sample is too small to "
                        "judge the split keys")
                         .arg(Units::formatCountInText(s.emptyRegions))
                         .arg(Units::formatCountInText(s.regions))
                         .arg(c.table.qualifiedName())
                         .arg(Units::formatCountInText(qint64(s.rows)))
                         .arg(Units::formatAmount(perRegion, 1)),
                     tr("preview with at least %1 sample rows")
                         .arg(Units::formatCountInText(qint64(
                             std::ceil(RuleThresholds::kKeysPerRegionToJudge * s.regions)))));
        return;
    }
    if (s.maxOverMean >= RuleThresholds::kLopsidedOverMean &&
        double(s.hottestCount) > SamplingChance::plausibleMaximum(s.rows, s.regions))
        c.report(out, "HBD-SPLIT-003", Severity::Warning, c.splitsPath(),
                 tr("region %1 of %2 holds %3% of the sample keys, %4 times an even share of "
                    "its %5 regions: the split keys do not match how the keys are spread")
                     .arg(s.hottestRegion)
                     .arg(c.table.qualifiedName())
                     .arg(100.0 * double(s.hottestCount) / double(s.rows), 0, 'f', 1)
                     .arg(s.maxOverMean, 0, 'f', 1)
                     .arg(Units::formatCountInText(s.regions)),
                 tr("use recommended splits from the sample keys"), recommendedSplits(c));
}

void hotWindow(const RuleContext &c, QList<Finding> *out)
{
    // Writes per window as they follow write time: with unordered ids shuffled, ids listed in
    // turn no longer sweep the regions one after another.
    const KeySet &keys = keysInWriteTime(c); // c.trendKeys when some ids were shuffled
    RegionStats::Heatmap shuffled;
    if (c.trendKeys) {
        const RegionStats::Assignment a =
            RegionStats::assign(keys, keys.sortedOrder(), c.analysis.preview.splitKeys);
        shuffled = RegionStats::heatmap(a.regionOfRow, int(a.counts.size()),
                                        c.analysis.preview.heatmap.windows);
    }
    const RegionStats::Heatmap &h = c.trendKeys ? shuffled : c.analysis.preview.heatmap;
    if (h.regions < 2 || h.hottestShare.empty())
        return;
    // Hot: far beyond an even share of the regions (with two regions, near all of it), and
    // beyond what chance gives a window of this many rows.
    const double even = 1.0 / h.regions;
    const double hotShare = h.regions < 3 ? RuleThresholds::kHotShareAlways
                                          : std::clamp(RuleThresholds::kHotOverEvenShare * even,
                                                       RuleThresholds::kHotWindowFloor,
                                                       RuleThresholds::kHotWindowShare);
    const auto isHot = [&](int w) {
        const double share = h.hottestShare[std::size_t(w)];
        const qint64 rows = h.windowRows[std::size_t(w)];
        return share >= hotShare &&
               share * double(rows) > SamplingChance::plausibleMaximum(rows, h.regions);
    };
    int topWindow = -1;
    for (int w = 0; w < h.windows; ++w) {
        if (isHot(w) && (topWindow < 0 ||
                         h.hottestShare[std::size_t(w)] > h.hottestShare[std::size_t(topWindow)]))
            topWindow = w;
    }
    if (topWindow < 0)
        return;
    const auto top = h.hottestShare.cbegin() + topWindow;
    // Which region is hottest in each hot window: always the same one means the split keys do
    // not match the keys; a different one as time passes means the keys move in a band.
    QList<int> hotRegions;
    for (int w = 0; w < h.windows; ++w) {
        if (!isHot(w))
            continue;
        int hottest = 0;
        for (int r = 1; r < h.regions; ++r)
            hottest = h.at(w, r) > h.at(w, hottest) ? r : hottest;
        if (!hotRegions.contains(hottest))
            hotRegions.append(hottest);
    }
    auto window = top - h.hottestShare.cbegin() + 1;
    double share = *top;
    // One region hot whatever the time: the share and the window quoted are the preview's, as
    // the Regions panel and a lesson's goal show them (the shuffled order only told the two
    // kinds of hot spot apart).
    const RegionStats::Heatmap &shown = c.analysis.preview.heatmap;
    if (hotRegions.size() == 1 && c.trendKeys && !shown.hottestShare.empty()) {
        const auto most = std::max_element(shown.hottestShare.cbegin(), shown.hottestShare.cend());
        share = *most;
        window = most - shown.hottestShare.cbegin() + 1;
    }
    if (hotRegions.size() == 1)
        c.report(out, "HBD-WRITE-001", Severity::Warning, c.keyPath(),
                 tr("region %1 of %2 takes the most writes in every hot window, %3% in window %4: "
                    "the keys crowd into it whatever the time, so the split keys miss where the "
                    "keys are")
                     .arg(hotRegions.first()) // numbered from 0, as HBase and the charts do
                     .arg(c.table.qualifiedName())
                     .arg(100.0 * share, 0, 'f', 0)
                     .arg(window),
                 tr("choose split keys from the sample (recommended splits), or spread the leading "
                    "segment"));
    else
        c.report(out, "HBD-WRITE-001", Severity::Warning, c.keyPath(),
                 tr("in time window %1 of the sample, one region of %2 takes %3% of the writes, "
                    "and the hot region moves as time passes (%4 regions take turns): "
                    "consecutive writes sort together")
                     .arg(window)
                     .arg(c.table.qualifiedName())
                     .arg(100.0 * share, 0, 'f', 0)
                     .arg(hotRegions.size()),
                 tr("spread consecutive writes: salt or hash the leading segment"));
}

void fullScans(const RuleContext &c, QList<Finding> *out)
{
    for (qsizetype i = 0; i < c.analysis.access.size(); ++i) {
        const AccessAnalysis::Result &a = c.analysis.access[i];
        const AccessPattern &pattern = c.table.accessPatterns[i];
        if (!pattern.relatedTable.isEmpty())
            continue;
        if (a.method == AccessAnalysis::Method::FullScan)
            c.report(out, "HBD-READ-001", Severity::Error, c.path,
                     tr("access pattern '%1' needs a full table scan: its fields do not lead the "
                        "row key")
                         .arg(shownName(pattern)),
                     tr("lead the row key with the pattern's fields, or serve it from an index "
                        "table"));
        else if (a.method == AccessAnalysis::Method::FilteredScan) {
            if (a.unkeyedFields.isEmpty()) // the fields come after the range
                c.report(out, "HBD-READ-001", Severity::Warning, c.path,
                         tr("access pattern '%1' reads every row in its range of %2 and filters "
                            "out the rows whose %3 differ: those fields come after the range in "
                            "the key")
                             .arg(shownName(pattern), pattern.rangeField, joinList(pattern.fields)),
                         tr("lead the row key with the pattern's fields, then the range field"));
            else
                c.report(
                    out, "HBD-READ-001", Severity::Warning, c.path,
                    tr("access pattern '%1' reads the rows of every %2 and filters out all but "
                       "its own: %2 is not in the row key")
                        .arg(shownName(pattern), joinList(a.unkeyedFields)),
                    tr("put %1 in the row key, before the range field")
                        .arg(joinList(a.unkeyedFields)));
        }
    }
}

} // namespace RuleChecks

namespace RuleChecks {

void regionCount(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    if (keys.isEmpty())
        return;
    const qint64 regions = qint64(c.analysis.preview.assignment.counts.size());
    if (regions <= 1)
        return; // HBD-SPLIT-002 speaks about tables that are not pre-split
    const StorageEstimate::Result storage = ClusterRules::storageOf(c);
    const qint64 filled = storage.regions;
    const qint64 servers = std::max(1, c.project.cluster.regionServers);
    // One table's pre-split against its own volume: a note. The regions all tables put on each
    // server are HBD-CLUSTER-001's (docs/rules.md), which warns beyond 200 a server.
    const Severity severity = Severity::Info;
    const double gigabytesPerRegion = storage.totalBytes / double(regions) / (1024.0 * 1024 * 1024);
    // Fewer regions than the data will fill is normal: regions split as they grow.
    if (filled > 0 &&
        double(regions) > RuleThresholds::kOverSplitFactor * double(std::max(filled, servers)))
        c.report(out, "HBD-SPLIT-004", severity, c.splitsPath(),
                 tr("table %1 is pre-split into %2 regions on %3 region servers, but its volume "
                    "estimate fills only about %4 at the target region size: each region would "
                    "hold about %5 GiB before compression")
                     .arg(c.table.qualifiedName())
                     .arg(Units::formatCountInText(regions))
                     .arg(Units::formatCountInText(servers))
                     .arg(Units::formatCountInText(filled))
                     .arg(Units::formatAmount(gigabytesPerRegion, 2)),
                 tr("pre-split into about %1 regions")
                     .arg(Units::formatCountInText(std::max(filled, servers))));
    else if (regions > RuleThresholds::kManyRegions && regions > filled)
        c.report(out, "HBD-SPLIT-004", severity, c.splitsPath(),
                 tr("table %1 starts with %2 regions on %3 region servers; 50 to 100 regions of "
                    "10 to 50 GiB a table is the usual guidance")
                     .arg(c.table.qualifiedName())
                     .arg(Units::formatCountInText(regions))
                     .arg(Units::formatCountInText(servers)),
                 tr("pre-split into fewer regions"));
    else if (regions < servers && filled >= servers)
        c.report(out, "HBD-SPLIT-004", Severity::Info, c.splitsPath(),
                 tr("table %1 is pre-split into %2 regions for %3 region servers: until the "
                    "regions split, only %2 servers take its writes")
                     .arg(c.table.qualifiedName())
                     .arg(Units::formatCountInText(regions))
                     .arg(Units::formatCountInText(servers)),
                 tr("pre-split into at least %1 regions").arg(servers));
}

int suggestedSaltBuckets(int regionServers)
{
    int buckets = RuleThresholds::kFewestSuggestedBuckets;
    while (buckets < 2 * regionServers && buckets < RuleThresholds::kMostBuckets)
        buckets *= 2;
    return buckets;
}

// Salt buckets and regions line up when no region holds more buckets than its share: a region
// that straddles bucket boundaries unevenly takes more of the writes.
void saltBuckets(const RuleContext &c, QList<Finding> *out)
{
    const QList<KeySegment> &segments = c.table.rowKey.segments;
    const auto lead = std::find_if(segments.cbegin(), segments.cend(), [](const KeySegment &s) {
        return s.kind == KeySegment::Kind::Value;
    });
    if (lead == segments.cend())
        return;
    const KeyExpression e = KeyExpressionParser::parse(lead->expression).expression;
    const int buckets = e.bucketCount();
    if (buckets <= 0)
        return;
    const int servers = c.project.cluster.regionServers;
    if (buckets > RuleThresholds::kSaltBucketsPerServer * servers)
        c.report(out, "HBD-SPLIT-005", Severity::Warning, c.keyPath(),
                 tr("%1 buckets for %2 region servers: every scan that does not know the bucket "
                    "fans out to %1 scans")
                     .arg(buckets)
                     .arg(servers),
                 tr("use about twice as many buckets as region servers, such as %1")
                     .arg(suggestedSaltBuckets(servers)));
    // A salt byte is the key's first byte; a modulo bucket is its segment's bytes.
    const bool salted = e.kind == KeyExpression::Kind::Call;
    const KeySet &keys = c.analysis.preview.keys;
    const KeyColumn bucketBytes =
        salted ? KeyColumn() : c.analysis.segmentBytes(std::size_t(lead - segments.cbegin()));
    if (keys.size() < RuleThresholds::kMinRowsToMeasure ||
        (!salted && bucketBytes.size() != keys.size()))
        return;
    const RowIndices &regionOf = c.analysis.preview.assignment.regionOfRow;
    const std::size_t regions = c.analysis.preview.assignment.counts.size();
    std::vector<std::unordered_set<std::string>> seen(regions);
    for (std::size_t row = 0; row < keys.size(); ++row) {
        const QByteArrayView b =
            salted ? keys.key(row).first(std::min<qsizetype>(1, keys.key(row).size()))
                   : bucketBytes.key(row);
        seen[regionOf[row]].emplace(b.data(), std::size_t(b.size()));
    }
    const std::size_t fair = (std::size_t(buckets) + regions - 1) / regions;
    std::size_t worst = 0;
    for (std::size_t r = 1; r < regions; ++r)
        worst = seen[r].size() > seen[worst].size() ? r : worst;
    if (seen[worst].size() > fair)
        c.report(out, "HBD-SPLIT-005", Severity::Warning, c.splitsPath(),
                 tr("region %1 holds %2 of the %3 buckets, but with %4 regions none should hold "
                    "more than %5: the split keys do not fall on bucket boundaries")
                     .arg(worst)
                     .arg(seen[worst].size())
                     .arg(buckets)
                     .arg(regions)
                     .arg(fair),
                 salted
                     ? tr("pre-split with one region per salt bucket (saltBuckets %1)").arg(buckets)
                     : tr("put the split keys on bucket boundaries, one region per bucket"));
}

void rangeReads(const RuleContext &c, QList<Finding> *out)
{
    for (qsizetype i = 0; i < c.analysis.access.size(); ++i) {
        const AccessAnalysis::Result &a = c.analysis.access[i];
        const AccessPattern &p = c.table.accessPatterns[i];
        if (p.kind != AccessKind::RangeScan && p.kind != AccessKind::LatestN)
            continue;
        const auto keyFields = FieldUse::keyFields(c.table);
        const bool rangeInKey =
            std::any_of(keyFields.cbegin(), keyFields.cend(),
                        [&p](const auto &f) { return f.first == p.rangeField; });
        if (!p.rangeField.isEmpty() && !rangeInKey) {
            c.report(out, "HBD-READ-002", Severity::Warning, c.path,
                     tr("access pattern '%1' needs a range over %2, which is not in the row key: "
                        "HBase cannot pick the range out by key and reads every row the other "
                        "fields select")
                         .arg(shownName(p), p.rangeField),
                     tr("put [%1] in the key right after the pattern's fields").arg(p.rangeField));
            continue;
        }
        if (a.method == AccessAnalysis::Method::PrefixScan)
            c.report(out, "HBD-READ-002", Severity::Warning, c.path,
                     tr("access pattern '%1' needs a range over %2, but the key does not keep "
                        "%2 in order after the bound fields; it scans every row of the prefix")
                         .arg(shownName(p), p.rangeField),
                     tr("place [%1] right after the pattern's fields, without a hash")
                         .arg(p.rangeField));
        else if (a.method == AccessAnalysis::Method::RangeScan && a.scans > 1) {
            // Near the number of servers the fan-out is the price of spread writes, paid in
            // parallel; far beyond it, or on a frequent read, it is a cost to fix.
            const int servers = std::max(1, c.project.cluster.regionServers);
            const bool costly = a.scans > RuleThresholds::kFanOutOverServers * servers ||
                                p.ratePerSecond >= RuleThresholds::kLatencyCriticalPerSecond;
            c.report(out, "HBD-READ-002", costly ? Severity::Warning : Severity::Info, c.path,
                     tr("access pattern '%1' is a range read that the salt fans out to %2 scans, "
                        "for %3 region servers")
                         .arg(shownName(p))
                         .arg(a.scans)
                         .arg(servers),
                     tr("salt fewer buckets, or lead with the pattern's fields instead"));
        }
        if (p.kind != AccessKind::LatestN || a.method != AccessAnalysis::Method::RangeScan)
            continue;
        for (const KeySegment &s : c.table.rowKey.segments) {
            if (s.kind != KeySegment::Kind::Value || !s.expression.contains(p.rangeField))
                continue;
            if (!s.expression.contains(QStringLiteral("rev(")) && !s.descending)
                c.report(out, "HBD-READ-003", Severity::Info, c.path,
                         tr("access pattern '%1' wants the newest rows first, but %2 sorts them "
                            "oldest first")
                             .arg(shownName(p), s.toNotation()),
                         tr("write the time as [rev(%1):long]").arg(p.rangeField));
            break;
        }
    }
}

} // namespace RuleChecks
