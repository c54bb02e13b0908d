#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

// The expression inside a row-key segment, [expr:format:modifiers] (docs/rowkey-notation.md), as a
// tree.
struct KeyExpression
{
    enum class Kind { Field, Integer, Text, Add, Subtract, Multiply, Divide, Modulo, Negate, Call };
    enum class Function { Rev, Reverse, Md5, Sha1, Sha256, Hash, Salt, Uid, Millis };

    Kind kind = Kind::Field;
    QString field;      // Field
    qint64 integer = 0; // Integer
    QByteArray text;    // Text: the literal's bytes
    Function function = Function::Rev;
    std::vector<KeyExpression> arguments; // operands of operators and calls
    int column = 0;                       // 1-based, in the whole notation, for messages
    int slot = -1; // Field: its index in KeyEncoder's field list, set when the key is compiled

    // A bucket number that leads a key to spread writes: salt(N), or `x % N` with N of 2 to 256
    // (a larger modulus is taken for a value, such as the time of day). N, or 0 when none.
    int bucketCount() const;
    // Fields the expression reads, in first-use order, without repeats.
    void collectFields(QStringList *fields) const;
    // What the parser cannot check: fields the rows have, salt(N) only as a whole segment with 1
    // to 256 buckets, uid(x, width) with 1 to 8 bytes. Empty when all is well.
    QString check(const QStringList &fields) const;
    // Each field reference learns its column in `fields`, so no row looks a name up.
    void assignSlots(const QStringList &fields);
};

namespace KeyExpressionParser {

struct Result
{
    KeyExpression expression;
    QString error; // what was expected, at `column`
    int column = 0;
    bool ok() const { return error.isEmpty(); }
};

// Parses `text`, which starts at 1-based `firstColumn` of the notation line.
Result parse(QStringView text, int firstColumn = 1);

// Reads a quoted literal starting at text[*pos] == '\''; advances past the closing quote.
// Escapes: \xNN (either case), \\ and \'. Other characters are taken as UTF-8.
bool parseLiteral(QStringView text, qsizetype *pos, QByteArray *bytes, QString *error);

} // namespace KeyExpressionParser
