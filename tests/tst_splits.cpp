// Split keys as HBase computes them (docs/hbase-reference.md §2). Every expected key is written out
// by hand from the formulas in docs/hbase-reference.md.
#include "model/analysis/splits.h"
#include "model/hbase/bytes.h"

#include <QTest>

namespace {

QList<QByteArray> keys(std::initializer_list<QByteArray> list)
{
    return QList<QByteArray>(list);
}

QByteArray repeat(char byte, int count)
{
    return QByteArray(count, byte);
}

} // namespace

class TestSplits : public QObject
{
    Q_OBJECT

private slots:
    void algorithms_data();
    void algorithms();
    void algorithmRefusesBadCounts_data();
    void algorithmRefusesBadCounts();
    void hexSplitIsUnevenForSix();
    void startEnd_data();
    void startEnd();
    void startEndRefuses_data();
    void startEndRefuses();
    void saltBuckets();
    void checked_data();
    void checked();
    void regionOf_data();
    void regionOf();
    void forSpec();
};

void TestSplits::algorithms_data()
{
    QTest::addColumn<SplitAlgorithm>("algorithm");
    QTest::addColumn<int>("regions");
    QTest::addColumn<QList<QByteArray>>("expected");

    QTest::newRow("hex 2") << SplitAlgorithm::HexString << 2 << keys({"80000000"});
    QTest::newRow("hex 3") << SplitAlgorithm::HexString << 3 << keys({"55555555", "aaaaaaaa"});
    QTest::newRow("hex 4") << SplitAlgorithm::HexString << 4
                           << keys({"40000000", "80000000", "c0000000"});
    QTest::newRow("hex 6") << SplitAlgorithm::HexString << 6
                           << keys({"2aaaaaaa", "55555554", "7ffffffe", "aaaaaaa8", "d5555552"});
    QTest::newRow("hex 10 is uneven")
        << SplitAlgorithm::HexString << 10
        << keys({"19999999", "33333332", "4ccccccb", "66666664", "7ffffffd", "99999996", "b333332f",
                 "ccccccc8", "e6666661"});
    QTest::newRow("decimal 6") << SplitAlgorithm::DecimalString << 6
                               << keys(
                                      {"16666666", "33333332", "49999998", "66666664", "83333330"});
    QTest::newRow("hex 16 is lower case and padded")
        << SplitAlgorithm::HexString << 16
        << keys({"10000000", "20000000", "30000000", "40000000", "50000000", "60000000", "70000000",
                 "80000000", "90000000", "a0000000", "b0000000", "c0000000", "d0000000", "e0000000",
                 "f0000000"});
    QTest::newRow("hex 256 starts padded")
        << SplitAlgorithm::HexString << 256 << QList<QByteArray>(); // checked separately below
    QTest::newRow("decimal 2") << SplitAlgorithm::DecimalString << 2 << keys({"50000000"});
    QTest::newRow("decimal 3") << SplitAlgorithm::DecimalString << 3
                               << keys({"33333333", "66666666"});
    QTest::newRow("decimal 4") << SplitAlgorithm::DecimalString << 4
                               << keys({"25000000", "50000000", "75000000"});
    QTest::newRow("uniform 2") << SplitAlgorithm::Uniform << 2
                               << keys({QByteArray("\x80\0\0\0\0\0\0\0", 8)});
    QTest::newRow("uniform 3") << SplitAlgorithm::Uniform << 3
                               << keys({repeat('\x55', 8), repeat('\xAA', 8)});
    QTest::newRow("uniform 4") << SplitAlgorithm::Uniform << 4
                               << keys({QByteArray("@\0\0\0\0\0\0\0", 8),
                                        QByteArray("\x80\0\0\0\0\0\0\0", 8),
                                        QByteArray("\xC0\0\0\0\0\0\0\0", 8)});
}

void TestSplits::algorithms()
{
    QFETCH(SplitAlgorithm, algorithm);
    QFETCH(int, regions);
    QFETCH(QList<QByteArray>, expected);

    const Splits::Result r = Splits::algorithm(algorithm, regions);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.keys.size(), regions - 1);
    if (!expected.isEmpty())
        QCOMPARE(r.keys, expected);
    if (QByteArrayView(QTest::currentDataTag()) == "hex 256 starts padded") {
        QCOMPARE(r.keys.first(), QByteArray("01000000"));
        QCOMPARE(r.keys.last(), QByteArray("ff000000"));
    }
    for (qsizetype i = 1; i < r.keys.size(); ++i)
        QVERIFY(Bytes::lessThan(r.keys[i - 1], r.keys[i]));
}

