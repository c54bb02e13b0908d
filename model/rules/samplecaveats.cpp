#include "model/rules/samplecaveats.h"

#include "model/rowkey/fielduse.h"
#include "model/rowkey/keyencoder.h"
#include "model/rowkey/keyexpression.h"
#include "model/rules/timeinkey.h"
#include "model/sample/splitmix.h"

#include <QSet>

namespace SampleCaveats {

namespace {

// One id writes at most this often per millisecond of key resolution for a repeat to be the
// generator's (1 in 100 ms: a device that reports every 2.5 s is far below it).
constexpr double kRealRepeatPerMilli = 0.01;

using TimeInKey::valuesOf;

} // namespace

bool followsWriteTime(const FieldGenerator &g)
{
    return g.kind == GeneratorKind::Timestamp || g.kind == GeneratorKind::Sequence;
}

std::optional<KeySet> keysForTrend(const Table &table, const SampleRows &rows, std::size_t limit,
                                   const QStringList &keep)
{
    if (!table.sample.csvFile.isEmpty() || rows.rowCount() == 0)
        return std::nullopt;
    QStringList keyFields;
    for (const auto &[field, format] : FieldUse::keyFields(table)) {
        if (!keyFields.contains(field))
            keyFields.append(field);
    }
    QList<bool> shuffled;
    bool any = false;
    for (const QString &field : std::as_const(keyFields)) {
        const FieldGenerator *g = table.sample.generatorOf(field);
        shuffled.append(g && !followsWriteTime(*g) && !keep.contains(field));
        any = any || shuffled.back();
    }
    if (!any)
        return std::nullopt;
    const std::size_t n = std::min(std::size_t(rows.rowCount()), limit);
    SampleRows copy;
    quint64 state = 0x5EED;
    for (qsizetype f = 0; f < keyFields.size(); ++f) {
        const int column = rows.fieldIndex(keyFields[f]);
        if (column < 0)
            return std::nullopt;
        std::vector<std::uint32_t> order(n);
        for (std::size_t i = 0; i < n; ++i)
            order[i] = std::uint32_t(i);
        if (shuffled[f]) {
            for (std::size_t i = n; i > 1; --i)
                std::swap(order[i - 1], order[std::size_t(splitMix64(state) % i)]);
        }
        KeySet values;
        values.reserve(n, 0);
        for (const std::uint32_t row : order)
            values.append(rows.value(std::size_t(column), row));
        copy.fields.append(keyFields[f]);
        copy.columns.push_back(std::move(values));
    }
    KeyEncoder encoder;
    QString error;
    KeySet keys;
    if (!encoder.compile(table.rowKey, copy.fields, &error) || !encoder.encode(copy, &keys, &error))
        return std::nullopt;
    return keys;
}

Repeat repeatInSampleOnly(const Table &table)
{
    Repeat r;
    if (!table.sample.csvFile.isEmpty())
        return r;
    // The key's time, to the millisecond: a segment that is the timestamp field itself, or its
    // reverse, in any fixed-width or text format.
    const FieldGenerator *time = nullptr;
    QSet<QString> others;
    for (const KeySegment &s : table.rowKey.segments) {
        if (s.kind != KeySegment::Kind::Value)
            continue;
        const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(s.expression);
        if (!parsed.ok())
            return r;
        QStringList fields;
        parsed.expression.collectFields(&fields);
        for (const QString &field : std::as_const(fields)) {
            const FieldGenerator *g = table.sample.generatorOf(field);
            if (!g)
                return r;
            if (g->kind == GeneratorKind::Timestamp) {
                const std::optional<TimeInKey::Resolution> kept =
                    TimeInKey::resolution(parsed.expression, field);
                if (!kept || kept->units != 1)
                    return r; // ts / 1000 and the like: a coarser time repeats for real
                time = g;
            } else {
                others.insert(field);
            }
        }
    }
    if (others.isEmpty())
        return r;
    r.combinations = 1;
    bool drawn = false; // some field is drawn at random or in turn, so it can repeat
    for (const FieldGenerator &g : table.sample.generators) {
        if (!others.contains(g.field))
            continue;
        r.fields.append(g.field);
        r.combinations *= valuesOf(g);
        drawn = drawn || (!followsWriteTime(g) && g.kind != GeneratorKind::Uuid);
    }
    if (!drawn)
        return r;
    if (time) {
        r.writesPerSecond = time->ratePerSecond;
        if (r.perIdPerSecond() / 1000.0 < kRealRepeatPerMilli)
            r.kind = Repeat::Kind::WithinMillisecond;
    } else if (table.volume.rows > 0 && r.combinations >= double(table.volume.rows)) {
        r.expectedRows = table.volume.rows;
        r.kind = Repeat::Kind::UpdateInPlace;
    }
    return r;
}

Span spanOf(const Table &table)
{
    Span span;
    if (!table.sample.csvFile.isEmpty())
        return span;
    for (const FieldGenerator &g : table.sample.generators) {
        if (g.kind == GeneratorKind::Timestamp && g.ratePerSecond > 0) {
            span.writesPerSecond = g.ratePerSecond;
            span.seconds = double(table.sample.rows) / g.ratePerSecond;
            break;
        }
    }
    if (span.writesPerSecond <= 0)
        return span;
    for (const FieldGenerator &g : table.sample.generators) {
        if (g.kind == GeneratorKind::Periodic)
            span.periods.append({g.field, double(g.cardinality) / span.writesPerSecond});
    }
    return span;
}

} // namespace SampleCaveats
