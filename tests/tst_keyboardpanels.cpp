// The panels' editors driven by keyboard, beside tst_keyboard's Sample Data settings: Access
// Patterns, Properties, the canvas's rename box, the Problems list, the start page and the
// Open Recent menu. Each test checks what the keys committed (or, for Esc, did not), that the
// focus went where a keyboard user expects rather than to the window's first widget, and that a
// panel refreshing itself (a preview result, a lint) does not take the user's place or typing.
#include "guiutil.h"
#include "keyboardutil.h"
#include "ui/canvas/diagrampane.h"
#include "ui/canvas/diagramview.h"
#include "ui/document/editactions.h"
#include "ui/files/filecontroller.h"
#include "ui/inputs/accesspatternspanel.h"
#include "ui/problems/findingsmodel.h"
#include "ui/rowkey/chipstrip.h"
#include "ui/rowkey/rowkeybuilder.h"
#include "ui/tree/projecttreemodel.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTreeView>
#include <QUndoStack>

using namespace GuiUtil;
using Keys::Leave;

namespace {

const QString kTable = QStringLiteral("MOMO_CHAT:MSG");

AccessPattern patternIn(const MainWindow &window, int row)
{
    const Table *t = window.project().findTable(kTable);
    return t && row < t->accessPatterns.size() ? t->accessPatterns[row] : AccessPattern{};
}

QWidget *named(const QWidget *parent, const char *name)
{
    return parent->findChild<QWidget *>(QLatin1String(name));
}

} // namespace

class TestKeyboardPanels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void accessPatternTextsByKeyboard();
    void previewResultKeepsTheTyping();
    void propertyRenameKeepsTheRowAndTheFocus();
    void qualifierTypeChosenByKeyboard();
    void propertiesTabFromValueToValueAndOut();
    void viewMenuBringsATabbedPanelForward();
    void rowKeySegmentByKeyboard();
    void canvasRenameGivesTheFocusBackToTheDiagram();
    void tabLeavesTheDiagram();
    void focusedListsAreFramed();
    void enterPressesAFocusedButton();
    void sampleRowsAndSeedRevertOnEscape();
    void problemsKeepTheCurrentFindingAcrossALint();
    void fixKeepsThePlaceInTheList();
    void startPageHandsTheFocusToTheDiagram();
    void recentMenuClearedFromItsOwnAction();
};

void TestKeyboardPanels::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_keyboardpanels")));
}

void TestKeyboardPanels::accessPatternTextsByKeyboard()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    window.findChild<QDockWidget *>(QStringLiteral("accessDock"))->raise();
    AccessPatternsPanel *panel = window.previews()->accessPatterns();
    panel->setCurrentRow(1);
    QCoreApplication::processEvents();

    struct Text
    {
        const char *editor;
        QString typed;
        std::function<bool(const AccessPattern &)> landed;
    };
    const QList<Text> texts = {
        {"patternName", QStringLiteral("read a message"),
         [](const AccessPattern &p) { return p.name == u"read a message"; }},
        {"patternRate", QStringLiteral("500 / min"),
         [](const AccessPattern &p) { return qAbs(p.ratePerSecond - 500.0 / 60) < 1e-9; }},
        {"patternDescription", QStringLiteral("by its id"),
         [](const AccessPattern &p) { return p.description == u"by its id"; }},
    };
    int checked = 0;
    for (const Text &text : texts) {
        for (const Leave how : Keys::kAllWays) {
            const QString where =
                QLatin1String(text.editor) + u' ' + QLatin1String(Keys::name(how));
            window.document()->undoStack()->setIndex(0); // the example as it was opened
            QCoreApplication::processEvents();
            panel->setCurrentRow(1);
            QWidget *editor = named(panel, text.editor);
            const AccessPattern before = patternIn(window, 1);
            const QString shownBefore = Keys::shown(editor);
            Keys::typeOver(editor, text.typed);
            Keys::leave(how, editor);
            const AccessPattern after = patternIn(window, 1);
            QVERIFY2(panel->message().isEmpty(), qPrintable(where + u' ' + panel->message()));
            QCOMPARE(panel->currentRow(), 1);
            if (how == Leave::Escape) {
                QVERIFY2(after == before, qPrintable(where));
                QCOMPARE(Keys::shown(editor), shownBefore);
                QVERIFY2(Keys::holds(editor), qPrintable(where));
            } else {
                QVERIFY2(text.landed(after), qPrintable(where));
                QCOMPARE(Keys::shown(editor), text.typed);
                QWidget *focus = QApplication::focusWidget();
                QVERIFY2(focus, qPrintable(where));
                if (how == Leave::Enter)
                    QVERIFY2(Keys::holds(editor), qPrintable(where));
                else // the next or previous widget, never the window's first
                    QVERIFY2(focus != editor && focus->window() == &window, qPrintable(where));
            }
            ++checked;
        }
    }
    QCOMPARE(checked, 12);

    // The limit of a "latest N" pattern: typed into the spin box, taken on leaving.
    window.document()->undoStack()->setIndex(0);
    QCoreApplication::processEvents();
    panel->setCurrentRow(1);
    auto *kind = qobject_cast<QComboBox *>(named(panel, "patternKind"));
    kind->setFocus(Qt::TabFocusReason);
    while (AccessKind(kind->currentData().toInt()) != AccessKind::LatestN)
        QTest::keyClick(kind, Qt::Key_Down);
    QCOMPARE(patternIn(window, 1).kind, AccessKind::LatestN);
    auto *limit = qobject_cast<QSpinBox *>(named(panel, "patternLimit"));
    QVERIFY(limit->isEnabled());
    Keys::typeOver(limit, QStringLiteral("25"));
    Keys::leave(Leave::Tab, limit);
    QCOMPARE(patternIn(window, 1).limit, 25);
    QVERIFY(window.isVisible());
}

