// The lesson panel (Help > Lessons, docs/designer.md#lessons) driven as a student would: start a
// lesson, see its goals measured on the design, edit until a goal turns green, reveal a hint,
// show the solution, reset; in presentation mode and in Chinese. Runs offscreen on a 1280×720
// screen and saves screenshots of the window with the lesson beside the diagram.

#include "guiutil.h"
#include "model/rowkey/rowkeynotation.h"
#include "model/teaching/lesson.h"
#include "ui/charts/heatmapchart.h"
#include "ui/compare/compareactions.h"
#include "ui/compare/comparesidepanel.h"
#include "ui/compare/compareview.h"
#include "ui/document/document.h"
#include "ui/lessons/lessonactions.h"
#include "ui/lessons/lessonchecker.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/preview/previewdocks.h"
#include "ui/window/presentationmode.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyleOptionComboBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace {

const QString kTable = QStringLiteral("MOMO_CHAT:MSG_BY_TIME");

bool waitForGoals(MainWindow &window)
{
    const bool done =
        QTest::qWaitFor([&window] { return !window.lessons()->checker()->isBusy(); }, 20000);
    QCoreApplication::processEvents();
    return done;
}

QWidget *goalRow(MainWindow &window, int number)
{
    return window.lessons()->panel()->findChild<QWidget *>(QStringLiteral("goal%1").arg(number));
}

QString goalText(MainWindow &window, int number)
{
    QWidget *row = goalRow(window, number);
    QLabel *text = row ? row->findChild<QLabel *>(QStringLiteral("goalText")) : nullptr;
    return text ? text->text() : QString();
}

QPushButton *button(MainWindow &window, const char *name)
{
    return window.lessons()->panel()->findChild<QPushButton *>(QLatin1String(name));
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    QTest::qWait(100); // layouts settle a level a turn of the event loop
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

// Answers the next message box with `button`.
void answerNextMessageBox(QMessageBox::StandardButton answer)
{
    QTimer::singleShot(0, [answer] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible())
                box->button(answer)->click();
        }
    });
}

} // namespace

class TestLessonPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(GuiUtil::startSession(QStringLiteral("tst_lessonpanel"))); }
    void studentSolvesTheFirstLesson();
    void theSolutionAndTheGoalLineGoWithTheLesson();
    void trainersLessonFromAFile();
    void presentationModeKeepsTheLesson();
    void pickerDropsDownUnderItself();
    void keyboardOnly();
    void chineseTexts();
};

