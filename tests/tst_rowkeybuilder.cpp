// The row-key builder driven as a user would: chips added, dragged and removed, a segment's
// format edited, the notation typed (with an error underlined, then fixed), the byte ruler of a
// sample key checked against the segments' encodings. Runs offscreen.
#include "guiutil.h"
#include "model/io/projectfile.h"
#include "model/rowkey/rowkeynotation.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/document/document.h"
#include "ui/document/editactions.h"
#include "ui/rowkey/byteruler.h"
#include "ui/rowkey/chipstrip.h"
#include "ui/rowkey/notationedit.h"
#include "ui/rowkey/rowkeybuilder.h"

#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

namespace {

QString notation(MainWindow &window)
{
    return window.project().tables.first().rowKey.toNotation();
}

} // namespace

class TestRowKeyBuilder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void chipsAddMoveAndRemove();
    void dragReordersAChip();
    void typingUpdatesTheChipsAndErrorsNameTheColumn();
    void typingAppliesAfterAPause();
    void enterKeepsTheCursor();
    void segmentEditorChangesTheFormat();
    void byteRulerColoursEachSegmentsBytes();
    void screenshots();
};

void TestRowKeyBuilder::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_rowkeybuilder")));
}

void TestRowKeyBuilder::chipsAddMoveAndRemove()
{
    MainWindow window;
    const Project start = window.project();
    window.editActions()->addTable();
    RowKeyBuilder *builder = window.rowKeyBuilder();
    QCOMPARE(builder->table(), window.project().tables.first().fullName());
    QCOMPARE(notation(window), QStringLiteral("[id]"));

    QVERIFY(builder->addSeparator());
    QVERIFY(builder->commitNotation(QStringLiteral("[id] '_' [user_id:long]")));
    QCOMPARE(builder->chips()->selected(), 1); // the separator stays selected
    QCOMPARE(notation(window), QStringLiteral("[id] '_' [user_id:long]"));
    QVERIFY(builder->moveSegment(2, 0));
    QCOMPARE(notation(window), QStringLiteral("[user_id:long] [id] '_'"));
    QCOMPARE(builder->chips()->selected(), 0);
    QVERIFY(builder->removeSegment(2));
    QCOMPARE(notation(window), QStringLiteral("[user_id:long] [id]"));
    QVERIFY(builder->addValue());
    QCOMPARE(window.project().tables.first().rowKey.segments.size(), 3);
    QCOMPARE(builder->notationEdit()->text(), notation(window));

    // Each step was one command; undo returns to the empty project.
    QUndoStack *stack = window.document()->undoStack();
    QCOMPARE(stack->count(), 6);
    while (stack->canUndo())
        stack->undo();
    QVERIFY(window.project() == start);
}

void TestRowKeyBuilder::dragReordersAChip()
{
    MainWindow window;
    window.editActions()->addTable();
    RowKeyBuilder *builder = window.rowKeyBuilder();
    QVERIFY(builder->commitNotation(QStringLiteral("[a] '_' [b] '_' [c]")));
    ChipStrip *chips = builder->chips();
    window.resize(1600, 1000);
    window.show();
    window.findChild<QDockWidget *>(QStringLiteral("rowKeyDock"))->raise();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(chips->isVisible() && chips->chipRect(4).right() < chips->width());
    // Drag [a] past [c]: it becomes the last segment.
    const QPoint from = chips->chipRect(0).center();
    const QPoint to = chips->chipRect(4).center() + QPoint(chips->chipRect(4).width(), 0);
    QTest::mousePress(chips, Qt::LeftButton, {}, from);
    QTest::mouseMove(chips, from + QPoint(20, 0));
    QTest::mouseMove(chips, to);
    QTest::mouseRelease(chips, Qt::LeftButton, {}, to);
    QCOMPARE(notation(window), QStringLiteral("'_' [b] '_' [c] [a]"));
    // Ctrl+Left moves the selected chip one place back.
    QCOMPARE(chips->selected(), 4);
    QTest::keyClick(chips, Qt::Key_Left, Qt::ControlModifier);
    QCOMPARE(notation(window), QStringLiteral("'_' [b] '_' [a] [c]"));
    QTest::keyClick(chips, Qt::Key_Delete);
    QCOMPARE(notation(window), QStringLiteral("'_' [b] '_' [c]"));
}

