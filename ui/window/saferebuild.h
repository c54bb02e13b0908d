#pragma once

#include <QPointer>
#include <QString>

class QFormLayout;
class QWidget;

// Panels that replace some of their widgets after an edit (a generator's settings when its kind
// changes, the CSV column choosers when the file's columns change) do it from inside a signal or
// event of one of those widgets: the editor whose editingFinished fired while focus was leaving
// it, the combo box whose activated fired in its own keyPressEvent. Deleting such a widget there
// makes Qt read freed memory on the way back (a crash on Tab in the Sample Data panel). The rules
// (docs/architecture.md#widgets-a-panel-replaces):
//   - a widget that shows a value is updated in place, never rebuilt to show another value;
//   - one that must go is retired: hidden at once, deleted when control is back in the event
//     loop (retire(), removeFormRows());
//   - a FocusKeeper around the replacement puts the keyboard focus on the new widget of the same
//     object name, so that the user's Tab, Shift+Tab or arrow key goes where it was going.
namespace SafeRebuild {

// Hides `widget` and deletes it later; the focus, if it was inside, moves to its parent first.
void retire(QWidget *widget);
// Retires every row of `form` (label and field), leaving it empty.
void removeFormRows(QFormLayout *form);
// Enables or disables `widget`. A button that disables itself as it is pressed by keyboard (Move
// Down on the last row, Remove on the last item) hands the focus to `focusTo` (the list it acts
// on) instead of letting Qt send it to whatever widget comes next.
void enable(QWidget *widget, bool enabled, QWidget *focusTo);

} // namespace SafeRebuild

// Notes which widget inside `container` has the keyboard focus (or is about to: a Tab under way)
// and, when destroyed, gives the focus to the visible widget of that object name inside the
// container if the one that had it was retired.
class FocusKeeper
{
public:
    explicit FocusKeeper(QWidget *container);
    ~FocusKeeper();
    FocusKeeper(const FocusKeeper &) = delete;
    FocusKeeper &operator=(const FocusKeeper &) = delete;

private:
    QPointer<QWidget> m_container;
    QPointer<QWidget> m_focus;
    QString m_name;
};
