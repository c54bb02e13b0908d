#pragma once

class QScrollArea;
class QWidget;

// A chart that keeps the height its plots and axes need to read, in a panel that may be shorter
// (a projector's window gives the diagram most of its height): the panel scrolls it instead of
// squeezing it. `minimumHeight` is the least the panel shows of it (0: any height).
QScrollArea *scrollableChart(QWidget *chart, int minimumHeight = 0);
