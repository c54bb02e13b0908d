#include "model/export/rubyliteral.h"
#include "model/export/scriptexporter.h"
#include "model/hbase/bytes.h"
#include "model/import/shellvalue.h"
#include "model/io/projectfile.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

// The HBase shell script export, checked against docs/hbase-reference.md §5 and against golden
// files.
class TestScriptExport : public QObject
{
    Q_OBJECT

private slots:
    void defaultFamilyIsJustItsName();
    void eachNonDefaultAttributeIsExported_data();
    void eachNonDefaultAttributeIsExported();
    void tableAttributesAreExported_data();
    void tableAttributesAreExported();
    void rubyQuotingLeavesNothingToInterpolate_data();
    void rubyQuotingLeavesNothingToInterpolate();
    void commentsCannotBreakOut_data();
    void commentsCannotBreakOut();
    void splitKeysReadBackByteForByte_data();
    void splitKeysReadBackByteForByte();
    void illegalNamesAreNeverExported_data();
    void illegalNamesAreNeverExported();
    void newCodecsNeedHBase25();
    void codecsFollowTheDialect_data();
    void codecsFollowTheDialect();
    void valuesHBaseRefusesAreNotExported_data();
    void valuesHBaseRefusesAreNotExported();
    void reservedNamespacesAreNotCreated();
    void recommendedSplitsComeFromTheSample();
    void splitsFileHoldsOneKeyALine();

private:
    static Project oneTable(const ColumnFamily &family = familyNamed(QStringLiteral("f")));
    static ColumnFamily familyNamed(const QString &name)
    {
        ColumnFamily f;
        f.name = name;
        return f;
    }
    static QString exported(const Project &p)
    {
        const ExportResult r = exportShellScript(p);
        return r.ok() ? QString::fromUtf8(r.script)
                      : QStringLiteral("ERROR: ") + r.errors.join(u'\n');
    }
};

Project TestScriptExport::oneTable(const ColumnFamily &family)
{
    Project p;
    Table t;
    t.name = QStringLiteral("t");
    t.families.append(family);
    p.tables.append(t);
    return p;
}

void TestScriptExport::defaultFamilyIsJustItsName()
{
    QCOMPARE(familyHash(familyNamed(QStringLiteral("f"))), QStringLiteral("{NAME => 'f'}"));
    QVERIFY(exported(oneTable()).contains(QStringLiteral("\ncreate 't', {NAME => 'f'}\n")));
}

void TestScriptExport::eachNonDefaultAttributeIsExported_data()
{
    QTest::addColumn<int>("attribute");
    QTest::addColumn<QString>("expected");
    // docs/hbase-reference.md §5: integers and booleans unquoted, enum names quoted upper case.
    QTest::newRow("VERSIONS") << 0 << QStringLiteral("{NAME => 'f', VERSIONS => 3}");
    QTest::newRow("MIN_VERSIONS") << 1
                                  << QStringLiteral(
                                         "{NAME => 'f', VERSIONS => 3, MIN_VERSIONS => 2}");
    QTest::newRow("TTL") << 2 << QStringLiteral("{NAME => 'f', TTL => 86400}");
    QTest::newRow("BLOCKSIZE") << 3 << QStringLiteral("{NAME => 'f', BLOCKSIZE => 131072}");
    QTest::newRow("BLOOMFILTER") << 4 << QStringLiteral("{NAME => 'f', BLOOMFILTER => 'ROWCOL'}");
    QTest::newRow("BLOOMFILTER NONE")
        << 5 << QStringLiteral("{NAME => 'f', BLOOMFILTER => 'NONE'}");
    QTest::newRow("COMPRESSION") << 6 << QStringLiteral("{NAME => 'f', COMPRESSION => 'ZSTD'}");
    QTest::newRow("DATA_BLOCK_ENCODING")
        << 7 << QStringLiteral("{NAME => 'f', DATA_BLOCK_ENCODING => 'ROW_INDEX_V1'}");
    QTest::newRow("KEEP_DELETED_CELLS")
        << 8 << QStringLiteral("{NAME => 'f', KEEP_DELETED_CELLS => 'TRUE'}");
    QTest::newRow("IN_MEMORY") << 9 << QStringLiteral("{NAME => 'f', IN_MEMORY => true}");
    QTest::newRow("BLOCKCACHE") << 10 << QStringLiteral("{NAME => 'f', BLOCKCACHE => false}");
    QTest::newRow("REPLICATION_SCOPE")
        << 11 << QStringLiteral("{NAME => 'f', REPLICATION_SCOPE => 1}");
    QTest::newRow("IS_MOB") << 12 << QStringLiteral("{NAME => 'f', IS_MOB => true}");
    QTest::newRow("MOB_THRESHOLD")
        << 13 << QStringLiteral("{NAME => 'f', IS_MOB => true, MOB_THRESHOLD => 1048576}");
    QTest::newRow("ROWPREFIX_FIXED_LENGTH")
        << 14
        << QStringLiteral("{NAME => 'f', BLOOMFILTER => 'ROWPREFIX_FIXED_LENGTH', "
                          "CONFIGURATION => {'RowPrefixBloomFilter.prefix_length' => '8'}}");
}

