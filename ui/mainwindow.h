#pragma once

#include "model/rules/linter.h"
#include "model/schema/project.h"

#include <QMainWindow>

#include <memory>

class Autosaver;
class CompareActions;
class DiagramPane;
class Document;
class RecoveryStore;
struct RecoveredDocument;
class EditActions;
class FileController;
class FindingsModel;
class ProjectTreeModel;
class NoticeBar;
class HelpActions;
class ImportController;
class LessonActions;
class MigrationPanel;
class ReportActions;
class PresentationMode;
class PreviewDocks;
class ProblemsPanel;
class PropertyEditor;
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTableView;
class QTreeView;
class QUndoView;
class RowKeyBuilder;
class SampleDataPanel;
class ScriptPanel;
class ScriptPreview;

// The designer's main window: the project tree, properties, problems, history and the script
// preview around one document. Every edit goes through the document's undo stack.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Loads a project file. On failure the current project stays as it was and `error` names the
    // file and the place in it.
    bool openFile(const QString &path, QString *error);
    // Opens a recovered document: the file it came from (if any) with the recovered work on top
    // as unsaved changes. The recovery file is removed once the document holds it.
    bool restoreRecovered(const RecoveredDocument &recovered, QString *error);
    Autosaver *autosaver() const { return m_autosaver; }
    // At start: offers to restore what crashed sessions left in `recoveryDirectory`; restored
    // documents open here when this window holds nothing yet, else in new windows. Returns the
    // number restored.
    int offerRecovery(const QString &recoveryDirectory);
    // Writes the script of the whole project (and any SPLITS_FILE beside it), atomically.
    bool exportScript(const QString &path, QString *error);

    Document *document() const { return m_document; }
    const Project &project() const;
    QString filePath() const;
    // "ns:table" whose script the preview shows, or empty for the whole project.
    QString previewedTable() const;
    void showTableScript(const QString &fullName);

    FileController *files() const { return m_files; }
    ImportController *importer() const { return m_import; }
    EditActions *editActions() const { return m_edits; }
    // The Compare view and Duplicate as Variant; openComparison() is the lessons' entry point.
    CompareActions *comparison() const { return m_compare; }
    ScriptPreview *scriptPreview() const;
    ScriptPanel *scriptPanel() const { return m_script; }
    MigrationPanel *migrationPanel() const { return m_migration; }
    QTabWidget *centralTabs() const { return m_centralTabs; }
    QTreeView *projectTree() const { return m_treeView; }
    QTableView *problemsView() const;
    ProblemsPanel *problems() const { return m_problems; }
    PropertyEditor *propertyEditor() const { return m_properties; }
    NoticeBar *noticeBar() const { return m_notice; }
    DiagramPane *diagram() const { return m_diagram; }
    PresentationMode *presentation() const { return m_presentation; }
    PreviewDocks *previews() const { return m_previews; }
    RowKeyBuilder *rowKeyBuilder() const { return m_rowKey; }
    SampleDataPanel *sampleData() const { return m_sampleData; }
    LessonActions *lessons() const { return m_lessons; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    QDockWidget *addDock(const QString &objectName, QWidget *widget, Qt::DockWidgetArea area);
    void retranslateUi();
    void refresh();
    void refreshTree();
    void selectFirstTable();
    void showFindings(const Linter::Result &result);
    void updateTitle();
    void selectInTree(const QString &objectPath);
    void exportWithDialog();
    void switchLanguage(const QString &language);
    void showAbout();
    void showPreferences();
    void readSettings();
    void writeSettings() const;

    Document *m_document;
    std::unique_ptr<RecoveryStore> m_recovery;
    Autosaver *m_autosaver;
    FileController *m_files;
    ImportController *m_import;
    ReportActions *m_report;
    EditActions *m_edits;
    CompareActions *m_compare;
    bool m_expandTree = true; // a new project opens with its tables shown
    // The open items of the selected object that an edit took away (a rename: the old paths are
    // gone until the selection follows the new one), opened again under its new path.
    QStringList m_lostExpanded;
    QString m_lostUnder;

    ProjectTreeModel *m_treeModel;
    FindingsModel *m_findingsModel;
    ScriptPanel *m_script;
    MigrationPanel *m_migration;
    NoticeBar *m_notice;
    DiagramPane *m_diagram;
    QTabWidget *m_centralTabs;
    PresentationMode *m_presentation = nullptr;
    QTreeView *m_treeView;
    ProblemsPanel *m_problems;
    PropertyEditor *m_properties;
    QUndoView *m_historyView;
    PreviewDocks *m_previews = nullptr;
    QDockWidget *m_treeDock = nullptr;
    QDockWidget *m_propertiesDock = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    QDockWidget *m_historyDock = nullptr;
    RowKeyBuilder *m_rowKey;
    SampleDataPanel *m_sampleData;
    QDockWidget *m_rowKeyDock = nullptr;
    QDockWidget *m_sampleDock = nullptr;
    QLabel *m_statusSummary;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    HelpActions *m_help;
    LessonActions *m_lessons = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};
