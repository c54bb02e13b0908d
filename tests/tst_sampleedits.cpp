// The analysis inputs as edits: generators (guessed, stated, removed with their segment), CSV
// columns mapped to fields, access patterns; and what the rules make of them: findings measured
// on guessed rows say so, a growing table is write-heavy, a unique key has no collisions.
#include "model/analysis/accessanalysis.h"
#include "model/analysis/tablesample.h"
#include "model/edits/projectedits.h"
#include "model/edits/sampleedits.h"
#include "model/io/projectfile.h"
#include "model/rules/linter.h"
#include "rulestestutil.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

using RulesTest::findingsOf;

namespace {

// The IoT table of a new user: readings of 50,000 devices at 20,000 a second.
Project iotProject(QString *table)
{
    Project p;
    *table = ProjectEdits::addTable(&p, QStringLiteral("iot"));
    p.tables[0].volume.rowsPerDay = Q_INT64_C(1728000000);
    QString error;
    if (!ProjectEdits::setRowKey(
            &p, *table, QStringLiteral("[md5(device_id):hex(4)][device_id][rev(ts):long]"), &error))
        qWarning("%s", qPrintable(error));
    return p;
}

const FieldGenerator *generatorOf(const Table &t, const QString &field)
{
    for (const FieldGenerator &g : t.sample.generators) {
        if (g.field == field)
            return &g;
    }
    return nullptr;
}

} // namespace

class TestSampleEdits : public QObject
{
    Q_OBJECT

private slots:
    void guessedIotKeyInventsNoCollision();
    void findingsOnGuessedRowsSayTheyAreGuesses();
    void statingAGeneratorClearsTheGuess();
    void badGeneratorsAreRefusedAndChangeNothing();
    void missingAndUnusedFieldsAreListed();
    void csvColumnsAreReadUnderTheirFieldNames();
    void accessPatternsAreAddedEditedMovedAndRemoved();
    void putPatternsAreMeasuredAsWrites();
    void growthAloneMakesATableWriteHeavy();
    void inputsRoundTripThroughTheFile();
};

// A key that is unique in reality is unique in the guessed sample: each id reports once a period,
// timestamps follow the table's rate, so no two rows share a device and a millisecond.
void TestSampleEdits::guessedIotKeyInventsNoCollision()
{
    QString table;
    Project p = iotProject(&table);
    const Table &t = p.tables[0];
    QCOMPARE(generatorOf(t, QStringLiteral("id")), nullptr); // went with the old key
    QVERIFY(generatorOf(t, QStringLiteral("device_id")));
    QCOMPARE(generatorOf(t, QStringLiteral("device_id"))->kind, GeneratorKind::Periodic);
    QCOMPARE(generatorOf(t, QStringLiteral("ts"))->ratePerSecond, 20000.0);
    p.tables[0].sample.rows = 100000;
    QCOMPARE(findingsOf(p, QStringLiteral("HBD-KEY-004")), QList<Finding>());
    // The user states 50,000 devices; still no collision.
    FieldGenerator devices = *generatorOf(p.tables[0], QStringLiteral("device_id"));
    devices.cardinality = 50000;
    QString error;
    QVERIFY2(SampleEdits::setGenerator(&p, table, devices.field, devices, &error),
             qPrintable(error));
    QCOMPARE(findingsOf(p, QStringLiteral("HBD-KEY-004")), QList<Finding>());
}

