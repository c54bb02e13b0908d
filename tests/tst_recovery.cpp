// Work is never lost: autosave to recovery slots, slots of running instances left alone, and a
// designer killed with SIGKILL whose next start restores the edits up to the last autosave.
#include "guiutil.h"
#include "model/io/projectfile.h"
#include "model/io/recoverystore.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/files/autosaver.h"
#include "ui/files/filecontroller.h"
#include "ui/files/importdialog.h"
#include "ui/files/noticebar.h"
#include "ui/files/recoverydialog.h"
#include "ui/migrate/changesmodel.h"
#include "ui/migrate/migrationpanel.h"
#include "ui/properties/propertymodel.h"

#include <QListWidget>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <csignal>

class TestRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void autosaveWritesAfterAPauseAndSaveDiscards();
    void runningInstancesKeepTheirSlots();
    void killedSessionIsRestored();
    void failedAutosaveIsReported();
    void externalChangesAreReportedAndNeverOverwritten();
    void nextStartOffersEachRecoveredDocument();
    void anImportedProjectKeepsItsNameAndComparison();
};

void TestRecovery::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_recovery")));
}

void TestRecovery::autosaveWritesAfterAPauseAndSaveDiscards()
{
    QTemporaryDir dir;
    RecoveryStore store(dir.filePath(QStringLiteral("recovery")));
    Document document;
    const QString path = dir.filePath(QStringLiteral("chat.json"));
    QVERIFY(QFile::copy(TestUtil::chatExample(), path));
    document.reset(*ProjectFile::load(path).project, path);
    Autosaver autosaver(&document, &store);
    autosaver.setIdleDelay(20);

    QVERIFY(!store.hasSlot()); // nothing to recover until something changes
    editProperty(&document, QStringLiteral("edit"), QStringLiteral("MOMO_CHAT:MSG"),
                 QStringLiteral("description"), QStringLiteral("autosaved"));
    QTRY_COMPARE(autosaver.writes(), 1);
    QVERIFY(store.hasSlot());
    const ProjectFile::LoadResult slot = ProjectFile::load(store.slotProjectPath());
    QVERIFY(slot.project && *slot.project == document.project());

    // Undo to the saved state: nothing is left to recover.
    document.undoStack()->undo();
    QVERIFY(!store.hasSlot());
    QVERIFY(!QFile::exists(slot.project ? store.slotProjectPath() : QString()));
    editProperty(&document, QStringLiteral("edit"), QStringLiteral("MOMO_CHAT:MSG"),
                 QStringLiteral("description"), QStringLiteral("again"));
    QTRY_COMPARE(autosaver.writes(), 2);
    const QString slotPath = store.slotProjectPath();
    QVERIFY(QFile::exists(slotPath));
    QString error;
    QVERIFY(ProjectFile::save(document.project(), path, &error));
    document.markSaved(path);
    QVERIFY(!QFile::exists(slotPath));
    QVERIFY(QDir(store.directory()).entryList(QDir::Files).isEmpty());
}

void TestRecovery::runningInstancesKeepTheirSlots()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("recovery"));
    Project project = *ProjectFile::load(TestUtil::chatExample()).project;
    QString error;
    auto first = std::make_unique<RecoveryStore>(folder);
    RecoveryStore second(folder);
    QVERIFY(first->write(project, QStringLiteral("/a.json"), QStringLiteral("a.json"), &error));
    project.name = QStringLiteral("second");
    QVERIFY(second.write(project, QStringLiteral("/b.json"), QStringLiteral("b.json"), &error));
    QVERIFY(first->slotProjectPath() != second.slotProjectPath());
    // Both are alive (their locks are held): neither is offered, and neither is overwritten.
    QVERIFY(second.orphans().isEmpty());
    QVERIFY(RecoveryStore(folder).orphans().isEmpty());
    QCOMPARE(ProjectFile::load(first->slotProjectPath()).project->name,
             QStringLiteral("Chat messages (MOMO_CHAT)"));
    // The first goes away without discarding (as a crash would): its slot becomes an orphan.
    first.reset();
    const QList<RecoveredDocument> orphans = second.orphans();
    QCOMPARE(orphans.size(), 1);
    QCOMPARE(orphans.first().originalPath, QStringLiteral("/a.json"));
    QCOMPARE(orphans.first().displayName, QStringLiteral("a.json"));
    QVERIFY(orphans.first().savedAt.secsTo(QDateTime::currentDateTimeUtc()) < 60);
    second.remove(orphans.first());
    QVERIFY(second.orphans().isEmpty());
}

