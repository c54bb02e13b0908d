// Real sample rows from CSV files (RFC 4180): what is read, and every refusal with the exact line
// it names.
#include "model/analysis/tablesample.h"
#include "model/sample/csvreader.h"
#include "model/schema/sampledata.h"

#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

using Rows = QList<QStringList>; // row by row, for readable expectations

Rows rowsOf(const SampleRows &rows)
{
    Rows out;
    for (qsizetype r = 0; r < rows.rowCount(); ++r) {
        QStringList row;
        for (const auto &column : rows.columns)
            row.append(QString::fromUtf8(column.key(std::size_t(r))));
        out.append(row);
    }
    return out;
}

QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out.append(QString::fromUtf8(item));
    return out;
}

} // namespace

class TestCsvReader : public QObject
{
    Q_OBJECT

private slots:
    void readsRecords_data();
    void readsRecords();
    void refusesWithTheLine_data();
    void refusesWithTheLine();
    void maxRowsLimitsTheRecords_data();
    void maxRowsLimitsTheRecords();
    void readsAFile();
    void countsRecordsWithoutReadingThem();
    void readNamesAFileThatCannotBeOpened();
    void readRefusesFilesOverOneGiB();
    void aLargeFileReadInTwoHalvesReadsAsOnePass();
    void keepsOnlyTheColumnsAskedFor();
    void aTableSampleKeepsTheColumnsItsFieldsComeFrom();
};

void TestCsvReader::readsRecords_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<Rows>("rows");

    QTest::newRow("simple") << QByteArray("user,ts\nalice,1\nbob,2\n") << list({"user", "ts"})
                            << Rows{list({"alice", "1"}), list({"bob", "2"})};
    QTest::newRow("quoted fields with comma, quote and line break")
        << QByteArray("a,b,c\n\"x,y\",\"say \"\"hi\"\"\",\"two\nlines\"\n\"\",plain,\"\"\"\"\n")
        << list({"a", "b", "c"})
        << Rows{list({"x,y", "say \"hi\"", "two\nlines"}), list({"", "plain", "\""})};
    QTest::newRow("CRLF line ends") << QByteArray("a,b\r\n1,2\r\n3,4\r\n") << list({"a", "b"})
                                    << Rows{list({"1", "2"}), list({"3", "4"})};
    QTest::newRow("CRLF kept inside quotes")
        << QByteArray("a\r\n\"1\r\n2\"\r\n") << list({"a"}) << Rows{list({"1\r\n2"})};
    QTest::newRow("byte-order mark skipped") << QByteArray("\xEF\xBB\xBFid,name\n1,x\n")
                                             << list({"id", "name"}) << Rows{list({"1", "x"})};
    QTest::newRow("no newline at the end") << QByteArray("a,b\n1,2\n3,4") << list({"a", "b"})
                                           << Rows{list({"1", "2"}), list({"3", "4"})};
    QTest::newRow("quoted last field without newline")
        << QByteArray("a,b\n1,\"2\"") << list({"a", "b"}) << Rows{list({"1", "2"})};
    QTest::newRow("blank lines at the end ignored")
        << QByteArray("a,b\n1,2\n\n\r\n\n") << list({"a", "b"}) << Rows{list({"1", "2"})};
    QTest::newRow("empty fields") << QByteArray("a,b,c\n,,\n1,,3\n") << list({"a", "b", "c"})
                                  << Rows{list({"", "", ""}), list({"1", "", "3"})};
    QTest::newRow("blank line inside a one-column file is an empty value")
        << QByteArray("a\n1\n\n2\n") << list({"a"}) << Rows{list({"1"}), list({""}), list({"2"})};
    QTest::newRow("spaces are kept")
        << QByteArray("a, b\n 1 ,2 \n") << list({"a", " b"}) << Rows{list({" 1 ", "2 "})};
    QTest::newRow("header only") << QByteArray("a,b\n") << list({"a", "b"}) << Rows{};
    QTest::newRow("quoted header") << QByteArray("\"user id\",\"a,b\"\n1,2\n")
                                   << list({"user id", "a,b"}) << Rows{list({"1", "2"})};
    QTest::newRow("UTF-8 text") << QByteArray("城市,名字\n北京,张三🙂\n")
                                << list({"城市", "名字"}) << Rows{list({"北京", "张三🙂"})};
}

