// describe of HBase 0.90 to 0.98 (docs/hbase-reference.md §5.14): each release's
// HTableDescriptor.toString, holding only the keys that release printed, in the two columns
// describe.rb prints through formatter.rb, cut at a terminal's width (80 and 137 columns) and on
// one line as redirected to a file. The keys only old releases know are mapped
// (DEFERRED_LOG_FLUSH) or dropped (ENCODE_ON_DISK), and never exported.
#include "model/export/scriptexporter.h"
#include "model/import/importer.h"
#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"

#include <QTest>

namespace {

// What formatter.rb prints for describe's one row: the header, then the description in pieces
// of 64% of the terminal's width, each after a blank, "true" beside the first; `width` 0 is a
// file (no terminal: one line, no padding).
QByteArray describeOutput(const QString &description, int width)
{
    QString out = QStringLiteral("hbase(main):001:0> describe 'user_actions'\n");
    if (width == 0) {
        out += QStringLiteral("DESCRIPTION  ENABLED\n ") + description + QStringLiteral(" true\n");
    } else {
        const int first = width * 64 / 100;
        const int second = width - first - 2;
        out += QStringLiteral("DESCRIPTION").leftJustified(first) + QStringLiteral("  ") +
               QStringLiteral("ENABLED").leftJustified(second) + u'\n';
        for (qsizetype i = 0; i < description.size(); i += first) {
            out += u' ' + description.mid(i, first).leftJustified(first) + u' ' +
                   (i == 0 ? QStringLiteral("true") : QString()).leftJustified(second) + u'\n';
        }
    }
    out += QStringLiteral("1 row(s) in 0.0410 seconds\n");
    return out.toUtf8();
}

// The families of every release: 'a' with the defaults of its day, 'd' with a week's TTL, GZ and
// 128 KiB blocks; `extra` adds the keys a later release printed, keys in no particular order (a
// HashMap's, before 0.94.7).
QString familyA(const QString &extra, const QString &ttl = QStringLiteral("2147483647"),
                const QString &bloom = QStringLiteral("NONE"),
                const QString &versions = QStringLiteral("3"))
{
    return QStringLiteral("{NAME => 'a', BLOOMFILTER => '%1', REPLICATION_SCOPE => '0', VERSIONS "
                          "=> '%2', COMPRESSION => 'NONE', %3TTL => '%4', BLOCKSIZE => '65536', "
                          "IN_MEMORY => 'false', BLOCKCACHE => 'true'}")
        .arg(bloom, versions, extra, ttl);
}

QString familyD(const QString &extra, const QString &ttl = QStringLiteral("604800"))
{
    return QStringLiteral("{NAME => 'd', %1BLOOMFILTER => 'ROW', REPLICATION_SCOPE => '1', "
                          "COMPRESSION => 'GZ', VERSIONS => '1', TTL => '%2', BLOCKSIZE => "
                          "'131072', IN_MEMORY => 'true', BLOCKCACHE => 'true'}")
        .arg(extra, ttl);
}

QStringList warningsOf(const Importer::Result &r)
{
    QStringList out;
    for (const ImportMessage &m : r.log.warnings())
        out.append(m.text);
    return out;
}

} // namespace

class TestImportOld : public QObject
{
    Q_OBJECT

private slots:
    void describeOfEachOldRelease_data();
    void describeOfEachOldRelease();
    void oldKeysAreNeverExported();
    void aDescribePastedOnOneLine_data();
    void aDescribePastedOnOneLine();
};

