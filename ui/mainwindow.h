#pragma once

#include "project.h"

#include <QMainWindow>

class FindingsModel;
class ProjectTreeModel;
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTableView;
class QTreeView;
class ScriptPreview;

// The designer's main window: the project tree, the problems panel and the script preview of the
// loaded project. The canvas, editors and live preview join it in later issues.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Loads a project file. On failure the current project stays as it was and `error` names the
    // file and the place in it.
    bool openFile(const QString &path, QString *error);
    // Writes the script of the whole project (and any SPLITS_FILE beside it), atomically.
    bool exportScript(const QString &path, QString *error);

    const Project &project() const { return m_project; }
    QString filePath() const { return m_filePath; }
    // "ns:table" whose script the preview shows, or empty for the whole project.
    QString previewedTable() const { return m_previewTable; }
    void showTableScript(const QString &fullName);

    ScriptPreview *scriptPreview() const { return m_preview; }
    QTreeView *projectTree() const { return m_treeView; }
    QTableView *problemsView() const { return m_problemsView; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void retranslateUi();
    void refresh();
    void refreshPreview();
    void updateTitle();
    void openWithDialog();
    void exportWithDialog();
    void switchLanguage(const QString &language);
    void showAbout();
    void readSettings();
    void writeSettings() const;
    QString dialogDirectory() const;

    Project m_project;
    QString m_filePath;
    QString m_previewTable;

    ProjectTreeModel *m_treeModel;
    FindingsModel *m_findingsModel;
    ScriptPreview *m_preview;
    QLabel *m_previewHeading;
    QTreeView *m_treeView;
    QTableView *m_problemsView;
    QDockWidget *m_treeDock;
    QDockWidget *m_problemsDock;
    QLabel *m_statusSummary;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};
