// File > Import in the window (docs/designer.md#import): the seed note's describe output pasted
// as printed opens as a new project, files are imported together with their warnings shown, a
// bad file names its file and line and leaves the current project as it was, and tables added to
// the current project are one undoable step. Runs offscreen; saves screenshots of the dialog.
#include "guiutil.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/files/filecontroller.h"
#include "ui/files/importcontroller.h"
#include "ui/files/importdialog.h"
#include "ui/mainwindow.h"
#include "ui/properties/propertyeditor.h"
#include "ui/properties/propertymodel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

namespace {

QString seedPath()
{
    return TestUtil::dataPath(QStringLiteral("import/seed-momo-chat.describe.txt"));
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

QPushButton *importButton(ImportDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

bool openChat(MainWindow &window)
{
    QString error;
    return window.openFile(TestUtil::chatExample(), &error);
}

} // namespace

class TestImportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fileMenuHasImport();
    void theStartPageOffersImport_data();
    void theStartPageOffersImport();
    void aPasteFromAnEmptyClipboardIsDropped();
    void addFilesOpensWhereTheLastImportWas();
    void pastedDescribeOpensAsANewProject();
    void filesImportTogetherWithTheirWarnings();
    void aChosenFormatOverridesDetection();
    void badFileNamesFileAndLineAndChangesNothing();
    void everyErrorIsShownWithEveryWarning();
    void everyErrorOfEveryFileIsListedAndCopied();
    void aFileEditedOnDiskIsReadAgain();
    void tablesAddedToTheProjectUndoInOneStep();
    void keptAttributesAreEditedInProperties();
    void speaksChinese();
    void pastedTextByKeyboard();
};

void TestImportDialog::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_importdialog")));
}

void TestImportDialog::fileMenuHasImport()
{
    MainWindow window;
    QMenu *file = window.menuBar()->actions().first()->menu();
    QVERIFY(file->actions().contains(window.importer()->action()));
    QCOMPARE(window.importer()->action()->text(), QStringLiteral("&Import..."));
}

