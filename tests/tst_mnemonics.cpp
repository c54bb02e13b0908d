// Alt+letter in the main window: every mnemonic (buttons, check boxes, labels with a buddy, group
// boxes, tabs) is unique among the widgets that can be on screen together, and none takes a menu
// title's letter (Alt+V opens the View menu), in English and in Chinese; within a menu every
// item's letter is its own, and the View menu's panel toggles have one. Widgets on different
// pages of a stack, or in docks tabbed together, are never shown at once and may share a letter.
// Runs offscreen.
#include "guiutil.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/mainwindow.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabBar>
#include <QTest>

namespace {

// The letter after a single '&', upper-cased; null when there is none ("&&" is a literal '&').
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toUpper();
    }
    return {};
}

struct Mnemonic
{
    QChar key;
    QString text;
    QString where;
    // The choices between things shown one at a time that lead to the widget: (the stack or
    // dock tab group, the page or dock taken).
    QList<std::pair<const QObject *, const QObject *>> choices;
};

QString describe(const QWidget *w)
{
    QStringList path;
    for (const QWidget *p = w; p && !p->isWindow(); p = p->parentWidget()) {
        if (!p->objectName().isEmpty())
            path.prepend(p->objectName());
    }
    return QString::fromLatin1(w->metaObject()->className()) + u' ' + path.join(u'/');
}

QList<std::pair<const QObject *, const QObject *>> choicesOf(const QWidget *w,
                                                             const QMainWindow &window)
{
    QList<std::pair<const QObject *, const QObject *>> out;
    for (const QWidget *p = w; p && p != &window; p = p->parentWidget()) {
        if (const auto *stack = qobject_cast<const QStackedWidget *>(p->parentWidget()))
            out.append({stack, p});
        if (const auto *dock = qobject_cast<const QDockWidget *>(p)) {
            // A tab group is named by its first dock in object-name order.
            QList<QDockWidget *> group =
                window.tabifiedDockWidgets(const_cast<QDockWidget *>(dock));
            group.append(const_cast<QDockWidget *>(dock));
            std::sort(group.begin(), group.end(), [](const QDockWidget *a, const QDockWidget *b) {
                return a->objectName() < b->objectName();
            });
            out.append({group.first(), dock});
        }
    }
    return out;
}

bool shownApart(const Mnemonic &a, const Mnemonic &b)
{
    for (const auto &[point, option] : a.choices) {
        for (const auto &[otherPoint, otherOption] : b.choices) {
            if (point == otherPoint && option != otherOption)
                return true;
        }
    }
    return false;
}

// Every mnemonic of the window's own widgets (not its dialogs or floating docks).
QList<Mnemonic> widgetMnemonics(const QMainWindow &window)
{
    QList<Mnemonic> out;
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (w->window() != &window)
            continue;
        QStringList texts;
        if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            texts << button->text();
        else if (const auto *label = qobject_cast<const QLabel *>(w); label && label->buddy())
            texts << label->text();
        else if (const auto *group = qobject_cast<const QGroupBox *>(w))
            texts << group->title();
        else if (const auto *tabs = qobject_cast<const QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
        }
        for (const QString &text : std::as_const(texts)) {
            const QChar key = mnemonicOf(text);
            if (!key.isNull())
                out.append({key, text, describe(w), choicesOf(w, window)});
        }
    }
    return out;
}

// "V: Add &Value (QPushButton rowKeyDock/...) takes the menu &View" lines, or none.
QStringList clashes(const QMainWindow &window)
{
    QStringList out;
    QHash<QChar, QString> menus;
    for (const QAction *menu : window.menuBar()->actions()) {
        const QChar key = mnemonicOf(menu->text());
        if (key.isNull())
            continue;
        if (menus.contains(key))
            out << QStringLiteral("%1: menus %2 and %3").arg(key, menus[key], menu->text());
        menus.insert(key, menu->text());
    }
    const QList<Mnemonic> all = widgetMnemonics(window);
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Mnemonic &a = all[i];
        if (menus.contains(a.key))
            out << QStringLiteral("%1: %2 (%3) takes the menu %4")
                       .arg(a.key, a.text, a.where, menus[a.key]);
        for (qsizetype j = i + 1; j < all.size(); ++j) {
            const Mnemonic &b = all[j];
            if (a.key == b.key && !shownApart(a, b))
                out << QStringLiteral("%1: %2 (%3) and %4 (%5)")
                           .arg(a.key, a.text, a.where, b.text, b.where);
        }
    }
    return out;
}

