#pragma once

#include "model/hbase/keyset.h"
#include "model/sample/samplerows.h"
#include "model/schema/table.h"

#include <optional>

// What generated sample rows can and cannot show about the real table
// (docs/designer.md#what-a-sample-can-show), so that a rule blames the design and never the
// generator: the order in which a generator lists unordered ids is not the order they write in,
// and a random id that repeats within a millisecond need not repeat in the real table.
namespace SampleCaveats {

// Whether the order `g` lists its values in is the order they are written in: a timestamp's
// arrivals and a sequence's ever-growing values are; ids in turn, periodic, random or skewed ids,
// values by weight and random text are listed in an order of the generator's making.
bool followsWriteTime(const FieldGenerator &g);

// The sample's keys as the rules measure their direction over time: encoded again from the first
// rows (up to `limit`) with every key field whose generator does not follow write time shuffled,
// so that only the fields that do follow it (the time, a sequence) can make the keys grow. None
// when the sample's own keys serve as they are (a CSV's rows are real writes; no key field needs
// shuffling) or cannot be encoded.
// Fields in `keep` stay in their rows, so that rows grouped by them (the values of a leading
// segment) keep their groups.
std::optional<KeySet> keysForTrend(const Table &table, const SampleRows &rows,
                                   std::size_t limit = 20000, const QStringList &keep = {});

// Why rows that share a key in the sample are not a fault of the real table, measured against
// the rates and the volume. Either the key holds the time (to the millisecond) and its other
// fields take so many values that one of them writes less than once in a hundred milliseconds
// (the repeat does not happen), or the key holds no time and the table is expected to hold no
// more rows than the key has values (one row per user: a repeat updates that row in place).
// None when the repeat could be a lost write.
struct Repeat
{
    enum class Kind { None, WithinMillisecond, UpdateInPlace };
    Kind kind = Kind::None;
    bool sampleOnly() const { return kind != Kind::None; }
    QStringList fields;         // the key's fields besides the time, whose draws repeat
    double writesPerSecond = 0; // WithinMillisecond: the table's, from the timestamp generator
    double combinations = 0;    // values the key's other fields take together
    qint64 expectedRows = 0;    // UpdateInPlace: the table's rows at steady state
    double perIdPerSecond() const { return combinations > 0 ? writesPerSecond / combinations : 0; }
};
Repeat repeatInSampleOnly(const Table &table);

// How much write time a generated sample covers: its rows at the rate of its timestamp generator
// (seconds 0 when there is none, or the rows come from a CSV file), and for each periodic
// generator the period its ids report in (cardinality rows at that rate). 10,000 rows at 20,000
// writes a second cover half a second, a fifth of the 2.5 s in which 50,000 devices report once.
struct Span
{
    double seconds = 0;
    double writesPerSecond = 0;
    struct Period
    {
        QString field;
        double seconds = 0;
    };
    QList<Period> periods;
};
Span spanOf(const Table &table);

} // namespace SampleCaveats
