#pragma once

#include "model/migrate/schemachange.h"
#include "model/schema/project.h"

#include <QStringList>

// The way to a design no shell command can reach (a new row key, split keys removed): a new
// table beside the old one, a copy that re-keys every row, readers switched, the old table
// dropped (docs/cli.md#migrate). Lines without the leading "# ", in the catalogue's language.
namespace MigrationPlan {

QStringList forTable(const Table &before, const Table &after, const QList<SchemaChange> &impossible,
                     const Project &newProject, HBaseVersion dialect);

} // namespace MigrationPlan
