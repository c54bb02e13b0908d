// hbase-designer-cli as a user runs it: a real process, its exit status, stdout and stderr.
#include "clirunner.h"
#include "testutil.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

namespace {

using CliRunner::cli;
using CliRunner::Run;

QString example()
{
    return TestUtil::chatExample();
}

QByteArray badExample()
{
    return TestUtil::chatExampleWithIllegalName();
}

using TestUtil::writeFile;

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void usage_data();
    void usage();
    void validateExample();
    void readmeCommandsRunAsWritten();
    void validateFindsErrors();
    void validateJson();
    void validateChecksTheRowKey_data();
    void validateChecksTheRowKey();
    void aKeyFieldWithoutAGeneratorIsASampleWarning();
    void lintReportsDesignRules();
    void lintCountsSuppressions();
    void formatWritesTheCanonicalForm();
    void importWritesAProjectOrNamesTheBadLine();
    void rulesDocumentMatchesTheCatalog();
    void validateJsonReportsBadInputAsJson();
    void badInput_data();
    void badInput();
    void exportToStdout();
    void exportOneTable();
    void exportToFile();
    void exportRefusesIllegalNamesAndKeepsOldFile();
    void exportToAnUnwritablePlaceSaysWhy();
    void exportSplitsFileNeedsOutput();
    void splits_data();
    void splits();
    void splitsRefuses_data();
    void splitsRefuses();

private:
    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(HBD_CLI_BINARY)));
}

void TestCli::usage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("stdoutHas");
    QTest::addColumn<QString>("stderrHas");

    QTest::newRow("no arguments") << QStringList() << 2 << QString() << QStringLiteral("Commands:");
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << 0
                            << QStringLiteral("Exit status: 0 ok, 1 findings") << QString();
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")} << 0
                               << QStringLiteral("hbase-designer-cli " HBD_VERSION) << QString();
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2 << QString()
                                     << QStringLiteral("unknown command \"frobnicate\"");
    QTest::newRow("validate --help")
        << QStringList{QStringLiteral("validate"), QStringLiteral("--help")} << 0
        << QStringLiteral("Usage: hbase-designer-cli validate") << QString();
    QTest::newRow("export --help") << QStringList{QStringLiteral("export"), QStringLiteral("-h")}
                                   << 0 << QStringLiteral("--table <NS:TABLE>") << QString();
    QTest::newRow("splits --help")
        << QStringList{QStringLiteral("splits"), QStringLiteral("--help")} << 0
        << QStringLiteral("--salt <BUCKETS>") << QString();
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("validate"), QStringLiteral("--bogus")} << 2 << QString()
        << QStringLiteral("bogus");
    // Several files are checked one after the other: each that cannot be read is said.
    QTest::newRow("two missing files")
        << QStringList{QStringLiteral("validate"), QStringLiteral("a"), QStringLiteral("b")} << 2
        << QString() << QStringLiteral("b: cannot open");
}

void TestCli::usage()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QString, stdoutHas);
    QFETCH(QString, stderrHas);

    const Run r = cli(arguments);
    QCOMPARE(r.status, status);
    QVERIFY2(r.out.contains(stdoutHas), qPrintable(r.out));
    QVERIFY2(r.err.contains(stderrHas), qPrintable(r.err));
    if (status == 0)
        QVERIFY(r.out.endsWith(u'\n'));
}

void TestCli::validateExample()
{
    const Run r = cli({QStringLiteral("validate"), example()});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.contains(QStringLiteral("0 errors")), qPrintable(r.err));
}

