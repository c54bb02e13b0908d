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

} // namespace

class TestOtherAttributes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(GuiUtil::startSession(QStringLiteral("tst_otherattributes"))); }
    void longNamesAndValuesAreReachableWhole_data();
    void longNamesAndValuesAreReachableWhole();
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

QTEST_MAIN(TestOtherAttributes)
#include "tst_otherattributes.moc"
