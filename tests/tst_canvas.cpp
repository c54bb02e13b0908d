// The diagram canvas: cards follow the document, moving and arranging are undoable edits of the
// stored positions, selection follows both ways, and every case study renders to PNG, SVG and
// PDF without overlapping cards, also headless from the command line. Runs offscreen.
#include "guiutil.h"
#include "model/io/projectfile.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/canvas/diagramexport.h"
#include "ui/canvas/diagrampane.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/diagramview.h"
#include "ui/canvas/inlineeditor.h"
#include "ui/canvas/minimap.h"
#include "ui/canvas/tablecard.h"
#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/files/filecontroller.h"
#include "ui/mainwindow.h"
#include "ui/problems/problemspanel.h"
#include "ui/window/presentationmode.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QLineEdit>
#include <QProcess>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

namespace {

// A shown window, fitted and idle, with the chat example open unless `openChat` is false.
bool showWithChat(MainWindow &window, bool openChat = true)
{
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    QString error;
    if (openChat && !window.openFile(TestUtil::chatExample(), &error))
        return false;
    QCoreApplication::processEvents(); // the opened project is fitted into view
    return true;
}

} // namespace

class TestCanvas : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cardsFollowTheDocument();
    void movingIsOneUndoableEdit();
    void arrangeRemovesOverlaps();
    void doubleClickOnEmptyCanvasAddsATable();
    void selectionFollowsBothWays();
    void badgesAndSummaries();
    void lookupsAreDrawnAsArrows();
    void problemBadgeFiltersTheProblems();
    void everyExampleRenders_data();
    void everyExampleRenders();
    void headlessExport();
    void copyAndPasteTables();
    void miniMapShowsAndMovesTheView();
    void renameInPlace();
    void cardButtonsAddFamiliesAndSegments();
    void twoHundredTablesPanAndZoom();
    void draggingAChipReordersTheKey();
    void openedProjectsStartReadable();
    void presentationModeShowsDiagramAndRegions();
};

void TestCanvas::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_canvas")));
}

void TestCanvas::cardsFollowTheDocument()
{
    MainWindow window;
    DiagramScene *scene = window.diagram()->scene();
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    QCOMPARE(scene->cards().size(), 3);
    const Table &msg = *window.project().findTable(u"MOMO_CHAT:MSG");
    QCOMPARE(scene->card(QStringLiteral("MOMO_CHAT:MSG"))->pos(),
             QPointF(msg.position.x, msg.position.y));

    window.document()->select(QStringLiteral("MOMO_CHAT"));
    QVERIFY(window.editActions()->addTable());
    QCOMPARE(scene->cards().size(), 4);
    const QString added = window.document()->selection();
    QVERIFY(scene->card(added));
    QVERIFY(window.editActions()->deleteSelected());
    QCOMPARE(scene->cards().size(), 3);
    window.document()->undoStack()->undo();
    QVERIFY(scene->card(added));
}

