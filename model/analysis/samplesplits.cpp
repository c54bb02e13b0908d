#include "model/analysis/samplesplits.h"

#include "model/hbase/bytes.h"

#include <QCoreApplication>

namespace Splits {

Result fromSampleKeys(const KeySet &keys, const RowIndices &order, int regions)
{
    Result r;
    if (regions < 1 || regions > kMaxRegions) {
        r.error = QCoreApplication::translate("Splits", "the number of regions must be between 1 "
                                                        "and %1, not %2")
                      .arg(kMaxRegions)
                      .arg(regions);
        return r;
    }
    const std::size_t n = order.size();
    // Length of the shortest prefix of the key at `at` that sorts above the key before it, or 0
    // when the two are equal (no split can fall between them).
    const auto separatingLength = [&keys, &order](std::size_t at) -> qsizetype {
        const QByteArrayView key = keys.key(order[at]);
        const QByteArrayView before = keys.key(order[at - 1]);
        if (key == before)
            return 0;
        qsizetype common = 0;
        while (common < before.size() && common < key.size() && before[common] == key[common])
            ++common;
        return std::min(common + 1, key.size());
    };
    // Near each quantile, within a tenth of a region's share, the boundary with the shortest
    // separating prefix wins: short split keys that fall between natural groups of keys.
    const std::size_t slack = n / std::size_t(regions) / 10;
    std::size_t previous = 0;
    for (int i = 1; i < regions && n > 0; ++i) {
        const auto target = std::size_t(double(i) * double(n) / regions);
        std::size_t best = 0;
        qsizetype bestLength = 0;
        const std::size_t from = std::max(previous + 1, target > slack ? target - slack : 1);
        const std::size_t to = std::min(n - 1, target + slack);
        for (std::size_t at = from; at <= to; ++at) {
            const qsizetype length = separatingLength(at);
            const auto distance = [target](std::size_t p) {
                return p > target ? p - target : target - p;
            };
            if (length > 0 && (bestLength == 0 || length < bestLength ||
                               (length == bestLength && distance(at) < distance(best)))) {
                best = at;
                bestLength = length;
            }
        }
        if (bestLength == 0) { // only equal keys near the quantile: take the next boundary
            for (std::size_t at = std::max(to + 1, previous + 1); at < n && bestLength == 0; ++at) {
                bestLength = separatingLength(at);
                best = at;
            }
            if (bestLength == 0)
                break;
        }
        r.keys.append(keys.key(order[best]).first(bestLength).toByteArray());
        previous = best;
    }
    return r;
}

} // namespace Splits
