// Import of existing schemas (docs/cli.md#import): describe output of every HBase line, shell
// scripts, the REST server's schema JSON, and the round trip export -> import -> export of every
// example. Where an input's format comes from is said beside it.
#include "model/analysis/splits.h"
#include "model/analysis/tablesample.h"
#include "model/export/scriptexporter.h"
#include "model/import/importer.h"
#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"
#include "model/rules/linter.h"
#include "testutil.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

namespace {

Importer::Result importText(const QByteArray &text, const QString &name = QStringLiteral("in.txt"),
                            Importer::Format format = Importer::Format::Auto)
{
    return Importer::run({{name, text}}, format);
}

QStringList warnings(const Importer::Result &r)
{
    QStringList out;
    for (const ImportMessage &m : r.log.warnings())
        out.append(m.place());
    return out;
}

// The HBase shell's formatter (hbase-shell/src/main/ruby/shell/formatter.rb, `row` and `split`):
// a one-column row is cut into pieces of the terminal's width, each printed padded with blanks
// to that width. `stripBlanks`: as a copy from a terminal usually arrives, without them.
QByteArray shellRows(const QStringList &rows, int width, bool stripBlanks)
{
    QString out;
    for (const QString &row : rows) {
        for (qsizetype i = 0; i < row.size() || i == 0; i += width) {
            QString piece = row.mid(i, width).leftJustified(width, u' ');
            if (stripBlanks)
                while (piece.endsWith(u' '))
                    piece.chop(1);
            out += piece + u'\n';
        }
    }
    return out.toUtf8();
}

// 2.x, 3.x: describe.rb prints "Table T is ENABLED", the table's row (its name and
// toStringTableAttributes), "COLUMN FAMILIES DESCRIPTION" and one row a family (its toString).
QByteArray describe2(const QString &promptLine, const QString &table, const QString &tableRow,
                     const QStringList &families, const QString &footer, int width, bool strip)
{
    QStringList rows{QStringLiteral("Table %1 is ENABLED").arg(table), tableRow,
                     QStringLiteral("COLUMN FAMILIES DESCRIPTION")};
    rows += families;
    return promptLine.toUtf8() + '\n' + shellRows(rows, width, strip) + footer.toUtf8() + '\n';
}

const ColumnFamily *familyOf(const Project &p, const QString &table, const QString &family)
{
    const Table *t = p.findTable(table);
    return t ? t->family(family) : nullptr;
}

} // namespace

class TestImport : public QObject
{
    Q_OBJECT

private slots:
    void seedDescribeImportsAsPrinted();
    void describeOfEachHBaseLine_data();
    void describeOfEachHBaseLine();
    void manyTablesInOneDescribe();
    void shellScriptCreateAndAlterInOrder();
    void restSchemaJson();
    void unknownAttributeIsKeptWithAWarning();
    void badInputNamesFileAndLine_data();
    void badInputNamesFileAndLine();
    void otherAttributesAreExportedAndSaved();
    void projectFileRefusesOwnedKeysInOtherAttributes();
    void roundTripOfEveryExample_data();
    void roundTripOfEveryExample();
    void importedTablesGetNoDataFindings();
};

