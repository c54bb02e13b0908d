#include "ui/compare/compareactions.h"

#include "model/edits/projectedits.h"
#include "ui/compare/compareview.h"
#include "ui/document/document.h"
#include "ui/window/screenfit.h"

#include <QMainWindow>

#include <QAction>
#include <QComboBox>
#include <QScreen>
#include <QWidget>

CompareActions::CompareActions(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_compareTables(new QAction(this))
    , m_compareWith(new QAction(this))
    , m_variant(new QAction(this))
    , m_switch(new QAction(this))
{
    m_compareTables->setObjectName(QStringLiteral("compareTablesAction"));
    m_compareWith->setObjectName(QStringLiteral("compareWithAction"));
    m_variant->setObjectName(QStringLiteral("duplicateAsVariantAction"));
    m_variant->setIcon(QIcon(QStringLiteral(":/icons/edit-copy.svg")));
    m_variant->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_compareTables, &QAction::triggered, this, &CompareActions::compareTables);
    connect(m_compareWith, &QAction::triggered, this, &CompareActions::compareWithSelected);
    connect(m_variant, &QAction::triggered, this, &CompareActions::duplicateAsVariant);
    m_switch->setObjectName(QStringLiteral("switchToCompareAction"));
    m_switch->setShortcut(QKeySequence(Qt::Key_F6));
    connect(m_switch, &QAction::triggered, this, [this] {
        if (m_view && m_view->isVisible())
            present();
        else
            compareTables();
    });
    connect(document, &Document::selectionChanged, this, &CompareActions::updateEnabled);
    connect(document, &Document::changed, this, &CompareActions::updateEnabled);
    retranslate();
    updateEnabled();
}

CompareActions::~CompareActions()
{
    delete m_view; // a window of its own, not a child of the main window
}

CompareView *CompareActions::view()
{
    if (!m_view) {
        // No parent: a child window would stay above the designer, which the user goes back
        // to for every edit.
        m_view = new CompareView(m_document);
        m_view->setAttribute(Qt::WA_QuitOnClose, false);
        connect(m_view, &CompareView::designerRequested, this, [this] {
            if (m_window->isMinimized())
                m_window->showNormal();
            m_window->raise();
            m_window->activateWindow();
        });
        connect(m_view, &CompareView::closed, this, &CompareActions::giveRoomBack);
    }
    return m_view;
}

void CompareActions::retranslate()
{
    m_compareTables->setText(tr("Co&mpare Tables..."));
    m_compareTables->setStatusTip(
        tr("Two tables side by side: their regions, write heatmaps, first keys and figures"));
    m_compareWith->setText(tr("Compare &With Table..."));
    m_compareWith->setStatusTip(tr("The selected table beside another one in the Compare view"));
    m_switch->setText(tr("Switch to the Compare &View"));
    m_switch->setStatusTip(tr("Bring the Compare view to the front (F6 there comes back here); "
                              "it shows both tables as you edit"));
    m_variant->setText(tr("Duplicate as &Variant"));
    m_variant->setStatusTip(tr("Copy the selected table under a new name to try a change on, "
                               "and compare the two"));
}

void CompareActions::updateEnabled()
{
    const bool table = !m_document->selectedTable().isEmpty();
    m_compareWith->setEnabled(table);
    m_variant->setEnabled(table);
    m_compareTables->setEnabled(!m_document->project().tables.isEmpty());
    m_switch->setEnabled(m_compareTables->isEnabled());
}

QString CompareActions::partnerOf(const QString &table) const
{
    const QList<Table> &tables = m_document->project().tables;
    const int i = m_document->project().tableIndex(table);
    if (i < 0 || tables.size() < 2)
        return table;
    return tables[(i + 1) % tables.size()].fullName();
}

void CompareActions::present()
{
    CompareView *v = view();
    if (m_window->isFullScreen()) {
        // Presentation mode. The screen's size first: without a window manager (a projector's
        // kiosk session) full screen is only what the window asks for.
        v->setGeometry(m_window->screen()->geometry());
        v->showFullScreen();
    } else if (!v->isVisible()) {
        QScreen *screen = m_window->screen();
        const QRect available = screen->availableGeometry();
        if (ScreenFit::isSmall(available.size())) {
            v->setGeometry(available);
            v->showMaximized();
        } else {
            // Beside the designer rather than on top of it: the right part of the screen, so
            // that edits in the window show here as they are made.
            const QSize size(available.width() / 2, available.height() * 9 / 10);
            v->resize(size);
            v->show();
            // Its frame inside the screen too, where the platform knows it once shown.
            const QSize frame = v->frameGeometry().size().expandedTo(size);
            v->move(available.x() + available.width() - frame.width(),
                    available.center().y() - frame.height() / 2);
            makeRoomBeside(available.width() - frame.width());
        }
    }
    v->raise();
    v->activateWindow();
}

