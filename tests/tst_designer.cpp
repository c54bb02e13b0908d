// The designer window driven as a user edits: add a table and families through the menus, set
// properties through the property editor, watch the tree, problems and script follow, undo back
// to the start. Runs offscreen.
#include "document.h"
#include "editactions.h"
#include "examplegallery.h"
#include "filecontroller.h"
#include "guiutil.h"
#include "linter.h"
#include "mainwindow.h"
#include "preferencesdialog.h"
#include "previewdocks.h"
#include "previewservice.h"
#include "problemspanel.h"
#include "projectfile.h"
#include "projecttreemodel.h"
#include "propertyeditor.h"
#include "propertymodel.h"
#include "propertysheet.h"
#include "regionschart.h"
#include "regionspanel.h"
#include "rowkeybuilder.h"
#include "scriptpanel.h"
#include "scriptpreview.h"
#include "testutil.h"
#include "translator.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

namespace {

// Sets a property of the selected object as the editor does; returns the editor's message.
QString editProperty(MainWindow &window, const QString &id, const QString &text)
{
    PropertyModel *model = window.propertyEditor()->model();
    const QModelIndex index = model->indexOf(id);
    if (!index.isValid())
        return QStringLiteral("no property ") + id;
    if (model->data(index, PropertyModel::TypeRole).toInt() == int(Property::Type::Flag))
        model->setData(index, text == u"true" ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
    else
        model->setData(index, text);
    return window.propertyEditor()->message();
}

QString value(MainWindow &window, const QString &id)
{
    PropertyModel *model = window.propertyEditor()->model();
    return model->data(model->indexOf(id), Qt::EditRole).toString();
}

QByteArray serialized(const Project &project)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.json"));
    QString error;
    return ProjectFile::save(project, path, &error) ? TestUtil::readAll(path) : QByteArray();
}

bool hasFinding(MainWindow &window, const QString &rule)
{
    if (!GuiUtil::waitForPreview(window))
        return false;
    const QAbstractItemModel *problems = window.problemsView()->model();
    for (int row = 0; row < problems->rowCount(); ++row) {
        if (problems->index(row, 1).data().toString() == rule)
            return true;
    }
    return false;
}

} // namespace

class TestDesigner : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void buildsATableFromNothingAndUndoesToTheStart();
    void refusesWhatHBaseRefusesWithItsRule();
    void typingIntoOneFieldIsOneUndoStep();
    void renameKeepsTheSelection();
    void deleteAndUndoBringsTheObjectBackSelected();
    void splitStrategyShowsItsOwnProperties();
    void savesOpensAndTracksModified();
    void failedSaveKeepsTheDocumentModified();
    void modelsPassTheTester();
    void everyFixResolvesItsFinding();
    void problemsPanelFixesFiltersAndSuppresses();
    void scriptPanelOptionsCopyAndSave();
    void examplesOpenFromTheGallery();
    void recommendedSplitsFollowTheirTable();
    void wholeSessionUndoesToTheSavedBytes();
    void preferencesSwitchAndRememberTheLanguage();
};

void TestDesigner::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HBaseSchemaDesignerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_designer"));
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

