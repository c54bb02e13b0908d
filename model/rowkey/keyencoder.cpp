#include "model/rowkey/keyencoder.h"

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

namespace {

void resizeSegmentValues(KeyEncoder::SegmentValues *values, std::size_t segments)
{
    values->bytes.assign(segments, KeySet());
    values->text.assign(segments, KeySet());
    values->textIsBytes.assign(segments, 0);
}

// A segment that is empty in some row, or too long, could not have been encoded as a key of its
// own: its values are left out, as the rules expect of a segment they cannot measure.
void dropUnkeyableSegments(KeyEncoder::SegmentValues *values)
{
    for (std::vector<KeySet> *sets : {&values->bytes, &values->text}) {
        for (KeySet &set : *sets) {
            for (std::size_t i = 0; i < set.size(); ++i) {
                if (set.key(i).isEmpty() || set.key(i).size() > 32767) {
                    set.clear();
                    break;
                }
            }
        }
    }
}

// Room for `n` keys as long on average as those `keys` holds already, and a little more.
void reserveLikeTheFirst(KeySet *keys, std::size_t n)
{
    if (keys->isEmpty())
        return;
    const std::size_t average = keys->totalBytes() / keys->size() + 1;
    keys->reserve(n, average * n * 21 / 20);
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
    d->captured = segments;
    if (segments) {
        resizeSegmentValues(segments, d->segments.size());
        // Plain text (str, or no format) with neither flip nor desc: the key holds the text.
        for (std::size_t i = 0; i < d->segments.size(); ++i) {
            const KeySegment &spec = d->segments[i].spec;
            segments->textIsBytes[i] =
                (spec.format == SegmentFormat::Auto || spec.format == SegmentFormat::Str) &&
                !spec.flip && !spec.descending;
        }
    }
    const qsizetype n = rows.rowCount();
    // Rows are independent unless uid() numbers values in arrival order: then split the rows
    // between the cores and join the keys in order.
    const auto threads = qsizetype(std::min(4u, std::thread::hardware_concurrency()));
    if (!d->usesUid && threads > 1 && n >= kRowsWorthAThread) {
        std::vector<std::unique_ptr<Compiled>> runs;
        const auto count = std::size_t(threads);
        std::vector<KeySet> parts(count);
        std::vector<SegmentValues> captured(segments ? count : 0);
        std::vector<Stats> stats(count);
        std::vector<QString> errors(count);
        std::vector<std::thread> workers;
        for (qsizetype t = 0; t < threads; ++t) {
            runs.push_back(d->clone());
            runs.back()->rows = &rows;
            runs.back()->stats = &stats[std::size_t(t)];
            if (segments) {
                runs.back()->captured = &captured[std::size_t(t)];
                resizeSegmentValues(&captured[std::size_t(t)], d->segments.size());
                captured[std::size_t(t)].textIsBytes = segments->textIsBytes;
            }
            const qsizetype from = n * t / threads;
            const qsizetype to = n * (t + 1) / threads;
            workers.emplace_back([&, t, from, to] {
                encodeRange(*runs[std::size_t(t)], from, to, &parts[std::size_t(t)],
                            &errors[std::size_t(t)]);
            });
        }
        for (std::thread &w : workers)
            w.join();
        for (qsizetype t = 0; t < threads; ++t) {
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
        if (segments) {
            for (std::size_t i = 0; i < d->segments.size(); ++i) {
                std::vector<KeySet> bytes;
                std::vector<KeySet> text;
                for (SegmentValues &part : captured) {
                    bytes.push_back(std::move(part.bytes[i]));
                    text.push_back(std::move(part.text[i]));
                }
                joinParts(bytes, &segments->bytes[i]);
                joinParts(text, &segments->text[i]);
            }
            dropUnkeyableSegments(segments);
        }
        return true;
    }
    const bool ok = encodeRange(*d, 0, n, keys, error);
    if (ok && segments)
        dropUnkeyableSegments(segments);
    return ok;
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
        if (!whole->append(parts[t]))
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
            reserveLikeTheFirst(keys, std::size_t(n));
            if (run.captured) {
                for (std::vector<KeySet> *sets : {&run.captured->bytes, &run.captured->text}) {
                    for (KeySet &set : *sets)
                        reserveLikeTheFirst(&set, std::size_t(n));
                }
            }
        }
        if (!keys->append(key)) {
            *error = tr("row %1: the keys pass 4 GiB; use fewer sample rows").arg(r + 1);
            return false;
        }
    }
    return true;
}
