// The Cluster panel (docs/designer.md#the-cluster-panel) on a projector's 1280x720 screen: the chat
// example's budget a row a measure with the tables behind it, updated live when the cluster is
// edited, walked by the keyboard, and in Chinese. Saves the screenshots the issue notes show.
#include "guiutil.h"
#include "model/analysis/clusterbudgettext.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/mainwindow.h"
#include "ui/preview/clustermodel.h"
#include "ui/preview/clusterpanel.h"
#include "ui/preview/previewdocks.h"
#include "ui/preview/storagepanel.h"

#include <QDir>

#include <QDockWidget>
#include <QHeaderView>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <cmath>

using GuiUtil::editProperty;
using GuiUtil::waitForPreview;

class TestClusterPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(GuiUtil::startSession(QStringLiteral("tst_clusterpanel"))); }
    void cleanup() { QVERIFY(Translations::installForLocale(QStringLiteral("en"))); }
    void showsTheBudgetLive();
    void keyboardSelectsATableOfARow();
    void readsInChinese();
    void theStoragePanelCountsTheSameRegions();
};

namespace {

ClusterPanel *openChatCluster(MainWindow &window)
{
    if (!GuiUtil::showActive(window, QSize(1280, 690)))
        return nullptr;
    QString error;
    if (!window.openFile(TestUtil::chatExample(), &error) || !waitForPreview(window))
        return nullptr;
    window.findChild<QDockWidget *>(QStringLiteral("clusterDock"))->raise();
    QCoreApplication::processEvents();
    return window.previews()->cluster();
}

QString cell(ClusterPanel *panel, ClusterBudget::Measure m, int column)
{
    return panel->model()->index(int(m), column).data().toString();
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    QVERIFY(widget->grab().save(dir + u'/' + name + QStringLiteral(".png")));
}

} // namespace

void TestClusterPanel::showsTheBudgetLive()
{
    MainWindow window;
    ClusterPanel *panel = openChatCluster(window);
    QVERIFY(panel);
    QVERIFY(panel->isVisible());
    ClusterModel *model = panel->model();
    QCOMPARE(model->rowCount(), ClusterBudget::kMeasures);
    // The chat example: 6 servers of 24 GiB heap; its three tables at full volume. MSG's 3 billion
    // rows of 13 cells are 1,039 key bytes (with the MVCC fields) and 260 of values: GZ keeps 11%
    // and 30% of them (hbase-reference.md §6.5), 196 bytes a row with its blocks and bloom, 589 GiB
    // in regions 72% full: 77, 13 a server. The time-ordered MSG_BY_TIME leaves its regions half
    // full: 17 a server.
    using ClusterBudget::Measure;
    QCOMPARE(cell(panel, Measure::RegionsAtRetention, ClusterModel::MeasureColumn),
             QStringLiteral("Regions at full volume"));
    QCOMPARE(cell(panel, Measure::RegionsAtRetention, ClusterModel::LimitColumn),
             QStringLiteral("200"));
    QVERIFY2(cell(panel, Measure::RegionsAtRetention, ClusterModel::TablesColumn)
                 .startsWith(QStringLiteral("MOMO_CHAT:MSG_BY_TIME 17, MOMO_CHAT:MSG 13")),
             qPrintable(cell(panel, Measure::RegionsAtRetention, ClusterModel::TablesColumn)));
    // The memstores' limit: 24 GiB x 0.4, stated, not assumed.
    QCOMPARE(cell(panel, Measure::Memstores, ClusterModel::LimitColumn), QStringLiteral("9.6 GiB"));
    QVERIFY(panel->profileText().contains(QStringLiteral("6 region servers; heap 24 GiB")));
    const double before =
        model->index(int(Measure::RegionsAtRetention), 0).data(ClusterModel::UsedRole).toDouble();
    QVERIFY(before > 0 && before < 1);
    // The busiest server's WAL: MSG_BY_TIME's time-ordered key puts all its 2.23 MiB/s (381 KiB/s
    // a server on average over 6) on the server holding its tail, beside the others' shares:
    // 2.67 MiB/s against the Guide's 15 MiB/s, 18%.
    QCOMPARE(cell(panel, Measure::Writes, ClusterModel::PerServerColumn),
             QStringLiteral("2.67 MiB/s"));
    QCOMPARE(cell(panel, Measure::Writes, ClusterModel::LimitColumn), QStringLiteral("15 MiB/s"));
    QVERIFY2(cell(panel, Measure::Writes, ClusterModel::TablesColumn)
                 .startsWith(QStringLiteral("MOMO_CHAT:MSG_BY_TIME 2.23 MiB/s")),
             qPrintable(cell(panel, Measure::Writes, ClusterModel::TablesColumn)));
    QCOMPARE(
        std::round(model->index(int(Measure::Writes), 0).data(ClusterModel::UsedRole).toDouble() *
                   100),
        18.0);

    // Half the servers: each carries about twice the regions, and the panel follows the edit.
    // MSG (77 regions) and MSG_BY_TIME (103) keep theirs; MSG_BY_CONVERSATION's 62 GiB split
    // while each server held one of its regions at 256 MiB (SteppingSplitPolicy) into 12, two a
    // server, and on 3 servers into 9 of 7.7 GiB: (77 + 9 + 103) / 3 against 200.
    window.document()->select(QString());
    QCOMPARE(editProperty(window, QStringLiteral("regionServers"), QStringLiteral("3")), QString());
    QVERIFY(waitForPreview(window));
    const double after =
        model->index(int(Measure::RegionsAtRetention), 0).data(ClusterModel::UsedRole).toDouble();
    QVERIFY2(qAbs(before - (77 + 12 + 103) / 6.0 / 200) < 1e-9 &&
                 qAbs(after - (77 + 9 + 103) / 3.0 / 200) < 1e-9,
             qPrintable(QStringLiteral("%1 %2").arg(before).arg(after)));
    QVERIFY(panel->profileText().contains(QStringLiteral("3 region servers")));
    // Forgetting the heap: the limits resting on it say they are assumed.
    QCOMPARE(editProperty(window, QStringLiteral("heap"), QString()), QString());
    QVERIFY(waitForPreview(window));
    QCOMPARE(cell(panel, Measure::Memstores, ClusterModel::LimitColumn),
             QStringLiteral("6.4 GiB (assumed)"));
    QVERIFY(model->index(int(Measure::Memstores), 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("assumed heap")));
    saveScreenshot(&window, QStringLiteral("cluster-1280-en"));
}

