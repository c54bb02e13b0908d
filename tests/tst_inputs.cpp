// The analysis inputs edited in the real window, as a new user designs an IoT table: 50,000
// devices, 20,000 readings a second, "the last 24 hours of one device". The Sample Data and
// Access Patterns panels drive every edit; the previews and findings follow each step; undo
// takes everything back to the original bytes. Runs offscreen; saves screenshots.
#include "guiutil.h"
#include "model/io/projectfile.h"
#include "model/rules/linter.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/inputs/accesspatternspanel.h"
#include "ui/inputs/generatorform.h"
#include "ui/inputs/generatormodel.h"
#include "ui/inputs/sampledatapanel.h"
#include "ui/preview/accessmodel.h"
#include "ui/preview/keyordermodel.h"
#include "ui/preview/keyorderpanel.h"
#include "ui/rowkey/rowkeybuilder.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QUndoStack>

using namespace GuiUtil;

namespace {

const FieldGenerator *generatorOf(const MainWindow &window, const QString &field)
{
    for (const FieldGenerator &g : window.project().tables.first().sample.generators) {
        if (g.field == field)
            return &g;
    }
    return nullptr;
}

// Types `text` into the form's setting with this label and finishes it, as a user would.
bool typeSetting(GeneratorForm *form, const QString &label, const QString &text)
{
    // A form of another kind's settings was replaced: its new rows are shown by their layout (a
    // queued call), the old ones hidden until they are deleted.
    QCoreApplication::processEvents();
    for (QLabel *l : form->findChildren<QLabel *>()) {
        auto *edit = qobject_cast<QLineEdit *>(l->buddy());
        if (l->text() != label || !edit || !l->isVisible())
            continue;
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        return true;
    }
    return false;
}

QString methodOf(MainWindow &window, const QString &pattern)
{
    const AccessModel *model = window.previews()->accessModel();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, AccessModel::PatternColumn).data().toString() == pattern)
            return model->index(row, AccessModel::MethodColumn).data().toString();
    }
    return QStringLiteral("(no pattern %1)").arg(pattern);
}

// The chat example in `document`, MOMO_CHAT:MSG selected, with the Chinese catalogue installed.
void openChatInChinese(Document *document)
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    document->reset(*ProjectFile::load(TestUtil::chatExample()).project, TestUtil::chatExample());
    document->select(QStringLiteral("MOMO_CHAT:MSG"));
}

bool shown(QWidget *widget, QSize size)
{
    widget->resize(size);
    widget->show();
    return QTest::qWaitForWindowExposed(widget);
}

void shoot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    widget->grab().save(dir + u'/' + name);
}

} // namespace

class TestInputs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void iotTableFromNothingAndBack();
    void csvSampleIsMappedAndBadFilesAreRefused();
    void guessesFollowGrowthUntilAccepted();
    void accessHeadersAreNotClippedInChinese();
    void patternNamesAreEditedInTheInterfacesLanguage();
};

void TestInputs::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_inputs")));
}

