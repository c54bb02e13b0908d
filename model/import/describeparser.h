#pragma once

#include "model/import/importbuilder.h"

#include <QStringList>

#include <functional>

// Reads the output of the HBase shell's `describe` as it was printed or pasted: the 0.9x form
// (DESCRIPTION / ENABLED columns), 1.x, 2.x and 3.x (Table ... is ENABLED, COLUMN FAMILIES
// DESCRIPTION), one or many tables, with prompts, row counts and timings around them and rows
// cut at the terminal's width (docs/hbase-reference.md §5.7).
namespace DescribeParser {

// True when the text looks like describe output rather than a script.
bool looksLikeDescribe(const QStringList &lines);

// Adds every table described to the builder's project; false after logging an error.
bool parse(const QStringList &lines, const QString &file, ImportBuilder &builder);

} // namespace DescribeParser