void TestClusterPanel::keyboardSelectsATableOfARow()
{
    MainWindow window;
    ClusterPanel *panel = openChatCluster(window);
    QVERIFY(panel);
    window.document()->select(QString());
    QTableView *view = panel->view();
    view->setFocus(Qt::TabFocusReason);
    QVERIFY(view->hasFocus());
    // Down to "Regions after a year", whose largest part is the time-ordered table.
    view->setCurrentIndex(view->model()->index(0, 0));
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->currentIndex().row(), int(ClusterBudget::Measure::RegionsAfterAYear));
    // The row's whole list of tables, which its cell cuts, is in the status bar.
    // A year of expiry at 150 million rows a day leaves 185 days of MSG_BY_TIME's half-full
    // regions behind, 175 a server with the live ones.
    QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral(
                 "Regions after a year: MOMO_CHAT:MSG_BY_TIME 175, MOMO_CHAT:MSG 13, "
                 "MOMO_CHAT:MSG_BY_CONVERSATION 2.0")),
             qPrintable(window.statusBar()->currentMessage()));
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_COMPARE(window.document()->selectedTable(), QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    QVERIFY(waitForPreview(window));
    // The row stays current across the refresh the selection asked for; Tab leaves the table.
    QCOMPARE(view->currentIndex().row(), int(ClusterBudget::Measure::RegionsAfterAYear));
    view->setFocus(Qt::TabFocusReason);
    QTest::keyClick(view, Qt::Key_Tab);
    QVERIFY(!view->hasFocus());
    // Esc on the table does nothing harmful.
    view->setFocus(Qt::TabFocusReason);
    QTest::keyClick(view, Qt::Key_Escape);
    QCOMPARE(window.document()->selectedTable(), QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
}

void TestClusterPanel::readsInChinese()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    MainWindow window;
    ClusterPanel *panel = openChatCluster(window);
    QVERIFY(panel);
    using ClusterBudget::Measure;
    QCOMPARE(window.findChild<QDockWidget *>(QStringLiteral("clusterDock"))->windowTitle(),
             QStringLiteral("集群"));
    QCOMPARE(cell(panel, Measure::Disk, ClusterModel::MeasureColumn), QStringLiteral("磁盘"));
    QVERIFY2(panel->profileText().startsWith(QStringLiteral("6 台 RegionServer")),
             qPrintable(panel->profileText()));
    QCOMPARE(panel->model()->headerData(ClusterModel::PerServerColumn, Qt::Horizontal).toString(),
             QStringLiteral("每台服务器"));
    // Every column's text fits without being cut: the view is as wide as its columns need.
    QTableView *view = panel->view();
    int needed = 0;
    for (int c = 0; c < ClusterModel::TablesColumn; ++c)
        needed += view->horizontalHeader()->sectionSize(c);
    QVERIFY2(needed < view->viewport()->width(),
             qPrintable(QStringLiteral("%1 of %2").arg(needed).arg(view->viewport()->width())));
    saveScreenshot(&window, QStringLiteral("cluster-1280-zh_CN"));
}

// The Storage panel shows the one estimate the Cluster panel adds up: the same regions a table,
// its family's store files, and the fill behind a time-ordered key.
void TestClusterPanel::theStoragePanelCountsTheSameRegions()
{
    MainWindow window;
    QVERIFY(openChatCluster(window));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG_BY_TIME"));
    QVERIFY(waitForPreview(window));
    const QString text = window.previews()->storage()->text();
    // 103 regions, as the Cluster panel counts them (17 a server of 6); half full, GZ files.
    QVERIFY2(text.contains(QStringLiteral("Regions as HBase splits them")) &&
                 text.contains(QStringLiteral("<b>103</b>")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("regions 50% full on average")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("family C1")) &&
                 text.contains(QStringLiteral("versions kept: 1;")),
             qPrintable(text));
    // A hashed table's regions grow on: 72% full.
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG"));
    QVERIFY(waitForPreview(window));
    QVERIFY2(window.previews()->storage()->text().contains(QStringLiteral("<b>77</b>")) &&
                 window.previews()->storage()->text().contains(QStringLiteral("72% full")),
             qPrintable(window.previews()->storage()->text()));
}

QTEST_MAIN(TestClusterPanel)
#include "tst_clusterpanel.moc"
