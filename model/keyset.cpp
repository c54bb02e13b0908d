#include "keyset.h"

#include <algorithm>
#include <cstring>

void KeySet::reserve(std::size_t keys, std::size_t bytes)
{
    m_offsets.reserve(keys + 1);
    m_arena.reserve(std::min(bytes, kMaxArenaBytes));
}

void KeySet::clear()
{
    m_arena.clear();
    m_offsets.assign(1, 0);
}

bool KeySet::append(const char *data, std::size_t size)
{
    if (m_arena.size() + size > kMaxArenaBytes)
        return false;
    m_arena.append(data, size);
    m_offsets.push_back(std::uint32_t(m_arena.size()));
    return true;
}

namespace {

// The first 8 bytes as a big-endian number, zero-padded: comparing these compares the keys'
// first 8 bytes in unsigned order, so most comparisons never touch the arena.
std::uint64_t prefixOf(const unsigned char *p, std::size_t size)
{
    std::uint64_t v = 0;
    const std::size_t n = std::min<std::size_t>(size, 8);
    for (std::size_t i = 0; i < n; ++i)
        v |= std::uint64_t(p[i]) << (56 - 8 * i);
    return v;
}

struct SortRecord
{
    std::uint64_t prefix;
    std::uint32_t index;
};

} // namespace

std::vector<std::uint32_t> KeySet::sortedOrder() const
{
    const std::size_t n = size();
    const auto *arena = reinterpret_cast<const unsigned char *>(m_arena.data());
    std::vector<SortRecord> records(n);
    for (std::size_t i = 0; i < n; ++i)
        records[i] = {prefixOf(arena + m_offsets[i], m_offsets[i + 1] - m_offsets[i]),
                      std::uint32_t(i)};
    const std::uint32_t *offsets = m_offsets.data();
    std::sort(records.begin(), records.end(),
              [arena, offsets](const SortRecord &a, const SortRecord &b) {
                  if (a.prefix != b.prefix)
                      return a.prefix < b.prefix;
                  // Same first 8 bytes (zero-padded): compare what follows, then the lengths.
                  const std::size_t aSize = offsets[a.index + 1] - offsets[a.index];
                  const std::size_t bSize = offsets[b.index + 1] - offsets[b.index];
                  const std::size_t common = std::min(aSize, bSize);
                  if (common > 8) {
                      const int c = std::memcmp(arena + offsets[a.index] + 8,
                                                arena + offsets[b.index] + 8, common - 8);
                      if (c != 0)
                          return c < 0;
                  }
                  if (aSize != bSize)
                      return aSize < bSize;
                  return a.index < b.index;
              });
    std::vector<std::uint32_t> order(n);
    for (std::size_t i = 0; i < n; ++i)
        order[i] = records[i].index;
    return order;
}