void TestInputs::iotTableFromNothingAndBack()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QByteArray start = serialized(window.project());
    SampleDataPanel *sample = window.sampleData();
    AccessPatternsPanel *access = window.previews()->accessPatterns();
    QAbstractItemModelTester generatorTester(
        sample->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester accessTester(access->model(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);

    QVERIFY(window.editActions()->addTable());
    const QString table = window.project().tables.first().fullName();
    // The table grows by 20,000 rows a second, typed as a rate into its properties.
    QCOMPARE(
        editProperty(window, QStringLiteral("volume.rowsPerDay"), QStringLiteral("20,000 / s")),
        QString());
    QCOMPARE(window.project().tables.first().volume.rowsPerDay, Q_INT64_C(1728000000));
    QCOMPARE(value(window, QStringLiteral("volume.rowsPerDay")), QStringLiteral("20,000 / s"));
    // Expected rows show grouped as the locale groups them, and read back as shown.
    QCOMPARE(editProperty(window, QStringLiteral("volume.rows"), QStringLiteral("3000000000")),
             QString());
    QCOMPARE(value(window, QStringLiteral("volume.rows")), QStringLiteral("3,000,000,000"));
    QCOMPARE(editProperty(window, QStringLiteral("volume.rows"), QStringLiteral("2,500,000,000")),
             QString());
    QCOMPARE(window.project().tables.first().volume.rows, Q_INT64_C(2500000000));
    QVERIFY(window.rowKeyBuilder()->commitNotation(
        QStringLiteral("[md5(device_id):hex(4)][device_id][rev(ts):long]")));
    // The new fields got guessed generators, marked as such, and no invented collision.
    QVERIFY(generatorOf(window, QStringLiteral("device_id"))->guessed);
    QVERIFY(!generatorOf(window, QStringLiteral("id"))); // went with the old key [id]
    const int deviceRow = sample->model()->rowOf(QStringLiteral("device_id"));
    QVERIFY(sample->model()
                ->index(deviceRow, GeneratorModel::KindColumn)
                .data()
                .toString()
                .contains(QStringLiteral("guessed")));
    QVERIFY(waitForPreview(window));
    QVERIFY(!hasFinding(window, QStringLiteral("HBD-KEY-004")));

    // 50,000 devices reporting periodically, typed into the form.
    sample->selectField(QStringLiteral("device_id"));
    QCOMPARE(sample->form()->generator().field, QStringLiteral("device_id"));
    QVERIFY(typeSetting(sample->form(), QStringLiteral("Ids:"), QStringLiteral("50000")));
    QCOMPARE(generatorOf(window, QStringLiteral("device_id"))->cardinality, 50000);
    QVERIFY(!generatorOf(window, QStringLiteral("device_id"))->guessed);
    // The guessed timestamps already follow the table's growth; the user states them.
    QCOMPARE(generatorOf(window, QStringLiteral("ts"))->ratePerSecond, 20000.0);
    sample->selectField(QStringLiteral("ts"));
    QVERIFY(
        typeSetting(sample->form(), QStringLiteral("Rate:"), QStringLiteral("1,500,000 / min")));
    QCOMPARE(generatorOf(window, QStringLiteral("ts"))->ratePerSecond, 25000.0);
    QVERIFY(!generatorOf(window, QStringLiteral("ts"))->guessed);
    // A bad value is refused with its reason; nothing changes.
    sample->selectField(QStringLiteral("device_id"));
    QVERIFY(typeSetting(sample->form(), QStringLiteral("Ids:"), QStringLiteral("0")));
    QVERIFY2(sample->message().contains(QStringLiteral("at least 1")),
             qPrintable(sample->message()));
    QCOMPARE(generatorOf(window, QStringLiteral("device_id"))->cardinality, 50000);
    QVERIFY(waitForPreview(window));
    QVERIFY(!hasFinding(window, QStringLiteral("HBD-KEY-004")));
    QCOMPARE(sample->firstRows()->rowCount(), 8);

    // Remove the time from the key: its generator goes in the same step; undo brings it back.
    QVERIFY(window.rowKeyBuilder()->removeSegment(2));
    QVERIFY(!generatorOf(window, QStringLiteral("ts")));
    window.document()->undoStack()->undo();
    QCOMPARE(generatorOf(window, QStringLiteral("ts"))->ratePerSecond, 25000.0);

    // "Last 24 hours of one device": a range scan over one device's readings.
    QVERIFY(access->addPattern());
    AccessPattern day = access->model()->patterns().first();
    QVERIFY(day.name.startsWith(QStringLiteral("pattern")));
    auto *name = access->findChild<QLineEdit *>(QStringLiteral("patternName"));
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("last 24 hours of one device"));
    QTest::keyClick(name, Qt::Key_Return);
    auto *kind = access->findChild<QComboBox *>(QStringLiteral("patternKind"));
    kind->setCurrentIndex(kind->findData(int(AccessKind::RangeScan)));
    emit kind->activated(kind->currentIndex());
    auto *fields = access->findChild<QListWidget *>(QStringLiteral("patternFields"));
    for (int i = 0; i < fields->count(); ++i) {
        if (fields->item(i)->text() == QStringLiteral("ts"))
            fields->item(i)->setCheckState(Qt::Unchecked);
    }
    auto *range = access->findChild<QComboBox *>(QStringLiteral("patternRangeField"));
    range->setCurrentIndex(range->findData(QStringLiteral("ts")));
    emit range->activated(range->currentIndex());
    day = window.project().tables.first().accessPatterns.first();
    QCOMPARE(day.name, QStringLiteral("last 24 hours of one device"));
    QCOMPARE(day.kind, AccessKind::RangeScan);
    QCOMPARE(day.fields, QStringList{QStringLiteral("device_id")});
    QCOMPARE(day.rangeField, QStringLiteral("ts"));
    // A put that records a reading.
    QVERIFY(access->addPattern());
    AccessPattern put = window.project().tables.first().accessPatterns.last();
    put.name = QStringLiteral("record a reading");
    put.kind = AccessKind::Put;
    put.ratePerSecond = 20000;
    QVERIFY(access->applyPattern(1, put));
    QVERIFY(waitForPreview(window));
    QCOMPARE(methodOf(window, day.name), QStringLiteral("range scan"));
    QCOMPARE(methodOf(window, put.name), QStringLiteral("write"));
    QVERIFY(hasFinding(window, QStringLiteral("HBD-SPLIT-002"))); // 20,000 writes, one region
    QVERIFY(access->movePattern(1, 0));
    QCOMPARE(window.project().tables.first().accessPatterns.first().name, put.name);
    // A taken name is refused.
    AccessPattern clash = put;
    clash.name = day.name;
    QVERIFY(!access->applyPattern(0, clash));
    QVERIFY(access->message().contains(day.name));

    QVERIFY(waitForPreview(window));
    window.findChild<QDockWidget *>(QStringLiteral("accessDock"))->raise();
    shoot(&window, QStringLiteral("inputs-access-en.png"));
    window.findChild<QDockWidget *>(QStringLiteral("sampleDock"))->raise();
    sample->selectField(QStringLiteral("ts"));
    shoot(&window, QStringLiteral("inputs-sample-en.png"));
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QTest::qWait(200); // the layouts take the new texts' sizes
    shoot(&window, QStringLiteral("inputs-sample-zh_CN.png"));
    window.findChild<QDockWidget *>(QStringLiteral("accessDock"))->raise();
    shoot(&window, QStringLiteral("inputs-access-zh_CN.png"));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QCoreApplication::processEvents();

    // Every step undone: the project is byte for byte what it was.
    QUndoStack *stack = window.document()->undoStack();
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(serialized(window.project()), start);
    Q_UNUSED(table);
}

