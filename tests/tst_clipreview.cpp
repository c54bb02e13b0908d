// hbase-designer-cli preview, regions and bench, run as a user runs them.
#include "clirunner.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using CliRunner::cli;
using CliRunner::Run;
using TestUtil::writeFile;

namespace {

QString example()
{
    return TestUtil::chatExample();
}

} // namespace

class TestCliPreview : public QObject
{
    Q_OBJECT

private slots:
    void previewMatchesAnIndependentEncoding();
    void aCsvInputIsReadWhole();
    void jsonOutputIsValidWhateverTheKeys();
    void previewOfTheProjectTable();
    void regionsReportsCountsAndSkew();
    void regionsSpeaksTheReadersLanguage();
    void chineseDiffUsesOneKindOfColon();
    void lintNamesRegionsAsRegionsDoes();
    void previewRefuses_data();
    void previewRefuses();
    void benchReportsEveryStage();

private:
    QTemporaryDir m_dir;
};

// The keys of docs/rowkey-notation.md built here from docs/hbase-reference.md §1 alone: Phoenix
// salt over the bytes that follow, the user's UTF-8, '_', the timestamp as a big-endian long with
// its sign bit flipped; then sorted as unsigned bytes (std::string compares that way).
void TestCliPreview::previewMatchesAnIndependentEncoding()
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
        QString printed; // Bytes.toStringBinary, docs/hbase-reference.md §1
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

// A CSV file is a sample of its own size: every row of one larger than the generators' default
// (10,000) is previewed unless --rows caps it.
void TestCliPreview::aCsvInputIsReadWhole()
{
    QByteArray csv = "id\n";
    for (int i = 0; i < 20000; ++i)
        csv += QByteArray::number(i * 7919 % 20011) + '\n';
    const QString input = m_dir.filePath(QStringLiteral("many.csv"));
    QVERIFY(writeFile(input, csv));
    const QStringList args{QStringLiteral("preview"),
                           QStringLiteral("--rowkey"),
                           QStringLiteral("[id:dec(6)]"),
                           QStringLiteral("--input"),
                           input,
                           QStringLiteral("--format"),
                           QStringLiteral("tsv")};
    Run r = cli(args);
    QCOMPARE(r.status, 0);
    QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 20000);
    QCOMPARE(lines.last().section(u'\t', 3), QStringLiteral("020010")); // the largest id
    // Every line in its place: the output is formatted in blocks of a few thousand keys on
    // several threads and must come out whole and in order.
    std::vector<int> ids;
    for (int i = 0; i < 20000; ++i)
        ids.push_back(i * 7919 % 20011);
    std::sort(ids.begin(), ids.end());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QCOMPARE(lines[i].section(u'\t', 0, 0), QString::number(i + 1));
        QCOMPARE(lines[i].section(u'\t', 3),
                 QStringLiteral("%1").arg(ids[std::size_t(i)], 6, 10, QLatin1Char('0')));
    }
    r = cli(args + QStringList{QStringLiteral("--rows"), QStringLiteral("5000")});
    QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts).size(), 5000);
}

// The JSON is written a key at a time; it must still be JSON, with quotes, backslashes and
// binary bytes in keys, and say the same as the tsv.
void TestCliPreview::jsonOutputIsValidWhateverTheKeys()
{
    const QString input = m_dir.filePath(QStringLiteral("quotes.csv"));
    QVERIFY(writeFile(input, "name\n\"a\"\"b\"\nc\\d\n\"e,f\"\n"));
    const QStringList args{QStringLiteral("preview"),
                           QStringLiteral("--rowkey"),
                           QStringLiteral("[name] '\\xFF'"),
                           QStringLiteral("--input"),
                           input,
                           QStringLiteral("--format")};
    const Run json = cli(args + QStringList{QStringLiteral("json")});
    QCOMPARE(json.status, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(doc.object().value(QStringLiteral("rows")).toInt(), 3);
    const QJsonArray keys = doc.object().value(QStringLiteral("keys")).toArray();
    const QStringList tsv =
        cli(args + QStringList{QStringLiteral("tsv")}).out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(keys.size(), tsv.size());
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const QJsonObject k = keys[i].toObject();
        const QStringList cells = tsv[i].split(u'\t');
        QCOMPARE(QString::number(k.value(QStringLiteral("rank")).toInt()), cells[0]);
        QCOMPARE(QString::number(k.value(QStringLiteral("region")).toInt()), cells[1]);
        QCOMPARE(k.value(QStringLiteral("hex")).toString(), cells[2]);
        QCOMPARE(k.value(QStringLiteral("binary")).toString(), cells[3]);
    }
    QCOMPARE(keys[0].toObject().value(QStringLiteral("binary")).toString(),
             QStringLiteral("a\"b\\xFF"));
    QCOMPARE(keys[1].toObject().value(QStringLiteral("binary")).toString(),
             QStringLiteral("c\\x5Cd\\xFF"));
}

