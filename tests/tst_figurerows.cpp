// The rows the Compare view and `compare` put side by side (docs/designer.md#compare-tables):
// which differences are big enough to call better or worse (FigureRows::verdict), and the column
// families of two tables with different families (FamilyRows), as the families-mob and
// site-history lessons compare them.
#include "model/io/projectfile.h"
#include "model/teaching/familyrows.h"
#include "model/teaching/figurerows.h"
#include "model/teaching/lesson.h"

#include <QTest>

#include <cmath>

namespace {

TableFigures figuresOf(const QString &lessonId, bool solution)
{
    const LessonFile::Result read = LessonFile::read(LessonFile::find(lessonId));
    if (!read.lesson)
        qFatal("%s", qPrintable(read.error));
    const ProjectFile::LoadResult loaded =
        ProjectFile::load(solution ? read.lesson->solutionFile : read.lesson->startFile);
    if (!loaded.project)
        qFatal("%s", qPrintable(loaded.error));
    TableFigures f;
    f.table = read.lesson->table;
    f.families = loaded.project->findTable(read.lesson->table)->families;
    return f;
}

// The row labelled `label` after the heading `heading` (empty: from the top), or null.
const FamilyRows::Row *rowOf(const QList<FamilyRows::Row> &rows, const QString &heading,
                             const QString &label)
{
    bool inside = heading.isEmpty();
    for (const FamilyRows::Row &row : rows) {
        if (row.heading)
            inside = row.label == heading;
        else if (inside && row.label == label)
            return &row;
    }
    return nullptr;
}

} // namespace

class TestFigureRows : public QObject
{
    Q_OBJECT

private slots:
    void smallDifferencesAreNeitherBetterNorWorse_data();
    void smallDifferencesAreNeitherBetterNorWorse();
    void negligibleDifferencesOfARow();
    void familiesSideBySide();
    void historySettingsSideBySide();
};

void TestFigureRows::smallDifferencesAreNeitherBetterNorWorse_data()
{
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("second");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<int>("verdict"); // lower is better
    QTest::newRow("1.8 points of 100%") << 100.0 << 98.2 << 1 << 0;
    QTest::newRow("a byte of 48") << 48.0 << 47.0 << 0 << 0;
    QTest::newRow("4.9% less") << 100.0 << 95.1 << 1 << 0;
    QTest::newRow("5% less") << 100.0 << 95.0 << 1 << 1;
    QTest::newRow("7 points of 25%") << 25.0 << 32.0 << 1 << -1;
    QTest::newRow("100% to 25%") << 100.0 << 25.0 << 1 << 1;
    QTest::newRow("0 to 1 error") << 0.0 << 1.0 << 0 << -1;
    QTest::newRow("1 to 0 empty regions") << 1.0 << 0.0 << 0 << 1;
    QTest::newRow("equal as written") << 1.02 << 1.024 << 2 << 0;
    QTest::newRow("48 to 14 key bytes") << 48.0 << 14.0 << 0 << 1;
}

// Figures whose small absolute changes are noise of the sample: a skew of 0.02 from a perfect
// 0.00 is 100% more, yet no worse a design.
void TestFigureRows::negligibleDifferencesOfARow()
{
    using FigureRows::Better;
    const auto rowLabelled = [](const char *label) {
        for (const FigureRows::Row &row : FigureRows::rows()) {
            if (qstrcmp(row.label, label) == 0)
                return row;
        }
        qFatal("no row %s", label);
    };
    const FigureRows::Row cv = rowLabelled("coefficient of variation");
    QCOMPARE(FigureRows::verdict(cv.better, 0.0, 0.02, cv.decimals, cv.negligible), 0);
    QVERIFY(FigureRows::nearlySame(0.0, 0.02, cv.decimals, cv.negligible));
    QCOMPARE(FigureRows::verdict(cv.better, 0.0, 0.3, cv.decimals, cv.negligible), -1);
    const FigureRows::Row share = rowLabelled("hottest window's share to one region (%)");
    QCOMPARE(FigureRows::verdict(share.better, 25.0, 26.5, share.decimals, share.negligible), 0);
    QCOMPARE(FigureRows::verdict(share.better, 25.0, 30.0, share.decimals, share.negligible), -1);
    // A count has no such floor: one error more is worse.
    const FigureRows::Row errors = rowLabelled("findings: errors");
    QCOMPARE(FigureRows::verdict(errors.better, 0, 1, errors.decimals, errors.negligible), -1);
}

