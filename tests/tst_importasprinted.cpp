// What the real HBase prints and takes (scripts/hbase), read back by the importer: describe's
// quotes and escapes as HBase 2.6's shell printed them, and split keys as HBase's
// Bytes.toBytesBinary reads them (docs/hbase-reference.md §5.7, §1.3, §8).
#include "model/import/importer.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

Importer::Result importText(const QByteArray &text, const QString &name = QStringLiteral("in.txt"))
{
    return Importer::run({{name, text}});
}

} // namespace

class TestImportAsPrinted : public QObject
{
    Q_OBJECT

private slots:
    void describePrintsQuotesInNamesAsTheyAre();
    void describePrintsMetadataValuesAsStringBinary();
    void splitsFileKeyCutShortNamesItsLine();
};

// tests/data/import/describe-2.6-quoted-names.txt: what the real shell (scripts/hbase, HBase
// 2.6.4's client) printed for the hostile-names golden table. describe writes a family's name
// between quotes as it is, so `it's` has a quote inside the quotes and `#{system('id')}` two.
void TestImportAsPrinted::describePrintsQuotesInNamesAsTheyAre()
{
    const Importer::Result r = importText(TestUtil::readAll(
        TestUtil::dataPath(QStringLiteral("import/describe-2.6-quoted-names.txt"))));
    QVERIFY2(r.project, qPrintable(r.log.error() ? r.log.error()->place() : QString()));
    QCOMPARE(r.project->tables.size(), 1);
    QCOMPARE(r.project->tables[0].fullName(), QStringLiteral("ns_3:t-1.x"));
    QCOMPARE(r.project->tables[0].familyNames(),
             QStringList({QStringLiteral("\"dq\""), QStringLiteral("#{system('id')}"),
                          QStringLiteral("it's"), QStringLiteral("订单 data")}));
}

// A SPLITS_FILE line ending in \x and one hex digit: HBase's toBytesBinary throws on it, and the
// import names the file's line instead of reading a key the shell never creates.
void TestImportAsPrinted::splitsFileKeyCutShortNamesItsLine()
{
    QTemporaryDir dir;
    QVERIFY(TestUtil::writeFile(dir.filePath(QStringLiteral("keys.txt")), "a\\x41\nb\\xF\nc\n"));
    const QString script = dir.filePath(QStringLiteral("create.rb"));
    Importer::Result r = importText("create 't', 'f', {SPLITS_FILE => 'keys.txt'}\n", script);
    QVERIFY(!r.project);
    QVERIFY(r.log.error());
    QVERIFY2(r.log.error()->place().contains(
                 QStringLiteral(":1: SPLITS_FILE 'keys.txt' line 2: the split key 'b\\xF' ends")),
             qPrintable(r.log.error()->place()));
    // The same file with the escape whole imports, every key decoded as HBase decodes it.
    QVERIFY(TestUtil::writeFile(dir.filePath(QStringLiteral("keys.txt")), "a\\x41\nb\\xFF\nc\n"));
    r = importText("create 't', 'f', {SPLITS_FILE => 'keys.txt'}\n", script);
    QVERIFY(r.project);
    QCOMPARE(r.project->tables[0].splits.keys, (QList<QByteArray>{"aA", "b\xFF", "c"}));
}

// As HBase 2.6's describe printed them (tst_hbasenames): METADATA keys and CONFIGURATION as they
// are, METADATA values through Bytes.toStringBinary.
void TestImportAsPrinted::describePrintsMetadataValuesAsStringBinary()
{
    const QByteArray text =
        "Table t is ENABLED\n"
        "t, {TABLE_ATTRIBUTES => {METADATA => {'k\\x5C' => 'a\\x5Cb\\x0A\\xC3\\xA9'}}}\n"
        "COLUMN FAMILIES DESCRIPTION\n"
        "{NAME => 'f', METADATA => {'fk' => 'it's'}, CONFIGURATION => {'c' => 'x\\x41'}}\n"
        "1 row(s)\n";
    const Importer::Result r = importText(text, QStringLiteral("t.describe"));
    QVERIFY2(r.project, r.log.error() ? qPrintable(r.log.error()->place()) : "");
    const Table &t = r.project->tables.first();
    QCOMPARE(t.otherAttributes.value(QStringLiteral("k\\x5C")), QStringLiteral("a\\b\n\u00e9"));
    const ColumnFamily &f = t.families.first();
    QCOMPARE(f.otherAttributes.value(QStringLiteral("fk")), QStringLiteral("it's"));
    QCOMPARE(f.otherAttributes.value(QStringLiteral("CONFIGURATION:c")), QStringLiteral("x\\x41"));
}

QTEST_GUILESS_MAIN(TestImportAsPrinted)
#include "tst_importasprinted.moc"
