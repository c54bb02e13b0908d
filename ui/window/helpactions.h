#pragma once

#include <QList>
#include <QObject>

class QAction;
class QDialog;
class QMainWindow;

// Help > Row-Key Notation (the notation reference, docs/rowkey-notation.md, inside the app) and
// Help > Keyboard Shortcuts (every action of the window that has one, as the menus name it).
// Each opens a window beside the designer; the texts follow the interface's language.
class HelpActions : public QObject
{
    Q_OBJECT

public:
    explicit HelpActions(QMainWindow *window);

    QList<QAction *> actions() const;
    // The windows they open (created on first use).
    QDialog *notationWindow();
    QDialog *shortcutsWindow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void fillShortcuts();

    QMainWindow *m_window;
    QAction *m_notation;
    QAction *m_shortcuts;
    QDialog *m_notationWindow = nullptr;
    QDialog *m_shortcutsWindow = nullptr;
};
