#include "mainwindow.h"

#include "findingsmodel.h"
#include "linter.h"
#include "projectfile.h"
#include "projecttreemodel.h"
#include "savefile.h"
#include "scriptexporter.h"
#include "scriptpreview.h"
#include "translator.h"

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
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_treeModel(new ProjectTreeModel(this))
    , m_findingsModel(new FindingsModel(this))
    , m_preview(new ScriptPreview)
    , m_previewHeading(new QLabel)
    , m_treeView(new QTreeView)
    , m_problemsView(new QTableView)
    , m_treeDock(new QDockWidget(this))
    , m_problemsDock(new QDockWidget(this))
    , m_statusSummary(new QLabel)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/hbase-designer.svg")));
    setAcceptDrops(true);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);
    m_previewHeading->setObjectName(QStringLiteral("previewHeading"));
    m_previewHeading->setTextFormat(Qt::PlainText);
    layout->addWidget(m_previewHeading);
    layout->addWidget(m_preview, 1);
    setCentralWidget(central);

    createActions();
    createDocks();
    createMenus();
    statusBar()->addPermanentWidget(m_statusSummary);

    retranslateUi();
    refresh();
    resize(1200, 760);
    readSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openWithDialog);

    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportWithDialog);

    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

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
    connect(m_treeView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                showTableScript(current.data(ProjectTreeModel::TableRole).toString());
            });
    m_treeDock->setObjectName(QStringLiteral("projectDock"));
    m_treeDock->setWidget(m_treeView);
    addDockWidget(Qt::LeftDockWidgetArea, m_treeDock);

    m_problemsView->setObjectName(QStringLiteral("problemsView"));
    m_problemsView->setModel(m_findingsModel);
    m_problemsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problemsView->setWordWrap(false);
    m_problemsView->verticalHeader()->hide();
    m_problemsView->horizontalHeader()->setStretchLastSection(true);
    m_problemsView->horizontalHeader()->setSectionResizeMode(FindingsModel::SeverityColumn,
                                                             QHeaderView::ResizeToContents);
    m_problemsView->horizontalHeader()->setSectionResizeMode(FindingsModel::RuleColumn,
                                                             QHeaderView::ResizeToContents);
    m_problemsView->horizontalHeader()->setSectionResizeMode(FindingsModel::ObjectColumn,
                                                             QHeaderView::ResizeToContents);
    connect(m_problemsView, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        // Jump to the table the finding is about; "ns:table/family" paths start with it.
        const QString path = index.data(FindingsModel::ObjectPathRole).toString();
        const QModelIndex table = m_treeModel->tableIndex(path.section(u'/', 0, 0));
        if (table.isValid())
            m_treeView->setCurrentIndex(table);
    });
    m_problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problemsDock->setWidget(m_problemsView);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    resizeDocks({m_treeDock}, {520}, Qt::Horizontal);
    resizeDocks({m_problemsDock}, {160}, Qt::Vertical);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_treeDock->toggleViewAction());
    m_viewMenu->addAction(m_problemsDock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_openAction->setText(tr("&Open Project..."));
    m_openAction->setStatusTip(tr("Open a project file (.json)"));
    m_exportAction->setText(tr("&Export Shell Script..."));
    m_exportAction->setStatusTip(tr("Write the HBase shell script that creates every table"));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About HBase Schema Designer"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_treeDock->setWindowTitle(tr("Project"));
    m_problemsDock->setWindowTitle(tr("Problems"));
    m_treeModel->retranslate();
    m_findingsModel->retranslate();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh(); // findings and script comments are written in the current language
    }
    QMainWindow::changeEvent(event);
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(path);
    if (!loaded.project) {
        *error = loaded.error;
        return false;
    }
    m_project = std::move(*loaded.project);
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_previewTable.clear();
    m_treeModel->setProject(m_project);
    m_treeView->expandToDepth(2);
    refresh();
    return true;
}

