// How each access pattern is served by a row key: the method, the bound segments, the salt
// fan-out and the regions one request touches, worked out by hand for small designs.
#include "model/analysis/accessanalysis.h"
#include "model/rowkey/rowkeynotation.h"

#include <QTest>

namespace {

AccessPattern pattern(AccessKind kind, const QStringList &fields, const QString &range = {})
{
    AccessPattern p;
    p.name = QStringLiteral("p");
    p.kind = kind;
    p.fields = fields;
    p.rangeField = range;
    return p;
}

SampleRows rows(int users, int perUser)
{
    SampleRows r;
    r.fields = {QStringLiteral("user"), QStringLiteral("ts")};
    r.columns.resize(2);
    for (int u = 0; u < users; ++u) {
        for (int t = 0; t < perUser; ++t) {
            r.columns[0].append(QStringLiteral("u%1").arg(u).toStdString());
            r.columns[1].append(std::to_string(1000 + t));
        }
    }
    return r;
}

} // namespace

class TestAccessAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void methods_data();
    void methods();
    void regionsArePerPrefix();
};

void TestAccessAnalysis::methods_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<AccessPattern>("access");
    QTest::addColumn<AccessAnalysis::Method>("method");
    QTest::addColumn<int>("bound");
    QTest::addColumn<int>("scans");

    using M = AccessAnalysis::Method;
    const QStringList user{QStringLiteral("user")};
    const QStringList both{QStringLiteral("user"), QStringLiteral("ts")};
    const QString ts = QStringLiteral("ts");
    QTest::newRow("every field: get") << QStringLiteral("[user]'_'[ts:long]")
                                      << pattern(AccessKind::Get, both) << M::Get << 2 << 1;
    QTest::newRow("leading field: prefix scan")
        << QStringLiteral("[user]'_'[ts:long]") << pattern(AccessKind::PrefixScan, user)
        << M::PrefixScan << 1 << 1;
    QTest::newRow("range on the next field")
        << QStringLiteral("[user]'_'[ts:long]") << pattern(AccessKind::RangeScan, user, ts)
        << M::RangeScan << 1 << 1;
    QTest::newRow("latest N through rev(ts)")
        << QStringLiteral("[user][rev(ts):long]") << pattern(AccessKind::LatestN, user, ts)
        << M::RangeScan << 1 << 1;
    QTest::newRow("trailing field only: full scan")
        << QStringLiteral("[user]'_'[ts:long]") << pattern(AccessKind::PrefixScan, {ts})
        << M::FullScan << 0 << 1;
    QTest::newRow("hash of unknown fields first: full scan")
        << QStringLiteral("[md5(user ts):hex(8)][user][ts]")
        << pattern(AccessKind::RangeScan, user, ts) << M::FullScan << 0 << 1;
    QTest::newRow("hash of known fields is bound")
        << QStringLiteral("[md5(user):hex(4)][user][ts]") << pattern(AccessKind::PrefixScan, user)
        << M::PrefixScan << 2 << 1;
    QTest::newRow("salt fans a scan out to every bucket")
        << QStringLiteral("[salt(8)][user][ts:long]") << pattern(AccessKind::PrefixScan, user)
        << M::PrefixScan << 1 << 8;
    QTest::newRow("salt is computed for a get")
        << QStringLiteral("[salt(8)][user][ts:long]") << pattern(AccessKind::Get, both) << M::Get
        << 2 << 1;
    QTest::newRow("hashed range field is no range")
        << QStringLiteral("[user][md5(ts):hex(8)]") << pattern(AccessKind::RangeScan, user, ts)
        << M::PrefixScan << 1 << 1;
    QTest::newRow("range over a leading time, user after it: filtered")
        << QStringLiteral("[ts:long][user]") << pattern(AccessKind::RangeScan, user, ts)
        << M::FilteredScan << 0 << 1;
    QTest::newRow("a known field the key does not hold: filtered")
        << QStringLiteral("[user][rev(ts):long]")
        << pattern(AccessKind::RangeScan, {QStringLiteral("user"), QStringLiteral("peer")}, ts)
        << M::FilteredScan << 1 << 1;
    QTest::newRow("range over a leading time alone: range scan")
        << QStringLiteral("[ts:long][user]") << pattern(AccessKind::RangeScan, {}, ts)
        << M::RangeScan << 0 << 1;
    QTest::newRow("modulo bucket of an unknown field fans out")
        << QStringLiteral("[ts % 4:byte][user][ts:long]") << pattern(AccessKind::PrefixScan, user)
        << M::PrefixScan << 1 << 4;
    QTest::newRow("modulo bucket of a known field is bound")
        << QStringLiteral("[hash(user) % 4:byte][user][ts:long]")
        << pattern(AccessKind::PrefixScan, user) << M::PrefixScan << 2 << 1;
    QTest::newRow("a large modulus is a value, not a bucket")
        << QStringLiteral("[ts % 86400000:int][user]") << pattern(AccessKind::PrefixScan, user)
        << M::FullScan << 0 << 1;
}

void TestAccessAnalysis::methods()
{
    QFETCH(QString, key);
    QFETCH(AccessPattern, access);
    QFETCH(AccessAnalysis::Method, method);
    QFETCH(int, bound);
    QFETCH(int, scans);

    const RowKeyNotation::Result parsed = RowKeyNotation::parse(key);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    const SampleRows sample = rows(3, 4);
    const RowIndices regionOfRow(std::size_t(sample.rowCount()), 0);
    const QList<AccessAnalysis::Result> results =
        AccessAnalysis::analyze(parsed.key, {access}, sample, regionOfRow, 1);
    QCOMPARE(results.size(), 1);
    const AccessAnalysis::Result &r = results.first();
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.method, method);
    QCOMPARE(r.boundSegments, bound);
    QCOMPARE(r.scans, scans);
}

// Three users of four rows; regions are assigned by hand so that user u1's rows straddle two
// regions: a prefix scan for one user touches 1, 2 and 1 regions, 4/3 on average.
void TestAccessAnalysis::regionsArePerPrefix()
{
    const RowKeyNotation::Result parsed = RowKeyNotation::parse(QStringLiteral("[user]'_'[ts]"));
    const SampleRows sample = rows(3, 4);
    const RowIndices regionOfRow{0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1};
    const QList<AccessAnalysis::Result> results = AccessAnalysis::analyze(
        parsed.key,
        {pattern(AccessKind::PrefixScan, {QStringLiteral("user")}),
         pattern(AccessKind::PrefixScan, {}),
         pattern(AccessKind::Get, {QStringLiteral("user"), QStringLiteral("ts")})},
        sample, regionOfRow, 2);
    QCOMPARE(results[0].maxRegions, 2);
    QCOMPARE(results[0].meanRegions, 4.0 / 3.0);
    QCOMPARE(results[1].method, AccessAnalysis::Method::FullScan);
    QCOMPARE(results[1].maxRegions, 2);
    QCOMPARE(results[2].maxRegions, 1);
}

QTEST_APPLESS_MAIN(TestAccessAnalysis)
#include "tst_accessanalysis.moc"
