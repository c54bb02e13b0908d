#include "model/teaching/lessoncheck.h"

#include "model/analysis/clusterbudgettext.h"
#include "model/analysis/tableanalysis.h"
#include "model/rowkey/keyexpression.h"
#include "model/rules/linter.h"
#include "model/schema/units.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace LessonCheck {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("LessonCheck", text, disambiguation, n);
}

// The figure a numeric goal compares, and how it is shown.
struct Figure
{
    double value = 0;
    QString shown;
};

Figure bytes(double value, int decimals)
{
    return {value, tr("%1 bytes").arg(value, 0, 'f', decimals)};
}

const AccessAnalysis::Result *accessOf(const TableFigures &f, const QString &pattern)
{
    for (const AccessAnalysis::Result &a : f.access) {
        if (a.pattern == pattern)
            return &a;
    }
    return nullptr;
}

bool needsSample(GoalMeasure measure)
{
    return measure != GoalMeasure::Finding && measure != GoalMeasure::Errors &&
           measure != GoalMeasure::Warnings && measure != GoalMeasure::Families &&
           measure != GoalMeasure::FamilyAttribute;
}

// The family a FamilyAttribute goal names, or the one holding its qualifier.
const ColumnFamily *familyOf(const Goal &goal, const TableFigures &f)
{
    for (const ColumnFamily &family : f.families) {
        if (!goal.family.isEmpty()) {
            if (family.name == goal.family)
                return &family;
            continue;
        }
        if (family.qualifierField == goal.qualifier)
            return &family;
        for (const Qualifier &q : family.qualifiers) {
            if (q.name == goal.qualifier)
                return &family;
        }
    }
    return nullptr;
}

Figure attributeOf(FamilyAttributeName attribute, const ColumnFamily &family)
{
    switch (attribute) {
    case FamilyAttributeName::Versions:
        return {double(family.versions), QStringLiteral("VERSIONS %1").arg(family.versions)};
    case FamilyAttributeName::MinVersions:
        return {double(family.minVersions),
                QStringLiteral("MIN_VERSIONS %1").arg(family.minVersions)};
    case FamilyAttributeName::Ttl: {
        const double ttl = double(family.ttlSeconds);
        if (family.ttlSeconds == FamilyDefaults::kTtlForever)
            return {ttl, QStringLiteral("TTL FOREVER")};
        return {ttl, tr("TTL %1 days = %2 seconds")
                         .arg(QString::number(ttl / 86400, 'g', 6),
                              Units::formatCount(family.ttlSeconds))};
    }
    case FamilyAttributeName::BlockSize:
        return {double(family.blockSize), tr("BLOCKSIZE %1 bytes").arg(family.blockSize)};
    case FamilyAttributeName::IsMob:
        return {family.isMob ? 1.0 : 0.0, family.isMob ? tr("MOB") : tr("not MOB")};
    case FamilyAttributeName::MobThreshold:
        return {double(family.mobThreshold), tr("MOB_THRESHOLD %1 bytes").arg(family.mobThreshold)};
    }
    return {};
}

// How well a method serves a read: the lower the better.
int methodRank(AccessAnalysis::Method method)
{
    using M = AccessAnalysis::Method;
    constexpr M kOrder[] = {M::Get,          M::PrefixScan, M::RangeScan,
                            M::FilteredScan, M::FullScan,   M::Write};
    return int(std::find(std::begin(kOrder), std::end(kOrder), method) - std::begin(kOrder));
}

// Whether one scan of `pattern` returns its rows newest first: a prefix or range scan whose rows
// come back ordered by a segment holding the range field written in descending order (rev() or
// negated, or the desc modifier; both cancel).
Figure newestFirst(const Goal &goal, const TableFigures &f, const AccessAnalysis::Result &a)
{
    using M = AccessAnalysis::Method;
    const auto pattern =
        std::find_if(f.patterns.cbegin(), f.patterns.cend(),
                     [&goal](const AccessPattern &p) { return p.name == goal.pattern; });
    // A read that is no prefix or range scan names its method, as the access figures do.
    if (a.method != M::PrefixScan && a.method != M::RangeScan)
        return {0, AccessAnalysis::methodName(a.method)};
    if (a.orderedBy < 0 || a.orderedBy >= f.rowKey.segments.size() || pattern == f.patterns.cend())
        return {0, tr("not one scan in order")};
    const KeySegment &segment = f.rowKey.segments[a.orderedBy];
    const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(segment.expression);
    QStringList fields;
    if (parsed.ok())
        parsed.expression.collectFields(&fields);
    if (!fields.contains(pattern->rangeField))
        return {0, tr("ordered by %1, not by %2").arg(segment.toNotation(), pattern->rangeField)};
    using K = KeyExpression::Kind;
    const KeyExpression &e = parsed.expression;
    const bool reversed =
        e.kind == K::Negate || (e.kind == K::Call && e.function == KeyExpression::Function::Rev);
    const bool newest = reversed != segment.descending;
    return {newest ? 1.0 : 0.0, newest ? tr("newest first") : tr("oldest first")};
}

