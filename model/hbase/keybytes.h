#pragma once

#include <QtGlobal>

#include <string>

// The byte-level rules the key encoder follows, each as Java or HBase has it
// (docs/hbase-reference.md §1).
namespace KeyBytes {

inline constexpr char kHex[] = "0123456789abcdef";

// Lower-case hex, two digits a byte.
std::string lowerHex(const std::string &bytes);
// Long.toString.
std::string decimal(qint64 v);
// Java long arithmetic wraps in two's complement.
inline qint64 wrap(quint64 v)
{
    return qint64(v);
}
// Phoenix's hash: h = 1; for each signed byte b, h = 31*h + b (32-bit, wrapping).
qint32 hash31(const char *data, std::size_t size);
// "yyyy-MM-dd HH:mm:ss" as UTC epoch milliseconds; false when it is not a valid time.
bool parseMillis(const std::string &s, qint64 *out);
// Long.parseLong: an optional sign and decimal digits, in range.
bool parseLong(std::string_view s, qint64 *out);
// The UTF-8 code points of `s` in reverse order.
std::string reverseCodePoints(const std::string &s);

} // namespace KeyBytes
