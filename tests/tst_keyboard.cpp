// Every editor of the designer's panels left by keyboard: typed into, then left with Tab,
// Shift+Tab, Enter or Esc, as a keyboard user does. Each step checks that the edit landed in the
// project (or, for Esc, that it did not and the field shows the project's value again), that the
// focus went where the key sends it, and that the window lives. A panel that rebuilt a form while
// focus was leaving one of its editors crashed here on Tab (issue: Sample Data settings).
// Runs offscreen in an active window: without one, focus events never arrive.
#include "guiutil.h"
#include "keyboardutil.h"
#include "ui/inputs/generatorform.h"
#include "ui/inputs/generatormodel.h"
#include "ui/inputs/sampledatapanel.h"

#include <QDateTimeEdit>
#include <QDockWidget>
#include <QLabel>

#include <functional>

using namespace GuiUtil;
using Keys::Leave;

namespace {

constexpr qint64 kYear2026Millis = Q_INT64_C(365) * 24 * 3600 * 1000;

// One setting of a generator kind as a user fills it in: what is typed, and what the project
// must then hold. An empty text steps a date-time editor's first section (the year) up instead.
struct Typing
{
    QString text;
    std::function<bool(const FieldGenerator &before, const FieldGenerator &after)> landed;
};

QList<Typing> typingsFor(GeneratorKind kind)
{
    using G = FieldGenerator;
    const auto is = [](auto G::*member, auto value) {
        return [member, value](const G &, const G &after) { return after.*member == value; };
    };
    switch (kind) {
    case GeneratorKind::Sequence:
        return {{QStringLiteral("12,345"), is(&G::start, qint64(12345))},
                {QStringLiteral("7"), is(&G::step, qint64(7))}};
    case GeneratorKind::RoundRobin:
        return {{QStringLiteral("5"), is(&G::start, qint64(5))},
                {QStringLiteral("2"), is(&G::step, qint64(2))},
                {QStringLiteral("50,000"), is(&G::cardinality, qint64(50000))}};
    case GeneratorKind::Periodic:
        return {{QStringLiteral("50,000"), is(&G::cardinality, qint64(50000))},
                {QStringLiteral("100"), is(&G::start, qint64(100))},
                {QStringLiteral("3"), is(&G::step, qint64(3))},
                {QStringLiteral("10%"), is(&G::jitter, 0.1)},
                {QStringLiteral("2.5"), is(&G::dropout, 0.025)}};
    case GeneratorKind::Timestamp:
        return {{QString(),
                 [](const G &before, const G &after) {
                     return after.start == before.start + kYear2026Millis;
                 }},
                {QStringLiteral("500 / min"),
                 [](const G &, const G &after) {
                     return qAbs(after.ratePerSecond - 500.0 / 60) < 1e-9;
                 }},
                {QStringLiteral("250"), is(&G::jitterMillis, qint64(250))}};
    case GeneratorKind::UniformInt:
        return {{QStringLiteral("10"), is(&G::min, qint64(10))},
                {QStringLiteral("20,000"), is(&G::max, qint64(20000))}};
    case GeneratorKind::Enumeration:
        return {{QStringLiteral("ok: 9, failed: 1"),
                 is(&G::values, QList<WeightedValue>{{QStringLiteral("ok"), 9},
                                                     {QStringLiteral("failed"), 1}})}};
    case GeneratorKind::Zipf:
        return {{QStringLiteral("50,000"), is(&G::cardinality, qint64(50000))},
                {QStringLiteral("1.5"), is(&G::exponent, 1.5)}};
    case GeneratorKind::RandomString:
        return {{QStringLiteral("abc"), is(&G::alphabet, QStringLiteral("abc"))},
                {QStringLiteral("4"), is(&G::minLength, 4)},
                {QStringLiteral("12"), is(&G::maxLength, 12)}};
    case GeneratorKind::Phone:
        return {{QStringLiteral("138"), is(&G::prefix, QStringLiteral("138"))}};
    case GeneratorKind::Uuid:
        return {};
    case GeneratorKind::HostName:
        return {{QStringLiteral("node-"), is(&G::prefix, QStringLiteral("node-"))},
                {QStringLiteral("64"), is(&G::cardinality, qint64(64))}};
    }
    return {};
}

constexpr GeneratorKind kKinds[] = {
    GeneratorKind::Periodic,  GeneratorKind::Sequence,     GeneratorKind::RoundRobin,
    GeneratorKind::Timestamp, GeneratorKind::UniformInt,   GeneratorKind::Enumeration,
    GeneratorKind::Zipf,      GeneratorKind::RandomString, GeneratorKind::Phone,
    GeneratorKind::Uuid,      GeneratorKind::HostName};

FieldGenerator generatorIn(const MainWindow &window, const QString &table, const QString &field)
{
    for (const Table &t : window.project().tables) {
        if (t.fullName() != table)
            continue;
        for (const FieldGenerator &g : t.sample.generators) {
            if (g.field == field)
                return g;
        }
    }
    return {};
}

QWidget *setting(GeneratorForm *form, int row)
{
    return form->findChild<QWidget *>(QStringLiteral("generatorSetting%1").arg(row));
}

// The settings row whose editor holds the focus, -1 for none.
int focusedSetting(GeneratorForm *form)
{
    for (int row = 0; row < 8; ++row) {
        QWidget *editor = setting(form, row);
        if (editor && editor->isVisible() && Keys::holds(editor))
            return row;
    }
    return -1;
}

const QString kTable = QStringLiteral("MOMO_CHAT:MSG");

// The chat example's MOMO_CHAT:MSG in an active window, the Sample Data panel in front: its
// panel, form and the field the form shows. False when any of it is missing.
struct SampleData
{
    SampleDataPanel *panel = nullptr;
    GeneratorForm *form = nullptr;
    QString field;
};
bool openSampleData(MainWindow &window, SampleData *at)
{
    if (!showChatWith(window, kTable))
        return false;
    window.findChild<QDockWidget *>(QStringLiteral("sampleDock"))->raise();
    at->panel = window.sampleData();
    at->form = at->panel->form();
    at->field = at->form->generator().field;
    return !at->field.isEmpty();
}

} // namespace