// The README's command-line examples, run from the repository's root on what a fresh clone has:
// every file they name is in the repository (or written by an earlier line), and each succeeds.
void TestCli::readmeCommandsRunAsWritten()
{
    const QString readme =
        QString::fromUtf8(TestUtil::readAll(TestUtil::sourcePath(QStringLiteral("README.md"))));
    const qsizetype section = readme.indexOf(QStringLiteral("## The command line"));
    QVERIFY(section >= 0);
    const qsizetype start = readme.indexOf(QStringLiteral("```sh\n"), section);
    const qsizetype end = readme.indexOf(QStringLiteral("```"), start + 5);
    QVERIFY(start >= 0 && end > start);
    QTemporaryDir output; // where the commands' own files go, instead of the repository
    int ran = 0;
    for (QString line : readme.mid(start + 6, end - start - 6).split(u'\n')) {
        line = line.section(QStringLiteral(" #"), 0, 0).trimmed();
        if (!line.startsWith(QStringLiteral("hbase-designer-cli ")))
            continue; // the PATH line, and the HBase shell, which the test has not
        QStringList arguments = QProcess::splitCommand(line).mid(1);
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            if ((i > 0 && arguments[i - 1] == u"-o") ||
                QFileInfo::exists(output.filePath(arguments[i]))) { // written by a line above
                arguments[i] = output.filePath(arguments[i]);
            } else if (arguments[i].contains(u'/')) {
                const QString path = TestUtil::sourcePath(arguments[i]);
                QVERIFY2(QFileInfo::exists(path),
                         qPrintable(arguments[i] + QStringLiteral(" is not shipped")));
                arguments[i] = path;
            }
        }
        const Run r = cli(arguments);
        QVERIFY2(r.status == 0, qPrintable(line + u'\n' + r.err));
        QVERIFY2(!r.out.isEmpty() || !r.err.isEmpty() || arguments.contains(QStringLiteral("-o")),
                 qPrintable(line));
        ++ran;
    }
    QCOMPARE(ran, 7);
}

void TestCli::validateFindsErrors()
{
    const QString path = m_dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeFile(path, badExample()));
    const Run r = cli({QStringLiteral("validate"), path});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.out.contains(QStringLiteral("MOMO_CHAT:MSG BY#{TIME}: error:")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("a space at position 4")));
    QVERIFY(r.out.contains(QStringLiteral("[HBD-NAME-001]")));
    QVERIFY2(r.err.contains(QStringLiteral("1 error,")), qPrintable(r.err));
}

void TestCli::validateJson()
{
    const QString path = m_dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeFile(path, badExample()));
    const Run r =
        cli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(r.status, 1);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonArray findings = doc.object().value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), 1);
    const QJsonObject f = findings.first().toObject();
    QCOMPARE(f.value(QStringLiteral("ruleId")).toString(), QStringLiteral("HBD-NAME-001"));
    QCOMPARE(f.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(f.value(QStringLiteral("object")).toString(),
             QStringLiteral("MOMO_CHAT:MSG BY#{TIME}"));
}

void TestCli::validateChecksTheRowKey_data()
{
    QTest::addColumn<QByteArray>("expression");
    QTest::addColumn<QString>("message");
    QTest::newRow("salt out of range")
        << QByteArray("salt(300)")
        << QStringLiteral("salt(N) needs a number of buckets from 1 to 256");
    QTest::newRow("unclosed call")
        << QByteArray("md5(sender") << QStringLiteral("expected ')' to close md5(");
}

void TestCli::validateChecksTheRowKey()
{
    QFETCH(QByteArray, expression);
    QFETCH(QString, message);
    QByteArray json = TestUtil::readAll(example());
    json.replace("\"expr\": \"sender\"", "\"expr\": \"" + expression + "\"");
    const QString path = m_dir.filePath(QStringLiteral("key.json"));
    QVERIFY(writeFile(path, json));
    const Run r = cli({QStringLiteral("validate"), path});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.out.contains(QStringLiteral("MOMO_CHAT:MSG#rowkey: error: row key: segment 3 [") +
                            QString::fromLatin1(expression)),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(message), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("[HBD-KEY-002]")));
}

