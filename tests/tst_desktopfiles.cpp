// The desktop integration the package installs (app/packaging,
// docs/building.md#the-debian-package): the desktop entry and AppStream metainfo validate with the
// desktop's own tools, all files carry the one application id, the project file type wins
// *.hbase.json and leaves *.json alone, the icon's PNGs are the SVG at their sizes, and the
// changelog and metainfo name this version.
#include <QDate>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QMimeDatabase>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString packaging = QStringLiteral(HBD_SOURCE_DIR "/app/packaging/");
const QString appId = QStringLiteral(HBD_APP_ID);
const QString projectType = QStringLiteral("application/x-hbase-designer-project");

struct Run
{
    int status = -1;
    QString output; // standard output and error
};

Run run(const QString &program, const QStringList &arguments)
{
    Run r;
    if (QStandardPaths::findExecutable(program).isEmpty()) {
        r.output = program + QStringLiteral(" is not installed (scripts/test installs it)");
        return r;
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return r;
    r.status = process.exitCode();
    r.output = QString::fromUtf8(process.readAll());
    return r;
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// A desktop entry's value for a key ("Exec"), or "".
QString desktopValue(const QString &key)
{
    static const QString entry = readText(packaging + appId + QStringLiteral(".desktop"));
    const QRegularExpression line(QStringLiteral("^") + QRegularExpression::escape(key) +
                                      QStringLiteral("=(.*)$"),
                                  QRegularExpression::MultilineOption);
    return line.match(entry).captured(1);
}

} // namespace

class TestDesktopFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theDesktopEntryValidates();
    void theMetainfoValidates();
    void everyFileCarriesTheApplicationId();
    void projectFilesHaveTheirOwnType();
    void theIconsAreTheSvgAtTheirSizes_data();
    void theIconsAreTheSvgAtTheirSizes();
    void theChangelogAndMetainfoNameThisVersion();

private:
    QTemporaryDir m_data; // a share/ with the MIME package, as the installed one
};

void TestDesktopFiles::initTestCase()
{
    // The shared MIME database read from a folder holding only our package and the system's, as
    // update-mime-database builds it when dpkg's trigger runs. Set before QMimeDatabase's first
    // use, which reads XDG_DATA_DIRS once.
    QVERIFY(m_data.isValid());
    QVERIFY(QDir().mkpath(m_data.filePath(QStringLiteral("mime/packages"))));
    QVERIFY(QFile::copy(packaging + appId + QStringLiteral(".mime.xml"),
                        m_data.filePath(QStringLiteral("mime/packages/")) + appId +
                            QStringLiteral(".xml")));
    const Run update =
        run(QStringLiteral("update-mime-database"), {m_data.filePath(QStringLiteral("mime"))});
    QVERIFY2(update.status == 0, qPrintable(update.output));
    qputenv("XDG_DATA_DIRS", (m_data.path() + QStringLiteral(":/usr/share")).toUtf8());
}

void TestDesktopFiles::theDesktopEntryValidates()
{
    const Run validate = run(QStringLiteral("desktop-file-validate"),
                             {packaging + appId + QStringLiteral(".desktop")});
    QCOMPARE(validate.status, 0);
    QVERIFY2(validate.output.isEmpty(), qPrintable(validate.output)); // hints too
    // It opens what the designer takes as its one FILE argument.
    QCOMPARE(desktopValue(QStringLiteral("Exec")), QStringLiteral("hbase-designer %f"));
    QVERIFY(!desktopValue(QStringLiteral("Name[zh_CN]")).isEmpty() ||
            !desktopValue(QStringLiteral("GenericName[zh_CN]")).isEmpty());
    QVERIFY(!desktopValue(QStringLiteral("Comment[zh_CN]")).isEmpty());
}

void TestDesktopFiles::theMetainfoValidates()
{
    const Run validate =
        run(QStringLiteral("appstreamcli"),
            {QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--pedantic"),
             packaging + appId + QStringLiteral(".metainfo.xml")});
    // appstreamcli exits 3 on a warning as on an error; --pedantic lists the smallest issue.
    QCOMPARE(validate.status, 0);
    QVERIFY2(validate.output.contains(QStringLiteral("Validation was successful")) &&
                 !validate.output.contains(QStringLiteral("I: ")) &&
                 !validate.output.contains(QStringLiteral("P: ")),
             qPrintable(validate.output));
}

