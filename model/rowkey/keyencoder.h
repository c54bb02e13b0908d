#pragma once

#include "model/hbase/keyset.h"
#include "model/rowkey/keycolumn.h"
#include "model/rowkey/keyexpression.h"
#include "model/sample/samplerows.h"
#include "model/schema/rowkey.h"

#include <memory>
#include <vector>

// Turns sample rows into row-key bytes exactly as docs/rowkey-notation.md and
// docs/hbase-reference.md §1 define: Java Bytes.toBytes for numbers, UTF-8 for text, lower-case hex
// for digests, the Phoenix salt byte.
class KeyEncoder
{
public:
    struct Stats
    {
        qint64 truncated = 0;  // values cut to fit str(N) or bytes(N)
        qint64 overflowed = 0; // numbers wider than dec(N) or hex(N) / bytes(N)
    };

    // Each segment's part of every key, captured while the keys are encoded: bytes(i) is segment
    // i's bytes as the key holds them, textOf(i) its value as text before any format (numbers in
    // decimal), which the rules read to tell numbers kept as text. Literal and salt segments are
    // left empty, and so is a segment whose value is empty in some row or longer than a key may be
    // (it could not be a key of its own); a digest has no text (it is never a number). The bytes
    // are not copied out of the keys: where each segment starts in each key is kept instead. Copies
    // share what was captured.
    struct SegmentValues
    {
        std::size_t rows = 0;
        std::size_t stride = 0; // bounds a row: where each segment starts, then the key's length
        std::shared_ptr<const std::uint16_t[]> bounds;
        std::vector<char> bytesKept; // a value segment whose bytes are a key in every row
        // The text of each segment whose text is not its bytes, in the encoder threads' parts.
        std::vector<std::shared_ptr<const std::vector<KeySet>>> text;
        std::vector<char> textIsBytes; // a plain str segment: its text is its bytes

        std::size_t count() const { return bytesKept.size(); }
        // `keys` are the keys encoded with these values.
        KeyColumn bytes(std::size_t segment, const KeySet &keys) const;
        KeyColumn textOf(std::size_t segment, const KeySet &keys) const;
    };

    KeyEncoder();
    ~KeyEncoder();
    KeyEncoder(KeyEncoder &&) noexcept;
    KeyEncoder &operator=(KeyEncoder &&) noexcept;

    // Checks the key against the fields the rows have. On failure `error` names the segment.
    bool compile(const RowKey &key, const QStringList &fields, QString *error);

    // Encodes every row, in input order, into `keys`. On failure `error` names the row (1-based)
    // and what went wrong, and `keys` holds the rows before it.
    // With `segments`, each segment's values are captured as well.
    bool encode(const SampleRows &rows, KeySet *keys, QString *error,
                SegmentValues *segments = nullptr);

    const Stats &stats() const { return m_stats; }
    // Fields the key reads, in first-use order.
    const QStringList &fields() const { return m_fields; }

private:
    struct Compiled;
    static constexpr qsizetype kRowsWorthAThread = 50000;
    // Moves parts[0] into `whole` and appends the rest; false past 4 GiB.
    static bool joinParts(std::vector<KeySet> &parts, KeySet *whole);
    static bool encodeRange(Compiled &run, qsizetype from, qsizetype to, KeySet *keys,
                            QString *error);
    std::unique_ptr<Compiled> d;
    QStringList m_fields;
    Stats m_stats;
};
