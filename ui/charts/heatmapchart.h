#pragma once

#include "model/analysis/regionstats.h"
#include "ui/charts/chartscroll.h"

#include <QPicture>
#include <QStringList>

class QCPAxisRect;
class QLabel;
class QPainter;
class QCPColorMap;
class QCPColorScale;
class QCPGraph;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;

// Writes per time window and region as a Key Visualizer-style colour map, and below it the share
// of each window's writes that its hottest region takes, against the HBD-WRITE-001 threshold and,
// while a lesson sets one, the lesson's goal (docs/designer.md#the-live-preview). Windows and
// regions are indexed from 0 in the API, as in RegionStats::Heatmap. On screen regions are numbered
// from 0, as HBase numbers them (a key's region is the number of split keys <= it), and time
// windows from 1. Compact in a short panel: smaller type, a shorter share plot, the plots closer
// together.
class HeatmapChart : public CompactChart
{
    Q_OBJECT

public:
    explicit HeatmapChart(QWidget *parent = nullptr);

    void setHeatmap(const RegionStats::Heatmap &heatmap);
    void clear();
    // The colour scale reaches at least `writes`, so that two maps side by side share one scale
    // (the Compare view); 0: up to this map's fullest cell.
    void setWritesCeiling(qint64 writes);
    // The top of the colour scale as drawn.
    double writesScaleTop() const;
    // A lesson's goal on the busiest window's share (0 to 1), drawn beside the rule's threshold
    // as a line of its own, named on the line "Lesson goal (25%)"; negative: none. The rule's
    // line stays, named by its rule in the legend, so the two cannot be taken for each other.
    void setGoalShare(double share);
    double goalShare() const { return m_goalShare; }
    // What the legend names, in its order ("Hottest share", "HBD-WRITE-001 (50%)", ...).
    QStringList legendNames() const;
    // The goal line's name as drawn beside it; empty without a goal.
    QString goalText() const;
    const RegionStats::Heatmap &heatmap() const { return m_heatmap; }

    // The window under the point (this widget's coordinates) in either plot, or -1.
    int windowAt(QPoint widgetPos) const;
    // The region under the point in the colour map, or -1 (also over the share plot).
    int regionAt(QPoint widgetPos) const;
    // Window, region, writes and their share of the window; empty outside the data.
    QString cellToolTip(int window, int region) const;
    // Window and the share its hottest region takes; empty outside the data.
    QString windowToolTip(int window) const;

    QCustomPlot *plot() const { return m_plot; }
    // The chart at `size` as a vector drawing for the design report: QCustomPlot draws the colour
    // map and its scale as images, so here every cell (runs of equal colour in a region's row
    // merged) and the scale's bar are drawn as rectangles under the plot's axes and labels.
    QPicture vectorPicture(QSize size);
    QSize minimumSizeHint() const override;
    int regularMinimumHeight() const override;

protected:
    void applyCompact(bool compact) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyPalette();
    void retranslate();
    void setWindowRange(int windows);
    void fitWritesScale();
    void paintCells(QPainter *painter) const;
    void paintScale(QPainter *painter) const;

    QCustomPlot *m_plot;
    QLabel *m_emptyHint;
    QCPAxisRect *m_mapRect;
    QCPAxisRect *m_shareRect;
    QCPColorMap *m_map;
    QCPColorScale *m_scale;
    QCPTextElement *m_scaleTitle; // above the scale, level: a rotated label reads badly in CJK
    QCPGraph *m_share;
    QCPGraph *m_threshold;
    QCPGraph *m_goal;
    QCPItemText *m_goalLabel;
    int m_shareMargin = 120; // the plot's width less the share plot's, at the last layout
    double m_goalShare = -1;
    RegionStats::Heatmap m_heatmap;
    qint64 m_mostWrites = 0; // in one cell
    qint64 m_ceiling = 0;
};
