// bench: the preview pipeline on a million rows of the chat example, against the budgets of
// docs/cli.md#bench, with a plain std::sort of the same keys as the yardstick for the sort stage.
#include "app/cli/benchimport.h"
#include "app/cli/benchwindow.h"
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "app/cli/previewoutput.h"
#include "model/analysis/preview.h"
#include "model/analysis/tablesample.h"
#include "model/io/projectfile.h"
#include "model/rowkey/fielduse.h"
#include "model/sample/samplegenerator.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
#include <string>
#include <vector>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

// Peak resident memory of this process (VmHWM), in bytes; 0 where /proc is not there.
qint64 peakResidentBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return 0;
}

// Takes whatever is written and keeps none of it.
class DiscardDevice : public QIODevice
{
public:
    DiscardDevice() { open(QIODevice::WriteOnly); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 length) override { return length; }
};

double millisecondsOf(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// std::sort over the same keys as std::strings, in their input order: the yardstick for the sort
// stage.
double stdSortMs(const KeySet &keys)
{
    std::vector<std::string> copies;
    copies.reserve(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        copies.emplace_back(keys.key(i).data(), std::size_t(keys.key(i).size()));
    QElapsedTimer timer;
    timer.start();
    std::sort(copies.begin(), copies.end()); // std::string compares bytes as unsigned char
    return millisecondsOf(timer);
}

// Keys that arrive almost in order, as time-leading keys do: the sorted keys with each one moved
// up to `reach` places (a fixed shuffle within each run of `reach` keys).
struct NearlySorted
{
    double sortMs = 0;
    double stdSortMs = 0;
};

NearlySorted nearlySorted(const PreviewResult &r)
{
    constexpr std::size_t reach = 16;
    RowIndices arrival = r.order;
    for (std::size_t i = 0; i + reach <= arrival.size(); i += reach)
        std::reverse(arrival.begin() + std::ptrdiff_t(i + reach / 4),
                     arrival.begin() + std::ptrdiff_t(i + reach));
    KeySet keys;
    keys.reserve(arrival.size(), r.keys.totalBytes());
    for (const std::uint32_t i : arrival)
        keys.append(r.keys.key(i).data(), std::size_t(r.keys.key(i).size()));
    NearlySorted n;
    QElapsedTimer timer;
    timer.start();
    const RowIndices order = keys.sortedOrder();
    n.sortMs = millisecondsOf(timer);
    n.stdSortMs = stdSortMs(keys);
    return n;
}

} // namespace

void setupBench(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("rows"), tr("Sample rows (default 1,000,000)."),
                      QStringLiteral("N"), QStringLiteral("1000000")});
    parser.addOption({{QStringLiteral("t"), QStringLiteral("table")},
                      tr("Table to measure (default MOMO_CHAT:MSG of the built-in chat example)."),
                      QStringLiteral("NS:TABLE"),
                      QStringLiteral("MOMO_CHAT:MSG")});
    parser.addOption({QStringLiteral("input"),
                      tr("Measure on the rows of this CSV file (with a header) instead of the "
                         "table's generators, and the time to format their keys as preview "
                         "--format tsv does."),
                      QStringLiteral("rows.csv")});
    parser.addOption({QStringLiteral("window-rows"),
                      tr("Sample rows for the window's figures: each kind of edit timed as the "
                         "designer computes it (default 100,000; 0 leaves them out)."),
                      QStringLiteral("N"), QStringLiteral("100000")});
    parser.addOption({QStringLiteral("import-tables"),
                      tr("Tables for the import figures: a cluster of N tables read as REST "
                         "schema JSON, describe output and a script (default 20,000; 0 leaves "
                         "them out)."),
                      QStringLiteral("N"), QString::number(BenchImport::kDefaultTables)});
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("Project file (default: the built-in chat-messages example)."),
                                 QStringLiteral("[FILE]"));
}

