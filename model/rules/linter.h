#pragma once

#include "model/rules/finding.h"
#include "model/schema/project.h"

#include <functional>
#include <memory>

struct TableAnalysis;

// Everything wrong with a design: what HBase would refuse (Validator) and every schema-design
// rule it breaks (RuleCatalog), measured on each table's sample where a rule needs data.
namespace Linter {

struct Options
{
    QStringList tables;       // "ns:table"; empty = all
    QString projectDirectory; // for tables whose sample is a relative CSV file
    // Where a table's analysis comes from; empty: computed here. The designer passes its cache,
    // so an edit re-measures only the table it changed.
    std::function<std::shared_ptr<const TableAnalysis>(const Table &)> analysisOf;
    // Asked between tables; true stops the lint early (its result is then incomplete).
    std::function<bool()> cancelled;
};

struct Result
{
    QList<Finding> findings;   // what is left after the project's suppressions
    QList<Finding> suppressed; // accepted on purpose
};

Result lint(const Project &project, const Options &options = {});

// What the table's sample-measured findings rest on: its CSV rows, the generators the user
// stated, or generators the designer guessed for a field the design reads.
SampleBasis sampleBasis(const Table &table);

} // namespace Linter