void TestDesigner::buildsATableFromNothingAndUndoesToTheStart()
{
    MainWindow window;
    const QByteArray start = serialized(window.project());
    QVERIFY(!start.isEmpty());

    QVERIFY(window.editActions()->addTable());
    QCOMPARE(window.project().tables.size(), 1);
    const QString table = window.project().tables.first().fullName();
    QCOMPARE(window.document()->selection(), table);
    QCOMPARE(window.projectTree()->currentIndex().data(ProjectTreeModel::ObjectPathRole).toString(),
             table);
    QCOMPARE(value(window, QStringLiteral("name")), window.project().tables.first().name);
    QVERIFY(window.scriptPreview()->toPlainText().contains(QStringLiteral("create '")));
    QVERIFY(window.isWindowModified());

    // A second family, then its attributes.
    QVERIFY(window.editActions()->addFamily());
    const QString family = window.document()->selection();
    QVERIFY2(family.startsWith(table + u'/'), qPrintable(family));
    QCOMPARE(editProperty(window, QStringLiteral("versions"), QStringLiteral("3")), QString());
    QCOMPARE(editProperty(window, QStringLiteral("ttl"), QStringLiteral("7 days")), QString());
    QCOMPARE(editProperty(window, QStringLiteral("compression"), QStringLiteral("SNAPPY")),
             QString());
    QCOMPARE(editProperty(window, QStringLiteral("inMemory"), QStringLiteral("true")), QString());
    const ColumnFamily &f = window.project().tables.first().families.last();
    QCOMPARE(f.versions, 3);
    QCOMPARE(f.ttlSeconds, qint64(7 * 86400));
    QCOMPARE(f.compression, Compression::Snappy);
    QVERIFY(f.inMemory);
    QCOMPARE(value(window, QStringLiteral("ttl")), QStringLiteral("7 d"));
    const QString script = window.scriptPreview()->toPlainText();
    QVERIFY2(script.contains(QStringLiteral("VERSIONS => 3")), qPrintable(script));
    QVERIFY(script.contains(QStringLiteral("TTL => 604800")));
    QVERIFY(script.contains(QStringLiteral("COMPRESSION => 'SNAPPY'")));

    // The row key: a timestamp first is a hotspot the problems panel names.
    window.document()->select(table);
    QCOMPARE(editProperty(window, QStringLiteral("rowKey"), QStringLiteral("[ts:long] [id]")),
             QString());
    QCOMPARE(window.project().tables.first().rowKey.toNotation(), QStringLiteral("[ts:long] [id]"));
    QVERIFY(hasFinding(window, QStringLiteral("HBD-KEY-003")));

    // The split strategy, from the tree's pre-split item.
    window.document()->select(table + QStringLiteral("#splits"));
    QCOMPARE(editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("algorithm")),
             QString());
    QCOMPARE(editProperty(window, QStringLiteral("splits.regions"), QStringLiteral("8")),
             QString());
    QCOMPARE(window.project().tables.first().splits.kind, SplitKind::Algorithm);
    QVERIFY(window.scriptPreview()->toPlainText().contains(
        QStringLiteral("NUMREGIONS => 8, SPLITALGO => 'HexStringSplit'")));

    // Undo every step: the project is byte for byte what it was.
    QUndoStack *stack = window.document()->undoStack();
    QVERIFY(stack->count() >= 9);
    const QByteArray end = serialized(window.project());
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(serialized(window.project()), start);
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.project().tables.isEmpty());
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(serialized(window.project()), end);
}

void TestDesigner::refusesWhatHBaseRefusesWithItsRule()
{
    MainWindow window;
    window.editActions()->addTable();
    window.editActions()->addFamily();
    const Project before = window.project();
    const int commands = window.document()->undoStack()->count();

    QString message = editProperty(window, QStringLiteral("versions"), QStringLiteral("0"));
    QVERIFY2(message.contains(QStringLiteral("1 to")), qPrintable(message));
    // The validator's rule for a block size HBase refuses.
    message = editProperty(window, QStringLiteral("blockSize"), QStringLiteral("64 MB"));
    QVERIFY2(message.contains(QStringLiteral("HBD-ATTR-004")), qPrintable(message));
    message = editProperty(window, QStringLiteral("ttl"), QStringLiteral("7 fortnights"));
    QVERIFY2(message.contains(QStringLiteral("fortnights")), qPrintable(message));
    message = editProperty(window, QStringLiteral("name"), QStringLiteral("a:b"));
    QVERIFY2(!message.isEmpty(), qPrintable(message));
    // MIN_VERSIONS above VERSIONS: only the validator knows.
    message = editProperty(window, QStringLiteral("minVersions"), QStringLiteral("5"));
    QVERIFY2(message.contains(QStringLiteral("HBD-ATTR-002")), qPrintable(message));

    QVERIFY(window.project() == before);
    QCOMPARE(window.document()->undoStack()->count(), commands);

    // check() tells the editor the same while typing, without changing anything.
    PropertyModel *model = window.propertyEditor()->model();
    QVERIFY(!model->check(model->indexOf(QStringLiteral("blockSize")), QStringLiteral("64 MB"))
                 .isEmpty());
    QVERIFY(model->check(model->indexOf(QStringLiteral("blockSize")), QStringLiteral("32 KB"))
                .isEmpty());
    QVERIFY(window.project() == before);
}

