// File > Compare With and the Migration tab (docs/designer.md#compare-with): the chat example
// compared with a deployed copy that has a family the design dropped and another compression.
// HBase's rules (docs/hbase-reference.md §5.11) say what to expect: a deleted family removes
// data and its alter is {NAME => 'F', METHOD => 'delete'}; a compression change applies to new
// store files only. Runs offscreen on a 1280×720 screen and saves screenshots of the tab in
// English and in Chinese.
#include "guiutil.h"
#include "model/io/projectfile.h"
#include "model/rowkey/rowkeynotation.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/files/filecontroller.h"
#include "ui/mainwindow.h"
#include "ui/migrate/changesmodel.h"
#include "ui/migrate/migrationpanel.h"
#include "ui/script/scriptpreview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace {

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
    QDir().mkpath(dir);
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

// The deployed version: the chat example with a family OLD on MSG that the design no longer has,
// MSG_BY_CONVERSATION compressed with SNAPPY where the design says GZ, and MSG_BY_TIME keeping 3
// versions where the design keeps 1.
QString writeDeployed(const QTemporaryDir &dir)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(TestUtil::chatExample());
    Project deployed = std::move(*loaded.project);
    ColumnFamily old;
    old.name = QStringLiteral("OLD");
    GuiUtil::tableNamed(deployed, QStringLiteral("MOMO_CHAT:MSG")).families.append(old);
    GuiUtil::tableNamed(deployed, QStringLiteral("MOMO_CHAT:MSG_BY_CONVERSATION"))
        .families[0]
        .compression = Compression::Snappy;
    GuiUtil::tableNamed(deployed, QStringLiteral("MOMO_CHAT:MSG_BY_TIME")).families[0].versions = 3;
    const QString path = dir.filePath(QStringLiteral("deployed.json"));
    QString error;
    if (!ProjectFile::save(deployed, path, &error))
        qFatal("%s", qPrintable(error));
    return path;
}

// The row of the change to `path`'s `attribute` ("" for a family or table itself), or -1.
int rowOf(const ChangesModel *model, const QString &path, const QString &attribute = {})
{
    for (int row = 0; row < model->rowCount(); ++row) {
        const SchemaChange &c = model->changes().at(row);
        if (c.path == path && c.attribute == attribute)
            return row;
    }
    return -1;
}

QString scriptText(MigrationPanel *panel)
{
    return panel->preview()->toPlainText();
}

} // namespace

class TestMigrationTab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(GuiUtil::startSession(QStringLiteral("tst_migrationtab"))); }
    void comparedChangesAndTheirMigration();
    void aDescribeOutputIsComparedWithoutSplitKeys();
    void theCreateScriptOfTheDesignChangesNothing();
    void anEditUpdatesTheTab();
    void screenshotsInBothLanguages();
    void optionsByKeyboard();
};

