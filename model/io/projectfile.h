#pragma once

#include "model/io/filelimits.h"
#include "model/schema/project.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QString>

#include <optional>

// Loading and saving project files (docs/file-format.md).
namespace ProjectFile {

inline constexpr qint64 kMaxFileBytes = FileLimits::kMaxFileBytes;
inline constexpr int kMaxNesting = FileLimits::kMaxNesting;

struct LoadResult
{
    std::optional<Project> project;
    QString error; // names the file and the place: line/column for syntax, JSON path otherwise
};

LoadResult load(const QString &path);
// The file's bytes, within the size limit; false with the message load() would give.
bool read(const QString &path, QByteArray *contents, QString *error);
// `fileName` is only used in messages.
LoadResult parse(const QByteArray &contents, const QString &fileName);
// Any JSON document under the same limits (size, nesting, repeated keys, huge numbers); the
// error names the file, line and column.
std::optional<nlohmann::json> parseDocument(const QByteArray &contents, const QString &fileName,
                                            QString *error);

bool save(const Project &project, const QString &path, QString *error);

} // namespace ProjectFile
