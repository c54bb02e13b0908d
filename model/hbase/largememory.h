#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

// Memory for the large arrays a preview fills once: key and value arenas, segment bounds, sort
// records. On this project's virtual machines writing fresh memory costs a page fault every 4 KiB,
// which was most of the time spent on a million keys (docs/cli.md#bench). Blocks of 256 KiB and
// more are therefore mapped straight from the kernel and asked to use 2 MiB pages before anything
// is written to them, and grow by moving their pages (mremap) instead of copying their bytes.
// Smaller blocks come from malloc.
namespace LargeMemory {

// From 256 KiB: a 4 KiB fault costs about 12 us here, zeroing a 2 MiB page about 0.1 ms.
constexpr std::size_t kMappedBytes = std::size_t(256) << 10;

// A block of at least `bytes` bytes (not zeroed), or nullptr when out of memory; `*capacity`
// receives its size, which `grow` and `release` need.
void *allocate(std::size_t bytes, std::size_t *capacity);
// The block `p` (of `capacity` bytes, `used` of them meaningful; p may be nullptr) grown to at
// least `bytes`; the used bytes are kept. nullptr when out of memory (then p is untouched).
void *grow(void *p, std::size_t used, std::size_t capacity, std::size_t bytes,
           std::size_t *newCapacity);
void release(void *p, std::size_t capacity);
// The capacity `allocate(bytes, ...)` gives a block: what a caller that kept only `bytes` passes
// to `release`.
std::size_t capacityFor(std::size_t bytes);
// The `usedB` bytes of block b (of `capacityB`) appended after the `usedA` bytes of block a, and
// b consumed: the grown a, or nullptr when out of memory (then neither block changed). Where b
// is mapped its pages are moved behind a's, so its bytes shift by less than a page instead of
// being copied into fresh memory.
void *join(void *a, std::size_t usedA, std::size_t capacityA, void *b, std::size_t usedB,
           std::size_t capacityB, std::size_t *newCapacity);

} // namespace LargeMemory

// An array of `size` trivial values in LargeMemory, left unwritten until the caller fills it.
template<typename T> class LargeArray
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    LargeArray() = default;
    explicit LargeArray(std::size_t size)
        : m_size(size)
    {
        if (size > 0) {
            m_data = static_cast<T *>(LargeMemory::allocate(size * sizeof(T), &m_capacity));
            if (!m_data)
                throw std::bad_alloc();
        }
    }
    LargeArray(const LargeArray &) = delete;
    LargeArray &operator=(const LargeArray &) = delete;
    LargeArray(LargeArray &&other) noexcept { swap(other); }
    LargeArray &operator=(LargeArray &&other) noexcept
    {
        LargeArray gone(std::move(*this));
        swap(other);
        return *this;
    }
    ~LargeArray() { LargeMemory::release(m_data, m_capacity); }

    std::size_t size() const { return m_size; }
    T *data() { return m_data; }
    const T *data() const { return m_data; }
    T *begin() { return m_data; }
    T *end() { return m_data + m_size; }
    const T *begin() const { return m_data; }
    const T *end() const { return m_data + m_size; }
    T &operator[](std::size_t i) { return m_data[i]; }
    const T &operator[](std::size_t i) const { return m_data[i]; }

private:
    void swap(LargeArray &other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        std::swap(m_capacity, other.m_capacity);
    }

    T *m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

// A std::vector allocator on LargeMemory, for vectors that hold a value a row: row numbers in
// key order, the region of each row, the offsets of a KeySet. Such a vector of a million rows is
// mapped with 2 MiB pages instead of faulting in 4 KiB at a time.
template<typename T> struct LargeAllocator
{
    using value_type = T;

    LargeAllocator() = default;
    template<typename U> LargeAllocator(const LargeAllocator<U> &) noexcept {}

    T *allocate(std::size_t n)
    {
        std::size_t capacity = 0;
        void *p = LargeMemory::allocate(n * sizeof(T), &capacity);
        if (!p)
            throw std::bad_alloc();
        return static_cast<T *>(p);
    }
    void deallocate(T *p, std::size_t n) noexcept
    {
        LargeMemory::release(p, LargeMemory::capacityFor(n * sizeof(T)));
    }
    friend bool operator==(const LargeAllocator &, const LargeAllocator &) { return true; }
};

template<typename T> using LargeVector = std::vector<T, LargeAllocator<T>>;
