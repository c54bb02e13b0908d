#pragma once

#include "testutil.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

#include <sys/resource.h>

// Runs hbase-designer-cli as a user would: a real process in English (or the `language` given),
// its exit status and output.
namespace CliRunner {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

// The whole story of one run, for the suites that check how the CLI fails.
struct Process
{
    bool started = false;
    bool finished = false; // within the time limit
    bool crashed = false;
    int status = -1;
    qint64 elapsedMs = 0;
    QByteArray out;
    QByteArray err;
    QString processError;
};

// `memoryLimitBytes` > 0 caps the process's address space (RLIMIT_AS): an input that makes the
// CLI allocate without bound then fails to allocate instead of eating the machine.
inline Process run(const QStringList &arguments, int timeoutMs = 60000, qint64 memoryLimitBytes = 0,
                   const QString &language = QStringLiteral("en"))
{
    QProcess process;
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer reserves terabytes of address space for its shadow memory at start: a cap
    // on the address space stops the program before main (scripts/sanitize). There the cap is
    // left out; the Release build's run keeps it.
    memoryLimitBytes = 0;
#endif
    if (memoryLimitBytes > 0) {
        process.setChildProcessModifier([memoryLimitBytes] {
            const rlimit limit{rlim_t(memoryLimitBytes), rlim_t(memoryLimitBytes)};
            setrlimit(RLIMIT_AS, &limit);
        });
    }
    process.setProgram(QStringLiteral(HBD_CLI_BINARY));
    process.setArguments(arguments);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    Process p;
    QElapsedTimer timer;
    timer.start();
    process.start();
    p.started = process.waitForStarted(timeoutMs);
    p.finished = p.started && process.waitForFinished(timeoutMs);
    p.elapsedMs = timer.elapsed();
    if (p.started && !p.finished) {
        process.kill();
        process.waitForFinished();
    }
    p.crashed = process.exitStatus() == QProcess::CrashExit;
    p.status = process.exitCode();
    p.out = process.readAllStandardOutput();
    p.err = process.readAllStandardError();
    p.processError = process.errorString();
    return p;
}

inline Run cli(const QStringList &arguments, const QString &language = QStringLiteral("en"))
{
    const Process p = run(arguments, 60000, 0, language);
    if (!p.finished)
        return {};
    return Run{p.crashed ? -1 : p.status, QString::fromUtf8(p.out), QString::fromUtf8(p.err)};
}

} // namespace CliRunner
