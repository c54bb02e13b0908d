#pragma once

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
    AccessMethod,  // how an access pattern is served: one of `methods`
    AccessRegions, // regions one request of an access pattern touches, on average
    Finding,       // findings of rule `rule` on the table
    Errors,        // findings at error level
    Warnings,      // findings at warning level
};

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
