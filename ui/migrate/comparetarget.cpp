#include "ui/migrate/comparetarget.h"

#include "model/import/importer.h"
#include "model/io/projectfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace {

// A project file, not the REST server's schema JSON: the project's own top-level keys.
bool looksLikeProject(const QByteArray &contents)
{
    return contents.trimmed().startsWith('{') && contents.contains("\"formatVersion\"");
}

} // namespace

std::optional<CompareTarget> CompareTarget::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("CompareTarget", "%1: cannot open: %2")
                     .arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray contents = file.readAll();
    CompareTarget target;
    target.path = path;
    if (looksLikeProject(contents)) {
        ProjectFile::LoadResult loaded = ProjectFile::parse(contents, path);
        if (!loaded.project) {
            *error = loaded.error;
            return std::nullopt;
        }
        target.project = std::move(*loaded.project);
        return target;
    }
    const QString name = QFileInfo(path).fileName();
    Importer::Result imported = Importer::run({{path, contents}});
    if (!imported.project) {
        *error = imported.log.error() ? imported.log.error()->place() : name;
        return std::nullopt;
    }
    target.project = std::move(*imported.project);
    target.imported = true;
    target.splitKeysKnown = Importer::detect(contents) == Importer::Format::Shell;
    for (const ImportMessage &m : imported.log.warnings())
        target.warnings.append(m.place());
    return target;
}
