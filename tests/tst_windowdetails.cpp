// Details of the window a newcomer met: File > Export Diagram names the picture after the project
// as the other exports do, an empty Suppressed list says how a finding gets there, and the
// Properties rows keep their height after File > New. Runs offscreen.
#include "guiutil.h"
#include "testutil.h"
#include "ui/canvas/diagrampane.h"
#include "ui/document/document.h"
#include "ui/files/filecontroller.h"
#include "ui/mainwindow.h"
#include "ui/problems/problemspanel.h"
#include "ui/properties/propertyeditor.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

namespace {

// Triggers `action` and returns the path the file dialog it opens suggests (then cancels it).
QString suggestedBy(QAction *action)
{
    QString suggested;
    QTimer answering;
    answering.setInterval(20);
    QObject::connect(&answering, &QTimer::timeout, [&] {
        if (auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            suggested = files->selectedFiles().value(0);
            files->reject();
        }
    });
    answering.start();
    action->trigger();
    return suggested;
}

QAction *actionWithShortcut(MainWindow &window, const QKeySequence &key)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == key)
            return action;
    }
    return nullptr;
}

// The heights of the Properties rows.
QList<int> rowHeights(MainWindow &window)
{
    QTableView *view = window.propertyEditor()->view();
    QList<int> heights;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        heights << view->rowHeight(row);
    return heights;
}

} // namespace

class TestWindowDetails : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportDiagramIsNamedAfterTheProject();
    void anEmptySuppressedListSaysHowToSuppress();
    void propertiesRowsKeepTheirHeightAfterNew();
};

void TestWindowDetails::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_windowdetails")));
    QSettings().clear();
}

void TestWindowDetails::exportDiagramIsNamedAfterTheProject()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QAction *diagram = window.diagram()->exportAction();
    QAction *script = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_E));
    QVERIFY(script);

    // An example opens untitled, named after its file: chat-messages.png beside
    // chat-messages.rb, in the folder a project would be saved to.
    QString error;
    QVERIFY2(window.files()->openExample(QStringLiteral(":/examples/chat-messages.json"), &error),
             qPrintable(error));
    const QString png = suggestedBy(diagram);
    QCOMPARE(QFileInfo(png).fileName(), QStringLiteral("chat-messages.png"));
    QCOMPARE(QFileInfo(png).absolutePath(),
             QFileInfo(window.files()->saveDirectory()).absoluteFilePath());

    // A saved project: its name, in its folder.
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("orders.json"));
    QVERIFY(QFile::copy(TestUtil::chatExample(), project));
    QVERIFY2(window.openFile(project, &error), qPrintable(error));
    QCOMPARE(suggestedBy(diagram), dir.filePath(QStringLiteral("orders.png")));

    // Once a picture went to another folder, the next export of the project offers that one,
    // as Export Shell Script does: both remember the same folder.
    QTemporaryDir other;
    FileController::rememberExport(project, other.filePath(QStringLiteral("elsewhere.png")));
    QCOMPARE(suggestedBy(diagram), other.filePath(QStringLiteral("orders.png")));
    QCOMPARE(window.files()->suggestedExportPath(QStringLiteral(".rb")),
             other.filePath(QStringLiteral("orders.rb")));
}

void TestWindowDetails::anEmptySuppressedListSaysHowToSuppress()
{
    MainWindow window;
    QVERIFY(GuiUtil::showChatWith(window, QStringLiteral("MOMO_CHAT:MSG")));
    QVERIFY(GuiUtil::waitForPreview(window));
    ProblemsPanel *panel = window.problems();
    QVERIFY(panel->emptyHint().isEmpty()); // the findings are listed
    QVERIFY(panel->view()->isVisibleTo(panel));

    // The chat example suppresses nothing: Suppressed (0) says how a finding gets there.
    panel->showSuppressed(true);
    QCOMPARE(panel->severityFilter()->currentText(), QStringLiteral("Suppressed (0)"));
    QVERIFY2(panel->emptyHint().contains(QStringLiteral("Suppress")),
             qPrintable(panel->emptyHint()));
    QVERIFY(!panel->view()->isVisibleTo(panel));

    // Suppressing one lists it instead of the hint; undoing brings the hint back.
    panel->showSuppressed(false);
    panel->view()->setCurrentIndex(panel->view()->model()->index(0, 0));
    QVERIFY(panel->suppressCurrent(QStringLiteral("accepted for the workshop")));
    QVERIFY(GuiUtil::waitForPreview(window));
    panel->showSuppressed(true);
    QTRY_COMPARE(panel->severityFilter()->currentText(), QStringLiteral("Suppressed (1)"));
    QCOMPARE(panel->emptyHint(), QString());
    QVERIFY(panel->view()->isVisibleTo(panel));
    QCOMPARE(panel->view()->model()->rowCount(), 1);
    window.document()->undoStack()->undo();
    QVERIFY(GuiUtil::waitForPreview(window));
    QTRY_VERIFY(!panel->emptyHint().isEmpty());
}

void TestWindowDetails::propertiesRowsKeepTheirHeightAfterNew()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<int> first = rowHeights(window);
    QVERIFY(!first.isEmpty()); // the project's own properties
    QVERIFY(window.files()->newProject());
    QCoreApplication::processEvents();
    const QList<int> afterNew = rowHeights(window);
    QCOMPARE(afterNew.size(), first.size());
    QCOMPARE(afterNew, first);
    // And as tall as every later selection makes them.
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG"));
    window.document()->select(QString()); // the project again
    QCoreApplication::processEvents();
    QCOMPARE(rowHeights(window).value(0), first.first());
}

QTEST_MAIN(TestWindowDetails)
#include "tst_windowdetails.moc"
