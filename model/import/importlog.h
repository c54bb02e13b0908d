#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// What an import reports: warnings (kept going) and errors (nothing imported), each naming the
// input file and line, as `FILE:LINE: message` (docs/cli.md#import). Reading goes on after an
// error, at the next statement or table, so that everything wrong is known at once.
struct ImportMessage
{
    QString file;
    int line = 0; // 1-based; 0 when the message is about the whole file
    QString text;
    QString table; // the table being read when it was logged ("ns:t"), empty outside one

    // "FILE:LINE: text", or "FILE: text" without a line.
    QString place() const;
};

class ImportLog
{
public:
    void warn(const QString &file, int line, const QString &text)
    {
        m_warnings.append({file, line, text, m_table});
    }
    void fail(const QString &file, int line, const QString &text)
    {
        m_errors.append({file, line, text, m_table});
    }
    // The table the next messages are about (ImportBuilder sets it as a table's statement or
    // description starts; empty between them), so that the tables read without an error are
    // known even when another one has one.
    void setTable(const QString &qualifiedName) { m_table = qualifiedName; }
    // The tables at least one error was logged in.
    QStringList tablesWithErrors() const;
    bool failed() const { return !m_errors.isEmpty(); }
    // The first error found.
    std::optional<ImportMessage> error() const
    {
        return m_errors.isEmpty() ? std::nullopt : std::optional(m_errors.first());
    }
    const QList<ImportMessage> &errors() const { return m_errors; }
    const QList<ImportMessage> &warnings() const { return m_warnings; }

private:
    QList<ImportMessage> m_warnings;
    QList<ImportMessage> m_errors;
    QString m_table;
};
