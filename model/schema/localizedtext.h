#pragma once

#include "model/schema/enumnames.h"

#include <QMap>
#include <QString>
#include <QStringList>

// The user-visible texts of a project object that a file can carry in more languages than its
// own English (docs/file-format.md §4.15): an example's description in Chinese, an access
// pattern's name as a Chinese reader says it.
enum class TextField { Name, Description, Notes };
inline constexpr EnumNames<TextField, 3> kTextFieldNames{{{
    {TextField::Name, "name"},
    {TextField::Description, "description"},
    {TextField::Notes, "notes"},
}}};

// Language ("zh_CN") -> field -> text. The English text stays in the object's own field; a name
// here is for showing only: the object is still found, referenced and exported by its own name.
struct LocalizedTexts
{
    QMap<QString, QMap<TextField, QString>> byLanguage;

    bool isEmpty() const { return byLanguage.isEmpty(); }
    // The text for a reader of `language`: its own translation, else that of another country's
    // variant of the language ("zh" finds "zh_CN"), else `english`.
    QString text(const QString &language, TextField field, const QString &english) const;
    // Whether `language` (as text() matches it) has its own text for `field`.
    bool has(const QString &language, TextField field) const;
    // Sets what text() shows for `language`: its translation when it has one, else `english`.
    void setText(const QString &language, TextField field, QString &english, const QString &text);
    // Sets `language`'s own text for `field`, in the entry text() reads for it; an empty text
    // removes it, so that text() shows the English again.
    void setTranslation(const QString &language, TextField field, const QString &text);
    void set(const QString &language, TextField field, const QString &text)
    {
        byLanguage[language][field] = text;
    }

    bool operator==(const LocalizedTexts &) const = default;

private:
    // The key of byLanguage that text() uses for `language`, or empty.
    QString languageFor(const QString &language) const;
};

// The language of the installed translation catalogue, "en" when none is: the language in which
// the designer and the CLI show messages, and so the project texts they quote.
QString catalogueLanguage();

// The items of a list quoted in a message, joined as the catalogue's language writes a list:
// "a, b, c" in English, "a、b、c" in Chinese.
QString joinList(const QStringList &items);

// An object's description or name as a reader of `language` sees it (the objects that carry
// `i18n`: Project, Namespace, Table, ColumnFamily, Qualifier, AccessPattern).
template<typename T> QString descriptionIn(const T &object, const QString &language)
{
    return object.i18n.text(language, TextField::Description, object.description);
}
template<typename T> QString nameIn(const T &object, const QString &language)
{
    return object.i18n.text(language, TextField::Name, object.name);
}
