#pragma once

#include "model/analysis/clusterbudget.h"
#include "model/rules/rule.h"

#include <optional>

// The cluster budget's inputs read off each table's analysis, and the HBD-CLUSTER rules on it
// (docs/rules.md). Their findings are the project's (object path ""): no one table causes them.
namespace ClusterRules {

// What the budget needs of the table of `c`: its measured key length and its pre-split; the
// tail regions are left to tailRegions(), which measures the sample.
ClusterBudget::TableInput input(const RuleContext &c);
// The reads of the table's access patterns as its key serves them (the access analysis of the
// sample): empty when the analysis is not available.
QList<ClusterBudget::Read> readsOf(const RuleContext &c);
// Where a time-ordered key writes (ClusterBudget::TableInput::tailRegions).
qint64 tailRegions(const RuleContext &c);

// What the storage estimate needs of the table of `c`: the sample's mean key and wide qualifier
// bytes, and whether a time-ordered key writes at one end of the table.
StorageEstimate::Inputs storageInputs(const RuleContext &c);
// The table's storage estimate: the one the Storage and Cluster panels, the report, the CLI and
// the rules show, so that a table has one region count everywhere.
StorageEstimate::Result storageOf(const RuleContext &c);
StorageEstimate::Result storageOf(const Project &project, const Table &table,
                                  const TableAnalysis &analysis);
// The same, with the regions the project's budget leaves the table when its servers stop
// splitting at hbase.regionserver.regionSplitLimit (what the Storage panel and the report show).
StorageEstimate::Result storageOf(const Project &project, const Table &table,
                                  const TableAnalysis &analysis,
                                  const std::optional<ClusterBudget::Result> &budget);

void check(const Project &project, const ClusterBudget::Result &budget, QList<Finding> *out);

} // namespace ClusterRules
