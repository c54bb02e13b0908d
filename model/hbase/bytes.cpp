#include "model/hbase/bytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace Bytes {

int compare(QByteArrayView a, QByteArrayView b)
{
    const qsizetype common = std::min(a.size(), b.size());
    if (common > 0) {
        const int c = std::memcmp(a.data(), b.data(), size_t(common));
        if (c != 0)
            return c < 0 ? -1 : 1;
    }
    if (a.size() == b.size())
        return 0;
    return a.size() < b.size() ? -1 : 1;
}

static const char kUpperHex[] = "0123456789ABCDEF";
static const char kLowerHex[] = "0123456789abcdef";

QString toStringBinary(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b <= 0x7E && b != '\\') {
            out.append(QLatin1Char(char(b)));
        } else {
            out.append(QStringLiteral("\\x"));
            out.append(QLatin1Char(kUpperHex[b >> 4]));
            out.append(QLatin1Char(kUpperHex[b & 0xF]));
        }
    }
    return out;
}

char *writeStringBinary(char *out, QByteArrayView bytes)
{
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b <= 0x7E && b != '\\') {
            *out++ = char(b);
        } else {
            out[0] = '\\';
            out[1] = 'x';
            out[2] = kUpperHex[b >> 4];
            out[3] = kUpperHex[b & 0xF];
            out += 4;
        }
    }
    return out;
}

void appendStringBinary(std::string &out, QByteArrayView bytes)
{
    const std::size_t at = out.size();
    out.resize(at + 4 * std::size_t(bytes.size()));
    out.resize(std::size_t(writeStringBinary(out.data() + at, bytes) - out.data()));
}

char *writeHex(char *out, QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const unsigned char *end = p + bytes.size();
#ifdef __SSE2__
    // Sixteen bytes at a time: split into nibbles, add '0' (and 'a' - '0' - 10 past 9), and
    // interleave high and low nibbles.
    const __m128i low4 = _mm_set1_epi8(0x0F);
    const __m128i nine = _mm_set1_epi8(9);
    const __m128i zero = _mm_set1_epi8('0');
    const __m128i letters = _mm_set1_epi8('a' - '0' - 10);
    const auto ascii = [&](__m128i nibbles) {
        const __m128i past9 = _mm_cmpgt_epi8(nibbles, nine);
        return _mm_add_epi8(_mm_add_epi8(nibbles, zero), _mm_and_si128(past9, letters));
    };
    for (; end - p >= 16; p += 16, out += 32) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i high = ascii(_mm_and_si128(_mm_srli_epi16(v, 4), low4));
        const __m128i low = ascii(_mm_and_si128(v, low4));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(out), _mm_unpacklo_epi8(high, low));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(out + 16), _mm_unpackhi_epi8(high, low));
    }
#endif
    for (; p < end; ++p, out += 2) {
        out[0] = kLowerHex[*p >> 4];
        out[1] = kLowerHex[*p & 0xF];
    }
    return out;
}

void appendHex(std::string &out, QByteArrayView bytes)
{
    const std::size_t at = out.size();
    out.resize(at + 2 * std::size_t(bytes.size()));
    writeHex(out.data() + at, bytes);
}

QString toHex(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size() * 2);
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        out.append(QLatin1Char(kLowerHex[b >> 4]));
        out.append(QLatin1Char(kLowerHex[b & 0xF]));
    }
    return out;
}

static bool isUpperHexDigit(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'A' && c <= u'F');
}

int hexValue(QChar c)
{
    if (c >= u'0' && c <= u'9')
        return c.unicode() - u'0';
    if (c >= u'A' && c <= u'F')
        return c.unicode() - u'A' + 10;
    if (c >= u'a' && c <= u'f')
        return c.unicode() - u'a' + 10;
    return -1;
}

std::optional<QByteArray> toBytesBinaryAsHBase(QStringView in)
{
    QByteArray b;
    b.reserve(in.size());
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QChar ch = in[i];
        if (ch == u'\\' && in.size() > i + 1 && in[i + 1] == u'x') {
            if (i + 3 >= in.size())
                return std::nullopt; // charAt(i + 2) or charAt(i + 3) throws in HBase
            if (!isUpperHexDigit(in[i + 2]) || !isUpperHexDigit(in[i + 3]))
                continue; // HBase drops only the backslash
            b.append(char((hexValue(in[i + 2]) << 4) + hexValue(in[i + 3])));
            i += 3;
        } else {
            b.append(char(ch.unicode() & 0xFF));
        }
    }
    return b;
}

ParseResult parseStringBinary(QStringView text)
{
    ParseResult r;
    r.bytes.reserve(text.size());
    auto fail = [&r](qsizetype column, QString message) {
        r.bytes.clear();
        r.column = column;
        r.error = std::move(message);
        return r;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (ch == u'\\') {
            if (i + 1 >= text.size() || text[i + 1] != u'x')
                return fail(i, QCoreApplication::translate("Bytes",
                                                           "a backslash must start an escape \\xNN "
                                                           "(write a backslash itself as \\x5C)"));
            if (i + 3 >= text.size() || hexValue(text[i + 2]) < 0 || hexValue(text[i + 3]) < 0)
                return fail(i, QCoreApplication::translate(
                                   "Bytes", "\\x must be followed by two hex digits"));
            if (!isUpperHexDigit(text[i + 2]) || !isUpperHexDigit(text[i + 3]))
                return fail(i, QCoreApplication::translate(
                                   "Bytes", "write \\x%1 in upper case: HBase reads \\x%2 as the "
                                            "three characters x%2")
                                   .arg(text.mid(i + 2, 2).toString().toUpper(),
                                        text.mid(i + 2, 2).toString()));
            r.bytes.append(char((hexValue(text[i + 2]) << 4) + hexValue(text[i + 3])));
            i += 3;
        } else if (ch.unicode() < 0x20 || ch.unicode() == 0x7F) {
            return fail(
                i, QCoreApplication::translate("Bytes",
                                               "control character 0x%1 must be written as \\x%1")
                       .arg(QString::number(ch.unicode(), 16).toUpper().rightJustified(2, u'0')));
        } else if (ch.unicode() > 0x7E) {
            return fail(i, QCoreApplication::translate(
                               "Bytes", "non-ASCII character '%1': HBase would keep only its low "
                                        "8 bits; write its UTF-8 bytes as \\xNN")
                               .arg(ch));
        } else {
            r.bytes.append(char(ch.unicode()));
        }
    }
    return r;
}

} // namespace Bytes
