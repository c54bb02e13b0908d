// The designer's panels driven as a user would: every finding's Fix resolves it, the Problems panel
// fixes, filters and suppresses, the script panel's options, copy and save, recommended splits
// that follow their table, the example gallery and the language preference. Runs offscreen.
#include "guiutil.h"
#include "model/io/projectfile.h"
#include "model/rules/linter.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/charts/regionschart.h"
#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/files/examplegallery.h"
#include "ui/files/filecontroller.h"
#include "ui/mainwindow.h"
#include "ui/preview/previewdocks.h"
#include "ui/preview/previewservice.h"
#include "ui/preview/regionspanel.h"
#include "ui/problems/exportguard.h"
#include "ui/problems/findingsmodel.h"
#include "ui/problems/problemspanel.h"
#include "ui/properties/propertyeditor.h"
#include "ui/properties/propertymodel.h"
#include "ui/properties/propertysheet.h"
#include "ui/rowkey/rowkeybuilder.h"
#include "ui/script/scriptpanel.h"
#include "ui/script/scriptpreview.h"
#include "ui/tree/projecttreemodel.h"
#include "ui/window/preferencesdialog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace GuiUtil;

class TestDesignerPanels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFixResolvesItsFinding();
    void problemsPanelFixesFiltersAndSuppresses();
    void suppressedFindingsAreListedAndCanBeUnsuppressed();
    void exportSaysSoWhileErrorsAreOpen();
    void scriptPanelOptionsCopyAndSave();
    void examplesOpenFromTheGallery();
    void theGalleryAsksAboutChangesOnlyForAPickedExample();
    void aRefusedExpectedRowsValueIsSaidAndUndone();
    void recommendedSplitsFollowTheirTable();
    void preferencesSwitchAndRememberTheLanguage();
    void theProjectNotesHaveAnEditor();
};

void TestDesignerPanels::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_designerpanels")));
}

void TestDesignerPanels::everyFixResolvesItsFinding()
{
    // For every case study, every finding the designer can fix: the edits are accepted and the
    // finding is gone when the design is linted again.
    QSet<QString> rulesFixed;
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    QList<Project> projects;
    for (const QString &name : examples.entryList({QStringLiteral("*.json")})) {
        const ProjectFile::LoadResult loaded = ProjectFile::load(examples.filePath(name));
        QVERIFY2(loaded.project, qPrintable(loaded.error));
        projects.append(*loaded.project);
    }
    // And the chat example spoiled on purpose: a long family name, MIN_VERSIONS without a TTL,
    // a retention without a TTL, large values without MOB or compression.
    Project spoiled = projects.first();
    for (Project &p : projects) {
        if (p.findTable(u"MOMO_CHAT:MSG"))
            spoiled = p;
    }
    Table &msg = spoiled.tables[spoiled.tableIndex(u"MOMO_CHAT:MSG")];
    ColumnFamily &family = msg.families.first();
    family.name = QStringLiteral("message_contents");
    family.minVersions = 1;
    family.ttlSeconds = FamilyDefaults::kTtlForever;
    family.compression = Compression::None;
    msg.volume.retentionDays = 30;
    for (Qualifier &q : family.qualifiers) {
        q.averageValueBytes = 2048;
        q.maximumValueBytes = 300 * 1024;
    }
    projects.append(spoiled);
    for (const Project &project : projects) {
        Linter::Options options;
        options.projectDirectory = examples.path();
        for (const Finding &f : Linter::lint(project, options).findings) {
            if (f.edits.isEmpty())
                continue;
            Project fixed = project;
            for (const FixEdit &edit : f.edits) {
                PropertySheet::Result r =
                    PropertySheet::applyById(fixed, edit.objectPath, edit.property, edit.value);
                QVERIFY2(r.ok(), qPrintable(project.name + u' ' + f.ruleId + u' ' + r.error));
                fixed = r.project;
            }
            for (const Finding &after : Linter::lint(fixed, options).findings)
                QVERIFY2(after.ruleId != f.ruleId || after.objectPath != f.objectPath,
                         qPrintable(project.name + u' ' + f.ruleId + u' ' + f.objectPath));
            rulesFixed.insert(f.ruleId);
        }
    }
    const QStringList fixed(rulesFixed.begin(), rulesFixed.end());
    // Each of these rules' fixes ran at least once.
    for (const char *rule :
         {"HBD-KEY-003", "HBD-CF-003", "HBD-VER-002", "HBD-VER-003", "HBD-VAL-002", "HBD-VAL-004"})
        QVERIFY2(rulesFixed.contains(QLatin1StringView(rule)), qPrintable(fixed.join(u',')));
}

