// Import that nothing can break (docs/cli.md#import): hostile inputs (tests/data/import/hostile,
// each with the outcome a careful user expects, in expectations.json), deep and huge inputs, the
// project file's limits (model/io/filelimits.h) met by the import at each limit and one past it,
// and names HBase refuses. The CLI runs in a child process, so that a crash or a hang is a
// failure of this suite and not its end.
#include "clirunner.h"
#include "model/import/importer.h"
#include "model/io/filelimits.h"
#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"
#include "testutil.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestImportLimits : public QObject
{
    Q_OBJECT

private slots:
    void hostileInputs_data();
    void hostileInputs();
    void deepInputsAreRefusedNotCrashed_data();
    void deepInputsAreRefusedNotCrashed();
    void nestingAtTheLimitIsRead();
    void anInputPastTheFileSizeIsRefused();
    void limitsAgreeWithTheProjectFile_data();
    void limitsAgreeWithTheProjectFile();
    void namesHBaseRefusesAreErrors_data();
    void namesHBaseRefusesAreErrors();
    void aLongStatementIsReadInLinearTime();
    void aLongDescribeRowIsReadInLinearTime();
};

namespace {

const char kMarker[] = "/tmp/hbd-hostile-marker";

Importer::Result importText(const QByteArray &text, const QString &name)
{
    return Importer::run({{name, text}});
}

// The import read back as `validate` reads the file it writes.
std::optional<Project> readBack(const Project &project)
{
    return ProjectFile::parse(serializeProject(project), QStringLiteral("back.json")).project;
}

QString firstError(const Importer::Result &r)
{
    return r.log.error() ? r.log.error()->place() : QString();
}

} // namespace

void TestImportLimits::hostileInputs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<QStringList>("tables");
    QTest::addColumn<QString>("message");
    const QString dir = TestUtil::dataPath(QStringLiteral("import/hostile"));
    const auto expected = nlohmann::json::parse(
        TestUtil::readAll(dir + QStringLiteral("/expectations.json")).toStdString());
    int rows = 0;
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (it.key() == "_")
            continue;
        QStringList tables;
        for (const auto &t : it.value().value("tables", nlohmann::json::array()))
            tables.append(QString::fromStdString(t.get<std::string>()));
        const QString name = QString::fromStdString(it.key());
        QTest::newRow(it.key().c_str())
            << dir + u'/' + name << it.value().at("status").get<int>() << tables
            << QString::fromStdString(it.value().value("message", std::string()));
        ++rows;
    }
    // Every file of the corpus has its expectation, and the corpus covers what it must.
    const QStringList files =
        QDir(dir).entryList(QDir::Files).filter(QRegularExpression(QStringLiteral("^(?!expect)")));
    QCOMPARE(rows, files.size());
    QVERIFY(rows >= 20);
}

void TestImportLimits::hostileInputs()
{
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(QStringList, tables);
    QFETCH(QString, message);
    QFile::remove(QString::fromLatin1(kMarker));
    QTemporaryDir out;
    const QString project = out.filePath(QStringLiteral("p.json"));
    const CliRunner::Process p =
        CliRunner::run({QStringLiteral("import"), file, QStringLiteral("-o"), project}, 60000);
    QVERIFY2(p.finished && !p.crashed, qPrintable(QString::fromUtf8(p.err)));
    QVERIFY2(!QFile::exists(QString::fromLatin1(kMarker)), "the import ran code");
    QVERIFY2(
        p.status == status,
        qPrintable(QStringLiteral("status %1: %2").arg(p.status).arg(QString::fromUtf8(p.err))));
    if (!message.isEmpty()) {
        QVERIFY2(QString::fromUtf8(p.err).contains(file.section(u'/', 0, -2) + u'/' + message),
                 qPrintable(QString::fromUtf8(p.err)));
    }
    if (status != 0) {
        QVERIFY2(!QFile::exists(project), "a refused import wrote a project");
        return;
    }
    const ProjectFile::LoadResult loaded = ProjectFile::load(project);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    QStringList names;
    for (const Table &t : loaded.project->tables)
        names.append(t.name);
    QCOMPARE(names, tables);
}

