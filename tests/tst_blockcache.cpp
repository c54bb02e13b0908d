// The block cache's working set of gets and scans (model/analysis/clusterbudget, HBD-CLUSTER-004):
// each expectation worked out by hand from docs/hbase-reference.md §6.8, not read off the
// designer's output.
#include "clustertestutil.h"
#include "model/analysis/clusterbudget.h"
#include "model/analysis/clusterbudgettext.h"
#include "model/rules/linter.h"
#include "rulestestutil.h"

#include <QTest>

using ClusterBudget::Measure;
using ClusterBudget::Read;
using namespace ClusterTest;

class TestBlockCache : public QObject
{
    Q_OBJECT

private slots:
    void scansLoadTheirRowsBlocks();
    void aFamilyOutOfTheCacheReadsFromDisk();
    void aBucketCacheHoldsTheDataBlocks();
    void theKeyDecidesHowAReadIsServed();
    void patternKindsStandInWithoutASample();
};

namespace {

Read readOf(Read::Kind kind, double rate, double requests = 1, double rows = 0, double regions = 1)
{
    Read r;
    r.kind = kind;
    r.ratePerSecond = rate;
    r.requests = requests;
    r.rows = rows;
    r.regions = regions;
    return r;
}

// A billion 1 KiB rows (1.024 TB, 15,625,000 blocks of 64 KiB) on the default 3 servers with
// the assumed 16 GiB heap, read by `reads`.
ClusterBudget::Result budgetOf(Table &t, const QList<Read> &reads,
                               const ClusterProfile &cluster = {})
{
    t = kilobyteTable(QStringLiteral("t"), 1000000000);
    t.accessPatterns.clear(); // no writes: only the reads count here
    ClusterBudget::TableInput in;
    in.table = &t;
    in.averageKeyBytes = 8;
    in.regionsAtCreation = 4;
    in.reads = reads;
    return ClusterBudget::compute(cluster, {in});
}

} // namespace

void TestBlockCache::scansLoadTheirRowsBlocks()
{
    Table t;
    // 10 latest-50 scans a second: 50 KiB of rows from a random offset in a 64 KiB block touch
    // 1 + 51,200 / 65,536 = 1.78125 blocks. 5 prefix scans a second over 16 salt buckets that
    // touch 2 regions together: at least a block each scan, 80 blocks a second. A full scan every
    // 10,000 s: 1,562.5 blocks a second, read past the cache.
    const ClusterBudget::Result b =
        budgetOf(t, {readOf(Read::Kind::Rows, 10, 1, 50), readOf(Read::Kind::Ranges, 5, 16, 0, 2),
                     readOf(Read::Kind::Table, 0.0001)});
    const ClusterBudget::TableLoad &l = b.tables.first();
    QCOMPARE(l.getsPerSecond, 0.0);
    QCOMPARE(l.scansPerSecond, 10 + 5 * 16 + 0.0001);
    QCOMPARE(l.cachedBlocksPerSecond, 17.8125 + 80);
    QCOMPARE(l.uncachedBlocksPerSecond, 0.0);
    QCOMPARE(l.tableScanBlocksPerSecond, 1562.5);
    // The cached blocks over an hour: 97.8125 x 65,536 x 3,600 = 23,076,864,000 bytes.
    QCOMPARE(l.hotReadBytes, 23076864000.0);
    // 324,000 index chunks an hour, more than the 593,750,000 bytes of index (38 bytes a block);
    // no get, so no bloom chunk.
    QCOMPARE(l.indexBloomBytes, 593750000.0);
    QCOMPARE(b.figure(Measure::BlockCache).perServer, (593750000.0 + 23076864000.0) / 3);
    // A server's 6.87 GB of cache less its 197.9 MB of index holds 86.8% of its 7.69 GB of
    // working set; it reads the misses from disk, and the full scan's blocks beside them.
    const double dataCache = 16.0 * kGiB * 0.4 - 593750000.0 / 3;
    const double hit = dataCache / (23076864000.0 / 3);
    QCOMPARE(b.readHitShare, hit);
    QVERIFY(hit > 0.867 && hit < 0.868);
    QCOMPARE(b.diskReadsPerSecond, 97.8125 * (1 - hit) / 3);
    QCOMPARE(b.tableScanBlocksPerSecond, 1562.5 / 3);
    // As the Cluster panel, the report and `cluster` say it: 87%, 4 blocks, and 521 beside.
    const QString text = ClusterBudget::readsText(b);
    QVERIFY2(text.contains(QStringLiteral("holds about 87% of the data blocks they load, and each "
                                          "region server reads about 4 blocks a second")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("(521 blocks a second)")), qPrintable(text));
    // No reads, no sentence.
    QVERIFY(ClusterBudget::readsText(budgetOf(t, {})).isEmpty());
}

