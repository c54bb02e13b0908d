#include "ui/window/escapereverts.h"

#include <QKeyEvent>
#include <QWidget>

EscapeReverts::EscapeReverts(std::function<void(QWidget *editor)> revert, QObject *parent)
    : QObject(parent)
    , m_revert(std::move(revert))
{}

void EscapeReverts::watch(QWidget *editor)
{
    editor->installEventFilter(this);
}

bool EscapeReverts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier) {
            m_revert(static_cast<QWidget *>(watched));
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
