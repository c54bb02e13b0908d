#include "model/analysis/splits.h"

#include "model/hbase/bytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdint>
#include <limits>

namespace Splits {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Splits", text);
}

Result failure(const QString &message)
{
    Result r;
    r.error = message;
    return r;
}

QString regionsOutOfRange(int regions, int min)
{
    return tr("the number of regions must be between %1 and %2, not %3")
        .arg(min)
        .arg(kMaxRegions)
        .arg(regions);
}

// RegionSplitter.NumberStringSplit over [first, last] printed in `radix`, padded to 8 digits.
Result numberString(int regions, std::uint64_t last, int radix)
{
    if (regions < 2 || regions > kMaxRegions)
        return failure(regionsOutOfRange(regions, 2));
    const std::uint64_t range = last + 1; // first is 0
    const std::uint64_t size = range / std::uint64_t(regions);
    Result r;
    r.keys.reserve(regions - 1);
    for (int i = 1; i < regions; ++i) {
        const QString digits =
            QString::number(size * std::uint64_t(i), radix).rightJustified(8, u'0');
        r.keys.append(digits.toLatin1());
    }
    return checked(std::move(r.keys));
}

// Big-endian unsigned arithmetic on equal-width byte strings, for Bytes.split.
using Wide = QByteArray;

Wide subtract(const Wide &a, const Wide &b) // a >= b, same width
{
    Wide out(a.size(), '\0');
    int borrow = 0;
    for (qsizetype i = a.size() - 1; i >= 0; --i) {
        int d = int(quint8(a[i])) - int(quint8(b[i])) - borrow;
        borrow = d < 0 ? 1 : 0;
        out[i] = char(d + (borrow ? 256 : 0));
    }
    return out;
}

Wide add(const Wide &a, const Wide &b) // same width, result known to fit
{
    Wide out(a.size(), '\0');
    int carry = 0;
    for (qsizetype i = a.size() - 1; i >= 0; --i) {
        const int s = int(quint8(a[i])) + int(quint8(b[i])) + carry;
        out[i] = char(s & 0xFF);
        carry = s >> 8;
    }
    return out;
}

Wide divide(const Wide &a, std::uint32_t divisor)
{
    Wide out(a.size(), '\0');
    std::uint64_t remainder = 0;
    for (qsizetype i = 0; i < a.size(); ++i) {
        remainder = (remainder << 8) | quint8(a[i]);
        out[i] = char(remainder / divisor);
        remainder %= divisor;
    }
    return out;
}

bool lessThanSmall(const Wide &a, std::uint32_t value)
{
    std::uint64_t acc = 0;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (acc > value)
            return false;
        acc = (acc << 8) | quint8(a[i]);
    }
    return acc < value;
}

// Bytes.split(a, b, false, num) of HBase 2.x: a, num keys evenly between, b. When the range is
// too small it pads both ends with one 00 byte and tries again, returning the padded ends.
Result bytesSplit(const QByteArray &a, const QByteArray &b, int num, int depth = 0)
{
    const qsizetype width = std::max(a.size(), b.size());
    const QByteArray aPadded = a + QByteArray(width - a.size(), '\0');
    const QByteArray bPadded = b + QByteArray(width - b.size(), '\0');
    if (Bytes::compare(aPadded, bPadded) >= 0)
        return failure(tr("with both keys padded with 00 bytes to the same length, the end key is "
                          "not above the start key (HBase: \"b <= a\")"));
    const std::uint32_t parts = std::uint32_t(num) + 1;
    const Wide diff = subtract(bPadded, aPadded);
    if (lessThanSmall(diff, parts)) {
        if (depth > 8)
            return failure(tr("the key range is too small to split"));
        return bytesSplit(aPadded + QByteArray(1, '\0'), bPadded + QByteArray(1, '\0'), num,
                          depth + 1);
    }
    const Wide interval = divide(diff, parts);
    Result r;
    r.keys.reserve(num + 2);
    r.keys.append(a);
    Wide current = aPadded;
    for (int i = 1; i <= num; ++i) {
        current = add(current, interval);
        r.keys.append(current);
    }
    r.keys.append(b);
    return r;
}

} // namespace

Result hexString(int regions)
{
    return numberString(regions, 0xFFFFFFFFull, 16);
}

Result decimalString(int regions)
{
    return numberString(regions, 99999999ull, 10);
}