void TestRecovery::killedSessionIsRestored()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chat.json"));
    QVERIFY(QFile::copy(TestUtil::chatExample(), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray onDisk = TestUtil::readAll(path);

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    child.setProcessEnvironment(env);
    child.start(QStringLiteral(HBD_RECOVERY_CHILD), {path});
    QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
    QString recoveryDir;
    QByteArray output;
    while (!output.contains("EDITED")) {
        QVERIFY2(child.waitForReadyRead(20000), output.constData());
        output += child.readAllStandardOutput();
    }
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("DIR "))
            recoveryDir = QString::fromLocal8Bit(line.mid(4));
    }
    QVERIFY2(output.contains("AUTOSAVED 1"), output.constData());
    ::kill(pid_t(child.processId()), SIGKILL);
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QCOMPARE(TestUtil::readAll(path), onDisk); // the file itself was never touched

    // The next start: the slot is an orphan, with the name and the time of its last autosave.
    const QList<RecoveredDocument> orphans = RecoveryStore(recoveryDir).orphans();
    QCOMPARE(orphans.size(), 1);
    QCOMPARE(orphans.first().originalPath, QFileInfo(path).absoluteFilePath());
    QCOMPARE(orphans.first().displayName, QStringLiteral("chat.json"));
    MainWindow window;
    QString error;
    QVERIFY2(window.restoreRecovered(orphans.first(), &error), qPrintable(error));
    const Table *msg = window.project().findTable(u"MOMO_CHAT:MSG");
    QCOMPARE(msg->description, QStringLiteral("edited before the crash"));
    QCOMPARE(msg->family(u"C1")->versions, 4); // the edit after the autosave is lost, as promised
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.filePath(), QFileInfo(path).absoluteFilePath());
    // Undo shows what the recovery changed: back to the file on disk.
    window.document()->undoStack()->undo();
    QVERIFY(window.project() == *ProjectFile::load(path).project);
    window.document()->undoStack()->redo();
    // The orphan is gone; saving writes the recovered work to the file.
    QVERIFY(RecoveryStore(recoveryDir).orphans().isEmpty());
    QVERIFY(window.files()->saveTo(path, &error));
    QCOMPARE(ProjectFile::load(path).project->findTable(u"MOMO_CHAT:MSG")->description,
             QStringLiteral("edited before the crash"));
}

void TestRecovery::failedAutosaveIsReported()
{
    QTemporaryDir dir;
    // A file where the recovery folder should be: the folder cannot be created.
    const QString blocked = dir.filePath(QStringLiteral("blocked"));
    QVERIFY(TestUtil::writeFile(blocked, "x"));
    RecoveryStore store(blocked + QStringLiteral("/recovery"));
    Document document;
    document.reset(*ProjectFile::load(TestUtil::chatExample()).project, {});
    Autosaver autosaver(&document, &store);
    autosaver.setIdleDelay(10);
    editProperty(&document, QStringLiteral("edit"), QString(), QStringLiteral("name"),
                 QStringLiteral("renamed"));
    QString error;
    QVERIFY(!autosaver.writeNow(&error));
    QVERIFY2(error.contains(QStringLiteral("blocked")), qPrintable(error));
    QCOMPARE(autosaver.writes(), 0);
    QVERIFY(document.isModified());
}

void TestRecovery::externalChangesAreReportedAndNeverOverwritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chat.json"));
    QVERIFY(QFile::copy(TestUtil::chatExample(), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(path, &error));
    QSignalSpy changed(window.files(), &FileController::changedOnDisk);
    editProperty(window.document(), QStringLiteral("edit"), QStringLiteral("MOMO_CHAT:MSG"),
                 QStringLiteral("description"), QStringLiteral("mine"));

    // Someone else saves a newer version (by replacing the file, as most editors do).
    Project theirs = *ProjectFile::load(path).project;
    theirs.description = QStringLiteral("theirs");
    QVERIFY(ProjectFile::save(theirs, path, &error));
    const QByteArray theirBytes = TestUtil::readAll(path);
    QTRY_COMPARE(changed.count(), 1);
    QVERIFY(!window.noticeBar()->isHidden());

    // Saving over it is refused with the reason; their file and my changes both survive.
    QVERIFY(!window.files()->saveTo(path, &error));
    QVERIFY2(error.contains(QStringLiteral("changed on disk")), qPrintable(error));
    QCOMPARE(TestUtil::readAll(path), theirBytes);
    QVERIFY(window.isWindowModified());

    // Reload shows theirs; my next save is mine again and raises no alarm.
    emit window.noticeBar()->reloadRequested();
    QCOMPARE(window.project().description, QStringLiteral("theirs"));
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.noticeBar()->isHidden());
    editProperty(window.document(), QStringLiteral("edit"), QString(),
                 QStringLiteral("description"), QStringLiteral("both"));
    QVERIFY2(window.files()->saveTo(path, &error), qPrintable(error));
    QTest::qWait(300);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(ProjectFile::load(path).project->description, QStringLiteral("both"));
    // The user may still choose to overwrite a changed file.
    theirs.description = QStringLiteral("theirs again");
    QVERIFY(ProjectFile::save(theirs, path, &error));
    QTRY_COMPARE(changed.count(), 2);
    QVERIFY(window.files()->saveTo(path, &error, true));
    QCOMPARE(ProjectFile::load(path).project->description, QStringLiteral("both"));
}

