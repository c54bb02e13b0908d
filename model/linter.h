#pragma once

#include "finding.h"
#include "project.h"

// Everything wrong with a design: what HBase would refuse (Validator) and every schema-design
// rule it breaks (RuleCatalog), measured on each table's sample where a rule needs data.
namespace Linter {

struct Options
{
    QStringList tables;       // "ns:table"; empty = all
    QString projectDirectory; // for tables whose sample is a relative CSV file
};

struct Result
{
    QList<Finding> findings;   // what is left after the project's suppressions
    QList<Finding> suppressed; // accepted on purpose
};

Result lint(const Project &project, const Options &options = {});

} // namespace Linter
