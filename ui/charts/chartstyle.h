#pragma once

// Colours shared by the charts, taken from the widget palette so they follow light and dark
// themes. Only chart .cpp files include this (it needs qcustomplot.h; see ui/CMakeLists.txt).
#include <QSharedPointer>
#include <QString>

class QCPAxis;
class QCPAxisTicker;
class QWidget;
class QCPColorGradient;
class QCPLegend;
class QFont;
class QPalette;

namespace ChartStyle {

bool isDark(const QPalette &palette);
// Axis line, ticks, labels and a faint dotted grid in the palette's text colour.
void styleAxis(QCPAxis *axis, const QPalette &palette);
// The axis's labels in `font` with tight spacing, for a compact chart (CompactChart), or back to
// the fonts and spacing it had before it was first made compact.
void setAxisCompact(QCPAxis *axis, bool compact, const QFont &font);
// The write heatmap's colours: nothing written is the background; more writes run to a saturated
// red in light themes and to a bright yellow in dark ones.
QCPColorGradient writesGradient(const QPalette &palette);
// Puts a legend's entries two a row when one row would be wider than `width`; true when changed.
bool wrapLegendToFit(QCPLegend *legend, int width);
// Every text of the charts within `widget` (axes, legends, text elements) `scale` times its size,
// for a room (presentation mode on a large screen); 1 gives back the sizes they had, unless a
// chart has set others meanwhile (it turned compact).
void scaleChartText(QWidget *widget, double scale);
// Sets `axis`'s range from 0 so that at least `pixels` stay free above `top` (room for a legend
// above a chart's 100% line at any height), never less than `least`; true when it changed.
bool keepBandAbove(QCPAxis *axis, double top, int pixels, double least);
// A count as the interface's language writes it: "1,000,000" in English, "100万" in Chinese,
// never "1E+06".
QString formatCount(double count);
// The labels of an axis's ticks: formatCount's, except that in Chinese the whole axis counts in
// the unit of its largest tick (0, 0.5万, 1万), never 万 over plain thousands (1万 over 8,000).
QStringList formatCounts(const QList<double> &ticks);
// An axis ticker whose labels are formatCounts'.
QSharedPointer<QCPAxisTicker> countTicker();

} // namespace ChartStyle
