#pragma once

#include "model/analysis/tableanalysis.h"
#include "model/rules/finding.h"
#include "model/schema/project.h"
#include "model/schema/units.h"

#include <memory>
#include <optional>
#include <utility>

// One schema-design rule (docs/rules.md): a stable id, a default severity, a title, why it
// matters and where that is written down, and the check itself.
struct RuleContext
{
    const Project &project;
    const Table &table;
    const TableAnalysis &analysis; // measured on the sample; may be unavailable
    QString path;                  // "ns:table"
    // How the sample keys move with arrival time (share keeping one direction, growing or
    // not), measured once for the several rules that ask (RuleChecks::keyTimeOrder).
    mutable std::optional<std::pair<double, bool>> timeOrder;
    // The sample keys in write-time order with unordered ids shuffled (SampleCaveats::
    // keysForTrend), made once for the rules that ask; null when the preview's keys serve.
    mutable std::shared_ptr<const KeySet> trendKeys;
    mutable bool trendKeysMade = false;

    QString keyPath() const { return path + QStringLiteral("#rowkey"); }
    QString splitsPath() const { return path + QStringLiteral("#splits"); }
    QString familyPath(const ColumnFamily &f) const { return path + u'/' + f.name; }

    void report(QList<Finding> *out, const char *ruleId, Severity severity, const QString &where,
                const QString &message, const QString &fix = {}) const
    {
        out->append(Finding{QString::fromLatin1(ruleId),
                            severity,
                            where,
                            Units::tidyText(message),
                            Units::tidyText(fix),
                            {},
                            {}});
    }
    // The same with the edits that make the fix.
    void report(QList<Finding> *out, const char *ruleId, Severity severity, const QString &where,
                const QString &message, const QString &fix, const QList<FixEdit> &edits) const
    {
        out->append(Finding{QString::fromLatin1(ruleId),
                            severity,
                            where,
                            Units::tidyText(message),
                            Units::tidyText(fix),
                            edits,
                            {}});
    }
};

struct Rule
{
    const char *id;
    Severity severity;     // the most severe it reports
    const char *title;     // translated with context "Rules"
    const char *rationale; // translated with context "Rules"
    const char *reference;
    const char *bad;  // a design that breaks it, in row-key notation or attribute form
    const char *good; // the same design fixed
};

// A check reports findings for one or more rules of the catalog.
struct RuleCheck
{
    bool needsSample; // measures the sample rows
    void (*run)(const RuleContext &context, QList<Finding> *out);
};