void TestCsvReader::readsRecords()
{
    QFETCH(QByteArray, contents);
    QFETCH(QStringList, fields);
    QFETCH(Rows, rows);
    const CsvReader::Result result = CsvReader::parse(contents, QStringLiteral("in.csv"), 1000);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.rows.fields, fields);
    QCOMPARE(result.rows.columns.size(), std::size_t(fields.size()));
    QCOMPARE(rowsOf(result.rows), rows);
}

void TestCsvReader::refusesWithTheLine_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("error");

    QTest::newRow("empty file") << QByteArray() << QStringLiteral("data.csv:1: ");
    QTest::newRow("only a byte-order mark and blank lines")
        << QByteArray("\xEF\xBB\xBF\n\n") << QStringLiteral("data.csv:1: ");
    QTest::newRow("header field without a name")
        << QByteArray("a,,c\n1,2,3\n") << QStringLiteral("data.csv:1: ");
    QTest::newRow("header names a field twice")
        << QByteArray("a,b,a\n1,2,3\n") << QStringLiteral("data.csv:1: ");
    QTest::newRow("too few fields")
        << QByteArray("a,b\n1,2\n3\n")
        << QStringLiteral("data.csv:3: record has 1 fields; the header has 2");
    QTest::newRow("too many fields")
        << QByteArray("a,b\n1,2,3\n")
        << QStringLiteral("data.csv:2: record has 3 fields; the header has 2");
    QTest::newRow("line counted after a quoted line break")
        << QByteArray("a,b\n\"x\ny\",2\n1,2,3\n")
        << QStringLiteral("data.csv:4: record has 3 fields; the header has 2");
    QTest::newRow("record spanning lines names its first line")
        << QByteArray("a,b,c\n1,2,3\n1,\"x\ny\nz\"\n")
        << QStringLiteral("data.csv:3: record has 2 fields; the header has 3");
    QTest::newRow("CRLF counted as one line")
        << QByteArray("a,b\r\n1,2\r\n3\r\n")
        << QStringLiteral("data.csv:3: record has 1 fields; the header has 2");
    QTest::newRow("blank line between records")
        << QByteArray("a,b\n1,2\n\n3,4\n")
        << QStringLiteral("data.csv:3: record has 1 fields; the header has 2");
    QTest::newRow("unterminated quote names where it starts")
        << QByteArray("a,b\n1,2\n3,\"abc\n4,5\n6,7\n") << QStringLiteral("data.csv:3: ");
    QTest::newRow("unterminated quote at the end")
        << QByteArray("a,b\n1,\"2") << QStringLiteral("data.csv:2: ");
    QTest::newRow("quote inside an unquoted field")
        << QByteArray("a,b\n1,2\n3,ab\"c\n") << QStringLiteral("data.csv:3: ");
    QTest::newRow("text after a closing quote names the line it is on")
        << QByteArray("a,b\n1,2\n\"x\ny\"z,2\n") << QStringLiteral("data.csv:4: ");
    QTest::newRow("invalid UTF-8") << QByteArray("a\n1\n\xFF\n") << QStringLiteral("data.csv:3: ");
    QTest::newRow("invalid UTF-8 on a later line of a quoted field")
        << QByteArray("a\n\"1\n2\xC3\"\n") << QStringLiteral("data.csv:3: ");
    QTest::newRow("overlong UTF-8")
        << QByteArray("a\n\xC0\xAF\n") << QStringLiteral("data.csv:2: ");
    QTest::newRow("UTF-8 surrogate")
        << QByteArray("a\n\xED\xA0\x80\n") << QStringLiteral("data.csv:2: ");
    QTest::newRow("invalid UTF-8 in the header")
        << QByteArray("a\xE4\xB8,b\n") << QStringLiteral("data.csv:1: ");
}

