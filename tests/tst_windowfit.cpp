// The window on a projector and on a large screen (docs/designer.md#small-screens): its minimum
// size fits 1280×690 in both languages, every dock stays reachable there, the diagram has room
// and legible cards there, and the panels that were cut there show their contents; it opens
// within the screen, and on a large screen the diagram opens large and fitted without scroll
// bars. CTest runs it twice, on an offscreen screen of 1280×720 and of 2560×1440
// (tests/data/screens). Saves the screenshots docs/images shows.
#include "guiutil.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/canvas/diagrampane.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/diagramview.h"
#include "ui/canvas/minimap.h"
#include "ui/canvas/tablecard.h"
#include "ui/charts/chartscroll.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/regionschart.h"
#include "ui/compare/compareactions.h"
#include "ui/compare/compareview.h"
#include "ui/document/document.h"
#include "ui/files/filecontroller.h"
#include "ui/lessons/lessonactions.h"
#include "ui/lessons/lessonchecker.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/mainwindow.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/presentationmode.h"
#include "ui/window/screenfit.h"
#include "windowfitchecks.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QMap>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>

class TestWindowFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void windowOpensWithinTheScreen();
    void projectorFitsEveryDock_data();
    void projectorFitsEveryDock();
    void arrangementSavedOnALargeScreenIsFittedToTheProjector();
    void largeScreenShowsTheDiagramLarge_data();
    void largeScreenShowsTheDiagramLarge();
    void compareViewFitsTheScreen_data();
    void compareViewFitsTheScreen();
    void chineseDialogSaysOkAndCancelInChinese();
};

namespace {

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    QVERIFY(widget->grab().save(dir + u'/' + name + QStringLiteral(".png")));
}

// The widgets that ask for the most room, for the message when the window does
// not fit.
QString largestMinimums(QWidget *window)
{
    QList<QWidget *> widgets;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (w->isVisible())
            widgets.append(w);
    }
    QStringList lines;
    for (const bool byWidth : {true, false}) {
        const auto extent = [byWidth](QWidget *w) {
            const QSize s = w->minimumSizeHint().expandedTo(w->minimumSize());
            return byWidth ? s.width() : s.height();
        };
        std::sort(widgets.begin(), widgets.end(),
                  [&extent](QWidget *a, QWidget *b) { return extent(a) > extent(b); });
        for (qsizetype i = 0; i < std::min<qsizetype>(12, widgets.size()); ++i)
            lines.append(QStringLiteral("%1 %2 %3 (%4)")
                             .arg(byWidth ? QStringLiteral("width") : QStringLiteral("height"))
                             .arg(extent(widgets[i]))
                             .arg(QString::fromLatin1(widgets[i]->metaObject()->className()),
                                  widgets[i]->objectName()));
    }
    return lines.join(u'\n');
}

void openChat(MainWindow &window)
{
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    QVERIFY(GuiUtil::waitForPreview(window));
}

} // namespace

using namespace WindowFitChecks;

void TestWindowFit::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_windowfit")));
}

void TestWindowFit::cleanup()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestWindowFit::windowOpensWithinTheScreen()
{
    QCOMPARE(ScreenFit::initialSize(QSize(1280, 690)), QSize(1280, 690));
    QCOMPARE(ScreenFit::initialSize(QSize(1920, 1050)), QSize(1536, 900));
    QCOMPARE(ScreenFit::initialSize(QSize(2560, 1400)), QSize(2048, 1120));
    QVERIFY(ScreenFit::isSmall(QSize(1366, 738)));
    QVERIFY(!ScreenFit::isSmall(QSize(1440, 900)));

    MainWindow window;
    const QSize available = window.screen()->availableGeometry().size();
    qInfo("a screen of %dx%d: the window opens at %dx%d", available.width(), available.height(),
          window.width(), window.height());
    QCOMPARE(window.size(), ScreenFit::initialSize(available));
    QVERIFY(available.expandedTo(window.size()) == available);
    // The compact arrangement where the screen is small: the regions are a tab at
    // the bottom.
    auto *regions = window.findChild<QDockWidget *>(QStringLiteral("regionsDock"));
    QCOMPARE(window.dockWidgetArea(regions),
             ScreenFit::isSmall(available) ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea);
}

