#include "model/migrate/migrationplan.h"

#include "model/export/scriptexporter.h"
#include "model/hbase/names.h"
#include "model/rowkey/fielduse.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace MigrationPlan {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("MigrationPlan", text);
}

QStringList fieldsOf(const Table &table)
{
    QStringList out;
    for (const auto &[field, format] : FieldUse::keyFields(table)) {
        if (!out.contains(field))
            out.append(field);
    }
    return out;
}

// The old key's segments no job can read fields back from: digests and dictionary ids.
QStringList oneWaySegments(const Table &table)
{
    static const QRegularExpression oneWay(QStringLiteral("\\b(md5|sha1|sha256|hash|uid)\\s*\\("));
    QStringList out;
    for (const KeySegment &s : table.rowKey.segments) {
        if (s.kind == KeySegment::Kind::Value && oneWay.match(s.expression).hasMatch())
            out.append(s.toNotation());
    }
    return out;
}

// The families of `before` the new design does not have: their cells are not copied.
QStringList droppedFamilies(const Table &before, const Table &after)
{
    QStringList out;
    for (const ColumnFamily &f : before.families) {
        if (!after.family(f.name))
            out.append(f.name);
    }
    return out;
}

// A name for the table built beside the old one: NAME_new, NAME_new2, ... that the project
// does not use.
QString besideName(const Table &table, const Project &project)
{
    for (int n = 1;; ++n) {
        const QString name =
            table.name + (n == 1 ? QStringLiteral("_new") : QStringLiteral("_new%1").arg(n));
        if (!project.findTable(table.namespaceName + u':' + name))
            return name;
    }
}

// The create statement of the new design under the name beside, as comment lines.
QStringList createBeside(const Table &after, const QString &name, const Project &newProject,
                         HBaseVersion dialect)
{
    Project one;
    one.cluster = newProject.cluster;
    one.namespaces = newProject.namespaces;
    Table copy = after;
    copy.name = name;
    copy.description.clear();
    copy.i18n = {};
    one.tables.append(copy);
    ExportOptions options;
    options.dialect = dialect;
    options.statementsOnly = true;
    options.splitForm = SplitExportForm::Inline;
    const ExportResult result = exportShellScript(one, options);
    if (!result.ok())
        return {tr("   (the new design cannot be written yet: %1)")
                    .arg(result.errors.join(QStringLiteral("; ")))};
    QStringList out;
    for (const QString &line : QString::fromUtf8(result.script).split(u'\n', Qt::SkipEmptyParts))
        out.append(QStringLiteral("     ") + line);
    return out;
}

} // namespace

QStringList forTable(const Table &before, const Table &after, const QList<SchemaChange> &impossible,
                     const Project &newProject, HBaseVersion dialect)
{
    QStringList out;
    out.append(tr("Migration plan for %1: no shell command can make these changes:")
                   .arg(after.qualifiedName()));
    for (const SchemaChange &c : impossible)
        out.append(QStringLiteral("  - ") + c.message);
    const QString name = besideName(after, newProject);
    Table besideTable;
    besideTable.namespaceName = after.namespaceName;
    besideTable.name = name;
    const QString beside = besideTable.qualifiedName();
    out.append(tr("1. Create the new table beside the old one, as %1 (the new design's "
                  "families, attributes and split keys):")
                   .arg(beside));
    out.append(createBeside(after, name, newProject, dialect));

    const QStringList dropped = droppedFamilies(before, after);
    const bool rekey = before.rowKey.toNotation() != after.rowKey.toNotation() &&
                       !before.rowKey.isEmpty() && !after.rowKey.isEmpty();
    if (rekey) {
        const QStringList oldFields = fieldsOf(before);
        const QStringList newFields = fieldsOf(after);
        QStringList missing;
        for (const QString &f : newFields) {
            if (!oldFields.contains(f))
                missing.append(f);
        }
        out.append(tr("2. Copy and re-key every row with a job (MapReduce or Spark) that scans "
                      "%1 and writes %2. For each row it must compute:")
                       .arg(before.qualifiedName(), beside));
        out.append(tr("   a. the fields from the old key %1: %2")
                       .arg(before.rowKey.toNotation(), joinList(oldFields)));
        out.append(tr("   b. the new key %1 from the fields %2, encoded as the notation says")
                       .arg(after.rowKey.toNotation(), joinList(newFields)));
        if (const QStringList oneWay = oneWaySegments(before); !oneWay.isEmpty())
            out.append(tr("   %1 cannot be read back from the old key (a digest or a dictionary "
                          "id): the job must take the fields inside from the row's cells, or "
                          "compute the new key from the fields it has.")
                           .arg(joinList(oneWay)));
        if (!missing.isEmpty())
            out.append(tr("   The old key does not hold %1: the job must read it from the "
                          "row's cells or another source.")
                           .arg(joinList(missing)));
        out.append(tr("   Copy every cell with its timestamp and all its versions; rows written "
                      "to %1 during the copy must be written to both tables or copied again.")
                       .arg(before.qualifiedName()));
    } else if (dropped.isEmpty()) {
        out.append(tr("2. Copy the rows unchanged with every version (the row keys stay), e.g. "
                      "with CopyTable: "
                      "hbase org.apache.hadoop.hbase.mapreduce.CopyTable --versions=2147483647 "
                      "--new.name=%1 %2; "
                      "rows written during the copy must be copied again.")
                       .arg(beside, before.qualifiedName()));
    } else {
        QStringList kept = before.familyNames();
        for (const QString &f : dropped)
            kept.removeAll(f);
        out.append(
            tr("2. Copy the rows unchanged with every version (the row keys stay), e.g. with "
               "CopyTable: "
               "hbase org.apache.hadoop.hbase.mapreduce.CopyTable --versions=2147483647 "
               "--new.name=%1 --families=%3 %2; rows written during the copy must be copied again.")
                .arg(beside, before.qualifiedName(), kept.join(u',')));
    }
    if (!dropped.isEmpty())
        out.append(tr("   The cells of %1 are not copied: the new design has no such family. Copy "
                      "them elsewhere first if they are still needed; dropping the old table "
                      "removes them.")
                       .arg(joinList(dropped)));
    out.append(tr("3. Switch readers and writers to %1 (or, once copied, snapshot it and "
                  "clone the snapshot under the old name after step 4).")
                   .arg(beside));
    out.append(tr("4. Drop the old table when nothing uses it: disable '%1', then drop '%1'.")
                   .arg(before.qualifiedName()));
    return out;
}

} // namespace MigrationPlan
