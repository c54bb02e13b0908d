#pragma once

#include "model/rules/rule.h"

#include <QList>

#include <optional>

// The schema-design rules (docs/rules.md), in the order they are reported.
namespace RuleCatalog {

const QList<Rule> &rules();
const QList<RuleCheck> &checks();
const Rule *find(QStringView id);

} // namespace RuleCatalog

// The checks, one function per rule or family of rules.
namespace RuleChecks {
void familyCount(const RuleContext &c, QList<Finding> *out);
void longFamilyName(const RuleContext &c, QList<Finding> *out);
void versions(const RuleContext &c, QList<Finding> *out);
void values(const RuleContext &c, QList<Finding> *out);
void defaultNamespace(const RuleContext &c, QList<Finding> *out);
void monotonicKey(const RuleContext &c, QList<Finding> *out);
void collisions(const RuleContext &c, QList<Finding> *out);
void keyLength(const RuleContext &c, QList<Finding> *out);
void emptyRegions(const RuleContext &c, QList<Finding> *out);
void hotWindow(const RuleContext &c, QList<Finding> *out);
void fullScans(const RuleContext &c, QList<Finding> *out);
void lowCardinalityPrefix(const RuleContext &c, QList<Finding> *out);
void segmentBoundaries(const RuleContext &c, QList<Finding> *out);
void numberEncodings(const RuleContext &c, QList<Finding> *out);
void familyBalance(const RuleContext &c, QList<Finding> *out);
void longQualifiers(const RuleContext &c, QList<Finding> *out);
void compression(const RuleContext &c, QList<Finding> *out);
void splitsForWrites(const RuleContext &c, QList<Finding> *out);
void regionCount(const RuleContext &c, QList<Finding> *out);
void saltBuckets(const RuleContext &c, QList<Finding> *out);
void rangeReads(const RuleContext &c, QList<Finding> *out);
void wideRows(const RuleContext &c, QList<Finding> *out);
void retention(const RuleContext &c, QList<Finding> *out);
void tuning(const RuleContext &c, QList<Finding> *out);
void encoding(const RuleContext &c, QList<Finding> *out);

// How the keys of `rows` (row numbers in arrival order) move over time: the share of writes
// whose key sorts at or after, and at or before, the write 5% of the rows earlier.
struct Trend
{
    double rising = 0;
    double falling = 0;
};
Trend trendOf(const KeySet &keys, const RowIndices &rows);
// Whether the table's sample keys move with arrival time (HBD-KEY-003): then every write goes to
// one end whatever the split keys, and advice about splits waits until the key is fixed.
bool keyMovesWithTime(const RuleContext &c);
// The sample column of a wide family's qualifier field, or nullptr when the table has fixed
// qualifiers: in a wide table rows that share a key are cells of one row.
const KeySet *qualifierColumn(const RuleContext &c);
// A key led by a coarse time (docs/rules.md#hbd-key-003): a bucket of the time in the key
// (fromKey), or a date or hour as text in a CSV's leading field; `segment` in notation.
struct TimeStep
{
    QString segment;
    double millis = 0; // one step
    bool fromKey = false;
};
std::optional<TimeStep> leadingTimeStep(const RuleContext &c);
void reportTimeStep(const RuleContext &c, const TimeStep &step, QList<Finding> *out);
// A finding's message from parts, punctuated as the catalogue's language does ("; " and " ( )"
// in English, "；" and "（）" in Chinese).
QString joinClauses(const QString &first, const QString &second);
QString withFigure(const QString &message, const QString &figure);
// Salt buckets to suggest for a cluster: twice the region servers, a power of two, 4 to 256.
int suggestedSaltBuckets(int regionServers);
} // namespace RuleChecks
