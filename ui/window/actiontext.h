#pragma once

#include <QString>

// An action's menu text as a toolbar button shows it: without its mnemonic, whether written
// "&Fit" or, as Chinese menus write it, "适应窗口(&F)", and without a trailing "...".
QString plainActionText(const QString &menuText);