void TestKeyboardPanels::previewResultKeepsTheTyping()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    window.findChild<QDockWidget *>(QStringLiteral("accessDock"))->raise();
    QVERIFY(waitForPreview(window));
    AccessPatternsPanel *panel = window.previews()->accessPatterns();
    panel->setCurrentRow(2);
    auto *description = qobject_cast<QLineEdit *>(named(panel, "patternDescription"));
    Keys::typeOver(description, QStringLiteral("half typ"));
    // The preview finishes while the user is still typing (another edit's result arrives).
    const AccessPattern before = patternIn(window, 2);
    panel->showResults(kTable, {});
    QCOMPARE(description->text(), QStringLiteral("half typ"));
    QVERIFY(Keys::holds(description));
    QCOMPARE(panel->currentRow(), 2);
    QTest::keyClicks(description, QStringLiteral("ed"));
    Keys::leave(Leave::Enter);
    QCOMPARE(patternIn(window, 2).description, QStringLiteral("half typed"));
    QCOMPARE(patternIn(window, 2).name, before.name);
}

void TestKeyboardPanels::propertyRenameKeepsTheRowAndTheFocus()
{
    for (const Leave how : {Leave::Enter, Leave::Tab}) {
        MainWindow window;
        QVERIFY(showChatWith(window, kTable));
        window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->raise();
        QTableView *view = window.propertyEditor()->view();
        PropertyModel *model = window.propertyEditor()->model();
        const QModelIndex name = model->indexOf(QStringLiteral("name"));
        // The table and its family open in the project tree: they stay open under the new name.
        QTreeView *tree = window.projectTree();
        const auto treeIndex = [&window](const QString &path) {
            return static_cast<ProjectTreeModel *>(window.projectTree()->model())
                ->indexOfPath(path);
        };
        tree->expand(treeIndex(kTable));
        tree->expand(treeIndex(kTable + QStringLiteral("/C1")));
        view->setFocus(Qt::TabFocusReason);
        view->setCurrentIndex(name);
        QTest::keyClick(view, Qt::Key_F2);
        QWidget *editor = QApplication::focusWidget();
        QVERIFY(editor && view->isAncestorOf(editor));
        Keys::typeOver(editor, QStringLiteral("MESSAGES"));
        Keys::leave(how);
        QCoreApplication::processEvents();
        // Renamed: the selection follows the new path, and the table shows the same object on
        // (no reset): the keyboard stays in it, Enter on the row it was on, Tab on the next
        // value, its editor open.
        QVERIFY(window.project().findTable(u"MOMO_CHAT:MESSAGES"));
        QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:MESSAGES"));
        QVERIFY(tree->isExpanded(treeIndex(QStringLiteral("MOMO_CHAT:MESSAGES"))));
        QVERIFY(tree->isExpanded(treeIndex(QStringLiteral("MOMO_CHAT:MESSAGES/C1"))));
        QVERIFY2(Keys::holds(view), Keys::name(how));
        const int row = model->indexOf(QStringLiteral("name")).row();
        QCOMPARE(view->currentIndex().row(), how == Leave::Tab ? row + 1 : row);
        if (how == Leave::Tab) {
            QVERIFY(QApplication::focusWidget() != view); // the next value's editor
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        }
        // And the arrow keys go on from there.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QCOMPARE(view->currentIndex().row(), (how == Leave::Tab ? row + 1 : row) + 1);
    }
}

