#include "model/migrate/migrationscript.h"

#include "model/export/descriptorvalues.h"
#include "model/export/hashwriter.h"
#include "model/export/rubyliteral.h"
#include "model/export/scriptexporter.h"
#include "model/hbase/names.h"
#include "model/migrate/deployedschema.h"
#include "model/migrate/migrationplan.h"
#include "model/migrate/valuediff.h"
#include "model/rules/validator.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace {

using RubyLiteral::quoted;

constexpr qsizetype kLineWidth = 100;

// The split point of `split`, which the shell passes on with to_java_bytes, not
// Bytes.toBytesBinary as SPLITS (docs/hbase-reference.md §5.11): printable ASCII as a
// single-quoted string, anything else as a double-quoted string of \xNN escapes only, which
// holds exactly those bytes and cannot interpolate.
QString splitPointLiteral(const QByteArray &key)
{
    bool printable = true;
    for (const char c : key)
        printable = printable && quint8(c) >= 0x20 && quint8(c) <= 0x7E;
    if (printable)
        return quoted(QString::fromLatin1(key));
    QString out = QStringLiteral("\"");
    for (const char c : key)
        out += QStringLiteral("\\x") +
               QStringLiteral("%1").arg(uint(quint8(c)), 2, 16, QLatin1Char('0')).toUpper();
    return out + u'"';
}

// The entries of a METADATA or CONFIGURATION hash that change: a value removed is set to ''
// (the descriptors' setValue and setConfiguration remove a key given an empty value). The shell
// applies METADATA, then CONFIGURATION; where both land in the same map (a family's, from HBase 3
// on: docs/hbase-reference.md §5.12), a key moved from CONFIGURATION to METADATA is only set, or
// the CONFIGURATION entry's '' would remove what METADATA has just set.
void addChangedEntries(HashWriter &hash, const QList<ValueChange> &changes,
                       bool configurationIsAValue = false)
{
    QList<std::pair<QString, QString>> metadata;
    QList<std::pair<QString, QString>> configuration;
    for (const ValueChange &c : changes) {
        const DescriptorValue &v = c.any();
        const QString value = c.setAfter() ? c.after->text : QString();
        if (v.place == DescriptorValue::Place::Field)
            hash.add(v.key, c.after->ruby); // a field is on both sides: write even the default
        else if (v.place == DescriptorValue::Place::Metadata)
            metadata.append({v.key, value});
        else
            configuration.append({v.key, value});
    }
    if (configurationIsAValue) {
        configuration.removeIf([&metadata](const std::pair<QString, QString> &entry) {
            return entry.second.isEmpty() &&
                   std::any_of(metadata.cbegin(), metadata.cend(),
                               [&entry](const auto &m) { return m.first == entry.first; });
        });
    }
    hash.addStringHash("METADATA", metadata);
    hash.addStringHash("CONFIGURATION", configuration);
}

// {METHOD => 'table_att_unset', NAME => 'K'} or NAME => ['K', 'L'].
QStringList unsetHash(const char *method, const QStringList &keys)
{
    HashWriter h;
    h.add("METHOD", quoted(QString::fromLatin1(method)));
    if (keys.size() == 1) {
        h.add("NAME", quoted(keys.first()));
    } else {
        QStringList items;
        for (const QString &k : keys)
            items.append(quoted(k));
        h.addList(u"NAME", items);
    }
    return h.atoms();
}

class MigrationWriter
{
    Q_DECLARE_TR_FUNCTIONS(MigrationScript)

public:
    MigrationWriter(const Project &oldProject, const Project &newProject,
                    const MigrateOptions &options)
        : m_old(oldProject)
        , m_new(newProject)
        , m_options(options)
        , m_dialect(options.dialect.value_or(newProject.cluster.hbaseVersion))
        , m_english(!options.language.startsWith(u"zh"))
    {}

    MigrationScript run();

private:
    QString comment(const char *english) const
    {
        return m_english ? QString::fromUtf8(english) : tr(english);
    }
    QList<SchemaChange> changesOf(const QString &tableFullName) const;
    bool planned(const QString &tableFullName) const { return m_planned.contains(tableFullName); }
    bool inPlannedTable(const SchemaChange &change) const;
    void validate();
    QString header() const;
    QString plan();
    QString creates();
    QString alter(const Table &before, const Table &after);
    QString drops();

