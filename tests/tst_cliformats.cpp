// What CI and code review read from hbase-designer-cli (docs/cli.md#where-a-finding-is): every
// finding on the line of the project file that names its object, SARIF 2.1.0 that validates
// against the schema (tests/data/sarif), GitHub workflow commands with the runner's escapes,
// several files in one call, and diff as a pull request's Markdown comment.
#include "processrun.h"
#include "testutil.h"

#include "model/migrate/changesmarkdown.h"
#include "translations/translator.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ProcessRun::Run;

// The CLI run from `directory` (the repository's root by default), in English.
Run cli(const QStringList &arguments, const QString &directory = QStringLiteral(HBD_SOURCE_DIR))
{
    return ProcessRun::run(QStringLiteral(HBD_CLI_BINARY), arguments, directory);
}

QStringList exampleFiles()
{
    const QStringList names = QDir(TestUtil::sourcePath(QStringLiteral("examples")))
                                  .entryList({QStringLiteral("*.json")});
    QStringList files;
    for (const QString &name : names)
        files << QStringLiteral("examples/") + name;
    return files;
}

// The word the line of a finding about `object` must hold: the last name in its path, or the
// member a table's key and splits are written under.
QString nameOf(const QString &object)
{
    if (object.isEmpty()) // the examples' project-level findings are the cluster budget's
        return QStringLiteral("\"cluster\"");
    if (object.endsWith(QStringLiteral("#rowkey")))
        return QStringLiteral("\"rowKey\"");
    if (object.endsWith(QStringLiteral("#splits")))
        return QStringLiteral("\"splits\"");
    const qsizetype cut = std::max({object.lastIndexOf(u':'), object.lastIndexOf(u'/')});
    return u'"' + object.mid(cut + 1) + u'"';
}

} // namespace

class TestCliFormats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFindingIsOnTheLineThatNamesItsObject_data();
    void everyFindingIsOnTheLineThatNamesItsObject();
    void sarifValidatesAgainstTheSchema_data();
    void sarifValidatesAgainstTheSchema();
    void sarifCarriesSuppressionsWithTheirReason();
    void githubAnnotatesErrorsFirstWithTheRunnersEscapes();
    void severalFilesAreCheckedInOneCall();
    void aControlCharacterInANameKeepsOneFindingALine();
    void preCommitHooksRunOnSeveralFiles();
    void diffAsMarkdownHasARowPerChangeAndTheScript();
    void markdownCellsEscapeWhatBreaksATable();
    void markdownStaysUnderACommentsLimit();

private:
    QTemporaryDir m_dir;
};

void TestCliFormats::initTestCase()
{
    // English plural forms, as the CLI has them, for the Markdown written in-process.
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestCliFormats::everyFindingIsOnTheLineThatNamesItsObject_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : exampleFiles())
        QTest::newRow(qPrintable(file)) << file;
}

