#include "model/rowkey/keyexpression.h"

#include "model/hbase/bytes.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>

#include <limits>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("KeyExpressionParser", text);
}

struct FunctionInfo
{
    const char *name;
    KeyExpression::Function function;
    int minArguments;
    int maxArguments; // -1: any number, concatenated
};

constexpr FunctionInfo kFunctions[] = {
    {"rev", KeyExpression::Function::Rev, 1, 1},
    {"reverse", KeyExpression::Function::Reverse, 1, 1},
    {"md5", KeyExpression::Function::Md5, 1, -1},
    {"sha1", KeyExpression::Function::Sha1, 1, -1},
    {"sha256", KeyExpression::Function::Sha256, 1, -1},
    {"hash", KeyExpression::Function::Hash, 1, -1},
    {"salt", KeyExpression::Function::Salt, 1, 1},
    {"uid", KeyExpression::Function::Uid, 2, 2},
    {"millis", KeyExpression::Function::Millis, 1, 1},
};

bool isIdentifierStart(QChar c)
{
    return c.isLetter() || c == u'_';
}

bool isIdentifierPart(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'.';
}

int hexDigit(QChar c)
{
    return Bytes::hexValue(c);
}

class Parser
{
    Q_DECLARE_TR_FUNCTIONS(KeyExpressionParser)

public:
    Parser(QStringView text, int firstColumn)
        : m_text(text)
        , m_firstColumn(firstColumn)
    {}