void TestScriptExport::eachNonDefaultAttributeIsExported()
{
    QFETCH(int, attribute);
    QFETCH(QString, expected);
    ColumnFamily f = familyNamed(QStringLiteral("f"));
    switch (attribute) {
    case 0:
        f.versions = 3;
        break;
    case 1:
        f.versions = 3;
        f.minVersions = 2;
        break;
    case 2:
        f.ttlSeconds = 86400;
        break;
    case 3:
        f.blockSize = 131072;
        break;
    case 4:
        f.bloomFilter = BloomType::RowCol;
        break;
    case 5:
        f.bloomFilter = BloomType::None;
        break;
    case 6:
        f.compression = Compression::Zstd;
        break;
    case 7:
        f.dataBlockEncoding = DataBlockEncoding::RowIndexV1;
        break;
    case 8:
        f.keepDeletedCells = KeepDeletedCells::True;
        break;
    case 9:
        f.inMemory = true;
        break;
    case 10:
        f.blockCache = false;
        break;
    case 11:
        f.replicationScope = 1;
        break;
    case 12:
        f.isMob = true;
        break;
    case 13:
        f.isMob = true;
        f.mobThreshold = 1048576;
        break;
    case 14:
        f.bloomFilter = BloomType::RowPrefixFixedLength;
        f.bloomPrefixLength = 8;
        break;
    }
    QCOMPARE(familyHash(f), expected);
    // Long hashes wrap after a comma; the wrapped line continues inside the brace.
    QVERIFY(exported(oneTable(f))
                .replace(QStringLiteral("\n   "), QStringLiteral(" "))
                .contains(expected));
}

void TestScriptExport::tableAttributesAreExported_data()
{
    QTest::addColumn<int>("attribute");
    QTest::addColumn<QString>("expected");
    QTest::newRow("MAX_FILESIZE") << 0 << QStringLiteral("{MAX_FILESIZE => 21474836480}");
    QTest::newRow("MEMSTORE_FLUSHSIZE") << 1 << QStringLiteral("{MEMSTORE_FLUSHSIZE => 268435456}");
    QTest::newRow("DURABILITY") << 2 << QStringLiteral("{DURABILITY => 'SKIP_WAL'}");
    QTest::newRow("REGION_REPLICATION") << 3 << QStringLiteral("{REGION_REPLICATION => 3}");
    QTest::newRow("READONLY") << 4 << QStringLiteral("{READONLY => true}");
    QTest::newRow("COMPACTION_ENABLED") << 5 << QStringLiteral("{COMPACTION_ENABLED => false}");
    QTest::newRow("NORMALIZATION_ENABLED")
        << 6 << QStringLiteral("{NORMALIZATION_ENABLED => true}");
    QTest::newRow("NUMREGIONS") << 7
                                << QStringLiteral(
                                       "{NUMREGIONS => 16, SPLITALGO => 'HexStringSplit'}");
    QTest::newRow("UniformSplit") << 8
                                  << QStringLiteral(
                                         "{NUMREGIONS => 4, SPLITALGO => 'UniformSplit'}");
}

