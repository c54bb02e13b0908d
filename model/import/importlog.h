#pragma once

#include <QList>
#include <QString>

#include <optional>

// What an import reports: warnings (kept going) and the first error (nothing imported), each
// naming the input file and line, as `FILE:LINE: message` (docs/cli.md#import).
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
    // Keeps the first error only: the one that stopped the import.
    void fail(const QString &file, int line, const QString &text)
    {
        if (!m_error)
            m_error = ImportMessage{file, line, text};
    }
    bool failed() const { return m_error.has_value(); }
    const std::optional<ImportMessage> &error() const { return m_error; }
    const QList<ImportMessage> &warnings() const { return m_warnings; }

private:
    QList<ImportMessage> m_warnings;
    std::optional<ImportMessage> m_error;
};
