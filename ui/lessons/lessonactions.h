#pragma once

#include "model/schema/project.h"

#include <QObject>

#include <functional>

class Document;
class FileController;
class LessonChecker;
class LessonPanel;
class QAction;
class QDockWidget;
class QMainWindow;
struct Lesson;

// Help > Lessons (docs/designer.md#lessons): the lesson dock beside the diagram, and what its
// buttons do to the document: Start Lesson and Reset open the lesson's starting design as a new,
// untitled project; Show Solution puts the reference solution beside the design (through the
// comparison handler); every edit measures the goals again in the background.
class LessonActions : public QObject
{
    Q_OBJECT

public:
    LessonActions(QMainWindow *window, Document *document, FileController *files);

    QAction *action() const { return m_action; }
    QDockWidget *dock() const { return m_dock; }
    LessonPanel *panel() const { return m_panel; }
    LessonChecker *checker() const { return m_checker; }

    // Opens the shown lesson's starting design; `ask` asks first whether to drop unsaved work.
    bool startLesson(bool ask = true);
    // Shows the reference solution beside the design being edited: `solution` holds the table
    // `table` the goals measure.
    using SolutionHandler =
        std::function<void(const Project &solution, const QString &table, const QString &title)>;
    void setSolutionHandler(SolutionHandler handler) { m_showSolution = std::move(handler); }
    bool showSolution();
    // Reads a trainer's lesson file and shows it; on failure says why, naming the file.
    bool openLessonFile(const QString &path, QString *error);

    void retranslate();

signals:
    void statusMessage(const QString &message);
    // The lesson shown in the open panel (maybe a tab behind another) bounds the busiest
    // window's share to one region of `table` at `share` (0 to 1), for the write heatmap to
    // draw; empty `table`: no such goal (no lesson, the panel closed, or a lesson without one).
    void heatmapGoalChanged(const QString &table, double share);

private:
    void showPanel();
    void check();
    void announceHeatmapGoal();
    void openFileWithDialog();

    QMainWindow *m_window;
    Document *m_document;
    FileController *m_files;
    QAction *m_action;
    QDockWidget *m_dock;
    LessonPanel *m_panel;
    LessonChecker *m_checker;
    SolutionHandler m_showSolution;
    bool m_sized = false;   // the dock was given its first height
    bool m_loading = false; // the document is being replaced by a lesson's project
};
