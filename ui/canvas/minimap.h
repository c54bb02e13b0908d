#pragma once

#include <QGraphicsView>

// The overview in the canvas's corner: the whole diagram small, the part the canvas shows framed;
// clicking or dragging in it moves the canvas there.
class MiniMap : public QGraphicsView
{
    Q_OBJECT

public:
    explicit MiniMap(QGraphicsView *canvas);

    // Fits the whole diagram and places itself in the canvas's corner that hides the least of
    // the cards, and least of all their titles (bottom-right when none does); hidden while the
    // canvas shows every card.
    void refit();
    // After the canvas is fitted to a project just opened: until the canvas scrolls, stays
    // hidden rather than cover a card.
    void waitForMove();
    // The part of the diagram the canvas shows, in scene coordinates.
    QRectF visibleArea() const;

protected:
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Shown
    {
        QRect card; // the part in sight, in the canvas's coordinates
        QRect title;
    };
    // The cards in the canvas's view.
    QList<Shown> shownCards() const;
    QPoint bestCorner() const;

    QGraphicsView *m_canvas;
    bool m_dragging = false;
    bool m_waitForMove = false;
    bool m_resizing = false; // the canvas is being resized: its scrolling is not a move
};
