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
    // Per key segment (empty for literals and salt): its bytes as the key holds them, and its value
    // as text (numbers in decimal, digests in hex) before any format.
    std::vector<KeySet> segmentBytes;
    std::vector<KeySet> segmentText;

    static TableAnalysis of(const Table &table, const QString &projectDirectory);
};
