#include "ui/script/rubyhighlighter.h"

#include <QRegularExpression>

RubyHighlighter::RubyHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{
    m_comment.setFontItalic(true);
    m_command.setFontWeight(QFont::Bold);
    setDark(false);
}

void RubyHighlighter::setDark(bool dark)
{
    m_dark = dark;
    m_comment.setForeground(dark ? QColor(0x9a, 0xa4, 0xae) : QColor(0x6a, 0x73, 0x7d));
    m_string.setForeground(dark ? QColor(0x8f, 0xd1, 0x8a) : QColor(0x03, 0x6a, 0x07));
    m_command.setForeground(dark ? QColor(0x79, 0xb8, 0xff) : QColor(0x00, 0x4b, 0xa0));
    m_key.setForeground(dark ? QColor(0xf0, 0xb0, 0x6a) : QColor(0x8a, 0x3f, 0x00));
    m_number.setForeground(dark ? QColor(0xc2, 0xa5, 0xf5) : QColor(0x6f, 0x42, 0xc1));
    rehighlight();
}

void RubyHighlighter::highlightBlock(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*|[0-9]+"));
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c == u'#') {
            setFormat(int(i), int(text.size() - i), m_comment);
            return;
        }
        if (c == u'\'') {
            qsizetype end = i + 1;
            while (end < text.size() && text[end] != u'\'')
                end += text[end] == u'\\' ? 2 : 1;
            end = std::min(end + 1, text.size());
            setFormat(int(i), int(end - i), m_string);
            i = end;
            continue;
        }
        const QRegularExpressionMatch m = word.match(text, i, QRegularExpression::NormalMatch,
                                                     QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch()) {
            ++i;
            continue;
        }
        const QString token = m.captured(0);
        if (token.front().isDigit())
            setFormat(int(i), int(token.size()), m_number);
        else if (i == 0 || text.left(i).trimmed().isEmpty())
            setFormat(int(i), int(token.size()), m_command); // create, create_namespace, exit
        else if (token == token.toUpper())
            setFormat(int(i), int(token.size()), m_key); // NAME, VERSIONS, SPLITS ...
        i += token.size();
    }
}
