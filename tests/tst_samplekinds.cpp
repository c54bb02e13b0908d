// Each sample-generator kind (docs/file-format.md §4.12): its values' format and bounds, and its
// distribution within statistical tolerances.
#include "model/sample/samplegenerator.h"
#include "samplegeneratorutil.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>
#include <map>

using namespace SampleTest;

class TestSampleKinds : public QObject
{
    Q_OBJECT

private slots:
    void sequenceCountsFromStartByStep_data();
    void sequenceCountsFromStartByStep();
    void roundRobinTakesTurns();
    void periodicReportsEachIdOnceAPeriod();
    void periodicJitterAndDropout();
    void timestampSpacingFollowsTheRate_data();
    void timestampSpacingFollowsTheRate();
    void timestampJitterStaysInBoundsAndKeepsArrivalOrder();
    void uniformIntStaysInBoundsAndReachesBothEnds_data();
    void uniformIntStaysInBoundsAndReachesBothEnds();
    void enumerationFollowsTheWeights_data();
    void enumerationFollowsTheWeights();
    void zipfFavoursSmallIds_data();
    void zipfFavoursSmallIds();
    void zipfMatchesItsProbabilities();
    void randomStringDrawsFromTheAlphabet_data();
    void randomStringDrawsFromTheAlphabet();
    void phoneHasElevenDigitsAfterItsPrefix_data();
    void phoneHasElevenDigitsAfterItsPrefix();
    void uuidIsVersionFourAndUnique();
    void hostNameIsPrefixAndNumberUpToCardinality_data();
    void hostNameIsPrefixAndNumberUpToCardinality();
};

void TestSampleKinds::sequenceCountsFromStartByStep_data()
{
    QTest::addColumn<qint64>("start");
    QTest::addColumn<qint64>("step");
    QTest::addColumn<QString>("expected");

    QTest::newRow("from 0 by 1") << qint64(0) << qint64(1) << QStringLiteral("0 1 2 3");
    QTest::newRow("negative start by 3") << qint64(-5) << qint64(3) << QStringLiteral("-5 -2 1 4");
    QTest::newRow("counting down") << qint64(10) << qint64(-4) << QStringLiteral("10 6 2 -2");
    QTest::newRow("step 0 repeats") << qint64(7) << qint64(0) << QStringLiteral("7 7 7 7");
    QTest::newRow("2^53 by 2^53") << kTwoTo53 << kTwoTo53
                                  << QStringLiteral("9007199254740992 18014398509481984 "
                                                    "27021597764222976 36028797018963968");
}

void TestSampleKinds::sequenceCountsFromStartByStep()
{
    QFETCH(qint64, start);
    QFETCH(qint64, step);
    QFETCH(QString, expected);
    FieldGenerator g = generator(QStringLiteral("seq"), GeneratorKind::Sequence);
    g.start = start;
    g.step = step;
    QStringList actual;
    for (const std::string &value : column(g, 4))
        actual.append(QString::fromStdString(value));
    QCOMPARE(actual.join(u' '), expected);
}

// Ids in turn: each of `cardinality` ids once a cycle, then again from the start.
void TestSampleKinds::roundRobinTakesTurns()
{
    FieldGenerator g = generator(QStringLiteral("device"), GeneratorKind::RoundRobin);
    g.start = 10;
    g.step = 5;
    g.cardinality = 3;
    QStringList actual;
    for (const std::string &value : column(g, 7))
        actual.append(QString::fromStdString(value));
    QCOMPARE(actual.join(u' '), QStringLiteral("10 15 20 10 15 20 10"));
    g.cardinality = 0;
    QVERIFY(SampleGenerator::problem(g, 1).contains(QStringLiteral("at least 1")));
    g.cardinality = Q_INT64_C(1) << 62;
    g.step = 4;
    QVERIFY(SampleGenerator::problem(g, 1).contains(QStringLiteral("64-bit")));
}

