// The family and table settings that decide read and write cost, judged by how the table is
// read (docs/rules.md, HBD-TUNE; the facts: docs/hbase-reference.md §6.4). Each rule is silent
// where the setting fits the table's access patterns.
#include "model/analysis/clusterbudget.h"
#include "model/analysis/storageestimate.h"
#include "model/rules/rulecatalog.h"
#include "model/rules/rulescluster.h"
#include "model/rules/rulethresholds.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

bool isGet(AccessKind k)
{
    return k == AccessKind::Get;
}

bool isScan(AccessKind k)
{
    return k == AccessKind::PrefixScan || k == AccessKind::RangeScan || k == AccessKind::LatestN;
}

QString rate(double perSecond)
{
    return Units::formatCountInText(perSecond);
}

void bloom(const RuleContext &c, const ColumnFamily &f, double gets, QList<Finding> *out)
{
    if (f.bloomFilter == BloomType::None)
        c.report(out, "HBD-TUNE-001", Severity::Warning, c.familyPath(f),
                 tr("table %1 is read by gets at %2 a second, but family %3 has no bloom filter: "
                    "each get looks into every store file of its region instead of only those "
                    "that can hold the row")
                     .arg(c.table.qualifiedName(), rate(gets), f.name),
                 tr("BLOOMFILTER => 'ROW' on family %1").arg(f.name),
                 {FixEdit{c.familyPath(f), QStringLiteral("bloomFilter"), QStringLiteral("ROW")}});
    else if (f.bloomFilter == BloomType::RowCol)
        c.report(out, "HBD-TUNE-001", Severity::Info, c.familyPath(f),
                 tr("family %1 has a ROWCOL bloom filter, but the gets of table %2 read whole "
                    "rows, which a row-and-column bloom filter cannot answer: a ROW filter "
                    "serves them and is smaller")
                     .arg(f.name, c.table.qualifiedName()),
                 tr("BLOOMFILTER => 'ROW' on family %1").arg(f.name),
                 {FixEdit{c.familyPath(f), QStringLiteral("bloomFilter"), QStringLiteral("ROW")}});
}

void blockSize(const RuleContext &c, const ColumnFamily &f, double gets, double scans,
               QList<Finding> *out)
{
    const QString fix = tr("BLOCKSIZE => 65536 (64 KiB, the default) on family %1").arg(f.name);
    const QList<FixEdit> edits{
        FixEdit{c.familyPath(f), QStringLiteral("blockSize"), QStringLiteral("64 KiB")}};
    if (gets >= RuleThresholds::kRealReadRate && f.blockSize >= RuleThresholds::kLargeBlockBytes)
        c.report(out, "HBD-TUNE-002", Severity::Warning, c.familyPath(f),
                 tr("family %1 uses %2 blocks but table %3 is read by gets at %4 a second: each "
                    "get reads and unpacks a whole block, %5 times the default's, to return one "
                    "row")
                     .arg(f.name, Units::formatSize(double(f.blockSize)), c.table.qualifiedName(),
                          rate(gets))
                     .arg(Units::formatAmount(double(f.blockSize) / FamilyDefaults::kBlockSize)),
                 fix, edits);
    else if (gets == 0 && scans > 0 && f.blockSize <= RuleThresholds::kSmallBlockBytes)
        c.report(out, "HBD-TUNE-002", Severity::Info, c.familyPath(f),
                 tr("family %1 uses %2 blocks but table %3 is only scanned: its block index is "
                    "%4 times the default's, and scans gain nothing from small blocks")
                     .arg(f.name, Units::formatSize(double(f.blockSize)), c.table.qualifiedName())
                     .arg(Units::formatAmount(double(FamilyDefaults::kBlockSize) / f.blockSize)),
                 fix, edits);
}

