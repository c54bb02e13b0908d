#pragma once

#include <QPicture>
#include <QSize>

class QCustomPlot;

// A chart as a vector picture at a given size, for the design report: QCustomPlot draws itself
// afresh into the picture instead of handing over its on-screen pixel buffer.
namespace ChartPicture {

QPicture record(QCustomPlot *plot, QSize size);

} // namespace ChartPicture