void TestInputs::csvSampleIsMappedAndBadFilesAreRefused()
{
    QTemporaryDir dir;
    QByteArray csv = "device,ts\n"; // more rows than the generators' default sample
    for (int i = 0; i < 12000; ++i)
        csv += QByteArray::number(i % 50) + ',' + QByteArray::number(1767225600000 + i) + '\n';
    QVERIFY(TestUtil::writeFile(dir.filePath(QStringLiteral("readings.csv")), csv));
    QVERIFY(TestUtil::writeFile(dir.filePath(QStringLiteral("broken.csv")), "device,ts\n1,2\n3\n"));

    MainWindow window;
    window.show();
    QVERIFY(window.editActions()->addTable());
    QVERIFY(window.rowKeyBuilder()->commitNotation(QStringLiteral("[device_id][ts:long]")));
    SampleDataPanel *sample = window.sampleData();
    const SampleSettings before = window.project().tables.first().sample;

    // A file the reader refuses: one message with file and line, and the sample stays.
    QVERIFY(!sample->useCsvFile(dir.filePath(QStringLiteral("broken.csv"))));
    QVERIFY2(sample->message().contains(QStringLiteral("broken.csv:3")),
             qPrintable(sample->message()));
    QCOMPARE(window.project().tables.first().sample, before);

    QVERIFY(sample->useCsvFile(dir.filePath(QStringLiteral("readings.csv"))));
    QVERIFY(
        window.project().tables.first().sample.csvFile.endsWith(QStringLiteral("readings.csv")));
    // device_id is not a column yet: the sample cannot be built and the rules say why.
    QVERIFY(hasFinding(window, QStringLiteral("HBD-SAMPLE-001")));
    QVERIFY(sample->setCsvColumn(QStringLiteral("device_id"), QStringLiteral("device")));
    QVERIFY(!hasFinding(window, QStringLiteral("HBD-SAMPLE-001")));
    QCOMPARE(sample->firstRows()->horizontalHeaderItem(0)->text(), QStringLiteral("device_id"));
    QCOMPARE(sample->firstRows()->item(1, 0)->text(), QStringLiteral("1"));
    auto *combo = sample->findChild<QComboBox *>(QStringLiteral("csvColumn_device_id"));
    QVERIFY(combo);
    QCOMPARE(combo->currentText(), QStringLiteral("device"));
    QVERIFY2(sample->findChild<QLabel *>(QStringLiteral("csvInfo"))
                 ->text()
                 .startsWith(QStringLiteral("12,000 rows; columns: device, ts")),
             qPrintable(sample->findChild<QLabel *>(QStringLiteral("csvInfo"))->text()));
    // The whole file is the sample.
    QCOMPARE(window.project().tables.first().sample.rows, SampleSettings::kAllRows);
    QVERIFY(waitForPreview(window));
    QCOMPARE(window.previews()->keyOrder()->model()->rowCount(), 12000);
    // Someone appends rows to the file: the panel and the preview read it again by themselves.
    QByteArray more = csv;
    for (int i = 0; i < 1000; ++i)
        more += QByteArray::number(i % 50) + ',' + QByteArray::number(1767225700000 + i) + '\n';
    QVERIFY(TestUtil::writeFile(dir.filePath(QStringLiteral("readings.csv")), more));
    QTRY_COMPARE_WITH_TIMEOUT(window.previews()->keyOrder()->model()->rowCount(), 13000, 10000);
    QVERIFY(sample->findChild<QLabel *>(QStringLiteral("csvInfo"))
                ->text()
                .startsWith(QStringLiteral("13,000 rows")));
    // Findings measured on the CSV rows rest on them.
    QCOMPARE(Linter::sampleBasis(window.project().tables.first()), SampleBasis::Csv);

    // Back to generators: the CSV file is left, the generators are there again.
    QVERIFY(sample->useGenerators());
    QVERIFY(window.project().tables.first().sample.csvFile.isEmpty());
    QVERIFY(generatorOf(window, QStringLiteral("device_id")));
}

