// Workshop lessons (docs/lessons.md): every built-in lesson's start fails a goal and its solution
// meets them all, other valid answers pass too, lesson files are read strictly, and the CLI's
// lessons and lesson commands.
#include "clirunner.h"
#include "lessontest.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using CliRunner::cli;
using CliRunner::Run;

using namespace LessonTest;

class TestLessons : public QObject
{
    Q_OBJECT

private slots:
    void everyLessonStartsFailingAndItsSolutionPasses();
    void everyLessonSpeaksChinese();
    void everyGoalsFigureSaysWhatItCounts();
    void theLessonsCoverEveryCaseStudy();
    void lessonFilesAreReadStrictly_data();
    void lessonFilesAreReadStrictly();
    void textsFollowTheLanguage();
    void familyAndNamespaceMeasuresReadTheDesign();
    void theCliListsWritesAndChecks();
};

void TestLessons::everyLessonStartsFailingAndItsSolutionPasses()
{
    const QStringList files = LessonFile::builtInFiles();
    QVERIFY(!files.isEmpty());
    QStringList ids;
    for (const QString &file : files) {
        const LessonFile::Result read = LessonFile::read(file);
        QVERIFY2(read.lesson, qPrintable(read.error));
        const Lesson &lesson = *read.lesson;
        QVERIFY2(!ids.contains(lesson.id), qPrintable(lesson.id));
        ids.append(lesson.id);
        QCOMPARE(LessonFile::find(lesson.id), file);
        const QString folder = QFileInfo(file).absolutePath();
        const LessonCheck::Result start =
            LessonCheck::check(lesson, projectOf(lesson.startFile), folder);
        QCOMPARE(start.goals.size(), lesson.goals.size());
        QVERIFY2(!start.passed(),
                 qPrintable(lesson.id + QStringLiteral(": ") + passedGoals(start)));
        const LessonCheck::Result solution =
            LessonCheck::check(lesson, projectOf(lesson.solutionFile), folder);
        QVERIFY2(solution.passed(),
                 qPrintable(lesson.id + QStringLiteral(": ") + passedGoals(solution)));
        for (const LessonCheck::GoalResult &g : solution.goals)
            QVERIFY(!g.measured.isEmpty());
    }
}

// Every text of every built-in lesson has its zh_CN translation, as many hints as in English.
void TestLessons::everyLessonSpeaksChinese()
{
    const QString zh = QStringLiteral("zh_CN");
    const auto translated = [&](const LessonText &t) {
        return t.translations.contains(zh) && !t.translations.value(zh).isEmpty() &&
               t.translations.value(zh) != t.english;
    };
    for (const QString &file : LessonFile::builtInFiles()) {
        const Lesson lesson = LessonFile::read(file).lesson.value_or(Lesson{});
        QVERIFY2(!lesson.id.isEmpty(), qPrintable(file));
        QVERIFY2(translated(lesson.title), qPrintable(lesson.id));
        QVERIFY2(translated(lesson.introduction), qPrintable(lesson.id));
        QVERIFY2(translated(lesson.explanation), qPrintable(lesson.id));
        QVERIFY2(!lesson.hints.isEmpty(), qPrintable(lesson.id));
        for (const LessonText &hint : lesson.hints)
            QVERIFY2(translated(hint), qPrintable(lesson.id + u' ' + hint.english));
        for (const Goal &goal : lesson.goals)
            QVERIFY2(translated(goal.text), qPrintable(lesson.id + u' ' + goal.text.english));
    }
}

