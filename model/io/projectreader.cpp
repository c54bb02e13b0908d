#include "model/io/projectreader.h"

#include "model/hbase/bytes.h"
#include "model/io/jsonreader.h"
#include "model/io/projectreaderimpl.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <limits>

namespace ProjectReading {

std::optional<Project> ProjectReader::read(const json &doc, QString *error)
{
    Project p;
    if (doc.is_object()) {
        // Read the version first so a newer file is reported as such, not as unknown fields.
        const json *version = m_in.member(doc, "formatVersion");
        if (!version)
            m_in.failAt(QStringLiteral("formatVersion"),
                        tr("required field is missing; is this an HBase Schema Designer project?"));
        const qint64 v = m_in.integer(doc, "formatVersion", 0, 1, kInt64Max);
        if (!m_in.failed() && v > Project::kFormatVersion)
            m_in.failAt(QStringLiteral("formatVersion"),
                        tr("the file has format version %1, written by a newer HBase Schema "
                           "Designer; this version reads format %2 and older")
                            .arg(v)
                            .arg(Project::kFormatVersion));
    }
    if (m_in.expectObject(doc, {"formatVersion", "name", "description", "notes", "cluster",
                                "namespaces", "tables", "suppressions", "i18n"})) {
        p.name = m_in.string(doc, "name", {}, false, JsonReader::kMaxNameLength);
        p.description = m_in.string(doc, "description");
        p.notes = m_in.string(doc, "notes");
        if (const json *cluster = m_in.member(doc, "cluster")) {
            Scope s(m_in, QStringLiteral("cluster"));
            readCluster(*cluster, p.cluster);
        }
        if (const json *ns = m_in.member(doc, "namespaces")) {
            Scope s(m_in, QStringLiteral("namespaces"));
            readNamespaces(*ns, p.namespaces);
        }
        readList(doc, "tables", p.tables, &ProjectReader::readTable, FileLimits::kMaxTables);
        readList(doc, "suppressions", p.suppressions, &ProjectReader::readSuppression,
                 FileLimits::kMaxSuppressions);
        readTexts(doc, p.i18n, {TextField::Name, TextField::Description, TextField::Notes});
        if (!m_in.failed())
            checkReferences(p);
    }
    if (m_in.failed()) {
        *error = m_in.error();
        return std::nullopt;
    }
    return p;
}

void ProjectReader::readCluster(const json &v, ClusterProfile &out)
{
    if (!m_in.expectObject(v, {"regionServers", "targetRegionBytes", "hbaseVersion", "heapBytes",
                               "memstoreFraction", "blockCacheFraction", "bucketCacheBytes",
                               "memstoreFlushBytes", "diskBytes", "hdfsReplication"}))
        return;
    out.regionServers = int(m_in.integer(v, "regionServers", out.regionServers, 1, 100000));
    out.targetRegionBytes =
        m_in.integer(v, "targetRegionBytes", out.targetRegionBytes, 1 << 20, kInt64Max);
    out.hbaseVersion = m_in.enumeration(v, "hbaseVersion", kHBaseVersionNames, out.hbaseVersion);
    // Sizing (format version 4; docs/file-format.md §4.2).
    out.heapBytes = m_in.optionalInteger(v, "heapBytes", 256LL << 20, kInt64Max);
    out.memstoreFraction = m_in.number(v, "memstoreFraction", out.memstoreFraction, 0.01,
                                       ClusterProfile::kMaxHeapShare);
    out.blockCacheFraction = m_in.number(v, "blockCacheFraction", out.blockCacheFraction, 0,
                                         ClusterProfile::kMaxHeapShare);
    if (!m_in.failed() && !out.sharesFitTheHeap())
        m_in.failAt(QStringLiteral("blockCacheFraction"),
                    tr("memstoreFraction %1 and blockCacheFraction %2 together ask for more than "
                       "%3 of the heap: a region server refuses to start so")
                        .arg(out.memstoreFraction)
                        .arg(out.blockCacheFraction)
                        .arg(ClusterProfile::kMaxHeapShare));
    out.bucketCacheBytes = m_in.optionalInteger(v, "bucketCacheBytes", 1LL << 20, kInt64Max);
    out.memstoreFlushBytes =
        m_in.integer(v, "memstoreFlushBytes", out.memstoreFlushBytes, 1 << 20, kInt64Max);
    out.diskBytes = m_in.optionalInteger(v, "diskBytes", 1LL << 30, kInt64Max);
    out.hdfsReplication = int(m_in.integer(v, "hdfsReplication", out.hdfsReplication, 1, 512));
}

void ProjectReader::readNamespaces(const json &v, QList<Namespace> &out)
{
    if (!m_in.expectArray(v, FileLimits::kMaxNamespaces))
        return;
    for (std::size_t i = 0; i < v.size() && !m_in.failed(); ++i) {
        Scope item(m_in, qsizetype(i));
        const json &n = v[i];
        if (!m_in.expectObject(n, {"name", "description", "i18n"}))
            return;
        Namespace ns;
        ns.name = m_in.name(n, "name");
        ns.description = m_in.string(n, "description");
        readTexts(n, ns.i18n, {TextField::Description});
        if (!m_in.failed() && isReservedNamespace(ns.name))
            m_in.failAt(QStringLiteral("name"),
                        tr("namespace \"%1\" always exists in HBase and must not be declared")
                            .arg(ns.name));
        out.append(ns);
    }
}

void ProjectReader::readTable(const json &v, Table &out)
{
    if (!m_in.expectObject(v, {"namespace", "name", "description", "families", "rowKey", "splits",
                               "attributes", "accessPatterns", "volume", "sample", "position",
                               "otherAttributes", "i18n"}))
        return;
    out.namespaceName =
        m_in.string(v, "namespace", out.namespaceName, false, JsonReader::kMaxNameLength);
    out.name = m_in.name(v, "name");
    out.description = m_in.string(v, "description");
    readTexts(v, out.i18n, {TextField::Description});
    readList(v, "families", out.families, &ProjectReader::readFamily, FileLimits::kMaxFamilies);
    if (const json *key = m_in.member(v, "rowKey")) {
        Scope s(m_in, QStringLiteral("rowKey"));
        readRowKey(*key, out.rowKey);
    }
    if (const json *splits = m_in.member(v, "splits")) {
        Scope s(m_in, QStringLiteral("splits"));
        readSplits(*splits, out.splits);
    }
    if (const json *attributes = m_in.member(v, "attributes")) {
        Scope s(m_in, QStringLiteral("attributes"));
        readAttributes(*attributes, out.attributes);
    }
    readOtherAttributes(v, out.otherAttributes, &OtherAttributeKeys::ownedByTable);
    readList(v, "accessPatterns", out.accessPatterns, &ProjectReader::readAccessPattern,
             FileLimits::kMaxAccessPatterns);
    if (const json *volume = m_in.member(v, "volume")) {
        Scope s(m_in, QStringLiteral("volume"));
        readVolume(*volume, out.volume);
    }
    if (const json *sample = m_in.member(v, "sample")) {
        Scope s(m_in, QStringLiteral("sample"));
        readSample(*sample, out.sample);
    }
    if (const json *position = m_in.member(v, "position")) {
        Scope s(m_in, QStringLiteral("position"));
        readPosition(*position, out.position);
    }
    auto nameOf = [](const auto &item) { return item.name; };
    rejectDuplicates("families", out.families, nameOf, "name", tr("column family"));
    rejectDuplicates("accessPatterns", out.accessPatterns, nameOf, "name", tr("access pattern"));
    for (qsizetype i = 0; i < out.families.size() && !m_in.failed(); ++i) {
        Scope list(m_in, QStringLiteral("families"));
        Scope item(m_in, i);
        rejectDuplicates("qualifiers", out.families[i].qualifiers, nameOf, "name", tr("qualifier"));
    }
    Scope sample(m_in, QStringLiteral("sample"));
    rejectDuplicates(
        "generators", out.sample.generators, [](const FieldGenerator &g) { return g.field; },
        "field", tr("generator for field"));
}

void ProjectReader::readFamily(const json &v, ColumnFamily &out)
{
    if (!m_in.expectObject(v, {"name",           "description",       "i18n",
                               "versions",       "minVersions",       "ttl",
                               "blockSize",      "bloomFilter",       "bloomPrefixLength",
                               "compression",    "dataBlockEncoding", "keepDeletedCells",
                               "inMemory",       "blockCache",        "replicationScope",
                               "isMob",          "mobThreshold",      "estimatedRows",
                               "qualifierField", "qualifiers",        "otherAttributes"}))
        return;
    out.name = m_in.name(v, "name");
    out.description = m_in.string(v, "description");
    readTexts(v, out.i18n, {TextField::Description});
    out.versions = int(m_in.integer(v, "versions", out.versions, kInt32Min, kInt32Max));
    out.minVersions = int(m_in.integer(v, "minVersions", out.minVersions, kInt32Min, kInt32Max));
    out.ttlSeconds = m_in.integer(v, "ttl", out.ttlSeconds, kInt32Min, kInt32Max);
    out.blockSize = int(m_in.integer(v, "blockSize", out.blockSize, kInt32Min, kInt32Max));
    out.bloomFilter = m_in.enumeration(v, "bloomFilter", kBloomTypeNames, out.bloomFilter);
    out.bloomPrefixLength =
        int(m_in.integer(v, "bloomPrefixLength", out.bloomPrefixLength, 0, 32767));
    out.compression = m_in.enumeration(v, "compression", kCompressionNames, out.compression);
    out.dataBlockEncoding =
        m_in.enumeration(v, "dataBlockEncoding", kDataBlockEncodingNames, out.dataBlockEncoding);
    out.keepDeletedCells =
        m_in.enumeration(v, "keepDeletedCells", kKeepDeletedCellsNames, out.keepDeletedCells);
    out.inMemory = m_in.boolean(v, "inMemory", out.inMemory);
    out.blockCache = m_in.boolean(v, "blockCache", out.blockCache);
    out.replicationScope =
        int(m_in.integer(v, "replicationScope", out.replicationScope, kInt32Min, kInt32Max));
    out.isMob = m_in.boolean(v, "isMob", out.isMob);
    out.mobThreshold = m_in.integer(v, "mobThreshold", out.mobThreshold, 0, kInt64Max);
    out.estimatedRows = m_in.integer(v, "estimatedRows", out.estimatedRows, 0, kInt64Max);
    out.qualifierField = m_in.name(v, "qualifierField", false);
    readList(v, "qualifiers", out.qualifiers, &ProjectReader::readQualifier,
             FileLimits::kMaxQualifiers);
    readOtherAttributes(v, out.otherAttributes, &OtherAttributeKeys::ownedByFamily);
}

// "otherAttributes": {"KEY": "value", ...}: what HBase stores beyond the model's fields, verbatim.
void ProjectReader::readOtherAttributes(const json &object, OtherAttributes &out,
                                        bool (*owned)(QStringView))
{
    const json *map = m_in.member(object, "otherAttributes");
    if (!map || m_in.failed())
        return;
    Scope s(m_in, QStringLiteral("otherAttributes"));
    if (!expectMap(*map, FileLimits::kMaxOtherAttributes))
        return;
    for (auto it = map->begin(); it != map->end() && !m_in.failed(); ++it) {
        const QString key = QString::fromStdString(it.key());
        const QString shown = key.left(80);
        if (key.isEmpty() || key.size() > JsonReader::kMaxNameLength ||
            OtherAttributeKeys::configurationKey(key).isEmpty()) {
            m_in.fail(tr("an attribute needs a name of 1 to %1 characters")
                          .arg(JsonReader::kMaxNameLength));
            return;
        }
        if (owned(key)) {
            m_in.fail(
                tr("\"%1\" has its own field; set it there, not in otherAttributes").arg(shown));
            return;
        }
        out.insert(key, m_in.string(*map, it.key().c_str(), {}, true,
                                    FileLimits::kMaxAttributeValueBytes));
    }
}

void ProjectReader::readQualifier(const json &v, Qualifier &out)
{
    if (!m_in.expectObject(
            v, {"name", "type", "averageValueBytes", "maximumValueBytes", "description", "i18n"}))
        return;
    out.name = m_in.name(v, "name");
    out.type = m_in.enumeration(v, "type", kValueTypeNames, out.type);
    out.averageValueBytes = m_in.integer(v, "averageValueBytes", 0, 0, kInt64Max);
    out.maximumValueBytes = m_in.integer(v, "maximumValueBytes", 0, 0, kInt64Max);
    out.description = m_in.string(v, "description");
    readTexts(v, out.i18n, {TextField::Description});
}

void ProjectReader::readRowKey(const json &v, RowKey &out)
{
    if (!m_in.expectArray(v, FileLimits::kMaxRowKeySegments))
        return;
    for (std::size_t i = 0; i < v.size() && !m_in.failed(); ++i) {
        Scope item(m_in, qsizetype(i));
        KeySegment segment;
        readSegment(v[i], segment);
        out.segments.append(segment);
    }
}

void ProjectReader::readSegment(const json &v, KeySegment &out)
{
    if (v.is_object() && v.contains("literal")) {
        if (!m_in.expectObject(v, {"literal"}))
            return;
        out.kind = KeySegment::Kind::Literal;
        out.literal = binaryKey(v, "literal", false);
        return;
    }
    if (!m_in.expectObject(v, {"expr", "format", "flip", "desc"}))
        return;
    out.kind = KeySegment::Kind::Value;
    out.expression = m_in.string(v, "expr", {}, true, JsonReader::kMaxNameLength);
    if (!m_in.failed() && out.expression.trimmed().isEmpty())
        m_in.failAt(QStringLiteral("expr"), tr("a key segment needs a field or an expression"));
    const QString format = m_in.string(v, "format", {}, false, 64);
    QString formatError;
    if (!m_in.failed() && !parseSegmentFormat(format, &out.format, &out.width, &formatError))
        m_in.failAt(QStringLiteral("format"), formatError);
    out.flip = m_in.boolean(v, "flip", false);
    out.descending = m_in.boolean(v, "desc", false);
}

QByteArray ProjectReader::binaryKey(const json &object, const char *key, bool allowEmpty)
{
    const json *value = m_in.member(object, key);
    if (!value) {
        if (!m_in.failed())
            m_in.failAt(QString::fromLatin1(key), tr("required field is missing"));
        return {};
    }
    Scope scope(m_in, QString::fromLatin1(key));
    return binaryValue(*value, allowEmpty);
}

QByteArray ProjectReader::binaryValue(const json &value, bool allowEmpty)
{
    if (!value.is_string()) {
        m_in.fail(tr("expected a string, found %1").arg(JsonReader::typeName(value)));
        return {};
    }
    const std::string &utf8 = value.get_ref<const std::string &>();
    if (utf8.size() > (1u << 16)) {
        m_in.fail(
            tr("key text is %1 bytes long; at most %2 are allowed").arg(utf8.size()).arg(1 << 16));
        return {};
    }
    const Bytes::ParseResult parsed = Bytes::parseStringBinary(QString::fromStdString(utf8));
    if (!parsed.ok()) {
        m_in.fail(tr("character %1: %2").arg(parsed.column + 1).arg(parsed.error));
        return {};
    }
    if (!allowEmpty && parsed.bytes.isEmpty())
        m_in.fail(tr("must not be empty"));
    return parsed.bytes;
}

void ProjectReader::readSplits(const json &v, SplitSpec &out)
{
    if (!v.is_object()) {
        m_in.fail(tr("expected an object, found %1").arg(JsonReader::typeName(v)));
        return;
    }
    out.kind = m_in.enumeration(v, "kind", kSplitKindNames, SplitKind::None);
    if (m_in.failed())
        return;
    switch (out.kind) {
    case SplitKind::None:
        m_in.expectObject(v, {"kind"});
        return;
    case SplitKind::Explicit:
        m_in.expectObject(v, {"kind", "keys", "exportForm"});
        break;
    case SplitKind::Algorithm:
        m_in.expectObject(v, {"kind", "algorithm", "regions"});
        break;
    case SplitKind::StartEnd:
        m_in.expectObject(v, {"kind", "startKey", "endKey", "regions", "exportForm"});
        break;
    case SplitKind::SaltBuckets:
    case SplitKind::Recommended:
        m_in.expectObject(v, {"kind", "regions", "exportForm"});
        break;
    }
    out.exportForm = m_in.enumeration(v, "exportForm", kSplitExportFormNames, out.exportForm);
    switch (out.kind) {
    case SplitKind::None:
        break;
    case SplitKind::Explicit: {
        const json *keys = m_in.member(v, "keys");
        if (!keys) {
            m_in.failAt(QStringLiteral("keys"), tr("required field is missing"));
            return;
        }
        Scope s(m_in, QStringLiteral("keys"));
        if (!m_in.expectArray(*keys, FileLimits::kMaxSplitKeys))
            return;
        for (std::size_t i = 0; i < keys->size() && !m_in.failed(); ++i) {
            Scope item(m_in, qsizetype(i));
            const QByteArray key = binaryValue((*keys)[i], false);
            if (m_in.failed())
                return;
            if (!out.keys.isEmpty() && Bytes::compare(out.keys.last(), key) >= 0) {
                m_in.fail(Bytes::compare(out.keys.last(), key) == 0
                              ? tr("duplicate split key \"%1\"").arg(Bytes::toStringBinary(key))
                              : tr("split key \"%1\" sorts before the previous key \"%2\"; "
                                   "split keys must be in ascending unsigned byte order")
                                    .arg(Bytes::toStringBinary(key),
                                         Bytes::toStringBinary(out.keys.last())));
                return;
            }
            out.keys.append(key);
        }
        break;
    }
    case SplitKind::Algorithm:
        out.algorithm = m_in.enumeration(v, "algorithm", kSplitAlgorithmNames, out.algorithm);
        out.regions = int(m_in.integer(v, "regions", 0, 2, kMaxRegions));
        break;
    case SplitKind::StartEnd:
        out.startKey = binaryKey(v, "startKey", true);
        out.endKey = binaryKey(v, "endKey", true);
        out.regions = int(m_in.integer(v, "regions", 0, 3, kMaxRegions));
        break;
    case SplitKind::SaltBuckets:
        out.regions = int(m_in.integer(v, "regions", 0, 2, 256));
        break;
    case SplitKind::Recommended:
        out.regions = int(m_in.integer(v, "regions", 0, 2, kMaxRegions));
        break;
    }
    if (!m_in.failed() && out.kind != SplitKind::None && out.kind != SplitKind::Explicit &&
        !v.contains("regions"))
        m_in.failAt(QStringLiteral("regions"), tr("required field is missing"));
}

void ProjectReader::readAttributes(const json &v, TableAttributes &out)
{
    if (!m_in.expectObject(v,
                           {"maxFileSize", "memstoreFlushSize", "durability", "regionReplication",
                            "readOnly", "compactionEnabled", "normalizationEnabled"}))
        return;
    out.maxFileSize = m_in.optionalInteger(v, "maxFileSize", 0, kInt64Max);
    out.memstoreFlushSize = m_in.optionalInteger(v, "memstoreFlushSize", 0, kInt64Max);
    out.durability = m_in.enumeration(v, "durability", kDurabilityNames, out.durability);
    out.regionReplication = int(m_in.integer(v, "regionReplication", out.regionReplication, 1, 64));
    out.readOnly = m_in.boolean(v, "readOnly", out.readOnly);
    out.compactionEnabled = m_in.boolean(v, "compactionEnabled", out.compactionEnabled);
    out.normalizationEnabled = m_in.boolean(v, "normalizationEnabled", out.normalizationEnabled);
}

void ProjectReader::readAccessPattern(const json &v, AccessPattern &out)
{
    if (!m_in.expectObject(v, {"name", "kind", "fields", "rangeField", "limit", "ratePerSecond",
                               "relatedTable", "description", "i18n"}))
        return;
    out.name = m_in.name(v, "name");
    out.kind = m_in.enumeration(v, "kind", kAccessKindNames, out.kind);
    out.fields = m_in.stringList(v, "fields");
    out.rangeField = m_in.string(v, "rangeField", {}, false, JsonReader::kMaxNameLength);
    out.limit = int(m_in.integer(v, "limit", 0, 0, kInt32Max));
    out.ratePerSecond = m_in.number(v, "ratePerSecond", 0, 0, 1e12);
    out.relatedTable = m_in.string(v, "relatedTable", {}, false, JsonReader::kMaxNameLength);
    out.description = m_in.string(v, "description");
    readTexts(v, out.i18n, {TextField::Name, TextField::Description});
}

void ProjectReader::readVolume(const json &v, VolumeEstimate &out)
{
    if (!m_in.expectObject(v, {"rows", "rowsPerDay", "retentionDays"}))
        return;
    out.rows = m_in.integer(v, "rows", 0, 0, kInt64Max);
    out.rowsPerDay = m_in.integer(v, "rowsPerDay", 0, 0, kInt64Max);
    // A number of days, or "forever"; 0 (or nothing) means not stated.
    const json *retention = m_in.member(v, "retentionDays");
    if (retention && retention->is_string()) {
        if (*retention == "forever") {
            out.retentionDays = VolumeEstimate::kRetentionForever;
        } else {
            Scope s(m_in, QStringLiteral("retentionDays"));
            m_in.fail(tr("expected a number of days or \"forever\""));
        }
        return;
    }
    out.retentionDays = int(m_in.integer(v, "retentionDays", 0, 0, 1000000));
}

void ProjectReader::checkReferences(const Project &project)
{
    QSet<QString> declared;
    for (qsizetype i = 0; i < project.namespaces.size(); ++i) {
        const QString &name = project.namespaces[i].name;
        if (declared.contains(name)) {
            Scope list(m_in, QStringLiteral("namespaces"));
            Scope item(m_in, i);
            m_in.failAt(QStringLiteral("name"), tr("duplicate namespace \"%1\"").arg(name));
            return;
        }
        declared.insert(name);
    }
    QHash<QString, qsizetype> tables;
    for (qsizetype i = 0; i < project.tables.size(); ++i) {
        const Table &t = project.tables[i];
        Scope list(m_in, QStringLiteral("tables"));
        Scope item(m_in, i);
        if (!isReservedNamespace(t.namespaceName) && !declared.contains(t.namespaceName)) {
            m_in.failAt(QStringLiteral("namespace"),
                        tr("namespace \"%1\" is not declared in /namespaces").arg(t.namespaceName));
            return;
        }
        const auto it = tables.constFind(t.fullName());
        if (it != tables.constEnd()) {
            m_in.failAt(
                QStringLiteral("name"),
                tr("duplicate table \"%1\" (also at /tables/%2)").arg(t.qualifiedName()).arg(*it));
            return;
        }
        tables.insert(t.fullName(), i);
    }
    for (qsizetype i = 0; i < project.tables.size(); ++i) {
        const Table &t = project.tables[i];
        for (qsizetype j = 0; j < t.accessPatterns.size(); ++j) {
            const QString &related = t.accessPatterns[j].relatedTable;
            if (related.isEmpty() || project.findTable(related))
                continue;
            Scope list(m_in, QStringLiteral("tables"));
            Scope item(m_in, i);
            Scope patterns(m_in, QStringLiteral("accessPatterns"));
            Scope pattern(m_in, j);
            m_in.failAt(QStringLiteral("relatedTable"),
                        tr("no table \"%1\" in this project").arg(related));
            return;
        }
    }
}

bool ProjectReader::expectMap(const json &value, std::size_t maxEntries)
{
    if (!value.is_object()) {
        m_in.fail(tr("expected an object, found %1").arg(JsonReader::typeName(value)));
        return false;
    }
    if (value.size() > maxEntries) {
        m_in.fail(tr("more than %1 entries").arg(maxEntries));
        return false;
    }
    return true;
}

void ProjectReader::readTexts(const json &object, LocalizedTexts &out,
                              std::initializer_list<TextField> fields)
{
    const json *i18n = m_in.member(object, "i18n");
    if (!i18n)
        return;
    Scope scope(m_in, QStringLiteral("i18n"));
    if (!expectMap(*i18n, 100))
        return;
    QStringList allowed;
    for (const TextField field : fields)
        allowed.append(kTextFieldNames.name(field));
    static const QRegularExpression languageCode(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    for (auto it = i18n->begin(); it != i18n->end() && !m_in.failed(); ++it) {
        const QString language = QString::fromStdString(it.key());
        if (!languageCode.match(language).hasMatch()) {
            m_in.fail(tr("\"%1\" is not a language code such as zh_CN").arg(language.left(80)));
            return;
        }
        Scope inLanguage(m_in, language);
        if (!expectMap(*it, fields.size()))
            return;
        QMap<TextField, QString> &texts = out.byLanguage[language];
        for (auto text = it->begin(); text != it->end() && !m_in.failed(); ++text) {
            const QString key = QString::fromStdString(text.key());
            const std::optional<TextField> field = kTextFieldNames.parse(key);
            if (!field || !allowed.contains(key)) {
                m_in.fail(tr("unknown field \"%1\"; expected one of %2")
                              .arg(key.left(80), joinList(allowed)));
                return;
            }
            texts.insert(*field,
                         m_in.string(*it, text.key().c_str(), {}, false,
                                     *field == TextField::Name ? JsonReader::kMaxNameLength
                                                               : JsonReader::kMaxTextLength));
        }
    }
}

} // namespace ProjectReading

std::optional<Project> readProject(const nlohmann::json &document, const QString &fileName,
                                   QString *error)
{
    ProjectReading::ProjectReader reader(fileName);
    return reader.read(document, error);
}