void TestScriptExport::tableAttributesAreExported()
{
    QFETCH(int, attribute);
    QFETCH(QString, expected);
    Project p = oneTable();
    TableAttributes &a = p.tables[0].attributes;
    SplitSpec &s = p.tables[0].splits;
    switch (attribute) {
    case 0:
        a.maxFileSize = 21474836480;
        break;
    case 1:
        a.memstoreFlushSize = 268435456;
        break;
    case 2:
        a.durability = Durability::SkipWal;
        break;
    case 3:
        a.regionReplication = 3;
        break;
    case 4:
        a.readOnly = true;
        break;
    case 5:
        a.compactionEnabled = false;
        break;
    case 6:
        a.normalizationEnabled = true;
        break;
    case 7:
        s.kind = SplitKind::Algorithm;
        s.regions = 16;
        break;
    case 8:
        s.kind = SplitKind::Algorithm;
        s.algorithm = SplitAlgorithm::Uniform;
        s.regions = 4;
        break;
    }
    const QString script = exported(p);
    QVERIFY2(script.contains(QStringLiteral("create 't', {NAME => 'f'}, ") + expected + u'\n'),
             qPrintable(script));
}

// Ruby's reading of a single-quoted literal (docs/hbase-reference.md §5): only \\ and \' are
// escapes.
static QString rubySingleQuotedValue(QStringView literal, bool *ok)
{
    *ok = literal.size() >= 2 && literal.front() == u'\'' && literal.back() == u'\'';
    QString value;
    for (qsizetype i = 1; *ok && i + 1 < literal.size(); ++i) {
        QChar c = literal[i];
        if (c == u'\'') {
            *ok = false; // an unescaped quote would end the string early
        } else if (c == u'\\' && i + 2 < literal.size() &&
                   (literal[i + 1] == u'\\' || literal[i + 1] == u'\'')) {
            value.append(literal[++i]);
        } else {
            value.append(c);
        }
    }
    return value;
}

void TestScriptExport::rubyQuotingLeavesNothingToInterpolate_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("plain") << QStringLiteral("abc");
    QTest::newRow("single quote") << QStringLiteral("it's");
    QTest::newRow("backslash") << QStringLiteral("a\\b");
    QTest::newRow("backslash before quote") << QStringLiteral("a\\'b");
    QTest::newRow("trailing backslash") << QStringLiteral("ab\\");
    QTest::newRow("interpolation") << QStringLiteral("#{system('id')}");
    QTest::newRow("instance and global interpolation") << QStringLiteral("#@x #$y");
    QTest::newRow("double quotes") << QStringLiteral("\"x\"");
    QTest::newRow("newline") << QStringLiteral("a\nb");
    QTest::newRow("chinese") << QStringLiteral("订单");
    // Ruby would drop the CR of a CR LF kept as it is (seen in the real shell): double quotes.
    QTest::newRow("CR LF and interpolation") << QStringLiteral("a\r\n#{x}\"'\\");
    QTest::newRow("tab, DEL and a control byte") << QStringLiteral("a\t\u007f\u0001#@x");
}

void TestScriptExport::rubyQuotingLeavesNothingToInterpolate()
{
    QFETCH(QString, text);
    const QString literal = RubyLiteral::quoted(text);
    if (literal.startsWith(u'"')) {
        // Double quotes only for control characters, each escaped, and every # escaped.
        static const QRegularExpression raw(QStringLiteral("[\\x{0}-\\x{1f}\\x{7f}]|(?<!\\\\)#"));
        QVERIFY2(!raw.match(literal).hasMatch(), qPrintable(literal));
        // The importer reads back what the exporter wrote (and JRuby does too: tst_hbasenames).
        std::vector<ShellValue> values;
        ShellValueReader reader(literal, 1);
        QVERIFY2(reader.readArguments(&values), qPrintable(reader.error()));
        QCOMPARE(values.size(), size_t(1));
        QCOMPARE(values.front().text, text);
        return;
    }
    bool ok = false;
    QCOMPARE(rubySingleQuotedValue(literal, &ok), text);
    QVERIFY(ok);
}

