#pragma once

#include <QPlainTextEdit>

class RubyHighlighter;

// The read-only HBase shell script of the current project or table, in a fixed-width font.
class ScriptPreview : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit ScriptPreview(QWidget *parent = nullptr);

    void setScript(const QString &script);
    // What to show instead of a script when nothing can be exported.
    void setProblems(const QString &heading, const QStringList &problems);

    RubyHighlighter *highlighter() const { return m_highlighter; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void followPalette();

    RubyHighlighter *m_highlighter;
};
