// The row-key notation of docs/rowkey-notation.md: what parses, how it reads back, and errors that
// name the column and what was expected.
#include "model/rowkey/rowkeynotation.h"

#include <QTest>

class TestRowKeyNotation : public QObject
{
    Q_OBJECT

private slots:
    void productExamplesParse_data();
    void productExamplesParse();
    void segmentsAreRead();
    void literalsTakeEscapesAndUtf8();
    void notationRoundTrips_data();
    void notationRoundTrips();
    void errorsNameTheColumn_data();
    void errorsNameTheColumn();
};

void TestRowKeyNotation::productExamplesParse_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<int>("segments");

    QTest::newRow("chat")
        << QStringLiteral(
               "[md5(sender '_' receiver '_' ts):hex(8)] '_' [sender] '_' [receiver] '_' [ts]")
        << 7;
    QTest::newRow("bucketed time") << QStringLiteral("[ts % 16:byte][ts:long][host][event]") << 4;
    QTest::newRow("reverse time") << QStringLiteral("[host][event][rev(ts):long]") << 3;
    QTest::newRow("opentsdb")
        << QStringLiteral("[uid(metric,3)][ts / 3600 * 3600:int][uid(tagk,3)][uid(tagv,3)]") << 4;
    QTest::newRow("salted") << QStringLiteral("[salt(16)][user][ts:long]") << 3;
    QTest::newRow("modifiers") << QStringLiteral("[ts:long:flip:desc] '\\x00' [name:str(12)]") << 3;
    QTest::newRow("100 levels deep")
        << u'[' + QString(98, u'(') + QStringLiteral("md5(a)") + QString(98, u')') + u']' << 1;
    QTest::newRow("spaces everywhere") << QStringLiteral("  [ a ]   ' '  [ b : dec( 6 ) ] ") << 3;
}

void TestRowKeyNotation::productExamplesParse()
{
    QFETCH(QString, notation);
    QFETCH(int, segments);
    const RowKeyNotation::Result r = RowKeyNotation::parse(notation);
    QVERIFY2(r.ok(), qPrintable(QStringLiteral("column %1: %2").arg(r.column).arg(r.error)));
    QCOMPARE(r.key.segments.size(), segments);
}

void TestRowKeyNotation::segmentsAreRead()
{
    const RowKeyNotation::Result r =
        RowKeyNotation::parse(QStringLiteral("[md5(a '_' b):hex(8)] '_' [ts:long:flip] [n:desc]"));
    QVERIFY(r.ok());
    QCOMPARE(r.key.segments.size(), 4);
    const KeySegment &digest = r.key.segments[0];
    QCOMPARE(digest.kind, KeySegment::Kind::Value);
    QCOMPARE(digest.expression, QStringLiteral("md5(a '_' b)"));
    QCOMPARE(digest.format, SegmentFormat::Hex);
    QCOMPARE(digest.width, 8);
    QCOMPARE(r.key.segments[1].kind, KeySegment::Kind::Literal);
    QCOMPARE(r.key.segments[1].literal, QByteArray("_"));
    QCOMPARE(r.key.segments[2].format, SegmentFormat::Long);
    QVERIFY(r.key.segments[2].flip);
    QVERIFY(!r.key.segments[2].descending);
    QCOMPARE(r.key.segments[3].format, SegmentFormat::Auto);
    QVERIFY(r.key.segments[3].descending);
}

