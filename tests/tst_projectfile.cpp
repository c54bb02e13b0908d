#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"
#include "testutil.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

// Project files: canonical bytes, HBase's defaults, and one clear error for every bad input.
class TestProjectFile : public QObject
{
    Q_OBJECT

private slots:
    void examplesRoundTripByteForByte_data();
    void examplesRoundTripByteForByte();
    void minimalFileGetsHBaseDefaults();
    void suppressionsRoundTrip();
    void examplesCarryChineseForEveryText_data();
    void examplesCarryChineseForEveryText();
    void textsInOtherLanguagesRoundTrip();
    void oneFieldEditIsOneChangedLine();
    void objectKeysAreSortedAndFileEndsWithNewline();
    void badInputGivesOneErrorNamingThePlace_data();
    void badInputGivesOneErrorNamingThePlace();
    void deepNestingIsRefusedBeforeParsing();
    void hugeStringIsRefused();
    void saveReportsTheFailingPath();
    void saveReplacesTheFileAtomically();
};

static QByteArray minimalTable(const QByteArray &familyExtra = {},
                               const QByteArray &tableExtra = {})
{
    return "{\"formatVersion\": 1, \"tables\": [{\"name\": \"t\"" + tableExtra +
           ", \"families\": [{\"name\": \"f\"" + familyExtra + "}]}]}";
}

void TestProjectFile::examplesRoundTripByteForByte_data()
{
    QTest::addColumn<QString>("path");
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    const QStringList files = examples.entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << examples.filePath(file);
    const QDir golden(TestUtil::dataPath(QStringLiteral("golden")));
    for (const QString &file : golden.entryList({QStringLiteral("*.json")}, QDir::Files))
        QTest::newRow(qPrintable(QStringLiteral("golden/") + file)) << golden.filePath(file);
}

void TestProjectFile::examplesRoundTripByteForByte()
{
    QFETCH(QString, path);
    const ProjectFile::LoadResult loaded = ProjectFile::load(path);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    QCOMPARE(serializeProject(*loaded.project), TestUtil::readAll(path));
}

void TestProjectFile::minimalFileGetsHBaseDefaults()
{
    const ProjectFile::LoadResult loaded =
        ProjectFile::parse(minimalTable(), QStringLiteral("m.json"));
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    const Table &t = loaded.project->tables.at(0);
    QCOMPARE(t.namespaceName, QStringLiteral("default"));
    QCOMPARE(t.qualifiedName(), QStringLiteral("t"));
    const ColumnFamily &f = t.families.at(0);
    // docs/hbase-reference.md §3, written out here rather than taken from the model's constants.
    QCOMPARE(f.versions, 1);
    QCOMPARE(f.minVersions, 0);
    QCOMPARE(f.ttlSeconds, qint64(2147483647));
    QCOMPARE(f.blockSize, 65536);
    QCOMPARE(f.bloomFilter, BloomType::Row);
    QCOMPARE(f.compression, Compression::None);
    QCOMPARE(f.dataBlockEncoding, DataBlockEncoding::None);
    QCOMPARE(f.keepDeletedCells, KeepDeletedCells::False);
    QCOMPARE(f.inMemory, false);
    QCOMPARE(f.blockCache, true);
    QCOMPARE(f.replicationScope, 0);
    QCOMPARE(f.isMob, false);
    QCOMPARE(f.mobThreshold, qint64(102400));
    QCOMPARE(t.splits.kind, SplitKind::None);
    QCOMPARE(t.attributes.durability, Durability::UseDefault);
    QCOMPARE(t.attributes.regionReplication, 1);
    QVERIFY(!t.attributes.maxFileSize);
    QCOMPARE(loaded.project->cluster.targetRegionBytes, qint64(10737418240));
}

