#pragma once

#include "model/teaching/lesson.h"
#include "model/teaching/tablefigures.h"

#include <QList>
#include <QString>

// A lesson's goals checked against a design: each goal's figure measured on the table it names,
// as `compare` measures it (TableFigures), whether it passes, and the figure as shown beside it
// ("100%", "full table scan", "41 bytes").
namespace LessonCheck {

struct GoalResult
{
    bool passed = false;
    QString measured;
    // False when there was nothing to measure (the design has no table the goal names):
    // `measured` then says why, and is shown as such rather than as "now ...".
    bool known = true;
};

struct Result
{
    QList<GoalResult> goals; // in the lesson's order
    bool passed() const;
};

// One goal against its table's figures (null when the design has no such table). A goal on a
// namespace (Goal::onNamespace) is not met here: check it with checkNamespace.
GoalResult check(const Goal &goal, const TableFigures *figures);

// A goal on a namespace against the figures of every table in it (none: the namespace is empty
// or missing).
GoalResult checkNamespace(const Goal &goal, const QList<TableFigures> &tables);

// A goal on the cluster budget (GoalMeasure::Cluster): the share of its limit its figure takes.
GoalResult checkCluster(const Goal &goal, const ClusterBudget::Result &budget);

// Every goal of `lesson` against `project` (its CSV files read from `projectDirectory`); each table
// is measured once.
Result check(const Lesson &lesson, const Project &project, const QString &projectDirectory);

} // namespace LessonCheck