void TestScriptExport::commentsCannotBreakOut_data()
{
    QTest::addColumn<QString>("description");
    QTest::newRow("newline") << QStringLiteral("x\nsystem('id')");
    QTest::newRow("carriage return") << QStringLiteral("x\rsystem('id')");
    QTest::newRow("line separator") << QStringLiteral("x\u2028system('id')");
    QTest::newRow("next line") << QStringLiteral("x\u0085system('id')");
    QTest::newRow("form feed and tab") << QStringLiteral("x\f\tsystem('id')");
}

void TestScriptExport::commentsCannotBreakOut()
{
    QFETCH(QString, description);
    Project p = oneTable();
    p.name = description;
    p.tables[0].description = description;
    const QString script = exported(p);
    // Every line that mentions the payload must be a comment.
    for (const QString &line : script.split(u'\n')) {
        if (line.contains(QStringLiteral("system")))
            QVERIFY2(line.startsWith(QStringLiteral("# ")), qPrintable(line));
    }
    static const QRegularExpression controls(
        QStringLiteral("[\\x{0}-\\x{9}\\x{b}-\\x{1f}\\x{85}\\x{2028}\\x{2029}]"));
    QVERIFY(!script.contains(controls));
}

void TestScriptExport::splitKeysReadBackByteForByte_data()
{
    QTest::addColumn<QByteArray>("key");
    for (int b = 0; b < 256; b += 17)
        QTest::newRow(qPrintable(QStringLiteral("byte %1").arg(b))) << QByteArray(1, char(b)) + "k";
    QTest::newRow("backslash") << QByteArray("a\\b");
    QTest::newRow("quote") << QByteArray("a'b");
    QTest::newRow("backslash x ff text") << QByteArray("\\xff");
    QTest::newRow("0xFF bytes") << QByteArray("\xff\xff\xff");
    QTest::newRow("utf-8 text") << QByteArray("\xe8\xae\xa2\xe5\x8d\x95");
    QTest::newRow("hash brace") << QByteArray("#{x}");
}

void TestScriptExport::splitKeysReadBackByteForByte()
{
    QFETCH(QByteArray, key);
    Project p = oneTable();
    p.tables[0].splits.kind = SplitKind::Explicit;
    p.tables[0].splits.keys = {key};
    const QString script = exported(p);
    static const QRegularExpression splits(
        QStringLiteral("SPLITS => \\[('(?:[^'\\\\]|\\\\.)*')\\]"));
    const QRegularExpressionMatch m = splits.match(script);
    QVERIFY2(m.hasMatch(), qPrintable(script));
    bool ok = false;
    const QString rubyValue = rubySingleQuotedValue(m.captured(1), &ok);
    QVERIFY(ok);
    // The shell hands the Ruby string to Bytes.toBytesBinary (docs/hbase-reference.md §1).
    QCOMPARE(Bytes::toBytesBinaryAsHBase(rubyValue).value_or("<throws>"), key);
    // Never a double-quoted "\xFF", which a UTF-8 shell would mangle.
    QVERIFY(!script.contains(QStringLiteral("\"\\x")));
}

void TestScriptExport::illegalNamesAreNeverExported_data()
{
    QTest::addColumn<QString>("namespaceName");
    QTest::addColumn<QString>("tableName");
    QTest::addColumn<QString>("familyName");
    QTest::addColumn<QString>("expected");
    QTest::newRow("table with a space")
        << QString() << QStringLiteral("my table") << QStringLiteral("f")
        << QStringLiteral("a space at position 3");
    QTest::newRow("table with a quote")
        << QString() << QStringLiteral("t'); system('id") << QStringLiteral("f")
        << QStringLiteral("''' at position 2");
    QTest::newRow("table starting with a dot")
        << QString() << QStringLiteral(".t") << QStringLiteral("f")
        << QStringLiteral("must not start with '.'");
    QTest::newRow("namespace with a dash")
        << QStringLiteral("my-ns") << QStringLiteral("t") << QStringLiteral("f")
        << QStringLiteral("'-' at position 3");
    QTest::newRow("family with a colon")
        << QString() << QStringLiteral("t") << QStringLiteral("a:b")
        << QStringLiteral("':' at position 2");
    QTest::newRow("family with a newline")
        << QString() << QStringLiteral("t") << QStringLiteral("a\nb")
        << QStringLiteral("control character U+000A");
    QTest::newRow("family recovered.edits")
        << QString() << QStringLiteral("t") << QStringLiteral("recovered.edits")
        << QStringLiteral("reserved");
    QTest::newRow("empty family") << QString() << QStringLiteral("t") << QString()
                                  << QStringLiteral("must not be empty");
}