// Devices at their own phase: within a period every id comes once, in an order that is not the
// ids' order and that the next period repeats.
void TestSampleKinds::periodicReportsEachIdOnceAPeriod()
{
    FieldGenerator g = generator(QStringLiteral("device"), GeneratorKind::Periodic);
    g.start = 1;
    g.step = 1;
    g.cardinality = 1000;
    const auto values = column(g, 3000);
    QCOMPARE(values.size(), std::size_t(3000));
    QSet<qint64> first;
    int ascending = 0;
    for (std::size_t i = 0; i < 1000; ++i) {
        const qint64 id = toInt(values[i]);
        QVERIFY(id >= 1 && id <= 1000);
        first.insert(id);
        QCOMPARE(toInt(values[i + 1000]), id); // the same phase every period
        QCOMPARE(toInt(values[i + 2000]), id);
        if (i > 0)
            ascending += toInt(values[i - 1]) < id ? 1 : 0;
    }
    QCOMPARE(first.size(), 1000);
    // A random order: about half the neighbours ascend, far from the 999 of ids in turn.
    QVERIFY2(ascending > 400 && ascending < 600, qPrintable(QString::number(ascending)));
    // Another seed, another phase.
    const auto other = column(g, 1000, 2);
    int same = 0;
    for (std::size_t i = 0; i < 1000; ++i)
        same += other[i] == values[i] ? 1 : 0;
    QVERIFY(same < 20);
    // Ids past 2^53 / step are refused, as in turn.
    g.cardinality = Q_INT64_C(1) << 62;
    g.step = 4;
    QVERIFY(SampleGenerator::problem(g, 1).contains(QStringLiteral("64-bit")));
}

void TestSampleKinds::periodicJitterAndDropout()
{
    FieldGenerator g = generator(QStringLiteral("device"), GeneratorKind::Periodic);
    g.start = 0;
    g.cardinality = 500;
    g.jitter = 0.1; // up to 50 slots either way
    const auto exact = [&] {
        FieldGenerator plain = g;
        plain.jitter = 0;
        return column(plain, 5000);
    }();
    const auto jittered = column(g, 5000);
    QCOMPARE(jittered.size(), std::size_t(5000));
    // Each report lands within 2 * 50 slots of where its phase puts it, and some move.
    QHash<std::string, QList<qsizetype>> at;
    for (std::size_t i = 0; i < exact.size(); ++i)
        at[exact[i]].append(qsizetype(i));
    int moved = 0;
    QHash<std::string, int> seen;
    for (std::size_t i = 0; i < jittered.size(); ++i) {
        const int k = seen[jittered[i]]++;
        const QList<qsizetype> &places = at[jittered[i]];
        if (k >= places.size())
            continue; // a late report of the last period
        QVERIFY2(qAbs(places[k] - qsizetype(i)) <= 100, qPrintable(QString::number(i)));
        moved += places[k] != qsizetype(i) ? 1 : 0;
    }
    QVERIFY(moved > 2500);
    // A fifth of the reports missed: an id comes about 8 times in 10 periods.
    g.jitter = 0;
    g.dropout = 0.2;
    const auto dropped = column(g, 4000);
    QHash<std::string, int> count;
    for (const std::string &value : dropped)
        ++count[value];
    double mean = 0;
    for (const int n : std::as_const(count))
        mean += n;
    mean /= double(count.size());
    QVERIFY2(qAbs(mean - 8.0) < 0.3, qPrintable(QString::number(mean)));
    g.dropout = 1;
    QVERIFY(SampleGenerator::problem(g, 1).contains(QStringLiteral("99%")));
    g.dropout = 0;
    g.jitter = 0.6;
    QVERIFY(SampleGenerator::problem(g, 1).contains(QStringLiteral("50%")));
}

void TestSampleKinds::timestampSpacingFollowsTheRate_data()
{
    QTest::addColumn<double>("rate");
    QTest::addColumn<QList<qint64>>("offsets"); // of the first rows, in milliseconds

    QTest::newRow("1 per second") << 1.0 << QList<qint64>{0, 1000, 2000, 3000, 4000};
    QTest::newRow("4 per second") << 4.0 << QList<qint64>{0, 250, 500, 750, 1000};
    QTest::newRow("3 per second rounds down") << 3.0 << QList<qint64>{0, 333, 666, 1000, 1333};
    QTest::newRow("0.1 per second is 10 s apart")
        << 0.1 << QList<qint64>{0, 10000, 20000, 30000, 40000};
    QTest::newRow("3000 per second share milliseconds")
        << 3000.0 << QList<qint64>{0, 0, 0, 1, 1, 1, 2};
}

