#pragma once

#include "model/schema/enumnames.h"

#include <QList>
#include <QString>

enum class Severity { Error, Warning, Info };
inline constexpr EnumNames<Severity, 3> kSeverityNames{{{
    {Severity::Error, "error"},
    {Severity::Warning, "warning"},
    {Severity::Info, "info"},
}}};

// One step of a finding's automatic fix: set the property `property` (the designer's property
// id, as in the property editor: "name", "ttl", "rowKey", "splits.kind") of the object at
// `objectPath` to `value`, written as the property editor takes it.
// A FixEdit property "attribute:KEY" sets one entry of the object's other attributes (KEY as
// otherAttributes holds it; an empty value removes it), which no sheet row edits alone.
inline const QString kFixAttributePrefix = QStringLiteral("attribute:");

struct FixEdit
{
    QString objectPath;
    QString property;
    QString value;

    bool operator==(const FixEdit &) const = default;
};

// Where the figure of a finding measured on sample rows comes from.
enum class SampleBasis { None, Csv, Generators, Guessed };
inline constexpr EnumNames<SampleBasis, 4> kSampleBasisNames{{{
    {SampleBasis::None, ""},
    {SampleBasis::Csv, "csv"},
    {SampleBasis::Generators, "generators"},
    {SampleBasis::Guessed, "guessed"},
}}};

// One problem found in a design: a plain value the problems panel and the CLI only display.
// objectPath names the object the way HBase would: "ns", "ns:table", "ns:table/family",
// "ns:table/family:qualifier", "ns:table#rowkey", "ns:table#splits".
struct Finding
{
    QString ruleId;
    Severity severity = Severity::Error;
    QString objectPath;
    QString message;
    QString fix;          // the edit that would resolve it, described; empty when there is none
    QList<FixEdit> edits; // that edit, when the designer can make it; applied in order
    SampleBasis basis = SampleBasis::None; // None for findings that read the schema alone

    bool operator==(const Finding &) const = default;
};

// What a reader calls a severity: "Error", "Warning", "Info", translated.
namespace FindingText {
QString severity(Severity severity);
} // namespace FindingText

inline bool hasErrors(const QList<Finding> &findings)
{
    for (const Finding &f : findings) {
        if (f.severity == Severity::Error)
            return true;
    }
    return false;
}
