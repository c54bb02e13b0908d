#pragma once

#include "model/sample/samplerows.h"
#include "model/schema/sampledata.h"

// Reproducible sample rows from a table's generators (docs/file-format.md): the same settings, row
// count and seed always give the same rows, on every machine (no std:: distributions, whose results
// differ between standard libraries).
namespace SampleGenerator {

struct Result
{
    SampleRows rows;
    QString error; // names the generator (field) that could not run
    bool ok() const { return error.isEmpty(); }
};

// Why `generator` cannot produce `rows` rows, or an empty string.
QString problem(const FieldGenerator &generator, qint64 rows);

// One column per generator, in the generators' order, `rows` rows.
Result generate(const QList<FieldGenerator> &generators, qint64 rows, quint64 seed);

} // namespace SampleGenerator