Figure figureOf(const Goal &goal, const TableFigures &f)
{
    const auto count = [](const char *text, double value) {
        return Figure{value, tr(text, nullptr, int(value))};
    };
    switch (goal.measure) {
    case GoalMeasure::HottestWindowShare:
        return {f.hottestWindowShare,
                tr("%1% to one region").arg(100.0 * f.hottestWindowShare, 0, 'f', 1)};
    case GoalMeasure::MaxOverMean:
        return {f.maxOverMean, tr("%1 times the average").arg(f.maxOverMean, 0, 'f', 2)};
    case GoalMeasure::CoefficientOfVariation:
        return {f.coefficientOfVariation,
                tr("coefficient of variation %1").arg(f.coefficientOfVariation, 0, 'f', 2)};
    case GoalMeasure::Regions:
        return count(QT_TRANSLATE_N_NOOP("LessonCheck", "%n region(s)"), f.regions);
    case GoalMeasure::EmptyRegions:
        return count(QT_TRANSLATE_N_NOOP("LessonCheck", "%n empty region(s)"), f.emptyRegions);
    case GoalMeasure::KeyBytesMax:
        return bytes(f.keyBytesMax, 0);
    case GoalMeasure::KeyBytesMean:
        return bytes(f.keyBytesMean, 1);
    case GoalMeasure::BytesPerRow:
        return bytes(f.bytesPerRow, 0);
    case GoalMeasure::RegionsAtTarget:
        return count(QT_TRANSLATE_N_NOOP("LessonCheck", "%n region(s) at the target size"),
                     double(f.regionsAtTarget));
    case GoalMeasure::AccessRegions: {
        const AccessAnalysis::Result *a = accessOf(f, goal.pattern);
        return a ? Figure{a->meanRegions, tr("%1 regions a request").arg(a->meanRegions, 0, 'f', 1)}
                 : Figure{};
    }
    case GoalMeasure::Finding: {
        const double findings = double(f.findingRules.count(goal.rule));
        return {findings, tr("%n finding(s) of %1", nullptr, int(findings)).arg(goal.rule)};
    }
    case GoalMeasure::Errors:
        return count(QT_TRANSLATE_N_NOOP("LessonCheck", "%n error(s)"), f.errors);
    case GoalMeasure::Warnings:
        return count(QT_TRANSLATE_N_NOOP("LessonCheck", "%n warning(s)"), f.warnings);
    case GoalMeasure::AccessScans: {
        const AccessAnalysis::Result *a = accessOf(f, goal.pattern);
        return a ? count(QT_TRANSLATE_N_NOOP("LessonCheck", "%n scan(s)"), a->scans) : Figure{};
    }
    case GoalMeasure::Families:
        return count(QT_TRANSLATE_N_NOOP("LessonCheck", "%n column family(s)"),
                     double(f.families.size()));
    case GoalMeasure::FamilyAttribute: {
        const ColumnFamily *family = familyOf(goal, f);
        return family ? attributeOf(goal.attribute, *family) : Figure{};
    }
    case GoalMeasure::KeyCollisions:
        return {double(f.duplicateKeys), tr("%1 of %2 sample rows share a key")
                                             .arg(Units::formatCount(f.duplicateKeys))
                                             .arg(Units::formatCount(f.rows))};
    case GoalMeasure::NewestFirst: {
        const AccessAnalysis::Result *a = accessOf(f, goal.pattern);
        return a ? newestFirst(goal, f, *a) : Figure{};
    }
    case GoalMeasure::AccessMethod:
    case GoalMeasure::Tables:
    case GoalMeasure::AccessMethodInNamespace:
    case GoalMeasure::Cluster:
        break;
    }
    return {};
}

bool withinBounds(const Goal &goal, double value)
{
    // A small tolerance: a share of exactly 25% passes "at most 0.25" whatever the rounding.
    constexpr double kSlack = 1e-9;
    return (!goal.atLeast || value >= *goal.atLeast - kSlack) &&
           (!goal.atMost || value <= *goal.atMost + kSlack);
}

} // namespace

bool Result::passed() const
{
    for (const GoalResult &g : goals) {
        if (!g.passed)
            return false;
    }
    return true;
}

