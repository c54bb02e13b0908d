// The cluster budget (model/analysis/clusterbudget) and its rules, HBD-CLUSTER and HBD-TUNE
// (docs/rules.md): each expectation is worked out by hand from HBase's rules in
// docs/hbase-reference.md §6 (the Reference Guide's 20-200 regions a server, its memstore starting
// point heap x 0.4 / flush size, HDFS's three copies, the block cache's share), not read off the
// designer's output.
#include "clirunner.h"
#include "clustertestutil.h"
#include "model/analysis/clusterbudget.h"
#include "model/io/projectfile.h"
#include "model/report/designreport.h"
#include "model/report/reporthtml.h"
#include "model/schema/units.h"
#include "rulestestutil.h"
#include "testutil.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using ClusterBudget::Figure;
using ClusterBudget::Measure;

class TestClusterBudget : public QObject
{
    Q_OBJECT

private slots:
    void fiveTablesOnThreeServersBreakTheBudget();
    void aTimeOrderedKeyWritesOneRegionEachBucket();
    void expiredTimeOrderedRegionsAreANoteUntilNormalized();
    void theGetsWorkingSetIsCappedByTheTable();
    void aGetHeavyTableWithBadSettingsIsToldEach();
    void settingsThatFitTheReadsAreLeftAlone();
    void longKeysWithoutEncodingAreANote();
    void clusterPrintsTheBudgetOfEveryExample();
    void theReportHasAClusterSection();
};

using namespace ClusterTest;

