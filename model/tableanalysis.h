#pragma once

#include "accessanalysis.h"
#include "preview.h"
#include "project.h"
#include "samplerows.h"

// What the data-driven rules measure, computed once per table from its sample rows.
struct TableAnalysis
{
    bool available = false; // false: the table has no sample data or no row key
    QString error;          // the sample or its keys could not be built
    SampleRows rows;
    PreviewResult preview;
    QList<AccessAnalysis::Result> access;

    static TableAnalysis of(const Table &table, const QString &projectDirectory);
};