    KeyExpressionParser::Result run()
    {
        KeyExpressionParser::Result r;
        skipSpace();
        if (atEnd()) {
            fail(tr("expected a field name or an expression"));
        } else {
            r.expression = sum();
            skipSpace();
            if (!failed() && !atEnd())
                fail(tr("expected an operator (+ - * / %) or the end of the expression, found "
                        "'%1'")
                         .arg(m_text[m_pos]));
        }
        r.error = m_error;
        r.column = m_errorColumn;
        return r;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    bool failed() const { return !m_error.isEmpty(); }
    int column() const { return m_firstColumn + int(m_pos); }

    void fail(const QString &message)
    {
        if (failed())
            return;
        m_error = message;
        m_errorColumn = column();
    }

    void skipSpace()
    {
        while (!atEnd() && m_text[m_pos].isSpace())
            ++m_pos;
    }

    bool startsPrimary()
    {
        skipSpace();
        if (atEnd())
            return false;
        const QChar c = m_text[m_pos];
        return isIdentifierStart(c) || c.isDigit() || c == u'\'' || c == u'(';
    }

    static KeyExpression binary(KeyExpression::Kind kind, KeyExpression left, KeyExpression right,
                                int column)
    {
        KeyExpression e;
        e.kind = kind;
        e.column = column;
        e.arguments.push_back(std::move(left));
        e.arguments.push_back(std::move(right));
        return e;
    }

    KeyExpression sum()
    {
        KeyExpression left = product();
        while (!failed()) {
            skipSpace();
            if (atEnd() || (m_text[m_pos] != u'+' && m_text[m_pos] != u'-'))
                break;
            const int at = column();
            const auto kind =
                m_text[m_pos] == u'+' ? KeyExpression::Kind::Add : KeyExpression::Kind::Subtract;
            ++m_pos;
            ++m_operators;
            left = binary(kind, std::move(left), product(), at);
        }
        return left;
    }

    KeyExpression product()
    {
        KeyExpression left = unary();
        while (!failed()) {
            skipSpace();
            if (atEnd())
                break;
            const QChar c = m_text[m_pos];
            KeyExpression::Kind kind;
            if (c == u'*')
                kind = KeyExpression::Kind::Multiply;
            else if (c == u'/')
                kind = KeyExpression::Kind::Divide;
            else if (c == u'%')
                kind = KeyExpression::Kind::Modulo;
            else
                break;
            const int at = column();
            ++m_pos;
            ++m_operators;
            left = binary(kind, std::move(left), unary(), at);
        }
        return left;
    }

    // Parentheses, calls and minus signs nest through here; operators chain to the left. Both
    // are bounded so no expression can exhaust the stack of whatever walks its tree later.
    static constexpr int kMaxDepth = 100;
    static constexpr int kMaxOperators = 1000;

    bool tooComplex()
    {
        if (m_depth > kMaxDepth)
            fail(tr("the expression nests deeper than %1 levels").arg(kMaxDepth));
        else if (m_operators > kMaxOperators)
            fail(tr("the expression has more than %1 operators").arg(kMaxOperators));
        return failed();
    }

    KeyExpression unary()
    {
        ++m_depth;
        KeyExpression e = tooComplex() ? KeyExpression() : unaryInner();
        --m_depth;
        return e;
    }

    KeyExpression unaryInner()
    {
        skipSpace();
        if (!atEnd() && m_text[m_pos] == u'-') {
            KeyExpression e;
            e.kind = KeyExpression::Kind::Negate;
            e.column = column();
            ++m_pos;
            ++m_operators;
            e.arguments.push_back(unary());
            return e;
        }
        return primary();
    }

    KeyExpression primary()
    {
        skipSpace();
        KeyExpression e;
        e.column = column();
        if (atEnd()) {
            fail(tr("expected a field, a number, a quoted literal or a function, found the end"));
            return e;
        }
        const QChar c = m_text[m_pos];
        if (c == u'(') {
            ++m_pos;
            e = sum();
            skipSpace();
            if (atEnd() || m_text[m_pos] != u')')
                fail(tr("expected ')'"));
            else
                ++m_pos;
            return e;
        }
        if (c == u'\'') {
            e.kind = KeyExpression::Kind::Text;
            QString error;
            if (!KeyExpressionParser::parseLiteral(m_text, &m_pos, &e.text, &error))
                fail(error);
            return e;
        }
        if (c.isDigit())
            return number();
        if (!isIdentifierStart(c)) {
            fail(tr("expected a field, a number, a quoted literal or a function, found '%1'")
                     .arg(c));
            return e;
        }
        const qsizetype start = m_pos;
        while (!atEnd() && isIdentifierPart(m_text[m_pos]))
            ++m_pos;
        const QStringView name = m_text.mid(start, m_pos - start);
        const qsizetype afterName = m_pos;
        skipSpace();
        if (atEnd() || m_text[m_pos] != u'(') {
            m_pos = afterName;
            e.kind = KeyExpression::Kind::Field;
            e.field = name.toString();
            return e;
        }
        return call(name, e.column);
    }

    KeyExpression number()
    {
        KeyExpression e;
        e.kind = KeyExpression::Kind::Integer;
        e.column = column();
        quint64 value = 0;
        while (!atEnd() && m_text[m_pos].isDigit()) {
            const auto digit = quint64(m_text[m_pos].digitValue());
            if (value > (quint64(std::numeric_limits<qint64>::max()) - digit) / 10) {
                fail(tr("the number is larger than a long (9223372036854775807)"));
                m_errorColumn = e.column;
                return e;
            }
            value = value * 10 + digit;
            ++m_pos;
        }
        e.integer = qint64(value);
        return e;
    }

    KeyExpression call(QStringView name, int nameColumn)
    {
        KeyExpression e;
        e.kind = KeyExpression::Kind::Call;
        e.column = nameColumn;
        const FunctionInfo *info = nullptr;
        for (const FunctionInfo &f : kFunctions) {
            if (name == QLatin1StringView(f.name))
                info = &f;
        }
        if (!info) {
            m_errorColumn = nameColumn;
            m_error = tr("unknown function '%1' (expected rev, reverse, md5, sha1, sha256, hash, "
                         "salt, uid or millis)")
                          .arg(name);
            return e;
        }
        e.function = info->function;
        ++m_pos; // '('
        // Arguments are separated by commas; md5(a '_' b) also concatenates side by side.
        while (!failed()) {
            skipSpace();
            if (!atEnd() && m_text[m_pos] == u')' && e.arguments.empty())
                break;
            e.arguments.push_back(sum());
            skipSpace();
            if (atEnd()) {
                fail(tr("expected ')' to close %1(").arg(name));
                return e;
            }
            if (m_text[m_pos] == u',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == u')')
                break;
            if (info->maxArguments < 0 && startsPrimary())
                continue;
            fail(tr("expected ',' or ')' in %1(...), found '%2'").arg(name).arg(m_text[m_pos]));
            return e;
        }
        if (failed())
            return e;
        const int count = int(e.arguments.size());
        if (count < info->minArguments || (info->maxArguments >= 0 && count > info->maxArguments)) {
            m_errorColumn = nameColumn;
            m_error = info->minArguments == info->maxArguments
                          ? tr("%1() takes %2 argument(s), not %3")
                                .arg(name)
                                .arg(info->minArguments)
                                .arg(count)
                          : tr("%1() needs at least one argument").arg(name);
            return e;
        }
        ++m_pos; // ')'
        return e;
    }

    QStringView m_text;
    int m_firstColumn;
    qsizetype m_pos = 0;
    QString m_error;
    int m_errorColumn = 0;
    int m_depth = 0;
    int m_operators = 0;
};

} // namespace