void TestDesigner::typingIntoOneFieldIsOneUndoStep()
{
    MainWindow window;
    window.editActions()->addTable();
    window.editActions()->addFamily();
    const int commands = window.document()->undoStack()->count();
    editProperty(window, QStringLiteral("description"), QStringLiteral("a"));
    editProperty(window, QStringLiteral("description"), QStringLiteral("ab"));
    editProperty(window, QStringLiteral("description"), QStringLiteral("abc"));
    QCOMPARE(window.document()->undoStack()->count(), commands + 1);
    editProperty(window, QStringLiteral("versions"), QStringLiteral("2"));
    QCOMPARE(window.document()->undoStack()->count(), commands + 2);
    window.document()->undoStack()->undo();
    window.document()->undoStack()->undo();
    QVERIFY(window.project().tables.first().families.last().description.isEmpty());
}

void TestDesigner::renameKeepsTheSelection()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG/C1"));
    QCOMPARE(editProperty(window, QStringLiteral("name"), QStringLiteral("m")), QString());
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:MSG/m"));
    QCOMPARE(window.projectTree()->currentIndex().data().toString(), QStringLiteral("m"));
    QVERIFY(window.scriptPreview()->toPlainText().contains(QStringLiteral("NAME => 'm'")));

    window.document()->select(QStringLiteral("MOMO_CHAT:MSG"));
    QCOMPARE(editProperty(window, QStringLiteral("name"), QStringLiteral("MESSAGES")), QString());
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:MESSAGES"));
    QCOMPARE(window.previewedTable(), QStringLiteral("MOMO_CHAT:MESSAGES"));

    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:MSG"));
    window.document()->undoStack()->redo();
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:MESSAGES"));
}

void TestDesigner::deleteAndUndoBringsTheObjectBackSelected()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    const Project original = window.project();
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG"));
    QVERIFY(window.editActions()->deleteSelected());
    QVERIFY(!window.project().findTable(u"MOMO_CHAT:MSG"));
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT"));
    QVERIFY(
        !window.scriptPreview()->toPlainText().contains(QStringLiteral("create 'MOMO_CHAT:MSG',")));
    window.document()->undoStack()->undo();
    QVERIFY(window.project() == original);
    QCOMPARE(window.document()->selection(), QStringLiteral("MOMO_CHAT:MSG"));
    QCOMPARE(window.projectTree()->currentIndex().data().toString(), QStringLiteral("MSG"));
    // The row key item cannot be deleted, only edited.
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG#rowkey"));
    QVERIFY(!window.editActions()->deleteSelected());
}

void TestDesigner::splitStrategyShowsItsOwnProperties()
{
    MainWindow window;
    window.editActions()->addTable();
    const QString splits = window.document()->selection() + QStringLiteral("#splits");
    window.document()->select(splits);
    PropertyModel *model = window.propertyEditor()->model();
    QCOMPARE(model->rowCount(), 1); // none: only the strategy
    const QStringList kinds =
        model->data(model->indexOf(QStringLiteral("splits.kind")), PropertyModel::ChoicesRole)
            .toStringList();
    QCOMPARE(kinds, kSplitKindNames.names());

    editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("explicit"));
    QVERIFY(model->indexOf(QStringLiteral("splits.keys")).isValid());
    QVERIFY(!model->indexOf(QStringLiteral("splits.regions")).isValid());
    QCOMPARE(editProperty(window, QStringLiteral("splits.keys"), QStringLiteral("b\nd\\x00\nf")),
             QString());
    const QList<QByteArray> keys = window.project().tables.first().splits.keys;
    QCOMPARE(keys, (QList<QByteArray>{"b", QByteArray("d\0", 2), "f"}));
    // Out of order: HBase refuses the list, and so does the editor.
    const QString message =
        editProperty(window, QStringLiteral("splits.keys"), QStringLiteral("b\na"));
    QVERIFY2(message.contains(QStringLiteral("HBD-SPLIT-001")), qPrintable(message));

    editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("startEnd"));
    QVERIFY(model->indexOf(QStringLiteral("splits.startKey")).isValid());
    QVERIFY(model->indexOf(QStringLiteral("splits.regions")).isValid());
    editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("saltBuckets"));
    QCOMPARE(model->data(model->index(1, 0)).toString(), QStringLiteral("Salt buckets"));
}

