#pragma once

// Colours shared by the charts, taken from the widget palette so they follow light and dark
// themes. Only chart .cpp files include this (it needs qcustomplot.h; see ui/CMakeLists.txt).
#include <QSharedPointer>
#include <QString>

class QCPAxis;
class QCPAxisTicker;
class QFont;
class QPalette;

namespace ChartStyle {

bool isDark(const QPalette &palette);
// Axis line, ticks, labels and a faint dotted grid in the palette's text colour.
void styleAxis(QCPAxis *axis, const QPalette &palette);
// The axis's labels in `font` with tight spacing, for a compact chart (CompactChart), or back to
// the fonts and spacing it had before it was first made compact.
void setAxisCompact(QCPAxis *axis, bool compact, const QFont &font);
// A count as the interface's language writes it: "1,000,000" in English, "100万" in Chinese,
// never "1E+06".
QString formatCount(double count);
// An axis ticker whose labels are formatCount's.
QSharedPointer<QCPAxisTicker> countTicker();

} // namespace ChartStyle
