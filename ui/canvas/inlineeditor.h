#pragma once

#include <QLineEdit>

// A line edit laid over the canvas to rename a table in place: Enter or leaving it applies, Esc
// cancels. It deletes itself when done.
class InlineEditor : public QLineEdit
{
    Q_OBJECT

public:
    InlineEditor(const QString &text, QWidget *parent);

signals:
    void accepted(const QString &text);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void finish(bool apply);

    bool m_done = false;
};
