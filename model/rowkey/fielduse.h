#pragma once

#include "model/schema/table.h"

#include <utility>

// Which sample fields a table's design reads: the generators and CSV columns it needs, and the
// guessed data its findings rest on.
namespace FieldUse {

// The row key's fields, in key order, each with the format of the segment that reads it (a
// field in two segments appears twice).
QList<std::pair<QString, SegmentFormat>> keyFields(const Table &table);

// The fields the design reads besides the key: the fields and range fields of the access
// patterns and the qualifier fields of wide-row families, each once.
QStringList otherFields(const Table &table);

// The row key's fields, then otherFields(), each once.
QStringList usedFields(const Table &table);

// The buckets of the row key's salt(N) segment; 0 when the key has no salt.
int saltBuckets(const Table &table);

} // namespace FieldUse
