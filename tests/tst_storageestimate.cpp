// The storage estimate (model/analysis/storageestimate): a cell is a KeyValue of 20 + row +
// family + qualifier + value bytes (docs/hbase-reference.md §3.2), a store adds its blocks'
// headers, checksums and index entries and a bloom filter's 1.2 bytes a key, and regions split
// on the largest store (2.x) or all stores (3.x) as HBase does (§6.7). Every expectation below is
// worked out by hand from those rules, not read off the code's output.
#include "model/analysis/storageestimate.h"

#include <QTest>

#include <cmath>

using StorageEstimate::Writes;

class TestStorageEstimate : public QObject
{
    Q_OBJECT

private slots:
    void cellsRepeatKeyFamilyAndQualifier();
    void volumeFromGrowthAndRetention();
    void aTableWithNoEndDateGrows();
    void rewrittenRowsKeepTheirVersions();
    void mobValuesLiveOutsideTheRegion();
    void compressionShrinksTheStore();
    void regionsSplitOnTheLargestStoreIn2AndAllStoresIn3();
    void aTimeOrderedTailLeavesHalfFullRegions();
    void aLoneRegionSplitsAtTwiceTheFlushSize();
    void aWideFamilysQualifierIsItsFieldsValue();
    void deletedRowsStayOnlyWithKeepDeletedCells();
};

namespace {

Qualifier qualifier(const char *name, qint64 valueBytes, ValueType type = ValueType::String)
{
    Qualifier q;
    q.name = QLatin1StringView(name);
    q.averageValueBytes = valueBytes;
    q.type = type;
    return q;
}

ColumnFamily family(const char *name, QList<Qualifier> qualifiers)
{
    ColumnFamily f;
    f.name = QLatin1StringView(name);
    f.qualifiers = std::move(qualifiers);
    return f;
}

ClusterProfile cluster(qint64 regionBytes)
{
    ClusterProfile c;
    c.targetRegionBytes = regionBytes;
    return c;
}

// A store's bytes beyond its cells, for `raw` bytes of `cells` cells in 64 KiB blocks whose longest
// cell key is `keyPart` bytes, and `bloomKeys` keys in its bloom filter: each cell's 1-byte MVCC
// field (measured, §6.5), 33 bytes of block header, 4 checksums of 4 bytes and an index entry of
// keyPart + 16 a block, 1.2 bytes a bloom key.
double storeExtra(double raw, double cells, double keyPart, double bloomKeys)
{
    return cells + raw / 65536 * (33 + 16 + keyPart + 16) + bloomKeys * 1.2;
}

} // namespace

// Key 10 bytes; family "d"; qualifiers "q1" (100-byte values) and "status" (1 byte):
// 20+10+1+2+100 = 133 and 20+10+1+6+1 = 38, 171 bytes a row.
void TestStorageEstimate::cellsRepeatKeyFamilyAndQualifier()
{
    Table t;
    t.families = {family("d", {qualifier("q1", 100), qualifier("status", 1)})};
    t.volume.rows = 1000000;

    const StorageEstimate::Result r = StorageEstimate::estimate(t, 10.0, cluster(100000000));
    QCOMPARE(r.cellsPerRow, 2.0);
    QCOMPARE(r.bytesPerRow, 171.0);
    QCOMPARE(r.keyBytes, 20.0);
    QCOMPARE(r.familyBytes, 2.0);
    QCOMPARE(r.qualifierBytes, 8.0);
    QCOMPARE(r.valueBytes, 101.0);
    QCOMPARE(r.overheadBytes, 40.0);
    QCOMPARE(r.totalBytes, 171000000.0);
    // The longest cell key, "status"'s: 2 + 10 + 1 + 1 + 6 + 8 + 1 = 29 bytes.
    const double store = 171e6 + storeExtra(171e6, 2e6, 29, 1e6);
    QCOMPARE(r.families.size(), 1);
    QCOMPARE(r.families.first().storeBytes, store);
    QCOMPARE(r.storeBytes, store);
    QCOMPARE(r.mobBytes, 0.0);
    // 172.4 MiB in regions of 100 MiB filled to 72% on average: 3 regions.
    QCOMPARE(r.splitBytes, store);
    QCOMPARE(r.regionFill, 1 / (2 * std::log(2.0)));
    QCOMPARE(r.regions, qint64(3));
}

