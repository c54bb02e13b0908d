// The designer's structural edits, object paths and the units typed into the property editor.
#include "model/edits/projectedits.h"
#include "model/io/projectfile.h"
#include "model/rules/validator.h"
#include "model/schema/objectpath.h"
#include "model/schema/units.h"
#include "model/teaching/tablefigures.h"
#include "testutil.h"

#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

class TestProjectEdits : public QObject
{
    Q_OBJECT

private slots:
    void objectPaths_data();
    void objectPaths();
    void bytes_data();
    void bytes();
    void seconds_data();
    void seconds();
    void rates_data();
    void rates();
    void addedTableIsValidAndUnique();
    void renameTableCarriesReferences();
    void renameRefusesWhatHBaseRefuses();
    void familiesAndQualifiers();
    void aQualifierMovesToAnotherFamily();
    void pastedTablesLoadAgain();
    void aVariantCopiesEverythingUnderAFreeName();
    void aVariantMeasuresAsTheOriginal();
    void rowKeyErrorsNameTheColumn();
    void newKeyFieldsGetSampleGenerators();
    void idsWithoutATimeAreDrawnFromAWideRange();
};

void TestProjectEdits::objectPaths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("qualifier");
    using K = ObjectPath::Kind;
    QTest::newRow("project") << QString() << int(K::Project) << QString() << QString() << QString();
    QTest::newRow("namespace") << QStringLiteral("app") << int(K::Namespace) << QString()
                               << QString() << QString();
    QTest::newRow("table") << QStringLiteral("app:t") << int(K::Table) << QStringLiteral("t")
                           << QString() << QString();
    QTest::newRow("row key") << QStringLiteral("app:t#rowkey") << int(K::Table)
                             << QStringLiteral("t") << QString() << QString();
    // An illegal table name may hold '#': only #rowkey and #splits are parts.
    QTest::newRow("hash in name") << QStringLiteral("app:MSG BY#{TIME}") << int(K::Table)
                                  << QStringLiteral("MSG BY#{TIME}") << QString() << QString();
    QTest::newRow("splits") << QStringLiteral("app:t#x#splits") << int(K::Table)
                            << QStringLiteral("t#x") << QString() << QString();
    QTest::newRow("family") << QStringLiteral("default:t/cf") << int(K::Family)
                            << QStringLiteral("t") << QStringLiteral("cf") << QString();
    // A qualifier may hold ':' and '/'; only the first ':' after the family ends it.
    QTest::newRow("qualifier") << QStringLiteral("app:t/cf:a:b/c") << int(K::Qualifier)
                               << QStringLiteral("t") << QStringLiteral("cf")
                               << QStringLiteral("a:b/c");
}

void TestProjectEdits::objectPaths()
{
    QFETCH(QString, path);
    QFETCH(int, kind);
    QFETCH(QString, table);
    QFETCH(QString, family);
    QFETCH(QString, qualifier);
    const ObjectPath p = ObjectPath::parse(path);
    QCOMPARE(int(p.kind), kind);
    QCOMPARE(p.table, table);
    QCOMPARE(p.family, family);
    QCOMPARE(p.qualifier, qualifier);
    QCOMPARE(p.toString(), path);
}

void TestProjectEdits::bytes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("value"); // -1: refused
    QTest::newRow("plain") << QStringLiteral("65536") << qint64(65536);
    QTest::newRow("KB") << QStringLiteral("64 KiB") << qint64(65536);
    QTest::newRow("k") << QStringLiteral("64k") << qint64(65536);
    QTest::newRow("KiB") << QStringLiteral("64 KiB") << qint64(65536);
    QTest::newRow("fraction") << QStringLiteral("1.5 MiB") << qint64(1572864);
    QTest::newRow("GB") << QStringLiteral("10 GiB") << qint64(10737418240);
    QTest::newRow("bytes") << QStringLiteral("100 B") << qint64(100);
    QTest::newRow("half a byte") << QStringLiteral("0.5 B") << qint64(-1);
    QTest::newRow("unknown unit") << QStringLiteral("3 parsecs") << qint64(-1);
    QTest::newRow("negative") << QStringLiteral("-5") << qint64(-1);
    QTest::newRow("empty") << QString() << qint64(-1);
}

