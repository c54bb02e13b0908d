// Each schema rule fires on a minimal bad design and stays silent on the matching good one.
#include "model/io/projectfile.h"
#include "model/rowkey/rowkeynotation.h"
#include "model/rules/linter.h"
#include "model/rules/rulecatalog.h"
#include "rulestestutil.h"

#include <QTest>

#include <functional>

using namespace RulesTest;

Q_DECLARE_METATYPE(Edit)

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void goodDesignIsClean();
    void keysAreCheckedWithoutASample();
    void ruleFires_data();
    void ruleFires();
    void ruleStaysSilent_data();
    void ruleStaysSilent();
    void catalogIsComplete();
    void examplesTeachTheirLesson_data();
    void examplesTeachTheirLesson();
};

void TestRules::goodDesignIsClean()
{
    const QList<Finding> findings = Linter::lint(goodProject()).findings;
    for (const Finding &f : findings)
        qWarning("%s %s: %s", qPrintable(f.ruleId), qPrintable(f.objectPath),
                 qPrintable(f.message));
    QVERIFY(findings.isEmpty());
}

void TestRules::ruleFires_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<Severity>("severity");
    QTest::addColumn<QString>("mentions");

    const auto family = [](const QString &name) {
        ColumnFamily f;
        f.name = name;
        return f;
    };
    QTest::newRow("two families: a note")
        << Edit([=](Table &t) { t.families.append(family(QStringLiteral("e"))); })
        << QStringLiteral("HBD-CF-002") << Severity::Info << QStringLiteral("2 column families");
    QTest::newRow("three families") << Edit([=](Table &t) {
        for (const char *n : {"e", "f"})
            t.families.append(family(QString::fromLatin1(n)));
    }) << QStringLiteral("HBD-CF-002")
                                    << Severity::Warning << QStringLiteral("3 column families");
    QTest::newRow("four families") << Edit([=](Table &t) {
        for (const char *n : {"e", "f", "g"})
            t.families.append(family(QString::fromLatin1(n)));
    }) << QStringLiteral("HBD-CF-002")
                                   << Severity::Error << QStringLiteral("4 column families");
    // Seen on a running HBase without Hadoop's native library: the master refuses the table
    // (docs/hbase-reference.md §3.7). Clusters with libhadoop take it, hence a note.
    QTest::newRow("BZIP2: a note")
        << Edit([](Table &t) { t.families[0].compression = Compression::Bzip2; })
        << QStringLiteral("HBD-ATTR-005") << Severity::Info
        << QStringLiteral("Hadoop's native library");
    QTest::newRow("LZMA on 2.5") << Edit([](Table &t) {
        t.families[0].compression = Compression::Lzma;
    }) << QStringLiteral("HBD-ATTR-005")
                                 << Severity::Warning << QStringLiteral("only HBase 2.5 has");
    QTest::newRow("long family name")
        << Edit([](Table &t) { t.families[0].name = QStringLiteral("info"); })
        << QStringLiteral("HBD-CF-003") << Severity::Info
        << QStringLiteral("4 bytes, repeated in every cell (1 in each row that has the family): "
                          "3.8 MiB per million such rows");
    QTest::newRow("hundred versions")
        << Edit([](Table &t) { t.families[0].versions = 100; }) << QStringLiteral("HBD-VER-001")
        << Severity::Warning << QStringLiteral("100 versions");
    QTest::newRow("min versions without TTL")
        << Edit([](Table &t) { t.families[0].minVersions = 1; }) << QStringLiteral("HBD-VER-002")
        << Severity::Warning << QStringLiteral("without a TTL");
    QTest::newRow("value over 10 MiB")
        << Edit([](Table &t) { t.families[0].qualifiers[0].maximumValueBytes = 11 * 1024 * 1024; })
        << QStringLiteral("HBD-VAL-001") << Severity::Error << QStringLiteral("reach 11 MiB");
    QTest::newRow("large values without MOB")
        << Edit([](Table &t) { t.families[0].qualifiers[0].averageValueBytes = 200 * 1024; })
        << QStringLiteral("HBD-VAL-002") << Severity::Warning << QStringLiteral("without MOB");
    QTest::newRow("MOB on small values")
        << Edit([](Table &t) { t.families[0].isMob = true; }) << QStringLiteral("HBD-VAL-003")
        << Severity::Info << QStringLiteral("MOB family");
    QTest::newRow("default namespace")
        << Edit([](Table &t) { t.namespaceName = QStringLiteral("default"); })
        << QStringLiteral("HBD-NAME-003") << Severity::Info << QStringLiteral("default namespace");
    QTest::newRow("timestamp first") << Edit([](Table &t) {
        addTimestamps(t);
        setKey(t, QStringLiteral("[ts][id]"));
    }) << QStringLiteral("HBD-KEY-003")
                                     << Severity::Error << QStringLiteral("grows with time");
    QTest::newRow("key not unique")
        << Edit([](Table &t) { setKey(t, QStringLiteral("[md5(id % 10):hex(4)]")); })
        << QStringLiteral("HBD-KEY-004") << Severity::Error
        << QStringLiteral("990 of 1,000 sample rows");
    QTest::newRow("family sizes apart") << Edit([=](Table &t) {
        t.families.append(family(QStringLiteral("e")));
        t.families[0].estimatedRows = 1000000;
        t.families[1].estimatedRows = 1000;
    }) << QStringLiteral("HBD-CF-004") << Severity::Warning
                                        << QStringLiteral("only 1,000");
    QTest::newRow("long qualifier")
        << Edit([](Table &t) {
               t.families[0].qualifiers[0].name = QStringLiteral("customer_address");
           })
        << QStringLiteral("HBD-CF-005") << Severity::Info
        << QStringLiteral("the 1 qualifier names of family d take 16 bytes in every row");
    QTest::newRow("large values uncompressed")
        << Edit([](Table &t) { t.families[0].qualifiers[0].averageValueBytes = 2000; })
        << QStringLiteral("HBD-VAL-004") << Severity::Info << QStringLiteral("2,000 value bytes");
    QTest::newRow("few leading values") << Edit([](Table &t) {
        FieldGenerator country;
        country.field = QStringLiteral("country");
        country.kind = GeneratorKind::Enumeration;
        country.values = {{QStringLiteral("CN"), 3}, {QStringLiteral("US"), 1}};
        t.sample.generators.append(country);
        setKey(t, QStringLiteral("[country][id:int]"));
    }) << QStringLiteral("HBD-KEY-005") << Severity::Warning
                                        << QStringLiteral("only 2 distinct values");
    QTest::newRow("segments run together") << Edit([](Table &t) {
        addUsers(t);
        setKey(t, QStringLiteral("[md5(id):hex(4)][user][id]"));
    }) << QStringLiteral("HBD-KEY-006") << Severity::Warning
                                           << QStringLiteral("no separator");
    QTest::newRow("separator inside a value") << Edit([](Table &t) {
        addUsers(t);
        setKey(t, QStringLiteral("[md5(id):hex(4)][user] '-' [id:int]"));
    }) << QStringLiteral("HBD-KEY-008") << Severity::Warning
                                              << QStringLiteral("in 1,000 sample rows");
    // A read that sees the order: a range over the id itself.
    QTest::newRow("unpadded decimal, read in order") << Edit([](Table &t) {
        setKey(t, QStringLiteral("[id]"));
        t.accessPatterns = {accessBy(AccessKind::RangeScan, {}, QStringLiteral("id"))};
    }) << QStringLiteral("HBD-KEY-009") << Severity::Warning
                                                     << QStringLiteral("1 to 3 digits");
    QTest::newRow("negative without flip")
        << Edit([](Table &t) { setKey(t, QStringLiteral("[md5(id):hex(4)][id - 500:long]")); })
        << QStringLiteral("HBD-KEY-010") << Severity::Warning
        << QStringLiteral("500 sample values are negative");
    QTest::newRow("text number three times binary") << Edit([](Table &t) {
        t.sample.generators[0].start = 100;
        t.sample.rows = 150;
        setKey(t, QStringLiteral("[md5(id):hex(4)][id]"));
    }) << QStringLiteral("HBD-KEY-011") << Severity::Info
                                                    << QStringLiteral("fit in 1 binary bytes");
    QTest::newRow("busy table without splits") << Edit([](Table &t) {
        t.splits = {};
        AccessPattern put;
        put.name = QStringLiteral("write");
        put.kind = AccessKind::Put;
        put.fields = {QStringLiteral("id")};
        put.ratePerSecond = 5000;
        t.accessPatterns.append(put);
    }) << QStringLiteral("HBD-SPLIT-002") << Severity::Warning
                                               << QStringLiteral("5,000 writes a second");
    QTest::newRow("too many regions")
        << Edit([](Table &t) { t.splits.regions = 200; }) << QStringLiteral("HBD-SPLIT-004")
        << Severity::Info << QStringLiteral("200 regions");
    QTest::newRow("salt not aligned")
        << Edit([](Table &t) { setKey(t, QStringLiteral("[salt(8)][id:int]")); })
        << QStringLiteral("HBD-SPLIT-005") << Severity::Warning
        << QStringLiteral("region 0 holds 8 of the 8 buckets"); // every bucket byte sorts below "1"
    QTest::newRow("range field hashed") << Edit([](Table &t) {
        addUsers(t);
        setKey(t, QStringLiteral("[user] '\\x00' [md5(id):hex(8)]"));
        t.accessPatterns.append(
            accessBy(AccessKind::RangeScan, {QStringLiteral("user")}, QStringLiteral("id")));
    }) << QStringLiteral("HBD-READ-002") << Severity::Warning
                                        << QStringLiteral("range over id");
    QTest::newRow("latest first ascending") << Edit([](Table &t) {
        addUsers(t);
        setKey(t, QStringLiteral("[user] '\\x00' [id:int]"));
        t.accessPatterns.append(
            accessBy(AccessKind::LatestN, {QStringLiteral("user")}, QStringLiteral("id")));
    }) << QStringLiteral("HBD-READ-003") << Severity::Info
                                            << QStringLiteral("sorts them oldest first");
    QTest::newRow("wide family without its field")
        << Edit([](Table &t) { t.families[0].qualifierField = QStringLiteral("item"); })
        << QStringLiteral("HBD-CF-006") << Severity::Error << QStringLiteral("field 'item'");
    QTest::newRow("long key") << Edit([](Table &t) {
        setKey(t, QStringLiteral("[md5(id):hex(4)][id:str(20)]"));
    }) << QStringLiteral("HBD-KEY-007")
                              << Severity::Info << QStringLiteral("averages 24.0 bytes");
    // 300 bytes x 10 million cells = 2.79 GiB of keys alone.
    QTest::newRow("very long key")
        << Edit([](Table &t) { setKey(t, QStringLiteral("[md5(id):hex(4)][id:str(296)]")); })
        << QStringLiteral("HBD-KEY-007") << Severity::Warning
        << QStringLiteral("averages 300.0 bytes; every cell repeats it, "
                          "2.79 GiB of keys alone");
    QTest::newRow("split keys no key reaches") << Edit([](Table &t) {
        t.splits.kind = SplitKind::Explicit;
        t.splits.keys = {"x", "y"};
    }) << QStringLiteral("HBD-SPLIT-003") << Severity::Warning
                                               << QStringLiteral("2 of the 3");
    QTest::newRow("one region takes a window") << Edit([](Table &t) {
        addTimestamps(t);
        setKey(t, QStringLiteral("[ts][id]"));
        t.splits.kind = SplitKind::Explicit;
        t.splits.keys = {"1000000000500"};
    }) << QStringLiteral("HBD-WRITE-001") << Severity::Warning
                                               << QStringLiteral("100% of the writes");
    QTest::newRow("newest first as the leading segment") << Edit([](Table &t) {
        addTimestamps(t);
        setKey(t, QStringLiteral("[rev(ts):long][id:int]"));
    }) << QStringLiteral("HBD-KEY-003") << Severity::Error
                                                         << QStringLiteral("shrinks with time");
    QTest::newRow("retention without a TTL")
        << Edit([](Table &t) { t.volume.retentionDays = 30; }) << QStringLiteral("HBD-VER-003")
        << Severity::Warning << QStringLiteral("kept for 30 days but family d has no TTL");
    QTest::newRow("TTL shorter than the retention") << Edit([](Table &t) {
        t.volume.retentionDays = 30;
        t.families[0].ttlSeconds = 86400;
    }) << QStringLiteral("HBD-VER-003") << Severity::Warning
                                                    << QStringLiteral("after 86,400 s (1.0 days)");
    QTest::newRow("range over a leading time, filtered")
        << Edit([](Table &t) {
               addTimestamps(t);
               addUsers(t);
               setKey(t, QStringLiteral("[ts:long][user]"));
               t.accessPatterns.clear();
               t.accessPatterns.append(
                   accessBy(AccessKind::RangeScan, {QStringLiteral("user")}, QStringLiteral("ts")));
           })
        << QStringLiteral("HBD-READ-001") << Severity::Warning
        << QStringLiteral("every row in its range of ts");
    QTest::newRow("a known field the key does not hold, filtered")
        << Edit([](Table &t) {
               addTimestamps(t);
               addUsers(t);
               setKey(t, QStringLiteral("[user][rev(ts):long]"));
               t.accessPatterns.clear();
               t.accessPatterns.append(accessBy(AccessKind::RangeScan,
                                                {QStringLiteral("user"), QStringLiteral("peer")},
                                                QStringLiteral("ts")));
           })
        << QStringLiteral("HBD-READ-001") << Severity::Warning
        << QStringLiteral("filters out all but its own: peer is not in the row key");
    QTest::newRow("pre-split far beyond the volume")
        << Edit([](Table &t) {
               t.splits.regions = 40;
               t.volume.rows = 1000;
           })
        << QStringLiteral("HBD-SPLIT-004") << Severity::Info
        << QStringLiteral("fills only about 1 at the target region size");
    QTest::newRow("fewer regions than servers") << Edit([](Table &t) {
        t.splits.regions = 2;
        t.volume.rows = 10000000000;
    }) << QStringLiteral("HBD-SPLIT-004") << Severity::Info
                                                << QStringLiteral("2 regions for 3 region servers");
    QTest::newRow("modulo buckets split off their boundaries")
        << Edit([](Table &t) {
               setKey(t, QStringLiteral("[id % 8:byte][id:int]"));
               t.splits.kind = SplitKind::Explicit;
               t.splits.keys = {"\x01", "\x02", "\x03"};
           })
        << QStringLiteral("HBD-SPLIT-005") << Severity::Warning
        << QStringLiteral(
               "region 3 holds 5 of the 8 buckets"); // \x03..\x07: three split keys <= each
    QTest::newRow("buckets far above the servers")
        << Edit([](Table &t) { setKey(t, QStringLiteral("[salt(64)][id:int]")); })
        << QStringLiteral("HBD-SPLIT-005") << Severity::Warning
        << QStringLiteral("64 buckets for 3 region servers");
    QTest::newRow("one region hot whatever the time") << Edit([](Table &t) {
        addTimestamps(t);
        t.splits.kind = SplitKind::Explicit;
        t.splits.keys = {"x", "y"};
    }) << QStringLiteral("HBD-WRITE-001") << Severity::Warning
                                                      << QStringLiteral("in every hot window");
    QTest::newRow("read needs a full scan") << Edit([](Table &t) {
        addTimestamps(t);
        AccessPattern byTime;
        byTime.name = QStringLiteral("by time");
        byTime.kind = AccessKind::PrefixScan;
        byTime.fields = {QStringLiteral("ts")};
        t.accessPatterns.append(byTime);
    }) << QStringLiteral("HBD-READ-001") << Severity::Error
                                            << QStringLiteral("'by time' needs a full table scan");
}

