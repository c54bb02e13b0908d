#include "ui/charts/heatmapchart.h"

#include "ui/charts/chartstyle.h"

#include "model/rules/rulethresholds.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using ChartStyle::isDark;
using ChartStyle::styleAxis;

namespace {

// Room a tick label needs along each axis.
constexpr int kPixelsPerWindowTick = 45;
constexpr int kPixelsPerRegionTick = 25;
constexpr int kPixelsPerScaleTick = 40;
// The share plot's least height, regular and compact.
constexpr int kShareHeight = 70;
constexpr int kCompactShareHeight = 44;
// The least height of a compact chart: the map still 50 px high.
constexpr int kCompactHeight = 150;

QSharedPointer<QCPAxisTickerFixed> wholeNumberTicker()
{
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    ticker->setTickCount(10);
    return ticker;
}

// A cell range for QCPColorMapData: the centres of the first and last cell, numbered from first,
// or a one-cell span when there is only one (a zero-width range would draw nothing).
QCPRange cellCentres(int first, int cells)
{
    return cells > 1 ? QCPRange(first, first + cells - 1) : QCPRange(first - 0.5, first + 0.5);
}

} // namespace

HeatmapChart::HeatmapChart(QWidget *parent)
    : CompactChart(parent)
    , m_plot(new QCustomPlot(this))
    , m_emptyHint(new QLabel)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // With nothing to show, a line that says why instead of empty 0-1 axes.
    m_emptyHint->setObjectName(u"heatmapEmptyHint"_s);
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_emptyHint->setContentsMargins(6, 4, 6, 0);
    m_emptyHint->setEnabled(false); // greyed
    layout->addWidget(m_emptyHint, 1);
    layout->addWidget(m_plot, 1);

    // Row 0: the colour map and its scale; row 1: the hottest share, under the same windows.
    m_mapRect = m_plot->axisRect();
    m_scale = new QCPColorScale(m_plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(12);
    // The scale's title sits level above it, not rotated along it.
    auto *scaleColumn = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(0, 1, scaleColumn);
    m_scaleTitle = new QCPTextElement(m_plot);
    m_scaleTitle->setObjectName(u"writesScaleTitle"_s);
    scaleColumn->addElement(0, 0, m_scaleTitle);
    scaleColumn->addElement(1, 0, m_scale);
    scaleColumn->setRowStretchFactor(0, 0.001);
    scaleColumn->setRowSpacing(2);
    m_shareRect = new QCPAxisRect(m_plot);
    m_plot->plotLayout()->addElement(1, 0, m_shareRect);
    m_plot->plotLayout()->setRowStretchFactor(0, 3);
    m_plot->plotLayout()->setRowStretchFactor(1, 2);
    m_shareRect->setMinimumSize(0, kShareHeight);
    m_plot->plotLayout()->setRowSpacing(8);
    m_plot->plotLayout()->setMargins(QMargins(0, 0, 8, 0));
    auto *rows = new QCPMarginGroup(m_plot);
    m_mapRect->setMarginGroup(QCP::msTop | QCP::msBottom, rows);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, rows);
    auto *columns = new QCPMarginGroup(m_plot);
    m_mapRect->setMarginGroup(QCP::msLeft | QCP::msRight, columns);
    m_shareRect->setMarginGroup(QCP::msLeft | QCP::msRight, columns);

    QCPAxis *mapX = m_mapRect->axis(QCPAxis::atBottom);
    QCPAxis *mapY = m_mapRect->axis(QCPAxis::atLeft);
    // One ticker for both window axes: the same ticks above and below.
    const QSharedPointer<QCPAxisTickerFixed> windowTicker = wholeNumberTicker();
    mapX->setTicker(windowTicker);
    mapX->setTickLabels(false);
    mapY->setTicker(wholeNumberTicker());
    mapX->grid()->setVisible(false);
    mapY->grid()->setVisible(false);
    m_map = new QCPColorMap(mapX, mapY);
    m_map->setObjectName(u"writesMap"_s);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    m_map->setColorScale(m_scale);
    m_scale->axis()->setTicker(ChartStyle::countTicker());

    QCPAxis *shareX = m_shareRect->axis(QCPAxis::atBottom);
    QCPAxis *shareY = m_shareRect->axis(QCPAxis::atLeft);
    shareX->setTicker(windowTicker);
    shareX->grid()->setVisible(false);
    auto percent = QSharedPointer<QCPAxisTickerText>::create();
    for (const int tick : {0, 50, 100})
        percent->addTick(tick, u"%1%"_s.arg(tick));
    shareY->setTicker(percent);
    shareY->setRange(0, 135);
    // Before the layout, the legend's rows for the width the share plot will have (the plot's
    // less what its axes and the scale's column took last time).
    connect(m_plot, &QCustomPlot::beforeReplot, this, [this] {
        ChartStyle::wrapLegendToFit(m_plot->legend, m_plot->width() - m_shareMargin);
        // A second row of the legend takes its height from the plot, not from the lines.
        const int second =
            m_plot->legend->rowCount() > 1 ? QFontMetrics(m_plot->legend->font()).height() + 2 : 0;
        m_shareRect->setMinimumSize(0, (isCompact() ? kCompactShareHeight : kShareHeight) + second);
    });
    // The legend sits above 100%: that band grows with the legend when the plot is short, so the
    // hottest share's line never runs through it.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this, shareY] {
        m_shareMargin = m_plot->width() - m_shareRect->width();
        ChartStyle::keepBandAbove(shareY, 100, m_plot->legend->outerRect().height() + 2, 135);
    });
    m_share = m_plot->addGraph(shareX, shareY);
    m_share->setObjectName(u"hottestShare"_s);

    // The rule's threshold as a two-point graph so that the legend can name it.
    m_threshold = m_plot->addGraph(shareX, shareY);
    m_threshold->setObjectName(u"hotWindowThreshold"_s);
    m_goal = m_plot->addGraph(shareX, shareY);
    m_goal->setObjectName(u"lessonGoalShare"_s);
    // Named on the line itself, not in the legend: the band above 100% holds two entries at the
    // chart's smallest size, and the name beside the line cannot be read for the other one.
    m_goal->removeFromLegend();
    m_goalLabel = new QCPItemText(m_plot);
    m_goalLabel->setObjectName(u"lessonGoalLabel"_s);
    m_goalLabel->setClipAxisRect(m_shareRect);
    m_goalLabel->setClipToAxisRect(true);
    m_goalLabel->position->setAxes(shareX, shareY);
    m_goalLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_goalLabel->setPadding(QMargins(4, 1, 4, 1));
    m_goalLabel->setVisible(false);
    // The legend sits in the free band above 100%.
    QCPLegend *legend = m_plot->legend;
    m_mapRect->insetLayout()->take(legend);
    m_shareRect->insetLayout()->addElement(legend, Qt::AlignTop | Qt::AlignRight);
    legend->setVisible(true);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setIconSize(16, 8);
    legend->setIconTextPadding(4);
    legend->setMargins(QMargins(4, 1, 4, 1));
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    m_map->removeFromLegend();
    m_shareRect->insetLayout()->setMargins(QMargins(0, 0, 0, 0));

    m_plot->installEventFilter(this);
    applyPalette();
    retranslate();
    clear();
}

