// What the window computes after an edit (LiveCheck) reuses earlier measurements and findings;
// after any sequence of edits its findings and measurements must be those of a fresh lint and a
// fresh analysis of the edited project.
#include "model/io/projectfile.h"
#include "model/rules/livecheck.h"
#include "testutil.h"

#include <QDir>
#include <QTest>

#include <functional>

namespace {

QStringList describe(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(f.ruleId + u'|' + f.objectPath + u'|' + QString::number(int(f.severity)) + u'|' +
                   f.message + u'|' + f.fix);
    return out;
}

Table &tableNamed(Project &project, const QString &name)
{
    return project.tables[project.tableIndex(name)];
}

} // namespace

class TestLiveCheck : public QObject
{
    Q_OBJECT

private slots:
    void everyEditGivesWhatAFreshLintGives_data();
    void everyEditGivesWhatAFreshLintGives();
};

void TestLiveCheck::everyEditGivesWhatAFreshLintGives_data()
{
    QTest::addColumn<QString>("file");
    const QDir examples(TestUtil::sourcePath(QStringLiteral("examples")));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(name)) << examples.filePath(name);
}

void TestLiveCheck::everyEditGivesWhatAFreshLintGives()
{
    QFETCH(QString, file);
    ProjectFile::LoadResult loaded = ProjectFile::load(file);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    Project project = *loaded.project;
    const QString directory = QFileInfo(file).absolutePath();
    const QString name = project.tables.first().fullName();

    using Edit = std::function<void(Project &)>;
    const QList<std::pair<const char *, Edit>> edits = {
        {"nothing", [](Project &) {}},
        {"splits",
         [&](Project &p) {
             Table &t = tableNamed(p, name);
             t.splits.kind = SplitKind::Algorithm;
             t.splits.algorithm = SplitAlgorithm::HexString;
             t.splits.regions = 7;
         }},
        {"family", [&](Project &p) { tableNamed(p, name).families.first().versions += 2; }},
        {"row key",
         [&](Project &p) {
             tableNamed(p, name).rowKey.segments.append(
                 KeySegment::separator(QByteArrayLiteral("#")));
         }},
        {"sample seed", [&](Project &p) { tableNamed(p, name).sample.seed += 1; }},
        {"cluster", [](Project &p) { p.cluster.regionServers = 40; }},
        {"another table's key",
         [&](Project &p) {
             Table &last = p.tables.last();
             if (!last.rowKey.segments.isEmpty())
                 last.rowKey.segments.removeLast();
         }},
        {"access patterns", [&](Project &p) { tableNamed(p, name).accessPatterns.clear(); }},
    };
    LiveCheck::Caches caches;
    for (const auto &[what, edit] : edits) {
        edit(project);
        const LiveCheck::Result live = LiveCheck::run(project, directory, name, caches);
        Linter::Options fresh;
        fresh.projectDirectory = directory;
        const Linter::Result expected = Linter::lint(project, fresh);
        QCOMPARE(describe(live.lint.findings), describe(expected.findings));
        QCOMPARE(describe(live.lint.suppressed), describe(expected.suppressed));
        // The selected table's measurements are those of a fresh analysis.
        const TableAnalysis alone = TableAnalysis::of(*project.findTable(name), directory);
        QVERIFY2(live.analysis, what);
        QCOMPARE(live.analysis->available, alone.available);
        QCOMPARE(live.analysis->preview.assignment.counts, alone.preview.assignment.counts);
        QCOMPARE(live.analysis->preview.order, alone.preview.order);
        QCOMPARE(live.analysis->segments.count(), alone.segments.count());
        for (std::size_t s = 0; s < alone.segments.count(); ++s) {
            const KeyColumn liveText = live.analysis->segmentText(s);
            const KeyColumn liveBytes = live.analysis->segmentBytes(s);
            const KeyColumn text = alone.segmentText(s);
            const KeyColumn bytes = alone.segmentBytes(s);
            QCOMPARE(liveText.size(), text.size());
            QCOMPARE(liveBytes.size(), bytes.size());
            for (std::size_t r = 0; r < bytes.size(); r += 7)
                QCOMPARE(liveBytes.key(r), bytes.key(r));
            for (std::size_t r = 0; r < text.size(); r += 7)
                QCOMPARE(liveText.key(r), text.key(r));
        }
    }
}

QTEST_GUILESS_MAIN(TestLiveCheck)
#include "tst_livecheck.moc"
