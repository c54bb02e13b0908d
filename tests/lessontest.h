#pragma once

// Helpers of the lesson suites (tst_lessons, tst_lessonanswers): a built-in lesson by id, a
// student's answer made by editing the lesson's start, and the goals' outcome in one line.
#include "model/io/projectfile.h"
#include "model/rowkey/rowkeynotation.h"
#include "model/teaching/lessoncheck.h"

#include <QFileInfo>

#include <functional>

namespace LessonTest {

inline Lesson lessonNamed(const QString &id)
{
    const LessonFile::Result read = LessonFile::read(LessonFile::find(id));
    return read.lesson.value_or(Lesson{});
}

inline Project projectOf(const QString &file)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(file);
    return loaded.project.value_or(Project{});
}

inline SplitSpec splitsOf(SplitKind kind, int regions,
                          SplitAlgorithm algorithm = SplitAlgorithm::HexString)
{
    SplitSpec s;
    s.kind = kind;
    s.regions = regions;
    s.algorithm = algorithm;
    return s;
}

inline SplitSpec algorithm(SplitAlgorithm algorithm, int regions)
{
    return splitsOf(SplitKind::Algorithm, regions, algorithm);
}

inline AccessPattern *patternNamed(Table &table, const QString &name)
{
    for (AccessPattern &p : table.accessPatterns) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

// The lesson's start with `edit` applied to the whole project: a student's answer.
inline LessonCheck::Result answerWith(const Lesson &lesson,
                                      const std::function<void(Project &)> &edit)
{
    Project project = projectOf(lesson.startFile);
    edit(project);
    return LessonCheck::check(lesson, project, QFileInfo(lesson.startFile).absolutePath());
}

// The lesson's table of `project`.
inline Table &lessonTable(const Lesson &lesson, Project &project)
{
    static Table none;
    for (Table &table : project.tables) {
        if (table.fullName() == lesson.table)
            return table;
    }
    return none;
}

// The lesson's start with its table's row key and pre-split changed, and `edit` applied to the
// table.
inline LessonCheck::Result answer(const Lesson &lesson, const QString &rowKey,
                                  const SplitSpec &splits,
                                  const std::function<void(Table &)> &edit = {})
{
    return answerWith(lesson, [&](Project &project) {
        Table &table = lessonTable(lesson, project);
        table.rowKey = RowKeyNotation::parse(rowKey).key;
        table.splits = splits;
        if (edit)
            edit(table);
    });
}

// "+100.0% -get ...": each goal met (+) or not (-) with its figure, for failure messages.
inline QString passedGoals(const LessonCheck::Result &r)
{
    QString s;
    for (const LessonCheck::GoalResult &g : r.goals)
        s += (g.passed ? u'+' : u'-') + g.measured + u' ';
    return s;
}

// Only the goals at `failing` are not met.
inline bool failsExactly(const LessonCheck::Result &r, const QList<int> &failing)
{
    for (qsizetype i = 0; i < r.goals.size(); ++i) {
        if (r.goals[i].passed == failing.contains(int(i)))
            return false;
    }
    return true;
}

} // namespace LessonTest
