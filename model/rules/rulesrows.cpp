// HBD-ROW-001, rows of bounded size (docs/rules.md): how big the busiest row of a wide table
// grows, bounded by the time its key holds (docs/designer.md#what-a-sample-can-show).
#include "model/analysis/storageestimate.h"
#include "model/hbase/bytes.h"
#include "model/rules/rulecatalog.h"
#include "model/rules/rulescluster.h"
#include "model/rules/rulethresholds.h"
#include "model/rules/timeinkey.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

// The busiest row key's share of the sample's cells.
double busiestKeyShare(const RuleContext &c)
{
    const KeySet &keys = c.analysis.preview.keys;
    const RowIndices &order = c.analysis.preview.order;
    qint64 largest = 0;
    qint64 run = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        run =
            i > 0 && Bytes::compare(keys.key(order[i - 1]), keys.key(order[i])) == 0 ? run + 1 : 1;
        largest = std::max(largest, run);
    }
    return double(largest) / double(std::max<std::size_t>(1, keys.size()));
}

// How many cells a row can tell apart in `millis` of time: the qualifier's values (the time
// itself to the millisecond, or the values its generator takes); infinity when nothing says.
double qualifierValues(const Table &table, double millis)
{
    const FieldGenerator *time = TimeInKey::timeGenerator(table);
    double most = std::numeric_limits<double>::infinity();
    for (const ColumnFamily &f : table.families) {
        if (f.qualifierField.isEmpty())
            continue;
        if (time && f.qualifierField == time->field)
            return std::max(1.0, millis);
        const FieldGenerator *g = table.sample.generatorOf(f.qualifierField);
        if (g && TimeInKey::valuesOf(*g) > 0)
            most = std::min(most, TimeInKey::valuesOf(*g));
    }
    return most;
}

// A row whose key holds the time (or a bucket of it) stops growing when its time ends: its
// cells are the busiest series' writes in that time, at most as many as the qualifier tells
// apart. The series' rate comes from the table's growth (or the timestamp generator) and the
// generators' spread, not from a sample that covers a second of an hour.
struct Bound
{
    double cells = 0;
    double millis = 0;    // the time one row spans
    double perSecond = 0; // the busiest series' cells a second; 0 when unknown
    QString segment;      // the key segment that holds the time
};

std::optional<Bound> boundByTime(const RuleContext &c)
{
    const std::optional<TimeInKey::Held> held = TimeInKey::finestTime(c.table);
    if (!held)
        return std::nullopt;
    Bound b;
    b.millis = held->millis;
    b.segment = c.table.rowKey.segments[held->segment].toNotation();
    const double rate = TimeInKey::writesPerSecond(c.table);
    const double share = TimeInKey::busiestSeriesShare(c.table).value_or(busiestKeyShare(c));
    b.perSecond = rate * share;
    b.cells = qualifierValues(c.table, b.millis);
    if (b.perSecond > 0)
        b.cells = std::min(b.cells, b.perSecond * b.millis / 1000.0);
    b.cells = std::min(b.cells, share * double(c.table.volume.rows));
    return b;
}

} // namespace

// A row never splits across regions: in a wide table the busiest row's cells say how big one
// region must grow to hold it.
void wideRows(const RuleContext &c, QList<Finding> *out)
{
    if (!qualifierColumn(c) || c.table.volume.rows <= 0)
        return;
    const std::optional<Bound> bound = boundByTime(c);
    const double share = busiestKeyShare(c);
    const double cells = bound ? bound->cells : share * double(c.table.volume.rows);
    const StorageEstimate::Result storage = ClusterRules::storageOf(c);
    const double cellBytes =
        storage.cellsPerRow > 0 ? storage.bytesPerRow / storage.cellsPerRow : 64.0;
    const double bytes = cells * cellBytes;
    if (bytes < RuleThresholds::kLargeRowBytes)
        return;
    const bool tooBig = bytes > RuleThresholds::kMaxRowBytes;
    const QString size = Units::formatSize(bytes);
    if (bound) {
        c.report(out, "HBD-ROW-001", tooBig ? Severity::Error : Severity::Warning, c.keyPath(),
                 (tooBig ? tr("a row of %1 holds one series for %2 (told apart by the key's %3), "
                              "and its busiest "
                              "series writes %4 cells a second: the row ends with about %5 cells "
                              "(%6), over hbase.table.max.rowsize (1 GiB): reading it fails "
                              "with RowTooBigException")
                         : tr("a row of %1 holds one series for %2 (told apart by the key's %3), "
                              "and its busiest "
                              "series writes %4 cells a second: the row ends with about %5 cells "
                              "(%6), and a row never splits across regions"))
                     .arg(c.table.qualifiedName(), Units::formatDuration(bound->millis / 1000.0),
                          bound->segment, Units::formatAmount(bound->perSecond, 1),
                          Units::formatCountInText(bound->cells), size),
                 tr("hold a shorter time in the key, or make the table tall: add the qualifier "
                    "field to the row key"));
        return;
    }
    c.report(out, "HBD-ROW-001", tooBig ? Severity::Error : Severity::Warning, c.keyPath(),
             (tooBig ? tr("the busiest row key has %1% of the sample's cells; at %2 cells in the "
                          "table its row holds about %3 cells (%4), over hbase.table.max.rowsize "
                          "(1 GiB): reading it fails with RowTooBigException")
                     : tr("the busiest row key has %1% of the sample's cells; at %2 cells in the "
                          "table its row holds about %3 cells (%4), and a row never splits "
                          "across regions"))
                 .arg(100.0 * share, 0, 'f', 1)
                 .arg(Units::formatCountInText(c.table.volume.rows))
                 .arg(Units::formatCountInText(cells))
                 .arg(size),
             tr("make the table tall: add the qualifier field to the row key"));
}

} // namespace RuleChecks