void TestLessonPanel::studentSolvesTheFirstLesson()
{
    MainWindow window;
    window.show();
    window.lessons()->action()->trigger();
    QVERIFY(window.lessons()->dock()->isVisible());
    LessonPanel *panel = window.lessons()->panel();
    QVERIFY(panel->lessons().size() >= 2);
    QCOMPARE(panel->lesson()->id, QStringLiteral("time-hotspot"));

    // Start: the lesson's design is open, untitled, and its first goal is measured as failing.
    button(window, "startLesson")->click();
    QVERIFY(panel->isStarted());
    QCOMPARE(window.document()->filePath(), QString());
    QCOMPARE(window.document()->selectedTable(), kTable);
    QVERIFY(waitForGoals(window));
    QCOMPARE(panel->result().goals.size(), panel->lesson()->goals.size());
    QVERIFY(!panel->result().passed());
    QCOMPARE(goalRow(window, 1)->property("passed").toBool(), false);
    QVERIFY2(goalText(window, 1).contains(QStringLiteral("now 100")),
             qPrintable(goalText(window, 1)));
    QCOMPARE(button(window, "startLesson")->text(), QStringLiteral("Reset"));

    // A hint at a time.
    QVERIFY(!panel->findChild<QLabel *>(QStringLiteral("hint1")));
    button(window, "nextHint")->click();
    auto *hint = panel->findChild<QLabel *>(QStringLiteral("hint1"));
    QVERIFY(hint);
    QVERIFY(hint->text().contains(panel->lesson()->hints.first().english.left(30)));
    // Scrolled into sight: on a projector the hints sit below the introduction.
    QTRY_VERIFY(!hint->visibleRegion().isEmpty());
    QVERIFY(button(window, "nextHint")->text().contains(QStringLiteral("2 of 3")));

    // The student's own answer (a hashed prefix of four hex digits, 16 regions from a hex
    // pre-split; not the reference solution's): the goals turn green as the edit lands.
    QVERIFY(window.document()->edit(QStringLiteral("re-key"), [](Project *p, QString *) {
        Table &t = GuiUtil::tableNamed(*p, kTable);
        t.rowKey = RowKeyNotation::parse(
                       QStringLiteral("[md5(sender receiver):hex(4)] '_' [sender] '_' [receiver] "
                                      "'_' [ts]"))
                       .key;
        t.splits.kind = SplitKind::Algorithm;
        t.splits.algorithm = SplitAlgorithm::HexString;
        t.splits.regions = 16;
        return true;
    }));
    QVERIFY(waitForGoals(window));
    QVERIFY2(panel->result().passed(),
             qPrintable(goalText(window, 1) + goalText(window, 2) + goalText(window, 3)));
    QCOMPARE(goalRow(window, 1)->property("passed").toBool(), true);
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("goalsHeading"))
                ->text()
                .contains(QStringLiteral("all 3 met")));
    saveScreenshot(&window, QStringLiteral("lesson-1280-en"));

    // Show Solution: the reference solution goes to the comparison, with the lesson's table.
    Project shown;
    QString shownTable;
    window.lessons()->setSolutionHandler(
        [&](const Project &solution, const QString &table, const QString &) {
            shown = solution;
            shownTable = table;
        });
    button(window, "showSolution")->click();
    QCOMPARE(shownTable, kTable);
    QVERIFY(shown.findTable(kTable));
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("lessonExplanation"))->isVisible());

    // Reset, answered: the starting design again, its first goal failing again, the hints and
    // the solution hidden again.
    answerNextMessageBox(QMessageBox::Reset);
    button(window, "startLesson")->click();
    QVERIFY(!window.document()->isModified());
    QCOMPARE(panel->hintsShown(), 0);
    QVERIFY(!panel->findChild<QLabel *>(QStringLiteral("hint1")));
    QVERIFY(!panel->findChild<QLabel *>(QStringLiteral("lessonExplanation"))->isVisible());
    QVERIFY(waitForGoals(window));
    QCOMPARE(goalRow(window, 1)->property("passed").toBool(), false);
    // ...and from the top, where the goals' heading is (a hint had scrolled it away).
    auto *scroll = panel->findChild<QScrollArea *>();
    QTRY_COMPARE(scroll->verticalScrollBar()->value(), 0);
    // Reset, cancelled after an edit: the edit stays.
    QVERIFY(window.document()->edit(QStringLiteral("rename"), [](Project *p, QString *) {
        GuiUtil::tableNamed(*p, kTable).description = QStringLiteral("mine");
        return true;
    }));
    answerNextMessageBox(QMessageBox::Cancel);
    button(window, "startLesson")->click();
    QVERIFY(window.document()->isModified());

    // Another project opened: the lesson is no longer the one started, and its goals say so,
    // from the top of the panel (it stayed scrolled to a hint).
    button(window, "nextHint")->click();
    button(window, "nextHint")->click();
    QCoreApplication::processEvents();
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum()); // read down
    QVERIFY(scroll->verticalScrollBar()->value() > 0);
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error) || (qWarning() << error, false));
    QVERIFY(!panel->isStarted());
    QTRY_COMPARE(scroll->verticalScrollBar()->value(), 0);
}

