#include "mainwindow.h"
#include "recoverystore.h"
#include "translator.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QSettings>

int main(int argc, char *argv[])
{
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
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("main", "Project file to open."));
    parser.process(app);

    // --language, else the language chosen last time, else the system's.
    const QString chosen = parser.isSet(language) ? parser.value(language)
                                                  : QSettings()
                                                        .value(QStringLiteral("language"),
                                                               Translations::systemLanguage())
                                                        .toString();
    if (!Translations::installForLocale(chosen))
        Translations::installForLocale(QStringLiteral("en"));

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