void TestImportOld::describeOfEachOldRelease_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<int>("minVersionsOfA"); // -1: the release printed none (0 then)
    QTest::addColumn<bool>("asyncWal");
    QTest::addColumn<QStringList>("tableKept"); // otherAttributes of the table, "KEY=value"
    QTest::addColumn<QStringList>("aKept");     // of family a
    QTest::addColumn<int>("warnings");
    QTest::addColumn<int>("versionsOfA");
    QTest::addColumn<QString>("bloomOfA");

    struct Release
    {
        const char *name;
        QString description;
        int minVersions;
        bool asyncWal;
        QStringList tableKept;
        QStringList aKept;
        int warnings;
        int versionsOfA;
        QString bloomOfA;
    };
    const QString coprocessor =
        QStringLiteral("|org.apache.hadoop.hbase.coprocessor.AggregateImplementation|1073741823|");
    const QString old094 = QStringLiteral("DATA_BLOCK_ENCODING => 'NONE', KEEP_DELETED_CELLS => "
                                          "'false', ENCODE_ON_DISK => 'true', MIN_VERSIONS => "
                                          "'0', ");
    const QList<Release> releases{
        // 0.90: HColumnDescriptor's eight keys; the table's only when set.
        {"0.90",
         QStringLiteral("{NAME => 'user_actions', MAX_FILESIZE => '10737418240', FAMILIES => "
                        "[%1, %2]}")
             .arg(familyA(QString()), familyD(QString())),
         -1,
         false,
         {},
         {},
         0,
         3,
         QStringLiteral("NONE")},
        // 0.92: MIN_VERSIONS (HBASE-4071) and coprocessors among the table's values.
        {"0.92",
         QStringLiteral("{NAME => 'user_actions', coprocessor$1 => '%1', MAX_FILESIZE => "
                        "'10737418240', FAMILIES => [%2, %3]}")
             .arg(coprocessor, familyA(QStringLiteral("MIN_VERSIONS => '1', ")),
                  familyD(QStringLiteral("MIN_VERSIONS => '0', "))),
         1,
         false,
         {QStringLiteral("coprocessor$1=") + coprocessor},
         {},
         0,
         3,
         QStringLiteral("NONE")},
        // 0.94.0 to 0.94.6: DATA_BLOCK_ENCODING, KEEP_DELETED_CELLS, ENCODE_ON_DISK; the table's
        // DEFERRED_LOG_FLUSH.
        {"0.94.0",
         QStringLiteral("{NAME => 'user_actions', DEFERRED_LOG_FLUSH => 'true', MAX_FILESIZE => "
                        "'10737418240', FAMILIES => [%1, %2]}")
             .arg(familyA(old094), familyD(old094)),
         0,
         true,
         {},
         {},
         3,
         3,
         QStringLiteral("NONE")},
        // 0.94.7 on: the quoted name, METHOD => 'table_att' with the reserved keys sorted and
        // the rest in CONFIG, families' own CONFIG.
        {"0.94.7",
         QStringLiteral("'user_actions', {METHOD => 'table_att', DEFERRED_LOG_FLUSH => 'true', "
                        "MAX_FILESIZE => '10737418240', CONFIG => {'SPLIT_POLICY' => "
                        "'org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy'}}, "
                        "%1, %2")
             .arg(familyA(old094 + QStringLiteral("CONFIG => {'hbase.hstore.compaction.min' => "
                                                  "'5'}, ")),
                  familyD(old094)),
         0,
         true,
         {QStringLiteral(
             "SPLIT_POLICY=org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy")},
         {QStringLiteral("hbase.hstore.compaction.min=5")},
         3,
         3,
         QStringLiteral("NONE")},
        // 0.96.0: TABLE_ATTRIBUTES left open (as in 1.x), 0.96's defaults (VERSIONS 1, ROW
        // blooms), ENCODE_ON_DISK still printed until 0.96.1.
        {"0.96.0",
         QStringLiteral("'user_actions', {TABLE_ATTRIBUTES => {MAX_FILESIZE => '10737418240'}, "
                        "%1, %2")
             .arg(familyA(old094, QStringLiteral("2147483647"), QStringLiteral("ROW"),
                          QStringLiteral("1")),
                  familyD(old094)),
         0,
         false,
         {},
         {},
         2,
         1,
         QStringLiteral("ROW")},
        // 0.98: TABLE_ATTRIBUTES left open, METADATA, DURABILITY, TTL pretty-printed, 0.96's
        // defaults (VERSIONS 1, ROW blooms), no ENCODE_ON_DISK.
        {"0.98",
         QStringLiteral("'user_actions', {TABLE_ATTRIBUTES => {DURABILITY => 'ASYNC_WAL', "
                        "MAX_FILESIZE => '10737418240', METADATA => {'OWNER' => 'ops'}}, %1, %2")
             .arg(familyA(QStringLiteral("DATA_BLOCK_ENCODING => 'NONE', KEEP_DELETED_CELLS => "
                                         "'false', MIN_VERSIONS => '0', "),
                          QStringLiteral("FOREVER"), QStringLiteral("ROW"), QStringLiteral("1")),
                  familyD(QStringLiteral("DATA_BLOCK_ENCODING => 'NONE', "),
                          QStringLiteral("604800 SECONDS (7 DAYS)"))),
         0,
         true,
         {QStringLiteral("OWNER=ops")},
         {},
         0,
         1,
         QStringLiteral("ROW")},
    };
    for (const Release &r : releases) {
        for (const int width : {0, 80, 137}) {
            const QString tag = QStringLiteral("%1, %2").arg(
                QLatin1StringView(r.name), width ? QStringLiteral("terminal of %1").arg(width)
                                                 : QStringLiteral("redirected to a file"));
            QTest::newRow(qPrintable(tag))
                << r.description << r.minVersions << r.asyncWal << r.tableKept << r.aKept
                << r.warnings << r.versionsOfA << r.bloomOfA;
        }
    }
}

