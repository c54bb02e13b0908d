#pragma once

#include <QComboBox>

// A combo box that, narrower than its text, cuts the text with "…" rather than in the middle of
// a letter, and then names the whole choice first in its tooltip.
class ElidingComboBox : public QComboBox
{
    Q_OBJECT

public:
    using QComboBox::QComboBox;

    // Whether the current text was cut when last painted.
    bool isElided() const { return m_elided; }

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    bool m_elided = false;
};
