#include "model/hbase/largememory.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace LargeMemory {

namespace {

constexpr std::size_t kHugePage = std::size_t(2) << 20;

bool isMapped(std::size_t capacity)
{
#ifdef Q_OS_LINUX
    return capacity >= kMappedBytes;
#else
    Q_UNUSED(capacity);
    return false;
#endif
}

#ifdef Q_OS_LINUX
std::size_t mappedSize(std::size_t bytes)
{
    return (bytes + kHugePage - 1) & ~(kHugePage - 1);
}

void *map(std::size_t size)
{
    void *p = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return nullptr;
    // Advice, not a demand: where 2 MiB pages are not available the kernel uses 4 KiB ones.
    madvise(p, size, MADV_HUGEPAGE);
    return p;
}
#endif

} // namespace

std::size_t capacityFor(std::size_t bytes)
{
#ifdef Q_OS_LINUX
    if (bytes >= kMappedBytes)
        return mappedSize(bytes);
#endif
    return bytes;
}

void *allocate(std::size_t bytes, std::size_t *capacity)
{
    return grow(nullptr, 0, 0, bytes, capacity);
}

void *grow(void *p, std::size_t used, std::size_t capacity, std::size_t bytes,
           std::size_t *newCapacity)
{
    if (p && bytes <= capacity) {
        *newCapacity = capacity;
        return p;
    }
#ifdef Q_OS_LINUX
    if (bytes >= kMappedBytes) {
        const std::size_t size = mappedSize(bytes);
        if (p && isMapped(capacity)) {
            void *moved = mremap(p, capacity, size, MREMAP_MAYMOVE); // pages move, bytes stay
            if (moved != MAP_FAILED) {
                *newCapacity = size;
                return moved;
            }
            // A block that joined another spans two mappings, which mremap does not take.
        }
        void *grown = map(size);
        if (!grown)
            return nullptr;
        if (used > 0)
            std::memcpy(grown, p, used);
        release(p, capacity);
        *newCapacity = size;
        return grown;
    }
#endif
    Q_UNUSED(used);
    void *grown = std::realloc(p, bytes);
    if (!grown)
        return nullptr;
    *newCapacity = bytes;
    return grown;
}

void *join(void *a, std::size_t usedA, std::size_t capacityA, void *b, std::size_t usedB,
           std::size_t capacityB, std::size_t *newCapacity)
{
#ifdef Q_OS_LINUX
    if (b && isMapped(capacityB)) {
        // b's pages go to the first 2 MiB boundary after a's bytes: moved whole, its 2 MiB pages
        // stay 2 MiB pages. Moved to a 4 KiB boundary they are split, and the first pass over
        // them (the slide below) took 13-19 ms for 7 MiB instead of 0.3 ms.
        std::size_t capacity = 0;
        void *grown = grow(a, usedA, capacityA,
                           std::max(usedA + kHugePage + capacityB, kMappedBytes), &capacity);
        if (!grown)
            return nullptr;
        char *base = static_cast<char *>(grown);
        const auto end = reinterpret_cast<std::uintptr_t>(base + usedA);
        const std::size_t at =
            (end + kHugePage - 1) / kHugePage * kHugePage - reinterpret_cast<std::uintptr_t>(base);
        if (mremap(b, capacityB, capacityB, MREMAP_MAYMOVE | MREMAP_FIXED, base + at) !=
            MAP_FAILED) {
            std::memmove(base + usedA, base + at, usedB);
            *newCapacity = capacity; // grown to hold b's pages at `at`
            return grown;
        }
        a = grown;
        capacityA = capacity;
    }
#endif
    void *grown = grow(a, usedA, capacityA, usedA + usedB, newCapacity);
    if (!grown)
        return nullptr;
    if (usedB > 0)
        std::memcpy(static_cast<char *>(grown) + usedA, b, usedB);
    release(b, capacityB);
    return grown;
}

void release(void *p, std::size_t capacity)
{
    if (!p)
        return;
#ifdef Q_OS_LINUX
    if (isMapped(capacity)) {
        munmap(p, capacity);
        return;
    }
#endif
    std::free(p);
}

} // namespace LargeMemory