void TestFigureRows::smallDifferencesAreNeitherBetterNorWorse()
{
    QFETCH(double, first);
    QFETCH(double, second);
    QFETCH(int, decimals);
    QFETCH(int, verdict);
    using FigureRows::Better;
    QCOMPARE(FigureRows::verdict(Better::Lower, first, second, decimals), verdict);
    QCOMPARE(FigureRows::verdict(Better::Higher, first, second, decimals), -verdict);
    QCOMPARE(FigureRows::verdict(Better::Neither, first, second, decimals), 0);
    // nearlySame: different as written, yet too close to colour.
    const bool differ =
        std::round(first * std::pow(10, decimals)) != std::round(second * std::pow(10, decimals));
    QCOMPARE(FigureRows::nearlySame(first, second, decimals), differ && verdict == 0);
}

void TestFigureRows::familiesSideBySide()
{
    // Four families against d and m: each family once, "—" on the side that lacks it.
    const QList<FamilyRows::Row> rows =
        FamilyRows::rows(figuresOf(QStringLiteral("families-mob"), false),
                         figuresOf(QStringLiteral("families-mob"), true));
    const FamilyRows::Row *count = rowOf(rows, {}, QStringLiteral("column families"));
    QVERIFY(count);
    QCOMPARE(count->values[0], QStringLiteral("4"));
    QCOMPARE(count->values[1], QStringLiteral("2"));
    QCOMPARE(count->difference, QStringLiteral("-2"));
    const FamilyRows::Row *mob = rowOf(rows, {}, QStringLiteral("MOB families"));
    QVERIFY(mob);
    QCOMPARE(mob->values[0], QStringLiteral("0"));
    QCOMPARE(mob->values[1], QStringLiteral("1"));
    QStringList headings;
    for (const FamilyRows::Row &row : rows) {
        if (row.heading)
            headings << row.label;
    }
    QCOMPARE(headings,
             (QStringList{QStringLiteral("family info"), QStringLiteral("family description"),
                          QStringLiteral("family images"), QStringLiteral("family promotion"),
                          QStringLiteral("family d"), QStringLiteral("family m")}));
    const FamilyRows::Row *images =
        rowOf(rows, QStringLiteral("family images"), QStringLiteral("MOB"));
    QVERIFY(images);
    QCOMPARE(images->values[0], QStringLiteral("no"));
    QCOMPARE(images->values[1], QStringLiteral("—"));
    QVERIFY(images->difference.isEmpty());
    const FamilyRows::Row *m = rowOf(rows, QStringLiteral("family m"), QStringLiteral("MOB"));
    QVERIFY(m);
    QCOMPARE(m->values[0], QStringLiteral("—"));
    QCOMPARE(m->values[1], QStringLiteral("MOB over 100 KiB"));
    const FamilyRows::Row *versions =
        rowOf(rows, QStringLiteral("family d"), QStringLiteral("VERSIONS"));
    QVERIFY(versions);
    QCOMPARE(versions->values[0], QStringLiteral("—"));
    QCOMPARE(versions->values[1], QStringLiteral("1"));
    QVERIFY(versions->difference.isEmpty()); // nothing to subtract from
    // No family keeps a minimum of versions: no MIN_VERSIONS rows.
    QVERIFY(!rowOf(rows, QStringLiteral("family d"), QStringLiteral("MIN_VERSIONS")));
}

void TestFigureRows::historySettingsSideBySide()
{
    // One family c on both sides, keeping 3 versions for 90 days, at least 1, in the solution.
    const QList<FamilyRows::Row> rows =
        FamilyRows::rows(figuresOf(QStringLiteral("site-history"), false),
                         figuresOf(QStringLiteral("site-history"), true));
    const QString c = QStringLiteral("family c");
    const FamilyRows::Row *versions = rowOf(rows, c, QStringLiteral("VERSIONS"));
    QVERIFY(versions);
    QCOMPARE(versions->values[0], QStringLiteral("1"));
    QCOMPARE(versions->values[1], QStringLiteral("3"));
    QCOMPARE(versions->difference, QStringLiteral("+2"));
    const FamilyRows::Row *minimum = rowOf(rows, c, QStringLiteral("MIN_VERSIONS"));
    QVERIFY(minimum);
    QCOMPARE(minimum->difference, QStringLiteral("+1"));
    const FamilyRows::Row *ttl = rowOf(rows, c, QStringLiteral("TTL"));
    QVERIFY(ttl);
    QCOMPARE(ttl->values[0], QStringLiteral("FOREVER"));
    QCOMPARE(ttl->values[1], QStringLiteral("90 d"));
    const FamilyRows::Row *heading = nullptr;
    for (const FamilyRows::Row &row : rows) {
        if (row.heading)
            heading = &row;
    }
    QVERIFY(heading && heading->values[0].isEmpty() && heading->values[1].isEmpty());
}

QTEST_GUILESS_MAIN(TestFigureRows)
#include "tst_figurerows.moc"
