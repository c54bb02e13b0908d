#include "app/cli/benchwindow.h"

#include "model/rules/livecheck.h"

#include <QElapsedTimer>

#include <algorithm>
#include <functional>
#include <vector>

namespace Cli::BenchWindow {

namespace {

using Edit = std::function<void(Table &)>;

// Runs what the window runs after an edit, `repeats` times with edits that alternate between
// two designs (so every run really changes something), and returns the median milliseconds.
double timeEdit(Project &project, const QString &directory, int index, LiveCheck::Caches &cache,
                const Edit &there, const Edit &back, int repeats, const char *edit,
                nlohmann::json *steps)
{
    std::vector<double> times;
    for (int i = 0; i < repeats; ++i) {
        Table &table = project.tables[index];
        (i % 2 == 0 ? there : back)(table);
        cache.analyses.resetSteps();
        QElapsedTimer timer;
        timer.start();
        LiveCheck::run(project, directory, table.fullName(), cache);
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    static const char *const kSteps[] = {"kept", "resplit", "rekeyed", "measured"};
    (*steps)[edit] = kSteps[int(cache.analyses.heaviestStep())];
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

FieldGenerator *timestampGenerator(Table &table)
{
    for (FieldGenerator &g : table.sample.generators) {
        if (g.kind == GeneratorKind::Timestamp)
            return &g;
    }
    return nullptr;
}

} // namespace

Figures measure(const Project &original, const QString &directory, const QString &name, qint64 rows,
                qint64 millionRows)
{
    Figures f;
    Project project = original;
    const int index = project.tableIndex(name);
    if (index < 0)
        return f;
    Table *table = &project.tables[index];
    const QString key = table->fullName();
    table->sample.rows = rows;
    LiveCheck::Caches cache;
    QElapsedTimer timer;
    timer.start();
    LiveCheck::run(project, directory, key, cache);
    const double openMs = double(timer.nsecsElapsed()) / 1e6;

    constexpr int kRepeats = 5;
    nlohmann::json steps;
    const SplitSpec splits = table->splits;
    const double splitMs = timeEdit(
        project, directory, index, cache,
        [&](Table &t) {
            t.splits.kind = SplitKind::Algorithm;
            t.splits.algorithm = SplitAlgorithm::HexString;
            t.splits.regions = std::max(splits.regions, 2) + 2;
        },
        [&](Table &t) { t.splits = splits; }, kRepeats, "split", &steps);
    const double familyMs = timeEdit(
        project, directory, index, cache,
        [](Table &t) {
            if (!t.families.isEmpty())
                t.families.first().versions += 1;
        },
        [](Table &t) {
            if (!t.families.isEmpty())
                t.families.first().versions -= 1;
        },
        kRepeats, "family", &steps);
    const RowKey rowKey = table->rowKey;
    const double keyMs = timeEdit(
        project, directory, index, cache,
        [](Table &t) { t.rowKey.segments.append(KeySegment::separator(QByteArrayLiteral("#"))); },
        [&](Table &t) { t.rowKey = rowKey; }, kRepeats, "rowKey", &steps);
    // A generator's setting; a table without a timestamp generator changes its seed instead,
    // which regenerates the rows just the same.
    const SampleSettings sample = table->sample;
    const double sampleMs = timeEdit(
        project, directory, index, cache,
        [](Table &t) {
            if (FieldGenerator *ts = timestampGenerator(t))
                ts->ratePerSecond *= 1.5;
            else
                t.sample.seed += 1;
        },
        [&](Table &t) { t.sample = sample; }, kRepeats, "generator", &steps);

    f.editsFast = std::max({splitMs, familyMs, keyMs, sampleMs}) < kEditBudgetMs;
    f.report = {{"rows", rows},
                {"open_ms", openMs},
                {"split_edit_ms", splitMs},
                {"family_edit_ms", familyMs},
                {"key_edit_ms", keyMs},
                {"generator_edit_ms", sampleMs},
                {"steps", steps}};
    if (millionRows > 0) {
        project.tables[index].sample.rows = millionRows;
        LiveCheck::Caches fresh;
        timer.restart();
        LiveCheck::run(project, directory, key, fresh);
        const double millionMs = double(timer.nsecsElapsed()) / 1e6;
        f.millionFast = millionMs < 1000.0;
        f.report["million_rows"] = millionRows;
        f.report["million_ms"] = millionMs;
    }
    return f;
}

} // namespace Cli::BenchWindow