    const Project &m_old;
    const Project &m_new;
    const MigrateOptions &m_options;
    HBaseVersion m_dialect;
    bool m_english;
    MigrationScript m_result;
    // Tables with a change no command can make: they get a plan and no command.
    QStringList m_planned;
};

QList<SchemaChange> MigrationWriter::changesOf(const QString &tableFullName) const
{
    QList<SchemaChange> out;
    for (const SchemaChange &c : m_result.diff.changes) {
        if (c.path == tableFullName || c.path.startsWith(tableFullName + u'/') ||
            c.path.startsWith(tableFullName + u'#'))
            out.append(c);
    }
    return out;
}

bool MigrationWriter::inPlannedTable(const SchemaChange &change) const
{
    for (const QString &table : m_planned) {
        if (change.path == table || change.path.startsWith(table + u'/') ||
            change.path.startsWith(table + u'#'))
            return true;
    }
    return false;
}

void MigrationWriter::validate()
{
    Project dialectProject;
    dialectProject.cluster = m_new.cluster;
    dialectProject.cluster.hbaseVersion = m_dialect;
    for (const Table &t : m_new.tables) {
        if (changesOf(t.fullName()).isEmpty())
            continue;
        for (const Finding &f : Validator::validateTable(dialectProject, t)) {
            if (f.severity == Severity::Error)
                m_result.errors.append(tr("%1: %2 [%3]").arg(f.objectPath, f.message, f.ruleId));
        }
    }
    for (const SchemaChange &c : m_result.diff.changes) {
        if (c.target != ChangeTarget::Namespace || c.kind != ChangeKind::Added)
            continue;
        if (const Names::Check check = Names::checkNamespace(c.path); !check.ok())
            m_result.errors.append(tr("namespace \"%1\": %2").arg(c.path, check.error));
    }
}

QString MigrationWriter::header() const
{
    QStringList lines;
    const auto file = [](const QString &name) {
        return RubyLiteral::commentText(QFileInfo(name).fileName(), 120);
    };
    lines.append(m_options.oldName.isEmpty() || m_options.newName.isEmpty()
                     ? comment(QT_TR_NOOP("# HBase shell script written by HBase Schema "
                                          "Designer: migrates a schema to its new design."))
                     : comment(QT_TR_NOOP("# HBase shell script written by HBase Schema "
                                          "Designer: migrates the schema created from %1 to %2."))
                           .arg(file(m_options.oldName), file(m_options.newName)));
    lines.append((m_dialect == HBaseVersion::V2_4 ? comment(QT_TR_NOOP("# Target: HBase %1"))
                                                  : comment(QT_TR_NOOP("# Target: HBase %1 or "
                                                                       "later")))
                     .arg(kHBaseVersionNames.name(m_dialect)));
    lines.append(comment(QT_TR_NOOP("# Run it with:  hbase shell -n %1"))
                     .arg(RubyLiteral::commentText(m_options.scriptName, 120)));
    lines.append(comment(QT_TR_NOOP("#   -n stops at the first error with exit status 1.")));
    lines.append(m_options.offline
                     ? comment(QT_TR_NOOP("# Offline: each altered table is disabled for its "
                                          "alter and enabled again."))
                     : comment(QT_TR_NOOP("# Online: alter changes enabled tables (only a "
                                          "REGION_REPLICATION change disables its table).")));
    // OLD read by the import (describe output, REST schema JSON, an imported project file).
    if (!m_options.directories.compareSplitKeys)
        lines.append(comment(QT_TR_NOOP("# The deployed version lists no regions: split keys are "
                                        "not compared and no split is written.")));
    if (!m_options.directories.oldIsDesigned)
        lines.append(comment(QT_TR_NOOP("# The deployed version was imported: attributes HBase "
                                        "keeps that the new design does not state are left as "
                                        "deployed.")));
    return lines.join(u'\n') + u'\n';
}

QString MigrationWriter::plan()
{
    QString out = comment(QT_TR_NOOP("# Nothing below runs: these changes need a migration plan, "
                                     "not a shell command.")) +
                  u'\n';
    for (const Table &after : m_new.tables) {
        const Table *before = m_old.findTable(after.fullName());
        if (!planned(after.fullName()))
            continue;
        QList<SchemaChange> impossible;
        for (const SchemaChange &c : changesOf(after.fullName())) {
            if (c.risk == ChangeRisk::NotPossibleWithAlter)
                impossible.append(c);
        }
        if (!before || impossible.isEmpty())
            continue;
        const QStringList lines =
            MigrationPlan::forTable(*before, after, impossible, m_new, m_dialect);
        m_result.plan.append(lines);
        out += u'\n';
        for (const QString &line : lines) {
            // Indented lines (statements, sub-steps) keep their indent and their length.
            const qsizetype indent = line.size() - QStringView(line).trimmed().size();
            if (indent > 0 && line.startsWith(u' '))
                out += QStringLiteral("# ") + QString(indent, u' ') +
                       RubyLiteral::commentText(line, 4000) + u'\n';
            else
                out += RubyLiteral::commentLines(line, kLineWidth, 4000);
        }
    }
    return out;
}

