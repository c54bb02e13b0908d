#include "model/schema/localizedtext.h"

#include <QCoreApplication>

QString LocalizedTexts::languageFor(const QString &language) const
{
    if (byLanguage.contains(language))
        return language;
    const QString base = language.section(u'_', 0, 0);
    for (auto it = byLanguage.cbegin(); it != byLanguage.cend(); ++it) {
        if (it.key().section(u'_', 0, 0) == base)
            return it.key();
    }
    return {};
}

bool LocalizedTexts::has(const QString &language, TextField field) const
{
    const QString key = languageFor(language);
    return !key.isEmpty() && byLanguage[key].contains(field);
}

QString LocalizedTexts::text(const QString &language, TextField field, const QString &english) const
{
    const QString key = languageFor(language);
    return key.isEmpty() ? english : byLanguage[key].value(field, english);
}

void LocalizedTexts::setText(const QString &language, TextField field, QString &english,
                             const QString &text)
{
    if (has(language, field))
        byLanguage[languageFor(language)][field] = text;
    else
        english = text;
}

void LocalizedTexts::setTranslation(const QString &language, TextField field, const QString &text)
{
    QString key = languageFor(language);
    if (key.isEmpty())
        key = language;
    if (!text.isEmpty()) {
        byLanguage[key][field] = text;
        return;
    }
    const auto texts = byLanguage.find(key);
    if (texts == byLanguage.end())
        return;
    texts->remove(field);
    if (texts->isEmpty())
        byLanguage.erase(texts); // an empty language would be written as {}
}

QString catalogueLanguage()
{
    // Each catalogue translates this to its own language code; without one it stays "en".
    return QCoreApplication::translate(
        "LocalizedTexts", "en",
        "The code of this catalogue's language, exactly as the file name has it: zh_CN");
}

QString joinList(const QStringList &items)
{
    return items.join(QCoreApplication::translate(
        "LocalizedTexts", ", ", "Between the items of a list in a message: a, b, c"));
}