void TestSampleKinds::timestampSpacingFollowsTheRate()
{
    QFETCH(double, rate);
    QFETCH(QList<qint64>, offsets);
    FieldGenerator g = generator(QStringLiteral("ts"), GeneratorKind::Timestamp);
    g.start = 1700000000000;
    g.ratePerSecond = rate;
    const auto values = column(g, 20000);
    QCOMPARE(values.size(), std::size_t(20000));
    for (qsizetype i = 0; i < offsets.size(); ++i)
        QCOMPARE(toInt(values[std::size_t(i)]), g.start + offsets[i]);
    for (std::size_t i = 1; i < values.size(); ++i)
        QVERIFY2(toInt(values[i - 1]) <= toInt(values[i]), qPrintable(QString::number(i)));
    const qint64 last = toInt(values.back()) - g.start;
    QCOMPARE(last, qint64(std::floor(19999 * 1000.0 / rate + 1e-6)));
}

void TestSampleKinds::timestampJitterStaysInBoundsAndKeepsArrivalOrder()
{
    FieldGenerator g = generator(QStringLiteral("ts"), GeneratorKind::Timestamp);
    g.start = 1000000;
    g.ratePerSecond = 10; // 100 ms apart
    g.jitterMillis = 80;
    const auto values = column(g, 10000);
    QCOMPARE(values.size(), std::size_t(10000));
    bool early = false, late = false, outOfOrder = false;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const qint64 jitter = toInt(values[i]) - (g.start + qint64(i) * 100);
        QVERIFY2(jitter >= -80 && jitter <= 80, values[i].c_str());
        early = early || jitter == -80;
        late = late || jitter == 80;
        outOfOrder = outOfOrder || (i > 0 && toInt(values[i]) < toInt(values[i - 1]));
    }
    QVERIFY(early);
    QVERIFY(late);
    QVERIFY2(outOfOrder, "rows must stay in arrival order, not sorted by time");
}

void TestSampleKinds::uniformIntStaysInBoundsAndReachesBothEnds_data()
{
    QTest::addColumn<qint64>("min");
    QTest::addColumn<qint64>("max");
    QTest::addColumn<bool>("endsReachable");

    QTest::newRow("0..9") << qint64(0) << qint64(9) << true;
    QTest::newRow("-3..3") << qint64(-3) << qint64(3) << true;
    QTest::newRow("one value") << qint64(5) << qint64(5) << true;
    QTest::newRow("-2^53..2^53") << -kTwoTo53 << kTwoTo53 << false;
}

void TestSampleKinds::uniformIntStaysInBoundsAndReachesBothEnds()
{
    QFETCH(qint64, min);
    QFETCH(qint64, max);
    QFETCH(bool, endsReachable);
    FieldGenerator g = generator(QStringLiteral("n"), GeneratorKind::UniformInt);
    g.min = min;
    g.max = max;
    const auto values = column(g, 10000);
    QCOMPARE(values.size(), std::size_t(10000));
    QSet<qint64> seen;
    for (const std::string &text : values) {
        const qint64 v = toInt(text);
        QVERIFY2(v >= min && v <= max, text.c_str());
        seen.insert(v);
    }
    if (endsReachable) {
        QVERIFY(seen.contains(min));
        QVERIFY(seen.contains(max));
        QCOMPARE(seen.size(), max - min + 1);
    } else {
        QVERIFY(seen.size() > 9990); // spread, not stuck
    }
}

void TestSampleKinds::enumerationFollowsTheWeights_data()
{
    QTest::addColumn<QList<WeightedValue>>("values");
    QTest::addColumn<QList<double>>("shares");

    QTest::newRow("1:3") << QList<WeightedValue>{{QStringLiteral("get"), 1},
                                                 {QStringLiteral("put"), 3}}
                         << QList<double>{0.25, 0.75};
    QTest::newRow("zero weight in the middle") << QList<WeightedValue>{{QStringLiteral("a"), 1},
                                                                       {QStringLiteral("never"), 0},
                                                                       {QStringLiteral("c"), 1}}
                                               << QList<double>{0.5, 0.0, 0.5};
    QTest::newRow("zero weights at both ends")
        << QList<WeightedValue>{{QStringLiteral("never1"), 0},
                                {QStringLiteral("only"), 2.5},
                                {QStringLiteral("never2"), 0}}
        << QList<double>{0.0, 1.0, 0.0};
    QTest::newRow("non-ASCII values")
        << QList<WeightedValue>{{QStringLiteral("北京"), 0.7}, {QStringLiteral("上海"), 0.3}}
        << QList<double>{0.7, 0.3};
}

