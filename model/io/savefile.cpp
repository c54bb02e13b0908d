#include "model/io/savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

bool writeFileAtomically(const QString &path, const QByteArray &contents, QString *error)
{
    QSaveFile file(path);
    auto failed = [&](const QString &reason) {
        if (error)
            *error = QCoreApplication::translate("SaveFile", "cannot write %1: %2")
                         .arg(QDir::toNativeSeparators(path), reason);
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return failed(file.errorString());
    if (file.write(contents) != contents.size())
        return failed(file.errorString());
    if (!file.commit())
        return failed(file.errorString());
    return true;
}
