#pragma once

#include <QGraphicsView>

class DiagramScene;
class MiniMap;

// The canvas: Ctrl+wheel and the zoom keys zoom around the pointer, the wheel scrolls, dragging
// on empty canvas selects several cards, Fit shows every card, and a table selected in another
// panel is scrolled into sight. Tab leaves it; with the keyboard in it, it is framed.
class DiagramView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit DiagramView(DiagramScene *scene, QWidget *parent = nullptr);

    void zoomBy(double factor);
    // Every card as large as fits the view, but never so small that the cards' text is smaller
    // than kLegibleTextPixels: a diagram too large for that shows its top-left cards, and
    // scrolls (the overview shows the rest). Zooming out goes further.
    void fitAll();
    // How a newly opened project is shown: fitted. Until the user zooms, a larger or smaller
    // view (the window maximized after opening) is fitted again.
    void showStart();
    // Whether it is still fitted that way (no zoom since).
    bool isFittingToSize() const { return m_showingStart; }
    // The size under which the cards' smallest text (chips, badges, qualifiers) is hard to read.
    static constexpr double kLegibleTextPixels = 10;
    // The zoom at which that text is kLegibleTextPixels tall on this view's screen.
    double legibleZoom() const;
    double zoom() const;
    // Scrolls the least that shows `card` (scene coordinates), or its top-left part when it is
    // larger than the view.
    void bringInSight(const QRectF &card);
    MiniMap *miniMap() const { return m_miniMap; }
    // Opens the in-place editor for a table's name over its card's title.
    void startRename(const QString &tableFullName, const QRectF &titleInScene);

signals:
    void renameFailed(const QString &message);

protected:
    // Tab and Shift+Tab leave the diagram for the next or previous panel, as everywhere else,
    // instead of the scene's own tab order among items; a focused diagram is framed in the
    // highlight colour, as a focused field is.
    bool event(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // What the scroll bars cover: the cards with a 20-pixel rim, no more, while every card is in
    // sight (so a fitted diagram has no scroll bars); else kRoom more around them, and at the
    // right and the bottom at least the overview's size, so that no card has to stay under it.
    void updateScrollArea();
    static constexpr QSizeF kRoom{380, 280};
    static constexpr int kFocusFrame = 2; // pixels

    MiniMap *m_miniMap;
    bool m_showingStart = false;
};