void TestSampleKinds::enumerationFollowsTheWeights()
{
    QFETCH(QList<WeightedValue>, values);
    QFETCH(QList<double>, shares);
    const int rows = 100000;
    const auto column = ::column(enumeration(QStringLiteral("e"), values), rows);
    QCOMPARE(column.size(), std::size_t(rows));
    std::map<std::string, int> counts;
    for (const std::string &v : column)
        ++counts[v];
    int total = 0;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const int count = counts[values[i].value.toStdString()];
        total += count;
        if (shares[i] == 0)
            QCOMPARE(count, 0);
        else
            QVERIFY2(std::abs(double(count) / rows - shares[i]) < 0.01,
                     qPrintable(QStringLiteral("%1: %2").arg(values[i].value).arg(count)));
    }
    QCOMPARE(total, rows); // nothing else appears
}

void TestSampleKinds::zipfFavoursSmallIds_data()
{
    QTest::addColumn<qint64>("cardinality");
    QTest::addColumn<double>("exponent");

    QTest::newRow("1000 ids, s=1.1") << qint64(1000) << 1.1;
    QTest::newRow("1000 ids, s=1") << qint64(1000) << 1.0;
    QTest::newRow("100 ids, s=2") << qint64(100) << 2.0;
    QTest::newRow("10 ids, s=0.5") << qint64(10) << 0.5;
    QTest::newRow("2^53 ids, s=1.1") << kTwoTo53 << 1.1;
    QTest::newRow("2^53 ids, s=1.5") << kTwoTo53 << 1.5;
}

void TestSampleKinds::zipfFavoursSmallIds()
{
    QFETCH(qint64, cardinality);
    QFETCH(double, exponent);
    const auto values = column(zipf(cardinality, exponent), 200000);
    QCOMPARE(values.size(), std::size_t(200000));
    std::map<qint64, int> counts;
    for (const std::string &text : values) {
        const qint64 id = toInt(text);
        QVERIFY2(id >= 1 && id <= cardinality, text.c_str());
        ++counts[id];
    }
    const int first = counts[1];
    for (const auto &[id, count] : counts)
        QVERIFY2(id == 1 || count < first, qPrintable(QString::number(id)));
    // P(1)/P(2) = 2^s.
    const double ratio = double(counts[1]) / counts[2];
    QVERIFY2(std::abs(ratio / std::pow(2.0, exponent) - 1) < 0.05,
             qPrintable(QString::number(ratio)));
}

// The exact law over 5 ids with s = 1: P(k) = (1/k) / (1 + 1/2 + 1/3 + 1/4 + 1/5); and exponent 0
// is uniform.
void TestSampleKinds::zipfMatchesItsProbabilities()
{
    const int rows = 200000;
    for (const double exponent : {1.0, 0.0}) {
        const auto values = column(zipf(5, exponent), rows, 99);
        QCOMPARE(values.size(), std::size_t(rows));
        std::map<qint64, int> counts;
        for (const std::string &text : values)
            ++counts[toInt(text)];
        QCOMPARE(counts.size(), std::size_t(5));
        const double harmonic = exponent == 0 ? 5.0 : 1 + 1.0 / 2 + 1.0 / 3 + 1.0 / 4 + 1.0 / 5;
        for (qint64 k = 1; k <= 5; ++k) {
            const double expected = std::pow(double(k), -exponent) / harmonic;
            QVERIFY2(
                std::abs(double(counts[k]) / rows - expected) < 0.005,
                qPrintable(QStringLiteral("s=%1 k=%2: %3").arg(exponent).arg(k).arg(counts[k])));
        }
    }
}

void TestSampleKinds::randomStringDrawsFromTheAlphabet_data()
{
    QTest::addColumn<QString>("alphabet");
    QTest::addColumn<int>("minLength");
    QTest::addColumn<int>("maxLength");

    QTest::newRow("ASCII 3..7") << QStringLiteral("abc") << 3 << 7;
    QTest::newRow("fixed length") << QStringLiteral("0123456789") << 8 << 8;
    QTest::newRow("Greek, CJK and an emoji, 0..4") << QStringLiteral("αβ中🙂") << 0 << 4;
}

