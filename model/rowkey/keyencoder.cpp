#include "model/rowkey/keyencoder.h"

#include "model/hbase/keybytes.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <algorithm>
#include <deque>
#include <limits>
#include <thread>
#include <unordered_map>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("KeyEncoder", text);
}

using Function = KeyExpression::Function;
using Kind = KeyExpression::Kind;

// What an expression yields before its segment's format turns it into bytes.
struct Value
{
    enum class Type { Text, Integer, Digest, Raw };
    Type type = Type::Text;
    std::string bytes;
    qint64 number = 0;
    const std::string *field = nullptr; // a field's text, read in place instead of copied

    const std::string &text() const { return field ? *field : bytes; }
};

using namespace KeyBytes;

} // namespace

struct KeyEncoder::Compiled
{
    Q_DECLARE_TR_FUNCTIONS(KeyEncoder)

public:
    struct Segment
    {
        KeySegment spec;
        KeyExpression expression; // Value segments
        bool isSalt = false;
        int saltBuckets = 0;
    };
    std::vector<Segment> segments;
    std::vector<int> fieldColumns; // expression field index -> SampleRows column
    bool usesUid = false;          // then rows must be encoded in order, on one thread

    // The same program with fresh per-run state, for another thread.
    std::unique_ptr<Compiled> clone() const
    {
        auto c = std::make_unique<Compiled>();
        c->segments = segments;
        c->fieldColumns = fieldColumns;
        c->fieldNames = fieldNames;
        return c;
    }

    // Per run: uid dictionaries, keyed by the uid() call they belong to.
    std::unordered_map<const KeyExpression *, std::unordered_map<std::string, quint64>> uids;
    qint64 row = 0; // 0-based row being encoded, for messages
    QString error;
    const SampleRows *rows = nullptr;
    Stats *stats = nullptr;
    QStringList fieldNames;

    bool fail(const QString &message)
    {
        if (error.isEmpty())
            error = tr("row %1: %2").arg(row + 1).arg(message);
        return false;
    }

    bool toInteger(const Value &v, qint64 *out)
    {
        switch (v.type) {
        case Value::Type::Integer:
            *out = v.number;
            return true;
        case Value::Type::Text:
            if (parseLong(v.text(), out))
                return true;
            return fail(tr("'%1' is not a decimal integer (a long)")
                            .arg(QString::fromUtf8(v.text().data(), qsizetype(v.text().size()))));
        case Value::Type::Digest:
        case Value::Type::Raw:
            return fail(tr("a digest or binary value has no number; format it with hex(N) or "
                           "bytes(N)"));
        }
        return false;
    }

    static std::string bytesOf(const Value &v)
    {
        switch (v.type) {
        case Value::Type::Integer:
            return decimal(v.number);
        case Value::Type::Digest:
            return lowerHex(v.bytes);
        default:
            return v.text();
        }
    }

    // bytesOf without the temporary, for the common text case.
    static void appendBytes(const Value &v, std::string *out)
    {
        if (v.type == Value::Type::Text || v.type == Value::Type::Raw)
            out->append(v.text());
        else
            out->append(bytesOf(v));
    }

    bool evaluate(const KeyExpression &e, Value *out)
    {
        switch (e.kind) {
        case Kind::Field: {
            const int column = fieldColumns[std::size_t(e.slot)];
            out->type = Value::Type::Text;
            out->field = &rows->columns[std::size_t(column)][std::size_t(row)];
            return true;
        }
        case Kind::Integer:
            out->type = Value::Type::Integer;
            out->number = e.integer;
            return true;
        case Kind::Text:
            out->type = Value::Type::Text;
            out->field = nullptr;
            out->bytes.assign(e.text.constData(), std::size_t(e.text.size()));
            return true;
        case Kind::Negate: {
            qint64 v = 0;
            Value a;
            if (!evaluate(e.arguments[0], &a) || !toInteger(a, &v))
                return false;
            *out = {Value::Type::Integer, {}, wrap(0 - quint64(v))};
            return true;
        }
        case Kind::Add:
        case Kind::Subtract:
        case Kind::Multiply:
        case Kind::Divide:
        case Kind::Modulo:
            return arithmetic(e, out);
        case Kind::Call:
            return call(e, out);
        }
        return false;
    }

