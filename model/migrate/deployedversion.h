#pragma once

#include "model/import/importlog.h"
#include "model/migrate/schemadiff.h"
#include "model/schema/project.h"

#include <QStringList>

#include <optional>

// The deployed version a migration starts from (OLD of `diff` and `migrate`, File > Compare
// With; docs/cli.md#diff): a project file, or what the import reads (describe output, an HBase
// shell script, REST schema JSON), detected from the contents. An imported version states no
// row-key design and keeps attributes the design does not state; describe output and REST schema
// JSON list no regions. A project file in which no table has a row key is what `import` writes
// and is compared as imported too (split keys not compared: its source is not known).
struct DeployedVersion
{
    enum class Source { Project, ImportedProject, Describe, Shell, Rest };

    QString path;
    Project project;
    Source source = Source::Project;
    QList<ImportMessage> warnings; // what the import warned about

    bool imported() const { return source != Source::Project; }
    bool splitKeysKnown() const { return source == Source::Project || source == Source::Shell; }
    // The spelling of `source` in JSON output: project, importedProject, describe, shell, rest.
    QString sourceName() const;
    // Sets what OLD's source decides (compareSplitKeys, oldIsDesigned).
    void applyTo(DiffOptions &options) const;
    // What the comparison does differently because of the source, a sentence each.
    QStringList notes() const;

    // Reads `path`; on failure nothing and `error` names the file and the place: every error of
    // an import, one a line.
    static std::optional<DeployedVersion> read(const QString &path, QString *error);
};