void TestKeyboardPanels::qualifierTypeChosenByKeyboard()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable + QStringLiteral("/C1")));
    QVERIFY(window.editActions()->addQualifier());
    QCoreApplication::processEvents();
    window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->raise();
    QTableView *view = window.propertyEditor()->view();
    PropertyModel *model = window.propertyEditor()->model();
    view->setFocus(Qt::TabFocusReason);
    view->setCurrentIndex(model->indexOf(QStringLiteral("type")));
    QTest::keyClick(view, Qt::Key_F2);
    auto *combo = qobject_cast<QComboBox *>(QApplication::focusWidget());
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findText(QStringLiteral("double")));
    Keys::leave(Leave::Enter);
    const Qualifier q = window.project().findTable(kTable)->family(u"C1")->qualifiers.last();
    // Bytes.toBytes(double) is the 8 bytes of Double.doubleToLongBits.
    QCOMPARE(q.type, ValueType::Double);
    QCOMPARE(q.averageValueBytes, qint64(8));
    QCOMPARE(q.maximumValueBytes, qint64(8));
    QVERIFY(Keys::holds(view));
}

void TestKeyboardPanels::propertiesTabFromValueToValueAndOut()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->raise();
    QTableView *view = window.propertyEditor()->view();
    PropertyModel *model = window.propertyEditor()->model();
    // On a name, as Ctrl+Home leaves it: the value of that row becomes current, so F2 edits it.
    view->setFocus(Qt::TabFocusReason);
    view->setCurrentIndex(model->index(0, PropertyModel::NameColumn));
    QTRY_COMPARE(view->currentIndex().column(), int(PropertyModel::ValueColumn));
    QTest::keyClick(view, Qt::Key_F2);
    QVERIFY(QApplication::focusWidget() != view && view->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    // Tab goes from value to value, one row a key, and past the last row out of the table
    // (it went round the table for ever).
    view->setFocus(Qt::TabFocusReason);
    const int rows = model->rowCount();
    int presses = 0;
    while (Keys::holds(view) && presses < 3 * rows) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCoreApplication::processEvents();
        ++presses;
        if (Keys::holds(view))
            QCOMPARE(view->currentIndex().column(), int(PropertyModel::ValueColumn));
    }
    QVERIFY2(!Keys::holds(view), qPrintable(QStringLiteral("%1 Tabs").arg(presses)));
    QVERIFY2(presses <= rows + 1,
             qPrintable(QStringLiteral("%1 Tabs for %2 rows").arg(presses).arg(rows)));
}

void TestKeyboardPanels::viewMenuBringsATabbedPanelForward()
{
    // At 1280×720 the bottom panels are tabs: View > Sample Data showed a panel behind another
    // by hiding it. Now it comes to the front with the keyboard in it; chosen again, it hides.
    MainWindow window;
    window.resize(1280, 720);
    QVERIFY(showChatWith(window, kTable));
    auto *sample = window.findChild<QDockWidget *>(QStringLiteral("sampleDock"));
    auto *problems = window.findChild<QDockWidget *>(QStringLiteral("problemsDock"));
    problems->raise();
    QCoreApplication::processEvents();
    QVERIFY(sample->isVisible() && sample->visibleRegion().isEmpty()); // a tab behind
    QAction *toggle = sample->toggleViewAction();
    auto *menu = qobject_cast<QMenu *>(toggle->associatedObjects().value(0));
    QVERIFY(menu);
    emit menu->aboutToShow(); // Alt+V
    toggle->trigger();        // S
    QCoreApplication::processEvents();
    QVERIFY(sample->isVisible());
    QVERIFY(!sample->visibleRegion().isEmpty());
    QVERIFY(toggle->isChecked());
    QVERIFY(Keys::holds(sample));
    // In front with the keyboard elsewhere, its letter takes the keyboard there (a newcomer's
    // trial lost panels by pressing the letter of one in sight); with the keyboard in it, hides.
    DiagramView *diagram = window.findChild<DiagramPane *>()->view();
    diagram->setFocus(Qt::TabFocusReason);
    emit menu->aboutToShow();
    toggle->trigger();
    QCoreApplication::processEvents();
    QVERIFY(sample->isVisible() && toggle->isChecked());
    QVERIFY(Keys::holds(sample));
    emit menu->aboutToShow();
    toggle->trigger();
    QCoreApplication::processEvents();
    QVERIFY(!sample->isVisible());
    QVERIFY(!toggle->isChecked());
}

