#include "ui/rowkey/notationedit.h"

#include <QFontDatabase>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QStyleOptionFrame>

#include <algorithm>

NotationEdit::NotationEdit(QWidget *parent)
    : QLineEdit(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
}

int NotationEdit::mapCursor(const QString &before, int cursor, const QString &after)
{
    qsizetype characters = 0;
    for (qsizetype i = 0; i < std::min<qsizetype>(cursor, before.size()); ++i)
        characters += before[i].isSpace() ? 0 : 1;
    qsizetype at = 0;
    while (at < after.size() && characters > 0) {
        characters -= after[at].isSpace() ? 0 : 1;
        ++at;
    }
    // A space typed just before the cursor stays before it.
    while (at < after.size() && after[at].isSpace() && cursor > 0 && before[cursor - 1].isSpace())
        ++at;
    return int(at);
}

void NotationEdit::showKeepingCursor(const QString &text)
{
    if (text == this->text())
        return;
    const int cursor = mapCursor(this->text(), cursorPosition(), text);
    setText(text);
    setCursorPosition(cursor);
}

void NotationEdit::setErrorColumn(int column)
{
    if (column == m_errorColumn)
        return;
    m_errorColumn = column;
    update();
}

void NotationEdit::paintEvent(QPaintEvent *event)
{
    QLineEdit::paintEvent(event);
    if (m_errorColumn <= 0)
        return;
    // Where the text starts: the frame's contents, the margins and the style's padding, less
    // how far the line has scrolled (the cursor's position tells).
    QStyleOptionFrame option;
    initStyleOption(&option);
    const QRect contents = style()
                               ->subElementRect(QStyle::SE_LineEditContents, &option, this)
                               .marginsRemoved(textMargins());
    const QFontMetrics metrics(font());
    const int scroll = metrics.horizontalAdvance(text().left(cursorPosition())) -
                       (cursorRect().center().x() - contents.left());
    const qsizetype first = std::min<qsizetype>(m_errorColumn - 1, text().size());
    int left = contents.left() + 2 + metrics.horizontalAdvance(text().left(first)) - scroll;
    int right = contents.left() + 2 + metrics.horizontalAdvance(text()) - scroll;
    if (right - left < metrics.averageCharWidth())
        right = left + metrics.averageCharWidth(); // an error at the end: one character wide
    left = std::max(left, contents.left());
    right = std::min(right, contents.right());
    const int y = contents.center().y() + metrics.ascent() / 2 + 2;
    QPainterPath wave;
    wave.moveTo(left, y);
    for (int x = left; x < right; x += 2)
        wave.lineTo(x + 2, ((x - left) / 2) % 2 ? y : y + 2);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(220, 40, 40), 1.2));
    painter.drawPath(wave);
}
