#include "ui/properties/propertysheet.h"

#include "model/edits/projectedits.h"
#include "model/rules/validator.h"
#include "model/schema/objectpath.h"
#include "ui/properties/propertyfields.h"

#include <QLocale>
#include <QSet>

namespace PropertySheet {

QList<Property> of(const Project &project, const QString &objectPath)
{
    const ObjectPath path = ObjectPath::parse(objectPath);
    if (path.kind == ObjectPath::Kind::Project)
        return projectSheet(project);
    if (path.kind == ObjectPath::Kind::Namespace)
        return namespaceSheet(project, path.namespaceName);
    const Table *table = project.findTable(path.tableFullName());
    if (!table)
        return {};
    if (path.kind == ObjectPath::Kind::Table) {
        if (path.part == u"rowkey")
            return rowKeySheet(*table);
        if (path.part == u"splits")
            return splitsSheet(*table);
        return tableSheet(*table);
    }
    const ColumnFamily *family = table->family(path.family);
    if (!family)
        return {};
    if (path.kind == ObjectPath::Kind::Family)
        return familySheet(*table, *family);
    for (const Qualifier &q : family->qualifiers) {
        if (q.name == path.qualifier)
            return qualifierSheet(*table, *family, q);
    }
    return {};
}

namespace {

// Errors HBase would refuse, as "RULE: message", so a new one can be told from old ones.
QSet<QString> refusals(const Project &project)
{
    QSet<QString> out;
    for (const Finding &f : Validator::validate(project)) {
        if (f.severity == Severity::Error)
            out.insert(f.ruleId + QStringLiteral(": ") + f.message);
    }
    return out;
}

} // namespace

Result apply(const Project &project, const Property &property, const QString &text)
{
    Result result{project, {}};
    if (!property.set) {
        result.error = tr("%1 is computed from the other settings, not edited").arg(property.label);
        return result;
    }
    if (!property.set(&result.project, text, &result.error))
        return result;
    // Only errors this edit brings are refused; the project may already have others.
    const QSet<QString> before = refusals(project);
    for (const QString &refusal : refusals(result.project)) {
        if (!before.contains(refusal)) {
            result.error = refusal;
            return result;
        }
    }
    return result;
}

namespace {

// One entry of a table's or family's other attributes, as a finding's fix sets it (id
// "attribute:KEY"; an empty value removes it). Set in the map itself, not through the sheet's
// "otherAttributes" text, whose lines would not keep a value holding a line break; a key the
// model has a field for is refused as that text refuses it.
Property attributeEntry(const QString &objectPath, const QString &key)
{
    Property entry;
    entry.id = kFixAttributePrefix + key;
    entry.label = key;
    entry.set = [objectPath, key](Project *p, const QString &text, QString *error) {
        const ObjectPath path = ObjectPath::parse(objectPath);
        const bool onFamily = path.kind == ObjectPath::Kind::Family;
        ColumnFamily *family =
            onFamily ? ProjectEdits::familyOf(p, path.tableFullName(), path.family) : nullptr;
        Table *table = path.kind == ObjectPath::Kind::Table
                           ? ProjectEdits::tableOf(p, path.tableFullName())
                           : nullptr;
        if (!family && !table) {
            *error = tr("%1 has no property %2").arg(objectPath, kFixAttributePrefix + key);
            return false;
        }
        if (family ? OtherAttributeKeys::ownedByFamily(key)
                   : OtherAttributeKeys::ownedByTable(key)) {
            *error = tr("%1 has its own property; set it there").arg(key);
            return false;
        }
        OtherAttributes &attributes = family ? family->otherAttributes : table->otherAttributes;
        if (text.isEmpty())
            attributes.remove(key);
        else
            attributes.insert(key, text);
        return true;
    };
    return entry;
}

} // namespace

Result applyById(const Project &project, const QString &objectPath, const QString &id,
                 const QString &text)
{
    if (id.startsWith(kFixAttributePrefix))
        return apply(project, attributeEntry(objectPath, id.mid(kFixAttributePrefix.size())), text);
    for (const Property &property : of(project, objectPath)) {
        if (property.id == id)
            return apply(project, property, text);
    }
    return Result{project, tr("%1 has no property %2").arg(objectPath, id)};
}

Result applyEdits(const Project &project, const QList<FixEdit> &edits)
{
    Result result{project, {}};
    for (const FixEdit &edit : edits) {
        result = applyById(result.project, edit.objectPath, edit.property, edit.value);
        if (!result.ok())
            return Result{project, result.error};
    }
    return result;
}

QString pathAfterRename(const QString &objectPath, const QString &newName)
{
    ObjectPath path = ObjectPath::parse(objectPath);
    switch (path.kind) {
    case ObjectPath::Kind::Project:
    case ObjectPath::Kind::Namespace:
        return objectPath;
    case ObjectPath::Kind::Table:
        path.table = newName;
        break;
    case ObjectPath::Kind::Family:
        path.family = newName;
        break;
    case ObjectPath::Kind::Qualifier:
        path.qualifier = newName;
        break;
    }
    return path.toString();
}

QString pathAfterFamilyChange(const QString &objectPath, const QString &newFamily)
{
    ObjectPath path = ObjectPath::parse(objectPath);
    if (path.kind != ObjectPath::Kind::Qualifier)
        return objectPath;
    path.family = newFamily;
    return path.toString();
}

QString pathAfterNamespaceChange(const QString &objectPath, const QString &newNamespace)
{
    ObjectPath path = ObjectPath::parse(objectPath);
    if (path.kind == ObjectPath::Kind::Project || path.kind == ObjectPath::Kind::Namespace)
        return objectPath;
    path.namespaceName = newNamespace;
    return path.toString();
}

bool parseInteger(const QString &text, qint64 minimum, qint64 maximum, qint64 *value,
                  QString *error)
{
    QString digits = text.trimmed();
    // Digits grouped as people write them: 3,000,000,000, or in the locale's own way (a full
    // stop, a space, a no-break space) as countText() shows them.
    digits.remove(u',');
    digits.remove(u'_');
    digits.remove(QLocale().groupSeparator());
    for (const char16_t space : {u' ', u'\u00a0', u'\u202f'})
        digits.remove(QChar(space));
    bool ok = false;
    const qint64 v = digits.toLongLong(&ok);
    if (!ok) {
        *error = tr("write a whole number");
        return false;
    }
    if (v < minimum || v > maximum) {
        *error = tr("write a number from %1 to %2")
                     .arg(QLocale().toString(minimum), QLocale().toString(maximum));
        return false;
    }
    *value = v;
    return true;
}

bool parseFlag(const QString &text)
{
    return text == u"true";
}

QString flagText(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

// A size HBase sets no default for (a server's heap, its disk): empty text leaves it unstated,
// and the budget then uses `assumed` and says so. (Here and below the context is named: lupdate
// files a tr() in a function returning Property::Setter under "Property", never looked up.)
Property::Setter statedSizeSetter(std::optional<qint64> ClusterProfile::*member, qint64 minimum)
{
    return setter([](Project *p) { return &p->cluster; },
                  [member, minimum](ClusterProfile &c, const QString &text, QString *e) {
                      if (text.trimmed().isEmpty()) {
                          c.*member = std::nullopt;
                          return true;
                      }
                      const Units::Parsed p = Units::parseBytes(text);
                      if (!p.ok()) {
                          *e = p.error;
                          return false;
                      }
                      if (p.value < minimum) {
                          *e = QCoreApplication::translate("PropertySheet", "at least %1")
                                   .arg(Units::formatBytes(minimum));
                          return false;
                      }
                      c.*member = p.value;
                      return true;
                  });
}

// A share of the heap, typed as hbase-site.xml writes it (0.4) or as a percentage (40%); the
// memstores and the block cache together may not ask for more than 80% of it.
Property::Setter heapShareSetter(double ClusterProfile::*member, double minimum)
{
    return setter(
        [](Project *p) { return &p->cluster; },
        [member, minimum](ClusterProfile &c, const QString &text, QString *e) {
            const QString t = text.trimmed();
            bool plain = false;
            double share = QLocale::c().toDouble(t, &plain);
            if (!plain || share > 1) {
                const Units::ParsedShare parsed = Units::parseShare(t);
                if (!parsed.ok()) {
                    *e = parsed.error;
                    return false;
                }
                share = parsed.share;
            }
            if (share < minimum || share > ClusterProfile::kMaxHeapShare) {
                *e = QCoreApplication::translate("PropertySheet", "from %1 to %2 of the heap")
                         .arg(Units::formatShare(minimum),
                              Units::formatShare(ClusterProfile::kMaxHeapShare));
                return false;
            }
            ClusterProfile next = c;
            next.*member = share;
            if (!next.sharesFitTheHeap()) {
                *e = QCoreApplication::translate(
                         "PropertySheet",
                         "the memstores (%1) and the block cache (%2) together would ask "
                         "for more than %3 of the heap: a region server refuses to start so")
                         .arg(Units::formatShare(next.memstoreFraction),
                              Units::formatShare(next.blockCacheFraction),
                              Units::formatShare(ClusterProfile::kMaxHeapShare));
                return false;
            }
            c = next;
            return true;
        });
}

QList<Property> clusterSizing(const ClusterProfile &c)
{
    const auto cluster = [](Project *p) { return &p->cluster; };
    return {
        field("heap", tr("Region server heap"),
              tr("The Java heap of each region server (HBASE_HEAPSIZE); HBase sets none for "
                 "production. Empty: not stated, and %1 is assumed where a figure needs it")
                  .arg(Units::formatBytes(ClusterProfile::kAssumedHeapBytes)),
              Property::Type::Size, c.heapBytes ? Units::formatBytes(*c.heapBytes) : QString(),
              statedSizeSetter(&ClusterProfile::heapBytes, 256LL << 20)),
        field("memstoreFraction", tr("Memstore share of heap"),
              tr("hbase.regionserver.global.memstore.size: the heap all memstores of a server "
                 "may use together before writes are blocked (default 0.4, 40%)"),
              Property::Type::Text, Units::formatShare(c.memstoreFraction),
              heapShareSetter(&ClusterProfile::memstoreFraction, 0.01)),
        field("blockCacheFraction", tr("Block cache share of heap"),
              tr("hfile.block.cache.size: the heap the block cache of read blocks uses (default "
                 "0.4, 40%); with the memstores at most 80%, or the server will not start"),
              Property::Type::Text, Units::formatShare(c.blockCacheFraction),
              heapShareSetter(&ClusterProfile::blockCacheFraction, 0)),
        field("bucketCache", tr("Off-heap BucketCache"),
              tr("hbase.bucketcache.size with hbase.bucketcache.ioengine offheap: a cache "
                 "outside the heap (HBASE_OFFHEAPSIZE) for data blocks, the on-heap block cache "
                 "then keeping the index and bloom blocks. Empty: none"),
              Property::Type::Size,
              c.bucketCacheBytes ? Units::formatBytes(*c.bucketCacheBytes) : QString(),
              statedSizeSetter(&ClusterProfile::bucketCacheBytes, 1LL << 20)),
        field("memstoreFlushSize", tr("Memstore flush size"),
              tr("hbase.hregion.memstore.flush.size: a region's memstore is written to a new "
                 "store file when it reaches this (default 128 MiB); a table's MEMSTORE_FLUSHSIZE "
                 "overrides it"),
              Property::Type::Size, Units::formatBytes(c.memstoreFlushBytes),
              sizeSetter(cluster, &ClusterProfile::memstoreFlushBytes)),
        field("disk", tr("Disk per region server"),
              tr("The disk each server gives HDFS for HBase's files. Empty: not stated, and %1 "
                 "is assumed where a figure needs it. Sizes are binary (1 TiB is 2^40 bytes; TB "
                 "typed reads the same): a disk sold as 8 TB holds 8,000,000,000,000 bytes, "
                 "7.28 TiB")
                  .arg(Units::formatBytes(ClusterProfile::kAssumedDiskBytes)),
              Property::Type::Size, c.diskBytes ? Units::formatBytes(*c.diskBytes) : QString(),
              statedSizeSetter(&ClusterProfile::diskBytes, 1LL << 30)),
        field("hdfsReplication", tr("HDFS replication"),
              tr("dfs.replication: how many copies HDFS keeps of each store file (default 3)"),
              Property::Type::Integer, QString::number(c.hdfsReplication),
              integerSetter(cluster, &ClusterProfile::hdfsReplication, 1, 512)),
    };
}

QList<Property> projectSheet(const Project &project)
{
    const auto locate = [](Project *p) { return p; };
    const auto cluster = [](Project *p) { return &p->cluster; };
    const ClusterProfile &c = project.cluster;
    QList<Property> sheet{
        field("name", tr("Name"), tr("The project's name, shown in titles and script headers"),
              Property::Type::Text, project.name, textSetter(locate, &Project::name)),
        descriptionField(locate, project, tr("What the schema is for")),
        notesField(locate, project),
        field("regionServers", tr("Region servers"),
              tr("RegionServers in the target cluster; split and salting advice scales with it"),
              Property::Type::Integer, QString::number(c.regionServers),
              integerSetter(cluster, &ClusterProfile::regionServers, 1, 10000)),
        field("targetRegionSize", tr("Region size"),
              tr("hbase.hregion.max.filesize: a region splits when a store grows past it "
                 "(default 10 GiB); under HBase 2's default SteppingSplitPolicy a table's only "
                 "region on a server splits earlier, at twice the memstore flush size (256 MiB)"),
              Property::Type::Size, Units::formatBytes(c.targetRegionBytes),
              sizeSetter(cluster, &ClusterProfile::targetRegionBytes)),
        choiceField("hbaseVersion", tr("HBase version"),
                    tr("The release line the script is written for; it decides which "
                       "compression codecs exist"),
                    kHBaseVersionNames, c.hbaseVersion, cluster, &ClusterProfile::hbaseVersion),
    };
    sheet.append(clusterSizing(c));
    return sheet;
}

QList<Property> namespaceSheet(const Project &project, const QString &name)
{
    for (const Namespace &ns : project.namespaces) {
        if (ns.name != name)
            continue;
        const auto locate = [name](Project *p) -> Namespace * {
            for (Namespace &n : p->namespaces) {
                if (n.name == name)
                    return &n;
            }
            return nullptr;
        };
        return {descriptionField(locate, ns, tr("What the namespace holds"))};
    }
    return {}; // default and hbase have nothing to edit
}

namespace {

// The family a qualifier is in: choosing another moves it there, one undoable edit.
Property familyField(const Table &table, const QString &f, const QString &q)
{
    const QString t = table.fullName();
    Property p = field("family", tr("Family"),
                       tr("The column family that stores the column; choose another family of "
                          "the table to move the column there"),
                       Property::Type::Choice, f,
                       [t, f, q](Project *project, const QString &text, QString *e) {
                           return ProjectEdits::moveQualifier(project, t, f, q, text, e);
                       });
    for (const ColumnFamily &other : table.families)
        p.choices.append(other.name);
    return p;
}

} // namespace

namespace {

// The value type; a fixed-width one (long, int, short, double, float, boolean) brings its width
// to both sizes, which are then that width (docs/hbase-reference.md §1.4).
template<typename Locate> Property valueTypeField(const Qualifier &qualifier, Locate locate)
{
    Property p = choiceField("type", tr("Value type"), tr("How the application encodes the value"),
                             kValueTypeNames, qualifier.type, locate, &Qualifier::type);
    p.set = setter(locate, [](Qualifier &q, const QString &text, QString *e) {
        const std::optional<ValueType> type = kValueTypeNames.parse(text);
        if (!type) {
            *e = tr("choose one of: %1").arg(joinList(kValueTypeNames.names()));
            return false;
        }
        q.type = *type;
        if (const qint64 width = fixedValueBytes(*type); width > 0) {
            q.averageValueBytes = width;
            q.maximumValueBytes = width;
        }
        return true;
    });
    return p;
}

// A value size; refused, with the reason, when the type fixes the width.
template<typename Locate>
Property valueSizeField(const char *id, const QString &label, const QString &help,
                        const Qualifier &qualifier, Locate locate, qint64 Qualifier::*member)
{
    return field(id, label, help, Property::Type::Size, Units::formatBytes(qualifier.*member),
                 setter(locate, [member](Qualifier &q, const QString &text, QString *e) {
                     const Units::Parsed p = Units::parseBytes(text);
                     if (!p.ok()) {
                         *e = p.error;
                         return false;
                     }
                     const qint64 width = fixedValueBytes(q.type);
                     if (width > 0 && p.value != width) {
                         *e = tr("a %1 value is always %2 (Bytes.toBytes); choose another value "
                                 "type for values of other sizes")
                                  .arg(kValueTypeNames.name(q.type), Units::formatBytes(width));
                         return false;
                     }
                     q.*member = p.value;
                     return true;
                 }));
}

} // namespace

QList<Property> qualifierSheet(const Table &table, const ColumnFamily &family,
                               const Qualifier &qualifier)
{
    const QString t = table.fullName(), f = family.name, q = qualifier.name;
    const auto locate = [t, f, q](Project *p) { return ProjectEdits::qualifierOf(p, t, f, q); };
    return {
        field("name", tr("Name"),
              tr("The column qualifier; stored in every cell, so keep it short"),
              Property::Type::Name, q,
              [t, f, q](Project *p, const QString &text, QString *e) {
                  return ProjectEdits::renameQualifier(p, t, f, q, text, e);
              }),
        familyField(table, f, q),
        valueTypeField(qualifier, locate),
        valueSizeField("averageValueBytes", tr("Average value size"),
                       tr("Typical value size; the storage estimate uses it"), qualifier, locate,
                       &Qualifier::averageValueBytes),
        valueSizeField("maximumValueBytes", tr("Largest value size"),
                       tr("The largest value; rules about MOB and huge cells use it"), qualifier,
                       locate, &Qualifier::maximumValueBytes),
        descriptionField(locate, qualifier, tr("What the column holds")),
    };
}

QString attributesText(const OtherAttributes &attributes)
{
    QStringList lines;
    for (auto it = attributes.cbegin(); it != attributes.cend(); ++it)
        lines.append(it.key() + u'\t' + it.value());
    return lines.join(u'\n');
}

bool parseAttributes(const QString &text, bool (*owned)(QStringView), OtherAttributes *out,
                     QString *error)
{
    OtherAttributes parsed;
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts)) {
        const qsizetype tab = line.indexOf(u'\t');
        const QString key = (tab < 0 ? line : line.left(tab)).trimmed();
        if (key.isEmpty())
            continue; // a row whose key was cleared: removed
        if (owned(key) || OtherAttributeKeys::configurationKey(key).isEmpty()) {
            *error = tr("%1 has its own property; set it there").arg(key);
            return false;
        }
        if (parsed.contains(key)) {
            *error = tr("the attribute %1 is given twice").arg(key);
            return false;
        }
        parsed.insert(key, tab < 0 ? QString() : line.mid(tab + 1));
    }
    *out = parsed;
    return true;
}

} // namespace PropertySheet