void TestSplits::algorithmRefusesBadCounts_data()
{
    QTest::addColumn<SplitAlgorithm>("algorithm");
    QTest::addColumn<int>("regions");
    QTest::newRow("hex 1") << SplitAlgorithm::HexString << 1;
    QTest::newRow("hex 0") << SplitAlgorithm::HexString << 0;
    QTest::newRow("decimal -3") << SplitAlgorithm::DecimalString << -3;
    QTest::newRow("uniform 1") << SplitAlgorithm::Uniform << 1;
    QTest::newRow("too many") << SplitAlgorithm::Uniform << Splits::kMaxRegions + 1;
}

void TestSplits::algorithmRefusesBadCounts()
{
    QFETCH(SplitAlgorithm, algorithm);
    QFETCH(int, regions);
    const Splits::Result r = Splits::algorithm(algorithm, regions);
    QVERIFY(!r.ok());
    QVERIFY(r.keys.isEmpty());
    QVERIFY2(r.error.contains(QString::number(regions)), qPrintable(r.error));
}

// The last region absorbs the remainder: with n=6 it is 0xd5555552..0xffffffff, four units bigger.
void TestSplits::hexSplitIsUnevenForSix()
{
    const Splits::Result r = Splits::hexString(6);
    QVERIFY(r.ok());
    const quint64 size = 0x2aaaaaaaull;
    const quint64 lastStart = r.keys.last().toULongLong(nullptr, 16);
    QCOMPARE(0x100000000ull - lastStart, size + 4);
}

void TestSplits::startEnd_data()
{
    QTest::addColumn<QByteArray>("start");
    QTest::addColumn<QByteArray>("end");
    QTest::addColumn<int>("regions");
    QTest::addColumn<QList<QByteArray>>("expected");

    QTest::newRow("three regions: the ends only")
        << QByteArray("b") << QByteArray("y") << 3 << keys({"b", "y"});
    // 0x30303030 .. 0x66666666: interval (0x36363636 / 2) = 0x1B1B1B1B, middle 0x4B4B4B4B = "KKKK",
    // a byte that never occurs in hex text: the classic trap.
    QTest::newRow("hex text range")
        << QByteArray("0000") << QByteArray("ffff") << 4 << keys({"0000", "KKKK", "ffff"});
    // 'a'..'b' differ by 1 < 3 parts: both padded with one 00 byte, interval 0x100 / 3 = 0x55.
    QTest::newRow("too narrow: padded")
        << QByteArray("a") << QByteArray("b") << 5
        << keys({QByteArray("a\x00", 2), "aU", "a\xAA", QByteArray("b\x00", 2)});
    // Shorter end padded to the start's width: "ab" vs "b\0" = 0x6162 .. 0x6200, diff 0x9E,
    // interval 0x9E / 2 = 0x4F, middle 0x61B1. The ends are returned unpadded.
    QTest::newRow("unequal lengths")
        << QByteArray("ab") << QByteArray("b") << 4 << keys({"ab", "a\xB1", "b"});
    QTest::newRow("binary range") << QByteArray("\x00", 1) << QByteArray("\xFF") << 5
                                  << keys({QByteArray("\x00", 1), "U", "\xAA", "\xFF"});
}

void TestSplits::startEnd()
{
    QFETCH(QByteArray, start);
    QFETCH(QByteArray, end);
    QFETCH(int, regions);
    QFETCH(QList<QByteArray>, expected);

    const Splits::Result r = Splits::startEnd(start, end, regions);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.keys, expected);
    QCOMPARE(r.keys.size(), regions - 1);
}

void TestSplits::startEndRefuses_data()
{
    QTest::addColumn<QByteArray>("start");
    QTest::addColumn<QByteArray>("end");
    QTest::addColumn<int>("regions");
    QTest::addColumn<QString>("mentions");

    QTest::newRow("two regions") << QByteArray("a") << QByteArray("z") << 2
                                 << QStringLiteral("three");
    QTest::newRow("start after end")
        << QByteArray("z") << QByteArray("a") << 4 << QStringLiteral("\"z\"");
    QTest::newRow("equal") << QByteArray("m") << QByteArray("m") << 4 << QStringLiteral("\"m\"");
    QTest::newRow("binary start printed escaped")
        << QByteArray("\xFF") << QByteArray("\x01") << 4 << QStringLiteral("\\xFF");
}

