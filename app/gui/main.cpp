#include "model/hbase/names.h"
#include "model/io/projectfile.h"
#include "model/io/recoverystore.h"
#include "model/rules/linter.h"
#include "translations/translator.h"
#include "ui/canvas/diagramexport.h"
#include "ui/canvas/diagramscene.h"
#include "ui/document/document.h"
#include "ui/mainwindow.h"
#include "ui/report/reportexport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QTextStream>

namespace {

// The one project an export option takes, or a message on stderr and nothing.
std::optional<Project> projectToExport(const char *option, const QStringList &files)
{
    QTextStream err(stderr);
    if (files.size() != 1) {
        err << QCoreApplication::translate("main", "%1 needs one project FILE")
                   .arg(QLatin1String(option))
            << '\n';
        return std::nullopt;
    }
    ProjectFile::LoadResult loaded = ProjectFile::load(files.first());
    if (!loaded.project) {
        err << Names::printable(loaded.error) << '\n';
        return std::nullopt;
    }
    return std::move(loaded.project);
}

// hbase-designer --export-diagram OUT FILE: renders the project's diagram offscreen and exits,
// 0 when written, 2 for a project that cannot be read or a file that cannot be written.
int exportDiagram(const QString &out, const QStringList &files)
{
    const std::optional<Project> project = projectToExport("--export-diagram", files);
    if (!project)
        return 2;
    Document document;
    document.reset(*project, files.first());
    DiagramScene scene(&document);
    // The problem badges, as the window shows them.
    Linter::Options options;
    options.projectDirectory = QFileInfo(files.first()).absolutePath();
    scene.setFindings(Linter::lint(*project, options).findings);
    QString error;
    if (!DiagramExport::write(&scene, out, &error, {scene.title(), {}})) {
        QTextStream(stderr) << Names::printable(error) << '\n';
        return 2;
    }
    return 0;
}

// hbase-designer --export-report OUT FILE: the design report as HTML or PDF, with the same exit
// codes.
int exportReport(const QString &out, const QStringList &files)
{
    const std::optional<Project> project = projectToExport("--export-report", files);
    if (!project)
        return 2;
    QString error;
    if (!ReportExport::write(ReportExport::build(*project, files.first()), out, &error)) {
        QTextStream(stderr) << Names::printable(error) << '\n';
        return 2;
    }
    return 0;
}

// The options that only write a file or print text and exit (QCommandLineParser's spellings of
// help and version included, and --export-report=OUT).
bool isHeadlessOption(const char *argument)
{
    const QByteArray arg(argument);
    for (const char *option : {"--export-diagram", "--export-report"}) {
        if (arg == option || arg.startsWith(QByteArray(option) + '='))
            return true;
    }
    for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
        if (arg == option)
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // Exporting, --help and --version need no display: offscreen unless told otherwise (without
    // a display, QApplication aborted before --help could be read).
    for (int i = 1; i < argc; ++i) {
        if (isHeadlessOption(argv[i]) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HBaseSchemaDesigner"));
    QCoreApplication::setApplicationName(QStringLiteral("hbase-designer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HBD_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("HBase Schema Designer"));
    QGuiApplication::setDesktopFileName(QStringLiteral(HBD_APP_ID));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption language(
        QStringLiteral("language"),
        QCoreApplication::translate("main", "Interface language: en or zh_CN."),
        QStringLiteral("LANG"));
    parser.addOption(language);
    const QCommandLineOption exportOption(
        QStringLiteral("export-diagram"),
        QCoreApplication::translate(
            "main", "Write the diagram of FILE to OUT (.png, .svg or .pdf) and exit."),
        QStringLiteral("OUT"));
    parser.addOption(exportOption);
    const QCommandLineOption reportOption(
        QStringLiteral("export-report"),
        QCoreApplication::translate(
            "main", "Write the design report of FILE to OUT (.html or .pdf) and exit."),
        QStringLiteral("OUT"));
    parser.addOption(reportOption);
    // Optional: without it the window opens on its start page.
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("main", "Project file to open."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    // --language, else the language chosen last time, else the system's. A language the designer
    // does not speak is refused rather than silently replaced by English (a CI job asking for
    // "zh" would otherwise get an English report without a word).
    if (parser.isSet(language) &&
        !Translations::availableLanguages().contains(parser.value(language))) {
        QTextStream(stderr) << QCoreApplication::translate(
                                   "main", "--language %1: not a language of the designer; "
                                           "choose one of %2")
                                   .arg(Names::printable(parser.value(language)),
                                        Translations::availableLanguages().join(u", "))
                            << '\n';
        return 2;
    }
    const QString chosen = parser.isSet(language) ? parser.value(language)
                                                  : QSettings()
                                                        .value(QStringLiteral("language"),
                                                               Translations::systemLanguage())
                                                        .toString();
    if (!Translations::installForLocale(chosen))
        Translations::installForLocale(QStringLiteral("en"));
    if (parser.isSet(exportOption))
        return exportDiagram(parser.value(exportOption), parser.positionalArguments());
    if (parser.isSet(reportOption))
        return exportReport(parser.value(reportOption), parser.positionalArguments());

    MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        QString error;
        if (!window.openFile(parser.positionalArguments().first(), &error))
            QMessageBox::warning(&window, MainWindow::tr("Cannot Open Project"), error);
    }
    window.offerRecovery(RecoveryStore::defaultDirectory());
    return app.exec();
}