QSize HeatmapChart::minimumSizeHint() const
{
    // Both plots still read at this size, so the dock fits a projector's window (ScreenFit) and
    // leaves the diagram more of its height.
    if (!isCompact())
        return {420, regularMinimumHeight()};
    // What the axes, the legend and the scale's title take around the two plots.
    return {420, std::max(kCompactHeight, m_plot->plotLayout()->minimumOuterSizeHint().height())};
}

int HeatmapChart::regularMinimumHeight() const
{
    return 250;
}

void HeatmapChart::applyCompact(bool compact)
{
    const QFont small = compactFont(font());
    for (QCPAxisRect *rect : {m_mapRect, m_shareRect}) {
        for (QCPAxis *axis : rect->axes())
            ChartStyle::setAxisCompact(axis, compact, small);
    }
    ChartStyle::setAxisCompact(m_scale->axis(), compact, small);
    m_scaleTitle->setFont(compact ? small : font());
    m_scale->setBarWidth(compact ? 10 : 12);
    m_shareRect->setMinimumSize(0, compact ? kCompactShareHeight : kShareHeight);
    // QCustomPlot keeps 15 px around every plot; compact, only at the sides, where the end
    // ticks' numbers reach.
    m_mapRect->setMinimumMargins(QMargins(15, compact ? 4 : 15, 15, compact ? 3 : 15));
    m_shareRect->setMinimumMargins(QMargins(15, compact ? 3 : 15, 15, compact ? 2 : 15));
    m_plot->plotLayout()->setRowSpacing(compact ? 2 : 8);
    m_plot->legend->setFont(compact ? small : font());
    m_plot->legend->setMargins(compact ? QMargins(4, 0, 4, 0) : QMargins(4, 1, 4, 1));
    m_emptyHint->setContentsMargins(6, compact ? 1 : 4, 6, 0);
    // The goal is named on its line or in the legend, as the size allows.
    setWindowRange(int(std::lround(m_shareRect->axis(QCPAxis::atBottom)->range().upper - 0.5)));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapChart::setHeatmap(const RegionStats::Heatmap &heatmap)
{
    const std::size_t cellCount =
        std::size_t(std::max(heatmap.windows, 0)) * std::size_t(std::max(heatmap.regions, 0));
    if (heatmap.windows < 1 || heatmap.regions < 1 || heatmap.cells.size() != cellCount ||
        heatmap.windowRows.size() != std::size_t(heatmap.windows) ||
        heatmap.hottestShare.size() != std::size_t(heatmap.windows)) {
        clear();
        return;
    }
    m_heatmap = heatmap;

    QCPColorMapData *cells = m_map->data();
    cells->setSize(heatmap.windows, heatmap.regions);
    // Windows are numbered from 1 on screen, regions from 0.
    cells->setRange(cellCentres(1, heatmap.windows), cellCentres(0, heatmap.regions));
    qint64 most = 0;
    for (int w = 0; w < heatmap.windows; ++w) {
        for (int r = 0; r < heatmap.regions; ++r) {
            const qint64 writes = heatmap.at(w, r);
            cells->setCell(w, r, double(writes));
            most = std::max(most, writes);
        }
    }
    m_mostWrites = most;
    fitWritesScale();

    QList<double> windows;
    QList<double> shares;
    windows.reserve(heatmap.windows);
    shares.reserve(heatmap.windows);
    for (int w = 0; w < heatmap.windows; ++w) {
        windows.append(double(w + 1));
        shares.append(100.0 * heatmap.hottestShare[std::size_t(w)]);
    }
    m_share->setData(windows, shares, true);

    setWindowRange(heatmap.windows);
    m_mapRect->axis(QCPAxis::atLeft)->setRange(-0.5, double(heatmap.regions) - 0.5);
    m_emptyHint->hide();
    m_plot->show();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapChart::clear()
{
    m_heatmap = {};
    m_mostWrites = 0;
    m_map->data()->clear();
    m_scale->setDataRange(QCPRange(0, 1));
    m_share->data()->clear();
    setWindowRange(1);
    m_mapRect->axis(QCPAxis::atLeft)->setRange(-0.5, 0.5);
    if (m_plot->underMouse()) // its tooltip would describe data that is gone
        QToolTip::hideText();
    m_plot->hide();
    m_emptyHint->show();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapChart::setWritesCeiling(qint64 writes)
{
    m_ceiling = std::max<qint64>(writes, 0);
    if (m_mostWrites > 0) {
        fitWritesScale();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

double HeatmapChart::writesScaleTop() const
{
    return m_scale->dataRange().upper;
}

void HeatmapChart::fitWritesScale()
{
    m_scale->setDataRange(QCPRange(0, double(std::max({m_mostWrites, m_ceiling, qint64(1)}))));
}

void HeatmapChart::setWindowRange(int windows)
{
    const QCPRange range(0.5, double(windows) + 0.5);
    m_mapRect->axis(QCPAxis::atBottom)->setRange(range);
    m_shareRect->axis(QCPAxis::atBottom)->setRange(range);
    const double threshold = 100.0 * RuleThresholds::kHotWindowShare;
    m_threshold->setData({range.lower, range.upper}, {threshold, threshold}, true);
    if (m_goalShare >= 0) {
        m_goal->setData({range.lower, range.upper}, {100.0 * m_goalShare, 100.0 * m_goalShare},
                        true);
        m_goalLabel->position->setCoords(range.lower, 100.0 * m_goalShare);
    } else {
        m_goal->data()->clear();
    }
    // A short (compact) plot has no room for a label between the goal's line and the rule's 50%
    // above it: the legend names the goal there instead.
    m_goalLabel->setVisible(m_goalShare >= 0 && !isCompact());
    if (m_goalShare >= 0 && isCompact())
        m_goal->addToLegend();
    else
        m_goal->removeFromLegend();
}

QString HeatmapChart::goalText() const
{
    return m_goalShare >= 0 ? m_goal->name() : QString();
}

QStringList HeatmapChart::legendNames() const
{
    QStringList names;
    for (int i = 0; i < m_plot->legend->itemCount(); ++i) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(m_plot->legend->item(i)))
            names << item->plottable()->name();
    }
    return names;
}

void HeatmapChart::setGoalShare(double share)
{
    if (share == m_goalShare)
        return;
    m_goalShare = share;
    const QCPRange range = m_shareRect->axis(QCPAxis::atBottom)->range();
    setWindowRange(int(std::lround(range.upper - 0.5)));
    retranslate();
}

int HeatmapChart::windowAt(QPoint widgetPos) const
{
    const QPoint pos = m_plot->mapFrom(this, widgetPos);
    QCPAxisRect *rect = m_mapRect->rect().contains(pos)     ? m_mapRect
                        : m_shareRect->rect().contains(pos) ? m_shareRect
                                                            : nullptr;
    if (!rect)
        return -1;
    const double number = std::round(rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x()));
    if (!(number >= 1 && number <= double(m_heatmap.windows)))
        return -1;
    return int(number) - 1;
}

int HeatmapChart::regionAt(QPoint widgetPos) const
{
    const QPoint pos = m_plot->mapFrom(this, widgetPos);
    if (!m_mapRect->rect().contains(pos))
        return -1;
    const double number = std::round(m_mapRect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y()));
    if (!(number >= 0 && number < double(m_heatmap.regions)))
        return -1;
    return int(number);
}

QString HeatmapChart::cellToolTip(int window, int region) const
{
    if (window < 0 || window >= m_heatmap.windows || region < 0 || region >= m_heatmap.regions)
        return {};
    const qint64 writes = m_heatmap.at(window, region);
    const qint64 rows = m_heatmap.windowRows[std::size_t(window)];
    const double share = rows ? 100.0 * double(writes) / double(rows) : 0.0;
    return tr("Window %1 of %2, region %3 (of %4)\nWrites: %5 (%6% of the window)")
        .arg(QString::number(window + 1), QString::number(m_heatmap.windows),
             QString::number(region), QString::number(m_heatmap.regions), QString::number(writes),
             QString::number(share, 'f', 1));
}

QString HeatmapChart::windowToolTip(int window) const
{
    if (window < 0 || window >= m_heatmap.windows)
        return {};
    // The first of the fullest, as RegionStats and the rules pick it.
    int hottest = 0;
    for (int r = 1; r < m_heatmap.regions; ++r)
        hottest = m_heatmap.at(window, r) > m_heatmap.at(window, hottest) ? r : hottest;
    return tr("Window %1 of %2: %3 writes\nHottest: region %4 with %5% of them")
        .arg(QString::number(window + 1), QString::number(m_heatmap.windows),
             QString::number(m_heatmap.windowRows[std::size_t(window)]), QString::number(hottest),
             QString::number(100.0 * m_heatmap.hottestShare[std::size_t(window)], 'f', 1));
}

void HeatmapChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    } else if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    CompactChart::changeEvent(event);
}