    bool arithmetic(const KeyExpression &e, Value *out)
    {
        Value a;
        Value b;
        qint64 x = 0;
        qint64 y = 0;
        if (!evaluate(e.arguments[0], &a) || !toInteger(a, &x) || !evaluate(e.arguments[1], &b) ||
            !toInteger(b, &y))
            return false;
        out->type = Value::Type::Integer;
        switch (e.kind) {
        case Kind::Add:
            out->number = wrap(quint64(x) + quint64(y));
            return true;
        case Kind::Subtract:
            out->number = wrap(quint64(x) - quint64(y));
            return true;
        case Kind::Multiply:
            out->number = wrap(quint64(x) * quint64(y));
            return true;
        default:
            break;
        }
        if (y == 0)
            return fail(tr("division by zero"));
        if (x == std::numeric_limits<qint64>::min() && y == -1) // Java wraps; C++ would trap
            out->number = e.kind == Kind::Divide ? x : 0;
        else
            out->number = e.kind == Kind::Divide ? x / y : x % y; // truncating, as Java
        return true;
    }

    bool concatenated(const KeyExpression &e, std::string *out)
    {
        out->clear();
        Value v;
        for (const KeyExpression &a : e.arguments) {
            if (!evaluate(a, &v))
                return false;
            appendBytes(v, out);
        }
        return true;
    }

    // Scratch buffers for digest input, one per nesting depth, so a row allocates nothing. A
    // deque: growing it for a nested digest (md5(md5(x))) keeps the outer buffers in place.
    std::deque<std::string> scratch;
    int depth = 0;
    QCryptographicHash md5{QCryptographicHash::Md5};
    QCryptographicHash sha1{QCryptographicHash::Sha1};
    QCryptographicHash sha256{QCryptographicHash::Sha256};

    bool concatenatedInScratch(const KeyExpression &e, std::string **input)
    {
        if (scratch.size() <= std::size_t(depth))
            scratch.resize(std::size_t(depth) + 1);
        *input = &scratch[std::size_t(depth)];
        ++depth;
        const bool ok = concatenated(e, *input);
        --depth;
        return ok;
    }

    bool call(const KeyExpression &e, Value *out)
    {
        switch (e.function) {
        case Function::Rev: {
            Value a;
            qint64 v = 0;
            if (!evaluate(e.arguments[0], &a) || !toInteger(a, &v))
                return false;
            *out = {Value::Type::Integer,
                    {},
                    wrap(quint64(std::numeric_limits<qint64>::max()) - quint64(v))};
            return true;
        }
        case Function::Reverse: {
            Value a;
            if (!evaluate(e.arguments[0], &a))
                return false;
            *out = {Value::Type::Text, reverseCodePoints(bytesOf(a)), 0};
            return true;
        }
        case Function::Md5:
        case Function::Sha1:
        case Function::Sha256: {
            std::string *input = nullptr;
            if (!concatenatedInScratch(e, &input))
                return false;
            QCryptographicHash &hash = e.function == Function::Md5    ? md5
                                       : e.function == Function::Sha1 ? sha1
                                                                      : sha256;
            hash.reset();
            hash.addData(QByteArrayView(input->data(), qsizetype(input->size())));
            const QByteArrayView digest = hash.resultView();
            out->type = Value::Type::Digest;
            out->field = nullptr;
            out->bytes.assign(digest.data(), std::size_t(digest.size()));
            return true;
        }
        case Function::Hash: {
            std::string *input = nullptr;
            if (!concatenatedInScratch(e, &input))
                return false;
            *out = {Value::Type::Integer, {}, hash31(input->data(), input->size()), nullptr};
            return true;
        }
        case Function::Uid: {
            Value a;
            if (!evaluate(e.arguments[0], &a))
                return false;
            const int width = int(e.arguments[1].integer);
            auto &dictionary = uids[&e];
            const auto inserted = dictionary.try_emplace(bytesOf(a), dictionary.size() + 1);
            const quint64 id = inserted.first->second;
            if (width < 8 && id >> (8 * width) != 0)
                return fail(tr("uid(...,%1) ran out of ids: more than %2 distinct values")
                                .arg(width)
                                .arg((quint64(1) << (8 * width)) - 1));
            out->type = Value::Type::Raw;
            out->field = nullptr;
            out->bytes.assign(std::size_t(width), '\0');
            for (int i = 0; i < width; ++i)
                out->bytes[std::size_t(i)] = char((id >> (8 * (width - 1 - i))) & 0xFF);
            return true;
        }
        case Function::Millis: {
            Value a;
            if (!evaluate(e.arguments[0], &a))
                return false;
            const std::string text = bytesOf(a);
            qint64 ms = 0;
            if (!parseMillis(text, &ms))
                return fail(tr("millis() needs a time written yyyy-MM-dd HH:mm:ss, not '%1'")
                                .arg(QString::fromUtf8(text.data(), qsizetype(text.size()))));
            *out = {Value::Type::Integer, {}, ms};
            return true;
        }
        case Function::Salt:
            break; // placed by encodeRow, once the rest of the key is known
        }
        return false;
    }

