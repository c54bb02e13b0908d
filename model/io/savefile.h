#pragma once

#include <QByteArray>
#include <QString>

// The one way the designer writes a file: through QSaveFile, so the old file stays intact until
// the new one is complete on disk. Returns false with a message naming the path and the reason.
bool writeFileAtomically(const QString &path, const QByteArray &contents, QString *error);
