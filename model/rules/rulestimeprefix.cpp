// HBD-KEY-003 for a key led by a coarse time (docs/rules.md): a bucket of the time such as
// `ts / 3600000`, or a date or hour as text read from a CSV (yyyyMMdd, yyyyMMddHH). Every new
// step sorts after all earlier keys, so each step's writes start on the one region that holds
// the highest keys and spread only as it splits; the sample, often shorter than one step, cannot
// show it, but the key does (docs/designer.md#what-a-sample-can-show).
#include "model/analysis/storageestimate.h"
#include "model/rules/rulecatalog.h"
#include "model/rules/rulethresholds.h"
#include "model/rules/samplecaveats.h"
#include "model/rules/timeinkey.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <string_view>
#include <unordered_set>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

// Values of a CSV column that must read as dates for it to count as one.
constexpr double kDateShare = 0.95;

// A CSV whose leading key field reads as dates that follow the file's order (its rows are real
// writes, in the order written).
std::optional<TimeStep> csvDateStep(const RuleContext &c)
{
    const QList<KeySegment> &segments = c.table.rowKey.segments;
    const auto lead = std::find_if(segments.cbegin(), segments.cend(), [](const KeySegment &s) {
        return s.kind == KeySegment::Kind::Value;
    });
    if (c.table.sample.csvFile.isEmpty() || lead == segments.cend() || !c.analysis.available)
        return std::nullopt;
    const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(lead->expression);
    if (!parsed.ok() || parsed.expression.kind != KeyExpression::Kind::Field)
        return std::nullopt;
    const SampleRows &rows = c.analysis.rows();
    const int column = rows.fieldIndex(parsed.expression.field);
    const std::size_t n = std::size_t(std::max<qsizetype>(0, rows.rowCount()));
    if (column < 0 || n < std::size_t(RuleThresholds::kMinRowsToMeasure))
        return std::nullopt;
    std::size_t dates = 0;
    double step = 0;
    std::unordered_set<std::string_view> distinct;
    for (std::size_t r = 0; r < n; ++r) {
        const std::string_view v = rows.value(std::size_t(column), r);
        if (const std::optional<double> s = TimeInKey::textDateStep(v)) {
            ++dates;
            step = std::max(step, *s);
            distinct.insert(v);
        }
    }
    if (double(dates) < kDateShare * double(n) || distinct.size() < 2)
        return std::nullopt;
    // Dates of one format sort as text in time order; they must follow the writes.
    const std::size_t lag = std::max<std::size_t>(1, n / 20);
    std::size_t rising = 0;
    for (std::size_t r = lag; r < n; ++r)
        rising += rows.value(std::size_t(column), r - lag) <= rows.value(std::size_t(column), r);
    if (double(rising) / double(n - lag) < RuleThresholds::kMonotonicShare)
        return std::nullopt;
    return TimeStep{lead->toNotation(), step, false};
}

} // namespace

QString joinClauses(const QString &first, const QString &second)
{
    return QCoreApplication::translate("RuleChecks", "%1; %2", "two clauses of a finding's message")
        .arg(first, second);
}

QString withFigure(const QString &message, const QString &figure)
{
    return QCoreApplication::translate("RuleChecks", "%1 (%2)",
                                       "a finding's message and its figure")
        .arg(message, figure);
}

std::optional<TimeStep> leadingTimeStep(const RuleContext &c)
{
    if (const std::optional<TimeInKey::Held> held = TimeInKey::leadingTime(c.table);
        held && held->millis > 1)
        return TimeStep{c.table.rowKey.segments[held->segment].toNotation(), held->millis, true};
    return csvDateStep(c);
}

void reportTimeStep(const RuleContext &c, const TimeStep &step, QList<Finding> *out)
{
    const QString duration = Units::formatDuration(step.millis / 1000.0);
    const double rate = TimeInKey::writesPerSecond(c.table);
    // With no sample keys (a sample that could not be built), a short key's worth of bytes.
    const double keyBytes = c.analysis.averageKeyBytes() > 0 ? c.analysis.averageKeyBytes() : 16.0;
    const qint64 target = std::max<qint64>(1, c.project.cluster.targetRegionBytes);
    const StorageEstimate::Result storage =
        StorageEstimate::estimate(c.table, keyBytes, c.project.cluster);
    const double stepBytes = rate * step.millis / 1000.0 * storage.bytesPerRow;
    const double regions = stepBytes / double(target);
    const int servers = std::max(1, c.project.cluster.regionServers);
    // A step that fills at least a region a server spreads over the cluster before it ends; one
    // that fills less keeps its writes on fewer servers than the cluster has, or on one.
    const Severity severity =
        rate > 0 && regions >= double(servers) ? Severity::Warning : Severity::Error;
    QString message =
        tr("the row key of %1 starts with %2, which follows the write time in steps of %3: each "
           "new step's keys sort after every earlier key, so its writes start on the one region "
           "that holds the highest keys and spread only as that region splits, while earlier "
           "steps' regions take no more writes")
            .arg(c.table.qualifiedName(), step.segment, duration);
    if (rate > 0) {
        const QString size = Units::formatSize(stepBytes);
        message = withFigure(
            message, (regions >= 1 ? tr("a step's writes are about %1 before compression, %2 "
                                        "regions at the target region size, for %3 region "
                                        "servers")
                                         .arg(size, Units::formatAmount(regions, 1))
                                   : tr("a step's writes are about %1 before compression, %2% "
                                        "of one region at the target region size: within a step "
                                        "that region does not split, and one of the %3 region "
                                        "servers takes every write")
                                         .arg(size)
                                         .arg(100.0 * regions, 0, 'f', 0))
                         .arg(servers));
    }
    const SampleCaveats::Span span = SampleCaveats::spanOf(c.table);
    if (step.fromKey && span.seconds > 0 && span.seconds * 1000.0 < step.millis)
        message = joinClauses(message, tr("the sample spans %1, less than one step, so its rows "
                                          "cannot show this: it follows from the key")
                                           .arg(Units::formatDuration(span.seconds)));
    c.report(out, "HBD-KEY-003", severity, c.keyPath(), message,
             tr("lead with a field of many values (or a hash of one) and put the time after it, "
                "or prefix the key with [salt(%1)]")
                 .arg(suggestedSaltBuckets(c.project.cluster.regionServers)));
}

} // namespace RuleChecks
