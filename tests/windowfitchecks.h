#pragma once

// What tst_windowfit checks inside the panels at 1280×690: each check says what failed.
#include "ui/charts/chartscroll.h"
#include "ui/document/document.h"
#include "ui/mainwindow.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QUndoStack>

#include <qcustomplot.h>

namespace WindowFitChecks {

// A check's outcome, with what failed.
struct Check
{
    QString error;
    explicit operator bool() const { return error.isEmpty(); }
};

// Every field of the Access Patterns editor is in sight without scrolling.
inline Check accessFormInSight(MainWindow &window)
{
    window.findChild<QDockWidget *>(QStringLiteral("accessDock"))->raise();
    QCoreApplication::processEvents();
    auto *panel = window.findChild<QWidget *>(QStringLiteral("accessPatternsPanel"));
    auto *description = panel->findChild<QWidget *>(QStringLiteral("patternDescription"));
    const auto *scroll =
        qobject_cast<QScrollArea *>(description->parentWidget()->parentWidget()->parentWidget());
    if (!scroll)
        return {QStringLiteral("the editor is not in a scroll area")};
    const QRect port = scroll->viewport()->rect();
    for (const char *name : {"patternName", "patternTranslatedName", "patternKind", "patternFields",
                             "patternRangeField", "patternLimit", "patternRate",
                             "patternRelatedTable", "patternDescription"}) {
        const QWidget *field = panel->findChild<QWidget *>(QString::fromLatin1(name));
        if (!field->isVisible() && QString::fromLatin1(name) == u"patternTranslatedName")
            continue; // in Chinese only
        const QRect at(field->mapTo(scroll->viewport(), QPoint(0, 0)), field->size());
        // The kind's texts show whole (not "Write one row (").
        if (const auto *box = qobject_cast<const QComboBox *>(field);
            box && QString::fromLatin1(name) == u"patternKind") {
            QStyleOptionComboBox option;
            option.initFrom(box);
            const int room = box->style()
                                 ->subControlRect(QStyle::CC_ComboBox, &option,
                                                  QStyle::SC_ComboBoxEditField, box)
                                 .width();
            for (int i = 0; i < box->count(); ++i) {
                if (box->fontMetrics().horizontalAdvance(box->itemText(i)) + 2 > room)
                    return {QStringLiteral("the kind \"%1\" is cut: %2 px for it")
                                .arg(box->itemText(i))
                                .arg(room)};
            }
        }
        if (!port.contains(at))
            return {QStringLiteral("%1 at %2,%3 %4x%5 is out of the %6x%7 editor")
                        .arg(QString::fromLatin1(name))
                        .arg(at.x())
                        .arg(at.y())
                        .arg(at.width())
                        .arg(at.height())
                        .arg(port.width())
                        .arg(port.height())};
    }
    return {};
}

// Every column of the Sample Data generators, the last one (what reads each
// field) too, is in sight with its whole header.
inline Check sampleColumnsInSight(MainWindow &window)
{
    window.findChild<QDockWidget *>(QStringLiteral("sampleDock"))->raise();
    QCoreApplication::processEvents();
    auto *view = window.findChild<QDockWidget *>(QStringLiteral("sampleDock"))
                     ->findChild<QTableView *>(QStringLiteral("generatorView"));
    if (!view)
        return {QStringLiteral("no generatorView")};
    const QHeaderView *header = view->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        const QString text = view->model()->headerData(column, Qt::Horizontal).toString();
        const int left = header->sectionViewportPosition(column);
        if (left < 0 || left + header->sectionSize(column) > view->viewport()->width() ||
            header->sectionSize(column) < header->fontMetrics().horizontalAdvance(text))
            return {text + QStringLiteral(" is cut")};
    }
    return {};
}

