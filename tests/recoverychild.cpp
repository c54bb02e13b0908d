// A designer session that is killed: tst_recovery starts it offscreen, it opens the project given
// on the command line, edits it, waits for the autosave, reports on stdout, makes one more edit
// that is never autosaved (the idle delay is long) and waits to be killed with SIGKILL.
#include "model/io/recoverystore.h"
#include "ui/document/document.h"
#include "ui/files/autosaver.h"
#include "ui/mainwindow.h"
#include "ui/properties/propertymodel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HBaseSchemaDesignerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recoverychild"));
    QTextStream out(stdout);
    if (argc < 2) {
        out << "usage: recoverychild PROJECT\n";
        return 2;
    }
    MainWindow window;
    QString error;
    if (!window.openFile(QString::fromLocal8Bit(argv[1]), &error)) {
        out << "ERROR " << error << '\n';
        return 2;
    }
    window.autosaver()->setIdleDelay(50);
    editProperty(window.document(), QStringLiteral("edit"), QStringLiteral("MOMO_CHAT:MSG"),
                 QStringLiteral("description"), QStringLiteral("edited before the crash"));
    editProperty(window.document(), QStringLiteral("edit"), QStringLiteral("MOMO_CHAT:MSG/C1"),
                 QStringLiteral("versions"), QStringLiteral("4"));
    QElapsedTimer clock;
    clock.start();
    while (window.autosaver()->writes() == 0 && clock.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    out << "DIR " << RecoveryStore::defaultDirectory() << '\n'
        << "AUTOSAVED " << window.autosaver()->writes() << '\n';
    out.flush();
    // After the autosave: this edit is lost with the process.
    window.autosaver()->setIdleDelay(600000);
    window.autosaver()->setInterval(600000);
    editProperty(window.document(), QStringLiteral("edit"), QStringLiteral("MOMO_CHAT:MSG/C1"),
                 QStringLiteral("versions"), QStringLiteral("9"));
    out << "EDITED\n";
    out.flush();
    return app.exec();
}