void TestProjectEdits::bytes()
{
    QFETCH(QString, text);
    QFETCH(qint64, value);
    const Units::Parsed p = Units::parseBytes(text);
    QCOMPARE(p.ok(), value >= 0);
    if (value >= 0) {
        QCOMPARE(p.value, value);
        QCOMPARE(Units::parseBytes(Units::formatBytes(value)).value, value); // round trip
    }
}

void TestProjectEdits::seconds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("value");
    QTest::newRow("forever") << QStringLiteral("FOREVER") << qint64(2147483647);
    QTest::newRow("forever, lower case") << QStringLiteral("forever") << qint64(2147483647);
    QTest::newRow("plain") << QStringLiteral("3600") << qint64(3600);
    QTest::newRow("days") << QStringLiteral("7 days") << qint64(604800);
    QTest::newRow("d") << QStringLiteral("7d") << qint64(604800);
    QTest::newRow("hours") << QStringLiteral("12 h") << qint64(43200);
    QTest::newRow("minutes") << QStringLiteral("30 min") << qint64(1800);
    QTest::newRow("above HBase's limit") << QStringLiteral("30000 days") << qint64(-1);
    QTest::newRow("words") << QStringLiteral("a week") << qint64(-1);
}

void TestProjectEdits::seconds()
{
    QFETCH(QString, text);
    QFETCH(qint64, value);
    const Units::Parsed p = Units::parseSeconds(text);
    QCOMPARE(p.ok(), value >= 0);
    if (value >= 0) {
        QCOMPARE(p.value, value);
        QCOMPARE(Units::parseSeconds(Units::formatSeconds(value)).value, value);
    }
    QCOMPARE(Units::formatSeconds(604800), QStringLiteral("7 d"));
    QCOMPARE(Units::formatSeconds(2147483647), QStringLiteral("FOREVER"));
}

void TestProjectEdits::rates_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("perSecond"); // -1: refused
    QTest::newRow("plain") << QStringLiteral("20000") << 20000.0;
    QTest::newRow("grouped, per second") << QStringLiteral("20,000 / s") << 20000.0;
    QTest::newRow("per minute") << QStringLiteral("600/min") << 10.0;
    QTest::newRow("per hour, words") << QStringLiteral("72,000,000 per hour") << 20000.0;
    QTest::newRow("per day, exponent") << QStringLiteral("1.728e9 / d") << 20000.0;
    QTest::newRow("per day") << QStringLiteral("86400/day") << 1.0;
    QTest::newRow("unknown unit") << QStringLiteral("5 / fortnight") << -1.0;
    QTest::newRow("not a number") << QStringLiteral("fast") << -1.0;
    QTest::newRow("negative") << QStringLiteral("-5") << -1.0;
}