void TestRules::keysAreCheckedWithoutASample()
{
    // Nothing names the fields, yet what needs no rows is still checked: salt(N) of 1 to 256.
    Project bad = goodProject();
    bad.tables[0].sample.generators.clear();
    setKey(bad.tables[0], QStringLiteral("[salt(300)][id:int]"));
    const QList<Finding> found = findingsOf(bad, QStringLiteral("HBD-KEY-002"));
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().severity, Severity::Error);
    QVERIFY2(found.first().message.contains(QStringLiteral("salt")),
             qPrintable(found.first().message));
    setKey(bad.tables[0], QStringLiteral("[salt(16)][id:int]"));
    QVERIFY(findingsOf(bad, QStringLiteral("HBD-KEY-002")).isEmpty());
}

void TestRules::ruleFires()
{
    QFETCH(Edit, edit);
    QFETCH(QString, rule);
    QFETCH(Severity, severity);
    QFETCH(QString, mentions);

    Project bad = goodProject();
    edit(bad.tables[0]);
    const QList<Finding> found = findingsOf(bad, rule);
    QVERIFY2(!found.isEmpty(), qPrintable(rule));
    QCOMPARE(found.first().severity, severity);
    QVERIFY2(found.first().message.contains(mentions), qPrintable(found.first().message));
    QVERIFY(!found.first().fix.isEmpty());
    QVERIFY(findingsOf(goodProject(), rule).isEmpty());
    // Whatever the design breaks is in the catalog, and so in docs/rules.md.
    for (const Finding &f : Linter::lint(bad).findings)
        QVERIFY2(RuleCatalog::find(f.ruleId), qPrintable(f.ruleId));
}