void MainWindow::refresh()
{
    Linter::Options lintOptions;
    if (!m_filePath.isEmpty())
        lintOptions.projectDirectory = QFileInfo(m_filePath).absolutePath();
    m_findingsModel->setFindings(Linter::lint(m_project, lintOptions).findings);
    const int errors = m_findingsModel->count(Severity::Error);
    const int warnings = m_findingsModel->count(Severity::Warning);
    m_statusSummary->setText(tr("%n table(s)", nullptr, int(m_project.tables.size())) +
                             QStringLiteral(" · ") + tr("%n error(s)", nullptr, errors) +
                             QStringLiteral(" · ") + tr("%n warning(s)", nullptr, warnings));
    m_exportAction->setEnabled(!m_project.tables.isEmpty());
    refreshPreview();
    updateTitle();
}

void MainWindow::showTableScript(const QString &fullName)
{
    m_previewTable = m_project.findTable(fullName) ? fullName : QString();
    refreshPreview();
}

void MainWindow::refreshPreview()
{
    if (m_filePath.isEmpty()) {
        m_previewHeading->setText(tr("No project open"));
        m_preview->setProblems(tr("Open a project file with File > Open Project..."), {});
        return;
    }
    ExportOptions options;
    options.sourceName = QFileInfo(m_filePath).fileName();
    options.projectDirectory = QFileInfo(m_filePath).absolutePath();
    options.scriptName = QFileInfo(m_filePath).completeBaseName() + QStringLiteral(".rb");
    if (!m_previewTable.isEmpty())
        options.tables = {m_previewTable};
    m_previewHeading->setText(m_previewTable.isEmpty()
                                  ? tr("HBase shell script for the whole project")
                                  : tr("HBase shell script for table %1").arg(m_previewTable));
    const ExportResult result = exportShellScript(m_project, options);
    if (!result.ok()) {
        m_preview->setProblems(tr("Nothing can be exported until these are fixed:"), result.errors);
        return;
    }
    QString text = QString::fromUtf8(result.script);
    for (const ExportedFile &file : result.splitsFiles)
        text += QStringLiteral("\n# ") + tr("%1 (written beside the script):").arg(file.fileName) +
                u'\n' + QString::fromUtf8(file.contents);
    m_preview->setScript(text);
}

void MainWindow::updateTitle()
{
    setWindowFilePath(m_filePath);
    setWindowTitle(m_filePath.isEmpty()
                       ? tr("HBase Schema Designer")
                       : tr("%1 - HBase Schema Designer").arg(QFileInfo(m_filePath).fileName()));
}

bool MainWindow::exportScript(const QString &path, QString *error)
{
    ExportOptions options;
    options.sourceName = QFileInfo(m_filePath).fileName();
    options.projectDirectory = QFileInfo(m_filePath).absolutePath();
    options.scriptName = QFileInfo(path).fileName();
    const ExportResult result = exportShellScript(m_project, options);
    if (!result.ok()) {
        *error = result.errors.join(u'\n');
        return false;
    }
    const QDir dir = QFileInfo(path).absoluteDir();
    for (const ExportedFile &file : result.splitsFiles) {
        if (!writeFileAtomically(dir.filePath(file.fileName), file.contents, error))
            return false;
    }
    return writeFileAtomically(path, result.script, error);
}

QString MainWindow::dialogDirectory() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).absolutePath();
    return QSettings().value(QStringLiteral("lastDirectory"), QDir::homePath()).toString();
}

void MainWindow::openWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Project"), dialogDirectory(), tr("HBase Schema Designer projects (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error))
        QMessageBox::warning(this, tr("Cannot Open Project"), error);
    else
        QSettings().setValue(QStringLiteral("lastDirectory"), QFileInfo(path).absolutePath());
}

void MainWindow::exportWithDialog()
{
    const QString suggested =
        QDir(dialogDirectory())
            .filePath(QFileInfo(m_filePath).completeBaseName() + QStringLiteral(".rb"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export HBase Shell Script"),
                                                      suggested, tr("HBase shell scripts (*.rb)"));
    if (path.isEmpty())
        return;
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
    const QString path = event->mimeData()->urls().first().toLocalFile();
    QString error;
    if (openFile(path, &error))
        event->acceptProposedAction();
    else
        QMessageBox::warning(this, tr("Cannot Open Project"), error);
}