// The seed note's `describe 'MOMO_CHAT:MSG'` of HBase 2.5 (tests/data/import), copied as it was
// printed: indented, padded to a 206-column terminal, the family row cut after "BLOOMFILTER => ".
void TestImport::seedDescribeImportsAsPrinted()
{
    const Importer::Result r = importText(
        TestUtil::readAll(TestUtil::dataPath(QStringLiteral("import/seed-momo-chat.describe.txt"))),
        QStringLiteral("seed.txt"));
    QVERIFY2(r.project, qPrintable(r.log.error() ? r.log.error()->place() : QString()));
    QCOMPARE(warnings(r), QStringList());
    const Project &p = *r.project;
    QCOMPARE(p.tables.size(), 1);
    const Table &t = p.tables[0];
    QCOMPARE(t.namespaceName, QStringLiteral("MOMO_CHAT"));
    QCOMPARE(t.name, QStringLiteral("MSG"));
    QCOMPARE(p.namespaces.size(), 1);
    QCOMPARE(p.namespaces[0].name, QStringLiteral("MOMO_CHAT"));
    QCOMPARE(t.otherAttributes, (OtherAttributes{{QStringLiteral("hbase.store.file-tracker.impl"),
                                                  QStringLiteral("DEFAULT")}}));
    QCOMPARE(t.families.size(), 1);
    const ColumnFamily &f = t.families[0];
    QCOMPARE(f.name, QStringLiteral("C1"));
    QCOMPARE(f.versions, 1);
    QCOMPARE(f.keepDeletedCells, KeepDeletedCells::False);
    QCOMPARE(f.dataBlockEncoding, DataBlockEncoding::None);
    QCOMPARE(f.ttlSeconds, qint64(2147483647));
    QCOMPARE(f.minVersions, 0);
    QCOMPARE(f.replicationScope, 0);
    QCOMPARE(f.bloomFilter, BloomType::Row);
    QCOMPARE(f.inMemory, false);
    QCOMPARE(f.compression, Compression::None);
    QCOMPARE(f.blockCache, true);
    QCOMPARE(f.blockSize, 65536);
    QCOMPARE(f.otherAttributes,
             (OtherAttributes{{QStringLiteral("INDEX_BLOCK_ENCODING"), QStringLiteral("NONE")}}));
    QVERIFY(t.rowKey.segments.isEmpty());
    QVERIFY(p.notes.contains(QStringLiteral("MOMO_CHAT:MSG")));
}