void TestInputs::guessesFollowGrowthUntilAccepted()
{
    MainWindow window;
    QVERIFY(window.editActions()->addTable());
    QVERIFY(window.rowKeyBuilder()->commitNotation(QStringLiteral("[device_id][ts:long]")));
    QCOMPARE(generatorOf(window, QStringLiteral("ts"))->ratePerSecond, 100.0); // no growth yet
    // The growth comes later: the guessed timestamps keep its pace.
    QCOMPARE(editProperty(window, QStringLiteral("volume.rowsPerDay"), QStringLiteral("500 / s")),
             QString());
    QCOMPARE(generatorOf(window, QStringLiteral("ts"))->ratePerSecond, 500.0);
    QVERIFY(generatorOf(window, QStringLiteral("ts"))->guessed);
    // Accepted as it is, it is the user's: the growth no longer moves it.
    SampleDataPanel *sample = window.sampleData();
    sample->selectField(QStringLiteral("ts"));
    QVERIFY(sample->findChild<QPushButton *>(QStringLiteral("acceptGuess"))->isEnabled());
    QVERIFY(sample->acceptGuess(QStringLiteral("ts")));
    QVERIFY(!generatorOf(window, QStringLiteral("ts"))->guessed);
    QVERIFY(!sample->findChild<QPushButton *>(QStringLiteral("acceptGuess"))->isEnabled());
    QCOMPARE(editProperty(window, QStringLiteral("volume.rowsPerDay"), QStringLiteral("800 / s")),
             QString());
    QCOMPARE(generatorOf(window, QStringLiteral("ts"))->ratePerSecond, 500.0);
    // Each of these was one step: two undos give the guess back.
    window.document()->undoStack()->undo();
    window.document()->undoStack()->undo();
    QVERIFY(generatorOf(window, QStringLiteral("ts"))->guessed);
}

