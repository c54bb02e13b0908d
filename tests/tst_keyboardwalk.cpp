// Every panel and dialog walked by keyboard alone, as a user who never touches the mouse: Tab
// through each focusable widget and back with Shift+Tab, typing into every editor on the way and
// leaving it with Enter, Esc, Shift+Tab and Tab, choosing another entry of each combo box with the
// arrow keys. Whatever the keys commit or refuse, the window must live and the focus must stay on
// a visible widget of the window (a panel that deletes a widget inside its own signal crashes
// here, most surely under the sanitizer build, scripts/sanitize). tst_keyboard and
// tst_keyboardpanels check what the keys commit; this walk checks that no key path kills the
// window or drops the focus. WALK_DEBUG=1 prints where each key left the focus.
#include "guiutil.h"
#include "keyboardutil.h"
#include "ui/files/filecontroller.h"
#include "ui/files/importdialog.h"
#include "ui/lessons/lessonactions.h"
#include "ui/window/preferencesdialog.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

using namespace GuiUtil;

namespace {

// What a walk met: how many keys it pressed, and the first thing that went wrong.
struct Walk
{
    int keys = 0;
    int edits = 0;
    QString error;
};

bool editable(const QWidget *widget)
{
    if (const auto *line = qobject_cast<const QLineEdit *>(widget))
        return !line->isReadOnly();
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(widget))
        return !spin->isReadOnly();
    return false;
}

// Leaves the editor that holds the focus after typing a digit into it (a number where one is
// wanted, a refused name elsewhere). False when the window went away.
bool typeAndLeave(const QPointer<QWidget> &guard, QWidget *editor, Keys::Leave how)
{
    if (!guard || !Keys::holds(editor))
        return bool(guard);
    QWidget *focus = QApplication::focusWidget();
    if (auto *line = qobject_cast<QLineEdit *>(focus))
        line->selectAll();
    else if (auto *spin = qobject_cast<QAbstractSpinBox *>(editor))
        spin->selectAll();
    QTest::keyClicks(focus, QStringLiteral("7"));
    Keys::leave(how);
    return bool(guard);
}

// Presses Tab (or Shift+Tab) `steps` times from `start`, inside `window`. Every editor met inside
// `area` is typed into and left each way a user leaves a field: Enter, Esc (only outside a
// dialog, where they close it, as they should), Shift+Tab (then Tab back to it) and the walk's
// next key. Every other combo box met there steps one entry down. A modal dialog a key opens (a
// combo's "CSV file..." asks for a file) is cancelled, as a user would.
Walk walk(QWidget *window, QWidget *area, QWidget *start, int steps, bool backwards,
          bool enterAndEsc = true)
{
    Walk result;
    QTimer cancelDialogs;
    QObject::connect(&cancelDialogs, &QTimer::timeout, [window] {
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            dialog && dialog != window) {
            dialog->reject();
            // A window manager gives the window back its activation; offscreen there is none.
            window->activateWindow();
        }
    });
    cancelDialogs.start(50);
    start->setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    const QPointer<QWidget> guard(window);
    QList<QPointer<QWidget>> visited;
    int combos = 0;
    for (int step = 0; step < steps && result.error.isEmpty(); ++step) {
        QWidget *focus = QApplication::focusWidget();
        if (!guard || !window->isVisible()) {
            result.error = QStringLiteral("the window went away");
            break;
        }
        if (!focus || !focus->isVisible() || focus->window() != window) {
            result.error =
                QStringLiteral("after %1 keys the focus is %2")
                    .arg(result.keys)
                    .arg(QLatin1String(focus ? focus->metaObject()->className() : "nowhere"));
            break;
        }
        const bool inside = focus == area || area->isAncestorOf(focus);
        if (qEnvironmentVariableIsSet("WALK_DEBUG"))
            qInfo("%d %s %s %d", step, focus->metaObject()->className(),
                  qPrintable(focus->objectName()), inside);
        if (inside && editable(focus) && !visited.contains(focus)) {
            visited.append(focus);
            const QPointer<QWidget> editor(focus);
            using Keys::Leave;
            for (const Leave how : {Leave::Enter, Leave::Escape, Leave::BackTab}) {
                if (!enterAndEsc && how != Leave::BackTab)
                    continue;
                if (!editor || !typeAndLeave(guard, editor, how))
                    break;
                ++result.edits;
                if (how == Leave::BackTab && QApplication::focusWidget()) {
                    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
                    QCoreApplication::processEvents();
                }
            }
            if (!guard)
                break;
            // The walk's own next key leaves the last typing.
            if (editor && Keys::holds(editor)) {
                QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("7"));
                ++result.edits;
            }
        } else if (auto *combo = qobject_cast<QComboBox *>(focus);
                   inside && combo && ++combos % 2 == 0) {
            QTest::keyClick(combo, Qt::Key_Down);
            ++result.edits;
            QCoreApplication::processEvents();
        }
        focus = QApplication::focusWidget();
        if (!focus)
            continue; // reported above at the next step
        if (backwards)
            QTest::keyClick(focus, Qt::Key_Backtab, Qt::ShiftModifier);
        else
            QTest::keyClick(focus, Qt::Key_Tab);
        ++result.keys;
        QCoreApplication::processEvents();
    }
    return result;
}

