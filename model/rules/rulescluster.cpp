// The rules on the cluster budget (docs/rules.md, HBD-CLUSTER): what all the tables together ask
// of each region server against what the cluster profile gives it (model/analysis/clusterbudget).
#include "model/rules/rulescluster.h"

#include "model/analysis/clusterbudgettext.h"
#include "model/analysis/splits.h"
#include "model/rowkey/fielduse.h"
#include "model/rules/rulecatalog.h"
#include "model/rules/timeinkey.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ClusterRules {

namespace {

using ClusterBudget::Figure;
using ClusterBudget::Measure;

QString tr(const char *text, const char *comment = nullptr)
{
    return QCoreApplication::translate("ClusterRules", text, comment);
}

qint64 regionsOfSpec(const SplitSpec &spec)
{
    switch (spec.kind) {
    case SplitKind::None:
        return 1;
    case SplitKind::Explicit:
        return spec.keys.size() + 1;
    default:
        return std::max(1, spec.regions);
    }
}

// "a (820), b (400) and 2 more": the tables behind a figure with their parts.
QString tablesOf(const Figure &f, QString (*amount)(double))
{
    constexpr qsizetype kShown = 3;
    QStringList shown;
    for (qsizetype i = 0; i < f.tables.size() && i < kShown; ++i)
        shown << tr("%1 (%2)", "a table and its part of a figure")
                     .arg(ClusterBudget::shownName(f.tables[i]), amount(f.parts[i]));
    QString text = shown.join(tr(", ", "between the tables of a figure"));
    if (f.tables.size() > kShown)
        text = QCoreApplication::translate("ClusterRules", "%1 and %n more", nullptr,
                                           int(f.tables.size() - kShown))
                   .arg(text);
    return text;
}

QString count(double value)
{
    return Units::formatCountInText(std::round(value));
}

QString size(double bytes)
{
    return Units::formatSize(bytes);
}

QString times(double ratio)
{
    return Units::formatAmount(ratio, ratio < 10 ? 1 : 0);
}

// A finding of the project (object path ""), or of `objectPath` when given.
void add(QList<Finding> *out, const char *rule, Severity severity, const QString &message,
         const QString &fix, const QList<FixEdit> &edits = {}, const QString &objectPath = {})
{
    out->append(Finding{QString::fromLatin1(rule), severity, objectPath, Units::tidyText(message),
                        Units::tidyText(fix), edits, SampleBasis::None});
}

QString heapNote(const ClusterProfile &cluster)
{
    return cluster.heapBytes ? QString()
                             : tr("; the heap is assumed to be %1: state it in the cluster profile")
                                   .arg(size(double(cluster.heap())));
}

// What a server's block cache is made of, as HBD-CLUSTER-004 names it.
QString cacheNote(const ClusterProfile &cluster)
{
    if (!cluster.bucketCacheBytes)
        return tr("%1 of the heap%2")
            .arg(Units::formatShare(cluster.blockCacheFraction), heapNote(cluster));
    return tr("%1 of the heap for index and bloom blocks, and a %2 off-heap BucketCache for the "
              "data blocks")
        .arg(Units::formatShare(cluster.blockCacheFraction),
             size(double(*cluster.bucketCacheBytes)));
}

void regions(const ClusterBudget::Result &b, QList<Finding> *out)
{
    const Figure &created = b.figure(Measure::RegionsAtCreation);
    const Figure &retained = b.figure(Measure::RegionsAtRetention);
    const bool atCreation = created.beyond();
    const Figure &f = atCreation ? created : retained;
    if (!f.beyond())
        return;
    const int needed =
        atCreation ? int(std::ceil(f.perServer * b.servers / ClusterBudget::kMostRegionsPerServer))
                   : b.serversForRegions;
    add(out, "HBD-CLUSTER-001", Severity::Warning,
        (atCreation ? tr("the tables are created with about %1 regions on each of the %2 region "
                         "servers, beyond the 20 to 200 a server the Reference Guide advises: %3")
                    : tr("once the tables reach their volume estimates each of the %2 region "
                         "servers carries about %1 regions, beyond the 20 to 200 a server the "
                         "Reference Guide advises: %3"))
                .arg(count(f.perServer), count(b.servers), tablesOf(f, count)) +
            (b.splitLimited && !atCreation
                 ? tr("; HBase splits no region on a server holding %1 "
                      "(hbase.regionserver.regionSplitLimit), so the regions past that grow "
                      "beyond their split size instead")
                       .arg(count(ClusterBudget::kRegionSplitLimit))
                 : QString()),
        tr("about %1 region servers, larger regions (MAX_FILESIZE or the cluster's region "
           "size), or fewer pre-split regions")
            .arg(count(needed)),
        {FixEdit{QString(), QStringLiteral("regionServers"), QString::number(needed)}});
}

// Empty regions flush and write nothing, so they are a note, not a warning: they still count in
// meta, the balancer and every server's open regions until merged. Each table whose key leaves
// them is named on its own, with its own fix, also beside a warning on the live regions: more
// servers alone would not make them fit.
void emptiedRegions(const ClusterBudget::Result &b, QList<Finding> *out)
{
    const Figure &year = b.figure(Measure::RegionsAfterAYear);
    if (!year.beyond())
        return;
    for (const ClusterBudget::TableLoad &l : b.tables) {
        if (l.emptiedRegionsPerYear == 0)
            continue;
        add(out, "HBD-CLUSTER-001", Severity::Info,
            tr("as rows expire, the time-ordered key of table %1 leaves regions empty behind it: "
               "about %2 a region server after a year, which with the live regions of all tables "
               "makes %3, beyond the 20 to 200 a server the Reference Guide advises; they stay "
               "until merged")
                .arg(ClusterBudget::shownName(l.table),
                     count(double(l.emptiedRegionsPerYear) / b.servers), count(year.perServer)),
            tr("NORMALIZATION_ENABLED => true and METADATA => {'%2' => '0'} on table %1, so the "
               "normalizer merges the emptied regions (it leaves regions under 1 MiB alone unless "
               "that value is 0)")
                .arg(ClusterBudget::shownName(l.table),
                     ClusterBudget::kMergeMinRegionSizeKey.toString()),
            {FixEdit{l.table, QStringLiteral("normalizationEnabled"), QStringLiteral("true")},
             FixEdit{l.table,
                     kFixAttributePrefix + ClusterBudget::kMergeMinRegionSizeKey.toString(),
                     QStringLiteral("0")}},
            l.table);
    }
}

// A figure against a share of the heap; `message` takes the figure, how many times the limit it
// is, the limit, the share, the note on an assumed heap and the tables, in that order.
void heapFinding(QList<Finding> *out, const char *rule, Severity severity, const Figure &f,
                 double share, const ClusterProfile &cluster, const QString &message,
                 const QString &fix)
{
    add(out, rule, severity,
        QString(message).arg(size(f.perServer), times(f.used()), size(f.limit),
                             Units::formatShare(share), heapNote(cluster), tablesOf(f, size)),
        fix);
}

void memstores(const ClusterBudget::Result &b, const ClusterProfile &cluster, QList<Finding> *out)
{
    const Figure &f = b.figure(Measure::Memstores);
    if (!f.beyond())
        return;
    heapFinding(
        out, "HBD-CLUSTER-002", Severity::Warning, f, cluster.memstoreFraction, cluster,
        tr("the regions written at once need about %1 of memstore on each region server "
           "(what each region written holds when it flushes: its flush size, or the hour of "
           "writes it takes before the periodic flush), %2 times the %3 its "
           "memstores may hold (%4 of the heap%5): regions flush long before their flush "
           "size, into many small files that compactions must merge again: %6"),
        tr("write fewer regions at once (larger regions, fewer families), or add region "
           "servers or heap"));
}

void disk(const ClusterBudget::Result &b, const ClusterProfile &cluster, QList<Finding> *out)
{
    const Figure &f = b.figure(Measure::Disk);
    if (!f.beyond())
        return;
    const QString note = cluster.diskBytes
                             ? QString()
                             : tr("; the disk is assumed to be %1: state it in the cluster profile")
                                   .arg(size(f.limit));
    const QString tables = tablesOf(f, size);
    const QString copies = count(cluster.hdfsReplication);
    add(out, "HBD-CLUSTER-003", Severity::Warning,
        f.used() > 1
            ? tr("the tables need about %1 of disk on each region server once they reach their "
                 "volume estimates (after compression, %2 HDFS copies), more than its %3%4: %5")
                  .arg(size(f.perServer), copies, size(f.limit), note, tables)
            : tr("the tables need about %1 of disk on each region server once they reach their "
                 "volume estimates (after compression, %2 HDFS copies), %3 of its %4%5, leaving "
                 "less than the fifth HBase needs beside them: for the WALs, a major "
                 "compaction's new files before the old are removed, and the compacted-away "
                 "files a snapshot keeps: %6")
                  .arg(size(f.perServer), copies,
                       Units::formatShare(std::round(f.used() * 100) / 100), size(f.limit), note,
                       tables),
        tr("add region servers or disk, compress the largest families, or keep rows for less "
           "time"));
}

// The Guide's figure is a planning figure from experience, not a limit HBase enforces: info.
void walWrites(const ClusterBudget::Result &b, QList<Finding> *out)
{
    const Figure &f = b.figure(Measure::Writes);
    if (!f.beyond())
        return;
    const auto rate = [](double bytes) { return ClusterBudget::amount(Measure::Writes, bytes); };
    // The largest part, when the busiest server takes more of it than its share: a
    // time-ordered key's tail.
    const auto top = std::find_if(b.tables.cbegin(), b.tables.cend(), [&](const auto &l) {
        return !f.tables.isEmpty() && l.table == f.tables.first();
    });
    QString tail;
    if (top != b.tables.cend() && top->busiestWalShare * b.servers > 1)
        tail = tr(", most of it the time-ordered key of table %1, whose writes all go to the "
                  "server holding its tail")
                   .arg(ClusterBudget::shownName(top->table));
    add(out, "HBD-CLUSTER-005", Severity::Info,
        tr("the busiest region server writes about %1 to its WAL%2, beyond the 5 to 15 MB/s the "
           "Reference Guide expects of a region server with one active WAL (a planning figure "
           "to measure with PerformanceEvaluation, not a limit): %3")
            .arg(rate(f.perServer), tail, tablesOf(f, rate)),
        tail.isEmpty() ? tr("hbase.wal.provider = multiwal on the region servers (several WALs "
                            "written at once), or more region servers")
                       : tr("spread the writes of table %1 (a salt or hash before the time), "
                            "hbase.wal.provider = multiwal on the region servers, or more region "
                            "servers")
                             .arg(ClusterBudget::shownName(f.tables.first())));
}

void blockCache(const ClusterBudget::Result &b, const ClusterProfile &cluster, QList<Finding> *out)
{
    const Figure &f = b.figure(Measure::BlockCache);
    if (!f.beyond()) // beyond its allowance: far beyond the block cache
        return;
    add(out, "HBD-CLUSTER-004", Severity::Info,
        tr("the reads of an hour need about %1 of block cache on each region server (the index "
           "and bloom blocks they consult, cached even with BLOCKCACHE false, and the data "
           "blocks the gets and scans load from cached families, uncompressed), %2 times its %3 "
           "block cache (%4); if the reads spread evenly over the rows, about %5 of those blocks "
           "are found cached, and each server reads about %6 blocks a second from disk: %7")
            .arg(size(f.perServer), times(f.used()), size(f.limit), cacheNote(cluster),
                 Units::formatShare(std::round(b.readHitShare * 100) / 100),
                 count(b.diskReadsPerSecond), tablesOf(f, size)),
        cluster.bucketCacheBytes
            ? tr("a larger BucketCache, more region servers, or smaller blocks on the families "
                 "the gets read")
            : tr("a larger block cache (an off-heap BucketCache), more region servers, or "
                 "smaller blocks on the families the gets read"));
}

} // namespace