bool HeatmapChart::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plot && event->type() == QEvent::Resize) {
        // As many numbers as fit without running into each other; the map takes 3/5 of the
        // height.
        const QSize size = static_cast<QResizeEvent *>(event)->size();
        m_mapRect->axis(QCPAxis::atBottom)
            ->ticker()
            ->setTickCount(std::clamp(size.width() / kPixelsPerWindowTick, 2, 10));
        m_mapRect->axis(QCPAxis::atLeft)
            ->ticker()
            ->setTickCount(std::clamp(size.height() * 3 / 5 / kPixelsPerRegionTick, 2, 10));
        m_scale->axis()->ticker()->setTickCount(
            std::clamp(size.height() * 3 / 5 / kPixelsPerScaleTick, 2, 5));
    }
    if (watched != m_plot || event->type() != QEvent::ToolTip)
        return CompactChart::eventFilter(watched, event);
    const auto *help = static_cast<QHelpEvent *>(event);
    const QPoint pos = m_plot->mapTo(this, help->pos());
    const int window = windowAt(pos);
    const int region = regionAt(pos);
    if (window < 0) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    // Hide the tooltip as soon as the pointer leaves the cell (or the window's column below).
    QCPAxisRect *rect = region >= 0 ? m_mapRect : m_shareRect;
    const QRect area = rect->rect();
    QCPAxis *x = rect->axis(QCPAxis::atBottom);
    const int left = int(x->coordToPixel(window + 0.5));
    const int right = int(x->coordToPixel(window + 1.5));
    QRect cell(left, area.top(), std::max(right - left, 1), area.height());
    if (region >= 0) {
        QCPAxis *y = rect->axis(QCPAxis::atLeft);
        const int top = int(y->coordToPixel(region + 0.5));
        const int bottom = int(y->coordToPixel(region - 0.5));
        cell.setTop(top);
        cell.setHeight(std::max(bottom - top, 1));
    }
    QToolTip::showText(help->globalPos(),
                       region >= 0 ? cellToolTip(window, region) : windowToolTip(window), m_plot,
                       cell);
    return true;
}

