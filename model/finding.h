#pragma once

#include "enumnames.h"

#include <QList>
#include <QString>

enum class Severity { Error, Warning, Info };
inline constexpr EnumNames<Severity, 3> kSeverityNames{{{
    {Severity::Error, "error"},
    {Severity::Warning, "warning"},
    {Severity::Info, "info"},
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
    QString fix; // the edit that would resolve it, described; empty when there is none

    bool operator==(const Finding &) const = default;
};

inline bool hasErrors(const QList<Finding> &findings)
{
    for (const Finding &f : findings) {
        if (f.severity == Severity::Error)
            return true;
    }
    return false;
}
