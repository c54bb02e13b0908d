#include "model/export/scriptexporter.h"

#include "model/analysis/splits.h"
#include "model/analysis/tablesample.h"
#include "model/export/descriptorvalues.h"
#include "model/export/hashwriter.h"
#include "model/export/rubyliteral.h"
#include "model/hbase/bytes.h"
#include "model/hbase/names.h"
#include "model/rules/validator.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {

using RubyLiteral::quoted;

constexpr qsizetype kLineWidth = 100;

// Named after the script too, so that scripts exported into one directory never share a file.
QString splitsFileName(const QString &scriptName, const Table &table)
{
    return QFileInfo(scriptName).completeBaseName() + u'.' + table.namespaceName + u'.' +
           table.name + QStringLiteral(".splits.txt");
}

HashWriter familyAttributes(const ColumnFamily &f);

class ScriptWriter
{
    Q_DECLARE_TR_FUNCTIONS(ScriptExporter)

public:
    ScriptWriter(const Project &project, const ExportOptions &options)
        : m_project(project)
        , m_options(options)
        , m_dialect(options.dialect.value_or(project.cluster.hbaseVersion))
        , m_english(!options.language.startsWith(u"zh"))
    {}

    ExportResult run();

private:
    QList<const Table *> selectTables();
    void checkTable(const Table &table);
    QString createStatement(const Table &table);
    HashWriter tableHash(const Table &table);
    QString header(const QList<const Table *> &tables, const QStringList &namespaces) const;
    // A comment of the script in its language: English as written here, else the catalogue's.
    QString comment(const char *english) const
    {
        return m_english ? QString::fromUtf8(english) : tr(english);
    }

    const Project &m_project;
    const ExportOptions &m_options;
    HBaseVersion m_dialect;
    bool m_english;
    ExportResult m_result;
};

QList<const Table *> ScriptWriter::selectTables()
{
    QList<const Table *> out;
    if (m_options.tables.isEmpty()) {
        for (const Table &t : m_project.tables)
            out.append(&t);
        return out;
    }
    for (const QString &name : m_options.tables) {
        if (const Table *t = m_project.findTable(name)) {
            if (!out.contains(t)) // a table named twice is still created once
                out.append(t);
        } else
            m_result.errors.append(tr("no table \"%1\" in the project").arg(name));
    }
    return out;
}

void ScriptWriter::checkTable(const Table &table)
{
    Project copy;
    copy.cluster = m_project.cluster;
    copy.cluster.hbaseVersion = m_dialect;
    for (const Finding &f : Validator::validateTable(copy, table)) {
        if (f.severity == Severity::Error)
            m_result.errors.append(tr("%1: %2 [%3]").arg(f.objectPath, f.message, f.ruleId));
    }
}

HashWriter ScriptWriter::tableHash(const Table &table)
{
    HashWriter h;
    h.addDescriptorValues(tableDescriptorValues(table));

    const SplitSpec &spec = table.splits;
    if (spec.kind == SplitKind::Algorithm) {
        // The shell computes these itself, exactly as Splits::algorithm does.
        h.addInt("NUMREGIONS", spec.regions);
        h.addEnum("SPLITALGO", kSplitAlgorithmNames.name(spec.algorithm));
    } else if (spec.kind != SplitKind::None) {
        const Splits::Result keys =
            spec.kind != SplitKind::Recommended ? Splits::forSpec(spec)
            : m_options.recommendedSplits
                ? m_options.recommendedSplits(table)
                : TableSample::recommendedSplits(table, m_options.projectDirectory);
        if (!keys.ok()) {
            m_result.errors.append(
                tr("%1: %2").arg(table.fullName() + QStringLiteral("#splits"), keys.error));
            return h;
        }
        if (m_options.splitForm.value_or(spec.exportForm) == SplitExportForm::SplitsFile) {
            ExportedFile file;
            file.table = table.qualifiedName();
            file.fileName = splitsFileName(m_options.scriptName, table);
            for (const QByteArray &key : keys.keys)
                file.contents += Bytes::toStringBinary(key).toLatin1() + '\n';
            m_result.splitsFiles.append(file);
            h.add("SPLITS_FILE", quoted(file.fileName));
        } else {
            // Single-quoted toStringBinary: the shell's Bytes.toBytesBinary reads it back exactly.
            QStringList items;
            for (const QByteArray &key : keys.keys)
                items.append(quoted(Bytes::toStringBinary(key)));
            h.addList(u"SPLITS", items);
        }
    }
    return h;
}

QString ScriptWriter::createStatement(const Table &table)
{
    QList<QStringList> args; // each argument as atoms
    args.append(QStringList{quoted(table.qualifiedName())});
    for (const ColumnFamily &f : table.families)
        args.append(familyAttributes(f).atoms());
    const HashWriter hash = tableHash(table);
    if (!hash.isEmpty())
        args.append(hash.atoms());

    QString out;
    const QString description =
        table.i18n.text(m_options.language, TextField::Description, table.description);
    if (!description.isEmpty())
        out += RubyLiteral::commentLines(description);
    return out + rubyCall(QStringLiteral("create"), args, kLineWidth);
}

