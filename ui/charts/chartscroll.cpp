#include "ui/charts/chartscroll.h"

#include <QScrollArea>

QScrollArea *scrollableChart(QWidget *chart, int minimumHeight)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(chart);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(minimumHeight);
    return scroll;
}