void TestSampleEdits::findingsOnGuessedRowsSayTheyAreGuesses()
{
    QString table;
    Project p = iotProject(&table);
    // [ts] first: the classic monotonic key, measured on the sample.
    QString error;
    QVERIFY(ProjectEdits::setRowKey(&p, table, QStringLiteral("[ts:long][device_id]"), &error));
    QCOMPARE(Linter::sampleBasis(p.tables[0]), SampleBasis::Guessed);
    QList<Finding> hot = findingsOf(p, QStringLiteral("HBD-KEY-003"));
    QVERIFY(!hot.isEmpty());
    QCOMPARE(hot.first().basis, SampleBasis::Guessed);
    QVERIFY2(hot.first().message.contains(QStringLiteral("measured on guessed sample data")),
             qPrintable(hot.first().message));
    // Findings that read the schema alone carry no basis.
    for (const Finding &f : findingsOf(p, QStringLiteral("HBD-SPLIT-002")))
        QCOMPARE(f.basis, SampleBasis::None);

    // Once both generators are stated, the same finding rests on them and says nothing more.
    for (const QString &field : {QStringLiteral("ts"), QStringLiteral("device_id")}) {
        const FieldGenerator g = *generatorOf(p.tables[0], field);
        QVERIFY(SampleEdits::setGenerator(&p, table, field, g, &error));
    }
    QCOMPARE(Linter::sampleBasis(p.tables[0]), SampleBasis::Generators);
    hot = findingsOf(p, QStringLiteral("HBD-KEY-003"));
    QVERIFY(!hot.isEmpty());
    QCOMPARE(hot.first().basis, SampleBasis::Generators);
    QVERIFY(!hot.first().message.contains(QStringLiteral("guessed")));

    p.tables[0].sample.csvFile = QStringLiteral("rows.csv");
    QCOMPARE(Linter::sampleBasis(p.tables[0]), SampleBasis::Csv);
}

void TestSampleEdits::statingAGeneratorClearsTheGuess()
{
    QString table;
    Project p = iotProject(&table);
    FieldGenerator g = *generatorOf(p.tables[0], QStringLiteral("device_id"));
    QVERIFY(g.guessed);
    g.kind = GeneratorKind::UniformInt;
    g.min = 1;
    g.max = 50000;
    QString error;
    QVERIFY(SampleEdits::setGenerator(&p, table, g.field, g, &error));
    const FieldGenerator *stated = generatorOf(p.tables[0], QStringLiteral("device_id"));
    QCOMPARE(stated->kind, GeneratorKind::UniformInt);
    QCOMPARE(stated->max, 50000);
    QVERIFY(!stated->guessed);
    // Renaming the field of a generator moves it.
    g.field = QStringLiteral("sensor");
    QVERIFY(SampleEdits::setGenerator(&p, table, QStringLiteral("device_id"), g, &error));
    QVERIFY(!generatorOf(p.tables[0], QStringLiteral("device_id")));
    QVERIFY(generatorOf(p.tables[0], QStringLiteral("sensor")));
}

void TestSampleEdits::badGeneratorsAreRefusedAndChangeNothing()
{
    QString table;
    Project p = iotProject(&table);
    const Project before = p;
    FieldGenerator g = *generatorOf(p.tables[0], QStringLiteral("device_id"));
    g.cardinality = 0;
    QString error;
    QVERIFY(!SampleEdits::setGenerator(&p, table, g.field, g, &error));
    QVERIFY2(error.contains(QStringLiteral("at least 1")), qPrintable(error));
    g = *generatorOf(p.tables[0], QStringLiteral("device_id"));
    g.field = QStringLiteral("ts"); // taken
    QVERIFY(!SampleEdits::setGenerator(&p, table, QStringLiteral("device_id"), g, &error));
    QVERIFY2(error.contains(QStringLiteral("ts")), qPrintable(error));
    g.field = QString();
    QVERIFY(!SampleEdits::setGenerator(&p, table, QStringLiteral("device_id"), g, &error));
    QVERIFY(!SampleEdits::removeGenerator(&p, table, QStringLiteral("nothing"), &error));
    QCOMPARE(p, before);
}

void TestSampleEdits::missingAndUnusedFieldsAreListed()
{
    QString table;
    Project p = iotProject(&table);
    QCOMPARE(SampleEdits::missingFields(p.tables[0]), QStringList());
    AccessPattern byRegion;
    byRegion.name = QStringLiteral("by region");
    byRegion.kind = AccessKind::PrefixScan;
    byRegion.fields = {QStringLiteral("region")};
    p.tables[0].accessPatterns.append(byRegion);
    QCOMPARE(SampleEdits::missingFields(p.tables[0]), QStringList{QStringLiteral("region")});
    SampleEdits::addGuessedGenerators(&p.tables[0]);
    QVERIFY(generatorOf(p.tables[0], QStringLiteral("region"))->guessed);
    QCOMPARE(SampleEdits::missingFields(p.tables[0]), QStringList());

    FieldGenerator spare;
    spare.field = QStringLiteral("spare");
    QString error;
    QVERIFY(SampleEdits::setGenerator(&p, table, spare.field, spare, &error));
    QCOMPARE(SampleEdits::unusedGenerators(p.tables[0]), QStringList{QStringLiteral("spare")});
    QVERIFY(SampleEdits::removeGenerator(&p, table, QStringLiteral("spare"), &error));
    QCOMPARE(SampleEdits::unusedGenerators(p.tables[0]), QStringList());
}

