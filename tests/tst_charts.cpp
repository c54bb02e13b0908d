// The regions chart and the write heatmap (placeholder, being written).
#include "heatmapchart.h"
#include "regionschart.h"

#include <QTest>

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void constructs();
};

void TestCharts::constructs()
{
    RegionsChart regions;
    HeatmapChart heatmap;
    QVERIFY(regions.plot() && heatmap.plot());
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
