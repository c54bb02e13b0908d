// The Compare view and Duplicate as Variant (docs/designer.md#compare-tables): the view shows the
// figures TableFigures measures (as `compare` prints them) for both tables, colours each
// difference by HBase's rules (fewer empty regions, less skew, shorter keys are better), draws
// both regions charts on one key scale and both heatmaps on one colour scale, takes a table from
// another file, follows the document's edits; Duplicate as Variant through the Edit menu, undone
// and redone. Saves screenshots of the view in English and Chinese, at 1280×720 and larger.
#include "guiutil.h"
#include "model/analysis/tableanalysis.h"
#include "model/hbase/bytes.h"
#include "model/teaching/figurerows.h"
#include "testutil.h"
#include "ui/canvas/diagrampane.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/diagramview.h"
#include "ui/canvas/tablecard.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/regionschart.h"
#include "ui/compare/compareactions.h"
#include "ui/compare/comparefiguresmodel.h"
#include "ui/compare/compareservice.h"
#include "ui/compare/compareview.h"
#include "ui/document/document.h"
#include "ui/preview/keyordermodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

namespace {

const QString kMsg = QStringLiteral("MOMO_CHAT:MSG");
const QString kByTime = QStringLiteral("MOMO_CHAT:MSG_BY_TIME");

QString example(const QString &name)
{
    return TestUtil::sourcePath(QStringLiteral("examples/") + name);
}

// Waits until the view shows the newest comparison.
bool settle(CompareView *view)
{
    const bool done = QTest::qWaitFor(
        [view] { return !view->isBusy() && view->service()->latest().generation > 0; }, 30000);
    QCoreApplication::processEvents();
    return done;
}

TableFigures figuresOf(const QString &file, const QString &table)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(file);
    return TableFigures::measure(*loaded.project, *loaded.project->findTable(table),
                                 QFileInfo(file).absolutePath());
}

double valueAt(const CompareFiguresModel *m, int row, int column)
{
    return m->data(m->index(row, column), CompareFiguresModel::ValueRole).toDouble();
}

int verdictOf(const CompareFiguresModel *m, const char *label)
{
    const int row = m->rowOf(QCoreApplication::translate("FigureRows", label));
    return row < 0 ? -99 : m->data(m->index(row, 0), CompareFiguresModel::VerdictRole).toInt();
}

QColor differenceColour(const CompareFiguresModel *m, const char *label)
{
    const int row = m->rowOf(QCoreApplication::translate("FigureRows", label));
    return m->data(m->index(row, CompareFiguresModel::DifferenceColumn), Qt::ForegroundRole)
        .value<QBrush>()
        .color();
}

// Green for better, red for worse: the channel that dominates.
bool isGreen(const QColor &c)
{
    return c.green() > c.red();
}
bool isRed(const QColor &c)
{
    return c.red() > c.green();
}

// Opens `file` in `window`, then the Compare view on two of its tables; null when the file
// does not open.
CompareView *openCompare(MainWindow &window, const QString &file, const QString &left,
                         const QString &right)
{
    window.show();
    QString error;
    if (!window.openFile(file, &error)) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    window.comparison()->openOnDocument(left, right);
    return window.comparison()->view();
}

QAction *menuAction(QMainWindow &window, const QString &objectName)
{
    for (QAction *menu : window.menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            if (action->objectName() == objectName)
                return action;
        }
    }
    return nullptr;
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(GuiUtil::startSession(QStringLiteral("tst_compareview"))); }
    void showsTheFiguresTableFiguresMeasures();
    void differencesAreColouredByWhichWayIsBetter();
    void bothChartsShareOneScale();
    void aTableOfAnotherFile();
    void followsTheDocumentsEdits();
    void f6SwitchesBetweenTheDesignerAndTheView();
    void duplicateAsVariantFromTheMenuUndoAndRedo();
    void theCardsContextMenuOffersTheVariant();
    void longTableNamesWrapInTheHeader();
    void familiesOfTwoDesignsSideBySide();
    void screenshots();
};