void TestScriptExport::illegalNamesAreNeverExported()
{
    QFETCH(QString, namespaceName);
    QFETCH(QString, tableName);
    QFETCH(QString, familyName);
    QFETCH(QString, expected);
    Project p = oneTable(familyNamed(familyName));
    p.tables[0].name = tableName;
    if (!namespaceName.isEmpty()) {
        p.namespaces.append(Namespace{namespaceName, {}, {}});
        p.tables[0].namespaceName = namespaceName;
    }
    const ExportResult r = exportShellScript(p);
    QVERIFY(!r.ok());
    QVERIFY(r.script.isEmpty());
    QVERIFY2(r.errors.join(u'\n').contains(expected), qPrintable(r.errors.join(u'\n')));
}

void TestScriptExport::newCodecsNeedHBase25()
{
    ColumnFamily f = familyNamed(QStringLiteral("f"));
    f.compression = Compression::Brotli;
    Project p = oneTable(f);
    p.cluster.hbaseVersion = HBaseVersion::V2_4;
    ExportResult r = exportShellScript(p);
    QVERIFY(!r.ok());
    QVERIFY2(r.errors.first().contains(QStringLiteral("BROTLI")), qPrintable(r.errors.first()));
    ExportOptions newer;
    newer.dialect = HBaseVersion::V2_5;
    r = exportShellScript(p, newer);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(u'\n')));
    QVERIFY(r.script.contains("COMPRESSION => 'BROTLI'"));
    QVERIFY(r.script.contains("# Target: HBase 2.5 or later"));
}

void TestScriptExport::codecsFollowTheDialect_data()
{
    QTest::addColumn<Compression>("codec");
    QTest::addColumn<HBaseVersion>("dialect");
    QTest::addColumn<bool>("exported");

    QTest::newRow("BROTLI 2.4") << Compression::Brotli << HBaseVersion::V2_4 << false;
    QTest::newRow("BROTLI 2.5") << Compression::Brotli << HBaseVersion::V2_5 << true;
    QTest::newRow("BROTLI 3") << Compression::Brotli << HBaseVersion::V3 << true;
    QTest::newRow("LZMA 2.4") << Compression::Lzma << HBaseVersion::V2_4 << false;
    QTest::newRow("LZMA 2.5") << Compression::Lzma << HBaseVersion::V2_5 << true;
    QTest::newRow("LZMA 3: removed in 2.6") << Compression::Lzma << HBaseVersion::V3 << false;
    QTest::newRow("ZSTD 2.4") << Compression::Zstd << HBaseVersion::V2_4 << true;
    QTest::newRow("SNAPPY 3") << Compression::Snappy << HBaseVersion::V3 << true;
}

void TestScriptExport::codecsFollowTheDialect()
{
    QFETCH(Compression, codec);
    QFETCH(HBaseVersion, dialect);
    QFETCH(bool, exported);

    ColumnFamily f = familyNamed(QStringLiteral("f"));
    f.compression = codec;
    ExportOptions options;
    options.dialect = dialect;
    const ExportResult r = exportShellScript(oneTable(f), options);
    QCOMPARE(r.ok(), exported);
    const QByteArray attribute =
        "COMPRESSION => '" + kCompressionNames.name(codec).toLatin1() + "'";
    if (exported)
        QVERIFY(r.script.contains(attribute));
    else
        QVERIFY2(r.errors.first().contains(kCompressionNames.name(codec)),
                 qPrintable(r.errors.first()));
}

