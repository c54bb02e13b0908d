#pragma once

#include "model/analysis/clusterbudget.h"
#include "model/analysis/storageestimate.h"
#include "model/analysis/tableanalysis.h"
#include "model/rules/finding.h"
#include "model/schema/project.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

// Everything the design report shows (docs/designer.md#the-design-report), gathered from a project
// once: each table's measurements, findings, storage estimate, key layout, split keys and create
// script. Writers (ReportHtml, the PDF in ui/report) only lay these out.
struct ReportKeySegment
{
    QString notation;  // [ts:long:flip] or '_'
    QString format;    // "long", "hex(8)", "str", "literal", "salt"
    QStringList flags; // "flip", "desc"
    bool literal = false;
    int offset = 0;     // in the first sample key
    int width = 0;      // bytes in the first sample key
    bool fixed = false; // every key gives it this width
};

struct ReportSuppressed
{
    Finding finding;
    QString reason;
};

struct ReportTable
{
    Table table;
    std::shared_ptr<const TableAnalysis> analysis; // never null; may be unavailable
    StorageEstimate::Result storage;
    QList<ReportKeySegment> keyLayout; // empty without a sample key
    QByteArray firstKey;               // the key the layout measures
    QList<QByteArray> exampleKeys;     // the first, middle and last key in HBase order
    QList<QByteArray> splitKeys;       // as HBase would create them
    QString splitError;                // the split keys could not be computed
    QList<Finding> findings;           // errors first, then warnings, then infos; by rule id within
    QList<ReportSuppressed> suppressed;
    // The table's create statement, after a comment naming the namespace it needs (created by
    // DesignReport::namespaceScript) when it is not the default one.
    QString script;
    std::optional<Severity> worst;

    bool measured() const { return analysis->available && analysis->preview.ok(); }
};

struct DesignReport
{
    struct Options
    {
        QString projectDirectory;    // for CSV samples
        QString sourceName;          // the project file's name, for the title page
        bool unsavedChanges = false; // the project differs from that file (the window's edits)
        QString language = catalogueLanguage();
        QString version; // the designer's
        QDate date;      // today when not valid
    };

    Project project;
    Options options;
    QList<ReportTable> tables;
    QList<Finding> projectFindings; // of the project or a namespace, not of one table
    // What all the tables ask of each region server (docs/hbase-reference.md §6.6).
    std::optional<ClusterBudget::Result> budget;
    QStringList scriptErrors; // why the script could not be exported
    // The create_namespace statements of the namespaces the tables need, as the script export
    // writes them: run before the tables' scripts. Empty when every table is in `default`.
    QString namespaceScript;

    // The project's title as its readers see it: its name, else the file's, else a default.
    QString title() const;

    static DesignReport build(const Project &project, const Options &options);
    // The width and place of each segment of `key` in the key of sample row `row`.
    static QList<ReportKeySegment> keyLayoutOf(const RowKey &key, const TableAnalysis &analysis,
                                               std::size_t row);
};