void TestRowKeyBuilder::typingUpdatesTheChipsAndErrorsNameTheColumn()
{
    MainWindow window;
    window.editActions()->addTable();
    RowKeyBuilder *builder = window.rowKeyBuilder();
    NotationEdit *edit = builder->notationEdit();
    const Project before = window.project();

    edit->setText(QStringLiteral("[ts:long] '#' [id:hex(]"));
    emit edit->textEdited(edit->text());
    // The column the notation parser names (docs/rowkey-notation.md), in the field and the line.
    const RowKeyNotation::Result parsed = RowKeyNotation::parse(edit->text());
    QVERIFY(!parsed.ok() && parsed.column > 9);
    QCOMPARE(edit->errorColumn(), parsed.column);
    QVERIFY2(builder->message().startsWith(QStringLiteral("column %1: ").arg(parsed.column)),
             qPrintable(builder->message()));
    QVERIFY(!builder->commitNotation(edit->text()));
    QVERIFY(window.project() == before);

    edit->setText(QStringLiteral("[ts:long] '#' [id:hex(8)]"));
    emit edit->textEdited(edit->text());
    QCOMPARE(edit->errorColumn(), 0);
    QCOMPARE(builder->chips()->chipRect(2).isValid(), true); // three chips while typing
    QVERIFY(builder->commitNotation(edit->text()));
    QCOMPARE(notation(window), QStringLiteral("[ts:long] '#' [id:hex(8)]"));
    // Typing on: a longer key that parses shows four chips, then one that does not (a missing
    // ']') shows the three of the key in force again, not the four never applied.
    edit->setText(QStringLiteral("[ts:long] '#' [id:hex(8)] [x]"));
    emit edit->textEdited(edit->text());
    QVERIFY(builder->chips()->chipRect(3).isValid());
    edit->setText(QStringLiteral("[ts:long] '#' [id:hex(8)] [x"));
    emit edit->textEdited(edit->text());
    QVERIFY(!builder->chips()->chipRect(3).isValid());
    QVERIFY(builder->chips()->chipRect(2).isValid());
    QCOMPARE(notation(window), QStringLiteral("[ts:long] '#' [id:hex(8)]"));
    // The new field got a sample generator, so the preview works at once.
    QCOMPARE(window.project().tables.first().sample.generators.last().field, QStringLiteral("ts"));
}

void TestRowKeyBuilder::typingAppliesAfterAPause()
{
    MainWindow window;
    window.editActions()->addTable();
    RowKeyBuilder *builder = window.rowKeyBuilder();
    NotationEdit *edit = builder->notationEdit();
    QUndoStack *undo = window.document()->undoStack();
    const int steps = undo->count();
    const auto type = [](QLineEdit *field, const QString &text) {
        field->setText(text);
        emit field->textEdited(text);
    };
    // The notation: applied after a pause, not at each key; one stretch of typing, one step.
    type(edit, QStringLiteral("[id] '#'"));
    QCOMPARE(notation(window), QStringLiteral("[id]"));
    QTRY_COMPARE(notation(window), QStringLiteral("[id] '#'"));
    type(edit, QStringLiteral("[id] '#' [ts:long]"));
    QTRY_COMPARE(notation(window), QStringLiteral("[id] '#' [ts:long]"));
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(edit->text(), QStringLiteral("[id] '#' [ts:long]"));
    // Half-typed notation is not applied.
    type(edit, QStringLiteral("[id] '#' [ts:lo"));
    QTest::qWait(RowKeyBuilder::kTypingPauseMs + 400);
    QCOMPARE(notation(window), QStringLiteral("[id] '#' [ts:long]"));
    undo->undo();
    QCOMPARE(notation(window), QStringLiteral("[id]"));

    // A segment's expression too.
    builder->chips()->setSelected(0);
    auto *expression = builder->findChild<QLineEdit *>(QStringLiteral("segmentExpression"));
    QVERIFY(expression);
    type(expression, QStringLiteral("user"));
    QTRY_COMPARE(notation(window), QStringLiteral("[user]"));
    type(expression, QStringLiteral("user_id"));
    QTRY_COMPARE(notation(window), QStringLiteral("[user_id]"));
    QCOMPARE(undo->count(), steps + 1); // the undone notation step was replaced by this one
    QCOMPARE(expression->text(), QStringLiteral("user_id"));
}

