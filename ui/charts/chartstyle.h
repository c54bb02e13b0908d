#pragma once

// Colours shared by the charts, taken from the widget palette so they follow light and dark
// themes. Only chart .cpp files include this (it needs qcustomplot.h; see ui/CMakeLists.txt).
#include <QSharedPointer>
#include <QString>

class QCPAxis;
class QCPAxisTicker;
class QPalette;

namespace ChartStyle {

bool isDark(const QPalette &palette);
// Axis line, ticks, labels and a faint dotted grid in the palette's text colour.
void styleAxis(QCPAxis *axis, const QPalette &palette);
// A count as the interface's language writes it: "1,000,000" in English, "100万" in Chinese,
// never "1E+06".
QString formatCount(double count);
// An axis ticker whose labels are formatCount's.
QSharedPointer<QCPAxisTicker> countTicker();

} // namespace ChartStyle