void TestStorageEstimate::volumeFromGrowthAndRetention()
{
    Table t;
    t.families = {family("f", {qualifier("q", 0)})};
    t.volume.rowsPerDay = 1000;
    t.volume.retentionDays = 30;
    const StorageEstimate::Result r = StorageEstimate::estimate(t, 4.0, ClusterProfile{});
    QCOMPARE(r.rows, qint64(30000));
    QVERIFY(!r.grows);
    QCOMPARE(r.bytesPerRow, 20.0 + 4 + 1 + 1 + 0);
    QCOMPARE(r.regions, qint64(1));
}

void TestStorageEstimate::aTableWithNoEndDateGrows()
{
    // Rows a day and no end date, stated ("forever") or not: a year of them, said to grow.
    Table t;
    t.families = {family("f", {qualifier("q", 100)})};
    t.volume.rowsPerDay = 1000;
    for (int retention : {0, VolumeEstimate::kRetentionForever}) {
        t.volume.retentionDays = retention;
        const StorageEstimate::Result r = StorageEstimate::estimate(t, 4.0, ClusterProfile{});
        QCOMPARE(r.rows, qint64(365000));
        QVERIFY(r.grows);
        QCOMPARE(r.totalBytes, 365000.0 * (20 + 4 + 1 + 1 + 100));
    }
    // Rows stated at steady state are what they are.
    t.volume.rows = 5000;
    QVERIFY(!StorageEstimate::estimate(t, 4.0, ClusterProfile{}).grows);
}

void TestStorageEstimate::rewrittenRowsKeepTheirVersions()
{
    // A million rows kept for ever, rewritten at 15.43 puts a second: each row every 18 hours,
    // so VERSIONS => 3 keeps all three.
    Table t;
    ColumnFamily f = family("f", {qualifier("q", 100)});
    f.versions = 3;
    t.families = {f};
    t.volume.rows = 1000000;
    AccessPattern put;
    put.kind = AccessKind::Put;
    put.ratePerSecond = 1e6 / (18 * 3600.0);
    t.accessPatterns = {put};
    StorageEstimate::Result r = StorageEstimate::estimate(t, 4.0, ClusterProfile{});
    QCOMPARE(r.families.first().versionsKept, 3.0);
    QCOMPARE(r.totalBytes, 3e6 * 126);
    // A TTL of a day: rows are on average half a day into it, written 1 + 12/18 times.
    t.families.first().ttlSeconds = 86400;
    r = StorageEstimate::estimate(t, 4.0, ClusterProfile{});
    QCOMPARE(r.families.first().versionsKept, 1 + 12.0 / 18);
    // VERSIONS => 1 keeps one whatever the writes.
    t.families.first().versions = 1;
    QCOMPARE(StorageEstimate::estimate(t, 4.0, ClusterProfile{}).families.first().versionsKept,
             1.0);
    // Puts that only add new rows rewrite nothing.
    t.families.first().versions = 3;
    t.volume.rowsPerDay = qint64(put.ratePerSecond * 86400) + 1;
    QCOMPARE(StorageEstimate::estimate(t, 4.0, ClusterProfile{}).families.first().versionsKept,
             1.0);
}

void TestStorageEstimate::mobValuesLiveOutsideTheRegion()
{
    // 1,000 images of 500,000 bytes in a MOB family: the region keeps a reference cell of
    // 20 + 10 + 1 + 3 + 104 bytes of value + 9 of tags; the MOB files the whole cell.
    Table t;
    ColumnFamily f = family("img", {qualifier("raw", 500000, ValueType::Image)});
    f.isMob = true;
    t.families = {f};
    t.volume.rows = 1000;
    const StorageEstimate::Result r = StorageEstimate::estimate(t, 10.0, ClusterProfile{});
    const double reference = 20 + 10 + 3 + 3 + 104 + 9;
    QCOMPARE(r.families.first().storeBytes,
             1000 * reference + storeExtra(1000 * reference, 1000, 2 + 10 + 1 + 3 + 3 + 9, 1000));
    QCOMPARE(r.mobBytes, 1000 * (20 + 10 + 3 + 3 + 500000.0));
    QCOMPARE(r.diskBytes(), r.storeBytes + r.mobBytes);
    QCOMPARE(r.regions, qint64(1)); // half a gigabyte of images make no region split
    // Below the threshold the values stay in the region.
    t.families.first().mobThreshold = 600000;
    QCOMPARE(StorageEstimate::estimate(t, 10.0, ClusterProfile{}).mobBytes, 0.0);
}

