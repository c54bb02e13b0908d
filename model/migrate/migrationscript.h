#pragma once

#include "model/migrate/schemadiff.h"
#include "model/schema/hbaseenums.h"
#include "model/schema/localizedtext.h"

#include <QByteArray>
#include <optional>

// The HBase shell script that turns the cluster OLD's create script made into NEW's
// (docs/cli.md#migrate): create_namespace and create for what is new, one alter a changed table
// (families added, changed and deleted, table attributes set and unset), split for added split
// keys, disable and drop for tables gone. Data-removing changes only when allowed. A table with a
// change no command can make (a new row key, split keys removed) gets a migration plan in
// comments and no command; the other tables' changes are still written, and the migration counts
// as refused.
struct MigrateOptions
{
    std::optional<HBaseVersion> dialect; // default: the new project's cluster version
    bool allowDataLoss = false;
    bool offline = false; // disable and enable around every alter
    QString scriptName = QStringLiteral("alter.rb");
    QString oldName; // project file names, for the header
    QString newName;
    DiffOptions directories;
    // The language of the comments ("en", "zh_CN"), as ExportOptions::language.
    QString language = catalogueLanguage();
};

struct MigrationScript
{
    // The script: the commands, then the plans in comments; empty when data-removing changes
    // were not allowed or the new design cannot be written.
    QByteArray script;
    SchemaDiff diff;
    // Why the migration is refused: the data-removing changes when they were not allowed
    // (nothing written), else the changes no command can make (their tables planned).
    QList<SchemaChange> refused;
    QStringList plan;   // the migration plan's lines, for changes alter cannot make
    QStringList errors; // the new design cannot be written (HBase would refuse it)

    bool ok() const { return refused.isEmpty() && errors.isEmpty(); }
};

MigrationScript migrate(const Project &oldProject, const Project &newProject,
                        const MigrateOptions &options = {});
