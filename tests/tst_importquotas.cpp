// describe with quotas on: 2.x on prints, after a table's families, a "QUOTAS" header, a row per
// quota the table has (QuotaSettings.toString, e.g. ThrottleSettings: "TYPE => THROTTLE,
// THROTTLE_TYPE => REQUEST_NUMBER, LIMIT => 10req/sec, SCOPE => MACHINE"), then "N row(s)"
// (hbase-shell/src/main/ruby/shell/commands/describe.rb; docs/cli.md#import). Quotas are not
// part of the schema: each is a warning and a line of the project's notes, never a "skipped"
// line and never an error.
#include "model/import/importer.h"

#include <QTest>

namespace {

const char *const kFamily = "{NAME => 'd', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', VERSIONS "
                            "=> '1', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => "
                            "'NONE', COMPRESSION => 'SNAPPY', TTL => 'FOREVER', MIN_VERSIONS => "
                            "'0', BLOCKCACHE => 'true', BLOCKSIZE => '65536 B (64KB)', "
                            "REPLICATION_SCOPE => '0'}";

QByteArray describeWithQuotas(const QByteArray &quotaRows, int count)
{
    return QByteArray("hbase:003:0> describe 'shop:orders'\n"
                      "Table shop:orders is ENABLED\n"
                      "shop:orders, {TABLE_ATTRIBUTES => {MAX_FILESIZE => '10737418240'}}\n"
                      "COLUMN FAMILIES DESCRIPTION\n") +
           kFamily +
           "\n\n1 row(s)\n"
           "QUOTAS\n" +
           quotaRows + QByteArray::number(count) +
           " row(s)\n"
           "Took 0.0412 seconds\n";
}

// The text as a terminal `width` columns wide shows it: every line cut into pieces of that width
// (a paste then loses the blanks at the ends of the pieces).
QByteArray cutAt(const QByteArray &text, int width)
{
    QByteArray out;
    for (const QByteArray &line : text.split('\n')) {
        for (qsizetype from = 0; from == 0 || from < line.size(); from += width)
            out += line.mid(from, width).trimmed() + '\n';
    }
    out.chop(1);
    return out;
}

} // namespace

class TestImportQuotas : public QObject
{
    Q_OBJECT

private slots:
    void quotasAreListedNotSkipped();
    void aQuotaCutAtTheTerminalWidthIsOneQuota();
    void noQuotasIsNoWarning();
    void quotasOfAnOutputPastedOnOneLine_data();
    void quotasOfAnOutputPastedOnOneLine();
};

void TestImportQuotas::quotasAreListedNotSkipped()
{
    const QByteArray text = describeWithQuotas(
        " TYPE => THROTTLE, THROTTLE_TYPE => REQUEST_NUMBER, LIMIT => 10req/sec, SCOPE => MACHINE\n"
        " TYPE => THROTTLE, THROTTLE_TYPE => WRITE_SIZE, LIMIT => 10M/sec, SCOPE => MACHINE\n",
        2);
    const Importer::Result r = Importer::run({{QStringLiteral("orders.txt"), text}});
    QVERIFY2(r.project, r.log.error() ? qPrintable(r.log.error()->place()) : "no project");
    // The table and its family are read as without quotas.
    QCOMPARE(r.project->tables.size(), 1);
    QCOMPARE(r.project->tables.first().families.size(), 1);
    QCOMPARE(r.project->tables.first().families.first().name, QStringLiteral("d"));
    // One warning per quota, on the quota's own line, naming the table; nothing else.
    QCOMPARE(r.log.warnings().size(), 2);
    QCOMPARE(r.log.warnings().at(0).line, 9);
    QCOMPARE(r.log.warnings().at(1).line, 10);
    for (const ImportMessage &w : r.log.warnings()) {
        QVERIFY2(w.text.contains(QLatin1StringView("shop:orders")), qPrintable(w.text));
        QVERIFY2(!w.text.contains(QLatin1StringView("skipped")), qPrintable(w.text));
    }
    QVERIFY(r.log.warnings().at(1).text.contains(QLatin1StringView("WRITE_SIZE")));
    // The whole quota, not cut short.
    QVERIFY(r.log.warnings().at(0).text.contains(QLatin1StringView("SCOPE => MACHINE)")));
    // The notes keep each quota whole, to set again with set_quota.
    const QString notes = r.project->notes;
    QVERIFY2(notes.contains(QLatin1StringView("set_quota")), qPrintable(notes));
    QVERIFY2(notes.contains(QLatin1StringView("shop:orders: TYPE => THROTTLE, THROTTLE_TYPE => "
                                              "REQUEST_NUMBER, LIMIT => 10req/sec, SCOPE => "
                                              "MACHINE")),
             qPrintable(notes));
    QVERIFY2(notes.contains(QLatin1StringView("LIMIT => 10M/sec")), qPrintable(notes));
}

