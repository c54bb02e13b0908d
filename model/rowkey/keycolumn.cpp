#include "model/rowkey/keycolumn.h"

KeyColumn::KeyColumn(const KeySet &keys, const std::uint16_t *bounds, std::size_t stride)
    : m_keys(&keys)
    , m_bounds(bounds)
    , m_stride(stride)
    , m_size(keys.size())
{}

KeyColumn::KeyColumn(const std::vector<KeySet> &parts)
    : m_parts(&parts)
{
    for (const KeySet &part : parts) {
        m_size += part.size();
        m_partEnds.push_back(m_size);
    }
}