void TestRowKeyBuilder::enterKeepsTheCursor()
{
    MainWindow window;
    window.editActions()->addTable();
    RowKeyBuilder *builder = window.rowKeyBuilder();
    NotationEdit *edit = builder->notationEdit();
    // Enter on a key the model writes as typed: the cursor stays where it was.
    edit->setText(QStringLiteral("[id] '#' [ts:long]"));
    edit->setCursorPosition(6);
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(notation(window), QStringLiteral("[id] '#' [ts:long]"));
    QCOMPARE(edit->cursorPosition(), 6);
    // The model re-spaces the key: the cursor stays behind the same character (the '#' quote).
    edit->setText(QStringLiteral("[id]   '#'[ts:long]"));
    edit->setCursorPosition(10); // behind '#'
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(edit->text(), QStringLiteral("[id] '#' [ts:long]"));
    QCOMPARE(edit->text().left(edit->cursorPosition()), QStringLiteral("[id] '#'"));
    // An edit made elsewhere (a separator added) re-writes the field; the cursor stays.
    edit->setCursorPosition(3);
    QVERIFY(builder->addSeparator());
    QVERIFY(edit->text() != QStringLiteral("[id] '#' [ts:long]"));
    QCOMPARE(edit->cursorPosition(), 3);
    QCOMPARE(NotationEdit::mapCursor(QStringLiteral("[a]  [b]"), 5, QStringLiteral("[a] [b]")), 4);
    QCOMPARE(NotationEdit::mapCursor(QStringLiteral("[a]"), 0, QStringLiteral("[a] '_'")), 0);
}

void TestRowKeyBuilder::segmentEditorChangesTheFormat()
{
    MainWindow window;
    window.editActions()->addTable();
    RowKeyBuilder *builder = window.rowKeyBuilder();
    KeySegment s = window.project().tables.first().rowKey.segments.first();
    s.format = SegmentFormat::Hex;
    s.width = 8;
    QVERIFY(builder->replaceSegment(0, s));
    QCOMPARE(notation(window), QStringLiteral("[id:hex(8)]"));
    s.flip = true;
    s.format = SegmentFormat::Long;
    s.width = 0;
    QVERIFY(builder->replaceSegment(0, s));
    QCOMPARE(notation(window), QStringLiteral("[id:long:flip]"));
    QVERIFY(!builder->replaceSegment(0, s)); // nothing changed, no command
}

void TestRowKeyBuilder::byteRulerColoursEachSegmentsBytes()
{
    MainWindow window;
    window.editActions()->addTable();
    RowKeyBuilder *builder = window.rowKeyBuilder();
    QVERIFY(builder->commitNotation(QStringLiteral("[md5(id):hex(8)] '_' [ts:long] [salt(4)]")));
    QVERIFY(GuiUtil::waitForPreview(window));
    const QByteArray key = builder->ruler()->key();
    const QList<int> segments = builder->ruler()->segmentOfByte();
    QCOMPARE(key.size(), 8 + 1 + 8 + 1);
    QCOMPARE(segments.size(), key.size());
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(segments[i], 0);
        QVERIFY(QByteArrayLiteral("0123456789abcdef").contains(key[i])); // hex digits
    }
    QCOMPARE(segments[8], 1);
    QCOMPARE(key[8], '_');
    for (int i = 9; i < 17; ++i)
        QCOMPARE(segments[i], 2);
    QCOMPARE(segments[17], 3);
    QVERIFY(quint8(key[17]) < 4); // a salt bucket of 4
}

void TestRowKeyBuilder::screenshots()
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QVERIFY(Translations::installForLocale(language));
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QString error;
        QVERIFY(window.openFile(TestUtil::chatExample(), &error));
        window.document()->select(QStringLiteral("MOMO_CHAT:MSG#rowkey"));
        QVERIFY(GuiUtil::waitForPreview(window));
        QVERIFY(!window.rowKeyBuilder()->ruler()->key().isEmpty());
        QVERIFY(!window.rowKeyBuilder()->ruler()->segmentOfByte().contains(-1));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("rowKeyDock"));
        QVERIFY(dock && dock->isVisible());
        const QString dir = QStringLiteral(HBD_BUILD_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(dock->grab().save(dir + QStringLiteral("/rowKeyDock-") + language +
                                  QStringLiteral(".png")));
    }
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
}

QTEST_MAIN(TestRowKeyBuilder)
#include "tst_rowkeybuilder.moc"
