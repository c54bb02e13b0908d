#include "model/hbase/keybytes.h"

#include <charconv>

namespace KeyBytes {

std::string lowerHex(const std::string &bytes)
{
    std::string out(bytes.size() * 2, '0');
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        out[2 * i] = kHex[b >> 4];
        out[2 * i + 1] = kHex[b & 0xF];
    }
    return out;
}

std::string decimal(qint64 v)
{
    char buffer[24];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

// Java's String.hashCode-like 31-hash over signed bytes, as Phoenix salts (docs/hbase-reference.md
// §1).
qint32 hash31(const char *data, std::size_t size)
{
    quint32 h = 1;
    for (std::size_t i = 0; i < size; ++i)
        h = 31 * h + quint32(qint32(static_cast<signed char>(data[i])));
    return qint32(h);
}

// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
namespace {

qint64 daysFromCivil(qint64 y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + qint64(doe) - 719468;
}

} // namespace

bool parseMillis(const std::string &s, qint64 *out)
{
    // yyyy-MM-dd HH:mm:ss
    if (s.size() != 19 || s[4] != '-' || s[7] != '-' || s[10] != ' ' || s[13] != ':' ||
        s[16] != ':')
        return false;
    auto number = [&s](std::size_t from, std::size_t count, int *value) {
        int v = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (s[i] < '0' || s[i] > '9')
                return false;
            v = v * 10 + (s[i] - '0');
        }
        *value = v;
        return true;
    };
    int y, mo, d, h, mi, se;
    if (!number(0, 4, &y) || !number(5, 2, &mo) || !number(8, 2, &d) || !number(11, 2, &h) ||
        !number(14, 2, &mi) || !number(17, 2, &se))
        return false;
    static constexpr int kDaysInMonth[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (mo < 1 || mo > 12 || d < 1 || d > kDaysInMonth[mo - 1] || (mo == 2 && d == 29 && !leap) ||
        h > 23 || mi > 59 || se > 59)
        return false;
    *out = ((daysFromCivil(y, unsigned(mo), unsigned(d)) * 24 + h) * 60 + mi) * 60000 +
           qint64(se) * 1000;
    return true;
}

// Java's Long.parseLong: an optional sign and decimal digits, within range.
bool parseLong(std::string_view s, qint64 *out)
{
    const char *begin = s.data();
    const char *end = begin + s.size();
    if (begin != end && *begin == '+')
        ++begin;
    if (begin == end)
        return false;
    const auto r = std::from_chars(begin, end, *out);
    return r.ec == std::errc() && r.ptr == end;
}

// UTF-8 code points in reverse order.
std::string reverseCodePoints(const std::string &s)
{
    std::string out;
    out.reserve(s.size());
    std::size_t end = s.size();
    while (end > 0) {
        std::size_t start = end - 1;
        while (start > 0 && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80)
            --start;
        out.append(s, start, end - start);
        end = start;
    }
    return out;
}

} // namespace KeyBytes
