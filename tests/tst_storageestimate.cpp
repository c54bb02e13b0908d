// Storage from the KeyValue layout (docs/hbase-reference.md §3): a cell is 20 + row + family +
// qualifier + value.
#include "model/analysis/storageestimate.h"

#include <QTest>

class TestStorageEstimate : public QObject
{
    Q_OBJECT

private slots:
    void cellsRepeatKeyFamilyAndQualifier();
    void volumeFromGrowthAndRetention();
};

// Key 10 bytes; family "d"; qualifiers "q1" (100-byte values) and "status" (1 byte):
// 20+10+1+2+100 = 133 and 20+10+1+6+1 = 38, 171 bytes a row.
void TestStorageEstimate::cellsRepeatKeyFamilyAndQualifier()
{
    Table t;
    ColumnFamily d;
    d.name = QStringLiteral("d");
    Qualifier q1;
    q1.name = QStringLiteral("q1");
    q1.averageValueBytes = 100;
    Qualifier status;
    status.name = QStringLiteral("status");
    status.averageValueBytes = 1;
    d.qualifiers = {q1, status};
    t.families = {d};
    t.volume.rows = 1000000;

    const StorageEstimate::Result r = StorageEstimate::estimate(t, 10.0, 100000000);
    QCOMPARE(r.cellsPerRow, 2.0);
    QCOMPARE(r.bytesPerRow, 171.0);
    QCOMPARE(r.keyBytes, 20.0);
    QCOMPARE(r.familyBytes, 2.0);
    QCOMPARE(r.qualifierBytes, 8.0);
    QCOMPARE(r.valueBytes, 101.0);
    QCOMPARE(r.overheadBytes, 40.0);
    QCOMPARE(r.totalBytes, 171000000.0);
    QCOMPARE(r.regions, qint64(2)); // 171 MB at 100 MB a region
}

void TestStorageEstimate::volumeFromGrowthAndRetention()
{
    Table t;
    ColumnFamily f;
    f.name = QStringLiteral("f");
    Qualifier q;
    q.name = QStringLiteral("q");
    f.qualifiers = {q};
    t.families = {f};
    t.volume.rowsPerDay = 1000;
    t.volume.retentionDays = 30;
    const StorageEstimate::Result r = StorageEstimate::estimate(t, 4.0, 0);
    QCOMPARE(r.rows, qint64(30000));
    QCOMPARE(r.bytesPerRow, 20.0 + 4 + 1 + 1 + 0);
    QCOMPARE(r.regions, qint64(0)); // no target size, no region count
}

QTEST_APPLESS_MAIN(TestStorageEstimate)
#include "tst_storageestimate.moc"
