#pragma once

#include <QtGlobal>

// The limits of a project file (docs/file-format.md §3), in one place: the reader refuses what
// is past them, and the import, which writes project files, refuses what the reader would
// (docs/cli.md#import), so that every file the tool writes it can read back.
namespace FileLimits {

inline constexpr qint64 kMaxFileBytes = 64 << 20;
inline constexpr int kMaxNesting = 64; // arrays and objects, and an import's braces and brackets

// Strings, in UTF-8 bytes.
inline constexpr qsizetype kMaxNameBytes = 4096;
inline constexpr qsizetype kMaxTextBytes = 1 << 20;
inline constexpr qsizetype kMaxAttributeValueBytes = 65536;

// Lists and maps.
inline constexpr qsizetype kMaxNamespaces = 10000;
inline constexpr qsizetype kMaxTables = 100000;
inline constexpr qsizetype kMaxSuppressions = 10000;
inline constexpr qsizetype kMaxFamilies = 1000;        // a table's
inline constexpr qsizetype kMaxQualifiers = 10000;     // a family's
inline constexpr qsizetype kMaxOtherAttributes = 1000; // a table's or a family's
inline constexpr qsizetype kMaxRowKeySegments = 256;
inline constexpr qsizetype kMaxSplitKeys = 100000;
inline constexpr qsizetype kMaxAccessPatterns = 1000; // a table's
inline constexpr qsizetype kMaxListItems = 100000;    // any other list

} // namespace FileLimits