void TestCsvReader::refusesWithTheLine()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, error);
    const CsvReader::Result result = CsvReader::parse(contents, QStringLiteral("data.csv"), 1000);
    QVERIFY(!result.ok());
    if (error.endsWith(u' ')) { // the place, then any reason
        QVERIFY2(result.error.startsWith(error), qPrintable(result.error));
        QVERIFY2(result.error.size() > error.size() + 5, qPrintable(result.error));
    } else {
        QCOMPARE(result.error, error);
    }
    QCOMPARE(result.rows.rowCount(), 0);
}

void TestCsvReader::maxRowsLimitsTheRecords_data()
{
    QTest::addColumn<qint64>("maxRows");
    QTest::addColumn<Rows>("rows");

    const Rows all{list({"1"}), list({"2\n2"}), list({"3"})};
    QTest::newRow("none") << qint64(0) << Rows{};
    QTest::newRow("negative reads none") << qint64(-5) << Rows{};
    QTest::newRow("one") << qint64(1) << all.mid(0, 1);
    QTest::newRow("two, one of them on two lines") << qint64(2) << all.mid(0, 2);
    QTest::newRow("exactly all") << qint64(3) << all;
    QTest::newRow("more than there are") << qint64(100) << all;
}

void TestCsvReader::maxRowsLimitsTheRecords()
{
    QFETCH(qint64, maxRows);
    QFETCH(Rows, rows);
    const QByteArray contents("n\n1\n\"2\n2\"\n3\n");
    const CsvReader::Result result = CsvReader::parse(contents, QStringLiteral("in.csv"), maxRows);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.rows.fields, list({"n"}));
    QCOMPARE(rowsOf(result.rows), rows);

    // What lies past the limit is not read, so it cannot fail.
    const QByteArray brokenTail = contents + "x,\"y\n";
    const CsvReader::Result limited =
        CsvReader::parse(brokenTail, QStringLiteral("in.csv"), std::min<qint64>(maxRows, 3));
    QVERIFY2(limited.ok(), qPrintable(limited.error));
}

void TestCsvReader::readsAFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("rows.csv"));
    QVERIFY(TestUtil::writeFile(path, "\xEF\xBB\xBFhost,ts\r\nweb-1,17\r\n\"web,2\",18"));
    const CsvReader::Result result = CsvReader::read(path, 10);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.rows.fields, list({"host", "ts"}));
    QCOMPARE(rowsOf(result.rows), (Rows{list({"web-1", "17"}), list({"web,2", "18"})}));

    QVERIFY(TestUtil::writeFile(path, "a,b\n1,2\n3\n"));
    QCOMPARE(CsvReader::read(path, 10).error,
             path + QStringLiteral(":3: record has 1 fields; the header has 2"));

    QVERIFY(TestUtil::writeFile(path, QByteArray()));
    QVERIFY(CsvReader::read(path, 10).error.startsWith(path + QStringLiteral(":1: ")));
}

// The count agrees with what read() takes: quoted line breaks, CRLF, a last line without its end.
void TestCsvReader::countsRecordsWithoutReadingThem()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rows.csv"));
    QString error;
    for (const QByteArray &contents :
         {QByteArray("h,t\r\nweb-1,17\r\n\"web\n2\",18"), QByteArray("h,t\n1,2\n3,4\n"),
          QByteArray("h,t\n\"a \"\"b\"\"\",1\n"), QByteArray("h,t\n")}) {
        QVERIFY(TestUtil::writeFile(path, contents));
        QCOMPARE(CsvReader::countRecords(path, &error), CsvReader::read(path, 100).rows.rowCount());
    }
    QCOMPARE(CsvReader::countRecords(dir.filePath(QStringLiteral("none.csv")), &error), -1);
    QVERIFY(error.contains(QStringLiteral("none.csv")));
}

