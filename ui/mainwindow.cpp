#include "ui/mainwindow.h"

#include "model/export/scriptexporter.h"
#include "model/io/recoverystore.h"
#include "model/io/savefile.h"
#include "model/rules/linter.h"
#include "model/schema/objectpath.h"
#include "translations/translator.h"
#include "ui/canvas/diagrampane.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/diagramview.h"
#include "ui/compare/compareactions.h"
#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/files/autosaver.h"
#include "ui/files/filecontroller.h"
#include "ui/files/importcontroller.h"
#include "ui/files/noticebar.h"
#include "ui/files/startpage.h"
#include "ui/inputs/sampledatapanel.h"
#include "ui/lessons/lessonactions.h"
#include "ui/lessons/lessonchecker.h"
#include "ui/migrate/migrationpanel.h"
#include "ui/preview/previewdocks.h"
#include "ui/preview/previewservice.h"
#include "ui/problems/findingsmodel.h"
#include "ui/problems/problemspanel.h"
#include "ui/properties/propertyeditor.h"
#include "ui/properties/propertymodel.h"
#include "ui/report/reportactions.h"
#include "ui/rowkey/rowkeybuilder.h"
#include "ui/script/scriptpanel.h"
#include "ui/tree/projecttreemodel.h"
#include "ui/window/enterpresses.h"
#include "ui/window/focusring.h"
#include "ui/window/helpactions.h"
#include "ui/window/pasteguard.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/presentationmode.h"
#include "ui/window/screenfit.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <utility>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(this))
    , m_recovery(std::make_unique<RecoveryStore>())
    , m_autosaver(new Autosaver(m_document, m_recovery.get(), this))
    , m_files(new FileController(m_document, this))
    , m_import(new ImportController(m_document, m_files, this))
    , m_report(new ReportActions(m_document, m_files, this))
    , m_edits(new EditActions(m_document, this))
    , m_compare(new CompareActions(m_document, this))
    , m_treeModel(new ProjectTreeModel(this))
    , m_findingsModel(new FindingsModel(this))
    , m_script(new ScriptPanel(m_document))
    , m_migration(new MigrationPanel(m_document))
    , m_notice(new NoticeBar)
    , m_diagram(new DiagramPane(m_document, m_files))
    , m_centralTabs(new QTabWidget)
    , m_treeView(new QTreeView)
    , m_problems(new ProblemsPanel(m_document, m_findingsModel))
    , m_properties(new PropertyEditor(m_document))
    , m_historyView(new QUndoView(m_document->undoStack()))
    , m_rowKey(new RowKeyBuilder(m_document))
    , m_sampleData(new SampleDataPanel(m_document))
    , m_statusSummary(new QLabel)
    , m_help(new HelpActions(this))
{
    PasteGuard::install(); // a paste from an empty clipboard must not crash Qt 6.4's text edits
    // The keyboard visible and useful everywhere: a frame round the focused list, table or tree;
    // Enter presses a focused button.
    new FocusRing(this);
    new EnterPresses(this);
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/hbase-designer.svg")));
    setAcceptDrops(true);

    auto *central = new QWidget;
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_notice);
    // The diagram first: it is what users draw on; the script is one click away.
    m_centralTabs->setObjectName(QStringLiteral("centralTabs"));
    m_centralTabs->setDocumentMode(true);
    m_centralTabs->addTab(m_diagram, QIcon(QStringLiteral(":/icons/table.svg")), QString());
    m_centralTabs->addTab(m_script, QIcon(QStringLiteral(":/icons/document-save.svg")), QString());
    // The migration beside the script it changes (File > Compare With...).
    m_centralTabs->addTab(m_migration, QIcon(QStringLiteral(":/icons/risk-rewrites.svg")),
                          QString());
    m_diagram->placeToolsIn(m_centralTabs);
    // Only the page shown asks for its width: the Migration tab's row of controls does not
    // narrow the docks (a lesson's column, the project tree) while the diagram is shown.
    QList<QSizePolicy> policies;
    for (int i = 0; i < m_centralTabs->count(); ++i)
        policies.append(m_centralTabs->widget(i)->sizePolicy());
    const auto sizeByShownPage = [this, policies](int current) {
        for (int i = 0; i < m_centralTabs->count(); ++i) {
            QSizePolicy policy = policies[i];
            if (i != current)
                policy.setHorizontalPolicy(QSizePolicy::Ignored);
            m_centralTabs->widget(i)->setSizePolicy(policy);
        }
    };
    connect(m_centralTabs, &QTabWidget::currentChanged, this, sizeByShownPage);
    sizeByShownPage(m_centralTabs->currentIndex());
    centralLayout->addWidget(m_centralTabs, 1);
    setCentralWidget(central);

    createActions();
    createDocks();
    m_previews = new PreviewDocks(m_document, this);
    connect(m_previews, &PreviewDocks::lintReady, this, &MainWindow::showFindings);
    connect(m_previews, &PreviewDocks::lintReady, this,
            [this](const Linter::Result &r) { m_diagram->scene()->setFindings(r.findings); });
    connect(m_diagram->scene(), &DiagramScene::problemsRequested, this,
            [this](const QString &table) {
                m_problems->textFilter()->setText(table);
                m_problemsDock->show();
                m_problemsDock->raise();
            });
    connect(m_diagram, &DiagramPane::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    m_previews->service()->setDebounce(PreferencesDialog::savedPreviewDelay());
    m_autosaver->setInterval(PreferencesDialog::savedAutosaveSeconds() * 1000);
    connect(m_previews->service(), &PreviewService::ready, m_rowKey, &RowKeyBuilder::showSnapshot);
    // A CSV file changed on disk: what was measured from it is stale.
    connect(m_sampleData, &SampleDataPanel::csvFileChanged, this, [this] {
        m_previews->service()->forgetMeasurements();
        m_previews->refresh();
    });
    // The analysis inputs sit beside the access patterns; the history joins the preview tabs at
    // the bottom, so the script keeps its width.
    tabifyDockWidget(m_previews->docks().at(3), m_sampleDock);
    tabifyDockWidget(m_previews->docks().last(), m_historyDock);
    m_previews->docks().at(2)->raise();
    m_lessons = new LessonActions(this, m_document, m_files); // a column right of the charts
    createMenus();
    statusBar()->addPermanentWidget(m_statusSummary);
    new StartPage(m_document, m_files, m_edits, m_import->action(), m_diagram->view()->viewport());

    connect(m_document, &Document::replaced, this, [this] {
        m_expandTree = true;
        // An empty project's start page is on the diagram's tab: show it, even when the last
        // project was left on the script's.
        if (project().tables.isEmpty())
            m_centralTabs->setCurrentWidget(m_diagram);
    });
    connect(m_document, &Document::replaced, this, &MainWindow::selectFirstTable,
            Qt::QueuedConnection);
    connect(m_document, &Document::changed, this, &MainWindow::refresh);
    connect(m_document, &Document::fileStateChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::selectionChanged, this, [this](const QString &path) {
        selectInTree(path);
        // The row key item opens the builder; other items the properties.
        (path.endsWith(QStringLiteral("#rowkey")) ? m_rowKeyDock : m_propertiesDock)->raise();
        const ObjectPath p = ObjectPath::parse(path);
        showTableScript(p.kind == ObjectPath::Kind::Project || p.kind == ObjectPath::Kind::Namespace
                            ? QString()
                            : p.tableFullName());
    });
    connect(m_script, &ScriptPanel::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_migration, &MigrationPanel::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_migration, &MigrationPanel::compared, this,
            [this] { m_centralTabs->setCurrentWidget(m_migration); });
    // The recovery file records the compared version too (docs/reliability.md).
    m_autosaver->setComparedPath([this] { return m_migration->targetPath(); });
    connect(m_migration, &MigrationPanel::compared, m_autosaver, &Autosaver::contextChanged);
    // A migration script is saved with the same question as an exported one.
    m_migration->setSaveGuard([this] { return m_problems->confirmExport(); });
    connect(m_files, &FileController::changedOnDisk, this, [this](const QString &path) {
        m_notice->showNotice(
            m_document->isModified()
                ? tr("%1 was changed on disk by someone else. Reload it and drop your unsaved "
                     "changes, or keep editing: saving will ask before overwriting.")
                      .arg(QDir::toNativeSeparators(path))
                : tr("%1 was changed on disk by someone else. Reload it to see the new version.")
                      .arg(QDir::toNativeSeparators(path)));
    });
    connect(m_notice, &NoticeBar::reloadRequested, this, [this] {
        QString error;
        if (!m_files->reload(&error))
            QMessageBox::warning(this, tr("Cannot Open Project"), error);
    });
    connect(m_document, &Document::replaced, m_notice, &QWidget::hide);
    const auto showStatus = [this](const QString &message) {
        statusBar()->showMessage(message, 5000);
    };
    connect(m_files, &FileController::statusMessage, this, showStatus);
    connect(m_import, &ImportController::statusMessage, this, showStatus);
    connect(m_report, &ReportActions::statusMessage, this, showStatus);
    connect(m_compare, &CompareActions::statusMessage, this, showStatus);
    connect(m_lessons, &LessonActions::statusMessage, this, showStatus);
    connect(m_lessons, &LessonActions::heatmapGoalChanged, m_previews,
            &PreviewDocks::setLessonGoal);
    // Show Solution: the reference beside the student's design, which follows every edit.
    m_lessons->setSolutionHandler(
        [this](const Project &solution, const QString &table, const QString &title) {
            m_compare->openWithDocument(table, solution, table, title);
        });

    Project empty;
    empty.name = FileController::tr("New project");
    m_document->reset(empty, {});
    retranslateUi();
    // Within the screen's free area; on a projector the docks stack as tabs (ScreenFit).
    const QSize size = ScreenFit::initialSize(screen()->availableGeometry().size());
    ScreenFit::arrange(this, size);
    layout()->activate(); // the minimum size of the arrangement just made, not of the first one
    resize(size);
    resizeDocks({m_treeDock, m_previews->docks().first()}, {380, 440}, Qt::Horizontal);
    // The bottom panels show several rows; the tree gives the row-key builder room.
    resizeDocks({m_problemsDock, m_previews->docks().at(2)}, {270, 270}, Qt::Vertical);
    resizeDocks({m_treeDock, m_propertiesDock}, {230, 400}, Qt::Vertical);
    ScreenFit::shareHeight(this, size); // on a projector, more of it for the diagram
    readSettings();
    ScreenFit::fitWithin(this, screen()->availableGeometry().size()); // what was saved may not
}

