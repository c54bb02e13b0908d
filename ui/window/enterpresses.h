#pragma once

#include <QObject>

class QWidget;

// Enter on a focused push or tool button of a window presses it, as Space does: outside a dialog
// Qt gives Enter to no button, and a keyboard user who tabbed to "Add" pressed Enter in vain
// (docs/designer.md#editing). In a dialog Enter keeps Qt's meaning (the default button).
class EnterPresses : public QObject
{
    Q_OBJECT

public:
    explicit EnterPresses(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};