void inMemory(const RuleContext &c, const ColumnFamily &f, QList<Finding> *out)
{
    // With BLOCKCACHE false nothing of the family is cached, IN_MEMORY or not.
    if (!f.inMemory || !f.blockCache)
        return;
    const ClusterProfile &cluster = c.project.cluster;
    const StorageEstimate::Result storage = ClusterRules::storageOf(c);
    const auto store = std::find_if(storage.families.cbegin(), storage.families.cend(),
                                    [&](const auto &s) { return s.family == f.name; });
    if (store == storage.families.cend())
        return;
    const double perServer = store->rawBytes / double(std::max(1, cluster.regionServers));
    // The in-memory quarter of the cache that holds data blocks: the LRU cache's, or the
    // BucketCache's (hbase.bucketcache.memory.factor, 0.25).
    const double share = cluster.dataCacheBytes() * ClusterBudget::kInMemoryShare;
    if (perServer <= share)
        return;
    QString message =
        tr("family %1 is IN_MEMORY, but it holds about %2 a region server uncompressed, beyond "
           "the %3 in-memory quarter of the block cache, which it shares with hbase:meta and "
           "every other IN_MEMORY family: its blocks push out each other's and meta's")
            .arg(f.name, Units::formatSize(perServer), Units::formatSize(share));
    if (!cluster.heapBytes && !cluster.bucketCacheBytes)
        message = withFigure(message, tr("heap assumed %1: state it in the cluster profile")
                                          .arg(Units::formatSize(double(cluster.heap()))));
    c.report(
        out, "HBD-TUNE-003", Severity::Warning, c.familyPath(f), message,
        tr("IN_MEMORY => false on family %1; keep IN_MEMORY for small lookup families").arg(f.name),
        {FixEdit{c.familyPath(f), QStringLiteral("inMemory"), QStringLiteral("false")}});
}

void blockCache(const RuleContext &c, const ColumnFamily &f, double gets, QList<Finding> *out)
{
    if (f.blockCache || gets < RuleThresholds::kRealReadRate)
        return;
    c.report(out, "HBD-TUNE-004", Severity::Warning, c.familyPath(f),
             tr("family %1 has BLOCKCACHE => false, but table %2 is read by gets at %3 a second: "
                "every get reads its block from disk, however often the row is read")
                 .arg(f.name, c.table.qualifiedName(), rate(gets)),
             tr("BLOCKCACHE => true on family %1; turn it off only for families that are "
                "scanned once")
                 .arg(f.name),
             {FixEdit{c.familyPath(f), QStringLiteral("blockCache"), QStringLiteral("true")}});
}

void keepDeleted(const RuleContext &c, const ColumnFamily &f, QList<Finding> *out)
{
    // TTL keeps deleted cells until the TTL expires them: with none, as long as TRUE does.
    if (f.keepDeletedCells == KeepDeletedCells::False || f.ttlSeconds < FamilyDefaults::kTtlForever)
        return;
    QString message =
        tr("family %1 keeps deleted cells (KEEP_DELETED_CELLS => %2) with no TTL: deleted "
           "cells, as many versions of each as VERSIONS keeps (%3), and their delete markers "
           "never expire, so deletes free no space")
            .arg(f.name, kKeepDeletedCellsNames.name(f.keepDeletedCells))
            .arg(f.versions);
    // What the stated deletes keep: the rows deleted in the estimate's span, and their markers.
    const StorageEstimate::Result storage = ClusterRules::storageOf(c);
    for (const StorageEstimate::FamilyStore &s : storage.families) {
        if (s.family != f.name || s.deletedRows <= 0 || s.rows <= 0)
            continue;
        const QString rows = Units::formatCountInText(std::round(s.deletedRows));
        const QString bytes = Units::formatSize(s.storeBytes * s.deletedRows / s.rows);
        const qint64 days = c.table.volume.retentionDays;
        message = withFigure(
            message, days > 0
                         ? tr("over the table's retention of %1, the deletes the access patterns "
                              "state leave about %2 deleted rows and %3 of store files in it")
                               .arg(Units::formatSeconds(days * 86400), rows, bytes)
                         : tr("in a year, the deletes the access patterns state leave about %1 "
                              "deleted rows and %2 of store files in it")
                               .arg(rows, bytes));
    }
    c.report(out, "HBD-TUNE-006", Severity::Warning, c.familyPath(f), message,
             tr("set a TTL on family %1 for as long as deleted cells must be readable, or "
                "KEEP_DELETED_CELLS => FALSE")
                 .arg(f.name));
}

} // namespace

