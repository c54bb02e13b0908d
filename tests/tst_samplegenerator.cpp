// Reproducible sample rows (PRODUCT.md §1): every kind's format and bounds, its distribution within
// statistical tolerances, determinism per seed, and the settings it refuses.
#include "samplegenerator.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>
#include <map>

namespace {

constexpr qint64 kTwoTo53 = qint64(1) << 53;

FieldGenerator generator(const QString &field, GeneratorKind kind)
{
    FieldGenerator g;
    g.field = field;
    g.kind = kind;
    return g;
}

FieldGenerator enumeration(const QString &field, const QList<WeightedValue> &values)
{
    FieldGenerator g = generator(field, GeneratorKind::Enumeration);
    g.values = values;
    return g;
}

FieldGenerator zipf(qint64 cardinality, double exponent)
{
    FieldGenerator g = generator(QStringLiteral("id"), GeneratorKind::Zipf);
    g.cardinality = cardinality;
    g.exponent = exponent;
    return g;
}

// One of every kind, with settings that make every value random.
QList<FieldGenerator> everyKind()
{
    FieldGenerator timestamp = generator(QStringLiteral("ts"), GeneratorKind::Timestamp);
    timestamp.jitterMillis = 500;
    return {generator(QStringLiteral("seq"), GeneratorKind::Sequence),
            timestamp,
            generator(QStringLiteral("int"), GeneratorKind::UniformInt),
            enumeration(QStringLiteral("status"),
                        {{QStringLiteral("ok"), 1}, {QStringLiteral("failed"), 1}}),
            zipf(1000, 1.1),
            generator(QStringLiteral("name"), GeneratorKind::RandomString),
            generator(QStringLiteral("phone"), GeneratorKind::Phone),
            generator(QStringLiteral("uuid"), GeneratorKind::Uuid),
            generator(QStringLiteral("host"), GeneratorKind::HostName)};
}

std::vector<std::string> column(const FieldGenerator &g, qint64 rows, quint64 seed = 1)
{
    const SampleGenerator::Result result = SampleGenerator::generate({g}, rows, seed);
    if (!result.ok()) {
        qWarning("%s", qPrintable(result.error));
        return {};
    }
    return result.rows.columns.front();
}

qint64 toInt(const std::string &text)
{
    bool ok = false;
    const qint64 value = QByteArray::fromStdString(text).toLongLong(&ok);
    return ok ? value : std::numeric_limits<qint64>::min();
}

} // namespace

class TestSampleGenerator : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedGivesSameRows();
    void threadsDoNotChangeTheRows();
    void differentSeedsGiveDifferentRows_data();
    void differentSeedsGiveDifferentRows();
    void addingAGeneratorKeepsTheOtherColumns();
    void seedOneGivesTheRowsOfEarlierVersions();
    void columnsFollowTheGenerators();
    void sequenceCountsFromStartByStep_data();
    void sequenceCountsFromStartByStep();
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
    void refusesBadSettings_data();
    void refusesBadSettings();
};

void TestSampleGenerator::sameSeedGivesSameRows()
{
    const auto a = SampleGenerator::generate(everyKind(), 1000, 42);
    const auto b = SampleGenerator::generate(everyKind(), 1000, 42);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QVERIFY(a.rows.columns == b.rows.columns);
    QCOMPARE(a.rows.fields, b.rows.fields);
}

// Large samples fill their columns on several threads; a column's rows must still depend only
// on its generator, the seed and its index, so a short sample is the prefix of a long one.
void TestSampleGenerator::threadsDoNotChangeTheRows()
{
    const auto small = SampleGenerator::generate(everyKind(), 1000, 9);
    const auto large = SampleGenerator::generate(everyKind(), 120000, 9);
    QVERIFY2(large.ok(), qPrintable(large.error));
    for (std::size_t c = 0; c < small.rows.columns.size(); ++c) {
        QCOMPARE(large.rows.columns[c].size(), std::size_t(120000));
        QVERIFY2(std::equal(small.rows.columns[c].cbegin(), small.rows.columns[c].cend(),
                            large.rows.columns[c].cbegin()),
                 qPrintable(small.rows.fields[qsizetype(c)]));
    }
}

void TestSampleGenerator::differentSeedsGiveDifferentRows_data()
{
    QTest::addColumn<FieldGenerator>("generator");
    for (const FieldGenerator &g : everyKind()) {
        if (g.kind != GeneratorKind::Sequence)
            QTest::newRow(qPrintable(g.field)) << g;
    }
}

void TestSampleGenerator::differentSeedsGiveDifferentRows()
{
    QFETCH(FieldGenerator, generator);
    QVERIFY(column(generator, 100, 1) != column(generator, 100, 2));
    QVERIFY(column(generator, 100, 1) == column(generator, 100, 1));
}

