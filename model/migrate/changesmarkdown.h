#pragma once

#include "model/migrate/schemachange.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// A diff and its alter script as GitHub-flavoured Markdown, for a bot to post on a pull request
// (diff and migrate --format markdown, docs/cli.md#markdown): a summary, a table of the changes
// riskiest first (object, attribute, old and new value, risk), the notes on what was not
// compared, and the script in a fenced block. Kept under a comment's limit: rows that do not fit
// are counted in a last line instead, and a script that does not fit is named, not shown.
namespace ChangesMarkdown {

// GitHub refuses a comment longer than this many characters.
inline constexpr qsizetype kCommentLimit = 65536;

struct Input
{
    QString oldName;
    QString newName;
    QList<SchemaChange> changes; // riskiest first (changesByRisk)
    QStringList notes;           // what comparing with an imported OLD leaves out
    QByteArray script;           // empty: none written
    QString scriptHeading;       // what wrote the script, or why there is none
};

QString write(const Input &input, qsizetype limit = kCommentLimit);

// A table cell holding `text` as code, whatever it holds: '|' escaped, line breaks as spaces,
// the backtick fence longer than any run of backticks inside.
QString codeCell(const QString &text);

} // namespace ChangesMarkdown
