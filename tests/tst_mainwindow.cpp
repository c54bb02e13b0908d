// The first window, driven as a user would: open the example, browse the tree, read the script,
// switch language, open a broken file. Runs offscreen; saves screenshots for review.
#include "guiutil.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/files/filecontroller.h"
#include "ui/mainwindow.h"
#include "ui/problems/findingsmodel.h"
#include "ui/properties/propertyeditor.h"
#include "ui/script/scriptpreview.h"
#include "ui/tree/projecttreemodel.h"

#include <QAbstractItemModelTester>
#include <QAbstractTextDocumentLayout>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFrame>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextTable>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>

namespace {

QString example()
{
    return TestUtil::chatExample();
}

QByteArray golden()
{
    return TestUtil::readAll(TestUtil::dataPath(QStringLiteral("golden/chat-messages.rb")));
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

// The text of the first table cell of `browser` with a line that runs into the next column, or
// past the table's edge, or ends so close to the next column's text that the two read as one
// (closer than 6 px); "" when every line keeps to its cell.
QString overrunningCell(QTextBrowser *browser)
{
    QTextDocument *document = browser->document();
    QAbstractTextDocumentLayout *layout = document->documentLayout();
    const auto leftOf = [document, layout](const QTextTableCell &cell) {
        return layout->blockBoundingRect(document->findBlock(cell.firstPosition())).left();
    };
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        for (int row = 0; row < table->rows(); ++row) {
            for (int column = 0; column < table->columns(); ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                const double limit = column + 1 < table->columns()
                                         ? leftOf(table->cellAt(row, column + 1)) - 6
                                         : layout->frameBoundingRect(table).right();
                for (QTextBlock block = document->findBlock(cell.firstPosition());
                     block.isValid() && block.position() <= cell.lastPosition();
                     block = block.next()) {
                    const double left = layout->blockBoundingRect(block).left();
                    for (int i = 0; i < block.layout()->lineCount(); ++i) {
                        const QTextLine line = block.layout()->lineAt(i);
                        if (left + line.x() + line.naturalTextWidth() > limit)
                            return block.text();
                    }
                }
            }
        }
    }
    return {};
}

QStringList menuTitles(QMainWindow *window)
{
    QStringList titles;
    for (QAction *action : window->menuBar()->actions())
        titles.append(action->text());
    return titles;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startsEmpty();
    void opensExampleWithTreeAndScript();
    void selectingATableShowsItsScript();
    void modelsPassTheTester();
    void brokenFileKeepsTheCurrentProject();
    void illegalNamesAreListedAndNotExported();
    void exportsTheScriptToAFile();
    void switchesToChineseAndBack();
    void newProjectResetsEveryPanel();
    void movingATableToAnotherNamespaceKeepsItSelected();
    void helpShowsTheNotationAndTheShortcuts();
    void emptyProjectShowsTheStartPage();
    void startPageStaysInPlaceWhenTheCanvasScrolls();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HBaseSchemaDesignerTests"));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestMainWindow::startsEmpty()
{
    MainWindow window;
    QVERIFY(window.project().tables.isEmpty());
    QVERIFY(window.scriptPreview()->toPlainText().contains(QStringLiteral("Add a table")));
    QCOMPARE(window.windowTitle(), QStringLiteral("Untitled[*] - HBase Schema Designer"));
    QVERIFY(!window.isWindowModified());
}

void TestMainWindow::opensExampleWithTreeAndScript()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openFile(example(), &error), qPrintable(error));

    // The script preview is exactly what the CLI exports.
    QCOMPARE(window.scriptPreview()->toPlainText().toUtf8(), golden());
    QVERIFY(window.scriptPreview()->isReadOnly());
    QCOMPARE(window.windowTitle(), QStringLiteral("chat-messages.json[*] - HBase Schema Designer"));
    QVERIFY(!window.isWindowModified());