void TestImportDialog::theStartPageOffersImport_data()
{
    QTest::addColumn<QString>("locale");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// Someone with a running cluster starts from its tables: the empty window offers the import
// beside opening an example or a project, whole on a projector's screen.
void TestImportDialog::theStartPageOffersImport()
{
    QFETCH(QString, locale);
    QVERIFY(Translations::installForLocale(locale));
    MainWindow window;
    window.resize(1280, 690);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *start = window.findChild<QFrame *>(QStringLiteral("startPage"));
    QVERIFY(start && start->isVisible());
    auto *import = start->findChild<QPushButton *>(QStringLiteral("startImport"));
    QVERIFY(import && import->isVisible());
    QVERIFY(start->rect().contains(import->geometry()));
    QVERIFY(import->width() >= import->sizeHint().width()); // its text not cut
    const QString shot = QStringLiteral(HBD_BUILD_DIR "/screenshots/start-1280-") + locale;
    window.grab().save(shot + QStringLiteral(".png"));
    bool opened = false;
    QTimer::singleShot(0, &window, [&opened] {
        auto *dialog = qobject_cast<ImportDialog *>(QApplication::activeModalWidget());
        opened = dialog != nullptr;
        if (dialog)
            dialog->reject();
    });
    import->click();
    QVERIFY(opened);
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

// Qt 6.4 crashes on X11 when Ctrl+V in a text edit finds the clipboard empty (PasteGuard): the
// paste never reaches the Pasted Text box then, and a paste of text still does.
void TestImportDialog::aPasteFromAnEmptyClipboardIsDropped()
{
    MainWindow window; // installs the guard
    ImportDialog dialog(false, QDir::homePath(), &window);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *pasted = dialog.findChild<QPlainTextEdit *>(QStringLiteral("importPastedText"));
    QVERIFY(pasted);
    pasted->setFocus();
    struct Counter : QObject
    {
        int pastes = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::KeyPress &&
                static_cast<QKeyEvent *>(event)->matches(QKeySequence::Paste))
                ++pastes;
            return false;
        }
    } counter;
    pasted->installEventFilter(&counter);
    QApplication::clipboard()->setMimeData(new QMimeData); // nothing in it
    QTest::keyClick(pasted, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(counter.pastes, 0);
    QApplication::clipboard()->setText(QStringLiteral("create 't', 'f'"));
    QTest::keyClick(pasted, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(counter.pastes, 1);
    QCOMPARE(pasted->toPlainText(), QStringLiteral("create 't', 'f'"));
}

void TestImportDialog::addFilesOpensWhereTheLastImportWas()
{
    QTemporaryDir dir;
    QSettings().remove(ImportDialog::lastDirectoryKey());
    MainWindow window;
    QCOMPARE(ImportDialog(false, QDir::homePath(), &window).directory(), QDir::homePath());
    QSettings().setValue(ImportDialog::lastDirectoryKey(), dir.path());
    QCOMPARE(ImportDialog(false, QDir::homePath(), &window).directory(), dir.path());
    // A folder since removed is not offered.
    QSettings().setValue(ImportDialog::lastDirectoryKey(), dir.filePath(QStringLiteral("gone")));
    QCOMPARE(ImportDialog(false, QDir::homePath(), &window).directory(), QDir::homePath());
    QSettings().remove(ImportDialog::lastDirectoryKey());
}

// The chat case study's `describe 'MOMO_CHAT:MSG'` (tests/data/import; where it comes from:
// docs/cli.md#import), pasted with its prompt and trailing blanks.
void TestImportDialog::pastedDescribeOpensAsANewProject()
{
    MainWindow window;
    window.show();
    QVERIFY(openChat(window));
    ImportDialog dialog(true, QDir::homePath(), &window);
    QVERIFY(!importButton(dialog)->isEnabled()); // nothing to import yet
    dialog.setPastedText(QString::fromUtf8(TestUtil::readAll(seedPath())));
    QVERIFY(dialog.result().project);
    QVERIFY(importButton(dialog)->isEnabled());
    QVERIFY2(dialog.findChild<QLabel *>(QStringLiteral("importSummary"))
                 ->text()
                 .contains(QStringLiteral("MOMO_CHAT:MSG")),
             qPrintable(dialog.findChild<QLabel *>(QStringLiteral("importSummary"))->text()));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    saveScreenshot(&dialog, QStringLiteral("import-pasted-en"));

    QVERIFY(window.importer()->apply(dialog));
    const Table *table = window.project().findTable(QStringLiteral("MOMO_CHAT:MSG"));
    QVERIFY(table);
    QCOMPARE(window.project().tables.size(), 1); // a new project, not the chat example
    QCOMPARE(table->families.size(), 1);
    QCOMPARE(table->families.first().name, QStringLiteral("C1"));
    QCOMPARE(table->families.first().otherAttributes.value(QStringLiteral("INDEX_BLOCK_ENCODING")),
             QStringLiteral("NONE"));
    QVERIFY(window.filePath().isEmpty());
    QCOMPARE(window.document()->baseName(), QStringLiteral("imported"));
    QVERIFY(window.project().notes.contains(QStringLiteral("pasted text")));
    QCOMPARE(window.document()->undoStack()->count(), 0);
    QVERIFY(window.document()->isModified()); // opening another project asks first
}

void TestImportDialog::filesImportTogetherWithTheirWarnings()
{
    MainWindow window;
    ImportDialog dialog(false, QDir::homePath(), &window);
    QVERIFY(!dialog.findChild<QWidget *>(QStringLiteral("importIntoProject"))->isEnabled());
    const QString script = TestUtil::dataPath(QStringLiteral("import/script-create-alter.rb"));
    dialog.addFiles({script, TestUtil::dataPath(QStringLiteral("import/rest-schema.json"))});
    QVERIFY(dialog.result().project);
    // The script's put, loop and end are skipped, each named by file and line.
    const QStringList messages = dialog.messages();
    QVERIFY2(messages.filter(script + QStringLiteral(":12: ")).size() == 1,
             qPrintable(messages.join(u'\n')));
    QCOMPARE(messages.size(), dialog.result().log.warnings().size());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    saveScreenshot(&dialog, QStringLiteral("import-files-en"));
    QVERIFY(window.importer()->apply(dialog));
    for (const char *name : {"shop:orders", "shop:events", "clicks", "testTable"})
        QVERIFY2(window.project().findTable(QString::fromLatin1(name)), name);
    QCOMPARE(window.document()->baseName(), QStringLiteral("script-create-alter"));
}

void TestImportDialog::aChosenFormatOverridesDetection()
{
    MainWindow window;
    ImportDialog dialog(false, QDir::homePath(), &window);
    dialog.addFiles({TestUtil::dataPath(QStringLiteral("import/rest-schema.json"))});
    QVERIFY(dialog.result().project);
    dialog.setFormat(Importer::Format::Describe); // read as describe output it has no table
    QVERIFY(!dialog.result().project);
    QVERIFY(!importButton(dialog)->isEnabled());
    dialog.setFormat(Importer::Format::Rest);
    QVERIFY(dialog.result().project);
}

void TestImportDialog::badFileNamesFileAndLineAndChangesNothing()
{
    MainWindow window;
    QVERIFY(openChat(window));
    const Project before = window.project();
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.rb"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("create_namespace 'a'\n\ncreate 'a:t', {NAME => 'f', VERSIONS => 'x'}\n");
    file.close();
    ImportDialog dialog(true, dir.path(), &window);
    dialog.addFiles({bad});
    QVERIFY(!dialog.result().project);
    QVERIFY(!importButton(dialog)->isEnabled());
    QVERIFY2(dialog.messages().first().startsWith(
                 bad + QStringLiteral(":3: VERSIONS => 'x': expected a whole number")),
             qPrintable(dialog.messages().join(u'\n')));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    saveScreenshot(&dialog, QStringLiteral("import-error-en"));
    QVERIFY(!window.importer()->apply(dialog));
    QVERIFY(window.project() == before);
    QCOMPARE(window.filePath(), TestUtil::chatExample());
    // A create Ruby refuses (a missing comma) is an error too, not a skipped statement.
    ImportDialog syntax(true, dir.path(), &window);
    syntax.setPastedText(QStringLiteral("create 'ok', 'f'\ncreate 'y3' {NAME => 'f'}\n"));
    QVERIFY(!syntax.result().project);
    QVERIFY(!importButton(syntax)->isEnabled());
    QVERIFY2(syntax.messages().first().startsWith(
                 QStringLiteral("pasted text:2: create: expected \",\" between two arguments: "
                                "Ruby refuses this")),
             qPrintable(syntax.messages().join(u'\n')));
    // Braces 200,000 deep (a stack overflow once) are refused like any bad input.
    ImportDialog deep(true, dir.path(), &window);
    deep.setPastedText(QStringLiteral("create 'deep', ") + QString(200000, u'{') +
                       QString(200000, u'}'));
    QVERIFY(!deep.result().project);
    QVERIFY2(deep.messages().first().startsWith(
                 QStringLiteral("pasted text:1: create: more than 64 levels")),
             qPrintable(deep.messages().first().left(200)));
    // A file that cannot be read says so, with its name.
    ImportDialog missing(true, dir.path(), &window);
    missing.addFiles({dir.filePath(QStringLiteral("gone.txt"))});
    QVERIFY(!missing.result().project);
    QVERIFY2(missing.messages().first().contains(QStringLiteral("gone.txt: ")),
             qPrintable(missing.messages().join(u'\n')));
}

void TestImportDialog::everyErrorIsShownWithEveryWarning()
{
    MainWindow window;
    ImportDialog dialog(false, QDir::homePath(), &window);
    // Warnings before, between and after two errors: reading goes on after the first.
    dialog.setPastedText(QStringLiteral("put 't', 'r', 'f:q', 'v'\n"
                                        "create 'a', {NAME => 'f', VERSIONS => 'x'}\n"
                                        "x = 1\n"
                                        "create 'b', {NAME => 'g', TTL => 'soon'}\n"
                                        "puts 'done'\n"));
    QVERIFY(!dialog.result().project);
    QVERIFY(!importButton(dialog)->isEnabled());
    const QStringList messages = dialog.messages();
    QCOMPARE(messages.size(), 5);
    // The errors first, then the warnings, each in the order of the text.
    const QStringList lines{QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("1"),
                            QStringLiteral("3"), QStringLiteral("5")};
    for (qsizetype i = 0; i < lines.size(); ++i)
        QVERIFY2(messages[i].startsWith(QStringLiteral("pasted text:%1: ").arg(lines[i])),
                 qPrintable(messages.join(u'\n')));
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("2 errors")) &&
                 summary.contains(QStringLiteral("3 warnings")),
             qPrintable(summary));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    saveScreenshot(&dialog, QStringLiteral("import-errors-and-warnings-en"));
}

