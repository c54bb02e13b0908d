// What the write time does in a row key, read from the notation and the generators
// (model/rules/timeinkey.h, docs/designer.md#what-a-sample-can-show): a bucket's length, whether
// it keeps time's order, the busiest series' share, the keys a table can hold, dates written as
// text. Each expected figure is worked out by hand from the notation's arithmetic
// (docs/rowkey-notation.md), not taken from the designer.
#include "model/rowkey/rowkeynotation.h"
#include "model/rules/timeinkey.h"
#include "model/schema/units.h"

#include <QTest>

#include <cmath>

class TestTimeInKey : public QObject
{
    Q_OBJECT

private slots:
    void resolution_data();
    void resolution();
    void busiestSeries();
    void keySpace();
    void textDates_data();
    void textDates();
    void wholeDurations();
};

namespace {

Table timeTable(const QString &notation, QList<FieldGenerator> generators)
{
    Table t;
    t.name = QStringLiteral("t");
    t.rowKey = RowKeyNotation::parse(notation).key;
    FieldGenerator ts;
    ts.field = QStringLiteral("ts");
    ts.kind = GeneratorKind::Timestamp;
    ts.ratePerSecond = 20000;
    generators.append(ts);
    t.sample.generators = generators;
    return t;
}

FieldGenerator ids(const QString &field, GeneratorKind kind, qint64 cardinality,
                   double exponent = 0)
{
    FieldGenerator g;
    g.field = field;
    g.kind = kind;
    g.cardinality = cardinality;
    g.exponent = exponent;
    return g;
}

} // namespace

void TestTimeInKey::resolution_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<bool>("isTime");
    QTest::addColumn<double>("units");
    QTest::addColumn<bool>("ordered");
    QTest::newRow("the time") << "ts" << true << 1.0 << true;
    QTest::newRow("an hour") << "ts / 3600000" << true << 3600000.0 << true;
    QTest::newRow("OpenTSDB's hour") << "ts / 3600 * 3600" << true << 3600.0 << true;
    QTest::newRow("a minute's start") << "ts - ts % 60000" << true << 60000.0 << true;
    QTest::newRow("reverse seconds") << "rev(ts / 1000)" << true << 1000.0 << true;
    QTest::newRow("negated, offset") << "-(ts + 5)" << true << 1.0 << true;
    QTest::newRow("reversed digits") << "reverse(ts)" << true << 1.0 << false;
    QTest::newRow("a cyclic bucket") << "ts % 16" << false << 0.0 << false;
    QTest::newRow("a digest") << "md5(ts)" << false << 0.0 << false;
    QTest::newRow("another field") << "device" << false << 0.0 << false;
    QTest::newRow("mixed with a field") << "device + ts" << false << 0.0 << false;
}

void TestTimeInKey::resolution()
{
    QFETCH(QString, expression);
    QFETCH(bool, isTime);
    QFETCH(double, units);
    QFETCH(bool, ordered);
    const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(expression);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    const std::optional<TimeInKey::Resolution> r =
        TimeInKey::resolution(parsed.expression, QStringLiteral("ts"));
    QCOMPARE(r.has_value(), isTime);
    if (r) {
        QCOMPARE(r->units, units);
        QCOMPARE(r->ordered, ordered);
    }
}

void TestTimeInKey::busiestSeries()
{
    // 300 even metrics times 2,000 even hosts: one series in 600,000.
    const Table tsdb = timeTable(QStringLiteral("[uid(metric,3)][ts / 3600000:int][uid(host,3)]"),
                                 {ids(QStringLiteral("metric"), GeneratorKind::Zipf, 300),
                                  ids(QStringLiteral("host"), GeneratorKind::Zipf, 2000)});
    QCOMPARE(*TimeInKey::busiestSeriesShare(tsdb), 1.0 / 600000.0);
    const std::optional<TimeInKey::Held> held = TimeInKey::finestTime(tsdb);
    QVERIFY(held);
    QCOMPARE(held->segment, 1);
    QCOMPARE(held->millis, 3600000.0);
    QVERIFY(!TimeInKey::leadingTime(tsdb)); // a metric leads, not the hour

    // Zipf with exponent 1 over 4 values: weights 1, 1/2, 1/3, 1/4; the first takes 12/25.
    const Table skewed = timeTable(QStringLiteral("[city][ts:long]"),
                                   {ids(QStringLiteral("city"), GeneratorKind::Zipf, 4, 1.0)});
    QCOMPARE(*TimeInKey::busiestSeriesShare(skewed), 12.0 / 25.0);

    // A weighted list: 3 of 4 writes go to the heaviest value.
    FieldGenerator kinds;
    kinds.field = QStringLiteral("kind");
    kinds.kind = GeneratorKind::Enumeration;
    kinds.values = {{QStringLiteral("click"), 3}, {QStringLiteral("view"), 1}};
    const Table weighted = timeTable(QStringLiteral("[ts / 60000:long][kind]"), {kinds});
    QCOMPARE(*TimeInKey::busiestSeriesShare(weighted), 0.75);
    const std::optional<TimeInKey::Held> lead = TimeInKey::leadingTime(weighted);
    QVERIFY(lead);
    QCOMPARE(lead->millis, 60000.0);

    // A CSV sample states no spread.
    Table csv = weighted;
    csv.sample.csvFile = QStringLiteral("rows.csv");
    QVERIFY(!TimeInKey::busiestSeriesShare(csv));
}

