#include "ui/files/diskwatcher.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

DiskWatcher::DiskWatcher(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &DiskWatcher::check);
    // A save by rename replaces the file: the directory changes and the file must be watched
    // again.
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &DiskWatcher::check);
}

QByteArray DiskWatcher::digestOf(const QString &path, bool *exists)
{
    QFile file(path);
    *exists = file.open(QIODevice::ReadOnly);
    if (!*exists)
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

void DiskWatcher::track(const QString &path)
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_reported = false;
    m_digest.clear();
    if (m_path.isEmpty())
        return;
    bool exists = false;
    m_digest = digestOf(m_path, &exists);
    m_watcher.addPath(m_path);
    m_watcher.addPath(QFileInfo(m_path).absolutePath());
}

bool DiskWatcher::changedOnDisk() const
{
    if (m_path.isEmpty())
        return false;
    bool exists = false;
    const QByteArray now = digestOf(m_path, &exists);
    return !exists || now != m_digest;
}

void DiskWatcher::check()
{
    if (m_path.isEmpty())
        return;
    if (!m_watcher.files().contains(m_path) && QFileInfo::exists(m_path))
        m_watcher.addPath(m_path);
    const bool changed = changedOnDisk();
    if (changed && !m_reported) {
        m_reported = true;
        emit this->changed(m_path);
    } else if (!changed) {
        m_reported = false; // back as it was (a revert by the other editor)
    }
}
