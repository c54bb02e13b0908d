#include "model/rowkey/keyencoder.h"

#include "model/hbase/largememory.h"
#include "model/rowkey/keyencoderrow.h"

#include <algorithm>
#include <thread>

using KeyEncoderRow::Function;
using KeyEncoderRow::Kind;
using KeyEncoderRow::tr;

KeyEncoder::KeyEncoder() = default;
KeyEncoder::~KeyEncoder() = default;
KeyEncoder::KeyEncoder(KeyEncoder &&) noexcept = default;
KeyEncoder &KeyEncoder::operator=(KeyEncoder &&) noexcept = default;

bool KeyEncoder::compile(const RowKey &key, const QStringList &fields, QString *error)
{
    auto compiled = std::make_unique<Compiled>();
    m_fields.clear();
    bool salted = false;
    for (qsizetype i = 0; i < key.segments.size(); ++i) {
        const KeySegment &spec = key.segments[i];
        Compiled::Segment s;
        s.spec = spec;
        if (spec.kind == KeySegment::Kind::Value) {
            const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(spec.expression);
            QString problem = parsed.error;
            if (parsed.ok())
                problem = parsed.expression.check(fields);
            if (!problem.isEmpty()) {
                *error = tr("segment %1 [%2]: %3").arg(i + 1).arg(spec.expression, problem);
                return false;
            }
            s.expression = parsed.expression;
            s.isSalt = s.expression.kind == Kind::Call && s.expression.function == Function::Salt;
            if (s.isSalt) {
                if (salted) {
                    *error = tr("segment %1 [%2]: a key has at most one salt")
                                 .arg(i + 1)
                                 .arg(spec.expression);
                    return false;
                }
                salted = true;
                s.saltBuckets = int(s.expression.arguments[0].integer);
            }
            s.expression.collectFields(&m_fields);
            s.expression.assignSlots(m_fields);
        }
        compiled->segments.push_back(std::move(s));
    }
    if (compiled->segments.empty()) {
        *error = tr("the row key has no segments");
        return false;
    }
    compiled->fieldNames = m_fields;
    compiled->usesUid =
        std::any_of(key.segments.cbegin(), key.segments.cend(), [](const KeySegment &s) {
            return s.kind == KeySegment::Kind::Value &&
                   s.expression.contains(QStringLiteral("uid("));
        });
    for (const QString &f : m_fields)
        compiled->fieldColumns.push_back(int(fields.indexOf(f)));
    d = std::move(compiled);
    return true;
}

KeyColumn KeyEncoder::SegmentValues::bytes(std::size_t segment, const KeySet &keys) const
{
    if (segment >= count() || !bytesKept[segment] || keys.size() != rows)
        return {};
    return KeyColumn(keys, bounds.get() + segment, stride);
}

KeyColumn KeyEncoder::SegmentValues::textOf(std::size_t segment, const KeySet &keys) const
{
    if (segment >= count() || textIsBytes[segment])
        return bytes(segment, keys);
    return text[segment] ? KeyColumn(*text[segment]) : KeyColumn();
}

namespace {

// A segment that is empty in some row, or too long, could not have been encoded as a key of its
// own: its values are left out, as the rules expect of a segment they cannot measure. Literal
// and salt segments have none. The text stays in the parts the threads wrote.
template<typename Segment>
void keepCaptured(const std::vector<Segment> &compiled,
                  std::vector<KeyEncoderRow::Capture> &captured,
                  KeyEncoder::SegmentValues *segments)
{
    const std::size_t count = compiled.size();
    segments->bytesKept.assign(count, 0);
    segments->text.assign(count, nullptr);
    for (std::size_t i = 0; i < count; ++i) {
        if (compiled[i].spec.kind != KeySegment::Kind::Value || compiled[i].isSalt)
            continue;
        const auto unkeyed = [&](std::vector<char> KeyEncoderRow::Capture::*flags) {
            return std::any_of(captured.cbegin(), captured.cend(),
                               [&](const KeyEncoderRow::Capture &c) { return (c.*flags)[i]; });
        };
        segments->bytesKept[i] = !unkeyed(&KeyEncoderRow::Capture::bytesUnkeyed);
        if (segments->textIsBytes[i] || unkeyed(&KeyEncoderRow::Capture::textDropped))
            continue;
        auto parts = std::make_shared<std::vector<KeySet>>();
        for (KeyEncoderRow::Capture &c : captured)
            parts->push_back(std::move(c.text[i]));
        segments->text[i] = std::move(parts);
    }
}

} // namespace

