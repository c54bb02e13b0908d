// HBase's byte order and its printed form (docs/hbase-reference.md §1). Expected values come from
// docs/hbase-reference.md, written out by hand, never from the code under test.
#include "model/hbase/bytes.h"

#include <QTest>

class TestBytes : public QObject
{
    Q_OBJECT

private slots:
    void compare_data();
    void compare();
    void toStringBinary_data();
    void toStringBinary();
    void toHex();
    void toBytesBinaryAsHBase_data();
    void toBytesBinaryAsHBase();
    void toBytesBinaryThrowsOnAnEscapeCutShort();
    void parseStringBinary_data();
    void parseStringBinary();
    void everyByteRoundTrips();
    void everyBytePrintsAsHBasePrintsIt();
    void bufferWritersMatchTheStringForms();
};

void TestBytes::compare_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<int>("expected");

    QTest::newRow("equal") << QByteArray("row1") << QByteArray("row1") << 0;
    QTest::newRow("empty first") << QByteArray() << QByteArray("\x00", 1) << -1;
    QTest::newRow("prefix first") << QByteArray("ab") << QByteArray("ab\x00", 3) << -1;
    QTest::newRow("first byte decides") << QByteArray("ab") << QByteArray("b") << -1;
    QTest::newRow("unsigned: 0x7F before 0x80") << QByteArray("\x7F") << QByteArray("\x80") << -1;
    QTest::newRow("unsigned: 0xFF after letters") << QByteArray("\xFF") << QByteArray("zzz") << 1;
    QTest::newRow("upper-case hex between 9 and a") << QByteArray("A") << QByteArray("9") << 1;
    QTest::newRow("upper-case hex before a") << QByteArray("F") << QByteArray("a") << -1;
    QTest::newRow("-1 as long after 1 as long")
        << QByteArray(8, '\xFF') << QByteArray("\x00\x00\x00\x00\x00\x00\x00\x01", 8) << 1;
}

void TestBytes::compare()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(int, expected);
    QCOMPARE(Bytes::compare(a, b), expected);
    QCOMPARE(Bytes::compare(b, a), -expected);
    QCOMPARE(Bytes::lessThan(a, b), expected < 0);
}

void TestBytes::toStringBinary_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("printed");

    QTest::newRow("empty") << QByteArray() << QString();
    QTest::newRow("printable") << QByteArray("user_42") << QStringLiteral("user_42");
    QTest::newRow("space prints as itself") << QByteArray("a b") << QStringLiteral("a b");
    QTest::newRow("tilde 0x7E is printable") << QByteArray("~") << QStringLiteral("~");
    QTest::newRow("quotes are printable") << QByteArray("'\"") << QStringLiteral("'\"");
    QTest::newRow("backslash is escaped") << QByteArray("\\") << QStringLiteral("\\x5C");
    QTest::newRow("0xFF upper case") << QByteArray("\xFF") << QStringLiteral("\\xFF");
    QTest::newRow("0x00") << QByteArray("\x00", 1) << QStringLiteral("\\x00");
    QTest::newRow("0x1F") << QByteArray("\x1F") << QStringLiteral("\\x1F");
    QTest::newRow("DEL 0x7F") << QByteArray("\x7F") << QStringLiteral("\\x7F");
    QTest::newRow("UTF-8 bytes") << QByteArray("\xE4\xB8\xAD") << QStringLiteral("\\xE4\\xB8\\xAD");
    QTest::newRow("uniform split n=4") << QByteArray("@\x00\x00\x00\x00\x00\x00\x00", 8)
                                       << QStringLiteral("@\\x00\\x00\\x00\\x00\\x00\\x00\\x00");
}

void TestBytes::toStringBinary()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, printed);
    QCOMPARE(Bytes::toStringBinary(bytes), printed);
}

void TestBytes::toHex()
{
    QCOMPARE(Bytes::toHex(QByteArray("\x01\xAB\x00\xff", 4)), QStringLiteral("01ab00ff"));
    QCOMPARE(Bytes::toHex(QByteArray()), QString());
}

void TestBytes::toBytesBinaryAsHBase_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("bytes");

    QTest::newRow("plain") << QStringLiteral("abc") << QByteArray("abc");
    QTest::newRow("upper-case escape") << QStringLiteral("\\xFF") << QByteArray("\xFF");
    QTest::newRow("escaped backslash") << QStringLiteral("a\\x5Cb") << QByteArray("a\\b");
    QTest::newRow("lower-case escape is three characters")
        << QStringLiteral("\\xff") << QByteArray("xff");
    QTest::newRow("mixed-case escape is three characters")
        << QStringLiteral("\\xfF") << QByteArray("xfF");
    QTest::newRow("backslash not before x stays") << QStringLiteral("a\\b") << QByteArray("a\\b");
    QTest::newRow("non-ASCII keeps low 8 bits") << QString(QChar(0x00E9)) << QByteArray("\xE9");
    QTest::newRow("CJK is mangled to one byte") << QString(QChar(0x4E2D)) << QByteArray("\x2D");
    QTest::newRow("bogus escape before the end drops the backslash")
        << QStringLiteral("\\xZZa") << QByteArray("xZZa");
}

void TestBytes::toBytesBinaryAsHBase()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, bytes);
    QCOMPARE(Bytes::toBytesBinaryAsHBase(text).value_or("<throws>"), bytes);
}