void TestProjectEdits::rates()
{
    QFETCH(QString, text);
    QFETCH(double, perSecond);
    const Units::ParsedRate p = Units::parseRate(text);
    QCOMPARE(p.ok(), perSecond >= 0);
    if (perSecond >= 0) {
        QCOMPARE(p.perSecond, perSecond);
        QCOMPARE(Units::parseRate(Units::formatRate(perSecond)).perSecond, perSecond);
    }
    QCOMPARE(Units::formatRate(20000), QStringLiteral("20,000 / s"));
    QCOMPARE(Units::formatRate(2.5), QStringLiteral("2.5 / s"));
    // As typed, and read back exactly (8.33333 / s read back as another rate).
    QCOMPARE(Units::formatRate(500.0 / 60), QStringLiteral("500 / min"));
    QCOMPARE(Units::formatRate(1.7e9 / 86400), QStringLiteral("1,700,000,000 / d"));
    QCOMPARE(Units::formatRate(7.0 / 3600), QStringLiteral("7 / h"));
    for (const double rate : {500.0 / 60, 1.7e9 / 86400, 7.0 / 3600, 1.0 / 3, 0.1, 1e-7})
        QCOMPARE(Units::parseRate(Units::formatRate(rate)).perSecond, rate);
    QCOMPARE(Units::formatPerDay(Q_INT64_C(1728000000)), QStringLiteral("20,000 / s"));
    QCOMPARE(Units::formatPerDay(1500), QStringLiteral("1,500 / d"));
    QCOMPARE(Units::parsePerDay(QStringLiteral("1728000000")).value, Q_INT64_C(1728000000));
    QCOMPARE(Units::parsePerDay(QStringLiteral("20,000 / s")).value, Q_INT64_C(1728000000));
    QCOMPARE(Units::parsePerDay(Units::formatPerDay(1500)).value, 1500);
    QVERIFY(!Units::parsePerDay(QStringLiteral("lots")).ok());
    QLocale::setDefault(QLocale(QLocale::German)); // "20.000" would read back as 20
    QCOMPARE(Units::parseRate(Units::formatRate(20000)).perSecond, 20000.0);
    QLocale::setDefault(QLocale::system());
}

void TestProjectEdits::addedTableIsValidAndUnique()
{
    Project p;
    const QString first = ProjectEdits::addTable(&p, QStringLiteral("app"));
    const QString second = ProjectEdits::addTable(&p, QStringLiteral("app"));
    QCOMPARE(first, QStringLiteral("app:table"));
    QCOMPARE(second, QStringLiteral("app:table2"));
    QCOMPARE(p.namespaces.size(), 1); // declared once
    QVERIFY(p.tables[1].position.y > p.tables[0].position.y);
    // What the designer adds, HBase accepts.
    QVERIFY(Validator::validate(p).isEmpty());
    ProjectEdits::addTable(&p, QStringLiteral("default"));
    QCOMPARE(p.namespaces.size(), 1); // default is never declared
}

void TestProjectEdits::pastedTablesLoadAgain()
{
    // Tables copied from the chat example into a new project: names kept where free, "_copy"
    // where taken, the namespace declared, lookups to tables left behind dropped; the result
    // saves and loads again.
    const Project chat = *ProjectFile::load(TestUtil::chatExample()).project;
    Project target;
    const Table index = *chat.findTable(u"MOMO_CHAT:MSG");
    QCOMPARE(ProjectEdits::pasteTable(&target, index), QStringLiteral("MOMO_CHAT:MSG"));
    QCOMPARE(ProjectEdits::pasteTable(&target, index), QStringLiteral("MOMO_CHAT:MSG_copy"));
    QCOMPARE(target.namespaces.size(), 1);
    for (const Table &t : target.tables) {
        for (const AccessPattern &p : t.accessPatterns)
            QVERIFY2(p.relatedTable.isEmpty(), qPrintable(p.relatedTable));
    }
    QTemporaryDir dir;
    QString error;
    QVERIFY(ProjectFile::save(target, dir.filePath(QStringLiteral("p.json")), &error));
    const ProjectFile::LoadResult again = ProjectFile::load(dir.filePath(QStringLiteral("p.json")));
    QVERIFY2(again.project, qPrintable(again.error));
    QVERIFY(*again.project == target);
}

