// The Help windows and the Undo/Redo commands as a newcomer meets them: the help shows no path
// or link of the source repository, each window takes the keys when it opens and Escape closes
// it, and Undo is called one thing everywhere (Chinese: 撤销, never Qt's 撤消). Runs offscreen.
#include "guiutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/mainwindow.h"
#include "ui/problems/problemspanel.h"
#include "ui/window/helpactions.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace {

// Every anchor (link) in `browser`'s text: none of them can lead anywhere in the window.
QStringList linksIn(const QTextBrowser *browser)
{
    QStringList links;
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor())
                links << format.anchorHref();
        }
    }
    return links;
}

QDialog *open(MainWindow &window, const char *action, const char *dialog)
{
    window.findChild<QAction *>(QLatin1String(action))->trigger();
    return window.findChild<QDialog *>(QLatin1String(dialog));
}

// The commands Help > Keyboard Shortcuts lists.
QStringList commands(QTableWidget *table)
{
    QStringList out;
    for (int row = 0; row < table->rowCount(); ++row)
        out << table->item(row, 0)->text();
    return out;
}

} // namespace

class TestHelpWindows : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void helpShowsNoRepositoryFiles_data();
    void helpShowsNoRepositoryFiles();
    void aRepositoryLinkBecomesItsText();
    void helpWindowsTakeTheKeysAndEscapeClosesThem();
    void undoIsNamedOneWay();
};

void TestHelpWindows::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_helpwindows")));
}

void TestHelpWindows::cleanup()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestHelpWindows::helpShowsNoRepositoryFiles_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestHelpWindows::helpShowsNoRepositoryFiles()
{
    QFETCH(QString, language);
    QVERIFY(Translations::installForLocale(language));
    MainWindow window;
    window.show();

    // Row-Key Notation: the docs page's links to file-format.md and, in Chinese, the line saying
    // it translates rowkey-notation.md, are not shown; the reference itself is.
    QDialog *notation = open(window, "helpNotation", "notationWindow");
    auto *text = notation->findChild<QTextBrowser *>(QStringLiteral("notationText"));
    QTRY_VERIFY(text->toPlainText().contains(QStringLiteral("[md5(sender '_' receiver")));
    QVERIFY2(!text->toPlainText().contains(QStringLiteral(".md")),
             qPrintable(text->toPlainText().left(400)));
    QCOMPARE(linksIn(text), QStringList());
    // The sentence around the dropped reference still reads.
    QVERIFY(text->toPlainText().contains(language == u"en"
                                             ? QStringLiteral("store row keys and what")
                                             : QStringLiteral("保存行键，")));

    // Rules: HBD-NAME-001's reason without "(docs/hbase-reference.md §4)".
    QDialog *rules = open(window, "helpRules", "rulesWindow");
    auto *catalog = rules->findChild<QTextBrowser *>(QStringLiteral("rulesText"));
    QTRY_VERIFY(catalog->toPlainText().contains(QStringLiteral("HBD-NAME-001")));
    QVERIFY2(!catalog->toPlainText().contains(QStringLiteral(".md")),
             qPrintable(catalog->toPlainText().left(400)));
    QVERIFY(!catalog->toPlainText().contains(QStringLiteral("docs/")));
    QCOMPARE(linksIn(catalog), QStringList());
    rules->findChild<QLineEdit *>(QStringLiteral("rulesSearch"))
        ->setText(QStringLiteral("HBD-NAME-001"));
    QVERIFY(catalog->toPlainText().contains(language == u"en" ? QStringLiteral("characters.")
                                                              : QStringLiteral("控制字符。")));
}

void TestHelpWindows::aRepositoryLinkBecomesItsText()
{
    // docs/ keeps its links for GitHub's readers; the window shows their text.
    QCOMPARE(HelpActions::withoutRepositoryLinks(
                 QStringLiteral("See the [rule catalog](rules.md#hbd-key-003) first.")),
             QStringLiteral("See the rule catalog first."));
    QCOMPARE(HelpActions::withoutRepositoryLinks(
                 QStringLiteral("How files store keys ([file-format.md](file-format.md)) too.")),
             QStringLiteral("How files store keys too."));
    QCOMPARE(HelpActions::withoutRepositoryLinks(
                 QStringLiteral("A.\nThis page is [x.md](x.md)'s translation. B")),
             QStringLiteral("A.\nB"));
    // Links elsewhere, and text without links, stay.
    const QString web = QStringLiteral("[HBase](https://hbase.apache.org/book.html)");
    QCOMPARE(HelpActions::withoutRepositoryLinks(web), web);
    QCOMPARE(
        HelpActions::withoutDocReferences(QStringLiteral("Bytes (docs/hbase-reference.md §1).")),
        QStringLiteral("Bytes."));
    QCOMPARE(
        HelpActions::withoutDocReferences(QStringLiteral("字节（docs/hbase-reference.md §1）。")),
        QStringLiteral("字节。"));
}

