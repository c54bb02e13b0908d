// diff and migrate with an imported OLD (describe output, or the project file `import` wrote from
// it): compared as the window's File > Compare With compares it (DeployedVersion: split keys not
// compared, deployed-only attributes kept), and said so; a designed project file still has its
// split keys compared (docs/cli.md#diff).
#include "clirunner.h"
#include "testutil.h"

#include "model/io/projectfile.h"
#include "model/migrate/deployedversion.h"
#include "model/migrate/migrationscript.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using CliRunner::cli;
using CliRunner::Run;

namespace {

// "object risk kind" a change, as diff's JSON and SchemaChange both give it.
QStringList changesOf(const QJsonObject &doc)
{
    QStringList out;
    for (const QJsonValue &v : doc.value(QStringLiteral("changes")).toArray()) {
        const QJsonObject c = v.toObject();
        out.append(c.value(QStringLiteral("object")).toString() + u' ' +
                   c.value(QStringLiteral("target")).toString() + u' ' +
                   c.value(QStringLiteral("attribute")).toString() + u' ' +
                   c.value(QStringLiteral("risk")).toString());
    }
    return out;
}

QStringList changesOf(const SchemaDiff &diff)
{
    QStringList out;
    for (const SchemaChange &c : diff.changes)
        out.append(c.path + u' ' + kChangeTargetNames.name(c.target) + u' ' + c.attribute + u' ' +
                   kChangeRiskNames.name(c.risk));
    return out;
}

} // namespace

class TestCliDeployed : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importedOldIsComparedAsTheWindowDoes_data();
    void importedOldIsComparedAsTheWindowDoes();
    void importedOldMigratesWithoutSplitsOrUnsets_data();
    void importedOldMigratesWithoutSplitsOrUnsets();
    void designedProjectOldComparesSplitKeys();
    void everyErrorOfABadOldIsNamed();
    void aScriptRubyRefusesIsNoDeployedVersion();
    void changesAreListedByRiskWithTtlReadable();
    void newMustBeAProjectFile();
    void aBadOptionIsSaidBeforeTheFilesAreRead();

private:
    QTemporaryDir m_dir;
    QString m_describe; // the seed's describe output of MOMO_CHAT:MSG, with 2.x's footer
    QString m_imported; // what `import` made of it
};

void TestCliDeployed::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_describe = m_dir.filePath(QStringLiteral("good.describe.txt"));
    QVERIFY(
        TestUtil::writeFile(m_describe, TestUtil::readAll(TestUtil::dataPath(
                                            QStringLiteral("import/seed-momo-chat.describe.txt"))) +
                                            "1 row(s)\nQuota is disabled\nTook 0.0312 seconds\n"));
    m_imported = m_dir.filePath(QStringLiteral("good.json"));
    const Run r = cli({QStringLiteral("import"), m_describe, QStringLiteral("-o"), m_imported});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QString()); // "Quota is disabled" is no warning
}

void TestCliDeployed::importedOldIsComparedAsTheWindowDoes_data()
{
    QTest::addColumn<bool>("projectFile");
    QTest::addColumn<QString>("source");
    QTest::newRow("describe output") << false << "describe";
    QTest::newRow("the project import wrote") << true << "importedProject";
}

