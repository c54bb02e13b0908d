// The table's own properties, its row key and its pre-split.

#include "model/analysis/splits.h"
#include "model/edits/projectedits.h"
#include "model/edits/sampleedits.h"
#include "model/hbase/bytes.h"
#include "model/rowkey/fielduse.h"
#include "ui/properties/propertyfields.h"

namespace PropertySheet {

namespace {

auto tableLocator(const Table &table)
{
    return [name = table.fullName()](Project *p) { return ProjectEdits::tableOf(p, name); };
}

// An optional size: empty text means "the cluster's default".
template<typename Locate>
Property optionalSize(const char *id, const QString &label, const QString &help,
                      const std::optional<qint64> &value, Locate locate,
                      std::optional<qint64> TableAttributes::*member)
{
    return field(id, label, help, Property::Type::Size,
                 value ? Units::formatBytes(*value) : QString(),
                 setter(locate, [member](Table &t, const QString &text, QString *e) {
                     if (text.trimmed().isEmpty()) {
                         t.attributes.*member = std::nullopt;
                         return true;
                     }
                     const Units::Parsed p = Units::parseBytes(text);
                     if (!p.ok()) {
                         *e = p.error;
                         return false;
                     }
                     t.attributes.*member = p.value;
                     return true;
                 }));
}

QString keysText(const QList<QByteArray> &keys)
{
    QStringList lines;
    for (const QByteArray &key : keys)
        lines.append(Bytes::toStringBinary(key));
    return lines.join(u'\n');
}

bool parseKey(const QString &text, QByteArray *key, QString *error)
{
    const Bytes::ParseResult parsed = Bytes::parseStringBinary(text);
    if (!parsed.ok()) {
        *error = tr("column %1: %2").arg(parsed.column + 1).arg(parsed.error);
        return false;
    }
    *key = parsed.bytes;
    return true;
}

// Switching the kind keeps what fits and fills in a working start, so the preview shows the
// new strategy at once instead of an error. Salt buckets take the key's own salt(N) when it has
// one: a region a bucket.
void switchKind(SplitSpec *s, SplitKind kind, int keySaltBuckets)
{
    if (kind == SplitKind::Explicit && s->keys.isEmpty()) {
        const Splits::Result current = Splits::forSpec(*s);
        s->keys =
            current.ok() && !current.keys.isEmpty() ? current.keys : Splits::hexString(4).keys;
    }
    if (kind == SplitKind::SaltBuckets && keySaltBuckets >= 2)
        s->regions = keySaltBuckets;
    else if (kind != SplitKind::None && kind != SplitKind::Explicit && s->regions < 2)
        s->regions = 16;
    if (kind == SplitKind::StartEnd && s->startKey.isEmpty() && s->endKey.isEmpty()) {
        s->startKey = QByteArrayLiteral("0");
        s->endKey = QByteArrayLiteral("z");
    }
    s->kind = kind;
}

} // namespace

QList<Property> tableSheet(const Table &table)
{
    const auto locate = tableLocator(table);
    const auto attributes = [locate](Project *p) {
        Table *t = locate(p);
        return t ? &t->attributes : nullptr;
    };
    const auto volume = [locate](Project *p) {
        Table *t = locate(p);
        return t ? &t->volume : nullptr;
    };
    const auto sample = [locate](Project *p) {
        Table *t = locate(p);
        return t ? &t->sample : nullptr;
    };
    const QString fullName = table.fullName();
    const TableAttributes &a = table.attributes;
    QList<Property> out{
        field("name", tr("Name"), tr("The table's name inside its namespace"), Property::Type::Name,
              table.name,
              [fullName, ns = table.namespaceName](Project *p, const QString &text, QString *e) {
                  return ProjectEdits::renameTable(p, fullName, ns, text, e);
              }),
        field("namespace", tr("Namespace"), tr("Moving the table to another namespace declares it"),
              Property::Type::Text, table.namespaceName,
              [fullName, name = table.name](Project *p, const QString &text, QString *e) {
                  return ProjectEdits::renameTable(p, fullName, text.trimmed(), name, e);
              }),
        descriptionField(locate, table, tr("What the table holds and who reads it")),
        field("rowKey", tr("Row key"),
              tr("The composite row key in row-key notation, e.g. [user_id:hex(8)] '_' [ts:long]"),
              Property::Type::RowKey, table.rowKey.toNotation(),
              [fullName](Project *p, const QString &text, QString *e) {
                  return ProjectEdits::setRowKey(p, fullName, text, e);
              }),
        optionalSize("maxFileSize", tr("MAX_FILESIZE"),
                     tr("Region size at which this table's regions split; empty uses the "
                        "cluster's hbase.hregion.max.filesize"),
                     a.maxFileSize, locate, &TableAttributes::maxFileSize),
        optionalSize("memstoreFlushSize", tr("MEMSTORE_FLUSHSIZE"),
                     tr("Memstore size that triggers a flush; empty uses the cluster's default"),
                     a.memstoreFlushSize, locate, &TableAttributes::memstoreFlushSize),
        choiceField("durability", tr("DURABILITY"),
                    tr("How writes reach the write-ahead log; SKIP_WAL loses data on a crash"),
                    kDurabilityNames, a.durability, attributes, &TableAttributes::durability),
        field("regionReplication", tr("REGION_REPLICATION"),
              tr("Copies of each region, the primary included (1 = no read replicas)"),
              Property::Type::Integer, QString::number(a.regionReplication),
              integerSetter(attributes, &TableAttributes::regionReplication, 1, 64)),
        field("readOnly", tr("READONLY"), tr("Refuse all writes"), Property::Type::Flag,
              flagText(a.readOnly), flagSetter(attributes, &TableAttributes::readOnly)),
        field("compactionEnabled", tr("COMPACTION_ENABLED"),
              tr("Allow minor and major compactions"), Property::Type::Flag,
              flagText(a.compactionEnabled),
              flagSetter(attributes, &TableAttributes::compactionEnabled)),
        field("normalizationEnabled", tr("NORMALIZATION_ENABLED"),
              tr("Let the region normalizer split and merge this table's regions"),
              Property::Type::Flag, flagText(a.normalizationEnabled),
              flagSetter(attributes, &TableAttributes::normalizationEnabled)),
        field("volume.rows", tr("Expected rows"),
              tr("Rows at steady state; the storage estimate and region count use it"),
              Property::Type::Integer, countText(table.volume.rows),
              integerSetter(volume, &VolumeEstimate::rows, 0, Q_INT64_C(1) << 50)),
        field("volume.rowsPerDay", tr("Growth"),
              tr("How many rows arrive: 20,000 / s, 72,000,000 / h or 1,728,000,000 / d (a plain "
                 "number is rows a day); the write-heavy and time-series rules use it"),
              Property::Type::Text, Units::formatPerDay(table.volume.rowsPerDay),
              setter(tableLocator(table),
                     [](Table &t, const QString &text, QString *e) {
                         const Units::Parsed p = Units::parsePerDay(text);
                         if (!p.ok()) {
                             *e = p.error;
                             return false;
                         }
                         t.volume.rowsPerDay = p.value;
                         SampleEdits::followGrowth(&t); // guessed timestamps keep the pace
                         return true;
                     })),
        field("volume.retentionDays", tr("Retention (days)"),
              tr("How long rows are kept: a number of days, or \"forever\"; empty when not "
                 "stated. Rule HBD-VER-003 compares each family's TTL with it"),
              Property::Type::Text,
              table.volume.keptForever()        ? tr("forever")
              : table.volume.retentionDays == 0 ? QString()
                                                : QString::number(table.volume.retentionDays),
              setter(volume,
                     [](VolumeEstimate &v, const QString &text, QString *e) {
                         const QString t = text.trimmed();
                         if (t.compare(QLatin1StringView("forever"), Qt::CaseInsensitive) == 0 ||
                             t == tr("forever")) {
                             v.retentionDays = VolumeEstimate::kRetentionForever;
                             return true;
                         }
                         if (t.isEmpty()) {
                             v.retentionDays = 0;
                             return true;
                         }
                         qint64 days = 0;
                         if (!parseInteger(t, 0, 1000000, &days, e))
                             return false;
                         v.retentionDays = int(days);
                         return true;
                     })),
        field("sample.rows", tr("Sample rows"),
              tr("How many sample rows the preview measures; for a CSV file, 0 takes every row"),
              Property::Type::Integer, countText(table.sample.rows),
              integerSetter(sample, &SampleSettings::rows, 0, SampleSettings::kMaxRows)),
        field("sample.seed", tr("Sample seed"),
              tr("The random seed; the same seed gives the same sample rows"),
              Property::Type::Integer, QString::number(table.sample.seed),
              integerSetter(sample, &SampleSettings::seed, 0, Q_INT64_C(1) << 53)),
        attributesField(locate, table, &OtherAttributeKeys::ownedByTable),
    };
    return out;
}

QList<Property> rowKeySheet(const Table &table)
{
    QList<Property> all = tableSheet(table);
    for (const Property &p : all) {
        if (p.id == u"rowKey")
            return {p};
    }
    return {};
}

QList<Property> splitsSheet(const Table &table)
{
    const auto locate = tableLocator(table);
    const auto splits = [locate](Project *p) {
        Table *t = locate(p);
        return t ? &t->splits : nullptr;
    };
    const SplitSpec &s = table.splits;
    Property kind =
        field("splits.kind", tr("Strategy"),
              tr("How the table is divided into regions when it is created"),
              Property::Type::Choice, kSplitKindNames.name(s.kind),
              setter(splits, [buckets = FieldUse::saltBuckets(table)](
                                 SplitSpec &spec, const QString &text, QString *e) {
                  const std::optional<SplitKind> k = kSplitKindNames.parse(text);
                  if (!k) {
                      *e = tr("choose one of: %1").arg(joinList(kSplitKindNames.names()));
                      return false;
                  }
                  switchKind(&spec, *k, buckets);
                  return true;
              }));
    kind.choices = kSplitKindNames.names();
    kind.choiceLabels = {tr("None: one region"),           tr("Explicit split keys"),
                         tr("RegionSplitter algorithm"),   tr("Start and end key"),
                         tr("One region per salt bucket"), tr("Recommended from the sample")};
    QList<Property> out{kind};
    if (s.kind == SplitKind::Explicit) {
        out.append(field("splits.keys", tr("Split keys"),
                         tr("One key per line in toStringBinary form (\\xNN for other bytes); "
                            "HBase needs them non-empty and ascending"),
                         Property::Type::KeyList, keysText(s.keys),
                         setter(splits, [](SplitSpec &spec, const QString &text, QString *e) {
                             QList<QByteArray> keys;
                             const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
                             for (int i = 0; i < lines.size(); ++i) {
                                 QByteArray key;
                                 QString error;
                                 if (!parseKey(lines[i], &key, &error)) {
                                     *e = tr("line %1, %2").arg(i + 1).arg(error);
                                     return false;
                                 }
                                 keys.append(key);
                             }
                             spec.keys = keys;
                             return true;
                         })));
    }
    if (s.kind != SplitKind::None && s.kind != SplitKind::Explicit) {
        out.append(field("splits.regions",
                         s.kind == SplitKind::SaltBuckets ? tr("Salt buckets") : tr("Regions"),
                         tr("How many regions the table starts with"), Property::Type::Integer,
                         QString::number(s.regions),
                         integerSetter(splits, &SplitSpec::regions, 2, Splits::kMaxRegions)));
    }
    if (s.kind == SplitKind::Algorithm) {
        out.append(choiceField("splits.algorithm", tr("Algorithm"),
                               tr("RegionSplitter's algorithm: HexStringSplit for hex-prefixed "
                                  "keys, DecimalStringSplit for decimal, UniformSplit for raw "
                                  "bytes"),
                               kSplitAlgorithmNames, s.algorithm, splits, &SplitSpec::algorithm));
    }
    if (s.kind == SplitKind::StartEnd) {
        const auto keyField = [&](const char *id, const QString &label, const QByteArray &value,
                                  QByteArray SplitSpec::*member) {
            return field(id, label, tr("In toStringBinary form; Bytes.split divides the range"),
                         Property::Type::Text, Bytes::toStringBinary(value),
                         setter(splits, [member](SplitSpec &spec, const QString &text, QString *e) {
                             return parseKey(text, &(spec.*member), e);
                         }));
        };
        out.append(keyField("splits.startKey", tr("Start key"), s.startKey, &SplitSpec::startKey));
        out.append(keyField("splits.endKey", tr("End key"), s.endKey, &SplitSpec::endKey));
    }
    if (s.kind == SplitKind::Algorithm || s.kind == SplitKind::StartEnd ||
        s.kind == SplitKind::SaltBuckets) {
        // What HBase will compute, shown but not edited: switch to explicit keys to edit them.
        const Splits::Result computed = Splits::forSpec(s);
        out.append(field("splits.computed", tr("Split keys HBase computes"),
                         tr("The keys this strategy gives, in toStringBinary form; switch to "
                            "explicit keys to edit them"),
                         Property::Type::KeyList,
                         computed.ok() ? keysText(computed.keys) : computed.error, {}));
    }
    if (s.kind == SplitKind::Explicit || s.kind == SplitKind::Recommended) {
        Property form =
            choiceField("splits.exportForm", tr("Script form"),
                        tr("In the script: SPLITS => [...] with the keys, or "
                           "SPLITS_FILE naming a file beside the script"),
                        kSplitExportFormNames, s.exportForm, splits, &SplitSpec::exportForm);
        // In the order of kSplitExportFormNames: inline, splitsFile.
        form.choiceLabels = {tr("Keys in the script (SPLITS)"),
                             tr("Keys in a file beside it (SPLITS_FILE)")};
        out.append(form);
    }
    return out;
}

} // namespace PropertySheet
