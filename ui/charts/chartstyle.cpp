#include "ui/charts/chartstyle.h"

#include "translations/translator.h"

#include <QLocale>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

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

void setAxisCompact(QCPAxis *axis, bool compact, const QFont &font)
{
    // The regular look is kept on the axis the first time it is made compact.
    const char *const kRegular = "hbdRegularLook";
    if (!axis->property(kRegular).isValid())
        axis->setProperty(kRegular,
                          QVariantList{axis->tickLabelFont(), axis->labelFont(), axis->padding(),
                                       axis->labelPadding(), axis->tickLabelPadding()});
    const QVariantList regular = axis->property(kRegular).toList();
    axis->setTickLabelFont(compact ? font : regular[0].value<QFont>());
    axis->setLabelFont(compact ? font : regular[1].value<QFont>());
    axis->setPadding(compact ? 1 : regular[2].toInt());
    axis->setLabelPadding(compact ? std::min(2, regular[3].toInt()) : regular[3].toInt());
    axis->setTickLabelPadding(compact ? std::min(3, regular[4].toInt()) : regular[4].toInt());
}

// Nothing written is the background; more writes run to a saturated red in light themes and to
// a bright yellow in dark ones, so hot cells stand out either way.
QCPColorGradient writesGradient(const QPalette &palette)
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setColorStopAt(0, palette.color(QPalette::Base));
    if (isDark(palette)) {
        gradient.setColorStopAt(0.003, QColor(0x4a, 0x10, 0x10));
        gradient.setColorStopAt(0.35, QColor(0xb3, 0x1b, 0x1b));
        gradient.setColorStopAt(0.7, QColor(0xf5, 0x8b, 0x3c));
        gradient.setColorStopAt(1, QColor(0xff, 0xf0, 0x9e));
    } else {
        gradient.setColorStopAt(0.003, QColor(0xfe, 0xe8, 0xc8));
        gradient.setColorStopAt(0.35, QColor(0xfc, 0x8d, 0x59));
        gradient.setColorStopAt(0.7, QColor(0xd7, 0x30, 0x1f));
        gradient.setColorStopAt(1, QColor(0x7f, 0x00, 0x00));
    }
    return gradient;
}

// Two entries a row when one row would be wider than `width`; true when that changed.
bool wrapLegendToFit(QCPLegend *legend, int width)
{
    int wide = 0;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (const QCPAbstractLegendItem *item = legend->item(i)) // a wrapped row's gap: none
            wide += item->minimumOuterSizeHint().width() + legend->columnSpacing();
    }
    const int wrap = wide > width ? 2 : 0;
    if (legend->wrap() == wrap)
        return false;
    legend->setWrap(wrap);
    legend->setFillOrder(legend->fillOrder(), true); // the entries placed again by the new wrap
    return true;
}

namespace {

// One font of a chart part, `scale` times the size it had before it was first scaled.
template<typename Set>
void scaleFont(QObject *part, const char *name, const QFont &current, const Set &set, double scale)
{
    const QByteArray original = QByteArray("hbdUnscaled") + name;
    const QByteArray shown = QByteArray("hbdScaled") + name;
    // A font the chart set itself since (compact or regular) is the new original.
    if (!part->property(original.constData()).isValid() ||
        part->property(shown.constData()).value<QFont>() != current)
        part->setProperty(original.constData(), current);
    QFont font = part->property(original.constData()).value<QFont>();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * scale);
    else
        font.setPixelSize(qRound(font.pixelSize() * scale));
    set(font);
    part->setProperty(shown.constData(), font);
}

void scaleAxis(QCPAxis *axis, double scale)
{
    scaleFont(
        axis, "tick", axis->tickLabelFont(), [axis](const QFont &f) { axis->setTickLabelFont(f); },
        scale);
    scaleFont(
        axis, "label", axis->labelFont(), [axis](const QFont &f) { axis->setLabelFont(f); }, scale);
}

} // namespace

void scaleChartText(QWidget *widget, double scale)
{
    for (QCustomPlot *plot : widget->findChildren<QCustomPlot *>()) {
        for (QCPAxisRect *rect : plot->axisRects()) {
            for (QCPAxis *axis : rect->axes())
                scaleAxis(axis, scale);
        }
        for (QCPColorScale *colorScale : plot->findChildren<QCPColorScale *>())
            scaleAxis(colorScale->axis(), scale);
        QCPLegend *legend = plot->legend;
        scaleFont(
            legend, "legend", legend->font(), [legend](const QFont &f) { legend->setFont(f); },
            scale);
        for (QCPTextElement *text : plot->findChildren<QCPTextElement *>())
            scaleFont(
                text, "text", text->font(), [text](const QFont &f) { text->setFont(f); }, scale);
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

bool keepBandAbove(QCPAxis *axis, double top, int pixels, double least)
{
    const int height = axis->axisRect()->height();
    // upper - top must take `pixels` of `height`: upper = top * height / (height - pixels).
    const double upper =
        height > pixels + 12 ? std::max(least, top * height / double(height - pixels)) : 3 * top;
    if (std::abs(axis->range().upper - upper) < 0.5 && axis->range().lower == 0)
        return false;
    axis->setRange(0, upper);
    return true;
}

} // namespace ChartStyle

namespace {

class CountTicker : public QCPAxisTicker
{
protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override
    {
        return ChartStyle::formatCount(tick);
    }
    QVector<QString> createLabelVector(const QVector<double> &ticks, const QLocale &, QChar,
                                       int) override
    {
        return ChartStyle::formatCounts(ticks);
    }
};

} // namespace

namespace ChartStyle {

namespace {
constexpr double kWanFrom = 1e5; // 10 万
} // namespace

QString formatCount(double count)
{
    const QLocale locale(Translations::currentLanguage());
    const double size = std::abs(count);
    if (locale.language() == QLocale::Chinese && size >= kWanFrom) {
        // 万 and 亿 from 10 万 on, as counts are read in Chinese (and as the findings write
        // them, Units::formatCountInText); up to four significant digits.
        const bool yi = size >= 1e8;
        return locale.toString(count / (yi ? 1e8 : 1e4), 'g', 4) +
               (yi ? QStringLiteral("亿") : QStringLiteral("万"));
    }
    if (size >= 1e15 || count != std::round(count))
        return locale.toString(count, 'g', 6);
    return locale.toString(qint64(count));
}

QStringList formatCounts(const QList<double> &ticks)
{
    double largest = 0;
    for (double tick : ticks)
        largest = std::max(largest, std::abs(tick));
    const QLocale locale(Translations::currentLanguage());
    QStringList labels;
    if (locale.language() != QLocale::Chinese || largest < kWanFrom) { // plain: no 0.25万 ticks
        for (double tick : ticks)
            labels.append(formatCount(tick));
        return labels;
    }
    const bool yi = largest >= 1e8;
    const double unit = yi ? 1e8 : 1e4;
    const QString word = yi ? QStringLiteral("亿") : QStringLiteral("万");
    for (double tick : ticks)
        labels.append(tick == 0 ? QStringLiteral("0")
                                : locale.toString(tick / unit, 'g', 4) + word);
    return labels;
}

QSharedPointer<QCPAxisTicker> countTicker()
{
    return QSharedPointer<CountTicker>::create();
}

} // namespace ChartStyle
