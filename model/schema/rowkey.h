#pragma once

#include "model/schema/enumnames.h"

#include <QByteArray>
#include <QList>
#include <QString>

// How a row-key segment's value becomes bytes (docs/rowkey-notation.md). Auto means no ":format"
// was written: text stays UTF-8, numbers follow the expression.
enum class SegmentFormat { Auto, Str, FixedStr, Dec, Hex, Bytes, Long, Int, Short, Byte };
inline constexpr EnumNames<SegmentFormat, 10> kSegmentFormatNames{{{
    {SegmentFormat::Auto, ""},
    {SegmentFormat::Str, "str"},
    {SegmentFormat::FixedStr, "str"}, // written str(N)
    {SegmentFormat::Dec, "dec"},
    {SegmentFormat::Hex, "hex"},
    {SegmentFormat::Bytes, "bytes"},
    {SegmentFormat::Long, "long"},
    {SegmentFormat::Int, "int"},
    {SegmentFormat::Short, "short"},
    {SegmentFormat::Byte, "byte"},
}}};

// Formats whose notation carries a width: str(N), dec(N), hex(N), bytes(N).
bool formatTakesWidth(SegmentFormat format);

// One element of a composite row key: a value [expr:format:modifiers] or a literal separator.
struct KeySegment
{
    enum class Kind { Value, Literal };

    Kind kind = Kind::Value;
    QString expression; // Value: a field name or an expression such as md5(a '_' b)
    SegmentFormat format = SegmentFormat::Auto;
    int width = 0;           // for the formats that take one
    bool flip = false;       // flip the sign bit so negative numbers sort first
    bool descending = false; // invert every byte
    QByteArray literal;      // Literal: the separator bytes

    static KeySegment value(QString expression, SegmentFormat format = SegmentFormat::Auto,
                            int width = 0);
    static KeySegment separator(QByteArray bytes);

    // "hex(8)", "long", "" for Auto
    QString formatText() const;
    // [expr:format:flip] or '_' in row-key notation
    QString toNotation() const;

    bool operator==(const KeySegment &) const = default;
};

struct RowKey
{
    QList<KeySegment> segments;

    QString toNotation() const;
    bool isEmpty() const { return segments.isEmpty(); }
    bool operator==(const RowKey &) const = default;
};

// Reads the "format" text of a value segment ("hex(8)", "long", ""). Returns false with a message
// when it is not one the notation knows.
bool parseSegmentFormat(QStringView text, SegmentFormat *format, int *width, QString *error);