// Found in a trial: a table with several bad values showed only the first. Two files, each with
// a table with two bad values, and a table read without error: all four errors are listed, the
// tables are named as read with and without errors, and Copy puts the list on the clipboard.
void TestImportDialog::everyErrorOfEveryFileIsListedAndCopied()
{
    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("one.rb"));
    const QString two = dir.filePath(QStringLiteral("two.rb"));
    QVERIFY(TestUtil::writeFile(one,
                                "create 'ok', 'f'\n"
                                "create 'a', {NAME => 'f', VERSIONS => 'x', TTL => 'soon'}\n"));
    QVERIFY(TestUtil::writeFile(two, "create 'b', {NAME => 'g', BLOCKSIZE => 'big'},\n"
                                     "  {MAX_FILESIZE => 'huge'}\n"));
    MainWindow window;
    ImportDialog dialog(false, dir.path(), &window);
    dialog.addFiles({one, two});
    QVERIFY(!dialog.result().project);
    const QStringList messages = dialog.messages();
    QCOMPARE(messages.size(), 4);
    QCOMPARE(messages.filter(one + QStringLiteral(":2: ")).size(), 2);
    QCOMPARE(messages.filter(two + QStringLiteral(":1: ")).size(), 1);
    QCOMPARE(messages.filter(two + QStringLiteral(":2: ")).size(), 1);
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("Tables read without an error: ok.")),
             qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("Tables with errors: a and b.")) ||
                 summary.contains(QStringLiteral("Tables with errors: a, b.")),
             qPrintable(summary));
    QApplication::clipboard()->clear();
    dialog.findChild<QPushButton *>(QStringLiteral("importCopyMessages"))->click();
    QCOMPARE(QApplication::clipboard()->text(), messages.join(u'\n') + u'\n');
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    saveScreenshot(&dialog, QStringLiteral("import-every-error-en"));
}

