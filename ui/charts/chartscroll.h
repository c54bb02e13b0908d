#pragma once

#include <QWidget>

class QScrollArea;

// A chart that reads in a short panel too (a projector's bottom tab, where the diagram keeps most
// of the window's height): below its regular minimum height it draws itself compact, with smaller
// type (never under 8 pt), tighter margins and a shorter minimum height.
class CompactChart : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    bool isCompact() const { return m_compact; }
    void setCompact(bool compact);
    // The height under which the chart is drawn compact.
    virtual int regularMinimumHeight() const = 0;

protected:
    // Fonts, margins and spacing for the regular or the compact chart.
    virtual void applyCompact(bool compact) = 0;
    // The type of a compact chart: a point smaller than `font`, not under 8 pt.
    static QFont compactFont(const QFont &font);

private:
    bool m_compact = false;
};

// The chart in a panel that may be shorter than it (a projector's window gives the diagram most
// of its height): compact when the panel is shorter than its regular minimum height, and scrolled
// rather than squeezed when it is shorter than even the compact one. `minimumHeight` is the least
// the panel shows of it (0: any height).
QScrollArea *scrollableChart(CompactChart *chart, int minimumHeight = 0);