void TestCliFormats::everyFindingIsOnTheLineThatNamesItsObject()
{
    QFETCH(QString, file);
    const Run r =
        cli({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json"), file});
    QVERIFY2(r.status == 0 || r.status == 1, qPrintable(r.err));
    const QStringList lines =
        QString::fromUtf8(TestUtil::readAll(TestUtil::sourcePath(file))).split(u'\n');
    const QJsonArray findings = QJsonDocument::fromJson(r.out.toUtf8())[u"findings"].toArray();
    QVERIFY(!findings.isEmpty());
    for (const QJsonValue &value : findings) {
        const QJsonObject f = value.toObject();
        const int line = f[u"line"].toInt();
        const int column = f[u"column"].toInt();
        const QString object = f[u"object"].toString();
        QVERIFY2(line >= 1 && line <= lines.size(), qPrintable(object));
        const QString text = lines.at(line - 1);
        QVERIFY2(text.contains(nameOf(object)), qPrintable(object + QStringLiteral(" at ") + text));
        // The column is the key's opening quote (the examples' lines are ASCII up to it).
        QCOMPARE(text.mid(column - 1, 1), QStringLiteral("\""));
    }
    // Text output starts FILE:LINE:COLUMN: as a compiler's does.
    const Run text = cli({QStringLiteral("lint"), file});
    const QJsonObject first = findings.first().toObject();
    QVERIFY2(text.out.startsWith(QStringLiteral("%1:%2:%3: %4: ")
                                     .arg(file)
                                     .arg(first[u"line"].toInt())
                                     .arg(first[u"column"].toInt())
                                     .arg(first[u"object"].toString())),
             qPrintable(text.out.left(200)));
}

void TestCliFormats::sarifValidatesAgainstTheSchema_data()
{
    everyFindingIsOnTheLineThatNamesItsObject_data();
}

void TestCliFormats::sarifValidatesAgainstTheSchema()
{
    QFETCH(QString, file);
    QVERIFY(m_dir.isValid());
    const Run r =
        cli({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("sarif"), file});
    QVERIFY2(r.status == 0 || r.status == 1, qPrintable(r.err));
    const QString log =
        m_dir.filePath(QFileInfo(file).completeBaseName() + QStringLiteral(".sarif"));
    QVERIFY(TestUtil::writeFile(log, r.out.toUtf8()));
    // Debian's python3 with python3-jsonschema and python3-rfc3987 (scripts/test installs both).
    QProcess python;
    python.setProcessChannelMode(QProcess::MergedChannels);
    python.start(QStringLiteral("/usr/bin/python3"),
                 {TestUtil::dataPath(QStringLiteral("sarif/validate.py")),
                  TestUtil::dataPath(QStringLiteral("sarif/sarif-2.1.0.json")), log});
    QVERIFY(python.waitForFinished(120000));
    QVERIFY2(python.exitCode() == 0, python.readAll().constData());

    // One result per finding, at the finding's line, in the file as named from the root.
    const QJsonObject run = QJsonDocument::fromJson(r.out.toUtf8())[u"runs"][0].toObject();
    const QJsonArray results = run[u"results"].toArray();
    const Run json =
        cli({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json"), file});
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray findings = doc[u"findings"].toArray();
    QCOMPARE(results.size(), findings.size() + doc[u"suppressed"].toInt());
    const QJsonArray rules = run[u"tool"][u"driver"][u"rules"].toArray();
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const QJsonObject result = results.at(i).toObject();
        const QJsonObject physical = result[u"locations"][0][u"physicalLocation"].toObject();
        QCOMPARE(physical[u"artifactLocation"][u"uri"].toString(), file);
        QCOMPARE(physical[u"region"][u"startLine"].toInt(), findings.at(i)[u"line"].toInt());
        QCOMPARE(result[u"ruleId"].toString(), findings.at(i)[u"ruleId"].toString());
        QCOMPARE(rules.at(result[u"ruleIndex"].toInt())[u"id"].toString(),
                 result[u"ruleId"].toString());
    }
}

void TestCliFormats::sarifCarriesSuppressionsWithTheirReason()
{
    QJsonObject project =
        QJsonDocument::fromJson(TestUtil::readAll(TestUtil::chatExample())).object();
    project[u"suppressions"] = QJsonArray{QJsonObject{
        {QStringLiteral("rule"), QStringLiteral("HBD-KEY-007")},
        {QStringLiteral("object"), QStringLiteral("MOMO_CHAT:MSG#rowkey")},
        {QStringLiteral("reason"), QStringLiteral("The key is read by id; length is accepted.")}}};
    const QString path = m_dir.filePath(QStringLiteral("suppressed.hbase.json"));
    QVERIFY(TestUtil::writeFile(path, QJsonDocument(project).toJson()));
    const Run r = cli({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("sarif"),
                       QStringLiteral("suppressed.hbase.json")},
                      m_dir.path());
    QVERIFY2(r.status == 1, qPrintable(r.err));
    int suppressed = 0;
    for (const QJsonValue &result :
         QJsonDocument::fromJson(r.out.toUtf8())[u"runs"][0][u"results"].toArray()) {
        const QJsonArray suppressions = result[u"suppressions"].toArray();
        if (suppressions.isEmpty())
            continue;
        ++suppressed;
        QCOMPARE(result[u"ruleId"].toString(), QStringLiteral("HBD-KEY-007"));
        QCOMPARE(suppressions.at(0)[u"kind"].toString(), QStringLiteral("inSource"));
        QCOMPARE(suppressions.at(0)[u"justification"].toString(),
                 QStringLiteral("The key is read by id; length is accepted."));
        QCOMPARE(result[u"locations"][0][u"physicalLocation"][u"artifactLocation"][u"uriBaseId"]
                     .toString(),
                 QStringLiteral("%SRCROOT%"));
    }
    QCOMPARE(suppressed, 1);
}

void TestCliFormats::githubAnnotatesErrorsFirstWithTheRunnersEscapes()
{
    const QString file = QStringLiteral("examples/chat-messages.json");
    const Run r =
        cli({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("github"), file});
    QCOMPARE(r.status, 1);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    static const QRegularExpression command(QStringLiteral(
        "^::(error|warning|notice) file=([^,:]+),line=(\\d+),col=(\\d+),title=([^,:]+)::(.+)$"));
    const QJsonArray findings =
        QJsonDocument::fromJson(
            cli({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json"), file})
                .out.toUtf8())[u"findings"]
            .toArray();
    QCOMPARE(lines.size(), findings.size());
    QStringList kinds;
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = command.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(2), file);
        kinds << m.captured(1);
        // ':' in a property is %3A; a message's '%' is %25 and its line break %0A.
        QVERIFY2(!m.captured(5).contains(u':'), qPrintable(line));
        QVERIFY2(!m.captured(6).contains(u'\n'), qPrintable(line));
    }
    QCOMPARE(kinds.first(), QStringLiteral("error"));
    QVERIFY(kinds.indexOf(QStringLiteral("warning")) > kinds.lastIndexOf(QStringLiteral("error")));
    QVERIFY(kinds.indexOf(QStringLiteral("notice")) > kinds.lastIndexOf(QStringLiteral("warning")));
    QVERIFY2(r.out.contains(QStringLiteral("title=HBD-KEY-003 MOMO_CHAT%3AMSG_BY_TIME#rowkey::")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("100%25 of the sample's writes")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("%0AFix: ")), qPrintable(r.out));
}

void TestCliFormats::severalFilesAreCheckedInOneCall()
{
    const QStringList files = {QStringLiteral("examples/chat-messages.json"),
                               QStringLiteral("examples/logs.json")};
    const Run text = cli(QStringList{QStringLiteral("lint")} + files);
    QCOMPARE(text.status, 1); // the chat example has an error
    for (const QString &file : files) {
        QVERIFY2(text.err.contains(file + QStringLiteral(": ")), qPrintable(text.err));
        QVERIFY2(text.out.contains(QRegularExpression(u'^' + QRegularExpression::escape(file) +
                                                          QStringLiteral(":\\d+:\\d+: "),
                                                      QRegularExpression::MultilineOption)),
                 qPrintable(file));
    }
    const Run json = cli(QStringList{QStringLiteral("validate"), QStringLiteral("--format"),
                                     QStringLiteral("json")} +
                         files);
    const QJsonArray list = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list.at(1)[u"file"].toString(), files.at(1));
    // A file that cannot be read is said, the others still checked, and the status is 2.
    const Run missing =
        cli({QStringLiteral("validate"), QStringLiteral("nothing.json"), files.at(1)});
    QCOMPARE(missing.status, 2);
    QVERIFY(missing.err.contains(QStringLiteral("nothing.json: cannot open")));
    QVERIFY(missing.err.contains(files.at(1) + QStringLiteral(": 0 errors")));
}

void TestCliFormats::aControlCharacterInANameKeepsOneFindingALine()
{
    QByteArray json = TestUtil::readAll(TestUtil::chatExample());
    json.replace("\"name\": \"C1\"", "\"name\": \"C\\n1\"");
    const QString path = m_dir.filePath(QStringLiteral("newline.json"));
    QVERIFY(TestUtil::writeFile(path, json));
    const Run r = cli({QStringLiteral("validate"), path});
    QCOMPARE(r.status, 1);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(!lines.isEmpty(), qPrintable(r.out));
    const QRegularExpression place(u'^' + QRegularExpression::escape(path) +
                                   QStringLiteral(":\\d+:\\d+: MOMO_CHAT:"));
    for (const QString &line : lines) {
        QVERIFY2(place.match(line).hasMatch(), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("C\\n1")), qPrintable(line));
    }
}

// .pre-commit-hooks.yaml: each hook's entry run as pre-commit runs it, the matching files
// appended; its `files` pattern takes project files and leaves other JSON alone.
void TestCliFormats::preCommitHooksRunOnSeveralFiles()
{
    const QString hooks = QString::fromUtf8(
        TestUtil::readAll(TestUtil::sourcePath(QStringLiteral(".pre-commit-hooks.yaml"))));
    static const QRegularExpression entry(QStringLiteral("^  entry: (.+)$"),
                                          QRegularExpression::MultilineOption);
    static const QRegularExpression files(QStringLiteral("^  files: '(.+)'$"),
                                          QRegularExpression::MultilineOption);
    QTemporaryDir repo;
    const QString canonical = QStringLiteral("good.hbase.json");
    const QString loose = QStringLiteral("loose.hbase.json");
    QVERIFY(
        cli({QStringLiteral("lesson"), QStringLiteral("time-hotspot"), QStringLiteral("--write"),
             QStringLiteral("solution"), QStringLiteral("-o"), canonical},
            repo.path())
            .status == 0);
    QByteArray compact = TestUtil::readAll(repo.filePath(canonical));
    compact.replace("\n  ", "\n ");
    QVERIFY(TestUtil::writeFile(repo.filePath(loose), compact));
    QStringList entries;
    for (const QRegularExpressionMatch &m : entry.globalMatch(hooks))
        entries << m.captured(1);
    QCOMPARE(entries, (QStringList{QStringLiteral("hbase-designer-cli lint"),
                                   QStringLiteral("hbase-designer-cli format --check")}));
    // lint: the solution meets every goal, so no error in either copy.
    QCOMPARE(cli(QProcess::splitCommand(entries.at(0)).mid(1) + QStringList{canonical, loose},
                 repo.path())
                 .status,
             0);
    const Run format = cli(
        QProcess::splitCommand(entries.at(1)).mid(1) + QStringList{canonical, loose}, repo.path());
    QCOMPARE(format.status, 1);
    QVERIFY2(format.err.contains(loose + QStringLiteral(": not in canonical form")),
             qPrintable(format.err));
    QVERIFY(!format.err.contains(canonical));
    for (const QRegularExpressionMatch &m : files.globalMatch(hooks)) {
        const QRegularExpression pattern(m.captured(1));
        QVERIFY(pattern.match(QStringLiteral("schemas/orders.hbase.json")).hasMatch());
        QVERIFY(!pattern.match(QStringLiteral("package.json")).hasMatch());
    }
}

void TestCliFormats::diffAsMarkdownHasARowPerChangeAndTheScript()
{
    QByteArray changed = TestUtil::readAll(TestUtil::chatExample());
    // MSG's family C1 (the first family in the file) compressed differently.
    const qsizetype at = changed.indexOf("\"compression\": \"GZ\"");
    QVERIFY(at > 0);
    changed.replace(at, 19, "\"compression\": \"ZSTD\"");
    const QString path = m_dir.filePath(QStringLiteral("chat-v2.hbase.json"));
    QVERIFY(TestUtil::writeFile(path, changed));
    const Run r = cli({QStringLiteral("diff"), QStringLiteral("--format"),
                       QStringLiteral("markdown"), TestUtil::chatExample(), path});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QStringLiteral("| Risk | Object | Change | Old | New |")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("| rewrites store files | `MOMO_CHAT:MSG/C1` | "
                                           "`COMPRESSION` | `GZ` | `ZSTD` |")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("1 change: 1 rewrites store files")));
    QVERIFY(r.out.contains(QStringLiteral("```ruby\n")));
    QVERIFY2(r.out.contains(QStringLiteral("alter 'MOMO_CHAT:MSG'")), qPrintable(r.out));
    QVERIFY(r.out.trimmed().endsWith(QStringLiteral("```")));
    // migrate --format markdown: the same table, then the script it writes.
    const Run migrate = cli({QStringLiteral("migrate"), QStringLiteral("--format"),
                             QStringLiteral("markdown"), TestUtil::chatExample(), path});
    QCOMPARE(migrate.status, 0);
    QVERIFY(migrate.out.contains(QStringLiteral("`COMPRESSION` | `GZ` | `ZSTD` |")));
    QVERIFY(migrate.out.contains(QStringLiteral("The alter script:\n\n```ruby\n")));
}