void TestProjectFile::suppressionsRoundTrip()
{
    ProjectFile::LoadResult loaded = ProjectFile::parse(minimalTable(), QStringLiteral("m.json"));
    QVERIFY(loaded.project);
    QVERIFY(!serializeProject(*loaded.project).contains("suppressions")); // none, not written
    loaded.project->suppressions.append(
        Suppression{QStringLiteral("HBD-KEY-007"), QStringLiteral("default:t#rowkey"),
                    QStringLiteral("keys stay readable for support staff")});
    const QByteArray bytes = serializeProject(*loaded.project);
    QVERIFY(bytes.contains("\"suppressions\": [\n"));
    const ProjectFile::LoadResult again = ProjectFile::parse(bytes, QStringLiteral("m.json"));
    QVERIFY2(again.project, qPrintable(again.error));
    QVERIFY(*again.project == *loaded.project);
    QCOMPARE(serializeProject(*again.project), bytes);
}

void TestProjectFile::examplesCarryChineseForEveryText_data()
{
    QTest::addColumn<QString>("path");
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    for (const QString &file : examples.entryList({QStringLiteral("*.json")}, QDir::Files))
        QTest::newRow(qPrintable(file)) << examples.filePath(file);
}

// Every text a reader sees in the examples has its Chinese, in Chinese characters.
void TestProjectFile::examplesCarryChineseForEveryText()
{
    QFETCH(QString, path);
    const ProjectFile::LoadResult loaded = ProjectFile::load(path);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    QStringList missing;
    const auto check = [&missing](const LocalizedTexts &texts, TextField field,
                                  const QString &english, const QString &where) {
        if (english.isEmpty())
            return;
        const QString chinese = texts.text(QStringLiteral("zh_CN"), field, QString());
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        if (!chinese.contains(han))
            missing.append(where + u' ' + kTextFieldNames.name(field) + QStringLiteral(": ") +
                           english);
    };
    const Project &p = *loaded.project;
    check(p.i18n, TextField::Name, p.name, QStringLiteral("project"));
    check(p.i18n, TextField::Description, p.description, QStringLiteral("project"));
    check(p.i18n, TextField::Notes, p.notes, QStringLiteral("project"));
    for (const Namespace &ns : p.namespaces)
        check(ns.i18n, TextField::Description, ns.description, ns.name);
    for (const Table &t : p.tables) {
        check(t.i18n, TextField::Description, t.description, t.fullName());
        for (const ColumnFamily &f : t.families) {
            check(f.i18n, TextField::Description, f.description, f.name);
            for (const Qualifier &q : f.qualifiers)
                check(q.i18n, TextField::Description, q.description, f.name + u':' + q.name);
        }
        for (const AccessPattern &a : t.accessPatterns) {
            check(a.i18n, TextField::Name, a.name, t.fullName());
            check(a.i18n, TextField::Description, a.description, a.name);
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
}

void TestProjectFile::textsInOtherLanguagesRoundTrip()
{
    ProjectFile::LoadResult loaded = ProjectFile::parse(minimalTable(), QStringLiteral("m.json"));
    QVERIFY(loaded.project);
    QVERIFY(!serializeProject(*loaded.project).contains("i18n")); // none, not written
    Project &p = *loaded.project;
    p.name = QStringLiteral("Logs");
    p.i18n.set(QStringLiteral("zh_CN"), TextField::Name, QStringLiteral("日志"));
    p.i18n.set(QStringLiteral("zh_CN"), TextField::Notes, QStringLiteral("备注"));
    Table &t = p.tables[0];
    t.description = QStringLiteral("Events");
    t.i18n.set(QStringLiteral("zh_CN"), TextField::Description, QStringLiteral("事件"));
    AccessPattern read;
    read.name = QStringLiteral("read one");
    read.i18n.set(QStringLiteral("zh_CN"), TextField::Name, QStringLiteral("读取单行"));
    t.accessPatterns.append(read);
    t.families[0].i18n.set(QStringLiteral("zh_CN"), TextField::Description, QStringLiteral("列"));

    const QByteArray bytes = serializeProject(p);
    QVERIFY(bytes.contains("\"i18n\": {\n"));
    const ProjectFile::LoadResult again = ProjectFile::parse(bytes, QStringLiteral("m.json"));
    QVERIFY2(again.project, qPrintable(again.error));
    QVERIFY(*again.project == p);
    QCOMPARE(serializeProject(*again.project), bytes);
    // Each language reads its own text; a language without one, the English.
    const AccessPattern &loadedRead = again.project->tables[0].accessPatterns[0];
    QCOMPARE(nameIn(loadedRead, QStringLiteral("zh_CN")), QStringLiteral("读取单行"));
    QCOMPARE(nameIn(loadedRead, QStringLiteral("zh")), QStringLiteral("读取单行"));
    QCOMPARE(nameIn(loadedRead, QStringLiteral("en")), QStringLiteral("read one"));
    QCOMPARE(descriptionIn(again.project->tables[0], QStringLiteral("zh_CN")),
             QStringLiteral("事件"));
    QCOMPARE(descriptionIn(loadedRead, QStringLiteral("zh_CN")), QString());
}

void TestProjectFile::oneFieldEditIsOneChangedLine()
{
    const QString path = TestUtil::sourcePath(QStringLiteral("examples/chat-messages.json"));
    ProjectFile::LoadResult loaded = ProjectFile::load(path);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    const QList<QByteArray> before = serializeProject(*loaded.project).split('\n');
    loaded.project->tables[0].families[0].versions = 3;
    const QList<QByteArray> after = serializeProject(*loaded.project).split('\n');
    QCOMPARE(after.size(), before.size());
    int changed = 0;
    for (qsizetype i = 0; i < before.size(); ++i) {
        if (before[i] != after[i]) {
            ++changed;
            QCOMPARE(after[i].trimmed(), QByteArray("\"versions\": 3"));
        }
    }
    QCOMPARE(changed, 1);
}

void TestProjectFile::objectKeysAreSortedAndFileEndsWithNewline()
{
    Project p;
    p.name = QStringLiteral("x");
    Table t;
    t.name = QStringLiteral("t");
    t.families.append(ColumnFamily{});
    t.families[0].name = QStringLiteral("f");
    p.tables.append(t);
    const QByteArray bytes = serializeProject(p);
    QVERIFY(bytes.endsWith("}\n"));
    // Top-level keys appear in sorted order.
    const QList<QByteArray> keys = {"\"cluster\"", "\"description\"", "\"formatVersion\"",
                                    "\"name\"",    "\"namespaces\"",  "\"notes\"",
                                    "\"tables\""};
    qsizetype last = -1;
    for (const QByteArray &key : keys) {
        const qsizetype at = bytes.indexOf("\n  " + key);
        QVERIFY2(at > last, key.constData());
        last = at;
    }
}

void TestProjectFile::badInputGivesOneErrorNamingThePlace_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("expected");

    QTest::newRow("syntax error names line and column")
        << QByteArray("{\n  \"formatVersion\": 1,\n  \"name\": }\n")
        << QStringLiteral("bad.json:3:11:");
    QTest::newRow("truncated") << QByteArray("{\"formatVersion\": 1, \"tables\": [")
                               << QStringLiteral("not valid JSON");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("bad.json:1:1: not valid JSON");
    QTest::newRow("not an object")
        << QByteArray("[]") << QStringLiteral("bad.json: /: expected an object");
    QTest::newRow("a text field the object does not have")
        << minimalTable({}, ", \"i18n\": {\"zh_CN\": {\"notes\": \"x\"}}")
        << QStringLiteral("/tables/0/i18n/zh_CN: unknown field \"notes\"; expected one of "
                          "description");
    QTest::newRow("a language that is no language code")
        << minimalTable({}, ", \"i18n\": {\"Chinese\": {}}")
        << QStringLiteral("/tables/0/i18n: \"Chinese\" is not a language code such as zh_CN");
    QTest::newRow("missing formatVersion")
        << QByteArray("{\"tables\": []}")
        << QStringLiteral("/formatVersion: required field is missing");
    QTest::newRow("newer format")
        << QByteArray("{\"formatVersion\": 6, \"futureThing\": true}")
        << QStringLiteral("/formatVersion: the file has format version 6, written by a newer");
    QTest::newRow("formatVersion is text")
        << QByteArray("{\"formatVersion\": \"1\"}")
        << QStringLiteral("/formatVersion: expected an integer, found a string");
    QTest::newRow("wrong type deep inside")
        << minimalTable(", \"versions\": \"3\"")
        << QStringLiteral("/tables/0/families/0/versions: expected an integer, found a string");
    QTest::newRow("unknown field")
        << minimalTable(", \"compresion\": \"GZ\"")
        << QStringLiteral("/tables/0/families/0: unknown field \"compresion\"");
    QTest::newRow("unknown enum value")
        << minimalTable(", \"compression\": \"gzip\"")
        << QStringLiteral("/tables/0/families/0/compression: unknown value \"gzip\"");
    QTest::newRow("number too large")
        << minimalTable(", \"versions\": 99999999999999999999")
        << QStringLiteral("/tables/0/families/0/versions: 1e+20 is out of range");
    QTest::newRow("integer written with a decimal point")
        << minimalTable(", \"versions\": 3.0")
        << QStringLiteral("/tables/0/families/0/versions: write 3.0 as a whole number");
    QTest::newRow("seed beyond 64 bits")
        << minimalTable("", ", \"sample\": {\"seed\": 18446744073709551616}")
        << QStringLiteral("/tables/0/sample/seed: 1.8446744073709552e+19 is out of range");
    QTest::newRow("null where an integer is required")
        << QByteArray("{\"formatVersion\": null}")
        << QStringLiteral("/formatVersion: expected an integer, found null");
    QTest::newRow("null regions")
        << minimalTable("", ", \"splits\": {\"kind\": \"algorithm\", \"algorithm\": "
                            "\"HexStringSplit\", \"regions\": null}")
        << QStringLiteral("/tables/0/splits/regions: expected an integer, found null");
    QTest::newRow("duplicate key")
        << QByteArray("{\"formatVersion\": 1,\n \"name\": \"a\",\n \"name\": \"b\"}")
        << QStringLiteral("bad.json:3:2: the key \"name\" appears twice");
    QTest::newRow("same key in different objects is fine, then a comment is not JSON")
        << QByteArray("{\"formatVersion\": 1, \"cluster\": {\"name\": 1}, \"name\": 1 /* x */}")
        << QStringLiteral("not valid JSON: syntax error while parsing object");
    QTest::newRow("fraction where an integer belongs")
        << minimalTable(", \"blockSize\": 65536.5")
        << QStringLiteral("/tables/0/families/0/blockSize: expected an integer, found a number "
                          "with a fraction");
    QTest::newRow("NaN is not JSON")
        << minimalTable(", \"versions\": NaN") << QStringLiteral("not valid JSON");
    QTest::newRow("NUL in a name")
        << QByteArray(
               "{\"formatVersion\": 1, \"tables\": [{\"name\": \"a\\u0000b\", \"families\": []}]}")
        << QStringLiteral("/tables/0/name: text contains a NUL character");
    QTest::newRow("invalid UTF-8") << QByteArray("{\"formatVersion\": 1, \"name\": \"\xff\xfe\"}")
                                   << QStringLiteral("bad.json:1:");
    QTest::newRow("suppression without a reason")
        << QByteArray("{\"formatVersion\": 1, \"suppressions\": [{\"rule\": \"HBD-KEY-007\", "
                      "\"object\": \"t#rowkey\", \"reason\": \" \"}]}")
        << QStringLiteral("/suppressions/0/reason: say why");
    QTest::newRow("suppression with a typo")
        << QByteArray("{\"formatVersion\": 1, \"suppressions\": [{\"rule\": \"HBD-KEY-007\", "
                      "\"objekt\": \"t\", \"reason\": \"x\"}]}")
        << QStringLiteral("/suppressions/0: unknown field \"objekt\"");
    QTest::newRow("missing table name")
        << QByteArray("{\"formatVersion\": 1, \"tables\": [{\"families\": []}]}")
        << QStringLiteral("/tables/0/name: required field is missing");
    QTest::newRow("duplicate family")
        << QByteArray("{\"formatVersion\": 1, \"tables\": [{\"name\": \"t\", \"families\": "
                      "[{\"name\": \"f\"}, {\"name\": \"f\"}]}]}")
        << QStringLiteral("/tables/0/families/1/name: duplicate column family \"f\"");
    QTest::newRow("duplicate table")
        << QByteArray("{\"formatVersion\": 1, \"tables\": [{\"name\": \"t\"}, {\"name\": \"t\", "
                      "\"namespace\": \"default\"}]}")
        << QStringLiteral("/tables/1/name: duplicate table \"t\"");
    QTest::newRow("undeclared namespace")
        << minimalTable({}, ", \"namespace\": \"ns\"")
        << QStringLiteral("/tables/0/namespace: namespace \"ns\" is not declared");
    QTest::newRow("reserved namespace declared")
        << QByteArray("{\"formatVersion\": 1, \"namespaces\": [{\"name\": \"hbase\"}]}")
        << QStringLiteral("/namespaces/0/name: namespace \"hbase\" always exists");
    QTest::newRow("unsorted split keys")
        << minimalTable({}, ", \"splits\": {\"kind\": \"explicit\", \"keys\": [\"b\", \"a\"]}")
        << QStringLiteral(
               "/tables/0/splits/keys/1: split key \"a\" sorts before the previous key \"b\"");
    QTest::newRow("duplicate split keys")
        << minimalTable({}, ", \"splits\": {\"kind\": \"explicit\", \"keys\": [\"a\", \"a\"]}")
        << QStringLiteral("/tables/0/splits/keys/1: duplicate split key \"a\"");
    QTest::newRow("empty split key")
        << minimalTable({}, ", \"splits\": {\"kind\": \"explicit\", \"keys\": [\"\"]}")
        << QStringLiteral("/tables/0/splits/keys/0: must not be empty");
    QTest::newRow("lower-case hex escape in a split key")
        << minimalTable({}, ", \"splits\": {\"kind\": \"explicit\", \"keys\": [\"a\\\\xff\"]}")
        << QStringLiteral("/tables/0/splits/keys/0: character 2: write \\xFF in upper case");
    QTest::newRow("non-ASCII split key")
        << minimalTable({}, ", \"splits\": {\"kind\": \"explicit\", \"keys\": [\"中\"]}")
        << QStringLiteral("/tables/0/splits/keys/0: character 1: non-ASCII");
    QTest::newRow("field of another split kind")
        << minimalTable({}, ", \"splits\": {\"kind\": \"none\", \"regions\": 4}")
        << QStringLiteral("/tables/0/splits: unknown field \"regions\"");
    QTest::newRow("algorithm without regions")
        << minimalTable(
               {}, ", \"splits\": {\"kind\": \"algorithm\", \"algorithm\": \"HexStringSplit\"}")
        << QStringLiteral("/tables/0/splits/regions: required field is missing");
    QTest::newRow("NUMREGIONS of one")
        << minimalTable({}, ", \"splits\": {\"kind\": \"algorithm\", \"regions\": 1}")
        << QStringLiteral("/tables/0/splits/regions: 1 is out of range (2 .. 1000000)");
    QTest::newRow("hex format without a width")
        << minimalTable({}, ", \"rowKey\": [{\"expr\": \"id\", \"format\": \"hex\"}]")
        << QStringLiteral("/tables/0/rowKey/0/format: format 'hex' needs a width");
    QTest::newRow("unknown segment format")
        << minimalTable({}, ", \"rowKey\": [{\"expr\": \"id\", \"format\": \"varchar\"}]")
        << QStringLiteral("/tables/0/rowKey/0/format: unknown format 'varchar'");
    QTest::newRow("related table missing")
        << minimalTable({}, ", \"accessPatterns\": [{\"name\": \"p\", \"relatedTable\": \"idx\"}]")
        << QStringLiteral("/tables/0/accessPatterns/0/relatedTable: no table \"idx\"");
    QTest::newRow("generator field of another kind")
        << minimalTable({}, ", \"sample\": {\"generators\": [{\"field\": \"a\", \"kind\": "
                            "\"uuid\", \"start\": 1}]}")
        << QStringLiteral("/tables/0/sample/generators/0: unknown field \"start\"");
    QTest::newRow("negative seed")
        << minimalTable({}, ", \"sample\": {\"seed\": -1}")
        << QStringLiteral("/tables/0/sample/seed: expected a non-negative integer");
    QTest::newRow("tilde and slash escaped in the path")
        << QByteArray("{\"formatVersion\": 1, \"a/b~c\": 1}")
        << QStringLiteral("bad.json: /: unknown field \"a/b~c\"");
}

void TestProjectFile::badInputGivesOneErrorNamingThePlace()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, expected);
    const ProjectFile::LoadResult loaded = ProjectFile::parse(contents, QStringLiteral("bad.json"));
    QVERIFY(!loaded.project);
    QVERIFY2(loaded.error.startsWith(QStringLiteral("bad.json")), qPrintable(loaded.error));
    QVERIFY2(loaded.error.contains(expected), qPrintable(QStringLiteral("got: ") + loaded.error +
                                                         QStringLiteral("\nwanted: ") + expected));
    QVERIFY2(!loaded.error.contains(u'\n'), "one message, one line");
}