void HeatmapChart::applyPalette()
{
    const QPalette pal = palette();
    const bool dark = isDark(pal);
    m_plot->setBackground(pal.window());
    for (QCPAxisRect *rect : {m_mapRect, m_shareRect}) {
        rect->setBackground(pal.base());
        const QList<QCPAxis *> axes = rect->axes();
        for (QCPAxis *axis : axes)
            styleAxis(axis, pal);
    }
    styleAxis(m_scale->axis(), pal);
    m_scaleTitle->setTextColor(pal.color(QPalette::WindowText));
    m_map->setGradient(ChartStyle::writesGradient(pal));

    const QColor hot = dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xd6, 0x27, 0x28);
    m_share->setPen(QPen(hot, 1.5));
    m_share->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, hot, hot, 4));
    QColor threshold = pal.color(QPalette::WindowText);
    threshold.setAlphaF(0.7f);
    m_threshold->setPen(QPen(threshold, 1, Qt::DashLine));
    const QColor goal = dark ? QColor(0x3f, 0xb9, 0x50) : QColor(0x1a, 0x7f, 0x37);
    m_goal->setPen(QPen(goal, 1.5, Qt::DashDotLine));
    m_goalLabel->setColor(goal);
    m_goalLabel->setBrush(pal.base());
    m_plot->legend->setTextColor(pal.color(QPalette::WindowText));
}