void TestImport::describeOfEachHBaseLine_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("families");
    QTest::addColumn<int>("ttlOfSecond");
    QTest::addColumn<int>("blockSizeOfSecond");
    QTest::addColumn<QString>("compressionOfFirst");
    QTest::addColumn<qint64>("maxFileSize");

    // 1.x: the 2.x layout already, but HTableDescriptor.getValues opens TABLE_ATTRIBUTES and
    // never closes it; TTL through PrettyPrinter ('604800 SECONDS (7 DAYS)'), BLOCKSIZE plain;
    // footer "2 row(s) in 0.0230 seconds".
    {
        const QStringList families{
            QStringLiteral("{NAME => 'd', BLOOMFILTER => 'ROW', VERSIONS => '1', IN_MEMORY => "
                           "'false', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => "
                           "'NONE', TTL => 'FOREVER', COMPRESSION => 'LZ4', MIN_VERSIONS => "
                           "'0', BLOCKCACHE => 'true', BLOCKSIZE => '65536', REPLICATION_SCOPE "
                           "=> '0'}"),
            QStringLiteral("{NAME => 'h', BLOOMFILTER => 'ROWCOL', VERSIONS => '5', IN_MEMORY "
                           "=> 'false', KEEP_DELETED_CELLS => 'TTL', DATA_BLOCK_ENCODING => "
                           "'DIFF', TTL => '604800 SECONDS (7 DAYS)', COMPRESSION => 'NONE', "
                           "MIN_VERSIONS => '1', BLOCKCACHE => 'false', BLOCKSIZE => '32768', "
                           "REPLICATION_SCOPE => '1'}")};
        QTest::newRow("1.x, TABLE_ATTRIBUTES left open")
            << describe2(QStringLiteral("hbase(main):002:0> describe 'logs'"),
                         QStringLiteral("logs"),
                         QStringLiteral("logs, {TABLE_ATTRIBUTES => {MAX_FILESIZE => "
                                        "'10737418240', METADATA => {'OWNER' => 'ops'}}"),
                         families, QStringLiteral("2 row(s) in 0.0230 seconds"), 100, false)
            << "logs" << 2 << 604800 << 32768 << "LZ4" << qint64(10737418240);
    }
    // 2.0 to 2.4: prompt hbase(main):NNN:0> (to 2.3), "N row(s)" and "Took ... seconds",
    // BLOCKSIZE still plain; a table without attributes prints its bare name; "Quota is disabled"
    // without a quota table (hbase-shell/src/main/ruby/shell/commands/describe.rb, 2.x).
    {
        const QStringList families{
            QStringLiteral("{NAME => 'a', VERSIONS => '1', EVICT_BLOCKS_ON_CLOSE => 'false', "
                           "NEW_VERSION_BEHAVIOR => 'false', KEEP_DELETED_CELLS => 'FALSE', "
                           "CACHE_DATA_ON_WRITE => 'false', DATA_BLOCK_ENCODING => 'NONE', TTL "
                           "=> 'FOREVER', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', "
                           "BLOOMFILTER => 'ROW', CACHE_INDEX_ON_WRITE => 'false', IN_MEMORY => "
                           "'false', CACHE_BLOOMS_ON_WRITE => 'false', PREFETCH_BLOCKS_ON_OPEN => "
                           "'false', COMPRESSION => 'ZSTD', BLOCKCACHE => 'true', BLOCKSIZE => "
                           "'65536'}"),
            QStringLiteral("{NAME => 'b', VERSIONS => '1', EVICT_BLOCKS_ON_CLOSE => 'false', "
                           "NEW_VERSION_BEHAVIOR => 'true', KEEP_DELETED_CELLS => 'FALSE', "
                           "CACHE_DATA_ON_WRITE => 'false', DATA_BLOCK_ENCODING => "
                           "'ROW_INDEX_V1', TTL => '86400 SECONDS (1 DAY)', MIN_VERSIONS => '0', "
                           "REPLICATION_SCOPE => '0', BLOOMFILTER => 'NONE', "
                           "CACHE_INDEX_ON_WRITE => 'false', IN_MEMORY => 'false', "
                           "CACHE_BLOOMS_ON_WRITE => 'false', PREFETCH_BLOCKS_ON_OPEN => 'true', "
                           "COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '16384'}")};
        QTest::newRow("2.x, lines stripped of blanks")
            << describe2(QStringLiteral("hbase(main):001:0> describe 'app:users'"),
                         QStringLiteral("app:users"), QStringLiteral("app:users"), families,
                         QStringLiteral("2 row(s)\nQuota is disabled\nTook 0.02 seconds"), 80, true)
            << "app:users" << 2 << 86400 << 16384 << "ZSTD" << qint64(-1);
    }
    // 2.5, 3.x: prompt hbase:NNN:0>, BLOCKSIZE through PrettyPrinter ('65536 B (64KB)'),
    // INDEX_BLOCK_ENCODING, METADATA and CONFIGURATION inside a family, DURABILITY and
    // REGION_REPLICATION among the table's attributes; "=> ..." after the command.
    {
        const QStringList families{
            QStringLiteral("{NAME => 'm', INDEX_BLOCK_ENCODING => 'NONE', VERSIONS => '1', "
                           "KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'NONE', TTL => "
                           "'FOREVER', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', BLOOMFILTER "
                           "=> 'ROWPREFIX_FIXED_LENGTH', IN_MEMORY => 'false', COMPRESSION => "
                           "'GZ', BLOCKCACHE => 'true', BLOCKSIZE => '65536 B (64KB)', "
                           "CONFIGURATION => {'RowPrefixBloomFilter.prefix_length' => '8'}}"),
            QStringLiteral("{NAME => 't', INDEX_BLOCK_ENCODING => 'NONE', VERSIONS => '3', "
                           "KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'PREFIX', TTL "
                           "=> '2592000 SECONDS (30 DAYS)', MIN_VERSIONS => '0', "
                           "REPLICATION_SCOPE => '0', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', "
                           "COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '262144 B "
                           "(256KB)', METADATA => {'team' => 'metrics'}}")};
        QTest::newRow("2.5 and 3.x, long values cut")
            << describe2(QStringLiteral("hbase:005:0> describe 'tsdb:points'"),
                         QStringLiteral("tsdb:points"),
                         QStringLiteral("tsdb:points, {TABLE_ATTRIBUTES => {DURABILITY => "
                                        "'ASYNC_WAL', MAX_FILESIZE => '21474836480', "
                                        "REGION_REPLICATION => '2', METADATA => "
                                        "{'hbase.store.file-tracker.impl' => 'DEFAULT'}}}"),
                         families,
                         QStringLiteral("2 row(s)\nQuota is disabled\nTook 0.0427 seconds\n=> nil"),
                         // 61 cuts "262144 B (256KB)" inside its quotes.
                         61, true)
            << "tsdb:points" << 2 << 2592000 << 262144 << "GZ" << qint64(21474836480);
    }
}

