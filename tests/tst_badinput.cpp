// The hostile and broken input corpus of tests/data/bad (docs/reliability.md): every project file,
// CSV sample and row-key formula in it must give exit status 2 (bad input) and one clear message
// that names the file and the place, quickly, and never a crash or a hang.
#include "clirunner.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

// A run that takes longer hangs: it is killed and fails. How fast a refusal is, is not asserted
// here (a timed test fails on a busy machine); `hbase-designer-cli bench` measures the budgets.
constexpr int kTimeoutMs = 60000;

// The key the CSV samples are previewed with: both of their fields.
const QString kCsvRowKey = QStringLiteral("[id]'_'[ts]");

using Outcome = CliRunner::Process;

// Each run may use at most 2 GiB of address space (Qt and the sanitizer-free CLI need far less):
// bad input must be refused, not allocated for.
Outcome runCli(const QStringList &arguments)
{
    return CliRunner::run(arguments, kTimeoutMs, qint64(2) << 30);
}

// Output as it can be shown in a failure message: control characters escaped, long text cut.
QByteArray shown(const QByteArray &text)
{
    QByteArray result;
    for (const char c : text.left(600)) {
        const auto b = quint8(c);
        if (b < 0x20 || b == 0x7F)
            result += "\\x" + QByteArray::number(b, 16).rightJustified(2, '0');
        else
            result += c;
    }
    if (text.size() > 600)
        result += "... (" + QByteArray::number(text.size()) + " bytes)";
    return result;
}

// Why `o` is not a clean refusal of bad input whose message matches `place`, or empty when it is:
// status 2 after a normal exit, nothing on standard output, and on standard
// error exactly one line (docs/cli.md: "Errors go to standard error as one line that names the
// file and the place") without control characters and without traces of a crash or of internals.
QString problem(const Outcome &o, const QRegularExpression &place)
{
    if (!o.started)
        return QStringLiteral("did not start: %1").arg(o.processError);
    if (!o.finished)
        return QStringLiteral("did not finish within %1 ms").arg(kTimeoutMs);
    if (o.crashed)
        return QStringLiteral("crashed (%1)").arg(o.processError);
    if (o.status != 2)
        return QStringLiteral("exit status %1, expected 2 (bad input)").arg(o.status);
    if (!o.out.isEmpty())
        return QStringLiteral("wrote to standard output");
    if (o.err.isEmpty())
        return QStringLiteral("no message on standard error");
    if (!o.err.endsWith('\n') || o.err.count('\n') != 1)
        return QStringLiteral("the message is not exactly one line");
    for (qsizetype i = 0; i + 1 < o.err.size(); ++i) {
        const auto b = quint8(o.err.at(i));
        if (b < 0x20 || b == 0x7F)
            return QStringLiteral("the message holds the control character 0x%1 at byte %2")
                .arg(int(b), 2, 16, QLatin1Char('0'))
                .arg(i);
    }
    static const char *const kInternals[] = {
        "terminate called", "what():",     "json.exception", "Segmentation",
        "Aborted",          "core dumped", "std::",          "ASSERT",
        "stack trace",      "Stack trace", "backtrace",      "Backtrace"};
    for (const char *internal : kInternals) {
        if (o.err.contains(internal))
            return QStringLiteral("the message shows internals: \"%1\"")
                .arg(QString::fromLatin1(internal));
    }
    if (!place.match(QString::fromUtf8(o.err)).hasMatch())
        return QStringLiteral("the message does not start with the file and the place (%1)")
            .arg(place.pattern());
    return {};
}

void verifyRefused(const Outcome &o, const QRegularExpression &place)
{
    const QString why = problem(o, place);
    QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("%1 after %2 ms; stderr: %3")
                                           .arg(why)
                                           .arg(o.elapsedMs)
                                           .arg(QString::fromUtf8(shown(o.err)))));
}

QString badDir()
{
    return TestUtil::dataPath(QStringLiteral("bad"));
}

QFileInfoList corpus(const QString &dir, const QString &pattern)
{
    return QDir(dir).entryInfoList({pattern}, QDir::Files, QDir::Name);
}

// The formulas of rowkeys.txt, one a line, exactly as written (not trimmed: blank is a case).
QStringList formulas()
{
    const QByteArray text = TestUtil::readAll(badDir() + QStringLiteral("/rowkeys.txt"));
    QStringList result;
    for (const QByteArray &line : text.split('\n')) {
        if (!line.isEmpty())
            result.append(QString::fromUtf8(line));
    }
    return result;
}

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void corpusIsLargeEnough();
    void projectFile_data();
    void projectFile();
    void csvSample_data();
    void csvSample();
    void rowKeyFormula_data();
    void rowKeyFormula();