void TestStorageEstimate::compressionShrinksTheStore()
{
    // SNAPPY keeps 45% of the values and 19% of the key bytes and MVCC fields (measured, §6.5);
    // a value compressed already (an image) stays whole.
    Table t;
    ColumnFamily f = family("d", {qualifier("v", 80), qualifier("p", 200, ValueType::Image)});
    f.compression = Compression::Snappy;
    f.bloomFilter = BloomType::None;
    t.families = {f};
    t.volume.rows = 1000000;
    const StorageEstimate::Result r = StorageEstimate::estimate(t, 8.0, ClusterProfile{});
    const double raw = (20 + 8 + 1 + 1 + 80) + (20 + 8 + 1 + 1 + 200.0);
    QCOMPARE(r.totalBytes, 1e6 * raw);
    const double keys = 2 * (20 + 8 + 1 + 1 + 1);
    const double cells = 1e6 * (keys * 0.19 + 80 * 0.45 + 200);
    QCOMPARE(r.storeBytes, cells + storeExtra(1e6 * raw, 0, 2 + 8 + 1 + 1 + 1 + 9, 0));
}

void TestStorageEstimate::regionsSplitOnTheLargestStoreIn2AndAllStoresIn3()
{
    // Two families of 500,000 rows of 100 bytes each (about 50 MiB a store), regions of 64 MiB:
    // 2.x compares the largest store (one region), 3.x both (two).
    Table t;
    t.families = {family("a", {qualifier("v", 74)}), family("b", {qualifier("v", 74)})};
    t.volume.rows = 500000;
    ClusterProfile c = cluster(64 << 20);
    c.hbaseVersion = HBaseVersion::V2_5;
    StorageEstimate::Result r = StorageEstimate::estimate(t, 4.0, c);
    QCOMPARE(r.families.at(0).rawBytes, 50e6);
    QCOMPARE(r.splitBytes, r.families.at(0).storeBytes);
    QCOMPARE(r.regions, qint64(2)); // 50.7 MiB over 64 MiB x 72% = 48.4 MiB
    c.hbaseVersion = HBaseVersion::V3;
    r = StorageEstimate::estimate(t, 4.0, c);
    QCOMPARE(r.splitBytes, r.storeBytes);
    QCOMPARE(r.regions, qint64(3)); // 101.4 MiB over 48.4 MiB
}

void TestStorageEstimate::aTimeOrderedTailLeavesHalfFullRegions()
{
    // 1 GiB of store in regions of 100 MiB: spread writes fill 72% (14 regions), a tail 50% (20).
    const ClusterProfile c = cluster(100000000);
    Table t;
    QCOMPARE(StorageEstimate::regionsFor(1e9, t, c, Writes::Spread), qint64(14));
    QCOMPARE(StorageEstimate::regionsFor(1e9, t, c, Writes::Tail), qint64(20));
    // MAX_FILESIZE of the table beats the cluster's region size.
    t.attributes.maxFileSize = 200000000;
    QCOMPARE(StorageEstimate::regionsFor(1e9, t, c, Writes::Tail), qint64(10));
}

void TestStorageEstimate::aLoneRegionSplitsAtTwiceTheFlushSize()
{
    // 2 GiB in regions of 10 GiB on 3 servers: by size one region, but a table's only region on a
    // server splits at 256 MiB (SteppingSplitPolicy), so it spreads to 2 regions a server: 6.
    ClusterProfile c;
    c.regionServers = 3;
    Table t;
    QCOMPARE(StorageEstimate::regionsFor(2e9, t, c, Writes::Spread), qint64(6));
    // Under 256 MiB, one.
    QCOMPARE(StorageEstimate::regionsFor(2e8, t, c, Writes::Spread), qint64(1));
    // 100 GiB: by size, 13 regions of 10 GiB at 72%.
    QCOMPARE(StorageEstimate::regionsFor(1e11, t, c, Writes::Spread), qint64(13));
}

