#include "model/migrate/schemadiff.h"

#include "model/export/descriptorvalues.h"
#include "model/hbase/bytes.h"
#include "model/migrate/changerisk.h"
#include "model/migrate/deployedschema.h"
#include "model/schema/objectpath.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>

bool SchemaDiff::has(ChangeRisk risk) const
{
    for (const SchemaChange &c : changes) {
        if (c.risk == risk)
            return true;
    }
    return false;
}

QList<SchemaChange> SchemaDiff::withRisk(ChangeRisk risk) const
{
    QList<SchemaChange> out;
    for (const SchemaChange &c : changes) {
        if (c.risk == risk)
            out.append(c);
    }
    return out;
}

QString changeRiskText(ChangeRisk risk)
{
    switch (risk) {
    case ChangeRisk::Safe:
        return QCoreApplication::translate("SchemaDiff", "safe");
    case ChangeRisk::RewritesStoreFiles:
        return QCoreApplication::translate("SchemaDiff", "rewrites store files");
    case ChangeRisk::RemovesData:
        return QCoreApplication::translate("SchemaDiff", "removes data");
    case ChangeRisk::NotPossibleWithAlter:
        return QCoreApplication::translate("SchemaDiff", "not possible with alter");
    }
    return {};
}

QList<SchemaChange> changesByRisk(QList<SchemaChange> changes)
{
    std::stable_sort(changes.begin(), changes.end(),
                     [](const SchemaChange &a, const SchemaChange &b) {
                         return int(a.risk) > int(b.risk); // the enum goes from safe up
                     });
    return changes;
}

QString changeValueText(const QString &key, const QString &text)
{
    if (key != u"TTL")
        return text;
    bool ok = false;
    const qint64 seconds = text.toLongLong(&ok);
    if (!ok)
        return text;
    // HBase's describe prints 2147483647 as FOREVER (hbase-reference.md §5.7).
    const QString readable = Units::formatSeconds(seconds);
    if (readable == u"FOREVER")
        return readable;
    if (seconds < 60) // "30 s" says no more than 30
        return text;
    return QCoreApplication::translate("SchemaDiff", "%1 (%2)").arg(text, readable);
}

namespace {

// A table's values as HBase holds them: its shell keeps a table's CONFIGURATION among the table's
// values on every line (docs/hbase-reference.md §5.12), where describe and REST read them back as
// METADATA, so CONFIGURATION 'k' and METADATA 'k' of a table are one value (the CONFIGURATION
// entry, applied last, wins).
QList<DescriptorValue> tableValuesAsHeld(const Table &table)
{
    const QList<DescriptorValue> values = tableDescriptorValues(table);
    QList<DescriptorValue> out;
    for (const DescriptorValue &v : values) {
        if (v.place != DescriptorValue::Place::Configuration)
            out.append(v);
    }
    for (DescriptorValue v : values) {
        if (v.place != DescriptorValue::Place::Configuration)
            continue;
        v.place = DescriptorValue::Place::Metadata;
        const auto same = [&v](const DescriptorValue &o) {
            return o.place == v.place && o.key == v.key;
        };
        out.erase(std::remove_if(out.begin(), out.end(), same), out.end());
        out.append(v);
    }
    return out;
}

class Differ
{
    Q_DECLARE_TR_FUNCTIONS(SchemaDiff)

public:
    Differ(const Project &oldProject, const Project &newProject, const DiffOptions &options)
        : m_old(oldProject)
        , m_new(newProject)
        , m_options(options)
    {}

    SchemaDiff run();

private:
    void namespaces();
    void table(const Table &before, const Table &after);
    void families(const Table &before, const Table &after);
    void values(const QString &path, ChangeTarget target, const QString &owner,
                const QList<DescriptorValue> &before, const QList<DescriptorValue> &after);
    void splits(const Table &before, const Table &after);
    void rowKey(const Table &before, const Table &after);
    void add(SchemaChange change) { m_diff.changes.append(std::move(change)); }