void TestImportLimits::deepInputsAreRefusedNotCrashed_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    const int deep = 200000;
    QTest::newRow("script, 200,000 braces")
        << "create 'deep', " + QByteArray(deep, '{') + QByteArray(deep, '}') + '\n'
        << "deep.txt:1: create: more than 64 levels";
    QTest::newRow("script, 200,000 brackets in SPLITS")
        << "create 'deep', 'f', SPLITS => " + QByteArray(deep, '[') + QByteArray(deep, ']') + '\n'
        << "deep.txt:1: create: more than 64 levels";
    QTest::newRow("describe, 200,000 braces")
        << "Table deep is ENABLED\ndeep\nCOLUMN FAMILIES DESCRIPTION\n{NAME => 'f', X => " +
               QByteArray(deep, '{') + QByteArray(deep, '}') + "}\n1 row(s)\n"
        << "deep.txt:4:";
    QTest::newRow("REST JSON, 100,000 brackets")
        << QByteArray(100000, '[') + QByteArray(100000, ']') << "deep.txt:1:65: nesting deeper";
}

void TestImportLimits::deepInputsAreRefusedNotCrashed()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("deep.txt"));
    QVERIFY(TestUtil::writeFile(in, input));
    const QString project = dir.filePath(QStringLiteral("p.json"));
    const CliRunner::Process p = CliRunner::run(
        {QStringLiteral("import"), in, QStringLiteral("-o"), project}, 60000, qint64(2) << 30);
    QVERIFY2(p.finished && !p.crashed, qPrintable(QString::fromUtf8(p.err)));
    QCOMPARE(p.status, 2);
    QVERIFY2(QString::fromUtf8(p.err).startsWith(dir.path() + u'/' + message),
             qPrintable(QString::fromUtf8(p.err).left(300)));
    QVERIFY(!QFile::exists(project));
}

// 64 levels of brackets are read, 65 are not: a put (read, then skipped as no schema) holds an
// array in an array ... in a create's table.
void TestImportLimits::nestingAtTheLimitIsRead()
{
    const auto nested = [](int levels) {
        QByteArray value = "'v'";
        for (int i = 0; i < levels; ++i)
            value = '[' + value + ']';
        return "create 't', 'f'\nput 't', 'r', 'f:q', " + value + "\n";
    };
    const auto levelWarnings = [](const Importer::Result &r) {
        QStringList out;
        for (const ImportMessage &m : r.log.warnings()) {
            if (m.text.contains(QStringLiteral("levels")))
                out.append(m.place());
        }
        return out;
    };
    const Importer::Result atLimit =
        importText(nested(FileLimits::kMaxNesting), QStringLiteral("n.rb"));
    QVERIFY2(atLimit.project, qPrintable(firstError(atLimit)));
    QCOMPARE(levelWarnings(atLimit), QStringList());
    const Importer::Result past =
        importText(nested(FileLimits::kMaxNesting + 1), QStringLiteral("n.rb"));
    QVERIFY(past.project);
    QCOMPARE(levelWarnings(past),
             QStringList(QStringLiteral("n.rb:2: put: more than 64 levels of braces and brackets "
                                        "inside each other; the statement is skipped")));
}

void TestImportLimits::anInputPastTheFileSizeIsRefused()
{
    QByteArray huge(FileLimits::kMaxFileBytes + 1, ' ');
    huge.prepend("create 't', 'f'\n");
    const Importer::Result r = importText(huge, QStringLiteral("huge.rb"));
    QVERIFY(!r.project);
    QVERIFY2(firstError(r).startsWith(QStringLiteral(
                 "huge.rb: the input is over 67108864 bytes (64 MiB), the most the import "
                 "reads")),
             qPrintable(firstError(r)));

    // A file of 4 GiB (sparse) is refused by the command line without reading it all: the
    // process stays within 1 GiB of address space.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64(4) << 30));
    file.close();
    const CliRunner::Process p =
        CliRunner::run({QStringLiteral("import"), path, QStringLiteral("-o"),
                        dir.filePath(QStringLiteral("p.json"))},
                       60000, qint64(1) << 30);
    QVERIFY2(p.finished && !p.crashed, qPrintable(QString::fromUtf8(p.err)));
    QCOMPARE(p.status, 2);
    QCOMPARE(QString::fromUtf8(p.err),
             path + QStringLiteral(": the input is over 67108864 bytes (64 MiB), the most the "
                                   "import reads\n"));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("p.json"))));
}

