// The design report (docs/designer.md#the-design-report): for every example the HTML and the PDF
// carry every name, the row-key notation, every finding's rule id and the script; the HTML stands
// alone; the PDF's text is selectable and inside its pages; the Chinese report speaks Chinese.
#include "guiutil.h"
#include "model/hbase/bytes.h"
#include "model/io/projectfile.h"
#include "model/report/reporthtml.h"
#include "pdfutil.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/files/filecontroller.h"
#include "ui/report/reportactions.h"
#include "ui/report/reportexport.h"
#include "ui/report/reportpdf.h"

#include <QDir>
#include <QLineF>
#include <QMenu>
#include <QMenuBar>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QStringList examples()
{
    return QDir(TestUtil::sourcePath(QStringLiteral("examples")))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

QString examplePath(const QString &name)
{
    return TestUtil::sourcePath(QStringLiteral("examples/") + name);
}

Project load(const QString &path)
{
    const ProjectFile::LoadResult loaded = ProjectFile::load(path);
    return loaded.project.value_or(Project{});
}

using PdfUtil::squeezed;

struct Exported
{
    int exitCode = -1;
    QString stderrText;
};

Exported runDesigner(const QStringList &arguments)
{
    QProcess designer;
    designer.start(QStringLiteral(HBD_DESIGNER_BINARY), arguments);
    Exported out;
    if (!designer.waitForFinished(120000))
        return out;
    out.exitCode = designer.exitCode();
    out.stderrText = QString::fromUtf8(designer.readAllStandardError());
    return out;
}

// What every report of the project must name, as the reader sees it (unescaped).
QStringList expectedTexts(const DesignReport &report)
{
    QStringList texts;
    for (const ReportTable &t : report.tables) {
        texts << t.table.qualifiedName() << t.table.rowKey.toNotation();
        for (const ColumnFamily &f : t.table.families) {
            texts << f.name;
            for (const Qualifier &q : f.qualifiers)
                texts << q.name;
        }
        for (const Finding &f : t.findings)
            texts << f.ruleId;
        for (const ReportSuppressed &s : t.suppressed)
            texts << s.finding.ruleId;
        for (const QString &line : t.script.split(u'\n')) {
            if (!line.trimmed().isEmpty())
                texts << line;
        }
    }
    for (const Finding &f : report.projectFindings)
        texts << f.ruleId;
    return texts;
}

// The report of an example in `language` ("en" or "zh_CN"), as `--export-report --language`
// writes it.
DesignReport reportIn(const QString &file, const QString &language)
{
    if (!Translations::installForLocale(language))
        return {};
    DesignReport::Options options;
    options.language = language;
    options.projectDirectory = QFileInfo(examplePath(file)).absolutePath();
    return DesignReport::build(load(examplePath(file)), options);
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyExampleHtmlNamesEverything_data();
    void everyExampleHtmlNamesEverything();
    void everyExamplePdfNamesEverything_data();
    void everyExamplePdfNamesEverything();
    void projectTextsAreEscaped();
    void longSplitListsShowTheirEnds();
    void keyLayoutGivesEachSegmentsOffsetAndWidth();
    void phoneWidthScrollsNoPageSideways();
    void chineseReportSpeaksChinese();
    void pagesBreakBetweenBlocksAndRows_data();
    void pagesBreakBetweenBlocksAndRows();
    void unreadableProjectOrFileExitsTwo();
    void exportsOfferTheFolderLastWrittenTo();
    void fileMenuExportsAndPrintsTheReport();
    void printedPagesMatchTheExportedPdf();
};

void TestReport::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_report")));
    QVERIFY(examples().size() >= 8);
}

void TestReport::everyExampleHtmlNamesEverything_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &name : examples())
        QTest::newRow(qPrintable(name)) << name;
}

