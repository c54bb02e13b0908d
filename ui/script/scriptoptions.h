#pragma once

#include "model/schema/hbaseenums.h"

#include <optional>

class QComboBox;
class QWidget;

// What the Script and Migration tabs share: the dialect a script is written for (the project's
// HBase version, or 2.4, 2.5 or 3) and where Save As writes it.
namespace ScriptOptions {

// Fills (or refills, in the interface's language) `box` with the dialects, keeping its choice.
void fillDialects(QComboBox *box);
// The version chosen, or nothing for the project's own.
std::optional<HBaseVersion> chosenDialect(const QComboBox *box);
// Asks where to save a script, offering `fileName` beside the project (`projectFile`; for a new
// project `untitledDirectory`, else the home folder); ".rb" is added when the name has no
// suffix. Empty when cancelled.
QString askSavePath(QWidget *parent, const QString &title, const QString &projectFile,
                    const QString &fileName, const QString &untitledDirectory = {});

} // namespace ScriptOptions