void TestInputs::accessHeadersAreNotClippedInChinese()
{
    // In a narrow dock the last header, 每次请求涉及的 Region 数, was cut to what was left; at
    // 1280x720 the fourth, 已确定的行键段. Long headers take two lines, each whole, and the
    // tooltip says the header on one line.
    Document document;
    openChatInChinese(&document);
    AccessPatternsPanel panel(&document);
    QVERIFY(shown(&panel, QSize(520, 360)));
    auto *view = panel.findChild<QTableView *>(QStringLiteral("accessView"));
    QVERIFY(view);
    const QHeaderView *header = view->horizontalHeader();
    QStringList texts;
    for (int section = 0; section < header->count(); ++section) {
        const QString text = view->model()->headerData(section, Qt::Horizontal).toString();
        texts << view->model()->headerData(section, Qt::Horizontal, Qt::ToolTipRole).toString();
        if (view->isColumnHidden(section))
            continue; // a detail a narrow list leaves to the tooltip (below)
        int widest = 0;
        for (const QString &line : text.split(u'\n'))
            widest = std::max(widest, header->fontMetrics().horizontalAdvance(line));
        QVERIFY2(header->sectionSize(section) >= widest,
                 qPrintable(text + QStringLiteral(": %1 px").arg(header->sectionSize(section))));
    }
    QVERIFY2(texts.contains(QStringLiteral("已确定的行键段")), qPrintable(texts.join(u'|')));
    QCOMPARE(view->model()->headerData(3, Qt::Horizontal).toString(),
             QStringLiteral("已确定的\n行键段"));
    // Two lines take half the width of one: the list keeps more of its columns in sight.
    QVERIFY(header->sectionSize(3) < header->fontMetrics().horizontalAdvance(texts[3]));
    // Narrow, the list keeps how each pattern is served in sight, without scrolling sideways:
    // the known fields, scans, bound segments and regions give way, and the Served by cell's
    // tooltip holds them.
    const auto visibleWidth = [view] {
        int width = 0;
        for (int section = 0; section < view->horizontalHeader()->count(); ++section)
            width += view->isColumnHidden(section) ? 0 : view->columnWidth(section);
        return width;
    };
    QVERIFY(!view->isColumnHidden(AccessModel::PatternColumn));
    QVERIFY(!view->isColumnHidden(AccessModel::MethodColumn));
    QVERIFY(view->isColumnHidden(AccessModel::FieldsColumn));
    QVERIFY2(
        visibleWidth() <= view->viewport()->width(),
        qPrintable(QStringLiteral("%1 > %2").arg(visibleWidth()).arg(view->viewport()->width())));
    AccessAnalysis::Result measured;
    measured.pattern = QStringLiteral("conversation in a time range");
    measured.method = AccessAnalysis::Method::FullScan;
    measured.boundSegments = 0;
    measured.scans = 1;
    panel.showResults(QStringLiteral("MOMO_CHAT:MSG"), {measured});
    const QString tip =
        view->model()->index(2, AccessModel::MethodColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("MOMO_CHAT:MSG_BY_CONVERSATION")) &&
                 tip.contains(QStringLiteral("sender、receiver")) &&
                 tip.contains(QStringLiteral("已确定的行键段: 0")),
             qPrintable(tip));
    shoot(&panel, QStringLiteral("access-narrow-zh_CN.png"));
    // Wide, every column again.
    panel.resize(2600, 360);
    QCoreApplication::processEvents();
    for (int section = 0; section < header->count(); ++section)
        QVERIFY2(!view->isColumnHidden(section), qPrintable(texts[section]));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QVERIFY2(texts.contains(QStringLiteral("每次请求涉及的 Region 数")),
             qPrintable(texts.join(u'|')));
}

