// MainWindow's part in crash recovery: offering what crashed sessions left, and opening it.

#include "ui/mainwindow.h"

#include "model/io/projectfile.h"
#include "model/io/recoverystore.h"
#include "ui/document/document.h"
#include "ui/files/autosaver.h"
#include "ui/files/importdialog.h"
#include "ui/files/recoverydialog.h"
#include "ui/migrate/migrationpanel.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

#include <algorithm>

bool MainWindow::restoreRecovered(const RecoveredDocument &recovered, QString *error)
{
    Project project;
    if (!RecoveryStore::load(recovered, &project, error))
        return false;
    // What the file holds now is the starting point, so Undo shows what the recovery changed.
    Project saved;
    saved.name = project.name;
    if (!recovered.originalPath.isEmpty() && QFileInfo::exists(recovered.originalPath)) {
        ProjectFile::LoadResult onDisk = ProjectFile::load(recovered.originalPath);
        if (onDisk.project)
            saved = std::move(*onDisk.project);
    }
    // An unsaved project keeps its name; the program's own word in today's language.
    const QString untitled = recovered.untitledWord == u"imported" ? ImportDialog::importedName()
                                                                   : recovered.untitledName;
    m_document->restore(saved, project, recovered.originalPath, untitled);
    // The deployed version it was compared with belongs to the project: compared again, when
    // it can still be read (a file gone or changed into something unreadable is left out).
    QString compareError;
    if (!recovered.comparedPath.isEmpty() &&
        !m_migration->compareWith(recovered.comparedPath, &compareError))
        statusBar()->showMessage(
            tr("The deployed version %1 it was compared with cannot be read: %2")
                .arg(QDir::toNativeSeparators(recovered.comparedPath), compareError.left(200)));
    // This instance's own slot holds the work from now on.
    m_autosaver->writeNow();
    m_recovery->remove(recovered);
    return true;
}

int MainWindow::offerRecovery(const QString &recoveryDirectory)
{
    const RecoveryStore store(recoveryDirectory);
    const QList<RecoveredDocument> orphans = store.orphans();
    if (orphans.isEmpty())
        return 0;
    RecoveryDialog dialog(orphans, this);
    if (dialog.exec() != QDialog::Accepted)
        return 0; // not now: the files stay for the next start
    if (dialog.choice() == RecoveryDialog::DiscardAll) {
        for (const RecoveredDocument &d : orphans)
            store.remove(d);
        return 0;
    }
    const QList<RecoveredDocument> chosen = dialog.checked();
    int restored = 0;
    for (const RecoveredDocument &d : orphans) {
        if (!std::any_of(chosen.cbegin(), chosen.cend(),
                         [&d](const RecoveredDocument &c) { return c.id == d.id; })) {
            store.remove(d);
            continue;
        }
        const bool here =
            filePath().isEmpty() && project().tables.isEmpty() && !m_document->isModified();
        MainWindow *target = here ? this : new MainWindow;
        if (!here) {
            target->setAttribute(Qt::WA_DeleteOnClose);
            target->show();
        }
        QString error;
        if (target->restoreRecovered(d, &error))
            ++restored;
        else
            QMessageBox::warning(target, tr("Cannot Recover"), error);
    }
    return restored;
}
