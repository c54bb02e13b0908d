// Every golden project and every example exports exactly its committed script, and JRuby (the
// HBase shell's Ruby) parses every golden script.
#include "model/export/scriptexporter.h"
#include "model/io/projectfile.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

class TestGoldenScripts : public QObject
{
    Q_OBJECT

private slots:
    void goldenScripts_data();
    void goldenScripts();
    void scriptEndsWithExit();
    void jrubyParsesEveryGoldenScript();

private:
    static QStringList goldenCases();
};

QStringList TestGoldenScripts::goldenCases()
{
    QStringList cases;
    const QDir golden(TestUtil::dataPath(QStringLiteral("golden")));
    for (const QString &f : golden.entryList({QStringLiteral("*.json")}, QDir::Files))
        cases.append(golden.filePath(f));
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    for (const QString &f : examples.entryList({QStringLiteral("*.json")}, QDir::Files))
        cases.append(examples.filePath(f));
    return cases;
}

void TestGoldenScripts::goldenScripts_data()
{
    QTest::addColumn<QString>("projectPath");
    for (const QString &path : goldenCases())
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

void TestGoldenScripts::goldenScripts()
{
    QFETCH(QString, projectPath);
    const ProjectFile::LoadResult loaded = ProjectFile::load(projectPath);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    const QString base = QFileInfo(projectPath).completeBaseName();
    ExportOptions options;
    options.scriptName = base + QStringLiteral(".rb");
    options.sourceName = QFileInfo(projectPath).fileName();
    const ExportResult r = exportShellScript(*loaded.project, options);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(u'\n')));
    const QString goldenDir = TestUtil::dataPath(QStringLiteral("golden/"));
    QCOMPARE(QString::fromUtf8(r.script),
             QString::fromUtf8(TestUtil::readAll(goldenDir + base + QStringLiteral(".rb"))));
    for (const ExportedFile &f : r.splitsFiles) {
        QVERIFY2(f.fileName.startsWith(base + u'.'), qPrintable(f.fileName));
        const QString expected = goldenDir + f.fileName;
        QVERIFY2(QFile::exists(expected), qPrintable(expected));
        QCOMPARE(f.contents, TestUtil::readAll(expected));
    }
}

void TestGoldenScripts::scriptEndsWithExit()
{
    for (const QString &path : goldenCases()) {
        const ProjectFile::LoadResult loaded = ProjectFile::load(path);
        QVERIFY2(loaded.project, qPrintable(loaded.error));
        const ExportResult r = exportShellScript(*loaded.project);
        QVERIFY2(r.script.endsWith("\nexit\n"), qPrintable(path));
        QVERIFY(r.script.startsWith("# HBase shell script"));
        QVERIFY(r.script.contains("# Run it with:  hbase shell -n "));
    }
}

void TestGoldenScripts::jrubyParsesEveryGoldenScript()
{
    const QString jruby = QStringLiteral(HBD_JRUBY);
    if (jruby.isEmpty())
        QSKIP("jruby is not installed (apt-get install jruby): golden scripts were NOT "
              "syntax-checked");
    const QStringList scripts = QDir(TestUtil::dataPath(QStringLiteral("golden")))
                                    .entryList({QStringLiteral("*.rb")}, QDir::Files);
    QVERIFY(!scripts.isEmpty());
    QStringList paths;
    for (const QString &s : scripts)
        paths.append(TestUtil::dataPath(QStringLiteral("golden/")) + s);
    // One JRuby start for all files (it takes seconds): parse each inside a branch never taken,
    // so the shell dialect's parser sees every line and nothing runs.
    const QString program = QStringLiteral(
        "bad = 0\n"
        "ARGV.each do |f|\n"
        "  begin\n"
        "    eval(\"if false\\n\" + File.read(f, encoding: 'UTF-8') + \"\\nend\", nil, f, 0)\n"
        "    puts \"ok #{f}\"\n"
        "  rescue SyntaxError => e\n"
        "    puts \"SYNTAX #{f}: #{e.message}\"\n"
        "    bad += 1\n"
        "  end\n"
        "end\n"
        "exit(bad == 0 ? 0 : 1)\n");
    QProcess process;
    process.start(jruby, QStringList{QStringLiteral("-e"), program} + paths);
    QVERIFY(process.waitForFinished(120000));
    const QString output =
        QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
    QVERIFY2(process.exitCode() == 0, qPrintable(output));
    QCOMPARE(output.count(QStringLiteral("ok ")), scripts.size());
}

QTEST_GUILESS_MAIN(TestGoldenScripts)
#include "tst_goldenscripts.moc"
