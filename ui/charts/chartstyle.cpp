#include "ui/charts/chartstyle.h"

#include <qcustomplot.h>

namespace ChartStyle {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

void styleAxis(QCPAxis *axis, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor line = text;
    line.setAlphaF(0.6f);
    QColor grid = text;
    grid.setAlphaF(0.15f);
    axis->setBasePen(QPen(line, 1));
    axis->setTickPen(QPen(line, 1));
    axis->setSubTickPen(QPen(line, 1));
    axis->setLabelColor(text);
    axis->setTickLabelColor(text);
    axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
    axis->grid()->setZeroLinePen(Qt::NoPen);
}

} // namespace ChartStyle