void TestImport::describeOfEachHBaseLine()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, table);
    const Importer::Result r = importText(input);
    QVERIFY2(r.project, qPrintable(r.log.error() ? r.log.error()->place() : QString()));
    const Table *t = r.project->findTable(table);
    QVERIFY(t);
    QFETCH(int, families);
    QCOMPARE(t->families.size(), families);
    QFETCH(int, ttlOfSecond);
    QFETCH(int, blockSizeOfSecond);
    QFETCH(QString, compressionOfFirst);
    QCOMPARE(t->families[1].ttlSeconds, qint64(ttlOfSecond));
    QCOMPARE(t->families[1].blockSize, blockSizeOfSecond);
    QCOMPARE(kCompressionNames.name(t->families[0].compression), compressionOfFirst);
    QFETCH(qint64, maxFileSize);
    QCOMPARE(t->attributes.maxFileSize.value_or(-1), maxFileSize);

    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    if (tag.startsWith(u"1.x")) {
        QCOMPARE(t->otherAttributes.value(QStringLiteral("OWNER")), QStringLiteral("ops"));
        QCOMPARE(t->families[1].keepDeletedCells, KeepDeletedCells::Ttl);
        QCOMPARE(t->families[1].minVersions, 1);
        QCOMPARE(t->families[1].blockCache, false);
        QCOMPARE(t->families[1].dataBlockEncoding, DataBlockEncoding::Diff);
    } else if (tag.startsWith(u"2.x")) {
        QCOMPARE(t->families[1].otherAttributes.value(QStringLiteral("NEW_VERSION_BEHAVIOR")),
                 QStringLiteral("true"));
        QCOMPARE(t->families[1].otherAttributes.value(QStringLiteral("PREFETCH_BLOCKS_ON_OPEN")),
                 QStringLiteral("true"));
        QCOMPARE(t->families[1].dataBlockEncoding, DataBlockEncoding::RowIndexV1);
        QCOMPARE(t->families[0].otherAttributes.size(), 6);
    } else {
        QCOMPARE(t->attributes.durability, Durability::AsyncWal);
        QCOMPARE(t->attributes.regionReplication, 2);
        QCOMPARE(t->families[0].bloomFilter, BloomType::RowPrefixFixedLength);
        QCOMPARE(t->families[0].bloomPrefixLength, 8);
        QCOMPARE(t->families[1].otherAttributes,
                 (OtherAttributes{{QStringLiteral("INDEX_BLOCK_ENCODING"), QStringLiteral("NONE")},
                                  {QStringLiteral("team"), QStringLiteral("metrics")}}));
        QCOMPARE(t->otherAttributes.value(QStringLiteral("hbase.store.file-tracker.impl")),
                 QStringLiteral("DEFAULT"));
    }
    QCOMPARE(warnings(r), QStringList());
}

// Two describes pasted one after the other, a 1.x one and a 2.x one (formats as above).
void TestImport::manyTablesInOneDescribe()
{
    const QByteArray first =
        describe2(QStringLiteral("hbase(main):001:0> describe 'a'"), QStringLiteral("a"),
                  QStringLiteral("a"), {QStringLiteral("{NAME => 'x', VERSIONS => '2'}")},
                  QStringLiteral("1 row(s) in 0.0100 seconds"), 120, false);
    const QByteArray second =
        describe2(QStringLiteral("hbase:002:0> describe 'ns:b'"), QStringLiteral("ns:b"),
                  QStringLiteral("ns:b, {TABLE_ATTRIBUTES => {READONLY => 'true'}}"),
                  {QStringLiteral("{NAME => 'y', IN_MEMORY => 'true'}"),
                   QStringLiteral("{NAME => 'z', COMPRESSION => 'SNAPPY'}")},
                  QStringLiteral("2 row(s)\nTook 0.0300 seconds"), 120, true);
    const Importer::Result r = importText(first + '\n' + second);
    QVERIFY(r.project);
    QCOMPARE(r.project->tables.size(), 2);
    QCOMPARE(familyOf(*r.project, QStringLiteral("a"), QStringLiteral("x"))->versions, 2);
    QCOMPARE(r.project->findTable(QStringLiteral("ns:b"))->attributes.readOnly, true);
    QCOMPARE(familyOf(*r.project, QStringLiteral("ns:b"), QStringLiteral("z"))->compression,
             Compression::Snappy);
    QCOMPARE(r.project->tables[1].position.x, 420);
}

