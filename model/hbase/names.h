#pragma once

#include <QString>

// Whether HBase accepts a name (docs/hbase-reference.md §4). `error` says which character or rule
// failed; `warning` flags a name HBase accepts but that will hurt (non-ASCII, very long).
namespace Names {

struct Check
{
    QString error;
    QString warning;
    bool ok() const { return error.isEmpty(); }
};

Check checkNamespace(QStringView name);
Check checkTableQualifier(QStringView name);
Check checkFamily(QStringView name);
Check checkQualifier(QStringView name);

// `text` with every control character (C0 including line breaks, DEL, C1) written as \xNN or
// \u{NNNN}, for echoing untrusted names in a one-line message: a name can neither split the
// message nor send escape sequences to a terminal.
QString printable(QStringView text);

inline constexpr int kMaxFamilyBytes = 127;
inline constexpr int kMaxPathComponentBytes = 255; // HDFS limit on a directory name

} // namespace Names