void TestBlockCache::aFamilyOutOfTheCacheReadsFromDisk()
{
    Table t = kilobyteTable(QStringLiteral("t"), 1000000000);
    t.accessPatterns.clear();
    t.families.first().blockCache = false;
    ClusterBudget::TableInput in;
    in.table = &t;
    in.averageKeyBytes = 8;
    in.reads = {readOf(Read::Kind::Rows, 10, 1, 50), readOf(Read::Kind::Row, 100)};
    const ClusterBudget::Result b = ClusterBudget::compute(ClusterProfile{}, {in});
    const ClusterBudget::TableLoad &l = b.tables.first();
    // Nothing enters the cache but the index and bloom; every data block comes from disk: 17.8125
    // blocks a second for the scans and 1 + 1,024 / 65,536 a get.
    QCOMPARE(l.hotReadBytes, 0.0);
    QCOMPARE(l.cachedBlocksPerSecond, 0.0);
    QCOMPARE(l.uncachedBlocksPerSecond, 17.8125 + 101.5625);
    QCOMPARE(b.readHitShare, 1.0);
    QCOMPARE(b.diskReadsPerSecond, (17.8125 + 101.5625) / 3);
}

void TestBlockCache::aBucketCacheHoldsTheDataBlocks()
{
    // The scans above with a 4 GiB off-heap BucketCache: it holds the data blocks alone
    // (CombinedBlockCache), the heap's 40% the index, so 4,294,967,296 of a server's
    // 7,692,288,000 bytes of working set, 55.8%; the figure's limit is both caches.
    ClusterProfile cluster;
    cluster.bucketCacheBytes = 4LL << 30;
    Table t;
    const ClusterBudget::Result b = budgetOf(
        t, {readOf(Read::Kind::Rows, 10, 1, 50), readOf(Read::Kind::Ranges, 5, 16, 0, 2)}, cluster);
    const double hit = double(4LL << 30) / (23076864000.0 / 3);
    QCOMPARE(b.readHitShare, hit);
    QVERIFY(hit > 0.558 && hit < 0.559);
    QCOMPARE(b.diskReadsPerSecond, 97.8125 * (1 - hit) / 3);
    const ClusterBudget::Figure &f = b.figure(Measure::BlockCache);
    QCOMPARE(f.limit, 16.0 * kGiB * 0.4 + 4.0 * kGiB);
    QVERIFY(!f.assumedHeap); // the data blocks' cache is stated

    // An IN_MEMORY family of 1.024 GB, 341 MB a server: within the LRU cache's in-memory
    // quarter (1.72 GB of 6.87 GB), beyond a 1 GiB BucketCache's quarter, 268 MB, where its data
    // blocks go (HBD-TUNE-003).
    Project p = RulesTest::goodProject();
    p.tables.first() = kilobyteTable(QStringLiteral("t"), 1000000);
    p.tables.first().families.first().inMemory = true;
    const auto inMemoryWarned = [&p] {
        const Linter::Result lint = Linter::lint(p);
        return findingOf(lint.findings, QStringLiteral("HBD-TUNE-003")) != nullptr;
    };
    QVERIFY(!inMemoryWarned());
    p.cluster.bucketCacheBytes = 1LL << 30;
    QVERIFY(inMemoryWarned());
}

