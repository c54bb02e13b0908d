#pragma once

#include "model/schema/project.h"

#include <QObject>
#include <QString>

#include <functional>

class QUndoStack;

// The project being edited, its file and its undo history. Every change goes through edit(),
// which records it as one undoable command; the panels only read the project and listen.
class Document : public QObject
{
    Q_OBJECT

public:
    // Changes the project in place; returns false with a translated message to refuse, leaving
    // nothing changed.
    using Change = std::function<bool(Project *, QString *)>;

    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    const Project &project() const { return m_project; }
    QString filePath() const { return m_filePath; }
    // The file name shown in titles: the file's name, else the name the project was opened
    // under (an example's), else "Untitled".
    QString displayName() const;
    // What the files made from the project are named after (Save As, the exported script): the
    // file's base name ("chat" for chat.hbase.json or chat.json), else the name it was opened
    // under, else "untitled".
    QString baseName() const;
    // The double extension new project files get, which the desktop's file type for projects
    // recognises (docs/file-format.md#file-names) while plain .json files keep opening too.
    static QString projectSuffix() { return QStringLiteral(".hbase.json"); }
    // The name a project without a file goes by ("chat-messages"), or "" when it has none.
    QString untitledName() const { return m_untitledName; }
    QUndoStack *undoStack() const { return m_undoStack; }
    bool isModified() const;

    // Starts over with `project` (loaded from `filePath`, or new when empty): no history, clean.
    // A project without a file may still have a name to go by, `untitledName` (an example's
    // "chat-messages"), which its first Save As offers; saving never goes to where it came from.
    void reset(const Project &project, const QString &filePath, const QString &untitledName = {});
    // Starts over with `saved` (the file as it is on disk, or a new project) and applies
    // `recovered` on top as one undoable edit, so the document shows the recovered work as
    // unsaved changes.
    void restore(const Project &saved, const Project &recovered, const QString &filePath,
                 const QString &untitledName = {});
    // The project as last saved is now the file at `filePath`; the history stays.
    void markSaved(const QString &filePath);
    // Work that exists nowhere else (an imported schema): unsaved, so closing or opening another
    // project asks first, though there is nothing to undo.
    void markUnsaved();

    // Applies `change` as one undoable command named `text`. Edits that share a non-empty
    // `mergeKey` and follow each other merge into one (typing into a field). Returns false with
    // the change's message when it refused, or when it changed nothing (no command is pushed).
    bool edit(const QString &text, const Change &change, QString *error = nullptr,
              const QString &mergeKey = {});

    // The object the panels show: an ObjectPath string ("ns:table/family"), "" for the project.
    QString selection() const { return m_selection; }
    void select(const QString &objectPath);
    // The full name ("ns:table") of the table the selection is in, or "" when it is in none.
    QString selectedTable() const;

signals:
    // reset() replaced the whole project (a file opened, a new project); `changed` follows.
    void replaced();
    // The project changed: an edit, an undo or redo, or a reset.
    void changed();
    // The file path or the modified state changed.
    void fileStateChanged();
    void selectionChanged(const QString &objectPath);

private:
    friend class ProjectEditCommand;
    void apply(const Project &project, const QString &selection);

    Project m_project;
    QString m_filePath;
    QString m_untitledName; // while m_filePath is empty
    QString m_selection;
    QUndoStack *m_undoStack;
};