// HBase's toBytesBinary reads the two characters after \x with charAt before it looks at them:
// fewer than two left and it throws (tst_hbasebytes shows it on the real one).
void TestBytes::toBytesBinaryThrowsOnAnEscapeCutShort()
{
    for (const QString &text : {QStringLiteral("\\x"), QStringLiteral("\\x0"),
                                QStringLiteral("a\\xF"), QStringLiteral("\\x41\\xZ")})
        QVERIFY2(!Bytes::toBytesBinaryAsHBase(text), qPrintable(text));
    QCOMPARE(Bytes::toBytesBinaryAsHBase(QStringLiteral("\\xZZ")).value_or("<throws>"),
             QByteArray("xZZ"));
}

void TestBytes::parseStringBinary_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("errorColumn"); // -1: valid
    QTest::addColumn<QString>("errorMentions");

    QTest::newRow("plain") << QStringLiteral("row-1") << QByteArray("row-1") << -1 << QString();
    QTest::newRow("escapes") << QStringLiteral("\\x00a\\xFF")
                             << QByteArray("\x00"
                                           "a\xFF",
                                           3)
                             << -1 << QString();
    QTest::newRow("lower-case escape refused")
        << QStringLiteral("ab\\xff") << QByteArray() << 2 << QStringLiteral("\\xFF");
    QTest::newRow("lone backslash refused")
        << QStringLiteral("a\\") << QByteArray() << 1 << QStringLiteral("\\x5C");
    QTest::newRow("backslash before other letter")
        << QStringLiteral("\\n") << QByteArray() << 0 << QStringLiteral("\\x5C");
    QTest::newRow("truncated escape")
        << QStringLiteral("x\\xA") << QByteArray() << 1 << QStringLiteral("two hex digits");
    QTest::newRow("non-hex escape")
        << QStringLiteral("\\xZZ") << QByteArray() << 0 << QStringLiteral("two hex digits");
    QTest::newRow("raw tab refused")
        << QStringLiteral("a\tb") << QByteArray() << 1 << QStringLiteral("\\x09");
    QTest::newRow("non-ASCII refused")
        << QStringLiteral("ab") + QChar(0x4E2D) << QByteArray() << 2 << QStringLiteral("UTF-8");
}

void TestBytes::parseStringBinary()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, bytes);
    QFETCH(int, errorColumn);
    QFETCH(QString, errorMentions);

    const Bytes::ParseResult r = Bytes::parseStringBinary(text);
    if (errorColumn < 0) {
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.bytes, bytes);
    } else {
        QVERIFY(!r.ok());
        QCOMPARE(r.column, errorColumn);
        QVERIFY2(r.error.contains(errorMentions), qPrintable(r.error));
        QVERIFY(r.bytes.isEmpty());
    }
}

// Whatever we print, both HBase's own parser and our strict one read back as the same bytes.
void TestBytes::everyByteRoundTrips()
{
    QByteArray all;
    for (int b = 0; b < 256; ++b)
        all.append(char(b));
    const QString printed = Bytes::toStringBinary(all);
    for (const QChar c : printed)
        QVERIFY(c.unicode() >= 0x20 && c.unicode() <= 0x7E);
    QCOMPARE(Bytes::toBytesBinaryAsHBase(printed).value_or("<throws>"), all);
    const Bytes::ParseResult strict = Bytes::parseStringBinary(printed);
    QVERIFY2(strict.ok(), qPrintable(strict.error));
    QCOMPARE(strict.bytes, all);
}

// docs/hbase-reference.md §1, byte by byte: 0x20..0x7E as the character except the backslash,
// everything else as \x and two upper-case hex digits.
void TestBytes::everyBytePrintsAsHBasePrintsIt()
{
    static const char digits[] = "0123456789ABCDEF";
    for (int b = 0; b < 256; ++b) {
        QString expected;
        if (b >= 0x20 && b <= 0x7E && b != 0x5C) {
            expected = QString(QChar(b));
        } else {
            expected = QStringLiteral("\\x");
            expected += QLatin1Char(digits[b / 16]);
            expected += QLatin1Char(digits[b % 16]);
        }
        QCOMPARE(Bytes::toStringBinary(QByteArray(1, char(b))), expected);
    }
}

// The writers the CLI prints millions of keys with (16 bytes at a time where the CPU can) must
// print what toStringBinary and Qt's own toHex print, at every length and byte value.
void TestBytes::bufferWritersMatchTheStringForms()
{
    QByteArray bytes;
    for (int length = 0; length <= 600; ++length) {
        if (length > 0)
            bytes.append(char((length * 167 + 13) % 256));
        std::string hex(std::size_t(2 * length), '?');
        QCOMPARE(Bytes::writeHex(hex.data(), bytes), hex.data() + hex.size());
        QCOMPARE(QByteArray::fromStdString(hex), bytes.toHex());
        std::string binary(std::size_t(4 * length) + 1, '?');
        char *end = Bytes::writeStringBinary(binary.data(), bytes);
        QCOMPARE(QString::fromLatin1(binary.data(), end - binary.data()),
                 Bytes::toStringBinary(bytes));
        std::string appended = "x";
        Bytes::appendHex(appended, bytes);
        Bytes::appendStringBinary(appended, bytes);
        QCOMPARE(QString::fromStdString(appended),
                 u'x' + QString::fromLatin1(bytes.toHex()) + Bytes::toStringBinary(bytes));
    }
}

QTEST_APPLESS_MAIN(TestBytes)
#include "tst_bytes.moc"