bool KeyEncoder::encode(const SampleRows &rows, KeySet *keys, QString *error,
                        SegmentValues *segments)
{
    m_stats = {};
    if (!d) {
        *error = tr("the row key was not compiled");
        return false;
    }
    // The rows may come from another source than the one compiled against: map by name.
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        d->fieldColumns[std::size_t(i)] = rows.fieldIndex(m_fields[i]);
        if (d->fieldColumns[std::size_t(i)] < 0) {
            *error = tr("the sample rows have no field '%1'").arg(m_fields[i]);
            return false;
        }
    }
    d->uids.clear();
    d->error.clear();
    d->rows = &rows;
    d->stats = &m_stats;
    const qsizetype n = rows.rowCount();
    const std::size_t count = d->segments.size();
    std::shared_ptr<std::uint16_t[]> bounds;
    if (segments) {
        *segments = {};
        segments->rows = std::size_t(n);
        segments->stride = count + 1;
        // Not zeroed: every row's bounds are written, each thread's rows by that thread.
        auto array = std::make_shared<LargeArray<std::uint16_t>>(std::size_t(n) * segments->stride);
        bounds = std::shared_ptr<std::uint16_t[]>(array, array->data());
        segments->bounds = bounds;
        // Plain text (str, or no format) with neither flip nor desc: the key holds the text.
        for (const Compiled::Segment &s : d->segments) {
            segments->textIsBytes.push_back(
                (s.spec.format == SegmentFormat::Auto || s.spec.format == SegmentFormat::Str) &&
                !s.spec.flip && !s.spec.descending);
        }
    }
    const auto captureFor = [&](KeyEncoderRow::Capture *c) {
        c->bounds = bounds.get();
        c->stride = count + 1;
        c->textIsBytes = &segments->textIsBytes;
        c->text.assign(count, KeySet());
        c->bytesUnkeyed.assign(count, 0);
        c->textDropped.assign(count, 0);
    };
    // Rows are independent unless uid() numbers values in arrival order: then split the rows
    // between the cores and join the keys in order.
    const auto threads = qsizetype(std::min(4u, std::thread::hardware_concurrency()));
    const qsizetype runs = !d->usesUid && threads > 1 && n >= kRowsWorthAThread ? threads : 1;
    std::vector<KeyEncoderRow::Capture> captured(segments ? std::size_t(runs) : 0);
    for (KeyEncoderRow::Capture &c : captured)
        captureFor(&c);
    if (runs == 1) {
        d->captured = segments ? &captured.front() : nullptr;
        if (!encodeRange(*d, 0, n, keys, error))
            return false;
    } else {
        std::vector<std::unique_ptr<Compiled>> programs;
        std::vector<KeySet> parts(static_cast<std::size_t>(runs));
        std::vector<Stats> stats(static_cast<std::size_t>(runs));
        std::vector<QString> errors(static_cast<std::size_t>(runs));
        std::vector<std::thread> workers;
        for (qsizetype t = 0; t < runs; ++t) {
            programs.push_back(d->clone());
            programs.back()->rows = &rows;
            programs.back()->stats = &stats[std::size_t(t)];
            programs.back()->captured = segments ? &captured[std::size_t(t)] : nullptr;
            const qsizetype from = n * t / runs;
            const qsizetype to = n * (t + 1) / runs;
            // The thread gets its own program's address: `programs` grows while it runs (a
            // thread reading programs[t] then could read a buffer push_back just freed).
            Compiled *program = programs.back().get();
            KeySet *part = &parts[std::size_t(t)];
            QString *partError = &errors[std::size_t(t)];
            workers.emplace_back([program, from, to, part, partError] {
                encodeRange(*program, from, to, part, partError);
            });
        }
        for (std::thread &w : workers)
            w.join();
        for (qsizetype t = 0; t < runs; ++t) {
            if (!errors[std::size_t(t)].isEmpty()) { // the earliest row's error, as in one pass
                *error = errors[std::size_t(t)];
                return false;
            }
            m_stats.truncated += stats[std::size_t(t)].truncated;
            m_stats.overflowed += stats[std::size_t(t)].overflowed;
        }
        // The first part becomes the whole; the others are appended to it in order.
        if (!joinParts(parts, keys)) {
            *error = tr("the keys pass 4 GiB; use fewer sample rows");
            return false;
        }
    }
    if (segments)
        keepCaptured(d->segments, captured, segments);
    return true;
}

bool KeyEncoder::joinParts(std::vector<KeySet> &parts, KeySet *whole)
{
    std::size_t keys = 0;
    std::size_t bytes = 0;
    for (const KeySet &part : parts) {
        keys += part.size();
        bytes += part.totalBytes();
    }
    *whole = std::move(parts.front());
    whole->reserve(keys, bytes);
    for (std::size_t t = 1; t < parts.size(); ++t) {
        if (!whole->append(std::move(parts[t])))
            return false;
    }
    return true;
}

bool KeyEncoder::encodeRange(Compiled &run, qsizetype from, qsizetype to, KeySet *keys,
                             QString *error)
{
    const qsizetype n = to - from;
    keys->clear();
    keys->reserve(std::size_t(n), std::size_t(n) * 32);
    std::string key;
    for (qint64 r = from; r < to; ++r) {
        run.row = r;
        if (!run.encodeRow(&key)) {
            *error = run.error;
            return false;
        }
        if (key.empty()) {
            *error = tr("row %1: the key is empty; HBase needs at least one byte").arg(r + 1);
            return false;
        }
        if (key.size() > 32767) {
            *error = tr("row %1: the key is %2 bytes; HBase allows at most 32767")
                         .arg(r + 1)
                         .arg(key.size());
            return false;
        }
        if (r - from == 1024 && n > 2048) {
            // Size the arenas from the first keys so they are not regrown (and copied) as they
            // fill.
            keys->reserveLikeTheFirst(std::size_t(n));
            if (run.captured) {
                for (KeySet &set : run.captured->text)
                    set.reserveLikeTheFirst(std::size_t(n));
            }
        }
        if (!keys->append(key)) {
            *error = tr("row %1: the keys pass 4 GiB; use fewer sample rows").arg(r + 1);
            return false;
        }
    }
    return true;
}
