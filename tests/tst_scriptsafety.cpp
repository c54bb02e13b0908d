// Script safety as a property: thousands of random legal names (quotes, backslashes, #{...},
// backticks, $, non-ASCII) and random binary split keys are exported, and the script runs under
// JRuby inside a stand-in for the HBase shell (tests/data/shell-standin.rb) that records each
// call. Every namespace, table, family and split key must arrive byte for byte, and nothing but
// create_namespace, create and exit may run.
#include "model/export/scriptexporter.h"
#include "model/hbase/names.h"
#include "model/rowkey/rowkeynotation.h"
#include "testutil.h"

#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

QString randomText(QRandomGenerator &random, const QString &alphabet, int minLength, int maxLength)
{
    QString out;
    const int length = int(random.bounded(minLength, maxLength + 1));
    for (int i = 0; i < length; ++i)
        out += alphabet[random.bounded(int(alphabet.size()))];
    return out;
}

const QString kWord =
    QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
// Everything printable a family name may hold, the characters Ruby treats specially first, and
// a few non-ASCII ones.
const QString kFamily = QStringLiteral("'\"\\#{}`$@%;()[]<>|&*?!~^=+-,. /abcXYZ019_") +
                        QStringLiteral("\u00e9\u4e2d\u6587");

QByteArray hex(const QByteArray &bytes)
{
    return bytes.toHex();
}

struct Expected
{
    QSet<QByteArray> namespaces;
    QMap<QByteArray, QList<QByteArray>> families; // table -> family names, hex
    QMap<QByteArray, QList<QByteArray>> splits;   // table -> split keys, hex
};

Project randomProject(quint32 seed, Expected *expected)
{
    QRandomGenerator random(seed);
    Project project;
    project.name = QStringLiteral("safety %1").arg(seed);
    QStringList namespaces{QStringLiteral("default")};
    while (namespaces.size() < 6) {
        const QString ns = randomText(random, kWord, 1, 16);
        if (Names::checkNamespace(ns).ok() && !isReservedNamespace(ns) &&
            !namespaces.contains(ns)) {
            namespaces.append(ns);
            project.namespaces.append(Namespace{ns, {}, {}});
            expected->namespaces.insert(hex(ns.toUtf8()));
        }
    }
    QSet<QString> tableNames;
    while (project.tables.size() < 300) {
        Table t;
        t.namespaceName = namespaces[random.bounded(int(namespaces.size()))];
        t.name = randomText(random, kWord + QStringLiteral(".-"), 1, 40);
        if (!Names::checkTableQualifier(t.name).ok() || tableNames.contains(t.fullName()))
            continue;
        tableNames.insert(t.fullName());
        const QByteArray table = hex(t.qualifiedName().toUtf8());
        const int families = int(random.bounded(1, 5));
        QSet<QString> used;
        while (t.families.size() < families) {
            ColumnFamily f;
            f.name = randomText(random, kFamily, 1, 24);
            if (!Names::checkFamily(f.name).ok() || used.contains(f.name))
                continue;
            used.insert(f.name);
            t.families.append(f);
            (*expected).families[table].append(hex(f.name.toUtf8()));
        }
        QList<QByteArray> keys;
        const int count = int(random.bounded(1, 16));
        while (keys.size() < count) {
            QByteArray key(int(random.bounded(1, 13)), Qt::Uninitialized);
            for (char &c : key)
                c = char(random.bounded(256));
            if (!keys.contains(key))
                keys.append(key);
        }
        std::sort(keys.begin(), keys.end(), [](const QByteArray &a, const QByteArray &b) {
            return std::lexicographical_compare(
                a.begin(), a.end(), b.begin(), b.end(),
                [](char x, char y) { return quint8(x) < quint8(y); });
        });
        for (const QByteArray &key : keys)
            (*expected).splits[table].append(hex(key));
        t.splits.kind = SplitKind::Explicit;
        t.splits.keys = keys;
        t.rowKey = RowKeyNotation::parse(QStringLiteral("[id]")).key;
        project.tables.append(t);
    }
    return project;
}

} // namespace

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
    const Project project = randomProject(seed, &expected);
    const ExportResult result = exportShellScript(project);
    QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("create.rb"));
    QVERIFY(TestUtil::writeFile(script, result.script));

    QProcess ruby;
    ruby.start(jruby, {TestUtil::dataPath(QStringLiteral("shell-standin.rb")), script});
    QVERIFY(ruby.waitForFinished(240000));
    const QByteArray err = ruby.readAllStandardError();
    QCOMPARE(ruby.exitStatus(), QProcess::NormalExit);
    QVERIFY2(ruby.exitCode() == 0, err.constData());

    Expected got;
    QByteArray table;
    int lines = 0;
    for (const QByteArray &line : ruby.readAllStandardOutput().split('\n')) {
        if (line.isEmpty())
            continue;
        ++lines;
        const QList<QByteArray> parts = line.split(' ');
        QVERIFY2(parts.size() >= 2, line.constData());
        if (parts[0] == "NAMESPACE") {
            QCOMPARE(parts.value(2), QByteArray("0")); // no other arguments
            got.namespaces.insert(parts[1]);
        } else if (parts[0] == "TABLE") {
            table = parts[1];
            QVERIFY2(!got.families.contains(table), line.constData()); // each table once
        } else if (parts[0] == "FAMILY") {
            got.families[table].append(parts[1]);
        } else if (parts[0] == "SPLIT") {
            got.splits[table].append(parts[1]);
        } else {
            QFAIL(qPrintable(QStringLiteral("the script ran something else: ") +
                             QString::fromUtf8(line)));
        }
    }
    QCOMPARE(got.namespaces, expected.namespaces);
    QCOMPARE(got.families.size(), 300);
    QCOMPARE(got.families, expected.families);
    QCOMPARE(got.splits, expected.splits);
    qInfo("%d calls and values checked", lines);
}

QTEST_GUILESS_MAIN(TestScriptSafety)
#include "tst_scriptsafety.moc"
