// JsonPositions (model/io/jsonpositions.h): the line and column where each value of a JSON text
// starts, by JSON pointer, checked against positions counted by hand in small texts.
#include "model/io/jsonpositions.h"

#include <QTest>

using Position = JsonPositions::Position;

class TestJsonPositions : public QObject
{
    Q_OBJECT

private slots:
    void membersAreFoundAtTheirKeys();
    void arrayElementsAreFoundAtTheirValues();
    void columnsCountCodePointsAfterAByteOrderMark();
    void escapedKeysAreDecodedAndPointerEscaped();
    void theLastOfARepeatedKeyCounts();
    void anUnknownPointerGivesItsNearestAncestor();
    void brokenTextGivesNoCrash();
};

void TestJsonPositions::membersAreFoundAtTheirKeys()
{
    const JsonPositions p(QByteArrayLiteral("{\n"
                                            "  \"name\": \"chat\",\n"
                                            "  \"tables\": [\n"
                                            "    {\n"
                                            "      \"name\": \"MSG\",\n"
                                            "      \"families\": [{\"name\": \"C1\"}]\n"
                                            "    }\n"
                                            "  ]\n"
                                            "}\n"));
    QCOMPARE(p.find(QString()), (Position{1, 1}));
    QCOMPARE(p.find(QStringLiteral("/name")), (Position{2, 3}));
    QCOMPARE(p.find(QStringLiteral("/tables")), (Position{3, 3}));
    QCOMPARE(p.find(QStringLiteral("/tables/0/name")), (Position{5, 7}));
    QCOMPARE(p.find(QStringLiteral("/tables/0/families/0/name")), (Position{6, 21}));
}

void TestJsonPositions::arrayElementsAreFoundAtTheirValues()
{
    const JsonPositions p(QByteArrayLiteral("[1, [true, null],\r\n  \"x\", {}]"));
    QCOMPARE(p.find(QStringLiteral("/0")), (Position{1, 2}));
    QCOMPARE(p.find(QStringLiteral("/1")), (Position{1, 5}));
    QCOMPARE(p.find(QStringLiteral("/1/1")), (Position{1, 12}));
    // CR LF ends a line like LF.
    QCOMPARE(p.find(QStringLiteral("/2")), (Position{2, 3}));
    QCOMPARE(p.find(QStringLiteral("/3")), (Position{2, 8}));
}

void TestJsonPositions::columnsCountCodePointsAfterAByteOrderMark()
{
    // 表 is three bytes and one code point; the BOM is no column.
    const JsonPositions p(QByteArrayLiteral("\xEF\xBB\xBF{\"d\": \"\xE8\xA1\xA8\", \"n\": 1}"));
    QCOMPARE(p.find(QStringLiteral("/d")), (Position{1, 2}));
    QCOMPARE(p.find(QStringLiteral("/n")), (Position{1, 12}));
}

void TestJsonPositions::escapedKeysAreDecodedAndPointerEscaped()
{
    const JsonPositions p(
        QByteArrayLiteral("{\"a/b~c\": {\"x\": 1},\n \"n\\u0061me\": 2, \"\\ud83d\\ude00\": 3}"));
    QCOMPARE(JsonPositions::escapeToken(QStringLiteral("a/b~c")), QStringLiteral("a~1b~0c"));
    QCOMPARE(p.find(QStringLiteral("/a~1b~0c/x")), (Position{1, 12}));
    QCOMPARE(p.find(QStringLiteral("/name")), (Position{2, 2}));
    QCOMPARE(p.find(QStringLiteral("/") + QString::fromUtf8("\xF0\x9F\x98\x80")),
             (Position{2, 18}));
}

void TestJsonPositions::theLastOfARepeatedKeyCounts()
{
    // nlohmann keeps the last copy, so its place is the one meant.
    const JsonPositions p(QByteArrayLiteral("{\"n\": 1,\n\"n\": 2}"));
    QCOMPARE(p.find(QStringLiteral("/n")), (Position{2, 1}));
}

void TestJsonPositions::anUnknownPointerGivesItsNearestAncestor()
{
    const JsonPositions p(QByteArrayLiteral("{\n \"tables\": [\n  {\"name\": \"T\"}]}"));
    QCOMPARE(p.find(QStringLiteral("/tables/0/families/3/name")), (Position{3, 3}));
    QCOMPARE(p.find(QStringLiteral("/nothing")), (Position{1, 1}));
    QVERIFY(!JsonPositions().find(QStringLiteral("/x")).isValid());
}

void TestJsonPositions::brokenTextGivesNoCrash()
{
    for (const QByteArray &text : {QByteArrayLiteral("{\"a\": [1, 2"), QByteArrayLiteral("{\"a"),
                                   QByteArrayLiteral("{1: 2}"), QByteArrayLiteral("\"\\u12"),
                                   QByteArray(300, '['), QByteArray()}) {
        const JsonPositions p(text);
        p.find(QStringLiteral("/a/1"));
    }
    QCOMPARE(JsonPositions(QByteArrayLiteral("{\"a\": [1, 2")).find(QStringLiteral("/a/1")),
             (Position{1, 11}));
}

QTEST_GUILESS_MAIN(TestJsonPositions)
#include "tst_jsonpositions.moc"
