#include "model/import/scriptlines.h"

#include <QRegularExpression>

#include <algorithm>

namespace ScriptLines {

namespace {

// The number of single-letter edits between `a` and `b` (Levenshtein).
int editDistance(const QString &a, const QString &b)
{
    QList<int> row(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int up = row[j];
            row[j] =
                std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

const QStringList &schemaCommands()
{
    static const QStringList schema{QStringLiteral("create"), QStringLiteral("create_namespace"),
                                    QStringLiteral("alter"),  QStringLiteral("alter_namespace"),
                                    QStringLiteral("drop"),   QStringLiteral("drop_namespace")};
    return schema;
}

} // namespace

// Commands that change no schema, taken without a word.
bool isHarmlessCommand(const QString &command)
{
    static const QStringList harmless{QStringLiteral("disable"),  QStringLiteral("enable"),
                                      QStringLiteral("exit"),     QStringLiteral("quit"),
                                      QStringLiteral("describe"), QStringLiteral("desc"),
                                      QStringLiteral("list"),     QStringLiteral("list_namespace"),
                                      QStringLiteral("flush"),    QStringLiteral("major_compact"),
                                      QStringLiteral("compact"),  QStringLiteral("exists")};
    return harmless.contains(command);
}

// The schema command an unknown one is a typo of ("creat" for create), or nothing: a typo'd
// create loses its table, and the shell itself would stop at the unknown method.
QString schemaCommandLike(const QString &command)
{
    const QStringList &schema = schemaCommands();
    if (schema.contains(command) || isHarmlessCommand(command) || command.size() < 4)
        return {};
    for (const QString &known : schema) {
        if (editDistance(command, known) <= 2)
            return known;
    }
    return {};
}

Heredoc heredocIn(const QString &code)
{
    static const QRegularExpression opener(
        QStringLiteral("<<([~-]?)(?:(['\"`])([A-Za-z_]\\w*)\\2|([A-Z_]\\w*))"));
    const QRegularExpressionMatch m = opener.match(code);
    if (!m.hasMatch())
        return {};
    return {m.captured(3).isEmpty() ? m.captured(4) : m.captured(3), !m.captured(1).isEmpty()};
}

// The commands that make or change the schema: one the import cannot read is an error.
bool isSchemaCommand(const QString &command)
{
    return schemaCommands().contains(command);
}

// The table a create or alter statement names, or nothing.
QString tableOf(const QString &statement)
{
    static const QRegularExpression table(
        QStringLiteral("^\\s*(?:create|alter|drop)\\s*\\(?\\s*['\"]([^'\"]+)['\"]"));
    return table.match(statement).captured(1);
}

// A line that starts a shell command of its own ("create 'T2', ..."): inside an open bracket it
// means the bracket was never closed (Ruby would refuse the whole script there).
bool startsCommand(const QString &line)
{
    static const QRegularExpression re(QStringLiteral("^\\s*([a-z_]+)\\s*\\(?\\s*['\"]"));
    const auto m = re.match(line);
    if (!m.hasMatch())
        return false;
    const QString command = m.captured(1);
    return schemaCommands().contains(command) || command == u"put" || command == u"truncate" ||
           isHarmlessCommand(command);
}

// A statement goes on when its line ends in a comma, "=>" or a backslash.
bool continues(const QString &line)
{
    static const QRegularExpression tail(QStringLiteral("(,|=>|\\\\)\\s*(#[^'\"]*)?$"));
    return tail.match(line).hasMatch();
}

// The comment lines directly above each line (no blank line between), joined into one text: a
// create's becomes its table's description and a family's its family's, as the exporter writes
// a table's description above its create.
QHash<int, QString> commentsAbove(const QStringList &lines)
{
    QHash<int, QString> above;
    QStringList block;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString t = lines[i].trimmed();
        if (t.startsWith(u'#')) {
            block.append(t.mid(1));
            continue;
        }
        if (!t.isEmpty() && !block.isEmpty())
            above.insert(int(i) + 1, block.join(u' ').simplified());
        block.clear();
    }
    return above;
}

void BracketScan::feed(QStringView line)
{
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (!m_quote.isNull()) {
            if (c == u'\\')
                ++i;
            else if (c == m_quote)
                m_quote = QChar();
        } else if (c == u'\'' || c == u'"') {
            m_quote = c;
        } else if (c == u'#') {
            return; // a comment, to the end of the line
        } else if (c == u'{' || c == u'[' || c == u'(') {
            m_open += c;
        } else if ((c == u'}' || c == u']' || c == u')') && !m_open.isEmpty()) {
            m_open.chop(1);
        }
    }
}

} // namespace ScriptLines
