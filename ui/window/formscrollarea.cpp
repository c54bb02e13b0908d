#include "ui/window/formscrollarea.h"

#include <QEvent>
#include <QScrollBar>
#include <QStyle>

FormScrollArea::FormScrollArea(QWidget *form, QWidget *parent)
    : QScrollArea(parent)
{
    setWidget(form);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab goes to the form's fields, not to the frame around them (which shows no focus).
    setFocusPolicy(Qt::NoFocus);
    form->installEventFilter(this); // its rows change: the width it needs may too
}

QSize FormScrollArea::minimumSizeHint() const
{
    const QSize area = QScrollArea::minimumSizeHint();
    if (!widget())
        return area;
    // Room for the vertical scroll bar too, which shows when the dock is short.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const int frame = 2 * frameWidth();
    return {widget()->minimumSizeHint().width() + bar + frame, area.height()};
}

bool FormScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}