void TestImportLimits::limitsAgreeWithTheProjectFile_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message"); // empty: imported and read back

    const auto metadata = [](int entries, const char *where) {
        QByteArray pairs;
        for (int i = 0; i < entries; ++i)
            pairs += (i ? ", " : "") + QStringLiteral("'k%1' => 'v'").arg(i).toUtf8();
        return QByteArray(where) == "family"
                   ? "create 't', {NAME => 'f', METADATA => {" + pairs + "}}\n"
                   : "create 't', 'f', {METADATA => {" + pairs + "}}\n";
    };
    const int attributes = int(FileLimits::kMaxOtherAttributes);
    QTest::newRow("family attributes at the limit") << metadata(attributes, "family") << QString();
    QTest::newRow("family attributes past it")
        << metadata(attributes + 1, "family")
        << "a.rb:1: table t: /families/0/otherAttributes: more than 1000 entries";
    QTest::newRow("table attributes at the limit") << metadata(attributes, "table") << QString();
    QTest::newRow("table attributes past it")
        << metadata(attributes + 1, "table")
        << "a.rb:1: table t: /otherAttributes: more than 1000 entries";

    const auto longValue = [](qsizetype bytes) {
        return "create 't', {NAME => 'f', METADATA => {'k' => '" + QByteArray(bytes, 'x') + "'}}\n";
    };
    QTest::newRow("attribute value at the limit")
        << longValue(FileLimits::kMaxAttributeValueBytes) << QString();
    QTest::newRow("attribute value past it") << longValue(FileLimits::kMaxAttributeValueBytes + 1)
                                             << "a.rb:1: table t: /families/0/otherAttributes/k:";

    const auto families = [](int count) {
        QByteArray out = "create 't'";
        for (int i = 0; i < count; ++i)
            out += QStringLiteral(", 'f%1'").arg(i).toUtf8();
        return out + '\n';
    };
    QTest::newRow("families at the limit") << families(int(FileLimits::kMaxFamilies)) << QString();
    QTest::newRow("families past it")
        << families(int(FileLimits::kMaxFamilies) + 1)
        << "a.rb:1: table t: /families: too many entries (1001, at most 1000)";

    const auto splits = [](int count) {
        QByteArray out = "create 't', 'f', SPLITS => [";
        for (int i = 0; i < count; ++i)
            out += QStringLiteral("%1'%2'")
                       .arg(i ? QStringLiteral(", ") : QString())
                       .arg(i, 6, 10, QLatin1Char('0'))
                       .toUtf8();
        return out + "]\n";
    };
    QTest::newRow("split keys at the limit") << splits(int(FileLimits::kMaxSplitKeys)) << QString();
    QTest::newRow("split keys past it")
        << splits(int(FileLimits::kMaxSplitKeys) + 1)
        << "a.rb:1: table t: /splits/keys: too many entries (100001, at most 100000)";
}

// Whatever the import accepts, the project reader reads back; one past a limit is an import
// error at the statement, and nothing is written.
void TestImportLimits::limitsAgreeWithTheProjectFile()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const Importer::Result r = importText(input, QStringLiteral("a.rb"));
    if (message.isEmpty()) {
        QVERIFY2(r.project, qPrintable(firstError(r)));
        QVERIFY(readBack(*r.project));
        return;
    }
    QVERIFY(!r.project);
    QVERIFY2(firstError(r).startsWith(message), qPrintable(firstError(r).left(300)));
}

