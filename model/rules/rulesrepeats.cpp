// HBD-KEY-004, unique row keys (docs/rules.md): rows of the sample that share a key, told apart
// from repeats the real table never makes or that only update a row in place
// (docs/designer.md#what-a-sample-can-show).
#include "model/rules/rulecatalog.h"
#include "model/rules/samplecaveats.h"
#include "model/rules/timeinkey.h"
#include "model/schema/localizedtext.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <string>
#include <unordered_set>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

// Keys that must repeat whatever the sample shows: the table is expected to hold more rows than
// its key can tell apart over the retention (a device's readings under an hour bucket, a user's
// events under the user alone). The sample, often shorter than one step, seldom shows it.
bool tooFewKeys(const RuleContext &c, qint64 sampleRepeats, QList<Finding> *out)
{
    // Beyond this many rows a key, the repeats are certain rather than a matter of estimates.
    constexpr double kRowsOverKeys = 2.0;
    const std::optional<TimeInKey::KeySpace> space = TimeInKey::keySpace(c.table);
    const double rows = double(c.table.volume.rows);
    if (!space || rows <= kRowsOverKeys * space->keys())
        return false;
    const QString fields = joinList(space->fields);
    QString message =
        space->stepMillis > 0
            ? tr("the row key of %1 tells writes apart only by %2 (%3 values) and by %4 of time: "
                 "over %5 days it holds at most %6 distinct keys, but the table is expected to "
                 "hold %7 rows, so writes share keys and each replaces the one before")
                  .arg(c.table.qualifiedName(), fields, Units::formatCountInText(space->values),
                       Units::formatDuration(space->stepMillis / 1000.0))
                  .arg(c.table.volume.retentionDays)
                  .arg(Units::formatCountInText(space->keys()),
                       Units::formatCountInText(qint64(rows)))
            : tr("the row key of %1 holds no time and its fields %2 take %3 values together, but "
                 "the table is expected to hold %4 rows, so writes share keys and each replaces "
                 "the one before")
                  .arg(c.table.qualifiedName(), fields, Units::formatCountInText(space->values),
                       Units::formatCountInText(qint64(rows)));
    if (sampleRepeats == 0)
        message = joinClauses(
            message, tr("the sample's %1 rows hold no repeat, too few to show it: it follows "
                        "from the key and the volume estimate")
                         .arg(Units::formatCountInText(qint64(c.analysis.preview.keys.size()))));
    c.report(out, "HBD-KEY-004", Severity::Error, c.keyPath(), message,
             tr("add the field that makes a row unique (an id or the full timestamp) to the key"));
    return true;
}

} // namespace

void collisions(const RuleContext &c, QList<Finding> *out)
{
    const KeySet &keys = c.analysis.preview.keys;
    const RowIndices &order = c.analysis.preview.order;
    // In a wide table rows that share a key are cells of one row; only the same cell collides.
    const KeySet *qualifiers = qualifierColumn(c);
    qint64 duplicates = 0;
    if (qualifiers) {
        std::unordered_set<std::string> cells;
        for (std::size_t row = 0; row < keys.size(); ++row) {
            const QByteArrayView k = keys.key(row);
            std::string cell(k.data(), std::size_t(k.size()));
            cell.push_back('\0');
            const QByteArrayView qualifier = qualifiers->key(row);
            cell.append(qualifier.data(), std::size_t(qualifier.size()));
            duplicates += cells.insert(std::move(cell)).second ? 0 : 1;
        }
    } else {
        duplicates = qint64(c.analysis.preview.duplicateKeys); // counted as the keys were sorted
    }
    if (!qualifiers && tooFewKeys(c, duplicates, out))
        return;
    if (duplicates == 0)
        return;
    // A repeat that the real table never makes, or that only updates a row in place: a note on
    // the sample, not an error of the design.
    const SampleCaveats::Repeat repeat = SampleCaveats::repeatInSampleOnly(c.table);
    if (!qualifiers && repeat.sampleOnly()) {
        const QString count = Units::formatCountInText(duplicates);
        const QString rows = Units::formatCountInText(qint64(order.size()));
        const QString fields = joinList(repeat.fields);
        const bool millis = repeat.kind == SampleCaveats::Repeat::Kind::WithinMillisecond;
        const QString message =
            millis ? tr("%1 of %2 sample rows share a key only because the sample's generators "
                        "draw the same %3 again within a millisecond; at %4 writes a second over "
                        "%5 values of %3 one writes %6 times a second, so the real table's keys do "
                        "not repeat")
                         .arg(count, rows, fields, Units::formatCountInText(repeat.writesPerSecond),
                              Units::formatCountInText(repeat.combinations))
                         .arg(repeat.perIdPerSecond(), 0, 'g', 2)
                   : tr("%1 of %2 sample rows share a key because the sample draws the same %3 "
                        "again; with %4 values of %3 for %5 expected rows the table holds a row "
                        "per value, and a repeated key updates that row in place")
                         .arg(count, rows, fields, Units::formatCountInText(repeat.combinations),
                              Units::formatCountInText(repeat.expectedRows));
        c.report(out, "HBD-KEY-004", Severity::Info, c.keyPath(), message,
                 millis ? tr("nothing to change in the design; ids that report periodically make "
                             "the sample behave like the real writes")
                        : tr("nothing to change if rows are updated in place; if every write is "
                             "a new row, add its time or its own id to the key"));
        return;
    }
    c.report(out, "HBD-KEY-004", Severity::Error, c.keyPath(),
             (qualifiers ? tr("%1 of %2 sample rows write the cell (row key and qualifier) of "
                              "another row; the later write replaces the earlier one")
                         : tr("%1 of %2 sample rows have the key of another row; the later write "
                              "replaces the earlier one"))
                 .arg(Units::formatCountInText(duplicates))
                 .arg(Units::formatCountInText(qint64(order.size()))),
             tr("add the field that makes a row unique (an id or the full timestamp) to the key"));
}

} // namespace RuleChecks