void TestCliDeployed::importedOldIsComparedAsTheWindowDoes()
{
    QFETCH(bool, projectFile);
    QFETCH(QString, source);
    const QString old = projectFile ? m_imported : m_describe;
    const Run r = cli({QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("json"),
                       old, TestUtil::chatExample()});
    QCOMPARE(r.status, 1); // a shorter TTL removes data
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("oldSource")).toString(), source);
    QCOMPARE(doc.value(QStringLiteral("splitKeysCompared")).toBool(true), false);
    QCOMPARE(doc.value(QStringLiteral("oldIsDesigned")).toBool(true), false);
    QVERIFY(!doc.value(QStringLiteral("notes")).toArray().isEmpty());

    // The window's Compare With of the describe output: DeployedVersion and its options.
    QString error;
    const std::optional<DeployedVersion> deployed = DeployedVersion::read(m_describe, &error);
    QVERIFY2(deployed, qPrintable(error));
    QVERIFY(deployed->warnings.isEmpty());
    const ProjectFile::LoadResult chat = ProjectFile::load(TestUtil::chatExample());
    QVERIFY(chat.project);
    DiffOptions options;
    deployed->applyTo(options);
    const SchemaDiff window = diffSchemas(deployed->project, *chat.project, options);
    QCOMPARE(changesOf(doc), changesOf(window));
    QVERIFY(!window.changes.isEmpty());
    for (const SchemaChange &c : window.changes) {
        QVERIFY2(c.target != ChangeTarget::SplitKey, qPrintable(c.path));
        QVERIFY2(c.attribute != u"hbase.store.file-tracker.impl", qPrintable(c.path));
    }
    // What diffing it as a design would have said: split keys added, the METADATA entry removed.
    const QStringList asDesigned = changesOf(diffSchemas(deployed->project, *chat.project));
    QVERIFY(asDesigned.size() > window.changes.size());
    QVERIFY(asDesigned.join(u'\n').contains(QStringLiteral(" splitKey ")));
    QVERIFY(asDesigned.join(u'\n').contains(QStringLiteral("hbase.store.file-tracker.impl")));

    // Text output says why on standard error.
    const Run text = cli({QStringLiteral("diff"), old, TestUtil::chatExample()});
    QVERIFY2(text.err.contains(QStringLiteral("split keys are not compared"), Qt::CaseInsensitive),
             qPrintable(text.err));
    QVERIFY2(text.err.contains(QStringLiteral("left as deployed, not unset")),
             qPrintable(text.err));
    QCOMPARE(text.out.count(u'\n'), window.changes.size());
}

void TestCliDeployed::importedOldMigratesWithoutSplitsOrUnsets_data()
{
    importedOldIsComparedAsTheWindowDoes_data();
}

void TestCliDeployed::importedOldMigratesWithoutSplitsOrUnsets()
{
    QFETCH(bool, projectFile);
    const QString old = projectFile ? m_imported : m_describe;
    const Run r = cli({QStringLiteral("migrate"), QStringLiteral("--allow-data-loss"), old,
                       TestUtil::chatExample()});
    QCOMPARE(r.status, 0);
    for (const QString &line : r.out.split(u'\n')) {
        QVERIFY2(!line.startsWith(QStringLiteral("split ")), qPrintable(line));
        QVERIFY2(!line.contains(QStringLiteral("unset")), qPrintable(line));
    }
    QVERIFY(r.out.contains(QStringLiteral("alter 'MOMO_CHAT:MSG'")));
    QVERIFY(r.out.contains(QStringLiteral("create 'MOMO_CHAT:MSG_BY_TIME'")));
    QVERIFY(r.out.contains(QStringLiteral("# The deployed version lists no regions")));
    QVERIFY(r.out.contains(QStringLiteral("# The deployed version was imported")));
}

void TestCliDeployed::designedProjectOldComparesSplitKeys()
{
    // The chat example deployed without MSG's pre-split: NEW adds its split keys.
    ProjectFile::LoadResult chat = ProjectFile::load(TestUtil::chatExample());
    QVERIFY(chat.project);
    Table *msg = nullptr;
    for (Table &t : chat.project->tables)
        msg = t.qualifiedName() == u"MOMO_CHAT:MSG" ? &t : msg;
    QVERIFY(msg && msg->splits.kind != SplitKind::None && !msg->rowKey.segments.isEmpty());
    msg->splits = SplitSpec{};
    const QString old = m_dir.filePath(QStringLiteral("unsplit.json"));
    QString error;
    QVERIFY2(ProjectFile::save(*chat.project, old, &error), qPrintable(error));

    const Run r = cli({QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("json"),
                       old, TestUtil::chatExample()});
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("oldSource")).toString(), QStringLiteral("project"));
    QCOMPARE(doc.value(QStringLiteral("splitKeysCompared")).toBool(false), true);
    QCOMPARE(doc.value(QStringLiteral("oldIsDesigned")).toBool(false), true);
    QCOMPARE(doc.value(QStringLiteral("notes")).toArray().size(), 0);
    QVERIFY2(changesOf(doc).join(u'\n').contains(QStringLiteral("MOMO_CHAT:MSG#splits splitKey")),
             qPrintable(r.out));

    const Run m = cli({QStringLiteral("migrate"), old, TestUtil::chatExample()});
    QCOMPARE(m.status, 0);
    QVERIFY2(m.out.contains(QStringLiteral("\nsplit 'MOMO_CHAT:MSG', ")), qPrintable(m.out));
    QVERIFY(!m.out.contains(QStringLiteral("# The deployed version")));
}

