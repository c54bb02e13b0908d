#include "ui/preview/previewdocks.h"

#include "model/schema/objectpath.h"
#include "ui/charts/chartscroll.h"
#include "ui/charts/heatmapchart.h"
#include "ui/document/document.h"
#include "ui/inputs/accesspatternspanel.h"
#include "ui/preview/accessmodel.h"
#include "ui/preview/clusterpanel.h"
#include "ui/preview/keyorderpanel.h"
#include "ui/preview/previewservice.h"
#include "ui/preview/regionspanel.h"
#include "ui/preview/storagepanel.h"
#include "ui/properties/propertymodel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QScrollArea>
#include <QToolBar>

namespace {
constexpr qint64 kSampleSizes[] = {1000, 10000, 100000, 1000000};
}

PreviewDocks::PreviewDocks(Document *document, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_service(new PreviewService(this))
    , m_keyOrder(new KeyOrderPanel)
    , m_regions(new RegionsPanel(document))
    , m_heatmap(new HeatmapChart)
    , m_access(new AccessPatternsPanel(document))
    , m_storage(new StoragePanel)
    , m_cluster(new ClusterPanel(document))
    , m_toolBar(new QToolBar(window))
    , m_sampleLabel(new QLabel)
    , m_sampleSize(new QComboBox)
    , m_timing(new QLabel)
{
    m_docks = {addDock("regionsDock", m_regions, Qt::RightDockWidgetArea),
               addDock("heatmapDock",
                       // Not shorter than a few rows of the panels it shares a tab group with.
                       scrollableChart(m_heatmap, 165), Qt::RightDockWidgetArea),
               addDock("keyOrderDock", m_keyOrder, Qt::BottomDockWidgetArea),
               addDock("accessDock", m_access, Qt::BottomDockWidgetArea),
               addDock("storageDock", m_storage, Qt::BottomDockWidgetArea),
               addDock("clusterDock", m_cluster, Qt::BottomDockWidgetArea)};
    window->tabifyDockWidget(m_docks[2], m_docks[3]);
    window->tabifyDockWidget(m_docks[3], m_docks[4]);
    window->tabifyDockWidget(m_docks[4], m_docks[5]);
    m_docks[2]->raise();

    m_toolBar->setObjectName(QStringLiteral("previewToolBar"));
    m_sampleSize->setObjectName(QStringLiteral("sampleSize"));
    m_timing->setObjectName(QStringLiteral("previewTiming"));
    m_sampleLabel->setBuddy(m_sampleSize);
    m_toolBar->addWidget(m_sampleLabel);
    m_toolBar->addWidget(m_sampleSize);
    m_toolBar->addSeparator();
    m_toolBar->addWidget(m_timing);
    window->addToolBar(m_toolBar);
    connect(m_sampleSize, &QComboBox::activated, this,
            [this](int index) { setSampleRows(m_sampleSize->itemData(index).toLongLong()); });

    connect(m_service, &PreviewService::ready, this, &PreviewDocks::show);
    connect(document, &Document::changed, this, &PreviewDocks::refresh);
    connect(document, &Document::changed, this, &PreviewDocks::syncSampleSize);
    connect(document, &Document::selectionChanged, this, [this] {
        syncSampleSize();
        if (m_document->selectedTable() != m_requestedTable)
            refresh();
    });
    retranslate();
    syncSampleSize();
}

AccessModel *PreviewDocks::accessModel() const
{
    return m_access->model();
}

QDockWidget *PreviewDocks::addDock(const char *objectName, QWidget *widget, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(m_window);
    dock->setObjectName(QString::fromLatin1(objectName));
    dock->setWidget(widget);
    m_window->addDockWidget(area, dock);
    return dock;
}

void PreviewDocks::retranslate()
{
    m_docks[0]->setWindowTitle(tr("Regions", "the panel"));
    m_docks[1]->setWindowTitle(tr("Write Heatmap"));
    m_docks[2]->setWindowTitle(tr("Key Order"));
    m_docks[3]->setWindowTitle(tr("Access Patterns"));
    m_docks[4]->setWindowTitle(tr("Storage"));
    m_docks[5]->setWindowTitle(tr("Cluster", "the panel"));
    m_toolBar->setWindowTitle(tr("Preview"));
    // The View menu's toggles, each with a letter of its own within that menu (a dock's title
    // has none: in a tab it would take Alt+letter from the window). Set after the titles, which
    // reset them.
    const QList<std::pair<QAction *, QString>> toggles{
        {m_docks[0]->toggleViewAction(), tr("&Regions")},
        {m_docks[1]->toggleViewAction(), tr("&Write Heatmap")},
        {m_docks[2]->toggleViewAction(), tr("Key &Order")},
        {m_docks[3]->toggleViewAction(), tr("&Access Patterns")},
        {m_docks[4]->toggleViewAction(), tr("S&torage")},
        {m_docks[5]->toggleViewAction(), tr("Cl&uster")},
        {m_toolBar->toggleViewAction(), tr("Pr&eview Toolbar")}};
    for (const auto &[action, text] : toggles)
        action->setText(text);
    m_sampleLabel->setText(tr("&Sample rows:"));
    m_sampleSize->setToolTip(tr("How many sample rows the selected table's preview and rules "
                                "measure; more rows take longer"));
    m_timing->setToolTip(tr("Sample keys previewed and the time from the last edit until every "
                            "panel showed it"));
    m_timing->setText(timingText());
    syncSampleSize();
}

void PreviewDocks::refresh()
{
    m_requestedTable = m_document->selectedTable();
    const QString file = m_document->filePath();
    m_service->request(m_document->project(),
                       file.isEmpty() ? QString() : QFileInfo(file).absolutePath(),
                       m_requestedTable);
    m_timing->setText(tr("Computing..."));
}

void PreviewDocks::setLessonGoal(const QString &table, double share)
{
    m_goalTable = table;
    m_goalShare = table.isEmpty() ? -1 : share;
    m_heatmap->setGoalShare(!table.isEmpty() && m_shownTable == table ? share : -1);
}

void PreviewDocks::show(const PreviewSnapshot &snapshot)
{
    QElapsedTimer showing;
    showing.start();
    m_keyOrder->showSnapshot(snapshot);
    m_regions->showSnapshot(snapshot);
    m_shownTable = snapshot.table;
    m_heatmap->setGoalShare(!m_goalTable.isEmpty() && snapshot.table == m_goalTable ? m_goalShare
                                                                                    : -1);
    if (snapshot.analysis && snapshot.analysis->available)
        m_heatmap->setHeatmap(snapshot.analysis->preview.heatmap);
    else
        m_heatmap->clear();
    m_access->showResults(snapshot.table, snapshot.analysis ? snapshot.analysis->access
                                                            : QList<AccessAnalysis::Result>{});
    m_storage->showSnapshot(snapshot);
    m_cluster->showSnapshot(snapshot);
    emit lintReady(snapshot.lint);
    m_lastKeys = snapshot.analysis && snapshot.analysis->available
                     ? qint64(snapshot.analysis->preview.keys.size())
                     : 0;
    m_lastRefreshMs = m_service->sinceRequest();
    m_lastComputeMs = snapshot.computeMs;
    m_lastShowMs = double(showing.nsecsElapsed()) / 1e6;
    m_timing->setText(timingText());
    emit refreshed();
}

QString PreviewDocks::timingText() const
{
    if (m_lastRefreshMs < 0 || m_requestedTable.isEmpty()) // nothing previewed: no figure
        return {};
    return tr("%1 keys · %2 ms").arg(QLocale().toString(m_lastKeys)).arg(m_lastRefreshMs);
}

void PreviewDocks::syncSampleSize()
{
    const QSignalBlocker blocker(m_sampleSize);
    m_sampleSize->clear();
    const QString table = m_document->selectedTable();
    m_sampleSize->setEnabled(!table.isEmpty());
    const qint64 current =
        table.isEmpty() ? 0 : m_document->project().findTable(table)->sample.rows;
    QList<qint64> sizes(std::begin(kSampleSizes), std::end(kSampleSizes));
    if (current > 0 && !sizes.contains(current)) {
        sizes.append(current);
        std::sort(sizes.begin(), sizes.end());
    }
    for (qint64 size : sizes)
        m_sampleSize->addItem(QLocale().toString(size), size);
    if (current == SampleSettings::kAllRows && !table.isEmpty()) // a CSV file, read whole
        m_sampleSize->addItem(tr("all rows"), qint64(SampleSettings::kAllRows));
    m_sampleSize->setCurrentIndex(m_sampleSize->findData(current));
}

bool PreviewDocks::setSampleRows(qint64 rows)
{
    const QString table = m_document->selectedTable();
    if (table.isEmpty())
        return false;
    return editProperty(m_document, tr("Change Sample Rows"), table, QStringLiteral("sample.rows"),
                        QString::number(rows));
}