// A newcomer trial: the Compare view's right picker kept an earlier lesson's "Reference
// solution" after another lesson was started, and the heatmap's 50% line stood where the goal
// said 25%.
void TestLessonPanel::theSolutionAndTheGoalLineGoWithTheLesson()
{
    MainWindow window;
    window.show();
    window.lessons()->action()->trigger();
    LessonPanel *panel = window.lessons()->panel();
    const auto lessonIndex = [panel](const QString &id) {
        for (qsizetype i = 0; i < panel->lessons().size(); ++i) {
            if (panel->lessons()[i].id == id)
                return int(i);
        }
        return -1;
    };
    panel->showLesson(lessonIndex(QStringLiteral("time-hotspot")));
    button(window, "startLesson")->click();
    HeatmapChart *heatmap = window.previews()->heatmap();
    // The lesson's goal (at most 25% to one region) is drawn on its table's heatmap, named on
    // its line, beside the rule's 50% named in the legend.
    QTRY_COMPARE(heatmap->goalShare(), 0.25);
    const QStringList legend = heatmap->legendNames();
    QCOMPARE(heatmap->goalText(), QStringLiteral("Lesson goal (25%)"));
    QVERIFY2(legend.contains(QStringLiteral("HBD-WRITE-001 (50%)")), qPrintable(legend.join(u'|')));
    for (QDockWidget *dock : window.previews()->docks()) {
        if (dock->widget()->isAncestorOf(heatmap)) {
            dock->show();
            dock->raise();
        }
    }
    QTest::qWait(200); // its queued replot at the size it is shown at
    saveScreenshot(heatmap, QStringLiteral("lesson-heatmap-goal-en"));
    // The lesson panel behind the heatmap's tab (a small screen) still shows the lesson.
    QCOMPARE(heatmap->goalShare(), 0.25);

    button(window, "showSolution")->click();
    CompareView *view = window.comparison()->view();
    QComboBox *right = view->panel(CompareView::Right)->picker();
    const auto items = [](QComboBox *picker) {
        QStringList texts;
        for (int i = 0; i < picker->count(); ++i)
            texts << picker->itemText(i);
        return texts.join(u'|');
    };
    QCOMPARE(right->currentText(), QStringLiteral("Reference solution (time-hotspot): ") + kTable);

    // Another lesson started: the first one's solution is gone from both pickers, and the
    // sides show the new design's table.
    panel->showLesson(lessonIndex(QStringLiteral("short-keys")));
    button(window, "startLesson")->click();
    const QString points = QStringLiteral("TSDB:POINTS");
    for (const CompareView::Side side : {CompareView::Left, CompareView::Right}) {
        QComboBox *picker = view->panel(side)->picker();
        QVERIFY2(!items(picker).contains(QStringLiteral("Reference solution")),
                 qPrintable(items(picker)));
        QCOMPARE(picker->currentText(), points);
    }
    // short-keys sets no goal on the busiest window: no goal line.
    QTRY_COMPARE(heatmap->goalShare(), -1.0);
    // Its own solution: named by its lesson, the only solution listed.
    button(window, "showSolution")->click();
    QCOMPARE(right->currentText(), QStringLiteral("Reference solution (short-keys): ") + points);
    QVERIFY2(!items(right).contains(QStringLiteral("time-hotspot")), qPrintable(items(right)));
    // The lesson panel closed: no lesson, no goal line.
    panel->showLesson(lessonIndex(QStringLiteral("time-hotspot")));
    QTRY_COMPARE(heatmap->goalShare(), -1.0); // its table is not the one shown
    window.lessons()->dock()->close();
    QCOMPARE(heatmap->goalShare(), -1.0);
    QVERIFY(heatmap->goalText().isEmpty());
}