void CompareActions::makeRoomBeside(int room)
{
    // The designer keeps the rest of the screen, so that the view is beside it and not over its
    // right part (the Lesson panel's goals, the charts), when it fits there.
    const QRect designer = m_window->frameGeometry();
    const QRect available = m_window->screen()->availableGeometry();
    const int frames = designer.width() - m_window->width();
    const int least = m_window->minimumSizeHint().expandedTo(m_window->minimumSize()).width();
    if (designer.right() < available.x() + room || room - frames < least)
        return;
    auto *mainWindow = qobject_cast<QMainWindow *>(m_window);
    if (!m_designerBefore) {
        m_designerWasMaximized = m_window->isMaximized();
        m_designerBefore = m_window->normalGeometry();
        m_docksBefore = mainWindow ? mainWindow->saveState() : QByteArray();
    }
    if (m_window->isMaximized())
        m_window->showNormal();
    m_window->resize(room - frames, m_window->height());
    m_window->move(available.x(), m_window->frameGeometry().y());
    // Narrower, it lays its docks out as on a small screen (the right column joins the bottom
    // tabs), so the diagram keeps a useful width rather than a strip between two columns.
    if (mainWindow) {
        ScreenFit::arrange(mainWindow, mainWindow->size());
        ScreenFit::shareHeight(mainWindow, mainWindow->size());
    }
}

void CompareActions::giveRoomBack()
{
    if (!m_designerBefore)
        return;
    // The place it had before the view came, and its docks laid out for that size again.
    const QRect before = *m_designerBefore;
    m_designerBefore.reset();
    if (m_designerWasMaximized)
        m_window->showMaximized();
    else
        m_window->setGeometry(before);
    // The docks as they were: the small screen's layout of the narrowed designer (the right
    // column among the bottom tabs) is undone, not just resized.
    if (auto *window = qobject_cast<QMainWindow *>(m_window); window && !m_docksBefore.isEmpty())
        window->restoreState(m_docksBefore);
    m_docksBefore.clear();
}

void CompareActions::openComparison(const Project &left, const QString &leftTable,
                                    const QString &leftTitle, const Project &right,
                                    const QString &rightTable, const QString &rightTitle)
{
    view()->setProjectTable(CompareView::Left, left, leftTable, leftTitle);
    view()->setProjectTable(CompareView::Right, right, rightTable, rightTitle);
    present();
}

void CompareActions::openWithDocument(const QString &documentTable, const Project &right,
                                      const QString &rightTable, const QString &rightTitle)
{
    view()->setDocumentTable(CompareView::Left, documentTable);
    view()->setProjectTable(CompareView::Right, right, rightTable, rightTitle, {}, true);
    present();
}

void CompareActions::openOnDocument(const QString &leftTable, const QString &rightTable)
{
    view()->setDocumentTable(CompareView::Left, leftTable);
    view()->setDocumentTable(CompareView::Right, rightTable);
    present();
}

bool CompareActions::compareTables()
{
    if (!m_compareTables->isEnabled())
        return false;
    if (m_view) {
        present(); // as it was left
        return true;
    }
    QString table = m_document->selectedTable();
    if (table.isEmpty())
        table = m_document->project().tables.first().fullName();
    openOnDocument(table, partnerOf(table));
    return true;
}

bool CompareActions::compareWithSelected()
{
    if (!m_compareWith->isEnabled())
        return false;
    const QString table = m_document->selectedTable();
    openOnDocument(table, partnerOf(table));
    m_view->panel(CompareView::Right)->picker()->setFocus(); // the other table is picked there
    return true;
}

bool CompareActions::duplicateAsVariant()
{
    if (!m_variant->isEnabled())
        return false;
    const QString original = m_document->selectedTable();
    QString variant;
    std::optional<DiagramPosition> at;
    if (const std::optional<QPoint> free = m_placer ? m_placer(original) : std::nullopt)
        at = DiagramPosition{free->x(), free->y()};
    const bool done =
        m_document->edit(tr("Duplicate %1 as Variant").arg(original), [&](Project *p, QString *) {
            variant = ProjectEdits::duplicateAsVariant(p, original, at);
            return !variant.isEmpty();
        });
    if (!done)
        return false;
    m_document->select(variant);
    emit statusMessage(tr("%1 is a copy of %2 to try a change on; the Compare view shows both.")
                           .arg(variant, original));
    openOnDocument(original, variant);
    return true;
}
