// The Properties panel's "Other attributes" editor (docs/designer.md#editing): the attributes an
// import keeps verbatim have long names (CONFIGURATION:hbase.hstore.blockingStoreFiles, a METADATA
// key such as hbase.store.file-tracker.impl). Each name and value must be readable whole: shown
// whole when the panel has room, else cut in the middle with the whole text in the tooltip.
#include "guiutil.h"
#include "ui/document/document.h"
#include "ui/mainwindow.h"
#include "ui/properties/attributetable.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QPointer>
#include <QScopeGuard>
#include <QTableView>
#include <QTest>

namespace {

const QString kLongName = QStringLiteral("CONFIGURATION:hbase.hstore.compaction.max.size");
const QString kLongValue = QStringLiteral("org.apache.hadoop.hbase.regionserver.storefiletracker."
                                          "FileBasedStoreFileTracker");

// Opens the editor of the selected family's other attributes, the last property.
AttributeTable *openEditor(MainWindow &window)
{
    auto *properties = window.findChild<QTableView *>(QStringLiteral("propertyView"));
    QAbstractItemModel *model = properties->model();
    const QModelIndex last = model->index(model->rowCount() - 1, 1);
    properties->scrollTo(last);
    properties->edit(last);
    QCoreApplication::processEvents();
    return properties->findChild<AttributeTable *>(QStringLiteral("attributeTable"));
}

// Qt's warnings while a test runs, for the test to fail on.
QStringList g_warnings;

void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform's own note when a window's size hints change (a dock laid out
    // again as the preview arrives) says nothing about the editor.
    if (message.contains(QStringLiteral("does not support propagateSizeHints")))
        return;
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings.append(message);
}

// Types `text` into the attribute table's cell as a user does: the cell's editor opens, takes
// the text and Enter commits it.
void typeInto(AttributeTable *table, int row, int column, const QString &text)
{
    const QModelIndex index = table->model()->index(row, column);
    QVERIFY(index.isValid());
    table->setCurrentIndex(index);
    table->edit(index);
    QCoreApplication::processEvents();
    auto *cell = table->viewport()->findChild<QLineEdit *>();
    QVERIFY(cell);
    cell->selectAll();
    QTest::keyClicks(cell, text);
    if (text.isEmpty())
        QTest::keyClick(cell, Qt::Key_Delete);
    QTest::keyClick(cell, Qt::Key_Return);
    QCoreApplication::processEvents(); // the commit
    QCoreApplication::processEvents(); // the rows it adds or removes
}

} // namespace

class TestOtherAttributes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(GuiUtil::startSession(QStringLiteral("tst_otherattributes"))); }
    void longNamesAndValuesAreReachableWhole_data();
    void longNamesAndValuesAreReachableWhole();
    void editingAttributesWarnsNothing();
};

void TestOtherAttributes::longNamesAndValuesAreReachableWhole_data()
{
    QTest::addColumn<int>("panelWidth");
    QTest::newRow("wide panel") << 560;
    QTest::newRow("narrow panel") << 300;
}

