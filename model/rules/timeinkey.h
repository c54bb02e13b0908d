#pragma once

#include "model/rowkey/keyexpression.h"
#include "model/schema/table.h"

#include <optional>
#include <string_view>

// What the write time does in a row key, read from the key's notation and the sample's
// generators rather than from the sample rows (docs/designer.md#what-a-sample-can-show): how much
// time one value of a segment spans (a bucket such as `ts / 3600000`), whether it keeps time's
// order, and how fast the busiest series of the key's other fields writes.
namespace TimeInKey {

struct Resolution
{
    double units = 1;    // of the time field that one value of the expression spans
    bool ordered = true; // later times give values that sort on one side (rev() counts)
};

// The resolution of `e` over `timeField`: the field itself is 1; a quotient `ts / N`, or
// `ts / N * N`, or `ts - ts % N`, spans N; a constant added, a sign or rev() keep it; reverse()
// keeps the resolution but not the order. None when `e` reads another field, or digests, salts
// or takes a remainder of the time (a bucket that cycles, not a time).
std::optional<Resolution> resolution(const KeyExpression &e, const QString &timeField);

// The table's timestamp generator, or nullptr (a CSV sample, or none stated).
const FieldGenerator *timeGenerator(const Table &table);

// The table's writes a second: its stated growth, else its timestamp generator's rate; 0 when
// neither is known.
double writesPerSecond(const Table &table);

// The finest time a row key holds: the segment, its expression's resolution in milliseconds.
// None when no segment is the time or a bucket of it.
struct Held
{
    qsizetype segment = -1;
    double millis = 0;
};
std::optional<Held> finestTime(const Table &table);

// The leading value segment when it is the time or a bucket of it, in time's order: every new
// bucket sorts after (or, reversed, before) every earlier one.
// `skipValues` value segments in front are passed over first (a salt ahead of the time).
std::optional<Held> leadingTime(const Table &table, int skipValues = 0);

// The share of the table's writes that go to its busiest series (one value of each key field
// besides the time), from the generators' stated spread: the product of each field's top share
// (1/N for even ids; the first rank of a Zipf; the heaviest weight). None when a key field has no
// generator (a CSV sample).
std::optional<double> busiestSeriesShare(const Table &table);

// How many distinct row keys the table can hold over its retention: the values its key fields
// besides the time take together (from their generators), times the steps of the finest time
// the key holds (retention / step; 1 when it holds no time). None when a field's values never
// repeat or are the sample's making (a sequence, a UUID, random text, phone numbers under one
// prefix), a field has no generator, or the key holds a time but the table
// states no retention.
struct KeySpace
{
    QStringList fields;    // the key's fields besides the time
    double values = 0;     // they take together
    double stepMillis = 0; // of the finest time held; 0 when none
    double steps = 1;
    double keys() const { return values * steps; }
};
std::optional<KeySpace> keySpace(const Table &table);

// A date or hour written as text, and the milliseconds one value spans: yyyyMM (a month of 30
// days), yyyyMMdd or yyyy-MM-dd (a day), yyyyMMddHH or "yyyy-MM-dd HH" (an hour), yyyyMMddHHmm (a
// minute); digits with '-', '/', ' ', ':' or 'T' between them. Years 1970 to 2199, so that epoch
// seconds are not read as a date. None for anything else.
std::optional<double> textDateStep(std::string_view text);

// How many values `g` takes; infinity for values that never repeat (a sequence, a UUID), 0 for
// the timestamp itself.
double valuesOf(const FieldGenerator &g);

} // namespace TimeInKey