void TestCliPreview::previewOfTheProjectTable()
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

void TestCliPreview::regionsReportsCountsAndSkew()
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
    // The time-first key turns the conversation query into a scan of every message in the time
    // range, filtered on sender and receiver; every write lands in the one region of "now".
    const QJsonArray access = doc.value(QStringLiteral("accessPatterns")).toArray();
    QCOMPARE(access.size(), 2);
    QCOMPARE(access[0].toObject().value(QStringLiteral("method")).toString(),
             QStringLiteral("write"));
    QCOMPARE(access[0].toObject().value(QStringLiteral("maxRegions")).toInt(), 1);
    QCOMPARE(access[0].toObject().value(QStringLiteral("busiestShare")).toDouble(), 1.0);
    QCOMPARE(access[1].toObject().value(QStringLiteral("pattern")).toString(),
             QStringLiteral("conversation in a time range"));
    QCOMPARE(access[1].toObject().value(QStringLiteral("method")).toString(),
             QStringLiteral("filteredScan"));
    // Each row's bytes are the sum of its parts (docs/hbase-reference.md §3); every cell repeats
    // the 37-byte key.
    const QJsonObject storage = doc.value(QStringLiteral("storage")).toObject();
    const double cells = storage.value(QStringLiteral("cellsPerRow")).toDouble();
    QVERIFY(cells >= 1);
    QCOMPARE(storage.value(QStringLiteral("keyBytes")).toDouble(), 37.0 * cells);
    QCOMPARE(storage.value(QStringLiteral("overheadBytes")).toDouble(), 20.0 * cells);
    double parts = 0;
    for (const char *part :
         {"keyBytes", "familyBytes", "qualifierBytes", "valueBytes", "overheadBytes"})
        parts += storage.value(QLatin1StringView(part)).toDouble();
    QCOMPARE(storage.value(QStringLiteral("bytesPerRow")).toDouble(), parts);
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
    // Counts for people are grouped; the TSV above keeps plain digits.
    QVERIFY2(text.err.contains(QStringLiteral("; 3,000,000,000 rows make 3.51 TiB")),
             qPrintable(text.err));
    const Run one =
        cli({QStringLiteral("regions"), example(), QStringLiteral("-t"),
             QStringLiteral("MOMO_CHAT:MSG"), QStringLiteral("--rows"), QStringLiteral("600"),
             QStringLiteral("--splits"), QStringLiteral("none")});
    QVERIFY2(one.err.contains(QStringLiteral("600 rows in 1 region;")), qPrintable(one.err));
    // The MD5 prefix scatters a conversation: here only a full scan finds it, so it is served
    // through the index table the pattern names (relatedTable), as the window and report say.
    QVERIFY2(text.err.contains(QStringLiteral(
                 "access pattern 'conversation in a time range': through "
                 "MOMO_CHAT:MSG_BY_CONVERSATION (here: full table scan), 0 leading segments bound, "
                 "1 scan, 6.0 regions")),
             qPrintable(text.err));
}