void TestCompareView::longTableNamesWrapInTheHeader()
{
    // A trial read "MSG_...TIME" against "MSG_...TIME Refer...ution": the names now break after
    // ':' and '_' into lines of the column's width, whole where each part fits.
    const QFontMetrics metrics(QApplication::font());
    const QString name = QStringLiteral("MOMO_CHAT:MSG_BY_TIME");
    const int width = metrics.horizontalAdvance(QStringLiteral("MOMO_CHAT:"));
    const QStringList lines = CompareFiguresModel::wrapName(metrics, name, width);
    QVERIFY2(lines.size() >= 2, qPrintable(lines.join(u'|')));
    QCOMPARE(lines.join(QString()), name);
    for (const QString &line : lines)
        QVERIFY(metrics.horizontalAdvance(line) <= width);
    // A part wider than the column alone is cut in the middle.
    const QStringList cut = CompareFiguresModel::wrapName(
        metrics, QStringLiteral("SUBSCRIBERS"), metrics.horizontalAdvance(QStringLiteral("SUB")));
    QCOMPARE(cut.size(), 1);
    QVERIFY(cut.first().contains(QChar(0x2026)));
    // Chinese breaks between its characters and before a bracket, so the reference solution's
    // title is read whole, not cut to "参…）".
    const QString reference = QStringLiteral("参考答案（time-hotspot）");
    QCOMPARE(CompareFiguresModel::nameParts(reference).first(), QStringLiteral("参"));
    QVERIFY(CompareFiguresModel::nameParts(reference).contains(QStringLiteral("（time-hotspot）")));
    const QStringList zh = CompareFiguresModel::wrapName(
        metrics, reference, metrics.horizontalAdvance(QStringLiteral("（time-hotspot）")));
    QCOMPARE(zh.join(QString()), reference);
    QVERIFY(!zh.join(QString()).contains(QChar(0x2026)));
}