GoalResult check(const Goal &goal, const TableFigures *figures)
{
    if (goal.onNamespace())
        return {false, tr("measured on a namespace")};
    if (goal.measure == GoalMeasure::Cluster)
        return {false, tr("measured on the cluster")};
    if (!figures)
        return {false, tr("no such table")};
    if (needsSample(goal.measure) && !figures->measured)
        return {false, figures->error.isEmpty() ? tr("not measured: no row key or sample data")
                                                : tr("not measured: %1").arg(figures->error)};
    const AccessAnalysis::Result *access =
        goal.onPattern() ? accessOf(*figures, goal.pattern) : nullptr;
    if (goal.onPattern() && !access)
        return {false, tr("no access pattern '%1'").arg(goal.pattern)};
    if (goal.measure == GoalMeasure::AccessMethod) {
        const QString key = QString::fromLatin1(AccessAnalysis::methodKey(access->method));
        return {goal.methods.contains(key), AccessAnalysis::methodName(access->method)};
    }
    if (goal.measure == GoalMeasure::FamilyAttribute && !familyOf(goal, *figures))
        return {false, goal.family.isEmpty() ? tr("no family holds '%1'").arg(goal.qualifier)
                                             : tr("no family '%1'").arg(goal.family)};
    const Figure figure = figureOf(goal, *figures);
    return {withinBounds(goal, figure.value), figure.shown};
}

GoalResult checkNamespace(const Goal &goal, const QList<TableFigures> &tables)
{
    if (goal.measure == GoalMeasure::Tables) {
        const double count = double(tables.size());
        return {withinBounds(goal, count), tr("%n table(s)", nullptr, int(tables.size()))};
    }
    // AccessMethodInNamespace: the best of the tables that have the pattern and could measure it.
    const AccessAnalysis::Result *best = nullptr;
    const TableFigures *bestTable = nullptr;
    for (const TableFigures &f : tables) {
        const AccessAnalysis::Result *a = f.measured ? accessOf(f, goal.pattern) : nullptr;
        if (a && (!best || methodRank(a->method) < methodRank(best->method))) {
            best = a;
            bestTable = &f;
        }
    }
    if (!best)
        return {false, tr("no table with access pattern '%1'").arg(goal.pattern)};
    const QString key = QString::fromLatin1(AccessAnalysis::methodKey(best->method));
    return {goal.methods.contains(key),
            tr("%1 on %2").arg(AccessAnalysis::methodName(best->method), bestTable->table)};
}

GoalResult checkCluster(const Goal &goal, const ClusterBudget::Result &budget)
{
    const ClusterBudget::Figure &f = budget.figure(goal.clusterFigure);
    if (f.limit <= 0)
        return {false, tr("no limit to measure against")};
    return {withinBounds(goal, f.used()), tr("%1 a region server, %2% of %3")
                                              .arg(ClusterBudget::amount(f.measure, f.perServer))
                                              .arg(std::round(f.used() * 100))
                                              .arg(ClusterBudget::amount(f.measure, f.limit))};
}

Result check(const Lesson &lesson, const Project &project, const QString &projectDirectory)
{
    // Each table analysed once, for its figures and for the cluster budget alike.
    QHash<QString, std::shared_ptr<const TableAnalysis>> analyses;
    const auto analysisOf = [&](const Table &table) {
        std::shared_ptr<const TableAnalysis> &a = analyses[table.fullName()];
        if (!a)
            a = std::make_shared<const TableAnalysis>(TableAnalysis::of(table, projectDirectory));
        return a;
    };
    // The cluster budget, of every table of the project, made once for the goals that ask.
    std::optional<ClusterBudget::Result> budget;
    const auto budgetOf = [&]() -> const std::optional<ClusterBudget::Result> & {
        if (!budget) {
            Linter::Options options;
            options.projectDirectory = projectDirectory;
            options.analysisOf = analysisOf;
            budget = Linter::lint(project, options).budget;
        }
        return budget;
    };
    QHash<QString, TableFigures> measured;
    const auto figuresOf = [&](const Table &table) -> const TableFigures & {
        if (!measured.contains(table.fullName()))
            measured.insert(
                table.fullName(),
                TableFigures::measure(project, table, projectDirectory, analysisOf(table)));
        return measured[table.fullName()];
    };
    Result result;
    for (const Goal &goal : lesson.goals) {
        if (goal.measure == GoalMeasure::Cluster) {
            const std::optional<ClusterBudget::Result> &b = budgetOf();
            result.goals.append(b ? checkCluster(goal, *b) : GoalResult{false, tr("not measured")});
            continue;
        }
        if (goal.onNamespace()) {
            QList<TableFigures> tables;
            for (const Table &table : project.tables) {
                if (table.namespaceName == lesson.namespaceOf(goal))
                    tables.append(figuresOf(table));
            }
            result.goals.append(checkNamespace(goal, tables));
            continue;
        }
        const Table *table = project.findTable(lesson.tableOf(goal));
        GoalResult checked = check(goal, table ? &figuresOf(*table) : nullptr);
        if (!table) { // the design has no such table: say which one the goal measures
            checked.measured = tr("the design has no table %1").arg(lesson.tableOf(goal));
            checked.known = false;
        }
        result.goals.append(checked);
    }
    return result;
}

} // namespace LessonCheck
