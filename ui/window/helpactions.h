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
    // In the window, without the links and sentences that name other files of docs/ (they make
    // sense on GitHub, not in the app).
    static QString notationReference(const QString &language);
    // `markdown` with links to other .md files as their plain text, a parenthesised one dropped,
    // and a sentence about such a file ("This page is X's Chinese version") left out.
    static QString withoutRepositoryLinks(QString markdown);
    // `text` without a parenthesised "(docs/hbase-reference.md §4)", as a rule's reason cites it.
    static QString withoutDocReferences(QString text);
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