// Within one menu (and each submenu) no two items share a letter, and every panel's toggle in
// the View menu has one: "View: Pro&ject and &Project" lines, or none.
QStringList menuClashes(const QMainWindow &window)
{
    QStringList out;
    QList<const QMenu *> menus;
    for (const QAction *title : window.menuBar()->actions()) {
        if (title->menu())
            menus.append(title->menu());
    }
    for (qsizetype m = 0; m < menus.size(); ++m) {
        QHash<QChar, QString> taken;
        for (const QAction *item : menus[m]->actions()) {
            if (item->menu())
                menus.append(item->menu());
            const QChar key = mnemonicOf(item->text());
            if (key.isNull())
                continue;
            if (taken.contains(key))
                out << QStringLiteral("%1: %2 and %3")
                           .arg(menus[m]->title(), taken[key], item->text());
            taken.insert(key, item->text());
        }
    }
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (mnemonicOf(dock->toggleViewAction()->text()).isNull())
            out << QStringLiteral("View: %1 has no letter").arg(dock->toggleViewAction()->text());
    }
    return out;
}

} // namespace

class TestMnemonics : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theTestSeesClashes();
    void noMnemonicClashes_data();
    void noMnemonicClashes();
};

void TestMnemonics::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_mnemonics")));
}

void TestMnemonics::theTestSeesClashes()
{
    // A button that takes the View menu's letter and a second one beside it are both reported;
    // the same letter on another page of a stack is not.
    MainWindow window;
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("problemsDock"));
    QVERIFY(dock);
    const QList<Mnemonic> before = widgetMnemonics(window);
    auto *view = new QPushButton(QStringLiteral("Add &Value"), dock->widget());
    auto *twin = new QPushButton(QStringLiteral("&Zoom"), dock->widget());
    auto *stack = new QStackedWidget(dock->widget());
    stack->addWidget(new QPushButton(QStringLiteral("&Jump")));
    stack->addWidget(new QPushButton(QStringLiteral("&Jolt")));
    auto *other = new QPushButton(QStringLiteral("&Zed"), dock->widget());
    const QStringList found = clashes(window);
    QCOMPARE(widgetMnemonics(window).size(), before.size() + 5);
    QVERIFY2(found.filter(QStringLiteral("takes the menu &View")).size() == 1,
             qPrintable(found.join(u'\n')));
    QVERIFY2(found.filter(QStringLiteral("&Zoom")).size() == 1, qPrintable(found.join(u'\n')));
    QVERIFY2(found.filter(QStringLiteral("&J")).isEmpty(), qPrintable(found.join(u'\n')));
    // Two items of one menu with the same letter, and a panel toggle without one.
    QMenu *viewMenu = window.menuBar()->actions().at(2)->menu();
    QAction *second = viewMenu->addAction(viewMenu->actions().first()->text());
    const QString toggleText = dock->toggleViewAction()->text();
    dock->toggleViewAction()->setText(QStringLiteral("Problems"));
    const QStringList menuFound = menuClashes(window);
    QCOMPARE(menuFound.size(), 2);
    QVERIFY2(menuFound.filter(QStringLiteral("has no letter")).size() == 1,
             qPrintable(menuFound.join(u'\n')));
    dock->toggleViewAction()->setText(toggleText);
    delete second;
    delete view;
    delete twin;
    delete stack;
    delete other;
}

void TestMnemonics::noMnemonicClashes_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

void TestMnemonics::noMnemonicClashes()
{
    QFETCH(QString, language);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG#rowkey"));
    QVERIFY(Translations::installForLocale(language));
    QCoreApplication::processEvents();
    const QStringList found = clashes(window) + menuClashes(window);
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    // The walk saw the window's mnemonics: the menus' and the panels'.
    QVERIFY(widgetMnemonics(window).size() > 15);
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