void TestDesignerPanels::problemsPanelFixesFiltersAndSuppresses()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    QVERIFY(GuiUtil::waitForPreview(window));
    const Project original = window.project();
    ProblemsPanel *panel = window.problems();
    QTableView *view = panel->view();
    const auto rowOf = [view](const QString &rule, const QString &path) {
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, 1).data().toString() == rule &&
                view->model()->index(row, 2).data().toString() == path)
                return row;
        }
        return -1;
    };

    // Filters: errors only, then text.
    const int all = view->model()->rowCount();
    panel->severityFilter()->setCurrentIndex(1);
    QVERIFY(view->model()->rowCount() < all);
    for (int row = 0; row < view->model()->rowCount(); ++row)
        QCOMPARE(view->model()->index(row, 0).data().toString(), QStringLiteral("Error"));
    panel->severityFilter()->setCurrentIndex(0);
    panel->textFilter()->setText(QStringLiteral("KEY-003"));
    QCOMPARE(view->model()->rowCount(), 1);
    panel->textFilter()->clear();
    QCOMPARE(view->model()->rowCount(), all);

    // Fix: the time-first key gets a salt bucket and a region per bucket, as one edit.
    const QString key = QStringLiteral("MOMO_CHAT:MSG_BY_TIME#rowkey");
    const int row = rowOf(QStringLiteral("HBD-KEY-003"), key);
    QVERIFY(row >= 0);
    view->setCurrentIndex(view->model()->index(row, 0));
    QVERIFY2(panel->fixCurrent(&error), qPrintable(error));
    const Table *table = window.project().findTable(u"MOMO_CHAT:MSG_BY_TIME");
    QVERIFY2(table->rowKey.toNotation().startsWith(QStringLiteral("[salt(")),
             qPrintable(table->rowKey.toNotation()));
    QCOMPARE(table->splits.kind, SplitKind::SaltBuckets);
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(rowOf(QStringLiteral("HBD-KEY-003"), key), -1);
    window.document()->undoStack()->undo();
    QVERIFY(window.project() == original);
    QVERIFY(GuiUtil::waitForPreview(window));

    // Suppress: the finding leaves the list and the reason is saved; undo brings it back.
    const QString byTime = QStringLiteral("MOMO_CHAT:MSG_BY_TIME");
    view->setCurrentIndex(view->model()->index(rowOf(QStringLiteral("HBD-READ-001"), byTime), 0));
    QVERIFY(!panel->suppressCurrent(QStringLiteral("  "))); // a reason is required
    QVERIFY(panel->suppressCurrent(QStringLiteral("kept as the workshop's bad example")));
    QCOMPARE(window.project().suppressions.last().reason,
             QStringLiteral("kept as the workshop's bad example"));
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(rowOf(QStringLiteral("HBD-READ-001"), byTime), -1);
    window.document()->undoStack()->undo();
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY(rowOf(QStringLiteral("HBD-READ-001"), byTime) >= 0);
}

