#pragma once

#include "model/analysis/splits.h"
#include "model/schema/project.h"

#include <QStringList>

// What a project's create script (model/export) makes in a cluster, as a migration compares it.
namespace DeployedSchema {

// The namespaces the script creates: those declared that one of its tables is in.
QStringList namespaces(const Project &project);

// The split keys `create` gives the table, computed as HBase computes them (a recommended
// pre-split from the table's sample, whose CSV file is relative to `projectDirectory`).
Splits::Result splitKeys(const Table &table, const QString &projectDirectory);

} // namespace DeployedSchema