void TestCompareView::showsTheFiguresTableFiguresMeasures()
{
    MainWindow window;
    CompareView *view = openCompare(window, TestUtil::chatExample(), kMsg, kByTime);
    QVERIFY(view);
    QVERIFY(view->isVisible());
    QAbstractItemModelTester tester(view->figures());
    QVERIFY(settle(view));

    const TableFigures left = figuresOf(TestUtil::chatExample(), kMsg);
    const TableFigures right = figuresOf(TestUtil::chatExample(), kByTime);
    QVERIFY(left.measured && right.measured);
    const CompareFiguresModel *m = view->figures();
    for (const FigureRows::Row &row : FigureRows::rows()) {
        const int r = m->rowOf(FigureRows::label(row));
        QVERIFY2(r >= 0, row.label);
        QCOMPARE(valueAt(m, r, CompareFiguresModel::LeftColumn), row.value(left));
        QCOMPARE(valueAt(m, r, CompareFiguresModel::RightColumn), row.value(right));
    }
    // Each access pattern with how HBase serves it on either side.
    const int read = m->rowOf(QStringLiteral("read one message"));
    QVERIFY(read >= 0);
    QCOMPARE(m->index(read, CompareFiguresModel::LeftColumn).data().toString(),
             AccessAnalysis::methodName(left.access[1].method));
    QCOMPARE(m->index(read, CompareFiguresModel::RightColumn).data().toString(),
             QStringLiteral("—")); // MSG_BY_TIME has no such pattern
    // The headers name the tables (the pickers above name their namespaces too), whole in
    // their tooltips.
    QCOMPARE(m->headerData(CompareFiguresModel::LeftColumn, Qt::Horizontal).toString(),
             QStringLiteral("MSG"));
    QCOMPARE(
        m->headerData(CompareFiguresModel::RightColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
        QStringLiteral("MSG_BY_TIME"));

    // The key heads: the first keys in HBase's order, as toStringBinary prints them.
    const std::shared_ptr<const TableAnalysis> analysis =
        view->service()->latest().sides[1].analysis;
    QVERIFY(analysis && analysis->available);
    const KeyOrderModel *keys = view->panel(CompareView::Right)->keys();
    QCOMPARE(keys->rowCount(), int(analysis->preview.keys.size()));
    for (int i = 0; i < 10; ++i) {
        const QByteArrayView key = analysis->preview.keys.key(analysis->preview.order[i]);
        QCOMPARE(keys->index(i, KeyOrderModel::KeyColumn).data().toString(),
                 Bytes::toStringBinary(QByteArray(key.data(), key.size())));
        if (i > 0) // ascending, unsigned bytes
            QVERIFY(keys->index(i - 1, KeyOrderModel::KeyColumn).data().toString() !=
                    keys->index(i, KeyOrderModel::KeyColumn).data().toString());
    }
}

void TestCompareView::differencesAreColouredByWhichWayIsBetter()
{
    MainWindow window;
    // The pre-split trap: a start/end split over hex text leaves regions empty; HexStringSplit
    // spreads the same keys over all of them.
    const QString trap = QStringLiteral("WEB:SESSIONS_RANGE_SPLIT");
    const QString fixed = QStringLiteral("WEB:SESSIONS");
    CompareView *view =
        openCompare(window, example(QStringLiteral("presplit-trap.json")), trap, fixed);
    QVERIFY(view && settle(view));
    const CompareFiguresModel *m = view->figures();
    const TableFigures a = figuresOf(example(QStringLiteral("presplit-trap.json")), trap);
    const TableFigures b = figuresOf(example(QStringLiteral("presplit-trap.json")), fixed);
    QVERIFY(b.emptyRegions < a.emptyRegions);
    QVERIFY(b.maxOverMean < a.maxOverMean);
    QCOMPARE(verdictOf(m, "empty regions"), 1);
    QCOMPARE(verdictOf(m, "max/mean rows a region"), 1);
    QVERIFY(isGreen(differenceColour(m, "max/mean rows a region")));
    QCOMPARE(verdictOf(m, "key bytes, mean"), 0); // the same key
    QCOMPARE(verdictOf(m, "regions"), 0);         // neither way is better

    // The other way round the same differences are worse.
    window.comparison()->openOnDocument(fixed, trap);
    QVERIFY(settle(view));
    QCOMPARE(verdictOf(m, "max/mean rows a region"), -1);
    QVERIFY(isRed(differenceColour(m, "max/mean rows a region")));

    // Key length: the chat example's MSG leads with an 8-character hash and a separator that
    // MSG_BY_TIME has not; its keys are longer, and a longer key is worse.
    QVERIFY(openCompare(window, TestUtil::chatExample(), kByTime, kMsg) == view);
    QVERIFY(settle(view));
    const TableFigures byTime = figuresOf(TestUtil::chatExample(), kByTime);
    const TableFigures msg = figuresOf(TestUtil::chatExample(), kMsg);
    QVERIFY(msg.keyBytesMean > byTime.keyBytesMean);
    QCOMPARE(verdictOf(m, "key bytes, mean"), -1);
    QVERIFY(isRed(differenceColour(m, "key bytes, mean")));
    // ... while its hashed lead spreads the busiest window's writes: better.
    QVERIFY(msg.hottestWindowShare < byTime.hottestWindowShare);
    QCOMPARE(verdictOf(m, "hottest window's share to one region (%)"), 1);
    QVERIFY(isGreen(differenceColour(m, "hottest window's share to one region (%)")));
}

void TestCompareView::bothChartsShareOneScale()
{
    MainWindow window;
    CompareView *view = openCompare(window, TestUtil::chatExample(), kMsg, kByTime);
    QVERIFY(view && settle(view));
    RegionsChart *left = view->panel(CompareView::Left)->regions();
    RegionsChart *right = view->panel(CompareView::Right)->regions();
    // MSG_BY_TIME is one region holding every key, MSG six regions: the same axis for both,
    // reaching the taller one.
    const qint64 tallest = std::max(left->summary().hottestCount, right->summary().hottestCount);
    QVERIFY(left->summary().hottestCount < right->summary().hottestCount);
    QCOMPARE(left->countAxisTop(), right->countAxisTop());
    QVERIFY(left->countAxisTop() >= double(tallest));
    QVERIFY(left->countAxisTop() < double(tallest) * 1.2);
    HeatmapChart *leftMap = view->panel(CompareView::Left)->heatmap();
    HeatmapChart *rightMap = view->panel(CompareView::Right)->heatmap();
    qint64 fullest = 0;
    for (HeatmapChart *map : {leftMap, rightMap}) {
        for (const qint64 cell : map->heatmap().cells)
            fullest = std::max(fullest, cell);
    }
    QCOMPARE(leftMap->writesScaleTop(), double(fullest));
    QCOMPARE(rightMap->writesScaleTop(), double(fullest));
}

void TestCompareView::aTableOfAnotherFile()
{
    MainWindow window;
    CompareView *view = openCompare(window, TestUtil::chatExample(), kMsg, kByTime);
    QVERIFY(view);
    QString error;
    const QString metrics = example(QStringLiteral("metrics.json"));
    QVERIFY(!view->setFileTable(CompareView::Right, metrics, QStringLiteral("TSDB:NONE"), &error));
    QVERIFY(error.contains(QStringLiteral("TSDB:NONE")));
    QVERIFY2(view->setFileTable(CompareView::Right, metrics, {}, &error), qPrintable(error));
    QVERIFY(settle(view));
    const CompareFiguresModel *m = view->figures();
    const TableFigures first = figuresOf(metrics, QStringLiteral("TSDB:POINTS_BY_HOUR"));
    const int keyRow = m->rowOf(QCoreApplication::translate("FigureRows", "key bytes, mean"));
    QCOMPARE(valueAt(m, keyRow, CompareFiguresModel::RightColumn), first.keyBytesMean);
    QVERIFY(m->headerData(CompareFiguresModel::RightColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("metrics.json")));

    // The picker lists the file's tables after the project's; another one is picked there.
    QComboBox *picker = view->panel(CompareView::Right)->picker();
    QCOMPARE(picker->currentText(), QStringLiteral("metrics.json: TSDB:POINTS_BY_HOUR"));
    const int points = picker->findText(QStringLiteral("metrics.json: TSDB:POINTS"));
    QVERIFY(points >= 0);
    QVERIFY(picker->findText(QStringLiteral("Other file...")) > points);
    picker->setCurrentIndex(points);
    emit picker->activated(points);
    QVERIFY(settle(view));
    const TableFigures second = figuresOf(metrics, QStringLiteral("TSDB:POINTS"));
    QCOMPARE(valueAt(m, keyRow, CompareFiguresModel::RightColumn), second.keyBytesMean);
    QCOMPARE(view->service()->latest().sides[1].table, QStringLiteral("TSDB:POINTS"));
    // The left side is still the document's.
    QCOMPARE(view->service()->latest().sides[0].table, kMsg);
}

void TestCompareView::followsTheDocumentsEdits()
{
    MainWindow window;
    CompareView *view = openCompare(window, TestUtil::chatExample(), kMsg, kByTime);
    QVERIFY(view && settle(view));
    const CompareFiguresModel *m = view->figures();
    const int regions = m->rowOf(QCoreApplication::translate("FigureRows", "regions"));
    QCOMPARE(valueAt(m, regions, CompareFiguresModel::RightColumn), 1.0);
    // Pre-split MSG_BY_TIME in four: the view measures it again.
    QVERIFY(window.document()->edit(QStringLiteral("Pre-split"), [](Project *p, QString *) {
        Table &t = GuiUtil::tableNamed(*p, kByTime);
        t.splits.kind = SplitKind::Algorithm;
        t.splits.regions = 4;
        return true;
    }));
    QVERIFY(settle(view));
    QTRY_VERIFY(valueAt(m, regions, CompareFiguresModel::RightColumn) > 1.0);
}

void TestCompareView::f6SwitchesBetweenTheDesignerAndTheView()
{
    // At 1280×720 the view is maximized over the designer: F6 goes to the designer to edit the
    // variant and F6 comes back, the figures measured again meanwhile.
    MainWindow window;
    QVERIFY(GuiUtil::showActive(window, QSize(1280, 720)));
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    QCoreApplication::processEvents();
    window.document()->select(kMsg);
    QAction *toView = menuAction(window, QStringLiteral("switchToCompareAction"));
    QVERIFY(toView && toView->isEnabled());
    QCOMPARE(toView->shortcut(), QKeySequence(Qt::Key_F6));
    QTest::keyClick(&window, Qt::Key_F6); // no view yet: opens one, as Compare Tables... does
    CompareView *view = window.comparison()->view();
    QVERIFY(QTest::qWaitForWindowActive(view));
    QVERIFY(settle(view));
    const CompareFiguresModel *m = view->figures();
    const int regions = m->rowOf(QCoreApplication::translate("FigureRows", "regions"));
    const double before = valueAt(m, regions, CompareFiguresModel::RightColumn);

    QTest::keyClick(view, Qt::Key_F6);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(view->isVisible()); // still open behind, following the edits
    const QString right = view->service()->latest().sides[1].table;
    QVERIFY(window.document()->edit(QStringLiteral("Pre-split"), [&right](Project *p, QString *) {
        Table &t = GuiUtil::tableNamed(*p, right);
        t.splits.kind = SplitKind::Algorithm;
        t.splits.regions = 9;
        return true;
    }));
    QTest::keyClick(&window, Qt::Key_F6);
    QVERIFY(QTest::qWaitForWindowActive(view));
    QVERIFY(settle(view));
    QTRY_COMPARE(valueAt(m, regions, CompareFiguresModel::RightColumn), 9.0);
    QVERIFY(before != 9.0);
    // The button does what F6 does.
    auto *button = view->findChild<QPushButton *>(QStringLiteral("compareToDesigner"));
    QVERIFY(button && button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

void TestCompareView::duplicateAsVariantFromTheMenuUndoAndRedo()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    QCoreApplication::processEvents(); // the opened file's first table is selected
    const QByteArray before = GuiUtil::serialized(window.project());
    window.document()->select(kMsg);
    QAction *variant = menuAction(window, QStringLiteral("duplicateAsVariantAction"));
    QVERIFY(variant);
    QVERIFY(variant->isEnabled());
    variant->trigger();

    const QString copy = QStringLiteral("MOMO_CHAT:MSG_V2");
    QVERIFY(window.project().findTable(copy));
    // Its card goes where it covers no other (it went on top of its original's).
    QCoreApplication::processEvents();
    QVERIFY(!window.diagram()->scene()->hasOverlaps());
    QCOMPARE(window.document()->selectedTable(), copy);
    QCOMPARE(*window.project().findTable(kMsg),
             *ProjectFile::load(TestUtil::chatExample()).project->findTable(kMsg));
    // The Compare view shows the pair, the original on the left, with equal figures.
    CompareView *view = window.comparison()->view();
    QVERIFY(view->isVisible());
    QVERIFY(settle(view));
    QCOMPARE(view->service()->latest().sides[0].table, kMsg);
    QCOMPARE(view->service()->latest().sides[1].table, copy);
    const CompareFiguresModel *m = view->figures();
    for (int row = 0; row < m->rowCount(); ++row) {
        QCOMPARE(m->index(row, CompareFiguresModel::LeftColumn).data().toString(),
                 m->index(row, CompareFiguresModel::RightColumn).data().toString());
        QCOMPARE(m->index(row, 0).data(CompareFiguresModel::VerdictRole).toInt(), 0);
        const QString difference =
            m->index(row, CompareFiguresModel::DifferenceColumn).data().toString();
        QVERIFY2(!difference.startsWith(u'-') && !difference.startsWith(u'+'),
                 qPrintable(difference));
    }

    // The view closes with Esc, as a window of its own without the window manager's controls.
    QTest::keyClick(view, Qt::Key_Escape);
    QTRY_VERIFY(!view->isVisible());

    // One undo gives back the project as it was, byte for byte; redo brings the copy back.
    QUndoStack *undo = window.document()->undoStack();
    undo->undo();
    QCOMPARE(GuiUtil::serialized(window.project()), before);
    QVERIFY(!window.project().findTable(copy));
    undo->redo();
    QVERIFY(window.project().findTable(copy));
    // Another variant of the original does not clash with the first.
    window.document()->select(kMsg);
    QVERIFY(window.comparison()->duplicateAsVariant());
    QVERIFY(window.project().findTable(QStringLiteral("MOMO_CHAT:MSG_V3")));
}

void TestCompareView::theCardsContextMenuOffersTheVariant()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    QCoreApplication::processEvents();
    DiagramView *diagram = window.diagram()->view();
    TableCard *card = window.diagram()->scene()->card(kByTime);
    QVERIFY(card);
    diagram->ensureVisible(card);
    const QPoint at = diagram->mapFromScene(card->mapToScene(card->titleRect().center()));
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, diagram->viewport()->mapToGlobal(at));
    QApplication::sendEvent(diagram->viewport(), &event);
    QCOMPARE(window.document()->selectedTable(), kByTime);
    QMenu *menu = diagram->viewport()->findChild<QMenu *>(QStringLiteral("cardMenu"));
    QVERIFY(menu);
    QVERIFY(menu->actions().contains(window.comparison()->variantAction()));
    QVERIFY(menu->actions().contains(window.comparison()->compareWithAction()));
    menu->close();
    // And the project tree's.
    QVERIFY(window.projectTree()->actions().contains(window.comparison()->variantAction()));
    QVERIFY(window.projectTree()->actions().contains(window.comparison()->compareWithAction()));
}