ClusterBudget::TableInput input(const RuleContext &c)
{
    ClusterBudget::TableInput in;
    in.table = &c.table;
    in.averageKeyBytes = c.analysis.averageKeyBytes();
    in.regionsAtCreation = c.analysis.available
                               ? qint64(c.analysis.preview.assignment.counts.size())
                               : regionsOfSpec(c.table.splits);
    if (c.analysis.available) {
        in.qualifierBytes = StorageEstimate::wideQualifierBytes(c.table, c.analysis.rows());
        in.reads = readsOf(c);
    }
    return in;
}

QList<ClusterBudget::Read> readsOf(const RuleContext &c)
{
    using Read = ClusterBudget::Read;
    using Method = AccessAnalysis::Method;
    QList<Read> reads;
    const QList<AccessPattern> &patterns = c.table.accessPatterns;
    for (qsizetype i = 0; i < patterns.size() && i < c.analysis.access.size(); ++i) {
        const AccessAnalysis::Result &a = c.analysis.access[i];
        if (a.method == Method::Write || patterns[i].kind == AccessKind::Delete)
            continue; // a delete writes a marker and reads no block
        Read read;
        read.ratePerSecond = patterns[i].ratePerSecond;
        read.requests = std::max(1, a.scans);
        if (a.method == Method::Get || !patterns[i].relatedTable.isEmpty()) {
            // A read through an index or lookup table reads this one by gets: one at least.
            read.kind = Read::Kind::Row;
            read.requests = 1;
        } else if (a.method == Method::FullScan) {
            read.kind = Read::Kind::Table;
        } else if (patterns[i].kind == AccessKind::LatestN) {
            read.kind = Read::Kind::Rows;
            read.rows = std::max(1, patterns[i].limit);
        } else { // prefix and range scans, and a filtered scan's range of the leading field
            read.kind = Read::Kind::Ranges;
            read.regions = std::max(1.0, a.meanRegions);
        }
        reads.append(read);
    }
    return reads;
}

