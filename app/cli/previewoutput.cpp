#include "app/cli/previewoutput.h"

#include "model/hbase/bytes.h"

namespace Cli {

void writeKeysTsv(ByteWriter &w, const PreviewResult &result, bool header)
{
    if (header)
        w << "rank\tregion\tkey_hex\tkey_binary\n";
    for (std::size_t rank = 0; rank < result.order.size(); ++rank) {
        const std::uint32_t row = result.order[rank];
        const QByteArrayView key = result.keys.key(row);
        w.number(rank + 1) << '\t';
        w.number(result.assignment.regionOfRow[row]) << '\t';
        Bytes::appendHex(w.buffer(), key);
        w << '\t';
        Bytes::appendStringBinary(w.buffer(), key);
        w << '\n';
        w.lineDone();
    }
}

void writeKeysJson(ByteWriter &w, const PreviewResult &result)
{
    const std::size_t count = result.order.size();
    w << (count == 0 ? "{\n  \"keys\": []" : "{\n  \"keys\": [\n");
    for (std::size_t rank = 0; rank < count; ++rank) {
        const std::uint32_t row = result.order[rank];
        const QByteArrayView key = result.keys.key(row);
        w << "    {\n      \"binary\": \"";
        const std::size_t binaryAt = w.buffer().size();
        Bytes::appendStringBinary(w.buffer(), key);
        // toStringBinary is printable ASCII: JSON escapes only its quotes and backslashes (the
        // \xNN escapes' own).
        for (std::size_t i = binaryAt; i < w.buffer().size(); ++i) {
            if (w.buffer()[i] == '"' || w.buffer()[i] == '\\')
                w.buffer().insert(i++, 1, '\\');
        }
        w << "\",\n      \"hex\": \"";
        Bytes::appendHex(w.buffer(), key);
        w << "\",\n      \"rank\": ";
        w.number(rank + 1) << ",\n      \"region\": ";
        w.number(result.assignment.regionOfRow[row]) << ",\n      \"row\": ";
        w.number(row + 1) << (rank + 1 < count ? "\n    },\n" : "\n    }\n  ]");
        w.lineDone();
    }
    w << ",\n  \"rows\": ";
    w.number(count) << "\n}\n";
}

} // namespace Cli