// A goal's figure carries its unit, in both languages: "5 empty regions", "1 finding of
// HBD-KEY-004", "VERSIONS 3", never a bare "5" beside a text that counts something else.
void TestLessons::everyGoalsFigureSaysWhatItCounts()
{
    const QRegularExpression english(QStringLiteral("\\(now (.*)\\)$"));
    const QRegularExpression chinese(QStringLiteral("（当前：(.*)）$"));
    const QRegularExpression word(QStringLiteral("[A-Za-z\\p{Han}]"));
    int figures = 0;
    for (const QString &file : LessonFile::builtInFiles()) {
        const Lesson lesson = LessonFile::read(file).lesson.value_or(Lesson{});
        for (const QString &project : {lesson.startFile, lesson.solutionFile}) {
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
                const Run run =
                    cli({QStringLiteral("lesson"), lesson.id, QStringLiteral("--check"), project},
                        language);
                const QRegularExpression &figure = language == u"en" ? english : chinese;
                int lines = 0;
                for (const QString &line : run.out.split(u'\n', Qt::SkipEmptyParts)) {
                    const QRegularExpressionMatch m = figure.match(line);
                    QVERIFY2(m.hasMatch(), qPrintable(lesson.id + u' ' + line));
                    QVERIFY2(m.captured(1).contains(word), qPrintable(lesson.id + u' ' + line));
                    ++lines;
                }
                QCOMPARE(lines, lesson.goals.size());
                figures += lines;
            }
        }
    }
    QVERIFY(figures >= 100);
}

// At least ten lessons, and every case study of examples/ is the subject of one: a lesson's
// table lives in the example's namespace.
void TestLessons::theLessonsCoverEveryCaseStudy()
{
    const QStringList files = LessonFile::builtInFiles();
    QVERIFY(files.size() >= 10);
    QSet<QString> taught;
    for (const QString &file : files)
        taught.insert(LessonFile::read(file).lesson.value_or(Lesson{}).table.section(u':', 0, 0));
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    const QStringList projects = examples.entryList({QStringLiteral("*.json")}, QDir::Files);
    QCOMPARE(projects.size(), 8);
    for (const QString &name : projects) {
        const Project example = projectOf(examples.filePath(name));
        QVERIFY2(!example.tables.isEmpty(), qPrintable(name));
        QVERIFY2(taught.contains(example.tables.first().namespaceName), qPrintable(name));
    }
}

void TestLessons::lessonFilesAreReadStrictly_data()
{
    QTest::addColumn<QByteArray>("change"); // replaces "GOALS" in a valid lesson
    QTest::addColumn<QString>("place");
    const QByteArray goal = R"({"text": "t", "measure": "regions", "atLeast": 2})";
    QTest::newRow("valid") << goal << QString();
    QTest::newRow("unknown member")
        << QByteArray(R"({"text": "t", "measure": "regions", "atLeast": 2, "colour": 1})")
        << QStringLiteral("/goals/0");
    QTest::newRow("unknown measure")
        << QByteArray(R"({"text": "t", "measure": "speed", "atLeast": 2})")
        << QStringLiteral("/goals/0/measure");
    QTest::newRow("no bound") << QByteArray(R"({"text": "t", "measure": "regions"})")
                              << QStringLiteral("/goals/0/measure");
    QTest::newRow("access goal without its pattern")
        << QByteArray(R"({"text": "t", "measure": "accessMethod", "methods": ["get"]})")
        << QStringLiteral("/goals/0/pattern");
    QTest::newRow("unknown method")
        << QByteArray(
               R"({"text": "t", "measure": "accessMethod", "pattern": "p", "methods": ["gett"]})")
        << QStringLiteral("/goals/0/methods");
    QTest::newRow("family attribute without its attribute")
        << QByteArray(
               R"({"text": "t", "measure": "familyAttribute", "family": "C1", "atLeast": 1})")
        << QStringLiteral("/goals/0/attribute");
    QTest::newRow("unknown family attribute")
        << QByteArray(R"({"text": "t", "measure": "familyAttribute", "attribute": "VERSION",
                          "family": "C1", "atLeast": 1})")
        << QStringLiteral("/goals/0/attribute");
    QTest::newRow("family attribute of no family")
        << QByteArray(R"({"text": "t", "measure": "familyAttribute", "attribute": "TTL",
                          "atMost": 86400})")
        << QStringLiteral("/goals/0/family");
    QTest::newRow("namespace access goal without methods")
        << QByteArray(R"({"text": "t", "measure": "accessMethodInNamespace", "pattern": "p"})")
        << QStringLiteral("/goals/0/methods");
    QTest::newRow("bounds no design meets")
        << QByteArray(R"({"text": "t", "measure": "regions", "atLeast": 20, "atMost": 10})")
        << QStringLiteral("/goals/0/atMost");
    QTest::newRow("a goal needs a text")
        << QByteArray(R"({"measure": "regions", "atMost": 1})") << QStringLiteral("/goals/0/text");
}

