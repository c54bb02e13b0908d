#pragma once

#include "model/analysis/splits.h"
#include "model/sample/samplerows.h"
#include "model/schema/table.h"

// A table's own sample rows, from its CSV file or its generators, and what is computed from them
// outside the preview: the recommended split keys that export writes (docs/file-format.md).
namespace TableSample {

struct Rows
{
    SampleRows rows;
    QString error;
    bool ok() const { return error.isEmpty(); }
};

// Renames the CSV columns that sample.csvColumns maps to key fields; the error names the CSV
// file and the missing column.
QString mapCsvColumns(const SampleSettings &sample, SampleRows *rows);

// The rows of the CSV file at `path` (at most `rows`; SampleSettings::kAllRows for all of them)
// with their columns mapped to fields as `sample` says. Given `fields`, only the columns those
// fields come from (and the mapped ones) are kept: a file's other columns cost no memory.
Rows csvRows(const SampleSettings &sample, const QString &path, qint64 rows,
             const QStringList &fields = {});

// `rows` rows (at most) with `seed`; a relative csvFile is read from `projectDirectory`, its
// columns mapped to fields by sample.csvColumns.
Rows rowsOf(const Table &table, const QString &projectDirectory, qint64 rows, quint64 seed);

// The table's recommended split keys: equal-count quantiles of its sample keys, with the
// table's own row count and seed, so the same project always exports the same keys.
Splits::Result recommendedSplits(const Table &table, const QString &projectDirectory);

} // namespace TableSample
