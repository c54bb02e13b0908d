#include "ui/window/enterpresses.h"

#include <QApplication>
#include <QKeyEvent>
#include <QPushButton>
#include <QToolButton>

EnterPresses::EnterPresses(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

bool EnterPresses::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
    auto *button = qobject_cast<QAbstractButton *>(watched);
    if (enter && key->modifiers() == Qt::NoModifier && button && button->hasFocus() &&
        button->isEnabled() && button->window() == m_window &&
        (qobject_cast<QPushButton *>(button) || qobject_cast<QToolButton *>(button))) {
        button->animateClick();
        return true;
    }
    return QObject::eventFilter(watched, event);
}