    const QAbstractItemModel *tree = window.projectTree()->model();
    QCOMPARE(tree->rowCount(), 1);
    const QModelIndex projectItem = tree->index(0, 0);
    QCOMPARE(projectItem.data().toString(), window.project().name);
    QCOMPARE(tree->rowCount(projectItem), 1);
    const QModelIndex ns = tree->index(0, 0, projectItem);
    QCOMPARE(ns.data().toString(), QStringLiteral("MOMO_CHAT"));
    QCOMPARE(tree->rowCount(ns), 3); // MSG, its conversation index, the bad MSG_BY_TIME
    const QModelIndex msg = tree->index(0, 0, ns);
    QCOMPARE(msg.data().toString(), QStringLiteral("MSG"));
    // Row key, one family, pre-split.
    QCOMPARE(tree->rowCount(msg), 3);
    QCOMPARE(tree->index(0, 0, msg).data().toString(), QStringLiteral("Row key"));
    QCOMPARE(tree->index(1, 0, msg).data().toString(), QStringLiteral("C1"));
    QCOMPARE(tree->index(1, 1, msg).data().toString(),
             QStringLiteral("{NAME => 'C1', TTL => 15552000, COMPRESSION => 'GZ'}"));
    QCOMPARE(tree->index(2, 1, msg).data().toString(),
             QStringLiteral("6 regions by HexStringSplit"));
    QCOMPARE(tree->index(0, 1, msg).data().toString(),
             window.project().tables.first().rowKey.toNotation());
    saveScreenshot(&window, QStringLiteral("mainwindow-en"));
}

void TestMainWindow::selectingATableShowsItsScript()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(example(), &error));
    const auto *tree = static_cast<ProjectTreeModel *>(window.projectTree()->model());
    const QModelIndex table = tree->tableIndex(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    QVERIFY(table.isValid());
    // Any item under the table selects it too.
    window.projectTree()->setCurrentIndex(tree->index(1, 0, table));
    QCOMPARE(window.previewedTable(), QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    const QString script = window.scriptPreview()->toPlainText();
    QVERIFY(script.contains(QStringLiteral("create 'MOMO_CHAT:MSG_BY_TIME'")));
    QVERIFY(!script.contains(QStringLiteral("create 'MOMO_CHAT:MSG',")));
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("previewHeading"))
                ->text()
                .contains(QStringLiteral("MOMO_CHAT:MSG_BY_TIME")));

    window.projectTree()->setCurrentIndex(tree->index(0, 0));
    QVERIFY(window.previewedTable().isEmpty());
    QCOMPARE(window.scriptPreview()->toPlainText().toUtf8(), golden());
}

void TestMainWindow::modelsPassTheTester()
{
    MainWindow window;
    QAbstractItemModelTester treeTester(window.projectTree()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The problems view shows a filter proxy over the findings model: both are checked.
    auto *filter = qobject_cast<QSortFilterProxyModel *>(window.problemsView()->model());
    QVERIFY(filter);
    QAbstractItemModelTester problemsTester(filter,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester findingsTester(filter->sourceModel(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
    QString error;
    QVERIFY(window.openFile(example(), &error));
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY(filter->rowCount() > 0);
    QVERIFY(
        window.openFile(TestUtil::dataPath(QStringLiteral("golden/all-attributes.json")), &error));
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestMainWindow::brokenFileKeepsTheCurrentProject()
{
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(TestUtil::writeFile(broken,
                                "{\"formatVersion\": 1,\n  \"tables\": [ {\"name\": 7} ]\n}\n"));

    MainWindow window;
    QString error;
    QVERIFY(window.openFile(example(), &error));
    const Project before = window.project();
    const QString scriptBefore = window.scriptPreview()->toPlainText();

    QVERIFY(!window.openFile(broken, &error));
    QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("/tables/0")), qPrintable(error));
    QVERIFY(window.project() == before);
    QCOMPARE(window.scriptPreview()->toPlainText(), scriptBefore);
    QVERIFY(window.filePath().endsWith(QStringLiteral("chat-messages.json")));
}

void TestMainWindow::illegalNamesAreListedAndNotExported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(TestUtil::writeFile(path, TestUtil::chatExampleWithIllegalName()));

    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    QVERIFY(GuiUtil::waitForPreview(window));
    // The first table is selected once the project opens; the project shows the whole script.
    QCOMPARE(window.previewedTable(), QStringLiteral("MOMO_CHAT:MSG"));
    window.document()->select(QString());
    const QAbstractItemModel *problems = window.problemsView()->model();
    int nameRow = -1;
    for (int row = 0; row < problems->rowCount(); ++row) {
        if (problems->index(row, FindingsModel::RuleColumn).data().toString() ==
            QStringLiteral("HBD-NAME-001"))
            nameRow = row;
    }
    QVERIFY(nameRow >= 0);
    // A design rule's finding shows its fix in the tooltip.
    bool fixShown = false;
    for (int row = 0; row < problems->rowCount(); ++row)
        fixShown |= problems->index(row, FindingsModel::MessageColumn)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(QStringLiteral("\nFix: "));
    QVERIFY(fixShown);
    QCOMPARE(problems->index(nameRow, FindingsModel::SeverityColumn).data().toString(),
             QStringLiteral("Error"));
    const QString preview = window.scriptPreview()->toPlainText();
    QVERIFY2(preview.startsWith(QStringLiteral("# Nothing can be exported")), qPrintable(preview));
    QVERIFY(!preview.contains(QStringLiteral("create ")));

    const QString out = dir.filePath(QStringLiteral("bad.rb"));
    QVERIFY(!window.exportScript(out, &error));
    QVERIFY(error.contains(QStringLiteral("MSG BY#{TIME}")));
    QVERIFY(!QFile::exists(out));

    // Activating the problem selects the table it is about.
    emit window.problemsView()->activated(problems->index(nameRow, FindingsModel::MessageColumn));
    QCOMPARE(window.previewedTable(), QStringLiteral("MOMO_CHAT:MSG BY#{TIME}"));
}

void TestMainWindow::exportsTheScriptToAFile()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(example(), &error));
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("chat-messages.rb"));
    QVERIFY2(window.exportScript(out, &error), qPrintable(error));
    QCOMPARE(TestUtil::readAll(out), golden());
}

