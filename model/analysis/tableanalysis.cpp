#include "model/analysis/tableanalysis.h"

#include "model/analysis/tablesample.h"
#include "model/rowkey/keyencoder.h"

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
    a.access = AccessAnalysis::analyze(table.rowKey, table.accessPatterns, a.rows,
                                       p.assignment.regionOfRow, int(p.assignment.counts.size()));
    a.available = true;
    return a;
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
    return measure(std::move(sample.rows), table);
}

TableAnalysis TableAnalysis::rekey(const TableAnalysis &previous, const Table &table)
{
    if (table.rowKey.isEmpty())
        return {};
    return measure(previous.rows, table);
}

TableAnalysis TableAnalysis::measure(SampleRows rows, const Table &table)
{
    TableAnalysis a;
    a.rows = std::move(rows);
    PreviewInput input;
    input.rowKey = table.rowKey;
    input.splits = table.splits;
    a.preview = runPreview(input, a.rows);
    if (!a.preview.ok()) {
        a.error = a.preview.error;
        return a;
    }
    for (const KeySegment &segment : table.rowKey.segments) {
        KeySet bytes;
        KeySet text;
        const bool salt = segment.expression.trimmed().startsWith(QStringLiteral("salt("));
        if (segment.kind == KeySegment::Kind::Value && !salt) {
            RowKey one;
            one.segments.append(segment);
            KeyEncoder encoder;
            QString ignored; // the whole key encoded, so each segment does too
            if (encoder.compile(one, a.rows.fields, &ignored))
                encoder.encode(a.rows, &bytes, &ignored);
            KeySegment plain = KeySegment::value(segment.expression, SegmentFormat::Str);
            one.segments = {plain};
            KeyEncoder textEncoder;
            if (textEncoder.compile(one, a.rows.fields, &ignored))
                textEncoder.encode(a.rows, &text, &ignored);
        }
        a.segmentBytes.push_back(std::move(bytes));
        a.segmentText.push_back(std::move(text));
    }
    a.access = AccessAnalysis::analyze(table.rowKey, table.accessPatterns, a.rows,
                                       a.preview.assignment.regionOfRow,
                                       int(a.preview.assignment.counts.size()));
    a.available = true;
    return a;
}
