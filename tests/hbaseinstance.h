#pragma once

// The real HBase that scripts/hbase started (scripts/hbase-harness/README.md), for the suites
// labelled `hbase`: where it answers, its shell, and its REST gateway. A suite that finds none
// skips with "HBASE UNAVAILABLE: why", which CTest reports as skipped, never as passed.

#include "model/export/rubyliteral.h"
#include "model/hbase/bytes.h"
#include "testutil.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QUrl>

namespace HBaseInstance {

struct Endpoints
{
    QString line;    // 2.6, 2.5: the line scripts/hbase started
    QString version; // the hbase-server artifact's version, 2.6.4-hadoop3
    QString rest;    // http://127.0.0.1:PORT
    QString zookeeper;
    QString why; // why there is none, when rest is empty
    bool ok() const { return !rest.isEmpty(); }
};

inline QString runFolder()
{
    const QString run = qEnvironmentVariable("HBD_HBASE_RUN");
    return run.isEmpty() ? TestUtil::sourcePath(QStringLiteral("build/hbase")) : run;
}

inline Endpoints current()
{
    Endpoints e;
    const QString folder = runFolder();
    const QByteArray text = TestUtil::readAll(folder + QStringLiteral("/endpoints"));
    if (text.isEmpty()) {
        const QByteArray reason = TestUtil::readAll(folder + QStringLiteral("/unavailable"));
        e.why = reason.isEmpty()
                    ? QStringLiteral("no HBase is running for %1 (scripts/hbase start)").arg(folder)
                    : QString::fromUtf8(reason).trimmed();
        return e;
    }
    for (const QByteArray &line : text.split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq < 0)
            continue;
        const QString key = QString::fromUtf8(line.left(eq));
        const QString value = QString::fromUtf8(line.mid(eq + 1)).trimmed();
        if (key == u"version")
            e.line = value;
        else if (key == u"hbase")
            e.version = value;
        else if (key == u"rest")
            e.rest = value;
        else if (key == u"zookeeper")
            e.zookeeper = value;
    }
    if (e.rest.isEmpty())
        e.why = QStringLiteral("%1/endpoints names no REST gateway").arg(folder);
    return e;
}

struct Reply
{
    int status = 0; // HTTP status; 0 when there was no answer
    QByteArray body;
    QString location; // the Location header (a scanner's address)
};

// One request to the REST gateway, waited for (at most 60 s).
inline Reply request(const Endpoints &e, const QByteArray &verb, const QString &path,
                     const QByteArray &body = {},
                     const QByteArray &contentType = QByteArrayLiteral("application/json"))
{
    QNetworkAccessManager manager;
    QNetworkRequest req(path.startsWith(u"http") ? QUrl(path) : QUrl(e.rest + path));
    req.setRawHeader("Accept", "application/json");
    if (!body.isEmpty())
        req.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
    req.setTransferTimeout(60000);
    QNetworkReply *reply = manager.sendCustomRequest(req, verb, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    Reply r;
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.body = reply->readAll();
    r.location = QString::fromUtf8(reply->rawHeader("Location"));
    reply->deleteLater();
    return r;
}

// "/ns:t" as a REST path.
inline QString tablePath(const QString &table)
{
    return u'/' + QString::fromUtf8(QUrl::toPercentEncoding(table, ":"));
}

inline Reply get(const Endpoints &e, const QString &path)
{
    return request(e, QByteArrayLiteral("GET"), path);
}

struct Region
{
    QByteArray start; // empty: the first region
    QByteArray end;   // empty: the last region
};

// A table's regions as REST lists them (GET /TABLE/regions), in key order; with
// REGION_REPLICATION > 1 each region is listed once a replica, with the same keys: once here.
inline QList<Region> regions(const Endpoints &e, const QString &table, QString *error)
{
    const Reply r = get(e, tablePath(table) + QStringLiteral("/regions"));
    if (r.status != 200) {
        *error = QStringLiteral("GET /%1/regions: HTTP %2 %3")
                     .arg(table)
                     .arg(r.status)
                     .arg(QString::fromUtf8(r.body.left(300)));
        return {};
    }
    QList<Region> out;
    const QJsonArray list = QJsonDocument::fromJson(r.body).object().value(u"Region").toArray();
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        out.append({QByteArray::fromBase64(o.value(u"startKey").toString().toLatin1()),
                    QByteArray::fromBase64(o.value(u"endKey").toString().toLatin1())});
    }
    std::sort(out.begin(), out.end(),
              [](const Region &a, const Region &b) { return Bytes::lessThan(a.start, b.start); });
    out.erase(std::unique(out.begin(), out.end(),
                          [](const Region &a, const Region &b) { return a.start == b.start; }),
              out.end());
    return out;
}

