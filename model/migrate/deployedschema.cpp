#include "model/migrate/deployedschema.h"

#include "model/analysis/tablesample.h"

namespace DeployedSchema {

QStringList namespaces(const Project &project)
{
    QStringList out;
    for (const Namespace &ns : project.namespaces) {
        if (isReservedNamespace(ns.name))
            continue;
        for (const Table &t : project.tables) {
            if (t.namespaceName == ns.name) {
                out.append(ns.name);
                break;
            }
        }
    }
    return out;
}

Splits::Result splitKeys(const Table &table, const QString &projectDirectory)
{
    switch (table.splits.kind) {
    case SplitKind::None:
        return {};
    case SplitKind::Recommended:
        return TableSample::recommendedSplits(table, projectDirectory);
    default:
        return Splits::forSpec(table.splits);
    }
}

} // namespace DeployedSchema