// A file changed on disk after it was added is imported as it is now: at Import, and on Reload.
void TestImportDialog::aFileEditedOnDiskIsReadAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("schema.rb"));
    QVERIFY(TestUtil::writeFile(path, "create 'old_table', 'f'\n"));
    MainWindow window;
    ImportDialog dialog(false, dir.path(), &window);
    dialog.addFiles({path});
    QVERIFY(dialog.result().project);
    QCOMPARE(dialog.result().tables, QStringList{QStringLiteral("old_table")});
    QVERIFY(TestUtil::writeFile(path, "create 'new_table', 'f'\ncreate 'second', 'g'\n"));
    QVERIFY(window.importer()->apply(dialog));
    QVERIFY(window.project().findTable(QStringLiteral("new_table")));
    QVERIFY(window.project().findTable(QStringLiteral("second")));
    QVERIFY(!window.project().findTable(QStringLiteral("old_table")));
    // Reload shows what the file says now, before Import is pressed.
    QVERIFY(TestUtil::writeFile(path, "create 'x', {NAME => 'f', VERSIONS => 'many'}\n"));
    dialog.findChild<QPushButton *>(QStringLiteral("importReload"))->click();
    QVERIFY(!importButton(dialog)->isEnabled());
    QVERIFY2(dialog.messages().first().startsWith(path + QStringLiteral(":1: VERSIONS")),
             qPrintable(dialog.messages().join(u'\n')));
}

