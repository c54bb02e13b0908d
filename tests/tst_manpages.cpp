// The manual pages (app/packaging/man, docs/building.md#the-debian-package) against the programs
// they describe: every command of `hbase-designer-cli --help` has its section, every option of
// each `COMMAND --help` is in it and no option the program lacks is defined there, the examples
// run, and man and lexgrog read the pages without a warning, as lintian runs them.
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ProcessRun::Run;
using ProcessRun::run;

QString manPagePath(const char *name)
{
    return QStringLiteral(HBD_SOURCE_DIR "/app/packaging/man/") + QLatin1StringView(name) +
           QStringLiteral(".1");
}

// The page's source with roff's escapes for a hyphen, a backslash and the fonts taken out, so
// that "\-\-table" reads "--table".
QString pageText(const char *name)
{
    QFile file(manPagePath(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    text.replace(QStringLiteral("\\e"), QStringLiteral("\\"));
    text.replace(QStringLiteral("\\(aq"), QStringLiteral("'"));
    static const QRegularExpression fonts(QStringLiteral("\\\\f[BIRP]"));
    text.remove(fonts);
    return text;
}

// The page's sections (.SH) or subsections (.SS), named by their first word, with their text.
QMap<QString, QString> sections(const QString &text, const QString &macro)
{
    QMap<QString, QString> result;
    const QStringList parts = text.split(u'\n' + macro + u' ');
    for (qsizetype i = 1; i < parts.size(); ++i) {
        QString body = parts.at(i);
        const qsizetype nextSection = body.indexOf(QStringLiteral("\n.SH "));
        if (nextSection >= 0)
            body.truncate(nextSection);
        const QString name = body.section(u'\n', 0, 0).section(u' ', 0, 0);
        result.insert(name, body);
    }
    return result;
}

// Every option spelling (-t, --table) in a text.
QSet<QString> optionsIn(const QString &text)
{
    static const QRegularExpression option(
        QStringLiteral("(?<![\\w-])(--?[a-z][a-z-]*)(?![\\w-])"));
    QSet<QString> found;
    for (const QRegularExpressionMatch &m : option.globalMatch(text))
        found.insert(m.captured(1));
    return found;
}

// The options a program's --help lists: the lines of its "Options:" block.
QSet<QString> helpOptions(const QString &help)
{
    QString block = help.section(QStringLiteral("Options:\n"), 1);
    block = block.section(QStringLiteral("\n\n"), 0, 0);
    QSet<QString> found;
    for (const QString &line : block.split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (!trimmed.startsWith(u'-'))
            continue;
        // The spellings before the description ("-t, --table <NS:TABLE>  Lint only ...").
        found.unite(optionsIn(trimmed.section(QStringLiteral("  "), 0, 0)));
    }
    return found;
}

// The options a page's section defines: the first line of each .TP item.
QSet<QString> definedOptions(const QString &section)
{
    QSet<QString> found;
    const QStringList lines = section.split(u'\n');
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        if (lines.at(i) == QStringLiteral(".TP"))
            found.unite(optionsIn(lines.at(i + 1)));
    }
    return found;
}

QStringList cliCommands(const QString &help)
{
    QStringList commands;
    static const QRegularExpression command(QStringLiteral("^  ([a-z]+)  "),
                                            QRegularExpression::MultilineOption);
    const QString block =
        help.section(QStringLiteral("Commands:\n"), 1).section(QStringLiteral("\n\n"), 0, 0);
    for (const QRegularExpressionMatch &m : command.globalMatch(block))
        commands << m.captured(1);
    return commands;
}

QString sorted(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return list.join(u' ');
}

} // namespace

class TestManPages : public QObject
{
    Q_OBJECT

private slots:
    void everyCommandHasItsSection();
    void everyOptionOfEachCommandIsDescribed_data();
    void everyOptionOfEachCommandIsDescribed();
    void theCliPageStatesEveryExitStatus();
    void theDesignerPageDescribesItsOptions();
    void thePagesNameTheProgramsVersion();
    void theExamplesRun();
    void manReadsThePagesWithoutWarnings_data();
    void manReadsThePagesWithoutWarnings();
};

