#pragma once

#include <QColor>

class QPalette;

// The colours of row-key segments, shared by the row-key builder's chips, the byte ruler and
// the diagram's key strips, so a segment looks the same everywhere. Separators are grey.
namespace SegmentPalette {

// Fill of value segment `index` (its position among the key's segments) on `palette`.
QColor fill(int index, bool literal, const QPalette &palette);
// Text drawn on that fill.
QColor text(const QPalette &palette);

} // namespace SegmentPalette
