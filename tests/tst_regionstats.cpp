// Regions, skew figures, heatmap and recommended splits, against figures worked out by hand from
// docs/hbase-reference.md §2 (a key's region is the number of split keys <= it).
#include "model/analysis/regionstats.h"
#include "model/analysis/samplesplits.h"
#include "model/analysis/tableanalysis.h"
#include "model/io/projectfile.h"
#include "testutil.h"

#include <QTest>

#include <random>

namespace {

KeySet keySet(const QList<QByteArray> &keys)
{
    KeySet set;
    for (const QByteArray &k : keys)
        set.append(k.constData(), std::size_t(k.size()));
    return set;
}

} // namespace

class TestRegionStats : public QObject
{
    Q_OBJECT

private slots:
    void resplitMeasuresLikeAFullAnalysis();
    void keysLandInTheRegionOfTheSplitsBelowThem();
    void skewFigures_data();
    void skewFigures();
    void heatmapCountsWindowsByArrival();
    void monotonicKeysMakeADiagonal();
    void recommendedSplitsAreShortestSeparatingPrefixes();
    void recommendedSplitsGiveEqualCounts();
    void recommendedSplitsPreferShortKeys();
    void recommendedSplitsNeedDistinctKeys();
};

void TestRegionStats::keysLandInTheRegionOfTheSplitsBelowThem()
{
    const KeySet keys = keySet({"c", "a", "d", "b", "e", QByteArray("b\x00", 2), "\xFF"});
    const RegionStats::Assignment a = RegionStats::assign(keys, keys.sortedOrder(), {"b", "d"});
    const RowIndices expected{1, 0, 2, 1, 2, 0, 2};
    QCOMPARE(a.regionOfRow[5], 1u); // "b\x00" sorts after "b" and before "d"
    QCOMPARE(a.regionOfRow[0], expected[0]);
    QCOMPARE(a.regionOfRow[1], expected[1]);
    QCOMPARE(a.regionOfRow[2], expected[2]);
    QCOMPARE(a.regionOfRow[3], expected[3]);
    QCOMPARE(a.regionOfRow[4], expected[4]);
    QCOMPARE(a.regionOfRow[6], expected[6]);
    QCOMPARE(a.counts, (std::vector<qint64>{1, 3, 3}));

    const RegionStats::Assignment none = RegionStats::assign(keys, keys.sortedOrder(), {});
    QCOMPARE(none.counts, (std::vector<qint64>{7}));
}

void TestRegionStats::skewFigures_data()
{
    QTest::addColumn<QList<qint64>>("counts");
    QTest::addColumn<int>("empty");
    QTest::addColumn<int>("hottest");
    QTest::addColumn<double>("maxOverMean");
    QTest::addColumn<double>("cv");

    QTest::newRow("even") << QList<qint64>{4, 4, 4, 4} << 0 << 0 << 1.0 << 0.0;
    // mean 5/3; deviations -2/3, 1/3, 1/3; variance 2/9; sd 0.4714; cv 0.28284
    QTest::newRow("slightly uneven") << QList<qint64>{1, 2, 2} << 0 << 1 << 1.2 << 0.2828427;
    // mean 5/3; variance (25/9 + 100/9 + 25/9) / 3 = 150/27; sd 2.3570; cv 1.41421
    QTest::newRow("one hot region") << QList<qint64>{0, 5, 0} << 2 << 1 << 3.0 << 1.4142136;
    QTest::newRow("no rows") << QList<qint64>{0, 0} << 2 << 0 << 0.0 << 0.0;
}

void TestRegionStats::skewFigures()
{
    QFETCH(QList<qint64>, counts);
    QFETCH(int, empty);
    QFETCH(int, hottest);
    QFETCH(double, maxOverMean);
    QFETCH(double, cv);
    const RegionStats::Summary s =
        RegionStats::summarize(std::vector<qint64>(counts.cbegin(), counts.cend()));
    QCOMPARE(s.regions, int(counts.size()));
    QCOMPARE(s.emptyRegions, empty);
    QCOMPARE(s.hottestRegion, hottest);
    QVERIFY2(qAbs(s.maxOverMean - maxOverMean) < 1e-6, qPrintable(QString::number(s.maxOverMean)));
    QVERIFY2(qAbs(s.coefficientOfVariation - cv) < 1e-6,
             qPrintable(QString::number(s.coefficientOfVariation, 'g', 10)));
}

