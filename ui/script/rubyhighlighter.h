#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

// Colours the HBase shell scripts the exporter writes: comments, single-quoted strings, shell
// commands, attribute keys and numbers. Not a general Ruby highlighter: the exporter's scripts
// keep every string on one line.
class RubyHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    explicit RubyHighlighter(QTextDocument *document);

    // Colours that read on a dark background or on a light one; rehighlights.
    void setDark(bool dark);
    bool isDark() const { return m_dark; }

protected:
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat m_comment;
    QTextCharFormat m_string;
    QTextCharFormat m_command;
    QTextCharFormat m_key;
    QTextCharFormat m_number;
    bool m_dark = false;
};