class TestKeyboard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sampleSettingsOfEveryKind();
    void sampleSettingRefusedKeepsTheProjectsValue();
    void sampleFieldAndKindByKeyboard();
};

void TestKeyboard::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_keyboard")));
}

void TestKeyboard::sampleSettingsOfEveryKind()
{
    MainWindow window;
    SampleData at;
    QVERIFY(openSampleData(window, &at));

    int checked = 0;
    for (const GeneratorKind kind : kKinds) {
        const QList<Typing> typings = typingsFor(kind);
        for (const Leave how : Keys::kAllWays) {
            // The kind's defaults (false when the project holds them already).
            const FieldGenerator defaults = GeneratorForm::defaultsFor(at.field, kind);
            QVERIFY(at.panel->setGenerator(at.field, defaults) ||
                    generatorIn(window, kTable, at.field) == defaults);
            QCoreApplication::processEvents(); // new rows are shown by their layout, queued
            for (int row = 0; row < typings.size(); ++row) {
                const QString where = QStringLiteral("%1, setting %2, %3")
                                          .arg(GeneratorModel::kindName(kind))
                                          .arg(row)
                                          .arg(QLatin1String(Keys::name(how)));
                QWidget *editor = setting(at.form, row);
                QVERIFY2(editor && editor->isVisible(), qPrintable(where));
                const FieldGenerator before = generatorIn(window, kTable, at.field);
                const QString shownBefore = Keys::shown(editor);
                if (typings[row].text.isEmpty()) { // the date: the year one up
                    editor->setFocus(Qt::TabFocusReason);
                    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
                    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
                } else {
                    Keys::typeOver(editor, typings[row].text);
                }
                QVERIFY2(Keys::shown(editor) != shownBefore, qPrintable(where));
                Keys::leave(how, editor);
                const FieldGenerator after = generatorIn(window, kTable, at.field);
                QCOMPARE(after.kind, kind);
                QVERIFY2(at.panel->message().isEmpty(),
                         qPrintable(where + u' ' + at.panel->message()));
                QWidget *now = setting(at.form, row);
                switch (how) {
                case Leave::Escape:
                    QVERIFY2(after == before, qPrintable(where));
                    QCOMPARE(Keys::shown(now), shownBefore);
                    QVERIFY2(Keys::holds(now), qPrintable(where));
                    break;
                case Leave::Enter:
                    QVERIFY2(typings[row].landed(before, after), qPrintable(where));
                    QVERIFY2(Keys::holds(now), qPrintable(where));
                    break;
                case Leave::Tab:
                    QVERIFY2(typings[row].landed(before, after), qPrintable(where));
                    if (row + 1 < typings.size())
                        QCOMPARE(focusedSetting(at.form), row + 1);
                    else
                        QVERIFY2(!Keys::holds(now), qPrintable(where));
                    break;
                case Leave::BackTab:
                    QVERIFY2(typings[row].landed(before, after), qPrintable(where));
                    if (row > 0)
                        QCOMPARE(focusedSetting(at.form), row - 1);
                    else
                        QCOMPARE(QApplication::focusWidget()->objectName(),
                                 QStringLiteral("generatorKind"));
                    break;
                }
                ++checked;
            }
        }
    }
    QVERIFY(window.isVisible());
    qInfo("%d settings typed into and left by keyboard", checked);
    QCOMPARE(checked, 4 * 24); // every setting of every kind, four ways
}

