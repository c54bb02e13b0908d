// The designer window driven as a user edits: add a table and families through the menus, set
// properties through the property editor, watch the tree, problems and script follow, undo back
// to the start. Runs offscreen.
#include "guiutil.h"
#include "model/io/projectfile.h"
#include "model/rules/linter.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/charts/regionschart.h"
#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/files/examplegallery.h"
#include "ui/files/filecontroller.h"
#include "ui/mainwindow.h"
#include "ui/preview/previewdocks.h"
#include "ui/preview/previewservice.h"
#include "ui/preview/regionspanel.h"
#include "ui/problems/problemspanel.h"
#include "ui/properties/propertyeditor.h"
#include "ui/properties/propertymodel.h"
#include "ui/properties/propertysheet.h"
#include "ui/rowkey/rowkeybuilder.h"
#include "ui/script/scriptpanel.h"
#include "ui/script/scriptpreview.h"
#include "ui/tree/projecttreemodel.h"
#include "ui/window/preferencesdialog.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMimeData>

#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <memory>

using namespace GuiUtil;

class TestDesigner : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void buildsATableFromNothingAndUndoesToTheStart();
    void refusesWhatHBaseRefusesWithItsRule();
    void typingIntoOneFieldIsOneUndoStep();
    void renameKeepsTheSelection();
    void aQualifierMovesToAnotherFamilyAndBack();
    void deleteAndUndoBringsTheObjectBackSelected();
    void splitStrategyShowsItsOwnProperties();
    void compressionSaysWhichCodecsNeedLibraries();
    void savesOpensAndTracksModified();
    void failedSaveKeepsTheDocumentModified();
    void anExampleIsSavedWhereTheUserSaves();
    void modelsPassTheTester();
    void fixedWidthValueTypesSizeTheirValues();
    void wholeSessionUndoesToTheSavedBytes();
};

// LZO, SNAPPY, LZ4 and ZSTD need libraries on every RegionServer; the master refuses a table
// whose codec it cannot load (docs/hbase-reference.md §3.7).
void TestDesigner::compressionSaysWhichCodecsNeedLibraries()
{
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG/C1"));
    const PropertyModel *model = window.propertyEditor()->model();
    const QString tip =
        model->data(model->indexOf(QStringLiteral("compression")), Qt::ToolTipRole).toString();
    for (const char *word : {"LZO", "SNAPPY", "LZ4", "ZSTD", "RegionServer", "CompressionTest"})
        QVERIFY2(tip.contains(QLatin1StringView(word)), qPrintable(tip));
}