void TestTimeInKey::keySpace()
{
    // An hour and 50,000 devices over 30 days: 50,000 x 720 hours.
    Table hourly = timeTable(QStringLiteral("[ts / 3600000:int][device]"),
                             {ids(QStringLiteral("device"), GeneratorKind::Periodic, 50000)});
    hourly.volume.retentionDays = 30;
    const std::optional<TimeInKey::KeySpace> space = TimeInKey::keySpace(hourly);
    QVERIFY(space);
    QCOMPARE(space->fields, QStringList{QStringLiteral("device")});
    QCOMPARE(space->keys(), 50000.0 * 720.0);

    // No time in the key: the devices alone, whatever the retention.
    Table latest = timeTable(QStringLiteral("[device]"),
                             {ids(QStringLiteral("device"), GeneratorKind::Periodic, 50000)});
    QCOMPARE(TimeInKey::keySpace(latest)->keys(), 50000.0);

    // Kept forever: a key with a time never runs out.
    hourly.volume.retentionDays = 0;
    QVERIFY(!TimeInKey::keySpace(hourly));

    // Phone numbers under one prefix are the sample's making, not the design's count.
    FieldGenerator phone;
    phone.field = QStringLiteral("phone");
    phone.kind = GeneratorKind::Phone;
    phone.prefix = QStringLiteral("138");
    QVERIFY(!TimeInKey::keySpace(timeTable(QStringLiteral("[phone]"), {phone})));
}

void TestTimeInKey::textDates_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("millis"); // 0: not a date
    const double hour = 3600000.0;
    QTest::newRow("yyyyMMdd") << "20260301" << 24 * hour;
    QTest::newRow("yyyy-MM-dd") << "2026-03-01" << 24 * hour;
    QTest::newRow("yyyyMMddHH") << "2026030117" << hour;
    QTest::newRow("yyyy-MM-dd HH") << "2026-03-01 17" << hour;
    QTest::newRow("yyyyMMddHHmm") << "202603011759" << 60000.0;
    QTest::newRow("yyyyMM") << "202603" << 30 * 24 * hour;
    QTest::newRow("epoch seconds") << "1793491200" << 0.0;
    QTest::newRow("no 13th month") << "20261301" << 0.0;
    QTest::newRow("no 25th hour") << "2026030125" << 0.0;
    QTest::newRow("a name") << "2026abc" << 0.0;
    QTest::newRow("odd digits") << "2026031" << 0.0;
}

void TestTimeInKey::textDates()
{
    QFETCH(QString, text);
    QFETCH(double, millis);
    const QByteArray bytes = text.toUtf8();
    const std::optional<double> step =
        TimeInKey::textDateStep(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    QCOMPARE(step.value_or(0.0), millis);
}

void TestTimeInKey::wholeDurations()
{
    QCOMPARE(Units::formatDuration(86400), QStringLiteral("1 d"));
    QCOMPARE(Units::formatDuration(3600), QStringLiteral("1 h"));
    QCOMPARE(Units::formatDuration(60), QStringLiteral("1 min"));
    QCOMPARE(Units::formatDuration(5400), QStringLiteral("90 min"));
    QCOMPARE(Units::formatDuration(2.5), QStringLiteral("2.5 s"));
    QCOMPARE(Units::formatDuration(30 * 86400), QStringLiteral("30 d"));
}

QTEST_APPLESS_MAIN(TestTimeInKey)
#include "tst_timeinkey.moc"