void TestImportDialog::tablesAddedToTheProjectUndoInOneStep()
{
    MainWindow window;
    QVERIFY(openChat(window));
    const Project before = window.project();
    // The seed's table is already in the chat example: refused, nothing changed.
    ImportDialog same(true, QDir::homePath(), &window);
    same.addFiles({seedPath()});
    same.setMerge(true);
    QString error;
    Project copy = before;
    QVERIFY(!ImportController::addTo(&copy, *same.result().project, &error));
    QVERIFY2(error.contains(QStringLiteral("MOMO_CHAT:MSG")), qPrintable(error));
    // Every clash is named at once, not only the first.
    QVERIFY(before.tables.size() >= 3);
    QString all;
    QVERIFY(!ImportController::addTo(&copy, before, &all));
    for (const Table &t : before.tables)
        QVERIFY2(all.contains(t.qualifiedName()), qPrintable(all));
    // The dialog says so before Import is pressed, and offers it again as a new project.
    window.importer()->watchMerge(same);
    QVERIFY(!importButton(same)->isEnabled());
    const QString summary = same.findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    QVERIFY2(summary.contains(error), qPrintable(summary));
    same.setMerge(false);
    QVERIFY(importButton(same)->isEnabled());

    ImportDialog dialog(true, QDir::homePath(), &window);
    dialog.addFiles({TestUtil::dataPath(QStringLiteral("import/script-create-alter.rb"))});
    dialog.setMerge(true);
    QVERIFY(dialog.merge());
    QVERIFY(window.importer()->apply(dialog));
    QCOMPARE(window.project().tables.size(), before.tables.size() + 3);
    QCOMPARE(window.filePath(), TestUtil::chatExample());
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QCOMPARE(window.document()->selection(), QStringLiteral("shop:orders"));
    // Placed below the example's cards, not over them.
    int lowest = 0;
    for (const Table &t : before.tables)
        lowest = std::max(lowest, t.position.y);
    QVERIFY(window.project().findTable(QStringLiteral("shop:orders"))->position.y > lowest);
    window.document()->undoStack()->undo();
    QVERIFY(window.project() == before);
}

// The seed's INDEX_BLOCK_ENCODING, kept verbatim, in the family's Other attributes: the editor's
// table shows it, a new row adds one as one undoable edit, a name with a field of its own is
// refused with the reason.
void TestImportDialog::keptAttributesAreEditedInProperties()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ImportDialog dialog(false, QDir::homePath(), &window);
    dialog.addFiles({seedPath()});
    QVERIFY(window.importer()->apply(dialog));
    QCoreApplication::processEvents(); // the new project's first table is selected, queued
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG/C1"));
    QCoreApplication::processEvents();
    QCOMPARE(GuiUtil::value(window, QStringLiteral("otherAttributes")),
             QStringLiteral("INDEX_BLOCK_ENCODING\tNONE"));

    auto *properties = window.findChild<QTableView *>(QStringLiteral("propertyView"));
    PropertyModel *model = window.propertyEditor()->model();
    const QModelIndex cell = model->indexOf(QStringLiteral("otherAttributes")).siblingAtColumn(1);
    properties->scrollTo(cell);
    properties->setCurrentIndex(cell); // opens its editor (every trigger edits)
    auto *table = properties->findChild<QTableWidget *>(QStringLiteral("attributeTable"));
    QVERIFY(table && table->isVisible());
    QCOMPARE(table->rowCount(), 2); // the attribute and an empty row for a new one
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("INDEX_BLOCK_ENCODING"));
    table->setItem(1, 0, new QTableWidgetItem(QStringLiteral("VERSIONS")));
    table->setItem(1, 1, new QTableWidgetItem(QStringLiteral("3")));
    QVERIFY2(window.propertyEditor()->message().contains(QStringLiteral("VERSIONS")),
             qPrintable(window.propertyEditor()->message()));
    QCoreApplication::processEvents(); // rows come after the cell's commit
    QCOMPARE(table->rowCount(), 3);
    saveScreenshot(&window, QStringLiteral("other-attributes-refused-en"));
    table->item(1, 0)->setText(QStringLiteral("PREFETCH_BLOCKS_ON_OPEN"));
    table->item(1, 1)->setText(QStringLiteral("true"));
    QCOMPARE(window.propertyEditor()->message(), QString());
    properties->setCurrentIndex(cell.siblingAtRow(0)); // leaving the cell commits
    QTRY_COMPARE(window.project()
                     .findTable(QStringLiteral("MOMO_CHAT:MSG"))
                     ->families.first()
                     .otherAttributes.value(QStringLiteral("PREFETCH_BLOCKS_ON_OPEN")),
                 QStringLiteral("true"));
    QCOMPARE(window.document()->undoStack()->count(), 1);
    window.document()->undoStack()->undo();
    QVERIFY(!window.project()
                 .findTable(QStringLiteral("MOMO_CHAT:MSG"))
                 ->families.first()
                 .otherAttributes.contains(QStringLiteral("PREFETCH_BLOCKS_ON_OPEN")));
}