void HeatmapChart::retranslate()
{
    m_mapRect->axis(QCPAxis::atLeft)->setLabel(tr("Region"));
    m_shareRect->axis(QCPAxis::atBottom)->setLabel(tr("Time window (arrival order)"));
    m_scaleTitle->setText(tr("Writes"));
    m_emptyHint->setText(tr("No writes to show: the heatmap appears for a table with a row key and "
                            "sample data."));
    m_share->setName(tr("Hottest share"));
    // Named by its rule: a lesson's goal, drawn beside it, may ask for less.
    m_threshold->setName(
        tr("HBD-WRITE-001 (%1%)").arg(100.0 * RuleThresholds::kHotWindowShare, 0, 'f', 0));
    m_goal->setName(tr("Lesson goal (%1%)").arg(100.0 * std::max(m_goalShare, 0.0), 0, 'f', 0));
    m_goalLabel->setText(m_goal->name());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QPicture HeatmapChart::vectorPicture(QSize size)
{
    // Laid out at `size` first (toPainter lays out as it draws), so the cells can be placed.
    m_plot->setViewport(QRect(QPoint(0, 0), size));
    QPicture layout;
    {
        QCPPainter dry(&layout);
        m_plot->toPainter(&dry, size.width(), size.height());
    }
    const QBrush background = palette().window();
    m_map->setVisible(false);
    m_scale->setVisible(false);
    m_plot->setBackground(Qt::NoBrush);
    m_mapRect->setBackground(Qt::NoBrush);
    QPicture picture;
    QCPPainter painter(&picture);
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.fillRect(QRect(QPoint(0, 0), size), background);
    painter.fillRect(m_mapRect->rect(), palette().base());
    paintCells(&painter);
    paintScale(&painter);
    m_plot->toPainter(&painter, size.width(), size.height()); // axes, labels, share plot
    painter.end();
    m_map->setVisible(true);
    m_scale->setVisible(true);
    applyPalette();
    picture.setBoundingRect(QRect(QPoint(0, 0), size));
    return picture;
}

void HeatmapChart::paintCells(QPainter *painter) const
{
    if (m_heatmap.windows < 1 || m_heatmap.regions < 1)
        return;
    const QCPAxis *x = m_mapRect->axis(QCPAxis::atBottom);
    const QCPAxis *y = m_mapRect->axis(QCPAxis::atLeft);
    QCPColorGradient gradient = m_map->gradient();
    const QCPRange range = m_scale->dataRange();
    painter->save();
    painter->setClipRect(m_mapRect->rect());
    painter->setPen(Qt::NoPen);
    for (int r = 0; r < m_heatmap.regions; ++r) {
        const double top = y->coordToPixel(r + 0.5);
        const double bottom = y->coordToPixel(r - 0.5);
        for (int w = 0; w < m_heatmap.windows;) {
            const QRgb colour = gradient.color(double(m_heatmap.at(w, r)), range);
            int end = w + 1;
            while (end < m_heatmap.windows &&
                   gradient.color(double(m_heatmap.at(end, r)), range) == colour)
                ++end;
            // Nothing written is the background already drawn.
            if (m_heatmap.at(w, r) != 0) {
                const double left = x->coordToPixel(w + 0.5);
                const double right = x->coordToPixel(end + 0.5);
                painter->setBrush(QColor::fromRgba(colour));
                painter->drawRect(QRectF(QPointF(left, top), QPointF(right, bottom)).normalized());
            }
            w = end;
        }
    }
    painter->restore();
}

void HeatmapChart::paintScale(QPainter *painter) const
{
    QCPAxis *axis = m_scale->axis();
    const QRect bar = axis->axisRect()->rect();
    if (bar.isEmpty())
        return;
    QCPColorGradient gradient = m_map->gradient();
    const QCPRange range = m_scale->dataRange();
    // The bar in bands of a pixel or two, bottom (none) to top (most).
    constexpr int kBands = 96;
    painter->save();
    painter->setPen(Qt::NoPen);
    for (int i = 0; i < kBands; ++i) {
        const double value = range.lower + (range.upper - range.lower) * (i + 0.5) / kBands;
        painter->setBrush(QColor::fromRgba(gradient.color(value, range)));
        const double y0 = bar.bottom() + 1 - double(bar.height()) * i / kBands;
        const double y1 = bar.bottom() + 1 - double(bar.height()) * (i + 1) / kBands;
        // A little overlap, so no hairline of the page shows between the bands.
        painter->drawRect(QRectF(bar.left(), y1 - 0.3, bar.width(), y0 - y1 + 0.6));
    }
    painter->setPen(QPen(axis->basePen().color(), 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(bar).adjusted(0, 0, -0.5, -0.5));
    painter->setFont(axis->tickLabelFont());
    painter->setPen(axis->tickLabelColor());
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    const QFontMetricsF metrics(axis->tickLabelFont());
    for (qsizetype i = 0; i < ticks.size() && i < labels.size(); ++i) {
        const double y = axis->coordToPixel(ticks[i]);
        if (y < bar.top() - 1 || y > bar.bottom() + 1)
            continue;
        painter->drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 4, y));
        painter->drawText(QRectF(bar.right() + 6, y - metrics.height() / 2, 200, metrics.height()),
                          Qt::AlignLeft | Qt::AlignVCenter, labels[i]);
    }
    painter->restore();
}
