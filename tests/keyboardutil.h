#pragma once

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPointer>
#include <QTest>

// Drives a form the way a keyboard user does: focus a field, type over its value, leave it with
// Tab, Shift+Tab, Enter or Esc. Offscreen, focus events and editingFinished arrive only in an
// active window, so every suite activates its window first and asserts what the keys committed.
namespace Keys {

enum class Leave { Tab, BackTab, Enter, Escape };
inline constexpr Leave kAllWays[] = {Leave::Tab, Leave::BackTab, Leave::Enter, Leave::Escape};

inline const char *name(Leave leave)
{
    switch (leave) {
    case Leave::Tab:
        return "Tab";
    case Leave::BackTab:
        return "Shift+Tab";
    case Leave::Enter:
        return "Enter";
    case Leave::Escape:
        return "Esc";
    }
    return "?";
}

// Whether the keyboard focus is on `widget` or inside it (a spin box's own line edit).
inline bool holds(const QWidget *widget)
{
    const QWidget *focus = QApplication::focusWidget();
    return focus && widget && (focus == widget || widget->isAncestorOf(focus));
}

// Gives `widget` the focus as Tab would and types `text` over what it shows.
inline void typeOver(QWidget *widget, const QString &text)
{
    widget->setFocus(Qt::TabFocusReason);
    QWidget *target = QApplication::focusWidget();
    if (auto *edit = qobject_cast<QLineEdit *>(target))
        edit->selectAll();
    else if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
        spin->selectAll();
    QTest::keyClicks(target, text);
}

// Presses the key that leaves the focused field. A date-time edit steps through its sections on
// Tab: it is pressed until the focus leaves `field` (a user presses it as often).
inline void leave(Leave how, const QWidget *field = nullptr)
{
    // A key may close the field (an item view's editor is deleted once left): asked through a
    // guard, never through a freed widget.
    const QPointer<const QWidget> guard(field);
    QWidget *focus = QApplication::focusWidget();
    if (!focus)
        return;
    switch (how) {
    case Leave::Tab:
        for (int i = 0; i < 12 && QApplication::focusWidget(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (!guard || !holds(guard))
                break;
        }
        break;
    case Leave::BackTab:
        for (int i = 0; i < 12 && QApplication::focusWidget(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
            if (!guard || !holds(guard))
                break;
        }
        break;
    case Leave::Enter:
        QTest::keyClick(focus, Qt::Key_Return);
        break;
    case Leave::Escape:
        QTest::keyClick(focus, Qt::Key_Escape);
        break;
    }
    // What the key set going (a form's new rows shown by their layout) happens before a user's
    // next key.
    QCoreApplication::processEvents();
}

// The text a field shows: a line edit's, a spin box's or a combo box's current one.
inline QString shown(const QWidget *widget)
{
    if (auto *edit = qobject_cast<const QLineEdit *>(widget))
        return edit->text();
    if (auto *spin = qobject_cast<const QAbstractSpinBox *>(widget))
        return spin->text();
    if (auto *combo = qobject_cast<const QComboBox *>(widget))
        return combo->currentText();
    return {};
}

} // namespace Keys
