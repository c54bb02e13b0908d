#include "ui/canvas/diagrampane.h"

#include "model/edits/projectedits.h"
#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"
#include "ui/canvas/diagramexport.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/diagramview.h"
#include "ui/canvas/tablecard.h"
#include "ui/document/document.h"
#include "ui/files/filecontroller.h"
#include "ui/window/actiontext.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QVBoxLayout>

DiagramPane::DiagramPane(Document *document, const FileController *files, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_files(files)
    , m_scene(new DiagramScene(document, this))
    , m_view(new DiagramView(m_scene))
    , m_tools(new QToolBar(this))
    , m_zoomIn(new QAction(this))
    , m_zoomOut(new QAction(this))
    , m_fit(new QAction(this))
    , m_arrange(new QAction(this))
    , m_export(new QAction(this))
    , m_copy(new QAction(this))
    , m_paste(new QAction(this))
{
    m_copy->setShortcut(QKeySequence::Copy);
    m_paste->setShortcut(QKeySequence::Paste);
    for (QAction *a : {m_copy, m_paste})
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copy, &QAction::triggered, this, &DiagramPane::copySelected);
    connect(m_paste, &QAction::triggered, this, &DiagramPane::paste);
    m_view->addActions({m_copy, m_paste});
    m_zoomIn->setShortcut(QKeySequence::ZoomIn);
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // Zooming works wherever the focus is; copy and paste only on the canvas (text fields have
    // their own).
    m_export->setIcon(QIcon(QStringLiteral(":/icons/document-save.svg")));
    m_arrange->setIcon(QIcon(QStringLiteral(":/icons/table.svg")));
    connect(m_zoomIn, &QAction::triggered, this, [this] { m_view->zoomBy(1.25); });
    connect(m_zoomOut, &QAction::triggered, this, [this] { m_view->zoomBy(0.8); });
    connect(m_fit, &QAction::triggered, m_view, &DiagramView::fitAll);
    connect(m_arrange, &QAction::triggered, this, [this] {
        if (m_scene->arrange())
            m_view->fitAll();
    });
    connect(m_export, &QAction::triggered, this, &DiagramPane::exportWithDialog);
    connect(m_view, &DiagramView::renameFailed, this, &DiagramPane::statusMessage);
    addActions({m_zoomIn, m_zoomOut, m_fit});
    m_tools->addActions({m_zoomIn, m_zoomOut, m_fit});
    m_tools->addSeparator();
    m_tools->addActions({m_arrange, m_export});
    m_tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_view, 1);
    // A new project shows all of itself.
    connect(document, &Document::replaced, this, [this] {
        QMetaObject::invokeMethod(m_view, &DiagramView::showStart, Qt::QueuedConnection);
    });
    retranslate();
}

void DiagramPane::placeToolsIn(QTabWidget *tabs)
{
    m_tabs = tabs;
    tabs->setCornerWidget(m_tools, Qt::TopRightCorner);
    connect(tabs, &QTabWidget::currentChanged, m_tools,
            [this, tabs] { m_tools->setVisible(tabs->currentWidget() == this); });
    tabs->installEventFilter(this);
}

bool DiagramPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tabs && event->type() == QEvent::Resize)
        fitTools();
    return QWidget::eventFilter(watched, event);
}

void DiagramPane::fitTools()
{
    // The tools with their texts while the tabs keep theirs beside them; in a narrower centre (a
    // lesson's column beside it on a projector) the tools that have an icon show only that, so
    // that no tab hides behind the tab bar's scroll arrows.
    if (m_tools->toolButtonStyle() == Qt::ToolButtonTextBesideIcon)
        m_toolsWidth = m_tools->sizeHint().width();
    const int needed = m_tabs->tabBar()->sizeHint().width() + m_toolsWidth;
    m_tools->setToolButtonStyle(m_tabs->width() >= needed ? Qt::ToolButtonTextBesideIcon
                                                          : Qt::ToolButtonIconOnly);
}

void DiagramPane::retranslate()
{
    m_zoomIn->setText(tr("Zoom In"));
    m_zoomOut->setText(tr("Zoom Out"));
    m_fit->setText(tr("&Fit"));
    m_fit->setToolTip(tr("Show every table (Ctrl+0); Ctrl+wheel zooms"));
    m_arrange->setText(tr("Arra&nge"));
    m_arrange->setToolTip(tr("Place the tables in columns without overlap (undoable)"));
    m_copy->setText(tr("Copy Tables"));
    m_paste->setText(tr("Paste Tables"));
    m_export->setText(tr("Export &Diagram..."));
    m_export->setToolTip(tr("Save the diagram as PNG, SVG or PDF"));
    // The tab bar's buttons without the menus' letters: "Fit", "适应窗口", not "适应窗口(F)".
    for (QAction *action : {m_fit, m_arrange, m_export})
        action->setIconText(plainActionText(action->text()));
}

void DiagramPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The tools' width with their texts in the new language, measured again.
        m_tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        if (m_tabs)
            fitTools();
    }
    QWidget::changeEvent(event);
}

bool DiagramPane::copySelected()
{
    Project copied;
    for (QGraphicsItem *item : m_scene->selectedItems()) {
        if (const auto *card = dynamic_cast<TableCard *>(item)) {
            const Table *t = m_document->project().findTable(card->tableName());
            if (t)
                ProjectEdits::pasteTable(&copied, *t);
        }
    }
    if (copied.tables.isEmpty())
        return false;
    auto *mime = new QMimeData;
    const QByteArray bytes = serializeProject(copied);
    mime->setData(QString::fromLatin1(kMimeType), bytes);
    mime->setText(QString::fromUtf8(bytes));
    QApplication::clipboard()->setMimeData(mime);
    emit statusMessage(tr("Copied %n table(s)", nullptr, int(copied.tables.size())));
    return true;
}

bool DiagramPane::paste()
{
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    const QByteArray bytes = !mime ? QByteArray()
                             : mime->hasFormat(QString::fromLatin1(kMimeType))
                                 ? mime->data(QString::fromLatin1(kMimeType))
                                 : mime->text().toUtf8();
    const ProjectFile::LoadResult pasted = ProjectFile::parse(bytes, tr("the clipboard"));
    if (!pasted.project || pasted.project->tables.isEmpty()) {
        emit statusMessage(tr("The clipboard holds no tables"));
        return false;
    }
    QString last;
    const bool done =
        m_document->edit(tr("Paste %n Table(s)", nullptr, int(pasted.project->tables.size())),
                         [&](Project *p, QString *) {
                             for (Table t : pasted.project->tables) {
                                 t.position.x += 40; // beside the originals, not on them
                                 t.position.y += 40;
                                 last = ProjectEdits::pasteTable(p, t);
                             }
                             return true;
                         });
    if (done)
        m_document->select(last);
    return done;
}

void DiagramPane::exportWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Diagram"), m_files->suggestedExportPath(QStringLiteral(".png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    FileController::rememberExport(m_document->filePath(), path);
    QString error;
    if (!DiagramExport::write(m_scene, path, &error, {m_scene->title(), {}}))
        QMessageBox::warning(this, tr("Cannot Export Diagram"), error);
    else
        emit statusMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
}
