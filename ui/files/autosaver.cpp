#include "ui/files/autosaver.h"

#include "model/io/recoverystore.h"
#include "ui/document/document.h"
#include "ui/files/importdialog.h"

Autosaver::Autosaver(Document *document, RecoveryStore *store, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_store(store)
{
    m_periodic.setInterval(kDefaultIntervalMs);
    m_idle.setInterval(kIdleMs);
    m_idle.setSingleShot(true);
    connect(&m_periodic, &QTimer::timeout, this, [this] { writeNow(); });
    connect(&m_idle, &QTimer::timeout, this, [this] { writeNow(); });
    connect(document, &Document::changed, this, &Autosaver::changed);
    connect(document, &Document::fileStateChanged, this, &Autosaver::fileStateChanged);
    m_periodic.start();
}

void Autosaver::setInterval(int milliseconds)
{
    m_periodic.start(std::max(milliseconds, 100));
}

void Autosaver::changed()
{
    // The undo stack counts the edit only after this signal; whether the document is still
    // modified is asked when the write is due.
    m_pending = true;
    m_idle.start(); // written when the editing pauses
}

void Autosaver::fileStateChanged()
{
    // Saved, or undone back to the saved state: nothing is left to recover.
    if (!m_document->isModified()) {
        m_pending = false;
        m_idle.stop();
        m_store->discard();
    }
}

bool Autosaver::writeNow(QString *error)
{
    if (!m_pending || !m_document->isModified())
        return true;
    QString message;
    RecoveredDocument about;
    about.originalPath = m_document->filePath();
    about.displayName = m_document->displayName();
    about.untitledName = m_document->untitledName();
    // The program's own word is recorded as such, to be shown in the next start's language.
    if (!about.untitledName.isEmpty() && about.untitledName == ImportDialog::importedName())
        about.untitledWord = QStringLiteral("imported");
    about.comparedPath = m_comparedPath ? m_comparedPath() : QString();
    if (!m_store->write(m_document->project(), about, &message)) {
        m_lastError = message;
        if (error)
            *error = message;
        emit failed(message);
        return false;
    }
    m_pending = false;
    m_lastError.clear();
    ++m_writes;
    emit written();
    return true;
}

void Autosaver::contextChanged()
{
    if (!m_document->isModified())
        return;
    m_pending = true;
    m_idle.start();
}

void Autosaver::discard()
{
    m_pending = false;
    m_idle.stop();
    m_store->discard();
}
