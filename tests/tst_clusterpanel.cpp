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

#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QStatusBar>
#include <QTableView>
#include <QTest>

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
    // The chat example: 6 servers of 24 GB heap; its three tables at full volume.
    using ClusterBudget::Measure;
    QCOMPARE(cell(panel, Measure::RegionsAtRetention, ClusterModel::MeasureColumn),
             QStringLiteral("Regions at full volume"));
    QCOMPARE(cell(panel, Measure::RegionsAtRetention, ClusterModel::LimitColumn),
             QStringLiteral("200"));
    QVERIFY2(cell(panel, Measure::RegionsAtRetention, ClusterModel::TablesColumn)
                 .startsWith(QStringLiteral("MOMO_CHAT:MSG ")),
             qPrintable(cell(panel, Measure::RegionsAtRetention, ClusterModel::TablesColumn)));
    // The memstores' limit: 24 GB x 0.4, stated, not assumed.
    QCOMPARE(cell(panel, Measure::Memstores, ClusterModel::LimitColumn), QStringLiteral("9.6 GB"));
    QVERIFY(panel->profileText().contains(QStringLiteral("6 region servers; heap 24 GB")));
    const double before =
        model->index(int(Measure::RegionsAtRetention), 0).data(ClusterModel::UsedRole).toDouble();
    QVERIFY(before > 0 && before < 1);
    // The write rate has no limit and no bar.
    QCOMPARE(model->index(int(Measure::Writes), 0).data(ClusterModel::UsedRole).toDouble(), -1.0);

    // Half the servers: each carries twice the regions, and the panel follows the edit.
    window.document()->select(QString());
    QCOMPARE(editProperty(window, QStringLiteral("regionServers"), QStringLiteral("3")), QString());
    QVERIFY(waitForPreview(window));
    const double after =
        model->index(int(Measure::RegionsAtRetention), 0).data(ClusterModel::UsedRole).toDouble();
    QVERIFY2(qAbs(after - 2 * before) < 1e-9,
             qPrintable(QStringLiteral("%1 %2").arg(before).arg(after)));
    QVERIFY(panel->profileText().contains(QStringLiteral("3 region servers")));
    // Forgetting the heap: the limits resting on it say they are assumed.
    QCOMPARE(editProperty(window, QStringLiteral("heap"), QString()), QString());
    QVERIFY(waitForPreview(window));
    QCOMPARE(cell(panel, Measure::Memstores, ClusterModel::LimitColumn),
             QStringLiteral("6.4 GB (assumed)"));
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
    QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral(
                 "Regions after a year: MOMO_CHAT:MSG_BY_TIME 744, MOMO_CHAT:MSG 80, "
                 "MOMO_CHAT:MSG_BY_CONVERSATION 6.8")),
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

QTEST_MAIN(TestClusterPanel)
#include "tst_clusterpanel.moc"
