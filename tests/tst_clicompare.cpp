// hbase-designer-cli compare: every figure it puts side by side is the one the single-table
// commands report for that table alone (regions, preview, lint), for every table of every example.
#include "clirunner.h"
#include "testutil.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using CliRunner::cli;
using CliRunner::Run;

namespace {

QJsonObject jsonOf(const Run &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

QStringList tablesOf(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList names;
    const QJsonObject project = QJsonDocument::fromJson(f.readAll()).object();
    for (const QJsonValue &t : project.value(QStringLiteral("tables")).toArray()) {
        const QJsonObject table = t.toObject();
        const QString ns = table.value(QStringLiteral("namespace")).toString();
        const QString name = table.value(QStringLiteral("name")).toString();
        names.append(ns.isEmpty() || ns == u"default" ? name : ns + u':' + name);
    }
    return names;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestCliCompare : public QObject
{
    Q_OBJECT

private slots:
    void figuresEqualTheSingleTableCommands_data();
    void figuresEqualTheSingleTableCommands();
    void aTableOfAnotherFile();
    void refusesWithoutTwoTables();
    void textShowsEachFamilysSettings();
};

void TestCliCompare::figuresEqualTheSingleTableCommands_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("other");
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString file = examples.filePath(name);
        const QStringList tables = tablesOf(file);
        for (qsizetype i = 0; i < tables.size(); ++i)
            QTest::newRow(qPrintable(name + u' ' + tables[i]))
                << file << tables[i] << tables[(i + 1) % tables.size()];
    }
}

// The first table's figures in `compare` against regions, preview and lint run on it alone.
void TestCliCompare::figuresEqualTheSingleTableCommands()
{
    QFETCH(QString, file);
    QFETCH(QString, table);
    QFETCH(QString, other);
    const Run compared =
        cli({QStringLiteral("compare"), file, QStringLiteral("--table"), table,
             QStringLiteral("--table"), other, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(compared.status, 0);
    const QJsonArray both = jsonOf(compared).value(QStringLiteral("tables")).toArray();
    QCOMPARE(both.size(), 2);
    const QJsonObject f = both[0].toObject();
    QCOMPARE(f.value(QStringLiteral("table")).toString(), table);

    const QStringList alone{file, QStringLiteral("--table"), table, QStringLiteral("--format"),
                            QStringLiteral("json")};
    const Run lint = cli(QStringList{QStringLiteral("lint")} + alone);
    QVERIFY(lint.status == 0 || lint.status == 1);
    QJsonObject counts{
        {QStringLiteral("error"), 0}, {QStringLiteral("warning"), 0}, {QStringLiteral("info"), 0}};
    for (const QJsonValue &finding : jsonOf(lint).value(QStringLiteral("findings")).toArray()) {
        const QString severity = finding.toObject().value(QStringLiteral("severity")).toString();
        counts[severity] = counts.value(severity).toInt() + 1;
    }
    QCOMPARE(f.value(QStringLiteral("findings")).toObject(), counts);

    const Run regions = cli(QStringList{QStringLiteral("regions")} + alone);
    if (!f.value(QStringLiteral("measured")).toBool()) {
        QCOMPARE(regions.status, 2); // no sample or no row key: nothing to measure
        return;
    }
    QCOMPARE(regions.status, 0);
    const QJsonObject r = jsonOf(regions);
    QCOMPARE(f.value(QStringLiteral("rows")).toInteger(),
             r.value(QStringLiteral("rows")).toInteger());
    QCOMPARE(f.value(QStringLiteral("regions")).toInt(),
             int(r.value(QStringLiteral("regions")).toArray().size()));
    for (const char *key : {"emptyRegions", "maxOverMean", "coefficientOfVariation"})
        QVERIFY2(close(f.value(QLatin1StringView(key)).toDouble(),
                       r.value(QLatin1StringView(key)).toDouble()),
                 key);
    double hottest = 0;
    for (const QJsonValue &w : r.value(QStringLiteral("heatmap")).toArray())
        hottest = std::max(hottest, w.toObject().value(QStringLiteral("hottestShare")).toDouble());
    QVERIFY(close(f.value(QStringLiteral("hottestWindowShare")).toDouble(), hottest));
    const QJsonObject storage = r.value(QStringLiteral("storage")).toObject();
    QVERIFY(close(f.value(QStringLiteral("bytesPerRow")).toDouble(),
                  storage.value(QStringLiteral("bytesPerRow")).toDouble()));
    QVERIFY(close(f.value(QStringLiteral("totalBytes")).toDouble(),
                  storage.value(QStringLiteral("totalBytes")).toDouble()));
    QVERIFY(close(f.value(QStringLiteral("storeBytes")).toDouble(),
                  storage.value(QStringLiteral("storeBytes")).toDouble() +
                      storage.value(QStringLiteral("mobBytes")).toDouble()));
    QCOMPARE(f.value(QStringLiteral("regionsAtTarget")).toInteger(),
             storage.value(QStringLiteral("regions")).toInteger());
    const QJsonArray patterns = r.value(QStringLiteral("accessPatterns")).toArray();
    const QJsonArray compPatterns = f.value(QStringLiteral("accessPatterns")).toArray();
    QCOMPARE(compPatterns.size(), patterns.size());
    for (qsizetype i = 0; i < patterns.size(); ++i) {
        const QJsonObject p = patterns[i].toObject();
        const QJsonObject q = compPatterns[i].toObject();
        for (const char *key : {"pattern", "method", "scans"})
            QCOMPARE(q.value(QLatin1StringView(key)), p.value(QLatin1StringView(key)));
        QVERIFY(close(q.value(QStringLiteral("meanRegions")).toDouble(),
                      p.value(QStringLiteral("meanRegions")).toDouble()));
    }

    // Key lengths from the keys preview prints (hex: two digits a byte).
    const Run preview = cli(QStringList{QStringLiteral("preview")} + alone);
    QCOMPARE(preview.status, 0);
    qint64 bytes = 0;
    int longest = 0;
    const QJsonArray keys = jsonOf(preview).value(QStringLiteral("keys")).toArray();
    QVERIFY(!keys.isEmpty());
    for (const QJsonValue &k : keys) {
        const int size = int(k.toObject().value(QStringLiteral("hex")).toString().size() / 2);
        bytes += size;
        longest = std::max(longest, size);
    }
    QCOMPARE(f.value(QStringLiteral("keyBytesMax")).toInt(), longest);
    QVERIFY(close(f.value(QStringLiteral("keyBytesMean")).toDouble(),
                  double(bytes) / double(keys.size())));
}

// OTHER.json:NS:T names a table of another project, read from that file's folder.
void TestCliCompare::aTableOfAnotherFile()
{
    const QString chat = TestUtil::chatExample();
    const QString other = chat + QStringLiteral(":MOMO_CHAT:MSG");
    const Run r =
        cli({QStringLiteral("compare"), TestUtil::sourcePath(QStringLiteral("examples/logs.json")),
             QStringLiteral("--table"), other, QStringLiteral("--table"),
             QStringLiteral("MOMO_CHAT:MSG_BY_TIME"), QStringLiteral("--format"),
             QStringLiteral("json")});
    QCOMPARE(r.status, 2); // MSG_BY_TIME is the chat project's, not the logs project's
    QVERIFY2(r.err.contains(QStringLiteral("MOMO_CHAT:MSG_BY_TIME")), qPrintable(r.err));

    const Run ok = cli({QStringLiteral("compare"), chat, QStringLiteral("--table"), other,
                        QStringLiteral("--table"), QStringLiteral("MOMO_CHAT:MSG"),
                        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(ok.status, 0);
    const QJsonArray both = jsonOf(ok).value(QStringLiteral("tables")).toArray();
    QCOMPARE(both[0].toObject().value(QStringLiteral("table")).toString(), other);
    QJsonObject first = both[0].toObject();
    QJsonObject second = both[1].toObject();
    first.remove(QStringLiteral("table"));
    second.remove(QStringLiteral("table"));
    QCOMPARE(first, second); // the same table measured the same way
}

void TestCliCompare::refusesWithoutTwoTables()
{
    const Run one = cli({QStringLiteral("compare"), TestUtil::chatExample(),
                         QStringLiteral("--table"), QStringLiteral("MOMO_CHAT:MSG")});
    QCOMPARE(one.status, 2);
    QVERIFY(one.err.contains(QStringLiteral("--table A --table B")));
    const Run missing =
        cli({QStringLiteral("compare"), TestUtil::chatExample(), QStringLiteral("--table"),
             QStringLiteral("MOMO_CHAT:MSG"), QStringLiteral("--table"), QStringLiteral("NOPE")});
    QCOMPARE(missing.status, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("no table \"NOPE\"")), qPrintable(missing.err));
}

// The text puts the families side by side, each by name; a family one table lacks is "—" there.
void TestCliCompare::textShowsEachFamilysSettings()
{
    const QString lessons = TestUtil::sourcePath(QStringLiteral("resources/lessons/"));
    const Run r =
        cli({QStringLiteral("compare"), lessons + QStringLiteral("site-history.start.json"),
             QStringLiteral("--table"), QStringLiteral("CRAWL:PAGES"), QStringLiteral("--table"),
             lessons + QStringLiteral("families-mob.solution.json:SHOP:PRODUCTS")});
    QCOMPARE(r.status, 0);
    const QStringList lines = r.out.split(u'\n');
    const auto line = [&lines](const QString &start) {
        for (const QString &l : lines) {
            if (l.startsWith(start))
                return l.simplified();
        }
        return QString();
    };
    QCOMPARE(line(QStringLiteral("column families")), QStringLiteral("column families 1 2 +1"));
    QCOMPARE(line(QStringLiteral("MOB families")), QStringLiteral("MOB families 0 1 +1"));
    // Each family a heading: c on the left only, "—" on the right.
    const qsizetype c = lines.indexOf(QRegularExpression(QStringLiteral("^family c\\s.*")));
    QVERIFY2(c >= 0, qPrintable(r.out));
    QCOMPARE(lines.value(c).simplified(), QStringLiteral("family c —"));
    QCOMPARE(lines.value(c + 1).simplified(), QStringLiteral("VERSIONS 1 —"));
    const qsizetype m = lines.indexOf(QRegularExpression(QStringLiteral("^family m\\s.*")));
    QVERIFY2(m >= 0, qPrintable(r.out));
    QCOMPARE(lines.value(m + 3).simplified(), QStringLiteral("MOB — MOB over 100 KiB"));
    QCOMPARE(lines.value(m + 2).simplified(), QStringLiteral("TTL — FOREVER"));
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_clicompare.moc"
