#pragma once

#include "model/rules/finding.h"
#include "model/schema/project.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

// One editable attribute of the selected object, as the property editor shows it.
struct Property
{
    enum class Type {
        Text,       // free text
        Name,       // an HBase name; changing it renames the object
        Integer,    // a whole number within the setter's range
        Size,       // bytes, typed with units: "64 KiB"
        Duration,   // seconds, typed with units: "7 d", FOREVER
        Flag,       // a check box
        Choice,     // one of `choices`, HBase's spelling
        KeyList,    // split keys, one per line in toStringBinary form
        RowKey,     // row-key notation
        Attributes, // attributes kept verbatim: one "KEY<TAB>value" a line, edited as a table
        LongText,   // free text of several lines (a project's notes), edited in a text box
    };
    // Writes `text` into the object inside `project`; false with a translated message when the
    // text is not a value HBase takes.
    using Setter = std::function<bool(Project *project, const QString &text, QString *error)>;

    QString id;    // stable, for tests and merging: "versions", "ttl", "splits.regions"
    QString label; // translated
    QString help;  // what HBase does with it, translated; the tooltip
    Type type = Type::Text;
    QString value; // current value as text; Flag: "true" / "false"
    QStringList choices;
    QStringList choiceLabels; // what the user reads for each choice, when not HBase's own word
    Setter set;               // empty: shown, not editable (a computed value)
};

// The properties of the object at an ObjectPath (see objectpath.h), built from the project in
// the current language.
namespace PropertySheet {

QList<Property> of(const Project &project, const QString &objectPath);

// Applies `text` to a copy of `project` and returns it, or an error. The edit is refused when
// the setter refuses it or when it gives the object an error HBase would refuse (HBD-ATTR-...),
// so the editor can show the rule while the user types.
struct Result
{
    Project project;
    QString error;
    bool ok() const { return error.isEmpty(); }
};
Result apply(const Project &project, const Property &property, const QString &text);

// The same for the property `id` of the object at `objectPath`, or one entry of its other
// attributes (kFixAttributePrefix: what a finding's fix may set).
Result applyById(const Project &project, const QString &objectPath, const QString &id,
                 const QString &text);

// Several property edits in order (a finding's fix, a strategy switch); stops at the first
// refusal.
Result applyEdits(const Project &project, const QList<FixEdit> &edits);

// Where the object is after a Name property changed to `newName`.
QString pathAfterRename(const QString &objectPath, const QString &newName);
// Where a qualifier is after its Family property changed to `newFamily`.
QString pathAfterFamilyChange(const QString &objectPath, const QString &newFamily);
// Where the same object is after its table moved to namespace `newNamespace`.
QString pathAfterNamespaceChange(const QString &objectPath, const QString &newNamespace);

// Builders shared by the per-object sheets (propertysheet*.cpp).
QList<Property> projectSheet(const Project &project);
QList<Property> namespaceSheet(const Project &project, const QString &name);
QList<Property> tableSheet(const Table &table);
QList<Property> rowKeySheet(const Table &table);
QList<Property> splitsSheet(const Table &table);
QList<Property> familySheet(const Table &table, const ColumnFamily &family);
QList<Property> qualifierSheet(const Table &table, const ColumnFamily &family,
                               const Qualifier &qualifier);

// Reads a whole number in [minimum, maximum]; false with a message naming the range.
bool parseInteger(const QString &text, qint64 minimum, qint64 maximum, qint64 *value,
                  QString *error);
bool parseFlag(const QString &text);
QString flagText(bool value);

} // namespace PropertySheet
