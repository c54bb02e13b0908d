#include "model/rowkey/rowkeynotation.h"

#include "model/rowkey/keyexpression.h"

#include <QCoreApplication>

namespace RowKeyNotation {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RowKeyNotation", text);
}

// Index of the ']' that closes the segment opened at `open`, skipping quoted literals and
// parentheses; -1 if there is none.
qsizetype closingBracket(QStringView text, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open + 1; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'\'') {
            // A literal: skip to its closing quote, minding \\ and \'.
            for (++i; i < text.size() && text[i] != u'\''; ++i) {
                if (text[i] == u'\\')
                    ++i;
            }
        } else if (c == u'(') {
            ++depth;
        } else if (c == u')') {
            --depth;
        } else if (c == u']' && depth <= 0) {
            return i;
        }
    }
    return -1;
}

// Splits "expr:format:modifier" at the colons outside literals and parentheses.
QList<qsizetype> topLevelColons(QStringView body)
{
    QList<qsizetype> colons;
    int depth = 0;
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body[i];
        if (c == u'\'') {
            for (++i; i < body.size() && body[i] != u'\''; ++i) {
                if (body[i] == u'\\')
                    ++i;
            }
        } else if (c == u'(') {
            ++depth;
        } else if (c == u')') {
            --depth;
        } else if (c == u':' && depth == 0) {
            colons.append(i);
        }
    }
    return colons;
}

struct SegmentParser
{
    Q_DECLARE_TR_FUNCTIONS(RowKeyNotation)

public:
    Result &result;

    bool fail(int column, const QString &message)
    {
        result.error = message;
        result.column = column;
        return false;
    }

    // `body` is the text between the brackets; `bodyColumn` the 1-based column of its first
    // character.
    bool valueSegment(QStringView body, int bodyColumn)
    {
        const QList<qsizetype> colons = topLevelColons(body);
        const qsizetype exprEnd = colons.isEmpty() ? body.size() : colons.first();
        const QStringView exprText = body.left(exprEnd);
        const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(exprText, bodyColumn);
        if (!parsed.ok())
            return fail(parsed.column, parsed.error);

        KeySegment segment = KeySegment::value(exprText.trimmed().toString());
        bool formatSeen = false;
        for (qsizetype c = 0; c < colons.size(); ++c) {
            const qsizetype from = colons[c] + 1;
            const qsizetype to = c + 1 < colons.size() ? colons[c + 1] : body.size();
            const QStringView part = body.mid(from, to - from).trimmed();
            const int partColumn = bodyColumn + int(from);
            if (part == u"flip" || part == u"desc") {
                bool &flag = part == u"flip" ? segment.flip : segment.descending;
                if (flag)
                    return fail(partColumn, tr("'%1' is given twice").arg(part));
                flag = true;
                continue;
            }
            if (part.isEmpty())
                return fail(partColumn, tr("expected a format (str, str(N), dec(N), hex(N), "
                                           "bytes(N), long, int, short, byte) or a modifier "
                                           "(flip, desc) after ':'"));
            if (formatSeen)
                return fail(partColumn, tr("a segment has one format; '%1' is a second").arg(part));
            QString error;
            if (!parseSegmentFormat(part, &segment.format, &segment.width, &error))
                return fail(partColumn, error);
            formatSeen = true;
        }
        result.key.segments.append(segment);
        return true;
    }
};

} // namespace

Result parse(QStringView text)
{
    Result result;
    SegmentParser segments{result};
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c.isSpace()) {
            ++i;
            continue;
        }
        const int column = int(i) + 1;
        if (c == u'[') {
            const qsizetype close = closingBracket(text, i);
            if (close < 0) {
                segments.fail(column, tr("this '[' is never closed with ']'"));
                return result;
            }
            if (!segments.valueSegment(text.mid(i + 1, close - i - 1), column + 1))
                return result;
            i = close + 1;
        } else if (c == u'\'') {
            QByteArray bytes;
            QString error;
            qsizetype pos = i;
            if (!KeyExpressionParser::parseLiteral(text, &pos, &bytes, &error)) {
                segments.fail(int(pos) + 1, error);
                return result;
            }
            if (bytes.isEmpty()) {
                segments.fail(column, tr("an empty literal adds nothing to the key"));
                return result;
            }
            result.key.segments.append(KeySegment::separator(bytes));
            i = pos;
        } else {
            segments.fail(column, tr("expected '[' to start a segment or a quoted literal such as "
                                     "'_', found '%1'")
                                      .arg(c));
            return result;
        }
    }
    if (result.key.segments.isEmpty())
        segments.fail(1, tr("the row key is empty; write at least one segment such as [id]"));
    return result;
}

} // namespace RowKeyNotation
