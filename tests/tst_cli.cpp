// hbase-designer-cli as a user runs it: a real process, its exit status, stdout and stderr.
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

namespace {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments)
{
    QProcess process;
    process.setProgram(QStringLiteral(HBD_CLI_BINARY));
    process.setArguments(arguments);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start();
    if (!process.waitForFinished(30000))
        return {};
    Run r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

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
    void validateFindsErrors();
    void validateJson();
    void validateKeepsOneFindingALine();
    void validateJsonReportsBadInputAsJson();
    void badInput_data();
    void badInput();
    void exportToStdout();
    void exportOneTable();
    void exportToFile();
    void exportRefusesIllegalNamesAndKeepsOldFile();
    void exportSplitsFileNeedsOutput();
    void previewMatchesAnIndependentEncoding();
    void previewOfTheProjectTable();
    void regionsReportsCountsAndSkew();
    void previewRefuses_data();
    void previewRefuses();
    void benchReportsEveryStage();
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
    QTest::newRow("two files") << QStringList{QStringLiteral("validate"), QStringLiteral("a"),
                                              QStringLiteral("b")}
                               << 2 << QString() << QStringLiteral("exactly one");
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

void TestCli::validateKeepsOneFindingALine()
{
    QByteArray json = TestUtil::readAll(example());
    json.replace("\"name\": \"C1\"", "\"name\": \"C\\n1\"");
    const QString path = m_dir.filePath(QStringLiteral("newline.json"));
    QVERIFY(writeFile(path, json));
    const Run r = cli({QStringLiteral("validate"), path});
    QCOMPARE(r.status, 1);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(!lines.isEmpty(), qPrintable(r.out));
    for (const QString &line : lines) {
        QVERIFY2(line.startsWith(path + QStringLiteral(": MOMO_CHAT:")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("C\\n1")), qPrintable(line));
    }
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
    for (const QString &command : {QStringLiteral("validate"), QStringLiteral("export")}) {
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

// The keys of PRODUCT.md §2 built here from HBASE.md §1 alone: Phoenix salt over the bytes that
// follow, the user's UTF-8, '_', the timestamp as a big-endian long with its sign bit flipped;
// then sorted as unsigned bytes (std::string compares that way).
void TestCli::previewMatchesAnIndependentEncoding()
{
    struct Row
    {
        std::string user;
        qint64 ts;
    };
    const std::vector<Row> rows{{"alice", 1700000000000}, {"bob", -5},         {"carol", 42},
                                {"dave", 1700000000001},  {"\xE5\x90\x8D", 7}, {"alice", -1}};
    QByteArray csv = "user,ts\n";
    std::vector<std::string> expected;
    for (const Row &r : rows) {
        csv += QByteArray::fromStdString(r.user) + ',' + QByteArray::number(r.ts) + '\n';
        std::string rest = r.user + '_';
        for (int i = 7; i >= 0; --i) {
            auto byte = static_cast<unsigned char>((quint64(r.ts) >> (8 * i)) & 0xFF);
            if (i == 7)
                byte ^= 0x80;
            rest.push_back(char(byte));
        }
        qint32 h = 1;
        for (const char c : rest)
            h = qint32(quint32(31) * quint32(h) + quint32(qint32(static_cast<signed char>(c))));
        expected.push_back(std::string(1, char(std::abs(h % 4))) + rest);
    }
    std::sort(expected.begin(), expected.end());
    const QString input = m_dir.filePath(QStringLiteral("rows.csv"));
    QVERIFY(writeFile(input, csv));

    const Run r =
        cli({QStringLiteral("preview"), QStringLiteral("--rowkey"),
             QStringLiteral("[salt(4)][user]'_'[ts:long:flip]"), QStringLiteral("--input"), input,
             QStringLiteral("--splits"), QStringLiteral("salt:4"), QStringLiteral("--format"),
             QStringLiteral("tsv")});
    QCOMPARE(r.status, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), qsizetype(expected.size()));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split(u'\t');
        QCOMPARE(cells.size(), 4);
        QCOMPARE(cells[0], QString::number(i + 1));
        const QByteArray key = QByteArray::fromStdString(expected[std::size_t(i)]);
        QCOMPARE(cells[2], QString::fromLatin1(key.toHex()));
        // One region per salt bucket: the region is the salt byte.
        QCOMPARE(cells[1], QString::number(int(quint8(key[0]))));
        QString printed; // Bytes.toStringBinary, HBASE.md §1
        for (const char c : key) {
            const auto b = quint8(c);
            printed += b >= 0x20 && b <= 0x7E && b != '\\'
                           ? QString(QLatin1Char(c))
                           : QStringLiteral("\\x%1")
                                 .arg(b, 2, 16, QLatin1Char('0'))
                                 .toUpper()
                                 .replace(QStringLiteral("\\X"), QStringLiteral("\\x"));
        }
        QCOMPARE(cells[3], printed);
    }
}

void TestCli::previewOfTheProjectTable()
{
    const Run r = cli({QStringLiteral("preview"), example(), QStringLiteral("--table"),
                       QStringLiteral("MOMO_CHAT:MSG"), QStringLiteral("--rows"),
                       QStringLiteral("50"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.status, 0);
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("rows")).toInt(), 50);
    const QJsonArray keys = doc.value(QStringLiteral("keys")).toArray();
    QCOMPARE(keys.size(), 50);
    QString previous;
    for (const QJsonValue &v : keys) {
        const QJsonObject k = v.toObject();
        const QString binary = k.value(QStringLiteral("binary")).toString();
        // [md5(...):hex(8)] '_' [sender] '_' [receiver] '_' [ts]: 8 hex digits, then the fields.
        QVERIFY2(
            QRegularExpression(QStringLiteral("^[0-9a-f]{8}_138[0-9]{8}_139[0-9]{8}_[0-9]{13}$"))
                .match(binary)
                .hasMatch(),
            qPrintable(binary));
        QVERIFY(binary > previous); // ASCII keys: string order is byte order
        previous = binary;
        // HexStringSplit 6: the region follows from the first 8 hex digits.
        const quint64 prefix = binary.left(8).toULongLong(nullptr, 16);
        const quint64 size = 0x100000000ull / 6;
        QCOMPARE(quint64(k.value(QStringLiteral("region")).toInt()),
                 std::min<quint64>(prefix / size, 5));
    }
}

void TestCli::regionsReportsCountsAndSkew()
{
    const Run r = cli({QStringLiteral("regions"), example(), QStringLiteral("-t"),
                       QStringLiteral("MOMO_CHAT:MSG_BY_TIME"), QStringLiteral("--splits"),
                       QStringLiteral("dec:4"), QStringLiteral("--rows"), QStringLiteral("4000"),
                       QStringLiteral("--windows"), QStringLiteral("5"), QStringLiteral("--format"),
                       QStringLiteral("json")});
    QCOMPARE(r.status, 0);
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray regions = doc.value(QStringLiteral("regions")).toArray();
    QCOMPARE(regions.size(), 4);
    QCOMPARE(regions[1].toObject().value(QStringLiteral("start")).toString(),
             QStringLiteral("25000000"));
    QCOMPARE(regions[1].toObject().value(QStringLiteral("end")).toString(),
             QStringLiteral("50000000"));
    // Every key starts with a 13-digit timestamp beginning "1793": all in region 0 ("1793" < "25").
    QCOMPARE(regions[0].toObject().value(QStringLiteral("count")).toInt(), 4000);
    QCOMPARE(regions[0].toObject().value(QStringLiteral("share")).toDouble(), 1.0);
    QCOMPARE(doc.value(QStringLiteral("emptyRegions")).toInt(), 3);
    QCOMPARE(doc.value(QStringLiteral("maxOverMean")).toDouble(), 4.0);
    const QJsonArray heatmap = doc.value(QStringLiteral("heatmap")).toArray();
    QCOMPARE(heatmap.size(), 5);
    for (const QJsonValue &w : heatmap) {
        QCOMPARE(w.toObject().value(QStringLiteral("rows")).toInt(), 800);
        QCOMPARE(w.toObject().value(QStringLiteral("hottestShare")).toDouble(), 1.0);
    }

    const Run text =
        cli({QStringLiteral("regions"), example(), QStringLiteral("-t"),
             QStringLiteral("MOMO_CHAT:MSG"), QStringLiteral("--rows"), QStringLiteral("600")});
    QCOMPARE(text.status, 0);
    QVERIFY2(
        text.out.startsWith(QStringLiteral("region\tstart\tend\tcount\tshare\n0\t\t2aaaaaaa\t")),
        qPrintable(text.out));
    QVERIFY2(text.err.contains(QStringLiteral("600 rows in 6 regions")), qPrintable(text.err));
}

void TestCli::previewRefuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("stderrHas");

