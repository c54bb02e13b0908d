#pragma once

#include <QSize>

class QDockWidget;
class QMainWindow;

// Fits the main window to its screen (docs/designer.md#small-screens): it opens within the
// screen's free area, and when that is smaller than the size the docks are laid out for (a
// 1280×720 projector, a 1366×768 laptop) the docks at its right join the tabs at the bottom, so
// that the diagram keeps its width and every dock stays one click away.
namespace ScreenFit {

// The least size the docks' full arrangement needs.
inline constexpr QSize kPreferredSize{1440, 900};

bool isSmall(QSize window);
// A dock that keeps its column beside the diagram on a small window too, rather than joining the
// bottom tabs (the lesson: its goals in sight together with the regions chart they measure).
void keepBesideDiagram(QDockWidget *dock);
// The window's first size on a screen with `available` free area.
QSize initialSize(QSize available);
// Arranges the docks for a window of `size`: on a small one the left column takes the window's
// height and every other dock becomes a tab of the bottom tab group, but those kept beside the
// diagram. A large one keeps the arrangement the docks were created in.
void arrange(QMainWindow *window, QSize size);
// On a small window, the share of its height the bottom tab group asks for: the diagram keeps the
// rest, room for its cards at a legible size.
inline constexpr double kSmallBottomShare = 0.28;
// Gives a small window's bottom tab group kSmallBottomShare of `size`'s height, or the least its
// panels need when that is more; a large window's docks keep their sizes.
void shareHeight(QMainWindow *window, QSize size);
// Arranges the docks for `available` when the window's minimum size does not fit it (a window
// last closed on a large monitor, opened on a projector), and keeps the window within it.
void fitWithin(QMainWindow *window, QSize available);

} // namespace ScreenFit
