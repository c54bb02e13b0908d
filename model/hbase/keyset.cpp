#include "model/hbase/keyset.h"

#include "model/hbase/largememory.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <thread>
#include <vector>

KeySet::KeySet(const KeySet &other)
    : m_offsets(other.m_offsets)
{
    if (other.m_size > 0) {
        if (!growTo(other.m_size))
            throw std::bad_alloc();
        std::memcpy(m_arena, other.m_arena, other.m_size);
    }
    m_size = other.m_size;
}

KeySet::KeySet(KeySet &&other) noexcept
    : m_arena(std::exchange(other.m_arena, nullptr))
    , m_size(std::exchange(other.m_size, 0))
    , m_capacity(std::exchange(other.m_capacity, 0))
    , m_offsets(std::exchange(other.m_offsets, {0}))
{}

KeySet &KeySet::operator=(const KeySet &other)
{
    if (this != &other) {
        KeySet copy(other);
        *this = std::move(copy);
    }
    return *this;
}

KeySet &KeySet::operator=(KeySet &&other) noexcept
{
    if (this != &other) {
        release();
        m_arena = std::exchange(other.m_arena, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_capacity = std::exchange(other.m_capacity, 0);
        m_offsets = std::exchange(other.m_offsets, {0});
    }
    return *this;
}

KeySet::~KeySet()
{
    release();
}

void KeySet::release()
{
    LargeMemory::release(m_arena, m_capacity);
}

bool KeySet::growTo(std::size_t bytes)
{
    void *grown = LargeMemory::grow(m_arena, m_size, m_capacity, bytes, &m_capacity);
    if (!grown)
        return false;
    m_arena = static_cast<char *>(grown);
    return true;
}

void KeySet::reserveLikeTheFirst(std::size_t keys)
{
    if (isEmpty())
        return;
    const std::size_t average = m_size / size() + 1;
    reserve(keys, average * keys * 21 / 20);
}

void KeySet::reserve(std::size_t keys, std::size_t bytes)
{
    m_offsets.reserve(keys + 1);
    if (!growTo(std::min(bytes, kMaxArenaBytes)))
        throw std::bad_alloc();
}

void KeySet::clear()
{
    m_size = 0;
    m_offsets.assign(1, 0);
}

bool KeySet::append(const char *data, std::size_t size)
{
    if (m_size + size > kMaxArenaBytes)
        return false;
    if (m_size + size > m_capacity &&
        !growTo(std::min(std::max(m_size + size, m_capacity * 2 + 64), kMaxArenaBytes)))
        throw std::bad_alloc();
    if (size > 0)
        std::memcpy(m_arena + m_size, data, size);
    m_size += size;
    m_offsets.push_back(std::uint32_t(m_size));
    return true;
}

bool KeySet::append(const KeySet &other)
{
    if (m_size + other.m_size > kMaxArenaBytes)
        return false;
    if (!growTo(m_size + other.m_size))
        throw std::bad_alloc();
    if (other.m_size > 0)
        std::memcpy(m_arena + m_size, other.m_arena, other.m_size);
    appendOffsets(other);
    return true;
}

bool KeySet::append(KeySet &&other)
{
    if (m_size + other.m_size > kMaxArenaBytes)
        return false;
    void *joined = LargeMemory::join(m_arena, m_size, m_capacity, other.m_arena, other.m_size,
                                     other.m_capacity, &m_capacity);
    if (!joined)
        throw std::bad_alloc();
    m_arena = static_cast<char *>(joined);
    other.m_arena = nullptr;
    other.m_capacity = 0;
    appendOffsets(other);
    other.clear();
    return true;
}

void KeySet::appendOffsets(const KeySet &other)
{
    const auto base = std::uint32_t(m_size);
    m_size += other.m_size;
    m_offsets.reserve(m_offsets.size() + other.size());
    for (std::size_t i = 1; i < other.m_offsets.size(); ++i)
        m_offsets.push_back(base + other.m_offsets[i]);
}

namespace {

// Eight key bytes from `skip` on as a big-endian number, zero-padded: comparing these compares
// those bytes in unsigned order, so most comparisons never touch the arena.
std::uint64_t prefixOf(const unsigned char *p, std::size_t size, std::size_t skip)
{
    std::uint64_t v = 0;
    for (std::size_t i = skip; i < size && i < skip + 8; ++i)
        v |= std::uint64_t(p[i]) << (56 - 8 * (i - skip));
    return v;
}

// Below this many keys, a second sorting thread costs more than it saves whenever another
// process keeps a core busy (measured with tst_preview's refresh times).
constexpr std::size_t kKeysWorthAThread = 500000;

// 16 bytes: the arena offset is looked up only when two prefixes tie.
struct SortRecord
{
    std::uint64_t prefix;
    std::uint32_t size;
    std::uint32_t index;
};

// Records are first spread into buckets by their prefix's leading 16 bits, then by 8 more at a
// time while a bucket holds more than this many; std::sort orders each bucket. A bucket that
// fits in the cache sorts several times faster than the whole array (docs/cli.md#bench).
constexpr std::size_t kSmallBucket = 512;

// The bucket of each record by the prefix's `bits` bits below `shift`: records moved from `from`
// into `to`, grouped by bucket in bucket order (keeping their order within one); `starts` gets
// each bucket's first position, and one more entry, the end.
void spread(const SortRecord *from, std::size_t n, SortRecord *to, int shift, int bits,
            RowIndices *starts)
{
    const std::uint64_t mask = (std::uint64_t(1) << bits) - 1;
    starts->assign(std::size_t(mask) + 2, 0);
    std::uint32_t *start = starts->data();
    for (std::size_t i = 0; i < n; ++i)
        ++start[((from[i].prefix >> shift) & mask) + 1];
    for (std::size_t d = 1; d < starts->size(); ++d)
        start[d] += start[d - 1];
    // Each bucket's start serves as its write position, which leaves it on the next bucket's
    // start; moved up one place, the starts are back.
    for (std::size_t i = 0; i < n; ++i)
        to[start[(from[i].prefix >> shift) & mask]++] = from[i];
    std::memmove(start + 1, start, (starts->size() - 2) * sizeof(std::uint32_t));
    start[0] = 0;
}

// Whether records 64 apart are nearly always in order by prefix: keys out of order only locally.
bool nearlySorted(const SortRecord *records, std::size_t n)
{
    constexpr std::size_t kStride = 64;
    std::size_t samples = 0;
    std::size_t descents = 0;
    for (std::size_t i = kStride; i < n; i += kStride, ++samples)
        descents += records[i - kStride].prefix > records[i].prefix ? 1 : 0;
    return samples >= 16 && descents * 32 <= samples;
}

// Sorts [begin, end) by `less`, whose first criterion is the prefix: the records agree on the
// prefix's bits above `shift`. `scratch` has room for as many records.
template<typename Less>
void sortBucket(SortRecord *begin, SortRecord *end, SortRecord *scratch, int shift,
                const Less &less)
{
    const auto n = std::size_t(end - begin);
    if (n <= kSmallBucket || shift <= 0) {
        std::sort(begin, end, less);
        return;
    }
    const int bits = std::min(8, shift);
    RowIndices starts;
    spread(begin, n, scratch, shift - bits, bits, &starts);
    std::memcpy(static_cast<void *>(begin), scratch, n * sizeof(SortRecord));
    for (std::size_t d = 0; d + 1 < starts.size(); ++d)
        sortBucket(begin + starts[d], begin + starts[d + 1], scratch + starts[d], shift - bits,
                   less);
}

} // namespace

RowIndices KeySet::sortedOrder(std::size_t *duplicates) const
{
    const std::size_t n = size();
    const auto *arena = reinterpret_cast<const unsigned char *>(m_arena);
    // Bytes every key shares (a namespace, a timestamp's leading digits) decide nothing: start
    // the cached prefix after them.
    std::size_t common = n > 0 ? m_offsets[1] - m_offsets[0] : 0;
    for (std::size_t i = 1; i < n && common > 0; ++i) {
        const std::size_t length = std::min<std::size_t>(common, m_offsets[i + 1] - m_offsets[i]);
        std::size_t same = 0;
        while (same < length && arena[m_offsets[i] + same] == arena[same])
            ++same;
        common = same;
    }
    LargeArray<SortRecord> records(n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t size = m_offsets[i + 1] - m_offsets[i];
        records[i] = {prefixOf(arena + m_offsets[i], size, common), size, std::uint32_t(i)};
    }
    const std::size_t compared = common + 8; // bytes the prefix has already compared
    const std::uint32_t *offsets = m_offsets.data();
    // Same bytes up to `compared` (zero-padded) when the prefixes tie: what follows decides.
    const auto tail = [arena, offsets, compared](const SortRecord &a, const SortRecord &b) {
        const std::size_t shorter = std::min(a.size, b.size);
        return shorter > compared
                   ? std::memcmp(arena + offsets[a.index] + compared,
                                 arena + offsets[b.index] + compared, shorter - compared)
                   : 0;
    };
    const auto less = [&tail](const SortRecord &a, const SortRecord &b) {
        if (a.prefix != b.prefix)
            return a.prefix < b.prefix;
        if (const int c = tail(a, b); c != 0)
            return c < 0;
        if (a.size != b.size)
            return a.size < b.size;
        return a.index < b.index;
    };
    // Neighbours in the order, so the records say whether two keys are equal without a look at
    // the arena unless their prefixes and lengths tie.
    std::size_t equal = 0;
    const SortRecord *previous = nullptr;
    const auto take = [&](const SortRecord &r) {
        if (previous && previous->prefix == r.prefix && previous->size == r.size &&
            tail(*previous, r) == 0)
            ++equal;
        previous = &r;
        return r.index;
    };
    RowIndices order(n);
    if (nearlySorted(records.begin(), n)) {
        // Keys that arrive almost in order, as ones that lead with the time: std::sort finds
        // them almost sorted and takes a few passes, less than spreading them.
        std::sort(records.begin(), records.end(), less);
        for (std::size_t i = 0; i < n; ++i)
            order[i] = take(records[i]);
        if (duplicates)
            *duplicates = equal;
        return order;
    }
    // The records spread by their leading 16 bits into `sorted`; then each bucket sorted, with
    // `records` as scratch. Many keys: the buckets split in two at about half the records, each
    // part sorted on a core of its own.
    LargeArray<SortRecord> sorted(n);
    RowIndices starts;
    spread(records.begin(), n, sorted.begin(), 48, 16, &starts);
    const auto sortBuckets = [&](std::size_t first, std::size_t last) {
        for (std::size_t d = first; d < last; ++d)
            sortBucket(sorted.begin() + starts[d], sorted.begin() + starts[d + 1],
                       records.begin() + starts[d], 48, less);
    };
    const std::size_t buckets = starts.size() - 1;
    if (n >= kKeysWorthAThread && std::thread::hardware_concurrency() > 1) {
        const std::size_t half = std::size_t(
            std::upper_bound(starts.begin(), starts.end(), std::uint32_t(n / 2)) - starts.begin());
        std::thread first([&] { sortBuckets(0, std::min(half, buckets)); });
        sortBuckets(std::min(half, buckets), buckets);
        first.join();
    } else {
        sortBuckets(0, buckets);
    }
    for (std::size_t i = 0; i < n; ++i)
        order[i] = take(sorted[i]);
    if (duplicates)
        *duplicates = equal;
    return order;
}