// A key field no generator makes is nothing HBase refuses: validate passes, and lint says the
// sample could not be built, naming the field, as a warning.
void TestCli::aKeyFieldWithoutAGeneratorIsASampleWarning()
{
    QByteArray json = TestUtil::readAll(example());
    json.replace("\"expr\": \"sender\"", "\"expr\": \"nosuch\"");
    const QString path = m_dir.filePath(QStringLiteral("nogenerator.json"));
    QVERIFY(writeFile(path, json));
    QCOMPARE(cli({QStringLiteral("validate"), path}).status, 0);
    const Run r = cli(
        {QStringLiteral("lint"), QStringLiteral("--table"), QStringLiteral("MOMO_CHAT:MSG"), path});
    QVERIFY2(
        r.out.contains(QStringLiteral("MOMO_CHAT:MSG: warning: the sample could not be built")),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("unknown field 'nosuch'; the sample rows have sender, "
                                           "receiver, ts [HBD-SAMPLE-001]")),
             qPrintable(r.out));
    QVERIFY(!r.out.contains(QStringLiteral("HBD-KEY-002")));
}

void TestCli::lintReportsDesignRules()
{
    const Run all = cli({QStringLiteral("lint"), example()});
    QCOMPARE(all.status, 1);
    // The bad table's timestamp-first key, measured on its sample.
    QVERIFY2(all.out.contains(QStringLiteral("MOMO_CHAT:MSG_BY_TIME#rowkey: error: the row key of "
                                             "MOMO_CHAT:MSG_BY_TIME grows with time")),
             qPrintable(all.out));
    QVERIFY(all.out.contains(QStringLiteral("[HBD-KEY-003]")));

    const Run good = cli({QStringLiteral("lint"), QStringLiteral("--table"),
                          QStringLiteral("MOMO_CHAT:MSG"), example()});
    QVERIFY(!good.out.contains(QStringLiteral("MSG_BY_TIME")));
    QVERIFY(!good.out.contains(QStringLiteral("HBD-KEY-003")));

    const Run unknown =
        cli({QStringLiteral("lint"), QStringLiteral("-t"), QStringLiteral("NOPE"), example()});
    QCOMPARE(unknown.status, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("no table \"NOPE\"")));

    const Run json = cli(
        {QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json"), example()});
    QCOMPARE(json.status, 1);
    QVERIFY(QJsonDocument::fromJson(json.out.toUtf8())
                .object()
                .value(QStringLiteral("findings"))
                .toArray()
                .size() >= 2);
}

// docs/rules.md is the catalog's own words: regenerate it with the command when a rule changes.
void TestCli::lintCountsSuppressions()
{
    QByteArray json = TestUtil::readAll(example());
    const QByteArray suppression =
        "  \"suppressions\": [{\"rule\": \"HBD-KEY-003\", \"object\": "
        "\"MOMO_CHAT:MSG_BY_TIME#rowkey\", \"reason\": \"kept as the workshop's bad example\"}],\n";
    json.insert(json.indexOf("  \"tables\""), suppression);
    const QString path = m_dir.filePath(QStringLiteral("suppressed.json"));
    QVERIFY(writeFile(path, json));
    const Run r = cli({QStringLiteral("lint"), path});
    QVERIFY2(!r.out.contains(QStringLiteral("HBD-KEY-003")), qPrintable(r.out));
    QVERIFY2(r.err.contains(QStringLiteral(", 1 suppressed")), qPrintable(r.err));
    const Run j =
        cli({QStringLiteral("lint"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(QJsonDocument::fromJson(j.out.toUtf8())
                 .object()
                 .value(QStringLiteral("suppressed"))
                 .toInt(),
             1);
}

void TestCli::formatWritesTheCanonicalForm()
{
    // Every field of a hand-written minimal file filled in, keys sorted; --check tells.
    const QString path = m_dir.filePath(QStringLiteral("short.json"));
    QVERIFY(writeFile(path, "{\"tables\": [{\"name\": \"t\", \"families\": [{\"name\": \"d\"}]}], "
                            "\"formatVersion\": 1}"));
    QCOMPARE(cli({QStringLiteral("format"), QStringLiteral("--check"), path}).status, 1);
    QCOMPARE(cli({QStringLiteral("format"), path}).status, 0);
    const QByteArray formatted = TestUtil::readAll(path);
    QVERIFY(formatted.startsWith("{\n  \"cluster\": {"));
    QVERIFY(formatted.contains("\"versions\": 1\n"));
    QCOMPARE(cli({QStringLiteral("format"), QStringLiteral("--check"), path}).status, 0);
    QCOMPARE(cli({QStringLiteral("format"), QStringLiteral("--check"), example()}).status, 0);
}

// import: the seed's describe output to a project that validates; warnings and errors on
// standard error as FILE:LINE, bad input with status 2 and nothing written.
void TestCli::importWritesAProjectOrNamesTheBadLine()
{
    const QString out = m_dir.filePath(QStringLiteral("imported.json"));
    Run r = cli({QStringLiteral("import"),
                 TestUtil::dataPath(QStringLiteral("import/seed-momo-chat.describe.txt")),
                 QStringLiteral("-o"), out});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QString());
    QCOMPARE(cli({QStringLiteral("validate"), out}).status, 0);
    QVERIFY(TestUtil::readAll(out).contains("\"INDEX_BLOCK_ENCODING\": \"NONE\""));

    const QString script = m_dir.filePath(QStringLiteral("s.rb"));
    QVERIFY(writeFile(script, "create 't', 'f'\nput 't', 'r', 'f:q', 'v'\n"));
    r = cli(
        {QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("shell"), script});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.startsWith(u'{'));
    QCOMPARE(r.err, script + QStringLiteral(":2: warning: \"put\" changes no schema; skipped\n"));

    QVERIFY(writeFile(script, "create 't',\n  {NAME => 'f', TTL => 'soon'}\n"));
    const QString none = m_dir.filePath(QStringLiteral("none.json"));
    r = cli({QStringLiteral("import"), script, QStringLiteral("-o"), none});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, script + QStringLiteral(":2: TTL => 'soon': expected seconds, FOREVER or a "
                                            "duration such as '1 DAY' or '12 HOURS 30 MINUTES'\n"));
    QVERIFY(!QFile::exists(none));
    QCOMPARE(
        cli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("xml"), script})
            .status,
        2);
}

