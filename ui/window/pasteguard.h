#pragma once

#include <QObject>

class QMimeData;

// Qt 6.4's QWidgetTextControl::insertFromMimeData reads the first format of the clipboard's data
// without checking that there is one, so on X11 a paste (Ctrl+V, Shift+Insert, a middle click)
// into a QPlainTextEdit or QTextEdit while the clipboard is empty crashes the designer (found by
// a newcomer in the Import dialog's Pasted Text; reproduced with a bare QPlainTextEdit). This
// filter, installed once on the application, drops such a paste when the clipboard offers
// nothing; a paste of anything goes through untouched.
// docs/reliability.md#hostile-and-broken-input.
class PasteGuard : public QObject
{
    Q_OBJECT

public:
    // Installs the guard on the application, once however often it is called.
    static void install();
    // Whether a paste of `data` has nothing to insert (and would crash Qt 6.4).
    static bool offersNothing(const QMimeData *data);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};
