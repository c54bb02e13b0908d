#include "tableanalysis.h"

#include "tablesample.h"

TableAnalysis TableAnalysis::of(const Table &table, const QString &projectDirectory)
{
    TableAnalysis a;
    if (table.rowKey.isEmpty() ||
        (table.sample.generators.isEmpty() && table.sample.csvFile.isEmpty()))
        return a;
    TableSample::Rows sample =
        TableSample::rowsOf(table, projectDirectory, table.sample.rows, table.sample.seed);
    if (!sample.ok()) {
        a.error = sample.error;
        return a;
    }
    a.rows = std::move(sample.rows);
    PreviewInput input;
    input.rowKey = table.rowKey;
    input.splits = table.splits;
    a.preview = runPreview(input, a.rows);
    if (!a.preview.ok()) {
        a.error = a.preview.error;
        return a;
    }
    a.access = AccessAnalysis::analyze(table.rowKey, table.accessPatterns, a.rows,
                                       a.preview.assignment.regionOfRow,
                                       int(a.preview.assignment.counts.size()));
    a.available = true;
    return a;
}
