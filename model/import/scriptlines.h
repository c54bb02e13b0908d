#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QStringView>

// How an HBase shell script's lines make statements, read without running any of it
// (docs/cli.md#import): which commands change the schema, where a statement goes on to the next
// line, the brackets it leaves open, a heredoc's lines, the comments above a line.
namespace ScriptLines {

// Commands that change no schema, taken without a word.
bool isHarmlessCommand(const QString &command);
// The commands that make or change the schema: one the import cannot read is an error.
bool isSchemaCommand(const QString &command);
// The schema command an unknown one is a typo of ("creat" for create), or nothing.
QString schemaCommandLike(const QString &command);
// The table a create or alter statement names, or nothing.
QString tableOf(const QString &statement);
// A line that starts a shell command of its own ("create 'T2', ...").
bool startsCommand(const QString &line);
// A statement goes on when its line ends in a comma, "=>" or a backslash.
bool continues(const QString &line);
// The comment lines directly above each line (no blank line between), joined into one text, by
// the 1-based line they are above.
QHash<int, QString> commentsAbove(const QStringList &lines);

// The brackets left open, outside strings and comments, innermost last, as a statement's lines
// are fed one by one (each line read once: a statement of many lines stays linear).
class BracketScan
{
public:
    void feed(QStringView line);
    const QString &open() const { return m_open; }

private:
    QString m_open;
    QChar m_quote;
};

// The word that ends a heredoc `code` starts (`<<~TEXT`, `<<-EOS`, `<<'SQL'`, `<<EOS`), and
// whether it may be indented; empty when there is none. Its lines are text, not commands.
struct Heredoc
{
    QString terminator;
    bool indented = false;
};

Heredoc heredocIn(const QString &code);

} // namespace ScriptLines