void TestImportOld::describeOfEachOldRelease()
{
    QFETCH(QString, description);
    QFETCH(int, minVersionsOfA);
    QFETCH(bool, asyncWal);
    QFETCH(QStringList, tableKept);
    QFETCH(QStringList, aKept);
    QFETCH(int, warnings);
    QFETCH(int, versionsOfA);
    QFETCH(QString, bloomOfA);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const int width = tag.contains(u"terminal") ? tag.section(u' ', -1).toInt() : 0;
    const QByteArray input = describeOutput(description, width);
    QCOMPARE(Importer::detect(input), Importer::Format::Describe);
    const Importer::Result r = Importer::run({{QStringLiteral("old.txt"), input}});
    QVERIFY2(r.project, qPrintable(r.log.error() ? r.log.error()->place() : QString()));
    QCOMPARE(r.project->tables.size(), 1);
    const Table &t = r.project->tables[0];
    QCOMPARE(t.name, QStringLiteral("user_actions"));
    QCOMPARE(t.attributes.maxFileSize.value_or(-1), Q_INT64_C(10737418240));
    QCOMPARE(t.attributes.durability, asyncWal ? Durability::AsyncWal : Durability::UseDefault);
    QCOMPARE(t.families.size(), 2);
    const ColumnFamily &a = t.families[0];
    const ColumnFamily &d = t.families[1];
    QCOMPARE(a.name, QStringLiteral("a"));
    QCOMPARE(d.name, QStringLiteral("d"));
    QCOMPARE(a.versions, versionsOfA);
    QCOMPARE(kBloomTypeNames.name(a.bloomFilter), bloomOfA);
    QCOMPARE(a.ttlSeconds, Q_INT64_C(2147483647));
    QCOMPARE(a.minVersions, std::max(minVersionsOfA, 0));
    QCOMPARE(d.ttlSeconds, Q_INT64_C(604800));
    QCOMPARE(d.compression, Compression::Gz);
    QCOMPARE(d.blockSize, 131072);
    QCOMPARE(d.inMemory, true);
    QCOMPARE(d.replicationScope, 1);
    const auto kept = [](const OtherAttributes &attributes) {
        QStringList out;
        for (auto it = attributes.cbegin(); it != attributes.cend(); ++it)
            out.append(it.key() + u'=' + it.value());
        return out;
    };
    QCOMPARE(kept(t.otherAttributes), tableKept);
    QCOMPARE(kept(a.otherAttributes), aKept);
    QVERIFY(d.otherAttributes.isEmpty());
    QCOMPARE(warningsOf(r).size(), warnings);
    // What the import writes, the project reader reads back.
    QVERIFY(ProjectFile::parse(serializeProject(*r.project), QStringLiteral("p.json")).project);
}