void TestCliDeployed::everyErrorOfABadOldIsNamed()
{
    // Two bad values: both are named, so one edit mends them (Compare With reads
    // OLD the same way, DeployedVersion::read).
    QByteArray text = TestUtil::readAll(m_describe);
    text.replace("VERSIONS => '1'", "VERSIONS => 'three'");
    text.replace("COMPRESSION => 'NONE'", "COMPRESSION => 'ZIP'");
    const QString bad = m_dir.filePath(QStringLiteral("bad.describe.txt"));
    QVERIFY(TestUtil::writeFile(bad, text));
    const Run r = cli({QStringLiteral("diff"), bad, TestUtil::chatExample()});
    QCOMPARE(r.status, 2);
    // Both in the family's description, which starts on line 5.
    const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].contains(QStringLiteral("bad.describe.txt:5: VERSIONS => 'three'")),
             qPrintable(r.err));
    QVERIFY2(lines[1].contains(QStringLiteral("bad.describe.txt:5: COMPRESSION => 'ZIP'")),
             qPrintable(r.err));
}

void TestCliDeployed::aScriptRubyRefusesIsNoDeployedVersion()
{
    // One "}" too many: the shell would have run none of this script, so it says nothing about
    // the cluster; diff must not call y new (and hide VERSIONS 3 -> 1), migrate must write nothing.
    const QString deployed = m_dir.filePath(QStringLiteral("deployed.rb"));
    QVERIFY(TestUtil::writeFile(deployed, "create 'y', {NAME => 'f', VERSIONS => 3}}\n"));
    const QString want = m_dir.filePath(QStringLiteral("want.json"));
    QVERIFY(TestUtil::writeFile(want + QStringLiteral(".rb"), "create 'y', 'f'\n"));
    QCOMPARE(
        cli({QStringLiteral("import"), want + QStringLiteral(".rb"), QStringLiteral("-o"), want})
            .status,
        0);
    const Run d = cli({QStringLiteral("diff"), deployed, want});
    QCOMPARE(d.status, 2);
    QCOMPARE(d.out, QString());
    QVERIFY2(d.err.startsWith(deployed + QStringLiteral(":1: create: a \"}\" that closes nothing")),
             qPrintable(d.err));
    const QString alter = m_dir.filePath(QStringLiteral("alter.rb"));
    const Run m = cli({QStringLiteral("migrate"), QStringLiteral("--allow-data-loss"),
                       QStringLiteral("-o"), alter, deployed, want});
    QCOMPARE(m.status, 2);
    QVERIFY(!QFile::exists(alter));
}

