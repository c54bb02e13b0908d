#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

class Document;
class RecoveryStore;

// Writes a modified document to its recovery slot (docs/reliability.md): every `interval` while
// there are unwritten changes, and after each idle pause in editing. The slot goes when the
// document is saved or its changes are dropped; a crash leaves it for the next start.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalMs = 30000;
    static constexpr int kIdleMs = 3000;

    Autosaver(Document *document, RecoveryStore *store, QObject *parent = nullptr);

    void setInterval(int milliseconds);
    void setIdleDelay(int milliseconds) { m_idle.setInterval(milliseconds); }
    int interval() const { return m_periodic.interval(); }

    // Writes now when there is something to write; false with the message when the write failed.
    bool writeNow(QString *error = nullptr);
    // Drops the recovery slot (the changes were saved or deliberately dropped).
    void discard();
    // What the recovery file records beside the project: the deployed version compared with.
    void setComparedPath(std::function<QString()> comparedPath)
    {
        m_comparedPath = std::move(comparedPath);
    }
    // Something the recovery file records besides the project changed (a comparison): written
    // at the next pause when there is unsaved work.
    void contextChanged();
    // Writes made so far, for the status bar and tests.
    int writes() const { return m_writes; }
    QString lastError() const { return m_lastError; }

signals:
    void written();
    void failed(const QString &message);

private:
    void changed();
    void fileStateChanged();

    Document *m_document;
    RecoveryStore *m_store;
    QTimer m_periodic;
    QTimer m_idle;
    bool m_pending = false;
    int m_writes = 0;
    QString m_lastError;
    std::function<QString()> m_comparedPath;
};