void TestMainWindow::switchesToChineseAndBack()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY(window.openFile(example(), &error));
    QCOMPARE(menuTitles(&window).first(), QStringLiteral("&File"));

    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    QVERIFY2(menuTitles(&window).first().contains(QStringLiteral("文件")),
             qPrintable(menuTitles(&window).join(u',')));
    const QAbstractItemModel *tree = window.projectTree()->model();
    QCOMPARE(tree->headerData(0, Qt::Horizontal).toString(), QStringLiteral("名称"));
    // Toolbar buttons carry no "(N)" accelerator, which only menus need.
    auto *tools = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    QCOMPARE(tools->actions().first()->iconText(), QStringLiteral("新建项目"));
    const QModelIndex msg = tree->index(0, 0, tree->index(0, 0, tree->index(0, 0)));
    QCOMPARE(tree->index(0, 0, msg).data().toString(), QStringLiteral("行键"));
    QVERIFY(
        window.scriptPreview()->toPlainText().contains(QStringLiteral("create 'MOMO_CHAT:MSG'")));
    // The example's own texts in Chinese: its name, a table's description, the script comments.
    QCOMPARE(tree->index(0, 0).data().toString(), QStringLiteral("聊天消息（MOMO_CHAT）"));
    QVERIFY2(GuiUtil::value(window, QStringLiteral("description"))
                 .startsWith(QStringLiteral("聊天消息，行键为")),
             qPrintable(GuiUtil::value(window, QStringLiteral("description"))));
    QVERIFY(window.scriptPreview()->toPlainText().contains(QStringLiteral("# 项目：聊天消息")));
    saveScreenshot(&window, QStringLiteral("mainwindow-zh_CN"));

    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(menuTitles(&window).first(), QStringLiteral("&File"));
    const QModelIndex msgAgain = tree->index(0, 0, tree->index(0, 0, tree->index(0, 0)));
    QCOMPARE(tree->index(0, 0, msgAgain).data().toString(), QStringLiteral("Row key"));
    QCOMPARE(tree->index(0, 0).data().toString(), QStringLiteral("Chat messages (MOMO_CHAT)"));
    QVERIFY(GuiUtil::value(window, QStringLiteral("description"))
                .startsWith(QStringLiteral("Chat messages keyed")));
}

