#include "model/rules/livecheck.h"

#include "model/rules/rulescluster.h"

namespace LiveCheck {

Result run(const Project &project, const QString &projectDirectory, const QString &tableName,
           Caches &caches, const std::function<bool()> &cancelled)
{
    Result result;
    Linter::Options options;
    options.projectDirectory = projectDirectory;
    options.analysisOf = [&](const Table &table) {
        return caches.analyses.analysisOf(table, projectDirectory);
    };
    options.cancelled = cancelled;
    options.measured = &caches.findings;
    result.lint = Linter::lint(project, options);
    const Table *table = project.findTable(tableName);
    if (table && !(cancelled && cancelled())) {
        result.table = table->fullName();
        result.analysis = caches.analyses.analysisOf(*table, projectDirectory);
        result.storage =
            ClusterRules::storageOf(project, *table, *result.analysis, result.lint.budget);
    }
    caches.analyses.keepOnly(project);
    return result;
}

} // namespace LiveCheck
