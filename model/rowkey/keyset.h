#pragma once

#include <QByteArrayView>

#include <cstdint>
#include <string>
#include <vector>

// Many row keys in one contiguous arena: key i is the bytes between offsets[i] and offsets[i+1].
// A million keys cost their bytes plus 4 bytes each, not a million heap strings.
class KeySet
{
public:
    static constexpr std::size_t kMaxArenaBytes = 0xFFFFFFFFu;

    void reserve(std::size_t keys, std::size_t bytes);
    void clear();
    // False when the arena would pass 4 GiB.
    bool append(const char *data, std::size_t size);
    bool append(const std::string &key) { return append(key.data(), key.size()); }
    // Appends every key of `other`, in order.
    bool append(const KeySet &other);

    std::size_t size() const { return m_offsets.size() - 1; }
    bool isEmpty() const { return size() == 0; }
    QByteArrayView key(std::size_t i) const
    {
        return QByteArrayView(m_arena.data() + m_offsets[i],
                              qsizetype(m_offsets[i + 1] - m_offsets[i]));
    }
    std::size_t totalBytes() const { return m_arena.size(); }
    // Bytes held: the arena and the offsets.
    std::size_t memoryBytes() const
    {
        return m_arena.capacity() + m_offsets.capacity() * sizeof(std::uint32_t);
    }

    // Indices of the keys in HBase order (unsigned bytes, a prefix first); equal keys keep their
    // input order.
    std::vector<std::uint32_t> sortedOrder() const;

private:
    std::string m_arena;
    std::vector<std::uint32_t> m_offsets{0};
};
