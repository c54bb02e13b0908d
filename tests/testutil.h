#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

// Small helpers shared by the suites.
namespace TestUtil {

inline QString sourcePath(const QString &relative)
{
    return QStringLiteral(HBD_SOURCE_DIR "/") + relative;
}

inline QString dataPath(const QString &relative)
{
    return QStringLiteral(HBD_TEST_DATA "/") + relative;
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline bool writeFile(const QString &path, const QByteArray &contents)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size() &&
           file.flush();
}

inline QString chatExample()
{
    return sourcePath(QStringLiteral("examples/chat-messages.json"));
}

// The chat example with its second table renamed to something HBase refuses (a space) and that
// would run code if it reached a double-quoted Ruby string.
inline QByteArray chatExampleWithIllegalName()
{
    QByteArray json = readAll(chatExample());
    json.replace("\"MSG_BY_TIME\"", "\"MSG BY#{TIME}\"");
    return json;
}

} // namespace TestUtil
