#pragma once

#include "model/import/importlog.h"
#include "model/schema/enumnames.h"
#include "model/schema/project.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

// Existing schemas into a project (docs/cli.md#import): `describe` output, HBase shell scripts
// (parsed, never run) and the REST server's schema JSON, several inputs merged into one project
// in the order given. Whatever the inputs cannot say (row keys, sample data, access patterns) is
// left empty and listed as a to-do in the project's notes.
namespace Importer {

enum class Format { Auto, Describe, Shell, Rest };
inline constexpr EnumNames<Format, 4> kFormatNames{{{
    {Format::Auto, "auto"},
    {Format::Describe, "describe"},
    {Format::Shell, "shell"},
    {Format::Rest, "rest"},
}}};

struct Input
{
    QString fileName; // in messages; a script's SPLITS_FILE is read beside it
    QByteArray contents;
};

struct Result
{
    std::optional<Project> project; // empty when the log has an error
    ImportLog log;
    // Every table read ("ns:t"), in import order, also when an error keeps the project empty;
    // log.tablesWithErrors() says which of them have an error.
    QStringList tables;
};

// The format an input is in, from its contents.
Format detect(const QByteArray &contents);

Result run(const QList<Input> &inputs, Format format = Format::Auto);

} // namespace Importer