// tests/data/import/script-create-alter.rb: the forms of create, alter and create_namespace in
// admin.rb and the shell's help texts (docs/hbase-reference.md §5), and things that are no schema.
void TestImport::shellScriptCreateAndAlterInOrder()
{
    const QString path = TestUtil::dataPath(QStringLiteral("import/script-create-alter.rb"));
    const Importer::Result r = Importer::run({{path, TestUtil::readAll(path)}});
    QVERIFY2(r.project, qPrintable(r.log.error() ? r.log.error()->place() : QString()));
    const Project &p = *r.project;
    QCOMPARE(p.namespaces.size(), 1);
    QCOMPARE(p.tables.size(), 3);

    const Table *orders = p.findTable(QStringLiteral("shop:orders"));
    QVERIFY(orders);
    QCOMPARE(orders->families.size(), 2); // d deleted; h changed; n added
    const ColumnFamily &h = orders->families[0];
    QCOMPARE(h.name, QStringLiteral("h"));
    QCOMPARE(h.versions, 2); // the alter, on top of the create's 5
    QCOMPARE(h.ttlSeconds, qint64(2592000));
    QCOMPARE(h.compression, Compression::Snappy); // the shell upper-cases it
    QCOMPARE(h.bloomFilter, BloomType::RowCol);
    QCOMPARE(h.inMemory, true);
    QCOMPARE(h.otherAttributes,
             (OtherAttributes{{QStringLiteral("CONFIGURATION:hbase.hstore.blockingStoreFiles"),
                               QStringLiteral("20")},
                              {QStringLiteral("team"), QStringLiteral("checkout")}}));
    QCOMPARE(orders->families[1].name, QStringLiteral("n"));
    QCOMPARE(orders->families[1].blockSize, 131072);
    QCOMPARE(orders->attributes.maxFileSize, std::optional<qint64>(10737418240));
    QCOMPARE(orders->attributes.durability, Durability::AsyncWal);
    QCOMPARE(orders->attributes.regionReplication, 2);
    QCOMPARE(orders->attributes.readOnly, false); // set, then unset
    // The client sorts SPLITS; 'm\x00' is read by toBytesBinary.
    QCOMPARE(orders->splits.kind, SplitKind::Explicit);
    QCOMPARE(orders->splits.keys, (QList<QByteArray>{"a", "c", QByteArray("m\0", 2), "q"}));

    const Table *events = p.findTable(QStringLiteral("shop:events"));
    QCOMPARE(events->splits.kind, SplitKind::Algorithm);
    QCOMPARE(events->splits.regions, 16);
    QCOMPARE(events->families.size(), 1);
    QCOMPARE(events->families[0].name, QStringLiteral("f"));
    QCOMPARE(events->families[0].otherAttributes.value(QStringLiteral("NEW_VERSION_BEHAVIOR")),
             QStringLiteral("true"));

    const Table *clicks = p.findTable(QStringLiteral("clicks"));
    QCOMPARE(clicks->splits.keys, (QList<QByteArray>{"a", QByteArray("b\0z", 3)}));
    QCOMPARE(clicks->splits.exportForm, SplitExportForm::SplitsFile);
    QCOMPARE(clicks->otherAttributes.value(QStringLiteral("OWNER")), QStringLiteral("web"));

    // put, the Ruby loop and its body are reported at their lines and skipped.
    const QStringList w = warnings(r);
    QCOMPARE(w.size(), 4);
    QVERIFY2(w[0].startsWith(path + QStringLiteral(":12: ")), qPrintable(w[0]));
    QVERIFY2(w[1].startsWith(path + QStringLiteral(":21: ")), qPrintable(w[1]));
    QVERIFY2(w[2].startsWith(path + QStringLiteral(":22: ")), qPrintable(w[2]));
    QVERIFY(w[2].contains(QStringLiteral("Ruby code")));
    QVERIFY2(w[3].startsWith(path + QStringLiteral(":23: ")), qPrintable(w[3]));
}

