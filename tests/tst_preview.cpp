// The live preview panels driven through the real window: keys in HBase order with the regions
// HBase assigns, search, the split-strategy switcher, the sample size, the heatmap, access
// patterns and storage, and the background service's generations. Runs offscreen.
#include "guiutil.h"
#include "model/analysis/splits.h"
#include "model/hbase/bytes.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/regionschart.h"
#include "ui/document/document.h"
#include "ui/inputs/sampledatapanel.h"
#include "ui/preview/accessmodel.h"
#include "ui/preview/keyordermodel.h"
#include "ui/preview/keyorderpanel.h"
#include "ui/preview/regionspanel.h"
#include "ui/preview/storagepanel.h"
#include "ui/properties/propertymodel.h"
#include "ui/script/rubyhighlighter.h"
#include "ui/script/scriptpreview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QUndoStack>

namespace {

QByteArray keyAt(KeyOrderModel *model, int rank)
{
    return Bytes::parseStringBinary(model->index(rank, KeyOrderModel::KeyColumn).data().toString())
        .bytes;
}

// HBase's order: unsigned bytes, a prefix first (docs/hbase-reference.md §1).
bool hbaseLess(const QByteArray &a, const QByteArray &b)
{
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                        [](char x, char y) { return quint8(x) < quint8(y); });
}

void openChat(MainWindow &window, const QString &table = QStringLiteral("MOMO_CHAT:MSG"))
{
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    QVERIFY(GuiUtil::waitForPreview(window));
    window.document()->select(table);
    QVERIFY(GuiUtil::waitForPreview(window));
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    QVERIFY(widget->grab().save(dir + u'/' + name + QStringLiteral(".png")));
}

} // namespace

class TestPreview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void keysInHBaseOrderWithHBaseRegions();
    void searchJumpsToAPrefixOrAValue();
    void strategySwitcherChangesTheRegions();
    void sampleSizeIsOneUndoableEdit();
    void heatmapAccessAndStorageFollowTheTable();
    void olderComputationsAreDropped();
    void anEditWaitsOnlyWhileOneIsComputing();
    void modelsPassTheTester();
    void refreshTimeWithAHundredThousandRows();
    void aMillionKeysScroll();
    void screenshots();
};

void TestPreview::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_preview")));
}

void TestPreview::keysInHBaseOrderWithHBaseRegions()
{
    MainWindow window;
    openChat(window);
    KeyOrderModel *model = window.previews()->keyOrder()->model();
    const Table *table = window.project().findTable(u"MOMO_CHAT:MSG");
    QCOMPARE(model->rowCount(), int(table->sample.rows));
    // The split keys HBase computes for the spec, independently of the preview.
    const Splits::Result splits = Splits::forSpec(table->splits);
    QVERIFY(splits.ok());
    QCOMPARE(splits.keys.size(), 5);
    QByteArray previous;
    for (int rank = 0; rank < model->rowCount(); rank += 7) {
        const QByteArray key = keyAt(model, rank);
        QVERIFY2(!hbaseLess(key, previous), qPrintable(QString::number(rank)));
        const int region = model->index(rank, KeyOrderModel::RegionColumn).data().toInt();
        QCOMPARE(region, Splits::regionOf(splits.keys, key));
        QCOMPARE(model->index(rank, KeyOrderModel::HexColumn).data().toString(),
                 QString::fromLatin1(key.toHex()));
        previous = key;
    }
    // The key is built from its sample values: MD5 prefix, then sender, receiver, ts.
    const QString source = model->index(0, KeyOrderModel::SourceColumn).data().toString();
    QVERIFY2(source.contains(QStringLiteral("sender=")), qPrintable(source));
    QVERIFY(window.previews()->timingText().contains(QStringLiteral("10,000 keys")));
}