// The first (or last) widget of `container`, in the window's focus chain, that takes the focus
// by Tab.
QWidget *firstFocusable(QWidget *container, bool last = false)
{
    QWidget *found = nullptr;
    QWidget *widget = container;
    do {
        const bool inside = widget == container || container->isAncestorOf(widget);
        if (inside && widget->isVisible() && widget->isEnabled() &&
            (widget->focusPolicy() & Qt::TabFocus)) {
            found = widget;
            if (!last)
                break;
        }
        widget = widget->nextInFocusChain();
    } while (widget != container);
    return found;
}

} // namespace

class TestKeyboardWalk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyDock_data();
    void everyDock();
    void dialogs();
    void preferencesByKeyboard();
    void exportReportByKeyboard();
    void startPageByKeyboard();
};

void TestKeyboardWalk::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_keyboardwalk")));
}

void TestKeyboardWalk::everyDock_data()
{
    QTest::addColumn<QString>("dock");
    for (const char *dock : {"projectDock", "propertiesDock", "rowKeyDock", "sampleDock",
                             "problemsDock", "historyDock", "regionsDock", "heatmapDock",
                             "keyOrderDock", "accessDock", "storageDock", "lessonDock"})
        QTest::newRow(dock) << QString::fromLatin1(dock);
}

void TestKeyboardWalk::everyDock()
{
    QFETCH(QString, dock);
    MainWindow window;
    QVERIFY(showChatWith(window, QStringLiteral("MOMO_CHAT:MSG")));
    if (dock == u"lessonDock")
        QVERIFY(window.lessons()->startLesson(false));
    auto *panel = window.findChild<QDockWidget *>(dock);
    QVERIFY2(panel, qPrintable(dock));
    panel->show();
    panel->raise();
    QCoreApplication::processEvents();
    if (!firstFocusable(panel->widget())) {
        qInfo("%s: nothing in it takes the keyboard (a chart)", qPrintable(dock));
        return;
    }
    for (const bool backwards : {false, true}) {
        const Walk done =
            walk(&window, panel, firstFocusable(panel->widget(), backwards), 80, backwards);
        QVERIFY2(done.error.isEmpty(), qPrintable(dock + u' ' + done.error));
        qInfo("%s: %d keys, %d edits%s", qPrintable(dock), done.keys, done.edits,
              backwards ? " (Shift+Tab)" : "");
    }
    QVERIFY(window.isVisible());
}