// Every setting of every generator kind shows whole beside the generator list, at its minimum
// width, with nothing behind a horizontal scroll bar (the trial at 1280×720: the timestamp's
// start cut to "2026-01-01 00:00:00.0", the kind's arrow hidden).
inline Check sampleSettingsWhole(MainWindow &window)
{
    window.findChild<QDockWidget *>(QStringLiteral("sampleDock"))->raise();
    QCoreApplication::processEvents();
    auto *area = window.findChild<QScrollArea *>(QStringLiteral("generatorFormArea"));
    auto *kind = window.findChild<QComboBox *>(QStringLiteral("generatorKind"));
    if (!area || !kind)
        return {QStringLiteral("no generator form")};
    // Each kind tried is an edit: undone at the end, so the project is as it was.
    QUndoStack *undo = window.document()->undoStack();
    const int before = undo->index();
    const auto restore = qScopeGuard([undo, before] { undo->setIndex(before); });
    for (int entry = 0; entry < kind->count(); ++entry) {
        kind->setCurrentIndex(entry);
        emit kind->activated(entry); // as a user's choice: the project's generator changes
        for (int i = 0; i < 3; ++i)  // the new rows shown, then the layouts they change
            QCoreApplication::processEvents();
        if (area->horizontalScrollBar()->isVisible())
            return {kind->currentText() + QStringLiteral(": scrolls sideways")};
        const QRect port = area->viewport()->rect();
        for (QWidget *field : area->widget()->findChildren<QWidget *>()) {
            if (!field->isVisible() || field->parentWidget()->inherits("QAbstractSpinBox") ||
                field->parentWidget()->inherits("QComboBox"))
                continue;
            const QRect at(field->mapTo(area->viewport(), QPoint(0, 0)), field->size());
            if (at.right() > port.right() || field->width() < field->minimumSizeHint().width())
                return {kind->currentText() + QStringLiteral(": ") + field->objectName() +
                        QStringLiteral(" is cut (%1 px of %2)")
                            .arg(field->width())
                            .arg(field->minimumSizeHint().width())};
        }
    }
    return {};
}

// Every message in sight in the Problems panel fits its cell, wrapped.
inline Check problemsReadWhole(MainWindow &window)
{
    window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->raise();
    QCoreApplication::processEvents();
    auto *view = window.findChild<QTableView *>(QStringLiteral("problemsView"));
    const int column = 3;                            // FindingsModel::MessageColumn
    const int width = view->columnWidth(column) - 8; // less the cell's margins
    int shown = 0;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const QString text = view->model()->index(row, column).data().toString();
        const QRect needed =
            view->fontMetrics().boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, text);
        if (needed.height() > view->rowHeight(row))
            return {QStringLiteral("%1 px of %2 px: %3")
                        .arg(needed.height())
                        .arg(view->rowHeight(row))
                        .arg(text)};
        ++shown;
    }
    if (shown == 0)
        return {QStringLiteral("no findings")};
    return {};
}

// The chart in the dock shows whole: its scroll area need not scroll, and the chart's plot has
// room to draw (the regions' summary on one line above it).
inline Check chartWhole(MainWindow &window, const char *dockName)
{
    auto *dock = window.findChild<QDockWidget *>(QString::fromLatin1(dockName));
    dock->raise();
    QCoreApplication::processEvents();
    const QScrollArea *scroll = nullptr;
    for (const QScrollArea *area : dock->findChildren<QScrollArea *>()) {
        if (qobject_cast<CompactChart *>(area->widget()))
            scroll = area;
    }
    if (!scroll)
        return {QStringLiteral("no chart in a scroll area")};
    const auto *chart = static_cast<const CompactChart *>(scroll->widget());
    const QString where = QStringLiteral("%1: the chart %2 px high in a %3 px view")
                              .arg(QString::fromLatin1(dockName))
                              .arg(chart->height())
                              .arg(scroll->viewport()->height());
    if (chart->height() > scroll->viewport()->height() || scroll->verticalScrollBar()->isVisible())
        return {where + QStringLiteral(" scrolls")};
    if (scroll->viewport()->height() >= chart->regularMinimumHeight() || !chart->isCompact())
        qInfo("%s, not compact", qPrintable(where));
    const QCustomPlot *plot = chart->findChild<QCustomPlot *>();
    if (!plot || !plot->isVisible())
        return {where + QStringLiteral(": no plot")};
    for (const QCPAxisRect *rect : plot->axisRects()) {
        if (rect->height() < 40)
            return {where + QStringLiteral(": a plot %1 px high").arg(rect->height())};
    }
    if (const auto *summary = chart->findChild<QLabel *>(QStringLiteral("regionsSummary"))) {
        const int line = summary->fontMetrics().lineSpacing();
        if (summary->height() >= 2 * line || !summary->visibleRegion().boundingRect().contains(
                                                 summary->rect().adjusted(0, 0, 0, -1)))
            return {where + QStringLiteral(": the summary is %1 px high, a line %2 px")
                                .arg(summary->height())
                                .arg(line)};
        if (QFontInfo(summary->font()).pointSizeF() < 8)
            return {where + QStringLiteral(": the summary's text is under 8 pt")};
    }
    return {};
}

} // namespace WindowFitChecks