// Under LANGUAGE=zh_CN the table's header and the access patterns' names are Chinese, while the
// JSON keeps its English keys and the patterns' own names.
void TestCliPreview::regionsSpeaksTheReadersLanguage()
{
    const QStringList arguments{QStringLiteral("regions"), example(),
                                QStringLiteral("-t"),      QStringLiteral("MOMO_CHAT:MSG_BY_TIME"),
                                QStringLiteral("--rows"),  QStringLiteral("600")};
    const Run text = cli(arguments, QStringLiteral("zh_CN"));
    QCOMPARE(text.status, 0);
    const QString header = text.out.section(u'\n', 0, 0);
    QCOMPARE(header.count(u'\t'), 4);
    QVERIFY2(!header.contains(QStringLiteral("region")) &&
                 !header.contains(QStringLiteral("count")),
             qPrintable(header));
    QVERIFY2(text.err.contains(QStringLiteral("某会话在某时间段内的消息")), qPrintable(text.err));
    QVERIFY2(text.err.contains(QStringLiteral("保存消息")), qPrintable(text.err));
    QVERIFY2(!text.err.contains(QStringLiteral("conversation in a time range")),
             qPrintable(text.err));

    const Run json =
        cli(arguments + QStringList{QStringLiteral("--format"), QStringLiteral("json")},
            QStringLiteral("zh_CN"));
    QCOMPARE(json.status, 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QStringList patterns;
    for (const QJsonValue &p : doc.value(QStringLiteral("accessPatterns")).toArray())
        patterns.append(p.toObject().value(QStringLiteral("pattern")).toString());
    QCOMPARE(patterns, (QStringList{QStringLiteral("save message"),
                                    QStringLiteral("conversation in a time range")}));

    const Run preview =
        cli({QStringLiteral("preview"), example(), QStringLiteral("-t"),
             QStringLiteral("MOMO_CHAT:MSG"), QStringLiteral("--rows"), QStringLiteral("3")},
            QStringLiteral("zh_CN"));
    QCOMPARE(preview.status, 0);
    QVERIFY2(!preview.out.startsWith(QStringLiteral("rank\t")), qPrintable(preview.out));
    QCOMPARE(preview.out.section(u'\n', 0, 0).count(u'\t'), 3);
}

// A finding that names a region uses the number `regions` and the Regions panel give it
// (numbered from 0, as HBase's own tools list them), in English and in Chinese ("Region 1", never
// "第 1 个 Region", which would mean the second).
void TestCliPreview::lintNamesRegionsAsRegionsDoes()
{
    const QString file = TestUtil::sourcePath(QStringLiteral("examples/presplit-trap.json"));
    const QString table = QStringLiteral("WEB:SESSIONS_RANGE_SPLIT");
    const Run regions = cli({QStringLiteral("regions"), file, QStringLiteral("-t"), table});
    QCOMPARE(regions.status, 0);
    // The region the sample's keys crowd into, as `regions` lists it: its row with the most keys.
    int hottest = -1;
    qint64 most = -1;
    for (const QString &line : regions.out.split(u'\n').mid(1)) {
        const QStringList cells = line.split(u'\t');
        if (cells.size() == 5 && cells[3].toLongLong() > most) {
            most = cells[3].toLongLong();
            hottest = cells[0].toInt();
        }
    }
    QVERIFY(hottest > 0); // not region 0, so that a numbering from 1 would show
    const Run english = cli({QStringLiteral("lint"), file, QStringLiteral("--table"), table});
    QVERIFY2(english.out.contains(QStringLiteral("region %1 of %2").arg(hottest).arg(table)),
             qPrintable(english.out));
    const Run chinese = cli({QStringLiteral("lint"), file, QStringLiteral("--table"), table},
                            QStringLiteral("zh_CN"));
    QVERIFY2(chinese.out.contains(QStringLiteral("Region %1").arg(hottest)),
             qPrintable(chinese.out));
    QVERIFY2(!chinese.out.contains(QStringLiteral("个 Region 在")), qPrintable(chinese.out));
    static const QRegularExpression ordinal(QStringLiteral("第 ?\\d+ ?个 ?Region"));
    QVERIFY2(!chinese.out.contains(ordinal), qPrintable(chinese.out));
}

void TestCliPreview::previewRefuses_data()
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

void TestCliPreview::previewRefuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, stderrHas);
    const Run r = cli(arguments);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(stderrHas), qPrintable(r.err));
}