Result uniform(int regions)
{
    if (regions < 2 || regions > kMaxRegions)
        return failure(regionsOutOfRange(regions, 2));
    // Bytes.split(empty, 8 x FF, inclusive, n - 1): interval = 2^64 / n, computed without overflow.
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    const auto n = std::uint64_t(regions);
    std::uint64_t interval = kMax / n;
    if (kMax % n == n - 1)
        interval += 1;
    Result r;
    r.keys.reserve(regions - 1);
    for (std::uint64_t i = 1; i < n; ++i) {
        const std::uint64_t value = interval * i;
        QByteArray key(8, '\0');
        for (int b = 0; b < 8; ++b)
            key[b] = char((value >> (56 - 8 * b)) & 0xFF);
        r.keys.append(key);
    }
    return checked(std::move(r.keys));
}

Result algorithm(SplitAlgorithm algorithm, int regions)
{
    switch (algorithm) {
    case SplitAlgorithm::HexString:
        return hexString(regions);
    case SplitAlgorithm::DecimalString:
        return decimalString(regions);
    case SplitAlgorithm::Uniform:
        return uniform(regions);
    }
    return failure(tr("unknown split algorithm"));
}

Result startEnd(const QByteArray &startKey, const QByteArray &endKey, int regions)
{
    if (regions < 3)
        return failure(tr("Admin.createTable with a start and end key must create at least "
                          "three regions, not %1")
                           .arg(regions));
    if (regions > kMaxRegions)
        return failure(regionsOutOfRange(regions, 3));
    if (Bytes::compare(startKey, endKey) >= 0)
        return failure(tr("the start key \"%1\" must sort before the end key \"%2\"")
                           .arg(Bytes::toStringBinary(startKey), Bytes::toStringBinary(endKey)));
    if (regions == 3)
        return checked({startKey, endKey});
    Result r = bytesSplit(startKey, endKey, regions - 3);
    if (!r.ok())
        return r;
    return checked(std::move(r.keys));
}

Result saltBuckets(int buckets)
{
    if (buckets < 2 || buckets > 256)
        return failure(tr("one region per salt bucket needs 2 to 256 buckets (Phoenix itself "
                          "allows 1 to 256), "
                          "not %1")
                           .arg(buckets));
    Result r;
    for (int b = 1; b < buckets; ++b)
        r.keys.append(QByteArray(1, char(b)));
    return r;
}

Result checked(QList<QByteArray> keys)
{
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (keys[i].isEmpty())
            return failure(
                tr("split key %1 is empty; HBase refuses an empty split key").arg(i + 1));
        if (i > 0) {
            const int c = Bytes::compare(keys[i - 1], keys[i]);
            if (c == 0)
                return failure(tr("split key %1 \"%2\" is a duplicate")
                                   .arg(i + 1)
                                   .arg(Bytes::toStringBinary(keys[i])));
            if (c > 0)
                return failure(tr("split key %1 \"%2\" sorts before split key %3 \"%4\"; HBase "
                                  "needs them in ascending byte order")
                                   .arg(i + 1)
                                   .arg(Bytes::toStringBinary(keys[i]))
                                   .arg(i)
                                   .arg(Bytes::toStringBinary(keys[i - 1])));
        }
    }
    Result r;
    r.keys = std::move(keys);
    return r;
}

Result forSpec(const SplitSpec &spec)
{
    switch (spec.kind) {
    case SplitKind::None:
        return {};
    case SplitKind::Explicit:
        return checked(spec.keys);
    case SplitKind::Algorithm:
        return algorithm(spec.algorithm, spec.regions);
    case SplitKind::StartEnd:
        return startEnd(spec.startKey, spec.endKey, spec.regions);
    case SplitKind::SaltBuckets:
        return saltBuckets(spec.regions);
    case SplitKind::Recommended:
        return failure(tr("recommended split keys cannot be computed without the table's "
                          "sample keys"));
    }
    return failure(tr("unknown split kind"));
}

int regionOf(const QList<QByteArray> &sortedSplits, QByteArrayView key)
{
    const auto it = std::upper_bound(
        sortedSplits.cbegin(), sortedSplits.cend(), key,
        [](QByteArrayView k, const QByteArray &split) { return Bytes::lessThan(k, split); });
    return int(it - sortedSplits.cbegin());
}

} // namespace Splits
