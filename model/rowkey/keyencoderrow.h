#pragma once

// How one row's key is evaluated: expressions, functions and formats (docs/rowkey-notation.md).
// Included only by keyencoder.cpp, which compiles a key into this program and runs it over the
// rows, on several threads where it may.
#include "model/hbase/keybytes.h"
#include "model/rowkey/keyencoder.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <deque>
#include <limits>
#include <memory>
#include <unordered_map>
#include <vector>

namespace KeyEncoderRow {

inline QString tr(const char *text)
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
    bool inField = false;     // the text is a sample value's, read in place instead of copied
    std::string_view field{}; // that value

    std::string_view text() const { return inField ? field : std::string_view(bytes); }
};

// What one encoder thread captures of each segment (KeyEncoder::SegmentValues).
struct Capture
{
    std::uint16_t *bounds = nullptr; // every row's, shared: each thread writes only its own rows
    std::size_t stride = 0;
    const std::vector<char> *textIsBytes = nullptr;
    std::vector<KeySet> text;       // a segment, for this thread's rows
    std::vector<char> bytesUnkeyed; // a segment: some row's bytes are empty or too long
    std::vector<char> textDropped;  // a segment: some row's text is empty or too long, a digest

    static void record(std::size_t segment, std::size_t size, std::vector<char> *unkeyed)
    {
        if (size == 0 || size > 32767)
            (*unkeyed)[segment] = 1;
    }
};

} // namespace KeyEncoderRow

struct KeyEncoder::Compiled
{
    Q_DECLARE_TR_FUNCTIONS(KeyEncoder)

public:
    using Value = KeyEncoderRow::Value;
    using Function = KeyEncoderRow::Function;
    using Kind = KeyEncoderRow::Kind;
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
    // When set, where each segment starts in each key is kept too, and the text of the value
    // segments whose text is not their bytes (SegmentValues).
    KeyEncoderRow::Capture *captured = nullptr;

    bool fail(const QString &message)
    {
        // The context spelled out: lupdate would file a bare tr() here under KeyEncoderRow, which
        // the running code (KeyEncoder's tr) never looks up.
        if (error.isEmpty())
            error =
                QCoreApplication::translate("KeyEncoder", "row %1: %2").arg(row + 1).arg(message);
        return false;
    }

    bool toInteger(const Value &v, qint64 *out)
    {
        switch (v.type) {
        case Value::Type::Integer:
            *out = v.number;
            return true;
        case Value::Type::Text:
            if (KeyBytes::parseLong(v.text(), out))
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
            return KeyBytes::decimal(v.number);
        case Value::Type::Digest:
            return KeyBytes::lowerHex(v.bytes);
        default:
            return std::string(v.text());
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
            out->inField = true;
            out->field = rows->value(std::size_t(column), std::size_t(row));
            return true;
        }
        case Kind::Integer:
            out->type = Value::Type::Integer;
            out->number = e.integer;
            return true;
        case Kind::Text:
            out->type = Value::Type::Text;
            out->inField = false;
            out->bytes.assign(e.text.constData(), std::size_t(e.text.size()));
            return true;
        case Kind::Negate: {
            qint64 v = 0;
            Value a;
            if (!evaluate(e.arguments[0], &a) || !toInteger(a, &v))
                return false;
            *out = {Value::Type::Integer, {}, KeyBytes::wrap(0 - quint64(v))};
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
            out->number = KeyBytes::wrap(quint64(x) + quint64(y));
            return true;
        case Kind::Subtract:
            out->number = KeyBytes::wrap(quint64(x) - quint64(y));
            return true;
        case Kind::Multiply:
            out->number = KeyBytes::wrap(quint64(x) * quint64(y));
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
    // A segment's value, kept from row to row: a digest's 16 bytes and more do not fit a
    // std::string's own buffer, and would be allocated and freed for every row.
    Value segmentValue;
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
                    KeyBytes::wrap(quint64(std::numeric_limits<qint64>::max()) - quint64(v))};
            return true;
        }
        case Function::Reverse: {
            Value a;
            if (!evaluate(e.arguments[0], &a))
                return false;
            *out = {Value::Type::Text, KeyBytes::reverseCodePoints(bytesOf(a)), 0};
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
            out->inField = false;
            out->bytes.assign(digest.data(), std::size_t(digest.size()));
            return true;
        }
        case Function::Hash: {
            std::string *input = nullptr;
            if (!concatenatedInScratch(e, &input))
                return false;
            *out = {
                Value::Type::Integer, {}, KeyBytes::hash31(input->data(), input->size()), false};
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
            out->inField = false;
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
            if (!KeyBytes::parseMillis(text, &ms))
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
            std::string digits = KeyBytes::decimal(n);
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
                    hex.insert(hex.begin(), KeyBytes::kHex[u & 0xF]);
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
                    key->push_back(KeyBytes::kHex[i % 2 == 0 ? byte >> 4 : byte & 0xF]);
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
                std::string raw(v.text());
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
        std::uint16_t *bounds =
            captured ? captured->bounds + std::size_t(row) * captured->stride : nullptr;
        Value &v = segmentValue;
        for (const Segment &s : segments) {
            const auto i = std::size_t(&s - segments.data());
            if (bounds)
                bounds[i] = std::uint16_t(key->size());
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
            const std::size_t start = key->size();
            if (!evaluate(s.expression, &v) || !format(s, v, key))
                return false;
            if (captured)
                capture(i, key->size() - start, v);
        }
        if (bounds)
            bounds[segments.size()] = std::uint16_t(key->size());
        if (saltSegment) {
            const qint32 h = KeyBytes::hash31(key->data() + saltAt + 1, key->size() - saltAt - 1);
            const qint32 bucket = h % saltBuckets; // Java %: the sign of h
            const Value salt{Value::Type::Integer, {}, bucket < 0 ? -bucket : bucket};
            std::string rest = key->substr(saltAt + 1);
            key->resize(saltAt);
            Segment byteFormat = *saltSegment;
            if (byteFormat.spec.format == SegmentFormat::Auto)
                byteFormat.spec.format = SegmentFormat::Byte;
            if (!format(byteFormat, salt, key))
                return false;
            // The segments behind the salt move by its width less the byte held for it.
            const std::size_t width = key->size() - saltAt;
            key->append(rest);
            if (bounds) {
                for (std::size_t i = std::size_t(saltSegment - segments.data()) + 1;
                     i <= segments.size(); ++i)
                    bounds[i] = std::uint16_t(bounds[i] + width - 1);
            }
        }
        return true;
    }

    // A value segment's `size` bytes just written, and its text unless that is its bytes.
    void capture(std::size_t segment, std::size_t size, const Value &v)
    {
        captured->record(segment, size, &captured->bytesUnkeyed);
        if ((*captured->textIsBytes)[segment])
            return;
        if (v.type == Value::Type::Digest) {
            // A digest is never a number, which is what its text would be read for.
            captured->textDropped[segment] = 1;
            return;
        }
        KeySet &text = captured->text[segment];
        if (v.type == Value::Type::Text || v.type == Value::Type::Raw) {
            captured->record(segment, v.text().size(), &captured->textDropped);
            text.append(v.text());
        } else {
            const std::string t = bytesOf(v);
            captured->record(segment, t.size(), &captured->textDropped);
            text.append(t);
        }
    }
};
