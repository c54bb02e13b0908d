#pragma once

#include <QFrame>

class Document;
class EditActions;
class FileController;
class QAction;
class QGridLayout;
class QKeyEvent;
class QLabel;
class QListWidget;
class QMoveEvent;
class QPushButton;

// What the empty canvas shows while the project has no table (docs/designer.md#files): open a
// case study, start with a table, open a project or a recent one, import existing tables, and two
// lines on how the designer works. It sits in the middle of the canvas and goes when the first
// table comes.
class StartPage : public QFrame
{
    Q_OBJECT

public:
    StartPage(Document *document, FileController *files, EditActions *edits, QAction *importAction,
              QWidget *canvas);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void moveEvent(QMoveEvent *event) override;

private:
    void retranslate();
    void refresh();
    void place();
    void arrangeButtons(int width);
    // The page's widgets Tab stops at, in order.
    QList<QWidget *> tabStops() const;
    // Tab or Shift+Tab pressed in the view or on one of the stops: moved on, and true.
    bool tabbed(QObject *watched, const QKeyEvent *key);

    Document *m_document;
    FileController *m_files;
    QLabel *m_title;
    QLabel *m_howItWorks;
    QPushButton *m_example;
    QPushButton *m_table;
    QPushButton *m_open;
    QPushButton *m_import;
    QGridLayout *m_buttons;
    QLabel *m_recentLabel;
    QListWidget *m_recent;
    QPoint m_placedAt; // where place() put it in the canvas
};
