// The write heatmap: its cells are the writes it was given, the share graph and the threshold line
// follow HBD-WRITE-001, hover finds the cell under the pointer, and it follows the palette.
// Runs offscreen; saves screenshots for review.
#include "chartsutil.h"
#include "model/rules/rulethresholds.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/regionschart.h"

#include <qcustomplot.h>

#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QSet>
#include <QTest>
#include <QToolTip>
#include <QTranslator>

using namespace Qt::StringLiterals;

using namespace ChartTest;

class TestHeatmapChart : public QObject
{
    Q_OBJECT

private slots:
    void heatmapCellsEqualTheWrites();
    void shareGraphHasOnePointPerWindow();
    void thresholdLineIsTheHotWindowRule();
    void cellUnderThePointerIsFound();
    void heatmapToolTipsGiveWritesAndShares();
    void singleWindowHeatmapIsDrawn();
    void heatmapFollowsThePalette();
    void heatmapScreenshot();
};

void TestHeatmapChart::heatmapCellsEqualTheWrites()
{
    HeatmapChart chart;
    const RegionStats::Heatmap heatmap = movingBand();
    chart.setHeatmap(heatmap);
    auto *map = part<QCPColorMap>(&chart, u"writesMap"_s);
    QVERIFY(map);
    QCOMPARE(map->data()->keySize(), 20);
    QCOMPARE(map->data()->valueSize(), 16);
    // Cell centres: windows numbered from 1, regions from 0.
    QCOMPARE(map->data()->keyRange(), QCPRange(1, 20));
    QCOMPARE(map->data()->valueRange(), QCPRange(0, 15));
    qint64 most = 0;
    for (int w = 0; w < heatmap.windows; ++w) {
        for (int r = 0; r < heatmap.regions; ++r) {
            QCOMPARE(map->data()->cell(w, r), double(heatmap.at(w, r)));
            most = std::max(most, heatmap.at(w, r));
        }
    }
    QVERIFY(map->colorScale());
    // The scale's title is a level text above it, not the scale's (rotated) axis label.
    QVERIFY(map->colorScale()->axis()->label().isEmpty());
    auto *title = part<QCPTextElement>(&chart, u"writesScaleTitle"_s);
    QCOMPARE(title->text(), u"Writes"_s);
    chart.findChild<QCustomPlot *>()->replot();
    QVERIFY(title->outerRect().bottom() <= map->colorScale()->outerRect().top());
    QCOMPARE(map->dataRange(), QCPRange(0, double(most)));
}

void TestHeatmapChart::shareGraphHasOnePointPerWindow()
{
    HeatmapChart chart;
    const RegionStats::Heatmap heatmap = movingBand();
    chart.setHeatmap(heatmap);
    auto *share = part<QCPGraph>(&chart, u"hottestShare"_s);
    QVERIFY(share);
    QCOMPARE(share->dataCount(), heatmap.windows);
    for (int w = 0; w < heatmap.windows; ++w) {
        QCOMPARE(share->dataMainKey(w), double(w + 1));
        QCOMPARE(share->dataMainValue(w), 100.0 * heatmap.hottestShare[std::size_t(w)]);
    }
    QVERIFY(share->valueAxis()->range().contains(100));
    // In a plot of its own below the map, over the same windows.
    auto *map = part<QCPColorMap>(&chart, u"writesMap"_s);
    QVERIFY(share->valueAxis()->axisRect() != map->valueAxis()->axisRect());
    QCOMPARE(map->keyAxis()->range(), QCPRange(0.5, 20.5));
    QCOMPARE(share->keyAxis()->range(), map->keyAxis()->range());
    QCOMPARE(map->valueAxis()->range(), QCPRange(-0.5, 15.5));
}

void TestHeatmapChart::thresholdLineIsTheHotWindowRule()
{
    HeatmapChart chart;
    chart.setHeatmap(movingBand());
    auto *line = part<QCPGraph>(&chart, u"hotWindowThreshold"_s);
    auto *share = part<QCPGraph>(&chart, u"hottestShare"_s);
    QVERIFY(line && share);
    QCOMPARE(line->valueAxis(), share->valueAxis());
    QCOMPARE(line->dataCount(), 2);
    for (int i = 0; i < line->dataCount(); ++i)
        QCOMPARE(line->dataMainValue(i), 100.0 * RuleThresholds::kHotWindowShare);
    // From edge to edge of the windows.
    QCOMPARE(line->dataMainKey(0), share->keyAxis()->range().lower);
    QCOMPARE(line->dataMainKey(1), share->keyAxis()->range().upper);
    QVERIFY(line->pen().style() != share->pen().style());
    // The legend names both, the colour map not at all.
    QCPLegend *legend = chart.plot()->legend;
    QVERIFY(legend->visible());
    QVERIFY(legend->hasItemWithPlottable(line) && legend->hasItemWithPlottable(share));
    QVERIFY(!legend->hasItemWithPlottable(part<QCPColorMap>(&chart, u"writesMap"_s)));
    QVERIFY(line->name().contains(u"50%"_s));
}