// What the last document left in the panels goes with it: the Save As name, the pre-split shown
// for its table, a refused property value, its findings.
void TestMainWindow::newProjectResetsEveryPanel()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QString error;
    QVERIFY2(window.files()->openExample(QStringLiteral(":/examples/web-table.json"), &error),
             qPrintable(error));
    window.document()->select(QStringLiteral("CRAWL:PAGES"));
    QVERIFY(GuiUtil::waitForPreview(window));
    auto *strategy = window.findChild<QComboBox *>(QStringLiteral("splitStrategy"));
    auto *regions = window.findChild<QSpinBox *>(QStringLiteral("splitRegions"));
    QCOMPARE(strategy->currentText(), QStringLiteral("Recommended from the sample"));
    QCOMPARE(regions->text(), QStringLiteral("40"));
    QVERIFY(window.files()->suggestedSavePath().endsWith(QStringLiteral("/web-table.hbase.json")));
    // Untitled, so that Save asks where, but named after the example: the title, the script's
    // file name and its header.
    QVERIFY(window.filePath().isEmpty());
    QCOMPARE(window.document()->baseName(), QStringLiteral("web-table"));
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("web-table[*]")),
             qPrintable(window.windowTitle()));
    QVERIFY2(window.scriptPreview()->toPlainText().contains(
                 QStringLiteral("HBase Schema Designer from web-table.json.")),
             qPrintable(window.scriptPreview()->toPlainText().left(300)));
    QVERIFY(!GuiUtil::editProperty(window, QStringLiteral("name"), QStringLiteral("no spaces"))
                 .isEmpty());
    QVERIFY(window.problemsView()->model()->rowCount() > 0);
    QVERIFY(!window.isWindowModified());

    QVERIFY(window.files()->newProject());
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY(window.project().tables.isEmpty());
    QVERIFY2(window.files()->suggestedSavePath().endsWith(QStringLiteral("/untitled.hbase.json")),
             qPrintable(window.files()->suggestedSavePath()));
    QCOMPARE(window.document()->baseName(), QStringLiteral("untitled"));
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Untitled[*]")));
    QCOMPARE(strategy->currentText(), QString());
    QCOMPARE(regions->text().trimmed(), QString());
    QVERIFY(!regions->isEnabled());
    QCOMPARE(window.propertyEditor()->message(), QString());
    QCOMPARE(window.problemsView()->model()->rowCount(), 0);
    saveScreenshot(&window, QStringLiteral("new-project-en"));
    // A table again shows its count: one region without a pre-split.
    QVERIFY(window.editActions()->addTable());
    QCOMPARE(regions->text(), QStringLiteral("1"));
    // A project with no file and no name names no source file in the script's header.
    QVERIFY2(window.scriptPreview()->toPlainText().startsWith(
                 QStringLiteral("# HBase shell script written by HBase Schema Designer.\n")),
             qPrintable(window.scriptPreview()->toPlainText().left(300)));
    window.document()->undoStack()->undo();
    // Every list and table in the docks is empty, but for the tree and the properties of the new
    // project and the history's starting point.
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        for (const QAbstractItemView *view : dock->findChildren<QAbstractItemView *>()) {
            // (Not headers, nor the list a combo box pops up, a window of its own.)
            if (!view->model() || view == window.projectTree() || view->window() != &window ||
                qobject_cast<const QHeaderView *>(view) ||
                dock->objectName() == u"propertiesDock" || dock->objectName() == u"historyDock")
                continue;
            QVERIFY2(view->model()->rowCount() == 0,
                     qPrintable(dock->objectName() + u' ' + view->objectName()));
        }
    }
}

void TestMainWindow::movingATableToAnotherNamespaceKeepsItSelected()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openFile(example(), &error), qPrintable(error));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG"));
    QCoreApplication::processEvents();
    QCOMPARE(GuiUtil::editProperty(window, QStringLiteral("namespace"), QStringLiteral("ARCHIVE")),
             QString());
    QCOMPARE(window.document()->selection(), QStringLiteral("ARCHIVE:MSG"));
    QCOMPARE(GuiUtil::value(window, QStringLiteral("name")), QStringLiteral("MSG"));
    const QModelIndex current = window.projectTree()->currentIndex();
    QCOMPARE(current.data(ProjectTreeModel::ObjectPathRole).toString(),
             QStringLiteral("ARCHIVE:MSG"));
    // The tree stays open: the old namespace with its other tables, and the new one.
    QVERIFY(window.projectTree()->isExpanded(current.parent()));
    const QModelIndex old = window.projectTree()->model()->index(0, 0, current.parent().parent());
    QCOMPARE(old.data(ProjectTreeModel::ObjectPathRole).toString(), QStringLiteral("MOMO_CHAT"));
    QVERIFY(window.projectTree()->isExpanded(old));
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:MSG"));
}