// The budgets are judged by running bench by hand, never here; this checks that it reports.
void TestCliPreview::benchReportsEveryStage()
{
    const Run r = cli({QStringLiteral("bench"), QStringLiteral("--rows"), QStringLiteral("2000"),
                       QStringLiteral("--window-rows"), QStringLiteral("1000"),
                       QStringLiteral("--import-tables"), QStringLiteral("200")});
    QVERIFY2(r.status == 0 || r.status == 1, qPrintable(r.err));
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("rows")).toInt(), 2000);
    QCOMPARE(doc.value(QStringLiteral("table")).toString(), QStringLiteral("MOMO_CHAT:MSG"));
    for (const char *stage :
         {"generate_ms", "encode_ms", "sort_ms", "assign_ms", "statistics_ms", "total_ms",
          "std_sort_ms", "nearly_sorted_sort_ms", "nearly_sorted_std_sort_ms"})
        QVERIFY2(doc.value(QLatin1StringView(stage)).toDouble() >= 0.0 &&
                     doc.contains(QLatin1StringView(stage)),
                 stage);
    QCOMPARE(doc.value(QStringLiteral("key_bytes")).toInt(), 2000 * 46);
    const QJsonObject budgets = doc.value(QStringLiteral("budgets")).toObject();
    for (const char *budget : {"total_under_1000_ms", "sort_not_slower_than_std_sort",
                               "memory_within_budget", "nearly_sorted_not_slower_than_std_sort",
                               "window_edits_under_100_ms", "window_whole_preview_under_1000_ms"})
        QVERIFY2(budgets.value(QLatin1StringView(budget)).isBool(), budget);
    QCOMPARE(doc.value(QStringLiteral("source")).toString(), QStringLiteral("generators"));
    QVERIFY(budgets.value(QStringLiteral("import_under_5000_ms")).isBool());
    // The import figures: each kind of input of 200 tables, and of 100.
    const QJsonObject import = doc.value(QStringLiteral("import")).toObject();
    QCOMPARE(import.value(QStringLiteral("tables")).toInt(), 200);
    for (const char *kind : {"rest", "describe", "shell"}) {
        const QJsonObject figures = import.value(QLatin1StringView(kind)).toObject();
        QVERIFY2(figures.value(QStringLiteral("tables_ms")).toDouble() >= 0.0, kind);
        QVERIFY2(figures.value(QStringLiteral("half_tables_ms")).toDouble() >= 0.0, kind);
        QVERIFY2(figures.value(QStringLiteral("input_bytes")).toInt() > 200 * 100, kind);
    }

    // The window's figures: each kind of edit takes the cheapest way the preview service knows
    // (a family edit measures nothing again, a split re-splits the same keys, a key re-encodes
    // the same rows, a generator makes new rows), and the whole preview at --rows.
    const QJsonObject window = doc.value(QStringLiteral("window")).toObject();
    QCOMPARE(window.value(QStringLiteral("rows")).toInt(), 1000);
    QCOMPARE(window.value(QStringLiteral("million_rows")).toInt(), 2000);
    for (const char *figure : {"open_ms", "split_edit_ms", "family_edit_ms", "key_edit_ms",
                               "generator_edit_ms", "million_ms"})
        QVERIFY2(window.value(QLatin1StringView(figure)).toDouble() > 0.0, figure);
    const QJsonObject steps = window.value(QStringLiteral("steps")).toObject();
    QCOMPARE(steps.value(QStringLiteral("family")).toString(), QStringLiteral("kept"));
    QCOMPARE(steps.value(QStringLiteral("split")).toString(), QStringLiteral("resplit"));
    QCOMPARE(steps.value(QStringLiteral("rowKey")).toString(), QStringLiteral("rekeyed"));
    QCOMPARE(steps.value(QStringLiteral("generator")).toString(), QStringLiteral("measured"));
    const Run noWindow = cli({QStringLiteral("bench"), QStringLiteral("--import-tables"),
                              QStringLiteral("0"), QStringLiteral("--rows"), QStringLiteral("500"),
                              QStringLiteral("--window-rows"), QStringLiteral("0")});
    QVERIFY(!QJsonDocument::fromJson(noWindow.out.toUtf8())
                 .object()
                 .contains(QStringLiteral("window")));

    // (The other runs leave the import figures out: --import-tables 0.)
    // On a CSV file: every row of it, and the time to format the keys as preview prints them.
    QByteArray csv = "sender,receiver,ts\n";
    for (int i = 0; i < 1500; ++i)
        csv += "1380000" + QByteArray::number(1000 + i % 97) + ",1390000" +
               QByteArray::number(1000 + i % 89) + ',' + QByteArray::number(1793491200000 + i) +
               '\n';
    const QString input = m_dir.filePath(QStringLiteral("bench.csv"));
    QVERIFY(writeFile(input, csv));
    const Run fromCsv = cli({QStringLiteral("bench"), QStringLiteral("--import-tables"),
                             QStringLiteral("0"), QStringLiteral("--input"), input,
                             QStringLiteral("--window-rows"), QStringLiteral("0")});
    QVERIFY2(fromCsv.status == 0 || fromCsv.status == 1, qPrintable(fromCsv.err));
    const QJsonObject csvDoc = QJsonDocument::fromJson(fromCsv.out.toUtf8()).object();
    QCOMPARE(csvDoc.value(QStringLiteral("source")).toString(), QStringLiteral("csv"));
    QCOMPARE(csvDoc.value(QStringLiteral("rows")).toInt(), 1500);
    QVERIFY(csvDoc.contains(QStringLiteral("output_tsv_ms")));
    QVERIFY(csvDoc.contains(QStringLiteral("output_json_ms")));
    QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("--import-tables"), QStringLiteral("0"),
                  QStringLiteral("--input"), m_dir.filePath(QStringLiteral("none.csv"))})
                 .status,
             2);

    // A table whose sample is a CSV file beside the project: the window's figures read it from
    // there, wherever bench is run, so the split edit re-splits measured keys.
    QJsonObject project =
        QJsonDocument::fromJson(TestUtil::readAll(TestUtil::chatExample())).object();
    QJsonArray tables = project.value(QStringLiteral("tables")).toArray();
    QJsonObject first = tables.first().toObject();
    QJsonObject sample = first.value(QStringLiteral("sample")).toObject();
    sample.insert(QStringLiteral("csvFile"), QStringLiteral("bench.csv"));
    sample.insert(QStringLiteral("rows"), 0);
    first.insert(QStringLiteral("sample"), sample);
    tables.replace(0, first);
    project.insert(QStringLiteral("tables"), tables);
    const QString withCsv = m_dir.filePath(QStringLiteral("with-csv.json"));
    QVERIFY(writeFile(withCsv, QJsonDocument(project).toJson()));
    const Run csvTable = cli({QStringLiteral("bench"), QStringLiteral("--import-tables"),
                              QStringLiteral("0"), QStringLiteral("--rows"), QStringLiteral("500"),
                              QStringLiteral("--window-rows"), QStringLiteral("600"), withCsv});
    QVERIFY2(csvTable.status == 0 || csvTable.status == 1, qPrintable(csvTable.err));
    QCOMPARE(QJsonDocument::fromJson(csvTable.out.toUtf8())
                 .object()
                 .value(QStringLiteral("window"))
                 .toObject()
                 .value(QStringLiteral("steps"))
                 .toObject()
                 .value(QStringLiteral("split"))
                 .toString(),
             QStringLiteral("resplit"));
}

// Text for people in Chinese: a diff line's separators are the full-width colon its message
// uses ("对象：风险：消息"), not ": " beside a "：" (a newcomer's trial). The ASCII colon of
// "NS:TABLE" stays.
void TestCliPreview::chineseDiffUsesOneKindOfColon()
{
    QByteArray changed = TestUtil::readAll(example());
    QVERIFY(changed.contains("\"ttl\": 15552000"));
    changed.replace("\"ttl\": 15552000", "\"ttl\": 864000");
    const QString newer = m_dir.filePath(QStringLiteral("newer.json"));
    QVERIFY(TestUtil::writeFile(newer, changed));
    const Run r = cli({QStringLiteral("diff"), example(), newer}, QStringLiteral("zh_CN"));
    QVERIFY2(!r.out.isEmpty(), qPrintable(r.err));
    for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts))
        QVERIFY2(line.count(u'：') >= 2 && !line.contains(QStringLiteral(": ")), qPrintable(line));
}

QTEST_GUILESS_MAIN(TestCliPreview)
#include "tst_clipreview.moc"
