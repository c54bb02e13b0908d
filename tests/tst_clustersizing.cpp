// The cluster profile's sizing fields (docs/file-format.md §4.2, docs/hbase-reference.md §6):
// HBase's defaults, written as format version 4 only when stated, refused as a region server
// refuses them (memstores and block cache above 80% of the heap), and edited in Properties.
#include "testutil.h"

#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"
#include "translations/translator.h"
#include "ui/properties/propertysheet.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestClusterSizing : public QObject
{
    Q_OBJECT

private slots:
    void defaultsAreHBases();
    void statedSizingIsWrittenAsVersion4AndReadBack();
    void defaultSizingKeepsTheOldVersion();
    void aFileAskingMoreThanTheHeapAllowsIsRefused();
    void propertiesEditTheSizing();
    void propertiesRefuseWhatARegionServerRefuses_data();
    void propertiesRefuseWhatARegionServerRefuses();
    void theRefusalsAreChineseToo();
    void aFixSetsOneAttributeEntry();
    void aDeletePatternIsAVersion5File();
};

void TestClusterSizing::defaultsAreHBases()
{
    const ClusterProfile c;
    QCOMPARE(c.memstoreFraction, 0.4);         // MemorySizeUtil.DEFAULT_MEMSTORE_SIZE
    QCOMPARE(c.blockCacheFraction, 0.4);       // HConstants.HFILE_BLOCK_CACHE_SIZE_DEFAULT
    QCOMPARE(c.memstoreFlushBytes, 134217728); // hbase.hregion.memstore.flush.size
    QCOMPARE(c.hdfsReplication, 3);            // dfs.replication
    QVERIFY(!c.heapBytes && !c.diskBytes);     // HBase sets neither
    QCOMPARE(c.heap(), 16LL * 1024 * 1024 * 1024);
    QVERIFY(!c.statesSizing());
}

void TestClusterSizing::statedSizingIsWrittenAsVersion4AndReadBack()
{
    Project project;
    project.name = QStringLiteral("sized");
    project.cluster.heapBytes = 24LL << 30;
    project.cluster.memstoreFraction = 0.45;
    project.cluster.blockCacheFraction = 0.35; // together 0.8, the most a server allows
    project.cluster.memstoreFlushBytes = 256LL << 20;
    project.cluster.hdfsReplication = 2;
    project.cluster.bucketCacheBytes = 32LL << 30; // off the heap: not within the 80%
    const QByteArray bytes = serializeProject(project);
    const QJsonObject doc = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(doc[u"formatVersion"].toInt(), 5); // with the BucketCache
    const QJsonObject cluster = doc[u"cluster"].toObject();
    QCOMPARE(cluster[u"heapBytes"].toDouble(), double(24LL << 30));
    QCOMPARE(cluster[u"memstoreFraction"].toDouble(), 0.45);
    QCOMPARE(cluster[u"blockCacheFraction"].toDouble(), 0.35);
    QCOMPARE(cluster[u"hdfsReplication"].toInt(), 2);
    QCOMPARE(cluster[u"memstoreFlushBytes"].toDouble(), double(256LL << 20));
    QCOMPARE(cluster[u"bucketCacheBytes"].toDouble(), double(32LL << 30));
    QVERIFY(cluster[u"diskBytes"].isNull()); // not stated, and written all the same
    const ProjectFile::LoadResult read = ProjectFile::parse(bytes, QStringLiteral("sized.json"));
    QVERIFY2(read.project, qPrintable(read.error));
    QCOMPARE(read.project->cluster, project.cluster);
    QCOMPARE(serializeProject(*read.project), bytes);
    // A BucketCache alone is sizing too; none is written as null and read back as none.
    Project bucket;
    bucket.name = QStringLiteral("bucket");
    bucket.cluster.bucketCacheBytes = 1LL << 20;
    QVERIFY(bucket.cluster.statesSizing());
    const ProjectFile::LoadResult again =
        ProjectFile::parse(serializeProject(bucket), QStringLiteral("bucket.json"));
    QVERIFY2(again.project, qPrintable(again.error));
    QCOMPARE(again.project->cluster.bucketCacheBytes, std::optional<qint64>(1LL << 20));
    // Without it the same sizing is a version 4 file, with no bucketCacheBytes in it.
    project.cluster.bucketCacheBytes.reset();
    const QJsonObject v4 = QJsonDocument::fromJson(serializeProject(project)).object();
    QCOMPARE(v4[u"formatVersion"].toInt(), 4);
    QVERIFY(!v4[u"cluster"].toObject().contains(u"bucketCacheBytes"));
}

void TestClusterSizing::defaultSizingKeepsTheOldVersion()
{
    ProjectFile::LoadResult chat = ProjectFile::load(TestUtil::chatExample());
    QVERIFY(chat.project);
    // The example states its cluster's heap and disk; without them it is a version 3 file.
    chat.project->cluster.heapBytes.reset();
    chat.project->cluster.diskBytes.reset();
    const QJsonObject doc = QJsonDocument::fromJson(serializeProject(*chat.project)).object();
    QVERIFY(doc[u"formatVersion"].toInt() <= 3);
    QVERIFY(!doc[u"cluster"].toObject().contains(u"heapBytes"));
    QCOMPARE(doc[u"cluster"].toObject().size(), 3);
}

