#include "app/cli/previewoutput.h"

#include "model/hbase/bytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <functional>
#include <memory>
#include <thread>

namespace Cli {

namespace {

// Keys formatted a block at a time; two blocks at once, one on a second thread, written in order.
constexpr std::size_t kBlockKeys = 16384;

char *writeNumber(char *p, unsigned long long value)
{
    return std::to_chars(p, p + 20, value).ptr;
}

char *writeText(char *p, std::string_view text)
{
    std::memcpy(p, text.data(), text.size());
    return p + text.size();
}

// Writes one key's text at p and returns its end; a `room` function bounds its bytes by the key's
// length.
using LineWriter = std::function<char *(char *p, std::size_t rank)>;

// One block's text; its buffer is kept for the next block, so its pages are touched once.
struct Block
{
    std::unique_ptr<char[]> bytes;
    std::size_t capacity = 0;
    std::size_t size = 0;
};

void formatBlock(const PreviewResult &result, std::size_t from, std::size_t to,
                 std::size_t (*room)(std::size_t keyBytes), const LineWriter &line, Block *block)
{
    std::size_t bound = 0;
    for (std::size_t rank = from; rank < to; ++rank)
        bound += room(std::size_t(result.keys.key(result.order[rank]).size()));
    if (bound > block->capacity) {
        block->bytes.reset(new char[bound]); // not zeroed: every byte up to size is written
        block->capacity = bound;
    }
    char *p = block->bytes.get();
    for (std::size_t rank = from; rank < to; ++rank)
        p = line(p, rank);
    block->size = std::size_t(p - block->bytes.get());
}

void writeBlocks(ByteWriter &w, const PreviewResult &result, std::size_t (*room)(std::size_t),
                 const LineWriter &line)
{
    const std::size_t count = result.order.size();
    Block first;
    Block second;
    for (std::size_t from = 0; from < count; from += 2 * kBlockKeys) {
        const std::size_t middle = std::min(count, from + kBlockKeys);
        const std::size_t to = std::min(count, middle + kBlockKeys);
        std::thread helper;
        if (middle < to)
            helper = std::thread(formatBlock, std::cref(result), middle, to, room, std::cref(line),
                                 &second);
        formatBlock(result, from, middle, room, line, &first);
        w.write(std::string_view(first.bytes.get(), first.size));
        if (helper.joinable()) {
            helper.join();
            w.write(std::string_view(second.bytes.get(), second.size));
        }
    }
}

} // namespace

void writeKeysTsv(ByteWriter &w, const PreviewResult &result, bool header)
{
    if (header)
        w << QCoreApplication::translate("Cli", "rank\tregion\tkey_hex\tkey_binary",
                                         "The header of preview's text output: a word a column, "
                                         "tab-separated; the key in hex and as toStringBinary")
                 .toStdString()
          << '\n';
    // rank, region, 2 hex digits and up to 4 toStringBinary bytes a key byte, tabs, line end.
    const auto room = [](std::size_t keyBytes) { return 20 + 1 + 10 + 1 + 6 * keyBytes + 2; };
    writeBlocks(w, result, room, [&result](char *p, std::size_t rank) {
        const std::uint32_t row = result.order[rank];
        const QByteArrayView key = result.keys.key(row);
        p = writeNumber(p, rank + 1);
        *p++ = '\t';
        p = writeNumber(p, result.assignment.regionOfRow[row]);
        *p++ = '\t';
        p = Bytes::writeHex(p, key);
        *p++ = '\t';
        p = Bytes::writeStringBinary(p, key);
        *p++ = '\n';
        return p;
    });
}

void writeKeysJson(ByteWriter &w, const PreviewResult &result)
{
    const std::size_t count = result.order.size();
    w << (count == 0 ? "{\n  \"keys\": []" : "{\n  \"keys\": [\n");
    // The fixed text, three numbers, hex, and toStringBinary with its backslashes doubled.
    const auto room = [](std::size_t keyBytes) { return 160 + 3 * 20 + 7 * keyBytes; };
    writeBlocks(w, result, room, [&result, count](char *p, std::size_t rank) {
        const std::uint32_t row = result.order[rank];
        const QByteArrayView key = result.keys.key(row);
        p = writeText(p, "    {\n      \"binary\": \"");
        // toStringBinary is printable ASCII: JSON escapes only its quotes and backslashes (the
        // \xNN escapes' own).
        char *binary = p;
        p = Bytes::writeStringBinary(p + 3 * std::size_t(key.size()), key);
        for (const char *c = binary + 3 * std::size_t(key.size()); c < p; ++c) {
            if (*c == '"' || *c == '\\')
                *binary++ = '\\';
            *binary++ = *c;
        }
        p = writeText(binary, "\",\n      \"hex\": \"");
        p = Bytes::writeHex(p, key);
        p = writeText(p, "\",\n      \"rank\": ");
        p = writeNumber(p, rank + 1);
        p = writeText(p, ",\n      \"region\": ");
        p = writeNumber(p, result.assignment.regionOfRow[row]);
        p = writeText(p, ",\n      \"row\": ");
        p = writeNumber(p, row + 1);
        return writeText(p, rank + 1 < count ? "\n    },\n" : "\n    }\n  ]");
    });
    w << ",\n  \"rows\": ";
    w.number(count) << "\n}\n";
}

} // namespace Cli