void TestClusterBudget::fiveTablesOnThreeServersBreakTheBudget()
{
    // Chat, followers, crawl, logs and events: 1,500 regions of 10 GiB at full volume, every one
    // taking writes (hashed keys), on the 3 region servers and 16 GiB heap a project assumes.
    Project p = RulesTest::goodProject();
    p.tables.clear();
    for (const char *name : {"chat", "followers", "crawl", "logs", "events"})
        p.tables.append(kilobyteTable(QLatin1StringView(name), kRowsFor300Regions));
    Linter::Result lint = Linter::lint(p);
    QVERIFY(lint.budget);
    const ClusterBudget::Result &b = *lint.budget;
    // 1,500 regions over 3 servers; the Guide's most is 200.
    QCOMPARE(b.figure(Measure::RegionsAtRetention).perServer, 500.0);
    QCOMPARE(b.figure(Measure::RegionsAtRetention).tables.size(), 5);
    // Each region takes 1,000 / 300 puts a second of a 1 KiB cell and its ~100 bytes of Java
    // objects: 3.75 KiB/s, 14.6 MiB in the 65 minutes before the periodic flush, far below its
    // 128 MiB flush size. 1,500 such regions over 3 servers hold 7.3 GiB at most, 1.06 times the
    // 6.4 GiB (16 GiB x 0.4) and within twice it: no finding.
    const double perRegion = 1000.0 / 300 * (1024 + 100) * 3900;
    QCOMPARE(b.tables.first().memstorePerRegion, perRegion);
    QCOMPARE(b.figure(Measure::Memstores).perServer, 1500.0 * perRegion / 3);
    QCOMPARE(b.figure(Measure::Memstores).limit, 16.0 * kGiB * 0.4);
    QVERIFY(b.figure(Measure::Memstores).assumedHeap);
    // The store files, three HDFS copies, over 3 servers: each server holds one table's worth
    // five times, 10.6 TiB, beyond the 4 TiB assumed.
    QCOMPARE(b.figure(Measure::Disk).perServer, 5.0 * double(kRowsFor300Regions) * kStoredRow);
    QVERIFY(b.figure(Measure::Disk).assumedDisk);
    // 5 x 1,000 puts a second of 1 KiB rows.
    QCOMPARE(b.figure(Measure::Writes).perServer, 5000.0 * 1024 / 3);
    QCOMPARE(ruleIds(lint.findings, QStringLiteral("HBD-CLUSTER-")),
             (QStringList{QStringLiteral("HBD-CLUSTER-001:warning"),
                          QStringLiteral("HBD-CLUSTER-003:warning")}));
    const Finding *regions = findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-001"));
    QVERIFY2(regions->message.contains(QStringLiteral("about 500 regions")),
             qPrintable(regions->message));
    QVERIFY(regions->message.contains(QStringLiteral("app:chat (100)")));
    QVERIFY(regions->message.contains(QStringLiteral("and 2 more")));
    QCOMPARE(regions->edits.first().value, QStringLiteral("8")); // 1,500 / 200, rounded up

    // Ten times the writes: each region's hour is 146 MiB, past its flush size, so each holds
    // 128 MiB when it flushes: 1,500 x 128 MiB / 3 = 62.5 GiB a server, 9.8 times the 6.4 GiB.
    for (Table &t : p.tables)
        t.accessPatterns.last().ratePerSecond = 10000;
    lint = Linter::lint(p);
    QCOMPARE(lint.budget->figure(Measure::Memstores).perServer, 1500.0 * 128 * 1024 * 1024 / 3);
    QVERIFY(findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-002"))
                ->message.contains(QStringLiteral("the heap is assumed to be 16 GiB")));
    // Split into two families of half the bytes each, a region still flushes at 128 MiB in all,
    // and (2.x) splits when its larger store, half the row, passes 10 GiB: 300 x (527 + 1 + 0.7
    // + 1.2) / 1,027.56 = 154.6, 155 regions a table, each past 128 MiB in its hour. The figure
    // does not double: it nearly halves.
    for (Table &t : p.tables) {
        ColumnFamily second = t.families.first();
        second.name = QStringLiteral("e");
        second.qualifiers.first().averageValueBytes = 994 / 2;
        t.families.first().qualifiers.first().averageValueBytes = 994 / 2;
        t.families.append(second);
    }
    lint = Linter::lint(p);
    QCOMPARE(lint.budget->tables.first().regionsAtRetention, 155);
    QCOMPARE(lint.budget->figure(Measure::Memstores).perServer, 5 * 155.0 * 128 * 1024 * 1024 / 3);
    for (Table &t : p.tables) {
        t.families.removeLast();
        t.families.first().qualifiers.first().averageValueBytes = 994;
        t.accessPatterns.last().ratePerSecond = 1000;
    }

    // Enough servers, stated: 10 servers of 24 GiB heap and 8 TiB disk. 150 regions a server;
    // 150 x 14.6 MiB = 2.2 GiB of memstore against 9.6 GiB; 3.2 TiB of disk.
    p.cluster.regionServers = 10;
    p.cluster.heapBytes = 24 * kGiB;
    p.cluster.diskBytes = 8 * 1024 * kGiB;
    lint = Linter::lint(p);
    QVERIFY2(ruleIds(lint.findings, QStringLiteral("HBD-CLUSTER-")).isEmpty(),
             qPrintable(listed(lint.findings)));
    QCOMPARE(lint.budget->figure(Measure::RegionsAtRetention).perServer, 150.0);
    QVERIFY(!lint.budget->figure(Measure::Memstores).assumedHeap);
    // Linting one table does not judge the cluster: the others are not counted.
    Linter::Options one;
    one.tables = {QStringLiteral("app:chat")};
    QVERIFY(!Linter::lint(p, one).budget);
}