void TestCanvas::movingIsOneUndoableEdit()
{
    MainWindow window;
    DiagramScene *scene = window.diagram()->scene();
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    const Project before = window.project();
    // Two cards dragged together: one command, both positions stored.
    scene->card(QStringLiteral("MOMO_CHAT:MSG"))->setPos(1000, 600);
    scene->card(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"))->setPos(1400, 603); // snapped to 600
    scene->commitMoves();
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Move 2 Tables"));
    const Table *msg = window.project().findTable(u"MOMO_CHAT:MSG");
    QCOMPARE(msg->position, (DiagramPosition{1000, 600}));
    QCOMPARE(window.project().findTable(u"MOMO_CHAT:MSG_BY_TIME")->position,
             (DiagramPosition{1400, 600}));
    // Saved in the project file.
    QTemporaryDir dir;
    QVERIFY(window.files()->saveTo(dir.filePath(QStringLiteral("moved.json")), &error));
    QCOMPARE(ProjectFile::load(dir.filePath(QStringLiteral("moved.json")))
                 .project->findTable(u"MOMO_CHAT:MSG")
                 ->position,
             (DiagramPosition{1000, 600}));
    window.document()->undoStack()->undo();
    QVERIFY(window.project() == before);
    QCOMPARE(scene->card(QStringLiteral("MOMO_CHAT:MSG"))->pos(),
             QPointF(before.findTable(u"MOMO_CHAT:MSG")->position.x,
                     before.findTable(u"MOMO_CHAT:MSG")->position.y));
    scene->commitMoves(); // nothing moved: no command
    QCOMPARE(window.document()->undoStack()->index(), 0);
}

void TestCanvas::arrangeRemovesOverlaps()
{
    MainWindow window;
    DiagramScene *scene = window.diagram()->scene();
    // Five new tables, then all piled on one spot.
    for (int i = 0; i < 5; ++i)
        window.editActions()->addTable();
    for (TableCard *c : scene->cards())
        c->setPos(0, 0);
    scene->commitMoves();
    QVERIFY(scene->hasOverlaps());
    const int commands = window.document()->undoStack()->count();
    QVERIFY(scene->arrange());
    QVERIFY(!scene->hasOverlaps());
    QCOMPARE(window.document()->undoStack()->count(), commands + 1);
    window.document()->undoStack()->undo();
    QVERIFY(scene->hasOverlaps());
}

void TestCanvas::doubleClickOnEmptyCanvasAddsATable()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    DiagramView *view = window.diagram()->view();
    QCOMPARE(window.diagram()->scene()->cards().size(), 0);
    const QPoint click = view->viewport()->rect().center();
    const QPointF at = view->mapToScene(click);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, click);
    QCOMPARE(window.project().tables.size(), 1);
    const Table &t = window.project().tables.first();
    QVERIFY(std::abs(t.position.x - at.x()) <= TableCard::kGrid);
    QVERIFY(std::abs(t.position.y - at.y()) <= TableCard::kGrid);
    QCOMPARE(t.position.x % TableCard::kGrid, 0);
    QCOMPARE(window.document()->selection(), t.fullName());
    QCOMPARE(window.document()->undoStack()->count(), 1);
    // On a card, a double-click adds nothing.
    QTest::mouseDClick(
        view->viewport(), Qt::LeftButton, {},
        view->mapFromScene(
            window.diagram()->scene()->cards().first()->sceneBoundingRect().center()));
    QCOMPARE(window.project().tables.size(), 1);
}