void TestCli::rulesDocumentMatchesTheCatalog()
{
    const Run r =
        cli({QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("markdown")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out.toUtf8(),
             TestUtil::readAll(TestUtil::sourcePath(QStringLiteral("docs/rules.md"))));
    QVERIFY(r.out.contains(QStringLiteral("## HBD-KEY-003: No monotonic key prefix")));
    // The same in Chinese, for the readers of the Chinese interface.
    const Run zh =
        cli({QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("markdown")},
            QStringLiteral("zh_CN"));
    QCOMPARE(zh.status, 0);
    QCOMPARE(zh.out.toUtf8(),
             TestUtil::readAll(TestUtil::sourcePath(QStringLiteral("docs/rules.zh_CN.md"))));
    QVERIFY(zh.out.startsWith(QStringLiteral("# 表结构设计规则")));
}

void TestCli::validateJsonReportsBadInputAsJson()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeFile(path, "{\"formatVersion\": 1,"));
    const Run r =
        cli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(r.status, 2);
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY2(
        doc.value(QStringLiteral("error")).toString().contains(QStringLiteral("not valid JSON")),
        qPrintable(r.out));
    QCOMPARE(doc.value(QStringLiteral("findings")).toArray().size(), 0);
}

void TestCli::badInput_data()
{
    QTest::addColumn<QByteArray>("contents"); // empty: file does not exist
    QTest::addColumn<QString>("stderrHas");

    QTest::newRow("missing file") << QByteArray() << QStringLiteral("cannot open");
    QTest::newRow("syntax error names line and column")
        << QByteArray("{\"formatVersion\": 1,\n  \"namespaces\": [1,\n")
        << QStringLiteral("input.json:3:1:");
    QTest::newRow("wrong type names the JSON path")
        << QByteArray("{\"formatVersion\": \"one\"}") << QStringLiteral("/formatVersion");
    QTest::newRow("newer version") << QByteArray("{\"formatVersion\": 99}") << QStringLiteral("99");
    QTest::newRow("not an object") << QByteArray("[]") << QStringLiteral("input.json");
}

