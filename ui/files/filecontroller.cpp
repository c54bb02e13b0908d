#include "ui/files/filecontroller.h"

#include "model/io/projectfile.h"
#include "ui/document/document.h"
#include "ui/files/diskwatcher.h"
#include "ui/files/examplegallery.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

namespace {
constexpr int kMaxRecent = 10;
const QString kRecentKey = QStringLiteral("recentFiles");
const QString kSaveDirectoryKey = QStringLiteral("lastSaveDirectory");
} // namespace

FileController::FileController(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_disk(new DiskWatcher(this))
    , m_new(new QAction(this))
    , m_open(new QAction(this))
    , m_save(new QAction(this))
    , m_saveAs(new QAction(this))
    , m_revert(new QAction(this))
    , m_openExample(new QAction(this))
    , m_recentMenu(new QMenu(window))
{
    m_new->setShortcut(QKeySequence::New);
    m_open->setShortcut(QKeySequence::Open);
    m_save->setShortcut(QKeySequence::Save);
    // Some platforms bind no key to Save As; Ctrl+Shift+S is what users try.
    m_saveAs->setShortcuts(QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                               ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}
                               : QKeySequence::keyBindings(QKeySequence::SaveAs));
    m_new->setIcon(QIcon(QStringLiteral(":/icons/document-new.svg")));
    m_open->setIcon(QIcon(QStringLiteral(":/icons/document-open.svg")));
    m_save->setIcon(QIcon(QStringLiteral(":/icons/document-save.svg")));
    m_openExample->setIcon(QIcon(QStringLiteral(":/icons/example.svg")));
    connect(m_new, &QAction::triggered, this, &FileController::newProject);
    connect(m_open, &QAction::triggered, this, &FileController::openWithDialog);
    connect(m_save, &QAction::triggered, this, &FileController::save);
    connect(m_saveAs, &QAction::triggered, this, &FileController::saveAs);
    connect(m_revert, &QAction::triggered, this, &FileController::revert);
    connect(m_openExample, &QAction::triggered, this, &FileController::openExampleGallery);
    const auto updateRevert = [this] {
        m_revert->setEnabled(m_document->isModified() && !m_document->filePath().isEmpty());
    };
    connect(m_document, &Document::fileStateChanged, this, updateRevert);
    connect(m_disk, &DiskWatcher::changed, this, &FileController::changedOnDisk);
    updateRevert();
    rebuildRecentMenu();
    retranslate();
}

void FileController::retranslate()
{
    m_new->setText(tr("&New Project"));
    m_new->setStatusTip(tr("Start an empty project"));
    m_open->setText(tr("&Open Project..."));
    m_open->setStatusTip(tr("Open a project file (.json)"));
    m_save->setText(tr("&Save"));
    m_save->setStatusTip(tr("Save the project"));
    m_saveAs->setText(tr("Save &As..."));
    m_saveAs->setStatusTip(tr("Save the project under a new name"));
    m_revert->setText(tr("Re&vert"));
    m_revert->setStatusTip(tr("Drop the unsaved changes and reload the file"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_openExample->setText(tr("Open E&xample..."));
    m_openExample->setStatusTip(tr("Open one of the bundled case studies as a new project"));
    rebuildRecentMenu();
}

bool FileController::openFile(const QString &path, QString *error)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(path);
    if (!loaded.project) {
        *error = loaded.error;
        return false;
    }
    m_document->reset(*loaded.project, path);
    m_disk->track(path);
    addRecent(m_document->filePath());
    return true;
}

bool FileController::openExample(const QString &resourcePath, QString *error)
{
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: %2").arg(resourcePath, file.errorString());
        return false;
    }
    ProjectFile::LoadResult loaded = ProjectFile::parse(file.readAll(), resourcePath);
    if (!loaded.project) {
        *error = loaded.error;
        return false;
    }
    // Untitled, so that Save asks where rather than writing over the bundled file, but named
    // after it: Save As offers chat-messages.json, the script chat-messages.rb.
    openUntitled(*loaded.project, QFileInfo(resourcePath).completeBaseName());
    return true;
}

void FileController::openUntitled(const Project &project, const QString &name)
{
    m_document->reset(project, {}, name);
    m_disk->track({});
}

bool FileController::openExampleGallery()
{
    // The gallery first: looking at the examples changes nothing, so only a picked one asks
    // about the unsaved changes it would replace.
    ExampleGallery gallery(m_window);
    if (gallery.exec() != QDialog::Accepted || gallery.selectedExample().isEmpty())
        return false;
    if (!maybeSave())
        return false;
    QString error;
    if (!openExample(gallery.selectedExample(), &error)) {
        showError(tr("Cannot Open Project"), error);
        return false;
    }
    return true;
}

bool FileController::saveTo(const QString &path, QString *error, bool overwriteChanges)
{
    const bool sameFile = QFileInfo(path).absoluteFilePath() == m_disk->path();
    if (sameFile && !overwriteChanges && m_disk->changedOnDisk()) {
        *error = tr("%1 was changed on disk after it was opened here; reload it, or save under "
                    "another name")
                     .arg(QDir::toNativeSeparators(m_disk->path()));
        return false;
    }
    if (!ProjectFile::save(m_document->project(), path, error))
        return false;
    m_disk->track(path);
    m_document->markSaved(path);
    addRecent(m_document->filePath());
    QSettings().setValue(kSaveDirectoryKey, QFileInfo(path).absolutePath());
    return true;
}