void TestRecovery::nextStartOffersEachRecoveredDocument()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("recovery"));
    Project project = *ProjectFile::load(TestUtil::chatExample()).project;
    QString error;
    {
        // Two sessions that crashed: their slots stay, their locks are gone.
        RecoveryStore first(folder);
        QVERIFY(first.write(project, dir.filePath(QStringLiteral("chat.json")),
                            QStringLiteral("chat.json"), &error));
        project.description = QStringLiteral("untitled work");
        RecoveryStore second(folder);
        QVERIFY(second.write(project, {}, QStringLiteral("Untitled"), &error));
    }
    const QList<RecoveredDocument> orphans = RecoveryStore(folder).orphans();
    QCOMPARE(orphans.size(), 2);
    RecoveryDialog dialog(orphans);
    QCOMPARE(dialog.list()->count(), 2);
    for (int i = 0; i < 2; ++i) {
        const QString text = dialog.list()->item(i)->text();
        QVERIFY2(text.contains(orphans[i].displayName) &&
                     text.contains(QStringLiteral("autosaved")),
                 qPrintable(text));
    }
    QVERIFY(dialog.list()->item(1)->text().contains(QStringLiteral("never saved")) ||
            dialog.list()->item(0)->text().contains(QStringLiteral("never saved")));
    // The time is written as the interface's language writes it, not the system's.
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    {
        RecoveryDialog chinese(orphans);
        const QString when = QLocale(QStringLiteral("zh_CN"))
                                 .toString(orphans[0].savedAt.toLocalTime(), QLocale::ShortFormat);
        QVERIFY2(chinese.list()->item(0)->text().contains(when),
                 qPrintable(chinese.list()->item(0)->text()));
    }
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));

    // The window's offer: keep the first checked, uncheck the second, press Restore.
    MainWindow window;
    QTimer::singleShot(0, &window, [&window] {
        auto *shown = window.findChild<RecoveryDialog *>();
        QVERIFY(shown);
        shown->list()->item(1)->setCheckState(Qt::Unchecked);
        for (QPushButton *button : shown->findChildren<QPushButton *>()) {
            if (button->text() == QStringLiteral("&Restore"))
                button->click();
        }
    });
    QCOMPARE(window.offerRecovery(folder), 1);
    // The first (newest) one opened here, as unsaved changes; the other was dropped.
    QVERIFY(window.isWindowModified());
    const QString expected = orphans.first().displayName == u"Untitled"
                                 ? QStringLiteral("untitled work")
                                 : ProjectFile::load(TestUtil::chatExample()).project->description;
    QCOMPARE(window.project().description, expected);
    QVERIFY(RecoveryStore(folder).orphans().isEmpty());
}

void TestRecovery::anImportedProjectKeepsItsNameAndComparison()
{
    // An import from pasted text, named "imported" by the program, compared with the describe
    // output it came from, edited, then the session crashes (its store is gone, its slot stays).
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("recovery"));
    const QString deployed =
        TestUtil::dataPath(QStringLiteral("import/seed-momo-chat.describe.txt"));
    {
        RecoveryStore store(folder);
        Document document;
        document.reset(*ProjectFile::load(TestUtil::chatExample()).project, {},
                       ImportDialog::importedName());
        QCOMPARE(document.untitledName(), QStringLiteral("imported"));
        Autosaver autosaver(&document, &store);
        autosaver.setIdleDelay(20);
        autosaver.setComparedPath([&deployed] { return deployed; });
        editProperty(&document, QStringLiteral("edit"), QStringLiteral("MOMO_CHAT:MSG"),
                     QStringLiteral("description"), QStringLiteral("before the crash"));
        QTRY_COMPARE(autosaver.writes(), 1);
    }
    const QList<RecoveredDocument> orphans = RecoveryStore(folder).orphans();
    QCOMPARE(orphans.size(), 1);
    QCOMPARE(orphans.first().untitledWord, QStringLiteral("imported"));
    QCOMPARE(orphans.first().comparedPath, deployed);

    // The next start is in Chinese: the program's word is shown in Chinese, in the dialog and as
    // the restored project's name; the comparison is back.
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    const QString chinese = ImportDialog::importedName();
    QVERIFY(chinese != u"imported");
    {
        RecoveryDialog dialog(orphans);
        const QString text = dialog.list()->item(0)->text();
        QVERIFY2(text.startsWith(chinese) && !text.contains(QStringLiteral("imported")),
                 qPrintable(text));
    }
    {
        MainWindow window;
        QString error;
        QVERIFY2(window.restoreRecovered(orphans.first(), &error), qPrintable(error));
        QCOMPARE(window.document()->untitledName(), chinese);
        QCOMPARE(window.filePath(), QString());
        QVERIFY(window.migrationPanel()->hasTarget());
        QCOMPARE(window.migrationPanel()->targetPath(), deployed);
        QVERIFY(window.migrationPanel()->changes()->rowCount() > 0);
        QCOMPARE(window.project().findTable(u"MOMO_CHAT:MSG")->description,
                 QStringLiteral("before the crash"));
    }
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