// The JSON of hbase-rest's TestTableSchemaModel (AS_JSON): TableSchemaModel's attributes beside
// "name", the families in "ColumnSchema", every value a string.
void TestImport::restSchemaJson()
{
    const QString path = TestUtil::dataPath(QStringLiteral("import/rest-schema.json"));
    const QByteArray json = TestUtil::readAll(path);
    QCOMPARE(Importer::detect(json), Importer::Format::Rest);
    const Importer::Result r = Importer::run({{path, json}});
    QVERIFY(r.project);
    QCOMPARE(warnings(r), QStringList());
    const Table &t = r.project->tables[0];
    QCOMPARE(t.name, QStringLiteral("testTable"));
    QCOMPARE(t.attributes.readOnly, false);
    QVERIFY(t.otherAttributes.isEmpty()); // IS_META and IS_ROOT false: a user table
    const ColumnFamily &f = t.families[0];
    QCOMPARE(f.name, QStringLiteral("testcolumn"));
    QCOMPARE(f.blockSize, 16384);
    QCOMPARE(f.bloomFilter, BloomType::None);
    QCOMPARE(f.compression, Compression::Gz);
    QCOMPARE(f.ttlSeconds, qint64(86400));
}

void TestImport::unknownAttributeIsKeptWithAWarning()
{
    const Importer::Result r = importText(
        "create 't', {NAME => 'f', SHINY => 'yes'}, {SPARKLE => '1'}\n", QStringLiteral("s.rb"));
    QVERIFY(r.project);
    QCOMPARE(r.project->tables[0].families[0].otherAttributes.value(QStringLiteral("SHINY")),
             QStringLiteral("yes"));
    QCOMPARE(r.project->tables[0].otherAttributes.value(QStringLiteral("SPARKLE")),
             QStringLiteral("1"));
    QCOMPARE(
        warnings(r),
        (QStringList{QStringLiteral("s.rb:1: family f: unknown attribute SHINY kept as written"),
                     QStringLiteral("s.rb:1: table t: unknown attribute SPARKLE kept as "
                                    "written")}));
}

void TestImport::badInputNamesFileAndLine_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("versions not a number")
        << QByteArray("create_namespace 'a'\n\ncreate 'a:t', {NAME => 'f', VERSIONS => 'x'}\n")
        << "bad.txt:3: VERSIONS => 'x': expected a whole number";
    QTest::newRow("codec HBase does not have")
        << QByteArray("create 't',\n  {NAME => 'f', COMPRESSION => 'ZIP'}\n")
        << "bad.txt:2: COMPRESSION => 'ZIP': expected one of NONE, GZ, SNAPPY, LZ4, LZO, ZSTD, "
           "BZIP2, LZMA, BROTLI";
    QTest::newRow("split key twice")
        << QByteArray("create 't', 'f', SPLITS => ['a', 'b', 'a']\n")
        << "bad.txt:1: the split key 'a' is given twice: HBase refuses it";
    // HBase's Bytes.toBytesBinary throws on it (tst_hbasebytes), so the shell would not run it.
    QTest::newRow("split key ending in a cut-short escape")
        << QByteArray("create 't', 'f',\n  SPLITS => ['a', 'b\\x4']\n")
        << "bad.txt:2: the split key 'b\\x4' ends in a \\x escape cut short";
    QTest::newRow("quoted NUMREGIONS")
        << QByteArray("create 't', 'f', {NUMREGIONS => '4', SPLITALGO => 'HexStringSplit'}\n")
        << "bad.txt:1: NUMREGIONS must be a whole number from 2 to 1,000,000, unquoted";
    QTest::newRow("describe with a bad TTL")
        << QByteArray("Table t is ENABLED\nt\nCOLUMN FAMILIES DESCRIPTION\n{NAME => 'f', TTL => "
                      "'soon'}\n1 row(s)\n")
        << "bad.txt:4: TTL => 'soon': expected seconds, FOREVER or a duration";
    QTest::newRow("REST JSON cut short")
        << QByteArray("{\"name\": \"t\",\n \"ColumnSchema\": [\n") << "bad.txt:3:1: not valid JSON";
    QTest::newRow("describe family before its table")
        << TestUtil::readAll(
               TestUtil::dataPath(QStringLiteral("bad/import-family-before-table.describe.txt")))
        << "bad.txt:6: a column family before its table's description";
    QTest::newRow("nothing to import")
        << QByteArray("put 't', 'r', 'f:q', 'v'\n") << "bad.txt: no table or namespace to import";
}