void TestPreview::searchJumpsToAPrefixOrAValue()
{
    MainWindow window;
    openChat(window);
    KeyOrderPanel *panel = window.previews()->keyOrder();
    const QByteArray target = keyAt(panel->model(), 4321);
    // A prefix typed in toStringBinary form: the first key that starts with it.
    const QString prefix = Bytes::toStringBinary(target.left(6));
    const int rank = panel->search(prefix);
    QVERIFY(rank >= 0 && rank <= 4321);
    QVERIFY(keyAt(panel->model(), rank).startsWith(target.left(6)));
    QVERIFY(rank == 0 || !keyAt(panel->model(), rank - 1).startsWith(target.left(6)));
    QCOMPARE(panel->view()->currentIndex().row(), rank);
    // A sample value: the next row whose values contain it.
    const QString source =
        panel->model()->index(100, KeyOrderModel::SourceColumn).data().toString();
    const QString sender = source.section(QStringLiteral("sender="), 1).section(u',', 0, 0);
    QVERIFY(!sender.isEmpty());
    const int found = panel->search(sender);
    QVERIFY(found >= 0);
    QVERIFY(panel->model()
                ->index(found, KeyOrderModel::SourceColumn)
                .data()
                .toString()
                .contains(sender));
    QCOMPARE(panel->search(QStringLiteral("no such thing anywhere")), -1);
}

void TestPreview::strategySwitcherChangesTheRegions()
{
    MainWindow window;
    openChat(window);
    RegionsPanel *panel = window.previews()->regions();
    QCOMPARE(panel->chart()->regionCount(), 6);
    QCOMPARE(panel->strategyBox()->currentText(), QStringLiteral("HexStringSplit"));
    // Hashed keys: writes spread in time too, so no warning under the chart.
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("regionsMessage"))->text().isEmpty());
    const Project before = window.project();

    QVERIFY(panel->setStrategy(4)); // UniformSplit
    const SplitSpec &s = window.project().findTable(u"MOMO_CHAT:MSG")->splits;
    QCOMPARE(s.kind, SplitKind::Algorithm);
    QCOMPARE(s.algorithm, SplitAlgorithm::Uniform);
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(panel->chart()->regionCount(), 6);
    // Uniform splits over raw bytes: the hex-digit keys all fall in the first regions.
    QVERIFY(panel->chart()->summary().emptyRegions > 0);

    panel->regionsBox()->setValue(12);
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(window.project().findTable(u"MOMO_CHAT:MSG")->splits.regions, 12);
    QCOMPARE(panel->chart()->regionCount(), 12);

    // A time-first key: even totals per region, yet each moment's writes in one region.
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    QVERIFY(panel->setStrategy(7));
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY(panel->chart()->summary().maxOverMean < 1.2);
    const QString warning = panel->findChild<QLabel *>(QStringLiteral("regionsMessage"))->text();
    QVERIFY2(warning.contains(QStringLiteral("time window")), qPrintable(warning));
    window.document()->undoStack()->undo();
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG"));

    QVERIFY(panel->setStrategy(0)); // none
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(panel->chart()->regionCount(), 1);
    QVERIFY(!panel->regionsBox()->isEnabled());

    QVERIFY(panel->setStrategy(7)); // recommended: quantiles of the sample keys
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(panel->chart()->regionCount(), 12);
    QCOMPARE(panel->chart()->summary().emptyRegions, 0);
    QVERIFY(panel->chart()->summary().maxOverMean < 1.1);

    QUndoStack *stack = window.document()->undoStack();
    QCOMPARE(stack->count(), 4);
    while (stack->canUndo())
        stack->undo();
    QVERIFY(window.project() == before);
    QCOMPARE(panel->strategyBox()->currentText(), QStringLiteral("HexStringSplit"));
}

void TestPreview::sampleSizeIsOneUndoableEdit()
{
    MainWindow window;
    openChat(window);
    QComboBox *box = window.previews()->sampleSizeBox();
    QCOMPARE(box->currentData().toLongLong(), 10000);
    QVERIFY(window.previews()->setSampleRows(1000));
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 1000);
    QCOMPARE(box->currentData().toLongLong(), 1000);
    QCOMPARE(window.document()->undoStack()->count(), 1);
    window.document()->undoStack()->undo();
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 10000);
}

