#pragma once

#include "regionstats.h"

#include <QWidget>

class QCustomPlot;

// Writes per time window and region as a colour map (placeholder, being written).
class HeatmapChart : public QWidget
{
    Q_OBJECT

public:
    explicit HeatmapChart(QWidget *parent = nullptr);
    void setHeatmap(const RegionStats::Heatmap &heatmap);
    void clear();
    QCustomPlot *plot() const { return m_plot; }

private:
    QCustomPlot *m_plot;
};
