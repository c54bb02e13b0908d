// The design report as its readers met it (docs/designer.md#the-design-report): a DBA runs its
// scripts as written (the namespaces first), findings come worst first, nothing makes a phone's
// page scroll sideways nor a desktop's example keys leave their table, the diagram's text reads
// on paper, the title page says when the window's edits are not saved, an identifier breaks only
// after a separator, and `hbase-designer --help` needs no display.
#include "guiutil.h"
#include "model/export/scriptexporter.h"
#include "model/io/projectfile.h"
#include "model/report/reporthtml.h"
#include "model/rules/linter.h"
#include "pdfutil.h"
#include "testutil.h"
#include "ui/report/reportactions.h"
#include "ui/report/reportexport.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>
#include <QUrl>

namespace {

Project load(const QString &path)
{
    return ProjectFile::load(path).project.value_or(Project{});
}

QString examplePath(const QString &name)
{
    return TestUtil::sourcePath(QStringLiteral("examples/") + name);
}

QStringList examples()
{
    return QDir(TestUtil::sourcePath(QStringLiteral("examples")))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

struct Run
{
    int exitCode = -1;
    bool crashed = true;
    QString out;
    QString err;
};

Run runDesigner(const QStringList &arguments, const QProcessEnvironment &env)
{
    QProcess designer;
    designer.setProcessEnvironment(env);
    designer.start(QStringLiteral(HBD_DESIGNER_BINARY), arguments);
    Run run;
    if (!designer.waitForFinished(120000))
        return run;
    run.crashed = designer.exitStatus() == QProcess::CrashExit;
    run.exitCode = designer.exitCode();
    run.out = QString::fromUtf8(designer.readAllStandardOutput());
    run.err = QString::fromUtf8(designer.readAllStandardError());
    return run;
}

// The chat example with its MSG_BY_TIME table renamed to a long name.
Project chatWithLongName()
{
    Project project = load(TestUtil::chatExample());
    for (Table &t : project.tables) {
        if (t.name == u"MSG_BY_TIME")
            t.name = QStringLiteral("MSG_BY_SENDER_AND_RECEIVER_DAILY");
    }
    return project;
}

// What headless Chromium measures of `html` shown `width` px wide: the page's scroll width and,
// for each table of `tableClass`, how much wider it is than its box. Empty without Chromium.
QString chromiumMeasures(const QString &html, int width, const QString &tableClass)
{
    QString chromium;
    for (const char *name : {"chromium", "chromium-browser", "google-chrome"}) {
        chromium = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (!chromium.isEmpty())
            break;
    }
    if (chromium.isEmpty())
        return {};
    // The report has no script; the test adds one that measures it and posts what it measured
    // to the page around it, which shows the report in a frame `width` px wide (a headless
    // window is never narrower than 500 px) and writes it into its own text.
    const QString script =
        QStringLiteral("<script>window.addEventListener('load', () => {"
                       "let out = 'width=' + window.innerWidth;"
                       "out += ' page=' + document.documentElement.scrollWidth;"
                       "for (const t of document.querySelectorAll('table.%1'))"
                       "  out += ' over=' + (t.scrollWidth - t.parentElement.clientWidth);"
                       "parent.postMessage(out, '*'); });</script>")
            .arg(tableClass);
    const QString frame =
        QStringLiteral("<!DOCTYPE html><html><body style=\"margin:0\">"
                       "<iframe src=\"report.html\" style=\"width:%1px;height:800px;border:0\">"
                       "</iframe><script>window.addEventListener('message', e => {"
                       "const p = document.createElement('p'); p.id = 'measured';"
                       "p.textContent = e.data; document.body.appendChild(p); });</script>"
                       "</body></html>")
            .arg(width);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("frame.html"));
    const QString measuredReport =
        QString(html).replace(QStringLiteral("</body>"), script + QStringLiteral("</body>"));
    for (const auto &[name, text] : {std::pair{QStringLiteral("report.html"), measuredReport},
                                     std::pair{QStringLiteral("frame.html"), frame}}) {
        QFile out(dir.filePath(name));
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write(text.toUtf8());
    }
    QProcess browser;
    browser.start(chromium, {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
                             QStringLiteral("--disable-gpu"),
                             QStringLiteral("--user-data-dir=") + dir.filePath(QStringLiteral("p")),
                             QStringLiteral("--window-size=%1,900").arg(std::max(width + 100, 800)),
                             QStringLiteral("--virtual-time-budget=5000"),
                             QStringLiteral("--dump-dom"), QUrl::fromLocalFile(file).toString()});
    if (!browser.waitForFinished(90000))
        return {};
    const QString dom = QString::fromUtf8(browser.readAllStandardOutput());
    static const QRegularExpression measured(QStringLiteral(R"(<p id="measured">([^<]*)</p>)"));
    return measured.match(dom).captured(1);
}

// The table of QTextDocument's layout of the rich-text report whose first header cell is `first`.
QList<QTextTable *> tablesHeaded(QTextDocument *document, const QString &first)
{
    QList<QTextTable *> tables;
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (table && table->rows() > 1 &&
            table->cellAt(0, 0).firstCursorPosition().block().text() == first)
            tables.append(table);
    }
    return tables;
}

} // namespace

