#pragma once

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>

#include <utility>

class DiagramView;
class QAction;
class QDockWidget;
class QMainWindow;
class QWidget;

// View > Presentation Mode (F11), for workshops: full screen, the diagram and the regions chart
// only, the diagram fitted to the screen (again whenever the view's size changes, since the
// window manager makes the window full-screen some time after asking). Toggling back restores
// the window as it was, and the diagram's zoom and scroll position (again as the window gets its
// old size back, which also arrives late); a diagram that was fitted to its view goes on being
// fitted as the window grows or shrinks.
class PresentationMode : public QObject
{
    Q_OBJECT

public:
    PresentationMode(QMainWindow *window, DiagramView *view, QDockWidget *regions);

    // A dock that stays in presentation mode when it is showing (the lesson beside the diagram),
    // its text larger there.
    static void keepVisible(QDockWidget *dock);

    QAction *action() const { return m_action; }
    bool isActive() const { return m_active; }
    void setActive(bool active);
    void retranslate();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitWhileActive();
    void restoreView();
    void enlargeText(QWidget *widget);
    void restoreText();
    // The menu bar (kept at no height, so that its actions' shortcuts, F11 among them, still
    // work), the central tab bar and the diagram's tools beside it: hidden while active.
    void hideBars(bool hide);

    QMainWindow *m_window;
    DiagramView *m_view;
    QWidget *m_viewport; // m_view's, which the filter watches
    QDockWidget *m_regions;
    QAction *m_action;
    bool m_active = false;
    QByteArray m_state;
    bool m_wasMaximized = false;
    double m_zoom = 1;
    QPointF m_center; // the scene point in the middle of the view before
    bool m_restoring = false;
    bool m_wasFitting = false; // the view fitted the diagram to its size before (showStart)
    bool m_statusBarWasVisible = true;
    bool m_chartsScaled = false; // the regions chart's text enlarged (a large screen)
    QList<std::pair<QPointer<QWidget>, QFont>> m_enlarged; // and the font each had before
};
