// Severities and advice that fit the design, on new minimal designs: regions per server, a salt's
// fan-out against the region servers and the read's rate, compression by what the values are.
// (Families and key length are graded in tst_rules.)
#include "model/export/scriptexporter.h"
#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"
#include "rulestestutil.h"

#include <QTest>

using namespace RulesTest;

namespace {

Project regionsProject(int regions)
{
    Project p = goodProject();
    p.cluster.regionServers = 3;
    p.tables[0].splits.regions = regions; // HexStringSplit over an MD5 prefix
    return p;
}

// A per-user range read over time, with the key salted into `buckets` buckets.
Project saltedRangeRead(int buckets, double ratePerSecond)
{
    Project p = goodProject();
    p.cluster.regionServers = 3;
    Table &t = p.tables[0];
    addUsers(t);
    addTimestamps(t);
    setKey(t, QStringLiteral("[salt(%1)][user] '\\x00' [ts:long]").arg(buckets));
    t.splits = {};
    t.splits.kind = SplitKind::SaltBuckets;
    t.splits.regions = buckets;
    AccessPattern read =
        accessBy(AccessKind::RangeScan, {QStringLiteral("user")}, QStringLiteral("ts"));
    read.ratePerSecond = ratePerSecond;
    t.accessPatterns = {read};
    return p;
}

} // namespace

class TestRuleGrading : public QObject
{
    Q_OBJECT

private slots:
    void regionsPerServerDecideTheSeverity_data();
    void regionsPerServerDecideTheSeverity();
    void fanOutIsATradeNearTheServerCount_data();
    void fanOutIsATradeNearTheServerCount();
    void compressionAdviceFollowsTheValues();
    void aRangeOverAFieldOutsideTheKeyIsFlagged();
    void retentionForeverIsNotRetentionUnstated();
    void rowPrefixBloomsCannotComeFromTheHBase3Shell();
};

void TestRuleGrading::regionsPerServerDecideTheSeverity_data()
{
    QTest::addColumn<int>("regions");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("mentions");
    // 2,000 regions on 3 servers: 667 each, far beyond 200 a server; HBD-SPLIT-004 notes the
    // table's own waste, HBD-CLUSTER-001 warns of the servers' load.
    QTest::newRow("2000 regions") << 2000 << int(Severity::Info)
                                  << QStringLiteral("2,000 regions on 3 region servers");
    // 150 regions on 3 servers: beyond the 50-100 guidance, 50 a server.
    QTest::newRow("150 regions") << 150 << int(Severity::Info)
                                 << QStringLiteral("150 regions on 3 region servers");
}

void TestRuleGrading::regionsPerServerDecideTheSeverity()
{
    QFETCH(int, regions);
    QFETCH(int, severity);
    QFETCH(QString, mentions);
    const QList<Finding> found =
        findingsOf(regionsProject(regions), QStringLiteral("HBD-SPLIT-004"));
    QCOMPARE(found.size(), 1);
    QCOMPARE(int(found.first().severity), severity);
    QVERIFY2(found.first().message.contains(mentions), qPrintable(found.first().message));
    QVERIFY(findingsOf(regionsProject(64), QStringLiteral("HBD-SPLIT-004")).isEmpty());
    // The servers' load is the cluster rule's: a warning at creation beyond 200 a server.
    const QList<Finding> cluster =
        findingsOf(regionsProject(regions), QStringLiteral("HBD-CLUSTER-001"));
    QCOMPARE(cluster.size(), regions / 3 > 200 ? 1 : 0);
    if (!cluster.isEmpty()) {
        QCOMPARE(cluster.first().severity, Severity::Warning);
        QVERIFY2(cluster.first().message.contains(QStringLiteral("created with about 667 regions")),
                 qPrintable(cluster.first().message));
    }
}

void TestRuleGrading::fanOutIsATradeNearTheServerCount_data()
{
    QTest::addColumn<int>("buckets");
    QTest::addColumn<double>("rate");
    QTest::addColumn<int>("severity");
    // 4 scans on 3 servers, read now and then: the price of spread writes, a note.
    QTest::newRow("4 buckets, rare read") << 4 << 1.0 << int(Severity::Info);
    // 16 scans on 3 servers: beyond twice the servers.
    QTest::newRow("16 buckets") << 16 << 1.0 << int(Severity::Warning);
    // 4 scans for a read 500 times a second: latency-critical.
    QTest::newRow("4 buckets, frequent read") << 4 << 500.0 << int(Severity::Warning);
}

void TestRuleGrading::fanOutIsATradeNearTheServerCount()
{
    QFETCH(int, buckets);
    QFETCH(double, rate);
    QFETCH(int, severity);
    const QList<Finding> found =
        findingsOf(saltedRangeRead(buckets, rate), QStringLiteral("HBD-READ-002"));
    QCOMPARE(found.size(), 1);
    QCOMPARE(int(found.first().severity), severity);
    QVERIFY2(found.first().message.contains(
                 QStringLiteral("fans out to %1 scans, for 3 region servers").arg(buckets)),
             qPrintable(found.first().message));
}