void TestPreview::heatmapAccessAndStorageFollowTheTable()
{
    MainWindow window;
    openChat(window, QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    const RegionStats::Heatmap &heatmap = window.previews()->heatmap()->heatmap();
    QVERIFY(heatmap.windows > 1);
    qint64 total = 0;
    for (qint64 cell : heatmap.cells)
        total += cell;
    QCOMPARE(total, qint64(10000));
    // One region, so it takes every write of every window.
    for (double share : heatmap.hottestShare)
        QCOMPARE(share, 1.0);

    AccessModel *access = window.previews()->accessModel();
    const Table *table = window.project().findTable(u"MOMO_CHAT:MSG_BY_TIME");
    QCOMPARE(access->rowCount(), int(table->accessPatterns.size()));
    QCOMPARE(access->index(0, AccessModel::PatternColumn).data().toString(),
             table->accessPatterns.first().name);
    QVERIFY(!access->index(0, AccessModel::MethodColumn).data().toString().isEmpty());

    const QString storage = window.previews()->storage()->text();
    QVERIFY2(storage.contains(QStringLiteral("Bytes per row")), qPrintable(storage));

    // Selecting the project clears the table panels.
    window.document()->select(QString());
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 0);
    QCOMPARE(access->rowCount(), 0);
}

void TestPreview::olderComputationsAreDropped()
{
    MainWindow window;
    openChat(window);
    QSignalSpy ready(window.previews()->service(), &PreviewService::ready);
    for (int i = 0; i < 6; ++i)
        window.previews()->setSampleRows(i % 2 ? 1000 : 100000);
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY(ready.count() >= 1);
    // Only the newest request's result reaches the panels; the rest were dropped or never ran.
    QVERIFY2(ready.count() < 6, qPrintable(QString::number(ready.count())));
    const auto last = ready.last().first().value<PreviewSnapshot>();
    QCOMPARE(last.generation, window.previews()->service()->generation());
    QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 1000);
}

void TestPreview::anEditWaitsOnlyWhileOneIsComputing()
{
    MainWindow window;
    openChat(window);
    QVERIFY(GuiUtil::waitForPreview(window));
    PreviewService *service = window.previews()->service();
    constexpr int kDelayMs = 4000; // far above a 2,000-row preview, even on a loaded machine
    service->setDebounce(kDelayMs);
    QSignalSpy ready(service, &PreviewService::ready);
    // Nothing is computing: the edit is previewed without waiting for the delay.
    QVERIFY(window.previews()->setSampleRows(2000));
    QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kDelayMs - 1000);
    QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 2000);
    // A million rows computing: the next edit waits until edits pause for the delay.
    QVERIFY(window.previews()->setSampleRows(1000000));
    QTRY_VERIFY(service->isComputing());
    QElapsedTimer sinceEdit;
    sinceEdit.start();
    QVERIFY(window.previews()->setSampleRows(3000));
    QTRY_VERIFY_WITH_TIMEOUT(!service->isBusy(), 60000);
    // A coarse timer may fire up to 5% early.
    QVERIFY2(sinceEdit.elapsed() >= kDelayMs * 9 / 10,
             qPrintable(QString::number(sinceEdit.elapsed())));
    QCOMPARE(ready.count(), 2); // the million rows' result was dropped
    QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 3000);
}