void TestClusterBudget::aTimeOrderedKeyWritesOneRegionEachBucket()
{
    Project p = RulesTest::goodProject();
    Table &t = p.tables.first();
    t = kilobyteTable(QStringLiteral("events"), kRowsFor300Regions);
    RulesTest::addTimestamps(t);
    RulesTest::setKey(t, QStringLiteral("[ts:long][id:int]"));
    t.families.first().qualifiers.first().averageValueBytes = 990; // a 12-byte key: 1 KiB rows
    t.splits = SplitSpec{};
    Linter::Result lint = Linter::lint(p);
    // Every write goes to the region holding the newest keys: one memstore, not 300. The regions
    // it splits off stay half full: 300 x 0.72 / 0.5 = 432.8 regions' worth, 433.
    QCOMPARE(lint.budget->tables.first().writtenRegions, 1);
    QCOMPARE(lint.budget->tables.first().regionsAtRetention,
             qint64(std::ceil(double(kRowsFor300Regions) * kStoredRowLongKey /
                              (10.0 * kGiB * kTailFill))));
    QCOMPARE(lint.budget->tables.first().regionsAtRetention, 433);
    // A salt of 8 in front: each bucket's newest region.
    RulesTest::setKey(t, QStringLiteral("[salt(8)][ts:long][id:int]"));
    lint = Linter::lint(p);
    QCOMPARE(lint.budget->tables.first().writtenRegions, 8);
    // A hashed key: all of them.
    RulesTest::setKey(t, QStringLiteral("[md5(id):hex(4)][ts:long][id:int]"));
    lint = Linter::lint(p);
    QVERIFY(lint.budget->tables.first().writtenRegions >= 300);
    QCOMPARE(lint.budget->tables.first().writtenRegions,
             lint.budget->tables.first().regionsAtRetention);
}