void TestCsvReader::readNamesAFileThatCannotBeOpened()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("missing.csv"));
    const CsvReader::Result result = CsvReader::read(missing, 10);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(missing + QStringLiteral(": cannot open: ")),
             qPrintable(result.error));
    QVERIFY(result.error.size() > missing.size() + 15); // and the reason
}

void TestCsvReader::readRefusesFilesOverOneGiB()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write("a\n1\n") == 4);
    QVERIFY(file.resize((qint64(1) << 30) + 1)); // sparse: no disk space used
    file.close();
    const CsvReader::Result result = CsvReader::read(path, 10);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(path + QStringLiteral(": ")), qPrintable(result.error));
    QVERIFY2(result.error.contains(QStringLiteral("1 GiB")), qPrintable(result.error));

    // Exactly 1 GiB is allowed (one record is read, so the zero bytes after it are never parsed).
    QVERIFY(file.resize(qint64(1) << 30));
    const CsvReader::Result atLimit = CsvReader::read(path, 1);
    QVERIFY2(atLimit.ok(), qPrintable(atLimit.error));
    QCOMPARE(rowsOf(atLimit.rows).size(), 1);
}

// Past a few megabytes a file read whole is parsed in two halves at once, split at a record's
// end that no quoted field holds. The rows, and the line any error names, must be those of one
// pass (a number of rows as large as the file's takes the single pass).
void TestCsvReader::aLargeFileReadInTwoHalvesReadsAsOnePass()
{
    QByteArray contents = "id,text,n\r\n";
    const int rows = 120000;
    for (int i = 0; i < rows; ++i) {
        contents += QByteArray::number(i) + ',';
        // Quoted fields with commas, doubled quotes and line breaks, every few rows, so that
        // the middle of the file may fall inside one.
        contents += i % 3 == 0 ? QByteArray("\"a, \"\"b\"\"\nline ") + QByteArray::number(i) + '"'
                               : QByteArray("plain text of row ") + QByteArray::number(i);
        contents += ',' + QByteArray::number(i * 7) + (i % 2 ? "\r\n" : "\n");
    }
    QVERIFY(contents.size() > 4 << 20);
    const CsvReader::Result onePass = CsvReader::parse(contents, QStringLiteral("big.csv"), rows);
    const CsvReader::Result halves =
        CsvReader::parse(contents, QStringLiteral("big.csv"), SampleSettings::kMaxRows + 1);
    QVERIFY2(onePass.ok(), qPrintable(onePass.error));
    QVERIFY2(halves.ok(), qPrintable(halves.error));
    QCOMPARE(halves.rows.rowCount(), rows);
    QCOMPARE(halves.rows.fields, onePass.rows.fields);
    QVERIFY(halves.rows.columns == onePass.rows.columns);
    QCOMPARE(halves.rows.columns[1].key(3), QByteArrayView("a, \"b\"\nline 3"));

    // A broken record in the second half: its line, counting the line breaks inside quotes.
    const int brokenRow = 100000;
    QByteArray broken = contents;
    const QByteArray text = "plain text of row " + QByteArray::number(brokenRow) + ',';
    const qsizetype at = broken.indexOf(text);
    QVERIFY(at > broken.size() / 2);
    broken.insert(at + text.size(), "extra,");
    const int line = 2 + brokenRow + (brokenRow + 2) / 3; // the header, then 1 + 1/3 a row
    const QString expected =
        QStringLiteral("big.csv:%1: record has 4 fields; the header has 3").arg(line);
    QCOMPARE(CsvReader::parse(broken, QStringLiteral("big.csv"), rows).error, expected);
    QCOMPARE(
        CsvReader::parse(broken, QStringLiteral("big.csv"), SampleSettings::kMaxRows + 1).error,
        expected);
    // One in each half: the first is named, as one pass names it.
    broken.insert(broken.indexOf("plain text of row 10,") + 21, "extra,");
    const CsvReader::Result both =
        CsvReader::parse(broken, QStringLiteral("big.csv"), SampleSettings::kMaxRows + 1);
    QVERIFY2(both.error.startsWith(QStringLiteral("big.csv:16: ")), qPrintable(both.error));

    // Two of the three columns, from both halves, as one pass reads them.
    const CsvReader::Result two = CsvReader::parse(contents, QStringLiteral("big.csv"),
                                                   SampleSettings::kMaxRows + 1, list({"n", "id"}));
    QVERIFY2(two.ok(), qPrintable(two.error));
    QCOMPARE(two.rows.fields, list({"id", "n"}));
    QVERIFY(two.rows.columns[0] == onePass.rows.columns[0]);
    QVERIFY(two.rows.columns[1] == onePass.rows.columns[2]);
}

