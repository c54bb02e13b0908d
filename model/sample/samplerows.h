#pragma once

#include "model/hbase/keyset.h"

#include <QString>
#include <QStringList>

#include <string_view>
#include <vector>

// Sample rows, column by column: one UTF-8 string per field per row, in arrival order (the order
// rows are written to HBase). What generators and CSV files produce and the key encoder reads.
// Each column keeps its values in one arena (a KeySet), not a heap string a value: a million rows
// cost their bytes and four bytes a value.
struct SampleRows
{
    QStringList fields;          // column names, unique
    std::vector<KeySet> columns; // columns[field].key(row)

    qsizetype rowCount() const { return columns.empty() ? 0 : qsizetype(columns.front().size()); }
    // Index of a field, or -1.
    int fieldIndex(QStringView name) const { return int(fields.indexOf(name)); }
    std::string_view value(std::size_t field, std::size_t row) const
    {
        const QByteArrayView v = columns[field].key(row);
        return {v.data(), std::size_t(v.size())};
    }
};
