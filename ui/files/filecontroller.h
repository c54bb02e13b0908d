#pragma once

#include <QObject>
#include <QStringList>

class DiskWatcher;
struct Project;
class Document;
class QAction;
class QMenu;
class QWidget;

// File > New, Open, Save, Save As, Revert and Open Recent for one document, with the prompt
// before unsaved changes are dropped. Every write is atomic (savefile.h).
class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(Document *document, QWidget *window);

    QAction *newAction() const { return m_new; }
    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *revertAction() const { return m_revert; }
    QAction *openExampleAction() const { return m_openExample; }
    QMenu *recentMenu() const { return m_recentMenu; }

    // Loads a project file into the document. On failure the document stays as it was and
    // `error` names the file and the place in it.
    bool openFile(const QString &path, QString *error);
    // Writes the project to `path` and makes it the document's file; the document stays
    // modified and the old file intact when the write fails. The open file is not overwritten
    // when someone else changed it on disk since it was read, unless `overwriteChanges`.
    bool saveTo(const QString &path, QString *error, bool overwriteChanges = false);
    // Reads the open file again, dropping the unsaved changes.
    bool reload(QString *error);
    DiskWatcher *diskWatcher() const { return m_disk; }

    // Opens a bundled example (a resource path) as a new, unsaved project.
    bool openExample(const QString &resourcePath, QString *error);
    // Opens `project` as a new one without a file (no prompt: see maybeSave), going by `name`
    // ("chat-messages") until it is saved; an empty name goes by "untitled".
    void openUntitled(const Project &project, const QString &name);

    // With dialogs, as the menu items do. Each returns false when cancelled or failed.
    bool newProject();
    bool openWithDialog();
    bool openWithPrompt(const QString &path);
    bool save();
    bool saveAs();
    bool revert();
    bool openExampleGallery();
    // Asks what to do with unsaved changes: true when they were saved or may be dropped.
    bool maybeSave();

    QStringList recentFiles() const;
    // Where Open looks first: the open file's folder, else the last recent file's.
    QString dialogDirectory() const;
    // Where what is written from the project goes (Save As, exports): the open file's folder;
    // for a project without a file (new, an example) the folder a project was last saved to,
    // else the documents folder; never merely where the last file was opened from, which may
    // hold the shipped examples.
    QString saveDirectory() const;
    // What Save As offers: the file, else the example's name, else "untitled.json", in
    // saveDirectory().
    QString suggestedSavePath() const;
    // Where Save As of a script, a migration or a report offers to write: the folder the last
    // one of this project went to, else `fallback` (the project's folder). Each save remembers.
    static QString exportDirectory(const QString &projectFile, const QString &fallback);
    static void rememberExport(const QString &projectFile, const QString &writtenPath);
    // What an export of the project offers: its name and `suffix` ("chat-messages.rb",
    // "chat-messages.png") in exportDirectory(), which falls back on saveDirectory().
    QString suggestedExportPath(const QString &suffix) const;
    void retranslate();

signals:
    void statusMessage(const QString &message);
    // The open file changed on disk behind the designer's back.
    void changedOnDisk(const QString &path);

private:
    bool openOrReport(const QString &path);
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void showError(const QString &title, const QString &message);

    Document *m_document;
    QWidget *m_window;
    DiskWatcher *m_disk;
    QAction *m_new;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_revert;
    QAction *m_openExample;
    QMenu *m_recentMenu;
};
