#pragma once

#include "model/schema/project.h"

#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>

#include <memory>

// A recovery file left behind by an instance that did not close normally.
struct RecoveredDocument
{
    QString id;           // the slot's name, unique per instance and document
    QString originalPath; // the project file it was edited from; empty for an unsaved project
    QString displayName;  // as the title showed it
    // An unsaved project's own name (Save As offers it), and the program's word it is, when the
    // program chose it ("imported"), so that it can be shown in the language of the next start.
    QString untitledName;
    QString untitledWord;
    QString comparedPath; // the deployed version the Migration tab compared with, if any
    QDateTime savedAt;    // when the recovery file was written (UTC)
    QString projectPath;  // the recovery file itself, in the project-file format
};

// Recovery files for unsaved work (docs/reliability.md): each open document writes its project to
// its own slot in `directory`, through the atomic save path, and holds a lock file while its
// instance runs. A slot whose lock is stale (its process is gone: a crash, kill -9) is an orphan
// the next start offers to restore. Running instances never touch each other's slots.
class RecoveryStore
{
public:
    // `directory` is created when needed; the default is <AppDataLocation>/recovery.
    explicit RecoveryStore(QString directory = defaultDirectory());
    ~RecoveryStore();

    static QString defaultDirectory();
    QString directory() const { return m_directory; }

    // Writes the document's project to this instance's slot (claiming one first).
    bool write(const Project &project, const QString &originalPath, const QString &displayName,
               QString *error);
    // The same with what else the document carries (`about`'s names and compared path; its id,
    // time and project path are the store's).
    bool write(const Project &project, const RecoveredDocument &about, QString *error);
    // Removes this instance's slot: the work was saved or deliberately dropped.
    void discard();
    bool hasSlot() const { return !m_id.isEmpty(); }
    QString slotProjectPath() const;

    // Slots whose instance is gone, newest first. Slots of running instances are left out.
    QList<RecoveredDocument> orphans() const;
    // Reads an orphan's project; false with a message naming the file and the place.
    static bool load(const RecoveredDocument &document, Project *project, QString *error);
    // Deletes an orphan (after it was restored, or the user dropped it).
    static void remove(const RecoveredDocument &document);

private:
    bool claim(QString *error);
    QString pathOf(const QString &id, const char *suffix) const;

    QString m_directory;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
};
