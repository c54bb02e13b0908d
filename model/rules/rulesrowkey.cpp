// Row-key rules that look at each segment's values in the sample (docs/rules.md).
#include "model/analysis/accessanalysis.h"
#include "model/hbase/bytes.h"
#include "model/rowkey/keyexpression.h"
#include "model/rules/rulecatalog.h"
#include "model/rules/rulethresholds.h"
#include "model/rules/samplecaveats.h"
#include "model/schema/localizedtext.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

// The segment's values in the sample, or nullptr when they could not all be built.
std::optional<KeyColumn> valuesOf(const RuleContext &c, KeyColumn column)
{
    if (column.size() != std::size_t(c.analysis.rows().rowCount()) || column.isEmpty())
        return std::nullopt;
    return column;
}

bool textFormat(const KeySegment &s)
{
    return s.format == SegmentFormat::Auto || s.format == SegmentFormat::Str;
}

// Whether `v` is a decimal integer (a '-', then one digit or more), and its value in one pass,
// 0 past a long as QByteArray::toLongLong gives.
bool decimalValue(QByteArrayView v, qint64 *value)
{
    const bool negative = !v.isEmpty() && v[0] == '-';
    qsizetype i = negative ? 1 : 0;
    if (i >= v.size())
        return false;
    quint64 magnitude = 0;
    bool overflow = false;
    for (; i < v.size(); ++i) {
        const auto digit = quint64(static_cast<unsigned char>(v[i])) - '0';
        if (digit > 9)
            return false;
        // Past 2^63 / 10 the value cannot be a long; the digits are still checked.
        overflow = overflow || magnitude > (quint64(1) << 63) / 10;
        magnitude = magnitude * 10 + digit;
    }
    const quint64 limit = negative ? quint64(1) << 63 : (quint64(1) << 63) - 1;
    *value = overflow || magnitude > limit ? 0
             : negative                    ? qint64(0 - magnitude)
                                           : qint64(magnitude);
    return true;
}

struct Lengths
{
    qsizetype shortest = 0;
    qsizetype longest = 0;
    double average = 0;
};

Lengths lengthsOf(const KeyColumn &values)
{
    Lengths l{values.key(0).size(), values.key(0).size(), 0};
    for (std::size_t i = 0; i < values.size(); ++i) {
        const qsizetype n = values.key(i).size();
        l.shortest = std::min(l.shortest, n);
        l.longest = std::max(l.longest, n);
        l.average += double(n);
    }
    l.average /= double(values.size());
    return l;
}

// A segment's values read as decimal integers, all in one pass over them.
struct Numbers
{
    Lengths lengths;
    qint64 largest = 0;  // the largest magnitude; a value past a long counts as 0
    qint64 negative = 0; // values below zero
};

// None when some value is not a decimal integer.
std::optional<Numbers> numbersOf(const KeyColumn &text)
{
    Numbers n;
    n.lengths = {text.key(0).size(), text.key(0).size(), 0};
    for (std::size_t r = 0; r < text.size(); ++r) {
        const QByteArrayView digits = text.key(r);
        qint64 value = 0;
        if (!decimalValue(digits, &value))
            return std::nullopt;
        n.lengths.shortest = std::min(n.lengths.shortest, digits.size());
        n.lengths.longest = std::max(n.lengths.longest, digits.size());
        n.lengths.average += double(digits.size());
        n.largest = std::max(n.largest, qAbs(value));
        n.negative += digits.startsWith('-') ? 1 : 0;
    }
    n.lengths.average /= double(text.size());
    return n;
}

QString segmentText(const KeySegment &s)
{
    return s.toNotation();
}

} // namespace