// Near misses: designs that look like a rule's trigger but are fine, so the rule stays silent.
void TestRules::ruleStaysSilent_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("rule");

    QTest::newRow("few leading values before a hash") << Edit([](Table &t) {
        FieldGenerator country;
        country.field = QStringLiteral("country");
        country.kind = GeneratorKind::Enumeration;
        country.values = {{QStringLiteral("CN"), 3}, {QStringLiteral("US"), 1}};
        t.sample.generators.append(country);
        setKey(t, QStringLiteral("[country][md5(id):hex(8)]"));
    }) << QStringLiteral("HBD-KEY-005");
    // Behind its own hash no read sees the id's text order (a get knows the whole key).
    QTest::newRow("unpadded decimal behind its hash") << Edit([](Table &t) {
        setKey(t, QStringLiteral("[md5(id):hex(4)][id]"));
        t.accessPatterns = {accessBy(AccessKind::Get, {QStringLiteral("id")})};
    }) << QStringLiteral("HBD-KEY-009");
    QTest::newRow("modulo bucket leads: not a few values")
        << Edit([](Table &t) { setKey(t, QStringLiteral("[id % 4:byte][id:int]")); })
        << QStringLiteral("HBD-KEY-005");
    QTest::newRow("modulo bucket, a region per bucket") << Edit([](Table &t) {
        setKey(t, QStringLiteral("[id % 4:byte][id:int]"));
        t.splits.kind = SplitKind::Explicit;
        t.splits.keys = {"\x01", "\x02", "\x03"};
    }) << QStringLiteral("HBD-SPLIT-005");
    QTest::newRow("salt, a region per bucket") << Edit([](Table &t) {
        setKey(t, QStringLiteral("[salt(8)][id:int]"));
        t.splits.kind = SplitKind::SaltBuckets;
        t.splits.regions = 8;
    }) << QStringLiteral("HBD-SPLIT-005");
    QTest::newRow("salt, two buckets a region") << Edit([](Table &t) {
        setKey(t, QStringLiteral("[salt(8)][id:int]"));
        t.splits.kind = SplitKind::Explicit;
        t.splits.keys = {"\x02", "\x04", "\x06"};
    }) << QStringLiteral("HBD-SPLIT-005");
    QTest::newRow("codecs every server has") << Edit([](Table &t) {
        t.families[0].compression = Compression::Gz;
        t.families.append(t.families[0]);
        t.families[1].name = QStringLiteral("z");
        t.families[1].compression = Compression::Zstd;
    }) << QStringLiteral("HBD-ATTR-005");
    QTest::newRow("fewer regions than the volume fills")
        << Edit([](Table &t) { t.volume.rows = 10000000000; }) << QStringLiteral("HBD-SPLIT-004");
    QTest::newRow("TTL matches the retention") << Edit([](Table &t) {
        t.volume.retentionDays = 30;
        t.families[0].ttlSeconds = 30 * 86400;
    }) << QStringLiteral("HBD-VER-003");
    QTest::newRow("reverse time behind a user") << Edit([](Table &t) {
        addUsers(t);
        addTimestamps(t);
        setKey(t, QStringLiteral("[user] '\\x00' [rev(ts):long]"));
    }) << QStringLiteral("HBD-KEY-003");
    QTest::newRow("range over a leading time with nothing else known") << Edit([](Table &t) {
        addTimestamps(t);
        setKey(t, QStringLiteral("[ts:long][id:int]"));
        t.accessPatterns.clear();
        t.accessPatterns.append(accessBy(AccessKind::RangeScan, {}, QStringLiteral("ts")));
    }) << QStringLiteral("HBD-READ-001");
}