int runBench(Context &c)
{
    bool ok = false;
    const qint64 rows = c.parser.value(QStringLiteral("rows")).toLongLong(&ok);
    if (!ok || rows < 1 || rows > SampleSettings::kMaxRows) {
        c.err << tr("--rows must be a whole number from 1 to %1").arg(SampleSettings::kMaxRows)
              << '\n';
        return BadInput;
    }
    const qint64 windowRows = c.parser.value(QStringLiteral("window-rows")).toLongLong(&ok);
    if (!ok || windowRows < 0 || windowRows > SampleSettings::kMaxRows) {
        c.err
            << tr("--window-rows must be a whole number from 0 to %1").arg(SampleSettings::kMaxRows)
            << '\n';
        return BadInput;
    }
    const int importTables = c.parser.value(QStringLiteral("import-tables")).toInt(&ok);
    if (!ok || importTables < 0 || importTables > int(FileLimits::kMaxTables)) {
        c.err
            << tr("--import-tables must be a whole number from 0 to %1").arg(FileLimits::kMaxTables)
            << '\n';
        return BadInput;
    }
    const QStringList args = c.parser.positionalArguments();
    const QString file =
        args.isEmpty() ? QStringLiteral(":/examples/chat-messages.json") : args.first();
    ProjectFile::LoadResult loaded = ProjectFile::load(file);
    if (!loaded.project) {
        c.err << loaded.error << '\n';
        return BadInput;
    }
    const Table *table = loaded.project->findTable(c.parser.value(QStringLiteral("table")));
    if (!table) {
        c.err << tr("%1: no table \"%2\" in the project")
                     .arg(file, c.parser.value(QStringLiteral("table")))
              << '\n';
        return BadInput;
    }

    QElapsedTimer total;
    total.start();
    QElapsedTimer timer;
    timer.start();
    // The rows: the table's generators, or a CSV file read whole (unless --rows caps it).
    const QString csv = c.parser.value(QStringLiteral("input"));
    SampleGenerator::Result generated;
    if (csv.isEmpty()) {
        generated = SampleGenerator::generate(table->sample.generators, rows, table->sample.seed);
    } else {
        // Only the columns the table reads, as preview keeps them.
        TableSample::Rows read = TableSample::csvRows(
            table->sample, csv,
            c.parser.isSet(QStringLiteral("rows")) ? rows : SampleSettings::kAllRows,
            FieldUse::usedFields(*table));
        generated.rows = std::move(read.rows);
        generated.error = read.error;
    }
    if (!generated.ok()) {
        c.err << (csv.isEmpty() ? file + QStringLiteral(": ") : QString()) << generated.error
              << '\n';
        return BadInput;
    }
    const double generateMs = millisecondsOf(timer);
    const qint64 sampleRows = generated.rows.rowCount();
    PreviewInput input;
    input.rowKey = table->rowKey;
    input.splits = table->splits;
    const PreviewResult r = runPreview(input, generated.rows);
    if (!r.ok()) {
        c.err << (csv.isEmpty() ? file : csv) << ": " << r.error << '\n';
        return BadInput;
    }
    const double totalMs = millisecondsOf(total);

    // What preview --format tsv and json add: every key formatted, written to a device that
    // drops it.
    double outputTsvMs = 0;
    double outputJsonMs = 0;
    if (!csv.isEmpty()) {
        DiscardDevice sink;
        QTextStream stream(&sink);
        timer.restart();
        {
            ByteWriter w(stream);
            writeKeysTsv(w, r, false);
        }
        outputTsvMs = millisecondsOf(timer);
        timer.restart();
        {
            ByteWriter w(stream);
            writeKeysJson(w, r);
        }
        outputJsonMs = millisecondsOf(timer);
    }

    const double stdSort = stdSortMs(r.keys);
    const NearlySorted nearly = nearlySorted(r);

    const qint64 keyBytes = qint64(r.keys.totalBytes());
    const qint64 modelBytes = qint64(r.keys.memoryBytes()) +
                              qint64(r.order.capacity() * sizeof(std::uint32_t)) +
                              qint64(r.assignment.regionOfRow.capacity() * sizeof(std::uint32_t));
    const qint64 memoryBudget = 3 * keyBytes + 32 * sampleRows;
    const bool fast = totalMs < 1000.0;
    const bool sortOk = r.timing.sortMs <= stdSort;
    const bool nearlySortedOk = nearly.sortMs <= nearly.stdSortMs;
    const bool memoryOk = modelBytes <= memoryBudget;
    nlohmann::json report = {{"rows", sampleRows},
                             {"source", csv.isEmpty() ? "generators" : "csv"},
                             {"table", table->fullName().toStdString()},
                             {"generate_ms", generateMs},
                             {"encode_ms", r.timing.encodeMs},
                             {"sort_ms", r.timing.sortMs},
                             {"assign_ms", r.timing.assignMs},
                             {"statistics_ms", r.timing.statisticsMs},
                             {"total_ms", totalMs},
                             {"std_sort_ms", stdSort},
                             {"nearly_sorted_sort_ms", nearly.sortMs},
                             {"nearly_sorted_std_sort_ms", nearly.stdSortMs},
                             {"key_bytes", keyBytes},
                             {"model_bytes", modelBytes},
                             {"model_budget_bytes", memoryBudget},
                             {"budgets",
                              {{"total_under_1000_ms", fast},
                               {"sort_not_slower_than_std_sort", sortOk},
                               {"nearly_sorted_not_slower_than_std_sort", nearlySortedOk},
                               {"memory_within_budget", memoryOk}}}};
    if (!csv.isEmpty()) {
        report["output_tsv_ms"] = outputTsvMs;
        report["output_json_ms"] = outputJsonMs;
    }
    bool windowOk = true;
    if (windowRows > 0) {
        // The window measures the table with its own generators or CSV file, never --input.
        const BenchWindow::Figures window = BenchWindow::measure(
            *loaded.project, QFileInfo(file).absolutePath(), table->fullName(), windowRows, rows);
        report["window"] = window.report;
        report["budgets"]["window_edits_under_100_ms"] = window.editsFast;
        report["budgets"]["window_whole_preview_under_1000_ms"] = window.millionFast;
        windowOk = window.editsFast && window.millionFast;
    }
    bool importOk = true;
    if (importTables > 0) {
        const BenchImport::Figures imported = BenchImport::measure(importTables);
        report["import"] = imported.report;
        report["budgets"]["import_under_5000_ms"] = imported.fast;
        importOk = imported.fast;
    }
    report["peak_rss_bytes"] = peakResidentBytes();
    c.out << QString::fromStdString(report.dump(2)) << '\n';
    return fast && sortOk && nearlySortedOk && memoryOk && windowOk && importOk ? Ok : Findings;
}

} // namespace Cli