class TestReportReading : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void namespacesAreCreatedBeforeTheTables();
    void findingsComeWorstFirst_data();
    void findingsComeWorstFirst();
    void longNamesInTheContentsWrapOnAPhone();
    void exampleKeysStayInTheirTableOnADesktop();
    void diagramTextReadsOnPaper_data();
    void diagramTextReadsOnPaper();
    void unsavedEditsAreNamedOnTheTitlePage();
    void identifiersBreakAfterSeparatorsAndOnlySeverityIsColoured();
    void helpAndVersionNeedNoDisplay();
};

void TestReportReading::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_reportreading")));
}

// A DBA running the tables' scripts as given got "Unknown namespace MOMO_CHAT": the report now
// creates the namespaces first, with the very lines the script export writes, and each table's
// script names the namespace it needs.
void TestReportReading::namespacesAreCreatedBeforeTheTables()
{
    const Project project = load(TestUtil::chatExample());
    const DesignReport report = ReportExport::build(project, TestUtil::chatExample());
    QCOMPARE(report.namespaceScript, QStringLiteral("create_namespace 'MOMO_CHAT'\n"));
    const QString exported = QString::fromUtf8(exportShellScript(project).script);
    QVERIFY(exported.contains(report.namespaceScript));
    for (const ReportTable &t : report.tables) {
        QVERIFY2(t.script.startsWith(QStringLiteral("# Needs the namespace MOMO_CHAT")),
                 qPrintable(t.script));
        QVERIFY(t.script.contains(QStringLiteral("\ncreate 'MOMO_CHAT:%1'").arg(t.table.name)));
    }
    const QString html = ReportExport::html(report);
    const qsizetype namespaceLine = html.indexOf(QStringLiteral("create_namespace 'MOMO_CHAT'"));
    const qsizetype firstCreate = html.indexOf(QStringLiteral("create 'MOMO_CHAT:"));
    QVERIFY(namespaceLine >= 0 && firstCreate >= 0);
    QVERIFY(namespaceLine < firstCreate);
    QVERIFY(html.contains(QStringLiteral("<h2>Namespaces</h2>")));

    // In the PDF too, in reading order.
    if (PdfUtil::havePdfToText()) {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("chat.pdf"));
        QString error;
        QVERIFY2(ReportExport::write(report, pdf, &error), qPrintable(error));
        const QString text = PdfUtil::readPdf(pdf).text();
        const qsizetype inPdf = text.indexOf(QStringLiteral("create_namespace 'MOMO_CHAT'"));
        QVERIFY2(inPdf >= 0, qPrintable(text.left(3000)));
        QVERIFY(inPdf < text.indexOf(QStringLiteral("create 'MOMO_CHAT:")));
    }

    // Tables in the default namespace need none: no part, no comment.
    Project plain = project;
    for (Table &t : plain.tables)
        t.namespaceName = QStringLiteral("default");
    const DesignReport plainReport = ReportExport::build(plain, TestUtil::chatExample());
    QVERIFY(plainReport.namespaceScript.isEmpty());
    const QString plainHtml = ReportExport::html(plainReport);
    QVERIFY(!plainHtml.contains(QStringLiteral("create_namespace")));
    QVERIFY(!plainHtml.contains(QStringLiteral("Needs the namespace")));
    QVERIFY(!plainHtml.contains(QStringLiteral("<h2>Namespaces</h2>")));
}

