#include "ui/charts/chartpicture.h"

#include <qcustomplot.h>

namespace ChartPicture {

QPicture record(QCustomPlot *plot, QSize size)
{
    QPicture picture;
    QCPPainter painter(&picture);
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    plot->toPainter(&painter, size.width(), size.height());
    painter.end();
    picture.setBoundingRect(QRect(QPoint(0, 0), size));
    return picture;
}

} // namespace ChartPicture
