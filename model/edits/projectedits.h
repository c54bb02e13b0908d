#pragma once

#include <optional>

#include "model/schema/project.h"

// The structural edits of the designer (add, remove, rename), as pure functions on a project
// value, so the GUI can apply each as one undoable step and the tests can check them alone.
// Each returns false with a translated message when the edit would break the project, which is
// then left as it was.
namespace ProjectEdits {

// The object with that name inside `project`, or nullptr.
Table *tableOf(Project *project, const QString &fullName);
ColumnFamily *familyOf(Project *project, const QString &tableFullName, const QString &family);
Qualifier *qualifierOf(Project *project, const QString &tableFullName, const QString &family,
                       const QString &qualifier);

// A name like `base`, `base2`, `base3` ... not in `taken`.
QString uniqueName(const QString &base, const QStringList &taken);

// A new table in `namespaceName` (declared first if needed) with one family `d`, a row key
// [id] and a sample generator for id, so the previews have something to show at once. Returns
// the new table's full name ("ns:table"). Placed at `at` on the diagram when given (the window,
// which knows how tall the cards are drawn, finds a free place), else 240 below the lowest one.
QString addTable(Project *project, const QString &namespaceName,
                 std::optional<DiagramPosition> at = std::nullopt);
bool removeTable(Project *project, const QString &fullName, QString *error);
// Renames a table (and moves it to another namespace, declaring it when needed); access
// patterns that name it as their related table and suppressions follow.
bool renameTable(Project *project, const QString &fullName, const QString &newNamespace,
                 const QString &newName, QString *error);
// A copy of the table beside it, named "<name>_copy" (made unique). Returns its full name.
QString duplicateTable(Project *project, const QString &fullName);
// A variant of the table to try a change on without touching it: a copy of everything (families,
// row key, pre-split, attributes, access patterns, volume, sample settings, texts) beside it, named
// "<name>_V2" (or _V3 ... the first number no table of its namespace has; a variant's own variant
// counts on from its stem: MSG_V2 gives MSG_V3). The original's suppressions are copied to the
// variant's paths, and an access pattern that looks up through the original itself looks up
// through the variant, so the variant measures and lints exactly as the original does. Returns
// its full name, or empty when there is no such table. Its card goes to `at` when given (the
// diagram knows where there is room), else 40 points right of and below the original's.
QString duplicateAsVariant(Project *project, const QString &fullName,
                           std::optional<DiagramPosition> at = std::nullopt);
// Adds a table from elsewhere (the clipboard, another project): its namespace is declared, a
// taken name becomes "<name>_copy" (made unique), lookups through tables this project lacks are
// dropped. Returns its full name.
QString pasteTable(Project *project, Table table);

QString addFamily(Project *project, const QString &tableFullName); // returns the family name
bool removeFamily(Project *project, const QString &tableFullName, const QString &family,
                  QString *error);
bool renameFamily(Project *project, const QString &tableFullName, const QString &family,
                  const QString &newName, QString *error);

QString addQualifier(Project *project, const QString &tableFullName, const QString &family);
bool removeQualifier(Project *project, const QString &tableFullName, const QString &family,
                     const QString &qualifier);
bool renameQualifier(Project *project, const QString &tableFullName, const QString &family,
                     const QString &qualifier, const QString &newName, QString *error);
// Moves a qualifier, with its type, sizes and texts, to the end of another family of the same
// table; suppressions on it follow. Refused when that family already has a qualifier of its name
// (or there is no such family or qualifier). Moving it to its own family changes nothing.
bool moveQualifier(Project *project, const QString &tableFullName, const QString &family,
                   const QString &qualifier, const QString &toFamily, QString *error);

// The value segment a user adds to a key: a sample field the key does not use yet, else a new
// field named "fieldN".
KeySegment nextKeySegment(const Table &table);

// Sets the row key from its notation; false with the parser's message (and column) otherwise.
// Fields the sample does not generate yet get a guessed generator (SampleEdits::guess), and the
// generators of fields only the old key used are removed.
bool setRowKey(Project *project, const QString &tableFullName, const QString &notation,
               QString *error);

} // namespace ProjectEdits
