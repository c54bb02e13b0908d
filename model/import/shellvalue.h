#pragma once

#include <QString>
#include <QStringView>

#include <vector>

// A value as the HBase shell's Ruby writes it in a create or alter, or as `describe` prints a
// descriptor: a string, an integer, true/false/nil, a constant such as VERSIONS, a hash or an
// array. Nothing is evaluated: anything else (an expression, interpolation, a method call) is
// refused, so a script is parsed and never run (docs/hbase-reference.md §5.8).
struct ShellValue
{
    enum class Kind { String, Integer, Boolean, Nil, Constant, Hash, Array };
    Kind kind = Kind::Nil;
    QString text; // String: its contents; Integer, Boolean, Constant: as written
    std::vector<ShellValue> children; // Array: the elements; Hash: key, value, key, value, ...
    int line = 0;                     // where it starts

    bool isHash() const { return kind == Kind::Hash; }
    bool isScalar() const { return kind != Kind::Hash && kind != Kind::Array; }
    // A hash key or scalar as text: 'NAME' and NAME are the same key to the shell, whose
    // constants are strings of their own name.
    QString keyText() const { return text; }
    qsizetype pairCount() const { return qsizetype(children.size() / 2); }
    const ShellValue &keyAt(qsizetype i) const { return children[std::size_t(2 * i)]; }
    const ShellValue &valueAt(qsizetype i) const { return children[std::size_t(2 * i + 1)]; }
    const ShellValue *find(QStringView key) const;
};

// `describe` prints each value between single quotes as it is, with no escapes (a descriptor's
// own text): a quote inside it, as in a family named it's, is told from the closing one by what
// follows. The quote at `at` closes the value when braces or brackets follow it and then the
// end, a blank, a comma, a hash or a word, when the text ends, `=>` follows (a quoted key), a hash
// starts after blanks, or a comma and a blank are followed by the next entry: a quoted string, a
// hash, or a KEY
// =>. So a family named `x'}'y` reads as printed; a name that itself holds `', KEY => '` cannot be
// told from two entries (docs/hbase-reference.md §5.7).
inline bool describeQuoteCloses(QStringView text, qsizetype at)
{
    qsizetype i = at + 1;
    const auto skipBlanks = [&] {
        const qsizetype from = i;
        while (i < text.size() && text[i].isSpace())
            ++i;
        return i > from;
    };
    const auto arrowAt = [&](qsizetype j) {
        return j + 1 < text.size() && text[j] == u'=' && text[j + 1] == u'>';
    };
    const bool blank = skipBlanks();
    if (i >= text.size())
        return true;
    const QChar c = text[i];
    if (c == u'}' || c == u']') {
        // A row ends in braces, and what the shell prints next (another row, "1 row(s)",
        // its prompt) may follow with no blank when the output was pasted onto one line: after
        // them, the end, a blank, a comma, a hash or a word; anything else ('}'y, '}; ...) is
        // still the value.
        while (i < text.size() && (text[i] == u'}' || text[i] == u']'))
            ++i;
        return i >= text.size() || text[i].isSpace() || text[i] == u',' || text[i] == u'{' ||
               text[i].isLetterOrNumber();
    }
    if (c == u'{')
        return blank;
    if (c != u',')
        return arrowAt(i);
    ++i;
    if (!skipBlanks() || i >= text.size())
        return false; // describe puts a blank after each separating comma
    if (text[i] == u'\'' || text[i] == u'{')
        return true;
    const qsizetype key = i;
    while (i < text.size() &&
           (text[i].isLetterOrNumber() || text[i] == u'_' || text[i] == u'.' || text[i] == u'$'))
        ++i;
    if (i == key)
        return false;
    skipBlanks();
    return arrowAt(i);
}

// Reads the comma-separated arguments of a shell command (or the values of one `describe` row).
// Trailing `KEY => value` pairs outside braces form one hash, as in Ruby.
class ShellValueReader
{
public:
    // `tolerant`: as `describe` prints, a hash may be left open (HBase 1.x prints
    // TABLE_ATTRIBUTES without its closing brace): it ends where another hash starts in place of
    // a key, or at the end of the text.
    ShellValueReader(QStringView text, int firstLine, bool tolerant = false)
        : m_text(text)
        , m_line(firstLine)
        , m_tolerant(tolerant)
    {}

    // False with error() and errorLine() when the text is not plain values.
    bool readArguments(std::vector<ShellValue> *out);
    QString error() const { return m_error; }
    int errorLine() const { return m_errorLine; }
    // The error is one Ruby itself refuses at parse time (a bracket closing nothing or the wrong
    // one, a missing comma, a string never closed), so the shell would run none of the script;
    // otherwise it is Ruby the reader does not evaluate (interpolation, a call, an expression).
    bool syntaxError() const { return m_syntaxError; }

private:
    enum class Token {
        End,
        String,
        Integer,
        Word,
        Arrow,
        Comma,
        Open,
        Close,
        OpenList,
        CloseList,
        OpenParen,
        CloseParen,
        Error
    };
    Token peek();
    Token next();
    void skipSpace();
    bool readValue(ShellValue *out);
    bool readHash(ShellValue *out, bool braced);
    bool readArray(ShellValue *out);
    bool fail(const QString &message);
    bool failSyntax(const QString &message);
    // After a complete value: the token that follows where a comma or `closing` belongs.
    bool failAfterValue(QChar closing, const QString &missingComma);

    QStringView m_text;
    qsizetype m_pos = 0;
    int m_line;
    bool m_tolerant;
    // The token read by peek(), valid while m_peeked.
    bool m_peeked = false;
    Token m_token = Token::End;
    QString m_tokenText;
    int m_tokenLine = 0;
    qsizetype m_tokenEnd = 0;
    int m_lineAfterToken = 0;
    QString m_error;
    int m_errorLine = 0;
    bool m_syntaxError = false;
    // The Error token read is a syntax error (a string never closed).
    bool m_tokenSyntaxError = false;
    ShellValue::Kind m_lastKind = ShellValue::Kind::Nil; // of the last value read
    int m_depth = 0; // hashes and arrays open around the value being read
};