void TestCli::badInput()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, stderrHas);

    const QString path = m_dir.filePath(QStringLiteral("input.json"));
    QFile::remove(path);
    if (!contents.isEmpty())
        QVERIFY(writeFile(path, contents));
    for (const QString &command :
         {QStringLiteral("validate"), QStringLiteral("lint"), QStringLiteral("export")}) {
        const Run r = cli({command, path});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(stderrHas), qPrintable(r.err));
        QVERIFY2(r.err.contains(path), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1); // one clear message
    }
}

void TestCli::exportToStdout()
{
    const Run r = cli({QStringLiteral("export"), example()});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QCOMPARE(r.out.toUtf8(),
             TestUtil::readAll(TestUtil::dataPath(QStringLiteral("golden/chat-messages.rb"))));
}

void TestCli::exportOneTable()
{
    const Run r = cli({QStringLiteral("export"), QStringLiteral("--table"),
                       QStringLiteral("MOMO_CHAT:MSG"), example()});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains(QStringLiteral("create 'MOMO_CHAT:MSG',")));
    QVERIFY(!r.out.contains(QStringLiteral("create 'MOMO_CHAT:MSG_BY_TIME'")));
    QVERIFY(r.out.contains(QStringLiteral("create_namespace 'MOMO_CHAT'")));

    const Run unknown = cli({QStringLiteral("export"), QStringLiteral("-t"),
                             QStringLiteral("MOMO_CHAT:NOPE"), example()});
    QCOMPARE(unknown.status, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("no table \"MOMO_CHAT:NOPE\"")));

    const Run withoutNamespace =
        cli({QStringLiteral("export"), QStringLiteral("-t"), QStringLiteral("MSG"), example()});
    QCOMPARE(withoutNamespace.status, 2);
    QVERIFY2(withoutNamespace.err.contains(QStringLiteral("did you mean MOMO_CHAT:MSG?")),
             qPrintable(withoutNamespace.err));

    const Run twice =
        cli({QStringLiteral("export"), QStringLiteral("-t"), QStringLiteral("MOMO_CHAT:MSG"),
             QStringLiteral("-t"), QStringLiteral("MOMO_CHAT:MSG"), example()});
    QCOMPARE(twice.status, 0);
    QCOMPARE(twice.out.count(QStringLiteral("create 'MOMO_CHAT:MSG'")), 1);
}

void TestCli::exportToFile()
{
    const QString out = m_dir.filePath(QStringLiteral("chat.rb"));
    const Run r = cli({QStringLiteral("export"), example(), QStringLiteral("-o"), out});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.isEmpty());
    const QByteArray script = TestUtil::readAll(out);
    QVERIFY(script.contains("# Run it with:  hbase shell -n chat.rb\n"));
    QVERIFY(script.endsWith("\nexit\n"));
}

void TestCli::exportRefusesIllegalNamesAndKeepsOldFile()
{
    const QString path = m_dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeFile(path, badExample()));
    const QString out = m_dir.filePath(QStringLiteral("keep.rb"));
    QVERIFY(writeFile(out, "previous script\n"));
    const Run r = cli({QStringLiteral("export"), path, QStringLiteral("-o"), out});
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(QStringLiteral("nothing exported")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("MSG BY#{TIME}")));
    QCOMPARE(TestUtil::readAll(out), QByteArray("previous script\n"));
}

void TestCli::exportToAnUnwritablePlaceSaysWhy()
{
    const QString out = m_dir.filePath(QStringLiteral("no-such-folder/chat.rb"));
    const Run r = cli({QStringLiteral("export"), example(), QStringLiteral("-o"), out});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("cannot write ")) && r.err.contains(out),
             qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("No such file or directory")));
    QVERIFY(!QFile::exists(out));
}

void TestCli::exportSplitsFileNeedsOutput()
{
    const QString project = TestUtil::dataPath(QStringLiteral("golden/splits-file.json"));
    const Run refused = cli({QStringLiteral("export"), project});
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("-o OUT")), qPrintable(refused.err));
    QVERIFY(refused.out.isEmpty());

    const Run inlined = cli({QStringLiteral("export"), project, QStringLiteral("--splits-form"),
                             QStringLiteral("inline")});
    QCOMPARE(inlined.status, 0);
    QVERIFY(inlined.out.contains(QStringLiteral("SPLITS => [")));

    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("splits-file.rb"));
    const Run written = cli({QStringLiteral("export"), project, QStringLiteral("-o"), out});
    QCOMPARE(written.status, 0);
    QCOMPARE(TestUtil::readAll(out),
             TestUtil::readAll(TestUtil::dataPath(QStringLiteral("golden/splits-file.rb"))));
    QCOMPARE(
        TestUtil::readAll(dir.filePath(QStringLiteral("splits-file.default.events.splits.txt"))),
        TestUtil::readAll(
            TestUtil::dataPath(QStringLiteral("golden/splits-file.default.events.splits.txt"))));
}