// JPEG photos compress no further: compression is advised for text and JSON, and advised against
// where it only costs CPU.
void TestRuleGrading::compressionAdviceFollowsTheValues()
{
    Project p = goodProject();
    Qualifier &photo = p.tables[0].families[0].qualifiers[0];
    photo.type = ValueType::Image;
    photo.averageValueBytes = 200 * 1024;
    photo.maximumValueBytes = 1024 * 1024;
    p.tables[0].families[0].isMob = true; // large values belong in MOB (HBD-VAL-002)
    QVERIFY(findingsOf(p, QStringLiteral("HBD-VAL-004")).isEmpty());

    p.tables[0].families[0].compression = Compression::Gz;
    QList<Finding> found = findingsOf(p, QStringLiteral("HBD-VAL-004"));
    QCOMPARE(found.size(), 1);
    QVERIFY2(found.first().message.contains(QStringLiteral("compressed already")),
             qPrintable(found.first().message));
    QCOMPARE(found.first().fix, QStringLiteral("set COMPRESSION => 'NONE' on family d, or keep "
                                               "such values in a family of their own"));

    photo.type = ValueType::Json;
    p.tables[0].families[0].compression = Compression::None;
    found = findingsOf(p, QStringLiteral("HBD-VAL-004"));
    QCOMPARE(found.size(), 1);
    QVERIFY2(found.first().message.contains(QStringLiteral("that compress (text, JSON, numbers)")),
             qPrintable(found.first().message));
}

// "Readings of one device in the last 24 hours" with the time dropped from the key: the range
// cannot be picked out by key, and a silent "get" would hide it.
void TestRuleGrading::aRangeOverAFieldOutsideTheKeyIsFlagged()
{
    Project p = goodProject();
    Table &t = p.tables[0];
    addUsers(t);
    addTimestamps(t);
    setKey(t, QStringLiteral("[md5(user):hex(4)][user]"));
    t.accessPatterns = {
        accessBy(AccessKind::RangeScan, {QStringLiteral("user")}, QStringLiteral("ts"))};
    const QList<Finding> found = findingsOf(p, QStringLiteral("HBD-READ-002"));
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().severity, Severity::Warning);
    QVERIFY2(found.first().message.contains(
                 QStringLiteral("range over ts, which is not in the row key")),
             qPrintable(found.first().message));
    setKey(t, QStringLiteral("[md5(user):hex(4)][user][ts:long]"));
    QVERIFY(findingsOf(p, QStringLiteral("HBD-READ-002")).isEmpty());
}

// A 1-day TTL in a table whose rows are kept forever loses data; with the retention not stated
// there is nothing to compare. The file says which: "forever", or 0 (and format 1's 0) for not
// stated.
void TestRuleGrading::retentionForeverIsNotRetentionUnstated()
{
    Project p = goodProject();
    p.tables[0].families[0].ttlSeconds = 86400;
    QVERIFY(findingsOf(p, QStringLiteral("HBD-VER-003")).isEmpty()); // not stated
    p.tables[0].volume.retentionDays = VolumeEstimate::kRetentionForever;
    const QList<Finding> found = findingsOf(p, QStringLiteral("HBD-VER-003"));
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().severity, Severity::Warning);
    QCOMPARE(found.first().message, QStringLiteral("table app:events keeps its rows forever, but "
                                                   "family d expires cells after 86,400 s (1.0 "
                                                   "days)"));
    QCOMPARE(found.first().edits.first().value, QStringLiteral("FOREVER"));
    p.tables[0].families[0].ttlSeconds = 2147483647; // FOREVER
    QVERIFY(findingsOf(p, QStringLiteral("HBD-VER-003")).isEmpty());

    // In the file: "forever" round-trips, a format 1 file's 0 reads as not stated, other text is
    // refused at its place.
    p.tables[0].volume.retentionDays = VolumeEstimate::kRetentionForever;
    const QByteArray text = serializeProject(p);
    QVERIFY(text.contains("\"retentionDays\": \"forever\""));
    const ProjectFile::LoadResult back = ProjectFile::parse(text, QStringLiteral("p.json"));
    QVERIFY2(back.project, qPrintable(back.error));
    QVERIFY(back.project->tables[0].volume.keptForever());
    QByteArray old = text;
    old.replace("\"retentionDays\": \"forever\"", "\"retentionDays\": 0");
    old.replace("\"formatVersion\": 2", "\"formatVersion\": 1");
    QCOMPARE(
        ProjectFile::parse(old, QStringLiteral("p.json")).project->tables[0].volume.retentionDays,
        0);
    QByteArray bad = text;
    bad.replace("\"retentionDays\": \"forever\"", "\"retentionDays\": \"always\"");
    QVERIFY(
        ProjectFile::parse(bad, QStringLiteral("p.json"))
            .error.contains(QStringLiteral("/tables/0/volume/retentionDays: expected a number of "
                                           "days or \"forever\"")));
}

// The 3.x shell keeps CONFIGURATION among the family's values, where the master's bloom check
// does not find the prefix length: the script would stop at that line, so it is not written.
void TestRuleGrading::rowPrefixBloomsCannotComeFromTheHBase3Shell()
{
    Project p = goodProject();
    p.tables[0].families[0].bloomFilter = BloomType::RowPrefixFixedLength;
    p.tables[0].families[0].bloomPrefixLength = 4;
    ExportOptions options;
    options.dialect = HBaseVersion::V2_5;
    QVERIFY2(exportShellScript(p, options).ok(),
             qPrintable(exportShellScript(p, options).errors.join(u'\n')));
    options.dialect = HBaseVersion::V3;
    const ExportResult three = exportShellScript(p, options);
    QVERIFY(!three.ok());
    QVERIFY(three.script.isEmpty());
    QVERIFY2(three.errors.join(u'\n').contains(QStringLiteral("HBASE-30117")),
             qPrintable(three.errors.join(u'\n')));
}

QTEST_APPLESS_MAIN(TestRuleGrading)
#include "tst_rulegrading.moc"
