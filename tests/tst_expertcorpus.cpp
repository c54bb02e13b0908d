// The expert corpus of tests/data/designs (README.md there): small designs, each with the findings
// an HBase expert requires of it and the ones that would be wrong, written from HBase knowledge
// before lint ran on it. Lint must give every required finding and none of the wrong ones; a
// design marked clean gives no error and no warning at all. A rule that speaks about the sample
// rather than the design (a generator's order, a repeat the real rates never make) fails here.
#include "model/io/projectfile.h"
#include "model/rules/linter.h"
#include "testutil.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestExpertCorpus : public QObject
{
    Q_OBJECT

private slots:
    void design_data();
    void design();
};

namespace {

QString corpusDir()
{
    return QStringLiteral(HBD_TEST_DATA "/designs");
}

// "error:HBD-KEY-004" asks for (or forbids) that severity only; "HBD-KEY-004" any severity.
bool matches(const Finding &f, const QString &expected)
{
    const qsizetype colon = expected.indexOf(u':');
    const QString rule = colon < 0 ? expected : expected.mid(colon + 1);
    if (f.ruleId != rule)
        return false;
    if (colon < 0)
        return true;
    const QString severity = expected.left(colon);
    return (severity == QStringLiteral("error") && f.severity == Severity::Error) ||
           (severity == QStringLiteral("warning") && f.severity == Severity::Warning) ||
           (severity == QStringLiteral("info") && f.severity == Severity::Info);
}

QString listed(const QList<Finding> &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines << QStringLiteral("%1 %2: %3").arg(f.ruleId, f.objectPath, f.message);
    return lines.join(u'\n');
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

} // namespace

void TestExpertCorpus::design_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("required");
    QTest::addColumn<QStringList>("wrong");
    QTest::addColumn<bool>("clean");
    const QJsonDocument doc = QJsonDocument::fromJson(
        TestUtil::readAll(corpusDir() + QStringLiteral("/expectations.json")));
    QVERIFY(doc.isArray());
    QSet<QString> listedFiles;
    for (const QJsonValue &entry : doc.array()) {
        const QJsonObject e = entry.toObject();
        const QString file = e.value(QStringLiteral("file")).toString();
        QVERIFY2(!e.value(QStringLiteral("why")).toString().isEmpty(), qPrintable(file));
        listedFiles.insert(file);
        QTest::newRow(qPrintable(file)) << file << strings(e.value(QStringLiteral("requires")))
                                        << strings(e.value(QStringLiteral("wrong")))
                                        << e.value(QStringLiteral("clean")).toBool();
    }
    // Every design has its expectations, and every expectation its design.
    const QStringList files =
        QDir(corpusDir()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        if (file != u"expectations.json")
            QVERIFY2(listedFiles.contains(file),
                     qPrintable(file + QStringLiteral(" has no expectations")));
    }
    QCOMPARE(qsizetype(listedFiles.size()), files.size() - 1);
}

void TestExpertCorpus::design()
{
    QFETCH(QString, file);
    QFETCH(QStringList, required);
    QFETCH(QStringList, wrong);
    QFETCH(bool, clean);
    const ProjectFile::LoadResult loaded = ProjectFile::load(corpusDir() + u'/' + file);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    Linter::Options options;
    options.projectDirectory = corpusDir(); // where a design's CSV sample lives
    const QList<Finding> findings = Linter::lint(*loaded.project, options).findings;
    for (const QString &expected : std::as_const(required)) {
        const bool found = std::any_of(findings.begin(), findings.end(),
                                       [&](const Finding &f) { return matches(f, expected); });
        QVERIFY2(found, qPrintable(QStringLiteral("missing ") + expected +
                                   QStringLiteral("; lint said:\n") + listed(findings)));
    }
    for (const QString &forbidden : std::as_const(wrong)) {
        for (const Finding &f : findings)
            QVERIFY2(!matches(f, forbidden), qPrintable(QStringLiteral("wrong ") + forbidden +
                                                        QStringLiteral(": ") + f.message));
    }
    if (clean) {
        for (const Finding &f : findings)
            QVERIFY2(f.severity == Severity::Info,
                     qPrintable(QStringLiteral("not clean: ") + listed({f})));
    }
}

QTEST_APPLESS_MAIN(TestExpertCorpus)
#include "tst_expertcorpus.moc"
