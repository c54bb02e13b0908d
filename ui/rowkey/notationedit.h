#pragma once

#include <QLineEdit>

// A line edit for row-key notation that underlines, with a red wave, the column a parse error
// points at, up to the end of the text.
class NotationEdit : public QLineEdit
{
    Q_OBJECT

public:
    explicit NotationEdit(QWidget *parent = nullptr);

    // 1-based column of the error, or 0 for none.
    void setErrorColumn(int column);
    int errorColumn() const { return m_errorColumn; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_errorColumn = 0;
};