void TestCanvas::selectionFollowsBothWays()
{
    MainWindow window;
    DiagramScene *scene = window.diagram()->scene();
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    scene->card(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"))->setSelected(true);
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    QCOMPARE(window.previewedTable(), QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG/C1"));
    QVERIFY(scene->card(QStringLiteral("MOMO_CHAT:MSG"))->isSelected());
    QVERIFY(!scene->card(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"))->isSelected());
    window.document()->select(QString());
    QVERIFY(scene->selectedItems().isEmpty());
}

void TestCanvas::lookupsAreDrawnAsArrows()
{
    // The chat example reads messages of a conversation through its index table.
    Document document;
    document.reset(*ProjectFile::load(TestUtil::chatExample()).project, TestUtil::chatExample());
    DiagramScene scene(&document);
    QStringList expected;
    for (const Table &t : document.project().tables) {
        for (const AccessPattern &p : t.accessPatterns) {
            if (!p.relatedTable.isEmpty() && p.relatedTable != t.fullName())
                expected << t.fullName() + QStringLiteral(" -> ") +
                                document.project().findTable(p.relatedTable)->fullName();
        }
    }
    expected.sort();
    QVERIFY(!expected.isEmpty());
    QCOMPARE(scene.relations(), expected);
    // Dropping a lookup removes its arrow.
    document.edit(QStringLiteral("drop lookups"), [](Project *p, QString *) {
        for (Table &t : p->tables) {
            for (AccessPattern &a : t.accessPatterns)
                a.relatedTable.clear();
        }
        return true;
    });
    QVERIFY(scene.relations().isEmpty());
}

void TestCanvas::badgesAndSummaries()
{
    ColumnFamily f;
    QVERIFY(TableCard::badges(f).isEmpty()); // HBase's defaults show nothing
    f.versions = 3;
    f.ttlSeconds = 7 * 86400;
    f.compression = Compression::Snappy;
    f.isMob = true;
    f.bloomFilter = BloomType::RowCol;
    QCOMPARE(TableCard::badges(f),
             (QStringList{QStringLiteral("VERSIONS 3"), QStringLiteral("TTL 7 d"),
                          QStringLiteral("SNAPPY"), QStringLiteral("MOB"),
                          QStringLiteral("BLOOM ROWCOL")}));
    SplitSpec s;
    QCOMPARE(TableCard::splitSummary(s), QStringLiteral("no pre-split: one region"));
    s.kind = SplitKind::Algorithm;
    s.regions = 16;
    QCOMPARE(TableCard::splitSummary(s), QStringLiteral("16 regions · HexStringSplit"));
    s.kind = SplitKind::Explicit;
    s.keys = {"m"};
    QCOMPARE(TableCard::splitSummary(s), QStringLiteral("2 regions · explicit keys"));

    // The problem badge counts errors and warnings together; the tooltip tells them apart.
    QList<Finding> findings(3);
    findings[0].severity = Severity::Error;
    findings[1].severity = Severity::Warning;
    findings[2].severity = Severity::Info;
    const TableCard card(Table{}, findings);
    QCOMPARE(card.toolTip().section(u'\n', -1), QStringLiteral("1 error, 1 warning"));
}

void TestCanvas::problemBadgeFiltersTheProblems()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    QVERIFY(GuiUtil::waitForPreview(window));
    emit window.diagram()->scene()->problemsRequested(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    QCOMPARE(window.problems()->textFilter()->text(), QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    QVERIFY(window.problemsView()->model()->rowCount() > 0);
}

void TestCanvas::everyExampleRenders_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(TestUtil::sourcePath(QStringLiteral("examples")));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}))
        QTest::addRow("%s", qPrintable(name)) << dir.filePath(name);
}

void TestCanvas::everyExampleRenders()
{
    QFETCH(QString, path);
    Document document;
    document.reset(*ProjectFile::load(path).project, path);
    DiagramScene scene(&document);
    QCOMPARE(scene.cards().size(), document.project().tables.size());
    QVERIFY2(!scene.hasOverlaps(), qPrintable(path));
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("d.png"));
    QVERIFY2(DiagramExport::write(&scene, png, &error, {scene.title(), {}}), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    // Not blank: a good share of the pixels are drawn.
    int drawn = 0;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4)
            drawn += image.pixel(x, y) != qRgb(255, 255, 255);
    }
    QVERIFY2(drawn > image.width() * image.height() / 16 / 20, qPrintable(QString::number(drawn)));
    QVERIFY(DiagramExport::write(&scene, dir.filePath(QStringLiteral("d.svg")), &error));
    QVERIFY(TestUtil::readAll(dir.filePath(QStringLiteral("d.svg"))).contains("<svg"));
    QVERIFY(DiagramExport::write(&scene, dir.filePath(QStringLiteral("d.pdf")), &error));
    QVERIFY(TestUtil::readAll(dir.filePath(QStringLiteral("d.pdf"))).startsWith("%PDF"));
    QVERIFY(!DiagramExport::write(&scene, dir.filePath(QStringLiteral("d.bmp")), &error));
    QVERIFY(error.contains(QStringLiteral(".png, .svg or .pdf")));
    const QString shots = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(shots);
    QFile::remove(shots + QStringLiteral("/diagram-") + QFileInfo(path).completeBaseName() +
                  QStringLiteral(".png"));
    QFile::copy(png, shots + QStringLiteral("/diagram-") + QFileInfo(path).completeBaseName() +
                         QStringLiteral(".png"));
}

