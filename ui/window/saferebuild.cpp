#include "ui/window/saferebuild.h"

#include <QApplication>
#include <QFormLayout>
#include <QWidget>

namespace SafeRebuild {

void retire(QWidget *widget)
{
    if (!widget)
        return;
    const QWidget *focus = QApplication::focusWidget();
    if (focus && (focus == widget || widget->isAncestorOf(focus)) && widget->parentWidget()) {
        // Somewhere to be until a FocusKeeper finds the new widget, rather than wherever hiding
        // the focus widget would send it (the next dock).
        widget->parentWidget()->setFocus(Qt::OtherFocusReason);
    }
    widget->blockSignals(true);       // a retired widget edits nothing, even as its focus goes
    widget->setObjectName(QString()); // found by no name until it is gone
    widget->hide();
    widget->deleteLater();
}

void removeFormRows(QFormLayout *form)
{
    while (form->rowCount() > 0) {
        const QFormLayout::TakeRowResult row = form->takeRow(form->rowCount() - 1);
        for (QLayoutItem *item : {row.labelItem, row.fieldItem}) {
            if (!item)
                continue;
            retire(item->widget());
            delete item; // the layout item only; its widget goes later
        }
    }
}

void enable(QWidget *widget, bool enabled, QWidget *focusTo)
{
    if (!enabled && widget->hasFocus() && focusTo && focusTo->isVisible())
        focusTo->setFocus(Qt::OtherFocusReason);
    widget->setEnabled(enabled);
}

} // namespace SafeRebuild

FocusKeeper::FocusKeeper(QWidget *container)
    : m_container(container)
{
    QWidget *focus = QApplication::focusWidget();
    if (!focus || !container->isAncestorOf(focus))
        return;
    // A spin box's or combo box's own line edit has Qt's name ("qt_spinbox_lineedit"): the
    // editor the panel named is the one to find again.
    while ((focus->objectName().isEmpty() || focus->objectName().startsWith(u"qt_")) &&
           focus->parentWidget() && focus->parentWidget() != container)
        focus = focus->parentWidget();
    m_focus = focus;
    m_name = focus->objectName();
}

FocusKeeper::~FocusKeeper()
{
    if (!m_container || m_name.isEmpty())
        return;
    const bool kept = m_focus && m_focus->isVisible() && m_container->isAncestorOf(m_focus);
    if (kept)
        return;
    const QList<QWidget *> named = m_container->findChildren<QWidget *>(m_name);
    for (QWidget *widget : named) {
        // A new widget in a shown form is shown by its layout a moment later (a queued call):
        // one nobody hid is as good as visible. setFocus() takes effect when it shows.
        const bool shown = widget->isVisibleTo(m_container) ||
                           !widget->testAttribute(Qt::WA_WState_ExplicitShowHide);
        if (widget != m_focus && shown) {
            widget->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}
