#include "model/rules/timeinkey.h"

#include "model/rowkey/fielduse.h"

#include <QDate>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace TimeInKey {

namespace {

using Kind = KeyExpression::Kind;

bool constant(const KeyExpression &e)
{
    return e.kind == Kind::Integer;
}

// `ts - ts % N`: the start of the time's bucket of N.
std::optional<Resolution> bucketStart(const KeyExpression &e, const QString &timeField)
{
    const KeyExpression &rest = e.arguments[1];
    if (rest.kind != Kind::Modulo || rest.arguments.size() != 2 || !constant(rest.arguments[1]) ||
        rest.arguments[1].integer <= 0)
        return std::nullopt;
    const std::optional<Resolution> whole = resolution(e.arguments[0], timeField);
    if (!whole || !whole->ordered)
        return std::nullopt;
    return Resolution{whole->units * double(rest.arguments[1].integer), true};
}

// The Zipf generator's share of its first rank: 1 / (1 + 2^-s + ... + n^-s).
double zipfTopShare(qint64 n, double s)
{
    if (n <= 1)
        return 1;
    if (s == 0)
        return 1.0 / double(n);
    constexpr qint64 kSummed = 100000; // beyond it, the integral of x^-s is close enough
    double sum = 0;
    const qint64 summed = std::min(n, kSummed);
    for (qint64 k = 1; k <= summed; ++k)
        sum += std::pow(double(k), -s);
    if (n > summed) {
        const double a = double(summed) + 0.5;
        const double b = double(n) + 0.5;
        sum += s == 1 ? std::log(b / a) : (std::pow(b, 1 - s) - std::pow(a, 1 - s)) / (1 - s);
    }
    return 1.0 / sum;
}

// The share of `g`'s draws that go to its most frequent value.
double topShare(const FieldGenerator &g)
{
    if (g.kind == GeneratorKind::Zipf)
        return zipfTopShare(g.cardinality, g.exponent);
    if (g.kind == GeneratorKind::Enumeration) {
        double total = 0;
        double heaviest = 0;
        for (const WeightedValue &v : g.values) {
            total += std::max(0.0, v.weight);
            heaviest = std::max(heaviest, v.weight);
        }
        return total > 0 ? heaviest / total : 1;
    }
    const double values = valuesOf(g);
    return values > 0 ? 1.0 / values : 1;
}

// Whether the values `g` takes are the design's statement (a cardinality, a list, a range) rather
// than the sample's making: random text and phone numbers under one prefix are a sample's.
bool statesItsValues(const FieldGenerator &g)
{
    switch (g.kind) {
    case GeneratorKind::Zipf:
    case GeneratorKind::HostName:
    case GeneratorKind::RoundRobin:
    case GeneratorKind::Periodic:
    case GeneratorKind::Enumeration:
    case GeneratorKind::UniformInt:
        return true;
    default:
        return false;
    }
}

} // namespace

