#include "model/export/rubyliteral.h"

#include <QStringList>

namespace RubyLiteral {

QString quoted(QStringView text)
{
    QString out;
    out.reserve(text.size() + 2);
    out.append(u'\'');
    for (const QChar c : text) {
        if (c == u'\\' || c == u'\'')
            out.append(u'\\');
        out.append(c);
    }
    out.append(u'\'');
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

QString commentLines(QStringView text, qsizetype width, qsizetype maxLength)
{
    const QString flat = commentText(text, maxLength);
    QString out;
    QString line;
    for (const QString &word : flat.split(u' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && 2 + line.size() + 1 + word.size() > width) {
            out += QStringLiteral("# ") + line + u'\n';
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        out += QStringLiteral("# ") + line + u'\n';
    return out;
}

} // namespace RubyLiteral
