// Issue case: the textbook IoT design built in the window as a user builds it (50,000 devices, a
// reading every 2.5 s, 20,000 writes a second kept 30 days, 16 HexStringSplit regions), saved, and
// linted as the CLI and CI lint the file. The hashed key gives no error and no warning; the
// device-first key gives only the pre-split's fault (HBD-SPLIT-003), whichever generator lists the
// device ids: at random, in turn or periodically (docs/designer.md#what-a-sample-can-show).
#include "guiutil.h"
#include "keyboardutil.h"
#include "model/io/projectfile.h"
#include "model/rules/linter.h"
#include "ui/document/editactions.h"
#include "ui/files/filecontroller.h"
#include "ui/inputs/generatorform.h"
#include "ui/inputs/generatormodel.h"
#include "ui/inputs/sampledatapanel.h"
#include "ui/problems/findingsmodel.h"
#include "ui/problems/problemspanel.h"
#include "ui/rowkey/rowkeybuilder.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>

using namespace GuiUtil;

namespace {

// Types `text` into the generator form's setting labelled `label` and leaves it with Tab.
bool typeSetting(GeneratorForm *form, const QString &label, const QString &text)
{
    for (QLabel *l : form->findChildren<QLabel *>()) {
        if (l->text() == label && l->buddy() && l->buddy()->isVisible()) {
            Keys::typeOver(l->buddy(), text);
            Keys::leave(Keys::Leave::Tab);
            return true;
        }
    }
    return false;
}

// The findings of the window's project as saved to a file and read back.
QList<Finding> savedFindings(MainWindow &window, const QString &path)
{
    QString error;
    if (!window.files()->saveTo(path, &error))
        qFatal("save: %s", qPrintable(error));
    const ProjectFile::LoadResult loaded = ProjectFile::load(path);
    if (!loaded.project)
        qFatal("load: %s", qPrintable(loaded.error));
    return Linter::lint(*loaded.project).findings;
}

QStringList ids(const QList<Finding> &findings, Severity severity)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity == severity)
            out << f.ruleId + QStringLiteral(": ") + f.message;
    }
    return out;
}

// The editor the form's label `label` names.
QWidget *buddyOf(GeneratorForm *form, const QString &label)
{
    for (QLabel *l : form->findChildren<QLabel *>()) {
        if (l->text() == label && l->buddy() && l->buddy()->isVisible())
            return l->buddy();
    }
    return nullptr;
}

} // namespace

class TestIotWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startSession(QStringLiteral("tst_iotwindow"))); }
    void textbookDesignFromTheWindow();
};