void TestSplits::startEndRefuses()
{
    QFETCH(QByteArray, start);
    QFETCH(QByteArray, end);
    QFETCH(int, regions);
    QFETCH(QString, mentions);
    const Splits::Result r = Splits::startEnd(start, end, regions);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
}

void TestSplits::saltBuckets()
{
    Splits::Result r = Splits::saltBuckets(4);
    QVERIFY(r.ok());
    QCOMPARE(r.keys, keys({"\x01", "\x02", "\x03"}));

    r = Splits::saltBuckets(256);
    QVERIFY(r.ok());
    QCOMPARE(r.keys.size(), 255);
    QCOMPARE(r.keys.last(), QByteArray("\xFF"));

    QVERIFY(!Splits::saltBuckets(1).ok());
    QVERIFY(!Splits::saltBuckets(257).ok());
    QVERIFY(Splits::saltBuckets(257).error.contains(QStringLiteral("257")));
}

void TestSplits::checked_data()
{
    QTest::addColumn<QList<QByteArray>>("input");
    QTest::addColumn<QString>("mentions"); // empty: accepted

    QTest::newRow("sorted") << keys({"a", "b", "c"}) << QString();
    QTest::newRow("unsigned order: letters before 0x80") << keys({"a", "\x80"}) << QString();
    QTest::newRow("signed order is wrong") << keys({"\x80", "a"}) << QStringLiteral("split key 2");
    QTest::newRow("prefix first") << keys({"a", QByteArray("a\x00", 2)}) << QString();
    QTest::newRow("empty key") << keys({"a", ""}) << QStringLiteral("split key 2 is empty");
    QTest::newRow("duplicate") << keys({"a", "b", "b"}) << QStringLiteral("split key 3");
    QTest::newRow("duplicate printed escaped") << keys({"\xFF", "\xFF"}) << QStringLiteral("\\xFF");
}

void TestSplits::checked()
{
    QFETCH(QList<QByteArray>, input);
    QFETCH(QString, mentions);
    const Splits::Result r = Splits::checked(input);
    if (mentions.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.keys, input);
    } else {
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
    }
}

void TestSplits::regionOf_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<int>("region");

    // Splits "b", "d": regions [-inf,b) [b,d) [d,+inf).
    QTest::newRow("empty key") << QByteArray() << 0;
    QTest::newRow("before first") << QByteArray("a") << 0;
    QTest::newRow("equal to a split key starts its region") << QByteArray("b") << 1;
    QTest::newRow("longer than the split key") << QByteArray("b\x00", 2) << 1;
    QTest::newRow("between") << QByteArray("c") << 1;
    QTest::newRow("last split") << QByteArray("d") << 2;
    QTest::newRow("high byte") << QByteArray("\xFF") << 2;
    QTest::newRow("upper-case B sorts before b") << QByteArray("B") << 0;
}

void TestSplits::regionOf()
{
    QFETCH(QByteArray, key);
    QFETCH(int, region);
    QCOMPARE(Splits::regionOf(keys({"b", "d"}), key), region);
    QCOMPARE(Splits::regionOf({}, key), 0);
}

void TestSplits::forSpec()
{
    SplitSpec spec;
    QVERIFY(Splits::forSpec(spec).ok());
    QVERIFY(Splits::forSpec(spec).keys.isEmpty());

    spec.kind = SplitKind::Algorithm;
    spec.algorithm = SplitAlgorithm::DecimalString;
    spec.regions = 4;
    QCOMPARE(Splits::forSpec(spec).keys, keys({"25000000", "50000000", "75000000"}));

    spec.kind = SplitKind::Explicit;
    spec.keys = keys({"m", "c"});
    QVERIFY(!Splits::forSpec(spec).ok());

    spec.kind = SplitKind::SaltBuckets;
    spec.regions = 3;
    QCOMPARE(Splits::forSpec(spec).keys, keys({"\x01", "\x02"}));

    spec.kind = SplitKind::StartEnd;
    spec.startKey = "0000";
    spec.endKey = "ffff";
    spec.regions = 4;
    QCOMPARE(Splits::forSpec(spec).keys, keys({"0000", "KKKK", "ffff"}));
}

QTEST_APPLESS_MAIN(TestSplits)
#include "tst_splits.moc"
