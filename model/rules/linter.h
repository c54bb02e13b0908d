#pragma once

#include "model/analysis/clusterbudget.h"
#include "model/rules/finding.h"
#include "model/schema/localizedtext.h"
#include "model/schema/project.h"

#include <QHash>

#include <functional>
#include <memory>
#include <optional>

struct TableAnalysis;

// Everything wrong with a design: what HBase would refuse (Validator) and every schema-design
// rule it breaks (RuleCatalog), measured on each table's sample where a rule needs data.
namespace Linter {

// The findings of the rules that measure a table's sample, kept from one lint to the next: they
// stay the same while the table, its analysis, the cluster profile and the language do, so a lint
// after an edit measures again only the table the edit changed. Not thread-safe.
class MeasuredFindings
{
public:
    struct Entry
    {
        Table table;
        ClusterProfile cluster;
        std::shared_ptr<const TableAnalysis> analysis;
        QList<QList<Finding>> byCheck; // one list a sample-measuring check, in catalog order
        qint64 tailRegions = 0;        // the cluster budget's, measured on the sample
        // The language the messages were written in: a change of language measures again.
        QString language = catalogueLanguage();
    };
    // The entry for this table, analysis and cluster, or null.
    const Entry *find(const Table &table, const ClusterProfile &cluster,
                      const std::shared_ptr<const TableAnalysis> &analysis) const;
    void store(Entry entry);
    void keepOnly(const Project &project);

private:
    QHash<QString, Entry> m_tables;
};

struct Options
{
    QStringList tables;       // "ns:table"; empty = all
    QString projectDirectory; // for tables whose sample is a relative CSV file
    // Where a table's analysis comes from; empty: computed here. The designer passes its cache,
    // so an edit re-measures only the table it changed.
    std::function<std::shared_ptr<const TableAnalysis>(const Table &)> analysisOf;
    // Asked between tables; true stops the lint early (its result is then incomplete).
    std::function<bool()> cancelled;
    // Where measured findings are kept between lints; null: measured every time.
    MeasuredFindings *measured = nullptr;
};

struct Result
{
    QList<Finding> findings;   // what is left after the project's suppressions
    QList<Finding> suppressed; // accepted on purpose
    // What the tables ask of each region server; only when every table was linted.
    std::optional<ClusterBudget::Result> budget;
};

Result lint(const Project &project, const Options &options = {});

// What the table's sample-measured findings rest on: its CSV rows, the generators the user
// stated, or generators the designer guessed for a field the design reads.
SampleBasis sampleBasis(const Table &table);

} // namespace Linter