void TestWindowFit::projectorFitsEveryDock_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

void TestWindowFit::projectorFitsEveryDock()
{
    QFETCH(QString, language);
    QVERIFY(Translations::installForLocale(language));
    const QSize projector(1280, 690); // a 1280×720 screen less a panel
    MainWindow window;
    if (!ScreenFit::isSmall(window.screen()->availableGeometry().size()))
        QSKIP("needs a small screen (CTest gives it one of 1280x720)");
    window.resize(projector);
    window.show();
    openChat(window);
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    qInfo("%s: minimum window size %dx%d", qPrintable(language), minimum.width(), minimum.height());
    QVERIFY2(minimum.width() <= projector.width() && minimum.height() <= projector.height(),
             qPrintable(QStringLiteral("minimum %1x%2; the widgets asking most:\n%3")
                            .arg(minimum.width())
                            .arg(minimum.height())
                            .arg(largestMinimums(&window))));
    QCOMPARE(window.size(), projector);

    // The diagram has room (more than the bottom tabs), its cards' text stays
    // legible (it scrolls rather than shrink), and the overview covers no card's
    // title.
    DiagramView *view = window.diagram()->view();
    QTRY_VERIFY(!view->scene()->items().isEmpty());
    QCoreApplication::processEvents();
    qInfo("%s: the diagram's view %dx%d at zoom %.2f (legible from %.2f)", qPrintable(language),
          view->viewport()->width(), view->viewport()->height(), view->zoom(), view->legibleZoom());
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (window.dockWidgetArea(dock) == Qt::BottomDockWidgetArea)
            qInfo("%s: %s %d px high, at least %d", qPrintable(language),
                  qPrintable(dock->objectName()), dock->height(),
                  dock->minimumSizeHint().expandedTo(dock->minimumSize()).height());
    }
    // Most of the height is the diagram's (it had 195 px, then 265 px: 38%).
    QVERIFY2(view->viewport()->height() >= projector.height() / 2,
             qPrintable(QString::number(view->viewport()->height())));
    QVERIFY(view->zoom() >= view->legibleZoom() - 1e-9);
    // As opened, the overview covers no card (the third one, cut by the view's edge, was under
    // it); once the diagram is scrolled it is there, and still above every title.
    const auto covered = [&window, view](bool titlesOnly) {
        QStringList under;
        for (const TableCard *card : window.diagram()->scene()->cards()) {
            const QRectF part = titlesOnly ? card->titleRect() : card->boundingRect();
            const QRect shown = view->mapFromScene(card->mapRectToScene(part))
                                    .boundingRect()
                                    .intersected(view->viewport()->rect())
                                    .translated(view->viewport()->pos());
            if (view->miniMap()->isVisible() && view->miniMap()->geometry().intersects(shown))
                under.append(card->tableName());
        }
        return under.join(u' ');
    };
    QVERIFY2(covered(false).isEmpty(), qPrintable(covered(false)));
    saveScreenshot(&window, QStringLiteral("designer-1280-") + language);
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() + 40);
    QVERIFY(view->miniMap()->isVisible());
    QVERIFY2(covered(true).isEmpty(), qPrintable(covered(true)));
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() - 40);
    // The panels whose contents were cut there show them whole.
    for (const char *name : {"accessDock", "sampleDock", "problemsDock"}) {
        auto *dock = window.findChild<QDockWidget *>(QString::fromLatin1(name));
        dock->raise();
        QCoreApplication::processEvents();
        saveScreenshot(dock, QString::fromLatin1(name) + QStringLiteral("-1280-") + language);
    }
    // The charts, compact in their short tabs, show whole without scrolling.
    for (const char *name : {"regionsDock", "heatmapDock"}) {
        const Check whole = chartWhole(window, name);
        saveScreenshot(window.findChild<QDockWidget *>(QString::fromLatin1(name)),
                       QString::fromLatin1(name) + QStringLiteral("-1280-") + language);
        QVERIFY2(whole, qPrintable(whole.error));
    }
    QVERIFY2(accessFormInSight(window), qPrintable(accessFormInSight(window).error));
    QVERIFY2(sampleColumnsInSight(window), qPrintable(sampleColumnsInSight(window).error));
    QVERIFY2(sampleSettingsWhole(window), qPrintable(sampleSettingsWhole(window).error));
    // Back to the example's generator: its setting shows again (its row is shown by its layout,
    // a queued call).
    QCoreApplication::processEvents();
    QTRY_VERIFY(window.findChild<QWidget *>(QStringLiteral("generatorSetting0"))->isVisible());
    saveScreenshot(window.findChild<QDockWidget *>(QStringLiteral("sampleDock")),
                   QStringLiteral("sampleDock-settings-1280-") + language);
    QVERIFY2(problemsReadWhole(window), qPrintable(problemsReadWhole(window).error));

    // The lesson (Help > Lessons) takes a column beside the diagram: its goals are in sight
    // together with the regions chart they measure, and the diagram keeps room.
    window.lessons()->action()->trigger();
    QCoreApplication::processEvents();
    QDockWidget *lesson = window.lessons()->dock();
    QCOMPARE(window.dockWidgetArea(lesson), Qt::RightDockWidgetArea);
    QVERIFY(window.tabifiedDockWidgets(lesson).isEmpty());
    QTRY_VERIFY(!window.lessons()->checker()->isBusy());
    QVERIFY2(chartWhole(window, "regionsDock"),
             qPrintable(chartWhole(window, "regionsDock").error));
    const int goals = int(window.lessons()->panel()->lesson()->goals.size());
    QVERIFY(goals > 0);
    for (int i = 1; i <= goals; ++i) {
        auto *goal = lesson->findChild<QWidget *>(QStringLiteral("goal%1").arg(i));
        QVERIFY(goal);
        QVERIFY2(goal->visibleRegion().boundingRect() == goal->rect(),
                 qPrintable(QStringLiteral("goal %1 is out of sight").arg(i)));
    }
    qInfo("%s: with the lesson, the diagram's view %dx%d, the lesson %dx%d", qPrintable(language),
          view->viewport()->width(), view->viewport()->height(), lesson->width(), lesson->height());
    QVERIFY2(view->viewport()->width() >= projector.width() * 2 / 5 &&
                 view->viewport()->height() >= projector.height() / 2,
             qPrintable(QStringLiteral("%1x%2")
                            .arg(view->viewport()->width())
                            .arg(view->viewport()->height())));
    // The centre's tabs all show beside the diagram's tools, none behind scroll arrows.
    const QTabBar *centre = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"))->tabBar();
    QVERIFY2(centre->tabRect(centre->count() - 1).right() < centre->width(),
             qPrintable(QStringLiteral("the tabs need %1 px, have %2")
                            .arg(centre->sizeHint().width())
                            .arg(centre->width())));
    saveScreenshot(&window, QStringLiteral("lesson-beside-1280-") + language);

    // Every dock is shown, or a tab of a shown group, inside the window and not
    // squeezed flat; the lesson too.
    const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
    QVERIFY(docks.size() >= 11);
    for (QDockWidget *dock : docks) {
        QVERIFY2(dock->toggleViewAction()->isChecked(), qPrintable(dock->objectName()));
        // A tab that is not the current one keeps its dock "visible" but out of
        // sight.
        const auto inSight = [](QDockWidget *d) { return !d->visibleRegion().isEmpty(); };
        QDockWidget *shown = dock;
        if (!inSight(dock)) {
            const QList<QDockWidget *> tabs = window.tabifiedDockWidgets(dock);
            const auto current = std::find_if(tabs.cbegin(), tabs.cend(), inSight);
            QVERIFY2(current != tabs.cend(),
                     qPrintable(dock->objectName() + QStringLiteral(" is out of sight")));
            shown = *current;
        }
        const QRect inWindow(shown->mapTo(&window, QPoint(0, 0)), shown->size());
        QVERIFY2(window.rect().contains(inWindow),
                 qPrintable(dock->objectName() + QStringLiteral(" lies outside the window")));
        QVERIFY2(
            inWindow.width() >= 150 && inWindow.height() >= 100,
            qPrintable(dock->objectName() +
                       QStringLiteral(" is %1x%2").arg(inWindow.width()).arg(inWindow.height())));
    }

    // A family's other attributes, the last property, open their editor inside the panel.
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG/C1"));
    auto *properties = window.findChild<QTableView *>(QStringLiteral("propertyView"));
    QAbstractItemModel *model = properties->model();
    const QModelIndex last = model->index(model->rowCount() - 1, 1);
    properties->scrollTo(last);
    properties->edit(last);
    auto *attributes = properties->findChild<QWidget *>(QStringLiteral("attributeTable"));
    QVERIFY(attributes && attributes->isVisible());
    QVERIFY2(properties->viewport()->rect().contains(attributes->geometry()),
             qPrintable(QStringLiteral("editor at y %1, %2 high, in a panel %3 high")
                            .arg(attributes->y())
                            .arg(attributes->height())
                            .arg(properties->viewport()->height())));
    saveScreenshot(&window, QStringLiteral("other-attributes-1280-") + language);
    properties->closePersistentEditor(last);

    // A new project shows the start page again, whole in the diagram's view, the recent
    // projects too.
    QVERIFY(window.files()->newProject());
    QCoreApplication::processEvents();
    auto *start = window.findChild<QFrame *>(QStringLiteral("startPage"));
    QVERIFY(start && start->isVisible());
    QVERIFY2(start->parentWidget()->rect().contains(start->geometry()) &&
                 start->findChild<QWidget *>(QStringLiteral("startRecent"))->isVisible(),
             qPrintable(QStringLiteral("start page at %1,%2 %3x%4 in a view of %5x%6")
                            .arg(start->x())
                            .arg(start->y())
                            .arg(start->width())
                            .arg(start->height())
                            .arg(start->parentWidget()->width())
                            .arg(start->parentWidget()->height())));
    saveScreenshot(&window, QStringLiteral("new-project-1280-") + language);
}