void TestBlockCache::theKeyDecidesHowAReadIsServed()
{
    // A million 1 KiB rows keyed [md5(id):hex(4)][id:int]: 15,625 blocks. A latest-N that knows
    // no key field is a full table scan, its blocks read past the cache; a get by id reads its
    // 1 KiB row: 1 + 1,024 / 65,536 blocks.
    Project p = RulesTest::goodProject();
    Table &t = p.tables.first();
    t = kilobyteTable(QStringLiteral("t"), 1000000);
    t.accessPatterns.first().ratePerSecond = 20; // the get by id
    AccessPattern latest;
    latest.name = QStringLiteral("newest anywhere");
    latest.kind = AccessKind::LatestN;
    latest.limit = 10;
    latest.ratePerSecond = 0.01;
    t.accessPatterns.append(latest);
    // A scan the key cannot serve, but an index table does: a get here for each.
    AccessPattern indexed = latest;
    indexed.name = QStringLiteral("newest through the index");
    indexed.relatedTable = QStringLiteral("app:t_by_time");
    indexed.ratePerSecond = 5;
    t.accessPatterns.append(indexed);
    const Linter::Result lint = Linter::lint(p);
    QVERIFY(lint.budget);
    const ClusterBudget::TableLoad &l = lint.budget->tables.first();
    QCOMPARE(l.getsPerSecond, 25.0);
    QCOMPARE(l.tableScanBlocksPerSecond, 0.01 * 15625);
    QCOMPARE(l.uncachedBlocksPerSecond, 0.0);
    QCOMPARE(l.cachedBlocksPerSecond, 25 * 1.015625);
    // 25 gets a second for an hour of 64 KiB blocks, more than the 1.024 GB table: all of it.
    QCOMPARE(l.hotReadBytes, 1024000000.0);
}

void TestBlockCache::patternKindsStandInWithoutASample()
{
    Table t = RulesTest::goodProject().tables.first();
    AccessPattern scan;
    scan.kind = AccessKind::PrefixScan;
    scan.ratePerSecond = 3;
    AccessPattern latest;
    latest.kind = AccessKind::LatestN;
    latest.limit = 20;
    latest.ratePerSecond = 2;
    AccessPattern put;
    put.kind = AccessKind::Put;
    put.ratePerSecond = 100;
    AccessPattern throughIndex; // a range scan served by an index table: gets here
    throughIndex.kind = AccessKind::RangeScan;
    throughIndex.relatedTable = QStringLiteral("app:events_by_time");
    throughIndex.ratePerSecond = 4;
    AccessPattern del; // writes a marker, loads no block
    del.kind = AccessKind::Delete;
    del.ratePerSecond = 50;
    t.accessPatterns = {t.accessPatterns.first(), scan, latest, put, throughIndex, del};
    t.accessPatterns.first().ratePerSecond = 7;
    const QList<Read> reads = ClusterBudget::readsOf(t);
    QCOMPARE(reads.size(), 4); // the put and the delete read nothing
    QCOMPARE(reads[0].kind, Read::Kind::Row);
    QCOMPARE(reads[0].ratePerSecond, 7.0);
    QCOMPARE(reads[1].kind, Read::Kind::Ranges);
    QCOMPARE(reads[1].regions, 1.0);
    QCOMPARE(reads[2].kind, Read::Kind::Rows);
    QCOMPARE(reads[2].rows, 20.0);
    QCOMPARE(reads[3].kind, Read::Kind::Row);
    QCOMPARE(reads[3].ratePerSecond, 4.0);
}

QTEST_GUILESS_MAIN(TestBlockCache)
#include "tst_blockcache.moc"