void TestSampleEdits::csvColumnsAreReadUnderTheirFieldNames()
{
    QTemporaryDir dir;
    QVERIFY(TestUtil::writeFile(dir.filePath(QStringLiteral("rows.csv")),
                                "device,ts,device_id\n7,1000,old\n8,2000,old\n"));
    QString table;
    Project p = iotProject(&table);
    p.tables[0].sample.csvFile = QStringLiteral("rows.csv");
    QString error;
    QVERIFY(SampleEdits::setCsvColumn(&p, table, QStringLiteral("device_id"),
                                      QStringLiteral("device"), &error));
    TableSample::Rows rows = TableSample::rowsOf(p.tables[0], dir.path(), 10, 1);
    QVERIFY2(rows.ok(), qPrintable(rows.error));
    const int device = rows.rows.fieldIndex(QStringLiteral("device_id"));
    QVERIFY(device >= 0);
    QCOMPARE(rows.rows.value(std::size_t(device), 0), std::string_view("7"));
    QCOMPARE(rows.rows.value(std::size_t(device), 1), std::string_view("8"));
    // The whole pipeline reads the mapped column: the sample builds, so the rules that measure
    // it run.
    Linter::Options options;
    options.projectDirectory = dir.path();
    for (const Finding &f : Linter::lint(p, options).findings)
        QVERIFY2(f.ruleId != QStringLiteral("HBD-SAMPLE-001"), qPrintable(f.message));

    // A mapped column the file lacks is one message naming the file and the column.
    QVERIFY(SampleEdits::setCsvColumn(&p, table, QStringLiteral("device_id"),
                                      QStringLiteral("sensor"), &error));
    rows = TableSample::rowsOf(p.tables[0], dir.path(), 10, 1);
    QVERIFY(!rows.ok());
    QVERIFY2(rows.error.contains(QStringLiteral("rows.csv")) &&
                 rows.error.contains(QStringLiteral("\"sensor\"")) &&
                 rows.error.contains(QStringLiteral("device, ts, device_id")),
             qPrintable(rows.error));
    // Mapping a field to its own name, or to nothing, removes the entry.
    QVERIFY(SampleEdits::setCsvColumn(&p, table, QStringLiteral("device_id"), QString(), &error));
    QVERIFY(p.tables[0].sample.csvColumns.isEmpty());
}

void TestSampleEdits::accessPatternsAreAddedEditedMovedAndRemoved()
{
    QString table;
    Project p = iotProject(&table);
    const int first = SampleEdits::addAccessPattern(&p, table);
    const int second = SampleEdits::addAccessPattern(&p, table);
    QCOMPARE(first, 0);
    QCOMPARE(second, 1);
    const QList<AccessPattern> &patterns = p.tables[0].accessPatterns;
    QVERIFY(patterns[0].name != patterns[1].name);
    QCOMPARE(patterns[0].fields, (QStringList{QStringLiteral("device_id"), QStringLiteral("ts")}));

    AccessPattern day = patterns[1];
    day.name = QStringLiteral("last 24 hours of one device");
    day.kind = AccessKind::RangeScan;
    day.fields = {QStringLiteral("device_id")};
    day.rangeField = QStringLiteral("ts");
    QString error;
    QVERIFY(SampleEdits::setAccessPattern(&p, table, 1, day, &error));
    QCOMPARE(patterns[1], day);
    // A taken or empty name, or a related table the project lacks, is refused.
    AccessPattern clash = day;
    clash.name = patterns[0].name;
    QVERIFY(!SampleEdits::setAccessPattern(&p, table, 1, clash, &error));
    clash.name = QStringLiteral(" ");
    QVERIFY(!SampleEdits::setAccessPattern(&p, table, 1, clash, &error));
    clash = day;
    clash.relatedTable = QStringLiteral("nowhere");
    QVERIFY(!SampleEdits::setAccessPattern(&p, table, 1, clash, &error));
    QVERIFY2(error.contains(QStringLiteral("nowhere")), qPrintable(error));
    QCOMPARE(patterns[1], day);

    QVERIFY(SampleEdits::moveAccessPattern(&p, table, 1, 0));
    QCOMPARE(patterns[0].name, day.name);
    QVERIFY(!SampleEdits::moveAccessPattern(&p, table, 0, 5));
    QVERIFY(SampleEdits::removeAccessPattern(&p, table, 1));
    QCOMPARE(patterns.size(), 1);
    QCOMPARE(patterns[0].name, day.name);
}

