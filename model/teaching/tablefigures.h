#pragma once

#include "model/analysis/accessanalysis.h"
#include "model/schema/project.h"

#include <QList>
#include <QString>

#include <memory>

struct TableAnalysis;

// What the designer measures of one table, as `regions` and `lint --table` report it for the
// table alone: its regions and their skew, the write heatmap's busiest window, key length,
// storage, how each access pattern is served and its findings by severity. What `compare` puts
// side by side (docs/cli.md#compare).
struct TableFigures
{
    QString table; // "ns:table"
    // The sample could not be built or the table has no row key or sample: the figures from
    // the keys (regions to access patterns) are then left at zero; the findings still count.
    bool measured = false;
    QString error; // why the sample could not be built, when it could not

    qint64 rows = 0; // sample rows
    int regions = 0;
    int emptyRegions = 0;
    double maxOverMean = 0;
    double coefficientOfVariation = 0;
    double hottestWindowShare = 0; // of the busiest time window's writes, to one region
    double keyBytesMean = 0;
    int keyBytesMax = 0;
    // Sample rows whose key an earlier row already has: the rows a later Put would overwrite, as
    // HBD-KEY-004 counts them in a table of fixed qualifiers.
    qint64 duplicateKeys = 0;
    double bytesPerRow = 0; // stored, before compression (StorageEstimate)
    double totalBytes = 0;  // of the table's expected rows
    double storeBytes = 0;  // its store and MOB files, one copy
    qint64 regionsAtTarget = 0;
    QList<AccessAnalysis::Result> access; // in the table's pattern order
    QList<ColumnFamily> families;         // as designed, with their attributes
    RowKey rowKey;                        // as designed, for the order a scan returns rows in
    QList<AccessPattern> patterns;        // as designed, in the table's pattern order
    QStringList findingRules;             // the rule of each finding, in lint's order
    int errors = 0;
    int warnings = 0;
    int infos = 0;

    // `table` of `project`, whose relative CSV files are read from `projectDirectory`. `analysis`,
    // when given, is the table's analysis already made (the window keeps them between edits);
    // else it is made here.
    static TableFigures measure(const Project &project, const Table &table,
                                const QString &projectDirectory,
                                std::shared_ptr<const TableAnalysis> analysis = nullptr);
};