private:
    QTemporaryDir m_dir;
    QString m_goodCsv; // rows for the formulas: fields id and ts
    // Written here rather than kept in the repository: a 10 MiB string and a 5 MiB CSV field.
    QString m_hugeProject;
    QString m_hugeCsv;
};

void TestBadInput::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(HBD_CLI_BINARY)));
    QVERIFY2(QFileInfo(badDir()).isDir(), qPrintable(badDir()));
    m_hugeProject = m_dir.filePath(QStringLiteral("huge-string-10mb.json"));
    QVERIFY(TestUtil::writeFile(m_hugeProject,
                                "{\"formatVersion\": 1, \"name\": \"x\", \"description\": \"" +
                                    QByteArray(10 << 20, 'A') + "\", \"tables\": []}"));
    m_hugeCsv = m_dir.filePath(QStringLiteral("field-5mb.csv"));
    QVERIFY(TestUtil::writeFile(m_hugeCsv, "id,ts\n1,2\n3," + QByteArray(5 << 20, 'x') + '\n'));
    m_goodCsv = m_dir.filePath(QStringLiteral("rows.csv"));
    QVERIFY(TestUtil::writeFile(m_goodCsv,
                                "id,ts\n1,1700000000000\n2,1700000000001\n3,1700000000002\n"));

    // The formulas are refused for themselves: the same run with a good one succeeds.
    const Outcome good = runCli({QStringLiteral("preview"), QStringLiteral("--rowkey"), kCsvRowKey,
                                 QStringLiteral("--input"), m_goodCsv});
    QVERIFY2(good.finished && !good.crashed && good.status == 0, good.err.constData());
}

void TestBadInput::corpusIsLargeEnough()
{
    QVERIFY(corpus(badDir(), QStringLiteral("*.json")).size() >= 40);
    QVERIFY(corpus(badDir() + QStringLiteral("/csv"), QStringLiteral("*.csv")).size() >= 8);
    QVERIFY(formulas().size() >= 20);
}

void TestBadInput::projectFile_data()
{
    QTest::addColumn<QString>("path");
    for (const QFileInfo &file : corpus(badDir(), QStringLiteral("*.json")))
        QTest::addRow("%s", qPrintable(file.fileName())) << file.absoluteFilePath();
    QTest::addRow("huge-string-10mb.json") << m_hugeProject;
}

// validate FILE: "FILE:LINE:COLUMN: ..." for syntax, "FILE: /json/pointer: ..." for the rest.
void TestBadInput::projectFile()
{
    QFETCH(QString, path);
    const Outcome o = runCli({QStringLiteral("validate"), path});
    verifyRefused(
        o, QRegularExpression(
               QStringLiteral("^%1(:\\d+:\\d+|: /[^ ]*): ").arg(QRegularExpression::escape(path))));
}

void TestBadInput::csvSample_data()
{
    QTest::addColumn<QString>("path");
    for (const QFileInfo &file : corpus(badDir() + QStringLiteral("/csv"), QStringLiteral("*.csv")))
        QTest::addRow("%s", qPrintable(file.fileName())) << file.absoluteFilePath();
    QTest::addRow("field-5mb.csv") << m_hugeCsv;
}

// preview --rowkey KEY --input FILE: "FILE:LINE: ..." for the file, "FILE: row N: ..." for a row.
void TestBadInput::csvSample()
{
    QFETCH(QString, path);
    const Outcome o = runCli({QStringLiteral("preview"), QStringLiteral("--rowkey"), kCsvRowKey,
                              QStringLiteral("--input"), path});
    verifyRefused(
        o, QRegularExpression(
               QStringLiteral("^%1(:\\d+|: row \\d+): ").arg(QRegularExpression::escape(path))));
}

void TestBadInput::rowKeyFormula_data()
{
    QTest::addColumn<QString>("formula");
    const QStringList all = formulas();
    for (qsizetype i = 0; i < all.size(); ++i)
        QTest::addRow("line %d", int(i + 1)) << all[i];
}

// preview --rowkey FORMULA --input rows.csv: "--rowkey, column N: ..." for the notation, and
// "rows.csv: segment N [...]: ..." or "rows.csv: row N: ..." for what only the rows can tell
// (docs/rowkey-notation.md, Errors).
void TestBadInput::rowKeyFormula()
{
    QFETCH(QString, formula);
    const Outcome o = runCli({QStringLiteral("preview"), QStringLiteral("--rowkey"), formula,
                              QStringLiteral("--input"), m_goodCsv});
    verifyRefused(o, QRegularExpression(
                         QStringLiteral("^(--rowkey, column \\d+|%1: (segment \\d+ \\[|row \\d+:))")
                             .arg(QRegularExpression::escape(m_goodCsv))));
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
