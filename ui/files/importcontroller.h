#pragma once

#include <QObject>

class Document;
class FileController;
class ImportDialog;
class QAction;
class QWidget;
struct Project;

// File > Import... (docs/designer.md#import): runs the ImportDialog and puts what it read into
// the window, as a new project (after the usual question about unsaved changes) or added to the
// current one as one undoable edit. A failed import changes nothing.
class ImportController : public QObject
{
    Q_OBJECT

public:
    ImportController(Document *document, FileController *files, QWidget *window);

    QAction *action() const { return m_action; }
    // With the dialog, as the menu item does; false when cancelled or refused.
    bool importWithDialog();
    // Takes what `dialog` imported (it must have a project): a new project, or the tables added
    // to this one. False, with a message shown, when the tables cannot be added.
    bool apply(ImportDialog &dialog);
    // Lets the dialog refuse adding tables whose names this project already has, before Import.
    void watchMerge(ImportDialog &dialog) const;
    // Adds `imported`'s namespaces and tables to `project`, placed below its cards, and its
    // notes (the to-dos) after the project's; refuses a table the project already has.
    static bool addTo(Project *project, const Project &imported, QString *error);
    void retranslate();

signals:
    void statusMessage(const QString &message);

private:
    Document *m_document;
    FileController *m_files;
    QWidget *m_window;
    QAction *m_action;
};