QString MigrationWriter::creates()
{
    QString out;
    for (const SchemaChange &c : m_result.diff.changes) {
        if (c.target == ChangeTarget::Namespace && c.kind == ChangeKind::Added)
            out += QStringLiteral("create_namespace ") + quoted(c.path) + u'\n';
    }
    ExportOptions options;
    options.dialect = m_dialect;
    options.statementsOnly = true;
    // Inline: a SPLITS_FILE would be one more file to carry beside the migration.
    options.splitForm = SplitExportForm::Inline;
    options.language = m_options.language;
    options.projectDirectory = m_options.directories.newDirectory;
    for (const SchemaChange &c : m_result.diff.changes) {
        if (c.target == ChangeTarget::Table && c.kind == ChangeKind::Added)
            options.tables.append(c.path);
    }
    if (options.tables.isEmpty())
        return out;
    const ExportResult created = exportShellScript(m_new, options);
    m_result.errors.append(created.errors);
    if (!out.isEmpty())
        out += u'\n';
    return out + QString::fromUtf8(created.script);
}

QString MigrationWriter::alter(const Table &before, const Table &after)
{
    const QList<SchemaChange> changes = changesOf(after.fullName());
    if (changes.isEmpty())
        return {};
    QList<QStringList> args{{quoted(after.qualifiedName())}};
    for (const ColumnFamily &f : after.families) {
        const ColumnFamily *old = before.family(f.name);
        if (!old) {
            args.append(familyHashAtoms(f));
            continue;
        }
        const QList<ValueChange> values =
            diffDescriptorValues(familyDescriptorValues(*old), familyDescriptorValues(f),
                                 m_options.directories.oldIsDesigned);
        if (values.isEmpty())
            continue;
        HashWriter h;
        h.add("NAME", quoted(f.name));
        addChangedEntries(h, values, m_dialect == HBaseVersion::V3);
        args.append(h.atoms());
    }
    QList<ValueChange> set;
    QStringList unsetAttributes;
    QStringList unsetConfiguration;
    bool replication = false;
    for (const ValueChange &c :
         diffDescriptorValues(tableDescriptorValues(before), tableDescriptorValues(after),
                              m_options.directories.oldIsDesigned)) {
        replication = replication || c.any().key == u"REGION_REPLICATION";
        if (c.setAfter())
            set.append(c);
        else if (c.any().place == DescriptorValue::Place::Configuration)
            unsetConfiguration.append(c.any().key);
        else
            unsetAttributes.append(c.any().key);
    }
    // The unsets before the values set: a table's CONFIGURATION is one of its values (every HBase
    // line, docs/hbase-reference.md §5.12), so a key moved between METADATA and CONFIGURATION is
    // removed from where it was, then set where it goes, never the other way round.
    if (!unsetAttributes.isEmpty())
        args.append(unsetHash("table_att_unset", unsetAttributes));
    if (!unsetConfiguration.isEmpty())
        args.append(unsetHash("table_conf_unset", unsetConfiguration));
    if (!set.isEmpty()) {
        HashWriter h;
        addChangedEntries(h, set);
        args.append(h.atoms());
    }
    for (const ColumnFamily &f : before.families) {
        if (!after.family(f.name)) {
            HashWriter h;
            h.add("NAME", quoted(f.name));
            h.add("METHOD", quoted(QStringLiteral("delete")));
            args.append(h.atoms());
        }
    }

    QString out;
    for (const SchemaChange &c : changes)
        out += RubyLiteral::commentLines(c.message, kLineWidth, 2000);
    const QString table = quoted(after.qualifiedName());
    // Early 2.x releases refuse a REGION_REPLICATION change on an enabled table; later ones make
    // it online. Disabling is right on both (docs/hbase-reference.md §5.11).
    const bool disable = args.size() > 1 && (m_options.offline || replication);
    if (disable)
        out += QStringLiteral("disable ") + table + u'\n';
    if (args.size() > 1)
        out += rubyCall(QStringLiteral("alter"), args, kLineWidth);
    if (disable)
        out += QStringLiteral("enable ") + table + u'\n';
    if (m_options.directories.compareSplitKeys) {
        const Splits::Result oldKeys =
            DeployedSchema::splitKeys(before, m_options.directories.oldDirectory);
        const Splits::Result newKeys =
            DeployedSchema::splitKeys(after, m_options.directories.newDirectory);
        for (const QByteArray &key : newKeys.keys) {
            if (!oldKeys.keys.contains(key))
                out += QStringLiteral("split ") + table + QStringLiteral(", ") +
                       splitPointLiteral(key) + u'\n';
        }
    }
    bool rewrites = false;
    for (const SchemaChange &c : changes)
        rewrites = rewrites || c.risk == ChangeRisk::RewritesStoreFiles;
    if (rewrites) {
        out += RubyLiteral::commentLines(
            comment(QT_TR_NOOP("Optional: the store files already written keep the old "
                               "settings until a major compaction rewrites them; to do it now "
                               "(heavy I/O, run it off-peak), uncomment:")));
        out += QStringLiteral("# major_compact ") + table + u'\n';
    }
    return out;
}

