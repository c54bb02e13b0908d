#pragma once

#include "model/analysis/regionstats.h"

#include <QByteArray>
#include <QDir>
#include <QImage>
#include <QList>
#include <QPalette>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QWidget>

#include <cstdint>
#include <vector>

// Data and helpers for the chart suites (tst_charts, tst_heatmapchart).
namespace ChartTest {

// 16 regions, numbered from 0 as in HBase: the first split key is binary, regions 1 and 5 are
// empty, region 6 is hot.
inline QList<QByteArray> sixteenRegionSplits()
{
    QList<QByteArray> splits{QByteArray("\x01\xFF", 2)};
    for (int i = 1; i < 15; ++i)
        splits.append(QByteArray(1, char(0x10 * i)));
    return splits;
}

inline std::vector<qint64> sixteenRegionCounts()
{
    return {120, 0, 340, 410, 95, 0, 2200, 380, 415, 390, 350, 300, 410, 360, 330, 280};
}

// Writes in arrival order where most of each window goes to one region and that region climbs
// as time passes: the diagonal band of a key that grows with time.
inline RegionStats::Heatmap movingBand(int windows = 20, int regions = 16, int rowsPerWindow = 500)
{
    RowIndices regionOfRow;
    for (int w = 0; w < windows; ++w) {
        const int hot = w * regions / windows;
        for (int i = 0; i < rowsPerWindow; ++i)
            regionOfRow.push_back(std::uint32_t(i % 10 < 7 ? hot : (i * 7 + w) % regions));
    }
    return RegionStats::heatmap(regionOfRow, regions, windows);
}

inline QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    return dark;
}

inline void showAt900x400(QWidget *widget)
{
    widget->resize(900, 400);
    widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(widget));
}

inline int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

// Saves the widget as it looks and returns the image.
inline QImage saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    const QImage image = widget->grab().toImage();
    image.save(dir + u'/' + name);
    return image;
}

// Every string of the two charts in capitals: shows which texts really go through tr().
class ShoutingTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char * = nullptr,
                      int = -1) const override
    {
        const QByteArrayView name(context);
        if (name != "RegionsChart" && name != "HeatmapChart")
            return {};
        return QString::fromUtf8(source).toUpper();
    }
    bool isEmpty() const override { return false; }
};

template<typename T> T *part(const QWidget *chart, const QString &name)
{
    return chart->findChild<T *>(name);
}

} // namespace ChartTest