void TestKeyboardPanels::rowKeySegmentByKeyboard()
{
    // MSG's key: [md5(sender '_' receiver '_' ts):hex(8)] '_' [sender] '_' [receiver] '_' [ts].
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    window.findChild<QDockWidget *>(QStringLiteral("rowKeyDock"))->raise();
    RowKeyBuilder *builder = window.rowKeyBuilder();
    const auto segment = [&window](int index) {
        return window.project().findTable(kTable)->rowKey.segments.value(index);
    };
    builder->chips()->setSelected(2);
    QCoreApplication::processEvents();
    auto *expression = builder->findChild<QLineEdit *>(QStringLiteral("segmentExpression"));
    // Esc drops what was typed; Tab takes it and goes on to the format.
    Keys::typeOver(expression, QStringLiteral("receiver"));
    Keys::leave(Leave::Escape);
    QCOMPARE(expression->text(), QStringLiteral("sender"));
    QCOMPARE(segment(2).expression, QStringLiteral("sender"));
    Keys::typeOver(expression, QStringLiteral("receiver"));
    Keys::leave(Leave::Tab);
    QCOMPARE(segment(2).expression, QStringLiteral("receiver"));
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("segmentFormat"));
    // The format by the arrow keys: another one each time, on the project at once.
    const int format = int(segment(2).format);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QVERIFY(int(segment(2).format) != format);
    QVERIFY(Keys::holds(builder->findChild<QWidget *>(QStringLiteral("segmentFormat"))));
    // A separator's text: Enter takes it, the focus stays.
    builder->chips()->setSelected(1);
    QCoreApplication::processEvents();
    auto *literal = builder->findChild<QLineEdit *>(QStringLiteral("segmentLiteral"));
    Keys::typeOver(literal, QStringLiteral("#"));
    Keys::leave(Leave::Enter);
    QCOMPARE(segment(1).literal, QByteArray("#"));
    QVERIFY(Keys::holds(literal));
    Keys::typeOver(literal, QStringLiteral("|"));
    Keys::leave(Leave::Escape);
    QCOMPARE(literal->text(), QStringLiteral("#"));
    QCOMPARE(segment(1).literal, QByteArray("#"));
}

void TestKeyboardPanels::canvasRenameGivesTheFocusBackToTheDiagram()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    DiagramView *diagram = window.findChild<DiagramPane *>()->view();
    for (const Leave how : {Leave::Escape, Leave::Enter}) {
        diagram->setFocus(Qt::TabFocusReason);
        diagram->startRename(kTable, QRectF(0, 0, 160, 24));
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor && editor->objectName() == u"inlineEditor");
        QTest::keyClicks(editor, QStringLiteral("CHAT_MESSAGES"));
        Keys::leave(how);
        QVERIFY2(Keys::holds(diagram), Keys::name(how));
        QCOMPARE(bool(window.project().findTable(u"MOMO_CHAT:CHAT_MESSAGES")), how == Leave::Enter);
        QTRY_VERIFY(!diagram->findChild<QLineEdit *>(QStringLiteral("inlineEditor")));
    }
}

// A newcomer's trial: once in the diagram, Tab and Shift+Tab never left it (the scene kept them,
// and the overview took the focus without showing it).
void TestKeyboardPanels::tabLeavesTheDiagram()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    DiagramView *diagram = window.findChild<DiagramPane *>()->view();
    const QColor highlight = diagram->palette().color(QPalette::Highlight);
    const auto framed = [diagram, highlight] {
        const QImage shot = diagram->grab().toImage();
        return shot.pixelColor(shot.width() / 2, 0) == highlight &&
               shot.pixelColor(0, shot.height() / 2) == highlight;
    };
    // (The example was opened from the start page's button, whose keyboard went to the diagram.)
    diagram->clearFocus();
    QVERIFY(!framed());
    for (const Leave how : {Leave::Tab, Leave::BackTab}) {
        diagram->setFocus(Qt::TabFocusReason);
        QVERIFY(diagram->hasFocus());
        QVERIFY(framed()); // where the keyboard is shows

        const QString selected = window.document()->selection();
        Keys::leave(how);
        QWidget *focus = QApplication::focusWidget();
        QVERIFY2(focus && focus->isVisible() && !Keys::holds(diagram), Keys::name(how));
        QCOMPARE(window.document()->selection(), selected); // the key selected nothing
        QVERIFY(!framed());
    }
}