// A newcomer trial compared the families-mob lesson's start with its solution on figures that
// missed its point: the families, their MOB, VERSIONS and TTL now have rows of their own.
void TestCompareView::familiesOfTwoDesignsSideBySide()
{
    MainWindow window;
    window.show();
    const QString start =
        TestUtil::sourcePath(QStringLiteral("resources/lessons/families-mob.start.json"));
    const QString solution =
        TestUtil::sourcePath(QStringLiteral("resources/lessons/families-mob.solution.json"));
    const QString products = QStringLiteral("SHOP:PRODUCTS");
    window.comparison()->openComparison(
        *ProjectFile::load(start).project, products, QStringLiteral("Your design"),
        *ProjectFile::load(solution).project, products, QStringLiteral("Reference solution"));
    CompareView *view = window.comparison()->view();
    QVERIFY(settle(view));
    const CompareFiguresModel *m = view->figures();
    const auto text = [m](int row, int column) { return m->index(row, column).data().toString(); };
    const int families = m->rowOf(QStringLiteral("column families"));
    QVERIFY(families >= 0);
    QCOMPARE(text(families, CompareFiguresModel::LeftColumn), QStringLiteral("4"));
    QCOMPARE(text(families, CompareFiguresModel::RightColumn), QStringLiteral("2"));
    QCOMPARE(text(families, CompareFiguresModel::DifferenceColumn), QStringLiteral("-2"));
    // Each family a bold heading, its settings under it; "—" where a side lacks it.
    const int images = m->rowOf(QStringLiteral("family images"));
    const int mobFamily = m->rowOf(QStringLiteral("family m"));
    QVERIFY(images > families && mobFamily > images);
    QVERIFY(m->index(images, 0).data(Qt::FontRole).value<QFont>().bold());
    QCOMPARE(text(mobFamily, CompareFiguresModel::LeftColumn), QStringLiteral("—"));
    QCOMPARE(text(mobFamily + 3, CompareFiguresModel::FigureColumn), QStringLiteral("    MOB"));
    QCOMPARE(text(mobFamily + 3, CompareFiguresModel::RightColumn),
             QStringLiteral("MOB over 100 KiB"));
    // The families' settings are described, never called better or worse.
    for (int row = families; row < mobFamily + 4; ++row)
        QCOMPARE(m->data(m->index(row, 0), CompareFiguresModel::VerdictRole).toInt(), 0);
}

void TestCompareView::screenshots()
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QVERIFY(Translations::installForLocale(language));
        MainWindow window;
        window.show();
        QString error;
        QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
        window.comparison()->openOnDocument(kByTime, kMsg);
        CompareView *view = window.comparison()->view();
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            view->showNormal();
            view->resize(size);
            QVERIFY(settle(view));
            QTest::qWait(50);
            saveScreenshot(view, QStringLiteral("compare-%1-%2").arg(size.width()).arg(language));
        }
        // A lesson's two designs of different families (families-mob).
        const QString lessons = TestUtil::sourcePath(QStringLiteral("resources/lessons/"));
        const QString products = QStringLiteral("SHOP:PRODUCTS");
        window.comparison()->openComparison(
            *ProjectFile::load(lessons + QStringLiteral("families-mob.start.json")).project,
            products, QStringLiteral("start"),
            *ProjectFile::load(lessons + QStringLiteral("families-mob.solution.json")).project,
            products, QStringLiteral("solution"));
        view->showNormal();
        view->resize(1280, 720);
        QVERIFY(settle(view));
        view->figuresView()->scrollToBottom();
        QTest::qWait(50);
        saveScreenshot(view, QStringLiteral("compare-families-1280-%1").arg(language));
    }
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
