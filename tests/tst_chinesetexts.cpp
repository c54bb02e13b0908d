// What the model writes in Chinese when the Chinese catalogue is installed: the exported script's
// header comments, the findings that quote a project's own texts in their Chinese version, and
// the lists in messages, joined with the enumeration comma, and the numbers in a message, grouped
// alike.
#include "model/analysis/tableanalysis.h"
#include "model/export/scriptexporter.h"
#include "model/io/projectfile.h"
#include "rulestestutil.h"
#include "testutil.h"
#include "translations/translator.h"

#include <QTest>

using namespace RulesTest;

class TestChineseTexts : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void scriptHeaderIsChineseUnderChinese();
    void scriptHeaderStaysEnglishWhenAskedFor();
    void findingQuotesThePatternsChineseName();
    void listsInMessagesUseTheLanguagesSeparator();
    void measuredFindingsFollowALanguageChange();
    void numbersInAMessageAreGroupedAlike_data();
    void numbersInAMessageAreGroupedAlike();
};

namespace {

Project projectWithChinese()
{
    Project p = goodProject();
    p.name = QStringLiteral("Events");
    p.i18n.set(QStringLiteral("zh_CN"), TextField::Name, QStringLiteral("事件库"));
    Table &t = p.tables[0];
    t.description = QStringLiteral("One row per event.");
    t.i18n.set(QStringLiteral("zh_CN"), TextField::Description, QStringLiteral("每个事件一行。"));
    addTimestamps(t);
    AccessPattern byTime;
    byTime.name = QStringLiteral("by time");
    byTime.kind = AccessKind::PrefixScan;
    byTime.fields = {QStringLiteral("ts")};
    byTime.i18n.set(QStringLiteral("zh_CN"), TextField::Name, QStringLiteral("按时间读取"));
    t.accessPatterns.append(byTime);
    return p;
}

} // namespace

void TestChineseTexts::cleanup()
{
    Translations::installForLocale(QStringLiteral("en"));
}

void TestChineseTexts::scriptHeaderIsChineseUnderChinese()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    ExportOptions options; // the language of the installed catalogue, as the CLI exports
    QCOMPARE(options.language, QStringLiteral("zh_CN"));
    options.sourceName = QStringLiteral("events.json");
    const ExportResult result = exportShellScript(projectWithChinese(), options);
    QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
    const QString script = QString::fromUtf8(result.script);
    const QStringList header = script.section(QStringLiteral("\n\n"), 0, 0).split(u'\n');
    QVERIFY2(header.size() >= 5, qPrintable(script));
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    for (const QString &line : header) {
        QVERIFY2(line.startsWith(u'#'), qPrintable(line));
        QVERIFY2(line.contains(han), qPrintable(QStringLiteral("English comment: ") + line));
    }
    QVERIFY2(script.contains(QStringLiteral("# 项目：事件库")), qPrintable(script));
    QVERIFY2(script.contains(QStringLiteral("# 每个事件一行。\ncreate ")), qPrintable(script));
    // The commands themselves stay what the HBase shell reads.
    QVERIFY(script.contains(QStringLiteral("create 'app:events'")));
    QVERIFY(script.trimmed().endsWith(QStringLiteral("exit")));
}

void TestChineseTexts::scriptHeaderStaysEnglishWhenAskedFor()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    ExportOptions options;
    options.language = QStringLiteral("en");
    const ExportResult result = exportShellScript(projectWithChinese(), options);
    QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
    const QString script = QString::fromUtf8(result.script);
    QVERIFY2(script.startsWith(QStringLiteral(
                 "# HBase shell script written by HBase Schema Designer.\n# Project: Events\n")),
             qPrintable(script));
    QVERIFY(script.contains(QStringLiteral("# One row per event.\n")));
}

void TestChineseTexts::findingQuotesThePatternsChineseName()
{
    const Project project = projectWithChinese();
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    const QList<Finding> chinese = findingsOf(project, QStringLiteral("HBD-READ-001"));
    QVERIFY(!chinese.isEmpty());
    QVERIFY2(chinese.first().message.contains(QStringLiteral("访问模式“按时间读取”")),
             qPrintable(chinese.first().message));
    QVERIFY(!chinese.first().message.contains(QStringLiteral("by time")));

    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    const QList<Finding> english = findingsOf(project, QStringLiteral("HBD-READ-001"));
    QVERIFY(!english.isEmpty());
    QVERIFY2(english.first().message.contains(QStringLiteral("access pattern 'by time'")),
             qPrintable(english.first().message));
}

