// MainWindow's menus and toolbar, and the texts of everything it assembles (retranslateUi).

#include "ui/mainwindow.h"

#include "translations/translator.h"
#include "ui/canvas/diagrampane.h"
#include "ui/compare/compareactions.h"
#include "ui/document/editactions.h"
#include "ui/files/filecontroller.h"
#include "ui/files/importcontroller.h"
#include "ui/lessons/lessonactions.h"
#include "ui/migrate/migrationpanel.h"
#include "ui/preview/previewdocks.h"
#include "ui/problems/findingsmodel.h"
#include "ui/properties/propertyeditor.h"
#include "ui/properties/propertymodel.h"
#include "ui/report/reportactions.h"
#include "ui/tree/projecttreemodel.h"
#include "ui/window/actiontext.h"
#include "ui/window/helpactions.h"
#include "ui/window/presentationmode.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoView>

namespace {

const char *const kInFront = "hbdInFront";

// View > a panel. Qt's toggle hides a panel that is only a tab behind another, though the user
// chose it to see it: such a panel comes to the front instead, and takes the keyboard (its first
// field), so Alt+V and its letter reach any panel. So does a panel in front that does not have
// the keyboard: its letter is how a keyboard user goes there. Only a panel in front with the
// keyboard in it is hidden, as its check mark says. Whether it was is noted as the menu opens,
// before the toggle hides it.
void bringForwardFromMenu(QMenu *menu, QDockWidget *dock)
{
    QObject::connect(menu, &QMenu::aboutToShow, dock, [dock] {
        const QWidget *focus = QApplication::focusWidget();
        dock->setProperty(kInFront, dock->isVisible() && !dock->visibleRegion().isEmpty() &&
                                        focus && dock->isAncestorOf(focus));
    });
    QObject::connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool shown) {
        if (!shown && dock->property(kInFront).toBool())
            return; // hidden, as asked
        dock->show();
        dock->raise();
        dock->toggleViewAction()->setChecked(true);
        if (QWidget *widget = dock->widget()) {
            for (QWidget *w = widget; w; w = w->nextInFocusChain()) {
                if ((w == widget || widget->isAncestorOf(w)) && w->isVisibleTo(dock) &&
                    w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
                    w->setFocus(Qt::ShortcutFocusReason);
                    break;
                }
                if (w->nextInFocusChain() == widget)
                    break;
            }
        }
    });
}

} // namespace

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_files->newAction(), m_files->openAction()});
    m_fileMenu->addMenu(m_files->recentMenu());
    m_fileMenu->addAction(m_files->openExampleAction());
    m_fileMenu->addAction(m_import->action());
    m_fileMenu->addAction(m_migration->compareAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addActions(
        {m_files->saveAction(), m_files->saveAsAction(), m_files->revertAction()});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_migration->saveAction());
    m_fileMenu->addAction(m_diagram->exportAction());
    m_fileMenu->addActions({m_report->exportAction(), m_report->printAction()});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_edits->undoAction(), m_edits->redoAction()});
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_edits->addTableAction(), m_edits->addFamilyAction(),
                            m_edits->addQualifierAction(), m_edits->duplicateAction(),
                            m_compare->variantAction()});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_edits->deleteAction());
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_preferencesAction);

    m_viewMenu = menuBar()->addMenu(QString());
    QList<QDockWidget *> docks{m_treeDock,   m_propertiesDock, m_rowKeyDock,
                               m_sampleDock, m_problemsDock,   m_historyDock};
    docks += m_previews->docks();
    docks.append(m_lessons->dock());
    for (QDockWidget *dock : std::as_const(docks)) {
        if (dock == m_previews->docks().first())
            m_viewMenu->addSeparator();
        m_viewMenu->addAction(dock->toggleViewAction());
        bringForwardFromMenu(m_viewMenu, dock);
    }
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_previews->toolBar()->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({m_diagram->fitAction(), m_diagram->arrangeAction()});
    m_viewMenu->addAction(m_compare->compareTablesAction());
    m_viewMenu->addAction(m_compare->switchAction());
    m_presentation = new PresentationMode(this, m_diagram->view(), m_previews->docks().first());
    connect(m_presentation->action(), &QAction::toggled, this, [this](bool on) {
        if (on)
            m_centralTabs->setCurrentWidget(m_diagram);
    });
    m_viewMenu->addAction(m_presentation->action());
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_lessons->action());
    m_helpMenu->addSeparator();
    m_helpMenu->addActions(m_help->actions());
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);

    QToolBar *tools = addToolBar(QString());
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->addActions({m_files->newAction(), m_files->openAction(), m_files->saveAction()});
    tools->addSeparator();
    tools->addActions({m_edits->undoAction(), m_edits->redoAction()});
    tools->addSeparator();
    tools->addActions(
        {m_edits->addTableAction(), m_edits->addFamilyAction(), m_edits->addQualifierAction()});
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_exportAction->setText(tr("&Export Shell Script..."));
    m_exportAction->setStatusTip(tr("Write the HBase shell script that creates every table"));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About HBase Schema Designer"));
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == Translations::currentLanguage());
    m_preferencesAction->setText(tr("&Preferences..."));
    m_preferencesAction->setStatusTip(tr("Choose the language and the preview delay"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_treeDock->setWindowTitle(tr("Project"));
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_rowKeyDock->setWindowTitle(tr("Row Key"));
    m_sampleDock->setWindowTitle(tr("Sample Data"));
    m_centralTabs->setTabText(0, tr("Diagram"));
    m_presentation->retranslate();
    m_centralTabs->setTabText(1, tr("Script"));
    m_centralTabs->setTabText(2, tr("Migration"));
    m_problemsDock->setWindowTitle(tr("Problems"));
    m_historyDock->setWindowTitle(tr("History"));
    m_historyView->setEmptyLabel(tr("As opened"));
    findChild<QToolBar *>(QStringLiteral("mainToolBar"))->setWindowTitle(tr("Main Toolbar"));
    m_files->retranslate();
    m_import->retranslate();
    m_report->retranslate();
    m_lessons->retranslate();
    m_edits->retranslate();
    m_compare->retranslate();
    // Toolbar buttons show the plain name: no "(&N)" accelerator as Chinese menus write it, no
    // "...", and Undo/Redo without the command's name.
    for (QAction *action : findChild<QToolBar *>(QStringLiteral("mainToolBar"))->actions()) {
        if (action->isSeparator())
            continue;
        action->setIconText(plainActionName(action));
    }
    m_treeModel->retranslate();
    m_findingsModel->retranslate();
    m_properties->model()->reload();
    m_previews->retranslate();
    // The View menu's toggles, with letters unique in that menu (PreviewDocks names its own).
    const QList<std::pair<QDockWidget *, QString>> toggles{
        {m_treeDock, tr("Pro&ject")},      {m_propertiesDock, tr("Propert&ies")},
        {m_rowKeyDock, tr("Row &Key")},    {m_sampleDock, tr("&Sample Data")},
        {m_problemsDock, tr("Pro&blems")}, {m_historyDock, tr("&History")}};
    for (const auto &[dock, text] : toggles)
        dock->toggleViewAction()->setText(text);
    updateTitle();
}