QString ScriptWriter::header(const QList<const Table *> &tables,
                             const QStringList &namespaces) const
{
    QStringList lines;
    // No version number: regenerating after an upgrade should not touch a committed script.
    lines.append(
        m_options.sourceName.isEmpty()
            ? comment(QT_TR_NOOP("# HBase shell script written by HBase Schema Designer."))
            : comment(QT_TR_NOOP("# HBase shell script written by HBase Schema Designer "
                                 "from %1."))
                  .arg(RubyLiteral::commentText(QFileInfo(m_options.sourceName).fileName(), 120)));
    const QString name = m_project.i18n.text(m_options.language, TextField::Name, m_project.name);
    if (!name.isEmpty())
        lines.append(comment(QT_TR_NOOP("# Project: %1")).arg(RubyLiteral::commentText(name)));
    lines.append((m_dialect == HBaseVersion::V2_4
                      ? comment(QT_TR_NOOP("# Target: HBase %1"))
                      : comment(QT_TR_NOOP("# Target: HBase %1 or later")))
                     .arg(kHBaseVersionNames.name(m_dialect)));
    lines.append(comment(QT_TR_NOOP("# Run it with:  hbase shell -n %1"))
                     .arg(RubyLiteral::commentText(m_options.scriptName, 120)));
    lines.append(comment(QT_TR_NOOP("#   -n stops at the first error with exit status 1.")));
    if (!m_result.splitsFiles.isEmpty())
        lines.append(comment(QT_TR_NOOP("#   Run it from this directory: SPLITS_FILE paths are "
                                        "relative to where the shell starts.")));
    QStringList created;
    for (const QString &ns : namespaces)
        created.append(comment(QT_TR_NOOP("namespace %1")).arg(ns));
    for (const Table *t : tables)
        created.append(comment(QT_TR_NOOP("table %1")).arg(t->qualifiedName()));
    lines.append(comment(QT_TR_NOOP("# Creates: %1")).arg(created.join(comment(QT_TR_NOOP(", ")))));
    return lines.join(u'\n') + u'\n';
}

ExportResult ScriptWriter::run()
{
    const QList<const Table *> tables = selectTables();
    if (tables.isEmpty() && m_result.errors.isEmpty())
        m_result.errors.append(tr("the project has no table to export"));
    if (!m_options.namespacesOnly) {
        for (const Table *t : tables)
            checkTable(*t);
    }
    // Namespaces the chosen tables need, in project order.
    QStringList namespaces;
    for (const Namespace &ns : m_project.namespaces) {
        for (const Table *t : tables) {
            if (t->namespaceName == ns.name) {
                namespaces.append(ns.name);
                break;
            }
        }
    }
    for (const Namespace &ns : m_project.namespaces) {
        if (!namespaces.contains(ns.name))
            continue;
        if (const Names::Check c = Names::checkNamespace(ns.name); !c.ok())
            m_result.errors.append(tr("namespace \"%1\": %2").arg(ns.name, c.error));
    }
    if (!m_result.errors.isEmpty())
        return m_result;

    QStringList blocks;
    QString namespaceBlock;
    if (m_options.statementsOnly)
        namespaces.clear();
    for (const QString &ns : namespaces)
        namespaceBlock += QStringLiteral("create_namespace ") + quoted(ns) + u'\n';
    if (m_options.namespacesOnly) {
        m_result.script = namespaceBlock.toUtf8();
        return m_result;
    }
    if (!namespaceBlock.isEmpty())
        blocks.append(namespaceBlock);
    for (const Table *t : tables)
        blocks.append(createStatement(*t));
    if (!m_result.errors.isEmpty()) {
        m_result.splitsFiles.clear();
        return m_result;
    }
    // A script that does not end with exit keeps reading standard input.
    if (!m_options.statementsOnly) {
        blocks.prepend(header(tables, namespaces));
        blocks.append(QStringLiteral("exit\n"));
    }
    const QString script = blocks.join(u'\n');
    m_result.script = script.toUtf8();
    return m_result;
}

} // namespace

namespace {
HashWriter familyAttributes(const ColumnFamily &f)
{
    HashWriter h;
    h.add("NAME", quoted(f.name));
    h.addDescriptorValues(familyDescriptorValues(f));
    return h;
}
} // namespace

QStringList familyHashAtoms(const ColumnFamily &f)
{
    return familyAttributes(f).atoms();
}

QString familyHash(const ColumnFamily &f)
{
    return familyAttributes(f).atoms().join(u' ');
}

ExportResult exportShellScript(const Project &project, const ExportOptions &options)
{
    return ScriptWriter(project, options).run();
}
