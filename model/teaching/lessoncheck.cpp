#include "model/teaching/lessoncheck.h"

#include <QCoreApplication>
#include <QHash>

namespace LessonCheck {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("LessonCheck", text);
}

// The figure a numeric goal compares, and how it is shown.
struct Figure
{
    double value = 0;
    QString shown;
};

Figure number(double value, int decimals)
{
    return {value, QString::number(value, 'f', decimals)};
}

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
           measure != GoalMeasure::Warnings;
}

Figure figureOf(const Goal &goal, const TableFigures &f)
{
    switch (goal.measure) {
    case GoalMeasure::HottestWindowShare:
        return {f.hottestWindowShare, tr("%1%").arg(100.0 * f.hottestWindowShare, 0, 'f', 1)};
    case GoalMeasure::MaxOverMean:
        return number(f.maxOverMean, 2);
    case GoalMeasure::CoefficientOfVariation:
        return number(f.coefficientOfVariation, 2);
    case GoalMeasure::Regions:
        return number(f.regions, 0);
    case GoalMeasure::EmptyRegions:
        return number(f.emptyRegions, 0);
    case GoalMeasure::KeyBytesMax:
        return bytes(f.keyBytesMax, 0);
    case GoalMeasure::KeyBytesMean:
        return bytes(f.keyBytesMean, 1);
    case GoalMeasure::BytesPerRow:
        return bytes(f.bytesPerRow, 0);
    case GoalMeasure::RegionsAtTarget:
        return number(double(f.regionsAtTarget), 0);
    case GoalMeasure::AccessRegions: {
        const AccessAnalysis::Result *a = accessOf(f, goal.pattern);
        return a ? number(a->meanRegions, 1) : Figure{};
    }
    case GoalMeasure::Finding:
        return number(double(f.findingRules.count(goal.rule)), 0);
    case GoalMeasure::Errors:
        return number(f.errors, 0);
    case GoalMeasure::Warnings:
        return number(f.warnings, 0);
    case GoalMeasure::AccessMethod:
        break;
    }
    return {};
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
    if (!figures)
        return {false, tr("no such table")};
    if (needsSample(goal.measure) && !figures->measured)
        return {false, figures->error.isEmpty() ? tr("not measured: no row key or sample data")
                                                : tr("not measured: %1").arg(figures->error)};
    const bool onPattern =
        goal.measure == GoalMeasure::AccessMethod || goal.measure == GoalMeasure::AccessRegions;
    const AccessAnalysis::Result *access = onPattern ? accessOf(*figures, goal.pattern) : nullptr;
    if (onPattern && !access)
        return {false, tr("no access pattern '%1'").arg(goal.pattern)};
    if (goal.measure == GoalMeasure::AccessMethod) {
        const QString key = QString::fromLatin1(AccessAnalysis::methodKey(access->method));
        return {goal.methods.contains(key), AccessAnalysis::methodName(access->method)};
    }
    const Figure figure = figureOf(goal, *figures);
    // A small tolerance: a share of exactly 25% passes "at most 0.25" whatever the rounding.
    constexpr double kSlack = 1e-9;
    const bool passed = (!goal.atLeast || figure.value >= *goal.atLeast - kSlack) &&
                        (!goal.atMost || figure.value <= *goal.atMost + kSlack);
    return {passed, figure.shown};
}

Result check(const Lesson &lesson, const Project &project, const QString &projectDirectory)
{
    QHash<QString, TableFigures> measured;
    Result result;
    for (const Goal &goal : lesson.goals) {
        const QString name = goal.table.isEmpty() ? lesson.table : goal.table;
        const Table *table = project.findTable(name);
        if (table && !measured.contains(table->fullName()))
            measured.insert(table->fullName(),
                            TableFigures::measure(project, *table, projectDirectory));
        result.goals.append(check(goal, table ? &measured[table->fullName()] : nullptr));
    }
    return result;
}

} // namespace LessonCheck