// A write is not a read: it lands in a region. Five writes in region 2 of 4 and one in region 0.
void TestSampleEdits::putPatternsAreMeasuredAsWrites()
{
    AccessPattern put;
    put.name = QStringLiteral("record");
    put.kind = AccessKind::Put;
    const RowIndices regionOfRow{2, 2, 0, 2, 2, 2};
    const QList<AccessAnalysis::Result> r =
        AccessAnalysis::analyze(RowKey{}, {put}, SampleRows{}, regionOfRow, 4);
    QCOMPARE(r.size(), 1);
    QCOMPARE(r[0].method, AccessAnalysis::Method::Write);
    QCOMPARE(r[0].maxRegions, 2);
    QCOMPARE(r[0].regions, 4);
    QCOMPARE(r[0].busiestShare, 5.0 / 6.0);
    QCOMPARE(AccessAnalysis::methodName(r[0].method), QStringLiteral("write"));
}

// 1,728,000,000 rows a day is 20,000 writes a second, whether or not a put pattern says so.
void TestSampleEdits::growthAloneMakesATableWriteHeavy()
{
    QString table;
    Project p = iotProject(&table);
    QVERIFY(p.tables[0].accessPatterns.isEmpty());
    const QList<Finding> found = findingsOf(p, QStringLiteral("HBD-SPLIT-002"));
    QCOMPARE(found.size(), 1);
    QVERIFY2(found.first().message.contains(QStringLiteral("20,000 writes a second")),
             qPrintable(found.first().message));
    p.tables[0].volume.rowsPerDay = 86400 * 100; // 100 a second
    QVERIFY(findingsOf(p, QStringLiteral("HBD-SPLIT-002")).isEmpty());
}

void TestSampleEdits::inputsRoundTripThroughTheFile()
{
    QString table;
    Project p = iotProject(&table);
    p.tables[0].sample.csvColumns = {{QStringLiteral("device_id"), QStringLiteral("device")}};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("iot.json"));
    QString error;
    QVERIFY2(ProjectFile::save(p, path, &error), qPrintable(error));
    const QByteArray text = TestUtil::readAll(path);
    QVERIFY(text.contains("\"kind\": \"periodic\""));
    QVERIFY(text.contains("\"jitter\": 0.0"));
    QVERIFY(text.contains("\"guessed\": true"));
    QVERIFY(text.contains("\"device_id\": \"device\""));
    // A periodic generator needs version 3; a project without one is still written as 2.
    QVERIFY(text.contains("\"formatVersion\": 3"));
    ProjectFile::LoadResult loaded = ProjectFile::load(path);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    QCOMPARE(*loaded.project, p);
    for (FieldGenerator &g : p.tables[0].sample.generators) {
        if (g.kind == GeneratorKind::Periodic) {
            g.kind = GeneratorKind::RoundRobin;
            g.jitter = 0;
            g.dropout = 0;
        }
    }
    QVERIFY2(ProjectFile::save(p, path, &error), qPrintable(error));
    QVERIFY(TestUtil::readAll(path).contains("\"formatVersion\": 2"));
    loaded = ProjectFile::load(path);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    QCOMPARE(*loaded.project, p);
}

QTEST_APPLESS_MAIN(TestSampleEdits)
#include "tst_sampleedits.moc"
