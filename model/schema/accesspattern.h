#pragma once

#include "model/schema/enumnames.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// A named read or write the table must serve (docs/file-format.md). The fields it binds decide
// which leading key segments are known, and so whether HBase can answer with a Get, a scan or only
// a full table scan.
enum class AccessKind {
    Put,        // a write of one row, all key fields bound
    Get,        // read one row by all key fields
    PrefixScan, // the listed fields are bound, the rest of the key is open
    RangeScan,  // the listed fields are bound and rangeField is constrained to a range
    LatestN,    // the newest `limit` rows for the listed fields
    // A delete of one row (a delete marker in each family), its rows found by the listed fields
    // as a get finds them: what KEEP_DELETED_CELLS keeps.
    Delete
};
inline constexpr EnumNames<AccessKind, 6> kAccessKindNames{{{
    {AccessKind::Put, "put"},
    {AccessKind::Get, "get"},
    {AccessKind::PrefixScan, "prefixScan"},
    {AccessKind::RangeScan, "rangeScan"},
    {AccessKind::LatestN, "latestN"},
    {AccessKind::Delete, "delete"},
}}};

// How the window and the design report name a kind, in the reader's language.
inline QString accessKindText(AccessKind kind)
{
    switch (kind) {
    case AccessKind::Put:
        return QCoreApplication::translate("AccessPattern", "Write one row (put)");
    case AccessKind::Get:
        return QCoreApplication::translate("AccessPattern", "Read one row (get)");
    case AccessKind::PrefixScan:
        return QCoreApplication::translate("AccessPattern", "Prefix scan");
    case AccessKind::RangeScan:
        return QCoreApplication::translate("AccessPattern", "Range scan");
    case AccessKind::LatestN:
        return QCoreApplication::translate("AccessPattern", "Latest N");
    case AccessKind::Delete:
        return QCoreApplication::translate("AccessPattern", "Delete one row (delete)");
    }
    return {};
}

struct AccessPattern
{
    QString name;
    AccessKind kind = AccessKind::Get;
    QStringList fields; // fields the caller knows
    QString rangeField; // RangeScan / LatestN: the field ordered over
    int limit = 0;      // LatestN: how many rows
    double ratePerSecond = 0;
    QString relatedTable; // "ns:table" this pattern looks up through (index or lookup table)
    QString description;
    LocalizedTexts i18n; // name (for showing only: the pattern is still named `name`), description

    bool operator==(const AccessPattern &) const = default;
};

// The requests a second of the patterns whose kind `matches` accepts (a rate below 0 counts 0).
template<typename Matches>
double ratePerSecond(const QList<AccessPattern> &patterns, Matches matches)
{
    double rate = 0;
    for (const AccessPattern &p : patterns) {
        if (matches(p.kind))
            rate += p.ratePerSecond > 0 ? p.ratePerSecond : 0;
    }
    return rate;
}