// Another: Tab into the Properties table, the Problems list or the row-key chips showed nothing
// until an arrow key moved; now the focused one is framed in the highlight colour.
void TestKeyboardPanels::focusedListsAreFramed()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    const QColor highlight = window.palette().color(QPalette::Highlight);
    const auto framed = [highlight](QWidget *widget) {
        const QImage shot = widget->grab().toImage();
        return shot.pixelColor(shot.width() / 2, 0) == highlight &&
               shot.pixelColor(0, shot.height() / 2) == highlight &&
               shot.pixelColor(shot.width() - 1, shot.height() / 2) == highlight &&
               shot.pixelColor(shot.width() / 2, shot.height() - 1) == highlight;
    };
    QWidget *properties = window.propertyEditor()->view();
    QWidget *problems = window.problemsView();
    QWidget *chips = window.rowKeyBuilder()->findChild<ChipStrip *>();
    QVERIFY(chips);
    for (QWidget *widget : {properties, problems, chips}) {
        for (QWidget *w = widget; w; w = w->parentWidget()) {
            if (auto *dock = qobject_cast<QDockWidget *>(w)) {
                dock->raise();
                break;
            }
        }
        QCoreApplication::processEvents();
        QVERIFY2(!framed(widget), qPrintable(widget->objectName()));
        widget->setFocus(Qt::TabFocusReason);
        QCoreApplication::processEvents();
        QVERIFY2(widget->hasFocus(), qPrintable(widget->objectName()));
        QVERIFY2(framed(widget), qPrintable(widget->objectName()));
    }
    // The frame went with the focus: the earlier ones are plain again.
    QVERIFY(!framed(properties));
    QVERIFY(!framed(problems));
}

// Another: Tab to Access Patterns' Add and Enter did nothing (Space did).
void TestKeyboardPanels::enterPressesAFocusedButton()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    window.findChild<QDockWidget *>(QStringLiteral("accessDock"))->raise();
    QCoreApplication::processEvents();
    auto *add = qobject_cast<QPushButton *>(named(&window, "addPattern"));
    QVERIFY(add);
    const qsizetype before = window.project().findTable(kTable)->accessPatterns.size();
    add->setFocus(Qt::TabFocusReason);
    QTest::keyClick(add, Qt::Key_Return);
    QTRY_COMPARE(window.project().findTable(kTable)->accessPatterns.size(), before + 1);
}

// Another: Esc after typing into Rows or Seed kept the typing, and the next Tab took it.
void TestKeyboardPanels::sampleRowsAndSeedRevertOnEscape()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    window.findChild<QDockWidget *>(QStringLiteral("sampleDock"))->raise();
    QCoreApplication::processEvents();
    const Table *before = window.project().findTable(kTable);
    const qint64 rows = before->sample.rows;
    const quint64 seed = before->sample.seed;
    auto *rowsBox = qobject_cast<QSpinBox *>(named(&window, "sampleRows"));
    auto *seedEdit = qobject_cast<QLineEdit *>(named(&window, "sampleSeed"));
    QVERIFY(rowsBox && seedEdit);
    const QString rowsShown = rowsBox->text();
    Keys::typeOver(rowsBox, QStringLiteral("9999"));
    QVERIFY(rowsBox->text().remove(u',') == u"9999"); // grouped once taken
    Keys::leave(Leave::Escape);
    QCOMPARE(rowsBox->text(), rowsShown);
    Keys::leave(Leave::Tab);
    QCOMPARE(window.project().findTable(kTable)->sample.rows, rows);
    Keys::typeOver(seedEdit, QStringLiteral("555"));
    Keys::leave(Leave::Escape);
    QCOMPARE(seedEdit->text(), QString::number(seed));
    Keys::leave(Leave::Tab);
    QCOMPARE(window.project().findTable(kTable)->sample.seed, seed);
    // Typed and taken with Tab, they land.
    Keys::typeOver(seedEdit, QStringLiteral("77"));
    Keys::leave(Leave::Tab);
    QCOMPARE(window.project().findTable(kTable)->sample.seed, quint64(77));
}