void TestIotWindow::textbookDesignFromTheWindow()
{
    MainWindow window;
    QVERIFY(showActive(window));
    QVERIFY(window.editActions()->addTable());
    const QString table = window.project().tables.first().fullName();
    window.document()->select(table);
    QCOMPARE(
        editProperty(window, QStringLiteral("volume.rowsPerDay"), QStringLiteral("20,000 / s")),
        QString());
    QCOMPARE(editProperty(window, QStringLiteral("volume.retentionDays"), QStringLiteral("30")),
             QString());
    QCOMPARE(editProperty(window, QStringLiteral("volume.rows"), QStringLiteral("51,840,000,000")),
             QString());
    QVERIFY(window.rowKeyBuilder()->commitNotation(
        QStringLiteral("[md5(device_id):hex(4)][device_id][rev(ts):long]")));
    window.document()->select(table + QStringLiteral("#splits"));
    QCOMPARE(editProperty(window, QStringLiteral("splits.kind"), QStringLiteral("algorithm")),
             QString());
    QCOMPARE(
        editProperty(window, QStringLiteral("splits.algorithm"), QStringLiteral("HexStringSplit")),
        QString());
    QCOMPARE(editProperty(window, QStringLiteral("splits.regions"), QStringLiteral("16")),
             QString());
    const Table &t = window.project().tables.first();
    window.document()->select(table + u'/' + t.families.first().name);
    QCOMPARE(editProperty(window, QStringLiteral("ttl"), QStringLiteral("30 d")), QString());

    // 50,000 devices, typed into the Sample Data form; the timestamps' guess stated as it is.
    window.document()->select(table);
    SampleDataPanel *sample = window.sampleData();
    window.findChild<QDockWidget *>(QStringLiteral("sampleDock"))->raise();
    QCoreApplication::processEvents();
    sample->selectField(QStringLiteral("device_id"));
    QCOMPARE(sample->form()->generator().kind, GeneratorKind::Periodic); // the guess
    QVERIFY(typeSetting(sample->form(), QStringLiteral("Ids:"), QStringLiteral("50,000")));
    QCOMPARE(window.project().tables.first().sample.generators.first().cardinality, 50000);
    QVERIFY(sample->acceptGuess(QStringLiteral("ts")));
    // The generator list says how little time the sample covers: half a second, a fifth of a
    // period of the devices.
    const auto settingsOf = [sample](const QString &field) {
        return sample->model()
            ->index(sample->model()->rowOf(field), GeneratorModel::SettingsColumn)
            .data()
            .toString();
    };
    QVERIFY2(settingsOf(QStringLiteral("ts")).contains(QStringLiteral("covers 0.5 s of writes")),
             qPrintable(settingsOf(QStringLiteral("ts"))));
    QVERIFY2(settingsOf(QStringLiteral("device_id"))
                 .contains(QStringLiteral("every 2.5 s, the sample holds 20% of a period")),
             qPrintable(settingsOf(QStringLiteral("device_id"))));

    // The same, in words under the selected generator's settings, read without a mouse.
    const auto note = [sample] {
        return sample->form()->findChild<QLabel *>(QStringLiteral("generatorNote"))->text();
    };
    sample->selectField(QStringLiteral("ts"));
    QCoreApplication::processEvents(); // the new settings' editors show
    QCOMPARE(note(), QStringLiteral("The sample covers 0.5 s of writes"));
    // Tab leaves the start date whole, to the rate, rather than walking its seven parts.
    QWidget *date = buddyOf(sample->form(), QStringLiteral("First row at (UTC):"));
    QVERIFY(date);
    date->setFocus(Qt::TabFocusReason);
    QTest::keyClick(date, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), buddyOf(sample->form(), QStringLiteral("Rate:")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget(), date);
    sample->selectField(QStringLiteral("device_id"));
    QCOMPARE(note(),
             QStringLiteral("Each id writes every 2.5 s, the sample holds 20% of a period"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("iot.json"));
    // 52 billion readings of 30 days do not fit the 3 region servers a new project assumes: too
    // many regions a server and too much disk after compression and HDFS's copies. The memstores
    // do not warn: each hashed region takes a few KB a second, so the hourly flush empties it
    // long before 128 MiB, and all of them hold less than twice the 6.4 GiB share.
    QList<Finding> found = savedFindings(window, path);
    QStringList budget;
    for (const Finding &f : found) {
        if (f.ruleId.startsWith(QStringLiteral("HBD-CLUSTER-")) && f.severity == Severity::Warning)
            budget << f.ruleId;
    }
    QCOMPARE(budget,
             (QStringList{QStringLiteral("HBD-CLUSTER-001"), QStringLiteral("HBD-CLUSTER-003")}));
    // A cluster sized for it, typed into the project's properties.
    window.document()->select(QString());
    QCOMPARE(editProperty(window, QStringLiteral("regionServers"), QStringLiteral("16")),
             QString());
    QCOMPARE(editProperty(window, QStringLiteral("heap"), QStringLiteral("24 GiB")), QString());
    QCOMPARE(editProperty(window, QStringLiteral("disk"), QStringLiteral("8 TiB")), QString());
    found = savedFindings(window, path);
    window.document()->select(table);
    QVERIFY2(ids(found, Severity::Error).isEmpty(),
             qPrintable(ids(found, Severity::Error).join(u'\n')));
    QVERIFY2(ids(found, Severity::Warning).isEmpty(),
             qPrintable(ids(found, Severity::Warning).join(u'\n')));

    // Without the hash, with each kind of unordered device ids.
    QVERIFY(window.rowKeyBuilder()->commitNotation(QStringLiteral("[device_id][rev(ts):long]")));
    for (const GeneratorKind kind :
         {GeneratorKind::Periodic, GeneratorKind::RoundRobin, GeneratorKind::UniformInt}) {
        FieldGenerator devices = GeneratorForm::defaultsFor(QStringLiteral("device_id"), kind);
        devices.cardinality = 50000;
        devices.max = 50000;
        QVERIFY(sample->setGenerator(QStringLiteral("device_id"), devices) ||
                sample->form()->generator() == devices);
        found = savedFindings(window, path);
        const QString where = GeneratorModel::kindName(kind) + u'\n' +
                              ids(found, Severity::Error).join(u'\n') + u'\n' +
                              ids(found, Severity::Warning).join(u'\n');
        QVERIFY2(ids(found, Severity::Error).isEmpty(), qPrintable(where));
        const QStringList warnings = ids(found, Severity::Warning);
        QVERIFY2(warnings.size() == 1 && warnings.first().startsWith(u"HBD-SPLIT-003"),
                 qPrintable(where));
        // It says why: decimal ids under a split made for hex digits.
        QVERIFY2(warnings.first().contains(u"the keys start with decimal digits only"),
                 qPrintable(where));
    }
    // In the Problems panel, by keyboard: arriving in the list selects the finding, its fix is
    // written under the list, and Fix applies it: split keys recommended from the sample.
    ProblemsPanel *problems = window.problems();
    window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->raise();
    QTableView *list = problems->view();
    QTRY_VERIFY(list->model()->rowCount() > 0);
    list->setFocus(Qt::TabFocusReason);
    QVERIFY(list->selectionModel()->isRowSelected(list->currentIndex().row(), {}));
    const auto ruleOf = [list] {
        return list->currentIndex().siblingAtColumn(FindingsModel::RuleColumn).data().toString();
    };
    for (int row = 0; row < list->model()->rowCount() && ruleOf() != u"HBD-SPLIT-003"; ++row)
        QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(ruleOf(), QStringLiteral("HBD-SPLIT-003"));
    const auto *fixText = problems->findChild<QLabel *>(QStringLiteral("problemFixText"));
    QVERIFY(fixText->isVisible());
    QCOMPARE(fixText->text(),
             QStringLiteral("How to fix: use recommended splits from the sample keys"));
    auto *fix = problems->findChild<QPushButton *>(QStringLiteral("fixButton"));
    QVERIFY(fix->isEnabled());
    fix->click();
    QCOMPARE(window.project().tables.first().splits.kind, SplitKind::Recommended);
    QCOMPARE(window.project().tables.first().splits.regions, 16);
    found = savedFindings(window, path);
    QVERIFY2(ids(found, Severity::Warning).isEmpty(),
             qPrintable(ids(found, Severity::Warning).join(u'\n')));
}

QTEST_MAIN(TestIotWindow)
#include "tst_iotwindow.moc"