void TestImportDialog::speaksChinese()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    MainWindow window;
    ImportDialog dialog(true, QDir::homePath(), &window);
    dialog.setPastedText(
        QStringLiteral("create_namespace 'a'\n\ncreate 'a:t', {NAME => 'f', VERSIONS => 'x'}\n"));
    QVERIFY(!dialog.result().project);
    QVERIFY2(!dialog.messages().isEmpty() &&
                 dialog.messages().first().startsWith(QStringLiteral("粘贴的文本:3: ")),
             qPrintable(dialog.messages().join(u'\n')));
    QVERIFY(!importButton(dialog)->text().contains(QStringLiteral("Import")));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    saveScreenshot(&dialog, QStringLiteral("import-error-zh_CN"));
    dialog.setPastedText(QString::fromUtf8(TestUtil::readAll(seedPath())));
    QVERIFY(dialog.result().project);
    // Pasted text has no file name to go by: the project's name is in the interface's language.
    QCOMPARE(dialog.suggestedName(), QStringLiteral("导入的表结构"));
    QCoreApplication::processEvents();
    saveScreenshot(&dialog, QStringLiteral("import-pasted-zh_CN"));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

// Import by keyboard alone: the pasted statements typed into the text box (the import follows
// after the typing pauses), Tab on to the format, the arrow keys to choose one, and Enter imports
// as a new project; Esc in a second dialog leaves the project as it was.
void TestImportDialog::pastedTextByKeyboard()
{
    MainWindow window;
    window.show();
    QVERIFY(openChat(window));
    ImportDialog dialog(true, QDir::homePath(), &window);
    dialog.setSource(ImportDialog::Source::PastedText);
    dialog.show();
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *pasted = dialog.findChild<QPlainTextEdit *>(QStringLiteral("importPastedText"));
    QVERIFY(pasted);
    pasted->setFocus(Qt::TabFocusReason);
    QTest::keyClicks(pasted, QStringLiteral("create 'KB:EVENTS', {NAME => 'd', VERSIONS => 2}"));
    QTRY_VERIFY(importButton(dialog)->isEnabled());
    // Tab leaves the text box (it typed a tab character, holding the keyboard there).
    QTest::keyClick(pasted, Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget() != pasted);
    auto *format = dialog.findChild<QComboBox *>(QStringLiteral("importFormat"));
    format->setFocus(Qt::TabFocusReason);
    const int detected = format->currentIndex();
    QTest::keyClick(format, Qt::Key_Down);
    QVERIFY(format->currentIndex() != detected);
    QTest::keyClick(format, Qt::Key_Up); // back to what it was
    QCOMPARE(format->currentIndex(), detected);
    QTRY_VERIFY(importButton(dialog)->isEnabled());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return); // the default button: Import
    QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));
    QVERIFY(window.importer()->apply(dialog));
    const Table *table = window.project().findTable(QStringLiteral("KB:EVENTS"));
    QVERIFY(table);
    QCOMPARE(table->families.first().versions, 2);

    ImportDialog again(true, QDir::homePath(), &window);
    again.show();
    again.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&again));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(again.QDialog::result(), int(QDialog::Rejected));
    QVERIFY(window.project().findTable(QStringLiteral("KB:EVENTS")));
}

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