void TestReportReading::findingsComeWorstFirst_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &name : examples())
        QTest::newRow(qPrintable(name)) << name;
}

// An Error stood between two Infos: each table's findings are errors, warnings, then infos, by
// rule id within, in the report and in the order its HTML lists them.
void TestReportReading::findingsComeWorstFirst()
{
    QFETCH(QString, file);
    const DesignReport report = ReportExport::build(load(examplePath(file)), examplePath(file));
    const auto sorted = [](const QList<Finding> &findings) {
        for (qsizetype i = 1; i < findings.size(); ++i) {
            const Finding &a = findings[i - 1];
            const Finding &b = findings[i];
            if (int(a.severity) > int(b.severity) ||
                (a.severity == b.severity && a.ruleId > b.ruleId))
                return false;
        }
        return true;
    };
    const QString html = ReportExport::html(report);
    for (int i = 0; i < report.tables.size(); ++i) {
        const ReportTable &t = report.tables[i];
        QVERIFY2(sorted(t.findings), qPrintable(t.table.fullName()));
        // The section's findings table lists them in that order.
        const QString section =
            html.section(QStringLiteral("<section class=\"table\">"), i + 1, i + 1);
        qsizetype at = section.indexOf(QStringLiteral("<table class=\"findings\">"));
        for (const Finding &f : t.findings) {
            at = section.indexOf(QStringLiteral("<td>%1</td>").arg(f.ruleId), at);
            QVERIFY2(at > 0, qPrintable(f.ruleId));
        }
    }
    QVERIFY(sorted(report.projectFindings));
    if (file != u"chat-messages.json")
        return;
    // The lint's own order is not that one (an error after an info): the report sorts.
    Linter::Options options;
    options.projectDirectory = QFileInfo(examplePath(file)).absolutePath();
    const QList<Finding> lint = Linter::lint(load(examplePath(file)), options).findings;
    QVERIFY(!sorted(lint));
}

// At 390 px a long table name in the contents made the whole page scroll sideways.
void TestReportReading::longNamesInTheContentsWrapOnAPhone()
{
    const DesignReport report = ReportExport::build(chatWithLongName(), TestUtil::chatExample());
    const QString html = ReportExport::html(report);
    // Measured in a browser where there is one, then the markup that makes it so.
    const QString measured = chromiumMeasures(html, 390, QStringLiteral("keys"));
    if (!measured.isEmpty()) {
        QVERIFY2(measured.startsWith(QStringLiteral("width=390 ")), qPrintable(measured));
        static const QRegularExpression page(QStringLiteral(R"(page=(\d+))"));
        const int scrollWidth = page.match(measured).captured(1).toInt();
        QVERIFY2(scrollWidth > 0 && scrollWidth <= 390, qPrintable(measured));
    }
    QVERIFY(html.contains(QStringLiteral(">MOMO_<wbr>CHAT:<wbr>MSG_<wbr>BY_<wbr>SENDER_<wbr>AND_<"
                                         "wbr>RECEIVER_<wbr>DAILY</a></li>")));
    QVERIFY(html.contains(QStringLiteral("\nnav li { overflow-wrap: anywhere; }")));
    if (measured.isEmpty())
        QSKIP("headless Chromium is not installed: the page's width is not measured");
}

// At a desktop's width the example keys' 92 hex digits ran past their table's box.
void TestReportReading::exampleKeysStayInTheirTableOnADesktop()
{
    const DesignReport report =
        ReportExport::build(load(TestUtil::chatExample()), TestUtil::chatExample());
    const QString html = ReportExport::html(report);
    const QString measured = chromiumMeasures(html, 1280, QStringLiteral("keys"));
    if (!measured.isEmpty()) {
        QVERIFY2(measured.startsWith(QStringLiteral("width=1280 ")), qPrintable(measured));
        static const QRegularExpression over(QStringLiteral(R"(over=(-?\d+))"));
        int tables = 0;
        for (auto it = over.globalMatch(measured); it.hasNext(); ++tables)
            QVERIFY2(it.next().captured(1).toInt() <= 0, qPrintable(measured));
        QCOMPARE(tables, report.tables.size());
    }
    QCOMPARE(html.count(QStringLiteral("<table class=\"keys\">")), report.tables.size());
    QVERIFY(html.contains(QStringLiteral("\ntable.keys td { overflow-wrap: anywhere; }")));
    if (measured.isEmpty())
        QSKIP("headless Chromium is not installed: the tables' widths are not measured");
}