bool FileController::newProject()
{
    if (!maybeSave())
        return false;
    Project project;
    project.name = tr("New project");
    openUntitled(project, {}); // Save As offers "untitled", not the last example's name
    return true;
}

bool FileController::openWithDialog()
{
    if (!maybeSave())
        return false;
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open Project"), dialogDirectory(),
                                     tr("HBase Schema Designer projects (*.hbase.json *.json)"));
    return !path.isEmpty() && openOrReport(path);
}

bool FileController::openWithPrompt(const QString &path)
{
    return maybeSave() && openOrReport(path);
}

bool FileController::openOrReport(const QString &path)
{
    QString error;
    if (!openFile(path, &error)) {
        showError(tr("Cannot Open Project"), error);
        return false;
    }
    return true;
}

bool FileController::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    QString error;
    bool overwrite = false;
    if (m_disk->changedOnDisk()) {
        // Never silently over someone else's newer file.
        const auto answer = QMessageBox::warning(
            m_window, tr("File Changed on Disk"),
            tr("%1 was changed on disk after it was opened here. Overwrite those changes with "
               "yours?")
                .arg(m_document->displayName()),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Save)
            return false;
        overwrite = true;
    }
    if (!saveTo(m_document->filePath(), &error, overwrite)) {
        showError(tr("Cannot Save Project"), error);
        return false;
    }
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_document->filePath())));
    return true;
}

QString FileController::suggestedSavePath() const
{
    if (!m_document->filePath().isEmpty())
        return m_document->filePath();
    return QDir(saveDirectory()).filePath(m_document->baseName() + Document::projectSuffix());
}

bool FileController::saveAs()
{
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Project As"), suggestedSavePath(),
                                     tr("HBase Schema Designer projects (*.hbase.json *.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += Document::projectSuffix();
    QString error;
    if (!saveTo(path, &error)) {
        showError(tr("Cannot Save Project"), error);
        return false;
    }
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileController::reload(QString *error)
{
    return !m_document->filePath().isEmpty() && openFile(m_document->filePath(), error);
}

bool FileController::revert()
{
    if (m_document->filePath().isEmpty() || !m_document->isModified())
        return false;
    const auto answer = QMessageBox::question(
        m_window, tr("Revert"),
        tr("Drop the changes to %1 and reload it from disk?").arg(m_document->displayName()),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return false;
    QString error;
    if (!openFile(m_document->filePath(), &error)) {
        showError(tr("Cannot Open Project"), error);
        return false;
    }
    return true;
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved Changes"),
        tr("%1 has changes that are not saved. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QStringList FileController::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

QString FileController::dialogDirectory() const
{
    if (!m_document->filePath().isEmpty())
        return QFileInfo(m_document->filePath()).absolutePath();
    const QStringList recent = recentFiles();
    return recent.isEmpty() ? QDir::homePath() : QFileInfo(recent.first()).absolutePath();
}

QString FileController::exportDirectory(const QString &projectFile, const QString &fallback)
{
    const QSettings settings;
    const QString last = settings.value(QStringLiteral("exports/lastDirectory")).toString();
    const bool sameProject =
        settings.value(QStringLiteral("exports/project")).toString() == projectFile;
    return sameProject && !last.isEmpty() && QFileInfo(last).isDir() ? last : fallback;
}

QString FileController::suggestedExportPath(const QString &suffix) const
{
    return QDir(exportDirectory(m_document->filePath(), saveDirectory()))
        .filePath(m_document->baseName() + suffix);
}

void FileController::rememberExport(const QString &projectFile, const QString &writtenPath)
{
    QSettings settings;
    settings.setValue(QStringLiteral("exports/project"), projectFile);
    settings.setValue(QStringLiteral("exports/lastDirectory"),
                      QFileInfo(writtenPath).absolutePath());
}

QString FileController::saveDirectory() const
{
    if (!m_document->filePath().isEmpty())
        return QFileInfo(m_document->filePath()).absolutePath();
    const QString saved = QSettings().value(kSaveDirectoryKey).toString();
    if (!saved.isEmpty() && QFileInfo(saved).isDir())
        return saved;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void FileController::addRecent(const QString &path)
{
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void FileController::rebuildRecentMenu()
{
    // Called from an action of this menu (Clear List, an opened file): QMenu::clear() would delete
    // that action inside its own triggered signal. Taken out now, deleted once it has returned.
    for (QAction *old : m_recentMenu->actions()) {
        m_recentMenu->removeAction(old);
        old->deleteLater();
    }
    const QStringList recent = recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        // &1 .. &9 as accelerators, the full path as the tooltip.
        const QString label =
            i < 9 ? QStringLiteral("&%1  %2").arg(i + 1).arg(QFileInfo(path).fileName())
                  : QFileInfo(path).fileName();
        QAction *action = m_recentMenu->addAction(label);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openWithPrompt(path); });
    }
    if (!recent.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("Clear List"));
    clear->setEnabled(!recent.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        QSettings().remove(kRecentKey);
        rebuildRecentMenu();
    });
}

void FileController::showError(const QString &title, const QString &message)
{
    QMessageBox::warning(m_window, title, message);
}