void TestDesigner::savesOpensAndTracksModified()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shop.json"));
    MainWindow window;
    window.editActions()->addTable();
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Untitled[*]")));
    QVERIFY(window.isWindowModified());
    QString error;
    QVERIFY2(window.files()->saveTo(path, &error), qPrintable(error));
    QVERIFY(!window.isWindowModified());
    QCOMPARE(window.windowTitle(), QStringLiteral("shop.json[*] - HBase Schema Designer"));
    QCOMPARE(window.files()->recentFiles().first(), QFileInfo(path).absoluteFilePath());

    window.editActions()->addFamily();
    QVERIFY(window.isWindowModified());
    window.document()->undoStack()->undo();
    QVERIFY(!window.isWindowModified()); // back at the saved state

    MainWindow second;
    QVERIFY2(second.openFile(path, &error), qPrintable(error));
    QVERIFY(second.project() == window.project());
    QVERIFY(!second.document()->undoStack()->canUndo());
}

void TestDesigner::failedSaveKeepsTheDocumentModified()
{
    QTemporaryDir dir;
    MainWindow window;
    window.editActions()->addTable();
    QString error;
    const QString path = dir.filePath(QStringLiteral("missing/dir/p.json"));
    QVERIFY(!window.files()->saveTo(path, &error));
    QVERIFY2(error.contains(QStringLiteral("p.json")), qPrintable(error));
    QVERIFY(window.isWindowModified());
    QVERIFY(window.filePath().isEmpty());
}