void TestLessons::lessonFilesAreReadStrictly()
{
    QFETCH(QByteArray, change);
    QFETCH(QString, place);
    QTemporaryDir dir;
    QVERIFY(QFile::copy(lessonNamed(QStringLiteral("time-hotspot")).startFile,
                        dir.filePath(QStringLiteral("s.json"))));
    QByteArray text = R"({"formatVersion": 1, "id": "x", "title": "T", "introduction": "I",
        "explanation": "E", "table": "MOMO_CHAT:MSG_BY_TIME", "start": "s.json",
        "solution": "s.json", "hints": ["h"], "goals": [GOALS],
        "i18n": {"zh_CN": {"title": "题", "hints": ["提示"]}}})";
    text.replace("GOALS", change);
    const QString file = dir.filePath(QStringLiteral("x.lesson.json"));
    QVERIFY(TestUtil::writeFile(file, text));
    const LessonFile::Result read = LessonFile::read(file);
    if (place.isEmpty()) {
        QVERIFY2(read.lesson, qPrintable(read.error));
        QCOMPARE(read.lesson->title.in(QStringLiteral("zh_CN")), QStringLiteral("题"));
        QCOMPARE(read.lesson->hints.value(0).in(QStringLiteral("zh_CN")), QStringLiteral("提示"));
        // A lesson that reads but cannot be solved: --verify says which goal its solution misses.
        // (Its start and solution are one file here, so the start meets what the solution meets.)
        QByteArray unsolvable = text;
        unsolvable.replace(change, R"({"text": "on another table", "table": "WEB:NOPE",
                                       "measure": "regions", "atLeast": 1})");
        QVERIFY(TestUtil::writeFile(file, unsolvable));
        const Run verified = cli({QStringLiteral("lesson"), file, QStringLiteral("--verify")});
        QCOMPARE(verified.status, 1);
        QVERIFY2(verified.out.contains(QStringLiteral(
                     "s.json does not meet: on another table (the design has no table "
                     "WEB:NOPE)")),
                 qPrintable(verified.out));
        return;
    }
    QVERIFY(!read.lesson);
    QVERIFY2(read.error.startsWith(file + QStringLiteral(": ") + place + u':'),
             qPrintable(read.error));
    if (place.endsWith(QStringLiteral("atMost"))) { // the reader's own words, in Chinese too
        const Run zh = cli({QStringLiteral("lesson"), file}, QStringLiteral("zh_CN"));
        QCOMPARE(zh.status, 2);
        QVERIFY2(zh.err.contains(QStringLiteral("任何设计都无法达成")), qPrintable(zh.err));
    }

    // A start file that is not there is named.
    text.replace("\"start\": \"s.json\"", "\"start\": \"gone.json\"");
    QVERIFY(TestUtil::writeFile(file, text));
    QVERIFY(LessonFile::read(file).error.contains(QStringLiteral("gone.json")));
}