void TestCanvas::headlessExport()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("chat.svg"));
    QProcess designer;
    designer.start(QStringLiteral(HBD_DESIGNER_BINARY),
                   {QStringLiteral("--export-diagram"), out, TestUtil::chatExample()});
    QVERIFY(designer.waitForFinished(60000));
    QCOMPARE(designer.exitCode(), 0);
    QVERIFY(TestUtil::readAll(out).contains("MOMO_CHAT:MSG_BY_TIME"));
    QVERIFY(!TestUtil::readAll(out).contains("+ family")); // no editing handles in pictures
    // A broken project: exit 2, the message names the file, nothing written.
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(TestUtil::writeFile(broken, "{\"formatVersion\": 1, \"tables\": ["));
    const QString never = dir.filePath(QStringLiteral("never.png"));
    designer.start(QStringLiteral(HBD_DESIGNER_BINARY),
                   {QStringLiteral("--export-diagram"), never, broken});
    QVERIFY(designer.waitForFinished(60000));
    QCOMPARE(designer.exitCode(), 2);
    QVERIFY(designer.readAllStandardError().contains("broken.json"));
    QVERIFY(!QFile::exists(never));
    // FILE is optional (the start page opens without it), and --help says so.
    designer.start(QStringLiteral(HBD_DESIGNER_BINARY), {QStringLiteral("--help")});
    QVERIFY(designer.waitForFinished(60000));
    QVERIFY(designer.readAllStandardOutput().contains("[options] [FILE]"));
}

void TestCanvas::presentationModeShowsDiagramAndRegions()
{
    MainWindow window;
    QVERIFY(showWithChat(window));
    auto *problems = window.findChild<QDockWidget *>(QStringLiteral("problemsDock"));
    auto *regions = window.findChild<QDockWidget *>(QStringLiteral("regionsDock"));
    QVERIFY(problems->isVisible());
    const double zoom = window.diagram()->view()->zoom();
    window.presentation()->action()->trigger();
    QVERIFY(window.presentation()->isActive());
    QVERIFY(window.windowState() & Qt::WindowFullScreen);
    QVERIFY(!problems->isVisible());
    QVERIFY(regions->isVisible());
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
        QVERIFY2(dock == regions || !dock->isVisible(), qPrintable(dock->objectName()));
    window.presentation()->action()->trigger();
    QVERIFY(!window.presentation()->isActive());
    QVERIFY(!(window.windowState() & Qt::WindowFullScreen));
    QVERIFY(problems->isVisible());
    QCOMPARE(window.diagram()->view()->zoom(), zoom);
}

void TestCanvas::copyAndPasteTables()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    DiagramScene *scene = window.diagram()->scene();
    QVERIFY(!window.diagram()->copySelected()); // nothing selected
    scene->card(QStringLiteral("MOMO_CHAT:MSG"))->setSelected(true);
    scene->card(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"))->setSelected(true);
    QVERIFY(window.diagram()->copySelected());

    // Into the same project: copies beside the originals, one undoable edit.
    QVERIFY(window.diagram()->paste());
    QCOMPARE(window.project().tables.size(), 5);
    const Table *copy = window.project().findTable(u"MOMO_CHAT:MSG_copy");
    QVERIFY(copy);
    const Table *original = window.project().findTable(u"MOMO_CHAT:MSG");
    QCOMPARE(copy->position.x, original->position.x + 40);
    QCOMPARE(copy->families, original->families);
    QCOMPARE(window.document()->undoStack()->count(), 1);
    window.document()->undoStack()->undo();
    QCOMPARE(window.project().tables.size(), 3);

    // Into a new project in another window: the namespace comes along.
    MainWindow other;
    QVERIFY(other.diagram()->paste());
    QCOMPARE(other.project().tables.size(), 2);
    QCOMPARE(other.project().namespaces.size(), 1);
    QVERIFY(other.project().findTable(u"MOMO_CHAT:MSG"));

    // Text that is not tables pastes nothing.
    QGuiApplication::clipboard()->setText(QStringLiteral("SELECT * FROM t"));
    QVERIFY(!other.diagram()->paste());
    QCOMPARE(other.project().tables.size(), 2);
}