void TestKeyboard::sampleSettingRefusedKeepsTheProjectsValue()
{
    MainWindow window;
    SampleData at;
    QVERIFY(openSampleData(window, &at));
    for (const Leave how : {Leave::Tab, Leave::BackTab, Leave::Enter}) {
        const FieldGenerator defaults =
            GeneratorForm::defaultsFor(at.field, GeneratorKind::UniformInt);
        QVERIFY(at.panel->setGenerator(at.field, defaults) ||
                generatorIn(window, kTable, at.field) == defaults);
        QCoreApplication::processEvents();
        const FieldGenerator before = generatorIn(window, kTable, at.field);
        // The smallest value above the largest (1,000): HBase does not care, the sample would.
        Keys::typeOver(setting(at.form, 0), QStringLiteral("5,000"));
        Keys::leave(how, setting(at.form, 0));
        QVERIFY2(!at.panel->message().isEmpty(), Keys::name(how));
        QVERIFY(generatorIn(window, kTable, at.field) == before);
        QCOMPARE(Keys::shown(setting(at.form, 0)), QStringLiteral("1"));
        // Not a number at all.
        Keys::typeOver(setting(at.form, 1), QStringLiteral("lots"));
        Keys::leave(how, setting(at.form, 1));
        QVERIFY2(at.panel->message().contains(QStringLiteral("not a number")),
                 qPrintable(at.panel->message()));
        QVERIFY(generatorIn(window, kTable, at.field) == before);
    }
    QVERIFY(window.isVisible());
}

void TestKeyboard::sampleFieldAndKindByKeyboard()
{
    MainWindow window;
    SampleData at;
    QVERIFY(openSampleData(window, &at));
    auto *kind = at.form->findChild<QComboBox *>(QStringLiteral("generatorKind"));
    auto *name = at.form->findChild<QLineEdit *>(QStringLiteral("generatorField"));

    // The kind by arrow keys: the settings are replaced while the combo box keeps the focus,
    // and Tab then reaches the new kind's first setting.
    const GeneratorKind first = generatorIn(window, kTable, at.field).kind;
    kind->setFocus(Qt::TabFocusReason);
    QTest::keyClick(kind, Qt::Key_Down);
    const GeneratorKind second = generatorIn(window, kTable, at.field).kind;
    QVERIFY(second != first);
    QCOMPARE(int(second), kind->currentData().toInt());
    QVERIFY(Keys::holds(kind));
    Keys::leave(Leave::Tab);
    const bool hasSettings = !typingsFor(second).isEmpty();
    if (hasSettings)
        QCOMPARE(focusedSetting(at.form), 0);
    QTest::keyClick(kind, Qt::Key_Up);
    QCOMPARE(generatorIn(window, kTable, at.field).kind, first);

    // The at.field's name: Esc gives the old one back, Tab renames and goes on to the kind.
    Keys::typeOver(name, QStringLiteral("renamed"));
    Keys::leave(Leave::Escape);
    QCOMPARE(name->text(), at.field);
    QCOMPARE(generatorIn(window, kTable, at.field).field, at.field);
    Keys::typeOver(name, QStringLiteral("renamed"));
    Keys::leave(Leave::Tab);
    QCOMPARE(generatorIn(window, kTable, QStringLiteral("renamed")).field,
             QStringLiteral("renamed"));
    QVERIFY2(Keys::holds(kind), QApplication::focusWidget()
                                    ? qPrintable(QApplication::focusWidget()->objectName())
                                    : "no focus");
    Keys::leave(Leave::BackTab);
    QVERIFY(Keys::holds(name));
    Keys::typeOver(name, at.field);
    Keys::leave(Leave::Enter);
    QCOMPARE(generatorIn(window, kTable, at.field).field, at.field);
    QVERIFY(window.isVisible());
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
