#pragma once

#include <nlohmann/json.hpp>

// bench's import figures (docs/cli.md#bench): a cluster of `tables` tables as each input the
// import reads (the REST server's schema list, describe output, a script of creates), generated
// in memory and imported, each at `tables` and at half as many, so that the report shows the time
// growing linearly.
namespace Cli::BenchImport {

struct Figures
{
    nlohmann::json report; // "import": {...}
    bool fast = true;      // every input of `tables` tables imported within kBudgetMs
};

Figures measure(int tables);

// 20,000 tables of each input in under 5 s on a 2-core machine.
constexpr double kBudgetMs = 5000.0;
constexpr int kDefaultTables = 20000;

} // namespace Cli::BenchImport