    QTest::newRow("nothing to preview")
        << QStringList{QStringLiteral("preview")} << QStringLiteral("give a project FILE");
    QTest::newRow("two tables, none chosen")
        << QStringList{QStringLiteral("preview"), example()}
        << QStringLiteral("give --table, one of: MOMO_CHAT:MSG");
    QTest::newRow("bad notation") << QStringList{QStringLiteral("preview"),
                                                 example(),
                                                 QStringLiteral("-t"),
                                                 QStringLiteral("MOMO_CHAT:MSG"),
                                                 QStringLiteral("--rowkey"),
                                                 QStringLiteral("[sender:hexx(4)]")}
                                  << QStringLiteral("--rowkey, column 9: unknown format");
    QTest::newRow("unknown field")
        << QStringList{QStringLiteral("preview"),  example(),
                       QStringLiteral("-t"),       QStringLiteral("MOMO_CHAT:MSG"),
                       QStringLiteral("--rowkey"), QStringLiteral("[user]")}
        << QStringLiteral("unknown field 'user'; the sample rows have sender, "
                          "receiver, ts");
    QTest::newRow("bad splits") << QStringList{QStringLiteral("regions"),
                                               example(),
                                               QStringLiteral("-t"),
                                               QStringLiteral("MOMO_CHAT:MSG"),
                                               QStringLiteral("--splits"),
                                               QStringLiteral("hex")}
                                << QStringLiteral("--splits must be");
    QTest::newRow("too many rows")
        << QStringList{QStringLiteral("preview"), example(),
                       QStringLiteral("-t"),      QStringLiteral("MOMO_CHAT:MSG"),
                       QStringLiteral("--rows"),  QStringLiteral("99999999999")}
        << QStringLiteral("--rows must be a whole number from 1 to 10000000");
    QTest::newRow("missing csv") << QStringList{QStringLiteral("preview"),
                                                QStringLiteral("--rowkey"), QStringLiteral("[a]"),
                                                QStringLiteral("--input"),
                                                QStringLiteral("/nonexistent/rows.csv")}
                                 << QStringLiteral("/nonexistent/rows.csv");
}

void TestCli::previewRefuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, stderrHas);
    const Run r = cli(arguments);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(stderrHas), qPrintable(r.err));
}

// The budgets are judged by running bench by hand, never here; this checks that it reports.
void TestCli::benchReportsEveryStage()
{
    const Run r = cli({QStringLiteral("bench"), QStringLiteral("--rows"), QStringLiteral("2000")});
    QVERIFY2(r.status == 0 || r.status == 1, qPrintable(r.err));
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("rows")).toInt(), 2000);
    QCOMPARE(doc.value(QStringLiteral("table")).toString(), QStringLiteral("MOMO_CHAT:MSG"));
    for (const char *stage : {"generate_ms", "encode_ms", "sort_ms", "assign_ms", "statistics_ms",
                              "total_ms", "std_sort_ms"})
        QVERIFY2(doc.value(QLatin1StringView(stage)).toDouble() >= 0.0 &&
                     doc.contains(QLatin1StringView(stage)),
                 stage);
    QCOMPARE(doc.value(QStringLiteral("key_bytes")).toInt(), 2000 * 46);
    QCOMPARE(doc.value(QStringLiteral("budgets")).toObject().size(), 3);
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