void TestDesignerPanels::suppressedFindingsAreListedAndCanBeUnsuppressed()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    QVERIFY(GuiUtil::waitForPreview(window));
    ProblemsPanel *panel = window.problems();
    QTableView *view = panel->view();
    const QString byTime = QStringLiteral("MOMO_CHAT:MSG_BY_TIME");
    const auto rowOf = [view, &byTime](const QString &rule) {
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, FindingsModel::RuleColumn).data().toString() == rule &&
                view->model()->index(row, FindingsModel::ObjectColumn).data().toString() == byTime)
                return row;
        }
        return -1;
    };
    const auto summary = [&window] {
        QStringList texts;
        for (const QLabel *label : window.statusBar()->findChildren<QLabel *>())
            texts << label->text();
        return texts.join(u'|');
    };
    const QString reason = QStringLiteral("kept as the workshop's bad example");
    view->setCurrentIndex(view->model()->index(rowOf(QStringLiteral("HBD-READ-001")), 0));
    QVERIFY(panel->suppressCurrent(reason));
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY2(summary().contains(QStringLiteral("1 suppressed")), qPrintable(summary()));
    QCOMPARE(rowOf(QStringLiteral("HBD-READ-001")), -1);

    // The Suppressed filter lists it with its reason; Fix and Suppress give way to Unsuppress.
    auto *unsuppress = panel->findChild<QPushButton *>(QStringLiteral("unsuppressButton"));
    QVERIFY(!unsuppress->isVisible());
    panel->showSuppressed(true);
    QVERIFY(panel->severityFilter()->currentText().contains(QStringLiteral("(1)")));
    QCOMPARE(view->model()->rowCount(), 1);
    const int row = rowOf(QStringLiteral("HBD-READ-001"));
    QCOMPARE(row, 0);
    QCOMPARE(view->model()->index(row, FindingsModel::ReasonColumn).data().toString(), reason);
    QVERIFY(!view->isColumnHidden(FindingsModel::ReasonColumn));
    QVERIFY(unsuppress->isVisible());
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("suppressButton"))->isVisible());
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("fixButton"))->isVisible());
    view->setCurrentIndex(view->model()->index(row, 0));
    QVERIFY(unsuppress->isEnabled());
    const QString shots = QStringLiteral(HBD_BUILD_DIR "/screenshots/");
    QDir().mkpath(shots);
    panel->resize(900, 220);
    panel->grab().save(shots + QStringLiteral("problems-suppressed-en.png"));
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QTRY_VERIFY(panel->severityFilter()->currentText().startsWith(QStringLiteral("已接受并忽略")));
    panel->grab().save(shots + QStringLiteral("problems-suppressed-zh_CN.png"));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));

    // Unsuppress: one undoable edit; the finding is reported again.
    const int edits = window.document()->undoStack()->count();
    unsuppress->click();
    QVERIFY(window.project().suppressions.isEmpty());
    QCOMPARE(window.document()->undoStack()->count(), edits + 1);
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(view->model()->rowCount(), 0);
    QVERIFY(!summary().contains(QStringLiteral("suppressed")));
    panel->showSuppressed(false);
    QVERIFY(rowOf(QStringLiteral("HBD-READ-001")) >= 0);
    QVERIFY(!view->isColumnHidden(FindingsModel::MessageColumn));
    QVERIFY(view->isColumnHidden(FindingsModel::ReasonColumn));
    window.document()->undoStack()->undo();
    QCOMPARE(window.project().suppressions.size(), 1);
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(rowOf(QStringLiteral("HBD-READ-001")), -1);
}

void TestDesignerPanels::exportSaysSoWhileErrorsAreOpen()
{
    QCOMPARE(ExportGuard::ask(nullptr, 0), ExportGuard::Answer::Export); // no question
    MainWindow window;
    window.show();
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    QVERIFY(GuiUtil::waitForPreview(window));
    ProblemsPanel *panel = window.problems();
    QAction *exportScript = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            exportScript = action;
    }
    QVERIFY(exportScript);
    // Answers the dialogs that open: the question with `answer`, the file dialog with Cancel.
    QString answer;
    QStringList seen;
    QTimer answering;
    answering.setInterval(20);
    connect(&answering, &QTimer::timeout, this, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            seen << box->text();
            box->grab().save(QStringLiteral(HBD_BUILD_DIR "/screenshots/export-guard-en.png"));
            box->findChild<QPushButton *>(answer)->click();
        } else if (auto *files = qobject_cast<QFileDialog *>(modal)) {
            seen << QStringLiteral("file dialog");
            files->reject();
        }
    });
    answering.start();

    answer = QStringLiteral("showProblems");
    exportScript->trigger();
    QCOMPARE(seen.size(), 1);
    QVERIFY2(seen.first().contains(QStringLiteral("error")), qPrintable(seen.first()));
    QCOMPARE(panel->severityFilter()->currentIndex(), 1);
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible());
    QVERIFY(panel->currentFinding());
    QCOMPARE(panel->currentFinding()->severity, Severity::Error);

    seen.clear();
    answer = QStringLiteral("exportAnyway");
    exportScript->trigger();
    QCOMPARE(seen.size(), 2);
    QCOMPARE(seen.last(), QStringLiteral("file dialog"));
}

