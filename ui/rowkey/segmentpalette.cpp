#include "ui/rowkey/segmentpalette.h"

#include <QPalette>

namespace SegmentPalette {

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

// Hues far enough apart that neighbouring segments never look alike.
constexpr int kHues[] = {210, 30, 130, 280, 0, 180, 55, 320};

} // namespace

QColor fill(int index, bool literal, const QPalette &palette)
{
    const bool dark = isDark(palette);
    if (literal)
        return dark ? QColor(90, 90, 90) : QColor(215, 215, 215);
    const int hue = kHues[std::size_t(index) % std::size(kHues)];
    return dark ? QColor::fromHsl(hue, 110, 70) : QColor::fromHsl(hue, 170, 205);
}

QColor text(const QPalette &palette)
{
    return isDark(palette) ? QColor(240, 240, 240) : QColor(20, 20, 20);
}

} // namespace SegmentPalette