void TestRules::ruleStaysSilent()
{
    QFETCH(Edit, edit);
    QFETCH(QString, rule);

    Project p = goodProject();
    edit(p.tables[0]);
    const QList<Finding> found = findingsOf(p, rule);
    QVERIFY2(found.isEmpty(), qPrintable(found.isEmpty() ? QString() : found.first().message));
}

void TestRules::catalogIsComplete()
{
    QSet<QString> ids;
    for (const Rule &r : RuleCatalog::rules()) {
        QVERIFY2(!ids.contains(QLatin1StringView(r.id)), r.id);
        ids.insert(QLatin1StringView(r.id));
        QVERIFY(qstrlen(r.title) > 0 && qstrlen(r.rationale) > 0 && qstrlen(r.reference) > 0);
        QVERIFY(qstrlen(r.bad) > 0 && qstrlen(r.good) > 0);
        QCOMPARE(RuleCatalog::find(QString::fromLatin1(r.id)), &r);
    }
    QVERIFY(RuleCatalog::rules().size() >= 40);
}

// The case studies are workshop material: each bad table breaks the rules its lesson is about,
// and no good table has an error or a warning.
void TestRules::examplesTeachTheirLesson_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("rules"); // empty: a good table

    QTest::newRow("chat: MSG") << QStringLiteral("chat-messages.json")
                               << QStringLiteral("MOMO_CHAT:MSG") << QStringList();
    QTest::newRow("chat: conversation index")
        << QStringLiteral("chat-messages.json") << QStringLiteral("MOMO_CHAT:MSG_BY_CONVERSATION")
        << QStringList();
    QTest::newRow("chat: time first")
        << QStringLiteral("chat-messages.json") << QStringLiteral("MOMO_CHAT:MSG_BY_TIME")
        << QStringList{QStringLiteral("HBD-KEY-003")};
    QTest::newRow("logs: EVENTS") << QStringLiteral("logs.json") << QStringLiteral("LOGS:EVENTS")
                                  << QStringList();
    QTest::newRow("logs: time first")
        << QStringLiteral("logs.json") << QStringLiteral("LOGS:EVENTS_BY_TIME")
        << QStringList{QStringLiteral("HBD-KEY-003"), QStringLiteral("HBD-KEY-004"),
                       QStringLiteral("HBD-READ-001")};
    QTest::newRow("pre-split trap: HexStringSplit")
        << QStringLiteral("presplit-trap.json") << QStringLiteral("WEB:SESSIONS") << QStringList();
    QTest::newRow("pre-split trap: start/end over hex text")
        << QStringLiteral("presplit-trap.json") << QStringLiteral("WEB:SESSIONS_RANGE_SPLIT")
        << QStringList{QStringLiteral("HBD-SPLIT-003"), QStringLiteral("HBD-WRITE-001")};
    QTest::newRow("metrics: metric first")
        << QStringLiteral("metrics.json") << QStringLiteral("TSDB:POINTS") << QStringList();
    QTest::newRow("metrics: hour first")
        << QStringLiteral("metrics.json") << QStringLiteral("TSDB:POINTS_BY_HOUR")
        << QStringList{QStringLiteral("HBD-KEY-003"), QStringLiteral("HBD-WRITE-001")};
    QTest::newRow("orders: hashed prefix, separator, binary number")
        << QStringLiteral("customer-orders.json") << QStringLiteral("SHOP:ORDERS") << QStringList();
    QTest::newRow("orders: glued together")
        << QStringLiteral("customer-orders.json") << QStringLiteral("SHOP:ORDERS_CONCAT")
        << QStringList{QStringLiteral("HBD-KEY-006"), QStringLiteral("HBD-KEY-009")};
    QTest::newRow("lists: tall") << QStringLiteral("user-lists.json")
                                 << QStringLiteral("SOCIAL:FOLLOWERS") << QStringList();
    QTest::newRow("lists: wide") << QStringLiteral("user-lists.json")
                                 << QStringLiteral("SOCIAL:FOLLOWERS_WIDE")
                                 << QStringList{QStringLiteral("HBD-ROW-001")};
    QTest::newRow("web: reversed domain")
        << QStringLiteral("web-table.json") << QStringLiteral("CRAWL:PAGES") << QStringList();
    QTest::newRow("web: host as written")
        << QStringLiteral("web-table.json") << QStringLiteral("CRAWL:PAGES_BY_HOST")
        << QStringList{QStringLiteral("HBD-READ-001")};
    QTest::newRow("phones: reversed") << QStringLiteral("phone-numbers.json")
                                      << QStringLiteral("TELCO:SUBSCRIBERS") << QStringList();
    QTest::newRow("phones: as written")
        << QStringLiteral("phone-numbers.json") << QStringLiteral("TELCO:SUBSCRIBERS_BY_NUMBER")
        << QStringList{QStringLiteral("HBD-SPLIT-003"), QStringLiteral("HBD-WRITE-001")};
}

void TestRules::examplesTeachTheirLesson()
{
    QFETCH(QString, file);
    QFETCH(QString, table);
    QFETCH(QStringList, rules);

    const QString path = QStringLiteral(HBD_SOURCE_DIR "/examples/") + file;
    const ProjectFile::LoadResult loaded = ProjectFile::load(path);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    QVERIFY(loaded.project->findTable(table));
    Linter::Options options;
    options.tables = {table};
    options.projectDirectory = QStringLiteral(HBD_SOURCE_DIR "/examples");
    const QList<Finding> findings = Linter::lint(*loaded.project, options).findings;
    QSet<QString> fired;
    for (const Finding &f : findings) {
        fired.insert(f.ruleId);
        if (rules.isEmpty())
            QVERIFY2(f.severity == Severity::Info,
                     qPrintable(f.ruleId + QStringLiteral(": ") + f.message));
    }
    for (const QString &rule : rules)
        QVERIFY2(fired.contains(rule), qPrintable(rule));
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