void TestDesignerPanels::scriptPanelOptionsCopyAndSave()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG#splits"));
    QCOMPARE(editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("explicit")),
             QString());
    ScriptPanel *panel = window.scriptPanel();
    QCOMPARE(panel->table(), QStringLiteral("MOMO_CHAT:MSG"));
    QVERIFY(panel->preview()->toPlainText().contains(QStringLiteral("SPLITS => [")));

    panel->splitFormBox()->setCurrentIndex(2); // SPLITS_FILE for every table
    const QString script = panel->preview()->toPlainText();
    QVERIFY2(script.contains(QStringLiteral("SPLITS_FILE => '")), qPrintable(script));
    QVERIFY(!script.contains(QStringLiteral("SPLITS => [")));
    panel->dialectBox()->setCurrentIndex(1); // HBase 2.4
    QVERIFY(panel->preview()->toPlainText().contains(QStringLiteral("2.4")));

    panel->copyToClipboard();
    QCOMPARE(QGuiApplication::clipboard()->text(), panel->preview()->toPlainText());

    // Saved with the panel's options: the script and its splits file beside it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("msg.rb"));
    QVERIFY2(
        panel->exportTo(path, panel->options({panel->table()}, QStringLiteral("msg.rb")), &error),
        qPrintable(error));
    const QString saved = QString::fromUtf8(TestUtil::readAll(path));
    QVERIFY(saved.contains(QStringLiteral("create 'MOMO_CHAT:MSG'")));
    QVERIFY(!saved.contains(QStringLiteral("MSG_BY_TIME")));
    const QString splitsFile =
        saved.section(QStringLiteral("SPLITS_FILE => '"), 1).section(u'\'', 0, 0);
    QVERIFY2(QFile::exists(dir.filePath(QFileInfo(splitsFile).fileName())), qPrintable(splitsFile));
    // File > Export keeps each table's own choice whatever the panel shows.
    QVERIFY(window.exportScript(dir.filePath(QStringLiteral("all.rb")), &error));
    QVERIFY(TestUtil::readAll(dir.filePath(QStringLiteral("all.rb"))).contains("SPLITS => ["));

    // The header names the table's script, the file Save As suggests, and follows a Save As of
    // the project (it named the old file).
    QVERIFY2(panel->preview()->toPlainText().contains(QStringLiteral("hbase shell -n MSG.rb")),
             qPrintable(panel->preview()->toPlainText().left(600)));
    QVERIFY(window.files()->saveTo(dir.filePath(QStringLiteral("renamed.json")), &error));
    QVERIFY2(panel->preview()->toPlainText().contains(QStringLiteral("renamed.json")),
             qPrintable(panel->preview()->toPlainText().left(600)));
}

void TestDesignerPanels::recommendedSplitsFollowTheirTable()
{
    // The web-table case study splits by its sample: the panel's script is the committed golden
    // one, stays so across an edit that leaves the sample alone, and follows a new region count.
    MainWindow window;
    QString error;
    QVERIFY(
        window.openFile(TestUtil::sourcePath(QStringLiteral("examples/web-table.json")), &error));
    window.document()->select(QString());
    const QByteArray golden =
        TestUtil::readAll(TestUtil::dataPath(QStringLiteral("golden/web-table.rb")));
    QVERIFY(!golden.isEmpty());
    QCOMPARE(window.scriptPreview()->toPlainText().toUtf8(), golden);
    QVERIFY(editProperty(window.document(), QStringLiteral("edit"), QStringLiteral("CRAWL:PAGES"),
                         QStringLiteral("description"), QStringLiteral("changed")));
    QVERIFY(window.scriptPreview()->toPlainText().contains(QStringLiteral("'www.site8'")));
    QVERIFY(editProperty(window.document(), QStringLiteral("edit"),
                         QStringLiteral("CRAWL:PAGES#splits"), QStringLiteral("splits.regions"),
                         QStringLiteral("4")));
    const QString script = window.scriptPreview()->toPlainText();
    const QString pages = script.section(QStringLiteral("create 'CRAWL:PAGES',"), 1)
                              .section(QStringLiteral("SPLITS => ["), 1);
    QCOMPARE(pages.section(u']', 0, 0).count(u','), 2); // three split keys
}

