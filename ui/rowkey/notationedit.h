#pragma once

#include <QLineEdit>

// A line edit for row-key notation that underlines, with a red wave, the column a parse error
// points at, up to the end of the text.
class NotationEdit : public QLineEdit
{
    Q_OBJECT

public:
    explicit NotationEdit(QWidget *parent = nullptr);

    // Shows `text`, the key as the model writes it, keeping the cursor where it was: at the same
    // character of the key when the model only re-spaced it (Enter, or an edit applied).
    void showKeepingCursor(const QString &text);
    // Where the cursor of `before` lands in `after`: behind as many non-space characters.
    static int mapCursor(const QString &before, int cursor, const QString &after);

    // 1-based column of the error, or 0 for none.
    void setErrorColumn(int column);
    int errorColumn() const { return m_errorColumn; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_errorColumn = 0;
};