void TestRowKeyNotation::literalsTakeEscapesAndUtf8()
{
    const RowKeyNotation::Result r =
        RowKeyNotation::parse(QStringLiteral("'\\x00' '\\xff' '\\\\' '\\'' '\u4E2D'"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.key.segments.size(), 5);
    QCOMPARE(r.key.segments[0].literal, QByteArray("\x00", 1));
    QCOMPARE(r.key.segments[1].literal, QByteArray("\xFF"));
    QCOMPARE(r.key.segments[2].literal, QByteArray("\\"));
    QCOMPARE(r.key.segments[3].literal, QByteArray("'"));
    QCOMPARE(r.key.segments[4].literal, QByteArray("\xE4\xB8\xAD"));
}

void TestRowKeyNotation::notationRoundTrips_data()
{
    QTest::addColumn<QString>("notation");
    QTest::newRow("chat") << QStringLiteral(
        "[md5(sender '_' receiver '_' ts):hex(8)] '_' [sender] '_' [receiver] '_' [ts]");
    QTest::newRow("binary literals")
        << QStringLiteral("[a] '\\x00\\xFF' [b:bytes(4)] '\\x27\\x5C'");
    QTest::newRow("every format") << QStringLiteral(
        "[a:str] [a:str(3)] [a:dec(4)] [a:hex(2)] [a:bytes(2)] [a:long] [a:int] [a:short] "
        "[a:byte]");
    QTest::newRow("modifiers") << QStringLiteral("[ts:long:flip:desc] [x:desc]");
}

void TestRowKeyNotation::notationRoundTrips()
{
    QFETCH(QString, notation);
    const RowKeyNotation::Result first = RowKeyNotation::parse(notation);
    QVERIFY2(first.ok(), qPrintable(first.error));
    const QString written = first.key.toNotation();
    QCOMPARE(written, notation);
    const RowKeyNotation::Result second = RowKeyNotation::parse(written);
    QVERIFY(second.ok());
    QVERIFY(second.key == first.key);
}

void TestRowKeyNotation::errorsNameTheColumn_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("mentions");

    QTest::newRow("empty") << QString() << 1 << QStringLiteral("empty");
    QTest::newRow("unclosed bracket") << QStringLiteral("[a] [b") << 5 << QStringLiteral("']'");
    QTest::newRow("bare word") << QStringLiteral("[a] b") << 5 << QStringLiteral("'['");
    QTest::newRow("empty segment")
        << QStringLiteral("[]") << 2 << QStringLiteral("expected a field");
    QTest::newRow("unknown format")
        << QStringLiteral("[a:hexx(8)]") << 4 << QStringLiteral("unknown format 'hexx(8)'");
    QTest::newRow("format without width")
        << QStringLiteral("[a:hex]") << 4 << QStringLiteral("needs a width");
    QTest::newRow("width on long")
        << QStringLiteral("[a:long(8)]") << 4 << QStringLiteral("takes no width");
    QTest::newRow("two formats") << QStringLiteral("[a:long:int]") << 9
                                 << QStringLiteral("'int' is a second");
    QTest::newRow("flip twice") << QStringLiteral("[a:flip:flip]") << 9
                                << QStringLiteral("'flip' is given twice");
    QTest::newRow("empty format") << QStringLiteral("[a:]") << 4 << QStringLiteral("after ':'");
    QTest::newRow("unknown function")
        << QStringLiteral("[a] [crc32(b)]") << 6 << QStringLiteral("unknown function 'crc32'");
    QTest::newRow("dangling operator")
        << QStringLiteral("[ts +]") << 6 << QStringLiteral("found the end");
    QTest::newRow("two fields side by side")
        << QStringLiteral("[a b]") << 4 << QStringLiteral("expected an operator");
    QTest::newRow("uid arity") << QStringLiteral("[uid(metric)]") << 2
                               << QStringLiteral("takes 2 argument(s), not 1");
    QTest::newRow("unclosed call")
        << QStringLiteral("[md5(a '_' b]") << 1 << QStringLiteral("never closed");
    QTest::newRow("unclosed literal")
        << QStringLiteral("[a] '_") << 5 << QStringLiteral("closing quote");
    QTest::newRow("bad escape") << QStringLiteral("'\\q'") << 2 << QStringLiteral("\\xNN");
    QTest::newRow("empty literal") << QStringLiteral("[a] ''") << 5 << QStringLiteral("empty");
    QTest::newRow("huge number") << QStringLiteral("[a % 99999999999999999999]") << 6
                                 << QStringLiteral("larger than a long");
    // Bounded so nothing that walks the tree later can run out of stack.
    QTest::newRow("101 nested parentheses")
        << u'[' + QString(101, u'(') + u'a' + QString(101, u')') + u']' << 102
        << QStringLiteral("deeper than 100 levels");
    QTest::newRow("101 minus signs") << u'[' + QString(101, u'-') + QStringLiteral("a]") << 102
                                     << QStringLiteral("deeper than 100 levels");
    QTest::newRow("1001 operators")
        << QStringLiteral("[a") + QStringLiteral("+a").repeated(1001) + u']' << 2004
        << QStringLiteral("more than 1000 operators");
}

void TestRowKeyNotation::errorsNameTheColumn()
{
    QFETCH(QString, notation);
    QFETCH(int, column);
    QFETCH(QString, mentions);
    const RowKeyNotation::Result r = RowKeyNotation::parse(notation);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
    QCOMPARE(r.column, column);
}

QTEST_APPLESS_MAIN(TestRowKeyNotation)
#include "tst_rowkeynotation.moc"