    // Appends the segment's bytes in its format, then applies flip and desc.
    bool format(const Segment &s, const Value &v, std::string *key)
    {
        const std::size_t start = key->size();
        const int width = s.spec.width;
        qint64 n = 0;
        switch (s.spec.format) {
        case SegmentFormat::Auto:
        case SegmentFormat::Str:
            appendBytes(v, key);
            break;
        case SegmentFormat::FixedStr: {
            std::string text = bytesOf(v);
            if (text.size() > std::size_t(width))
                ++stats->truncated;
            text.resize(std::size_t(width), '\0');
            key->append(text);
            break;
        }
        case SegmentFormat::Dec: {
            if (!toInteger(v, &n))
                return false;
            std::string digits = decimal(n);
            const bool negative = n < 0;
            const std::size_t body = digits.size() - (negative ? 1 : 0);
            const std::size_t wanted = std::size_t(width) - (negative ? 1 : 0);
            if (digits.size() > std::size_t(width))
                ++stats->overflowed;
            else
                digits.insert(negative ? 1 : 0, wanted - body, '0');
            key->append(digits);
            break;
        }
        case SegmentFormat::Hex: {
            std::string hex;
            if (v.type == Value::Type::Integer || v.type == Value::Type::Text) {
                if (!toInteger(v, &n))
                    return false;
                for (quint64 u = quint64(n); u != 0; u >>= 4)
                    hex.insert(hex.begin(), kHex[u & 0xF]);
                if (hex.size() > std::size_t(width))
                    ++stats->overflowed;
                if (hex.size() < std::size_t(width))
                    hex.insert(0, std::size_t(width) - hex.size(), '0');
                key->append(hex, 0, std::size_t(width));
            } else {
                // The first `width` hex digits of the bytes, written straight into the key.
                const std::string &bytes = v.bytes;
                for (int i = 0; i < width; ++i) {
                    const std::size_t b = std::size_t(i) / 2;
                    if (b >= bytes.size()) {
                        key->push_back('0');
                        continue;
                    }
                    const auto byte = static_cast<unsigned char>(bytes[b]);
                    key->push_back(kHex[i % 2 == 0 ? byte >> 4 : byte & 0xF]);
                }
            }
            break;
        }
        case SegmentFormat::Bytes:
            if (v.type == Value::Type::Integer) {
                for (int i = width - 1; i >= 0; --i)
                    key->push_back(i >= 8 ? '\0' : char((quint64(v.number) >> (8 * i)) & 0xFF));
                if (width < 8 && (quint64(v.number) >> (8 * width)) != 0)
                    ++stats->overflowed;
            } else {
                std::string raw = v.text();
                if (raw.size() > std::size_t(width))
                    ++stats->truncated;
                raw.resize(std::size_t(width), '\0');
                key->append(raw);
            }
            break;
        case SegmentFormat::Long:
        case SegmentFormat::Int:
        case SegmentFormat::Short:
        case SegmentFormat::Byte: {
            if (!toInteger(v, &n))
                return false;
            const int size = s.spec.format == SegmentFormat::Long    ? 8
                             : s.spec.format == SegmentFormat::Int   ? 4
                             : s.spec.format == SegmentFormat::Short ? 2
                                                                     : 1;
            for (int i = size - 1; i >= 0; --i)
                key->push_back(char((quint64(n) >> (8 * i)) & 0xFF));
            break;
        }
        }
        if (s.spec.flip && key->size() > start)
            (*key)[start] = char((*key)[start] ^ 0x80);
        if (s.spec.descending) {
            for (std::size_t i = start; i < key->size(); ++i)
                (*key)[i] = char(~(*key)[i]);
        }
        return true;
    }

