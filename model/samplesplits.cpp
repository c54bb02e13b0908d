#include "samplesplits.h"

#include "bytes.h"

#include <QCoreApplication>

namespace Splits {

Result fromSampleKeys(const KeySet &keys, const std::vector<std::uint32_t> &order, int regions)
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
    std::size_t previous = 0; // position of the last split's key
    for (int i = 1; i < regions && n > 0; ++i) {
        std::size_t at =
            std::max<std::size_t>(std::size_t(double(i) * double(n) / regions), previous + 1);
        // A split must fall between two different keys.
        while (at < n && keys.key(order[at]) == keys.key(order[at - 1]))
            ++at;
        if (at >= n)
            break;
        const QByteArrayView key = keys.key(order[at]);
        const QByteArrayView before = keys.key(order[at - 1]);
        qsizetype common = 0;
        while (common < before.size() && common < key.size() && before[common] == key[common])
            ++common;
        // The shortest prefix of `key` above `before`: their common part plus one byte.
        r.keys.append(key.first(std::min(common + 1, key.size())).toByteArray());
        previous = at;
    }
    return r;
}

} // namespace Splits
