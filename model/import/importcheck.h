#pragma once

#include "model/import/importbuilder.h"

// The imported project against what HBase and the project file take (docs/cli.md#import): a
// namespace, table or family name HBase refuses is an error at the statement or description
// that named it, and so is anything past the project file's limits (model/io/filelimits.h):
// the project is written and read back as `validate` would read it, so that the import never
// writes a file the tool cannot open.
namespace ImportCheck {

// Logs every problem found as an error in the builder's log; false when there was one.
bool check(ImportBuilder &builder);

} // namespace ImportCheck
