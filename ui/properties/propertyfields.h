#pragma once

// Internal to the property sheets: setters built from "where the object is" and "which member".

#include "model/schema/localizedtext.h"
#include "model/schema/units.h"
#include "ui/properties/propertysheet.h"

#include <QCoreApplication>
#include <QLocale>

namespace PropertySheet {

inline QString tr(const char *text)
{
    return QCoreApplication::translate("PropertySheet", text);
}

// Locate: Project * -> Object * (nullptr when the object is gone).
// Assign: (Object &, const QString &text, QString *error) -> bool.
template<typename Locate, typename Assign> Property::Setter setter(Locate locate, Assign assign)
{
    return [locate, assign](Project *project, const QString &text, QString *error) {
        auto *object = locate(project);
        if (!object) {
            *error = QCoreApplication::translate("PropertySheet", "the object no longer exists");
            return false;
        }
        return assign(*object, text, error);
    };
}

inline Property field(const char *id, const QString &label, const QString &help,
                      Property::Type type, const QString &value, Property::Setter set)
{
    return Property{QString::fromLatin1(id), label, help, type, value, {}, {}, std::move(set)};
}

// A count as people read it, grouped as the interface's locale groups digits (3,000,000,000);
// parseInteger() reads it back, so the cell stays editable as shown.
inline QString countText(qint64 value)
{
    return QLocale().toString(value);
}

template<typename Object, typename Member, typename Locate>
Property::Setter integerSetter(Locate locate, Member Object::*member, qint64 minimum,
                               qint64 maximum)
{
    return setter(locate, [member, minimum, maximum](Object &o, const QString &text, QString *e) {
        qint64 v = 0;
        if (!parseInteger(text, minimum, maximum, &v, e))
            return false;
        o.*member = Member(v);
        return true;
    });
}

template<typename Object, typename Member, typename Locate>
Property::Setter textSetter(Locate locate, Member Object::*member)
{
    return setter(locate, [member](Object &o, const QString &text, QString *) {
        o.*member = text;
        return true;
    });
}

// The object's description as the interface's language shows it (its translation, when the file
// has one); an edit changes that same text.
template<typename Object, typename Locate>
Property descriptionField(Locate locate, const Object &object, const QString &help)
{
    const QString language = catalogueLanguage();
    return field("description", tr("Description"), help, Property::Type::Text,
                 descriptionIn(object, language),
                 setter(locate, [language](Object &o, const QString &text, QString *) {
                     o.i18n.setText(language, TextField::Description, o.description, text);
                     return true;
                 }));
}

// The project's notes (an import lists its to-dos there), several lines, in the interface's
// language as the description is.
template<typename Object, typename Locate> Property notesField(Locate locate, const Object &object)
{
    const QString language = catalogueLanguage();
    return field("notes", tr("Notes"),
                 tr("Free notes kept with the project: decisions, open questions, what an import "
                    "could not know"),
                 Property::Type::LongText,
                 object.i18n.text(language, TextField::Notes, object.notes),
                 setter(locate, [language](Object &o, const QString &text, QString *) {
                     o.i18n.setText(language, TextField::Notes, o.notes, text);
                     return true;
                 }));
}

template<typename Object, typename Locate>
Property::Setter flagSetter(Locate locate, bool Object::*member)
{
    return setter(locate, [member](Object &o, const QString &text, QString *) {
        o.*member = parseFlag(text);
        return true;
    });
}

template<typename Object, typename Member, typename Locate>
Property::Setter sizeSetter(Locate locate, Member Object::*member)
{
    return setter(locate, [member](Object &o, const QString &text, QString *e) {
        const Units::Parsed p = Units::parseBytes(text);
        if (!p.ok()) {
            *e = p.error;
            return false;
        }
        o.*member = Member(p.value);
        return true;
    });
}

// An enum member edited as one of HBase's spellings.
template<typename Object, typename E, std::size_t N, typename Locate>
Property choiceField(const char *id, const QString &label, const QString &help,
                     const EnumNames<E, N> &names, E value, Locate locate, E Object::*member)
{
    Property p = field(id, label, help, Property::Type::Choice, names.name(value),
                       setter(locate, [&names, member](Object &o, const QString &text, QString *e) {
                           const std::optional<E> parsed = names.parse(text);
                           if (!parsed) {
                               *e = tr("choose one of: %1").arg(joinList(names.names()));
                               return false;
                           }
                           o.*member = *parsed;
                           return true;
                       }));
    p.choices = names.names();
    return p;
}

// The attributes a table or family keeps verbatim (otherAttributes), as the editor's text: one
// "KEY<TAB>value" a line. A key the model has a field for is refused, so no attribute is set twice.
QString attributesText(const OtherAttributes &attributes);
bool parseAttributes(const QString &text, bool (*owned)(QStringView), OtherAttributes *out,
                     QString *error);

template<typename Object, typename Locate>
Property attributesField(Locate locate, const Object &object, bool (*owned)(QStringView))
{
    return field("otherAttributes", tr("Other attributes"),
                 tr("What HBase stores beyond the fields above, kept as written and exported in "
                    "METADATA (a key CONFIGURATION:name goes to CONFIGURATION); an empty key "
                    "removes its row"),
                 Property::Type::Attributes, attributesText(object.otherAttributes),
                 setter(locate, [owned](Object &o, const QString &text, QString *e) {
                     return parseAttributes(text, owned, &o.otherAttributes, e);
                 }));
}

} // namespace PropertySheet
