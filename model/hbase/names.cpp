#include "model/hbase/names.h"

#include <QCoreApplication>

namespace Names {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Names", text);
}

// Java's Character.isAlphabetic / isDigit as HBase calls them, close enough: any Unicode letter,
// letter number or decimal digit of the BMP. HBase tests each UTF-16 unit, and the two
// surrogates of a character beyond U+FFFF are neither (docs/hbase-reference.md §4.6).
bool isLetterOrDigit(char32_t c)
{
    if (c > 0xFFFF)
        return false;
    switch (QChar::category(c)) {
    case QChar::Letter_Uppercase:
    case QChar::Letter_Lowercase:
    case QChar::Letter_Titlecase:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
    case QChar::Number_Letter:
    case QChar::Number_DecimalDigit:
        return true;
    default:
        return false;
    }
}

QString describe(char32_t c)
{
    if (c < 0x20 || c == 0x7F)
        return tr("control character U+%1")
            .arg(QString::number(uint(c), 16).toUpper().rightJustified(4, u'0'));
    if (c == u' ')
        return tr("a space");
    return u'\'' + QString::fromUcs4(&c, 1) + u'\'';
}

bool isAscii(QStringView name)
{
    for (const QChar c : name) {
        if (c.unicode() > 0x7F)
            return false;
    }
    return true;
}

// Checks each character against `allowed`; returns the message for the first one that fails.
template<typename Allowed>
QString firstIllegal(QStringView name, Allowed allowed, const QString &rule)
{
    qsizetype position = 0;
    for (const char32_t c : name.toUcs4()) {
        ++position;
        if (!allowed(c))
            return tr("%1 at position %2 is not allowed (%3)")
                .arg(describe(c))
                .arg(position)
                .arg(c > 0xFFFF ? tr("HBase tests each UTF-16 unit of the name, and a character "
                                     "beyond U+FFFF is two units that are neither letters nor "
                                     "digits")
                                : rule);
    }
    return {};
}

QString nonAsciiWarning()
{
    return tr("HBase accepts non-ASCII letters, but many tools and shells handle them badly; "
              "prefer ASCII");
}

QString tooLongForHdfs(qsizetype bytes)
{
    return tr("the name is %1 bytes in UTF-8; HDFS refuses directory names over %2 bytes")
        .arg(bytes)
        .arg(kMaxPathComponentBytes);
}

} // namespace

Check checkNamespace(QStringView name)
{
    Check c;
    if (name.isEmpty()) {
        c.error = tr("a namespace name must not be empty");
        return c;
    }
    c.error = firstIllegal(
        name, [](char32_t ch) { return isLetterOrDigit(ch) || ch == u'_'; },
        tr("namespaces allow only letters, digits and _"));
    if (!c.ok())
        return c;
    if (name == QStringLiteral("zookeeper")) {
        c.error = tr("\"zookeeper\" is reserved by HBase");
        return c;
    }
    if (const qsizetype bytes = name.toUtf8().size(); bytes > kMaxPathComponentBytes)
        c.error = tooLongForHdfs(bytes);
    else if (!isAscii(name))
        c.warning = nonAsciiWarning();
    return c;
}

Check checkTableQualifier(QStringView name)
{
    Check c;
    if (name.isEmpty()) {
        c.error = tr("a table name must not be empty");
        return c;
    }
    if (name.front() == u'.' || name.front() == u'-') {
        c.error = tr("a table name must not start with '%1'").arg(name.front());
        return c;
    }
    c.error = firstIllegal(
        name,
        [](char32_t ch) { return isLetterOrDigit(ch) || ch == u'_' || ch == u'-' || ch == u'.'; },
        tr("table names allow only letters, digits, _, - and ."));
    if (!c.ok())
        return c;
    if (name == QStringLiteral("zookeeper")) {
        c.error = tr("\"zookeeper\" is reserved by HBase");
        return c;
    }
    if (const qsizetype bytes = name.toUtf8().size(); bytes > kMaxPathComponentBytes)
        c.error = tooLongForHdfs(bytes);
    else if (!isAscii(name))
        c.warning = nonAsciiWarning();
    return c;
}

Check checkFamily(QStringView name)
{
    Check c;
    if (name.isEmpty()) {
        c.error = tr("a column family name must not be empty");
        return c;
    }
    if (name.front() == u'.') {
        c.error = tr("a column family name must not start with '.'");
        return c;
    }
    if (name == QStringLiteral("recovered.edits")) {
        c.error = tr("\"recovered.edits\" is reserved by HBase for its write-ahead-log replay");
        return c;
    }
    // HBase checks bytes: control bytes 0x00-0x1F and 0x7F, ':', '\' and '/'.
    c.error = firstIllegal(
        name,
        [](char32_t ch) {
            return !(ch < 0x20 || ch == 0x7F || ch == u':' || ch == u'\\' || ch == u'/');
        },
        tr("column family names must not contain ':', '\\', '/' or control characters"));
    if (!c.ok())
        return c;
    if (const qsizetype bytes = name.toUtf8().size(); bytes > kMaxFamilyBytes)
        c.error = tr("the name is %1 bytes in UTF-8; HBase refuses to write cells to a family "
                     "whose name is over %2 bytes")
                      .arg(bytes)
                      .arg(kMaxFamilyBytes);
    else if (!isAscii(name))
        c.warning = nonAsciiWarning();
    return c;
}

Check checkQualifier(QStringView name)
{
    // Any bytes are a legal qualifier, the empty one included. Unlike the row (32767 bytes) and
    // the family (127), the cell format gives the qualifier no length field of its own, so only
    // the cell size bounds it; long qualifiers are a design rule's concern, not a legality one.
    Q_UNUSED(name);
    return {};
}

QString printable(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7F)
            out += QStringLiteral("\\x") +
                   QString::number(u, 16).rightJustified(2, u'0').toUpper(); // as toStringBinary
        else if (u >= 0x80 && u <= 0x9F)
            out += QStringLiteral("\\u{") + QString::number(u, 16).rightJustified(4, u'0') + u'}';
        else
            out += c;
    }
    return out;
}

} // namespace Names
