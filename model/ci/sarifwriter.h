#pragma once

#include "model/ci/findinglocator.h"

#include <QString>

#include <string>

// The findings of `validate` and `lint` as a SARIF 2.1.0 log (OASIS), one run of
// hbase-designer-cli: every rule of the catalog with its descriptions and help, one result per
// finding at its file, line and column, suppressed findings with their reason
// (docs/cli.md#sarif).
namespace SarifWriter {

struct Input
{
    QList<FileFindings> files;
    // Files that could not be read, each with its one message: tool notifications.
    QList<QPair<QString, QString>> failures;
    QString workingDirectory; // relative file names are relative to it (%SRCROOT%)
    QString toolVersion;
};

std::string write(const Input &input);

// A file's address in the log: its path relative to `workingDirectory` with '/' and percent
// escapes (RFC 3986), or a file: URI when it lies outside. `relative` says which.
QString artifactUri(const QString &file, const QString &workingDirectory, bool *relative);

} // namespace SarifWriter
