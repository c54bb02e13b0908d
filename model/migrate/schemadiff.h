#pragma once

#include "model/migrate/schemachange.h"
#include "model/schema/project.h"

// Compares two designs of a cluster as HBase would hold them (docs/cli.md#diff): the namespaces
// their scripts create, tables, families and every descriptor value (other attributes included),
// split keys and row keys. Descriptions, qualifiers, samples and access patterns are the
// designer's own and not compared.
struct DiffOptions
{
    QString oldDirectory; // where each project's relative sample CSV files are (recommended splits)
    QString newDirectory;
    // False when OLD was read from what does not list the regions (describe output, REST
    // schema JSON): split keys are then not compared, and no split is written for them.
    bool compareSplitKeys = true;
    // False when OLD was imported (describe output, a shell script, REST schema JSON) rather
    // than designed: it states no row-key design, and the attributes HBase keeps that the
    // design does not state (a METADATA entry such as hbase.store.file-tracker.impl, a verbatim
    // attribute such as INDEX_BLOCK_ENCODING) are left as deployed, not unset.
    bool oldIsDesigned = true;
};

SchemaDiff diffSchemas(const Project &oldProject, const Project &newProject,
                       const DiffOptions &options = {});

// The changes ordered by risk, the most dangerous first (not possible with alter, removes data,
// rewrites store files, safe), each risk's changes in their order: how the CLI's text and the
// window's change list show them.
QList<SchemaChange> changesByRisk(QList<SchemaChange> changes);

// A descriptor value as a change message shows it: TTL as HBase's FOREVER or seconds with a
// readable form ("604800 (7 d)"); any other value as it is.
QString changeValueText(const QString &key, const QString &text);