void TestImportLimits::namesHBaseRefusesAreErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("REST, a quote and shell code in the table name")
        << QByteArray("[{\"name\": \"ok\", \"ColumnSchema\": [{\"name\": \"f\"}]},\n"
                      " {\"name\": \"x'); system('touch /tmp/x'); ('\", \"ColumnSchema\": "
                      "[{\"name\": \"f\"}]}]")
        << "n.txt:2: table name \"x'); system('touch /tmp/x'); ('\": ''' at position 2";
    QTest::newRow("REST, a 300-byte table name, past HDFS's 255")
        << "{\"name\": \"" + QByteArray(300, 'a') + "\", \"ColumnSchema\": [{\"name\": \"f\"}]}"
        << QStringLiteral("n.txt:1: table name \"%1\": the name is 300 bytes in UTF-8; HDFS "
                          "refuses directory names over 255 bytes")
               .arg(QString(300, u'a'));
    QTest::newRow("script, a namespace with a dash")
        << QByteArray("create 'my-ns:t', 'f'\n") << "n.txt:1: namespace name \"my-ns\":";
    QTest::newRow("describe, a family with a colon")
        << QByteArray("Table t is ENABLED\nt\nCOLUMN FAMILIES DESCRIPTION\n{NAME => 'a:b', "
                      "VERSIONS => '1'}\n1 row(s)\n")
        << "n.txt:2: column family name \"a:b\" in t:";
}

void TestImportLimits::namesHBaseRefusesAreErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const Importer::Result r = importText(input, QStringLiteral("n.txt"));
    QVERIFY(!r.project);
    QVERIFY2(firstError(r).startsWith(message), qPrintable(firstError(r)));
}

// A statement of 100,000 lines (a SPLITS list a key a line) is read once, not once a line.
void TestImportLimits::aLongStatementIsReadInLinearTime()
{
    QByteArray script = "create 't', 'f', SPLITS => [\n";
    const int keys = 100000;
    for (int i = 0; i < keys; ++i)
        script += QStringLiteral("  '%1',\n").arg(i, 6, 10, QLatin1Char('0')).toUtf8();
    script += "]\n";
    const Importer::Result r = importText(script, QStringLiteral("long.rb"));
    QVERIFY2(r.project, qPrintable(firstError(r)));
    QCOMPARE(r.project->tables[0].splits.keys.size(), keys);
}

// A describe row wrapped at 80 columns into 17,000 lines (a family with 900 long METADATA
// values) is joined once, not once a line; and lines padded back to the widest line of a hostile
// input stop at a project file's size with one error.
void TestImportLimits::aLongDescribeRowIsReadInLinearTime()
{
    QString family = QStringLiteral("{NAME => 'f', METADATA => {");
    for (int i = 0; i < 900; ++i)
        family += QStringLiteral("%1'k%2' => '%3'")
                      .arg(i ? QStringLiteral(", ") : QString())
                      .arg(i)
                      .arg(QString(1500, u'x'));
    family += QStringLiteral("}}");
    QString out = QStringLiteral("Table t is ENABLED\nt\nCOLUMN FAMILIES DESCRIPTION\n");
    for (qsizetype at = 0; at < family.size(); at += 80)
        out += family.mid(at, 80) + u'\n';
    out += QStringLiteral("1 row(s)\n");
    const Importer::Result r = importText(out.toUtf8(), QStringLiteral("wide.txt"));
    QVERIFY2(r.project, qPrintable(firstError(r).left(300)));
    QCOMPARE(r.project->tables[0].families[0].otherAttributes.size(), 900);

    // One line of 1,000,000 characters makes every other line a piece of that width.
    QByteArray hostile = "Table t is ENABLED\nt, {TABLE_ATTRIBUTES => {X => 'v'\n";
    for (int i = 0; i < 100; ++i)
        hostile += "x\n";
    hostile += QByteArray(1000000, 'y') + "\nCOLUMN FAMILIES DESCRIPTION\n";
    const Importer::Result padded = importText(hostile, QStringLiteral("padded.txt"));
    QVERIFY(!padded.project);
    QVERIFY2(firstError(padded).startsWith(
                 QStringLiteral("padded.txt:2: a row longer than 67108864 characters")),
             qPrintable(firstError(padded).left(300)));
}

QTEST_GUILESS_MAIN(TestImportLimits)
#include "tst_importlimits.moc"