void TestWindowFit::arrangementSavedOnALargeScreenIsFittedToTheProjector()
{
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
    if (!ScreenFit::isSmall(available))
        QSKIP("needs a small screen (CTest gives it one of 1280x720)");
    {
        // Closed last on a large monitor: the charts and three panels beside the diagram, one
        // over the other (the charts alone shrink to fit a projector's height).
        MainWindow wide;
        for (const char *name :
             {"regionsDock", "heatmapDock", "keyOrderDock", "storageDock", "accessDock"})
            wide.addDockWidget(Qt::RightDockWidgetArea,
                               wide.findChild<QDockWidget *>(QString::fromLatin1(name)));
        wide.setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
        wide.layout()->activate();
        QVERIFY(wide.minimumSizeHint().height() > available.height());
        QSettings().setValue(QStringLiteral("window/state"), wide.saveState());
    }
    MainWindow window;
    QSettings().remove(QStringLiteral("window"));
    const QSize minimum = window.minimumSizeHint();
    QVERIFY2(minimum.width() <= available.width() && minimum.height() <= available.height(),
             qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
    QVERIFY(available.expandedTo(window.size()) == available);
    auto *regions = window.findChild<QDockWidget *>(QStringLiteral("regionsDock"));
    QCOMPARE(window.dockWidgetArea(regions), Qt::BottomDockWidgetArea);
}

void TestWindowFit::largeScreenShowsTheDiagramLarge_data()
{
    projectorFitsEveryDock_data();
}

void TestWindowFit::largeScreenShowsTheDiagramLarge()
{
    QFETCH(QString, language);
    QVERIFY(Translations::installForLocale(language));
    MainWindow window;
    if (ScreenFit::isSmall(window.screen()->availableGeometry().size()))
        QSKIP("needs a large screen (CTest gives it one of 2560x1440)");
    window.show(); // at the size it opens with there
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    openChat(window);
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    qInfo("%s: minimum window size with every dock beside the diagram %dx%d", qPrintable(language),
          minimum.width(), minimum.height());
    // The cards fill the view on open, most of its width or of its height, and
    // again when the window is maximized right after.
    DiagramView *view = window.diagram()->view();
    const auto filled = [view, &language] {
        const QRect cards = view->mapFromScene(view->scene()->itemsBoundingRect()).boundingRect();
        const QRect port = view->viewport()->rect();
        qInfo("%s: the diagram takes %dx%d of %dx%d", qPrintable(language), cards.width(),
              cards.height(), port.width(), port.height());
        return cards.width() >= port.width() * 8 / 10 || cards.height() >= port.height() * 8 / 10;
    };
    QVERIFY(filled());
    const int opened = view->viewport()->width();
    window.showMaximized();
    QTRY_VERIFY(view->viewport()->width() > opened + 200);
    QTRY_VERIFY(filled());
    // Once the user zooms, the view is theirs: a resize no longer refits it.
    view->zoomBy(0.5);
    const double zoomed = view->zoom();
    window.showNormal();
    QTest::qWait(50);
    QCOMPARE(view->zoom(), zoomed);
    window.showMaximized();
    QTRY_VERIFY(view->viewport()->width() > opened + 200);
    window.diagram()->fitAction()->trigger();
    QCoreApplication::processEvents();
    // Fitted, the whole diagram is in sight: nothing to scroll to, no overview.
    QVERIFY(!view->horizontalScrollBar()->isVisible());
    QVERIFY(!view->verticalScrollBar()->isVisible());
    QVERIFY(!view->miniMap()->isVisible());
    saveScreenshot(&window, QStringLiteral("designer-2560-") + language);

    // Presentation mode on a screen this large: the regions chart's text is larger for the room
    // too, and as it was afterwards.
    auto *regions = window.findChild<QDockWidget *>(QStringLiteral("regionsDock"));
    auto *chart = regions->findChild<QCustomPlot *>();
    QVERIFY(chart);
    const double regular = chart->xAxis->tickLabelFont().pointSizeF();
    window.presentation()->action()->trigger();
    QVERIFY2(chart->xAxis->tickLabelFont().pointSizeF() >= regular * 1.2,
             qPrintable(QString::number(chart->xAxis->tickLabelFont().pointSizeF())));
    window.presentation()->action()->trigger();
    QCOMPARE(chart->xAxis->tickLabelFont().pointSizeF(), regular);
}

void TestWindowFit::compareViewFitsTheScreen_data()
{
    projectorFitsEveryDock_data();
}

void TestWindowFit::compareViewFitsTheScreen()
{
    QFETCH(QString, language);
    QVERIFY(Translations::installForLocale(language));
    MainWindow window;
    window.show();
    openChat(window);
    QCoreApplication::processEvents();
    const QRect designerBefore = window.frameGeometry();
    QMap<QString, Qt::DockWidgetArea> areasBefore;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        areasBefore.insert(dock->objectName(), window.dockWidgetArea(dock));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    QVERIFY(window.comparison()->compareWithSelected());
    CompareView *compare = window.comparison()->view();
    QVERIFY(QTest::qWaitForWindowExposed(compare));
    QTRY_VERIFY(!compare->isBusy());
    QCoreApplication::processEvents();
    // Within the screen's free area, and able to be: its minimum size fits there.
    const QRect available = compare->screen()->availableGeometry();
    const QSize minimum = compare->minimumSizeHint().expandedTo(compare->minimumSize());
    qInfo("%s: the Compare view %dx%d at %d,%d, at least %dx%d, on a screen of %dx%d",
          qPrintable(language), compare->width(), compare->height(), compare->x(), compare->y(),
          minimum.width(), minimum.height(), available.width(), available.height());
    QVERIFY2(minimum.width() <= available.width() && minimum.height() <= available.height(),
             qPrintable(largestMinimums(compare)));
    const QRect frame = compare->frameGeometry();
    QVERIFY2(available.contains(frame), qPrintable(QStringLiteral("%1,%2 %3x%4 on %5,%6 %7x%8")
                                                       .arg(frame.x())
                                                       .arg(frame.y())
                                                       .arg(frame.width())
                                                       .arg(frame.height())
                                                       .arg(available.x())
                                                       .arg(available.y())
                                                       .arg(available.width())
                                                       .arg(available.height())));
    // On a large screen the designer keeps the rest of it: side by side, neither over the other.
    if (!ScreenFit::isSmall(available.size())) {
        QVERIFY2(!window.frameGeometry().intersects(frame),
                 qPrintable(QStringLiteral("designer %1 wide at %2, view at %3")
                                .arg(window.frameGeometry().width())
                                .arg(window.frameGeometry().x())
                                .arg(frame.x())));
        QVERIFY(window.width() >= window.minimumSizeHint().width());
        // ...and the designer's diagram keeps a useful width (it was a 200 px strip between the
        // docks' columns).
        QVERIFY2(window.diagram()->view()->width() >= 500,
                 qPrintable(QString::number(window.diagram()->view()->width())));
    }
    // Both sides' charts and the figures table are in sight, each with room to show something.
    const auto inSight = [compare](QWidget *widget, QSize least) {
        const QRect at(widget->mapTo(compare, QPoint(0, 0)), widget->size());
        return widget->isVisible() && compare->rect().contains(at) &&
               widget->width() >= least.width() && widget->height() >= least.height();
    };
    for (const CompareView::Side side : {CompareView::Left, CompareView::Right}) {
        CompareSidePanel *panel = compare->panel(side);
        QVERIFY(inSight(panel->regions(), QSize(200, 100)));
        QVERIFY(inSight(panel->heatmap(), QSize(200, 150)));
    }
    QTableView *figures = compare->figuresView();
    QVERIFY(inSight(figures, QSize(300, 150)));
    // Every figure can be scrolled to and then shows whole.
    const int last = figures->model()->rowCount() - 1;
    QVERIFY(last > 10);
    figures->scrollTo(figures->model()->index(last, 0));
    QCoreApplication::processEvents();
    QVERIFY(figures->viewport()->rect().contains(
        figures->visualRect(figures->model()->index(last, 0))));
    saveScreenshot(compare,
                   QStringLiteral("compare-fit-%1-%2").arg(available.width()).arg(language));
    compare->close();
    // Closed, the view gives the designer back the room it took (it stayed half the screen).
    QCoreApplication::processEvents();
    QCOMPARE(window.frameGeometry().size(), designerBefore.size());
    // ...and its docks where they were: a newcomer's trial found the small screen's layout kept
    // on a large screen after Compare Tables was closed.
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        QCOMPARE(window.dockWidgetArea(dock), areasBefore.value(dock->objectName()));
}

void TestWindowFit::chineseDialogSaysOkAndCancelInChinese()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    PreferencesDialog dialog;
    dialog.show();
    QStringList texts;
    for (QAbstractButton *button : dialog.findChild<QDialogButtonBox *>()->buttons())
        texts.append(button->text());
    QVERIFY2(texts.contains(QStringLiteral("确定")) && texts.contains(QStringLiteral("取消")),
             qPrintable(texts.join(u',')));
    saveScreenshot(&dialog, QStringLiteral("dialog-zh_CN"));
}

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
