// lessons and lesson: the workshop lessons, their start and solution projects, and a design
// checked against a lesson's goals (docs/lessons.md, docs/cli.md#lessons).
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "model/io/projectfile.h"
#include "model/io/savefile.h"
#include "model/schema/localizedtext.h"
#include "model/teaching/lessoncheck.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

bool readLesson(Context &c, const QString &idOrPath, Lesson *lesson)
{
    const QString file = LessonFile::find(idOrPath);
    if (file.isEmpty()) {
        c.err << tr("no lesson \"%1\": give a lesson id (see `hbase-designer-cli lessons`) or a "
                    "lesson file")
                     .arg(idOrPath)
              << '\n';
        return false;
    }
    LessonFile::Result read = LessonFile::read(file);
    if (!read.lesson) {
        c.err << read.error << '\n';
        return false;
    }
    *lesson = std::move(*read.lesson);
    return true;
}

nlohmann::json goalTexts(const Lesson &lesson, const QString &language)
{
    nlohmann::json goals = nlohmann::json::array();
    for (const Goal &goal : lesson.goals)
        goals.push_back(utf8(goal.text.in(language)));
    return goals;
}

int writeProject(Context &c, const Lesson &lesson, const QString &which)
{
    if (which != u"start" && which != u"solution") {
        c.err << tr("--write must be start or solution, not \"%1\"").arg(which) << '\n';
        return BadInput;
    }
    const QString output = c.parser.value(QStringLiteral("output"));
    if (output.isEmpty()) {
        c.err << tr("give the file to write with -o FILE") << '\n';
        return BadInput;
    }
    QFile source(which == u"start" ? lesson.startFile : lesson.solutionFile);
    if (!source.open(QIODevice::ReadOnly)) {
        c.err << tr("%1: cannot open: %2").arg(source.fileName(), source.errorString()) << '\n';
        return BadInput;
    }
    QString error;
    if (!writeFileAtomically(output, source.readAll(), &error)) {
        c.err << error << '\n';
        return BadInput;
    }
    return Ok;
}

int checkProject(Context &c, const Lesson &lesson, const QString &file, bool json)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(file);
    if (!loaded.project) {
        c.err << loaded.error << '\n';
        return BadInput;
    }
    const LessonCheck::Result result =
        LessonCheck::check(lesson, *loaded.project, QFileInfo(file).absolutePath());
    const QString language = catalogueLanguage();
    if (json) {
        nlohmann::json goals = nlohmann::json::array();
        for (qsizetype i = 0; i < lesson.goals.size(); ++i)
            goals.push_back({{"text", utf8(lesson.goals[i].text.in(language))},
                             {"passed", result.goals[i].passed},
                             {"measured", utf8(result.goals[i].measured)}});
        c.out << QString::fromStdString(nlohmann::json({{"lesson", utf8(lesson.id)},
                                                        {"passed", result.passed()},
                                                        {"goals", goals}})
                                            .dump(2))
              << '\n';
    } else {
        qsizetype met = 0;
        for (qsizetype i = 0; i < lesson.goals.size(); ++i) {
            const LessonCheck::GoalResult &g = result.goals[i];
            met += g.passed ? 1 : 0;
            const QString text = lesson.goals[i].text.in(language);
            c.out << (!g.known   ? tr("not met: %1 (not measured: %2)")
                      : g.passed ? tr("met: %1 (now %2)")
                                 : tr("not met: %1 (now %2)"))
                         .arg(text, g.measured)
                  << '\n';
        }
        c.err << QCoreApplication::translate("Cli", "%1 of %n goal(s) met", nullptr,
                                             int(lesson.goals.size()))
                     .arg(met)
              << '\n';
    }
    return result.passed() ? Ok : Findings;
}

// For a trainer: the lesson's start must leave something to solve and its solution must meet
// every goal (what tst_lessons checks for the built-in ones).
int verifyLesson(Context &c, const Lesson &lesson)
{
    const QString language = catalogueLanguage();
    const QString folder = QFileInfo(lesson.file).absolutePath();
    int status = Ok;
    for (const bool isStart : {true, false}) {
        const QString file = isStart ? lesson.startFile : lesson.solutionFile;
        ProjectFile::LoadResult loaded = ProjectFile::load(file);
        if (!loaded.project) {
            c.err << loaded.error << '\n';
            return BadInput;
        }
        const LessonCheck::Result result = LessonCheck::check(lesson, *loaded.project, folder);
        QStringList unmet;
        for (qsizetype i = 0; i < lesson.goals.size(); ++i) {
            if (!result.goals[i].passed)
                unmet.append(
                    tr("%1 (%2)").arg(lesson.goals[i].text.in(language), result.goals[i].measured));
        }
        const QString name = QFileInfo(file).fileName();
        if (isStart && unmet.isEmpty()) {
            c.out << tr("start %1: meets every goal, so there is nothing to solve").arg(name)
                  << '\n';
            status = Findings;
        } else if (isStart) {
            c.out << tr("start %1: %2 of %3 goals not met yet, as a start should be")
                         .arg(name)
                         .arg(unmet.size())
                         .arg(lesson.goals.size())
                  << '\n';
        } else if (unmet.isEmpty()) {
            c.out << tr("solution %1: meets all %2 goals").arg(name).arg(lesson.goals.size())
                  << '\n';
        } else {
            for (const QString &goal : unmet)
                c.out << tr("solution %1 does not meet: %2").arg(name, goal) << '\n';
            status = Findings;
        }
    }
    return status;
}

} // namespace