void TestLessonPanel::trainersLessonFromAFile()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY(!window.lessons()->openLessonFile(QStringLiteral("/nonexistent.lesson.json"), &error));
    QVERIFY2(error.contains(QStringLiteral("nonexistent.lesson.json")), qPrintable(error));

    // A trainer's copy of the first lesson whose start reads its rows from a CSV file beside it.
    QTemporaryDir dir;
    const QString builtIn = LessonFile::builtInFiles().first();
    const Lesson original = *LessonFile::read(builtIn).lesson;
    const QString lessonPath = dir.filePath(QStringLiteral("mine.lesson.json"));
    QVERIFY(QFile::copy(builtIn, lessonPath));
    QVERIFY(QFile::copy(original.solutionFile,
                        dir.filePath(QFileInfo(original.solutionFile).fileName())));
    Project start = *ProjectFile::load(original.startFile).project;
    GuiUtil::tableNamed(start, kTable).sample.csvFile = QStringLiteral("rows.csv");
    QVERIFY(
        ProjectFile::save(start, dir.filePath(QFileInfo(original.startFile).fileName()), &error));
    QFile csv(dir.filePath(QStringLiteral("rows.csv")));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("sender,receiver,ts\n");
    for (int i = 0; i < 500; ++i)
        csv.write(QStringLiteral("u%1,u%2,%3\n")
                      .arg(i % 37)
                      .arg(i % 11)
                      .arg(1700000000000LL + i)
                      .toUtf8());
    csv.close();

    QVERIFY2(window.lessons()->openLessonFile(lessonPath, &error), qPrintable(error));
    QCOMPARE(window.lessons()->panel()->lesson()->file, lessonPath);
    QVERIFY(window.lessons()->dock()->isVisible());
    QVERIFY(window.lessons()->startLesson(false));
    const Table *table = window.project().findTable(kTable);
    QCOMPARE(table->sample.csvFile, dir.filePath(QStringLiteral("rows.csv")));
    QVERIFY(waitForGoals(window));
    // Measured on the file's 500 rows, all of them written in one time window to one region.
    QVERIFY2(goalText(window, 1).contains(QStringLiteral("now 100")),
             qPrintable(goalText(window, 1)));
}

void TestLessonPanel::presentationModeKeepsTheLesson()
{
    MainWindow window;
    window.show();
    window.lessons()->action()->trigger();
    QVERIFY(window.lessons()->startLesson(false));
    // Its text larger there, the title and the goals too, as the diagram is; back afterwards.
    LessonPanel *panel = window.lessons()->panel();
    auto *title = panel->findChild<QLabel *>(QStringLiteral("lessonTitle"));
    auto *goal = panel->findChild<QWidget *>(QStringLiteral("goal1"))
                     ->findChild<QLabel *>(QStringLiteral("goalText"));
    const qreal text = QFontInfo(goal->font()).pointSizeF();
    const qreal heading = QFontInfo(title->font()).pointSizeF();
    window.presentation()->setActive(true);
    QVERIFY(window.lessons()->dock()->isVisible());
    QVERIFY(!window.problems()->isVisible());
    QVERIFY2(QFontInfo(goal->font()).pointSizeF() >= text * 1.2,
             qPrintable(QString::number(QFontInfo(goal->font()).pointSizeF())));
    QVERIFY(QFontInfo(title->font()).pointSizeF() >= heading * 1.2);
    QVERIFY(title->font().bold());
    window.presentation()->setActive(false);
    QVERIFY(QTest::qWaitFor([&window] { return window.problems()->isVisible(); }));
    QVERIFY(window.lessons()->dock()->isVisible());
    QCOMPARE(QFontInfo(goal->font()).pointSizeF(), text);
    QCOMPARE(QFontInfo(title->font()).pointSizeF(), heading);
    // A hidden lesson stays hidden in presentation mode.
    window.lessons()->dock()->hide();
    window.presentation()->setActive(true);
    QVERIFY(!window.lessons()->dock()->isVisible());
    window.presentation()->setActive(false);
}