void TestHeatmapChart::cellUnderThePointerIsFound()
{
    HeatmapChart chart;
    chart.setHeatmap(movingBand());
    showAt900x400(&chart);
    chart.plot()->replot();
    auto *map = part<QCPColorMap>(&chart, u"writesMap"_s);
    auto *share = part<QCPGraph>(&chart, u"hottestShare"_s);
    for (const auto &[window, region] : {std::pair{0, 0}, {7, 5}, {19, 15}}) {
        const QPoint cell(int(map->keyAxis()->coordToPixel(window + 1)),
                          int(map->valueAxis()->coordToPixel(region)));
        const QPoint pos = chart.plot()->mapTo(&chart, cell);
        QCOMPARE(chart.windowAt(pos), window);
        QCOMPARE(chart.regionAt(pos), region);
        const QPoint below(int(share->keyAxis()->coordToPixel(window + 1)),
                           int(share->valueAxis()->coordToPixel(25)));
        QCOMPARE(chart.windowAt(chart.plot()->mapTo(&chart, below)), window);
        QCOMPARE(chart.regionAt(chart.plot()->mapTo(&chart, below)), -1);
    }
    QCOMPARE(chart.windowAt(QPoint(0, 0)), -1);

    const QPoint cell(int(map->keyAxis()->coordToPixel(8)), int(map->valueAxis()->coordToPixel(5)));
    QHelpEvent help(QEvent::ToolTip, cell, chart.plot()->mapToGlobal(cell));
    QCoreApplication::sendEvent(chart.plot(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), chart.cellToolTip(7, 5));
    QToolTip::hideText();
}

void TestHeatmapChart::heatmapToolTipsGiveWritesAndShares()
{
    HeatmapChart chart;
    const RegionStats::Heatmap heatmap = movingBand();
    chart.setHeatmap(heatmap);
    // Window 8 (index 7): 70% of its 500 writes go to region 5 (regions are numbered from 0),
    // plus its share of the spread.
    const qint64 writes = heatmap.at(7, 5);
    const QString cell = chart.cellToolTip(7, 5);
    QVERIFY2(cell.contains(u"Window 8 of 20, region 5 (of 16)"_s), qPrintable(cell));
    QVERIFY2(cell.contains(u"Writes: %1 (%2% of the window)"_s.arg(writes).arg(
                 100.0 * double(writes) / 500.0, 0, 'f', 1)),
             qPrintable(cell));
    const QString window = chart.windowToolTip(7);
    QVERIFY2(window.contains(u"Window 8 of 20: 500 writes"_s), qPrintable(window));
    QVERIFY2(
        window.contains(u"region 5 with %1%"_s.arg(100.0 * heatmap.hottestShare[7], 0, 'f', 1)),
        qPrintable(window));
    QVERIFY(chart.cellToolTip(20, 0).isEmpty());
    QVERIFY(chart.cellToolTip(0, 16).isEmpty());
    QVERIFY(chart.windowToolTip(-1).isEmpty());
}

void TestHeatmapChart::singleWindowHeatmapIsDrawn()
{
    HeatmapChart chart;
    chart.setHeatmap(RegionStats::heatmap({0, 0, 0}, 1, 1));
    showAt900x400(&chart);
    chart.plot()->replot();
    auto *map = part<QCPColorMap>(&chart, u"writesMap"_s);
    QCOMPARE(map->data()->keySize(), 1);
    // One cell around window 1 and region 0.
    QCOMPARE(map->data()->keyRange(), QCPRange(0.5, 1.5));
    QCOMPARE(map->data()->valueRange(), QCPRange(-0.5, 0.5));
    QCOMPARE(map->valueAxis()->range(), QCPRange(-0.5, 0.5));
    const QImage image = chart.grab().toImage();
    const QPoint centre = chart.plot()->mapTo(&chart, map->keyAxis()->axisRect()->rect().center());
    QVERIFY(image.pixelColor(centre) != chart.palette().color(QPalette::Base));

    chart.clear();
    QCOMPARE(part<QCPGraph>(&chart, u"hottestShare"_s)->dataCount(), 0);
    QVERIFY(chart.cellToolTip(0, 0).isEmpty());
    QCOMPARE(map->valueAxis()->range(), QCPRange(-0.5, 0.5));
}

void TestHeatmapChart::heatmapFollowsThePalette()
{
    HeatmapChart chart;
    chart.setHeatmap(movingBand());
    const QPalette dark = darkPalette();
    chart.setPalette(dark);
    auto *map = part<QCPColorMap>(&chart, u"writesMap"_s);
    QCOMPARE(map->keyAxis()->axisRect()->backgroundBrush().color(), dark.color(QPalette::Base));
    QCOMPARE(map->valueAxis()->labelColor(), dark.color(QPalette::WindowText));
    QCOMPARE(map->colorScale()->axis()->tickLabelColor(), dark.color(QPalette::WindowText));
    // No writes looks like the background.
    QCOMPARE(map->gradient().color(0, QCPRange(0, 1)), dark.color(QPalette::Base).rgb());
    showAt900x400(&chart);
    const QImage image = saveScreenshot(&chart, u"heatmap-chart-dark.png"_s);
    QVERIFY(distinctColours(image) > 8);
}

void TestHeatmapChart::heatmapScreenshot()
{
    HeatmapChart chart;
    chart.setHeatmap(movingBand());
    showAt900x400(&chart);
    const QImage image = saveScreenshot(&chart, u"heatmap-chart.png"_s);
    QVERIFY2(distinctColours(image) > 8, qPrintable(QString::number(distinctColours(image))));
    // The hot band's cell is darker than an ordinary one in the light theme.
    auto *map = part<QCPColorMap>(&chart, u"writesMap"_s);
    const auto pixel = [&](int window, int region) {
        const QPoint cell(int(map->keyAxis()->coordToPixel(window + 1)),
                          int(map->valueAxis()->coordToPixel(region)));
        return image.pixelColor(chart.plot()->mapTo(&chart, cell));
    };
    QVERIFY(pixel(7, 5).lightness() < pixel(7, 12).lightness());
}

QTEST_MAIN(TestHeatmapChart)
#include "tst_heatmapchart.moc"
