#include "model/io/jsonpositions.h"

namespace {

using Position = JsonPositions::Position;

// Walks well-formed JSON once, noting where each value (an object member: its key) starts.
class Walker
{
public:
    Walker(const QByteArray &text, QHash<QString, Position> *out)
        : m_at(text.constData())
        , m_end(text.constData() + text.size())
        , m_out(out)
    {
        if (text.startsWith("\xEF\xBB\xBF"))
            m_at += 3; // a byte-order mark is no column
    }

    void run()
    {
        skipSpace();
        if (m_at < m_end)
            value(QString(), true);
    }

private:
    // Deeper than any project file may nest (docs/file-format.md §1): the walk stops there.
    static constexpr int kMaxDepth = 256;

    const char *m_at;
    const char *m_end;
    QHash<QString, Position> *m_out;
    int m_line = 1;
    int m_column = 1;
    int m_depth = 0;

    char peek() const { return m_at < m_end ? *m_at : '\0'; }

    void advance()
    {
        const auto byte = static_cast<unsigned char>(*m_at++);
        if (byte == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((byte & 0xC0) != 0x80) { // a UTF-8 continuation byte is no new code point
            ++m_column;
        }
    }

    void skipSpace()
    {
        while (m_at < m_end && (*m_at == ' ' || *m_at == '\t' || *m_at == '\n' || *m_at == '\r'))
            advance();
    }

    int hex4()
    {
        int value = 0;
        for (int i = 0; i < 4 && m_at < m_end; ++i) {
            const char c = peek();
            advance();
            const int digit = c >= '0' && c <= '9'   ? c - '0'
                              : c >= 'a' && c <= 'f' ? c - 'a' + 10
                              : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                     : 0;
            value = value * 16 + digit;
        }
        return value;
    }

    // At the opening quote; the string's text, its escapes decoded.
    QString string()
    {
        advance();
        QString text;
        const char *run = m_at; // bytes taken as they are, up to the next escape
        while (m_at < m_end && *m_at != '"') {
            if (*m_at != '\\') {
                advance();
                continue;
            }
            text += QString::fromUtf8(run, m_at - run);
            advance();
            const char escape = peek();
            advance();
            switch (escape) {
            case 'b':
                text += u'\b';
                break;
            case 'f':
                text += u'\f';
                break;
            case 'n':
                text += u'\n';
                break;
            case 'r':
                text += u'\r';
                break;
            case 't':
                text += u'\t';
                break;
            case 'u':
                text += QChar(char16_t(hex4()));
                break; // surrogates pair up in UTF-16
            default:
                text += QLatin1Char(escape);
                break; // \" \\ \/
            }
            run = m_at;
        }
        text += QString::fromUtf8(run, m_at - run);
        if (m_at < m_end)
            advance();
        return text;
    }

    void value(const QString &pointer, bool record)
    {
        if (record)
            m_out->insert(pointer, {m_line, m_column});
        const char c = peek();
        if (c == '"') {
            string();
            return;
        }
        if (c != '{' && c != '[') { // a number, true, false or null
            while (m_at < m_end && !QByteArrayView(",]} \t\r\n").contains(*m_at))
                advance();
            return;
        }
        if (++m_depth > kMaxDepth) {
            m_at = m_end;
            return;
        }
        const bool object = c == '{';
        const char close = object ? '}' : ']';
        advance();
        skipSpace();
        for (int index = 0; m_at < m_end && peek() != close; ++index) {
            if (object) {
                if (peek() != '"') { // not JSON after all
                    m_at = m_end;
                    break;
                }
                const Position key{m_line, m_column};
                const QString member = pointer + u'/' + JsonPositions::escapeToken(string());
                m_out->insert(member, key);
                skipSpace();
                if (peek() == ':')
                    advance();
                skipSpace();
                value(member, false);
            } else {
                value(pointer + u'/' + QString::number(index), true);
            }
            skipSpace();
            if (peek() == ',')
                advance();
            skipSpace();
        }
        if (m_at < m_end)
            advance();
        --m_depth;
    }
};

} // namespace

JsonPositions::JsonPositions(const QByteArray &text)
{
    Walker(text, &m_positions).run();
}

JsonPositions::Position JsonPositions::find(const QString &pointer) const
{
    QString p = pointer;
    for (;;) {
        const auto it = m_positions.constFind(p);
        if (it != m_positions.constEnd())
            return *it;
        if (p.isEmpty())
            return {};
        p.truncate(p.lastIndexOf(u'/'));
    }
}

QString JsonPositions::escapeToken(const QString &token)
{
    QString escaped = token;
    escaped.replace(u'~', QStringLiteral("~0"));
    escaped.replace(u'/', QStringLiteral("~1"));
    return escaped;
}