// Columns not asked for are not kept, but every record is still read and checked whole; asked
// for a field the header lacks, the reader keeps every column (its message lists them).
void TestCsvReader::keepsOnlyTheColumnsAskedFor()
{
    const auto parse = [](const char *contents, QStringList fields) {
        return CsvReader::parse(QByteArray(contents), QStringLiteral("data.csv"), 1000, fields);
    };
    const CsvReader::Result kept = parse("a,b,c\n1,x,3\n4,\"y,z\",6\n", list({"c", "a"}));
    QVERIFY2(kept.ok(), qPrintable(kept.error));
    QCOMPARE(kept.rows.fields, list({"a", "c"}));
    QCOMPARE(rowsOf(kept.rows), (Rows{list({"1", "3"}), list({"4", "6"})}));

    QCOMPARE(parse("a,b\n1,\xFF\n", list({"a"})).error.left(10), QStringLiteral("data.csv:2"));
    QCOMPARE(parse("a,b\n1,2\n3,\"4\n", list({"a"})).error.left(10), QStringLiteral("data.csv:3"));
    QCOMPARE(parse("a,b\n1,2\n3\n", list({"b"})).error,
             QStringLiteral("data.csv:3: record has 1 fields; the header has 2"));

    const CsvReader::Result all = parse("a,b,c\n1,2,3\n", list({"a", "zz"}));
    QCOMPARE(all.rows.fields, list({"a", "b", "c"}));
    QCOMPARE(rowsOf(all.rows), (Rows{list({"1", "2", "3"})}));
}

// A table's fields read the columns csvColumns maps them to, or their own: those are kept and
// renamed, the others dropped.
void TestCsvReader::aTableSampleKeepsTheColumnsItsFieldsComeFrom()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rows.csv"));
    QVERIFY(TestUtil::writeFile(path, "user,peer,time,text\nu1,p1,17,hi\nu2,p2,18,yo\n"));
    SampleSettings sample;
    sample.csvColumns = {{QStringLiteral("sender"), QStringLiteral("user")}};
    const TableSample::Rows rows =
        TableSample::csvRows(sample, path, SampleSettings::kAllRows, list({"time", "sender"}));
    QVERIFY2(rows.ok(), qPrintable(rows.error));
    QCOMPARE(rows.rows.fields, list({"sender", "time"}));
    QCOMPARE(rowsOf(rows.rows), (Rows{list({"u1", "17"}), list({"u2", "18"})}));

    // A field with no column: every column is kept, and the key's compiler names what is there.
    const TableSample::Rows missing =
        TableSample::csvRows(sample, path, SampleSettings::kAllRows, list({"ts"}));
    QVERIFY2(missing.ok(), qPrintable(missing.error));
    QCOMPARE(missing.rows.fields, list({"sender", "peer", "time", "text"}));
}

QTEST_APPLESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