void TestRegionStats::heatmapCountsWindowsByArrival()
{
    const RegionStats::Heatmap h = RegionStats::heatmap({0, 0, 1, 1, 1, 2}, 3, 2);
    QCOMPARE(h.windows, 2);
    QCOMPARE(h.regions, 3);
    QCOMPARE(h.cells, (std::vector<qint64>{2, 1, 0, 0, 2, 1}));
    QCOMPARE(h.windowRows, (std::vector<qint64>{3, 3}));
    QCOMPARE(h.hottestShare[0], 2.0 / 3.0);
    QCOMPARE(h.hottestShare[1], 2.0 / 3.0);
    // More windows than rows: one window a row.
    QCOMPARE(RegionStats::heatmap({0, 1}, 2, 10).windows, 2);
}

// A key that grows with time (a timestamp first) writes each window into one region: the
// diagonal band of Key Visualizer, every window's hottest share 100 %.
void TestRegionStats::monotonicKeysMakeADiagonal()
{
    QList<QByteArray> keys;
    for (int i = 0; i < 90; ++i)
        keys.append(QByteArray::number(1700000000 + i * 10));
    const KeySet set = keySet(keys);
    const RegionStats::Assignment a =
        RegionStats::assign(set, set.sortedOrder(), {"1700000300", "1700000600"});
    const RegionStats::Heatmap h = RegionStats::heatmap(a.regionOfRow, 3, 3);
    for (int w = 0; w < 3; ++w) {
        QCOMPARE(h.hottestShare[std::size_t(w)], 1.0);
        QCOMPARE(h.at(w, w), 30);
    }
}

void TestRegionStats::recommendedSplitsAreShortestSeparatingPrefixes()
{
    const KeySet keys = keySet({"bb", "aa", "ba", "ab"});
    const RowIndices order = keys.sortedOrder();
    Splits::Result two = Splits::fromSampleKeys(keys, order, 2);
    QVERIFY(two.ok());
    QCOMPARE(two.keys, (QList<QByteArray>{"b"}));
    Splits::Result four = Splits::fromSampleKeys(keys, order, 4);
    QCOMPARE(four.keys, (QList<QByteArray>{"ab", "b", "bb"}));
    // A key that extends the one before it splits one byte past their common part.
    const KeySet prefixed = keySet({"user1", "user10"});
    QCOMPARE(Splits::fromSampleKeys(prefixed, prefixed.sortedOrder(), 2).keys,
             (QList<QByteArray>{"user10"}));
}

void TestRegionStats::recommendedSplitsGiveEqualCounts()
{
    std::mt19937 random(11);
    QList<QByteArray> keys;
    for (int i = 0; i < 1000; ++i)
        keys.append(QByteArray::number(quint64(random()) * 1000 + quint64(i)).toHex());
    const KeySet set = keySet(keys);
    const RowIndices order = set.sortedOrder();
    const Splits::Result splits = Splits::fromSampleKeys(set, order, 10);
    QVERIFY(splits.ok());
    QCOMPARE(splits.keys.size(), 9);
    QVERIFY(Splits::checked(splits.keys).ok());
    const RegionStats::Assignment a = RegionStats::assign(set, order, splits.keys);
    // Each split moves at most a tenth of a region's share to find a short key.
    for (const qint64 c : a.counts)
        QVERIFY2(c >= 80 && c <= 120, qPrintable(QString::number(c)));
}

// Keys in groups ("a-1", "a-2", ... "b-1", ...): the splits fall between the groups, as one-byte
// keys, not in the middle of one.
void TestRegionStats::recommendedSplitsPreferShortKeys()
{
    QList<QByteArray> keys;
    for (const char group : {'a', 'b', 'c', 'd'}) {
        for (int i = 0; i < 95 + group; ++i)
            keys.append(QByteArray(1, group) + "-" + QByteArray::number(1000 + i));
    }
    const KeySet set = keySet(keys);
    const Splits::Result r = Splits::fromSampleKeys(set, set.sortedOrder(), 4);
    QCOMPARE(r.keys, (QList<QByteArray>{"b", "c", "d"}));
}

