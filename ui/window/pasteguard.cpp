#include "ui/window/pasteguard.h"

#include <QApplication>
#include <QClipboard>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QTextEdit>

#include <optional>

namespace {

// The editable text edit an event on `watched` goes to: the edit itself (keys) or its viewport
// (mouse).
bool isEditableTextEdit(const QObject *watched)
{
    const QObject *parent = watched ? watched->parent() : nullptr;
    for (const QObject *o : {watched, parent}) {
        if (const auto *plain = qobject_cast<const QPlainTextEdit *>(o))
            return !plain->isReadOnly();
        if (const auto *rich = qobject_cast<const QTextEdit *>(o))
            return !rich->isReadOnly();
    }
    return false;
}

} // namespace

void PasteGuard::install()
{
    static const char *const kInstalled = "hbdPasteGuard";
    if (!qApp || qApp->property(kInstalled).toBool())
        return;
    qApp->installEventFilter(new PasteGuard(qApp));
    qApp->setProperty(kInstalled, true);
}

bool PasteGuard::offersNothing(const QMimeData *data)
{
    return !data || data->formats().isEmpty();
}

bool PasteGuard::eventFilter(QObject *watched, QEvent *event)
{
    std::optional<QClipboard::Mode> mode;
    if (event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Paste))
        mode = QClipboard::Clipboard;
    else if (event->type() == QEvent::MouseButtonRelease &&
             static_cast<QMouseEvent *>(event)->button() == Qt::MiddleButton &&
             QGuiApplication::clipboard()->supportsSelection())
        mode = QClipboard::Selection;
    if (mode && isEditableTextEdit(watched) &&
        offersNothing(QGuiApplication::clipboard()->mimeData(*mode)))
        return true; // nothing to paste: dropped before Qt reads a format that is not there
    return QObject::eventFilter(watched, event);
}