void TestCanvas::miniMapShowsAndMovesTheView()
{
    MainWindow window;
    QVERIFY(showWithChat(window));
    DiagramView *view = window.diagram()->view();
    view->fitAll();
    view->zoomBy(0.5);
    QVERIFY(!view->miniMap()->isVisible()); // everything in sight: no overview needed
    view->zoomBy(6);                        // closer than the whole diagram
    QCoreApplication::processEvents();
    MiniMap *map = view->miniMap();
    QVERIFY(map->isVisible());
    // The frame is what the canvas shows.
    QCOMPARE(map->visibleArea(), view->mapToScene(view->viewport()->rect()).boundingRect());
    // A click on the last card in the overview brings it to the middle of the canvas.
    const QPointF target = window.diagram()
                               ->scene()
                               ->card(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"))
                               ->sceneBoundingRect()
                               .center();
    QTest::mouseClick(map->viewport(), Qt::LeftButton, {}, map->mapFromScene(target));
    const QPointF centre = view->mapToScene(view->viewport()->rect().center());
    QVERIFY2(QLineF(centre, target).length() < 40,
             qPrintable(QStringLiteral("%1,%2").arg(centre.x()).arg(centre.y())));
}

void TestCanvas::renameInPlace()
{
    MainWindow window;
    QVERIFY(showWithChat(window));
    DiagramView *view = window.diagram()->view();
    const auto titleOf = [&](const QString &table) {
        TableCard *c = window.diagram()->scene()->card(table);
        return view->mapFromScene(c->mapToScene(c->titleRect().center()));
    };
    // Double-click the title, type, Enter.
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, titleOf(u"MOMO_CHAT:MSG_BY_TIME"_qs));
    auto *editor = view->viewport()->findChild<InlineEditor *>();
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("MSG_BY_TIME"));
    editor->setText(QStringLiteral("EVENTS"));
    QTest::keyClick(editor, Qt::Key_Return);
    QVERIFY(window.project().findTable(u"MOMO_CHAT:EVENTS"));
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:EVENTS"));
    QCOMPARE(window.document()->undoStack()->count(), 1);
    // Esc leaves the name alone. (A finished editor deletes itself later; let it go first.)
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, titleOf(u"MOMO_CHAT:EVENTS"_qs));
    editor = view->viewport()->findChild<InlineEditor *>();
    QVERIFY(editor);
    editor->setText(QStringLiteral("OTHER"));
    QTest::keyClick(editor, Qt::Key_Escape);
    QVERIFY(window.project().findTable(u"MOMO_CHAT:EVENTS"));
    // A name HBase refuses is refused, with the reason.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QSignalSpy failed(view, &DiagramView::renameFailed);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, titleOf(u"MOMO_CHAT:EVENTS"_qs));
    editor = view->viewport()->findChild<InlineEditor *>();
    QVERIFY(editor);
    editor->setText(QStringLiteral("has space"));
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(failed.count(), 1);
    QVERIFY(window.project().findTable(u"MOMO_CHAT:EVENTS"));
    window.document()->undoStack()->undo();
    QVERIFY(window.project().findTable(u"MOMO_CHAT:MSG_BY_TIME"));
}

void TestCanvas::cardButtonsAddFamiliesAndSegments()
{
    MainWindow window;
    QVERIFY(showWithChat(window, false));
    QVERIFY(window.editActions()->addTable());
    const QString table = window.project().tables.first().fullName();
    QCoreApplication::processEvents();
    DiagramView *view = window.diagram()->view();
    const auto click = [&](QRectF (TableCard::*rect)() const) {
        TableCard *c = window.diagram()->scene()->card(table);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->mapFromScene(c->mapToScene((c->*rect)().center())));
        QCoreApplication::processEvents();
    };
    click(&TableCard::addFamilyRect);
    QCOMPARE(window.project().tables.first().families.size(), 2);
    QCOMPARE(window.document()->selection(), table + QStringLiteral("/f"));
    click(&TableCard::addSegmentRect);
    QCOMPARE(window.project().tables.first().rowKey.segments.size(), 2);
    QCOMPARE(window.document()->selection(), table + QStringLiteral("#rowkey"));
    QCOMPARE(window.document()->undoStack()->count(), 3);
    // The card grew a chip for the new segment.
    QCOMPARE(window.diagram()->scene()->card(table)->chipRects().size(), 2);
}