void TestLessonPanel::pickerDropsDownUnderItself()
{
    MainWindow window;
    window.show();
    window.lessons()->action()->trigger();
    auto *picker =
        window.lessons()->panel()->findChild<QComboBox *>(QStringLiteral("lessonPicker"));
    QVERIFY(picker && picker->count() >= 2);
    picker->setCurrentIndex(picker->count() - 1);
    // A list under the box (not Fusion's popup centred on the current lesson, over the panel).
    QStyleOptionComboBox option;
    option.initFrom(picker);
    QCOMPARE(picker->style()->styleHint(QStyle::SH_ComboBox_Popup, &option, picker), 0);
    picker->showPopup();
    QWidget *popup = picker->view()->window();
    QTRY_VERIFY(popup->isVisible());
    // Every title whole in the list (they were cut in the middle to the box's width), and the
    // lesson's id in its tooltip.
    const QFontMetrics metrics(picker->view()->font());
    for (int i = 0; i < picker->count(); ++i) {
        QVERIFY2(metrics.horizontalAdvance(picker->itemText(i)) < picker->view()->width(),
                 qPrintable(picker->itemText(i)));
        QVERIFY(picker->itemData(i, Qt::ToolTipRole).toString().endsWith(u')'));
    }
    QVERIFY(picker->itemData(0, Qt::ToolTipRole).toString().contains(u'-'));
    const int boxBottom = picker->mapToGlobal(QPoint(0, picker->height())).y();
    QVERIFY2(popup->geometry().top() >= boxBottom - 1,
             qPrintable(QStringLiteral("the list at y %1, the box's bottom at %2")
                            .arg(popup->geometry().top())
                            .arg(boxBottom)));
    picker->hidePopup();
}

void TestLessonPanel::chineseTexts()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    {
        MainWindow window;
        window.show();
        window.lessons()->action()->trigger();
        QVERIFY(window.lessons()->startLesson(false));
        QVERIFY(waitForGoals(window));
        LessonPanel *panel = window.lessons()->panel();
        const Lesson *lesson = panel->lesson();
        QCOMPARE(panel->findChild<QLabel *>(QStringLiteral("lessonTitle"))->text(),
                 lesson->title.translations.value(QStringLiteral("zh_CN")));
        QVERIFY(goalText(window, 1).contains(
            lesson->goals.first().text.translations.value(QStringLiteral("zh_CN"))));
        button(window, "nextHint")->click();
        saveScreenshot(&window, QStringLiteral("lesson-1280-zh_CN"));
    }
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

// A lesson chosen and worked through by keyboard alone: the arrow keys choose the lesson (its
// title and goals follow), Tab reaches the buttons, Space starts the lesson and reveals a hint;
// the focus stays in the panel throughout.
void TestLessonPanel::keyboardOnly()
{
    MainWindow window;
    QVERIFY(GuiUtil::showActive(window));
    window.lessons()->action()->trigger();
    LessonPanel *panel = window.lessons()->panel();
    auto *picker = panel->findChild<QComboBox *>(QStringLiteral("lessonPicker"));
    QVERIFY(picker && picker->count() >= 2);
    picker->setFocus(Qt::TabFocusReason);
    const QString first = panel->lesson()->id;
    QTest::keyClick(picker,
                    picker->currentIndex() + 1 < picker->count() ? Qt::Key_Down : Qt::Key_Up);
    QVERIFY(panel->lesson()->id != first);
    QCOMPARE(panel->lesson()->id, panel->lessons().at(picker->currentIndex()).id);
    auto *title = panel->findChild<QLabel *>(QStringLiteral("lessonTitle"));
    QVERIFY(title->text().contains(
        panel->lesson()->title.in(QStringLiteral("en")).toHtmlEscaped().left(10)));
    // Tab to Start Lesson, Space: the lesson's start is the project now.
    auto *start = panel->findChild<QPushButton *>(QStringLiteral("startLesson"));
    for (int i = 0; i < 10 && QApplication::focusWidget() != start; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), start);
    QTest::keyClick(start, Qt::Key_Space);
    QTRY_VERIFY(panel->isStarted());
    QVERIFY(!window.project().tables.isEmpty());
    // On to Next Hint: one hint more each time.
    auto *hint = panel->findChild<QPushButton *>(QStringLiteral("nextHint"));
    for (int i = 0; i < 12 && QApplication::focusWidget() != hint; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), hint);
    const int hints = panel->hintsShown();
    QTest::keyClick(hint, Qt::Key_Space);
    QCOMPARE(panel->hintsShown(), hints + 1);
    QVERIFY(window.isVisible());
}

QTEST_MAIN(TestLessonPanel)
#include "tst_lessonpanel.moc"
