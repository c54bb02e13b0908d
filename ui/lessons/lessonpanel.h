#pragma once

#include "model/teaching/lesson.h"
#include "model/teaching/lessoncheck.h"

#include <QList>
#include <QWidget>

class QBoxLayout;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

// The lesson beside the diagram (Help > Lessons, docs/designer.md#lessons): which lesson, its
// introduction, its goals each with a tick and the figure measured on the design being edited,
// the hints revealed one at a time, and the buttons that start the lesson again or show its
// solution. Only shows; LessonActions loads projects and measures the goals.
class LessonPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LessonPanel(QWidget *parent = nullptr);

    // The built-in lessons and any read from files, in the picker's order.
    const QList<Lesson> &lessons() const { return m_lessons; }
    // The lesson shown, or null when there is none.
    const Lesson *lesson() const;
    // Adds a lesson read from a file (or replaces the one with its id) and shows it.
    void addLesson(const Lesson &lesson);
    void showLesson(int index);

    // Whether the design being edited was started from the shown lesson: "Reset" then replaces
    // the "Start Lesson" button.
    void setStarted(bool started);
    bool isStarted() const { return m_started; }
    // Started again from the beginning: the hints and the solution's explanation hidden again.
    void restart();
    // The goals' ticks and figures; `checking` greys them while a newer check runs.
    void showResult(const LessonCheck::Result &result);
    void setChecking(bool checking);
    const LessonCheck::Result &result() const { return m_result; }

    int hintsShown() const { return m_hintsShown; }
    void showNextHint();
    // Shows the explanation of the reference solution under the hints.
    void showExplanation();

signals:
    void lessonChosen();
    void startRequested();
    void solutionRequested();
    void openFileRequested();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    void fillPicker();
    void fillTexts();
    void fillGoals();
    void fillHints();
    QString language() const;
    void reveal(QWidget *widget);
    void placeButtons(bool twoRows);
    void applyFonts();

    QList<Lesson> m_lessons;
    int m_current = -1;
    int m_goalRowsLesson = -1; // the lesson the goal rows were made for
    bool m_started = false;
    bool m_checking = false;
    bool m_explained = false;
    int m_hintsShown = 0;
    LessonCheck::Result m_result;

    QLabel *m_pickerLabel;
    QComboBox *m_picker;
    QPushButton *m_openFile;
    QScrollArea *m_scroll;
    QLabel *m_title;
    QLabel *m_introduction;
    QBoxLayout *m_columns;
    QLabel *m_goalsHeading;
    QVBoxLayout *m_goals;
    QLabel *m_hintsHeading;
    QVBoxLayout *m_hints;
    QLabel *m_explanation;
    QGridLayout *m_buttons;
    QPushButton *m_start;
    QPushButton *m_nextHint;
    QPushButton *m_solution;
};
