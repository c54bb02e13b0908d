#include "model/import/shellvalue.h"
#include "model/io/filelimits.h"

#include <QCoreApplication>

#include <cctype>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ShellValueReader", text);
}

bool isWordStart(QChar c)
{
    return c.isLetter() || c == u'_';
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

} // namespace

const ShellValue *ShellValue::find(QStringView key) const
{
    for (qsizetype i = 0; i < pairCount(); ++i) {
        if (keyAt(i).isScalar() && keyAt(i).text == key)
            return &valueAt(i);
    }
    return nullptr;
}

void ShellValueReader::skipSpace()
{
    while (m_pos < m_text.size()) {
        const QChar c = m_text[m_pos];
        if (c == u'\n') {
            ++m_line;
            ++m_pos;
        } else if (c == u' ' || c == u'\t' || c == u'\r') {
            ++m_pos;
        } else if (c == u'\\' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == u'\n') {
            m_pos += 2; // a line continued
            ++m_line;
        } else if (c == u'#') {
            while (m_pos < m_text.size() && m_text[m_pos] != u'\n')
                ++m_pos;
        } else {
            return;
        }
    }
}

ShellValueReader::Token ShellValueReader::peek()
{
    if (m_peeked)
        return m_token;
    skipSpace();
    m_peeked = true;
    m_tokenLine = m_line;
    m_lineAfterToken = m_line;
    m_tokenText.clear();
    m_tokenSyntaxError = false;
    qsizetype p = m_pos;
    if (p >= m_text.size()) {
        m_tokenEnd = p;
        return m_token = Token::End;
    }
    const QChar c = m_text[p];
    auto single = [&](Token t) {
        m_tokenEnd = p + 1;
        return m_token = t;
    };
    switch (c.unicode()) {
    case u'{':
        return single(Token::Open);
    case u'}':
        return single(Token::Close);
    case u'[':
        return single(Token::OpenList);
    case u']':
        return single(Token::CloseList);
    case u'(':
        return single(Token::OpenParen);
    case u')':
        return single(Token::CloseParen);
    case u',':
        return single(Token::Comma);
    default:
        break;
    }
    if (c == u'=' && p + 1 < m_text.size() && m_text[p + 1] == u'>') {
        m_tokenEnd = p + 2;
        return m_token = Token::Arrow;
    }
    if (c == u'\'' || c == u'"') {
        // Single quotes: only \\ and \' are escapes. Double quotes: \\, \", \n, \r, \t, \# and
        // \xNN below 0x80 are read; any other escape or interpolation would need Ruby to evaluate
        // it.
        const bool doubleQuoted = c == u'"';
        for (++p; p < m_text.size(); ++p) {
            const QChar d = m_text[p];
            if (d == u'\n')
                ++m_lineAfterToken;
            if (d == c && m_tolerant && !describeQuoteCloses(m_text, p)) {
                m_tokenText += d;
                continue;
            }
            if (d == c) {
                m_tokenEnd = p + 1;
                return m_token = Token::String;
            }
            if (doubleQuoted && d == u'#' && p + 1 < m_text.size() &&
                (m_text[p + 1] == u'{' || m_text[p + 1] == u'@' || m_text[p + 1] == u'$')) {
                m_tokenText = tr("a double-quoted string with #{...}: Ruby code");
                return m_token = Token::Error;
            }
            if (d == u'\\' && p + 1 < m_text.size() && !m_tolerant) {
                const QChar e = m_text[p + 1];
                if (e == u'\\' || e == c) {
                    m_tokenText += e;
                    ++p;
                    continue;
                }
                if (doubleQuoted) {
                    // What the exporter writes for text with control characters
                    // (RubyLiteral::quoted): \n \r \t \# and \xNN below 0x80.
                    const QChar plain = e == u'n'   ? QChar(u'\n')
                                        : e == u'r' ? QChar(u'\r')
                                        : e == u't' ? QChar(u'\t')
                                        : e == u'#' ? QChar(u'#')
                                                    : QChar();
                    if (!plain.isNull()) {
                        m_tokenText += plain;
                        ++p;
                        continue;
                    }
                    const auto hexDigit = [this](qsizetype at) {
                        return at < m_text.size() && m_text[at].unicode() < 0x80 &&
                               std::isxdigit(m_text[at].unicode()) != 0;
                    };
                    const int byte = e == u'x' && hexDigit(p + 2) && hexDigit(p + 3)
                                         ? m_text.mid(p + 2, 2).toInt(nullptr, 16)
                                         : 0x80;
                    if (byte < 0x80) {
                        m_tokenText += QChar(byte);
                        p += 3;
                        continue;
                    }
                    m_tokenText = tr("the escape \\%1 in a double-quoted string: write the value "
                                     "in single quotes")
                                      .arg(e);
                    return m_token = Token::Error;
                }
            }
            m_tokenText += d;
        }
        m_tokenText = tr("a string that is never closed");
        m_tokenSyntaxError = true;
        return m_token = Token::Error;
    }
    if (c.isDigit() || (c == u'-' && p + 1 < m_text.size() && m_text[p + 1].isDigit())) {
        m_tokenText += c;
        for (++p; p < m_text.size() && (m_text[p].isDigit() || m_text[p] == u'_'); ++p) {
            if (m_text[p] != u'_')
                m_tokenText += m_text[p];
        }
        m_tokenEnd = p;
        if (p < m_text.size() && (isWordChar(m_text[p]) || m_text[p] == u'.')) {
            m_tokenText = tr("a number followed by \"%1\"").arg(m_text[p]);
            return m_token = Token::Error;
        }
        return m_token = Token::Integer;
    }
    if (isWordStart(c)) {
        // describe prints a table's coprocessors under bare keys such as coprocessor$1
        // (hbase-reference.md §5.13); in a script `$` would start Ruby code.
        for (; p < m_text.size() && (isWordChar(m_text[p]) || (m_tolerant && m_text[p] == u'$'));
             ++p)
            m_tokenText += m_text[p];
        m_tokenEnd = p;
        return m_token = Token::Word;
    }
    m_tokenText = tr("\"%1\" is Ruby code, not a value").arg(c);
    return m_token = Token::Error;
}