// A few leading values matter when the key grows behind each of them: every value then has one
// hot region at its tail, so the writes go to that many regions however the table is split. With
// a well-spread rest of the key, regions split inside each value and the writes spread too.
void lowCardinalityPrefix(const RuleContext &c, QList<Finding> *out)
{
    constexpr std::size_t kTrendRows = 20000; // as many as HBD-KEY-003 measures
    const QList<KeySegment> &segments = c.table.rowKey.segments;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        if (segments[i].kind != KeySegment::Kind::Value)
            continue;
        const std::optional<KeyColumn> values =
            valuesOf(c, c.analysis.segmentBytes(std::size_t(i)));
        if (!values) // a salt leads, or the values could not be built
            return;
        if (KeyExpressionParser::parse(segments[i].expression).expression.bucketCount() > 0)
            return; // an `x % N` bucket: spreading writes over N is its purpose (HBD-SPLIT-005)
        if (values->size() < RuleThresholds::kMinRowsToMeasure)
            return;
        // Behind each value, the keys as they follow write time: the leading fields stay in their
        // rows, ids a generator lists in its own order behind them are shuffled
        // (docs/designer.md#what-a-sample-can-show).
        QStringList leading;
        KeyExpressionParser::parse(segments[i].expression).expression.collectFields(&leading);
        const std::optional<KeySet> inWriteTime =
            SampleCaveats::keysForTrend(c.table, c.analysis.rows(), kTrendRows, leading);
        const KeySet &keys = inWriteTime ? *inWriteTime : c.analysis.preview.keys;
        const double measured = double(keys.size()); // the first kTrendRows when shuffled
        std::unordered_map<std::string, RowIndices> groups;
        for (std::uint32_t r = 0;
             r < keys.size() && groups.size() <= std::size_t(RuleThresholds::kManyLeadingValues);
             ++r)
            groups[std::string(values->key(r).data(), std::size_t(values->key(r).size()))]
                .push_back(r);
        if (groups.size() > std::size_t(RuleThresholds::kManyLeadingValues))
            return;
        double weighted = 0;
        std::size_t busiest = 0;
        for (const auto &[value, rows] : groups) {
            const Trend t = trendOf(keys, rows);
            weighted += std::max(t.rising, t.falling) * double(rows.size());
            busiest = std::max(busiest, rows.size());
        }
        const double share = weighted / measured;
        if (share < RuleThresholds::kMonotonicShare)
            return;
        // Each value writes at the tail of its own range: as many hot regions as values. That is
        // harmless when they are more than the servers and none takes much beyond a server's
        // even share of the writes (OpenTSDB's hundreds of metrics); it is a hotspot when they
        // are fewer than the servers, or one value takes a large part of the writes.
        const int servers = std::max(1, c.project.cluster.regionServers);
        const double busiestShare = double(busiest) / measured;
        const double evenShare = 1.0 / double(servers);
        if (groups.size() >= std::size_t(servers) &&
            busiestShare < RuleThresholds::kSkewOverEvenShare * evenShare)
            return;
        // Nor at a rate one region takes easily: 100,000 sign-ups a day in four groups are no
        // hotspot, whatever the key does (the table's growth, when the design states it).
        const double perSecond = double(c.table.volume.rowsPerDay) / 86400.0;
        if (perSecond > 0 && busiestShare * perSecond < RuleThresholds::kWriteHeavyPerSecond)
            return;
        c.report(out, "HBD-KEY-005", Severity::Warning, c.keyPath(),
                 tr("the leading segment %1 takes only %2 distinct values in %3 sample rows, and "
                    "behind each value the key moves with time (%4% of writes): the writes go to "
                    "at most %2 regions at once on %5 region servers, and the busiest value "
                    "takes %6% of them where an even share of a server is %7%")
                     .arg(segmentText(segments[i]))
                     .arg(Units::formatCountInText(qint64(groups.size())))
                     .arg(Units::formatCountInText(qint64(measured)))
                     .arg(100.0 * share, 0, 'f', 0)
                     .arg(servers)
                     .arg(100.0 * busiestShare, 0, 'f', 0)
                     .arg(100.0 * evenShare, 0, 'f', 1),
                 tr("lead with a field of many values, or prefix it with [salt(%1)]")
                     .arg(suggestedSaltBuckets(c.project.cluster.regionServers)));
        return; // only the first value segment leads
    }
}

