#include "ui/script/scriptpreview.h"

#include "ui/script/rubyhighlighter.h"

#include <QEvent>
#include <QFontDatabase>
#include <QScrollBar>

ScriptPreview::ScriptPreview(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_highlighter(new RubyHighlighter(document()))
{
    setObjectName(QStringLiteral("scriptPreview"));
    setReadOnly(true);
    setTabChangesFocus(true); // read only: Tab goes on to the next control
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    followPalette();
}

void ScriptPreview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        followPalette();
    QPlainTextEdit::changeEvent(event);
}

void ScriptPreview::followPalette()
{
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    if (dark != m_highlighter->isDark())
        m_highlighter->setDark(dark);
}

void ScriptPreview::setScript(const QString &script)
{
    if (script == toPlainText())
        return;
    const int scroll = verticalScrollBar()->value();
    setPlainText(script);
    verticalScrollBar()->setValue(scroll);
}

void ScriptPreview::setProblems(const QString &heading, const QStringList &problems)
{
    // Shown as script comments so the highlighter greys them and nobody mistakes them for DDL.
    QString text = QStringLiteral("# ") + heading + u'\n';
    for (const QString &p : problems)
        text += QStringLiteral("#   ") + p + u'\n';
    setScript(text);
}
