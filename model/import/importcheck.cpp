#include "model/import/importcheck.h"

#include "model/hbase/names.h"
#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ImportCheck {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ImportCheck", text);
}

bool checkNames(ImportBuilder &builder)
{
    bool ok = true;
    const Project &project = builder.project();
    for (int i = 0; i < project.tables.size(); ++i) {
        const Table &table = project.tables[i];
        const ImportBuilder::Place place = builder.placeOf(i);
        ImportLog &log = builder.log();
        log.setTable(table.qualifiedName());
        if (!isReservedNamespace(table.namespaceName)) {
            if (const Names::Check c = Names::checkNamespace(table.namespaceName); !c.ok()) {
                log.fail(place.file, place.line,
                         tr("namespace name \"%1\": %2")
                             .arg(Names::printable(table.namespaceName), c.error));
                ok = false;
            }
        }
        if (const Names::Check c = Names::checkTableQualifier(table.name); !c.ok()) {
            log.fail(place.file, place.line,
                     tr("table name \"%1\": %2").arg(Names::printable(table.name), c.error));
            ok = false;
        }
        for (const ColumnFamily &f : table.families) {
            if (const Names::Check c = Names::checkFamily(f.name); !c.ok()) {
                log.fail(place.file, place.line,
                         tr("column family name \"%1\" in %2: %3")
                             .arg(Names::printable(f.name), Names::printable(table.name), c.error));
                ok = false;
            }
        }
    }
    builder.log().setTable({});
    return ok;
}

// "/families/0/otherAttributes: more than 1000 entries" as it is, ": expected ..." without the
// colon: the reader's message after the table's own path.
QString where(QString rest)
{
    if (rest.startsWith(u':'))
        rest = rest.mid(1).trimmed();
    return rest;
}

// The project as the import would write it, read back: a limit of the file (too many entries,
// a value too long, the file too large) is an error at the table it is in.
bool checkReadBack(ImportBuilder &builder)
{
    const QByteArray file = serializeProject(builder.project());
    const ImportBuilder::Place first = builder.placeOf(0);
    if (file.size() > FileLimits::kMaxFileBytes) {
        builder.log().fail(first.file, 0,
                           tr("the imported project would be %1 bytes; project files are limited "
                              "to %2 bytes (%3 MiB)")
                               .arg(file.size())
                               .arg(FileLimits::kMaxFileBytes)
                               .arg(FileLimits::kMaxFileBytes >> 20));
        return false;
    }
    static const QString kName = QStringLiteral("<import>");
    const ProjectFile::LoadResult read = ProjectFile::parse(file, kName);
    if (read.project)
        return true;
    // "<import>: /tables/12/families/0/otherAttributes: more than 1000 entries"
    QString message = read.error;
    if (message.startsWith(kName + u':'))
        message = message.mid(kName.size() + 1).trimmed();
    static const QRegularExpression tablePath(QStringLiteral("^/tables/(\\d+)"));
    const QRegularExpressionMatch m = tablePath.match(message);
    const int index = m.hasMatch() ? m.captured(1).toInt() : -1;
    const ImportBuilder::Place place = index >= 0 ? builder.placeOf(index) : first;
    if (index >= 0 && index < builder.project().tables.size()) {
        const QString table = builder.project().tables[index].qualifiedName();
        builder.log().setTable(table);
        message = tr("table %1: %2 (a limit of project files, docs/file-format.md §3)")
                      .arg(Names::printable(table), where(message.mid(m.capturedLength())));
    } else {
        message = tr("%1 (a limit of project files, docs/file-format.md §3)").arg(message);
    }
    builder.log().fail(place.file, index >= 0 ? place.line : 0, message);
    builder.log().setTable({});
    return false;
}

} // namespace

bool check(ImportBuilder &builder)
{
    // Names first: a name HBase refuses is the clearer message of the two.
    return checkNames(builder) && checkReadBack(builder);
}

} // namespace ImportCheck
