#include "cli.h"

#include "translator.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hbase-designer-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HBD_VERSION));
    Translations::installForLocale(Translations::systemLanguage());

    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    const int status = Cli::run(arguments, out, err);
    out.flush();
    err.flush();
    return status;
}
