#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// A program run as a user runs it, from `directory`, in English with UTF-8 output: its exit
// status (-1 when it did not finish or crashed) and both streams.
namespace ProcessRun {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

inline Run run(const QString &program, const QStringList &arguments, const QString &directory = {})
{
    QProcess process;
    process.setWorkingDirectory(directory);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    // As lintian runs man: no preprocessors, a fixed width.
    env.insert(QStringLiteral("MANROFFSEQ"), QString());
    env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("120"));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    Run r;
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return r;
    r.status = process.exitCode();
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

} // namespace ProcessRun
