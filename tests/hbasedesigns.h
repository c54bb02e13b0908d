#pragma once

// The designs the `hbase` suites put to a real HBase, each exported as the designer exports it,
// and the batch script that runs them all in one shell session.

#include "hbaseinstance.h"
#include "model/export/rubyliteral.h"
#include "model/export/scriptexporter.h"
#include "model/import/importer.h"
#include "model/io/projectfile.h"
#include "model/migrate/deployedschema.h"
#include "model/migrate/schemadiff.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

#include <optional>

namespace HBaseDesigns {

struct Design
{
    QString name;      // the file's base name, "chat-messages"
    QString directory; // where its sample CSV files are
    Project project;
    ExportResult exported;
};

// The dialects the running line is the target of: 2.6 runs what the 2.5 dialect writes ("2.5 or
// later"); 2.5 runs it too, and the 2.4 dialect's scripts, since 2.4 does not run on JDK 17.
inline QList<HBaseVersion> dialectsFor(const QString &line)
{
    if (line == u"2.5")
        return {HBaseVersion::V2_4, HBaseVersion::V2_5};
    return {HBaseVersion::V2_5};
}

// A data row for each dialect the running line is the target of, in a column `dialect`.
inline void addDialectRows(const QString &line)
{
    QTest::addColumn<int>("dialect");
    for (HBaseVersion v : dialectsFor(line))
        QTest::newRow(qPrintable(QStringLiteral("dialect-") + kHBaseVersionNames.name(v)))
            << int(v);
}

inline QStringList designFiles()
{
    QStringList files;
    for (const QString &folder : {TestUtil::dataPath(QStringLiteral("golden")),
                                  TestUtil::sourcePath(QStringLiteral("examples"))}) {
        const QDir dir(folder);
        for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
            files.append(dir.filePath(f));
    }
    return files;
}

// `project` exported in `dialect`; false when the exporter refuses it (design->exported.errors).
inline bool exportDesign(const QString &name, const QString &directory, const Project &project,
                         HBaseVersion dialect, Design *design)
{
    design->name = name;
    design->directory = directory;
    design->project = project;
    ExportOptions options;
    options.dialect = dialect;
    options.scriptName = name + QStringLiteral(".rb");
    options.sourceName = name + QStringLiteral(".json");
    options.projectDirectory = directory;
    design->exported = exportShellScript(project, options);
    return design->exported.ok();
}

// The project file at `path` exported in `dialect` (named after the file, its CSV files read
// beside it); nothing, with the reason, when the file cannot be read. Whether the exporter
// refused the design is the design's exported.ok().
inline std::optional<Design> exportFile(const QString &path, HBaseVersion dialect, QString *error)
{
    const ProjectFile::LoadResult loaded = ProjectFile::load(path);
    if (!loaded.project) {
        *error = loaded.error;
        return std::nullopt;
    }
    const QFileInfo info(path);
    Design d;
    exportDesign(info.completeBaseName(), info.absolutePath(), *loaded.project, dialect, &d);
    return d;
}

// Every table and namespace but HBase's own dropped, so that each batch starts from an empty
// cluster whatever ran before it.
inline QByteArray resetStatements()
{
    return "hbd_admin = org.apache.hadoop.hbase.client.ConnectionFactory.createConnection("
           "org.apache.hadoop.hbase.HBaseConfiguration.create).getAdmin\n"
           "hbd_admin.listTableNames.each { |t| hbd_admin.disableTable(t) if "
           "hbd_admin.isTableEnabled(t); hbd_admin.deleteTable(t) }\n"
           "hbd_admin.listNamespaceDescriptors.map(&:getName).reject { |n| %w[default "
           "hbase].include?(n) }.each { |n| hbd_admin.deleteNamespace(n) }\n";
}

// One shell session: the reset, then each design's statements (its script without the final
// exit) behind `@@HBD BEGIN name`, and each table's describe behind `@@HBD DESCRIBE ns:t`.
inline QByteArray batch(const QList<Design> &designs)
{
    QByteArray script = resetStatements();
    for (const Design &d : designs) {
        script += HBaseInstance::marker(QStringLiteral("BEGIN ") + d.name);
        QByteArray body = d.exported.script;
        if (body.endsWith("\nexit\n"))
            body.chop(5);
        script += body;
        for (const Table &t : d.project.tables) {
            script += HBaseInstance::marker(QStringLiteral("DESCRIBE ") + t.fullName());
            script += "describe " + RubyLiteral::quoted(t.fullName()).toUtf8() + '\n';
        }
    }
    script += HBaseInstance::marker(QStringLiteral("END"));
    script += "exit\n";
    return script;
}

// What the REST gateway's schema cannot show: it carries no family CONFIGURATION map (its
// ColumnSchemaModel holds the family's values only), so a family's CONFIGURATION entries, such as
// RowPrefixBloomFilter.prefix_length, are compared through describe alone.
inline bool restCannotShow(const SchemaChange &c)
{
    return c.target == ChangeTarget::FamilyAttribute && c.attribute.startsWith(u"CONFIGURATION");
}

// What differs between the table HBase holds, as `text` (the shell's describe output or the REST
// gateway's schema JSON, read by the designer's importer) says, and the designed table, as
// `diff` would put it; split keys are compared on their own. An input the importer cannot read
// is a difference too.
inline QStringList heldDifferences(Importer::Format format, const QByteArray &text,
                                   const Table &designed, const Project &project)
{
    const QString table = designed.fullName();
    const Importer::Result held =
        Importer::run({{table + (format == Importer::Format::Rest ? QStringLiteral(".schema.json")
                                                                  : QStringLiteral(".describe")),
                        text}},
                      format);
    if (!held.project)
        return {QStringLiteral("%1: not read: %2\n%3")
                    .arg(table, held.log.error()->place(), QString::fromUtf8(text))};
    DiffOptions options;
    options.compareSplitKeys = false;
    options.oldIsDesigned = false;
    Project one = project;
    one.tables = {designed};
    const SchemaDiff diff = diffSchemas(*held.project, one, options);
    QStringList out;
    for (const SchemaChange &c : diff.changes) {
        if (c.target == ChangeTarget::Namespace)
            continue; // describe and REST say nothing of create_namespace
        if (format == Importer::Format::Rest && restCannotShow(c))
            continue;
        if (c.path != table && !c.path.startsWith(table + u'/') && !c.path.startsWith(table + u'#'))
            continue;
        out.append(
            QStringLiteral("%1 %2 %3: HBase holds '%4', the design says '%5'")
                .arg(c.path, kChangeKindNames.name(c.kind), c.attribute, c.oldValue, c.newValue));
    }
    out.append(diff.errors);
    return out;
}

// The first split key where HBase and the designer part, in toStringBinary form.
inline QString splitKeysDiffer(const QString &table, const QList<QByteArray> &held,
                               const QList<QByteArray> &designed)
{
    qsizetype i = 0;
    while (i < held.size() && i < designed.size() && held[i] == designed[i])
        ++i;
    auto key = [i](const QList<QByteArray> &keys) {
        return i < keys.size()
                   ? QLatin1Char('\'') + Bytes::toStringBinary(keys[i]) + QLatin1Char('\'')
                   : QStringLiteral("none");
    };
    return QStringLiteral(
               "%1: HBase holds %2 split keys, the designer computes %3; split key %4 is "
               "%5 in HBase, %6 in the design")
        .arg(table)
        .arg(held.size())
        .arg(designed.size())
        .arg(i + 1)
        .arg(key(held), key(designed));
}

// Everything that differs between the table `designed` of `design` and what HBase holds: its
// describe in the batch's output `shellOut` (behind `@@HBD DESCRIBE ns:t`), its REST schema,
// and its region boundaries against the designer's split keys.
inline QStringList heldAsDesigned(const HBaseInstance::Endpoints &e, const QByteArray &shellOut,
                                  const Table &designed, const Design &design)
{
    QStringList problems;
    const QString name = designed.fullName();
    for (const QString &p :
         heldDifferences(Importer::Format::Describe,
                         HBaseInstance::section(shellOut, "DESCRIBE " + name.toUtf8()), designed,
                         design.project))
        problems.append(QStringLiteral("describe: ") + p);
    const HBaseInstance::Reply schema =
        HBaseInstance::get(e, HBaseInstance::tablePath(name) + QStringLiteral("/schema"));
    if (schema.status != 200) {
        problems.append(QStringLiteral("%1: GET schema: HTTP %2").arg(name).arg(schema.status));
    } else {
        for (const QString &p :
             heldDifferences(Importer::Format::Rest, schema.body, designed, design.project))
            problems.append(QStringLiteral("REST: ") + p);
    }
    QString error;
    const QList<QByteArray> held = HBaseInstance::splitKeys(e, name, &error);
    const Splits::Result keys = DeployedSchema::splitKeys(designed, design.directory);
    if (!error.isEmpty())
        problems.append(error);
    else if (!keys.ok())
        problems.append(name + QStringLiteral(": ") + keys.error);
    else if (held != keys.keys)
        problems.append(splitKeysDiffer(name, held, keys.keys));
    return problems;
}

} // namespace HBaseDesigns
