#include "ui/charts/chartscroll.h"

#include <QResizeEvent>
#include <QScrollArea>

#include <algorithm>

namespace {

// Makes its chart compact while it is shorter than the chart's regular minimum height.
class ChartScrollArea : public QScrollArea
{
public:
    explicit ChartScrollArea(CompactChart *chart)
        : m_chart(chart)
    {
        setWidget(chart);
        setFocusPolicy(Qt::NoFocus); // a chart takes no keys: Tab goes past it
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        // No frame and no horizontal scroll bar: the viewport is as high as the area.
        m_chart->setCompact(event->size().height() < m_chart->regularMinimumHeight());
        QScrollArea::resizeEvent(event);
    }

private:
    CompactChart *m_chart;
};

} // namespace

void CompactChart::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    applyCompact(compact);
    updateGeometry();
}

QFont CompactChart::compactFont(const QFont &font)
{
    QFont smaller = font;
    if (font.pointSizeF() > 0)
        smaller.setPointSizeF(std::max(8.0, font.pointSizeF() - 1));
    else
        smaller.setPixelSize(std::max(11, font.pixelSize() - 1)); // 8 pt at 96 dpi
    return smaller;
}

QScrollArea *scrollableChart(CompactChart *chart, int minimumHeight)
{
    auto *scroll = new ChartScrollArea(chart);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(minimumHeight);
    return scroll;
}