void TestHelpWindows::helpWindowsTakeTheKeysAndEscapeClosesThem()
{
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // Rules: the search field has the focus, so typing filters at once.
    QDialog *rules = open(window, "helpRules", "rulesWindow");
    auto *search = rules->findChild<QLineEdit *>(QStringLiteral("rulesSearch"));
    QVERIFY(QTest::qWaitForWindowActive(rules));
    QTRY_COMPARE(QApplication::focusWidget(), search);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("key-003"));
    auto *catalog = rules->findChild<QTextBrowser *>(QStringLiteral("rulesText"));
    QVERIFY(catalog->toPlainText().contains(QStringLiteral("HBD-KEY-003")));
    QVERIFY(!catalog->toPlainText().contains(QStringLiteral("HBD-CF-003")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!rules->isVisible());

    // Opened again while it is still open behind the main window, its text last clicked: it
    // comes to the front with the keys in the search field, the last search selected, so
    // typing replaces it.
    open(window, "helpRules", "rulesWindow");
    QVERIFY(QTest::qWaitForWindowActive(rules));
    catalog->setFocus();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(rules->isVisible());
    open(window, "helpRules", "rulesWindow");
    QVERIFY(QTest::qWaitForWindowActive(rules));
    QTRY_COMPARE(QApplication::focusWidget(), search);
    QTest::keyClicks(search, QStringLiteral("cf-003"));
    QCOMPARE(search->text(), QStringLiteral("cf-003"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!rules->isVisible());

    // The notation reference and the shortcut list: active, their text or table focused.
    const QList<std::pair<const char *, const char *>> others{{"helpNotation", "notationWindow"},
                                                              {"helpShortcuts", "shortcutsWindow"}};
    for (const auto &[action, name] : others) {
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QDialog *dialog = open(window, action, name);
        QVERIFY2(QTest::qWaitForWindowActive(dialog), name);
        window.activateWindow(); // behind the main window, then asked for again
        QVERIFY(QTest::qWaitForWindowActive(&window));
        open(window, action, name);
        QVERIFY2(QTest::qWaitForWindowActive(dialog), name);
        QTRY_VERIFY2(QApplication::focusWidget() && QApplication::focusWidget()->window() == dialog,
                     name);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY2(!dialog->isVisible(), name);
    }
}

void TestHelpWindows::undoIsNamedOneWay()
{
    MainWindow window;
    QVERIFY(GuiUtil::showChatWith(window, QStringLiteral("MOMO_CHAT:MSG")));
    QAction *undo = window.editActions()->undoAction();
    QAction *redo = window.editActions()->redoAction();
    QVERIFY(!undo->isEnabled());
    QVERIFY(window.editActions()->addFamily());
    const QString step = window.document()->undoStack()->undoText();
    QVERIFY(!step.isEmpty());
    QVERIFY(undo->isEnabled());
    // The menu names the step; the toolbar and the shortcut list the command.
    QCOMPARE(undo->text(), QStringLiteral("&Undo %1").arg(step));
    auto *toolbar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    auto *undoButton = qobject_cast<QToolButton *>(toolbar->widgetForAction(undo));
    QCOMPARE(undoButton->text(), QStringLiteral("Undo"));
    window.findChild<QAction *>(QStringLiteral("helpShortcuts"))->trigger();
    auto *table = window.findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    QVERIFY2(commands(table).contains(QStringLiteral("Undo")),
             qPrintable(commands(table).join(u',')));
    QVERIFY(commands(table).contains(QStringLiteral("Redo")));
    QVERIFY(commands(table).filter(QStringLiteral("Undo ")).isEmpty());
    const int steps = window.document()->undoStack()->index();
    undo->trigger(); // the action undoes the step
    QCOMPARE(window.document()->undoStack()->index(), steps - 1);
    QVERIFY(redo->isEnabled());
    QCOMPARE(redo->text(), QStringLiteral("&Redo %1").arg(step));

    // In Chinese: 撤销 and 重做 in the menu, on the toolbar and in the shortcut list, never 撤消.
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QTRY_VERIFY(undo->text().startsWith(QStringLiteral("撤销")));
    QVERIFY2(undo->text().contains(window.document()->undoStack()->undoText()),
             qPrintable(undo->text()));
    QVERIFY2(redo->text().startsWith(QStringLiteral("重做")), qPrintable(redo->text()));
    QCOMPARE(undoButton->text(), QStringLiteral("撤销"));
    window.findChild<QAction *>(QStringLiteral("helpShortcuts"))->trigger();
    QTRY_VERIFY(commands(table).contains(QStringLiteral("撤销")));
    QVERIFY(commands(table).contains(QStringLiteral("重做")));
    QVERIFY(commands(table).filter(QStringLiteral("撤消")).isEmpty());
    // In pinyin order, as a Chinese reader looks one up (a trial found code-point order):
    // 打开项目 (da) before 切换到对比视图 (qie), though 切 U+5207 comes before 打 U+6253.
    const QStringList listed = commands(table);
    const auto at = [&listed](const char *prefix) {
        for (qsizetype i = 0; i < listed.size(); ++i) {
            if (listed[i].startsWith(QString::fromUtf8(prefix)))
                return i;
        }
        return qsizetype(-1);
    };
    QVERIFY2(at("打开项目") >= 0 && at("打开项目") < at("切换到对比视图"),
             qPrintable(listed.join(u',')));
    QVERIFY(commands(table).filter(QStringLiteral("撤销 ")).isEmpty());
    const auto menuText = [&window] {
        QString all;
        for (QAction *menu : window.menuBar()->actions()) {
            for (QAction *item : menu->menu()->actions())
                all += item->text() + u'\n';
        }
        return all;
    };
    QVERIFY(!menuText().contains(QStringLiteral("撤消")));
    redo->trigger();
    QVERIFY2(undo->text().startsWith(QStringLiteral("撤销")), qPrintable(undo->text()));
    QVERIFY(!menuText().contains(QStringLiteral("撤消")));
}

QTEST_MAIN(TestHelpWindows)
#include "tst_helpwindows.moc"