void TestProjectEdits::renameTableCarriesReferences()
{
    Project p;
    const QString data = ProjectEdits::addTable(&p, QStringLiteral("app"));
    const QString index = ProjectEdits::addTable(&p, QStringLiteral("app"));
    AccessPattern byIndex;
    byIndex.name = QStringLiteral("by index");
    byIndex.relatedTable = index;
    p.tables[0].accessPatterns.append(byIndex);
    p.suppressions.append({QStringLiteral("HBD-KEY-007"), index + QStringLiteral("#rowkey"),
                           QStringLiteral("accepted")});
    QString error;
    QVERIFY(ProjectEdits::renameTable(&p, index, QStringLiteral("idx"), QStringLiteral("by_user"),
                                      &error));
    QCOMPARE(p.tables[0].accessPatterns[0].relatedTable, QStringLiteral("idx:by_user"));
    QCOMPARE(p.suppressions[0].objectPath, QStringLiteral("idx:by_user#rowkey"));
    QCOMPARE(p.namespaces.size(), 2);
    QVERIFY(ProjectEdits::removeTable(&p, QStringLiteral("idx:by_user"), &error));
    QVERIFY(p.tables[0].accessPatterns[0].relatedTable.isEmpty());
    QCOMPARE(p.tables.size(), 1);
    QCOMPARE(p.tables[0].fullName(), data);
}

void TestProjectEdits::renameRefusesWhatHBaseRefuses()
{
    Project p;
    const QString t = ProjectEdits::addTable(&p, QStringLiteral("app"));
    ProjectEdits::addTable(&p, QStringLiteral("app"));
    const Project before = p;
    QString error;
    QVERIFY(
        !ProjectEdits::renameTable(&p, t, QStringLiteral("app"), QStringLiteral("a b"), &error));
    QVERIFY2(!error.isEmpty(), "the name rule is given");
    QVERIFY(
        !ProjectEdits::renameTable(&p, t, QStringLiteral("app"), QStringLiteral("table2"), &error));
    QVERIFY(error.contains(QStringLiteral("already exists")));
    QVERIFY(!ProjectEdits::renameFamily(&p, t, QStringLiteral("d"), QStringLiteral(".x"), &error));
    QCOMPARE(p, before); // refused edits change nothing
}

void TestProjectEdits::familiesAndQualifiers()
{
    Project p;
    const QString t = ProjectEdits::addTable(&p, QStringLiteral("app"));
    QCOMPARE(ProjectEdits::addFamily(&p, t), QStringLiteral("f"));
    QCOMPARE(ProjectEdits::addFamily(&p, t), QStringLiteral("f2"));
    QString error;
    QVERIFY(!ProjectEdits::renameFamily(&p, t, QStringLiteral("f2"), QStringLiteral("d"), &error));
    QVERIFY(ProjectEdits::renameFamily(&p, t, QStringLiteral("f2"), QStringLiteral("m"), &error));
    QCOMPARE(ProjectEdits::addQualifier(&p, t, QStringLiteral("m")), QStringLiteral("q"));
    QCOMPARE(ProjectEdits::addQualifier(&p, t, QStringLiteral("m")), QStringLiteral("q2"));
    QVERIFY(!ProjectEdits::renameQualifier(&p, t, QStringLiteral("m"), QStringLiteral("q2"),
                                           QStringLiteral("q"), &error));
    QVERIFY(ProjectEdits::renameQualifier(&p, t, QStringLiteral("m"), QStringLiteral("q2"),
                                          QStringLiteral("n"), &error));
    QVERIFY(ProjectEdits::removeQualifier(&p, t, QStringLiteral("m"), QStringLiteral("q")));
    QCOMPARE(p.tables[0].family(u"m")->qualifiers.size(), 1);
    QCOMPARE(p.tables[0].family(u"m")->qualifiers[0].name, QStringLiteral("n"));
    QVERIFY(ProjectEdits::removeFamily(&p, t, QStringLiteral("f"), &error));
    QCOMPARE(p.tables[0].families.size(), 2);
    const QString copy = ProjectEdits::duplicateTable(&p, t);
    QCOMPARE(copy, QStringLiteral("app:table_copy"));
    QCOMPARE(p.tables[1].families, p.tables[0].families);
}