MainWindow::~MainWindow() = default;

const Project &MainWindow::project() const
{
    return m_document->project();
}

QTableView *MainWindow::problemsView() const
{
    return m_problems->view();
}

QString MainWindow::filePath() const
{
    return m_document->filePath();
}

void MainWindow::createActions()
{
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportWithDialog);

    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_preferencesAction = new QAction(this);
    // Where the platform binds no key to Preferences, Ctrl+, as most desktop apps do.
    m_preferencesAction->setShortcuts(
        QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty()
            ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Comma)}
            : QKeySequence::keyBindings(QKeySequence::Preferences));
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    m_preferencesAction->setIcon(QIcon(QStringLiteral(":/icons/preferences.svg")));
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::showPreferences);

    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    m_languageGroup = new QActionGroup(this);
    for (const QString &language : Translations::availableLanguages()) {
        // Each language names itself, so it is found whatever the current language.
        QAction *action = m_languageGroup->addAction(Translations::nativeName(language));
        action->setCheckable(true);
        action->setData(language);
        action->setChecked(language == Translations::currentLanguage());
        connect(action, &QAction::triggered, this, [this, language] { switchLanguage(language); });
    }
}

QDockWidget *MainWindow::addDock(const QString &objectName, QWidget *widget,
                                 Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(this);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createDocks()
{
    m_treeView->setObjectName(QStringLiteral("projectTree"));
    m_treeView->setModel(m_treeModel);
    m_treeView->setUniformRowHeights(true);
    m_treeView->header()->setStretchLastSection(true);
    // Names are short and must show whole; long definitions are cut at the end (the tooltip has
    // them whole).
    m_treeView->header()->setSectionResizeMode(ProjectTreeModel::NameColumn,
                                               QHeaderView::ResizeToContents);
    m_treeView->setTextElideMode(Qt::ElideRight);
    m_treeView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_treeView->addActions({m_edits->addTableAction(), m_edits->addFamilyAction(),
                            m_edits->addQualifierAction(), m_edits->duplicateAction(),
                            m_compare->variantAction(), m_compare->compareWithAction(),
                            m_edits->deleteAction()});
    // A qualifier dragged onto another family of its table moves there, one undoable edit.
    m_treeView->setDragDropMode(QAbstractItemView::DragDrop);
    m_treeView->setDefaultDropAction(Qt::MoveAction);
    m_treeView->setDropIndicatorShown(true);
    connect(m_treeModel, &ProjectTreeModel::qualifierDropped, this,
            [this](const QString &qualifier, const QString &family) {
                QString error;
                if (!m_edits->moveQualifier(qualifier, family, &error) && !error.isEmpty())
                    QMessageBox::warning(this, tr("Cannot Move Qualifier"), error);
            });
    m_compare->setPlacer(
        [this](const QString &table) { return m_diagram->scene()->freeSpotBeside(table); });
    // A new table's card under every card as drawn (cards grow with their families).
    m_edits->setNewTablePlace([this]() -> std::optional<DiagramPosition> {
        const std::optional<QPoint> spot = m_diagram->scene()->freeSpotBelowAll();
        if (!spot)
            return std::nullopt;
        return DiagramPosition{spot->x(), spot->y()};
    });
    m_diagram->scene()->setCardActions({m_edits->duplicateAction(), m_compare->variantAction(),
                                        m_compare->compareWithAction(), m_edits->deleteAction()});
    m_treeDock = addDock(QStringLiteral("projectDock"), m_treeView, Qt::LeftDockWidgetArea);

    m_propertiesDock =
        addDock(QStringLiteral("propertiesDock"), m_properties, Qt::LeftDockWidgetArea);
    auto *rowKeyScroll = new QScrollArea;
    rowKeyScroll->setWidget(m_rowKey);
    rowKeyScroll->setWidgetResizable(true);
    rowKeyScroll->setFrameShape(QFrame::NoFrame);
    rowKeyScroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the builder's controls
    m_rowKeyDock = addDock(QStringLiteral("rowKeyDock"), rowKeyScroll, Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_propertiesDock, m_rowKeyDock);
    m_sampleDock = addDock(QStringLiteral("sampleDock"), m_sampleData, Qt::BottomDockWidgetArea);
    m_propertiesDock->raise();

    connect(m_problems, &ProblemsPanel::objectActivated, this, [this](const QString &path) {
        // Select what the finding is about, or its table when the tree has no such item.
        if (m_treeModel->indexOfPath(path).isValid())
            m_document->select(path);
        else
            m_document->select(ObjectPath::parse(path).tableFullName());
    });
    m_problemsDock = addDock(QStringLiteral("problemsDock"), m_problems, Qt::BottomDockWidgetArea);

    m_historyView->setObjectName(QStringLiteral("historyView"));
    m_historyDock = addDock(QStringLiteral("historyDock"), m_historyView, Qt::RightDockWidgetArea);

    connect(m_treeView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    m_document->select(current.data(ProjectTreeModel::ObjectPathRole).toString());
            });
    resizeDocks({m_treeDock, m_historyDock}, {460, 220}, Qt::Horizontal);
    resizeDocks({m_treeDock, m_propertiesDock}, {380, 360}, Qt::Vertical);
    resizeDocks({m_problemsDock}, {170}, Qt::Vertical);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh(); // findings and script comments are written in the current language
        m_previews->refresh();
    }
    QMainWindow::changeEvent(event);
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    return m_files->openFile(path, error);
}

