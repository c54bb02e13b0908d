#pragma once

#include <QScrollArea>

// A scroll area for a form beside other panes (a dock's editor column): it scrolls up and down
// only, and asks for the form's minimum width, so that a splitter or layout gives the form the
// room its fields need (a date whole, a combo box's arrow in sight) instead of hiding their right
// part behind a horizontal scroll bar. The form may change its rows; the width follows.
class FormScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    explicit FormScrollArea(QWidget *form, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};