void TestLessons::textsFollowTheLanguage()
{
    LessonText t{QStringLiteral("time"), {{QStringLiteral("zh_CN"), QStringLiteral("时间")}}};
    QCOMPARE(t.in(QStringLiteral("en")), QStringLiteral("time"));
    QCOMPARE(t.in(QStringLiteral("zh_CN")), QStringLiteral("时间"));
    QCOMPARE(t.in(QStringLiteral("zh_TW")), QStringLiteral("时间")); // any zh before English
    QCOMPARE(t.in(QStringLiteral("fr")), QStringLiteral("time"));
}

// The measures on a table's families and on a namespace, against the chat example: its three
// tables, one family C1 whose TTL is 180 days, and a conversation in a time range that only
// MSG_BY_CONVERSATION serves with a range scan (MSG needs a full scan, MSG_BY_TIME a filtered one).
void TestLessons::familyAndNamespaceMeasuresReadTheDesign()
{
    Lesson lesson;
    lesson.table = QStringLiteral("MOMO_CHAT:MSG");
    const auto goal = [](GoalMeasure measure) {
        Goal g;
        g.measure = measure;
        return g;
    };
    Goal families = goal(GoalMeasure::Families);
    families.atMost = 1;
    Goal ttl = goal(GoalMeasure::FamilyAttribute);
    ttl.attribute = FamilyAttributeName::Ttl;
    ttl.qualifier = QStringLiteral("message");
    ttl.atMost = 90 * 86400;
    Goal mob = goal(GoalMeasure::FamilyAttribute);
    mob.attribute = FamilyAttributeName::IsMob;
    mob.family = QStringLiteral("C1");
    mob.atMost = 0;
    Goal missing = mob;
    missing.family = QStringLiteral("D");
    Goal tables = goal(GoalMeasure::Tables);
    tables.atLeast = 3;
    Goal conversation = goal(GoalMeasure::AccessMethodInNamespace);
    conversation.pattern = QStringLiteral("conversation in a time range");
    conversation.methods = {QStringLiteral("rangeScan")};
    lesson.goals = {families, ttl, mob, missing, tables, conversation};

    const LessonCheck::Result r =
        LessonCheck::check(lesson, projectOf(TestUtil::chatExample()),
                           TestUtil::sourcePath(QStringLiteral("examples")));
    QCOMPARE(r.goals.size(), lesson.goals.size());
    QVERIFY(r.goals[0].passed);
    QCOMPARE(r.goals[0].measured, QStringLiteral("1 column family(s)"));
    QVERIFY(!r.goals[1].passed); // 180 days is more than 90
    QCOMPARE(r.goals[1].measured, QStringLiteral("TTL 180 days = 15,552,000 seconds"));
    QVERIFY(r.goals[2].passed);
    QVERIFY(!r.goals[3].passed);
    QVERIFY(r.goals[3].measured.contains(QStringLiteral("'D'")));
    QVERIFY(r.goals[4].passed);
    QCOMPARE(r.goals[4].measured, QStringLiteral("3 table(s)"));
    QVERIFY(r.goals[5].passed);
    QVERIFY2(r.goals[5].measured.contains(QStringLiteral("MOMO_CHAT:MSG_BY_CONVERSATION")),
             qPrintable(r.goals[5].measured));
    // A namespace goal checked against one table's figures says where it is measured.
    QVERIFY(!LessonCheck::check(tables, nullptr).passed);
    QVERIFY(r.goals[0].known);

    // A goal on a table the design does not have is not measured, and says which table.
    Lesson elsewhere = lesson;
    elsewhere.table = QStringLiteral("WEB:NOPE");
    elsewhere.goals = {families};
    const LessonCheck::Result none =
        LessonCheck::check(elsewhere, projectOf(TestUtil::chatExample()), QString());
    QVERIFY(!none.goals[0].passed);
    QVERIFY(!none.goals[0].known);
    QCOMPARE(none.goals[0].measured, QStringLiteral("the design has no table WEB:NOPE"));
}

