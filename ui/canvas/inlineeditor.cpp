#include "ui/canvas/inlineeditor.h"

#include <QKeyEvent>

InlineEditor::InlineEditor(const QString &text, QWidget *parent)
    : QLineEdit(text, parent)
{
    setObjectName(QStringLiteral("inlineEditor"));
    selectAll();
}

void InlineEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        finish(false);
        return;
    }
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        finish(true);
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void InlineEditor::focusOutEvent(QFocusEvent *event)
{
    QLineEdit::focusOutEvent(event);
    finish(true);
}

void InlineEditor::finish(bool apply)
{
    if (m_done)
        return;
    m_done = true;
    // Enter or Esc: the keyboard goes back to the diagram (hiding the focused editor would send
    // it to the next dock), where F2, the arrow keys and Tab go on.
    if (hasFocus() && parentWidget())
        parentWidget()->setFocus(Qt::OtherFocusReason);
    hide();
    if (apply)
        emit accepted(text());
    deleteLater();
}