// Scaled to the page's width the chat diagram's cards had 4 pt text (word boxes 6.4 pt tall):
// the report lays them out in fewer columns. On the diagram's page (the one with its legend),
// every word between the running header and footer, the cards' smallest type included, is at
// least 8 pt tall (type of about 7 pt), every table's name among them.
void TestReportReading::diagramTextReadsOnPaper_data()
{
    findingsComeWorstFirst_data();
}

void TestReportReading::diagramTextReadsOnPaper()
{
    if (!PdfUtil::havePdfToText())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QFETCH(QString, file);
    const Project project = load(examplePath(file));
    const DesignReport report = ReportExport::build(project, examplePath(file));
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(ReportExport::write(report, out, &error), qPrintable(error));
    const PdfUtil::PdfText pdf = PdfUtil::readPdf(out);
    QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
    QVERIFY2(pdf.outside().isEmpty(), qPrintable(pdf.outside().join(u' ')));
    int page = -1;
    for (const PdfUtil::Word &w : pdf.words) {
        if (w.text == u"Legend") {
            page = w.page;
            break;
        }
    }
    QVERIFY(page >= 0);
    QStringList names;
    for (const PdfUtil::Word &w : pdf.words) {
        if (w.page != page || w.box.top() < 60 || w.box.bottom() > pdf.page.height() - 60)
            continue;
        QVERIFY2(w.box.height() >= 8.0, qPrintable(QStringLiteral("\"%1\" on page %2: %3 pt")
                                                       .arg(w.text)
                                                       .arg(page + 1)
                                                       .arg(w.box.height())));
        names.append(w.text);
    }
    for (const Table &t : project.tables)
        QVERIFY2(names.contains(t.qualifiedName()), qPrintable(t.qualifiedName()));
}

// Exported from the window with edits not yet saved, the report said "from chat-messages.json"
// as if it showed that file.
void TestReportReading::unsavedEditsAreNamedOnTheTitlePage()
{
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    auto *actions = window.findChild<ReportActions *>();
    QVERIFY(actions);
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("saved.html"));
    QVERIFY2(actions->exportTo(saved, &error), qPrintable(error));
    const QString savedHtml = QString::fromUtf8(TestUtil::readAll(saved));
    QVERIFY(savedHtml.contains(QStringLiteral(" · from chat-messages.json</p>")));
    QVERIFY(!savedHtml.contains(QStringLiteral("unsaved")));

    QVERIFY(window.document()->edit(QStringLiteral("Describe"), [](Project *p, QString *) {
        p->description = QStringLiteral("Edited, not saved.");
        return true;
    }));
    QVERIFY(window.document()->isModified());
    const QString edited = dir.filePath(QStringLiteral("edited.html"));
    QVERIFY2(actions->exportTo(edited, &error), qPrintable(error));
    const QString editedHtml = QString::fromUtf8(TestUtil::readAll(edited));
    QVERIFY(editedHtml.contains(
        QStringLiteral(" · from chat-messages.json, with unsaved changes</p>")));
    QVERIFY(editedHtml.contains(QStringLiteral("Edited, not saved.")));
}

