#include "model/hbase/bytes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

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

void appendStringBinary(std::string &out, QByteArrayView bytes)
{
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b <= 0x7E && b != '\\') {
            out.push_back(char(b));
        } else {
            const char escape[4] = {'\\', 'x', kUpperHex[b >> 4], kUpperHex[b & 0xF]};
            out.append(escape, 4);
        }
    }
}

namespace {
// Each byte's two lower-case hex digits, so a byte costs one lookup.
struct HexPairs
{
    char digits[512];
    HexPairs()
    {
        for (int b = 0; b < 256; ++b) {
            digits[2 * b] = kLowerHex[b >> 4];
            digits[2 * b + 1] = kLowerHex[b & 0xF];
        }
    }
};
const HexPairs kHexPairs;
} // namespace

void appendHex(std::string &out, QByteArrayView bytes)
{
    const std::size_t at = out.size();
    out.resize(at + 2 * std::size_t(bytes.size()));
    char *p = out.data() + at;
    for (const char c : bytes) {
        std::memcpy(p, kHexPairs.digits + 2 * static_cast<unsigned char>(c), 2);
        p += 2;
    }
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

QByteArray toBytesBinaryAsHBase(QStringView in)
{
    QByteArray b;
    b.reserve(in.size());
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QChar ch = in[i];
        if (ch == u'\\' && in.size() > i + 1 && in[i + 1] == u'x') {
            // Java would throw StringIndexOutOfBounds on a truncated escape; treat it as bogus.
            if (i + 3 >= in.size() || !isUpperHexDigit(in[i + 2]) || !isUpperHexDigit(in[i + 3]))
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
