#include "ui/lessons/lessonchecker.h"

#include "ui/preview/backgroundrunner.h"

LessonChecker::LessonChecker(QObject *parent)
    : QObject(parent)
    , m_runner(new BackgroundRunner(this))
{}

void LessonChecker::setDebounce(int milliseconds)
{
    m_runner->setDebounce(milliseconds);
}

bool LessonChecker::isBusy() const
{
    return m_runner->isBusy();
}

void LessonChecker::request(const Lesson &lesson, const Project &project,
                            const QString &projectDirectory)
{
    m_runner->request([this, lesson, project, projectDirectory](int, const auto &) {
        const LessonCheck::Result result = LessonCheck::check(lesson, project, projectDirectory);
        return std::function<void()>([this, result] { emit checked(result); });
    });
}

void LessonChecker::cancel()
{
    m_runner->request([](int, const auto &) { return std::function<void()>(); });
}
