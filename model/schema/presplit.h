#pragma once

#include "model/schema/enumnames.h"

#include <QByteArray>
#include <QList>

// How a table is divided into regions when it is created (docs/file-format.md,
// docs/hbase-reference.md §2).
enum class SplitKind {
    None,        // one region
    Explicit,    // SPLITS => [...]
    Algorithm,   // NUMREGIONS + SPLITALGO
    StartEnd,    // Admin.createTable(desc, startKey, endKey, numRegions)
    SaltBuckets, // one region per Phoenix salt bucket: split keys \x01 .. \x(N-1)
    Recommended  // equal-count quantiles of the sample keys
};
inline constexpr EnumNames<SplitKind, 6> kSplitKindNames{{{
    {SplitKind::None, "none"},
    {SplitKind::Explicit, "explicit"},
    {SplitKind::Algorithm, "algorithm"},
    {SplitKind::StartEnd, "startEnd"},
    {SplitKind::SaltBuckets, "saltBuckets"},
    {SplitKind::Recommended, "recommended"},
}}};

enum class SplitAlgorithm { HexString, DecimalString, Uniform };
inline constexpr EnumNames<SplitAlgorithm, 3> kSplitAlgorithmNames{{{
    {SplitAlgorithm::HexString, "HexStringSplit"},
    {SplitAlgorithm::DecimalString, "DecimalStringSplit"},
    {SplitAlgorithm::Uniform, "UniformSplit"},
}}};

// How an explicit or computed split list is written into the shell script.
enum class SplitExportForm { Inline, SplitsFile };
inline constexpr EnumNames<SplitExportForm, 2> kSplitExportFormNames{{{
    {SplitExportForm::Inline, "inline"},
    {SplitExportForm::SplitsFile, "splitsFile"},
}}};

struct SplitSpec
{
    SplitKind kind = SplitKind::None;
    QList<QByteArray> keys;                               // Explicit
    SplitAlgorithm algorithm = SplitAlgorithm::HexString; // Algorithm
    int regions = 0;     // Algorithm, StartEnd, SaltBuckets, Recommended
    QByteArray startKey; // StartEnd
    QByteArray endKey;   // StartEnd
    SplitExportForm exportForm = SplitExportForm::Inline;

    bool operator==(const SplitSpec &) const = default;
};
