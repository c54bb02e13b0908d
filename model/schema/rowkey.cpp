#include "model/schema/rowkey.h"

#include "model/hbase/bytes.h"

#include <QCoreApplication>

bool formatTakesWidth(SegmentFormat format)
{
    switch (format) {
    case SegmentFormat::FixedStr:
    case SegmentFormat::Dec:
    case SegmentFormat::Hex:
    case SegmentFormat::Bytes:
        return true;
    default:
        return false;
    }
}

KeySegment KeySegment::value(QString expression, SegmentFormat format, int width)
{
    KeySegment s;
    s.kind = Kind::Value;
    s.expression = std::move(expression);
    s.format = format;
    s.width = width;
    return s;
}

KeySegment KeySegment::separator(QByteArray bytes)
{
    KeySegment s;
    s.kind = Kind::Literal;
    s.literal = std::move(bytes);
    return s;
}

QString KeySegment::formatText() const
{
    const QString name = kSegmentFormatNames.name(format);
    if (formatTakesWidth(format))
        return name + u'(' + QString::number(width) + u')';
    return name;
}

QString KeySegment::toNotation() const
{
    if (kind == Kind::Literal) {
        QString text = Bytes::toStringBinary(literal);
        text.replace(u'\'', QStringLiteral("\\x27"));
        return u'\'' + text + u'\'';
    }
    QString out = u'[' + expression;
    if (format != SegmentFormat::Auto)
        out += u':' + formatText();
    if (flip)
        out += QStringLiteral(":flip");
    if (descending)
        out += QStringLiteral(":desc");
    return out + u']';
}

QString RowKey::toNotation() const
{
    QStringList parts;
    parts.reserve(segments.size());
    for (const KeySegment &segment : segments)
        parts.append(segment.toNotation());
    return parts.join(u' ');
}

bool parseSegmentFormat(QStringView text, SegmentFormat *format, int *width, QString *error)
{
    *width = 0;
    if (text.isEmpty()) {
        *format = SegmentFormat::Auto;
        return true;
    }
    const qsizetype open = text.indexOf(u'(');
    const QStringView name = open < 0 ? text : text.left(open);
    if (open >= 0) {
        if (!text.endsWith(u')')) {
            *error = QCoreApplication::translate("RowKey", "format '%1' is missing its closing ')'")
                         .arg(text);
            return false;
        }
        bool ok = false;
        const int n = text.mid(open + 1, text.size() - open - 2).toInt(&ok);
        if (!ok || n < 1 || n > 32767) {
            *error = QCoreApplication::translate("RowKey",
                                                 "format '%1' needs a width between 1 and 32767")
                         .arg(text);
            return false;
        }
        *width = n;
    }
    std::optional<SegmentFormat> parsed = kSegmentFormatNames.parse(name);
    if (!parsed || name.isEmpty()) {
        *error = QCoreApplication::translate(
                     "RowKey", "unknown format '%1' (expected str, str(N), dec(N), hex(N), "
                               "bytes(N), long, int, short or byte)")
                     .arg(text);
        return false;
    }
    if (*parsed == SegmentFormat::Str && open >= 0)
        parsed = SegmentFormat::FixedStr;
    if (formatTakesWidth(*parsed) != (open >= 0)) {
        *error =
            formatTakesWidth(*parsed)
                ? QCoreApplication::translate("RowKey", "format '%1' needs a width, as in %1(8)")
                      .arg(name)
                : QCoreApplication::translate("RowKey", "format '%1' takes no width").arg(name);
        return false;
    }
    *format = *parsed;
    return true;
}
