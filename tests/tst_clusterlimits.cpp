// What a region server's disk and WAL take (model/analysis/clusterbudget) and the rules on them,
// HBD-CLUSTER-003 and 005 (docs/rules.md): each expectation worked out by hand from HBase's rules
// in docs/hbase-reference.md §6.3, §6.5 and §6.8, not read off the designer's output.
#include "clustertestutil.h"
#include "model/analysis/clusterbudget.h"
#include "model/analysis/clusterbudgettext.h"
#include "model/rules/linter.h"
#include "model/rules/livecheck.h"
#include "rulestestutil.h"
#include "translations/translator.h"

#include <QTest>

using ClusterBudget::Figure;
using ClusterBudget::Measure;
using namespace ClusterTest;

class TestClusterLimits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void compressionAndReplicationDecideTheDisk();
    void theDiskKeepsAFifthForWhatHBaseWritesBeside();
    void theBusiestServerTakesATimeOrderedTail();
    void noServerSplitsPastItsSplitLimit();
    void aTableWithNoEndDateIsCountedAfterAYear();
};

namespace {

// A project of one table of a million 1 KiB rows on `servers` region servers, HDFS keeping
// `copies` of each file.
Project oneKilobyteTable(int servers, int copies)
{
    Project p = RulesTest::goodProject();
    p.tables.first() = kilobyteTable(QStringLiteral("t"), 1000000);
    p.cluster.regionServers = servers;
    p.cluster.hdfsReplication = copies;
    return p;
}

} // namespace

