// The diagram's view in the window: presentation mode fits the diagram to the full screen even
// when the window manager makes the window full-screen late, and the overview moves out of the
// way of the cards it would hide, and a table selected elsewhere is scrolled into sight. Runs
// offscreen.
#include "guiutil.h"
#include "testutil.h"
#include "ui/canvas/diagrampane.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/diagramview.h"
#include "ui/canvas/minimap.h"
#include "ui/canvas/tablecard.h"
#include "ui/document/document.h"
#include "ui/mainwindow.h"
#include "ui/window/presentationmode.h"

#include <QAction>
#include <QMenuBar>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>

namespace {

bool showWithChat(MainWindow &window, QSize size)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    QString error;
    if (!window.openFile(TestUtil::chatExample(), &error))
        return false;
    QCoreApplication::processEvents();
    return true;
}

// Every card inside the view's viewport.
bool allCardsInView(DiagramView *view, DiagramScene *scene)
{
    for (const TableCard *card : scene->cards()) {
        const QRect r = view->mapFromScene(card->sceneBoundingRect()).boundingRect();
        if (!view->viewport()->rect().contains(r))
            return false;
    }
    return true;
}

} // namespace

class TestDiagramView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void presentationModeFitsTheFullScreen();
    void presentationModeTwiceKeepsTheScrollPosition();
    void aFittedDiagramStaysFittedAfterPresentationMode();
    void presentationModeHidesTheMenuAndTabBars();
    void overviewKeepsOffTheCardsAfterPresentationMode();
    void overviewMovesAwayFromCards();
    void aTableSelectedElsewhereComesIntoSight();
    void addedTablesFitUnderTheCards();
};

void TestDiagramView::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_diagramview")));
}

void TestDiagramView::presentationModeFitsTheFullScreen()
{
    MainWindow window;
    QVERIFY(showWithChat(window, QSize(1000, 700)));
    DiagramView *view = window.diagram()->view();
    DiagramScene *scene = window.diagram()->scene();
    view->zoomBy(3); // looking closely at one card
    QVERIFY(!allCardsInView(view, scene));
    window.presentation()->action()->trigger();
    QVERIFY(window.presentation()->isActive());
    QTRY_VERIFY(allCardsInView(view, scene));
    // The window manager's full-screen size arrives late: the diagram is fitted to it again.
    window.resize(window.size() + QSize(400, 250));
    QTRY_VERIFY(allCardsInView(view, scene));
    QCoreApplication::processEvents();
    const double fitted = view->zoom();
    view->fitAll();
    QCOMPARE(view->zoom(), fitted);
    // Back: the zoom as it was, and resizing no longer refits.
    window.presentation()->action()->trigger();
    QVERIFY(!window.presentation()->isActive());
    view->zoomBy(3);
    const double close = view->zoom();
    window.resize(window.size() + QSize(-200, -100));
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), close);
}

