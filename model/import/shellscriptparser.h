#pragma once

#include "model/import/importbuilder.h"

#include <QStringList>

// Reads an HBase shell script without running it: create_namespace, create in all its forms,
// alter applied in order, drop; disable, enable, describe and exit change no schema. Every other
// statement (put, Ruby code, loops) is reported with its line and skipped
// (docs/hbase-reference.md §5.8).
namespace ShellScriptParser {

// `file` names the script; a SPLITS_FILE is read relative to its directory, as the shell reads
// it relative to where it runs.
bool parse(const QStringList &lines, const QString &file, ImportBuilder &builder);

} // namespace ShellScriptParser