void TestImport::badInputNamesFileAndLine()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const Importer::Result r = importText(input, QStringLiteral("bad.txt"));
    QVERIFY(!r.project);
    QVERIFY(r.log.error());
    QVERIFY2(r.log.error()->place().startsWith(message), qPrintable(r.log.error()->place()));
}

// Attributes kept verbatim go back through METADATA (setValue) and CONFIGURATION
// (setConfiguration), every key and value a quoted string: INDEX_BLOCK_ENCODING is no argument
// the shell's hcd() knows, so only METADATA sets it (docs/hbase-reference.md §5.8).
void TestImport::otherAttributesAreExportedAndSaved()
{
    Project p;
    Table t;
    t.name = QStringLiteral("t");
    ColumnFamily f;
    f.name = QStringLiteral("f");
    f.otherAttributes = {{QStringLiteral("INDEX_BLOCK_ENCODING"), QStringLiteral("NONE")},
                         {QStringLiteral("CONFIGURATION:hbase.x"), QStringLiteral("it's")}};
    t.families.append(f);
    t.otherAttributes = {{QStringLiteral("OWNER"), QStringLiteral("#{`rm -rf`}")}};
    p.tables.append(t);
    const ExportResult e = exportShellScript(p);
    QVERIFY(e.ok());
    // As one line: the exporter wraps long calls between hash entries.
    const QString script = QString::fromUtf8(e.script).simplified();
    QVERIFY2(script.contains(QStringLiteral("create 't', {NAME => 'f', METADATA => "
                                            "{'INDEX_BLOCK_ENCODING' => 'NONE'}, CONFIGURATION => "
                                            "{'hbase.x' => 'it\\'s'}}, {METADATA => {'OWNER' => "
                                            "'#{`rm -rf`}'}}")),
             qPrintable(script));
    // Saved and read back unchanged; imported back from the script unchanged.
    const ProjectFile::LoadResult loaded =
        ProjectFile::parse(serializeProject(p), QStringLiteral("p.json"));
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    QCOMPARE(loaded.project->tables[0].otherAttributes, t.otherAttributes);
    QCOMPARE(loaded.project->tables[0].families[0].otherAttributes, f.otherAttributes);
    const Importer::Result back = importText(e.script, QStringLiteral("create.rb"));
    QVERIFY(back.project);
    QCOMPARE(back.project->tables[0].otherAttributes, t.otherAttributes);
    QCOMPARE(back.project->tables[0].families[0].otherAttributes, f.otherAttributes);
}

void TestImport::projectFileRefusesOwnedKeysInOtherAttributes()
{
    const QByteArray file = R"({"formatVersion": 2, "tables": [{"name": "t", "families":
        [{"name": "f", "otherAttributes": {"VERSIONS": "3"}}]}]})";
    const ProjectFile::LoadResult loaded = ProjectFile::parse(file, QStringLiteral("p.json"));
    QVERIFY(!loaded.project);
    QCOMPARE(loaded.error, QStringLiteral("p.json: /tables/0/families/0/otherAttributes: "
                                          "\"VERSIONS\" has its own field; set it there, not in "
                                          "otherAttributes"));
}

void TestImport::roundTripOfEveryExample_data()
{
    QTest::addColumn<QString>("file");
    const QStringList examples = QDir(TestUtil::sourcePath(QStringLiteral("examples")))
                                     .entryList({QStringLiteral("*.json")});
    QVERIFY(examples.size() >= 8);
    for (const QString &name : examples)
        QTest::newRow(qPrintable(name)) << TestUtil::sourcePath(QStringLiteral("examples/") + name);
}

