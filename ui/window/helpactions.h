#pragma once

#include <QList>
#include <QObject>
#include <QSize>

class QAction;
class QDialog;
class QMainWindow;

// Help > Row-Key Notation (the notation reference, docs/rowkey-notation.md, inside the app),
// Help > Rules (the rule catalog of docs/rules.md, searchable) and Help > Keyboard Shortcuts
// (every action of the window that has one, as the menus name it).
// Each opens a window beside the designer; the texts follow the interface's language.
class HelpActions : public QObject
{
    Q_OBJECT

public:
    explicit HelpActions(QMainWindow *window);

    QList<QAction *> actions() const;
    // The windows they open (created on first use).
    QDialog *notationWindow();
    // The notation reference (docs/rowkey-notation.md) in `language`, or in English.
    static QString notationReference(const QString &language);
    QDialog *shortcutsWindow();
    QDialog *rulesWindow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void fillShortcuts();
    void fillRules();

    // A window of the main window holding `widgets` one above the other, the last one stretched.
    QDialog *newWindow(const QString &objectName, const QList<QWidget *> &widgets, QSize size);

    QMainWindow *m_window;
    QAction *m_notation;
    QAction *m_shortcuts;
    QAction *m_rules;
    QDialog *m_notationWindow = nullptr;
    QDialog *m_shortcutsWindow = nullptr;
    QDialog *m_rulesWindow = nullptr;
};