void TestSampleKinds::randomStringDrawsFromTheAlphabet()
{
    QFETCH(QString, alphabet);
    QFETCH(int, minLength);
    QFETCH(int, maxLength);
    FieldGenerator g = generator(QStringLiteral("s"), GeneratorKind::RandomString);
    g.alphabet = alphabet;
    g.minLength = minLength;
    g.maxLength = maxLength;
    const auto values = column(g, 5000);
    QCOMPARE(values.size(), std::size_t(5000));
    const QList<uint> letters = alphabet.toUcs4();
    QSet<uint> seenLetters;
    QSet<qsizetype> seenLengths;
    for (const std::string &text : values) {
        const QString decoded = QString::fromStdString(text);
        QCOMPARE(decoded.toStdString(), text); // valid UTF-8
        const QList<uint> codePoints = decoded.toUcs4();
        QVERIFY2(codePoints.size() >= minLength && codePoints.size() <= maxLength, text.c_str());
        seenLengths.insert(codePoints.size());
        for (const uint c : codePoints) {
            QVERIFY2(letters.contains(c), text.c_str());
            seenLetters.insert(c);
        }
    }
    QCOMPARE(seenLetters.size(), letters.size());
    QCOMPARE(seenLengths.size(), maxLength - minLength + 1);
}

void TestSampleKinds::phoneHasElevenDigitsAfterItsPrefix_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("pattern");

    QTest::newRow("138") << QStringLiteral("138") << QStringLiteral("^138[0-9]{8}$");
    QTest::newRow("no prefix") << QString() << QStringLiteral("^[0-9]{11}$");
    QTest::newRow("country code with + and space")
        << QStringLiteral("+86 139") << QStringLiteral("^\\+86 139[0-9]{6}$");
    QTest::newRow("11 digits is the whole number")
        << QStringLiteral("13800138000") << QStringLiteral("^13800138000$");
    QTest::newRow("longer prefix is kept as is")
        << QStringLiteral("0086138001380") << QStringLiteral("^0086138001380$");
}

void TestSampleKinds::phoneHasElevenDigitsAfterItsPrefix()
{
    QFETCH(QString, prefix);
    QFETCH(QString, pattern);
    FieldGenerator g = generator(QStringLiteral("phone"), GeneratorKind::Phone);
    g.prefix = prefix;
    const auto values = column(g, 2000);
    QCOMPARE(values.size(), std::size_t(2000));
    const QRegularExpression re(pattern);
    QSet<QString> distinct;
    for (const std::string &text : values) {
        QVERIFY2(re.match(QString::fromStdString(text)).hasMatch(), text.c_str());
        distinct.insert(QString::fromStdString(text));
    }
    if (pattern.contains(u'['))
        QVERIFY(distinct.size() > 1900);
}

void TestSampleKinds::uuidIsVersionFourAndUnique()
{
    const auto values = column(generator(QStringLiteral("id"), GeneratorKind::Uuid), 10000);
    QCOMPARE(values.size(), std::size_t(10000));
    const QRegularExpression re(
        QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
    QSet<QString> distinct;
    QSet<QChar> variants;
    for (const std::string &text : values) {
        const QString uuid = QString::fromStdString(text);
        QVERIFY2(re.match(uuid).hasMatch(), text.c_str());
        distinct.insert(uuid);
        variants.insert(uuid[19]);
    }
    QCOMPARE(distinct.size(), 10000);
    QCOMPARE(variants.size(), 4); // the two free variant bits are random
}

void TestSampleKinds::hostNameIsPrefixAndNumberUpToCardinality_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<qint64>("cardinality");
    QTest::addColumn<QString>("expectedPrefix");

    QTest::newRow("web- over 5") << QStringLiteral("web-") << qint64(5) << QStringLiteral("web-");
    QTest::newRow("no prefix means host-") << QString() << qint64(40) << QStringLiteral("host-");
    QTest::newRow("one host") << QStringLiteral("db") << qint64(1) << QStringLiteral("db");
}

void TestSampleKinds::hostNameIsPrefixAndNumberUpToCardinality()
{
    QFETCH(QString, prefix);
    QFETCH(qint64, cardinality);
    QFETCH(QString, expectedPrefix);
    FieldGenerator g = generator(QStringLiteral("host"), GeneratorKind::HostName);
    g.prefix = prefix;
    g.cardinality = cardinality;
    const auto values = column(g, 5000);
    QCOMPARE(values.size(), std::size_t(5000));
    const QRegularExpression re(
        QStringLiteral("^%1([1-9][0-9]*)$").arg(QRegularExpression::escape(expectedPrefix)));
    QSet<qint64> numbers;
    for (const std::string &text : values) {
        const auto match = re.match(QString::fromStdString(text));
        QVERIFY2(match.hasMatch(), text.c_str());
        const qint64 n = match.captured(1).toLongLong();
        QVERIFY(n >= 1 && n <= cardinality);
        numbers.insert(n);
    }
    QCOMPARE(numbers.size(), cardinality);
}

QTEST_APPLESS_MAIN(TestSampleKinds)
#include "tst_samplekinds.moc"