void TestLessons::theCliListsWritesAndChecks()
{
    const Run list =
        cli({QStringLiteral("lessons"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(list.status, 0);
    const QJsonArray lessons = QJsonDocument::fromJson(list.out.toUtf8())
                                   .object()
                                   .value(QStringLiteral("lessons"))
                                   .toArray();
    QCOMPARE(lessons.size(), LessonFile::builtInFiles().size());
    const QJsonObject first = lessons[0].toObject();
    QVERIFY(!first.value(QStringLiteral("title")).toString().isEmpty());
    QVERIFY(!first.value(QStringLiteral("goals")).toArray().isEmpty());

    QTemporaryDir dir;
    const QString start = dir.filePath(QStringLiteral("start.json"));
    const QString id = first.value(QStringLiteral("id")).toString();
    QCOMPARE(cli({QStringLiteral("lesson"), id, QStringLiteral("--write"), QStringLiteral("start"),
                  QStringLiteral("-o"), start})
                 .status,
             0);
    const Run failing = cli({QStringLiteral("lesson"), id, QStringLiteral("--check"), start,
                             QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(failing.status, 1);
    const QJsonObject report = QJsonDocument::fromJson(failing.out.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("lesson")).toString(), id);
    QCOMPARE(report.value(QStringLiteral("passed")).toBool(), false);
    QCOMPARE(report.value(QStringLiteral("goals")).toArray().size(),
             first.value(QStringLiteral("goals")).toArray().size());

    const QString solution = dir.filePath(QStringLiteral("solution.json"));
    QCOMPARE(cli({QStringLiteral("lesson"), id, QStringLiteral("--write"),
                  QStringLiteral("solution"), QStringLiteral("-o"), solution})
                 .status,
             0);
    const Run passing = cli({QStringLiteral("lesson"), id, QStringLiteral("--check"), solution},
                            QStringLiteral("zh_CN"));
    QCOMPARE(passing.status, 0);
    QVERIFY2(passing.out.contains(QStringLiteral("已达成：")) &&
                 passing.out.contains(QStringLiteral("（当前")),
             qPrintable(passing.out));

    QCOMPARE(cli({QStringLiteral("lesson"), QStringLiteral("no-such-lesson")}).status, 2);
    // A built-in lesson verifies: its start fails a goal, its solution meets them all.
    const Run verified = cli({QStringLiteral("lesson"), id, QStringLiteral("--verify")});
    QCOMPARE(verified.status, 0);
    QVERIFY2(verified.out.contains(QStringLiteral("as a start should be")) &&
                 verified.out.contains(QStringLiteral(": meets all ")),
             qPrintable(verified.out));
    QCOMPARE(cli({QStringLiteral("lesson"), id, QStringLiteral("--check"),
                  dir.filePath(QStringLiteral("missing.json"))})
                 .status,
             2);

    // A trainer copies a built-in lesson: --format json gives its file as written, which reads
    // back as the same lesson; a lesson given as a file says to start from that file.
    const Run copied =
        cli({QStringLiteral("lesson"), id, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(copied.status, 0);
    const QString mine = dir.filePath(QStringLiteral("mine.lesson.json"));
    QVERIFY(TestUtil::writeFile(mine, copied.out.toUtf8()));
    const Lesson original = *LessonFile::read(LessonFile::find(id)).lesson;
    QVERIFY(
        QFile::copy(original.startFile, dir.filePath(QFileInfo(original.startFile).fileName())));
    QVERIFY(QFile::copy(original.solutionFile,
                        dir.filePath(QFileInfo(original.solutionFile).fileName())));
    const LessonFile::Result reread = LessonFile::read(mine);
    QVERIFY2(reread.lesson, qPrintable(reread.error));
    QCOMPARE(reread.lesson->goals.size(), original.goals.size());
    const Run shown = cli({QStringLiteral("lesson"), mine});
    QCOMPARE(shown.status, 0);
    QVERIFY2(shown.out.contains(QStringLiteral("lesson %1 --write start").arg(mine)),
             qPrintable(shown.out));
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
