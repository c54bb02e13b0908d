#include "ui/inputs/elidingcombobox.h"

#include <QHelpEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

void ElidingComboBox::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    const QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    // Less the pixel the style keeps at each side of the label.
    const QString shown =
        fontMetrics().elidedText(option.currentText, Qt::ElideRight, field.width() - 2);
    m_elided = shown != option.currentText;
    option.currentText = shown;
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

bool ElidingComboBox::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_elided) {
        const QString explanation = toolTip();
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(),
                           explanation.isEmpty()
                               ? currentText()
                               : currentText() + QStringLiteral("\n\n") + explanation,
                           this);
        return true;
    }
    return QComboBox::event(event);
}