int KeyExpression::bucketCount() const
{
    if (kind == Kind::Call && function == Function::Salt && !arguments.empty())
        return int(arguments[0].integer);
    constexpr qint64 kMostBuckets = 256;
    if (kind == Kind::Modulo && arguments.size() == 2 && arguments[1].kind == Kind::Integer &&
        arguments[1].integer >= 2 && arguments[1].integer <= kMostBuckets)
        return int(arguments[1].integer);
    return 0;
}

void KeyExpression::collectFields(QStringList *fields) const
{
    if (kind == Kind::Field && !fields->contains(field))
        fields->append(field);
    for (const KeyExpression &a : arguments)
        a.collectFields(fields);
}

namespace {

// Checks what the parser cannot: known fields, salt(N) and uid(x, width) arguments.
QString checkExpression(const KeyExpression &e, const QStringList &fields, bool topLevel)
{
    using Kind = KeyExpression::Kind;
    using Function = KeyExpression::Function;
    if (e.kind == Kind::Field && !fields.contains(e.field))
        return fields.isEmpty()
                   ? QCoreApplication::translate(
                         "KeyExpressionParser",
                         "unknown field '%1': the table has no sample fields")
                         .arg(e.field)
                   : QCoreApplication::translate("KeyExpressionParser",
                                                 "unknown field '%1'; the sample rows have %2")
                         .arg(e.field, joinList(fields.size() <= 20
                                                    ? fields
                                                    : fields.first(20) << QStringLiteral("...")));
    if (e.kind == Kind::Call && e.function == Function::Salt) {
        if (!topLevel)
            return QCoreApplication::translate(
                "KeyExpressionParser", "salt(N) must be a segment of its own, as in [salt(16)]");
        const KeyExpression &n = e.arguments[0];
        if (n.kind != Kind::Integer || n.integer < 1 || n.integer > 256)
            return QCoreApplication::translate("KeyExpressionParser",
                                               "salt(N) needs a number of buckets from 1 to 256");
        return {};
    }
    if (e.kind == Kind::Call && e.function == Function::Uid) {
        const KeyExpression &w = e.arguments[1];
        if (w.kind != Kind::Integer || w.integer < 1 || w.integer > 8)
            return QCoreApplication::translate("KeyExpressionParser",
                                               "uid(field, width) needs a width of 1 to 8 bytes");
    }
    for (const KeyExpression &a : e.arguments) {
        if (QString error = checkExpression(a, fields, false); !error.isEmpty())
            return error;
    }
    return {};
}

} // namespace

QString KeyExpression::check(const QStringList &fields) const
{
    return checkExpression(*this, fields, true);
}

void KeyExpression::assignSlots(const QStringList &fields)
{
    if (kind == Kind::Field)
        slot = int(fields.indexOf(field));
    for (KeyExpression &a : arguments)
        a.assignSlots(fields);
}

namespace KeyExpressionParser {

Result parse(QStringView text, int firstColumn)
{
    return Parser(text, firstColumn).run();
}

bool parseLiteral(QStringView text, qsizetype *pos, QByteArray *bytes, QString *error)
{
    bytes->clear();
    const qsizetype opening = *pos;
    qsizetype i = opening + 1;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c == u'\'') {
            *pos = i + 1;
            return true;
        }
        if (c == u'\\') {
            if (i + 1 < text.size() && (text[i + 1] == u'\\' || text[i + 1] == u'\'')) {
                bytes->append(char(text[i + 1].unicode()));
                i += 2;
                continue;
            }
            if (i + 3 < text.size() && text[i + 1] == u'x' && hexDigit(text[i + 2]) >= 0 &&
                hexDigit(text[i + 3]) >= 0) {
                bytes->append(char(hexDigit(text[i + 2]) * 16 + hexDigit(text[i + 3])));
                i += 4;
                continue;
            }
            *pos = i;
            *error = tr("a backslash in a literal must start \\xNN, \\\\ or \\'");
            return false;
        }
        // One UTF-16 unit or a surrogate pair, as UTF-8.
        const qsizetype width = c.isHighSurrogate() && i + 1 < text.size() ? 2 : 1;
        bytes->append(text.mid(i, width).toUtf8());
        i += width;
    }
    *pos = opening;
    *error = tr("the literal is missing its closing quote");
    return false;
}

} // namespace KeyExpressionParser