void TestClusterBudget::expiredTimeOrderedRegionsAreANoteUntilNormalized()
{
    // 10 spread regions' worth of rows a day (7.2 GiB), kept 14 days, behind a time-ordered tail
    // that leaves its regions half full: 14 x 7.2 / 5 = 201.98 regions, 202; a year of expiry
    // leaves (365 - 14) x 7.2 / 5 = 5,064.2, 5,065 more.
    Project p = RulesTest::goodProject();
    Table &t = p.tables.first();
    t = kilobyteTable(QStringLiteral("logs"), 0);
    RulesTest::addTimestamps(t);
    RulesTest::setKey(t, QStringLiteral("[ts:long][id:int]"));
    t.families.first().qualifiers.first().averageValueBytes = 990; // a 12-byte key: 1 KiB rows
    t.splits = SplitSpec{};
    t.volume.rowsPerDay = kRowsFor300Regions / 30;
    t.volume.retentionDays = 14;
    t.families.first().ttlSeconds = 14 * 86400;
    p.cluster.regionServers = 10; // 20 live regions a server, 527 after a year
    Linter::Result lint = Linter::lint(p);
    const ClusterBudget::TableLoad &load = lint.budget->tables.first();
    const double perDay = double(kRowsFor300Regions / 30) * kStoredRowLongKey;
    QCOMPARE(load.regionsAtRetention, qint64(std::ceil(14 * perDay / (10.0 * kGiB * kTailFill))));
    QCOMPARE(load.regionsAtRetention, 202);
    QCOMPARE(load.emptiedRegionsPerYear, 5065);
    // Empty regions write and flush nothing: a note on the table, with the normalizer as its fix.
    const Finding *f = findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-001"));
    QVERIFY2(f, qPrintable(listed(lint.findings)));
    QCOMPARE(f->severity, Severity::Info);
    QCOMPARE(f->objectPath, QStringLiteral("app:logs"));
    QCOMPARE(f->edits.size(), 2);
    QCOMPARE(f->edits[0].property, QStringLiteral("normalizationEnabled"));
    QCOMPARE(f->edits[1].property,
             QStringLiteral("attribute:hbase.normalizer.merge.min_region_size.mb"));
    QCOMPARE(f->edits[1].value, QStringLiteral("0"));
    // The normalizer alone leaves regions under merge.min_region_size.mb (1 MiB by default), the
    // empty ones, unmerged (SimpleRegionNormalizer.isLargeEnoughForMerge).
    t.attributes.normalizationEnabled = true;
    lint = Linter::lint(p);
    QVERIFY(findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-001")));
    QCOMPARE(lint.budget->tables.first().emptiedRegionsPerYear, 5065);
    t.otherAttributes[QStringLiteral("hbase.normalizer.merge.min_region_size.mb")] =
        QStringLiteral("1");
    QCOMPARE(Linter::lint(p).budget->tables.first().emptiedRegionsPerYear, 5065);
    // Set to 0, as METADATA or as CONFIGURATION (one place in HBase), they merge.
    for (const QString &key :
         {QStringLiteral("hbase.normalizer.merge.min_region_size.mb"),
          QStringLiteral("CONFIGURATION:hbase.normalizer.merge.min_region_size.mb")}) {
        t.otherAttributes.clear();
        t.otherAttributes[key] = QStringLiteral("0");
        lint = Linter::lint(p);
        QVERIFY(!findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-001")));
        QCOMPARE(lint.budget->tables.first().emptiedRegionsPerYear, 0);
    }
    // A hashed key fills its regions again as old rows expire: nothing is left empty.
    t.otherAttributes.clear();
    t.attributes.normalizationEnabled = false;
    RulesTest::setKey(t, QStringLiteral("[md5(id):hex(4)][ts:long][id:int]"));
    QCOMPARE(Linter::lint(p).budget->tables.first().emptiedRegionsPerYear, 0);
}

void TestClusterBudget::theGetsWorkingSetIsCappedByTheTable()
{
    Project p = RulesTest::goodProject();
    Table &t = p.tables.first();
    t = kilobyteTable(QStringLiteral("t"), 1000000);
    t.accessPatterns.first().ratePerSecond = 10;
    // Its store: 1,024,000,000 bytes in 15,625 blocks of 64 KiB, each with a 38-byte index entry
    // (its first cell's 22-byte key and 16 bytes of offset and lengths): 593,750 bytes of index;
    // a ROW bloom of 1.2 bytes a row: 1,200,000. 10 gets a second for an hour touch more index
    // and bloom chunks (36,000 of 128 KiB each) than there are: all of both, cached even with
    // BLOCKCACHE false. A get's 1 KiB row from a random offset in a 64 KiB block touches
    // 1 + 1,024 / 65,536 blocks: 65,536 + 1,024 bytes, 2.2 GiB an hour, more than the 1 GiB table.
    const double index = 15625.0 * 38;
    const double bloom = 1200000;
    QCOMPARE(Linter::lint(p).budget->figure(Measure::BlockCache).perServer,
             (1024.0 * 1000000 + index + bloom) / 3);
    t.volume.rows = 1000000000; // 1 TiB: now the hour's blocks are the working set
    QCOMPARE(Linter::lint(p).budget->figure(Measure::BlockCache).perServer,
             (10.0 * 3600 * (65536 + 1024) + 1000 * (index + bloom)) / 3);
    // A family kept out of the cache keeps its data blocks out, not its index and bloom.
    t.families.first().blockCache = false;
    QCOMPARE(Linter::lint(p).budget->figure(Measure::BlockCache).perServer,
             1000 * (index + bloom) / 3);
    // Rare gets touch only their chunks: 36 of the index and 36 of the bloom an hour.
    t.families.first().blockCache = true;
    t.accessPatterns.first().ratePerSecond = 0.01;
    QCOMPARE(Linter::lint(p).budget->figure(Measure::BlockCache).perServer,
             (36.0 * (65536 + 1024) + 2 * 36.0 * 131072) / 3);
    // 1,000 gets a second over the 1 TiB: 239.6 GB of data blocks an hour, 79.9 GB a server,
    // against the 6.87 GB a 16 GiB heap's 40% gives, less the 598 MB of index and bloom: if the
    // gets read rows evenly, 7.86% of their blocks are cached, and each server reads the rest of
    // its 338.5 blocks a second from disk.
    t.accessPatterns.first().ratePerSecond = 1000;
    const ClusterBudget::Result b = *Linter::lint(p).budget;
    const double hot = 1000.0 * 3600 * (65536 + 1024) / 3;
    const double dataCache = 16.0 * kGiB * 0.4 - 1000 * (index + bloom) / 3;
    QCOMPARE(b.readHitShare, dataCache / hot);
    QVERIFY(b.readHitShare > 0.078 && b.readHitShare < 0.079);
    QCOMPARE(b.diskReadsPerSecond, 1000.0 * (1 + 1024.0 / 65536) / 3 * (1 - dataCache / hot));
    const Linter::Result lint = Linter::lint(p);
    const Finding *f = findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-004"));
    QVERIFY(f);
    QVERIFY2(f->message.contains(QStringLiteral("about 8% of those blocks are found cached, and "
                                                "each server reads about 312 blocks a second")),
             qPrintable(f->message));
}

void TestClusterBudget::aGetHeavyTableWithBadSettingsIsToldEach()
{
    // 500 gets a second; 40 GiB a server of one IN_MEMORY family on 3 servers whose block cache's
    // in-memory quarter is 16 GiB x 0.4 / 4 = 1.6 GiB.
    Project p = RulesTest::goodProject();
    Table &t = p.tables.first();
    t = kilobyteTable(QStringLiteral("profiles"), 120LL * kGiB / 1024);
    t.accessPatterns.first().ratePerSecond = 500;
    const Table good = t;
    // (taken after the copy: a reference taken before would write into the data both share)
    ColumnFamily &f = t.families.first();
    f.bloomFilter = BloomType::None;
    f.inMemory = true;
    f.blockCache = false;
    f.keepDeletedCells = KeepDeletedCells::True;
    t.attributes.durability = Durability::SkipWal;
    const QList<Finding> bad = Linter::lint(p).findings;
    // IN_MEMORY with BLOCKCACHE => false: nothing of the family is cached, so no word of the
    // in-memory share.
    QCOMPARE(ruleIds(bad, QStringLiteral("HBD-TUNE-")),
             (QStringList{
                 QStringLiteral("HBD-TUNE-001:warning"), QStringLiteral("HBD-TUNE-004:warning"),
                 QStringLiteral("HBD-TUNE-006:warning"), QStringLiteral("HBD-TUNE-005:warning")}));
    // No family has a replication scope: the WAL's absence costs the unflushed hour, no more.
    const Finding *skipWal = findingOf(bad, QStringLiteral("HBD-TUNE-005"));
    QVERIFY2(skipWal->message.contains(QStringLiteral("up to about an hour of writes")),
             qPrintable(skipWal->message));
    QVERIFY2(!skipWal->message.contains(QStringLiteral("replicat")), qPrintable(skipWal->message));
    f.blockCache = true;
    const QList<Finding> cached = Linter::lint(p).findings;
    const Finding *inMemory = findingOf(cached, QStringLiteral("HBD-TUNE-003"));
    QVERIFY(inMemory);
    QVERIFY2(inMemory->message.contains(QStringLiteral("about 40 GiB a region server")),
             qPrintable(inMemory->message));
    QVERIFY(inMemory->message.contains(QStringLiteral("1.6 GiB in-memory quarter")));
    f.blockCache = false;
    // With a replication scope, the edits also never reach the peers.
    f.replicationScope = 1;
    QVERIFY(findingOf(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-005"))
                ->message.contains(QStringLiteral("peer clusters")));
    f.replicationScope = 0;
    // KEEP_DELETED_CELLS => TTL with no TTL keeps them as long as TRUE does.
    f.keepDeletedCells = KeepDeletedCells::Ttl;
    const QList<Finding> keeping = Linter::lint(p).findings; // outlives the pointer into it
    const Finding *keepTtl = findingOf(keeping, QStringLiteral("HBD-TUNE-006"));
    QVERIFY(keepTtl);
    QVERIFY2(keepTtl->message.contains(QStringLiteral("KEEP_DELETED_CELLS => TTL")) &&
                 keepTtl->message.contains(QStringLiteral("VERSIONS keeps (1)")),
             qPrintable(keepTtl->message));
    // 10 deletes a second with no end date: a year of them kept, 315,360,000 rows.
    AccessPattern del;
    del.name = QStringLiteral("forget a profile");
    del.kind = AccessKind::Delete;
    del.fields = {QStringLiteral("id")};
    del.ratePerSecond = 10;
    t.accessPatterns.append(del);
    const QList<Finding> deleting = Linter::lint(p).findings;
    const Finding *kept = findingOf(deleting, QStringLiteral("HBD-TUNE-006"));
    QVERIFY(kept);
    QVERIFY2(kept->message.contains(
                 QStringLiteral("in a year, the deletes the access patterns state leave about ") +
                 Units::formatCountInText(315360000.0) + QStringLiteral(" deleted rows")),
             qPrintable(kept->message));
    t.accessPatterns.removeLast();
    f.keepDeletedCells = KeepDeletedCells::True;
    QVERIFY(findingOf(bad, QStringLiteral("HBD-TUNE-001"))
                ->message.contains(QStringLiteral("gets at 500 a second")));
    // Each fix the designer offers takes its finding away.
    for (const Finding &finding : bad) {
        if (!finding.ruleId.startsWith(QStringLiteral("HBD-TUNE-")) || finding.edits.isEmpty())
            continue;
        QCOMPARE(finding.edits.size(), 1);
        Project fixed = p;
        ColumnFamily &ff = fixed.tables.first().families.first();
        const QString property = finding.edits.first().property;
        if (property == u"bloomFilter")
            ff.bloomFilter = BloomType::Row;
        else if (property == u"inMemory")
            ff.inMemory = false;
        else if (property == u"blockCache")
            ff.blockCache = true;
        else if (property == u"durability")
            fixed.tables.first().attributes.durability = Durability::UseDefault;
        else
            QFAIL(qPrintable(property));
        QVERIFY(!ruleIds(Linter::lint(fixed).findings, finding.ruleId)
                     .contains(finding.ruleId + QStringLiteral(":warning")));
    }
    // A TTL lets deleted cells expire; ASYNC_WAL is a note, not a warning.
    f.ttlSeconds = 7 * 86400;
    t.attributes.durability = Durability::AsyncWal;
    const QList<Finding> later = Linter::lint(p).findings;
    QVERIFY(!findingOf(later, QStringLiteral("HBD-TUNE-006")));
    QCOMPARE(findingOf(later, QStringLiteral("HBD-TUNE-005"))->severity, Severity::Info);
    // The same table with HBase's defaults: nothing to say.
    p.tables.first() = good;
    QVERIFY2(ruleIds(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-")).isEmpty(),
             qPrintable(listed(Linter::lint(p).findings)));
}

void TestClusterBudget::settingsThatFitTheReadsAreLeftAlone()
{
    Project p = RulesTest::goodProject();
    Table &t = p.tables.first();
    t = kilobyteTable(QStringLiteral("archive"), 1000000);
    // Only scanned, by a batch job: no bloom filter helps a scan, caching its blocks evicts what
    // the gets of other tables need, and large blocks suit it.
    t.accessPatterns = {RulesTest::accessBy(AccessKind::PrefixScan, {QStringLiteral("id")})};
    t.accessPatterns.first().ratePerSecond = 50;
    ColumnFamily &f = t.families.first();
    f.bloomFilter = BloomType::None;
    f.blockCache = false;
    f.blockSize = 1024 * 1024;
    QVERIFY2(ruleIds(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-")).isEmpty(),
             qPrintable(listed(Linter::lint(p).findings)));
    // Very small blocks on that scanned family cost index for nothing: a note.
    f.blockSize = 4096;
    QCOMPARE(ruleIds(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-")),
             QStringList{QStringLiteral("HBD-TUNE-002:info")});
    // Gets at a rate too low to matter (1 a second) are not worth tuning for.
    AccessPattern get = RulesTest::accessBy(AccessKind::Get, {QStringLiteral("id")});
    get.ratePerSecond = 1;
    t.accessPatterns.append(get);
    f.blockSize = 65536;
    QVERIFY(ruleIds(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-")).isEmpty());
    // Small blocks serve gets well; 1 MiB blocks at 2,000 gets a second do not.
    t.accessPatterns.last().ratePerSecond = 2000;
    f.bloomFilter = BloomType::Row;
    f.blockCache = true;
    f.blockSize = 4096;
    QVERIFY(ruleIds(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-")).isEmpty());
    f.blockSize = 1024 * 1024;
    QCOMPARE(ruleIds(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-")),
             QStringList{QStringLiteral("HBD-TUNE-002:warning")});
    // ROWCOL on whole-row gets: a ROW filter does it for less.
    f.blockSize = 65536;
    f.bloomFilter = BloomType::RowCol;
    QCOMPARE(ruleIds(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-")),
             QStringList{QStringLiteral("HBD-TUNE-001:info")});
}

void TestClusterBudget::longKeysWithoutEncodingAreANote()
{
    Project p = RulesTest::goodProject();
    Table &t = p.tables.first();
    ColumnFamily &f = t.families.first();
    // 12 cells of 10 bytes a row under an 8-byte key: the key is short, nothing to say.
    f.qualifiers.clear();
    for (int i = 0; i < 12; ++i)
        f.qualifiers.append(
            Qualifier{QStringLiteral("q%1").arg(i), ValueType::String, 10, 10, {}, {}});
    QVERIFY(!findingOf(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-007")));
    // A 40-byte key repeated in 12 cells: 11 x 40 of the 12 x (40 + 1 + 10 + 20) + 26 (the
    // qualifiers q0..q11) = 878 bytes a row are repeats, 50%.
    RulesTest::setKey(t, QStringLiteral("[md5(id):hex(32)][id:hex(8)]"));
    const QList<Finding> found = Linter::lint(p).findings; // outlives the pointer into it
    const Finding *f7 = findingOf(found, QStringLiteral("HBD-TUNE-007"));
    QVERIFY(f7);
    QCOMPARE(f7->severity, Severity::Info);
    QVERIFY2(f7->message.contains(QStringLiteral("(40 bytes)")), qPrintable(f7->message));
    QVERIFY2(f7->message.contains(QStringLiteral("about 50%")), qPrintable(f7->message));
    const bool compressed = f.compression != Compression::None;
    QCOMPARE(f7->message.contains(QStringLiteral("compression already removes most")), compressed);
    QCOMPARE(f7->message.contains(QStringLiteral("as well as on disk")), !compressed);
    // The other codec state says the other thing.
    f.compression = compressed ? Compression::None : Compression::Gz;
    QCOMPARE(findingOf(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-007"))
                 ->message.contains(QStringLiteral("compression already removes most")),
             !compressed);
    // Read by gets: the seek's cost and ROW_INDEX_V1 are named; not without them.
    QVERIFY(!f7->message.contains(QStringLiteral("ROW_INDEX_V1")));
    t.accessPatterns.first().kind = AccessKind::Get;
    t.accessPatterns.first().ratePerSecond = 500;
    const QList<Finding> read = Linter::lint(p).findings;
    const Finding *byGets = findingOf(read, QStringLiteral("HBD-TUNE-007"));
    QVERIFY(byGets);
    QVERIFY2(byGets->message.contains(QStringLiteral("ROW_INDEX_V1")), qPrintable(byGets->message));
    f.dataBlockEncoding = DataBlockEncoding::FastDiff;
    QVERIFY(!findingOf(Linter::lint(p).findings, QStringLiteral("HBD-TUNE-007")));
}

void TestClusterBudget::clusterPrintsTheBudgetOfEveryExample()
{
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")})) {
        const CliRunner::Run r =
            CliRunner::cli({QStringLiteral("cluster"), QStringLiteral("--format"),
                            QStringLiteral("json"), examples.filePath(name)});
        QCOMPARE(r.status, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray figures = doc[u"figures"].toArray();
        QCOMPARE(figures.size(), ClusterBudget::kMeasures);
        QCOMPARE(figures.first()[u"measure"].toString(), QStringLiteral("regionsAtCreation"));
        // Every example's tables are in its budget, and its cluster states heap and disk.
        QVERIFY(doc[u"tables"].toArray().size() >= 2);
        QVERIFY(!doc[u"cluster"][u"heapAssumed"].toBool());
        QVERIFY(!doc[u"cluster"][u"diskAssumed"].toBool());
        // One region count a table: the budget's is the storage estimate `regions` prints, the
        // Storage panel's (the pre-split its floor).
        for (const QJsonValue &table : doc[u"tables"].toArray()) {
            const QString tableName = table[u"table"].toString();
            const CliRunner::Run regions = CliRunner::cli(
                {QStringLiteral("regions"), QStringLiteral("--format"), QStringLiteral("json"),
                 QStringLiteral("--table"), tableName, examples.filePath(name)});
            QCOMPARE(regions.status, 0);
            const QJsonObject storage =
                QJsonDocument::fromJson(regions.out.toUtf8()).object()[u"storage"].toObject();
            QVERIFY2(!storage.isEmpty(), qPrintable(name + u' ' + tableName));
            QCOMPARE(
                table[u"regionsAtFullVolume"].toInteger(),
                std::max(table[u"regionsAtCreation"].toInteger(), storage[u"regions"].toInteger()));
        }
        // Sized for its tables: no warning on the budget.
        for (const QJsonValue &f : doc[u"findings"].toArray())
            QVERIFY2(f[u"severity"].toString() == u"info",
                     qPrintable(name + u' ' + f[u"message"].toString()));
    }
    // The text form: a line a measure, the tables behind it.
    const CliRunner::Run text =
        CliRunner::cli({QStringLiteral("cluster"), TestUtil::chatExample()});
    QCOMPARE(text.status, 0);
    QVERIFY2(text.out.contains(QStringLiteral("6 region servers; heap 24 GiB")),
             qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("Regions at full volume\t")));
    QVERIFY(text.out.contains(QStringLiteral("MOMO_CHAT:MSG ")));
    // A file that cannot be read: its name and status 2.
    const CliRunner::Run missing =
        CliRunner::cli({QStringLiteral("cluster"), QStringLiteral("/nonexistent.json")});
    QCOMPARE(missing.status, 2);
    QVERIFY(missing.err.contains(QStringLiteral("/nonexistent.json")));
}

void TestClusterBudget::theReportHasAClusterSection()
{
    const ProjectFile::LoadResult chat = ProjectFile::load(TestUtil::chatExample());
    QVERIFY(chat.project);
    DesignReport::Options options;
    options.projectDirectory = QFileInfo(TestUtil::chatExample()).absolutePath();
    const DesignReport report = DesignReport::build(*chat.project, options);
    QVERIFY(report.budget);
    const QString html =
        ReportHtml::write(report, ReportHtml::Flavour::Browser,
                          [](ReportHtml::Picture, int, const QString &) { return QString(); });
    const qsizetype section = html.indexOf(QStringLiteral(">Cluster</h2>"));
    QVERIFY(section > 0);
    // After the tables' summary, before the first table; a row a measure.
    QVERIFY(section < html.indexOf(QStringLiteral("Table MOMO_CHAT:MSG")));
    const QString part =
        html.mid(section, html.indexOf(QStringLiteral("<h2"), section + 1) - section);
    QVERIFY(part.contains(QStringLiteral("6 region servers; heap 24 GiB")));
    QCOMPARE(part.count(QStringLiteral("<tr")), ClusterBudget::kMeasures + 1);
    // The regions a year of expiry leaves behind the time-ordered table: 190 a server, 95% of
    // 200, and no figure beyond its limit: nothing coloured.
    QVERIFY2(part.contains(QStringLiteral(">95%<")), qPrintable(part));
    QVERIFY2(!part.contains(QStringLiteral("sev-")), qPrintable(part));
    // The logs example's time-ordered table leaves 784 a server after a year: a note's colour.
    const ProjectFile::LoadResult logs =
        ProjectFile::load(TestUtil::sourcePath(QStringLiteral("examples/logs.json")));
    QVERIFY(logs.project);
    options.projectDirectory = TestUtil::sourcePath(QStringLiteral("examples"));
    const QString logsHtml =
        ReportHtml::write(DesignReport::build(*logs.project, options), ReportHtml::Flavour::Browser,
                          [](ReportHtml::Picture, int, const QString &) { return QString(); });
    QVERIFY2(logsHtml.contains(QStringLiteral("sev-info\">392%")), qPrintable(logsHtml));
}

QTEST_GUILESS_MAIN(TestClusterBudget)
#include "tst_clusterbudget.moc"
