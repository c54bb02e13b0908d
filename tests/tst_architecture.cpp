// The layout rules of docs/architecture.md, read off the sources: the model's folders form the
// layers model/CMakeLists.txt declares, the model and the CLI see only Qt Core, includes are
// written from the repository root, the guide names every source folder, nothing points at
// documents outside the repository, and files stay short.
#include "testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

struct Include
{
    QString file; // relative to the source root
    int line = 0;
    QString target;
    bool angled = false;
};

QString root()
{
    return QDir(TestUtil::sourcePath(QString())).absolutePath();
}

QStringList sourceFiles(const QString &folder)
{
    QStringList files;
    QDirIterator it(root() + QLatin1Char('/') + folder,
                    {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(root()).relativeFilePath(it.next());
    files.sort();
    return files;
}

QList<Include> includesOf(const QString &relative)
{
    static const QRegularExpression directive(
        QStringLiteral("^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]"));
    QList<Include> result;
    const QStringList lines =
        QString::fromUtf8(TestUtil::readAll(TestUtil::sourcePath(relative))).split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = directive.match(lines.at(i));
        if (m.hasMatch())
            result.append({relative, i + 1, m.captured(2), m.captured(1) == u'<'});
    }
    return result;
}

QString where(const Include &include)
{
    return QStringLiteral("%1:%2: #include %3")
        .arg(include.file)
        .arg(include.line)
        .arg(include.target);
}

// "part=dep,dep|part=|..." as model/CMakeLists.txt declares the layers.
QHash<QString, QStringList> declaredLayers()
{
    QHash<QString, QStringList> layers;
    for (const QString &entry : QStringLiteral(HBD_MODEL_LAYERS).split(u'|', Qt::SkipEmptyParts)) {
        const QString part = entry.section(u'=', 0, 0);
        layers.insert(part, entry.section(u'=', 1).split(u',', Qt::SkipEmptyParts));
    }
    return layers;
}

QSet<QString> reachable(const QHash<QString, QStringList> &layers, const QString &part)
{
    QSet<QString> seen;
    QStringList todo = layers.value(part);
    while (!todo.isEmpty()) {
        const QString next = todo.takeLast();
        if (seen.contains(next))
            continue;
        seen.insert(next);
        todo += layers.value(next);
    }
    return seen;
}

// A Qt header named in an angled include, found among QtCore's headers.
bool isQtCoreHeader(const QString &target)
{
    const QString headers = QLibraryInfo::path(QLibraryInfo::HeadersPath);
    QString name = target;
    if (name.startsWith(QStringLiteral("QtCore/")))
        name = name.mid(7);
    else if (name.contains(u'/'))
        return false; // QtGui/QImage, QtWidgets/..., any other module
    return QFileInfo::exists(headers + QStringLiteral("/QtCore/") + name);
}

bool looksLikeQt(const QString &target)
{
    return target.startsWith(u'Q') || target.startsWith(QStringLiteral("qcustomplot"));
}

} // namespace

class TestArchitecture : public QObject
{
    Q_OBJECT

private slots:
    void modelLayersHaveNoCycles();
    void everyModelFolderIsALayer();
    void modelIncludesOnlyItselfAndTheLayersBelow();
    void modelAndCliSeeOnlyQtCore();
    void includesAreWrittenFromTheRoot();
    void guideNamesEverySourceFolder();
    void nothingPointsOutsideTheRepository();
    void filesStayShort();
};

void TestArchitecture::modelLayersHaveNoCycles()
{
    const QHash<QString, QStringList> layers = declaredLayers();
    QVERIFY(layers.size() >= 4);
    for (auto it = layers.cbegin(); it != layers.cend(); ++it) {
        for (const QString &dep : it.value())
            QVERIFY2(layers.contains(dep), qPrintable(it.key() + QStringLiteral(" -> ") + dep));
        QVERIFY2(!reachable(layers, it.key()).contains(it.key()),
                 qPrintable(it.key() + QStringLiteral(" depends on itself")));
    }
}

