#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>

// Byte strings as HBase sees and prints them (docs/hbase-reference.md §1).
namespace Bytes {

// Unsigned lexicographic order; a prefix sorts before the longer key.
int compare(QByteArrayView a, QByteArrayView b);
inline bool lessThan(QByteArrayView a, QByteArrayView b)
{
    return compare(a, b) < 0;
}

// Bytes.toStringBinary: 0x20..0x7E as themselves except '\', everything else as \xNN (upper case).
QString toStringBinary(QByteArrayView bytes);

// The value of a hex digit in either case, or -1.
int hexValue(QChar c);

// Lower-case hex, two digits a byte, no separators.
QString toHex(QByteArrayView bytes);
// The same two forms appended to a byte buffer, for output of millions of keys (ASCII only).
void appendStringBinary(std::string &out, QByteArrayView bytes);
void appendHex(std::string &out, QByteArrayView bytes);
// The same written at `out`, which has room for 4 bytes a key byte (2 for hex); return the end.
char *writeStringBinary(char *out, QByteArrayView bytes);
char *writeHex(char *out, QByteArrayView bytes);

// Exactly what HBase's Bytes.toBytesBinary does, quirks included: only upper-case \xNN is an
// escape, a bogus escape drops the backslash, any other character keeps its low 8 bits. Nothing
// when HBase throws instead: a \x with fewer than two characters after it (Java's charAt runs past
// the end), so the shell refuses the statement.
std::optional<QByteArray> toBytesBinaryAsHBase(QStringView text);

struct ParseResult
{
    QByteArray bytes;
    QString error;         // empty when the text was valid
    qsizetype column = -1; // 0-based index into the text where the error is
    bool ok() const { return error.isEmpty(); }
};

// Strict reading of a key written in toStringBinary form, as project files store them. Rejects
// what HBase would silently misread: lower-case \xff, a lone backslash, non-ASCII characters,
// raw control characters.
ParseResult parseStringBinary(QStringView text);

} // namespace Bytes