void TestProjectEdits::aQualifierMovesToAnotherFamily()
{
    Project p;
    const QString t = ProjectEdits::addTable(&p, QStringLiteral("app"));
    QCOMPARE(ProjectEdits::addFamily(&p, t), QStringLiteral("f"));
    Qualifier *v = ProjectEdits::qualifierOf(&p, t, QStringLiteral("d"), QStringLiteral("v"));
    v->type = ValueType::Long;
    v->averageValueBytes = 8;
    v->description = QStringLiteral("the value");
    const Qualifier moved = *v;
    p.suppressions.append(
        {QStringLiteral("HBD-FAM-001"), QStringLiteral("app:table/d:v"), QStringLiteral("known")});
    const Project before = p;
    QString error;
    QVERIFY(ProjectEdits::moveQualifier(&p, t, QStringLiteral("d"), QStringLiteral("v"),
                                        QStringLiteral("f"), &error));
    QVERIFY(p.tables[0].family(u"d")->qualifiers.isEmpty());
    QCOMPARE(p.tables[0].family(u"f")->qualifiers, QList<Qualifier>{moved}); // all of it
    QCOMPARE(p.suppressions[0].objectPath, QStringLiteral("app:table/f:v"));
    // Back again: the project as it was.
    QVERIFY(ProjectEdits::moveQualifier(&p, t, QStringLiteral("f"), QStringLiteral("v"),
                                        QStringLiteral("d"), &error));
    QCOMPARE(p, before);
    // Refused when the family has a qualifier of that name, or is not the table's.
    QCOMPARE(ProjectEdits::addQualifier(&p, t, QStringLiteral("f")), QStringLiteral("q"));
    QVERIFY(ProjectEdits::renameQualifier(&p, t, QStringLiteral("f"), QStringLiteral("q"),
                                          QStringLiteral("v"), &error));
    const Project clash = p;
    QVERIFY(!ProjectEdits::moveQualifier(&p, t, QStringLiteral("d"), QStringLiteral("v"),
                                         QStringLiteral("f"), &error));
    QCOMPARE(error, QStringLiteral("family f already has a qualifier v"));
    QVERIFY(!ProjectEdits::moveQualifier(&p, t, QStringLiteral("d"), QStringLiteral("v"),
                                         QStringLiteral("x"), &error));
    QVERIFY(error.contains(QStringLiteral("no family x")));
    QCOMPARE(p, clash);
    // To its own family: nothing changes.
    QVERIFY(ProjectEdits::moveQualifier(&p, t, QStringLiteral("d"), QStringLiteral("v"),
                                        QStringLiteral("d"), &error));
    QCOMPARE(p, clash);
}

namespace {

Project chatProject()
{
    ProjectFile::LoadResult loaded = ProjectFile::load(TestUtil::chatExample());
    if (!loaded.project)
        qFatal("%s", qPrintable(loaded.error));
    return *loaded.project;
}

} // namespace

void TestProjectEdits::aVariantCopiesEverythingUnderAFreeName()
{
    Project p = chatProject();
    const QString msg = QStringLiteral("MOMO_CHAT:MSG");
    // A suppression of the original and a pattern that looks up through it.
    p.suppressions.append({QStringLiteral("HBD-KEY-007"), msg + QStringLiteral("#rowkey"),
                           QStringLiteral("accepted")});
    Table &original = p.tables[p.tableIndex(msg)];
    original.accessPatterns[0].relatedTable = msg;
    const Table before = original;
    const qsizetype suppressions = p.suppressions.size();

    const QString variant = ProjectEdits::duplicateAsVariant(&p, msg);
    QCOMPARE(variant, QStringLiteral("MOMO_CHAT:MSG_V2"));
    const Table *copy = p.findTable(variant);
    QVERIFY(copy);
    QCOMPARE(*p.findTable(msg), before); // the original is untouched
    // Everything but the name, the place on the diagram and the self-reference is the same.
    Table expected = before;
    expected.name = QStringLiteral("MSG_V2");
    expected.position = copy->position;
    expected.accessPatterns[0].relatedTable = variant;
    QCOMPARE(*copy, expected);
    QVERIFY(copy->position != before.position);
    QCOMPARE(p.suppressions.size(), suppressions + 1);
    QCOMPARE(p.suppressions.last().objectPath, variant + QStringLiteral("#rowkey"));
    QVERIFY(Validator::validate(p).isEmpty());

    // Names never clash: the next free number, also from a variant, in that namespace only.
    QCOMPARE(ProjectEdits::duplicateAsVariant(&p, msg), QStringLiteral("MOMO_CHAT:MSG_V3"));
    QCOMPARE(ProjectEdits::duplicateAsVariant(&p, variant), QStringLiteral("MOMO_CHAT:MSG_V4"));
    ProjectEdits::removeTable(&p, QStringLiteral("MOMO_CHAT:MSG_V3"), nullptr);
    QCOMPARE(ProjectEdits::duplicateAsVariant(&p, msg), QStringLiteral("MOMO_CHAT:MSG_V3"));
    const QString other = ProjectEdits::addTable(&p, QStringLiteral("other"));
    QString error;
    QVERIFY(ProjectEdits::renameTable(&p, other, QStringLiteral("other"), QStringLiteral("MSG_V5"),
                                      &error));
    QCOMPARE(ProjectEdits::duplicateAsVariant(&p, msg), QStringLiteral("MOMO_CHAT:MSG_V5"));
    QStringList names;
    for (const Table &t : p.tables)
        names.append(t.fullName());
    QCOMPARE(names.removeDuplicates(), 0);
    QVERIFY(ProjectEdits::duplicateAsVariant(&p, QStringLiteral("MOMO_CHAT:NONE")).isEmpty());
}

