// The Properties panel by keyboard for every kind of object the project tree holds: the
// project, a namespace, a table, its row key and pre-split, a column family and a qualifier. For
// each, a property's value is typed into its editor (F2) and left with Enter, Tab or Esc; Enter
// and Tab commit it (the table shows the project's new value), Esc leaves the project as it was,
// and the keyboard stays in the table either way. Then every row of every kind of object is typed
// into and left each of the four ways: each edit lands or is refused with its reason, Esc changes
// nothing, and the window and the keyboard focus live through all of them.
#include "guiutil.h"
#include "keyboardutil.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>

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
    void everyRowEveryWay_data();
    void everyRowEveryWay();
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

void TestKeyboardProperties::everyRowEveryWay_data()
{
    QTest::addColumn<QString>("path");
    const QString table = QStringLiteral("MOMO_CHAT:MSG");
    QTest::newRow("project") << QString();
    QTest::newRow("namespace") << QStringLiteral("MOMO_CHAT");
    QTest::newRow("table") << table;
    QTest::newRow("row key") << table + QStringLiteral("#rowkey");
    QTest::newRow("pre-split") << table + QStringLiteral("#splits");
    QTest::newRow("family") << table + QStringLiteral("/C1");
    QTest::newRow("qualifier") << table + QStringLiteral("/C1:msg_time");
}

void TestKeyboardProperties::everyRowEveryWay()
{
    QFETCH(QString, path);
    MainWindow window;
    QVERIFY(showChatWith(window, path));
    window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->raise();
    QCoreApplication::processEvents();
    QTableView *view = window.propertyEditor()->view();
    PropertyModel *model = window.propertyEditor()->model();
    QStringList ids;
    for (int row = 0; row < model->rowCount(); ++row)
        ids << model->index(row, 0).data(PropertyModel::PropertyIdRole).toString();
    int landed = 0, refused = 0, kept = 0, typed = 0;
    for (const QString &id : std::as_const(ids)) {
        for (const Leave how : Keys::kAllWays) {
            const QString where = id + u' ' + QLatin1String(Keys::name(how));
            const QModelIndex index = model->indexOf(id);
            if (!index.isValid() || !(model->flags(index) & Qt::ItemIsEditable))
                continue;
            const QByteArray saved = serialized(window.project());
            view->setFocus(Qt::TabFocusReason);
            view->setCurrentIndex(index);
            QTest::keyClick(view, Qt::Key_F2);
            // Guarded: the view deletes the editor once it is left.
            const QPointer<QWidget> editor = QApplication::focusWidget();
            QVERIFY2(editor && view->isAncestorOf(editor), qPrintable(where));
            const bool line = qobject_cast<QLineEdit *>(editor);
            if (auto *combo = qobject_cast<QComboBox *>(editor))
                QTest::keyClick(combo, combo->currentIndex() > 0 ? Qt::Key_Up : Qt::Key_Down);
            else // a new value each time, so that a change shows; a row key wants notation
                Keys::typeOver(editor,
                               (id == u"rowKey" ? QStringLiteral("[k%1]") : QStringLiteral("%1"))
                                   .arg(++typed + 70));
            Keys::leave(how, editor);
            // A text box takes Enter as a new line, Ctrl+Enter leaves it; an attribute table
            // takes the first Enter or Esc as the end of the cell's editing, the second leaves it.
            if ((how == Leave::Enter || how == Leave::Escape) && !line && Keys::holds(editor))
                QTest::keyClick(QApplication::focusWidget(),
                                how == Leave::Escape ? Qt::Key_Escape : Qt::Key_Return,
                                qobject_cast<QPlainTextEdit *>(editor) ? Qt::ControlModifier
                                                                       : Qt::NoModifier);
            QCoreApplication::processEvents();
            QVERIFY2(!Keys::holds(editor), qPrintable(where));
            QVERIFY2(window.isVisible(), qPrintable(where));
            QWidget *focus = QApplication::focusWidget();
            QVERIFY2(focus && focus->isVisible() && focus->window() == &window, qPrintable(where));
            const bool changed = serialized(window.project()) != saved;
            const QString message = window.propertyEditor()->message();
            if (how == Leave::Escape) {
                QVERIFY2(!changed, qPrintable(where));
                ++kept;
            } else if (changed) {
                ++landed;
            } else {
                // A one-line field either takes what was typed or says why not.
                QVERIFY2(!line || !message.isEmpty(), qPrintable(where));
                if (qEnvironmentVariableIsSet("KEYS_DEBUG"))
                    qInfo("%s: %s", qPrintable(where), qPrintable(message));
                ++refused;
            }
        }
    }
    qInfo("%lld rows: %d edits landed, %d refused or kept open, %d reverted by Esc",
          qlonglong(ids.size()), landed, refused, kept);
    QVERIFY(landed > 0);
}

QTEST_MAIN(TestKeyboardProperties)
#include "tst_keyboardproperties.moc"