void TestOtherAttributes::longNamesAndValuesAreReachableWhole()
{
    QFETCH(int, panelWidth);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    QVERIFY(window.document()->edit(QStringLiteral("attributes"), [](Project *p, QString *) {
        ColumnFamily &f = GuiUtil::tableNamed(*p, QStringLiteral("MOMO_CHAT:MSG")).families[0];
        f.otherAttributes.insert(kLongName, QStringLiteral("2147483648"));
        f.otherAttributes.insert(QStringLiteral("hbase.store.file-tracker.impl"), kLongValue);
        return true;
    }));
    QCoreApplication::processEvents(); // the opened project's first table is selected
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG/C1"));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
    // Floating, so that neither the window's layout nor a saved state decides its width.
    dock->setFloating(true);
    dock->resize(panelWidth, 700);
    QCoreApplication::processEvents();
    QVERIFY2(qAbs(dock->width() - panelWidth) < 40, qPrintable(QString::number(dock->width())));

    AttributeTable *table = openEditor(window);
    QVERIFY(table && table->isVisible());
    auto *properties = window.findChild<QTableView *>(QStringLiteral("propertyView"));
    // The editor takes the row's whole width, not only the value column's.
    QCOMPARE(table->x(), 0);
    QVERIFY2(table->width() >= properties->viewport()->width() - 2,
             qPrintable(QStringLiteral("editor %1 px wide in a panel of %2 px")
                            .arg(table->width())
                            .arg(properties->viewport()->width())));

    int longRow = -1;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0) && table->item(row, 0)->text() == kLongName)
            longRow = row;
    }
    QVERIFY2(longRow >= 0, qPrintable(table->text()));
    // Every cell's tooltip holds its text whole.
    for (int row = 0; row + 1 < table->rowCount(); ++row) {
        for (int column = 0; column < 2; ++column)
            QCOMPARE(table->item(row, column)->toolTip(), table->item(row, column)->text());
    }
    QCOMPARE(table->textElideMode(), Qt::ElideMiddle);

    // The names column takes what its longest name needs, up to three fifths of the width; the
    // values keep the rest.
    const QFontMetrics metrics(table->font());
    const int nameWidth = metrics.horizontalAdvance(kLongName);
    const int available = table->viewport()->width();
    if (nameWidth + 16 <= available * 3 / 5) {
        QVERIFY2(table->columnWidth(0) >= nameWidth,
                 qPrintable(QStringLiteral("name %1 px, column %2 px")
                                .arg(nameWidth)
                                .arg(table->columnWidth(0))));
    } else {
        QVERIFY(table->columnWidth(0) <= available * 3 / 5);
        QVERIFY(table->columnWidth(0) >= available / 2);
    }
    QVERIFY(table->columnWidth(1) >= available / 3);
    // The wide panel shows the long name whole.
    if (panelWidth >= 560)
        QVERIFY(table->columnWidth(0) >= nameWidth);

    // A name typed in gets its tooltip too.
    const int last = table->rowCount() - 1;
    table->setItem(last, 0, new QTableWidgetItem(QStringLiteral("CONFIGURATION:a.typed.key")));
    QCOMPARE(table->item(last, 0)->toolTip(), QStringLiteral("CONFIGURATION:a.typed.key"));
    properties->closePersistentEditor(
        properties->model()->index(properties->model()->rowCount() - 1, 1));
}

void TestOtherAttributes::editingAttributesWarnsNothing()
{
    MainWindow window;
    QVERIFY(GuiUtil::showChatWith(window, QStringLiteral("MOMO_CHAT:MSG/C1")));
    g_warnings.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collectWarnings);
    const auto restore = qScopeGuard([previous] { qInstallMessageHandler(previous); });
    AttributeTable *table = openEditor(window);
    QVERIFY(table);
    // A new attribute in the empty last row, its value, a second one, then one cleared again
    // (its row goes), then the editor closed by clicking the property list.
    const QPointer<AttributeTable> editor = table;
    typeInto(table, table->rowCount() - 1, 0, QStringLiteral("CONFIGURATION:hbase.a"));
    QVERIFY2(editor, qPrintable(g_warnings.join(u'\n')));
    typeInto(table, table->rowCount() - 2, 1, QStringLiteral("1"));
    QVERIFY2(editor, qPrintable(g_warnings.join(u'\n')));
    typeInto(table, table->rowCount() - 1, 0, QStringLiteral("CONFIGURATION:hbase.b"));
    QVERIFY2(editor, qPrintable(g_warnings.join(u'\n')));
    typeInto(table, table->rowCount() - 2, 0, QString());
    QVERIFY2(editor, qPrintable(g_warnings.join(u'\n')));
    auto *properties = window.findChild<QTableView *>(QStringLiteral("propertyView"));
    QVERIFY2(g_warnings.isEmpty(), qPrintable(QStringLiteral("typing: ") + g_warnings.join(u'\n')));
    properties->setFocus();
    QCoreApplication::processEvents();
    QVERIFY2(g_warnings.isEmpty(), qPrintable(QStringLiteral("focus: ") + g_warnings.join(u'\n')));
    QTest::mouseClick(properties->viewport(), Qt::LeftButton, {},
                      properties->visualRect(properties->model()->index(0, 0)).center());
    QCoreApplication::processEvents();
    QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(u'\n')));
    const ColumnFamily &family =
        window.project().findTable(QStringLiteral("MOMO_CHAT:MSG"))->families[0];
    QCOMPARE(family.otherAttributes.value(QStringLiteral("CONFIGURATION:hbase.a")),
             QStringLiteral("1"));
    QVERIFY(!family.otherAttributes.contains(QStringLiteral("CONFIGURATION:hbase.b")));
}

QTEST_MAIN(TestOtherAttributes)
#include "tst_otherattributes.moc"