void TestCliDeployed::changesAreListedByRiskWithTtlReadable()
{
    // The chat example deployed with MSG_BY_TIME kept FOREVER; the new design keeps more versions
    // in MSG, another codec in MSG_BY_CONVERSATION and 7 days in MSG_BY_TIME: the diff finds the
    // safe change first and the data-removing one last.
    ProjectFile::LoadResult chat = ProjectFile::load(TestUtil::chatExample());
    QVERIFY(chat.project);
    Project next = *chat.project;
    for (Table &t : next.tables) {
        if (t.qualifiedName() == u"MOMO_CHAT:MSG")
            t.families[0].versions = 3; // safe
        if (t.qualifiedName() == u"MOMO_CHAT:MSG_BY_CONVERSATION")
            t.families[0].compression = Compression::Zstd; // rewrites store files
        if (t.qualifiedName() == u"MOMO_CHAT:MSG_BY_TIME")
            t.families[0].ttlSeconds = 604800; // shorter: removes data
    }
    for (Table &t : chat.project->tables) {
        if (t.qualifiedName() == u"MOMO_CHAT:MSG_BY_TIME")
            t.families[0].ttlSeconds = 2147483647; // HBase's FOREVER
    }
    const QString old = m_dir.filePath(QStringLiteral("forever.json"));
    const QString now = m_dir.filePath(QStringLiteral("next.json"));
    QString error;
    QVERIFY2(ProjectFile::save(*chat.project, old, &error), qPrintable(error));
    QVERIFY2(ProjectFile::save(next, now, &error), qPrintable(error));

    const Run json =
        cli({QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("json"), old, now});
    const QJsonArray changes = QJsonDocument::fromJson(json.out.toUtf8())
                                   .object()
                                   .value(QStringLiteral("changes"))
                                   .toArray();
    QCOMPARE(changes.size(), 3);
    // The order by danger, written out here rather than taken from the program.
    const QStringList danger{QStringLiteral("notPossibleWithAlter"), QStringLiteral("removesData"),
                             QStringLiteral("rewritesStoreFiles"), QStringLiteral("safe")};
    QStringList expected;
    for (const QString &risk : danger) {
        for (const QJsonValue &v : changes) {
            if (v[QStringLiteral("risk")].toString() == risk)
                expected.append(v[QStringLiteral("object")].toString());
        }
    }
    QCOMPARE(expected, (QStringList{QStringLiteral("MOMO_CHAT:MSG_BY_TIME/C1"),
                                    QStringLiteral("MOMO_CHAT:MSG_BY_CONVERSATION/C1"),
                                    QStringLiteral("MOMO_CHAT:MSG/C1")}));
    // The JSON keeps the values HBase stores, as numbers in text.
    for (const QJsonValue &v : changes) {
        if (v[QStringLiteral("attribute")].toString() == u"TTL") {
            QCOMPARE(v[QStringLiteral("old")].toString(), QStringLiteral("2147483647"));
            QCOMPARE(v[QStringLiteral("new")].toString(), QStringLiteral("604800"));
        }
    }

    const Run text = cli({QStringLiteral("diff"), old, now});
    QCOMPARE(text.status, 1);
    const QStringList lines = text.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    for (qsizetype i = 0; i < lines.size(); ++i)
        QVERIFY2(lines[i].startsWith(expected[i] + QStringLiteral(": ")), qPrintable(text.out));
    QVERIFY2(lines[0].contains(QStringLiteral("TTL of MOMO_CHAT:MSG_BY_TIME/C1: FOREVER -> 604800 "
                                              "(7 d); cells older")),
             qPrintable(lines[0]));
    const Run m = cli({QStringLiteral("migrate"), QStringLiteral("--allow-data-loss"), old, now});
    QVERIFY2(m.out.contains(
                 QStringLiteral("# TTL of MOMO_CHAT:MSG_BY_TIME/C1: FOREVER -> 604800 (7 d)")),
             qPrintable(m.out));
}

void TestCliDeployed::newMustBeAProjectFile()
{
    // The deployed version given second by mistake: the message says what NEW must be and how
    // to get one, not that the describe output is not JSON.
    for (const QString &command : {QStringLiteral("diff"), QStringLiteral("migrate")}) {
        const Run r = cli({command, m_imported, m_describe});
        QCOMPARE(r.status, 2);
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].startsWith(m_describe + QStringLiteral(": NEW must be a project file")),
                 qPrintable(r.err));
        QVERIFY2(lines[0].contains(QStringLiteral("import ") + m_describe), qPrintable(r.err));
    }
}

void TestCliDeployed::aBadOptionIsSaidBeforeTheFilesAreRead()
{
    // OLD's reading would warn (a quota); a bad --dialect is the one thing said.
    QByteArray text = TestUtil::readAll(m_describe);
    text.replace("Quota is disabled\n", "QUOTAS\n TYPE => THROTTLE, THROTTLE_TYPE => "
                                        "REQUEST_NUMBER, LIMIT => 10req/sec, SCOPE => MACHINE\n"
                                        "1 row(s)\n");
    const QString quota = m_dir.filePath(QStringLiteral("quota.describe.txt"));
    QVERIFY(TestUtil::writeFile(quota, text));
    const Run warned = cli({QStringLiteral("migrate"), quota, TestUtil::chatExample()});
    QVERIFY2(warned.err.contains(QStringLiteral("quota")), qPrintable(warned.err));
    const Run r = cli({QStringLiteral("migrate"), quota, TestUtil::chatExample(),
                       QStringLiteral("--dialect"), QStringLiteral("9")});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err.trimmed(), QStringLiteral("--dialect must be 2.4, 2.5 or 3, not \"9\""));
}

QTEST_GUILESS_MAIN(TestCliDeployed)
#include "tst_clideployed.moc"
