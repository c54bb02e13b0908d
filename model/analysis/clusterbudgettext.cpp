#include "model/analysis/clusterbudgettext.h"

#include "model/schema/units.h"

#include <QCoreApplication>

#include <cmath>

namespace ClusterBudget {

namespace {

QString tr(const char *text, const char *comment = nullptr)
{
    return QCoreApplication::translate("ClusterBudget", text, comment);
}

} // namespace

QString measureName(Measure measure)
{
    switch (measure) {
    case Measure::RegionsAtCreation:
        return tr("Regions at creation");
    case Measure::RegionsAtRetention:
        return tr("Regions at full volume");
    case Measure::RegionsAfterAYear:
        return tr("Regions after a year");
    case Measure::Memstores:
        return tr("Memstores written at once");
    case Measure::Writes:
        return tr("WAL writes, busiest server");
    case Measure::Disk:
        return tr("Disk");
    case Measure::BlockCache:
        return tr("Block cache, an hour's reads");
    }
    return {};
}

const char *measureKey(Measure measure)
{
    switch (measure) {
    case Measure::RegionsAtCreation:
        return "regionsAtCreation";
    case Measure::RegionsAtRetention:
        return "regionsAtFullVolume";
    case Measure::RegionsAfterAYear:
        return "regionsAfterAYear";
    case Measure::Memstores:
        return "memstores";
    case Measure::Writes:
        return "writeBytesPerSecond";
    case Measure::Disk:
        return "disk";
    case Measure::BlockCache:
        return "blockCache";
    }
    return "";
}

QString measureExplained(Measure measure)
{
    switch (measure) {
    case Measure::RegionsAtCreation:
        return tr("The regions the pre-splits create, a region server's share; the Reference "
                  "Guide advises 20 to 200 a server");
    case Measure::RegionsAtRetention:
        return tr("Each table's store files as HBase splits them: its largest store (all stores "
                  "in 3.x) over the region size, the regions about 72% full (half full behind a "
                  "time-ordered key), times REGION_REPLICATION; a region server's share");
    case Measure::RegionsAfterAYear:
        return tr("The same, with the regions a year of expiry leaves empty behind time-ordered "
                  "keys, unless the table's normalizer merges them");
    case Measure::Memstores:
        return tr(
            "What each region taking writes holds when it flushes (all its families "
            "together): its flush size, or the writes of the hour before the periodic "
            "flush; against the heap's memstore share, twice its 95% lower mark (where flushes "
            "are forced) may be held at once");
    case Measure::Writes:
        return tr("The bytes the tables' puts (or growth) write a second to the WAL of the busiest "
                  "region server: each table's share of a server, but the time-ordered key "
                  "that puts most on the few servers holding its tail, its whole stream there; "
                  "against the Reference Guide's 5 to 15 MB/s a server with one WAL, a planning "
                  "figure to measure");
    case Measure::Disk:
        return tr("Every family's store files (the versions it keeps) and MOB files after "
                  "compression, times HDFS's copies, against a server's disk");
    case Measure::BlockCache:
        return tr("The blocks an hour's reads bring into the cache: the index and bloom chunks "
                  "they consult (cached even with BLOCKCACHE false) and the data blocks the gets "
                  "and scans load from cached families (full table scans read past the cache), "
                  "uncompressed as the cache holds them; against the heap's block cache share "
                  "and the BucketCache, if any");
    }
    return {};
}

QString amount(Measure measure, double value)
{
    switch (measure) {
    case Measure::RegionsAtCreation:
    case Measure::RegionsAtRetention:
    case Measure::RegionsAfterAYear:
        // A table's part of a server's regions may be a fraction of one.
        return value > 0 && value < 10 ? Units::formatAmount(value, 1)
                                       : Units::formatCountInText(std::round(value));
    case Measure::Writes:
        return tr("%1/s", "bytes a second").arg(Units::formatSize(value));
    default:
        return Units::formatSize(value);
    }
}

QStringList tablesList(const Figure &figure)
{
    QStringList parts;
    for (qsizetype i = 0; i < figure.tables.size(); ++i)
        parts << tr("%1 %2", "a table and its part of a figure")
                     .arg(shownName(figure.tables[i]), amount(figure.measure, figure.parts[i]));
    return parts;
}

QString tablesText(const Figure &figure)
{
    return tablesList(figure).join(tr(", ", "between the tables of a figure"));
}

QString limitText(const Figure &figure)
{
    if (figure.limit <= 0)
        return QStringLiteral("-");
    const QString limit = amount(figure.measure, figure.limit);
    return figure.assumedHeap || figure.assumedDisk
               ? tr("%1 (assumed)", "a limit resting on a heap or disk not stated").arg(limit)
               : limit;
}

QString usedText(const Figure &figure)
{
    return figure.limit > 0 ? QStringLiteral("%1%").arg(std::round(figure.used() * 100))
                            : QStringLiteral("-");
}

QString statedSize(double bytes, bool assumed)
{
    return assumed ? tr("%1 (assumed)", "a heap or disk the user has not stated")
                         .arg(Units::formatSize(bytes))
                   : Units::formatSize(bytes);
}

QString profileText(const ClusterProfile &p)
{
    const QString cache =
        p.bucketCacheBytes
            ? tr("%1, and an off-heap BucketCache of %2", "the block cache's heap share")
                  .arg(Units::formatShare(p.blockCacheFraction),
                       Units::formatSize(double(*p.bucketCacheBytes)))
            : Units::formatShare(p.blockCacheFraction);
    return Units::tidyText(
        tr("%1 region servers; heap %2, memstores %3 of it, block cache %4; flush size %5; "
           "region size %6; disk %7; HDFS replication %8")
            .arg(Units::formatCountInText(p.regionServers),
                 statedSize(double(p.heap()), !p.heapBytes), Units::formatShare(p.memstoreFraction),
                 cache, Units::formatSize(double(p.memstoreFlushBytes)),
                 Units::formatSize(double(p.targetRegionBytes)),
                 statedSize(double(p.disk()), !p.diskBytes))
            .arg(p.hdfsReplication));
}

QString growthText(const Result &budget)
{
    QStringList growing;
    for (const TableLoad &l : budget.tables) {
        if (l.grows)
            growing << shownName(l.table);
    }
    if (growing.isEmpty())
        return {};
    return QCoreApplication::translate("ClusterBudget",
                                       "%n table(s) keep their rows with no end date, counted "
                                       "after a year of growth: %1.",
                                       nullptr, int(growing.size()))
        .arg(growing.join(tr(", ", "between the tables of a figure")));
}

QString readsText(const Result &budget)
{
    double reads = 0;
    for (const TableLoad &l : budget.tables)
        reads += l.getsPerSecond + l.scansPerSecond;
    if (reads <= 0)
        return {};
    const auto blocks = [](double perSecond) {
        return Units::formatCountInText(std::round(perSecond));
    };
    QString text = tr("If the reads spread evenly over their rows, the block cache holds about %1 "
                      "of the data blocks they load, and each region server reads about %2 "
                      "blocks a second from disk.")
                       .arg(Units::formatShare(std::round(budget.readHitShare * 100) / 100),
                            blocks(budget.diskReadsPerSecond));
    if (budget.tableScanBlocksPerSecond > 0)
        text += u' ' + tr("Full table scans ask each server to read about %1 from "
                          "disk beside them (%2 blocks a second), past the cache.")
                           .arg(amount(Measure::Writes, budget.tableScanDiskBytesPerSecond),
                                blocks(budget.tableScanBlocksPerSecond));
    return Units::tidyText(text);
}

} // namespace ClusterBudget