// The window keeps the findings measured on a table's sample from one lint to the next; after a
// change of language they must be written again in the new one, not kept in the old.
void TestChineseTexts::measuredFindingsFollowALanguageChange()
{
    const Project project = projectWithChinese();
    const auto analysis =
        std::make_shared<const TableAnalysis>(TableAnalysis::of(project.tables[0], QString()));
    Linter::MeasuredFindings kept;
    Linter::Options options;
    options.analysisOf = [&analysis](const Table &) { return analysis; };
    options.measured = &kept;
    const auto measured = [&options, &project] {
        QList<Finding> out;
        for (const Finding &f : Linter::lint(project, options).findings) {
            if (f.basis != SampleBasis::None)
                out.append(f);
        }
        return out;
    };
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    const QList<Finding> english = measured();
    QVERIFY(!english.isEmpty());
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    const QList<Finding> chinese = measured();
    QCOMPARE(chinese.size(), english.size());
    for (const Finding &f : chinese)
        QVERIFY2(f.message.contains(han), qPrintable(f.ruleId + u' ' + f.message));
}

void TestChineseTexts::listsInMessagesUseTheLanguagesSeparator()
{
    // A range scan over a leading time that filters on two later fields names both of them.
    Project project = goodProject();
    Table &t = project.tables[0];
    addTimestamps(t);
    addUsers(t);
    FieldGenerator device;
    device.field = QStringLiteral("device");
    device.kind = GeneratorKind::Sequence;
    t.sample.generators.append(device);
    setKey(t, QStringLiteral("[ts:long][user][device:int]"));
    t.accessPatterns = {accessBy(AccessKind::RangeScan,
                                 {QStringLiteral("user"), QStringLiteral("device")},
                                 QStringLiteral("ts"))};
    QCOMPARE(joinList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}),
             QStringLiteral("a, b, c"));
    QList<Finding> found = findingsOf(project, QStringLiteral("HBD-READ-001"));
    QVERIFY(!found.isEmpty());
    QVERIFY2(found.first().message.contains(QStringLiteral("user, device")),
             qPrintable(found.first().message));

    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QCOMPARE(joinList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}),
             QStringLiteral("a、b、c"));
    found = findingsOf(project, QStringLiteral("HBD-READ-001"));
    QVERIFY(!found.isEmpty());
    QVERIFY2(found.first().message.contains(QStringLiteral("user、device")),
             qPrintable(found.first().message));
}

void TestChineseTexts::numbersInAMessageAreGroupedAlike_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// A message that writes one count "10,000" must not write another "20000": thousands separators
// everywhere or nowhere (docs/glossary.md). Chinese counts of 万 and 亿 ("3600 万") are whole
// words, not digit groups. Numbers inside a quoted key expression, an identifier or a byte literal
// are the design's own text and are left out.
void TestChineseTexts::numbersInAMessageAreGroupedAlike()
{
    QFETCH(QString, language);
    QVERIFY(Translations::installForLocale(language));
    static const QRegularExpression quoted(QStringLiteral(R"(\[[^\]]*\]|'[^']*'|"[^"]*"|“[^”]*”)"));
    static const QRegularExpression grouped(
        QStringLiteral(R"((?<![\w.])\d{1,3}(?:,\d{3})+(?!\w))"));
    static const QRegularExpression bare(
        QStringLiteral(R"((?<![\w.,:#/-])\d{4,}(?![\w,.]|\s*[万亿]))"));
    QStringList files;
    for (const QString &dir : {QStringLiteral("examples"), QStringLiteral("tests/data/designs"),
                               QStringLiteral("resources/lessons")}) {
        const QDir folder(TestUtil::sourcePath(dir));
        for (const QString &name : folder.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            if (!name.endsWith(QStringLiteral(".lesson.json")) &&
                name != QStringLiteral("expectations.json"))
                files.append(folder.filePath(name));
        }
    }
    QVERIFY(files.size() > 50);
    int groupedMessages = 0;
    for (const QString &path : std::as_const(files)) {
        const ProjectFile::LoadResult loaded = ProjectFile::load(path);
        QVERIFY2(loaded.project, qPrintable(loaded.error));
        for (const Finding &f : Linter::lint(*loaded.project).findings) {
            for (const QString &text : {f.message, f.fix}) {
                const QString plain = QString(text).replace(quoted, QStringLiteral("\"\""));
                if (!plain.contains(grouped))
                    continue;
                ++groupedMessages;
                const QRegularExpressionMatch loose = bare.match(plain);
                QVERIFY2(!loose.hasMatch(),
                         qPrintable(QStringLiteral("%1: %2: '%3' in %4")
                                        .arg(path, f.ruleId, loose.captured(), text)));
            }
        }
    }
    QVERIFY(groupedMessages > 20); // the check has something to check
}

QTEST_GUILESS_MAIN(TestChineseTexts)
#include "tst_chinesetexts.moc"