ShellValueReader::Token ShellValueReader::next()
{
    const Token t = peek();
    m_pos = m_tokenEnd;
    m_line = m_lineAfterToken;
    m_peeked = false;
    return t;
}

bool ShellValueReader::fail(const QString &message)
{
    if (m_error.isEmpty()) {
        m_error = message;
        m_errorLine = m_peeked ? m_tokenLine : m_line;
    }
    return false;
}

bool ShellValueReader::failSyntax(const QString &message)
{
    if (m_error.isEmpty())
        m_syntaxError = true;
    return fail(message);
}

bool ShellValueReader::failAfterValue(QChar closing, const QString &missingComma)
{
    const Token t = peek();
    const bool closer = t == Token::Close || t == Token::CloseList || t == Token::CloseParen;
    if (closer) {
        const QChar c = m_text[m_pos < m_text.size() ? m_pos : 0];
        if (closing.isNull())
            return failSyntax(tr("a \"%1\" that closes nothing").arg(c));
        return failSyntax(tr("a \"%1\" where \"%2\" belongs").arg(c).arg(closing));
    }
    // Ruby joins two string literals side by side ('a' 'b'), and a word after a value may be a
    // modifier (`if`, `unless`, `rescue`): Ruby code, not a syntax error. An unknown character
    // starts an expression (`+`, `.`). Anything else where a comma belongs Ruby refuses.
    static const QStringList modifiers{QStringLiteral("if"),     QStringLiteral("unless"),
                                       QStringLiteral("while"),  QStringLiteral("until"),
                                       QStringLiteral("rescue"), QStringLiteral("do"),
                                       QStringLiteral("and"),    QStringLiteral("or")};
    const bool ruby = t == Token::Error ||
                      (t == Token::String && m_lastKind == ShellValue::Kind::String) ||
                      (t == Token::Word && modifiers.contains(m_tokenText));
    return ruby ? fail(missingComma) : failSyntax(missingComma);
}

bool ShellValueReader::readValue(ShellValue *out)
{
    const Token t = peek();
    out->line = m_tokenLine;
    switch (t) {
    case Token::String:
    case Token::Integer:
        out->kind = t == Token::String ? ShellValue::Kind::String : ShellValue::Kind::Integer;
        out->text = m_tokenText;
        m_lastKind = out->kind;
        next();
        return true;
    case Token::Word:
        out->text = m_tokenText;
        if (out->text == u"true" || out->text == u"false")
            out->kind = ShellValue::Kind::Boolean;
        else if (out->text == u"nil")
            out->kind = ShellValue::Kind::Nil;
        else if (out->text[0].isUpper() || (m_tolerant && out->text.contains(u'$')))
            out->kind = ShellValue::Kind::Constant;
        else
            return fail(tr("\"%1\" is Ruby code, not a value").arg(out->text));
        next();
        if (peek() == Token::Word || peek() == Token::OpenParen)
            return fail(tr("\"%1\" is called like a method: Ruby code").arg(out->text));
        return true;
    case Token::Open:
    case Token::OpenList: {
        // HBase's own values nest three deep; a limit keeps a hostile input from exhausting the
        // stack (the project file allows the same depth).
        if (m_depth >= FileLimits::kMaxNesting) {
            return fail(tr("more than %1 levels of braces and brackets inside each other")
                            .arg(FileLimits::kMaxNesting));
        }
        next();
        ++m_depth;
        const bool ok = t == Token::Open ? readHash(out, true) : readArray(out);
        --m_depth;
        return ok;
    }
    case Token::Error:
        return m_tokenSyntaxError ? failSyntax(m_tokenText) : fail(m_tokenText);
    case Token::End:
        return failSyntax(tr("a value is missing at the end"));
    default:
        return failSyntax(tr("a value is expected here"));
    }
}

