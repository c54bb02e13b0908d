#pragma once

#include "model/schema/project.h"

// Edits of a table's analysis inputs: its sample generators, CSV columns and access patterns.
// Pure functions on a project value, like ProjectEdits; each returns false with a translated
// message and leaves the project as it was when the edit would break it.
namespace SampleEdits {

// Fields the design uses (FieldUse::usedFields) that no generator produces (empty when the table
// reads a CSV file).
QStringList missingFields(const Table &table);
// Generators of fields the design does not use.
QStringList unusedGenerators(const Table &table);

// A generator for a new field that invents no problem of its own: timestamps at the table's
// rows-per-day rate (100 a second when unknown) with no jitter; ids that take turns when the key
// also holds a time (each id once a cycle, so no two rows share a key) and are drawn uniformly
// from a wide range otherwise; UUIDs, host names and phone numbers by name; random text else.
// Marked as guessed.
FieldGenerator guess(const Table &table, const QString &field);
// Guessed timestamps arrive at the table's growth: after it changes, they follow (stated
// ones are the user's and stay).
void followGrowth(Table *table);
// Gives every field in missingFields() a guessed generator.
void addGuessedGenerators(Table *table);
// Removes the generators of fields in `usedBefore` that the design no longer uses: what a
// removed key segment introduced goes with it, unless something else still reads it.
void dropGeneratorsNoLongerUsed(Table *table, const QStringList &usedBefore);

// Why `generator` cannot make rows, or an empty string (the generator's own checks).
QString problem(const FieldGenerator &generator);

// Replaces the generator of `field` (adds it when there is none). The user has stated it, so it
// is no longer a guess. A rename to a field another generator makes is refused.
bool setGenerator(Project *project, const QString &tableFullName, const QString &field,
                  FieldGenerator generator, QString *error);
bool removeGenerator(Project *project, const QString &tableFullName, const QString &field,
                     QString *error);

// Reads `field` from CSV column `column` (an empty column, or the field's own name, removes
// the mapping).
bool setCsvColumn(Project *project, const QString &tableFullName, const QString &field,
                  const QString &column, QString *error);

// Access patterns by position. A new pattern is a `get` named "pattern N" over the key's
// fields; setAccessPattern refuses an empty or taken name.
int addAccessPattern(Project *project, const QString &tableFullName);
bool setAccessPattern(Project *project, const QString &tableFullName, int index,
                      const AccessPattern &pattern, QString *error);
bool removeAccessPattern(Project *project, const QString &tableFullName, int index);
bool moveAccessPattern(Project *project, const QString &tableFullName, int from, int to);

} // namespace SampleEdits
