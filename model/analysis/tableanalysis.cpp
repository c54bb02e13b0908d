#include "model/analysis/tableanalysis.h"

#include "model/analysis/tablesample.h"

bool TableAnalysis::sameSample(const Table &a, const Table &b)
{
    return a.sample == b.sample;
}

bool TableAnalysis::sameKeys(const Table &a, const Table &b)
{
    return a.rowKey == b.rowKey && sameSample(a, b);
}

bool TableAnalysis::sameAnalysis(const Table &a, const Table &b)
{
    return sameKeys(a, b) && a.splits == b.splits && a.accessPatterns == b.accessPatterns;
}

const SampleRows &TableAnalysis::rows() const
{
    static const SampleRows none;
    return sampleRows ? *sampleRows : none;
}

TableAnalysis TableAnalysis::resplit(const TableAnalysis &previous, const Table &table)
{
    TableAnalysis a = previous; // measured in full before: rows and keys are good
    a.available = false;
    a.access.clear();
    PreviewResult &p = a.preview;
    if (!applySplits(table.splits, PreviewInput{}.heatmapWindows, &p)) {
        a.error = p.error;
        return a;
    }
    a.error.clear();
    a.access = AccessAnalysis::analyze(table.rowKey, table.accessPatterns, a.rows(),
                                       p.assignment.regionOfRow, int(p.assignment.counts.size()));
    a.available = true;
    return a;
}

QList<qsizetype> TableAnalysis::segmentLengths(const RowKey &key, std::size_t row) const
{
    QList<qsizetype> lengths;
    for (qsizetype s = 0; s < key.segments.size(); ++s) {
        const KeySegment &segment = key.segments[s];
        if (segment.kind == KeySegment::Kind::Literal)
            lengths.append(segment.literal.size());
        else if (std::size_t(s) < segments.count() && !segmentBytes(std::size_t(s)).isEmpty())
            lengths.append(segmentBytes(std::size_t(s)).key(row).size());
        else
            lengths.append(1); // salt(N): one bucket byte
    }
    return lengths;
}

double TableAnalysis::averageKeyBytes() const
{
    const KeySet &keys = preview.keys;
    return available && keys.size() > 0 ? double(keys.totalBytes()) / double(keys.size()) : 0.0;
}

TableAnalysis TableAnalysis::of(const Table &table, const QString &projectDirectory)
{
    TableAnalysis a;
    if (table.rowKey.isEmpty() ||
        (table.sample.generators.isEmpty() && table.sample.csvFile.isEmpty()))
        return a;
    TableSample::Rows sample =
        TableSample::rowsOf(table, projectDirectory, table.sample.rows, table.sample.seed);
    if (!sample.ok()) {
        a.error = sample.error;
        return a;
    }
    return measure(std::make_shared<const SampleRows>(std::move(sample.rows)), table);
}

TableAnalysis TableAnalysis::rekey(const TableAnalysis &previous, const Table &table)
{
    if (table.rowKey.isEmpty())
        return {};
    return measure(previous.sampleRows, table);
}

TableAnalysis TableAnalysis::measure(std::shared_ptr<const SampleRows> rows, const Table &table,
                                     int heatmapWindows)
{
    TableAnalysis a;
    a.sampleRows = std::move(rows);
    const SampleRows &sample = *a.sampleRows;
    PreviewInput input;
    input.rowKey = table.rowKey;
    input.splits = table.splits;
    input.heatmapWindows = heatmapWindows;
    // Each segment's bytes and text come with the keys, in the same pass.
    a.preview = runPreview(input, sample, &a.segments);
    if (!a.preview.ok()) {
        a.error = a.preview.error;
        return a;
    }
    a.access = AccessAnalysis::analyze(table.rowKey, table.accessPatterns, sample,
                                       a.preview.assignment.regionOfRow,
                                       int(a.preview.assignment.counts.size()));
    a.available = true;
    return a;
}
