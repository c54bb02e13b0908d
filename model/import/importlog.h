#pragma once

#include <QList>
#include <QString>

#include <optional>

// What an import reports: warnings (kept going) and errors (nothing imported), each naming the
// input file and line, as `FILE:LINE: message` (docs/cli.md#import). Reading goes on after an
// error, at the next statement or table, so that everything wrong is known at once.
struct ImportMessage
{
    QString file;
    int line = 0; // 1-based; 0 when the message is about the whole file
    QString text;

    // "FILE:LINE: text", or "FILE: text" without a line.
    QString place() const;
};

class ImportLog
{
public:
    void warn(const QString &file, int line, const QString &text)
    {
        m_warnings.append({file, line, text});
    }
    void fail(const QString &file, int line, const QString &text)
    {
        m_errors.append({file, line, text});
    }
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
};
