#include "model/rules/linter.h"

#include "model/analysis/tableanalysis.h"
#include "model/rules/rulecatalog.h"
#include "model/rules/validator.h"

#include <QCoreApplication>

#include <algorithm>

namespace Linter {

Result lint(const Project &project, const Options &options)
{
    QList<Finding> out;
    for (const Table &table : project.tables) {
        if (!options.tables.isEmpty() && !options.tables.contains(table.fullName()) &&
            !options.tables.contains(table.qualifiedName()))
            continue;
        if (options.cancelled && options.cancelled())
            break;
        out.append(Validator::validateTable(project, table));
        const std::shared_ptr<const TableAnalysis> measured =
            options.analysisOf ? options.analysisOf(table)
                               : std::make_shared<const TableAnalysis>(
                                     TableAnalysis::of(table, options.projectDirectory));
        const TableAnalysis &analysis = *measured;
        if (!analysis.error.isEmpty())
            out.append(Finding{QStringLiteral("HBD-SAMPLE-001"),
                               Severity::Warning,
                               table.fullName(),
                               QCoreApplication::translate("Linter",
                                                           "the sample could not be built, so the "
                                                           "rules that measure it did not run: %1")
                                   .arg(analysis.error),
                               {},
                               {}});
        const RuleContext context{project, table, analysis, table.fullName()};
        for (const RuleCheck &check : RuleCatalog::checks()) {
            if (check.needsSample && !analysis.available)
                continue;
            check.run(context, &out);
        }
    }
    Result result;
    for (Finding &f : out) {
        const bool accepted = std::any_of(
            project.suppressions.cbegin(), project.suppressions.cend(), [&f](const Suppression &s) {
                return s.ruleId == f.ruleId && s.objectPath == f.objectPath;
            });
        (accepted ? result.suppressed : result.findings).append(std::move(f));
    }
    return result;
}

} // namespace Linter