void TestDesignerPanels::examplesOpenFromTheGallery()
{
    // Every case study on disk is in the gallery, under its project name.
    const QDir dir(TestUtil::sourcePath(QStringLiteral("examples")));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QCOMPARE(ExampleGallery::examples().size(), files.size());
    ExampleGallery gallery;
    QCOMPARE(gallery.list()->count(), files.size());
    for (int i = 0; i < files.size(); ++i) {
        const ProjectFile::LoadResult loaded = ProjectFile::load(dir.filePath(files[i]));
        QCOMPARE(gallery.list()->item(i)->text(), loaded.project->name);
    }

    MainWindow window;
    QString error;
    const QString chat = QStringLiteral(":/examples/chat-messages.json");
    QVERIFY2(window.files()->openExample(chat, &error), qPrintable(error));
    QVERIFY(window.project() == *ProjectFile::load(TestUtil::chatExample()).project);
    QVERIFY(window.filePath().isEmpty()); // a new project: Save asks where
    QVERIFY(!window.isWindowModified());
    QVERIFY(!window.files()->openExample(QStringLiteral(":/examples/none.json"), &error));
    QVERIFY(error.contains(QStringLiteral("none.json")));
}

namespace {

// Answers the dialogs File > Open Example... opens, naming each in `seen`: the gallery picks
// `example` (or is cancelled when empty), an unsaved-changes question drops the changes.
void answerDialogs(QStringList *seen, const QString &example)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, seen, example] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *gallery = qobject_cast<ExampleGallery *>(modal)) {
            seen->append(QStringLiteral("gallery"));
            if (example.isEmpty()) {
                gallery->reject();
                timer->deleteLater();
                return;
            }
            for (int i = 0; i < gallery->list()->count(); ++i) {
                if (gallery->list()->item(i)->data(Qt::UserRole).toString() == example)
                    gallery->list()->setCurrentRow(i);
            }
            gallery->accept();
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            seen->append(QStringLiteral("save?"));
            box->button(QMessageBox::Discard)->click();
            timer->deleteLater();
        }
    });
    timer->start();
    QTimer::singleShot(5000, timer, &QObject::deleteLater);
}

} // namespace

void TestDesignerPanels::theGalleryAsksAboutChangesOnlyForAPickedExample()
{
    MainWindow window;
    window.editActions()->addTable(); // a change not saved
    const Project edited = window.project();
    QVERIFY(window.isWindowModified());
    // Looking and cancelling: no question, nothing changed.
    QStringList seen;
    answerDialogs(&seen, {});
    QVERIFY(!window.files()->openExampleGallery());
    QCOMPARE(seen, QStringList{QStringLiteral("gallery")});
    QVERIFY(window.project() == edited);
    QVERIFY(window.isWindowModified());
    // An example picked: then the question, and the example replaces the changes.
    seen.clear();
    const QString chat = QStringLiteral(":/examples/chat-messages.json");
    answerDialogs(&seen, chat);
    QVERIFY(window.files()->openExampleGallery());
    QCOMPARE(seen, (QStringList{QStringLiteral("gallery"), QStringLiteral("save?")}));
    QVERIFY(window.project() == *ProjectFile::load(TestUtil::chatExample()).project);
}

