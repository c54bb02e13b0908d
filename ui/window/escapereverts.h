#pragma once

#include <QObject>

#include <functional>

class QWidget;

// Esc in a panel's editor drops what was typed and shows the value the project holds again,
// before the editor's own handling (a line edit does nothing with it, a dialog would close). One
// object serves all of a panel's editors: `revert` is called with the editor Esc was pressed in.
class EscapeReverts : public QObject
{
public:
    EscapeReverts(std::function<void(QWidget *editor)> revert, QObject *parent);

    void watch(QWidget *editor);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::function<void(QWidget *)> m_revert;
};