// The table's split keys as HBase holds them: every region's start key but the first's.
inline QList<QByteArray> splitKeys(const Endpoints &e, const QString &table, QString *error)
{
    QList<QByteArray> keys;
    for (const Region &r : regions(e, table, error)) {
        if (!r.start.isEmpty())
            keys.append(r.start);
    }
    return keys;
}

struct ShellRun
{
    int status = -1; // the shell's exit status; -1 when it did not finish
    QByteArray out;
};

// SCRIPT through the real HBase shell (`scripts/hbase shell -n`), from `directory` (where a
// SPLITS_FILE is read), at most `timeoutMs`.
inline ShellRun shell(const QString &scriptPath, const QString &directory, int timeoutMs = 600000)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.setProcessChannelMode(QProcess::MergedChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HBD_HBASE_RUN"), runFolder());
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("TERM"), QStringLiteral("dumb"));
    process.setProcessEnvironment(env);
    process.start(TestUtil::sourcePath(QStringLiteral("scripts/hbase")),
                  {QStringLiteral("shell"), QStringLiteral("-n"), scriptPath});
    ShellRun r;
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished(5000);
        r.out = process.readAll();
        return r;
    }
    r.status = process.exitCode();
    r.out = process.readAll();
    return r;
}

// `script` written to `directory`/`fileName` and run there by the real shell.
inline ShellRun shellScript(const QString &directory, const QString &fileName,
                            const QByteArray &script)
{
    const QString path = directory + u'/' + fileName;
    if (!TestUtil::writeFile(path, script))
        return {-1, "could not write " + path.toUtf8()};
    return shell(path, directory);
}

// What the shell printed between the line `@@HBD <tag>` and the next `@@HBD` line (markers a
// batch script puts out with `puts`; the shell's echo of the puts line itself starts with its
// prompt, so it never matches).
inline QByteArray section(const QByteArray &out, const QByteArray &tag)
{
    const QByteArray begin = "\n@@HBD " + tag + '\n';
    const qsizetype from = ('\n' + out).indexOf(begin);
    if (from < 0)
        return {};
    const qsizetype start = from + begin.size() - 1;
    const qsizetype end = out.indexOf("\n@@HBD ", start);
    return out.mid(start, end < 0 ? -1 : end - start + 1);
}

// The last `@@HBD` tag the shell printed: where a batch stopped.
inline QByteArray lastTag(const QByteArray &out)
{
    const qsizetype at = ('\n' + out).lastIndexOf("\n@@HBD ");
    if (at < 0)
        return {};
    const qsizetype end = out.indexOf('\n', at);
    return out.mid(at + 6, end < 0 ? -1 : end - at - 6);
}

// Whether a batch script ran to its `END` marker with status 0.
inline bool ranToEnd(const ShellRun &run)
{
    return run.status == 0 && lastTag(run.out) == "END";
}

// Where a batch script stopped, with the last 4,000 characters of its section, for a failure.
inline QString whereItStopped(const ShellRun &run)
{
    return QStringLiteral("the shell stopped after %1 with status %2:\n%3")
        .arg(QString::fromUtf8(lastTag(run.out)))
        .arg(run.status)
        .arg(QString::fromUtf8(section(run.out, lastTag(run.out)).right(4000)));
}

inline QByteArray marker(const QString &tag)
{
    return "puts " + RubyLiteral::quoted(QStringLiteral("@@HBD ") + tag).toUtf8() + '\n';
}

} // namespace HBaseInstance

#define HBD_REQUIRE_HBASE(endpoints)                                                               \
    const HBaseInstance::Endpoints endpoints = HBaseInstance::current();                           \
    if (!endpoints.ok())                                                                           \
        QSKIP(qPrintable(QStringLiteral("HBASE UNAVAILABLE: ") + endpoints.why));