void TestClusterSizing::aFileAskingMoreThanTheHeapAllowsIsRefused()
{
    const QByteArray text = "{\"formatVersion\": 4, \"name\": \"x\", \"cluster\": "
                            "{\"memstoreFraction\": 0.5, \"blockCacheFraction\": 0.4}}";
    const ProjectFile::LoadResult read = ProjectFile::parse(text, QStringLiteral("x.json"));
    QVERIFY(!read.project);
    QVERIFY2(read.error.startsWith(QStringLiteral("x.json: /cluster/blockCacheFraction: ")),
             qPrintable(read.error));
    QVERIFY2(read.error.contains(QStringLiteral("refuses to start")), qPrintable(read.error));
    // 0.4 + 0.4 is HBase's own default, and 0.5 + 0.3 the limit itself: both read.
    for (const char *shares :
         {"0.4, \"blockCacheFraction\": 0.4", "0.5, \"blockCacheFraction\": 0.3"}) {
        const QByteArray ok = QByteArray("{\"formatVersion\": 4, \"name\": \"x\", \"cluster\": "
                                         "{\"memstoreFraction\": ") +
                              shares + "}}";
        const ProjectFile::LoadResult fine = ProjectFile::parse(ok, QStringLiteral("x.json"));
        QVERIFY2(fine.project, qPrintable(fine.error));
    }
}

void TestClusterSizing::propertiesEditTheSizing()
{
    Project project;
    const auto apply = [&project](const char *id, const QString &text) {
        const PropertySheet::Result r =
            PropertySheet::applyById(project, QString(), QLatin1String(id), text);
        if (r.ok())
            project = r.project;
        return r.error;
    };
    QCOMPARE(apply("heap", QStringLiteral("24 GiB")), QString());
    QCOMPARE(project.cluster.heapBytes, std::optional<qint64>(24LL << 30));
    QCOMPARE(apply("heap", QString()), QString()); // empty: not stated again
    QVERIFY(!project.cluster.heapBytes);
    QCOMPARE(apply("blockCacheFraction", QStringLiteral("30%")), QString());
    QCOMPARE(project.cluster.blockCacheFraction, 0.3);
    QCOMPARE(apply("memstoreFraction", QStringLiteral("0.45")), QString()); // as hbase-site.xml
    QCOMPARE(project.cluster.memstoreFraction, 0.45);
    QCOMPARE(apply("memstoreFlushSize", QStringLiteral("256 MiB")), QString());
    QCOMPARE(project.cluster.memstoreFlushBytes, 256LL << 20);
    QCOMPARE(apply("disk", QStringLiteral("12 TiB")), QString());
    QCOMPARE(project.cluster.diskBytes, std::optional<qint64>(12LL << 40));
    QCOMPARE(apply("hdfsReplication", QStringLiteral("2")), QString());
    QCOMPARE(project.cluster.hdfsReplication, 2);
    QCOMPARE(apply("bucketCache", QStringLiteral("32 GiB")), QString());
    QCOMPARE(project.cluster.bucketCacheBytes, std::optional<qint64>(32LL << 30));
    // Shown as the editor shows them.
    const QList<Property> sheet = PropertySheet::of(project, QString());
    const auto shown = [&sheet](const char *id) {
        for (const Property &p : sheet) {
            if (p.id == QLatin1String(id))
                return p.value;
        }
        return QStringLiteral("(missing)");
    };
    QCOMPARE(shown("memstoreFraction"), QStringLiteral("45%"));
    QCOMPARE(shown("heap"), QString());
    QCOMPARE(shown("disk"), QStringLiteral("12 TiB"));
    QCOMPARE(shown("bucketCache"), QStringLiteral("32 GiB"));
    QCOMPARE(apply("bucketCache", QStringLiteral(" ")), QString()); // empty: none again
    QVERIFY(!project.cluster.bucketCacheBytes);
}

void TestClusterSizing::propertiesRefuseWhatARegionServerRefuses_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("says");
    QTest::newRow("memstores and cache above 80%")
        << QStringLiteral("memstoreFraction") << QStringLiteral("0.5")
        << QStringLiteral("refuses to start");
    QTest::newRow("cache above 80% with the memstores")
        << QStringLiteral("blockCacheFraction") << QStringLiteral("45%")
        << QStringLiteral("refuses to start");
    QTest::newRow("a share above 80%") << QStringLiteral("blockCacheFraction")
                                       << QStringLiteral("0.9") << QStringLiteral("of the heap");
    QTest::newRow("no memstore") << QStringLiteral("memstoreFraction") << QStringLiteral("0")
                                 << QStringLiteral("of the heap");
    QTest::newRow("a tiny heap") << QStringLiteral("heap") << QStringLiteral("100 MiB")
                                 << QStringLiteral("at least 256 MiB");
    QTest::newRow("a tiny BucketCache") << QStringLiteral("bucketCache") << QStringLiteral("64 KiB")
                                        << QStringLiteral("at least 1 MiB");
    QTest::newRow("no copies") << QStringLiteral("hdfsReplication") << QStringLiteral("0")
                               << QString();
}

