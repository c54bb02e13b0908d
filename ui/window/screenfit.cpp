#include "ui/window/screenfit.h"

#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>

namespace {
const char *const kBesideDiagram = "hbdBesideDiagram";
} // namespace

namespace ScreenFit {

void keepBesideDiagram(QDockWidget *dock)
{
    dock->setProperty(kBesideDiagram, true);
}

bool isSmall(QSize window)
{
    return window.width() < kPreferredSize.width() || window.height() < kPreferredSize.height();
}

QSize initialSize(QSize available)
{
    // On a large screen most of it, so that the diagram opens large; never more than there is.
    return kPreferredSize.expandedTo(available * 4 / 5).boundedTo(available);
}

void arrange(QMainWindow *window, QSize size)
{
    if (!isSmall(size))
        return;
    const QList<QDockWidget *> docks = window->findChildren<QDockWidget *>();
    // The bottom's largest tab group: the preview panels'.
    QDockWidget *group = nullptr;
    for (QDockWidget *dock : docks) {
        if (window->dockWidgetArea(dock) == Qt::BottomDockWidgetArea &&
            (!group ||
             window->tabifiedDockWidgets(dock).size() > window->tabifiedDockWidgets(group).size()))
            group = dock;
    }
    if (!group)
        return;
    // The left column keeps the window's full height for the tree and the properties; every
    // other dock becomes a tab at the bottom, where each tab has the window's width but the
    // left column's.
    window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    const QList<QDockWidget *> tabs = window->tabifiedDockWidgets(group);
    QDockWidget *regions = nullptr;
    for (QDockWidget *dock : docks) {
        const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
        if (dock == group || tabs.contains(dock) || dock->isFloating() ||
            dock->property(kBesideDiagram).toBool() ||
            (area != Qt::RightDockWidgetArea && area != Qt::BottomDockWidgetArea))
            continue;
        window->tabifyDockWidget(group, dock);
        if (!regions && area == Qt::RightDockWidgetArea)
            regions = dock;
    }
    if (regions)
        regions->raise(); // the first preview panel, what an edit changes first
}

void shareHeight(QMainWindow *window, QSize size)
{
    if (!isSmall(size))
        return;
    QList<QDockWidget *> bottom;
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
        if (window->dockWidgetArea(dock) == Qt::BottomDockWidgetArea && !dock->isFloating())
            bottom.append(dock);
    }
    // Every tab of the group, since Qt resizes a group through the tab it happens to pick.
    const int height = int(size.height() * kSmallBottomShare);
    window->resizeDocks(bottom, QList<int>(bottom.size(), height), Qt::Vertical);
}

void fitWithin(QMainWindow *window, QSize available)
{
    window->layout()->activate();
    const QSize minimum = window->minimumSizeHint();
    const bool arranged =
        minimum.width() > available.width() || minimum.height() > available.height();
    if (arranged) {
        arrange(window, available);
        window->layout()->activate();
    }
    window->resize(window->size().boundedTo(available));
    if (arranged)
        shareHeight(window, window->size());
}

} // namespace ScreenFit