std::optional<Resolution> resolution(const KeyExpression &e, const QString &timeField)
{
    const auto one = [&](const KeyExpression &x) { return resolution(x, timeField); };
    switch (e.kind) {
    case Kind::Field:
        if (e.field == timeField)
            return Resolution{};
        return std::nullopt;
    case Kind::Negate:
        return e.arguments.size() == 1 ? one(e.arguments[0]) : std::nullopt;
    case Kind::Add:
    case Kind::Subtract:
        if (e.arguments.size() != 2)
            return std::nullopt;
        if (constant(e.arguments[0]))
            return one(e.arguments[1]);
        if (constant(e.arguments[1]))
            return one(e.arguments[0]);
        return e.kind == Kind::Subtract ? bucketStart(e, timeField) : std::nullopt;
    case Kind::Multiply:
        if (e.arguments.size() == 2 && constant(e.arguments[1]) && e.arguments[1].integer != 0)
            return one(e.arguments[0]);
        if (e.arguments.size() == 2 && constant(e.arguments[0]) && e.arguments[0].integer != 0)
            return one(e.arguments[1]);
        return std::nullopt;
    case Kind::Divide:
        if (e.arguments.size() == 2 && constant(e.arguments[1]) && e.arguments[1].integer > 0) {
            std::optional<Resolution> r = one(e.arguments[0]);
            if (r)
                r->units *= double(e.arguments[1].integer);
            return r;
        }
        return std::nullopt;
    case Kind::Call:
        if (e.arguments.size() != 1)
            return std::nullopt;
        if (e.function == KeyExpression::Function::Rev)
            return one(e.arguments[0]);
        if (e.function == KeyExpression::Function::Reverse) {
            std::optional<Resolution> r = one(e.arguments[0]);
            if (r)
                r->ordered = false; // reversed digits scatter consecutive times
            return r;
        }
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

double valuesOf(const FieldGenerator &g)
{
    constexpr double kMany = std::numeric_limits<double>::infinity();
    switch (g.kind) {
    case GeneratorKind::Sequence:
    case GeneratorKind::Uuid:
        return kMany;
    case GeneratorKind::Timestamp:
        return 0; // the time itself: not an id
    case GeneratorKind::UniformInt:
        return double(g.max) - double(g.min) + 1;
    case GeneratorKind::Enumeration:
        return double(g.values.size());
    case GeneratorKind::Zipf:
    case GeneratorKind::HostName:
    case GeneratorKind::RoundRobin:
    case GeneratorKind::Periodic:
        return double(g.cardinality);
    case GeneratorKind::RandomString:
        return std::pow(double(std::max<qsizetype>(g.alphabet.size(), 1)), double(g.minLength));
    case GeneratorKind::Phone: {
        int digits = 11;
        for (const QChar c : g.prefix)
            digits -= c.isDigit() ? 1 : 0;
        return std::pow(10.0, double(std::max(digits, 0)));
    }
    }
    return 1;
}

const FieldGenerator *timeGenerator(const Table &table)
{
    if (!table.sample.csvFile.isEmpty())
        return nullptr;
    for (const FieldGenerator &g : table.sample.generators) {
        if (g.kind == GeneratorKind::Timestamp)
            return &g;
    }
    return nullptr;
}

namespace {

// The time a value segment holds, in milliseconds, when it is the time or a bucket of it.
std::optional<Held> timeOf(const Table &table, qsizetype i, bool needOrder)
{
    const FieldGenerator *time = timeGenerator(table);
    const KeySegment &s = table.rowKey.segments[i];
    if (!time || s.kind != KeySegment::Kind::Value)
        return std::nullopt;
    const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(s.expression);
    if (!parsed.ok())
        return std::nullopt;
    const std::optional<Resolution> r = resolution(parsed.expression, time->field);
    if (!r || (needOrder && !r->ordered))
        return std::nullopt;
    return Held{i, r->units}; // a timestamp generator writes epoch milliseconds
}

} // namespace

double writesPerSecond(const Table &table)
{
    if (table.volume.rowsPerDay > 0)
        return double(table.volume.rowsPerDay) / 86400.0;
    const FieldGenerator *time = timeGenerator(table);
    return time ? time->ratePerSecond : 0.0;
}

std::optional<Held> finestTime(const Table &table)
{
    std::optional<Held> finest;
    for (qsizetype i = 0; i < table.rowKey.segments.size(); ++i) {
        const std::optional<Held> held = timeOf(table, i, false);
        if (held && (!finest || held->millis < finest->millis))
            finest = held;
    }
    return finest;
}

std::optional<Held> leadingTime(const Table &table, int skipValues)
{
    const QList<KeySegment> &segments = table.rowKey.segments;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        if (segments[i].kind == KeySegment::Kind::Value && skipValues-- == 0)
            return timeOf(table, i, true);
    }
    return std::nullopt;
}

std::optional<double> busiestSeriesShare(const Table &table)
{
    if (!table.sample.csvFile.isEmpty())
        return std::nullopt;
    double share = 1;
    QStringList seen;
    for (const auto &[field, format] : FieldUse::keyFields(table)) {
        if (seen.contains(field))
            continue;
        seen.append(field);
        const FieldGenerator *g = table.sample.generatorOf(field);
        if (!g)
            return std::nullopt;
        if (g->kind != GeneratorKind::Timestamp)
            share *= topShare(*g);
    }
    return share;
}

std::optional<KeySpace> keySpace(const Table &table)
{
    if (!table.sample.csvFile.isEmpty())
        return std::nullopt;
    const FieldGenerator *time = timeGenerator(table);
    KeySpace space;
    space.values = 1;
    for (const auto &[field, format] : FieldUse::keyFields(table)) {
        if ((time && field == time->field) || space.fields.contains(field))
            continue;
        const FieldGenerator *g = table.sample.generatorOf(field);
        if (!g || !statesItsValues(*g))
            return std::nullopt;
        space.fields.append(field);
        space.values *= std::max(1.0, valuesOf(*g));
    }
    if (const std::optional<Held> held = finestTime(table)) {
        if (table.volume.retentionDays <= 0)
            return std::nullopt;
        space.stepMillis = held->millis;
        space.steps = std::ceil(double(table.volume.retentionDays) * 86400000.0 / held->millis);
    }
    return space;
}

std::optional<double> textDateStep(std::string_view text)
{
    constexpr double kMinute = 60.0 * 1000.0;
    std::string digits;
    for (const char ch : text) {
        if (ch >= '0' && ch <= '9')
            digits.push_back(ch);
        else if (std::string_view("-/ :T").find(ch) == std::string_view::npos)
            return std::nullopt;
    }
    if (digits.size() < 6 || digits.size() > 12 || digits.size() % 2 != 0)
        return std::nullopt;
    const auto number = [&digits](std::size_t at) { return std::stoi(digits.substr(at, 2)); };
    const int year = std::stoi(digits.substr(0, 4));
    const int day = digits.size() >= 8 ? number(6) : 1;
    if (year < 1970 || year > 2199 || !QDate(year, number(4), day).isValid())
        return std::nullopt;
    if ((digits.size() >= 10 && number(8) > 23) || (digits.size() == 12 && number(10) > 59))
        return std::nullopt;
    switch (digits.size()) {
    case 6:
        return 30 * 24 * 60 * kMinute;
    case 8:
        return 24 * 60 * kMinute;
    case 10:
        return 60 * kMinute;
    default:
        return kMinute;
    }
}

} // namespace TimeInKey