// Rows run together only where two or more parts of the key vary in length with nothing to
// mark where one ends: a single variable part among fixed-width ones is fixed by the key's length.
// What remains for a single one is the scan: the rows of a longer value sort among a shorter
// one's when the next segment's first byte can be a byte the values are made of.
void segmentBoundaries(const RuleContext &c, QList<Finding> *out)
{
    const QList<KeySegment> &segments = c.table.rowKey.segments;
    struct Variable
    {
        qsizetype segment;
        Lengths lengths;
        KeyColumn values;
    };
    std::vector<Variable> variable;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        if (segments[i].kind != KeySegment::Kind::Value || !textFormat(segments[i]))
            continue;
        if (std::optional<KeyColumn> values =
                valuesOf(c, c.analysis.segmentBytes(std::size_t(i)))) {
            const Lengths lengths = lengthsOf(*values);
            if (lengths.shortest != lengths.longest)
                variable.push_back({i, lengths, std::move(*values)});
        }
    }
    for (const Variable &v : variable) {
        const qsizetype i = v.segment;
        if (i + 1 >= segments.size() || segments[i + 1].kind != KeySegment::Kind::Value)
            continue;
        const KeySegment &s = segments[i];
        const KeySegment &next = segments[i + 1];
        if (variable.size() >= 2) {
            const Variable &other = variable.front().segment == i ? variable[1] : variable.front();
            c.report(out, "HBD-KEY-006", Severity::Warning, c.keyPath(),
                     tr("segment %1 is %2 to %3 bytes long and %4 follows it with no separator, "
                        "and %5 varies in length too, so different rows can run together into "
                        "one key")
                         .arg(segmentText(s))
                         .arg(v.lengths.shortest)
                         .arg(v.lengths.longest)
                         .arg(segmentText(next), segmentText(segments[other.segment])),
                     tr("put a separator such as '\\x00' after %1, or give it a fixed width")
                         .arg(segmentText(s)));
            continue;
        }
        const AccessAnalysis::Result *scan = nullptr;
        for (const AccessAnalysis::Result &r : c.analysis.access) {
            if (r.orderedBy == int(i + 1) && r.boundSegments > 0 && r.error.isEmpty())
                scan = &r;
        }
        const std::optional<KeyColumn> following =
            scan ? valuesOf(c, c.analysis.segmentBytes(std::size_t(i + 1))) : std::nullopt;
        if (!following)
            continue;
        bool inValues[256] = {};
        for (std::size_t r = 0; r < v.values.size(); ++r) {
            for (const char b : v.values.key(r))
                inValues[static_cast<unsigned char>(b)] = true;
        }
        qint64 overlapping = 0;
        for (std::size_t r = 0; r < following->size(); ++r) {
            const QByteArrayView first = following->key(r);
            overlapping += !first.isEmpty() && inValues[static_cast<unsigned char>(first[0])];
        }
        if (overlapping == 0)
            continue;
        c.report(
            out, "HBD-KEY-006", Severity::Warning, c.keyPath(),
            tr("segment %1 is %2 to %3 bytes long with no separator after it, and '%4' (%5) "
               "scans one value of it: %6 can start with a byte that %1 holds (%7 of the "
               "sample rows), so the rows of longer values that begin with the one scanned "
               "fall inside the scan's range")
                .arg(segmentText(s))
                .arg(v.lengths.shortest)
                .arg(v.lengths.longest)
                .arg(scan->pattern, AccessAnalysis::methodName(scan->method), segmentText(next))
                .arg(Units::formatCountInText(overlapping)),
            tr("put a separator such as '\\x00' after %1, or give it a fixed width")
                .arg(segmentText(s)));
    }
    // A literal separator that occurs inside the value before it.
    for (qsizetype i = 0; i + 1 < segments.size(); ++i) {
        const KeySegment &s = segments[i];
        const KeySegment &next = segments[i + 1];
        if (s.kind != KeySegment::Kind::Value || !textFormat(s) ||
            next.kind != KeySegment::Kind::Literal)
            continue;
        const std::optional<KeyColumn> values =
            valuesOf(c, c.analysis.segmentBytes(std::size_t(i)));
        if (!values)
            continue;
        qint64 inside = 0;
        for (std::size_t r = 0; r < values->size(); ++r)
            inside += values->key(r).indexOf(QByteArrayView(next.literal)) >= 0 ? 1 : 0;
        if (inside > 0)
            c.report(out, "HBD-KEY-008", Severity::Warning, c.keyPath(),
                     tr("the separator %1 occurs inside %2 in %3 sample rows, so the key cannot be "
                        "split back into its fields")
                         .arg(next.toNotation(), segmentText(s))
                         .arg(Units::formatCountInText(inside)),
                     tr("use a separator the values never contain, such as '\\x00'"));
    }
}

