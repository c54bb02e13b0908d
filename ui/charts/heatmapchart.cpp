#include "heatmapchart.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

HeatmapChart::HeatmapChart(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

void HeatmapChart::setHeatmap(const RegionStats::Heatmap &) {}

void HeatmapChart::clear() {}