void TestPreview::modelsPassTheTester()
{
    MainWindow window;
    QAbstractItemModelTester keys(window.previews()->keyOrder()->model(),
                                  QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester access(window.previews()->accessModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    openChat(window);
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG_BY_CONVERSATION"));
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY(window.previews()->keyOrder()->model()->rowCount() > 0);
}

// What the app's own timer says of the last refresh, and where the time went.
static void printRefresh(const char *edit, MainWindow &window)
{
    const PreviewDocks *docks = window.previews();
    qInfo(
        "%s edit to every panel refreshed, %lld keys: %lld ms (computing %.0f ms, panels %.0f ms)",
        edit, qint64(docks->keyOrder()->model()->rowCount()), docks->lastRefreshMs(),
        docks->lastComputeMs(), docks->lastShowMs());
}

void TestPreview::refreshTimeWithAHundredThousandRows()
{
    // Not a timed test: it prints what the app's own timer measured, for the notes.
    MainWindow window;
    openChat(window);
    QVERIFY(window.previews()->setSampleRows(100000));
    QVERIFY(GuiUtil::waitForPreview(window));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG#splits"));
    for (int regions : {8, 10, 12}) {
        window.previews()->regions()->regionsBox()->setValue(regions);
        QVERIFY(GuiUtil::waitForPreview(window));
        QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 100000);
        printRefresh("split", window);
    }
    // A key edit: every row encoded and sorted again.
    const QString key = window.project().findTable(u"MOMO_CHAT:MSG")->rowKey.toNotation();
    for (const QString &notation : {key + QStringLiteral(" '#'"), key}) {
        QVERIFY(editProperty(window.document(), QStringLiteral("key"),
                             QStringLiteral("MOMO_CHAT:MSG"), QStringLiteral("rowKey"), notation));
        QVERIFY(GuiUtil::waitForPreview(window));
        QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 100000);
        printRefresh("key", window);
    }
    // A generator edit through the Sample Data panel: the sample is generated again.
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG"));
    SampleDataPanel *sample = window.sampleData();
    for (const double rate : {3000.0, 2000.0}) {
        FieldGenerator ts;
        for (const FieldGenerator &g :
             window.project().findTable(u"MOMO_CHAT:MSG")->sample.generators) {
            if (g.field == QStringLiteral("ts"))
                ts = g;
        }
        ts.ratePerSecond = rate;
        QVERIFY(sample->setGenerator(QStringLiteral("ts"), ts));
        QVERIFY(GuiUtil::waitForPreview(window));
        QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 100000);
        printRefresh("generator", window);
    }
    // A family edit: nothing measured changes; the findings are redone.
    QVERIFY(editProperty(window.document(), QStringLiteral("versions"),
                         QStringLiteral("MOMO_CHAT:MSG/C1"), QStringLiteral("versions"),
                         QStringLiteral("2")));
    QVERIFY(GuiUtil::waitForPreview(window));
    printRefresh("family", window);
}

void TestPreview::aMillionKeysScroll()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    openChat(window);
    QVERIFY(window.previews()->setSampleRows(1000000));
    QVERIFY(GuiUtil::waitForPreview(window, 60000));
    KeyOrderPanel *panel = window.previews()->keyOrder();
    QCOMPARE(panel->model()->rowCount(), 1000000);
    // The view asks only for the rows it shows, wherever it scrolls.
    panel->view()->scrollToBottom();
    QCoreApplication::processEvents();
    const QByteArray last = keyAt(panel->model(), 999999);
    QVERIFY(!hbaseLess(last, keyAt(panel->model(), 999998)));
    QCOMPARE(panel->search(Bytes::toStringBinary(last)), int(panel->model()->lowerBound(last)));
    printRefresh("sample-size", window);
    // The whole process at its peak, for docs/cli.md#bench (the window's budget is 500 MiB).
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("VmHWM:"))
                qInfo("1,000,000 keys, peak resident memory: %s",
                      line.mid(6).trimmed().constData());
        }
    }
}

void TestPreview::screenshots()
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QVERIFY(Translations::installForLocale(language));
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        openChat(window, QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
        saveScreenshot(&window, QStringLiteral("designer-") + language);
        for (QDockWidget *dock : window.previews()->docks()) {
            dock->show();
            dock->raise();
            QCoreApplication::processEvents();
            saveScreenshot(dock, dock->objectName() + u'-' + language);
        }
    }
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));

    // The platform's dark palette: every panel follows it.
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    const QColor background(0x2b, 0x2b, 0x2b), base(0x1e, 0x1e, 0x1e), text(0xe0, 0xe0, 0xe0);
    for (const auto role : {QPalette::Window, QPalette::Button, QPalette::AlternateBase})
        dark.setColor(role,
                      role == QPalette::AlternateBase ? QColor(0x33, 0x33, 0x33) : background);
    dark.setColor(QPalette::Base, base);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(role, text);
    QApplication::setPalette(dark);
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        openChat(window, QStringLiteral("MOMO_CHAT:MSG#rowkey"));
        QVERIFY(window.scriptPreview()->highlighter()->isDark());
        saveScreenshot(&window, QStringLiteral("designer-dark"));
    }
    QApplication::setPalette(light);
    MainWindow again;
    QVERIFY(!again.scriptPreview()->highlighter()->isDark());
}

QTEST_MAIN(TestPreview)
#include "tst_preview.moc"
