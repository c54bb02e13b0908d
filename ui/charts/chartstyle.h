#pragma once

// Colours shared by the charts, taken from the widget palette so they follow light and dark
// themes. Only chart .cpp files include this (it needs qcustomplot.h; see ui/CMakeLists.txt).
class QCPAxis;
class QPalette;

namespace ChartStyle {

bool isDark(const QPalette &palette);
// Axis line, ticks, labels and a faint dotted grid in the palette's text colour.
void styleAxis(QCPAxis *axis, const QPalette &palette);

} // namespace ChartStyle