void TestSampleGenerator::addingAGeneratorKeepsTheOtherColumns()
{
    const FieldGenerator first = generator(QStringLiteral("int"), GeneratorKind::UniformInt);
    const FieldGenerator second = generator(QStringLiteral("uuid"), GeneratorKind::Uuid);
    const auto alone = SampleGenerator::generate({first}, 500, 7);
    const auto withSecond = SampleGenerator::generate({first, second}, 500, 7);
    QVERIFY2(withSecond.ok(), qPrintable(withSecond.error));
    QVERIFY(alone.rows.columns[0] == withSecond.rows.columns[0]);
    // The same settings in two places are two streams, not one repeated.
    FieldGenerator copy = first;
    copy.field = QStringLiteral("int2");
    const auto twice = SampleGenerator::generate({first, copy}, 500, 7);
    QVERIFY(twice.rows.columns[0] != twice.rows.columns[1]);
}

// Previews are reproducible across versions and machines, so the streams are part of the file
// format. The expected values come from an independent transcription of the documented algorithm
// (splitmix64 keyed by seed and generator index, xoshiro256**, Lemire's bounded integers), itself
// checked against the published splitmix64 and xoshiro256** test vectors.
void TestSampleGenerator::seedOneGivesTheRowsOfEarlierVersions()
{
    FieldGenerator dice = generator(QStringLiteral("dice"), GeneratorKind::UniformInt);
    dice.min = 1;
    dice.max = 6;
    const std::vector<std::string> rolls = {"3", "2", "3", "5", "4", "2", "4", "3"};
    QCOMPARE(column(dice, 8, 1), rolls);
    const std::vector<std::string> uuid = {"5b7beee3-7a94-40dd-952c-d5bea99877e7"};
    QCOMPARE(column(generator(QStringLiteral("id"), GeneratorKind::Uuid), 1, 1), uuid);
}

void TestSampleGenerator::columnsFollowTheGenerators()
{
    const auto result = SampleGenerator::generate(everyKind(), 123, 1);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.rows.fields.join(u' '),
             QStringLiteral("seq ts int status id name phone uuid host"));
    QCOMPARE(result.rows.columns.size(), std::size_t(9));
    for (const auto &values : result.rows.columns)
        QCOMPARE(values.size(), std::size_t(123));
    QCOMPARE(result.rows.rowCount(), 123);

    const auto empty = SampleGenerator::generate(everyKind(), 0, 1);
    QVERIFY(empty.ok());
    QCOMPARE(empty.rows.fields.size(), 9);
    QCOMPARE(empty.rows.rowCount(), 0);
}

void TestSampleGenerator::sequenceCountsFromStartByStep_data()
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

void TestSampleGenerator::sequenceCountsFromStartByStep()
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

void TestSampleGenerator::timestampSpacingFollowsTheRate_data()
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

void TestSampleGenerator::timestampSpacingFollowsTheRate()
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

void TestSampleGenerator::timestampJitterStaysInBoundsAndKeepsArrivalOrder()
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

void TestSampleGenerator::uniformIntStaysInBoundsAndReachesBothEnds_data()
{
    QTest::addColumn<qint64>("min");
    QTest::addColumn<qint64>("max");
    QTest::addColumn<bool>("endsReachable");

    QTest::newRow("0..9") << qint64(0) << qint64(9) << true;
    QTest::newRow("-3..3") << qint64(-3) << qint64(3) << true;
    QTest::newRow("one value") << qint64(5) << qint64(5) << true;
    QTest::newRow("-2^53..2^53") << -kTwoTo53 << kTwoTo53 << false;
}

void TestSampleGenerator::uniformIntStaysInBoundsAndReachesBothEnds()
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

void TestSampleGenerator::enumerationFollowsTheWeights_data()
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

void TestSampleGenerator::enumerationFollowsTheWeights()
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

void TestSampleGenerator::zipfFavoursSmallIds_data()
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

void TestSampleGenerator::zipfFavoursSmallIds()
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
void TestSampleGenerator::zipfMatchesItsProbabilities()
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

void TestSampleGenerator::randomStringDrawsFromTheAlphabet_data()
{
    QTest::addColumn<QString>("alphabet");
    QTest::addColumn<int>("minLength");
    QTest::addColumn<int>("maxLength");

    QTest::newRow("ASCII 3..7") << QStringLiteral("abc") << 3 << 7;
    QTest::newRow("fixed length") << QStringLiteral("0123456789") << 8 << 8;
    QTest::newRow("Greek, CJK and an emoji, 0..4") << QStringLiteral("αβ中🙂") << 0 << 4;
}

void TestSampleGenerator::randomStringDrawsFromTheAlphabet()
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

void TestSampleGenerator::phoneHasElevenDigitsAfterItsPrefix_data()
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

void TestSampleGenerator::phoneHasElevenDigitsAfterItsPrefix()
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

void TestSampleGenerator::uuidIsVersionFourAndUnique()
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

