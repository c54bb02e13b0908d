#pragma once

#include "model/rules/linter.h"

#include <QObject>

class AccessModel;
class AccessPatternsPanel;
class ClusterPanel;
class Document;
class HeatmapChart;
class KeyOrderPanel;
class PreviewService;
class QComboBox;
class QDockWidget;
class QLabel;
class QMainWindow;
class QTableView;
class QToolBar;
class RegionsPanel;
class StoragePanel;
struct PreviewSnapshot;

// The live preview around the document (docs/designer.md#the-live-preview): the Key order, Regions,
// Write heatmap, Access patterns, Storage and Cluster docks, the Preview toolbar with the sample
// size and the last refresh time, and the background service that feeds them after every edit.
class PreviewDocks : public QObject
{
    Q_OBJECT

public:
    PreviewDocks(Document *document, QMainWindow *window);

    PreviewService *service() const { return m_service; }
    KeyOrderPanel *keyOrder() const { return m_keyOrder; }
    RegionsPanel *regions() const { return m_regions; }
    HeatmapChart *heatmap() const { return m_heatmap; }
    AccessModel *accessModel() const;
    AccessPatternsPanel *accessPatterns() const { return m_access; }
    StoragePanel *storage() const { return m_storage; }
    ClusterPanel *cluster() const { return m_cluster; }
    QComboBox *sampleSizeBox() const { return m_sampleSize; }
    QToolBar *toolBar() const { return m_toolBar; }
    QList<QDockWidget *> docks() const { return m_docks; }
    // Edit to panels shown, in milliseconds, of the newest preview; -1 before the first.
    qint64 lastRefreshMs() const { return m_lastRefreshMs; }
    // Of the last refresh: the background computation, and the panels taking its result.
    double lastComputeMs() const { return m_lastComputeMs; }
    double lastShowMs() const { return m_lastShowMs; }
    QString timingText() const;

    // Asks for a new preview of the document now (edits and selections ask by themselves).
    void refresh();
    // Sets the selected table's sample size as one undoable edit.
    bool setSampleRows(qint64 rows);
    void retranslate();
    // While a lesson measures `table`'s busiest window against `share` (0 to 1), its write
    // heatmap draws that goal beside the rule's threshold; an empty table: no goal.
    void setLessonGoal(const QString &table, double share);

signals:
    // The project's findings, measured with the same samples as the panels.
    void lintReady(const Linter::Result &result);
    // Every panel shows the newest preview.
    void refreshed();

private:
    QDockWidget *addDock(const char *objectName, QWidget *widget, Qt::DockWidgetArea area);
    void show(const PreviewSnapshot &snapshot);
    void syncSampleSize();

    Document *m_document;
    QMainWindow *m_window;
    PreviewService *m_service;
    KeyOrderPanel *m_keyOrder;
    RegionsPanel *m_regions;
    HeatmapChart *m_heatmap;
    AccessPatternsPanel *m_access;
    StoragePanel *m_storage;
    ClusterPanel *m_cluster;
    QToolBar *m_toolBar;
    QLabel *m_sampleLabel;
    QComboBox *m_sampleSize;
    QLabel *m_timing;
    QList<QDockWidget *> m_docks;
    QString m_requestedTable;
    QString m_goalTable; // the lesson's goal on the busiest window's share, for this table
    double m_goalShare = -1;
    QString m_shownTable;
    qint64 m_lastRefreshMs = -1;
    double m_lastComputeMs = 0;
    double m_lastShowMs = 0;
    qint64 m_lastKeys = 0;
};