void TestManPages::everyCommandHasItsSection()
{
    const Run help = run(QStringLiteral(HBD_CLI_BINARY), {QStringLiteral("--help")});
    QCOMPARE(help.status, 0);
    QStringList commands = cliCommands(help.out);
    QVERIFY2(commands.size() >= 15, qPrintable(help.out));
    QStringList described = sections(pageText("hbase-designer-cli"), QStringLiteral(".SS")).keys();
    commands.sort();
    described.sort();
    QCOMPARE(described, commands);
}

void TestManPages::everyOptionOfEachCommandIsDescribed_data()
{
    QTest::addColumn<QString>("command");
    const Run help = run(QStringLiteral(HBD_CLI_BINARY), {QStringLiteral("--help")});
    for (const QString &command : cliCommands(help.out))
        QTest::newRow(qPrintable(command)) << command;
}

void TestManPages::everyOptionOfEachCommandIsDescribed()
{
    QFETCH(QString, command);
    const Run help = run(QStringLiteral(HBD_CLI_BINARY), {command, QStringLiteral("--help")});
    QCOMPARE(help.status, 0);
    QSet<QString> options = helpOptions(help.out);
    QVERIFY2(options.contains(QStringLiteral("--help")), qPrintable(help.out));
    // -h and --help are described once for every command, above the commands.
    options.remove(QStringLiteral("-h"));
    options.remove(QStringLiteral("--help"));
    const QString section =
        sections(pageText("hbase-designer-cli"), QStringLiteral(".SS")).value(command);
    QVERIFY2(!section.isEmpty(), qPrintable(command));
    const QSet<QString> missing = options - optionsIn(section);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in the page: ") + sorted(missing)));
    const QSet<QString> stale = definedOptions(section) - options;
    QVERIFY2(stale.isEmpty(),
             qPrintable(QStringLiteral("not options of the program: ") + sorted(stale)));
}

void TestManPages::theCliPageStatesEveryExitStatus()
{
    const Run help = run(QStringLiteral(HBD_CLI_BINARY), {QStringLiteral("--help")});
    const QString stated = help.out.section(QStringLiteral("Exit status:"), 1);
    static const QRegularExpression status(QStringLiteral("\\b(\\d) "));
    const QString page = sections(pageText("hbase-designer-cli"), QStringLiteral(".SH"))
                             .value(QStringLiteral("EXIT"));
    int count = 0;
    for (const QRegularExpressionMatch &m : status.globalMatch(stated)) {
        QVERIFY2(page.contains(QStringLiteral(".TP\n.B ") + m.captured(1) + u'\n'),
                 qPrintable(m.captured(1)));
        ++count;
    }
    QCOMPARE(count, 3);
    // The top-level options: what --help and --version do.
    const QSet<QString> top =
        definedOptions(sections(pageText("hbase-designer-cli"), QStringLiteral(".SH"))
                           .value(QStringLiteral("OPTIONS")));
    QCOMPARE(sorted(top), QStringLiteral("--help --version -h"));
    for (const QString &option : top)
        QCOMPARE(run(QStringLiteral(HBD_CLI_BINARY), {option}).status, 0);
}

void TestManPages::theDesignerPageDescribesItsOptions()
{
#ifndef HBD_GUI_BINARY
    QSKIP("built without the designer (HBD_BUILD_GUI=OFF)");
#else
    const Run help = run(QStringLiteral(HBD_GUI_BINARY), {QStringLiteral("--help")});
    QCOMPARE(help.status, 0);
    const QSet<QString> options = helpOptions(help.out);
    QVERIFY2(options.contains(QStringLiteral("--export-report")), qPrintable(help.out));
    const QSet<QString> defined =
        definedOptions(sections(pageText("hbase-designer"), QStringLiteral(".SH"))
                           .value(QStringLiteral("OPTIONS")));
    QCOMPARE(sorted(defined), sorted(options));
#endif
}

