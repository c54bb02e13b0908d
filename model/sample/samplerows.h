#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

// Sample rows, column by column: one UTF-8 string per field per row, in arrival order (the order
// rows are written to HBase). What generators and CSV files produce and the key encoder reads.
struct SampleRows
{
    QStringList fields;                            // column names, unique
    std::vector<std::vector<std::string>> columns; // columns[field][row]

    qsizetype rowCount() const { return columns.empty() ? 0 : qsizetype(columns.front().size()); }
    // Index of a field, or -1.
    int fieldIndex(QStringView name) const { return int(fields.indexOf(name)); }
};