void TestRegionStats::recommendedSplitsNeedDistinctKeys()
{
    const KeySet same = keySet({"x", "x", "x", "x"});
    QVERIFY(Splits::fromSampleKeys(same, same.sortedOrder(), 4).keys.isEmpty());
    const KeySet two = keySet({"x", "x", "y", "y"});
    QCOMPARE(Splits::fromSampleKeys(two, two.sortedOrder(), 4).keys, (QList<QByteArray>{"y"}));
}

void TestRegionStats::resplitMeasuresLikeAFullAnalysis()
{
    // The designer re-measures a table whose splits changed from the keys it already has: the
    // result must be exactly what a full analysis gives.
    const Project chat = *ProjectFile::load(TestUtil::chatExample()).project;
    Table before = *chat.findTable(u"MOMO_CHAT:MSG");
    const TableAnalysis first = TableAnalysis::of(before, {});
    QVERIFY(first.available);
    for (const SplitKind kind :
         {SplitKind::None, SplitKind::Recommended, SplitKind::SaltBuckets, SplitKind::Algorithm}) {
        Table after = before;
        after.splits.kind = kind;
        after.splits.regions = 9;
        after.splits.algorithm = SplitAlgorithm::Uniform;
        after.accessPatterns.removeLast();
        QVERIFY(TableAnalysis::sameKeys(before, after));
        QVERIFY(!TableAnalysis::sameAnalysis(before, after));
        const TableAnalysis quick = TableAnalysis::resplit(first, after);
        const TableAnalysis full = TableAnalysis::of(after, {});
        QCOMPARE(quick.available, full.available);
        QCOMPARE(quick.preview.splitKeys, full.preview.splitKeys);
        QCOMPARE(quick.preview.assignment.regionOfRow, full.preview.assignment.regionOfRow);
        QCOMPARE(quick.preview.assignment.counts, full.preview.assignment.counts);
        QCOMPARE(quick.preview.heatmap.cells, full.preview.heatmap.cells);
        QCOMPARE(quick.access.size(), full.access.size());
        for (qsizetype i = 0; i < full.access.size(); ++i) {
            QCOMPARE(quick.access[i].pattern, full.access[i].pattern);
            QCOMPARE(quick.access[i].scans, full.access[i].scans);
            QCOMPARE(quick.access[i].maxRegions, full.access[i].maxRegions);
        }
    }
    // A different key is not the same keys, but the same sample: the rows are reused and the
    // new key measures exactly as a full analysis.
    Table rekeyed = before;
    rekeyed.rowKey.segments.removeLast();
    QVERIFY(!TableAnalysis::sameKeys(before, rekeyed));
    QVERIFY(TableAnalysis::sameSample(before, rekeyed));
    const TableAnalysis quick = TableAnalysis::rekey(first, rekeyed);
    const TableAnalysis full = TableAnalysis::of(rekeyed, {});
    QVERIFY(quick.available && full.available);
    QCOMPARE(quick.preview.keys.size(), full.preview.keys.size());
    for (std::size_t i = 0; i < full.preview.keys.size(); i += 97)
        QCOMPARE(quick.preview.keys.key(i), full.preview.keys.key(i));
    QCOMPARE(quick.preview.order, full.preview.order);
    QCOMPARE(quick.preview.assignment.counts, full.preview.assignment.counts);
    QCOMPARE(quick.segments.count(), full.segments.count());
    QCOMPARE(quick.access.size(), full.access.size());
    // A family's attribute changes nothing that is measured.
    Table family = before;
    family.families.first().versions = 7;
    QVERIFY(TableAnalysis::sameAnalysis(before, family));
}

QTEST_APPLESS_MAIN(TestRegionStats)
#include "tst_regionstats.moc"