void TestStorageEstimate::aWideFamilysQualifierIsItsFieldsValue()
{
    // A row a user, a cell a follower: the qualifier is the follower's id (12 bytes measured),
    // not the listed qualifier's name.
    Table t;
    ColumnFamily f = family("f", {qualifier("since", 8)});
    f.qualifierField = QStringLiteral("follower");
    t.families = {f};
    t.volume.rows = 1000;
    StorageEstimate::Inputs in;
    in.averageKeyBytes = 10;
    in.qualifierBytes.insert(QStringLiteral("f"), 12);
    const StorageEstimate::Result r = StorageEstimate::estimate(t, in, ClusterProfile{});
    QCOMPARE(r.bytesPerRow, 20 + 10 + 1 + 12 + 8.0);
    QCOMPARE(r.totalBytes, 1000 * 51.0);

    SampleRows rows;
    rows.fields = {QStringLiteral("user"), QStringLiteral("follower")};
    rows.columns.resize(2);
    for (const char *id : {"a", "bbb", "cc"}) {
        rows.columns[0].append(std::string_view("u"));
        rows.columns[1].append(std::string_view(id));
    }
    const QHash<QString, double> measured = StorageEstimate::wideQualifierBytes(t, rows);
    QCOMPARE(measured.value(QStringLiteral("f")), 2.0);
    QVERIFY(!measured.contains(QStringLiteral("d")));
}

// Key 10 bytes, family "d", qualifier "q1" of 100 bytes: 133 bytes a row; a million rows kept 30
// days, and one row deleted a second. With KEEP_DELETED_CELLS FALSE a major compaction removes
// the deleted rows: the million stay. With TRUE the 30 days' 2,592,000 deleted rows stay, each
// beside a 31-byte DeleteFamily marker (20 + 10 + 1, no qualifier, no value); with TTL they stay
// until the family's TTL; with no end date at all, a year of them.
void TestStorageEstimate::deletedRowsStayOnlyWithKeepDeletedCells()
{
    Table t;
    t.families = {family("d", {qualifier("q1", 100)})};
    t.volume.rows = 1000000;
    t.volume.retentionDays = 30;
    AccessPattern del;
    del.kind = AccessKind::Delete;
    del.ratePerSecond = 1;
    t.accessPatterns = {del};
    const auto estimate = [&t] {
        return StorageEstimate::estimate(t, 10.0, cluster(100000000000));
    };
    StorageEstimate::Result r = estimate();
    QCOMPARE(r.families.first().deletedRows, 0.0);
    QCOMPARE(r.totalBytes, 133e6);
    const double liveStore = r.storeBytes;

    t.families.first().keepDeletedCells = KeepDeletedCells::True;
    r = estimate();
    QCOMPARE(r.families.first().deletedRows, 2592000.0);
    QCOMPARE(r.families.first().rows, 3592000.0);
    QCOMPARE(r.families.first().markerBytes, 2592000.0 * 31);
    QCOMPARE(r.totalBytes, 3592000.0 * 133 + 2592000.0 * 31);
    QVERIFY(r.storeBytes > liveStore + 2592000.0 * (133 + 31));
    QVERIFY(!r.grows);

    t.families.first().keepDeletedCells = KeepDeletedCells::Ttl;
    t.families.first().ttlSeconds = 7 * 86400;
    QCOMPARE(estimate().families.first().deletedRows, 604800.0);

    t.families.first().ttlSeconds = FamilyDefaults::kTtlForever;
    t.volume.retentionDays = 0;
    r = estimate();
    QCOMPARE(r.families.first().deletedRows, 365.0 * 86400);
    QVERIFY(r.grows);
}

QTEST_APPLESS_MAIN(TestStorageEstimate)
#include "tst_storageestimate.moc"
