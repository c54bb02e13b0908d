#pragma once

#include "model/analysis/analysiscache.h"
#include "model/analysis/storageestimate.h"
#include "model/rules/linter.h"

#include <functional>
#include <memory>

// What the designer computes after every edit (docs/designer.md#the-live-preview), in one place
// so that the window's background service and `hbase-designer-cli bench` run the same work: the
// project's findings, measured through the cache so an edit re-measures only what it changed,
// and the selected table's measurements with its storage estimate.
namespace LiveCheck {

// What is kept from one run to the next so that a run measures only what changed.
struct Caches
{
    AnalysisCache analyses;
    Linter::MeasuredFindings findings;
};

struct Result
{
    QString table; // "ns:table" the measurements are of; empty when no table is selected
    std::shared_ptr<const TableAnalysis> analysis; // null when no table is selected
    StorageEstimate::Result storage;
    Linter::Result lint;
};

// `cancelled` is asked between tables; when it says true the result is incomplete.
Result run(const Project &project, const QString &projectDirectory, const QString &table,
           Caches &caches, const std::function<bool()> &cancelled = {});

} // namespace LiveCheck