void TestScriptExport::valuesHBaseRefusesAreNotExported_data()
{
    QTest::addColumn<Project>("project");
    QTest::addColumn<QString>("mentions");

    ColumnFamily f = familyNamed(QStringLiteral("f"));
    f.ttlSeconds = qint64(2147483647) + 1;
    QTest::newRow("TTL beyond 32 bits") << oneTable(f) << QStringLiteral("2,147,483,648");

    f = familyNamed(QStringLiteral("f"));
    f.bloomFilter = BloomType::RowPrefixFixedLength;
    f.bloomPrefixLength = 32768;
    QTest::newRow("bloom prefix longer than a row key") << oneTable(f) << QStringLiteral("32768");

    Project p = oneTable();
    p.tables[0].attributes.regionReplication = 0;
    QTest::newRow("REGION_REPLICATION 0") << p << QStringLiteral("REGION_REPLICATION 0");

    p = oneTable();
    p.tables[0].attributes.maxFileSize = 2 * 1024 * 1024 - 1;
    QTest::newRow("MAX_FILESIZE below 2 MiB") << p << QStringLiteral("2,097,151");

    p = oneTable();
    p.tables[0].attributes.memstoreFlushSize = 1024 * 1024 - 1;
    QTest::newRow("MEMSTORE_FLUSHSIZE below 1 MiB") << p << QStringLiteral("1,048,575");
}

void TestScriptExport::valuesHBaseRefusesAreNotExported()
{
    QFETCH(Project, project);
    QFETCH(QString, mentions);
    const ExportResult r = exportShellScript(project);
    QVERIFY(!r.ok());
    QVERIFY(r.script.isEmpty());
    QVERIFY2(r.errors.join(u'\n').contains(mentions), qPrintable(r.errors.join(u'\n')));
}

// Keys 0000..0999 from a sequence; 4 regions split at sample positions 250, 500 and 750, each key
// cut to its shortest prefix above the key before it: "0250" after "0249" is "025", and so on.
void TestScriptExport::recommendedSplitsComeFromTheSample()
{
    Project p = oneTable();
    Table &t = p.tables[0];
    t.rowKey.segments.append(KeySegment::value(QStringLiteral("id"), SegmentFormat::Dec, 4));
    FieldGenerator id;
    id.field = QStringLiteral("id");
    id.kind = GeneratorKind::Sequence;
    t.sample.generators.append(id);
    t.sample.rows = 1000;
    t.splits.kind = SplitKind::Recommended;
    t.splits.regions = 4;
    QVERIFY2(exported(p).contains(QStringLiteral("SPLITS => ['025', '05', '075']")),
             qPrintable(exported(p)));

    t.splits.regions = 2000; // more regions than distinct keys
    QVERIFY2(exported(p).contains(QStringLiteral("too few distinct keys")),
             qPrintable(exported(p)));

    t.splits.regions = 4;
    t.sample.generators.clear();
    QVERIFY2(exported(p).startsWith(
                 QStringLiteral("ERROR: default:t#splits: recommended splits come from the sample "
                                "keys, and the table has no sample data")),
             qPrintable(exported(p)));
}

void TestScriptExport::reservedNamespacesAreNotCreated()
{
    Project p = oneTable();
    Table other = p.tables[0];
    other.namespaceName = QStringLiteral("hbase");
    other.name = QStringLiteral("x");
    p.tables.append(other);
    const QString script = exported(p);
    QVERIFY(!script.contains(QStringLiteral("create_namespace")));
    QVERIFY(script.contains(QStringLiteral("create 't',")));
    QVERIFY(script.contains(QStringLiteral("create 'hbase:x',")));
}

void TestScriptExport::splitsFileHoldsOneKeyALine()
{
    Project p = oneTable();
    p.tables[0].splits.kind = SplitKind::Explicit;
    p.tables[0].splits.keys = {QByteArray("a b"), QByteArray("c\\"), QByteArray("\xff")};
    ExportOptions options;
    options.splitForm = SplitExportForm::SplitsFile;
    const ExportResult r = exportShellScript(p, options);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(u'\n')));
    QCOMPARE(r.splitsFiles.size(), 1);
    QCOMPARE(r.splitsFiles[0].fileName, QStringLiteral("create.default.t.splits.txt"));
    QCOMPARE(r.splitsFiles[0].contents, QByteArray("a b\nc\\x5C\n\\xFF\n"));
    QVERIFY(r.script.contains("{SPLITS_FILE => 'create.default.t.splits.txt'}"));
    QVERIFY(r.script.contains("SPLITS_FILE paths are relative"));
}

QTEST_GUILESS_MAIN(TestScriptExport)
#include "tst_scriptexport.moc"