bool ShellValueReader::readArray(ShellValue *out)
{
    out->kind = ShellValue::Kind::Array;
    while (peek() != Token::CloseList) {
        ShellValue item;
        if (!readValue(&item))
            return false;
        out->children.push_back(std::move(item));
        m_lastKind = item.kind;
        if (peek() == Token::Comma)
            next();
        else if (peek() != Token::CloseList)
            return failAfterValue(u']', tr("expected \",\" or \"]\""));
    }
    next();
    return true;
}

// Reads `key => value` pairs; `braced`: up to the closing brace, else (Ruby's trailing hash
// argument) to the end of the argument list.
bool ShellValueReader::readHash(ShellValue *out, bool braced)
{
    out->kind = ShellValue::Kind::Hash;
    for (;;) {
        const Token t = peek();
        if (braced && t == Token::Close) {
            next();
            return true;
        }
        if (t == Token::End || t == Token::CloseParen) {
            if (!braced || m_tolerant)
                return true;
            if (t == Token::CloseParen)
                return failSyntax(tr("a \")\" where \"}\" belongs"));
            return failSyntax(tr("a \"{\" is never closed"));
        }
        if (braced && t == Token::CloseList)
            return failSyntax(tr("a \"]\" where \"}\" belongs"));
        if (braced && m_tolerant && t == Token::Open)
            return true; // HBase 1.x left the hash open; the next hash starts here
        ShellValue key;
        if (!readValue(&key))
            return false;
        if (!key.isScalar())
            return fail(tr("a hash key must be a name or a string"));
        if (peek() != Token::Arrow) {
            // `{NAME: 'f'}` is Ruby's symbol-key hash, which the reader does not take.
            const QString message = tr("expected \"=>\" after %1").arg(key.text);
            return peek() == Token::Error ? fail(message) : failSyntax(message);
        }
        next();
        ShellValue value;
        if (!readValue(&value))
            return false;
        m_lastKind = value.kind;
        out->children.push_back(std::move(key));
        out->children.push_back(std::move(value));
        if (peek() == Token::Comma) {
            next();
            continue;
        }
        if (braced && (peek() == Token::Close || (m_tolerant && peek() == Token::End)))
            continue;
        if (!braced && (peek() == Token::End || peek() == Token::CloseParen))
            return true;
        return failAfterValue(braced ? QChar(u'}') : QChar(),
                              tr("expected \",\" between two entries"));
    }
}

bool ShellValueReader::readArguments(std::vector<ShellValue> *out)
{
    const bool parenthesized = peek() == Token::OpenParen;
    if (parenthesized)
        next();
    while (peek() != Token::End && peek() != Token::CloseParen) {
        ShellValue value;
        if (!readValue(&value))
            return false;
        if (peek() == Token::Arrow && value.isScalar()) {
            // KEY => value, ... outside braces: one hash of all the remaining pairs.
            next();
            ShellValue first;
            if (!readValue(&first))
                return false;
            ShellValue hash;
            hash.kind = ShellValue::Kind::Hash;
            hash.line = value.line;
            hash.children.push_back(std::move(value));
            hash.children.push_back(std::move(first));
            if (peek() == Token::Comma) {
                next();
                if (!readHash(&hash, false))
                    return false;
            }
            out->push_back(std::move(hash));
            break;
        }
        m_lastKind = value.kind;
        out->push_back(std::move(value));
        if (peek() == Token::Comma)
            next();
        else if (m_tolerant && peek() == Token::Open)
            continue; // describe: a hash left open, then the next one
        else if (peek() != Token::End && (peek() != Token::CloseParen || !parenthesized))
            return failAfterValue(parenthesized ? QChar(u')') : QChar(),
                                  tr("expected \",\" between two arguments"));
    }
    if (parenthesized && next() != Token::CloseParen)
        return failSyntax(tr("a \"(\" is never closed"));
    if (peek() == Token::Close || peek() == Token::CloseList || peek() == Token::CloseParen)
        return failAfterValue(QChar(), QString());
    if (peek() != Token::End)
        return fail(tr("more follows the command: Ruby code"));
    return true;
}