void TestClusterLimits::initTestCase()
{
    // The English catalogue holds the plural forms of the messages counted with %n.
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestClusterLimits::compressionAndReplicationDecideTheDisk()
{
    Project p = oneKilobyteTable(4, 2);
    Table &t = p.tables.first();
    t.families.first().compression = Compression::Snappy;
    // SNAPPY keeps 45% of the values and 19% of the key bytes (the 30 of the cell and its MVCC
    // byte), as measured on HBase (§6.5); each block's header, checksums and index entry and the
    // bloom filter stay as they are.
    const double blocksAndBloom = 87.0 / 64 + 1.2;
    QCOMPARE(Linter::lint(p).budget->figure(Measure::Disk).perServer,
             (31 * 0.19 + 994 * 0.45 + blocksAndBloom) * 1000000 * 2 / 4);
    // Values compressed already (images) keep their bytes; only the rest of the cell shrinks.
    t.families.first().qualifiers.first().type = ValueType::Image;
    QCOMPARE(Linter::lint(p).budget->figure(Measure::Disk).perServer,
             (31 * 0.19 + 994 + blocksAndBloom) * 1000000 * 2 / 4);
}

void TestClusterLimits::theDiskKeepsAFifthForWhatHBaseWritesBeside()
{
    Project p = oneKilobyteTable(3, 3);
    // A million 1 KiB rows, three copies over three servers: 1,027,559,375 bytes a server
    // (kStoredRow each), against disks of 1.4, 1.2 and 1.0 GB.
    const auto disk = [&](qint64 bytes) -> QString {
        p.cluster.diskBytes = bytes;
        const Linter::Result lint = Linter::lint(p);
        if (lint.budget->figure(Measure::Disk).perServer != 1000000 * kStoredRow)
            return QStringLiteral("disk a server %1")
                .arg(lint.budget->figure(Measure::Disk).perServer);
        const Finding *f = findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-003"));
        return f ? f->message : QString();
    };
    // 73% of the disk: room left for the WALs, compactions and snapshots.
    QCOMPARE(disk(1400000000), QString());
    // 86%: within the disk, but less than the fifth HBase writes beside the tables.
    const QString tight = disk(1200000000);
    QVERIFY2(tight.contains(QStringLiteral("86% of its 1.12 GiB")), qPrintable(tight));
    QVERIFY(tight.contains(QStringLiteral("a major compaction's new files")));
    // 103%: more than the disk.
    const QString over = disk(1000000000);
    QVERIFY2(over.contains(QStringLiteral("more than its 954 MiB")), qPrintable(over));
}

void TestClusterLimits::theBusiestServerTakesATimeOrderedTail()
{
    // On 4 servers: a hashed table of 1,000 puts a second and a time-ordered one of 20,000, each
    // row 1 KiB (1,024 bytes uncompressed).
    Project p = RulesTest::goodProject();
    p.cluster.regionServers = 4;
    p.tables.clear();
    p.tables.append(kilobyteTable(QStringLiteral("spread"), 1000000));
    Table events = kilobyteTable(QStringLiteral("events"), 1000000);
    RulesTest::addTimestamps(events);
    RulesTest::setKey(events, QStringLiteral("[ts:long][id:int]"));
    events.families.first().qualifiers.first().averageValueBytes = 990; // a 12-byte key
    events.accessPatterns.last().ratePerSecond = 20000;                 // its put
    events.splits = SplitSpec{};
    p.tables.append(events);
    const auto wal = [&] { return Linter::lint(p).budget->figure(Measure::Writes); };
    // The tail's 20,480,000 bytes a second all on the server holding it, beside a quarter of the
    // hashed table's 1,024,000: 20,736,000 bytes a second (19.8 MiB/s), beyond the Guide's
    // 15 MiB/s.
    Figure busiest = wal();
    QCOMPARE(busiest.perServer, 20480000.0 + 1024000.0 / 4);
    QCOMPARE(busiest.tables,
             (QStringList{QStringLiteral("app:events"), QStringLiteral("app:spread")}));
    QCOMPARE(busiest.limit, 15.0 * 1024 * 1024);
    Linter::Result lint = Linter::lint(p);
    const Finding *f = findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-005"));
    QVERIFY2(f, qPrintable(listed(lint.findings)));
    QCOMPARE(f->severity, Severity::Info);
    QVERIFY2(f->message.contains(QStringLiteral("writes about 19.8 MiB/s to its WAL, most of it "
                                                "the time-ordered key of table app:events")),
             qPrintable(f->message));
    QVERIFY(f->fix.contains(QStringLiteral("spread the writes of table app:events")));
    // A salt of 8 in front of the time (its byte makes the row 1,025 bytes): a bucket's tail on
    // each of the 4 servers, every server a quarter of both: 5,381,000 bytes a second, no finding.
    RulesTest::setKey(p.tables[1], QStringLiteral("[salt(8)][ts:long][id:int]"));
    QCOMPARE(wal().perServer, (20000.0 * 1025 + 1024000.0) / 4);
    QVERIFY(!findingOf(Linter::lint(p).findings, QStringLiteral("HBD-CLUSTER-005")));
    // The tail again, but SKIP_WAL: nothing of it reaches the WAL.
    RulesTest::setKey(p.tables[1], QStringLiteral("[ts:long][id:int]"));
    p.tables[1].attributes.durability = Durability::SkipWal;
    QCOMPARE(wal().perServer, 1024000.0 / 4);
}

void TestClusterLimits::noServerSplitsPastItsSplitLimit()
{
    // Five tables of 300 regions' worth each (1,500) on one region server: HBase splits no region
    // on a server holding 1,000 (hbase.regionserver.regionSplitLimit), so the server holds
    // 1,000 at most, each table its pre-split and its share of the rest.
    Project p = RulesTest::goodProject();
    p.cluster.regionServers = 1;
    p.tables.clear();
    for (const char *name : {"chat", "followers", "crawl", "logs", "events"})
        p.tables.append(kilobyteTable(QLatin1StringView(name), kRowsFor300Regions));
    Linter::Result lint = Linter::lint(p);
    const ClusterBudget::Result &b = *lint.budget;
    QVERIFY(b.splitLimited);
    const double held = b.figure(Measure::RegionsAtRetention).perServer;
    QVERIFY2(held <= 1000 && held > 995, qPrintable(QString::number(held)));
    for (const ClusterBudget::TableLoad &l : b.tables) {
        QVERIFY(l.regionsAtRetention >= l.regionsAtCreation);
        QVERIFY(l.regionsAtRetention < 300);
        // The hashed tables write every region they hold: the capped count, not 300.
        QCOMPARE(l.writtenRegions, l.regionsAtRetention);
    }
    const Finding *f = findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-001"));
    QVERIFY2(f && f->message.contains(QStringLiteral("regionSplitLimit")),
             qPrintable(listed(lint.findings)));
    // Still the servers the 200 a server asks for: 1,500 / 200.
    QCOMPARE(b.serversForRegions, 8);
    // The Storage panel (the live check's storage of the selected table) counts the same capped
    // regions, and says why.
    LiveCheck::Caches caches;
    const QString chat = p.tables.first().fullName();
    LiveCheck::Result live = LiveCheck::run(p, {}, chat, caches);
    QVERIFY(live.storage.splitLimited);
    QCOMPARE(live.storage.regions, b.tables.first().regionsAtRetention);
    // On two servers, 750 each: below the limit, every split made.
    p.cluster.regionServers = 2;
    lint = Linter::lint(p);
    QVERIFY(!lint.budget->splitLimited);
    QCOMPARE(lint.budget->figure(Measure::RegionsAtRetention).perServer, 750.0);
    live = LiveCheck::run(p, {}, chat, caches);
    QVERIFY(!live.storage.splitLimited);
    QCOMPARE(live.storage.regions, qint64(300));
    QVERIFY(!findingOf(lint.findings, QStringLiteral("HBD-CLUSTER-001"))
                 ->message.contains(QStringLiteral("regionSplitLimit")));
}

void TestClusterLimits::aTableWithNoEndDateIsCountedAfterAYear()
{
    // A million 1 KiB rows a day kept with no end date: a year of them, 365,000,000 rows, three
    // copies over three servers: 365,000,000 x kStoredRow bytes a server; the panel, the CLI and
    // the report say which tables that is.
    Project p = RulesTest::goodProject();
    p.cluster.regionServers = 3;
    p.tables.clear();
    p.tables.append(kilobyteTable(QStringLiteral("logs"), 0));
    p.tables.first().volume.rowsPerDay = 1000000;
    p.tables.first().volume.retentionDays = 0;
    p.tables.append(kilobyteTable(QStringLiteral("users"), 1000000));
    const ClusterBudget::Result b = *Linter::lint(p).budget;
    QVERIFY(b.tables.first().grows);
    QVERIFY(!b.tables.last().grows);
    QCOMPARE(b.figure(Measure::Disk).parts.first(), 365000000.0 * kStoredRow);
    QCOMPARE(ClusterBudget::growthText(b),
             QStringLiteral("1 table keeps its rows with no end date, counted after a year of "
                            "growth: app:logs."));
    p.tables.last().volume.rows = 0;
    p.tables.last().volume.rowsPerDay = 10;
    QCOMPARE(ClusterBudget::growthText(*Linter::lint(p).budget),
             QStringLiteral("2 tables keep their rows with no end date, counted after a year of "
                            "growth: app:logs, app:users."));
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QCOMPARE(ClusterBudget::growthText(*Linter::lint(p).budget),
             QStringLiteral("2 张表的行不设保留期限，按增长一年计：app:logs、app:users。"));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

QTEST_GUILESS_MAIN(TestClusterLimits)
#include "tst_clusterlimits.moc"