void TestProjectEdits::aVariantMeasuresAsTheOriginal()
{
    Project p = chatProject();
    const QString dir = QFileInfo(TestUtil::chatExample()).absolutePath();
    for (const QString &name :
         {QStringLiteral("MOMO_CHAT:MSG"), QStringLiteral("MOMO_CHAT:MSG_BY_TIME")}) {
        const QString variant = ProjectEdits::duplicateAsVariant(&p, name);
        const TableFigures a = TableFigures::measure(p, *p.findTable(name), dir);
        const TableFigures b = TableFigures::measure(p, *p.findTable(variant), dir);
        QVERIFY(a.measured && b.measured);
        QVERIFY(a.rows > 0);
        QCOMPARE(b.rows, a.rows);
        QCOMPARE(b.regions, a.regions);
        QCOMPARE(b.emptyRegions, a.emptyRegions);
        QCOMPARE(b.maxOverMean, a.maxOverMean);
        QCOMPARE(b.coefficientOfVariation, a.coefficientOfVariation);
        QCOMPARE(b.hottestWindowShare, a.hottestWindowShare);
        QCOMPARE(b.keyBytesMean, a.keyBytesMean);
        QCOMPARE(b.keyBytesMax, a.keyBytesMax);
        QCOMPARE(b.totalBytes, a.totalBytes);
        QCOMPARE(b.regionsAtTarget, a.regionsAtTarget);
        QCOMPARE(b.access.size(), a.access.size());
        for (qsizetype i = 0; i < a.access.size(); ++i) {
            QCOMPARE(b.access[i].method, a.access[i].method);
            QCOMPARE(b.access[i].scans, a.access[i].scans);
            QCOMPARE(b.access[i].meanRegions, a.access[i].meanRegions);
        }
        QCOMPARE(b.findingRules, a.findingRules);
        QCOMPARE(b.errors, a.errors);
        QCOMPARE(b.warnings, a.warnings);
        QCOMPARE(b.infos, a.infos);
    }
}

