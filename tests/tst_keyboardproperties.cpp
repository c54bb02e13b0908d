// The Properties panel by keyboard for every kind of object the project tree holds: the
// project, a namespace, a table, its row key and pre-split, a column family and a qualifier. For
// each, a property's value is typed into its editor (F2) and left with Enter, Tab or Esc; Enter
// and Tab commit it (the table shows the project's new value), Esc leaves the project as it was,
// and the keyboard stays in the table either way.
#include "guiutil.h"
#include "keyboardutil.h"

#include <QDockWidget>

using namespace GuiUtil;
using Keys::Leave;

Q_DECLARE_METATYPE(Keys::Leave)

class TestKeyboardProperties : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyObjectKind_data();
    void everyObjectKind();
};

void TestKeyboardProperties::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_keyboardproperties")));
}

void TestKeyboardProperties::everyObjectKind_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Leave>("how");
    QTest::addColumn<QString>("shown"); // what the table shows after; empty: as before
    const QString table = QStringLiteral("MOMO_CHAT:MSG");
    const QString family = table + QStringLiteral("/C1");
    const struct
    {
        const char *name;
        QString path;
        const char *id;
        const char *typed;
        Leave how;
        const char *shown;
    } rows[] = {
        {"project, region servers, Enter", QString(), "regionServers", "5", Leave::Enter, "5"},
        {"namespace, description, Tab", QStringLiteral("MOMO_CHAT"), "description", "Chat app",
         Leave::Tab, "Chat app"},
        {"table, region replicas, Enter", table, "regionReplication", "2", Leave::Enter, "2"},
        {"table, region replicas, Esc", table, "regionReplication", "3", Leave::Escape, ""},
        {"row key, Enter", table + QStringLiteral("#rowkey"), "rowKey", "[sender] [ts:long]",
         Leave::Enter, "[sender] [ts:long]"},
        {"pre-split, regions, Tab", table + QStringLiteral("#splits"), "splits.regions", "8",
         Leave::Tab, "8"},
        {"family, versions, Enter", family, "versions", "3", Leave::Enter, "3"},
        {"family, TTL, Tab", family, "ttl", "7 days", Leave::Tab, "7 d"},
        {"family, TTL, Esc", family, "ttl", "1 day", Leave::Escape, ""},
        {"qualifier, average size, Enter", family + QStringLiteral(":msg_time"),
         "averageValueBytes", "120", Leave::Enter, "120 B"},
        {"qualifier, average size, Esc", family + QStringLiteral(":msg_time"), "averageValueBytes",
         "999", Leave::Escape, ""},
    };
    for (const auto &row : rows)
        QTest::newRow(row.name) << row.path << QString::fromLatin1(row.id)
                                << QString::fromUtf8(row.typed) << row.how
                                << QString::fromUtf8(row.shown);
}

void TestKeyboardProperties::everyObjectKind()
{
    QFETCH(QString, path);
    QFETCH(QString, id);
    QFETCH(QString, typed);
    QFETCH(Leave, how);
    QFETCH(QString, shown);
    MainWindow window;
    QVERIFY(showChatWith(window, path));
    window.document()->select(path);
    window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->raise();
    QCoreApplication::processEvents();
    QTableView *view = window.propertyEditor()->view();
    PropertyModel *model = window.propertyEditor()->model();
    QVERIFY2(model->indexOf(id).isValid(), qPrintable(id));
    const QString before = value(window, id);
    const QByteArray saved = serialized(window.project());
    view->setFocus(Qt::TabFocusReason);
    view->setCurrentIndex(model->indexOf(id));
    QTest::keyClick(view, Qt::Key_F2);
    QWidget *editor = QApplication::focusWidget();
    QVERIFY(editor && view->isAncestorOf(editor));
    Keys::typeOver(editor, typed);
    Keys::leave(how);
    QCoreApplication::processEvents();
    QCOMPARE(window.propertyEditor()->message(), QString());
    if (how == Leave::Escape) {
        QCOMPARE(value(window, id), before);
        QCOMPARE(serialized(window.project()), saved);
    } else {
        QCOMPARE(value(window, id), shown);
        QVERIFY(serialized(window.project()) != saved);
    }
    QVERIFY2(Keys::holds(view), Keys::name(how)); // Tab: the next value's editor, in the table
    QVERIFY(window.isVisible());
}

QTEST_MAIN(TestKeyboardProperties)
#include "tst_keyboardproperties.moc"