void TestCli::splits_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");

    QTest::newRow("hex 4") << QStringList{QStringLiteral("--algo"),
                                          QStringLiteral("HexStringSplit"), QStringLiteral("-n"),
                                          QStringLiteral("4")}
                           << QStringLiteral("40000000\n80000000\nc0000000\n");
    QTest::newRow("uniform 2 prints toStringBinary")
        << QStringList{QStringLiteral("--algo"), QStringLiteral("UniformSplit"),
                       QStringLiteral("-n"), QStringLiteral("2")}
        << QStringLiteral("\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x00\n");
    QTest::newRow("start end") << QStringList{QStringLiteral("--start"), QStringLiteral("0000"),
                                              QStringLiteral("--end"),   QStringLiteral("ffff"),
                                              QStringLiteral("-n"),      QStringLiteral("4")}
                               << QStringLiteral("0000\nKKKK\nffff\n");
    QTest::newRow("binary start") << QStringList{QStringLiteral("--start"), QStringLiteral("\\x00"),
                                                 QStringLiteral("--end"),   QStringLiteral("\\xFF"),
                                                 QStringLiteral("-n"),      QStringLiteral("5")}
                                  << QStringLiteral("\\x00\nU\n\\xAA\n\\xFF\n");
    QTest::newRow("salt") << QStringList{QStringLiteral("--salt"), QStringLiteral("3")}
                          << QStringLiteral("\\x01\n\\x02\n");
}

void TestCli::splits()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    const Run r = cli(QStringList{QStringLiteral("splits")} + arguments);
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, expected);
}

void TestCli::splitsRefuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("stderrHas");

    QTest::newRow("nothing") << QStringList() << QStringLiteral("exactly one of");
    QTest::newRow("no -n") << QStringList{QStringLiteral("--algo"),
                                          QStringLiteral("HexStringSplit")}
                           << QStringLiteral("-n N");
    QTest::newRow("bad algorithm") << QStringList{QStringLiteral("--algo"), QStringLiteral("Hex"),
                                                  QStringLiteral("-n"), QStringLiteral("4")}
                                   << QStringLiteral("\"Hex\"");
    QTest::newRow("one region") << QStringList{QStringLiteral("--algo"),
                                               QStringLiteral("UniformSplit"), QStringLiteral("-n"),
                                               QStringLiteral("1")}
                                << QStringLiteral("not 1");
    QTest::newRow("not a number") << QStringList{QStringLiteral("--salt"), QStringLiteral("x")}
                                  << QStringLiteral("--salt needs a whole number");
    QTest::newRow("-n not a number")
        << QStringList{QStringLiteral("--algo"), QStringLiteral("UniformSplit"),
                       QStringLiteral("-n"), QStringLiteral("4abc")}
        << QStringLiteral("-n needs a whole number, not \"4abc\"");
    QTest::newRow("start without end")
        << QStringList{QStringLiteral("--start"), QStringLiteral("a"), QStringLiteral("-n"),
                       QStringLiteral("4")}
        << QStringLiteral("give both --start KEY and --end KEY");
    QTest::newRow("lower-case escape")
        << QStringList{QStringLiteral("--start"), QStringLiteral("a\\xff"), QStringLiteral("--end"),
                       QStringLiteral("z"),       QStringLiteral("-n"),     QStringLiteral("4")}
        << QStringLiteral("--start, character 2");
}

void TestCli::splitsRefuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, stderrHas);
    const Run r = cli(QStringList{QStringLiteral("splits")} + arguments);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(stderrHas), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
