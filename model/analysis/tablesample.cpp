#include "model/analysis/tablesample.h"

#include "model/analysis/samplesplits.h"
#include "model/rowkey/keyencoder.h"
#include "model/sample/csvreader.h"
#include "model/sample/samplegenerator.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>
#include <QDir>

#include <algorithm>

namespace TableSample {

QString mapCsvColumns(const SampleSettings &sample, SampleRows *rows)
{
    for (const auto &[field, column] : sample.csvColumns) {
        const int index = rows->fieldIndex(column);
        if (index < 0)
            return QCoreApplication::translate("TableSample",
                                               "%1: there is no column \"%2\" for field %3; the "
                                               "header has: %4")
                .arg(sample.csvFile, column, field, joinList(rows->fields));
        if (field == column)
            continue;
        // A column that already had the field's name steps aside, under a name no key can use.
        const int taken = rows->fieldIndex(field);
        if (taken >= 0)
            rows->fields[taken] = u'#' + rows->fields[taken];
        rows->fields[index] = field;
    }
    return {};
}

Rows csvRows(const SampleSettings &sample, const QString &path, qint64 rows,
             const QStringList &fields)
{
    // The columns of the fields that are not mapped, and every mapped one.
    QStringList columns;
    for (const QString &field : fields) {
        if (std::none_of(sample.csvColumns.begin(), sample.csvColumns.end(),
                         [&field](const auto &mapping) { return mapping.first == field; }))
            columns.append(field);
    }
    if (!fields.isEmpty()) {
        for (const auto &[field, column] : sample.csvColumns)
            columns.append(column);
    }
    Rows out;
    CsvReader::Result read = CsvReader::readSample(path, rows, columns);
    out.rows = std::move(read.rows);
    out.error = read.error;
    if (out.ok())
        out.error = mapCsvColumns(sample, &out.rows);
    return out;
}

Rows rowsOf(const Table &table, const QString &projectDirectory, qint64 rows, quint64 seed)
{
    Rows out;
    if (!table.sample.csvFile.isEmpty())
        return csvRows(table.sample, QDir(projectDirectory).filePath(table.sample.csvFile), rows);
    if (table.sample.generators.isEmpty()) {
        out.error =
            QCoreApplication::translate("TableSample", "the table has no sample data: give it "
                                                       "generators or a CSV file");
        return out;
    }
    SampleGenerator::Result generated =
        SampleGenerator::generate(table.sample.generators, rows, seed);
    out.rows = std::move(generated.rows);
    out.error = generated.error;
    return out;
}

Splits::Result recommendedSplits(const Table &table, const QString &projectDirectory)
{
    Splits::Result result;
    const Rows sample = rowsOf(table, projectDirectory, table.sample.rows, table.sample.seed);
    if (!sample.ok()) {
        result.error = sample.error;
        return result;
    }
    KeyEncoder encoder;
    KeySet keys;
    if (!encoder.compile(table.rowKey, sample.rows.fields, &result.error) ||
        !encoder.encode(sample.rows, &keys, &result.error))
        return result;
    result = Splits::fromSampleKeys(keys, keys.sortedOrder(), table.splits.regions);
    if (result.ok() && result.keys.size() + 1 < table.splits.regions)
        result.error = QCoreApplication::translate("TableSample",
                                                   "the %n sample row(s) have too few distinct "
                                                   "keys for %1 regions",
                                                   nullptr, int(keys.size()))
                           .arg(table.splits.regions);
    return result;
}

} // namespace TableSample
