#include "ui/window/actiontext.h"

#include <QRegularExpression>

QString plainActionText(const QString &menuText)
{
    QString label = menuText;
    label.remove(QRegularExpression(QStringLiteral("\\(&[^&]\\)")));
    label.replace(QRegularExpression(QStringLiteral("&(.)")), QStringLiteral("\\1"));
    label.remove(QStringLiteral("..."));
    return label.trimmed();
}