    bool encodeRow(std::string *key)
    {
        key->clear();
        std::size_t saltAt = std::string::npos;
        int saltBuckets = 0;
        const Segment *saltSegment = nullptr;
        Value v;
        for (const Segment &s : segments) {
            if (s.spec.kind == KeySegment::Kind::Literal) {
                key->append(s.spec.literal.constData(), std::size_t(s.spec.literal.size()));
                continue;
            }
            if (s.isSalt) {
                saltAt = key->size();
                saltBuckets = s.saltBuckets;
                saltSegment = &s;
                key->push_back('\0');
                continue;
            }
            if (!evaluate(s.expression, &v) || !format(s, v, key))
                return false;
        }
        if (saltSegment) {
            const qint32 h = hash31(key->data() + saltAt + 1, key->size() - saltAt - 1);
            const qint32 bucket = h % saltBuckets; // Java %: the sign of h
            const Value salt{Value::Type::Integer, {}, bucket < 0 ? -bucket : bucket};
            std::string rest = key->substr(saltAt + 1);
            key->resize(saltAt);
            Segment byteFormat = *saltSegment;
            if (byteFormat.spec.format == SegmentFormat::Auto)
                byteFormat.spec.format = SegmentFormat::Byte;
            if (!format(byteFormat, salt, key))
                return false;
            key->append(rest);
        }
        return true;
    }
};

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

bool KeyEncoder::encode(const SampleRows &rows, KeySet *keys, QString *error)
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
    // Rows are independent unless uid() numbers values in arrival order: then split the rows
    // between the cores and join the keys in order.
    const auto threads = qsizetype(std::min(4u, std::thread::hardware_concurrency()));
    if (!d->usesUid && threads > 1 && n >= kRowsWorthAThread) {
        std::vector<std::unique_ptr<Compiled>> runs;
        const auto count = std::size_t(threads);
        std::vector<KeySet> parts(count);
        std::vector<Stats> stats(count);
        std::vector<QString> errors(count);
        std::vector<std::thread> workers;
        for (qsizetype t = 0; t < threads; ++t) {
            runs.push_back(d->clone());
            runs.back()->rows = &rows;
            runs.back()->stats = &stats[std::size_t(t)];
            const qsizetype from = n * t / threads;
            const qsizetype to = n * (t + 1) / threads;
            workers.emplace_back([&, t, from, to] {
                encodeRange(*runs[std::size_t(t)], from, to, &parts[std::size_t(t)],
                            &errors[std::size_t(t)]);
            });
        }
        for (std::thread &w : workers)
            w.join();
        keys->clear();
        keys->reserve(std::size_t(n), parts.front().totalBytes() * std::size_t(threads) * 21 / 20);
        for (qsizetype t = 0; t < threads; ++t) {
            if (!errors[std::size_t(t)].isEmpty()) { // the earliest row's error, as in one pass
                *error = errors[std::size_t(t)];
                return false;
            }
            m_stats.truncated += stats[std::size_t(t)].truncated;
            m_stats.overflowed += stats[std::size_t(t)].overflowed;
            if (!keys->append(parts[std::size_t(t)])) {
                *error = tr("the keys pass 4 GiB; use fewer sample rows");
                return false;
            }
        }
        return true;
    }
    return encodeRange(*d, 0, n, keys, error);
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
            // Size the arena from the first keys so it is not regrown (and copied) as it fills.
            const std::size_t average = keys->totalBytes() / 1024 + 1;
            keys->reserve(std::size_t(n), average * std::size_t(n) * 21 / 20);
        }
        if (!keys->append(key)) {
            *error = tr("row %1: the keys pass 4 GiB; use fewer sample rows").arg(r + 1);
            return false;
        }
    }
    return true;
}