void TestClusterSizing::propertiesRefuseWhatARegionServerRefuses()
{
    QFETCH(QString, id);
    QFETCH(QString, text);
    QFETCH(QString, says);
    const Project project;
    const PropertySheet::Result r = PropertySheet::applyById(project, QString(), id, text);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(says), qPrintable(r.error));
}

// A newcomer's trial: "堆外 BucketCache：at least 1 MiB" in the Chinese window.
void TestClusterSizing::theRefusalsAreChineseToo()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    const Project project;
    const QString tooSmall =
        PropertySheet::applyById(project, QString(), QStringLiteral("bucketCache"),
                                 QStringLiteral("64 KiB"))
            .error;
    const QString beyond =
        PropertySheet::applyById(project, QString(), QStringLiteral("memstoreFraction"),
                                 QStringLiteral("0.9"))
            .error;
    const QString together =
        PropertySheet::applyById(project, QString(), QStringLiteral("memstoreFraction"),
                                 QStringLiteral("0.5"))
            .error;
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QVERIFY2(tooSmall.contains(QStringLiteral("至少")), qPrintable(tooSmall));
    QVERIFY2(!beyond.contains(QStringLiteral("of the heap")), qPrintable(beyond));
    QVERIFY2(!together.contains(QStringLiteral("refuses to start")), qPrintable(together));
}

// A finding's fix may set one entry of a table's or family's other attributes
// ("attribute:KEY", as HBD-CLUSTER-001's normalizer fix does), keeping the others.
void TestClusterSizing::aFixSetsOneAttributeEntry()
{
    ProjectFile::LoadResult loaded = ProjectFile::load(TestUtil::chatExample());
    QVERIFY(loaded.project);
    Project project = *loaded.project;
    const QString table = project.tables.first().fullName();
    project.tables.first().otherAttributes[QStringLiteral("KEEP")] = QStringLiteral("me");
    const QString key = QStringLiteral("hbase.normalizer.merge.min_region_size.mb");
    PropertySheet::Result r = PropertySheet::applyEdits(
        project, {FixEdit{table, QStringLiteral("normalizationEnabled"), QStringLiteral("true")},
                  FixEdit{table, kFixAttributePrefix + key, QStringLiteral("0")}});
    QVERIFY2(r.ok(), qPrintable(r.error));
    const Table &fixed = r.project.tables.first();
    QVERIFY(fixed.attributes.normalizationEnabled);
    QCOMPARE(fixed.otherAttributes.value(key), QStringLiteral("0"));
    QCOMPARE(fixed.otherAttributes.value(QStringLiteral("KEEP")), QStringLiteral("me"));
    // On a family, and removed again by an empty value.
    const QString family = table + u'/' + fixed.families.first().name;
    r = PropertySheet::applyById(r.project, family, kFixAttributePrefix + QStringLiteral("K"),
                                 QStringLiteral("v"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.project.tables.first().families.first().otherAttributes.value(QStringLiteral("K")),
             QStringLiteral("v"));
    r = PropertySheet::applyById(r.project, family, kFixAttributePrefix + QStringLiteral("K"),
                                 QString());
    QVERIFY(r.project.tables.first().families.first().otherAttributes.isEmpty());
    // Nothing to set it on: refused, the project unchanged.
    r = PropertySheet::applyById(project, QStringLiteral("nope:nothing"), kFixAttributePrefix + key,
                                 QStringLiteral("0"));
    QVERIFY(!r.ok());
    QCOMPARE(r.project.tables.first().otherAttributes, project.tables.first().otherAttributes);
}

// The delete kind came with version 5: a project with one says so, and reads back.
void TestClusterSizing::aDeletePatternIsAVersion5File()
{
    ProjectFile::LoadResult chat = ProjectFile::load(TestUtil::chatExample());
    QVERIFY(chat.project);
    chat.project->cluster.heapBytes.reset();
    chat.project->cluster.diskBytes.reset();
    AccessPattern del;
    del.name = QStringLiteral("forget a message");
    del.kind = AccessKind::Delete;
    del.fields = {QStringLiteral("sender")};
    del.ratePerSecond = 2;
    chat.project->tables.first().accessPatterns.append(del);
    const QByteArray bytes = serializeProject(*chat.project);
    QCOMPARE(QJsonDocument::fromJson(bytes).object()[u"formatVersion"].toInt(), 5);
    QVERIFY(bytes.contains("\"kind\": \"delete\""));
    const ProjectFile::LoadResult read = ProjectFile::parse(bytes, QStringLiteral("d.json"));
    QVERIFY2(read.project, qPrintable(read.error));
    QCOMPARE(read.project->tables.first().accessPatterns.last(), del);
}

QTEST_MAIN(TestClusterSizing)
#include "tst_clustersizing.moc"
