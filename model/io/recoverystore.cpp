#include "model/io/recoverystore.h"

#include "model/io/projectfile.h"
#include "model/io/savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <cstring>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RecoveryStore", text);
}

constexpr char kProjectSuffix[] = ".json";
constexpr char kMetaSuffix[] = ".meta";
constexpr char kLockSuffix[] = ".lock";

} // namespace

RecoveryStore::RecoveryStore(QString directory)
    : m_directory(std::move(directory))
{}

RecoveryStore::~RecoveryStore() = default; // the lock is released; the slot stays for a crash

QString RecoveryStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

QString RecoveryStore::pathOf(const QString &id, const char *suffix) const
{
    return m_directory + u'/' + id + QLatin1StringView(suffix);
}

QString RecoveryStore::slotProjectPath() const
{
    return m_id.isEmpty() ? QString() : pathOf(m_id, kProjectSuffix);
}

bool RecoveryStore::claim(QString *error)
{
    if (!m_id.isEmpty())
        return true;
    if (!QDir().mkpath(m_directory)) {
        *error = tr("%1: cannot create the recovery folder").arg(m_directory);
        return false;
    }
    // The process id keeps slots apart between instances; the random part between documents.
    const QString id = QStringLiteral("%1-%2")
                           .arg(QCoreApplication::applicationPid())
                           .arg(QUuid::createUuid().toString(QUuid::Id128).left(12));
    auto lock = std::make_unique<QLockFile>(pathOf(id, kLockSuffix));
    lock->setStaleLockTime(0); // stale only when its process is gone, never by age
    if (!lock->tryLock(0)) {
        *error = tr("%1: cannot lock the recovery file").arg(pathOf(id, kLockSuffix));
        return false;
    }
    m_id = id;
    m_lock = std::move(lock);
    return true;
}

bool RecoveryStore::write(const Project &project, const QString &originalPath,
                          const QString &displayName, QString *error)
{
    RecoveredDocument about;
    about.originalPath = originalPath;
    about.displayName = displayName;
    return write(project, about, error);
}

bool RecoveryStore::write(const Project &project, const RecoveredDocument &about, QString *error)
{
    if (!claim(error))
        return false;
    if (!ProjectFile::save(project, pathOf(m_id, kProjectSuffix), error))
        return false;
    QJsonObject meta{
        {QStringLiteral("originalPath"), about.originalPath},
        {QStringLiteral("displayName"), about.displayName},
        {QStringLiteral("untitledName"), about.untitledName},
        {QStringLiteral("untitledWord"), about.untitledWord},
        {QStringLiteral("comparedPath"), about.comparedPath},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    return writeFileAtomically(pathOf(m_id, kMetaSuffix), QJsonDocument(meta).toJson(), error);
}

void RecoveryStore::discard()
{
    if (m_id.isEmpty())
        return;
    QFile::remove(pathOf(m_id, kProjectSuffix));
    QFile::remove(pathOf(m_id, kMetaSuffix));
    m_lock.reset(); // unlocks and removes the lock file
    m_id.clear();
}

QList<RecoveredDocument> RecoveryStore::orphans() const
{
    QList<RecoveredDocument> out;
    const QDir dir(m_directory);
    const QString metaPattern = QStringLiteral("*") + QLatin1StringView(kMetaSuffix);
    for (const QString &name : dir.entryList({metaPattern}, QDir::Files)) {
        const QString id = name.chopped(qsizetype(std::strlen(kMetaSuffix)));
        if (id == m_id)
            continue; // this instance's own slot
        // A live instance holds the lock; a crashed one left it stale (or none at all).
        QLockFile lock(pathOf(id, kLockSuffix));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly) || !QFile::exists(pathOf(id, kProjectSuffix)))
            continue;
        const QJsonObject meta = QJsonDocument::fromJson(file.readAll()).object();
        RecoveredDocument d;
        d.id = id;
        d.originalPath = meta.value(QStringLiteral("originalPath")).toString();
        d.displayName = meta.value(QStringLiteral("displayName")).toString();
        d.untitledName = meta.value(QStringLiteral("untitledName")).toString();
        d.untitledWord = meta.value(QStringLiteral("untitledWord")).toString();
        d.comparedPath = meta.value(QStringLiteral("comparedPath")).toString();
        d.savedAt = QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(),
                                          Qt::ISODateWithMs);
        d.projectPath = pathOf(id, kProjectSuffix);
        out.append(d);
    }
    std::sort(out.begin(), out.end(), [](const RecoveredDocument &a, const RecoveredDocument &b) {
        return a.savedAt > b.savedAt;
    });
    return out;
}

bool RecoveryStore::load(const RecoveredDocument &document, Project *project, QString *error)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(document.projectPath);
    if (!loaded.project) {
        *error = loaded.error;
        return false;
    }
    *project = std::move(*loaded.project);
    return true;
}

void RecoveryStore::remove(const RecoveredDocument &document)
{
    // Its own folder: the orphan may come from another store's directory.
    const RecoveryStore owner(QFileInfo(document.projectPath).absolutePath());
    QFile::remove(owner.pathOf(document.id, kProjectSuffix));
    QFile::remove(owner.pathOf(document.id, kMetaSuffix));
    QFile::remove(owner.pathOf(document.id, kLockSuffix));
}
