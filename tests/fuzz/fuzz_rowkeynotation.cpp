// libFuzzer target: the row-key notation parser. Any text either parses or names the column of
// its error; what parses writes back to notation that parses to the same key.
#include "rowkeynotation.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text =
        QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const RowKeyNotation::Result parsed = RowKeyNotation::parse(text);
    if (!parsed.ok()) {
        if (parsed.column < 1 || parsed.column > text.size() + 1)
            __builtin_trap(); // the column is inside the text (or just after it)
        return 0;
    }
    const RowKeyNotation::Result again = RowKeyNotation::parse(parsed.key.toNotation());
    if (!again.ok() || !(again.key == parsed.key))
        __builtin_trap();
    return 0;
}