// DEFERRED_LOG_FLUSH comes back as DURABILITY, ENCODE_ON_DISK not at all, CONFIG as METADATA.
void TestImportOld::oldKeysAreNeverExported()
{
    const QString description =
        QStringLiteral("'user_actions', {METHOD => 'table_att', DEFERRED_LOG_FLUSH => 'true', "
                       "CONFIG => {'SPLIT_POLICY' => 'x.Policy'}}, %1")
            .arg(familyA(QStringLiteral("ENCODE_ON_DISK => 'true', CONFIG => {'team' => "
                                        "'metrics'}, ")));
    const Importer::Result r =
        Importer::run({{QStringLiteral("old.txt"), describeOutput(description, 80)}});
    QVERIFY(r.project);
    QCOMPARE(warningsOf(r),
             QStringList({QStringLiteral("table user_actions: DEFERRED_LOG_FLUSH => 'true' of "
                                         "HBase 0.94 and before is DURABILITY => 'ASYNC_WAL' "
                                         "today; imported as that"),
                          QStringLiteral("family a: ENCODE_ON_DISK has had no effect since HBase "
                                         "0.96.1; dropped")}));
    ExportOptions options;
    options.language = QStringLiteral("en");
    const ExportResult script = exportShellScript(*r.project, options);
    QVERIFY2(script.ok(), qPrintable(script.errors.join(u'\n')));
    QVERIFY(script.script.contains(QByteArrayLiteral("DURABILITY => 'ASYNC_WAL'")));
    QVERIFY(script.script.contains(QByteArrayLiteral("'SPLIT_POLICY' => 'x.Policy'")));
    QVERIFY(script.script.contains(QByteArrayLiteral("'team' => 'metrics'")));
    for (const char *gone : {"DEFERRED_LOG_FLUSH", "ENCODE_ON_DISK", "CONFIG =>"})
        QVERIFY2(!script.script.contains(gone), gone);
}

void TestImportOld::aDescribePastedOnOneLine_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("glue"); // what is left of the line break before the footer
    const QString old = QStringLiteral("{NAME => 'user_actions', FAMILIES => [%1, %2]}")
                            .arg(familyA(QString()), familyD(QString()));
    const QString newer = QStringLiteral("'user_actions', {METHOD => 'table_att', MAX_FILESIZE => "
                                         "'10737418240'}, %1, %2")
                              .arg(familyA(QString()), familyD(QString()));
    QTest::newRow("0.90, line breaks become blanks") << old << QStringLiteral(" ");
    QTest::newRow("0.90, line breaks lost") << old << QString();
    QTest::newRow("0.94.7, line breaks become blanks") << newer << QStringLiteral(" ");
}

// Pasted into a one-line field, the rows run together: "... describe 't' DESCRIPTION ENABLED
// {NAME => ...} true1 row(s) in 0.0410 seconds"; they are put back, with a warning saying so.
void TestImportOld::aDescribePastedOnOneLine()
{
    QFETCH(QString, description);
    QFETCH(QString, glue);
    QString text = QString::fromUtf8(describeOutput(description, 0)).trimmed();
    text.replace(QStringLiteral(" true\n"), QStringLiteral(" true") + glue);
    text.replace(u'\n', u' ');
    const Importer::Result r = Importer::run({{QStringLiteral("old.txt"), text.toUtf8()}});
    QVERIFY2(r.project, qPrintable(r.log.error() ? r.log.error()->place() : text));
    QCOMPARE(r.project->tables.size(), 1);
    QCOMPARE(r.project->tables[0].name, QStringLiteral("user_actions"));
    QCOMPARE(r.project->tables[0].families.size(), 2);
    QCOMPARE(r.project->tables[0].families[1].ttlSeconds, Q_INT64_C(604800));
    QVERIFY(warningsOf(r).first().contains(QStringLiteral("lost its line breaks")));
}

QTEST_GUILESS_MAIN(TestImportOld)
#include "tst_importold.moc"
