#include "model/rules/linter.h"

#include "model/analysis/tableanalysis.h"
#include "model/rowkey/fielduse.h"
#include "model/rules/rulecatalog.h"
#include "model/rules/rulescluster.h"
#include "model/rules/validator.h"

#include <QCoreApplication>

#include <algorithm>

namespace Linter {

namespace {

// Marks the findings from `first` on as measured on `basis`; a figure measured on rows the
// designer made up says so in its message, so nobody mends a design for a guess.
void markMeasured(QList<Finding> &findings, qsizetype first, SampleBasis basis)
{
    for (qsizetype i = first; i < findings.size(); ++i) {
        Finding &f = findings[i];
        f.basis = basis;
        if (basis == SampleBasis::Guessed)
            f.message += QCoreApplication::translate(
                "Linter", " (measured on guessed sample data: state the table's sample data to "
                          "be sure)");
    }
}

} // namespace

const MeasuredFindings::Entry *
MeasuredFindings::find(const Table &table, const ClusterProfile &cluster,
                       const std::shared_ptr<const TableAnalysis> &analysis) const
{
    const auto it = m_tables.constFind(table.fullName());
    if (it == m_tables.cend() || it->analysis != analysis || !(it->cluster == cluster) ||
        !(it->table == table) || it->language != catalogueLanguage())
        return nullptr;
    return &*it;
}

void MeasuredFindings::store(Entry entry)
{
    const QString name = entry.table.fullName();
    m_tables.insert(name, std::move(entry));
}

void MeasuredFindings::keepOnly(const Project &project)
{
    project.keepTablesOf(m_tables);
}

SampleBasis sampleBasis(const Table &table)
{
    if (!table.sample.csvFile.isEmpty())
        return SampleBasis::Csv;
    const QStringList used = FieldUse::usedFields(table);
    for (const FieldGenerator &g : table.sample.generators) {
        if (g.guessed && used.contains(g.field))
            return SampleBasis::Guessed;
    }
    return SampleBasis::Generators;
}

Result lint(const Project &project, const Options &options)
{
    QList<Finding> out;
    const bool everyTable = options.tables.isEmpty();
    QList<ClusterBudget::TableInput> budgetInputs;
    bool complete = true;
    for (const Table &table : project.tables) {
        if (!options.tables.isEmpty() && !options.tables.contains(table.fullName()) &&
            !options.tables.contains(table.qualifiedName()))
            continue;
        if (options.cancelled && options.cancelled()) {
            complete = false;
            break;
        }
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
                               {},
                               {}});
        const RuleContext context{project, table, analysis, table.fullName(), {}, {}, false};
        const SampleBasis basis = sampleBasis(table);
        const MeasuredFindings::Entry *kept =
            options.measured ? options.measured->find(table, project.cluster, measured) : nullptr;
        QList<QList<Finding>> measuredNow; // by check, for the cache
        qsizetype sampleCheck = 0;
        for (const RuleCheck &check : RuleCatalog::checks()) {
            if (check.needsSample && !analysis.available)
                continue;
            if (!check.needsSample) {
                check.run(context, &out);
                continue;
            }
            // Measured findings keep their place in the catalog's order.
            if (kept) {
                out.append(kept->byCheck.at(sampleCheck++));
                continue;
            }
            const qsizetype before = out.size();
            check.run(context, &out);
            markMeasured(out, before, basis);
            if (options.measured)
                measuredNow.append(out.mid(before));
        }
        // Where a time-ordered key writes, for the budget: measured on the sample, so kept with
        // the measured findings.
        const bool storing = options.measured && !kept && analysis.available;
        qint64 tailRegions = 0;
        if (kept)
            tailRegions = kept->tailRegions;
        else if (everyTable || storing)
            tailRegions = ClusterRules::tailRegions(context);
        if (everyTable) {
            ClusterBudget::TableInput input = ClusterRules::input(context);
            input.tailRegions = tailRegions;
            budgetInputs.append(input);
        }
        if (storing)
            options.measured->store(
                {table, project.cluster, measured, std::move(measuredNow), tailRegions});
    }
    std::optional<ClusterBudget::Result> budget;
    if (everyTable && complete) {
        budget = ClusterBudget::compute(project.cluster, budgetInputs);
        ClusterRules::check(project, *budget, &out);
    }
    if (options.measured)
        options.measured->keepOnly(project);
    Result result;
    result.budget = std::move(budget);
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