void TestDesigner::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_designer")));
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

    // A key salted into 5 buckets: switching to salt buckets gives a region a bucket.
    window.document()->select(table);
    QCOMPARE(
        editProperty(window, QStringLiteral("rowKey"), QStringLiteral("[salt(5)][ts:long] [id]")),
        QString());
    window.document()->select(table + QStringLiteral("#splits"));
    QCOMPARE(editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("saltBuckets")),
             QString());
    QCOMPARE(window.project().tables.first().splits.regions, 5);
    // Explicit keys: how the script carries them reads as words, the file's spelling underneath.
    QCOMPARE(editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("explicit")),
             QString());
    {
        PropertyModel *model = window.propertyEditor()->model();
        const QModelIndex form = model->indexOf(QStringLiteral("splits.exportForm"));
        QCOMPARE(model->data(form, Qt::EditRole).toString(), QStringLiteral("inline"));
        QCOMPARE(model->data(form, Qt::DisplayRole).toString(),
                 QStringLiteral("Keys in the script (SPLITS)"));
    }
    // Back as it was, by edits (the undo test below redoes every one).
    QCOMPARE(editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("algorithm")),
             QString());
    QCOMPARE(editProperty(window, QStringLiteral("splits.regions"), QStringLiteral("8")),
             QString());
    window.document()->select(table);
    QCOMPARE(editProperty(window, QStringLiteral("rowKey"), QStringLiteral("[ts:long] [id]")),
             QString());

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
    message = editProperty(window, QStringLiteral("blockSize"), QStringLiteral("64 MiB"));
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
    QVERIFY(!model->check(model->indexOf(QStringLiteral("blockSize")), QStringLiteral("64 MiB"))
                 .isEmpty());
    QVERIFY(model->check(model->indexOf(QStringLiteral("blockSize")), QStringLiteral("32 KiB"))
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

void TestDesigner::aQualifierMovesToAnotherFamilyAndBack()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    window.editActions()->addTable(); // family d with a qualifier v
    const QString t = window.project().tables.last().fullName();
    window.editActions()->addFamily();
    const QString f = window.project().tables.last().families.last().name;
    const QString v = t + QStringLiteral("/d:v");
    window.document()->select(v);
    const Project before = window.project();
    // The Family property lists the table's families; choosing one moves the qualifier there.
    PropertyModel *properties = window.propertyEditor()->model();
    const QModelIndex family = properties->indexOf(QStringLiteral("family"));
    QVERIFY(family.isValid());
    QCOMPARE(family.data(PropertyModel::ChoicesRole).toStringList(),
             (QStringList{QStringLiteral("d"), f}));
    for (const QString &language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
        QVERIFY(Translations::installForLocale(language));
        QTest::qWait(50); // the window retranslated
        window.document()->select(v);
        if (auto *dock = qobject_cast<QDockWidget *>(window.propertyEditor()->parentWidget()))
            dock->raise();
        const QModelIndex shown = properties->indexOf(QStringLiteral("family"));
        window.propertyEditor()->view()->setCurrentIndex(shown);
        window.propertyEditor()->view()->edit(shown); // its list of the table's families
        QTest::qWait(50);
        QDir().mkpath(QStringLiteral(HBD_BUILD_DIR "/screenshots"));
        window.grab().save(
            QStringLiteral(HBD_BUILD_DIR "/screenshots/qualifier-family-%1.png").arg(language));
        window.propertyEditor()->view()->closePersistentEditor(shown);
        window.propertyEditor()->view()->setFocus();
    }
    const int commands = window.document()->undoStack()->count();
    QCOMPARE(editProperty(window, QStringLiteral("family"), f), QString());
    QCOMPARE(window.document()->undoStack()->count(), commands + 1);
    const Project after = window.project();
    QVERIFY(after.tables.last().family(u"d")->qualifiers.isEmpty());
    QCOMPARE(after.tables.last().family(f)->qualifiers,
             before.tables.last().family(u"d")->qualifiers);
    QCOMPARE(window.document()->selection(), t + u'/' + f + QStringLiteral(":v"));
    QCOMPARE(window.projectTree()->currentIndex().data().toString(), QStringLiteral("v"));
    QCOMPARE(window.projectTree()->currentIndex().parent().data().toString(), f);
    window.document()->undoStack()->undo();
    QVERIFY(window.project() == before);
    window.document()->undoStack()->redo();
    QVERIFY(window.project() == after);
    window.document()->undoStack()->undo();

    // Dragged in the tree onto the other family: the same edit. Not onto its own family.
    QAbstractItemModel *tree = window.projectTree()->model();
    auto *treeModel = qobject_cast<ProjectTreeModel *>(tree);
    QVERIFY(treeModel);
    const auto indexOf = [&](const QString &path) { return treeModel->indexOfPath(path); };
    std::unique_ptr<QMimeData> dragged(tree->mimeData({indexOf(v)}));
    QVERIFY(dragged);
    const QModelIndex target = indexOf(t + u'/' + f);
    QVERIFY(tree->flags(indexOf(v)).testFlag(Qt::ItemIsDragEnabled));
    QVERIFY(!tree->canDropMimeData(dragged.get(), Qt::MoveAction, -1, 0,
                                   indexOf(t + QStringLiteral("/d"))));
    QVERIFY(tree->canDropMimeData(dragged.get(), Qt::MoveAction, -1, 0, target));
    tree->dropMimeData(dragged.get(), Qt::MoveAction, -1, 0, target);
    QTRY_VERIFY(window.project() == after);
    window.document()->undoStack()->undo();
    QVERIFY(window.project() == before);

    // Refused, with the reason, where the other family has a qualifier of that name.
    window.document()->select(t + u'/' + f);
    QVERIFY(window.editActions()->addQualifier());
    QCOMPARE(editProperty(window, QStringLiteral("name"), QStringLiteral("v")), QString());
    const Project clash = window.project();
    window.document()->select(v);
    QVERIFY(editProperty(window, QStringLiteral("family"), f)
                .contains(QStringLiteral("already has a qualifier v")));
    QVERIFY(window.project() == clash);
    QString error;
    QVERIFY(!window.editActions()->moveQualifier(v, f, &error));
    QCOMPARE(error, QStringLiteral("family %1 already has a qualifier v").arg(f));
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

// A gallery example's Save As (and its script's export) offers the folder the user last saved a
// project to, or the documents folder: never the folder of the last file opened, which may be
// the source tree's examples/ with the shipped file of the same name.
void TestDesigner::anExampleIsSavedWhereTheUserSaves()
{
    QTemporaryDir shipped;
    QTemporaryDir mine;
    QVERIFY(QFile::copy(TestUtil::chatExample(),
                        shipped.filePath(QStringLiteral("chat-messages.json"))));
    QSettings().remove(QStringLiteral("lastSaveDirectory"));
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(shipped.filePath(QStringLiteral("chat-messages.json")), &error),
             qPrintable(error));
    QVERIFY2(window.files()->openExample(QStringLiteral(":/examples/chat-messages.json"), &error),
             qPrintable(error));
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString expected = QFileInfo(documents).isDir() ? documents : QDir::homePath();
    QCOMPARE(window.files()->suggestedSavePath(),
             QDir(expected).filePath(QStringLiteral("chat-messages.hbase.json")));
    QCOMPARE(window.files()->saveDirectory(), expected);

    // Once the user saved somewhere, the next example goes there too.
    QVERIFY2(window.files()->saveTo(mine.filePath(QStringLiteral("chat.hbase.json")), &error),
             qPrintable(error));
    // What is made from it is named after "chat", not "chat.hbase".
    QCOMPARE(window.document()->baseName(), QStringLiteral("chat"));
    QVERIFY2(window.files()->openExample(QStringLiteral(":/examples/web-table.json"), &error),
             qPrintable(error));
    QCOMPARE(window.files()->suggestedSavePath(),
             QDir(mine.path()).filePath(QStringLiteral("web-table.hbase.json")));
    // Open still starts where the last file was opened or saved.
    QCOMPARE(window.files()->dialogDirectory(), QFileInfo(mine.path()).absoluteFilePath());
    QSettings().remove(QStringLiteral("lastSaveDirectory"));
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

void TestDesigner::fixedWidthValueTypesSizeTheirValues()
{
    // Bytes.toBytes writes 8 bytes for a long or a double, 4 for an int or a float, 2 for a
    // short and 1 for a boolean (docs/hbase-reference.md §1.4): choosing such a type sizes the
    // value, and another size for it is refused with the reason.
    MainWindow window;
    QString error;
    QVERIFY(window.openFile(TestUtil::chatExample(), &error));
    window.document()->select(QStringLiteral("MOMO_CHAT:MSG/C1"));
    QVERIFY(window.editActions()->addQualifier());
    const auto qualifier = [&window] {
        return window.project().findTable(u"MOMO_CHAT:MSG")->family(u"C1")->qualifiers.last();
    };
    QCOMPARE(editProperty(window, QStringLiteral("averageValueBytes"), QStringLiteral("300")),
             QString());
    const QList<std::pair<QString, qint64>> widths = {
        {QStringLiteral("long"), 8},  {QStringLiteral("double"), 8},
        {QStringLiteral("int"), 4},   {QStringLiteral("float"), 4},
        {QStringLiteral("short"), 2}, {QStringLiteral("boolean"), 1}};
    // The type and both sizes change in one undoable step.
    QCOMPARE(editProperty(window, QStringLiteral("type"), QStringLiteral("long")), QString());
    QCOMPARE(qualifier().averageValueBytes, qint64(8));
    window.document()->undoStack()->undo();
    QCOMPARE(qualifier().type, ValueType::String);
    QCOMPARE(qualifier().averageValueBytes, qint64(300));
    window.document()->undoStack()->redo();
    QCOMPARE(qualifier().maximumValueBytes, qint64(8));
    for (const auto &[type, width] : widths) {
        QCOMPARE(editProperty(window, QStringLiteral("type"), type), QString());
        QCOMPARE(qualifier().averageValueBytes, width);
        QCOMPARE(qualifier().maximumValueBytes, width);
        const QString refused =
            editProperty(window, QStringLiteral("maximumValueBytes"), QStringLiteral("100"));
        QVERIFY2(refused.contains(type) && refused.contains(QStringLiteral("Bytes.toBytes")),
                 qPrintable(refused));
        QCOMPARE(qualifier().maximumValueBytes, width);
    }
    // A type of any length takes any size again; its sizes stay until changed.
    QCOMPARE(editProperty(window, QStringLiteral("type"), QStringLiteral("string")), QString());
    QCOMPARE(qualifier().averageValueBytes, qint64(1));
    QCOMPARE(editProperty(window, QStringLiteral("averageValueBytes"), QStringLiteral("40")),
             QString());
    QCOMPARE(qualifier().averageValueBytes, qint64(40));
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

QTEST_MAIN(TestDesigner)
#include "tst_designer.moc"