void TestMainWindow::helpShowsTheNotationAndTheShortcuts()
{
    MainWindow window;
    window.show();
    QMenu *help = nullptr;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text() == u"&Help")
            help = menu->menu();
    }
    QVERIFY(help);
    QAction *notation = window.findChild<QAction *>(QStringLiteral("helpNotation"));
    QAction *shortcuts = window.findChild<QAction *>(QStringLiteral("helpShortcuts"));
    QVERIFY(help->actions().contains(notation) && help->actions().contains(shortcuts));

    // The notation reference, from inside the app.
    notation->trigger();
    auto *reference = window.findChild<QDialog *>(QStringLiteral("notationWindow"));
    QVERIFY(reference && reference->isVisible());
    const QString text =
        reference->findChild<QTextBrowser *>(QStringLiteral("notationText"))->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Row-key notation")));
    QVERIFY(text.contains(QStringLiteral("[md5(sender '_' receiver '_' ts):hex(8)]")));
    // Its tables keep every cell's text in its column, with no sideways scrolling.
    auto *browser = reference->findChild<QTextBrowser *>(QStringLiteral("notationText"));
    QTRY_COMPARE(overrunningCell(browser), QString());
    QCOMPARE(browser->horizontalScrollBar()->maximum(), 0);
    saveScreenshot(reference, QStringLiteral("help-notation-en"));
    // A Close button closes it, as Esc does.
    auto *close = reference->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close);
    QVERIFY(close && close->isVisible());
    close->click();
    QVERIFY(!reference->isVisible());
    notation->trigger();
    QVERIFY(reference->isVisible());
    QTest::keyClick(reference, Qt::Key_Escape);
    QVERIFY(!reference->isVisible());

    // The rule catalog, searchable.
    QAction *rules = window.findChild<QAction *>(QStringLiteral("helpRules"));
    QVERIFY(help->actions().contains(rules));
    rules->trigger();
    auto *catalog = window.findChild<QDialog *>(QStringLiteral("rulesWindow"));
    QVERIFY(catalog && catalog->isVisible());
    auto *ruleText = catalog->findChild<QTextBrowser *>(QStringLiteral("rulesText"));
    QVERIFY(ruleText->toPlainText().contains(QStringLiteral("HBD-KEY-003")));
    QVERIFY(ruleText->toPlainText().contains(QStringLiteral("HBD-CF-003")));
    catalog->findChild<QLineEdit *>(QStringLiteral("rulesSearch"))
        ->setText(QStringLiteral("key-003"));
    QVERIFY(ruleText->toPlainText().contains(QStringLiteral("HBD-KEY-003")));
    QVERIFY(!ruleText->toPlainText().contains(QStringLiteral("HBD-CF-003")));
    catalog->findChild<QLineEdit *>(QStringLiteral("rulesSearch"))->setText(QStringLiteral("zzzz"));
    QVERIFY(ruleText->toPlainText().contains(QStringLiteral("No rule matches")));
    catalog->findChild<QLineEdit *>(QStringLiteral("rulesSearch"))->clear();

    // Every shortcut, named as the menus name the command, in the interface's language.
    shortcuts->trigger();
    auto *table = window.findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    QVERIFY(table && table->isVisible());
    const auto shortcutOf = [table](const QString &command) {
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, 0)->text() == command)
                return table->item(row, 1)->text();
        }
        return QString();
    };
    QCOMPARE(shortcutOf(QStringLiteral("Export Shell Script")),
             QKeySequence(Qt::CTRL | Qt::Key_E).toString(QKeySequence::NativeText));
    QCOMPARE(shortcutOf(QStringLiteral("Presentation Mode")),
             QKeySequence(QKeySequence::FullScreen).toString(QKeySequence::NativeText).isEmpty()
                 ? QKeySequence(Qt::Key_F11).toString(QKeySequence::NativeText)
                 : QKeySequence(QKeySequence::FullScreen).toString(QKeySequence::NativeText));
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QTRY_VERIFY(!shortcutOf(QStringLiteral("导出 Shell 脚本")).isEmpty());
    saveScreenshot(table->window(), QStringLiteral("help-shortcuts-zh_CN"));
    QTRY_VERIFY(browser->toPlainText().contains(QStringLiteral("行键表示法")));
    QTRY_COMPARE(overrunningCell(browser), QString());
    QCOMPARE(browser->horizontalScrollBar()->maximum(), 0);
    saveScreenshot(reference, QStringLiteral("help-notation-zh_CN"));
    QTRY_VERIFY(ruleText->toPlainText().contains(QStringLiteral("警告")));
    saveScreenshot(catalog, QStringLiteral("help-rules-zh_CN"));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestMainWindow::emptyProjectShowsTheStartPage()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *start = window.findChild<QFrame *>(QStringLiteral("startPage"));
    QVERIFY(start);
    QVERIFY(start->isVisible());
    // In the middle of the canvas, whole.
    const QWidget *canvas = start->parentWidget();
    QVERIFY(canvas->rect().contains(start->geometry()));
    QVERIFY(start->findChild<QPushButton *>(QStringLiteral("startExample"))->isVisible());
    saveScreenshot(&window, QStringLiteral("start-en"));
    // The first table sends it away; undoing it brings it back.
    start->findChild<QPushButton *>(QStringLiteral("startTable"))->click();
    QCOMPARE(window.project().tables.size(), 1);
    QVERIFY(!start->isVisible());
    window.document()->undoStack()->undo();
    QVERIFY(start->isVisible());
    // An opened project: gone, and the file is offered among the recent ones next time.
    QString error;
    QVERIFY(window.openFile(example(), &error));
    QVERIFY(!start->isVisible());
    // Left on the script's tab, the new project still shows its start page, whole.
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    tabs->setCurrentIndex(1);
    QVERIFY(window.files()->newProject());
    QVERIFY(start->isVisible());
    QTRY_VERIFY(canvas->rect().contains(start->geometry()));
    // Nothing of the previous project stays in the inputs or the preview's figure.
    QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("previewTiming"))->text(), QString());
    QCOMPARE(window.findChild<QSpinBox *>(QStringLiteral("sampleRows"))->value(),
             int(SampleSettings{}.rows));
    QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("generatorKind"))->currentIndex(), -1);
    auto *recent = start->findChild<QListWidget *>(QStringLiteral("startRecent"));
    QVERIFY(recent->isVisible());
    QVERIFY(recent->item(0)->text().startsWith(QStringLiteral("chat-messages.json")));
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QTRY_COMPARE(start->findChild<QPushButton *>(QStringLiteral("startTable"))->text(),
                 QStringLiteral("从一张表开始"));
    QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("regionsMessage"))->text(),
                 QCoreApplication::translate("RegionsPanel", "Select a table to see its regions."));
    QVERIFY(!window.findChild<QLabel *>(QStringLiteral("regionsMessage"))->text().startsWith(u'S'));
    saveScreenshot(&window, QStringLiteral("start-zh_CN"));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestMainWindow::startPageStaysInPlaceWhenTheCanvasScrolls()
{
    // A graphics view scrolls its viewport's children with the scene (QWidget::scroll), and the
    // page is one of them: a scroll of the emptied canvas after a New (the last project's
    // scroll area given up late) carried the page out of sight, leaving a grey canvas.
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *start = window.findChild<QFrame *>(QStringLiteral("startPage"));
    QWidget *canvas = start->parentWidget();
    QVERIFY(qobject_cast<QGraphicsView *>(canvas->parentWidget()));
    QString error;
    QVERIFY(window.openFile(example(), &error));
    QVERIFY(window.files()->newProject());
    QTRY_VERIFY(start->isVisible());
    const QRect placed = start->geometry();
    QVERIFY(canvas->rect().contains(placed));
    canvas->scroll(-700, -400); // what QGraphicsView::scrollContentsBy does
    QCOMPARE(start->geometry(), placed);
    // Hidden under a project's cards, it is scrolled too, and comes back in place.
    QVERIFY(window.openFile(example(), &error));
    canvas->scroll(500, 300);
    QVERIFY(window.files()->newProject());
    QTRY_VERIFY(start->isVisible());
    QCOMPARE(start->geometry(), placed);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
