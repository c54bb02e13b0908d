#pragma once

#include "model/schema/project.h"

#include <QStringList>

#include <optional>

// The deployed version File > Compare With reads (docs/designer.md#compare-with): a project
// file, or what the import reads (describe output, an HBase shell script, REST schema JSON),
// detected from the contents. What the import warned about is kept to be shown.
struct CompareTarget
{
    QString path;
    Project project;
    // describe output and REST schema JSON do not list a table's regions: split keys are then
    // not compared (model/migrate DiffOptions::compareSplitKeys).
    bool splitKeysKnown = true;
    bool imported = false; // read by the import, not a project file
    QStringList warnings;  // FILE:LINE: message

    // Reads `path`; on failure nothing and `error` names the file and the place.
    static std::optional<CompareTarget> read(const QString &path, QString *error);
};