void TestDesktopFiles::everyFileCarriesTheApplicationId()
{
    const QString metainfo = readText(packaging + appId + QStringLiteral(".metainfo.xml"));
    QVERIFY(metainfo.contains(QStringLiteral("<id>") + appId + QStringLiteral("</id>")));
    QVERIFY(metainfo.contains(QStringLiteral("<launchable type=\"desktop-id\">") + appId +
                              QStringLiteral(".desktop<")));
    QVERIFY(metainfo.contains(QStringLiteral("<mediatype>") + projectType +
                              QStringLiteral("</mediatype>")));
    // Both the English and the Chinese description.
    QVERIFY(metainfo.contains(QStringLiteral("<p xml:lang=\"zh-CN\">")));
    QCOMPARE(desktopValue(QStringLiteral("Icon")), appId);
    QCOMPARE(desktopValue(QStringLiteral("MimeType")), projectType + u';');
    QVERIFY(
        readText(packaging + appId + QStringLiteral(".mime.xml"))
            .contains(QStringLiteral("<mime-type type=\"") + projectType + QStringLiteral("\">")));
}

void TestDesktopFiles::projectFilesHaveTheirOwnType()
{
    QMimeDatabase db;
    const QMimeType project =
        db.mimeTypeForFile(QStringLiteral("orders.hbase.json"), QMimeDatabase::MatchExtension);
    QCOMPARE(project.name(), projectType);
    QVERIFY(project.inherits(QStringLiteral("application/json")));
    QCOMPARE(project.comment(), QStringLiteral("HBase Schema Designer project"));
    QCOMPARE(
        db.mimeTypeForFile(QStringLiteral("orders.json"), QMimeDatabase::MatchExtension).name(),
        QStringLiteral("application/json"));
    QCOMPARE(db.mimeTypeForFile(QStringLiteral("hbase.json"), QMimeDatabase::MatchExtension).name(),
             QStringLiteral("application/json"));
}

void TestDesktopFiles::theIconsAreTheSvgAtTheirSizes_data()
{
    QTest::addColumn<int>("size");
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
        QTest::newRow(qPrintable(QString::number(size))) << size;
}

// A PNG drawn from an older SVG fails: scripts/render-icons draws them again.
void TestDesktopFiles::theIconsAreTheSvgAtTheirSizes()
{
    QFETCH(int, size);
    const QImage png(packaging + QStringLiteral("icons/%1x%1.png").arg(size));
    QCOMPARE(png.size(), QSize(size, size));
    QSvgRenderer svg(QStringLiteral(HBD_SOURCE_DIR "/resources/icons/hbase-designer.svg"));
    QVERIFY(svg.isValid());
    QImage drawn(size, size, QImage::Format_ARGB32);
    drawn.fill(Qt::transparent);
    QPainter painter(&drawn);
    svg.render(&painter);
    painter.end();
    const QImage a = png.convertToFormat(QImage::Format_ARGB32);
    // Two renderers anti-alias edges apart (a mean difference of 0.06 to 1.0 here); a changed
    // colour or shape moves whole areas (a small bar recoloured: over 6).
    qint64 difference = 0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = drawn.pixel(x, y);
            difference += qAbs(qRed(p) - qRed(q)) + qAbs(qGreen(p) - qGreen(q)) +
                          qAbs(qBlue(p) - qBlue(q)) + qAbs(qAlpha(p) - qAlpha(q));
        }
    }
    const double mean = double(difference) / (4.0 * size * size);
    QVERIFY2(mean < 2.0, qPrintable(QStringLiteral("mean difference %1 of 255").arg(mean)));
}

void TestDesktopFiles::theChangelogAndMetainfoNameThisVersion()
{
    const QStringList changelog = readText(packaging + QStringLiteral("changelog")).split(u'\n');
    QVERIFY(changelog.first().startsWith(QStringLiteral("hbase-designer (" HBD_VERSION ") ")));
    // The trailer's date in RFC 2822, its weekday right (lintian checks both).
    const QString trailer =
        changelog.at(changelog.indexOf(QRegularExpression(QStringLiteral("^ -- .*"))));
    const QString stamp = trailer.section(QStringLiteral(">  "), 1);
    const QDateTime date = QDateTime::fromString(stamp, Qt::RFC2822Date);
    QVERIFY2(date.isValid(), qPrintable(stamp));
    QCOMPARE(QLocale::c().toString(date, QStringLiteral("ddd, dd MMM yyyy HH:mm:ss")),
             stamp.left(25));
    QVERIFY2(readText(packaging + appId + QStringLiteral(".metainfo.xml"))
                 .contains(QStringLiteral("<release version=\"" HBD_VERSION "\" date=\"") +
                           date.date().toString(Qt::ISODate) + u'"'),
             "the metainfo's newest release is not the changelog's");
}

QTEST_MAIN(TestDesktopFiles)
#include "tst_desktopfiles.moc"
