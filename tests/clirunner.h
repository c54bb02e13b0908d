#pragma once

#include "testutil.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

// Runs hbase-designer-cli as a user would: a real process in English, its exit status and output.
namespace CliRunner {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

inline Run cli(const QStringList &arguments)
{
    QProcess process;
    process.setProgram(QStringLiteral(HBD_CLI_BINARY));
    process.setArguments(arguments);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start();
    if (!process.waitForFinished(60000))
        return {};
    Run r;
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

} // namespace CliRunner