void TestSampleGenerator::hostNameIsPrefixAndNumberUpToCardinality_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<qint64>("cardinality");
    QTest::addColumn<QString>("expectedPrefix");

    QTest::newRow("web- over 5") << QStringLiteral("web-") << qint64(5) << QStringLiteral("web-");
    QTest::newRow("no prefix means host-") << QString() << qint64(40) << QStringLiteral("host-");
    QTest::newRow("one host") << QStringLiteral("db") << qint64(1) << QStringLiteral("db");
}

void TestSampleGenerator::hostNameIsPrefixAndNumberUpToCardinality()
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

void TestSampleGenerator::refusesBadSettings_data()
{
    QTest::addColumn<QList<FieldGenerator>>("generators");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<QString>("expectedInError");

    // A generator of `kind` for field `name`, changed by `change`.
    const auto bad = [](const char *name, GeneratorKind kind, auto change) {
        FieldGenerator g = generator(QString::fromLatin1(name), kind);
        change(g);
        return QList<FieldGenerator>{g};
    };
    const FieldGenerator id = generator(QStringLiteral("id"), GeneratorKind::Sequence);
    const qint64 rows = 10;
    QTest::newRow("duplicate field")
        << QList<FieldGenerator>{id, generator(QStringLiteral("id"), GeneratorKind::Uuid)} << rows
        << QStringLiteral("'id'");
    QTest::newRow("empty field name")
        << QList<FieldGenerator>{id, generator(QString(), GeneratorKind::Uuid)} << rows
        << QStringLiteral("generator 2");
    QTest::newRow("enumeration without values")
        << QList<FieldGenerator>{enumeration(QStringLiteral("status"), {})} << rows
        << QStringLiteral("'status'");
    QTest::newRow("enumeration with only zero weights")
        << QList<FieldGenerator>{enumeration(QStringLiteral("status"),
                                             {{QStringLiteral("a"), 0}, {QStringLiteral("b"), 0}})}
        << rows << QStringLiteral("'status'");
    QTest::newRow("negative weight")
        << QList<FieldGenerator>{enumeration(QStringLiteral("kind"),
                                             {{QStringLiteral("a"), 1}, {QStringLiteral("b"), -1}})}
        << rows << QStringLiteral("'kind'");
    QTest::newRow("min above max")
        << bad("n", GeneratorKind::UniformInt, [](FieldGenerator &g) { g.min = 5, g.max = 4; })
        << rows << QStringLiteral("'n'");
    QTest::newRow("zipf without ids")
        << QList<FieldGenerator>{zipf(0, 1.0)} << rows << QStringLiteral("'id'");
    QTest::newRow("zipf past 2^53")
        << QList<FieldGenerator>{zipf(kTwoTo53 + 1, 1.0)} << rows << QStringLiteral("'id'");
    QTest::newRow("empty alphabet")
        << bad("s", GeneratorKind::RandomString, [](FieldGenerator &g) { g.alphabet.clear(); })
        << rows << QStringLiteral("'s'");
    QTest::newRow("minLength above maxLength")
        << bad("s", GeneratorKind::RandomString, [](FieldGenerator &g) { g.minLength = 9; }) << rows
        << QStringLiteral("'s'");
    QTest::newRow("no hosts") << bad("h", GeneratorKind::HostName, [](FieldGenerator &g) {
        g.cardinality = 0;
    }) << rows << QStringLiteral("'h'");
    QTest::newRow("rate 0") << bad("ts", GeneratorKind::Timestamp, [](FieldGenerator &g) {
        g.ratePerSecond = 0;
    }) << rows << QStringLiteral("'ts'");
    QTest::newRow("timestamps past 64 bits")
        << bad("ts", GeneratorKind::Timestamp, [](FieldGenerator &g) { g.ratePerSecond = 1e-9; })
        << qint64(10000000) << QStringLiteral("'ts'");
    QTest::newRow("sequence past 64 bits")
        << bad("id", GeneratorKind::Sequence, [](FieldGenerator &g) { g.step = kTwoTo53; })
        << qint64(10000) << QStringLiteral("'id'");
    QTest::newRow("negative rows")
        << QList<FieldGenerator>{id} << qint64(-1) << QStringLiteral("-1");
    QTest::newRow("more than 10,000,000 rows")
        << QList<FieldGenerator>{id} << qint64(10000001) << QStringLiteral("10000001");
}

void TestSampleGenerator::refusesBadSettings()
{
    QFETCH(QList<FieldGenerator>, generators);
    QFETCH(qint64, rows);
    QFETCH(QString, expectedInError);
    const auto result = SampleGenerator::generate(generators, rows, 1);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(expectedInError), qPrintable(result.error));
    QCOMPARE(result.rows.rowCount(), 0);
}

QTEST_APPLESS_MAIN(TestSampleGenerator)
#include "tst_samplegenerator.moc"