void TestDesigner::modelsPassTheTester()
{
    MainWindow window;
    QAbstractItemModelTester properties(window.propertyEditor()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester tree(window.projectTree()->model(),
                                  QAbstractItemModelTester::FailureReportingMode::QtTest);
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    for (const QString &path :
         {QString(), QStringLiteral("MOMO_CHAT"), QStringLiteral("MOMO_CHAT:MSG"),
          QStringLiteral("MOMO_CHAT:MSG#rowkey"), QStringLiteral("MOMO_CHAT:MSG#splits"),
          QStringLiteral("MOMO_CHAT:MSG/C1")}) {
        window.document()->select(path);
        QVERIFY2(window.propertyEditor()->model()->rowCount() > 0, qPrintable(path));
    }
    QVERIFY(window.editActions()->addQualifier());
    QCOMPARE(editProperty(window, QStringLiteral("type"), QStringLiteral("long")), QString());
    QCOMPARE(window.project().findTable(u"MOMO_CHAT:MSG")->family(u"C1")->qualifiers.last().type,
             ValueType::Long);
    window.document()->undoStack()->undo();
    window.document()->undoStack()->undo();
}

void TestDesigner::everyFixResolvesItsFinding()
{
    // For every case study, every finding the designer can fix: the edits are accepted and the
    // finding is gone when the design is linted again.
    QSet<QString> rulesFixed;
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    QList<Project> projects;
    for (const QString &name : examples.entryList({QStringLiteral("*.json")})) {
        const ProjectFile::LoadResult loaded = ProjectFile::load(examples.filePath(name));
        QVERIFY2(loaded.project, qPrintable(loaded.error));
        projects.append(*loaded.project);
    }
    // And the chat example spoiled on purpose: a long family name, MIN_VERSIONS without a TTL,
    // a retention without a TTL, large values without MOB or compression.
    Project spoiled = projects.first();
    for (Project &p : projects) {
        if (p.findTable(u"MOMO_CHAT:MSG"))
            spoiled = p;
    }
    Table &msg = spoiled.tables[spoiled.tableIndex(u"MOMO_CHAT:MSG")];
    ColumnFamily &family = msg.families.first();
    family.name = QStringLiteral("message_contents");
    family.minVersions = 1;
    family.ttlSeconds = FamilyDefaults::kTtlForever;
    family.compression = Compression::None;
    msg.volume.retentionDays = 30;
    for (Qualifier &q : family.qualifiers) {
        q.averageValueBytes = 2048;
        q.maximumValueBytes = 300 * 1024;
    }
    projects.append(spoiled);
    for (const Project &project : projects) {
        Linter::Options options;
        options.projectDirectory = examples.path();
        for (const Finding &f : Linter::lint(project, options).findings) {
            if (f.edits.isEmpty())
                continue;
            Project fixed = project;
            for (const FixEdit &edit : f.edits) {
                PropertySheet::Result r =
                    PropertySheet::applyById(fixed, edit.objectPath, edit.property, edit.value);
                QVERIFY2(r.ok(), qPrintable(project.name + u' ' + f.ruleId + u' ' + r.error));
                fixed = r.project;
            }
            for (const Finding &after : Linter::lint(fixed, options).findings)
                QVERIFY2(after.ruleId != f.ruleId || after.objectPath != f.objectPath,
                         qPrintable(project.name + u' ' + f.ruleId + u' ' + f.objectPath));
            rulesFixed.insert(f.ruleId);
        }
    }
    const QStringList fixed(rulesFixed.begin(), rulesFixed.end());
    // Each of these rules' fixes ran at least once.
    for (const char *rule :
         {"HBD-KEY-003", "HBD-CF-003", "HBD-VER-002", "HBD-VER-003", "HBD-VAL-002", "HBD-VAL-004"})
        QVERIFY2(rulesFixed.contains(QLatin1StringView(rule)), qPrintable(fixed.join(u',')));
}

void TestDesigner::problemsPanelFixesFiltersAndSuppresses()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    QVERIFY(GuiUtil::waitForPreview(window));
    const Project original = window.project();
    ProblemsPanel *panel = window.problems();
    QTableView *view = panel->view();
    const auto rowOf = [view](const QString &rule, const QString &path) {
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->index(row, 1).data().toString() == rule &&
                view->model()->index(row, 2).data().toString() == path)
                return row;
        }
        return -1;
    };

    // Filters: errors only, then text.
    const int all = view->model()->rowCount();
    panel->severityFilter()->setCurrentIndex(1);
    QVERIFY(view->model()->rowCount() < all);
    for (int row = 0; row < view->model()->rowCount(); ++row)
        QCOMPARE(view->model()->index(row, 0).data().toString(), QStringLiteral("Error"));
    panel->severityFilter()->setCurrentIndex(0);
    panel->textFilter()->setText(QStringLiteral("SPLIT-002"));
    QCOMPARE(view->model()->rowCount(), 1);
    panel->textFilter()->clear();
    QCOMPARE(view->model()->rowCount(), all);

    // Fix: the time-first key gets a salt bucket and a region per bucket, as one edit.
    const QString key = QStringLiteral("MOMO_CHAT:MSG_BY_TIME#rowkey");
    const int row = rowOf(QStringLiteral("HBD-KEY-003"), key);
    QVERIFY(row >= 0);
    view->setCurrentIndex(view->model()->index(row, 0));
    QVERIFY2(panel->fixCurrent(&error), qPrintable(error));
    const Table *table = window.project().findTable(u"MOMO_CHAT:MSG_BY_TIME");
    QVERIFY2(table->rowKey.toNotation().startsWith(QStringLiteral("[salt(")),
             qPrintable(table->rowKey.toNotation()));
    QCOMPARE(table->splits.kind, SplitKind::SaltBuckets);
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(rowOf(QStringLiteral("HBD-KEY-003"), key), -1);
    window.document()->undoStack()->undo();
    QVERIFY(window.project() == original);
    QVERIFY(GuiUtil::waitForPreview(window));

    // Suppress: the finding leaves the list and the reason is saved; undo brings it back.
    const QString splits = QStringLiteral("MOMO_CHAT:MSG_BY_TIME#splits");
    view->setCurrentIndex(view->model()->index(rowOf(QStringLiteral("HBD-SPLIT-002"), splits), 0));
    QVERIFY(!panel->suppressCurrent(QStringLiteral("  "))); // a reason is required
    QVERIFY(panel->suppressCurrent(QStringLiteral("kept as the workshop's bad example")));
    QCOMPARE(window.project().suppressions.last().reason,
             QStringLiteral("kept as the workshop's bad example"));
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(rowOf(QStringLiteral("HBD-SPLIT-002"), splits), -1);
    window.document()->undoStack()->undo();
    QVERIFY(GuiUtil::waitForPreview(window));
    QVERIFY(rowOf(QStringLiteral("HBD-SPLIT-002"), splits) >= 0);
}

