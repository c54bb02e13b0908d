#include "ui/window/presentationmode.h"

#include "ui/canvas/diagramview.h"
#include "ui/canvas/minimap.h"
#include "ui/charts/chartstyle.h"
#include "ui/window/screenfit.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>

#include <cmath>

namespace {
constexpr int kRestoreWindowMs = 1500;
const char *const kKeepVisible = "hbdKeepInPresentation";
// The text of a dock kept beside the diagram, larger as the diagram is for the room.
constexpr double kTextScale = 1.3;
} // namespace

void PresentationMode::keepVisible(QDockWidget *dock)
{
    dock->setProperty(kKeepVisible, true);
}

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
    m_viewport = m_view->viewport();
    m_viewport->installEventFilter(this);
    retranslate();
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    // Queued, after the layout settles; each checks that the mode did not change meanwhile.
    // The user takes the view over: it is no longer restored.
    // Pointers compared only: the view sends events to filters while it is being destroyed,
    // when calling it would use a half-destroyed object.
    if (watched == m_viewport &&
        (event->type() == QEvent::Wheel || event->type() == QEvent::MouseButtonPress ||
         event->type() == QEvent::KeyPress))
        m_restoring = false;
    if (watched == m_view && event->type() == QEvent::Resize) {
        if (m_active)
            QMetaObject::invokeMethod(this, &PresentationMode::fitWhileActive,
                                      Qt::QueuedConnection);
        else if (m_restoring)
            QMetaObject::invokeMethod(this, &PresentationMode::restoreView, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void PresentationMode::fitWhileActive()
{
    if (m_active)
        m_view->fitAll();
}

void PresentationMode::restoreView()
{
    if (m_active)
        return;
    if (m_wasFitting) { // fitted to its size, as before: again at every size from now on
        m_view->showStart();
        return;
    }
    if (m_restoring && std::abs(m_view->zoom() - m_zoom) > 1e-9) {
        m_restoring = false; // zoomed since
        return;
    }
    if (std::abs(m_view->zoom() - m_zoom) > 1e-9)
        m_view->zoomBy(m_zoom / m_view->zoom());
    m_view->centerOn(m_center);
    // The view is back, not moved by the user: the overview stays off the cards until they
    // move it (it was placed for the full screen, over a card of the smaller window).
    m_view->miniMap()->waitForMove();
}

void PresentationMode::enlargeText(QWidget *widget)
{
    // Its own font back afterwards, or none: the window's again.
    m_enlarged.append({widget, widget->testAttribute(Qt::WA_SetFont) ? widget->font() : QFont()});
    QFont larger = widget->font();
    if (larger.pointSizeF() > 0)
        larger.setPointSizeF(larger.pointSizeF() * kTextScale);
    else
        larger.setPixelSize(qRound(larger.pixelSize() * kTextScale));
    widget->setFont(larger);
}

void PresentationMode::restoreText()
{
    for (const auto &[widget, font] : std::as_const(m_enlarged)) {
        if (widget)
            widget->setFont(font);
    }
    m_enlarged.clear();
}

void PresentationMode::hideBars(bool hide)
{
    m_window->menuBar()->setMaximumHeight(hide ? 0 : QWIDGETSIZE_MAX);
    if (auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))) {
        tabs->tabBar()->setVisible(!hide);
        for (const Qt::Corner corner : {Qt::TopLeftCorner, Qt::TopRightCorner}) {
            if (QWidget *tools = tabs->cornerWidget(corner))
                tools->setVisible(!hide);
        }
    }
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
        m_wasFitting = m_view->isFittingToSize();
        m_center = m_view->mapToScene(m_view->viewport()->rect().center());
        m_restoring = false;
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
            const bool kept = dock->isVisible() && dock->property(kKeepVisible).toBool();
            dock->setVisible(dock == m_regions || kept);
            if (kept && dock->widget())
                enlargeText(dock->widget());
        }
        // On a large screen the regions chart's text too, as large as the kept docks' (on a
        // projector's small screen its dock would take the diagram's room).
        m_chartsScaled = !ScreenFit::isSmall(m_window->screen()->availableGeometry().size());
        if (m_chartsScaled) {
            enlargeText(m_regions->widget());
            ChartStyle::scaleChartText(m_regions, kTextScale);
        }
        for (QToolBar *bar : m_window->findChildren<QToolBar *>()) {
            if (bar->parent() == m_window)
                bar->hide();
        }
        m_statusBarWasVisible = m_window->statusBar()->isVisible();
        m_window->statusBar()->hide();
        hideBars(true);
        m_window->showFullScreen();
        // The keyboard on the diagram (zoom, scroll, F11 again), not on a control of the regions
        // chart that an arrow key would change.
        m_view->setFocus(Qt::OtherFocusReason);
        // Fit once the window has its full-screen size.
        QMetaObject::invokeMethod(this, &PresentationMode::fitWhileActive, Qt::QueuedConnection);
    } else {
        restoreText();
        if (m_chartsScaled)
            ChartStyle::scaleChartText(m_regions, 1);
        m_window->restoreState(m_state);
        m_window->statusBar()->setVisible(m_statusBarWasVisible);
        hideBars(false);
        if (m_wasMaximized)
            m_window->showMaximized();
        else
            m_window->showNormal();
        restoreView();
        // The window manager gives the window its old size back later: the same view again
        // then, for a while.
        m_restoring = true;
        QTimer::singleShot(kRestoreWindowMs, this, [this] {
            // Untouched since: whatever the late layout scrolled, the overview waits.
            if (m_restoring && !m_active)
                m_view->miniMap()->waitForMove();
            m_restoring = false;
        });
    }
}