void MainWindow::selectFirstTable()
{
    // An opened project shows its first table's preview at once.
    if (!project().tables.isEmpty())
        m_document->select(project().tables.first().fullName());
}

void MainWindow::refresh()
{
    refreshTree();
    m_exportAction->setEnabled(!project().tables.isEmpty());
    m_report->refresh();
}

void MainWindow::showFindings(const Linter::Result &result)
{
    m_findingsModel->setFindings(result.findings, result.suppressed, project().suppressions);
    const int errors = m_findingsModel->count(Severity::Error);
    const int warnings = m_findingsModel->count(Severity::Warning);
    const int suppressed = int(result.suppressed.size());
    m_statusSummary->setText(tr("%n table(s)", nullptr, int(project().tables.size())) +
                             QStringLiteral(" · ") + tr("%n error(s)", nullptr, errors) +
                             QStringLiteral(" · ") + tr("%n warning(s)", nullptr, warnings) +
                             (suppressed
                                  ? QStringLiteral(" · ") + tr("%n suppressed", nullptr, suppressed)
                                  : QString()));
}

void MainWindow::refreshTree()
{
    // The tree is rebuilt on every change; what was open and selected stays so.
    QStringList expanded;
    for (QModelIndex i = m_treeModel->index(0, 0); i.isValid(); i = m_treeView->indexBelow(i)) {
        if (m_treeView->isExpanded(i))
            expanded.append(i.data(ProjectTreeModel::ObjectPathRole).toString());
    }
    m_treeModel->setProject(project());
    m_lostExpanded.clear();
    m_lostUnder = m_document->selection();
    if (std::exchange(m_expandTree, false)) {
        m_treeView->expandToDepth(2);
    } else {
        for (const QString &path : expanded) {
            const QModelIndex index = m_treeModel->indexOfPath(path);
            if (index.isValid())
                m_treeView->expand(index);
            else if (!m_lostUnder.isEmpty() && path.startsWith(m_lostUnder))
                m_lostExpanded.append(path);
        }
    }
    selectInTree(m_document->selection());
}

