#pragma once

#include "model/hbase/largememory.h"

#include <QByteArrayView>

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

// Row numbers (indices of keys) in some order, e.g. HBase's, or a value a row such as its region.
using RowIndices = LargeVector<std::uint32_t>;

// Many row keys (or sample values) in one contiguous arena: key i is the bytes between
// offsets[i] and offsets[i+1]. A million keys cost their bytes plus 4 bytes each, not a million
// heap strings. The arena is LargeMemory: a large one grows without copying and uses huge pages.
class KeySet
{
public:
    static constexpr std::size_t kMaxArenaBytes = 0xFFFFFFFFu;

    KeySet() = default;
    KeySet(const KeySet &other);
    KeySet(KeySet &&other) noexcept;
    KeySet &operator=(const KeySet &other);
    KeySet &operator=(KeySet &&other) noexcept;
    ~KeySet();

    void reserve(std::size_t keys, std::size_t bytes);
    // Room for `keys` keys in all, as long on average as those held already, and a little more.
    void reserveLikeTheFirst(std::size_t keys);
    void clear();
    // False when the arena would pass 4 GiB.
    bool append(const char *data, std::size_t size);
    bool append(std::string_view key) { return append(key.data(), key.size()); }
    // Appends every key of `other`, in order.
    bool append(const KeySet &other);
    // The same, taking other's memory: its pages join this arena instead of being copied.
    bool append(KeySet &&other);

    std::size_t size() const { return m_offsets.size() - 1; }
    bool isEmpty() const { return size() == 0; }
    QByteArrayView key(std::size_t i) const
    {
        return QByteArrayView(m_arena + m_offsets[i], qsizetype(m_offsets[i + 1] - m_offsets[i]));
    }
    // Hints that key i will be read soon: its offsets (first), then its bytes (a few keys later,
    // once the offsets are in the cache). Keys read in sorted order are read at random places;
    // without the hints each waits for memory.
    void prefetchOffsets(std::size_t i) const { __builtin_prefetch(m_offsets.data() + i); }
    void prefetchKey(std::size_t i) const { __builtin_prefetch(m_arena + m_offsets[i]); }
    std::size_t totalBytes() const { return m_size; }
    // Bytes held: the arena and the offsets.
    std::size_t memoryBytes() const
    {
        return m_capacity + m_offsets.capacity() * sizeof(std::uint32_t);
    }

    // The same keys in the same order.
    friend bool operator==(const KeySet &a, const KeySet &b)
    {
        return a.m_offsets == b.m_offsets &&
               (a.m_size == 0 || std::memcmp(a.m_arena, b.m_arena, a.m_size) == 0);
    }

    // Indices of the keys in HBase order (unsigned bytes, a prefix first); equal keys keep their
    // input order. `duplicates`, when given, receives how many keys equal the key before them in
    // that order.
    RowIndices sortedOrder(std::size_t *duplicates = nullptr) const;

private:
    // Room for at least `bytes` arena bytes (never shrinks); false when out of memory.
    bool growTo(std::size_t bytes);
    // Offsets for other's keys, which now follow this arena's bytes.
    void appendOffsets(const KeySet &other);
    void release();

    char *m_arena = nullptr; // malloc'ed
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
    LargeVector<std::uint32_t> m_offsets{0};
};
