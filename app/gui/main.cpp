#include "model/hbase/names.h"
#include "model/io/projectfile.h"
#include "model/io/recoverystore.h"
#include "model/rules/linter.h"
#include "translations/translator.h"
#include "ui/canvas/diagramexport.h"
#include "ui/canvas/diagramscene.h"
#include "ui/document/document.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QTextStream>

namespace {

// hbase-designer --export-diagram OUT FILE: renders the project's diagram offscreen and exits,
// 0 when written, 2 for a project that cannot be read or a file that cannot be written.
int exportDiagram(const QString &out, const QStringList &files)
{
    QTextStream err(stderr);
    if (files.size() != 1) {
        err << QCoreApplication::translate("main", "--export-diagram needs one project FILE")
            << '\n';
        return 2;
    }
    const ProjectFile::LoadResult loaded = ProjectFile::load(files.first());
    if (!loaded.project) {
        err << Names::printable(loaded.error) << '\n';
        return 2;
    }
    Document document;
    document.reset(*loaded.project, files.first());
    DiagramScene scene(&document);
    // The problem badges, as the window shows them.
    Linter::Options options;
    options.projectDirectory = QFileInfo(files.first()).absolutePath();
    scene.setFindings(Linter::lint(*loaded.project, options).findings);
    QString error;
    if (!DiagramExport::write(&scene, out, &error, {scene.title(), {}})) {
        err << Names::printable(error) << '\n';
        return 2;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    // Exporting needs no display: render offscreen unless told otherwise.
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--export-diagram") == 0 &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HBaseSchemaDesigner"));
    QCoreApplication::setApplicationName(QStringLiteral("hbase-designer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HBD_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("HBase Schema Designer"));

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
    // Optional: without it the window opens on its start page.
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("main", "Project file to open."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    // --language, else the language chosen last time, else the system's.
    const QString chosen = parser.isSet(language) ? parser.value(language)
                                                  : QSettings()
                                                        .value(QStringLiteral("language"),
                                                               Translations::systemLanguage())
                                                        .toString();
    if (!Translations::installForLocale(chosen))
        Translations::installForLocale(QStringLiteral("en"));
    if (parser.isSet(exportOption))
        return exportDiagram(parser.value(exportOption), parser.positionalArguments());

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
