#include "ui/window/actiontext.h"

#include <QAction>
#include <QRegularExpression>

namespace {
constexpr const char *kPlainName = "plainActionName";
}

QString plainActionText(const QString &menuText)
{
    QString label = menuText;
    label.remove(QRegularExpression(QStringLiteral("\\(&[^&]\\)")));
    label.replace(QRegularExpression(QStringLiteral("&(.)")), QStringLiteral("\\1"));
    label.remove(QStringLiteral("..."));
    return label.trimmed();
}

void setPlainActionName(QAction *action, const QString &name)
{
    action->setProperty(kPlainName, name);
}

QString plainActionName(const QAction *action)
{
    const QString name = action->property(kPlainName).toString();
    return name.isEmpty() ? plainActionText(action->text()) : name;
}
