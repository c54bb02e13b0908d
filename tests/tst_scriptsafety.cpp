// Script safety as a property: thousands of random legal names (quotes, backslashes, #{...},
// backticks, $, non-ASCII) and random binary split keys are exported, and the script runs under
// JRuby inside a stand-in for the HBase shell (tests/data/shell-standin.rb) that records each
// call. Every namespace, table, family and split key must arrive byte for byte, and nothing but
// create_namespace, create and exit may run.
#include "hostilenames.h"
#include "model/export/scriptexporter.h"
#include "testutil.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace HostileNames;

class TestScriptSafety : public QObject
{
    Q_OBJECT

private slots:
    void standInCatchesInjectedCode();
    void randomNamesAndKeysArriveByteForByte_data();
    void randomNamesAndKeysArriveByteForByte();
};

void TestScriptSafety::standInCatchesInjectedCode()
{
    // The property test is only as good as its stand-in: a script that smuggles code in through
    // a double-quoted name, a backtick or a bare call is caught, and a double-quoted "\xFF" key
    // does not decode to the byte 0xFF.
    const QString jruby = QStringLiteral(HBD_JRUBY);
    if (jruby.isEmpty())
        QSKIP("jruby is not installed (scripts/test installs it)");
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("evil.rb"));
    QVERIFY(TestUtil::writeFile(script, "create 't', {NAME => \"#{system('id')}\"}, "
                                        "{SPLITS => [\"\\xFF\", '\\xFF']}\n"
                                        "`touch owned`\nrequire 'socket'\nexit\n"));
    QProcess ruby;
    ruby.start(jruby, {TestUtil::dataPath(QStringLiteral("shell-standin.rb")), script});
    QVERIFY(ruby.waitForFinished(120000));
    const QByteArray out = ruby.readAllStandardOutput();
    QVERIFY2(out.contains("UNEXPECTED system"), out.constData());
    QVERIFY2(out.contains("UNEXPECTED `"), out.constData());
    QVERIFY2(out.contains("UNEXPECTED require"), out.constData());
    QVERIFY2(out.contains("SPLIT ff\n"), out.constData()); // the single-quoted key
    QCOMPARE(out.count("SPLIT ff\n"), 1);                  // the double-quoted one is not 0xFF
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("owned"))));
}

void TestScriptSafety::randomNamesAndKeysArriveByteForByte_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed : {11u, 22u, 33u})
        QTest::addRow("seed %u", seed) << seed;
}

void TestScriptSafety::randomNamesAndKeysArriveByteForByte()
{
    const QString jruby = QStringLiteral(HBD_JRUBY);
    if (jruby.isEmpty())
        QSKIP("jruby is not installed (scripts/test installs it)");
    QFETCH(quint32, seed);
    Expected expected;
    const Project project = randomProject(seed, 300, 15, &expected);
    const ExportResult result = exportShellScript(project);
    QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
    QTemporaryDir dir;
    const StandInLog log = runStandIn(jruby, dir.path(), result.script);
    QVERIFY2(log.error.isEmpty(), qPrintable(log.error));
    QVERIFY2(
        log.unexpected.isEmpty(),
        qPrintable(QStringLiteral("the script ran something else: ") + log.unexpected.join(u'\n')));
    const Expected &got = log.got;
    QCOMPARE(got.namespaces, expected.namespaces);
    QCOMPARE(got.families.size(), 300);
    QCOMPARE(got.families, expected.families);
    QCOMPARE(got.splits, expected.splits);
    qInfo("%d calls and values checked", log.calls);
}

QTEST_GUILESS_MAIN(TestScriptSafety)
#include "tst_scriptsafety.moc"