// MOMO_CHAT:MSG_BY_TIM/E#rowkey: in the PDF an identifier broke mid-word, and whole Error and
// Warning rows were bold and coloured. Laid out as the PDF lays it out, every line of an Object
// cell ends after a separator (or at the identifier's end), a message's between words or after a
// separator of a name it quotes, and only the severity is bold.
void TestReportReading::identifiersBreakAfterSeparatorsAndOnlySeverityIsColoured()
{
    const DesignReport report = ReportExport::build(chatWithLongName(), TestUtil::chatExample());
    const QString html =
        ReportHtml::write(report, ReportHtml::Flavour::RichText,
                          [](ReportHtml::Picture, int, const QString &) { return QString(); });
    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    document.setDocumentMargin(0);
    document.setHtml(html);
    document.setTextWidth(680);                // A4 less 15 mm margins at 96 dpi
    document.documentLayout()->documentSize(); // laid out
    const QList<QTextTable *> tables = tablesHeaded(&document, QStringLiteral("Severity"));
    QVERIFY(!tables.isEmpty());
    int cells = 0;
    int wrapped = 0;
    bool error = false;
    for (QTextTable *table : tables) {
        for (int row = 1; row < table->rows(); ++row) {
            const QTextBlock severity = table->cellAt(row, 0).firstCursorPosition().block();
            const QTextBlock object = table->cellAt(row, 2).firstCursorPosition().block();
            const QTextBlock message = table->cellAt(row, 3).firstCursorPosition().block();
            error = error || severity.text() == u"Error";
            const QTextCharFormat severityFormat = severity.begin().fragment().charFormat();
            QVERIFY2(severityFormat.fontWeight() == QFont::Bold || severity.text() == u"Info",
                     qPrintable(severity.text()));
            QCOMPARE(message.begin().fragment().charFormat().fontWeight(), QFont::Normal);
            QVERIFY(message.begin().fragment().charFormat().foreground() !=
                    severityFormat.foreground());
            // A message's lines end between words, or after a separator of a name it quotes
            for (int line = 0; line + 1 < message.layout()->lineCount(); ++line) {
                const QTextLine l = message.layout()->lineAt(line);
                QString end = message.text().mid(l.textStart(), l.textLength());
                while (!end.isEmpty() && end.back() == QChar(0x200b))
                    end.chop(1);
                // (or at the hyphen of a word such as "time-ordered")
                const bool hyphenated =
                    end.size() >= 2 && end.back() == u'-' && end.at(end.size() - 2).isLetter();
                QVERIFY2(QStringLiteral(" :/#_").contains(end.back()) || hyphenated,
                         qPrintable(QStringLiteral("line \"%1\" of %2").arg(end, message.text())));
            }
            const QString text = object.text();
            QTextLayout *layout = object.layout();
            for (int line = 0; line + 1 < layout->lineCount(); ++line) {
                const QTextLine l = layout->lineAt(line);
                const QString end = text.mid(l.textStart(), l.textLength());
                QString last = end;
                while (!last.isEmpty() && last.back() == QChar(0x200b))
                    last.chop(1);
                QVERIFY2(QStringLiteral(":/#_").contains(last.back()),
                         qPrintable(QStringLiteral("line \"%1\" of %2").arg(end, text)));
                ++wrapped;
            }
            ++cells;
        }
    }
    QVERIFY(error);
    QVERIFY(cells >= 3);
    QVERIFY(wrapped > 0); // the long name does wrap somewhere
    // The page for a browser: the same breaks, the severity alone coloured.
    const QString browser = ReportExport::html(report);
    QVERIFY(!browser.contains(QStringLiteral("<tr class=\"sev-")));
    QVERIFY(browser.contains(QStringLiteral("<tr><td class=\"sev-error\">Error</td>")));
    QVERIFY(browser.contains(QStringLiteral("<td class=\"ident\">MOMO_<wbr>CHAT:<wbr>")));
}

// Without a display `hbase-designer --help` aborted (exit 134) before printing anything.
void TestReportReading::helpAndVersionNeedNoDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    Run run = runDesigner({QStringLiteral("--help")}, env);
    QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("--export-report")), qPrintable(run.out));
    run = runDesigner({QStringLiteral("--version")}, env);
    QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral(HBD_VERSION)), qPrintable(run.out));
    // And the report, as before.
    QTemporaryDir dir;
    run = runDesigner({QStringLiteral("--export-report=") + dir.filePath(QStringLiteral("r.html")),
                       TestUtil::chatExample()},
                      env);
    QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("r.html"))));
}

QTEST_MAIN(TestReportReading)
#include "tst_reportreading.moc"