void TestDiagramView::presentationModeTwiceKeepsTheScrollPosition()
{
    MainWindow window;
    QVERIFY(showWithChat(window, QSize(1000, 700)));
    DiagramView *view = window.diagram()->view();
    view->zoomBy(2.5);
    // Looking at the last card's families, away from where a fit would centre.
    const TableCard *last =
        window.diagram()->scene()->card(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    view->centerOn(last->sceneBoundingRect().center() + QPointF(40, 30));
    QCoreApplication::processEvents();
    const auto center = [view] { return view->mapToScene(view->viewport()->rect().center()); };
    const QPointF before = center();
    const double zoom = view->zoom();
    const QPoint scroll(view->horizontalScrollBar()->value(), view->verticalScrollBar()->value());
    QVERIFY(scroll.x() > 0 && scroll.y() > 0);

    window.presentation()->action()->trigger();
    QTRY_VERIFY(allCardsInView(view, window.diagram()->scene()));
    QVERIFY(center() != before);
    window.presentation()->action()->trigger();
    QCOMPARE(view->zoom(), zoom);
    QTRY_VERIFY2((center() - before).manhattanLength() <= 2,
                 qPrintable(QStringLiteral("centre %1,%2, was %3,%4")
                                .arg(center().x())
                                .arg(center().y())
                                .arg(before.x())
                                .arg(before.y())));
    // The window's old size arriving late, as from a window manager, keeps it too.
    window.resize(window.size() + QSize(1, 1));
    window.resize(window.size() - QSize(1, 1));
    QTest::qWait(50);
    QVERIFY((center() - before).manhattanLength() <= 2);
    QCOMPARE(view->zoom(), zoom);
}

void TestDiagramView::aFittedDiagramStaysFittedAfterPresentationMode()
{
    // Opened and not zoomed: fitted to the view. After F11 and back, a larger window (the user
    // maximizes it on a large screen) fits the diagram again, as it did before F11.
    MainWindow window;
    QVERIFY(showWithChat(window, QSize(1000, 700)));
    DiagramView *view = window.diagram()->view();
    QTRY_VERIFY(view->isFittingToSize());
    window.presentation()->action()->trigger();
    QTRY_VERIFY(allCardsInView(view, window.diagram()->scene()));
    window.presentation()->action()->trigger();
    QVERIFY(!window.presentation()->isActive());
    QCoreApplication::processEvents();
    QVERIFY(view->isFittingToSize());
    const double small = view->zoom();
    window.resize(2400, 1350);
    QTRY_VERIFY(view->zoom() > small * 1.2);
    QVERIFY(allCardsInView(view, window.diagram()->scene()));
    // A zoom by the user ends it, as before.
    view->zoomBy(1.5);
    QVERIFY(!view->isFittingToSize());
}

void TestDiagramView::presentationModeHidesTheMenuAndTabBars()
{
    MainWindow window;
    QVERIFY(showWithChat(window, QSize(1280, 720)));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    QVERIFY(tabs && tabs->tabBar()->isVisible());
    QVERIFY(window.menuBar()->height() > 0);
    const QKeySequence f11 = window.presentation()->action()->shortcut(); // F11 on most desktops
    QVERIFY(!f11.isEmpty());
    QTest::keySequence(&window, f11);
    QVERIFY(window.presentation()->isActive());
    QTRY_COMPARE(window.menuBar()->height(), 0);
    QVERIFY(!tabs->tabBar()->isVisible());
    // The menu bar's shortcuts still work: F11 leaves, Ctrl+Z would undo.
    QTest::keySequence(&window, f11);
    QVERIFY(!window.presentation()->isActive());
    QTRY_VERIFY(window.menuBar()->height() > 0);
    QVERIFY(tabs->tabBar()->isVisible());
}

void TestDiagramView::overviewKeepsOffTheCardsAfterPresentationMode()
{
    // A projector's window with the chat example: the overview waits, every corner has a card.
    MainWindow window;
    QVERIFY(showWithChat(window, QSize(1280, 690)));
    DiagramView *view = window.diagram()->view();
    MiniMap *map = view->miniMap();
    const auto coveredCards = [view, map, &window] {
        QStringList covered;
        if (!map->isVisible())
            return covered;
        for (const TableCard *card : window.diagram()->scene()->cards()) {
            const QRect at = view->mapFromScene(card->sceneBoundingRect())
                                 .boundingRect()
                                 .translated(view->viewport()->pos());
            if (at.intersects(map->geometry()))
                covered.append(card->tableName());
        }
        return covered;
    };
    QVERIFY2(coveredCards().isEmpty(), qPrintable(coveredCards().join(u' ')));
    window.presentation()->action()->trigger();
    QTRY_VERIFY(allCardsInView(view, window.diagram()->scene()));
    window.presentation()->action()->trigger();
    // The window's old size and the view restored, also when the window manager's size arrives
    // late (while the window is being restored).
    window.resize(window.size() + QSize(0, 20));
    QTRY_VERIFY2_WITH_TIMEOUT(coveredCards().isEmpty(), qPrintable(coveredCards().join(u' ')),
                              3000);
    QTest::qWait(1600); // and stays so
    QVERIFY2(coveredCards().isEmpty(), qPrintable(coveredCards().join(u' ')));
    // Moved by the user, the overview is back to help.
    view->verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepAdd);
    view->horizontalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepAdd);
    QCoreApplication::processEvents();
    if (!view->mapToScene(view->viewport()->rect())
             .boundingRect()
             .contains(window.diagram()->scene()->itemsBoundingRect()))
        QVERIFY(map->isVisible());
}

