#pragma once

#include "model/io/jsonpositions.h"
#include "model/rules/finding.h"
#include "model/schema/project.h"

#include <QList>
#include <QString>

// A finding with the place in the project file it is about, for the formats CI and code review
// read (SARIF, GitHub annotations, compiler-style text): docs/cli.md#where-a-finding-is.
struct LocatedFinding
{
    Finding finding;
    QString pointer; // the JSON pointer of the line: "/tables/1/families/0/name"
    JsonPositions::Position position;
    bool suppressed = false; // accepted in the project's suppressions, with this reason
    QString reason;
};

// One checked file: the name it was given under and its findings, suppressed ones included.
struct FileFindings
{
    QString file;
    QList<LocatedFinding> findings;
};

namespace FindingLocator {

// The JSON pointer of the member that names the object a finding is about (its objectPath, as
// model/schema/objectpath.h writes it): a table's, family's or qualifier's "name", a declared
// namespace's "name" (else the "namespace" of its first table), a table's "rowKey" or "splits",
// the project's "name". Tables, families and qualifiers are found by name, so the first of two
// with one name (itself an error) is meant.
QString pointerOf(const Project &project, const QString &objectPath);

// `findings` and the `suppressed` ones placed in `text`, the file the project was read from.
QList<LocatedFinding> locate(const Project &project, const QByteArray &text,
                             const QList<Finding> &findings, const QList<Finding> &suppressed = {});

// `file` as a path relative to `workingDirectory` (where CI runs, the repository's root), or ""
// when it lies outside it.
QString relativeName(const QString &file, const QString &workingDirectory);

// The finding's message followed by its fix in words ("Fix: ..."), `separator` between them.
QString messageWithFix(const Finding &finding, const QString &separator);

} // namespace FindingLocator
