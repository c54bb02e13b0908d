#pragma once

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>

// Knows what the open project file held when the designer last read or wrote it, and says when
// someone else has changed it since (docs/reliability.md): another editor, a `git pull`, a
// colleague on a shared drive. Editors that save by replacing the file are followed too.
class DiskWatcher : public QObject
{
    Q_OBJECT

public:
    explicit DiskWatcher(QObject *parent = nullptr);

    // The file is now as the designer read or wrote it (an empty path watches nothing).
    void track(const QString &path);
    QString path() const { return m_path; }
    // Whether the file now differs from what was read or written last (or is gone).
    bool changedOnDisk() const;

signals:
    // Emitted once per change that makes changedOnDisk() true.
    void changed(const QString &path);

private:
    void check();
    static QByteArray digestOf(const QString &path, bool *exists);

    QFileSystemWatcher m_watcher;
    QString m_path;
    QByteArray m_digest;
    bool m_reported = false;
};