void TestDesigner::scriptPanelOptionsCopyAndSave()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG#splits"));
    QCOMPARE(editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("explicit")),
             QString());
    ScriptPanel *panel = window.scriptPanel();
    QCOMPARE(panel->table(), QStringLiteral("MOMO_CHAT:MSG"));
    QVERIFY(panel->preview()->toPlainText().contains(QStringLiteral("SPLITS => [")));

    panel->splitFormBox()->setCurrentIndex(2); // SPLITS_FILE for every table
    const QString script = panel->preview()->toPlainText();
    QVERIFY2(script.contains(QStringLiteral("SPLITS_FILE => '")), qPrintable(script));
    QVERIFY(!script.contains(QStringLiteral("SPLITS => [")));
    panel->dialectBox()->setCurrentIndex(1); // HBase 2.4
    QVERIFY(panel->preview()->toPlainText().contains(QStringLiteral("2.4")));

    panel->copyToClipboard();
    QCOMPARE(QGuiApplication::clipboard()->text(), panel->preview()->toPlainText());

    // Saved with the panel's options: the script and its splits file beside it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("msg.rb"));
    QVERIFY2(
        panel->exportTo(path, panel->options({panel->table()}, QStringLiteral("msg.rb")), &error),
        qPrintable(error));
    const QString saved = QString::fromUtf8(TestUtil::readAll(path));
    QVERIFY(saved.contains(QStringLiteral("create 'MOMO_CHAT:MSG'")));
    QVERIFY(!saved.contains(QStringLiteral("MSG_BY_TIME")));
    const QString splitsFile =
        saved.section(QStringLiteral("SPLITS_FILE => '"), 1).section(u'\'', 0, 0);
    QVERIFY2(QFile::exists(dir.filePath(QFileInfo(splitsFile).fileName())), qPrintable(splitsFile));
    // File > Export keeps each table's own choice whatever the panel shows.
    QVERIFY(window.exportScript(dir.filePath(QStringLiteral("all.rb")), &error));
    QVERIFY(TestUtil::readAll(dir.filePath(QStringLiteral("all.rb"))).contains("SPLITS => ["));
}

void TestDesigner::recommendedSplitsFollowTheirTable()
{
    // The web-table case study splits by its sample: the panel's script is the committed golden
    // one, stays so across an edit that leaves the sample alone, and follows a new region count.
    MainWindow window;
    QString error;
    QVERIFY(
        window.openFile(TestUtil::sourcePath(QStringLiteral("examples/web-table.json")), &error));
    window.document()->select(QString());
    const QByteArray golden =
        TestUtil::readAll(TestUtil::dataPath(QStringLiteral("golden/web-table.rb")));
    QVERIFY(!golden.isEmpty());
    QCOMPARE(window.scriptPreview()->toPlainText().toUtf8(), golden);
    QVERIFY(editProperty(window.document(), QStringLiteral("edit"), QStringLiteral("CRAWL:PAGES"),
                         QStringLiteral("description"), QStringLiteral("changed")));
    QVERIFY(window.scriptPreview()->toPlainText().contains(QStringLiteral("'www.site8'")));
    QVERIFY(editProperty(window.document(), QStringLiteral("edit"),
                         QStringLiteral("CRAWL:PAGES#splits"), QStringLiteral("splits.regions"),
                         QStringLiteral("4")));
    const QString script = window.scriptPreview()->toPlainText();
    const QString pages = script.section(QStringLiteral("create 'CRAWL:PAGES',"), 1)
                              .section(QStringLiteral("SPLITS => ["), 1);
    QCOMPARE(pages.section(u']', 0, 0).count(u','), 2); // three split keys
}

void TestDesigner::examplesOpenFromTheGallery()
{
    // Every case study on disk is in the gallery, under its project name.
    const QDir dir(TestUtil::sourcePath(QStringLiteral("examples")));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QCOMPARE(ExampleGallery::examples().size(), files.size());
    ExampleGallery gallery;
    QCOMPARE(gallery.list()->count(), files.size());
    for (int i = 0; i < files.size(); ++i) {
        const ProjectFile::LoadResult loaded = ProjectFile::load(dir.filePath(files[i]));
        QCOMPARE(gallery.list()->item(i)->text(), loaded.project->name);
    }

    MainWindow window;
    QString error;
    const QString chat = QStringLiteral(":/examples/chat-messages.json");
    QVERIFY2(window.files()->openExample(chat, &error), qPrintable(error));
    QVERIFY(window.project() == *ProjectFile::load(TestUtil::chatExample()).project);
    QVERIFY(window.filePath().isEmpty()); // a new project: Save asks where
    QVERIFY(!window.isWindowModified());
    QVERIFY(!window.files()->openExample(QStringLiteral(":/examples/none.json"), &error));
    QVERIFY(error.contains(QStringLiteral("none.json")));
}