void TestMigrationTab::comparedChangesAndTheirMigration()
{
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    MigrationPanel *panel = window.migrationPanel();
    QAbstractItemModelTester tester(panel->changes());

    // Nothing compared: the tab says so, nothing can be saved.
    window.centralTabs()->setCurrentWidget(panel);
    QVERIFY(!panel->hasTarget());
    QCOMPARE(panel->changes()->rowCount(), 0);
    QVERIFY(panel->heading()->text().startsWith(QStringLiteral("Nothing is compared")));
    QVERIFY(!panel->saveAction()->isEnabled());
    // Risk and Object are wide enough for a risk's name and a family's path before any change.
    const QFontMetrics metrics = panel->changesView()->fontMetrics();
    QVERIFY(panel->changesView()->columnWidth(ChangesModel::RiskColumn) >
            metrics.horizontalAdvance(QStringLiteral("Rewrites store files")));
    QVERIFY(panel->changesView()->columnWidth(ChangesModel::ObjectColumn) >
            metrics.horizontalAdvance(QStringLiteral("MOMO_CHAT:MSG/C1")));
    window.centralTabs()->setCurrentIndex(0);

    // Compare With shows the tab and lists each change with its risk.
    QVERIFY2(panel->compareWith(writeDeployed(dir), &error), qPrintable(error));
    QCOMPARE(window.centralTabs()->currentWidget(), panel);
    const ChangesModel *changes = panel->changes();
    QCOMPARE(changes->rowCount(), 3);
    const int dropped = rowOf(changes, QStringLiteral("MOMO_CHAT:MSG/OLD"));
    QVERIFY(dropped >= 0);
    QCOMPARE(changes->data(changes->index(dropped, 0), ChangesModel::RiskRole).toInt(),
             int(ChangeRisk::RemovesData));
    QCOMPARE(changes->index(dropped, ChangesModel::RiskColumn).data().toString(),
             QStringLiteral("Removes data"));
    const int codec = rowOf(changes, QStringLiteral("MOMO_CHAT:MSG_BY_CONVERSATION/C1"),
                            QStringLiteral("COMPRESSION"));
    QVERIFY(codec >= 0);
    QCOMPARE(changes->data(changes->index(codec, 0), ChangesModel::RiskRole).toInt(),
             int(ChangeRisk::RewritesStoreFiles));
    const QModelIndex codecRisk = changes->index(codec, ChangesModel::RiskColumn);
    QVERIFY(!codecRisk.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(
        codecRisk.data(Qt::ToolTipRole).toString().contains(QStringLiteral("major compaction")));
    // Fewer versions hides the older ones at once and compactions delete them.
    const int versions =
        rowOf(changes, QStringLiteral("MOMO_CHAT:MSG_BY_TIME/C1"), QStringLiteral("VERSIONS"));
    QVERIFY(versions >= 0);
    QCOMPARE(changes->data(changes->index(versions, 0), ChangesModel::RiskRole).toInt(),
             int(ChangeRisk::RemovesData));
    // The most dangerous first, at the top of the list: both data-removing changes above the
    // codec, which the diff found between them (MSG_BY_CONVERSATION before MSG_BY_TIME).
    QCOMPARE(dropped, 0);
    QCOMPARE(versions, 1);
    QCOMPARE(codec, 2);

    // Without Allow data loss nothing is written: the tab lists the change that removes data.
    QVERIFY(!panel->allowDataLossBox()->isChecked());
    QVERIFY(panel->result().script.isEmpty());
    QVERIFY(panel->verdict()->text().contains(QStringLiteral("Allow data loss")));
    QVERIFY(scriptText(panel).contains(QStringLiteral("These changes remove data")));
    QVERIFY(scriptText(panel).contains(QStringLiteral("MOMO_CHAT:MSG/OLD")));
    QVERIFY(scriptText(panel).contains(QStringLiteral("MOMO_CHAT:MSG_BY_TIME/C1")));
    QVERIFY(!scriptText(panel).contains(QStringLiteral("alter ")));
    QVERIFY(!panel->saveAction()->isEnabled());

    // Allowed: the alter lines HBase needs.
    panel->allowDataLossBox()->setChecked(true);
    QVERIFY2(scriptText(panel).contains(
                 QStringLiteral("alter 'MOMO_CHAT:MSG', {NAME => 'OLD', METHOD => 'delete'}")),
             qPrintable(scriptText(panel)));
    QVERIFY(scriptText(panel).contains(QStringLiteral(
        "alter 'MOMO_CHAT:MSG_BY_CONVERSATION', {NAME => 'C1', COMPRESSION => 'GZ'}")));
    QVERIFY(scriptText(panel).contains(
        QStringLiteral("# major_compact 'MOMO_CHAT:MSG_BY_CONVERSATION'")));
    QVERIFY(scriptText(panel).contains(
        QStringLiteral("alter 'MOMO_CHAT:MSG_BY_TIME', {NAME => 'C1', VERSIONS => 1}")));
    QVERIFY(panel->saveAction()->isEnabled());

    // Data loss is allowed for one comparison: comparing again asks again.
    QVERIFY2(panel->compareWith(writeDeployed(dir), &error), qPrintable(error));
    QVERIFY(!panel->allowDataLossBox()->isChecked());
    QVERIFY(!scriptText(panel).contains(QStringLiteral("METHOD => 'delete'")));
    QVERIFY(panel->heading()->text().contains(QStringLiteral(").")));
    panel->allowDataLossBox()->setChecked(true);

    // The script follows the design as it is edited, as the Script tab does, and undo.
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG/C1"));
    QCOMPARE(GuiUtil::editProperty(window, QStringLiteral("versions"), QStringLiteral("5")),
             QString());
    QVERIFY2(scriptText(panel).contains(QStringLiteral("{NAME => 'C1', VERSIONS => 5}")),
             qPrintable(scriptText(panel)));
    QCOMPARE(changes->rowCount(), 4);
    window.document()->undoStack()->undo();
    QVERIFY(!scriptText(panel).contains(QStringLiteral("VERSIONS => 5")));

    // The options of `migrate`: offline and the dialect.
    panel->offlineBox()->setChecked(true);
    QVERIFY(scriptText(panel).contains(QStringLiteral("disable 'MOMO_CHAT:MSG'\nalter")));
    panel->dialectBox()->setCurrentIndex(panel->dialectBox()->findData(QStringLiteral("2.4")));
    QVERIFY(scriptText(panel).contains(QStringLiteral("# Target: HBase 2.4\n")));

    // Save writes the script shown, naming itself in the header.
    const QString saved = dir.filePath(QStringLiteral("chat-alter.rb"));
    QVERIFY2(panel->saveTo(saved, &error), qPrintable(error));
    const QString written = QString::fromUtf8(TestUtil::readAll(saved));
    QVERIFY(written.contains(QStringLiteral("hbase shell -n chat-alter.rb")));
    QVERIFY(written.contains(QStringLiteral("{NAME => 'OLD', METHOD => 'delete'}")));
    QVERIFY(written.endsWith(QStringLiteral("exit\n")));
    // The tab shows the script as saved: its header names the file too, not chat-messages-alter.rb.
    QVERIFY2(scriptText(panel).contains(QStringLiteral("hbase shell -n chat-alter.rb")),
             qPrintable(scriptText(panel)));

    // A new row key for one table: its plan, and the other tables' commands still written.
    QVERIFY(window.document()->edit(QStringLiteral("re-key"), [](Project *p, QString *) {
        GuiUtil::tableNamed(*p, QStringLiteral("MOMO_CHAT:MSG_BY_TIME")).rowKey =
            RowKeyNotation::parse(QStringLiteral("[receiver] '_' [rev(ts):long]")).key;
        return true;
    }));
    const int rekeyed = rowOf(changes, QStringLiteral("MOMO_CHAT:MSG_BY_TIME#rowkey"));
    QVERIFY(rekeyed >= 0);
    QCOMPARE(changes->data(changes->index(rekeyed, 0), ChangesModel::RiskRole).toInt(),
             int(ChangeRisk::NotPossibleWithAlter));
    QVERIFY(panel->verdict()->text().contains(QStringLiteral("MOMO_CHAT:MSG_BY_TIME")));
    QVERIFY(
        scriptText(panel).contains(QStringLiteral("# Migration plan for MOMO_CHAT:MSG_BY_TIME")));
    QVERIFY(scriptText(panel).contains(QStringLiteral("{NAME => 'OLD', METHOD => 'delete'}")));
    // The re-keyed table's own VERSIONS change is the plan's: no command for it.
    QVERIFY(!scriptText(panel).contains(QStringLiteral("alter 'MOMO_CHAT:MSG_BY_TIME'")));
    // Refused for data loss, the plan is shown beside the changes that remove data.
    panel->allowDataLossBox()->setChecked(false);
    QVERIFY(scriptText(panel).contains(QStringLiteral("These changes remove data")));
    QVERIFY(scriptText(panel).contains(QStringLiteral("Migration plan for MOMO_CHAT:MSG_BY_TIME")));

    // Clear: nothing compared any more.
    panel->clearButton()->click();
    QVERIFY(!panel->hasTarget());
    QCOMPARE(changes->rowCount(), 0);
    QVERIFY(panel->heading()->text().startsWith(QStringLiteral("Nothing is compared")));
    QVERIFY(!panel->clearButton()->isEnabled());
    QVERIFY(!panel->saveAction()->isEnabled());

    // The compared version belongs to the document: a new project forgets it.
    QVERIFY(panel->compareWith(dir.filePath(QStringLiteral("deployed.json")), &error));
    const Project reopened = window.project();
    window.document()->reset(reopened, window.filePath()); // as File > Open does

    QVERIFY(!panel->hasTarget());
}

void TestMigrationTab::aDescribeOutputIsComparedWithoutSplitKeys()
{
    // describe lists no regions (docs/hbase-reference.md §5.8): the pre-split of the design is
    // not a change, and no split command is written.
    MainWindow window;
    window.show();
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    MigrationPanel *panel = window.migrationPanel();
    QVERIFY2(panel->compareWith(
                 TestUtil::dataPath(QStringLiteral("import/seed-momo-chat.describe.txt")), &error),
             qPrintable(error));
    // What the comparison leaves out is in the heading's tooltip (and the script's header), the
    // heading itself stays short for a projector's tab.
    QVERIFY(panel->heading()->toolTip().contains(QStringLiteral("split keys are not compared")));
    QVERIFY(panel->heading()->text().contains(QStringLiteral("What it leaves out")));
    QVERIFY(!panel->heading()->text().contains(QStringLiteral("split keys")));
    // The next Compare With opens in the folder of this one.
    QCOMPARE(QSettings().value(QStringLiteral("compareWith/lastDirectory")).toString(),
             QFileInfo(TestUtil::dataPath(QStringLiteral("import/x"))).absolutePath());
    // Nor is what describe states that the design does not: no row-key design, and attributes
    // the cluster keeps (hbase.store.file-tracker.impl, INDEX_BLOCK_ENCODING) stay as deployed.
    for (const SchemaChange &c : panel->changes()->changes()) {
        QVERIFY2(c.target != ChangeTarget::SplitKey, qPrintable(c.path));
        QVERIFY2(c.target != ChangeTarget::RowKey, qPrintable(c.path));
        QVERIFY2(!c.message.contains(QStringLiteral("INDEX_BLOCK_ENCODING")) &&
                     !c.message.contains(QStringLiteral("file-tracker")),
                 qPrintable(c.message));
    }
    // describe's TTL 'FOREVER' (2147483647) shows as FOREVER, the new one with its days.
    const int ttl =
        rowOf(panel->changes(), QStringLiteral("MOMO_CHAT:MSG/C1"), QStringLiteral("TTL"));
    QVERIFY(ttl >= 0);
    QVERIFY2(
        panel->changes()
            ->index(ttl, ChangesModel::ChangeColumn)
            .data()
            .toString()
            .contains(QStringLiteral("TTL of MOMO_CHAT:MSG/C1: FOREVER -> 15552000 (180 d)")),
        qPrintable(panel->changes()->index(ttl, ChangesModel::ChangeColumn).data().toString()));
    panel->allowDataLossBox()->setChecked(true);
    const QString script = scriptText(panel);
    QVERIFY2(
        script.contains(QStringLiteral("# TTL of MOMO_CHAT:MSG/C1: FOREVER -> 15552000 (180 d)")),
        qPrintable(script));
    QVERIFY2(!script.contains(QStringLiteral("\nsplit ")), qPrintable(script));
    QVERIFY2(!script.contains(QStringLiteral("table_att_unset")), qPrintable(script));
    QVERIFY2(!script.contains(QStringLiteral("INDEX_BLOCK_ENCODING")), qPrintable(script));
    // The seed table's family C1 compressed with GZ in the design: one alter for MSG.
    QVERIFY2(script.contains(QStringLiteral("alter 'MOMO_CHAT:MSG',")), qPrintable(script));
    // Tables the describe output did not have are created.
    QVERIFY(script.contains(QStringLiteral("create 'MOMO_CHAT:MSG_BY_TIME'")));
}

void TestMigrationTab::theCreateScriptOfTheDesignChangesNothing()
{
    // The design's own create script, read back as a shell script, is the design: its split keys
    // are known (NUMREGIONS + SPLITALGO), so they are compared and equal, and the row-key designs
    // a script cannot state are not compared: no change, and no command.
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    const QString script = dir.filePath(QStringLiteral("create.rb"));
    QVERIFY2(window.exportScript(script, &error), qPrintable(error));
    MigrationPanel *panel = window.migrationPanel();
    QVERIFY2(panel->compareWith(script, &error), qPrintable(error));
    QVERIFY(!panel->heading()->text().contains(QStringLiteral("split keys are not compared")));
    QCOMPARE(panel->changes()->rowCount(), 0);
    QVERIFY(panel->result().ok());
    for (const QString &line : scriptText(panel).split(u'\n'))
        QVERIFY2(line.isEmpty() || line.startsWith(u'#') || line == u"exit", qPrintable(line));
    QVERIFY2(scriptText(panel).contains(QStringLiteral("from create.rb to chat-messages.json.")),
             qPrintable(scriptText(panel)));

    // An untitled design has no file: the header says so rather than naming a file that may be
    // another one (chat-messages.json beside it).
    const Project design = window.document()->project();
    window.files()->openUntitled(design, QStringLiteral("chat-messages"));
    QVERIFY2(panel->compareWith(script, &error), qPrintable(error));
    QVERIFY2(scriptText(panel).contains(
                 QStringLiteral("from create.rb to the unsaved project \"chat-messages\".")),
             qPrintable(scriptText(panel)));

    // The same script with one "}" too many in a create: Ruby refuses it, so the shell never ran
    // it. Compare With refuses it with the file and line, and keeps the comparison it had.
    QByteArray text = TestUtil::readAll(script);
    const qsizetype create = text.indexOf("\ncreate '");
    QVERIFY(create > 0);
    const qsizetype end = text.indexOf("}\n", create);
    QVERIFY(end > 0);
    text.insert(end, '}');
    const QString bad = dir.filePath(QStringLiteral("bad.rb"));
    QVERIFY(TestUtil::writeFile(bad, text));
    const int line = int(text.left(end).count('\n')) + 1;
    QVERIFY(!panel->compareWith(bad, &error));
    QVERIFY2(
        error.contains(bad + QStringLiteral(":%1: create: a \"}\" that closes nothing").arg(line)),
        qPrintable(error));
    QVERIFY2(scriptText(panel).contains(QStringLiteral("from create.rb to")),
             qPrintable(scriptText(panel)));
    // The message box opens with a line saying that nothing was compared, in both languages.
    QVERIFY(MigrationPanel::compareFailure(bad, error)
                .startsWith(QStringLiteral("Nothing was compared: bad.rb cannot be read.\n\n") +
                            error));
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    const QString chinese = MigrationPanel::compareFailure(bad, error);
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QVERIFY2(chinese.section(u'\n', 0, 0).contains(QStringLiteral("bad.rb")) &&
                 !chinese.section(u'\n', 0, 0).contains(QStringLiteral("Nothing")) &&
                 chinese.endsWith(error),
             qPrintable(chinese));
}

void TestMigrationTab::anEditUpdatesTheTab()
{
    // The logs example pre-splits at keys recommended from its sample: the migration computes
    // them for both versions on every edit while the tab is in sight.
    MainWindow window;
    window.show();
    QString error;
    const QString logs = TestUtil::sourcePath(QStringLiteral("examples/logs.json"));
    QVERIFY(window.openFile(logs, &error));
    QCoreApplication::processEvents();
    MigrationPanel *panel = window.migrationPanel();
    QVERIFY(panel->compareWith(logs, &error));
    const QString table = window.project().tables.first().fullName();
    const QString family = table + u'/' + window.project().tables.first().families.first().name;
    window.document()->select(family);
    QElapsedTimer timer;
    timer.start();
    constexpr int kEdits = 5;
    for (int versions = 2; versions < 2 + kEdits; ++versions) {
        QCOMPARE(
            GuiUtil::editProperty(window, QStringLiteral("versions"), QString::number(versions)),
            QString());
        QVERIFY(scriptText(panel).contains(QStringLiteral("VERSIONS => %1").arg(versions)));
    }
    const qint64 perEdit = timer.elapsed() / kEdits;
    // Reported, not asserted: a timed test fails on a busy machine; the budget is bench's.
    qInfo("an edit reaches the Migration tab in %lld ms (logs example, recommended splits)",
          perEdit);
}

void TestMigrationTab::screenshotsInBothLanguages()
{
    QTemporaryDir dir;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QVERIFY(Translations::installForLocale(language));
        MainWindow window;
        window.show();
        QString error;
        QVERIFY(window.openFile(TestUtil::chatExample(), &error));
        MigrationPanel *panel = window.migrationPanel();
        QVERIFY(panel->compareWith(writeDeployed(dir), &error));
        QVERIFY(window.document()->edit(QStringLiteral("re-key"), [](Project *p, QString *) {
            GuiUtil::tableNamed(*p, QStringLiteral("MOMO_CHAT:MSG_BY_TIME")).rowKey =
                RowKeyNotation::parse(QStringLiteral("[receiver] '_' [rev(ts):long]")).key;
            return true;
        }));
        panel->allowDataLossBox()->setChecked(true);
        QVERIFY(GuiUtil::waitForPreview(window));
        // Every control of the tab's bar is whole in a projector's window.
        for (QWidget *w : {static_cast<QWidget *>(panel->clearButton()),
                           static_cast<QWidget *>(panel->allowDataLossBox())}) {
            QVERIFY2(!w->visibleRegion().isEmpty() && w->width() >= w->sizeHint().width(),
                     qPrintable(w->objectName()));
        }
        // On a projector's screen the list shows several changes whole (it showed 2 rows of 4),
        // and the script below it several lines.
        if (window.screen()->availableGeometry().height() <= 720) {
            QTableView *list = panel->changesView();
            QCOMPARE(list->model()->rowCount(), 4);
            const int shown = list->viewport()->height() / list->rowHeight(0);
            QVERIFY2(shown >= 3, qPrintable(QString::number(shown)));
            const int lines = panel->preview()->viewport()->height() /
                              panel->preview()->fontMetrics().lineSpacing();
            QVERIFY2(lines >= 6, qPrintable(QString::number(lines)));
        }
        saveScreenshot(&window, QStringLiteral("migration-1280-") + language);
        if (language == u"zh_CN") {
            QVERIFY(panel->heading()->text().contains(QStringLiteral("比较")));
        }
    }
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

// The tab's options by keyboard, as a user without a mouse sets them: Space ticks a box, the
// arrow keys choose the dialect, and the script follows each at once.
void TestMigrationTab::optionsByKeyboard()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(GuiUtil::showActive(window));
    QString error;
    QVERIFY2(window.openFile(TestUtil::chatExample(), &error), qPrintable(error));
    MigrationPanel *panel = window.migrationPanel();
    QVERIFY2(panel->compareWith(writeDeployed(dir), &error), qPrintable(error));
    QCoreApplication::processEvents();
    QVERIFY(!scriptText(panel).contains(QStringLiteral("METHOD => 'delete'")));
    panel->allowDataLossBox()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(panel->allowDataLossBox(), Qt::Key_Space);
    QVERIFY(panel->allowDataLossBox()->isChecked());
    QVERIFY2(scriptText(panel).contains(QStringLiteral("{NAME => 'OLD', METHOD => 'delete'}")),
             qPrintable(scriptText(panel)));
    panel->offlineBox()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(panel->offlineBox(), Qt::Key_Space);
    QVERIFY(scriptText(panel).contains(QStringLiteral("disable 'MOMO_CHAT:MSG'\nalter")));
    QComboBox *dialect = panel->dialectBox();
    dialect->setFocus(Qt::TabFocusReason);
    const QString before = dialect->currentData().toString();
    QTest::keyClick(dialect, dialect->currentIndex() > 0 ? Qt::Key_Up : Qt::Key_Down);
    const QString chosen = dialect->currentData().toString();
    QVERIFY(chosen != before);
    QVERIFY2(scriptText(panel).contains(QStringLiteral("# Target: HBase %1\n").arg(chosen)),
             qPrintable(scriptText(panel).left(400)));
    // Tab goes on from the options without leaving the window or dropping the focus.
    QTest::keyClick(dialect, Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget() && QApplication::focusWidget()->window() == &window);
}

QTEST_MAIN(TestMigrationTab)
#include "tst_migrationtab.moc"
