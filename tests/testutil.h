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

} // namespace TestUtil
