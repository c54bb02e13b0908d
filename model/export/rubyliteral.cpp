#include "model/export/rubyliteral.h"

#include <algorithm>

#include <QStringList>

namespace RubyLiteral {

QString quoted(QStringView text)
{
    const bool control = std::any_of(text.begin(), text.end(), [](QChar c) {
        return c.unicode() < 0x20 || c.unicode() == 0x7F;
    });
    QString out;
    out.reserve(text.size() + 2);
    if (!control) {
        out.append(u'\'');
        for (const QChar c : text) {
            if (c == u'\\' || c == u'\'')
                out.append(u'\\');
            out.append(c);
        }
        out.append(u'\'');
        return out;
    }
    // Ruby drops the CR of a CR LF inside a literal, as the real shell showed: text with a
    // control character goes in double quotes, each control character escaped, and # escaped
    // so that nothing interpolates.
    out.append(u'"');
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (c == u'\\' || c == u'"' || c == u'#')
            out.append(u'\\').append(c);
        else if (u == u'\n')
            out.append(QStringLiteral("\\n"));
        else if (u == u'\r')
            out.append(QStringLiteral("\\r"));
        else if (u == u'\t')
            out.append(QStringLiteral("\\t"));
        else if (u < 0x20 || u == 0x7F)
            out.append(QStringLiteral("\\x") +
                       QString::number(uint(u), 16).toUpper().rightJustified(2, u'0'));
        else
            out.append(c);
    }
    out.append(u'"');
    return out;
}

QString commentText(QStringView text, qsizetype maxLength)
{
    QString out;
    out.reserve(std::min(text.size(), maxLength));
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool lineBreakLike = u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0) ||
                                   u == 0x2028 || u == 0x2029 || u == 0x85;
        out.append(lineBreakLike ? QChar(u' ') : c);
        if (out.size() >= maxLength) {
            out.append(QStringLiteral("..."));
            break;
        }
    }
    return out.trimmed();
}

namespace {

bool isWide(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) ||
           (u >= 0xFF00 && u <= 0xFF60) || (u >= 0xAC00 && u <= 0xD7A3);
}

} // namespace

QString commentLines(QStringView text, qsizetype width, qsizetype maxLength)
{
    // Lines break at spaces, and between two Chinese characters, which have no space between
    // them; a wide character takes two columns of the terminal.
    const QString flat = commentText(text, maxLength);
    QString out;
    QString line;
    qsizetype columns = 0;
    qsizetype i = 0;
    while (i < flat.size()) {
        const bool spaced = flat[i] == u' ';
        while (i < flat.size() && flat[i] == u' ')
            ++i;
        if (i == flat.size())
            break;
        qsizetype end = i + 1;
        if (!isWide(flat[i])) {
            while (end < flat.size() && flat[end] != u' ' && !isWide(flat[end]))
                ++end;
        }
        const QString piece = flat.mid(i, end - i);
        const qsizetype pieceColumns = isWide(flat[i]) ? 2 : piece.size();
        const qsizetype gap = spaced && !line.isEmpty() ? 1 : 0;
        if (!line.isEmpty() && 2 + columns + gap + pieceColumns > width) {
            out += QStringLiteral("# ") + line + u'\n';
            line.clear();
            columns = 0;
        }
        if (!line.isEmpty() && gap) {
            line += u' ';
            ++columns;
        }
        line += piece;
        columns += pieceColumns;
        i = end;
    }
    if (!line.isEmpty())
        out += QStringLiteral("# ") + line + u'\n';
    return out;
}

} // namespace RubyLiteral
