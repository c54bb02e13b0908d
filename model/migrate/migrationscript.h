#pragma once

#include "model/migrate/schemadiff.h"
#include "model/schema/hbaseenums.h"
#include "model/schema/localizedtext.h"

#include <QByteArray>
#include <optional>

// The HBase shell script that turns the cluster OLD's create script made into NEW's
// (docs/cli.md#migrate): create_namespace and create for what is new, one alter a changed table
// (families added, changed and deleted, table attributes set and unset), split for added split
// keys, disable and drop for tables gone. Data-removing changes only when allowed; what no
// command can do refuses the whole migration with a plan.
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
    // The script; when a change is not possible with alter, only the plan in comments and exit.
    QByteArray script;
    SchemaDiff diff;
    // Why the migration was refused: data-removing changes without allowDataLoss, or changes
    // alter cannot make.
    QList<SchemaChange> refused;
    QStringList plan;   // the migration plan's lines, for changes alter cannot make
    QStringList errors; // the new design cannot be written (HBase would refuse it)

    bool ok() const { return refused.isEmpty() && errors.isEmpty(); }
};

MigrationScript migrate(const Project &oldProject, const Project &newProject,
                        const MigrateOptions &options = {});