void TestReport::everyExampleHtmlNamesEverything()
{
    QFETCH(QString, file);
    const DesignReport report = ReportExport::build(load(examplePath(file)), examplePath(file));
    QVERIFY(!report.tables.isEmpty());
    const QString html = ReportExport::html(report);
    for (const QString &text : expectedTexts(report))
        QVERIFY2(html.contains(text.toHtmlEscaped()), qPrintable(text));
    // Self-contained: no script, nothing fetched.
    QVERIFY(!html.contains(QStringLiteral("<script"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("http:"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("https:"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral(" src="), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("<link"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QStringLiteral("url("), Qt::CaseInsensitive));
    QVERIFY(html.contains(QStringLiteral("name=\"viewport\"")));
    // The diagram, and three pictures a measured table: key layout, regions, heatmap.
    int measured = 0;
    for (const ReportTable &t : report.tables)
        measured += t.measured() ? 1 : 0;
    QCOMPARE(measured, report.tables.size()); // every example's tables have samples
    const qsizetype pictures = html.count(QStringLiteral("<svg"));
    QCOMPARE(html.count(QStringLiteral("</svg>")), pictures);
    QCOMPARE(pictures, 1 + 3 * report.tables.size());
}

void TestReport::everyExamplePdfNamesEverything_data()
{
    everyExampleHtmlNamesEverything_data();
}

void TestReport::everyExamplePdfNamesEverything()
{
    if (!PdfUtil::havePdfToText())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("report.pdf"));
    const Exported run = runDesigner({QStringLiteral("--language"), QStringLiteral("en"),
                                      QStringLiteral("--export-report"), out, examplePath(file)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.stderrText));
    const PdfUtil::PdfText pdf = PdfUtil::readPdf(out);
    QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
    QVERIFY(pdf.pages.size() >= 2);
    for (const QSizeF &page : pdf.pages) // A4
        QVERIFY(qAbs(page.width() - 595) < 1 && qAbs(page.height() - 842) < 1);
    // Nothing reaches past a page's edge: text, and the text of every picture.
    QVERIFY2(pdf.outside().isEmpty(), qPrintable(pdf.outside().join(u' ')));
    const QString text = squeezed(pdf.text());
    const DesignReport report = ReportExport::build(load(examplePath(file)), examplePath(file));
    for (const QString &expected : expectedTexts(report))
        QVERIFY2(text.contains(squeezed(expected)), qPrintable(expected));
    QVERIFY(pdf.text().contains(QStringLiteral("Page 1 of %1").arg(pdf.pages.size())));
}

void TestReport::projectTextsAreEscaped()
{
    Project project = load(TestUtil::chatExample());
    const QString hostile = QStringLiteral("<script>alert('x')</script> & \"quoted\" <b>");
    project.description = hostile;
    project.notes = hostile;
    project.tables[0].description = hostile;
    project.tables[0].i18n = {};
    project.i18n = {};
    project.tables[0].families[0].qualifiers[0].name = QStringLiteral("a<b>&\"c'");
    const DesignReport report = ReportExport::build(project, TestUtil::chatExample());
    const QString html = ReportExport::html(report);
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("<b>")));
    QVERIFY(html.contains(hostile.toHtmlEscaped()));
    QVERIFY(html.contains(QStringLiteral("a&lt;b&gt;&amp;&quot;c'")));
    QVERIFY(!html.contains(QStringLiteral("a<b>")));
}

void TestReport::longSplitListsShowTheirEnds()
{
    Project project = load(TestUtil::chatExample());
    Table &table = project.tables[0];
    table.splits = {};
    table.splits.kind = SplitKind::Algorithm;
    table.splits.algorithm = SplitAlgorithm::HexString;
    table.splits.regions = 150;
    const DesignReport report = ReportExport::build(project, TestUtil::chatExample());
    QCOMPARE(report.tables[0].splitKeys.size(), 149);
    const QString html = ReportExport::html(report);
    QVERIFY(html.contains(QStringLiteral("The first and last 20 of the 149 split keys")));
    QVERIFY(html.contains(QStringLiteral("… 109 more …")));
    const QList<QByteArray> &keys = report.tables[0].splitKeys;
    QVERIFY(html.contains(QString::fromLatin1(keys[19])));  // the 20th
    QVERIFY(html.contains(QString::fromLatin1(keys[129]))); // the 20th from the end
    QVERIFY(!html.contains(QString::fromLatin1(keys[20])));
    QVERIFY(!html.contains(QString::fromLatin1(keys[128])));
}

// At 390 px (a phone, seen in headless Chromium) nothing may make the whole page scroll
// sideways: a long table name in a heading breaks, tables and pictures scroll in their own box,
// pictures keep a width their text reads at, and rule ids stay on one line.
void TestReport::phoneWidthScrollsNoPageSideways()
{
    const DesignReport report =
        ReportExport::build(load(TestUtil::chatExample()), TestUtil::chatExample());
    const QString html = ReportExport::html(report);
    const QString css = html.section(QStringLiteral("<style>"), 1).section(u'<', 0, 0);
    // The declarations of the rule for exactly `selector`.
    const auto rule = [&css](const QString &selector) {
        const QRegularExpression re(u'\n' + QRegularExpression::escape(selector) +
                                    QStringLiteral(R"( \{([^}]*)\})"));
        return re.match(css).captured(1);
    };
    QVERIFY2(
        rule(QStringLiteral("h1, h2, h3, h4")).contains(QStringLiteral("overflow-wrap: anywhere")),
        qPrintable(css));
    QVERIFY(html.contains(QStringLiteral(">Table MOMO_CHAT:MSG_BY_CONVERSATION</h2>")));
    QVERIFY(rule(QStringLiteral("table.findings td:nth-child(2), table.suppressed td:first-child"))
                .contains(QStringLiteral("white-space: nowrap")));
    QVERIFY(html.contains(
        QStringLiteral("<table class=\"findings\"><thead><tr><th>Severity</th><th>Rule</th>")));
    QVERIFY(rule(QStringLiteral(".wide")).contains(QStringLiteral("overflow-x: auto")));
    QCOMPARE(html.count(QStringLiteral("<div class=\"wide\"><table")),
             html.count(QStringLiteral("<table")));
    QVERIFY(rule(QStringLiteral("figure")).contains(QStringLiteral("overflow-x: auto")));
    const QString svg = rule(QStringLiteral("figure svg"));
    QVERIFY2(svg.contains(QStringLiteral("max-width: 100%")) &&
                 svg.contains(QStringLiteral("min-width: 40em")),
             qPrintable(svg));
    QVERIFY(rule(QStringLiteral("pre")).contains(QStringLiteral("overflow-wrap: anywhere")));
    QVERIFY(html.count(QStringLiteral("<figure")) >= 3); // the charts among them
    // The diagram never shrinks under four fifths of its full size: on a phone it scrolls in its
    // box with its cards' text readable (it shrank to 40em, the cards' text to 6 px).
    const QString legible = rule(QStringLiteral("figure.legible svg"));
    QVERIFY2(
        legible.contains(QStringLiteral("max-width: none")) &&
            legible.contains(QStringLiteral("width: max(100%, calc(var(--full, 50em) * 0.8))")),
        qPrintable(legible));
    static const QRegularExpression diagram(
        QStringLiteral(R"(<figure class="legible" style="--full: (\d+)px"><svg role="img" )"
                       R"(aria-label="The tables as cards)"));
    const QRegularExpressionMatch full = diagram.match(html);
    QVERIFY2(full.hasMatch(), qPrintable(html.left(3000)));
    // Three cards side by side at the cards' own size: wider than a phone, and than 40em.
    QVERIFY2(full.captured(1).toInt() > 900, qPrintable(full.captured(1)));
}

void TestReport::keyLayoutGivesEachSegmentsOffsetAndWidth()
{
    // MSG: [md5(...):hex(8)] '_' [sender] '_' [receiver] '_' [ts]
    const DesignReport report =
        ReportExport::build(load(TestUtil::chatExample()), TestUtil::chatExample());
    const ReportTable *msg = nullptr;
    for (const ReportTable &t : report.tables) {
        if (t.table.name == u"MSG")
            msg = &t;
    }
    QVERIFY(msg);
    const QList<ReportKeySegment> &layout = msg->keyLayout;
    QCOMPARE(layout.size(), msg->table.rowKey.segments.size());
    QCOMPARE(layout[0].offset, 0);
    QCOMPARE(layout[0].width, 8);
    QVERIFY(layout[0].fixed);
    QCOMPARE(layout[1].offset, 8);
    QCOMPARE(layout[1].width, 1);
    QVERIFY(layout[1].literal);
    int end = 0;
    for (const ReportKeySegment &s : layout) {
        QCOMPARE(s.offset, end);
        end += s.width;
    }
    QCOMPARE(end, msg->firstKey.size());
    QCOMPARE(msg->exampleKeys.size(), 3);
    QVERIFY(msg->exampleKeys[0] < msg->exampleKeys[2]);
    const QString html = ReportExport::html(report);
    for (const QByteArray &key : msg->exampleKeys) {
        QVERIFY(html.contains(Bytes::toStringBinary(key).toHtmlEscaped()));
        QVERIFY(html.contains(Bytes::toHex(key)));
    }
}

void TestReport::chineseReportSpeaksChinese()
{
    QTemporaryDir dir;
    const QString chat = TestUtil::chatExample();
    const QString html = dir.filePath(QStringLiteral("chat.html"));
    const QString pdf = dir.filePath(QStringLiteral("chat.pdf"));
    for (const QString &out : {html, pdf}) {
        const Exported run = runDesigner({QStringLiteral("--language"), QStringLiteral("zh_CN"),
                                          QStringLiteral("--export-report"), out, chat});
        QVERIFY2(run.exitCode == 0, qPrintable(run.stderrText));
    }
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    DesignReport::Options options;
    options.language = QStringLiteral("zh_CN");
    options.projectDirectory = QFileInfo(chat).absolutePath();
    const DesignReport report = DesignReport::build(load(chat), options);
    const QStringList headings{QStringLiteral("行键"), QStringLiteral("数据字典"),
                               QStringLiteral("预分区"), QStringLiteral("访问模式"),
                               QStringLiteral("建表脚本"),
                               // an access pattern's kind, as the window names it (not "put")
                               QStringLiteral("写入一行（Put）")};
    const QStringList expected = expectedTexts(report);
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    const QString page = QString::fromUtf8(TestUtil::readAll(html));
    QVERIFY(page.contains(QStringLiteral("lang=\"zh-CN\"")));
    for (const QString &text : headings + expected)
        QVERIFY2(page.contains(text.toHtmlEscaped()), qPrintable(text));
    if (!PdfUtil::havePdfToText())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const PdfUtil::PdfText read = PdfUtil::readPdf(pdf);
    QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
    QVERIFY2(read.outside().isEmpty(), qPrintable(read.outside().join(u' ')));
    const QString text = squeezed(read.text());
    for (const QString &t : headings + expected)
        QVERIFY2(text.contains(squeezed(t)), qPrintable(t));
}

void TestReport::pagesBreakBetweenBlocksAndRows_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    for (const QString &name : examples()) {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            QTest::newRow(qPrintable(name + u' ' + language)) << name << language;
    }
}

// QTextDocument ended pages wherever they were full: "Access patterns", "Findings" and "Data
// dictionary" stood alone at a page's foot, a table row's lines were cut between two pages (a
// hex key in Chinese, a row of MSG_BY_TIME's regions) and the text of a row cut at the foot of a
// page came out in the next page's header. No page ends with a heading or a line that ends with
// a colon, none starts with a picture's caption, no text is drawn over other text, every
// example key's hex is whole on one page and the header holds the title and nothing else.
void TestReport::pagesBreakBetweenBlocksAndRows()
{
    if (!PdfUtil::havePdfToText())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QFETCH(QString, file);
    QFETCH(QString, language);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("report.pdf"));
    const Exported run = runDesigner({QStringLiteral("--language"), language,
                                      QStringLiteral("--export-report"), out, examplePath(file)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.stderrText));
    const DesignReport report = reportIn(file, language);
    const QString headerLabel = squeezed(ReportPdf::tr("HBase schema design report"));
    QStringList captions;
    const QString html =
        ReportHtml::write(report, ReportHtml::Flavour::RichText,
                          [&captions](ReportHtml::Picture, int, const QString &caption) {
                              captions.append(squeezed(caption));
                              return QString();
                          });
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QStringList headings;
    static const QRegularExpression heading(QStringLiteral(R"(<h[1-4][^>]*>([^<]*)</h[1-4]>)"));
    for (auto it = heading.globalMatch(html); it.hasNext();)
        headings.append(squeezed(PdfUtil::unescape(it.next().captured(1))));
    QVERIFY(headings.size() > 10);

    const PdfUtil::PdfText pdf = PdfUtil::readPdf(out);
    QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
    for (int page = 0; page < pdf.pages.size(); ++page) {
        const QList<QList<PdfUtil::Word>> lines = PdfUtil::linesOf(pdf, page);
        QVERIFY(lines.size() >= 3); // header, body, footer
        const QString where = QStringLiteral("page %1: ").arg(page + 1);
        const QString header = PdfUtil::squeezedLine(lines.first());
        QVERIFY2(header == squeezed(report.title()) + headerLabel, qPrintable(where + header));
        const QString foot = PdfUtil::squeezedLine(lines[lines.size() - 2]);
        QVERIFY2(!headings.contains(foot), qPrintable(where + foot));
        QVERIFY2(!foot.endsWith(u':') && !foot.endsWith(QChar(0xff1a)), qPrintable(where + foot));
        // No text drawn over other text (a repeated header row over a row cut in two).
        QList<PdfUtil::Word> words;
        for (const QList<PdfUtil::Word> &line : lines)
            words += line;
        for (qsizetype a = 0; a < words.size(); ++a) {
            for (qsizetype b = a + 1; b < words.size(); ++b) {
                const QRectF both = words[a].box.intersected(words[b].box);
                QVERIFY2(both.width() * both.height() <
                             0.3 * words[a].box.width() * words[a].box.height(),
                         qPrintable(where + words[a].text + u' ' + words[b].text));
            }
        }
        const QString top = PdfUtil::squeezedLine(lines[1]);
        for (const QString &caption : captions) // a caption's first line, not a label in a picture
            QVERIFY2(top.size() < 20 || !caption.startsWith(top), qPrintable(where + top));
    }
    for (const ReportTable &t : report.tables) {
        for (const QByteArray &key : t.exampleKeys)
            QVERIFY2(PdfUtil::onePageHolds(pdf, Bytes::toHex(key)), qPrintable(Bytes::toHex(key)));
    }
}