// export -> import -> export: the same create calls, with the same attributes and the same split
// keys, compared as HBase would resolve them, not as text.
void TestImport::roundTripOfEveryExample()
{
    QFETCH(QString, file);
    const ProjectFile::LoadResult loaded = ProjectFile::load(file);
    QVERIFY(loaded.project);
    const Project &original = *loaded.project;
    QTemporaryDir dir;
    auto exportTo = [&](const Project &p, const QString &name) {
        ExportOptions options;
        options.scriptName = name;
        options.projectDirectory = QFileInfo(file).absolutePath();
        const ExportResult e = exportShellScript(p, options);
        for (const ExportedFile &f : e.splitsFiles)
            TestUtil::writeFile(dir.filePath(f.fileName), f.contents);
        TestUtil::writeFile(dir.filePath(name), e.script);
        return e;
    };
    const ExportResult first = exportTo(original, QStringLiteral("first.rb"));
    QVERIFY2(first.ok(), qPrintable(first.errors.join(u'\n')));
    const Importer::Result imported =
        Importer::run({{dir.filePath(QStringLiteral("first.rb")), first.script}});
    QVERIFY2(imported.project,
             qPrintable(imported.log.error() ? imported.log.error()->place() : QString()));
    QCOMPARE(warnings(imported), QStringList());
    const ExportResult second = exportTo(*imported.project, QStringLiteral("second.rb"));
    QVERIFY(second.ok());
    const Importer::Result again =
        Importer::run({{dir.filePath(QStringLiteral("second.rb")), second.script}});
    QVERIFY(again.project);

    auto resolvedKeys = [&](const Table &t) {
        return t.splits.kind == SplitKind::Recommended
                   ? TableSample::recommendedSplits(t, QFileInfo(file).absolutePath()).keys
                   : Splits::forSpec(t.splits).keys;
    };
    QCOMPARE(imported.project->namespaces.size(), original.namespaces.size());
    QCOMPARE(imported.project->tables.size(), original.tables.size());
    for (const Table &t : original.tables) {
        for (const Project *p : {&*imported.project, &*again.project}) {
            const Table *back = p->findTable(t.fullName());
            QVERIFY(back);
            QCOMPARE(back->attributes, t.attributes);
            QCOMPARE(back->otherAttributes, t.otherAttributes);
            QCOMPARE(resolvedKeys(*back), resolvedKeys(t));
            QCOMPARE(back->families.size(), t.families.size());
            for (qsizetype i = 0; i < t.families.size(); ++i) {
                // What HBase stores of a family; descriptions and qualifiers are the designer's.
                ColumnFamily expected = t.families[i];
                expected.description.clear();
                expected.i18n = {};
                expected.qualifiers.clear();
                expected.qualifierField.clear();
                expected.estimatedRows = 0;
                if (expected.bloomFilter != BloomType::RowPrefixFixedLength)
                    expected.bloomPrefixLength = back->families[i].bloomPrefixLength;
                QCOMPARE(back->families[i], expected);
            }
        }
    }
}

// An imported table has no row-key design: the rules that measure sample rows must stay silent
// rather than judge a key nobody has designed; HBD-KEY-001 says the design is missing.
void TestImport::importedTablesGetNoDataFindings()
{
    const Importer::Result r = importText(TestUtil::readAll(
        TestUtil::dataPath(QStringLiteral("import/seed-momo-chat.describe.txt"))));
    QVERIFY(r.project);
    const Linter::Result lint = Linter::lint(*r.project);
    for (const Finding &f : lint.findings) {
        QVERIFY2(f.basis == SampleBasis::None, qPrintable(f.ruleId + u' ' + f.message));
        QVERIFY2(!f.ruleId.startsWith(u"HBD-SAMPLE") && !f.ruleId.startsWith(u"HBD-WRITE") &&
                     (!f.ruleId.startsWith(u"HBD-KEY") || f.ruleId == u"HBD-KEY-001"),
                 qPrintable(f.ruleId + u' ' + f.message));
    }
}

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
