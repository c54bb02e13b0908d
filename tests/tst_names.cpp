// Name legality exactly per docs/hbase-reference.md §4: what HBase refuses is an error naming the
// character or rule; what HBase accepts is never an error (at most a warning).
#include "model/hbase/names.h"

#include <QTest>

using CheckFn = Names::Check (*)(QStringView);
Q_DECLARE_METATYPE(CheckFn)

class TestNames : public QObject
{
    Q_OBJECT

private slots:
    void names_data();
    void names();
    void lengthLimits();
};

void TestNames::names_data()
{
    QTest::addColumn<CheckFn>("check");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("error"); // a fragment the error must contain; empty: legal
    QTest::addColumn<bool>("warning");

    const CheckFn ns = &Names::checkNamespace;
    const CheckFn table = &Names::checkTableQualifier;
    const CheckFn family = &Names::checkFamily;
    const CheckFn qualifier = &Names::checkQualifier;
    const QString han = QStringLiteral("\u8BA2\u5355"); // 订单: letters to Java

    QTest::newRow("ns plain") << ns << QStringLiteral("MOMO_CHAT") << QString() << false;
    QTest::newRow("ns digits") << ns << QStringLiteral("ns2") << QString() << false;
    QTest::newRow("ns leading underscore") << ns << QStringLiteral("_x") << QString() << false;
    QTest::newRow("ns dash") << ns << QStringLiteral("my-ns") << QStringLiteral("'-' at position 3")
                             << false;
    QTest::newRow("ns dot") << ns << QStringLiteral("a.b") << QStringLiteral("'.'") << false;
    QTest::newRow("ns space") << ns << QStringLiteral("a b") << QStringLiteral("space") << false;
    QTest::newRow("ns colon") << ns << QStringLiteral("a:b") << QStringLiteral("':'") << false;
    QTest::newRow("ns empty") << ns << QString() << QStringLiteral("empty") << false;
    QTest::newRow("ns zookeeper") << ns << QStringLiteral("zookeeper")
                                  << QStringLiteral("zookeeper") << false;
    QTest::newRow("ns unicode letters") << ns << han << QString() << true;

    QTest::newRow("table plain") << table << QStringLiteral("MSG") << QString() << false;
    QTest::newRow("table dot dash underscore")
        << table << QStringLiteral("a.b-c_d") << QString() << false;
    QTest::newRow("table leading dot")
        << table << QStringLiteral(".meta") << QStringLiteral("'.'") << false;
    QTest::newRow("table leading dash")
        << table << QStringLiteral("-x") << QStringLiteral("'-'") << false;
    QTest::newRow("table colon") << table << QStringLiteral("ns:t") << QStringLiteral("':'")
                                 << false;
    QTest::newRow("table quote") << table << QStringLiteral("it's") << QStringLiteral("'''")
                                 << false;
    QTest::newRow("table interpolation")
        << table << QStringLiteral("a#{x}") << QStringLiteral("'#' at position 2") << false;
    QTest::newRow("table newline")
        << table << QStringLiteral("a\nb") << QStringLiteral("U+000A") << false;
    QTest::newRow("table empty") << table << QString() << QStringLiteral("empty") << false;
    QTest::newRow("table zookeeper")
        << table << QStringLiteral("zookeeper") << QStringLiteral("zookeeper") << false;
    QTest::newRow("table unicode letters") << table << han << QString() << true;
    QTest::newRow("table unicode digits")
        << table << QStringLiteral("t\u0663") << QString() << true; // Arabic-Indic three
    // Letters beyond U+FFFF are two UTF-16 units to HBase, neither of them a letter: the real
    // create refuses them (tst_hbasenames).
    QTest::newRow("table letter beyond the BMP")
        << table << QStringLiteral("t\U0001D400") << QStringLiteral("UTF-16 unit") << false;
    QTest::newRow("ns CJK extension B")
        << ns << QStringLiteral("n\U00020000") << QStringLiteral("beyond U+FFFF") << false;
    QTest::newRow("family beyond the BMP legal")
        << family << QStringLiteral("f\U0001D400") << QString() << true;

    QTest::newRow("family short") << family << QStringLiteral("d") << QString() << false;
    QTest::newRow("family space and quote legal")
        << family << QStringLiteral("it's a b") << QString() << false;
    QTest::newRow("family interpolation legal")
        << family << QStringLiteral("#{`id`}") << QString() << false;
    QTest::newRow("family dash first legal")
        << family << QStringLiteral("-x") << QString() << false;
    QTest::newRow("family dot inside legal")
        << family << QStringLiteral("a.b") << QString() << false;
    QTest::newRow("family leading dot")
        << family << QStringLiteral(".x") << QStringLiteral("'.'") << false;
    QTest::newRow("family colon") << family << QStringLiteral("a:b") << QStringLiteral("':'")
                                  << false;
    QTest::newRow("family backslash")
        << family << QStringLiteral("a\\b") << QStringLiteral("'\\'") << false;
    QTest::newRow("family slash") << family << QStringLiteral("a/b") << QStringLiteral("'/'")
                                  << false;
    QTest::newRow("family tab") << family << QStringLiteral("a\tb") << QStringLiteral("U+0009")
                                << false;
    QTest::newRow("family DEL") << family << QStringLiteral("a\u007F") << QStringLiteral("U+007F")
                                << false;
    QTest::newRow("family empty") << family << QString() << QStringLiteral("empty") << false;
    QTest::newRow("family recovered.edits") << family << QStringLiteral("recovered.edits")
                                            << QStringLiteral("recovered.edits") << false;
    QTest::newRow("family unicode") << family << han << QString() << true;

    QTest::newRow("qualifier empty legal") << qualifier << QString() << QString() << false;
    QTest::newRow("qualifier anything legal")
        << qualifier << QStringLiteral("a:b/c\\d'\"") << QString() << false;
}

void TestNames::names()
{
    QFETCH(CheckFn, check);
    QFETCH(QString, name);
    QFETCH(QString, error);
    QFETCH(bool, warning);

    const Names::Check c = check(name);
    if (error.isEmpty()) {
        QVERIFY2(c.ok(), qPrintable(c.error));
    } else {
        QVERIFY(!c.ok());
        QVERIFY2(c.error.contains(error), qPrintable(c.error));
    }
    QCOMPARE(!c.warning.isEmpty(), warning);
}

void TestNames::lengthLimits()
{
    QVERIFY(Names::checkFamily(QString(127, u'f')).ok());
    const Names::Check longFamily = Names::checkFamily(QString(128, u'f'));
    QVERIFY(!longFamily.ok());
    QVERIFY2(longFamily.error.contains(QStringLiteral("128")), qPrintable(longFamily.error));
    // The limit is in UTF-8 bytes: 43 three-byte characters are 129 bytes.
    QVERIFY(!Names::checkFamily(QString(43, QChar(0x5217))).ok());
    QVERIFY(Names::checkFamily(QString(42, QChar(0x5217))).ok());

    QVERIFY(Names::checkTableQualifier(QString(255, u't')).ok());
    QVERIFY(!Names::checkTableQualifier(QString(256, u't')).ok());
    QVERIFY(!Names::checkNamespace(QString(256, u'n')).ok());

    // Only the row key has a 32767-byte limit; a qualifier has no length field of its own.
    QVERIFY(Names::checkQualifier(QString(40000, u'q')).ok());
}

QTEST_APPLESS_MAIN(TestNames)
#include "tst_names.moc"