void TestKeyboardWalk::dialogs()
{
    MainWindow window;
    QVERIFY(showChatWith(window, QStringLiteral("MOMO_CHAT:MSG")));
    const auto walkDialog = [&window](QDialog *dialog, const char *name) {
        dialog->show();
        dialog->activateWindow();
        if (!QTest::qWaitForWindowActive(dialog))
            return QStringLiteral("%1 is not active").arg(QLatin1String(name));
        for (const bool backwards : {false, true}) {
            const Walk done =
                walk(dialog, dialog, firstFocusable(dialog, backwards), 60, backwards, false);
            if (!done.error.isEmpty())
                return QLatin1String(name) + u' ' + done.error;
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape); // Esc closes the dialog
        QCoreApplication::processEvents();
        if (dialog->isVisible())
            return QStringLiteral("Esc left %1 open").arg(QLatin1String(name));
        return window.isVisible() ? QString() : QStringLiteral("the window went away");
    };
    PreferencesDialog preferences(&window);
    QString error = walkDialog(&preferences, "Preferences");
    QVERIFY2(error.isEmpty(), qPrintable(error));
    ImportDialog import(true, QDir::tempPath(), &window);
    error = walkDialog(&import, "Import");
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// Preferences by keyboard: a number typed over and left with Tab, another typed and Enter pressed
// in its box takes them all (the dialog's OK; Enter on a focused Cancel button would cancel, as
// in every Qt dialog); opened again, Esc drops what was typed.
void TestKeyboardWalk::preferencesByKeyboard()
{
    MainWindow window;
    QVERIFY(showChatWith(window, QStringLiteral("MOMO_CHAT:MSG")));
    const auto typeInto = [](QWidget *dialog, const char *name, const QString &text, bool tab) {
        auto *spin = dialog->findChild<QAbstractSpinBox *>(QLatin1String(name));
        spin->setFocus(Qt::TabFocusReason);
        spin->selectAll();
        QTest::keyClicks(QApplication::focusWidget(), text);
        if (tab)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    };
    {
        PreferencesDialog dialog(&window);
        dialog.show();
        // Offscreen, the main window's own activation can arrive after the dialog's: wait until
        // the dialog is the active window, as a window manager makes it.
        QTRY_VERIFY((dialog.activateWindow(), QApplication::activeWindow() == &dialog));
        typeInto(&dialog, "previewDelay", QStringLiteral("450"), true);
        typeInto(&dialog, "autosaveInterval", QStringLiteral("90"), false);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
    QCOMPARE(PreferencesDialog::savedPreviewDelay(), 450);
    QCOMPARE(PreferencesDialog::savedAutosaveSeconds(), 90);
    {
        PreferencesDialog dialog(&window);
        dialog.show();
        // Offscreen, the main window's own activation can arrive after the dialog's: wait until
        // the dialog is the active window, as a window manager makes it.
        QTRY_VERIFY((dialog.activateWindow(), QApplication::activeWindow() == &dialog));
        typeInto(&dialog, "previewDelay", QStringLiteral("900"), false);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
    QCOMPARE(PreferencesDialog::savedPreviewDelay(), 450);
}

// File > Export Report by keyboard: the file dialog's name typed and Enter writes the report
// there; Esc in it writes nothing.
void TestKeyboardWalk::exportReportByKeyboard()
{
    MainWindow window;
    QVERIFY(showChatWith(window, QStringLiteral("MOMO_CHAT:MSG")));
    QTemporaryDir dir;
    auto *action = window.findChild<QAction *>(QStringLiteral("exportReportAction"));
    QVERIFY(action && action->isEnabled());
    for (const bool escape : {true, false}) {
        const QString path = dir.filePath(escape ? QStringLiteral("not-written.html")
                                                 : QStringLiteral("chat-report.html"));
        int tries = 0;
        QTimer answer;
        // The name is typed once; while the dialog stays open the key is pressed again, as a
        // user does: typing a path opens the dialog's completer, and the first Esc (or Enter)
        // closes that list, not the dialog, once the completer has shown (slower machines, the
        // sanitizer build). Past 100 tries (5 s) the dialog is closed, so that the test fails
        // instead of hanging.
        QObject::connect(&answer, &QTimer::timeout, [&] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            auto *name =
                dialog ? dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")) : nullptr;
            if (!name)
                return;
            if (++tries > 100) {
                dialog->reject();
                return;
            }
            if (tries == 1) {
                name->setFocus(Qt::TabFocusReason);
                name->selectAll();
                QTest::keyClicks(name, path);
            }
            QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : name;
            QTest::keyClick(target, escape ? Qt::Key_Escape : Qt::Key_Return);
        });
        answer.start(50);
        action->trigger(); // returns once the dialog is answered
        QVERIFY2(tries > 0 && tries <= 100, "no file dialog, or the keys never reached it");
        QCOMPARE(QFile::exists(path), !escape);
    }
    const QString report =
        QString::fromUtf8(TestUtil::readAll(dir.filePath(QStringLiteral("chat-report.html"))));
    QVERIFY(report.contains(QStringLiteral("Table MOMO_CHAT:MSG")));
}

// The start page of an empty project by keyboard alone: the window opens with the keyboard on
// "Open an Example...", Tab and Shift+Tab walk its buttons and the recent projects, and Return
// presses the button that has the keyboard; once a table is there the keyboard stays on the
// diagram.
namespace {

// Which widget has the keyboard, for a failure's message.
const char *focusName()
{
    static QByteArray name;
    const QWidget *focus = QApplication::focusWidget();
    name = focus ? (focus->objectName().isEmpty() ? QByteArray(focus->metaObject()->className())
                                                  : focus->objectName().toUtf8())
                 : QByteArray("nothing");
    return name.constData();
}

} // namespace

void TestKeyboardWalk::startPageByKeyboard()
{
    MainWindow window;
    QVERIFY(window.files()->newProject());
    QVERIFY(showActive(window));
    auto *view = window.findChild<QWidget *>(QStringLiteral("diagramView"));
    auto *example = window.findChild<QPushButton *>(QStringLiteral("startExample"));
    auto *table = window.findChild<QPushButton *>(QStringLiteral("startTable"));
    auto *open = window.findChild<QPushButton *>(QStringLiteral("startOpen"));
    auto *import = window.findChild<QPushButton *>(QStringLiteral("startImport"));
    QVERIFY(view && example && table && open && import);
    QTRY_VERIFY2(example->hasFocus(), focusName()); // the window opened with it
    // The keyboard landing on the empty diagram goes on to it too.
    table->setFocus(Qt::TabFocusReason);
    view->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY2(example->hasFocus(), focusName());
    for (QPushButton *next : {table, open, import}) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QVERIFY2(next->hasFocus(), focusName());
    }
    // Past the last stop (the recent projects, when there are any): out of the diagram, on to
    // the next panel.
    auto *recent = window.findChild<QWidget *>(QStringLiteral("startRecent"));
    QTest::keyClick(import, Qt::Key_Tab);
    if (recent->isVisible()) {
        QVERIFY2(recent->hasFocus(), focusName());
        QTest::keyClick(recent, Qt::Key_Tab);
    }
    QWidget *after = QApplication::focusWidget();
    QVERIFY2(after && after != view && !view->isAncestorOf(after), focusName());
    import->setFocus(Qt::TabFocusReason);
    for (QPushButton *previous : {open, table, example}) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QVERIFY2(previous->hasFocus(), focusName());
    }
    // Shift+Tab once more: the diagram, where it stays; Tab comes back into the page.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QCoreApplication::processEvents();
    QVERIFY2(view->hasFocus(), focusName());
    QTest::keyClick(view, Qt::Key_Tab);
    QVERIFY2(example->hasFocus(), focusName());
    QTest::keyClick(example, Qt::Key_Tab);
    QVERIFY(table->hasFocus());
    QTest::keyClick(table, Qt::Key_Return); // the window's buttons click on Enter (animated)
    QTRY_COMPARE(window.project().tables.size(), 1);
    QVERIFY(!example->isVisible());
    QVERIFY2(view->hasFocus() || view->isAncestorOf(QApplication::focusWidget()), focusName());
    QVERIFY(window.isVisible());
}

QTEST_MAIN(TestKeyboardWalk)
#include "tst_keyboardwalk.moc"