void TestCanvas::twoHundredTablesPanAndZoom()
{
    // Not a timed test: it prints what 200 tables cost, for the notes.
    MainWindow window;
    QVERIFY(showWithChat(window, false));
    Project big = *ProjectFile::load(TestUtil::chatExample()).project;
    const QList<Table> originals = big.tables;
    while (big.tables.size() < 200) {
        Table t = originals[big.tables.size() % originals.size()];
        t.name += QStringLiteral("_%1").arg(big.tables.size());
        big.tables.append(t);
    }
    window.document()->reset(big, {});
    DiagramScene *scene = window.diagram()->scene();
    QCOMPARE(scene->cards().size(), 200);
    QVERIFY(scene->arrange());
    QVERIFY(!scene->hasOverlaps());
    DiagramView *view = window.diagram()->view();
    QElapsedTimer clock;
    const auto frame = [&] {
        clock.restart();
        view->viewport()->repaint();
        return clock.nsecsElapsed() / 1e6;
    };
    view->fitAll();
    const double fit = frame();
    const double fitAgain = frame();
    view->zoomBy(4);
    const double zoomed = frame();
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() + 200);
    const double panned = frame();
    qInfo("200 tables: whole diagram %.1f ms (cached %.1f ms), zoomed in %.1f ms, pan %.1f ms", fit,
          fitAgain, zoomed, panned);
    QVERIFY(scene->cards().size() == 200);
}

void TestCanvas::draggingAChipReordersTheKey()
{
    MainWindow window;
    QVERIFY(showWithChat(window));
    DiagramView *view = window.diagram()->view();
    const QString table =
        QStringLiteral("MOMO_CHAT:MSG_BY_TIME"); // [ts] '_' [sender] '_' [receiver]
    TableCard *card = window.diagram()->scene()->card(table);
    const QPointF cardPos = card->pos();
    const QList<QRectF> chips = card->chipRects();
    QCOMPARE(chips.size(), 5);
    const QPoint from = view->mapFromScene(card->mapToScene(chips[0].center()));
    const QPoint to =
        view->mapFromScene(card->mapToScene(chips[4].center() + QPointF(chips[4].width(), 0)));
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(view->viewport(), to);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    QCoreApplication::processEvents();
    QCOMPARE(window.project().findTable(table)->rowKey.toNotation(),
             QStringLiteral("'_' [sender] '_' [receiver] [ts]"));
    QCOMPARE(window.document()->undoStack()->count(), 1);
    // The card itself stayed where it was.
    QCOMPARE(window.diagram()->scene()->card(table)->pos(), cardPos);
}

void TestCanvas::openedProjectsStartReadable()
{
    // Many tables: the start view keeps the cards' text legible and shows the first ones, the
    // overview the rest; Fit, from anywhere in the window, does the same; zooming out goes on.
    MainWindow window;
    QVERIFY(showWithChat(window, false));
    Project big = *ProjectFile::load(TestUtil::chatExample()).project;
    for (int i = 0; i < 30; ++i) {
        Table t = big.tables.first();
        t.name += QString::number(i);
        t.position = DiagramPosition{(i % 6) * 380, (i / 6) * 420};
        big.tables.append(t);
    }
    window.document()->reset(big, {});
    QCoreApplication::processEvents();
    DiagramView *view = window.diagram()->view();
    const double legible = view->legibleZoom();
    QVERIFY2(qAbs(view->zoom() - legible) < 1e-9,
             qPrintable(QStringLiteral("%1, legible from %2").arg(view->zoom()).arg(legible)));
    // The text the cards draw smallest is kLegibleTextPixels tall on the screen.
    const QFont small = TableCard::smallFont();
    QCOMPARE(qRound(small.pointSizeF() * view->logicalDpiY() / 72 * view->zoom()),
             qRound(DiagramView::kLegibleTextPixels));
    const auto firstCardInView = [view, &window] {
        const QRectF first =
            window.diagram()->scene()->card(QStringLiteral("MOMO_CHAT:MSG"))->sceneBoundingRect();
        return view->viewport()->rect().contains(view->mapFromScene(first).boundingRect());
    };
    QVERIFY(firstCardInView());
    // As opened, the overview keeps off the cards (tst_windowfit); moved and fitted, it shows.
    QVERIFY(!view->miniMap()->isVisible());
    view->zoomBy(3);
    view->centerOn(view->scene()->itemsBoundingRect().bottomRight());
    window.projectTree()->setFocus();
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QVERIFY(qAbs(view->zoom() - legible) < 1e-9);
    QVERIFY(firstCardInView());
    QVERIFY(view->miniMap()->isVisible());
    view->zoomBy(0.5);
    QVERIFY(view->zoom() < legible);
}

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"