// In Chinese the list shows a pattern's Chinese name and the editor edits it beside the pattern's
// own name, as one undoable edit; emptied, the English name shows again. In English there is no
// such field.
void TestInputs::patternNamesAreEditedInTheInterfacesLanguage()
{
    Document document;
    openChatInChinese(&document);
    AccessPatternsPanel panel(&document);
    QVERIFY(shown(&panel, QSize(760, 420)));
    panel.setCurrentRow(0);
    auto *name = panel.findChild<QLineEdit *>(QStringLiteral("patternName"));
    auto *chinese = panel.findChild<QLineEdit *>(QStringLiteral("patternTranslatedName"));
    QVERIFY(name && chinese);
    QVERIFY(chinese->isVisible());
    QCOMPARE(name->text(), QStringLiteral("save message"));
    QCOMPARE(chinese->text(), QStringLiteral("保存消息"));
    QCOMPARE(panel.model()->index(0, AccessModel::PatternColumn).data().toString(),
             QStringLiteral("保存消息"));
    // A description longer than its field shows its start, and all of it in the tooltip.
    auto *description = panel.findChild<QLineEdit *>(QStringLiteral("patternDescription"));
    QVERIFY(description->fontMetrics().horizontalAdvance(description->text()) >
            description->width());
    QCOMPARE(description->cursorPosition(), 0);
    QCOMPARE(description->toolTip(), description->text());
    shoot(&panel, QStringLiteral("access-names-zh_CN.png"));

    const auto pattern = [&document] {
        return document.project().findTable(QStringLiteral("MOMO_CHAT:MSG"))->accessPatterns[0];
    };
    chinese->setFocus();
    chinese->setText(QStringLiteral("保存一条消息")); // (QTest types ASCII only)
    QTest::keyClick(chinese, Qt::Key_Return);
    QCOMPARE(pattern().name, QStringLiteral("save message"));
    QCOMPARE(nameIn(pattern(), QStringLiteral("zh_CN")), QStringLiteral("保存一条消息"));
    QCOMPARE(panel.model()->index(0, AccessModel::PatternColumn).data().toString(),
             QStringLiteral("保存一条消息"));
    QCOMPARE(document.undoStack()->count(), 1);
    // Emptied, the pattern has no Chinese name: the list shows its own.
    chinese->selectAll();
    QTest::keyClick(chinese, Qt::Key_Delete);
    QTest::keyClick(chinese, Qt::Key_Return);
    QVERIFY(!pattern().i18n.has(QStringLiteral("zh_CN"), TextField::Name));
    QCOMPARE(panel.model()->index(0, AccessModel::PatternColumn).data().toString(),
             QStringLiteral("save message"));
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(nameIn(pattern(), QStringLiteral("zh_CN")), QStringLiteral("保存消息"));
    QCOMPARE(chinese->text(), QStringLiteral("保存消息"));
    QVERIFY(!document.isModified());

    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QTRY_VERIFY(!chinese->isVisible());
    QCOMPARE(name->text(), QStringLiteral("save message"));
}

QTEST_MAIN(TestInputs)
#include "tst_inputs.moc"