void TestDesignerPanels::aRefusedExpectedRowsValueIsSaidAndUndone()
{
    MainWindow window;
    QVERIFY(GuiUtil::showChatWith(window, QStringLiteral("MOMO_CHAT:MSG")));
    auto *view = window.findChild<QTableView *>(QStringLiteral("propertyView"));
    PropertyModel *model = window.propertyEditor()->model();
    const QModelIndex rows = model->indexOf(QStringLiteral("volume.rows"));
    const qint64 before = window.project().findTable(QStringLiteral("MOMO_CHAT:MSG"))->volume.rows;
    // Typed as a user does, then Enter: said in the panel, the old value kept and shown.
    for (const QString &typed : {QStringLiteral("lots"), QStringLiteral("-5"),
                                 QStringLiteral("2e9"), QStringLiteral("99999999999999999")}) {
        view->setCurrentIndex(rows);
        view->edit(rows);
        QCoreApplication::processEvents();
        auto *field = qobject_cast<QLineEdit *>(view->indexWidget(rows));
        if (!field)
            field = view->viewport()->findChild<QLineEdit *>();
        QVERIFY(field);
        field->selectAll();
        QTest::keyClicks(field, typed);
        QTest::keyClick(field, Qt::Key_Return);
        QCoreApplication::processEvents();
        const QString message = window.propertyEditor()->message();
        QVERIFY2(message.startsWith(QStringLiteral("Expected rows: ")),
                 qPrintable(typed + QStringLiteral(" -> \"") + message + u'"'));
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("propertyMessage"))->isVisible());
        QCOMPARE(window.project().findTable(QStringLiteral("MOMO_CHAT:MSG"))->volume.rows, before);
        QCOMPARE(model->data(rows, Qt::DisplayRole).toString(), QLocale().toString(before));
    }
}

void TestDesignerPanels::preferencesSwitchAndRememberTheLanguage()
{
    MainWindow window;
    QSettings().remove(QStringLiteral("language"));
    PreferencesDialog dialog;
    QCOMPARE(dialog.languageBox()->currentIndex(), 0); // the system's until one is chosen
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(u"zh_CN"_qs));
    dialog.previewDelayBox()->setValue(120);
    dialog.apply();
    QCoreApplication::processEvents();
    QCOMPARE(Translations::currentLanguage(), QStringLiteral("zh_CN"));
    QCOMPARE(PreferencesDialog::savedLanguage(), QStringLiteral("zh_CN"));
    QCOMPARE(PreferencesDialog::savedPreviewDelay(), 120);
    QVERIFY(window.menuBar()->actions().first()->text().contains(QStringLiteral("文件")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("首选项"));

    // Back to the system's language: nothing is remembered.
    dialog.languageBox()->setCurrentIndex(0);
    dialog.apply();
    QCoreApplication::processEvents();
    QVERIFY(PreferencesDialog::savedLanguage().isEmpty());
    QCOMPARE(Translations::currentLanguage(), Translations::systemLanguage());
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QSettings().remove(QStringLiteral("preview/delayMs"));
}

QTEST_MAIN(TestDesignerPanels)
// The project's notes (where an import lists what it could not know) are edited in the window:
// several lines in a text box under the row, the first line shown in the cell, one undo step.
void TestDesignerPanels::theProjectNotesHaveAnEditor()
{
    MainWindow window;
    QVERIFY(GuiUtil::showChatWith(window, QString())); // the project itself
    auto *view = window.findChild<QTableView *>(QStringLiteral("propertyView"));
    PropertyModel *model = window.propertyEditor()->model();
    const QModelIndex notes = model->indexOf(QStringLiteral("notes"));
    QVERIFY(notes.isValid());
    QCOMPARE(model->data(notes, PropertyModel::TypeRole).toInt(), int(Property::Type::LongText));
    const QString before = window.project().notes;

    view->setCurrentIndex(notes); // opens its editor, as every field does when it becomes current
    QCoreApplication::processEvents();
    auto *box = view->viewport()->findChild<QPlainTextEdit *>();
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QVERIFY(box->height() >= 3 * box->fontMetrics().height()); // room for several lines
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("Set quotas again"));
    QTest::keyClick(box, Qt::Key_Return); // a new line, not the end of the edit
    QTest::keyClicks(box, QStringLiteral("Row key to design"));
    view->setFocus(); // focus leaves the box: the notes are set
    view->setCurrentIndex(model->indexOf(QStringLiteral("name")));
    QCoreApplication::processEvents();
    QCOMPARE(window.project().notes, QStringLiteral("Set quotas again\nRow key to design"));
    const QModelIndex shown = model->indexOf(QStringLiteral("notes"));
    QCOMPARE(model->data(shown, Qt::DisplayRole).toString(), QStringLiteral("Set quotas again …"));
    QVERIFY(model->data(shown, Qt::ToolTipRole).toString().contains(u"Row key to design"));
    window.document()->undoStack()->undo();
    QCOMPARE(window.project().notes, before);
}

#include "tst_designerpanels.moc"
