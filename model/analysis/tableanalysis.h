#pragma once

#include "model/analysis/accessanalysis.h"
#include "model/analysis/preview.h"
#include "model/sample/samplerows.h"
#include "model/schema/project.h"

#include <memory>

// What the data-driven rules measure, computed once per table from its sample rows.
struct TableAnalysis
{
    bool available = false; // false: the table has no sample data or no row key
    QString error;          // the sample or its keys could not be built
    // The sample rows, shared with the analyses an edit derives from this one (resplit, rekey)
    // instead of copied: a million rows are tens of megabytes.
    std::shared_ptr<const SampleRows> sampleRows;
    PreviewResult preview;
    QList<AccessAnalysis::Result> access;
    // Per key segment (empty for literals and salt): its bytes as the key holds them, and its value
    // as text (numbers in decimal; none for a digest) before any format
    // (KeyEncoder::SegmentValues).
    KeyEncoder::SegmentValues segments;
    KeyColumn segmentBytes(std::size_t segment) const
    {
        return segments.bytes(segment, preview.keys);
    }
    KeyColumn segmentText(std::size_t segment) const
    {
        return segments.textOf(segment, preview.keys);
    }

    // The bytes each of `key`'s segments takes in the key of sample row `row`: separators
    // their bytes, a salt byte one, values what the encoder measured for that row.
    QList<qsizetype> segmentLengths(const RowKey &key, std::size_t row) const;
    // The mean length of the sample keys; 0 without keys.
    double averageKeyBytes() const;

    static TableAnalysis of(const Table &table, const QString &projectDirectory);

    // The sample rows; none when the sample could not be built.
    const SampleRows &rows() const;

    // What decides the analysis of a table: its sample and row key decide the rows and keys,
    // its splits and access patterns what is measured on them; nothing else (families,
    // attributes, descriptions, positions) changes it.
    static bool sameSample(const Table &a, const Table &b);
    static bool sameKeys(const Table &a, const Table &b);
    static bool sameAnalysis(const Table &a, const Table &b);
    // The analysis of `table` from `previous`, an available analysis of a table with the same
    // keys (sameKeys): the rows and keys are kept, the splits and access patterns measured again.
    static TableAnalysis resplit(const TableAnalysis &previous, const Table &table);
    // The analysis of `table` from the sample rows of `previous`, whose table had the same sample
    // (sameSample): a new key is encoded, sorted and measured without generating the rows again.
    static TableAnalysis rekey(const TableAnalysis &previous, const Table &table);
    // The analysis of `table` on `rows`, its sample built already, with `heatmapWindows` time
    // windows in the preview's heatmap.
    static TableAnalysis measure(std::shared_ptr<const SampleRows> rows, const Table &table,
                                 int heatmapWindows = PreviewInput{}.heatmapWindows);
};
