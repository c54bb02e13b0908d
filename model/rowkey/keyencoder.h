#pragma once

#include "model/rowkey/keyexpression.h"
#include "model/rowkey/keyset.h"
#include "model/sample/samplerows.h"
#include "model/schema/rowkey.h"

#include <memory>

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

    KeyEncoder();
    ~KeyEncoder();
    KeyEncoder(KeyEncoder &&) noexcept;
    KeyEncoder &operator=(KeyEncoder &&) noexcept;

    // Checks the key against the fields the rows have. On failure `error` names the segment.
    bool compile(const RowKey &key, const QStringList &fields, QString *error);

    // Encodes every row, in input order, into `keys`. On failure `error` names the row (1-based)
    // and what went wrong, and `keys` holds the rows before it.
    bool encode(const SampleRows &rows, KeySet *keys, QString *error);

    const Stats &stats() const { return m_stats; }
    // Fields the key reads, in first-use order.
    const QStringList &fields() const { return m_fields; }

private:
    struct Compiled;
    static constexpr qsizetype kRowsWorthAThread = 50000;
    static bool encodeRange(Compiled &run, qsizetype from, qsizetype to, KeySet *keys,
                            QString *error);
    std::unique_ptr<Compiled> d;
    QStringList m_fields;
    Stats m_stats;
};