void TestManPages::thePagesNameTheProgramsVersion()
{
    for (const char *page : {"hbase-designer", "hbase-designer-cli"}) {
        const QString th = pageText(page).section(QStringLiteral("\n.TH "), 1).section(u'\n', 0, 0);
        QVERIFY2(th.contains(QStringLiteral("\"hbase-designer " HBD_VERSION "\"")), qPrintable(th));
    }
}

// The CLI page's examples, each run in a folder holding the files they name.
void TestManPages::theExamplesRun()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // schema.hbase.json is the first example's: the page says where a design comes from.
    QVERIFY(QFile::copy(QStringLiteral(HBD_TEST_DATA "/import/seed-momo-chat.describe.txt"),
                        dir.filePath(QStringLiteral("msg.txt"))));
    QFile csv(dir.filePath(QStringLiteral("users.csv")));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("user,ts\nalice,1700000000000\nbob,1700000001000\ncarol,1700000002000\n");
    csv.close();

    const QString examples = sections(pageText("hbase-designer-cli"), QStringLiteral(".SH"))
                                 .value(QStringLiteral("EXAMPLES"));
    QString joined = examples;
    joined.replace(QStringLiteral("\\\n"), QString()); // continued lines
    int ran = 0;
    for (const QString &line : joined.split(u'\n')) {
        if (!line.startsWith(QStringLiteral("hbase-designer-cli ")))
            continue;
        QStringList arguments = QProcess::splitCommand(line);
        arguments.removeFirst();
        QString redirect; // "> FILE": standard output kept there
        if (arguments.size() >= 2 && arguments.at(arguments.size() - 2) == u">") {
            redirect = arguments.takeLast();
            arguments.removeLast();
        }
        const Run r = run(QStringLiteral(HBD_CLI_BINARY), arguments, dir.path());
        if (!redirect.isEmpty()) {
            QFile out(dir.filePath(redirect));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(r.out.toUtf8());
        }
        // 1 is a finding (the chat example has its bad table), 2 would be a wrong command.
        QVERIFY2(r.status == 0 || r.status == 1, qPrintable(line + u'\n' + r.err));
        ++ran;
    }
    QVERIFY2(ran >= 9, qPrintable(examples));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("create.rb"))));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("deployed.hbase.json"))));
    QVERIFY(QFile(dir.filePath(QStringLiteral("lint.sarif"))).size() > 1000);
    // (migrate writes no alter.rb here: the chat design shortens a TTL, which removes data.)
}

void TestManPages::manReadsThePagesWithoutWarnings_data()
{
    QTest::addColumn<QString>("page");
    QTest::newRow("hbase-designer") << manPagePath("hbase-designer");
    QTest::newRow("hbase-designer-cli") << manPagePath("hbase-designer-cli");
}

// Lintian's own commands: any line man prints on standard error is a warning, and lexgrog must
// find the NAME line that apropos and whatis show.
void TestManPages::manReadsThePagesWithoutWarnings()
{
    QFETCH(QString, page);
    for (const char *tool : {"man", "lexgrog"}) {
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1StringView(tool)).isEmpty(),
                 "man-db is not installed (scripts/test installs it)");
    }
    const Run man =
        run(QStringLiteral("man"),
            {QStringLiteral("--warnings"), QStringLiteral("-E"), QStringLiteral("UTF-8"),
             QStringLiteral("-l"), QStringLiteral("-Tutf8"), QStringLiteral("-Z"), page});
    QCOMPARE(man.status, 0);
    QVERIFY2(man.err.isEmpty(), qPrintable(man.err));
    QVERIFY(man.out.size() > 1000);
    const Run lexgrog = run(QStringLiteral("lexgrog"), {page});
    QCOMPARE(lexgrog.status, 0);
    QVERIFY2(lexgrog.out.contains(QStringLiteral(" - ")), qPrintable(lexgrog.out));
}

QTEST_GUILESS_MAIN(TestManPages)
#include "tst_manpages.moc"
