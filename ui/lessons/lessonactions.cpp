#include "ui/lessons/lessonactions.h"

#include "model/io/projectfile.h"
#include "model/schema/objectpath.h"
#include "model/teaching/lesson.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/files/filecontroller.h"
#include "ui/lessons/lessonchecker.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/presentationmode.h"
#include "ui/window/screenfit.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QSettings>

#include <algorithm>

LessonActions::LessonActions(QMainWindow *window, Document *document, FileController *files)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_files(files)
    , m_action(new QAction(this))
    , m_dock(new QDockWidget(window))
    , m_panel(new LessonPanel)
    , m_checker(new LessonChecker(this))
{
    m_action->setObjectName(QStringLiteral("lessonsAction"));
    m_dock->setObjectName(QStringLiteral("lessonDock"));
    m_dock->setWidget(m_panel);
    PresentationMode::keepVisible(m_dock);
    // A column of its own at the right, beside the charts that show the lesson's problem; on a
    // small screen beside the diagram, above the bottom tabs, so that the goals and the regions
    // chart show together.
    ScreenFit::keepBesideDiagram(m_dock);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock, Qt::Horizontal);
    m_dock->hide();
    m_checker->setDebounce(PreferencesDialog::savedPreviewDelay());

    connect(m_action, &QAction::triggered, this, &LessonActions::showPanel);
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            check();
        announceHeatmapGoal();
    });
    connect(m_panel, &LessonPanel::lessonChosen, this, &LessonActions::check);
    connect(m_panel, &LessonPanel::lessonChosen, this, &LessonActions::announceHeatmapGoal);
    connect(m_panel, &LessonPanel::startRequested, this, [this] { startLesson(); });
    connect(m_panel, &LessonPanel::solutionRequested, this, &LessonActions::showSolution);
    connect(m_panel, &LessonPanel::openFileRequested, this, &LessonActions::openFileWithDialog);
    connect(m_checker, &LessonChecker::checked, m_panel, &LessonPanel::showResult);
    connect(m_document, &Document::changed, this, &LessonActions::check);
    connect(m_document, &Document::replaced, this, [this] {
        if (!m_loading)
            m_panel->setStarted(false); // another project: the goals measure it all the same
    });
    retranslate();
}

void LessonActions::retranslate()
{
    m_action->setText(tr("&Lessons"));
    m_action->setStatusTip(tr("Workshop exercises with goals measured on your design as you edit"));
    m_dock->setWindowTitle(tr("Lesson"));
    m_dock->toggleViewAction()->setText(tr("&Current Lesson"));
    check(); // the measured figures ("now filtered range scan") in the new language
}

void LessonActions::showPanel()
{
    m_dock->show();
    m_dock->raise();
    // The first time, a column wide enough for the goals to read in a few lines.
    const Qt::DockWidgetArea area = m_window->dockWidgetArea(m_dock);
    if (!m_sized && !m_dock->isFloating() && m_window->tabifiedDockWidgets(m_dock).isEmpty() &&
        (area == Qt::RightDockWidgetArea || area == Qt::LeftDockWidgetArea)) {
        m_window->resizeDocks({m_dock}, {std::min(460, m_window->width() / 4)}, Qt::Horizontal);
    }
    m_sized = true;
    m_panel->setFocus();
}

void LessonActions::announceHeatmapGoal()
{
    // Open, even as a tab behind the Write Heatmap's on a small screen: the goal still holds.
    const Lesson *lesson = m_dock->toggleViewAction()->isChecked() ? m_panel->lesson() : nullptr;
    for (const Goal &goal : lesson ? lesson->goals : QList<Goal>{}) {
        if (goal.measure == GoalMeasure::HottestWindowShare && goal.atMost) {
            emit heatmapGoalChanged(lesson->tableOf(goal), *goal.atMost);
            return;
        }
    }
    emit heatmapGoalChanged({}, -1);
}

void LessonActions::check()
{
    const Lesson *lesson = m_panel->lesson();
    if (!lesson || !m_dock->isVisible()) {
        m_checker->cancel();
        return;
    }
    const QString file = m_document->filePath();
    m_panel->setChecking(true);
    m_checker->request(*lesson, m_document->project(),
                       file.isEmpty() ? QString() : QFileInfo(file).absolutePath());
}

bool LessonActions::startLesson(bool ask)
{
    const Lesson *lesson = m_panel->lesson();
    if (!lesson)
        return false;
    if (ask && m_panel->isStarted() && m_document->isModified()) {
        const auto answer =
            QMessageBox::question(m_window, tr("Reset Lesson"),
                                  tr("Discard your changes and start the lesson \"%1\" again?")
                                      .arg(lesson->title.in(Translations::currentLanguage())),
                                  QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Reset)
            return false;
    } else if (ask && !m_panel->isStarted() && !m_files->maybeSave()) {
        return false;
    }
    const ProjectFile::LoadResult loaded = ProjectFile::load(lesson->startFile);
    if (!loaded.project) {
        QMessageBox::warning(m_window, tr("Cannot Start Lesson"), loaded.error);
        return false;
    }
    // Untitled, so a student's Save asks where; a trainer's CSV sample beside the lesson file
    // is then named by its whole path.
    Project start = *loaded.project;
    const QDir lessonFolder = QFileInfo(lesson->startFile).absoluteDir();
    for (Table &table : start.tables) {
        QString &csv = table.sample.csvFile;
        if (!csv.isEmpty() && QFileInfo(csv).isRelative())
            csv = lessonFolder.absoluteFilePath(csv);
    }
    m_loading = true;
    m_files->openUntitled(start, lesson->id);
    m_loading = false;
    m_panel->restart();
    m_document->select(ObjectPath::ofTable(lesson->table).toString());
    emit statusMessage(tr("Lesson started: edit the design until every goal is met"));
    check();
    return true;
}

bool LessonActions::showSolution()
{
    const Lesson *lesson = m_panel->lesson();
    if (!lesson)
        return false;
    m_panel->showExplanation();
    const ProjectFile::LoadResult loaded = ProjectFile::load(lesson->solutionFile);
    if (!loaded.project) {
        QMessageBox::warning(m_window, tr("Cannot Show the Solution"), loaded.error);
        return false;
    }
    if (m_showSolution)
        m_showSolution(*loaded.project, lesson->table,
                       tr("Reference solution (%1)").arg(lesson->id));
    return true;
}

bool LessonActions::openLessonFile(const QString &path, QString *error)
{
    const LessonFile::Result read = LessonFile::read(path);
    if (!read.lesson) {
        *error = read.error;
        return false;
    }
    m_panel->addLesson(*read.lesson);
    showPanel();
    return true;
}

void LessonActions::openFileWithDialog()
{
    QSettings settings;
    const QString key = QStringLiteral("lessons/lastDirectory");
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Lesson"), settings.value(key, QDir::homePath()).toString(),
        tr("Lessons (*.lesson.json);;JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(key, QFileInfo(path).absolutePath());
    QString error;
    if (!openLessonFile(path, &error))
        QMessageBox::warning(m_window, tr("Cannot Open Lesson"), error);
}
