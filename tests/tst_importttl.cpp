// TTL as the HBase shell's create and alter take it, and as describe prints it
// (docs/hbase-reference.md §5.10): FOREVER, seconds, or a duration read by
// PrettyPrinter.valueOf(TIME_INTERVAL). The expected seconds are worked out by hand from that
// method: days × 86400 + hours × 3600 + minutes × 60 + seconds, case ignored, and a leading
// "N SECONDS (" whose N differs from the sum refused.
#include "model/import/importer.h"

#include <QTest>

namespace {

Importer::Result importScript(const QString &ttl)
{
    const QByteArray script = "create 't', {NAME => 'f', TTL => '" + ttl.toUtf8() + "'}\n";
    return Importer::run({{QStringLiteral("ttl.rb"), script}}, Importer::Format::Shell);
}

} // namespace

class TestImportTtl : public QObject
{
    Q_OBJECT

private slots:
    void shellDurationsAreReadAsHBaseReadsThem_data();
    void shellDurationsAreReadAsHBaseReadsThem();
    void describedTtlsAreRead_data();
    void describedTtlsAreRead();
    void alterTakesADuration();
    void textsHBaseRefusesAreRefused_data();
    void textsHBaseRefusesAreRefused();
};

void TestImportTtl::shellDurationsAreReadAsHBaseReadsThem_data()
{
    QTest::addColumn<QString>("ttl");
    QTest::addColumn<qint64>("seconds");
    QTest::newRow("one day") << "1 DAY" << qint64(86400);
    QTest::newRow("days, plural") << "7 DAYS" << qint64(7 * 86400);
    QTest::newRow("lower case") << "1 day" << qint64(86400);
    QTest::newRow("no blank before the unit") << "12HOURS" << qint64(12 * 3600);
    QTest::newRow("hours and minutes") << "2 HOURS 30 MINUTES" << qint64(2 * 3600 + 30 * 60);
    QTest::newRow("every unit") << "1 DAY 2 HOURS 3 MINUTES 4 SECONDS"
                                << qint64(86400 + 2 * 3600 + 3 * 60 + 4);
    QTest::newRow("seconds only") << "25000 SECONDS" << qint64(25000);
    QTest::newRow("one second") << "1 SECOND" << qint64(1);
    QTest::newRow("plain number as text") << "86400" << qint64(86400);
    QTest::newRow("forever, any case") << "forever" << qint64(2147483647);
    QTest::newRow("seconds with the days in brackets")
        << "604800 SECONDS (7 DAYS)" << qint64(604800);
}

void TestImportTtl::shellDurationsAreReadAsHBaseReadsThem()
{
    QFETCH(QString, ttl);
    QFETCH(qint64, seconds);
    const Importer::Result r = importScript(ttl);
    QVERIFY2(r.project, r.log.error() ? qPrintable(r.log.error()->place()) : "no project");
    QCOMPARE(r.project->tables.first().families.first().ttlSeconds, seconds);
}

void TestImportTtl::describedTtlsAreRead_data()
{
    // What describe prints (PrettyPrinter.humanReadableTTL): under a minute "N SECONDS",
    // otherwise "N SECONDS (D DAYS H HOURS M MINUTES S SECONDS)" with the zero parts left out.
    QTest::addColumn<QString>("printed");
    QTest::addColumn<qint64>("seconds");
    QTest::newRow("30 seconds") << "30 SECONDS" << qint64(30);
    QTest::newRow("a minute") << "60 SECONDS (1 MINUTE)" << qint64(60);
    QTest::newRow("a day and a second") << "86401 SECONDS (1 DAY 1 SECONDS)" << qint64(86401);
    QTest::newRow("a day and a half")
        << "129600 SECONDS (1 DAY 12 HOURS)" << qint64(86400 + 12 * 3600);
}

void TestImportTtl::describedTtlsAreRead()
{
    QFETCH(QString, printed);
    QFETCH(qint64, seconds);
    const QByteArray describe = "Table t is ENABLED\nt\nCOLUMN FAMILIES DESCRIPTION\n{NAME => "
                                "'f', VERSIONS => '1', TTL => '" +
                                printed.toUtf8() + "'}\n1 row(s)\n";
    const Importer::Result r = Importer::run({{QStringLiteral("t.txt"), describe}});
    QVERIFY2(r.project, r.log.error() ? qPrintable(r.log.error()->place()) : "no project");
    QCOMPARE(r.project->tables.first().families.first().ttlSeconds, seconds);
}

void TestImportTtl::alterTakesADuration()
{
    const QByteArray script = "create 't', {NAME => 'f', TTL => 86400}\n"
                              "alter 't', {NAME => 'f', TTL => '3 DAYS 6 HOURS'}\n";
    const Importer::Result r = Importer::run({{QStringLiteral("a.rb"), script}});
    QVERIFY(r.project);
    QCOMPARE(r.project->tables.first().families.first().ttlSeconds, qint64(3 * 86400 + 6 * 3600));
}

void TestImportTtl::textsHBaseRefusesAreRefused_data()
{
    QTest::addColumn<QString>("ttl");
    QTest::addColumn<QString>("message");
    // valueOf gives 0 for a text its pattern does not match; the master refuses TTL 0.
    QTest::newRow("a word") << "soon"
                            << "ttl.rb:1: TTL => 'soon': expected seconds";
    QTest::newRow("units out of order") << "30 MINUTES 1 DAY"
                                        << "ttl.rb:1: TTL => '30 MINUTES 1 DAY': expected seconds";
    QTest::newRow("a unit HBase has not") << "2 WEEKS"
                                          << "ttl.rb:1: TTL => '2 WEEKS': expected";
    QTest::newRow("an empty text") << ""
                                   << "ttl.rb:1: TTL => '': expected";
    // valueOf throws "Malformed TTL string" when the brackets add up to other seconds.
    QTest::newRow("brackets that disagree")
        << "86400 SECONDS (2 DAYS)"
        << "ttl.rb:1: TTL => '86400 SECONDS (2 DAYS)': 86400 seconds";
    // More than an int: getTimeToLive reads it with Integer.parseInt.
    QTest::newRow("more seconds than an int holds") << "24856 DAYS"
                                                    << "ttl.rb:1: TTL => '24856 DAYS': expected";
}

void TestImportTtl::textsHBaseRefusesAreRefused()
{
    QFETCH(QString, ttl);
    QFETCH(QString, message);
    const Importer::Result r = importScript(ttl);
    QVERIFY(!r.project);
    QVERIFY(r.log.error());
    QVERIFY2(r.log.error()->place().startsWith(message), qPrintable(r.log.error()->place()));
}

QTEST_GUILESS_MAIN(TestImportTtl)
#include "tst_importttl.moc"
