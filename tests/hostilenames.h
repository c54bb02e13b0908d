#pragma once

// Random legal names full of what Ruby treats specially (quotes, backslashes, #{...}, backticks,
// $, non-ASCII) and random binary split keys, for the script-safety suites: tst_scriptsafety
// runs the export in the shell stand-in, tst_hbasenames in the real HBase shell. Each name is
// kept as hex of its UTF-8 bytes, each key as hex of its bytes, to compare byte for byte.

#include "model/hbase/bytes.h"
#include "model/hbase/names.h"
#include "model/rowkey/rowkeynotation.h"
#include "model/schema/project.h"
#include "testutil.h"

#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

namespace HostileNames {

inline QString randomText(QRandomGenerator &random, const QString &alphabet, int minLength,
                          int maxLength)
{
    QString out;
    const int length = int(random.bounded(minLength, maxLength + 1));
    for (int i = 0; i < length; ++i)
        out += alphabet[random.bounded(int(alphabet.size()))];
    return out;
}

inline const QString kWord =
    QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
// Everything printable a family name may hold, the characters Ruby treats specially first, and
// a few non-ASCII ones.
inline const QString kFamily = QStringLiteral("'\"\\#{}`$@%;()[]<>|&*?!~^=+-,. /abcXYZ019_") +
                               QStringLiteral("\u00e9\u4e2d\u6587");

inline QByteArray hex(const QByteArray &bytes)
{
    return bytes.toHex();
}

struct Expected
{
    QSet<QByteArray> namespaces;                  // hex, "default" not among them
    QMap<QByteArray, QList<QByteArray>> families; // table (ns:t, hex) -> family names, hex
    QMap<QByteArray, QList<QByteArray>> splits;   // table -> split keys, hex
};

// `tables` random tables in five random namespaces and default, each with one to four families
// and up to `maxKeys` sorted split keys of one to twelve random bytes.
inline Project randomProject(quint32 seed, int tables, int maxKeys, Expected *expected)
{
    QRandomGenerator random(seed);
    Project project;
    project.name = QStringLiteral("safety %1").arg(seed);
    QStringList namespaces{QStringLiteral("default")};
    while (namespaces.size() < 6) {
        const QString ns = randomText(random, kWord, 1, 16);
        if (Names::checkNamespace(ns).ok() && !isReservedNamespace(ns) &&
            !namespaces.contains(ns)) {
            namespaces.append(ns);
            project.namespaces.append(Namespace{ns, {}, {}});
            expected->namespaces.insert(hex(ns.toUtf8()));
        }
    }
    QSet<QString> tableNames;
    while (project.tables.size() < tables) {
        Table t;
        t.namespaceName = namespaces[random.bounded(int(namespaces.size()))];
        t.name = randomText(random, kWord + QStringLiteral(".-"), 1, 40);
        if (!Names::checkTableQualifier(t.name).ok() || tableNames.contains(t.fullName()))
            continue;
        tableNames.insert(t.fullName());
        const QByteArray table = hex(t.qualifiedName().toUtf8());
        const int families = int(random.bounded(1, 5));
        QSet<QString> used;
        while (t.families.size() < families) {
            ColumnFamily f;
            f.name = randomText(random, kFamily, 1, 24);
            if (!Names::checkFamily(f.name).ok() || used.contains(f.name))
                continue;
            used.insert(f.name);
            t.families.append(f);
            expected->families[table].append(hex(f.name.toUtf8()));
        }
        QList<QByteArray> keys;
        const int count = int(random.bounded(1, maxKeys + 1));
        while (keys.size() < count) {
            QByteArray key(int(random.bounded(1, 13)), Qt::Uninitialized);
            for (char &c : key)
                c = char(random.bounded(256));
            if (!keys.contains(key))
                keys.append(key);
        }
        std::sort(keys.begin(), keys.end(), Bytes::lessThan);
        for (const QByteArray &key : keys)
            expected->splits[table].append(hex(key));
        t.splits.kind = SplitKind::Explicit;
        t.splits.keys = keys;
        t.rowKey = RowKeyNotation::parse(QStringLiteral("[id]")).key;
        project.tables.append(t);
    }
    return project;
}

// What the shell stand-in (tests/data/shell-standin.rb) recorded of a script: a line a call,
// NAMESPACE/TABLE/FAMILY/SPLIT with hex values; anything else it ran is in `unexpected`.
struct StandInLog
{
    Expected got;
    QStringList unexpected;
    int calls = 0;
    QString error; // the stand-in did not run to its end
};

inline StandInLog readStandInLog(const QByteArray &out)
{
    StandInLog log;
    QByteArray table;
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        ++log.calls;
        const QList<QByteArray> parts = line.split(' ');
        if (parts[0] == "NAMESPACE" && parts.value(2) == "0") { // no other arguments
            log.got.namespaces.insert(parts.value(1));
        } else if (parts[0] == "TABLE" && !log.got.families.contains(parts.value(1))) {
            table = parts.value(1); // each table once
            log.got.families[table] = {};
        } else if (parts[0] == "FAMILY" && !table.isEmpty()) {
            log.got.families[table].append(parts.value(1));
        } else if (parts[0] == "SPLIT" && !table.isEmpty()) {
            log.got.splits[table].append(parts.value(1));
        } else {
            log.unexpected.append(QString::fromUtf8(line));
        }
    }
    return log;
}

// `script` written to `directory`/create.rb and run there by the stand-in under `jruby`.
inline StandInLog runStandIn(const QString &jruby, const QString &directory,
                             const QByteArray &script)
{
    StandInLog log;
    const QString path = directory + QStringLiteral("/create.rb");
    if (!TestUtil::writeFile(path, script)) {
        log.error = QStringLiteral("could not write ") + path;
        return log;
    }
    QProcess ruby;
    ruby.setWorkingDirectory(directory);
    ruby.start(jruby, {TestUtil::dataPath(QStringLiteral("shell-standin.rb")), path});
    if (!ruby.waitForFinished(240000) || ruby.exitStatus() != QProcess::NormalExit ||
        ruby.exitCode() != 0) {
        log.error = QStringLiteral("the stand-in failed: ") +
                    QString::fromUtf8(ruby.readAllStandardError());
        return log;
    }
    return readStandInLog(ruby.readAllStandardOutput());
}

} // namespace HostileNames
