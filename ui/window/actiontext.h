#pragma once

#include <QString>

// An action's menu text as a toolbar button shows it: without its mnemonic, whether written
// "&Fit" or, as Chinese menus write it, "适应窗口(&F)", and without a trailing "...".
QString plainActionText(const QString &menuText);

class QAction;
// Names `action` by `name` where the command is listed without its menu text: the toolbar and
// Help > Keyboard Shortcuts (Undo rather than "Undo Suppress HBD-READ-001").
void setPlainActionName(QAction *action, const QString &name);
// The name set above, else plainActionText() of the action's text.
QString plainActionName(const QAction *action);
