#include "model/migrate/deployedversion.h"

#include "model/import/importer.h"
#include "model/io/filelimits.h"
#include "model/io/projectfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("DeployedVersion", text);
}

// A project file, not the REST server's schema JSON: the project's own top-level keys.
bool looksLikeProject(const QByteArray &contents)
{
    return contents.trimmed().startsWith('{') && contents.contains("\"formatVersion\"");
}

// What `import` writes: tables, none with a row-key design (HBase stores none).
bool looksImported(const Project &project)
{
    if (project.tables.isEmpty())
        return false;
    for (const Table &table : project.tables) {
        if (!table.rowKey.segments.isEmpty())
            return false;
    }
    return true;
}

} // namespace

QString DeployedVersion::sourceName() const
{
    switch (source) {
    case Source::Project:
        return QStringLiteral("project");
    case Source::ImportedProject:
        return QStringLiteral("importedProject");
    case Source::Describe:
        return QStringLiteral("describe");
    case Source::Shell:
        return QStringLiteral("shell");
    case Source::Rest:
        return QStringLiteral("rest");
    }
    return {};
}

void DeployedVersion::applyTo(DiffOptions &options) const
{
    options.compareSplitKeys = splitKeysKnown();
    options.oldIsDesigned = !imported();
}

QStringList DeployedVersion::notes() const
{
    QStringList out;
    switch (source) {
    case Source::Project:
        return out;
    case Source::ImportedProject:
        out.append(tr("A project file in which no table has a row key, as the import writes it: "
                      "compared as an imported deployed version."));
        out.append(tr("Split keys are not compared: the import may not have known the regions."));
        break;
    case Source::Describe:
    case Source::Rest:
        out.append(tr("describe output and REST schema JSON list no regions: split keys are not "
                      "compared."));
        break;
    case Source::Shell:
        break;
    }
    out.append(tr("Attributes HBase keeps that the new design does not state (a METADATA entry "
                  "such as hbase.store.file-tracker.impl) are left as deployed, not unset."));
    return out;
}

std::optional<DeployedVersion> DeployedVersion::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot open: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // One byte past the limit is enough for the import to refuse a file too large.
    const QByteArray contents = file.read(FileLimits::kMaxFileBytes + 1);
    DeployedVersion version;
    version.path = path;
    if (looksLikeProject(contents)) {
        ProjectFile::LoadResult loaded = ProjectFile::parse(contents, path);
        if (!loaded.project) {
            *error = loaded.error;
            return std::nullopt;
        }
        version.project = std::move(*loaded.project);
        if (looksImported(version.project))
            version.source = Source::ImportedProject;
        return version;
    }
    Importer::Result imported = Importer::run({{path, contents}});
    if (!imported.project) {
        // Every error, one a line (FILE:LINE: message), as `import` lists them: mending one at a
        // time and reading again would take as many tries as there are errors.
        QStringList errors;
        for (const ImportMessage &e : imported.log.errors())
            errors << e.place();
        *error = errors.isEmpty() ? QFileInfo(path).fileName() : errors.join(u'\n');
        return std::nullopt;
    }
    version.project = std::move(*imported.project);
    switch (Importer::detect(contents)) {
    case Importer::Format::Describe:
        version.source = Source::Describe;
        break;
    case Importer::Format::Rest:
        version.source = Source::Rest;
        break;
    default:
        version.source = Source::Shell;
        break;
    }
    version.warnings = imported.log.warnings();
    return version;
}
