#pragma once

#include "model/hbase/keyset.h"

#include <cstdint>
#include <memory>
#include <vector>

// One key segment's values over the sample rows (KeyEncoder::SegmentValues), read like a KeySet.
// Nothing is copied: a column is either slices of the keys themselves, where the segment's bytes
// lie in each key, or text the encoder kept in the parts its threads wrote, one part after
// another in row order. What a column reads must outlive it.
class KeyColumn
{
public:
    KeyColumn() = default;
    // In key `row`, the bytes from bounds[row * stride] up to bounds[row * stride + 1].
    KeyColumn(const KeySet &keys, const std::uint16_t *bounds, std::size_t stride);
    // The keys of every part, one part after another.
    explicit KeyColumn(const std::vector<KeySet> &parts);

    std::size_t size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    QByteArrayView key(std::size_t row) const
    {
        if (m_keys) {
            const std::uint16_t *b = m_bounds + row * m_stride;
            return m_keys->key(row).sliced(b[0], b[1] - b[0]);
        }
        std::size_t part = 0;
        while (row >= m_partEnds[part])
            ++part;
        return (*m_parts)[part].key(row - (part > 0 ? m_partEnds[part - 1] : 0));
    }

private:
    const KeySet *m_keys = nullptr;
    const std::uint16_t *m_bounds = nullptr;
    std::size_t m_stride = 0;
    const std::vector<KeySet> *m_parts = nullptr;
    std::vector<std::size_t> m_partEnds; // rows up to the end of each part
    std::size_t m_size = 0;
};
