#pragma once

#include "model/analysis/regionstats.h"
#include "ui/charts/chartscroll.h"

#include <QByteArray>
#include <QList>

#include <vector>

class QCPBars;
class QCPGraph;
class QCustomPlot;
class QLabel;

// Keys per region as a bar chart (docs/designer.md#the-live-preview): the hottest region in its own
// colour, empty regions marked on the axis, the skew figures in a line above, and a tooltip per
// region. Regions are indexed from 0 in the API, as in RegionStats, and numbered from 0 on screen
// too, as HBase numbers them (a key's region is the number of split keys <= it).
class RegionsChart : public CompactChart
{
    Q_OBJECT

public:
    explicit RegionsChart(QWidget *parent = nullptr);

    // Region i spans [splitKeys[i-1], splitKeys[i]); counts.size() == splitKeys.size() + 1.
    void setRegions(const QList<QByteArray> &splitKeys, const std::vector<qint64> &counts);
    void clear();
    // The key axis reaches at least `keys` (with the usual headroom), so that two charts side
    // by side share one scale (the Compare view); 0: up to this chart's tallest bar.
    void setCountCeiling(qint64 keys);
    // The top of the key axis as drawn.
    double countAxisTop() const;

    int regionCount() const { return int(m_counts.size()); }
    const RegionStats::Summary &summary() const { return m_summary; }
    QString summaryText() const;

    // The region whose column holds the point (this widget's coordinates), or -1.
    int regionAt(QPoint widgetPos) const;
    // Number, start and end key (Bytes::toStringBinary), key count and share; empty if no region.
    QString regionToolTip(int region) const;

    QCustomPlot *plot() const { return m_plot; }
    QSize minimumSizeHint() const override;
    int regularMinimumHeight() const override;

protected:
    void applyCompact(bool compact) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyPalette();
    void retranslate();
    void updateBarStyle();
    void showSummary();
    void fitLegend();
    void fitCountAxis();

    QLabel *m_summaryLabel;
    QCustomPlot *m_plot;
    QCPBars *m_bars;
    QCPBars *m_hottestBar;
    QCPGraph *m_emptyMarks;
    QList<QByteArray> m_splitKeys;
    std::vector<qint64> m_counts;
    RegionStats::Summary m_summary;
    qint64 m_ceiling = 0;
};