// The read that sees the order of segment `i`'s values: a scan whose rows come back ordered by
// it (a range over it, or the first segment after those the read knows). Empty when none does:
// a value inside the known prefix, or a key nothing scans, shows no order.
QString readSeeingOrder(const RuleContext &c, qsizetype i)
{
    for (const AccessAnalysis::Result &r : c.analysis.access) {
        if (r.orderedBy != int(i) || !r.error.isEmpty() ||
            r.method == AccessAnalysis::Method::Get || r.method == AccessAnalysis::Method::Write)
            continue;
        for (const AccessPattern &p : c.table.accessPatterns) {
            if (p.name == r.pattern) // as the reader's language names it
                return nameIn(p, catalogueLanguage());
        }
    }
    return {};
}

void numberEncodings(const RuleContext &c, QList<Finding> *out)
{
    const QList<KeySegment> &segments = c.table.rowKey.segments;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const KeySegment &s = segments[i];
        if (s.kind != KeySegment::Kind::Value)
            continue;
        const std::optional<KeyColumn> text = valuesOf(c, c.analysis.segmentText(std::size_t(i)));
        const std::optional<Numbers> numbers = text ? numbersOf(*text) : std::nullopt;
        if (!numbers)
            continue;
        const Lengths &lengths = numbers->lengths;
        if (textFormat(s)) {
            const QString read =
                lengths.shortest != lengths.longest ? readSeeingOrder(c, i) : QString();
            if (!read.isEmpty())
                c.report(out, "HBD-KEY-009", Severity::Warning, c.keyPath(),
                         tr("segment %1 writes numbers as decimal text of %2 to %3 digits, which "
                            "sort as text: 10 before 9, and '%4' returns its rows in that order")
                             .arg(segmentText(s))
                             .arg(lengths.shortest)
                             .arg(lengths.longest)
                             .arg(read),
                         tr("write it as dec(%1) or as a binary long").arg(lengths.longest));
            // Bytes a binary number needs for the largest value.
            int bytes = 1;
            while (bytes < 8 && (numbers->largest >> (8 * bytes)) != 0)
                ++bytes;
            if (lengths.average >= RuleThresholds::kTextNumberRatio * bytes)
                c.report(out, "HBD-KEY-011", Severity::Info, c.keyPath(),
                         tr("segment %1 spends %2 bytes on numbers that fit in %3 binary bytes")
                             .arg(segmentText(s))
                             .arg(lengths.average, 0, 'f', 1)
                             .arg(bytes),
                         tr("encode it as a binary number (int or long)"));
            continue;
        }
        const bool binary = s.format == SegmentFormat::Long || s.format == SegmentFormat::Int ||
                            s.format == SegmentFormat::Short || s.format == SegmentFormat::Byte;
        if (!binary || s.flip || s.descending)
            continue;
        if (numbers->negative > 0)
            c.report(out, "HBD-KEY-010", Severity::Warning, c.keyPath(),
                     tr("segment %1 is a signed binary number and %2 sample values are negative; "
                        "they sort after every positive value")
                         .arg(segmentText(s))
                         .arg(Units::formatCountInText(numbers->negative)),
                     tr("add :flip to %1").arg(segmentText(s)));
    }
}

} // namespace RuleChecks
