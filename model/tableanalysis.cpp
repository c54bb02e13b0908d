#include "tableanalysis.h"

#include "keyencoder.h"
#include "tablesample.h"

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
    a.rows = std::move(sample.rows);
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