void setupLessons(QCommandLineParser &parser)
{
    parser.addOption(formatOption());
}

int runLessons(Context &c)
{
    bool json = false;
    if (!wantsJson(c, &json))
        return BadInput;
    if (!c.parser.positionalArguments().isEmpty()) {
        c.err << tr("lessons takes no arguments; see --help") << '\n';
        return BadInput;
    }
    const QString language = catalogueLanguage();
    nlohmann::json list = nlohmann::json::array();
    for (const QString &file : LessonFile::builtInFiles()) {
        const LessonFile::Result read = LessonFile::read(file);
        if (!read.lesson) { // a lesson built into the binary is checked by its tests
            c.err << read.error << '\n';
            return BadInput;
        }
        const Lesson &lesson = *read.lesson;
        if (json) {
            list.push_back({{"id", utf8(lesson.id)},
                            {"title", utf8(lesson.title.in(language))},
                            {"goals", goalTexts(lesson, language)}});
            continue;
        }
        c.out << lesson.id << ": " << lesson.title.in(language) << '\n';
        for (const Goal &goal : lesson.goals)
            c.out << "  - " << goal.text.in(language) << '\n';
    }
    if (json)
        c.out << QString::fromStdString(nlohmann::json({{"lessons", list}}).dump(2)) << '\n';
    return Ok;
}

void setupLesson(QCommandLineParser &parser)
{
    parser.addOption(formatOption());
    parser.addOption({QStringLiteral("write"),
                      tr("Write the lesson's start or solution project to the -o file."),
                      QStringLiteral("start|solution")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      tr("The file --write writes."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("check"),
                      tr("Check a project against the lesson's goals (exit 0 when all are met, "
                         "1 when some are not)."),
                      QStringLiteral("PROJECT")});
    parser.addOption({QStringLiteral("verify"),
                      tr("Check the lesson itself: its start leaves a goal to meet and its "
                         "solution meets them all (exit 0 when so, 1 when not).")});
    parser.addPositionalArgument(QStringLiteral("ID"),
                                 tr("A lesson's id (see lessons) or a lesson file."));
}

int runLesson(Context &c)
{
    bool json = false;
    if (!wantsJson(c, &json))
        return BadInput;
    const QStringList args = c.parser.positionalArguments();
    if (args.size() != 1) {
        c.err << tr("expected one lesson ID; see --help") << '\n';
        return BadInput;
    }
    Lesson lesson;
    if (!readLesson(c, args.first(), &lesson))
        return BadInput;
    if (c.parser.isSet(QStringLiteral("write")))
        return writeProject(c, lesson, c.parser.value(QStringLiteral("write")));
    if (c.parser.isSet(QStringLiteral("verify")))
        return verifyLesson(c, lesson);
    if (c.parser.isSet(QStringLiteral("check")))
        return checkProject(c, lesson, c.parser.value(QStringLiteral("check")), json);
    // Neither: the lesson itself, as a student reads it, or (JSON) its file as written, for a
    // trainer to copy.
    if (json) {
        QFile file(lesson.file);
        if (!file.open(QIODevice::ReadOnly)) {
            c.err << tr("%1: cannot open: %2").arg(lesson.file, file.errorString()) << '\n';
            return BadInput;
        }
        c.out << QString::fromUtf8(file.readAll());
        return Ok;
    }
    const QString language = catalogueLanguage();
    c.out << lesson.title.in(language) << "\n\n" << lesson.introduction.in(language) << "\n\n";
    c.out << tr("Goals:") << '\n';
    for (const Goal &goal : lesson.goals)
        c.out << "  - " << goal.text.in(language) << '\n';
    c.out << '\n'
          << tr("Start with: hbase-designer-cli lesson %1 --write start -o start.json")
                 .arg(args.first()) // the id, or the file the lesson was read from
          << '\n';
    return Ok;
}

} // namespace Cli