void MainWindow::selectInTree(const QString &objectPath)
{
    QModelIndex index = m_treeModel->indexOfPath(objectPath);
    if (!index.isValid())
        return;
    // The selection follows its renamed object: what was open under the old path opens again.
    if (!m_lostExpanded.isEmpty() && objectPath != m_lostUnder) {
        for (const QString &path : std::as_const(m_lostExpanded))
            m_treeView->expand(m_treeModel->indexOfPath(objectPath + path.mid(m_lostUnder.size())));
    }
    m_lostExpanded.clear();
    for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
        m_treeView->expand(parent);
    if (m_treeView->currentIndex() != index) {
        const QSignalBlocker blocker(m_treeView->selectionModel());
        m_treeView->setCurrentIndex(index);
        m_treeView->viewport()->update();
    }
    m_treeView->scrollTo(index);
}

void MainWindow::showTableScript(const QString &fullName)
{
    m_script->showTable(fullName);
}

QString MainWindow::previewedTable() const
{
    return m_script->table();
}

ScriptPreview *MainWindow::scriptPreview() const
{
    return m_script->preview();
}

void MainWindow::updateTitle()
{
    setWindowFilePath(filePath());
    setWindowTitle(tr("%1[*] - HBase Schema Designer").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

bool MainWindow::exportScript(const QString &path, QString *error)
{
    // File > Export writes every table with each table's own choices, as the CLI does.
    ExportOptions options = m_script->options({}, QFileInfo(path).fileName());
    options.dialect.reset();
    options.splitForm.reset();
    return m_script->exportTo(path, options, error);
}

void MainWindow::exportWithDialog()
{
    if (!m_problems->confirmExport())
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export HBase Shell Script"), m_files->suggestedExportPath(QStringLiteral(".rb")),
        tr("HBase shell scripts (*.rb)"));
    if (path.isEmpty())
        return;
    FileController::rememberExport(m_document->filePath(), path);
    QString error;
    if (!exportScript(path, &error))
        QMessageBox::warning(this, tr("Cannot Export Script"), error);
    else
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::switchLanguage(const QString &language)
{
    if (!Translations::installForLocale(language))
        return;
    QSettings().setValue(QStringLiteral("language"), language);
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == language);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted) {
        m_previews->service()->setDebounce(PreferencesDialog::savedPreviewDelay());
        m_lessons->checker()->setDebounce(PreferencesDialog::savedPreviewDelay());
        m_autosaver->setInterval(PreferencesDialog::savedAutosaveSeconds() * 1000);
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About HBase Schema Designer"),
        tr("<h3>HBase Schema Designer %1</h3>"
           "<p>Design HBase tables, column families and row keys; see how HBase orders the keys, "
           "which region each lands in and where writes pile up; export the shell script.</p>")
            .arg(QStringLiteral(HBD_VERSION)));
}

void MainWindow::readSettings()
{
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    // Saved or deliberately dropped: nothing is left to recover.
    m_autosaver->discard();
    writeSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    if (m_files->openWithPrompt(event->mimeData()->urls().first().toLocalFile()))
        event->acceptProposedAction();
}
