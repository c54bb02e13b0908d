// libFuzzer target: the CSV sample reader. Any bytes either give rows with one value per field
// or an error naming the line.
#include "model/sample/csvreader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const CsvReader::Result result = CsvReader::parse(bytes, QStringLiteral("fuzz.csv"), 1000);
    if (!result.ok()) {
        if (!result.error.startsWith(QStringLiteral("fuzz.csv:")))
            __builtin_trap();
        return 0;
    }
    const SampleRows &rows = result.rows;
    if (rows.columns.size() != std::size_t(rows.fields.size()))
        __builtin_trap();
    for (const auto &column : rows.columns) {
        if (qsizetype(column.size()) != rows.rowCount())
            __builtin_trap(); // every record has every field
    }
    return 0;
}