    const Project &m_old;
    const Project &m_new;
    const DiffOptions &m_options;
    SchemaDiff m_diff;
};

SchemaDiff Differ::run()
{
    namespaces();
    for (const Table &t : m_new.tables) {
        if (const Table *before = m_old.findTable(t.fullName())) {
            table(*before, t);
            continue;
        }
        add({t.fullName(),
             ChangeTarget::Table,
             ChangeKind::Added,
             {},
             {},
             {},
             ChangeRisk::Safe,
             tr("new table %1").arg(t.qualifiedName())});
    }
    for (const Table &t : m_old.tables) {
        if (!m_new.findTable(t.fullName()))
            add({t.fullName(),
                 ChangeTarget::Table,
                 ChangeKind::Removed,
                 {},
                 {},
                 {},
                 ChangeRisk::RemovesData,
                 tr("table %1 is dropped with all its rows").arg(t.qualifiedName())});
    }
    return std::move(m_diff);
}

void Differ::namespaces()
{
    const QStringList before = DeployedSchema::namespaces(m_old);
    const QStringList after = DeployedSchema::namespaces(m_new);
    for (const QString &ns : after) {
        if (!before.contains(ns))
            add({ns,
                 ChangeTarget::Namespace,
                 ChangeKind::Added,
                 {},
                 {},
                 {},
                 ChangeRisk::Safe,
                 tr("new namespace %1").arg(ns)});
    }
    for (const QString &ns : before) {
        if (!after.contains(ns))
            add({ns,
                 ChangeTarget::Namespace,
                 ChangeKind::Removed,
                 {},
                 {},
                 {},
                 ChangeRisk::Safe,
                 tr("namespace %1 holds no table any more: dropped once its tables are").arg(ns)});
    }
}

void Differ::table(const Table &before, const Table &after)
{
    rowKey(before, after);
    splits(before, after);
    values(after.fullName(), ChangeTarget::TableAttribute, after.qualifiedName(),
           tableValuesAsHeld(before), tableValuesAsHeld(after));
    families(before, after);
}

void Differ::families(const Table &before, const Table &after)
{
    for (const ColumnFamily &f : after.families) {
        const QString path = ObjectPath::ofFamily(after.fullName(), f.name).toString();
        if (const ColumnFamily *old = before.family(f.name)) {
            values(path, ChangeTarget::FamilyAttribute, path, familyDescriptorValues(*old),
                   familyDescriptorValues(f));
            continue;
        }
        add({path,
             ChangeTarget::Family,
             ChangeKind::Added,
             {},
             {},
             {},
             ChangeRisk::Safe,
             tr("new column family %1 in %2").arg(f.name, after.qualifiedName())});
    }
    for (const ColumnFamily &f : before.families) {
        if (!after.family(f.name))
            add({ObjectPath::ofFamily(after.fullName(), f.name).toString(),
                 ChangeTarget::Family,
                 ChangeKind::Removed,
                 {},
                 {},
                 {},
                 ChangeRisk::RemovesData,
                 tr("column family %1 is deleted from %2 with all its cells")
                     .arg(f.name, after.qualifiedName())});
    }
}

void Differ::values(const QString &path, ChangeTarget target, const QString &owner,
                    const QList<DescriptorValue> &before, const QList<DescriptorValue> &after)
{
    for (const ValueChange &c : diffDescriptorValues(before, after, m_options.oldIsDesigned)) {
        const ChangeRisk risk = target == ChangeTarget::FamilyAttribute
                                    ? ChangeRisks::ofFamilyValue(c)
                                    : ChangeRisks::ofTableValue(c);
        const QString unset = tr("(unset)");
        // A field's text is its value, the default included; an unset or absent value has none.
        const QString from = c.before ? c.before->text : QString();
        const QString to = c.after ? c.after->text : QString();
        SchemaChange change{path,
                            target,
                            // A value set to or from its default still changed it (VERSIONS
                            // 1 -> 3); added and removed are values the other side has not.
                            !c.before && c.after   ? ChangeKind::Added
                            : c.before && !c.after ? ChangeKind::Removed
                                                   : ChangeKind::Changed,
                            c.any().label(),
                            from,
                            to,
                            risk,
                            {}};
        // A field shows its value readably (TTL FOREVER); other attributes as HBase keeps them.
        const auto shown = [&](const QString &text) {
            if (text.isEmpty())
                return unset;
            return c.any().place == DescriptorValue::Place::Field
                       ? changeValueText(c.any().key, text)
                       : text;
        };
        change.message =
            tr("%1 of %2: %3 -> %4").arg(change.attribute, owner, shown(from), shown(to));
        const QString why = ChangeRisks::consequence(c, risk);
        if (!why.isEmpty())
            change.message += tr("; %1").arg(why);
        add(change);
    }
}

void Differ::splits(const Table &before, const Table &after)
{
    if (!m_options.compareSplitKeys)
        return;
    const Splits::Result oldKeys = DeployedSchema::splitKeys(before, m_options.oldDirectory);
    const Splits::Result newKeys = DeployedSchema::splitKeys(after, m_options.newDirectory);
    for (const Splits::Result *r : {&oldKeys, &newKeys}) {
        if (!r->ok()) {
            m_diff.errors.append(tr("%1: the split keys cannot be computed: %2")
                                     .arg(after.fullName() + QStringLiteral("#splits"), r->error));
            return;
        }
    }
    const QString path = after.fullName() + QStringLiteral("#splits");
    for (const QByteArray &key : newKeys.keys) {
        if (!oldKeys.keys.contains(key)) {
            const QString text = Bytes::toStringBinary(key);
            add({path,
                 ChangeTarget::SplitKey,
                 ChangeKind::Added,
                 text,
                 {},
                 text,
                 ChangeRisk::Safe,
                 tr("new split key %1 of %2: the region holding it is split there")
                     .arg(text, after.qualifiedName())});
        }
    }
    for (const QByteArray &key : oldKeys.keys) {
        if (!newKeys.keys.contains(key)) {
            const QString text = Bytes::toStringBinary(key);
            add({path,
                 ChangeTarget::SplitKey,
                 ChangeKind::Removed,
                 text,
                 text,
                 {},
                 ChangeRisk::NotPossibleWithAlter,
                 tr("split key %1 of %2 is gone: no shell command merges regions at a key "
                    "(merge_region needs the encoded names of regions the running cluster "
                    "has, which may have split since)")
                     .arg(text, after.qualifiedName())});
        }
    }
}

void Differ::rowKey(const Table &before, const Table &after)
{
    if (before.rowKey == after.rowKey || (!m_options.oldIsDesigned && before.rowKey.isEmpty()))
        return;
    const QString oldKey = before.rowKey.toNotation();
    const QString newKey = after.rowKey.toNotation();
    const QString path = after.fullName() + QStringLiteral("#rowkey");
    if (before.rowKey.isEmpty() || after.rowKey.isEmpty()) {
        // HBase keeps no row-key design: stating one (an imported table) or dropping it
        // changes nothing in the cluster.
        add({path,
             ChangeTarget::RowKey,
             ChangeKind::Changed,
             {},
             oldKey,
             newKey,
             ChangeRisk::Safe,
             tr("the row-key design of %1 is stated or left out (%2 -> %3); HBase keeps none, "
                "so nothing changes in the cluster")
                 .arg(after.qualifiedName(), oldKey.isEmpty() ? tr("(none)") : oldKey,
                      newKey.isEmpty() ? tr("(none)") : newKey)});
        return;
    }
    if (oldKey == newKey) // the same bytes written another way
        return;
    add({path,
         ChangeTarget::RowKey,
         ChangeKind::Changed,
         {},
         oldKey,
         newKey,
         ChangeRisk::NotPossibleWithAlter,
         tr("the row key of %1 changes from %2 to %3: the rows stored keep their keys, and no "
            "shell command re-keys them")
             .arg(after.qualifiedName(), oldKey, newKey)});
}

} // namespace

SchemaDiff diffSchemas(const Project &oldProject, const Project &newProject,
                       const DiffOptions &options)
{
    return Differ(oldProject, newProject, options).run();
}