void TestDiagramView::overviewMovesAwayFromCards()
{
    MainWindow window;
    QVERIFY(showWithChat(window, QSize(1400, 900)));
    DiagramView *view = window.diagram()->view();
    DiagramScene *scene = window.diagram()->scene();
    MiniMap *map = view->miniMap();
    view->fitAll();
    view->zoomBy(2 / view->zoom());
    const TableCard *card = scene->cards().first();
    const QRect viewport = view->viewport()->rect();
    // Scroll so that the card sits in the viewport's bottom-right corner, where the overview
    // stands by default.
    const QPointF wanted(viewport.width() - 200, viewport.height() - 150);
    const QPointF shift = (QPointF(viewport.center()) - wanted) / view->zoom();
    view->centerOn(card->sceneBoundingRect().topLeft() + shift);
    QCoreApplication::processEvents();
    QVERIFY(map->isVisible());
    const QRect cardInView = view->mapFromScene(card->sceneBoundingRect())
                                 .boundingRect()
                                 .translated(view->viewport()->pos());
    QVERIFY2(cardInView.contains(QPoint(view->viewport()->x() + viewport.width() - 150,
                                        view->viewport()->y() + viewport.height() - 100)),
             "the card does not reach the bottom-right corner");
    QVERIFY2(!map->geometry().intersects(cardInView),
             qPrintable(QStringLiteral("overview at %1,%2").arg(map->x()).arg(map->y())));
    // With the corner free again it goes back there: the cards end at the viewport's centre.
    view->centerOn(scene->itemsBoundingRect().bottomRight());
    QCoreApplication::processEvents();
    const QRect viewportInView = view->viewport()->geometry();
    QCOMPARE(map->geometry().right(), viewportInView.right() - 12);
}

void TestDiagramView::aTableSelectedElsewhereComesIntoSight()
{
    MainWindow window;
    QVERIFY(showWithChat(window, QSize(1280, 690)));
    DiagramView *view = window.diagram()->view();
    view->fitAll();
    view->zoomBy(2); // the first card fills the view
    const TableCard *last =
        window.diagram()->scene()->card(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    const auto titleInSight = [view, last] { // its start, at least: the name
        const QRect title =
            view->mapFromScene(last->mapRectToScene(last->titleRect())).boundingRect();
        const QRect start(title.topLeft(), QSize(200, title.height()));
        return view->viewport()->rect().contains(start);
    };
    QVERIFY(!titleInSight());
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG_BY_TIME/C1")); // as the tree does
    QVERIFY(titleInSight());
    // A card clicked on the canvas stays where it is.
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() - 100);
    const int scrolled = view->horizontalScrollBar()->value();
    const QPoint onIt = view->mapFromScene(last->mapToScene(QPointF(40, 60)));
    QVERIFY(view->viewport()->rect().contains(onIt));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, onIt);
    QCOMPARE(view->horizontalScrollBar()->value(), scrolled);
}
// Ctrl+Shift+T puts the new table's card under every card as drawn: a card with many columns is
// taller than the fixed step a project file's positions alone would suggest.
void TestDiagramView::addedTablesFitUnderTheCards()
{
    MainWindow window;
    QVERIFY(showWithChat(window, QSize(1400, 900)));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    DiagramScene *scene = window.diagram()->scene();
    QVERIFY(!scene->hasOverlaps());
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG"));
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(&window, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        QCoreApplication::processEvents();
        QCOMPARE(scene->cards().size(), 4 + i);
        QVERIFY2(!scene->hasOverlaps(), qPrintable(window.document()->selectedTable()));
    }
    // Each new card starts at the leftmost card's edge.
    qreal left = scene->cards().first()->sceneBoundingRect().left();
    for (const TableCard *card : scene->cards())
        left = std::min(left, card->sceneBoundingRect().left());
    QCOMPARE(scene->card(window.document()->selectedTable())->sceneBoundingRect().left(), left);
}

QTEST_MAIN(TestDiagramView)
#include "tst_diagramview.moc"
