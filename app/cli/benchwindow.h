#pragma once

#include "model/schema/project.h"

#include <nlohmann/json.hpp>

// bench's window figures (docs/cli.md#bench): the work the designer does in the background after
// each kind of edit, timed on a table with many sample rows, through the same LiveCheck and
// AnalysisCache the window's preview service uses.
namespace Cli::BenchWindow {

struct Figures
{
    nlohmann::json report;   // "window": {...}
    bool editsFast = true;   // every edit at `rows` within the edit budget
    bool millionFast = true; // the whole preview of `millionRows` within 1 s
};

// Edits table `table` of `project` (a copy) with `rows` sample rows; then measures it afresh with
// `millionRows` (skipped when 0). A relative CSV file is found from `projectDirectory`.
Figures measure(const Project &project, const QString &projectDirectory, const QString &table,
                qint64 rows, qint64 millionRows);

// The budget for one edit's background work: the window's 150 ms less its 30 ms debounce and the
// time the panels take to show the result.
constexpr double kEditBudgetMs = 100.0;

} // namespace Cli::BenchWindow
