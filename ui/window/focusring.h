#pragma once

#include <QPointer>
#include <QWidget>

class QPainter;

// A frame of `width` pixels inside `rect`, in `color`: how a focused view is marked (FocusRing,
// DiagramView).
void paintFocusFrame(QPainter *painter, const QRect &rect, const QColor &color, int width);

// Where the keyboard is, in the lists, tables and trees of a window and its row-key chips: the
// default style marks only the current item, and a view entered by Tab often has none, so a
// keyboard user saw nothing move (docs/designer.md#editing). A frame of kWidth pixels in the
// highlight colour is drawn round the focused view by a child that lets the mouse through and
// goes with the focus. One per window; a view deleted with the frame in it takes the frame along,
// and the next focus change makes another.
class FocusRing : public QObject
{
    Q_OBJECT

public:
    explicit FocusRing(QWidget *window);

    static constexpr int kWidth = 2;
    // The widget framed now, or nullptr.
    QWidget *target() const { return m_target; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(QWidget *focus);
    bool framed(const QWidget *widget) const;

    QWidget *m_window;
    QPointer<QWidget> m_target;
    QPointer<QWidget> m_frame;
};
