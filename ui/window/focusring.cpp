#include "ui/window/focusring.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QEvent>
#include <QPainter>

namespace {

// The frame: a transparent child covering its parent, painting only the border.
class Frame : public QWidget
{
public:
    explicit Frame(QWidget *parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("focusRing"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        paintFocusFrame(&painter, rect(), palette().color(QPalette::Highlight), FocusRing::kWidth);
    }
};

} // namespace

void paintFocusFrame(QPainter *painter, const QRect &rect, const QColor &color, int width)
{
    painter->fillRect(QRect(rect.left(), rect.top(), rect.width(), width), color);
    painter->fillRect(QRect(rect.left(), rect.bottom() - width + 1, rect.width(), width), color);
    painter->fillRect(QRect(rect.left(), rect.top(), width, rect.height()), color);
    painter->fillRect(QRect(rect.right() - width + 1, rect.top(), width, rect.height()), color);
}

FocusRing::FocusRing(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget *, QWidget *now) { follow(now); });
}

bool FocusRing::framed(const QWidget *widget) const
{
    if (!widget || widget->window() != m_window)
        return false;
    // Item views (not a combo box's list, which is a window of its own) and the row-key chips.
    return qobject_cast<const QAbstractItemView *>(widget) || widget->inherits("ChipStrip");
}

void FocusRing::follow(QWidget *focus)
{
    QWidget *target = framed(focus) ? focus : nullptr;
    if (target == m_target)
        return;
    if (m_target)
        m_target->removeEventFilter(this);
    m_target = target;
    if (!target) {
        if (m_frame)
            m_frame->hide();
        return;
    }
    // Moved, never deleted here: the focus change may come from inside the old view's events.
    if (!m_frame)
        m_frame = new Frame(target);
    else
        m_frame->setParent(target);
    m_frame->setGeometry(target->rect());
    m_frame->raise();
    m_frame->show();
    target->installEventFilter(this);
}

bool FocusRing::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_target && m_frame && event->type() == QEvent::Resize)
        m_frame->setGeometry(m_target->rect());
    return QObject::eventFilter(watched, event);
}