void TestCliFormats::markdownCellsEscapeWhatBreaksATable()
{
    QCOMPARE(ChangesMarkdown::codeCell(QStringLiteral("a|b")), QStringLiteral("`a\\|b`"));
    QCOMPARE(ChangesMarkdown::codeCell(QStringLiteral("x``y")), QStringLiteral("```x``y```"));
    QCOMPARE(ChangesMarkdown::codeCell(QStringLiteral("`x")), QStringLiteral("`` `x ``"));
    QCOMPARE(ChangesMarkdown::codeCell(QStringLiteral("two\nlines")),
             QStringLiteral("`two lines`"));
}

void TestCliFormats::markdownStaysUnderACommentsLimit()
{
    ChangesMarkdown::Input input;
    input.oldName = QStringLiteral("old.json");
    input.newName = QStringLiteral("new.json");
    for (int i = 0; i < 3000; ++i) {
        SchemaChange c;
        c.path = QStringLiteral("NS:T%1").arg(i);
        c.kind = ChangeKind::Added;
        c.target = ChangeTarget::Table;
        c.message = QStringLiteral("new table NS:T%1").arg(i);
        input.changes.append(c);
    }
    input.script = QByteArray(100, 'x');
    input.scriptHeading = QStringLiteral("The alter script:");
    const QString text = ChangesMarkdown::write(input);
    QVERIFY(text.size() <= ChangesMarkdown::kCommentLimit);
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\n\\d+ more changes left out"))),
             qPrintable(text.right(300)));
    QVERIFY(text.contains(QStringLiteral("| `NS:T0` |")));
    QVERIFY(text.contains(QStringLiteral("```ruby\nxxxx")));
    // A script too long for a comment is named, not shown.
    input.changes.resize(2);
    input.script = QByteArray(70000, 'y') + '\n';
    const QString big = ChangesMarkdown::write(input);
    QVERIFY(big.size() <= ChangesMarkdown::kCommentLimit);
    QVERIFY2(big.contains(QStringLiteral("too long for a comment")), qPrintable(big));
    QVERIFY(big.contains(QStringLiteral("| `NS:T1` |")));
}

QTEST_GUILESS_MAIN(TestCliFormats)
#include "tst_cliformats.moc"
