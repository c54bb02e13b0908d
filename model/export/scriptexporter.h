#pragma once

#include "model/analysis/splits.h"
#include "model/schema/hbaseenums.h"
#include "model/schema/project.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

// Writes the HBase shell script that creates a project's namespaces and tables (docs/cli.md#export,
// docs/hbase-reference.md §5).
struct ExportOptions
{
    std::optional<HBaseVersion> dialect;              // default: the project's cluster version
    std::optional<SplitExportForm> splitForm;         // default: each table's own choice
    QStringList tables;                               // "ns:table" or "table"; empty = all
    QString scriptName = QStringLiteral("create.rb"); // file name the script will be saved as
    QString sourceName;                               // project file name, for the header
    // The language of the header comments and of the texts they quote ("en", "zh_CN"); a
    // language other than English is written from the installed catalogue.
    QString language = catalogueLanguage();
    QString projectDirectory; // where a table's relative sample CSV file is, for recommended splits
    // Where a table's recommended split keys come from; empty: computed from its sample here.
    // The designer passes a cache, so an edit elsewhere does not regenerate the sample.
    std::function<Splits::Result(const Table &)> recommendedSplits;
    // Only the tables' create statements: no header, create_namespace or exit. A migration
    // script (model/migrate) writes those itself around the tables it creates.
    bool statementsOnly = false;
    // Only the create_namespace lines of the namespaces the chosen tables need, in project order
    // (the design report puts them before its tables' statements).
    bool namespacesOnly = false;
};

struct ExportedFile
{
    QString table;    // the table whose splits it holds
    QString fileName; // beside the script
    QByteArray contents;
};

struct ExportResult
{
    QByteArray script;
    QList<ExportedFile> splitsFiles;
    QStringList errors; // when not empty, nothing was exported
    bool ok() const { return errors.isEmpty(); }
};

ExportResult exportShellScript(const Project &project, const ExportOptions &options = {});

// One family's hash: {NAME => 'f', VERSIONS => 3, ...} with only non-default attributes.
QString familyHash(const ColumnFamily &family);
// The same hash as atoms, for a statement that wraps them (rubyCall).
QStringList familyHashAtoms(const ColumnFamily &family);