void tuning(const RuleContext &c, QList<Finding> *out)
{
    const double gets = ratePerSecond(c.table.accessPatterns, isGet);
    const double scans = ratePerSecond(c.table.accessPatterns, isScan);
    for (const ColumnFamily &f : c.table.families) {
        if (gets >= RuleThresholds::kRealReadRate)
            bloom(c, f, gets, out);
        blockSize(c, f, gets, scans, out);
        inMemory(c, f, out);
        blockCache(c, f, gets, out);
        keepDeleted(c, f, out);
    }
    if (c.table.attributes.durability == Durability::SkipWal) {
        // Replication ships the WAL: it matters only for a family with a replication scope.
        bool replicated = false;
        for (const ColumnFamily &f : c.table.families)
            replicated = replicated || f.replicationScope > 0;
        QString message =
            tr("table %1 writes no WAL (DURABILITY => 'SKIP_WAL'): every edit not yet flushed, "
               "up to about an hour of writes (a memstore is flushed at the latest an hour after "
               "its oldest edit, hbase.regionserver.optionalcacheflushinterval), is lost when a "
               "region server dies")
                .arg(c.table.qualifiedName());
        if (replicated)
            message = tr("%1, and no edit reaches the peer clusters its families' "
                         "REPLICATION_SCOPE names, since replication ships the WAL")
                          .arg(message);
        c.report(out, "HBD-TUNE-005", Severity::Warning, c.path, message,
                 tr("DURABILITY => 'USE_DEFAULT', or ASYNC_WAL if losing the last moment of "
                    "writes is acceptable"),
                 {FixEdit{c.path, QStringLiteral("durability"), QStringLiteral("USE_DEFAULT")}});
    } else if (c.table.attributes.durability == Durability::AsyncWal)
        c.report(out, "HBD-TUNE-005", Severity::Info, c.path,
                 tr("table %1 writes its WAL asynchronously (DURABILITY => 'ASYNC_WAL'): the "
                    "edits of the last moment before a region server dies, not yet synced, "
                    "are lost")
                     .arg(c.table.qualifiedName()),
                 tr("DURABILITY => 'USE_DEFAULT' if no acknowledged write may be lost"));
}

void encoding(const RuleContext &c, QList<Finding> *out)
{
    const double key = c.analysis.averageKeyBytes();
    const double gets = ratePerSecond(c.table.accessPatterns, isGet);
    if (key < RuleThresholds::kLongKeyBytes)
        return;
    for (const ColumnFamily &f : c.table.families) {
        if (f.dataBlockEncoding != DataBlockEncoding::None || f.qualifiers.isEmpty())
            continue;
        const double rowBytes = StorageEstimate::familyRowBytes(f, key);
        // Every cell after a row's first repeats the row key that FAST_DIFF stores once; in a
        // wide family nearly every cell follows another of its row.
        const double cells = double(f.qualifiers.size());
        const double repeated = f.qualifierField.isEmpty() ? key * (cells - 1) : key * cells;
        const double saved = rowBytes > 0 ? repeated / rowBytes : 0;
        if (saved < RuleThresholds::kEncodingWorthShare)
            continue;
        const QString share = Units::formatShare(std::round(saved * 100) / 100);
        // A codec already removes most repeated bytes on disk: the encoding then saves mainly
        // block-cache space, which holds blocks uncompressed (docs/hbase-reference.md §6.4).
        QString message =
            f.compression == Compression::None
                ? tr("family %1 repeats the row key (%2 bytes) in every cell with no data block "
                     "encoding: FAST_DIFF would store it once a row, about %3 of the family's "
                     "bytes, in the block cache as well as on disk")
                      .arg(f.name, Units::formatAmount(key), share)
                : tr("family %1 repeats the row key (%2 bytes) in every cell with no data block "
                     "encoding: FAST_DIFF would store it once a row, about %3 of the family's "
                     "bytes in the block cache; on disk its %4 compression already removes most "
                     "of the repeats")
                      .arg(f.name, Units::formatAmount(key), share,
                           kCompressionNames.name(f.compression));
        // A seek into a FAST_DIFF block decodes it from its start (HBASE-16213).
        if (gets >= RuleThresholds::kRealReadRate)
            message = tr("%1; each get then decodes its block from the start up to its row, "
                         "which ROW_INDEX_V1 (an index of the rows in each block) avoids for "
                         "random gets, without the saving")
                          .arg(message);
        c.report(out, "HBD-TUNE-007", Severity::Info, c.familyPath(f), message,
                 tr("DATA_BLOCK_ENCODING => 'FAST_DIFF' on family %1").arg(f.name),
                 {FixEdit{c.familyPath(f), QStringLiteral("dataBlockEncoding"),
                          QStringLiteral("FAST_DIFF")}});
    }
}

} // namespace RuleChecks