void TestProjectFile::deepNestingIsRefusedBeforeParsing()
{
    const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
    const ProjectFile::LoadResult loaded = ProjectFile::parse(deep, QStringLiteral("deep.json"));
    QVERIFY(!loaded.project);
    QVERIFY2(loaded.error.startsWith(QStringLiteral("deep.json:1:65: nesting deeper than 64")),
             qPrintable(loaded.error));
    // Brackets inside strings do not count.
    const QByteArray inString =
        "{\"formatVersion\": 1, \"notes\": \"" + QByteArray(1000, '[') + "\"}";
    QVERIFY(ProjectFile::parse(inString, QStringLiteral("s.json")).project);
}

void TestProjectFile::hugeStringIsRefused()
{
    const QByteArray huge =
        "{\"formatVersion\": 1, \"description\": \"" + QByteArray(10 << 20, 'x') + "\"}";
    const ProjectFile::LoadResult loaded = ProjectFile::parse(huge, QStringLiteral("huge.json"));
    QVERIFY(!loaded.project);
    QVERIFY2(loaded.error.contains(QStringLiteral("/description: text is 10485760 bytes long")),
             qPrintable(loaded.error));
}

void TestProjectFile::saveReportsTheFailingPath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A regular file where a directory should be: no process, root included, can create it.
    const QString blocker = dir.filePath(QStringLiteral("not-a-dir"));
    {
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const QString target = blocker + QStringLiteral("/p.json");
    QString error;
    QVERIFY(!ProjectFile::save(Project{}, target, &error));
    QVERIFY2(error.contains(target), qPrintable(error));
    QVERIFY(!QFile::exists(target));
}

void TestProjectFile::saveReplacesTheFileAtomically()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.json"));
    Project p;
    p.name = QStringLiteral("first");
    QString error;
    QVERIFY2(ProjectFile::save(p, path, &error), qPrintable(error));
    p.name = QStringLiteral("second");
    QVERIFY2(ProjectFile::save(p, path, &error), qPrintable(error));
    const ProjectFile::LoadResult loaded = ProjectFile::load(path);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    QCOMPARE(loaded.project->name, QStringLiteral("second"));
    // No temporary files left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("p.json")});
}

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