void TestArchitecture::everyModelFolderIsALayer()
{
    const QHash<QString, QStringList> layers = declaredLayers();
    const QStringList folders =
        QDir(root() + QStringLiteral("/model")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(QSet<QString>(folders.cbegin(), folders.cend()),
             QSet<QString>(layers.keyBegin(), layers.keyEnd()));
    // No source files stay at the root of model/: each belongs to a layer.
    QCOMPARE(QDir(root() + QStringLiteral("/model"))
                 .entryList({QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files),
             QStringList());
}

void TestArchitecture::modelIncludesOnlyItselfAndTheLayersBelow()
{
    const QHash<QString, QStringList> layers = declaredLayers();
    int checked = 0;
    for (const QString &file : sourceFiles(QStringLiteral("model"))) {
        const QString part = file.section(u'/', 1, 1);
        QSet<QString> allowed = reachable(layers, part);
        allowed.insert(part);
        for (const Include &inc : includesOf(file)) {
            if (inc.angled)
                continue;
            QVERIFY2(inc.target.startsWith(QStringLiteral("model/")), qPrintable(where(inc)));
            const QString target = inc.target.section(u'/', 1, 1);
            QVERIFY2(allowed.contains(target),
                     qPrintable(where(inc) + QStringLiteral(" (model/") + part +
                                QStringLiteral(" may use: ") +
                                QStringList(allowed.cbegin(), allowed.cend()).join(u' ') +
                                QLatin1Char(')')));
            ++checked;
        }
    }
    QVERIFY(checked > 100);
}

void TestArchitecture::modelAndCliSeeOnlyQtCore()
{
    int checked = 0;
    for (const QString &folder : {QStringLiteral("model"), QStringLiteral("app/cli")}) {
        for (const QString &file : sourceFiles(folder)) {
            for (const Include &inc : includesOf(file)) {
                if (!inc.angled) {
                    QVERIFY2(!inc.target.startsWith(QStringLiteral("ui/")), qPrintable(where(inc)));
                    continue;
                }
                if (!looksLikeQt(inc.target))
                    continue;
                QVERIFY2(isQtCoreHeader(inc.target), qPrintable(where(inc)));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 50);
}

void TestArchitecture::includesAreWrittenFromTheRoot()
{
    for (const QString &folder : {QStringLiteral("model"), QStringLiteral("ui"),
                                  QStringLiteral("app"), QStringLiteral("translations")}) {
        for (const QString &file : sourceFiles(folder)) {
            for (const Include &inc : includesOf(file)) {
                if (inc.angled || inc.target.endsWith(QStringLiteral(".moc")))
                    continue;
                QVERIFY2(QFileInfo::exists(TestUtil::sourcePath(inc.target)),
                         qPrintable(where(inc)));
            }
        }
    }
}

void TestArchitecture::guideNamesEverySourceFolder()
{
    const QString guide = QString::fromUtf8(
        TestUtil::readAll(TestUtil::sourcePath(QStringLiteral("docs/architecture.md"))));
    QVERIFY(!guide.isEmpty());
    QStringList folders;
    for (const QString &top :
         {QStringLiteral("model"), QStringLiteral("ui"), QStringLiteral("app")}) {
        for (const QString &sub :
             QDir(root() + QLatin1Char('/') + top).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            folders << top + QLatin1Char('/') + sub + QLatin1Char('/');
    }
    folders << QStringLiteral("translations/") << QStringLiteral("tests/")
            << QStringLiteral("tests/fuzz/") << QStringLiteral("tests/data/")
            << QStringLiteral("examples/") << QStringLiteral("scripts/");
    for (const QString &folder : folders)
        QVERIFY2(guide.contains(u'`' + folder),
                 qPrintable(folder + QStringLiteral(" is not in docs/architecture.md")));
}

// The notes the project started from are not part of the repository; every fact the code uses
// has its own page in docs/ (hbase-reference.md, rules.md, glossary.md, ...).
void TestArchitecture::nothingPointsOutsideTheRepository()
{
    const QStringList outside = {QStringLiteral("PRODUCT") + QStringLiteral(".md"),
                                 QStringLiteral("HBASE") + QStringLiteral(".md"),
                                 QStringLiteral("STYLE") + QStringLiteral(".md"),
                                 QStringLiteral("../") + QStringLiteral("shared")};
    int checked = 0;
    for (const QString &folder :
         {QStringLiteral("model"), QStringLiteral("ui"), QStringLiteral("app"),
          QStringLiteral("tests"), QStringLiteral("translations"), QStringLiteral("docs"),
          QStringLiteral("examples"), QStringLiteral("scripts"), QStringLiteral(".ci")}) {
        QDirIterator it(root() + QLatin1Char('/') + folder, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QStringLiteral(".png")))
                continue;
            const QByteArray text = TestUtil::readAll(path);
            for (const QString &needle : outside)
                QVERIFY2(!text.contains(needle.toUtf8()),
                         qPrintable(QDir(root()).relativeFilePath(path) + QStringLiteral(": ") +
                                    needle));
            ++checked;
        }
    }
    const QByteArray readme = TestUtil::readAll(TestUtil::sourcePath(QStringLiteral("README.md")));
    for (const QString &needle : outside)
        QVERIFY2(!readme.contains(needle.toUtf8()), qPrintable(needle));
    QVERIFY(checked > 200);
}

// A file past ~600 lines holds two things: split it by topic.
void TestArchitecture::filesStayShort()
{
    for (const QString &folder : {QStringLiteral("model"), QStringLiteral("ui"),
                                  QStringLiteral("app"), QStringLiteral("tests")}) {
        for (const QString &file : sourceFiles(folder)) {
            const int lines = int(TestUtil::readAll(TestUtil::sourcePath(file)).count('\n'));
            QVERIFY2(lines <= 600, qPrintable(file + QStringLiteral(": %1 lines").arg(lines)));
        }
    }
}

QTEST_GUILESS_MAIN(TestArchitecture)
#include "tst_architecture.moc"