void TestProjectEdits::rowKeyErrorsNameTheColumn()
{
    Project p;
    const QString t = ProjectEdits::addTable(&p, QStringLiteral("app"));
    QString error;
    QVERIFY(ProjectEdits::setRowKey(&p, t, QStringLiteral("[salt(8)][id]"), &error));
    QCOMPARE(p.tables[0].rowKey.toNotation(), QStringLiteral("[salt(8)] [id]"));
    QVERIFY(!ProjectEdits::setRowKey(&p, t, QStringLiteral("[id:hex(]"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("column ")), qPrintable(error));
    QCOMPARE(p.tables[0].rowKey.toNotation(), QStringLiteral("[salt(8)] [id]"));
}

void TestProjectEdits::newKeyFieldsGetSampleGenerators()
{
    Project p;
    const QString t = ProjectEdits::addTable(&p, QStringLiteral("app"));
    p.tables[0].volume.rowsPerDay = Q_INT64_C(1728000000); // 20,000 rows a second
    const FieldGenerator id = p.tables[0].sample.generators.first();
    QVERIFY(id.guessed);
    QString error;
    QVERIFY(ProjectEdits::setRowKey(&p, t,
                                    QStringLiteral("[user_id:long] [rev(created_at):long] "
                                                   "[host] [note] [id]"),
                                    &error));
    const QList<FieldGenerator> &g = p.tables[0].sample.generators;
    QCOMPARE(g.size(), 5);
    QCOMPARE(g[0], id); // the generator it had is kept as it was
    QCOMPARE(g[1].field, QStringLiteral("user_id"));
    // Ids beside a time report once a period each, so no two rows share a key by chance.
    QCOMPARE(g[1].kind, GeneratorKind::Periodic);
    QCOMPARE(g[1].start, 1);
    QCOMPARE(g[2].field, QStringLiteral("created_at"));
    QCOMPARE(g[2].kind, GeneratorKind::Timestamp);
    QCOMPARE(g[2].ratePerSecond, 20000.0); // the table's rows per day
    QCOMPARE(g[2].jitterMillis, 0);
    QCOMPARE(g[3].kind, GeneratorKind::HostName);
    QCOMPARE(g[4].kind, GeneratorKind::RandomString);
    for (const FieldGenerator &each : g)
        QVERIFY2(each.guessed, qPrintable(each.field));
    // The whole table now validates and previews.
    QVERIFY(!hasErrors(Validator::validate(p)));

    // Removing a segment removes the generator it brought, in the same edit; a field an access
    // pattern still reads keeps its generator.
    AccessPattern byNote;
    byNote.name = QStringLiteral("by note");
    byNote.fields = {QStringLiteral("note")};
    p.tables[0].accessPatterns.append(byNote);
    QVERIFY(ProjectEdits::setRowKey(&p, t, QStringLiteral("[user_id:long] [rev(created_at):long]"),
                                    &error));
    QStringList fields;
    for (const FieldGenerator &each : p.tables[0].sample.generators)
        fields.append(each.field);
    QCOMPARE(fields, (QStringList{QStringLiteral("user_id"), QStringLiteral("created_at"),
                                  QStringLiteral("note")}));

    // A table fed by a CSV file is left to the file.
    p.tables[0].sample.csvFile = QStringLiteral("rows.csv");
    QVERIFY(ProjectEdits::setRowKey(&p, t, QStringLiteral("[other]"), &error));
    QCOMPARE(p.tables[0].sample.generators.size(), 1); // only what the pattern reads is kept
}

// An id that is the whole key names one row each: drawn from a range as wide as its format
// allows, never one that repeats within a normal sample.
void TestProjectEdits::idsWithoutATimeAreDrawnFromAWideRange()
{
    Project p;
    const QString t = ProjectEdits::addTable(&p, QStringLiteral("app"));
    QString error;
    QVERIFY(ProjectEdits::setRowKey(&p, t, QStringLiteral("[order_id:dec(10)] [customer_id:long]"),
                                    &error));
    const QList<FieldGenerator> &g = p.tables[0].sample.generators;
    QCOMPARE(g.size(), 2); // the table's [id] generator went with the old key
    QCOMPARE(g[0].kind, GeneratorKind::UniformInt);
    QCOMPARE(g[0].max, Q_INT64_C(9999999999));
    QCOMPARE(g[1].kind, GeneratorKind::UniformInt);
    QCOMPARE(g[1].max, Q_INT64_C(1000000000000));
}

QTEST_APPLESS_MAIN(TestProjectEdits)
#include "tst_projectedits.moc"
