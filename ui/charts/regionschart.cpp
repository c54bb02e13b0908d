#include "regionschart.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

RegionsChart::RegionsChart(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

void RegionsChart::setRegions(const QList<QByteArray> &, const std::vector<qint64> &) {}

void RegionsChart::clear() {}