void TestDesigner::wholeSessionUndoesToTheSavedBytes()
{
    // A user's session from a saved project: a table, families, a row key built in the
    // builder, a split strategy, a fix from the problems panel; every panel follows; undoing
    // everything gives back the saved file byte for byte.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("session.json"));
    QVERIFY(QFile::copy(TestUtil::chatExample(), path));
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(path, &error));
    QVERIFY(GuiUtil::waitForPreview(window));
    const QByteArray original = TestUtil::readAll(path);

    window.document()->select(QStringLiteral("MOMO_CHAT"));
    QVERIFY(window.editActions()->addTable());
    const QString table = window.document()->selection();
    QVERIFY(table.startsWith(QStringLiteral("MOMO_CHAT:")));
    QVERIFY(window.editActions()->addFamily());
    QVERIFY(window.editActions()->addQualifier());
    window.document()->select(table);
    QVERIFY(window.rowKeyBuilder()->commitNotation(QStringLiteral("[created_at:long] [id]")));
    QVERIFY(window.previews()->regions()->setStrategy(2)); // HexStringSplit
    window.previews()->regions()->regionsBox()->setValue(4);
    QVERIFY(GuiUtil::waitForPreview(window));
    QCOMPARE(window.previews()->regions()->chart()->regionCount(), 4);
    QVERIFY(window.scriptPreview()->toPlainText().contains(QStringLiteral("NUMREGIONS => 4")));
    // A time-first key: the hotspot is reported, and its fix salts the key.
    QVERIFY(hasFinding(window, QStringLiteral("HBD-KEY-003")));
    QTableView *problems = window.problemsView();
    for (int row = 0; row < problems->model()->rowCount(); ++row) {
        if (problems->model()->index(row, 1).data().toString() == u"HBD-KEY-003" &&
            problems->model()->index(row, 2).data().toString().startsWith(table))
            problems->setCurrentIndex(problems->model()->index(row, 0));
    }
    QVERIFY2(window.problems()->fixCurrent(&error), qPrintable(error));
    QVERIFY(window.project().findTable(table)->rowKey.toNotation().startsWith(u"[salt("));
    QVERIFY(GuiUtil::waitForPreview(window));
    for (int row = 0; row < problems->model()->rowCount(); ++row)
        QVERIFY(problems->model()->index(row, 1).data().toString() != u"HBD-KEY-003" ||
                !problems->model()->index(row, 2).data().toString().startsWith(table));

    QUndoStack *stack = window.document()->undoStack();
    QVERIFY(stack->count() >= 7);
    while (stack->canUndo())
        stack->undo();
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.files()->saveTo(path, &error));
    QCOMPARE(TestUtil::readAll(path), original);
}

void TestDesigner::preferencesSwitchAndRememberTheLanguage()
{
    MainWindow window;
    QSettings().remove(QStringLiteral("language"));
    PreferencesDialog dialog;
    QCOMPARE(dialog.languageBox()->currentIndex(), 0); // the system's until one is chosen
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(u"zh_CN"_qs));
    dialog.previewDelayBox()->setValue(120);
    dialog.apply();
    QCoreApplication::processEvents();
    QCOMPARE(Translations::currentLanguage(), QStringLiteral("zh_CN"));
    QCOMPARE(PreferencesDialog::savedLanguage(), QStringLiteral("zh_CN"));
    QCOMPARE(PreferencesDialog::savedPreviewDelay(), 120);
    QVERIFY(window.menuBar()->actions().first()->text().contains(QStringLiteral("文件")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("首选项"));

    // Back to the system's language: nothing is remembered.
    dialog.languageBox()->setCurrentIndex(0);
    dialog.apply();
    QCoreApplication::processEvents();
    QVERIFY(PreferencesDialog::savedLanguage().isEmpty());
    QCOMPARE(Translations::currentLanguage(), Translations::systemLanguage());
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QSettings().remove(QStringLiteral("preview/delayMs"));
}

QTEST_MAIN(TestDesigner)
#include "tst_designer.moc"