void TestKeyboardPanels::problemsKeepTheCurrentFindingAcrossALint()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->raise();
    QVERIFY(waitForPreview(window));
    QTableView *view = window.problemsView();
    QVERIFY(view->model()->rowCount() >= 2);
    view->setFocus(Qt::TabFocusReason);
    view->setCurrentIndex(view->model()->index(1, 0));
    const QModelIndex chosen = view->model()->index(1, FindingsModel::RuleColumn);
    const QString rule = chosen.data().toString();
    const QString object = chosen.data(FindingsModel::ObjectPathRole).toString();
    // An edit elsewhere: every finding is computed again.
    QCOMPARE(editProperty(window, QStringLiteral("description"), QStringLiteral("Messages")),
             QString());
    QVERIFY(waitForPreview(window));
    const QModelIndex current = view->currentIndex();
    QVERIFY(current.isValid());
    QCOMPARE(current.siblingAtColumn(FindingsModel::RuleColumn).data().toString(), rule);
    QCOMPARE(current.data(FindingsModel::ObjectPathRole).toString(), object);
    view->setFocus(Qt::TabFocusReason); // editProperty went through the model, not the keys
    QCOMPARE(view->currentIndex(), current);
}

// A newcomer's trial: after Alt+X no finding was current and Down started from the top. The
// finding that takes the fixed one's row is current, with the keyboard in the list.
void TestKeyboardPanels::fixKeepsThePlaceInTheList()
{
    MainWindow window;
    QVERIFY(showChatWith(window, kTable));
    window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->raise();
    QVERIFY(waitForPreview(window));
    QTableView *view = window.problemsView();
    int fixable = -1;
    for (int row = 0; row < view->model()->rowCount() && fixable < 0; ++row) {
        if (view->model()->index(row, FindingsModel::RuleColumn).data().toString() ==
            u"HBD-KEY-003")
            fixable = row;
    }
    QVERIFY(fixable >= 0);
    const int before = view->model()->rowCount();
    view->setFocus(Qt::TabFocusReason);
    view->setCurrentIndex(view->model()->index(fixable, 0));
    auto *fix = qobject_cast<QPushButton *>(named(&window, "fixButton"));
    QVERIFY(fix && fix->isEnabled());
    QTest::keyClick(&window, Qt::Key_X, Qt::AltModifier); // Fi&x
    QVERIFY(waitForPreview(window));
    QTRY_VERIFY(view->model()->rowCount() < before);
    QTRY_VERIFY(view->currentIndex().isValid());
    QCOMPARE(view->currentIndex().row(), std::min(fixable, view->model()->rowCount() - 1));
    QTRY_VERIFY(Keys::holds(view));
}

void TestKeyboardPanels::startPageHandsTheFocusToTheDiagram()
{
    MainWindow window;
    QVERIFY(GuiUtil::showActive(window));
    auto *start = window.findChild<QPushButton *>(QStringLiteral("startTable"));
    QVERIFY(start && start->isVisible());
    start->setFocus(Qt::TabFocusReason);
    QTest::keyClick(start, Qt::Key_Space);
    QCOMPARE(window.project().tables.size(), 1);
    QVERIFY(!start->isVisible());
    QVERIFY(Keys::holds(window.findChild<DiagramPane *>()->view()));
}

void TestKeyboardPanels::recentMenuClearedFromItsOwnAction()
{
    QSettings().setValue(QStringLiteral("recentFiles"),
                         QStringList{TestUtil::chatExample(), QStringLiteral("/nowhere/b.json")});
    MainWindow window;
    QMenu *recent = window.files()->recentMenu();
    QAction *clear = recent->actions().last();
    QVERIFY(clear->isEnabled());
    clear->trigger(); // the menu is rebuilt from inside this action's signal
    QCoreApplication::processEvents();
    QCOMPARE(recent->actions().size(), 1);
    QVERIFY(!recent->actions().first()->isEnabled());
    QVERIFY(QSettings().value(QStringLiteral("recentFiles")).toStringList().isEmpty());
}

QTEST_MAIN(TestKeyboardPanels)
#include "tst_keyboardpanels.moc"
