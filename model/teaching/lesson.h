#pragma once

#include "model/analysis/clusterbudget.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

// A workshop lesson (docs/lessons.md): the problem and why it matters, a starting project, goals
// measured on the student's design, hints, and a reference solution with its explanation. Read
// from a lesson file; the lessons shipped with the designer are built into it.

// A text in English and in other languages ("zh_CN"); in() falls back from zh_TW to any zh, then
// to English.
struct LessonText
{
    QString english;
    QMap<QString, QString> translations;

    QString in(const QString &language) const;
};

// What a goal measures of a table (TableFigures), and how the figure is shown.
enum class GoalMeasure {
    HottestWindowShare,
    MaxOverMean,
    CoefficientOfVariation,
    Regions,
    EmptyRegions,
    KeyBytesMax,
    KeyBytesMean,
    BytesPerRow,
    RegionsAtTarget,
    AccessMethod,    // how an access pattern is served: one of `methods`
    AccessRegions,   // regions one request of an access pattern touches, on average
    Finding,         // findings of rule `rule` on the table
    Errors,          // findings at error level
    Warnings,        // findings at warning level
    AccessScans,     // separate scans one request of an access pattern takes (salt buckets fan out)
    Families,        // column families of the table
    FamilyAttribute, // `attribute` of the family `family`, or of the one holding `qualifier`
    KeyCollisions,   // sample rows whose key an earlier row already has (as HBD-KEY-004 counts)
    NewestFirst,     // 1 when one scan of an access pattern returns its rows newest first, else 0
    // Goals on a namespace (Goal::onNamespace), measured over every table of `nameSpace`:
    Tables,                  // tables in the namespace
    AccessMethodInNamespace, // the best way any table of the namespace serves `pattern`
    // A goal on the cluster budget of every table of the project: the share of its limit that
    // the figure `clusterFigure` takes on each region server.
    Cluster
};

// The family attributes a FamilyAttribute goal can bound, by their HBase names.
enum class FamilyAttributeName { Versions, MinVersions, Ttl, BlockSize, IsMob, MobThreshold };

// A condition on one figure of one table: at least / at most a number, or (AccessMethod) one of
// the methods. The text states the outcome, never the expected design.
struct Goal
{
    LessonText text;
    QString table; // "ns:table"; empty: the lesson's table
    GoalMeasure measure = GoalMeasure::HottestWindowShare;
    std::optional<double> atLeast;
    std::optional<double> atMost;
    QString pattern;     // AccessMethod, AccessRegions: the access pattern's name
    QStringList methods; // AccessMethod: "get", "prefixScan", ... (AccessAnalysis::methodKey)
    QString rule;        // Finding: "HBD-KEY-003"
    // FamilyAttribute: which attribute, of the family named `family` or else of the family that
    // holds the qualifier `qualifier` (a fixed qualifier, or a wide family's qualifier field).
    FamilyAttributeName attribute = FamilyAttributeName::Versions;
    QString family;
    QString qualifier;
    QString nameSpace; // Tables, AccessMethodInNamespace; empty: the namespace of the goal's table
    ClusterBudget::Measure clusterFigure = ClusterBudget::Measure::RegionsAtRetention; // Cluster

    bool onNamespace() const
    {
        return measure == GoalMeasure::Tables || measure == GoalMeasure::AccessMethodInNamespace;
    }
    bool onPattern() const
    {
        return measure == GoalMeasure::AccessMethod || measure == GoalMeasure::AccessRegions ||
               measure == GoalMeasure::AccessScans || measure == GoalMeasure::NewestFirst ||
               measure == GoalMeasure::AccessMethodInNamespace;
    }
    bool onMethods() const
    {
        return measure == GoalMeasure::AccessMethod ||
               measure == GoalMeasure::AccessMethodInNamespace;
    }
};

struct Lesson
{
    QString id;
    QString file; // where it was read from
    LessonText title;
    LessonText introduction;
    QList<LessonText> hints;
    LessonText explanation; // of the solution
    QString table;          // the table the goals measure unless they name another
    QString startFile;      // project files, absolute
    QString solutionFile;
    QList<Goal> goals;

    QString tableOf(const Goal &goal) const { return goal.table.isEmpty() ? table : goal.table; }
    // The namespace a namespace goal measures: its own, or that of the table it measures.
    QString namespaceOf(const Goal &goal) const
    {
        return goal.nameSpace.isEmpty() ? tableOf(goal).section(u':', 0, 0) : goal.nameSpace;
    }
};

namespace LessonFile {

struct Result
{
    std::optional<Lesson> lesson;
    QString error; // "FILE: /json/pointer: message"
};

// Reads and checks a lesson file; its start and solution files are resolved against its folder
// and must exist.
Result read(const QString &path);

// The lessons built into the designer, in teaching order.
QStringList builtInFiles();
// A built-in lesson's file by its id, or `idOrPath` itself when it names a file; empty when
// neither.
QString find(const QString &idOrPath);

} // namespace LessonFile
