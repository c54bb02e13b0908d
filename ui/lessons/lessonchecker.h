#pragma once

#include "model/schema/project.h"
#include "model/teaching/lesson.h"
#include "model/teaching/lessoncheck.h"

#include <QObject>

class BackgroundRunner;

// Measures a lesson's goals on the design being edited, off the UI thread, on the live preview's
// machinery (BackgroundRunner, docs/designer.md#lessons): an edit starts a check at once unless
// one is under way, when edits wait for a pause (the preview's delay); a newer request drops the
// older result.
class LessonChecker : public QObject
{
    Q_OBJECT

public:
    explicit LessonChecker(QObject *parent = nullptr);

    void setDebounce(int milliseconds);
    void request(const Lesson &lesson, const Project &project, const QString &projectDirectory);
    // Drops the pending request and the result of whatever is under way.
    void cancel();
    bool isBusy() const;

signals:
    // For the newest request only.
    void checked(const LessonCheck::Result &result);

private:
    BackgroundRunner *m_runner;
};