void TestReport::unreadableProjectOrFileExitsTwo()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    Exported run = runDesigner(
        {QStringLiteral("--export-report"), dir.filePath(QStringLiteral("r.html")), missing});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.stderrText.contains(QStringLiteral("missing.json")), qPrintable(run.stderrText));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("r.html"))));

    const QString unwritable = dir.filePath(QStringLiteral("no/such/folder/r.html"));
    run = runDesigner({QStringLiteral("--export-report"), unwritable, TestUtil::chatExample()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.stderrText.contains(QStringLiteral("r.html")), qPrintable(run.stderrText));

    const QString wrongSuffix = dir.filePath(QStringLiteral("r.docx"));
    run = runDesigner({QStringLiteral("--export-report"), wrongSuffix, TestUtil::chatExample()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.stderrText.contains(QStringLiteral("r.docx")), qPrintable(run.stderrText));

    // A language the designer does not speak: refused, nothing written (it wrote English).
    const QString report = dir.filePath(QStringLiteral("r.html"));
    run = runDesigner({QStringLiteral("--language"), QStringLiteral("zh"),
                       QStringLiteral("--export-report"), report, TestUtil::chatExample()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.stderrText.contains(QStringLiteral("--language zh")), qPrintable(run.stderrText));
    QVERIFY2(run.stderrText.contains(QStringLiteral("zh_CN")), qPrintable(run.stderrText));
    QVERIFY(!QFileInfo::exists(report));
}

void TestReport::exportsOfferTheFolderLastWrittenTo()
{
    // Save As of a script, a migration or a report offers the folder the last one of the same
    // project went to, not the project's (an example's folder, say) again.
    QTemporaryDir out;
    const QString project = TestUtil::chatExample();
    const QString projectFolder = QFileInfo(project).absolutePath();
    FileController::rememberExport(project, out.filePath(QStringLiteral("alter.rb")));
    QCOMPARE(FileController::exportDirectory(project, projectFolder),
             QFileInfo(out.path()).absoluteFilePath());
    // Another project starts from its own folder; a folder since removed is not offered.
    QCOMPARE(FileController::exportDirectory(QStringLiteral("/elsewhere/p.json"), projectFolder),
             projectFolder);
    const QString gone = out.filePath(QStringLiteral("gone"));
    QVERIFY(QDir().mkpath(gone));
    FileController::rememberExport(project, gone + QStringLiteral("/r.html"));
    QVERIFY(QDir(gone).removeRecursively());
    QCOMPARE(FileController::exportDirectory(project, projectFolder), projectFolder);
}

void TestReport::fileMenuExportsAndPrintsTheReport()
{
    MainWindow window;
    auto *actions = window.findChild<ReportActions *>();
    QVERIFY(actions);
    QMenu *file = window.menuBar()->actions().first()->menu();
    QVERIFY(file->actions().contains(actions->exportAction()));
    QVERIFY(file->actions().contains(actions->printAction()));
    QCOMPARE(actions->printAction()->shortcut(), QKeySequence(QKeySequence::Print));
    QVERIFY(!actions->exportAction()->isEnabled()); // a new project has no table
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    QVERIFY(actions->exportAction()->isEnabled());
    QVERIFY(actions->printAction()->isEnabled());
    QTemporaryDir dir;
    for (const QString &name : {QStringLiteral("chat.html"), QStringLiteral("chat.pdf")}) {
        const QString out = dir.filePath(name);
        QVERIFY2(actions->exportTo(out, &error), qPrintable(error));
        QVERIFY(QFileInfo(out).size() > 10000);
    }
    const QString html =
        QString::fromUtf8(TestUtil::readAll(dir.filePath(QStringLiteral("chat.html"))));
    QVERIFY(html.contains(QStringLiteral("MOMO_CHAT:MSG_BY_TIME")));
    QVERIFY(html.contains(QStringLiteral("from chat-messages.json")));
    QVERIFY(TestUtil::readAll(dir.filePath(QStringLiteral("chat.pdf"))).startsWith("%PDF"));
    // Every picture is vector, the write heatmap too (it was QCustomPlot's colour-map bitmap):
    // no image in the HTML's SVG, no image object in the PDF.
    QVERIFY(!html.contains(QStringLiteral("<image")));
    QVERIFY(
        !TestUtil::readAll(dir.filePath(QStringLiteral("chat.pdf"))).contains("/Subtype /Image"));
    QVERIFY(!actions->exportTo(dir.filePath(QStringLiteral("chat.txt")), &error));
    QVERIFY(error.contains(QStringLiteral("chat.txt")));
}

// Found printing to a real printer (CUPS-PDF): at the printer's resolution the pictures were
// drawn a dozen times too large, over the text and off the page. Printed through Print's own
// path to a high-resolution QPrinter writing a PDF (no printer needed), every word is inside its
// page and in the same place as in the exported PDF, the key layout's byte "66" included.
void TestReport::printedPagesMatchTheExportedPdf()
{
    if (!PdfUtil::havePdfToText())
        QSKIP("pdftotext (poppler-utils) is not installed");
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    auto *actions = window.findChild<ReportActions *>();
    QTemporaryDir dir;
    const QString exported = dir.filePath(QStringLiteral("exported.pdf"));
    QVERIFY2(actions->exportTo(exported, &error), qPrintable(error));
    const QString printedPath = dir.filePath(QStringLiteral("printed.pdf"));
    {
        QPrinter printer(QPrinter::HighResolution);
        actions->preparePrinter(&printer);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(printedPath);
        QVERIFY2(actions->printTo(&printer, &error), qPrintable(error));
    }
    const PdfUtil::PdfText printed = PdfUtil::readPdf(printedPath);
    const PdfUtil::PdfText pdf = PdfUtil::readPdf(exported);
    QVERIFY2(printed.error.isEmpty(), qPrintable(printed.error));
    QCOMPARE(printed.pages.size(), pdf.pages.size());
    QVERIFY2(printed.outside().isEmpty(), qPrintable(printed.outside().join(u' ')));
    QCOMPARE(printed.words.size(), pdf.words.size());
    for (qsizetype i = 0; i < pdf.words.size(); ++i) {
        const PdfUtil::Word &p = printed.words[i];
        const PdfUtil::Word &e = pdf.words[i];
        QVERIFY2(p.text == e.text && p.page == e.page &&
                     QLineF(p.box.center(), e.box.center()).length() < 3 &&
                     qAbs(p.box.height() - e.box.height()) < 2,
                 qPrintable(QStringLiteral("%1 on page %2 at %3,%4 h %5; exported %6 at %7,%8 h %9")
                                .arg(p.text)
                                .arg(p.page + 1)
                                .arg(p.box.x())
                                .arg(p.box.y())
                                .arg(p.box.height())
                                .arg(e.text)
                                .arg(e.box.x())
                                .arg(e.box.y())
                                .arg(e.box.height())));
    }
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
