#include "linter.h"

#include "rulecatalog.h"
#include "tableanalysis.h"
#include "validator.h"

#include <QCoreApplication>

namespace Linter {

QList<Finding> lint(const Project &project, const Options &options)
{
    QList<Finding> out;
    for (const Table &table : project.tables) {
        if (!options.tables.isEmpty() && !options.tables.contains(table.fullName()) &&
            !options.tables.contains(table.qualifiedName()))
            continue;
        out.append(Validator::validateTable(project, table));
        const TableAnalysis analysis = TableAnalysis::of(table, options.projectDirectory);
        if (!analysis.error.isEmpty())
            out.append(Finding{QStringLiteral("HBD-SAMPLE-001"),
                               Severity::Warning,
                               table.fullName(),
                               QCoreApplication::translate("Linter",
                                                           "the sample could not be built, so the "
                                                           "rules that measure it did not run: %1")
                                   .arg(analysis.error),
                               {}});
        const RuleContext context{project, table, analysis, table.fullName()};
        for (const RuleCheck &check : RuleCatalog::checks()) {
            if (check.needsSample && !analysis.available)
                continue;
            check.run(context, &out);
        }
    }
    return out;
}

} // namespace Linter