QString MigrationWriter::drops()
{
    QString out;
    for (const SchemaChange &c : m_result.diff.changes) {
        if (c.target == ChangeTarget::Table && c.kind == ChangeKind::Removed) {
            const Table *t = m_old.findTable(c.path);
            const QString name = quoted(t->qualifiedName());
            out += RubyLiteral::commentLines(c.message);
            out += QStringLiteral("disable ") + name + QStringLiteral("\ndrop ") + name + u'\n';
        }
    }
    for (const SchemaChange &c : m_result.diff.changes) {
        if (c.target == ChangeTarget::Namespace && c.kind == ChangeKind::Removed)
            out += QStringLiteral("drop_namespace ") + quoted(c.path) + u'\n';
    }
    return out;
}

MigrationScript MigrationWriter::run()
{
    m_result.diff = diffSchemas(m_old, m_new, m_options.directories);
    m_result.errors = m_result.diff.errors;
    validate();
    if (!m_result.errors.isEmpty())
        return std::move(m_result);
    // A table with a change no command can make gets a plan in comments and no command; the
    // changes to every other table are written as commands (docs/cli.md#migrate).
    const QList<SchemaChange> impossible = m_result.diff.withRisk(ChangeRisk::NotPossibleWithAlter);
    for (const Table &after : m_new.tables) {
        for (const SchemaChange &c : changesOf(after.fullName())) {
            if (c.risk == ChangeRisk::NotPossibleWithAlter && !planned(after.fullName()))
                m_planned.append(after.fullName());
        }
    }
    const QString planText = impossible.isEmpty() ? QString() : plan();
    // The planned tables' own losses are the plan's to weigh; any other stops the script.
    QList<SchemaChange> losses;
    for (const SchemaChange &c : m_result.diff.withRisk(ChangeRisk::RemovesData)) {
        if (!inPlannedTable(c))
            losses.append(c);
    }
    if (!m_options.allowDataLoss && !losses.isEmpty()) {
        m_result.refused = losses;
        return std::move(m_result);
    }
    m_result.refused = impossible;
    QStringList blocks{header()};
    if (m_result.diff.isEmpty())
        blocks.append(comment(QT_TR_NOOP("# Nothing to change: both designs create the same "
                                         "schema.")) +
                      u'\n');
    if (const QString c = creates(); !c.isEmpty())
        blocks.append(c);
    for (const Table &after : m_new.tables) {
        if (const Table *before = m_old.findTable(after.fullName());
            before && !planned(after.fullName())) {
            if (const QString a = alter(*before, after); !a.isEmpty())
                blocks.append(a);
        }
    }
    if (const QString d = drops(); !d.isEmpty())
        blocks.append(d);
    if (!planText.isEmpty())
        blocks.append(planText);
    if (!m_result.errors.isEmpty())
        return std::move(m_result);
    // A script that does not end with exit keeps reading standard input.
    blocks.append(QStringLiteral("exit\n"));
    m_result.script = blocks.join(u'\n').toUtf8();
    return std::move(m_result);
}

} // namespace

MigrationScript migrate(const Project &oldProject, const Project &newProject,
                        const MigrateOptions &options)
{
    return MigrationWriter(oldProject, newProject, options).run();
}