void TestImportQuotas::aQuotaCutAtTheTerminalWidthIsOneQuota()
{
    // A 60-column terminal cuts every row, the quota's too; its pieces are one quota.
    const QByteArray text = cutAt(
        describeWithQuotas("TYPE => THROTTLE, THROTTLE_TYPE => REQUEST_NUMBER, LIMIT => 10req/sec, "
                           "SCOPE => MACHINE\n",
                           1),
        60);
    // Cut at a blank, which the paste lost: "LIMIT =>" and "10req/sec" must not run together.
    QVERIFY(text.contains("\nTYPE => THROTTLE, THROTTLE_TYPE => REQUEST_NUMBER, LIMIT =>\n10req"));
    const Importer::Result r = Importer::run({{QStringLiteral("orders.txt"), text}});
    QVERIFY2(r.project, r.log.error() ? qPrintable(r.log.error()->place()) : "no project");
    QCOMPARE(r.log.warnings().size(), 1);
    QVERIFY2(r.project->notes.contains(QLatin1StringView("LIMIT => 10req/sec, SCOPE => MACHINE")),
             qPrintable(r.project->notes));
}

void TestImportQuotas::noQuotasIsNoWarning()
{
    const Importer::Result r =
        Importer::run({{QStringLiteral("orders.txt"), describeWithQuotas({}, 0)}});
    QVERIFY2(r.project, r.log.error() ? qPrintable(r.log.error()->place()) : "no project");
    QVERIFY(r.log.warnings().isEmpty());
    QVERIFY(!r.project->notes.contains(QLatin1StringView("set_quota")));
}

void TestImportQuotas::quotasOfAnOutputPastedOnOneLine_data()
{
    QTest::addColumn<QByteArray>("quotaRows");
    QTest::addColumn<int>("quotas");
    QTest::newRow("one quota") << QByteArray("TYPE => THROTTLE, THROTTLE_TYPE => REQUEST_NUMBER, "
                                             "LIMIT => 10req/sec, SCOPE => MACHINE\n")
                               << 1;
    QTest::newRow("two quotas") << QByteArray("TYPE => THROTTLE, THROTTLE_TYPE => REQUEST_NUMBER, "
                                              "LIMIT => 10req/sec, SCOPE => MACHINE\n"
                                              "TYPE => SPACE, LIMIT => 1073741824, "
                                              "VIOLATION_POLICY => NO_INSERTS\n")
                                << 2;
}

void TestImportQuotas::quotasOfAnOutputPastedOnOneLine()
{
    // Pasted into a one-line field: the line ends become blanks. The quotas are read as from
    // the output as printed, and nothing else is warned about but the lost line ends.
    QFETCH(QByteArray, quotaRows);
    QFETCH(int, quotas);
    QByteArray flat = describeWithQuotas(quotaRows, quotas);
    flat.replace('\n', ' ');
    const Importer::Result r = Importer::run({{QStringLiteral("pasted text"), flat}});
    QVERIFY2(r.project, r.log.error() ? qPrintable(r.log.error()->place()) : "no project");
    QCOMPARE(r.project->tables.size(), 1);
    QStringList warnings;
    for (const ImportMessage &w : r.log.warnings())
        warnings.append(w.text);
    QVERIFY2(warnings.size() == quotas + 1, qPrintable(warnings.join(u'\n')));
    QVERIFY2(warnings.first().contains(QLatin1StringView("lost its line breaks")),
             qPrintable(warnings.first()));
    QVERIFY2(r.project->notes.contains(QLatin1StringView(
                 "shop:orders: TYPE => THROTTLE, THROTTLE_TYPE => REQUEST_NUMBER, LIMIT => "
                 "10req/sec, SCOPE => MACHINE\n")) ||
                 r.project->notes.endsWith(QLatin1StringView("SCOPE => MACHINE")),
             qPrintable(r.project->notes));
    if (quotas == 2)
        QVERIFY2(r.project->notes.endsWith(QLatin1StringView(
                     "shop:orders: TYPE => SPACE, LIMIT => 1073741824, VIOLATION_POLICY => "
                     "NO_INSERTS")),
                 qPrintable(r.project->notes));
}

QTEST_GUILESS_MAIN(TestImportQuotas)
#include "tst_importquotas.moc"