qint64 tailRegions(const RuleContext &c)
{
    if (TimeInKey::leadingTime(c.table) || RuleChecks::keyMovesWithTime(c))
        return 1;
    if (const int buckets = FieldUse::saltBuckets(c.table);
        buckets > 0 && TimeInKey::leadingTime(c.table, 1)) // each bucket written at its end
        return buckets;
    return 0;
}

StorageEstimate::Inputs storageInputs(const RuleContext &c)
{
    StorageEstimate::Inputs in;
    in.averageKeyBytes = c.analysis.averageKeyBytes();
    if (c.analysis.available)
        in.qualifierBytes = StorageEstimate::wideQualifierBytes(c.table, c.analysis.rows());
    in.writes =
        tailRegions(c) > 0 ? StorageEstimate::Writes::Tail : StorageEstimate::Writes::Spread;
    return in;
}

StorageEstimate::Result storageOf(const RuleContext &c)
{
    return StorageEstimate::estimate(c.table, storageInputs(c), c.project.cluster);
}

StorageEstimate::Result storageOf(const Project &project, const Table &table,
                                  const TableAnalysis &analysis)
{
    const RuleContext context{project, table, analysis, table.fullName(), {}, {}, false};
    return storageOf(context);
}

StorageEstimate::Result storageOf(const Project &project, const Table &table,
                                  const TableAnalysis &analysis,
                                  const std::optional<ClusterBudget::Result> &budget)
{
    StorageEstimate::Result storage = storageOf(project, table, analysis);
    if (!budget || !budget->splitLimited)
        return storage;
    for (const ClusterBudget::TableLoad &load : budget->tables) {
        if (load.table == table.fullName() && load.regionsAtRetention < storage.regions) {
            storage.regions = load.regionsAtRetention;
            storage.splitLimited = true;
        }
    }
    return storage;
}

void check(const Project &project, const ClusterBudget::Result &budget, QList<Finding> *out)
{
    regions(budget, out);
    emptiedRegions(budget, out);
    memstores(budget, project.cluster, out);
    disk(budget, project.cluster, out);
    walWrites(budget, out);
    blockCache(budget, project.cluster, out);
}

} // namespace ClusterRules
