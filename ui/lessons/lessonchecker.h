#pragma once

#include "model/schema/project.h"
#include "model/teaching/lesson.h"
#include "model/teaching/lessoncheck.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <memory>

// Measures a lesson's goals on the design being edited, off the UI thread, as the preview does
// (docs/designer.md#lessons): an edit starts a check at once unless one is under way, when edits
// wait for a pause (the preview's debounce); a newer request makes the older result be dropped.
class LessonChecker : public QObject
{
    Q_OBJECT

public:
    explicit LessonChecker(QObject *parent = nullptr);
    ~LessonChecker() override; // waits for the running check

    void setDebounce(int milliseconds) { m_debounceMs = milliseconds; }
    void request(const Lesson &lesson, const Project &project, const QString &projectDirectory);
    // Drops the pending request and whatever is under way.
    void cancel();
    bool isBusy() const { return m_running || m_hasPending || m_debounce.isActive(); }

signals:
    // For the newest request only.
    void checked(const LessonCheck::Result &result);

private:
    struct Request
    {
        int generation = 0;
        Lesson lesson;
        Project project;
        QString directory;
    };
    void start();
    void finish(int generation, const LessonCheck::Result &result);

    QTimer m_debounce;
    int m_debounceMs = 30;
    QThreadPool m_pool;
    Request m_pending;
    bool m_hasPending = false;
    bool m_running = false;
    int m_generation = 0;
};
