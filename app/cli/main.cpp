#include "app/cli/cli.h"
#include "model/hbase/names.h"

#include "translations/translator.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hbase-designer-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HBD_VERSION));
    Translations::installForLocale(Translations::systemLanguage());

    QTextStream out(stdout);
    // Messages may quote what a file or an argument held: control characters are shown as \xNN,
    // never sent to the terminal.
    QString messages;
    QTextStream err(&messages);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    const int status = Cli::run(arguments, out, err);
    out.flush();
    err.flush();
    QTextStream stderrStream(stderr);
    const QStringList lines = messages.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        stderrStream << Names::printable(lines[i]) << (i + 1 < lines.size() ? "\n" : "");
    return status;
}
