// libFuzzer target: the row-key notation parser and the key encoder. Any text either parses or
// names the column of its error; what parses writes back to notation that parses to the same key,
// and encodes a few rows of every field (or says why not) without touching freed memory.
#include "model/hbase/keyset.h"
#include "model/rowkey/keyencoder.h"
#include "model/rowkey/keyexpression.h"
#include "model/rowkey/rowkeynotation.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const RowKeyNotation::Result parsed = RowKeyNotation::parse(text);
    if (!parsed.ok()) {
        if (parsed.column < 1 || parsed.column > text.size() + 1)
            __builtin_trap(); // the column is inside the text (or just after it)
        return 0;
    }
    const RowKeyNotation::Result again = RowKeyNotation::parse(parsed.key.toNotation());
    if (!again.ok() || !(again.key == parsed.key))
        __builtin_trap();
    // Three rows holding a number, text and a negative number in every field the key reads.
    SampleRows rows;
    for (const KeySegment &segment : parsed.key.segments) {
        const KeyExpressionParser::Result e = KeyExpressionParser::parse(segment.expression);
        if (e.ok())
            e.expression.collectFields(&rows.fields);
    }
    rows.fields.removeDuplicates();
    for (qsizetype f = 0; f < rows.fields.size(); ++f) {
        KeySet column;
        for (const char *value : {"42", "abc", "-7"})
            column.append(value);
        rows.columns.push_back(std::move(column));
    }
    if (rows.fields.isEmpty())
        return 0;
    KeyEncoder encoder;
    QString error;
    KeySet keys;
    if (encoder.compile(parsed.key, rows.fields, &error))
        encoder.encode(rows, &keys, &error);
    return 0;
}
