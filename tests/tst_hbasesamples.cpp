// Every example's sample rows, written into its real table (created by the exported script in the
// real shell) with the row keys the designer builds, binary bytes as they are: the order a real
// scan returns them in must be the preview's, and the region each row really lands in (a scan of
// each region HBase lists) the region the preview assigns it.
#include "clirunner.h"
#include "hbasedesigns.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace HBaseDesigns;

class TestHBaseSamples : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rowsLandWhereThePreviewSays_data();
    void rowsLandWhereThePreviewSays();

private:
    HBaseInstance::Endpoints m_hbase;
    QList<Design> m_designs;
};

void TestHBaseSamples::initTestCase()
{
    HBD_REQUIRE_HBASE(hbase);
    m_hbase = hbase;
    const HBaseVersion dialect = dialectsFor(hbase.line).last();
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    for (const QString &f : examples.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QString error;
        const std::optional<Design> d = exportFile(examples.filePath(f), dialect, &error);
        QVERIFY2(d, qPrintable(error));
        QVERIFY2(d->exported.ok(), qPrintable(d->exported.errors.join(u"; ")));
        m_designs.append(*d);
    }
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const QString script = work.filePath(QStringLiteral("create.rb"));
    QVERIFY(TestUtil::writeFile(script, batch(m_designs)));
    const HBaseInstance::ShellRun run = HBaseInstance::shell(script, work.path());
    QVERIFY2(run.status == 0 && HBaseInstance::lastTag(run.out) == "END",
             qPrintable(QString::fromUtf8(run.out.right(3000))));
}

void TestHBaseSamples::rowsLandWhereThePreviewSays_data()
{
    QTest::addColumn<int>("design");
    QTest::addColumn<int>("table");
    for (int d = 0; d < m_designs.size(); ++d) {
        for (int t = 0; t < m_designs[d].project.tables.size(); ++t)
            QTest::newRow(qPrintable(m_designs[d].project.tables[t].fullName())) << d << t;
    }
}

namespace {

struct PreviewKey
{
    QByteArray key;
    int region = 0;
};

// The preview's keys in HBase order with their regions, as `hbase-designer-cli preview` prints
// them; a key the sample holds twice is one row in HBase, so it is kept once.
QList<PreviewKey> previewKeys(const QString &file, const QString &table, QString *error)
{
    const CliRunner::Run run =
        CliRunner::cli({QStringLiteral("preview"), file, QStringLiteral("--table"), table,
                        QStringLiteral("--format"), QStringLiteral("json")});
    if (run.status != 0) {
        *error = run.err;
        return {};
    }
    QList<PreviewKey> keys;
    const QJsonArray list =
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"keys").toArray();
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        const QByteArray key = QByteArray::fromHex(o.value(u"hex").toString().toLatin1());
        if (!keys.isEmpty() && keys.last().key == key)
            continue;
        keys.append({key, o.value(u"region").toInt()});
    }
    return keys;
}

QByteArray b64(const QByteArray &bytes)
{
    return bytes.toBase64();
}

} // namespace

void TestHBaseSamples::rowsLandWhereThePreviewSays()
{
    QFETCH(int, design);
    QFETCH(int, table);
    const Design &d = m_designs[design];
    const Table &t = d.project.tables[table];
    const QString name = t.fullName();
    QString error;
    const QList<PreviewKey> keys =
        previewKeys(QDir(d.directory).filePath(d.name + QStringLiteral(".json")), name, &error);
    QVERIFY2(!keys.isEmpty(), qPrintable(error));

    // One cell a row, in the table's first family, in batches of 2,000 rows a request.
    QVERIFY(!t.families.isEmpty());
    const QByteArray column = b64(t.families.first().name.toUtf8() + ":q");
    for (qsizetype from = 0; from < keys.size(); from += 2000) {
        QJsonArray rows;
        for (qsizetype i = from; i < std::min(keys.size(), from + 2000); ++i) {
            QJsonObject cell{
                {QStringLiteral("column"), QString::fromLatin1(column)},
                {QStringLiteral("$"), QString::fromLatin1(b64(QByteArray::number(i)))}};
            rows.append(QJsonObject{{QStringLiteral("key"), QString::fromLatin1(b64(keys[i].key))},
                                    {QStringLiteral("Cell"), QJsonArray{cell}}});
        }
        const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("Row"), rows}})
                                    .toJson(QJsonDocument::Compact);
        const HBaseInstance::Reply put = HBaseInstance::request(
            m_hbase, "PUT", HBaseInstance::tablePath(name) + QStringLiteral("/batch"), body);
        QVERIFY2(put.status == 200, qPrintable(QStringLiteral("PUT rows: HTTP %1 %2")
                                                   .arg(put.status)
                                                   .arg(QString::fromUtf8(put.body.left(300)))));
    }

    // Each region HBase lists, scanned on its own: the rows it holds, in the order it returns them.
    const QList<HBaseInstance::Region> regions = HBaseInstance::regions(m_hbase, name, &error);
    QVERIFY2(!regions.isEmpty(), qPrintable(error));
    QList<PreviewKey> held;
    for (int r = 0; r < regions.size(); ++r) {
        QJsonObject scanner{{QStringLiteral("batch"), 5000}};
        if (!regions[r].start.isEmpty())
            scanner.insert(QStringLiteral("startRow"), QString::fromLatin1(b64(regions[r].start)));
        if (!regions[r].end.isEmpty())
            scanner.insert(QStringLiteral("endRow"), QString::fromLatin1(b64(regions[r].end)));
        const HBaseInstance::Reply open = HBaseInstance::request(
            m_hbase, "PUT", HBaseInstance::tablePath(name) + QStringLiteral("/scanner"),
            QJsonDocument(scanner).toJson(QJsonDocument::Compact));
        QVERIFY2(open.status == 201 && !open.location.isEmpty(),
                 qPrintable(QStringLiteral("open a scanner: HTTP %1").arg(open.status)));
        for (;;) {
            const HBaseInstance::Reply next = HBaseInstance::get(m_hbase, open.location);
            if (next.status == 204)
                break;
            QVERIFY2(next.status == 200,
                     qPrintable(QStringLiteral("scan: HTTP %1").arg(next.status)));
            const QJsonArray rows =
                QJsonDocument::fromJson(next.body).object().value(u"Row").toArray();
            for (const QJsonValue &row : rows) {
                const QByteArray key =
                    QByteArray::fromBase64(row.toObject().value(u"key").toString().toLatin1());
                if (held.isEmpty() || held.last().key != key)
                    held.append({key, r});
            }
        }
        HBaseInstance::request(m_hbase, "DELETE", open.location);
    }

    QCOMPARE(held.size(), keys.size());
    int wrongRegion = 0;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (held[i].key != keys[i].key)
            QFAIL(qPrintable(QStringLiteral("row %1 of the scan is %2; the preview puts %3 there")
                                 .arg(i + 1)
                                 .arg(QString::fromLatin1(held[i].key.toHex()),
                                      QString::fromLatin1(keys[i].key.toHex()))));
        if (held[i].region != keys[i].region && ++wrongRegion <= 5)
            qWarning("%s is in region %d; the preview says %d", keys[i].key.toHex().constData(),
                     held[i].region, keys[i].region);
    }
    QCOMPARE(wrongRegion, 0);
    qInfo("%lld rows in %lld regions", qlonglong(keys.size()), qlonglong(regions.size()));
}

QTEST_GUILESS_MAIN(TestHBaseSamples)
#include "tst_hbasesamples.moc"
