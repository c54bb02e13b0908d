#include "app/cli/previewoutput.h"

#include "model/hbase/bytes.h"
#include "model/hbase/largememory.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <new>
#include <thread>

namespace Cli {

namespace {

// Keys formatted a block at a time, into a ring of this many buffers.
constexpr std::size_t kBlockKeys = 8192;
constexpr std::size_t kRing = 4;

char *writeNumber(char *p, unsigned long long value)
{
    return std::to_chars(p, p + 20, value).ptr;
}

char *writeText(char *p, std::string_view text)
{
    std::memcpy(p, text.data(), text.size());
    return p + text.size();
}

// One block's text; its buffer is kept for the next block, so its pages are touched once, and
// is LargeMemory, so they are touched 2 MiB at a time.
struct Block
{
    char *bytes = nullptr;
    std::size_t capacity = 0;
    std::size_t size = 0;

    Block() = default;
    Block(const Block &) = delete;
    Block &operator=(const Block &) = delete;
    ~Block() { LargeMemory::release(bytes, capacity); }

    // Room for `more` bytes after the first `used`, keeping them.
    char *reserve(std::size_t used, std::size_t more)
    {
        if (used + more > capacity) {
            void *grown = LargeMemory::grow(bytes, used, capacity,
                                            std::max(2 * capacity, used + more), &capacity);
            if (!grown)
                throw std::bad_alloc();
            bytes = static_cast<char *>(grown);
        }
        return bytes + used;
    }
};

// How far ahead of the key being written its row's offsets, then its bytes and region, are
// fetched: the keys are read in sorted order, so at random places in memory.
constexpr std::size_t kOffsetsAhead = 32;
constexpr std::size_t kBytesAhead = 16;

// Writes the lines of ranks [from, to) into `block`: `line(p, rank, row, key)` writes one at p,
// which has room(key.size()) bytes, and returns its end.
template<typename Room, typename Line>
void formatBlock(const PreviewResult &result, std::size_t from, std::size_t to, Room room,
                 const Line &line, Block *block)
{
    const std::uint32_t *order = result.order.data();
    const std::uint32_t *regions = result.assignment.regionOfRow.data();
    const KeySet &keys = result.keys;
    // Room for keys of the average length, so the block rarely grows.
    if (to > from && keys.size() > 0)
        block->reserve(0, (to - from) * room(keys.totalBytes() / keys.size() + 1));
    std::size_t used = 0;
    for (std::size_t rank = from; rank < to; ++rank) {
        if (rank + kOffsetsAhead < to)
            keys.prefetchOffsets(order[rank + kOffsetsAhead]);
        if (rank + kBytesAhead < to) {
            keys.prefetchKey(order[rank + kBytesAhead]);
            __builtin_prefetch(regions + order[rank + kBytesAhead]);
        }
        const std::uint32_t row = order[rank];
        const QByteArrayView key = keys.key(row);
        char *p = block->reserve(used, room(std::size_t(key.size())));
        used = std::size_t(line(p, rank, row, key) - block->bytes);
    }
    block->size = used;
}

// The lines of every rank, a block at a time: two threads format blocks (each takes the next
// one) into a ring of buffers while this one writes them out in order, so formatting and the
// write to the file overlap.
template<typename Room, typename Line>
void writeBlocks(ByteWriter &w, const PreviewResult &result, Room room, const Line &line)
{
    const std::size_t count = result.order.size();
    const std::size_t blocks = (count + kBlockKeys - 1) / kBlockKeys;
    const auto format = [&](std::size_t block, Block *into) {
        formatBlock(result, block * kBlockKeys, std::min(count, (block + 1) * kBlockKeys), room,
                    line, into);
    };
    if (blocks <= 1) {
        Block only;
        format(0, &only);
        w.write(std::string_view(only.bytes, only.size));
        return;
    }
    std::array<Block, kRing> ring;
    std::array<std::size_t, kRing> filled{}; // 1 + the block each buffer holds, 0 for none yet
    std::size_t written = 0;                 // blocks written out
    std::mutex mutex;
    std::condition_variable changed;
    std::atomic<std::size_t> next{0};
    const auto formatter = [&] {
        for (std::size_t block; (block = next.fetch_add(1)) < blocks;) {
            {
                // The block's buffer is free once the block kRing before it is written.
                std::unique_lock<std::mutex> lock(mutex);
                changed.wait(lock, [&] { return block < written + kRing; });
            }
            format(block, &ring[block % kRing]);
            {
                const std::lock_guard<std::mutex> lock(mutex);
                filled[block % kRing] = block + 1;
            }
            changed.notify_all();
        }
    };
    std::thread first(formatter);
    std::thread second(formatter);
    for (std::size_t block = 0; block < blocks; ++block) {
        const Block &b = ring[block % kRing];
        {
            std::unique_lock<std::mutex> lock(mutex);
            changed.wait(lock, [&] { return filled[block % kRing] == block + 1; });
        }
        w.write(std::string_view(b.bytes, b.size));
        {
            const std::lock_guard<std::mutex> lock(mutex);
            written = block + 1;
        }
        changed.notify_all();
    }
    first.join();
    second.join();
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
    writeBlocks(w, result, room,
                [&result](char *p, std::size_t rank, std::uint32_t row, QByteArrayView key) {
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
    writeBlocks(w, result, room,
                [&result, count](char *p, std::size_t rank, std::uint32_t row, QByteArrayView key) {
                    p = writeText(p, "    {\n      \"binary\": \"");
                    // toStringBinary is printable ASCII: JSON escapes only its quotes and
                    // backslashes (the \xNN escapes' own).
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
