#include "ui/lessons/lessonchecker.h"

LessonChecker::LessonChecker(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    m_debounce.setSingleShot(true);
    connect(&m_debounce, &QTimer::timeout, this, &LessonChecker::start);
}

LessonChecker::~LessonChecker()
{
    m_pool.waitForDone();
}

void LessonChecker::request(const Lesson &lesson, const Project &project,
                            const QString &projectDirectory)
{
    m_pending = Request{++m_generation, lesson, project, projectDirectory};
    m_hasPending = true;
    m_debounce.start(m_running ? m_debounceMs : 0);
}

void LessonChecker::cancel()
{
    ++m_generation;
    m_hasPending = false;
    m_debounce.stop();
}

void LessonChecker::start()
{
    if (m_running || !m_hasPending)
        return; // finish() starts the pending request
    m_running = true;
    m_hasPending = false;
    const Request request = m_pending;
    m_pool.start([this, request] {
        const LessonCheck::Result result =
            LessonCheck::check(request.lesson, request.project, request.directory);
        QMetaObject::invokeMethod(
            this, [this, generation = request.generation, result] { finish(generation, result); },
            Qt::QueuedConnection);
    });
}

void LessonChecker::finish(int generation, const LessonCheck::Result &result)
{
    m_running = false;
    if (generation == m_generation)
        emit checked(result);
    if (m_hasPending && !m_debounce.isActive())
        start();
}
