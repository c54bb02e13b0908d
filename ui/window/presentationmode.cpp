#include "ui/window/presentationmode.h"

#include "ui/canvas/diagramview.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QStatusBar>
#include <QToolBar>

PresentationMode::PresentationMode(QMainWindow *window, DiagramView *view, QDockWidget *regions)
    : QObject(window)
    , m_window(window)
    , m_view(view)
    , m_regions(regions)
    , m_action(new QAction(this))
{
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence::FullScreen);
    if (m_action->shortcut().isEmpty())
        m_action->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_action, &QAction::toggled, this, &PresentationMode::setActive);
    m_view->installEventFilter(this);
    retranslate();
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (m_active && watched == m_view && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(m_view, &DiagramView::fitAll, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

void PresentationMode::retranslate()
{
    m_action->setText(tr("&Presentation Mode"));
    m_action->setStatusTip(tr("Full screen with only the diagram and the regions chart, larger, "
                              "for workshops"));
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    const QSignalBlocker blocker(m_action);
    m_action->setChecked(active);
    if (active) {
        m_state = m_window->saveState();
        m_wasMaximized = m_window->isMaximized();
        m_zoom = m_view->zoom();
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
            dock->setVisible(dock == m_regions);
        for (QToolBar *bar : m_window->findChildren<QToolBar *>()) {
            if (bar->parent() == m_window)
                bar->hide();
        }
        m_statusBarWasVisible = m_window->statusBar()->isVisible();
        m_window->statusBar()->hide();
        m_window->showFullScreen();
        // Fit once the window has its full-screen size.
        QMetaObject::invokeMethod(m_view, &DiagramView::fitAll, Qt::QueuedConnection);
    } else {
        m_window->restoreState(m_state);
        m_window->statusBar()->setVisible(m_statusBarWasVisible);
        if (m_wasMaximized)
            m_window->showMaximized();
        else
            m_window->showNormal();
        m_view->zoomBy(m_zoom / m_view->zoom());
    }
}
