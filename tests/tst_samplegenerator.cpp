// Reproducible sample rows (docs/file-format.md §4.12): the same seed gives the same rows on any
// machine and thread count, columns follow their generators, and bad settings are refused.
#include "model/sample/samplegenerator.h"
#include "samplegeneratorutil.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>
#include <map>

using namespace SampleTest;

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
        const std::vector<std::string> first = SampleTest::strings(small.rows.columns[c]);
        QVERIFY2(std::equal(first.cbegin(), first.cend(),
                            SampleTest::strings(large.rows.columns[c]).cbegin()),
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
