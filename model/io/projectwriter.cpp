#include "model/io/projectwriter.h"

#include "model/hbase/bytes.h"

#include <nlohmann/json.hpp>

namespace {

using json = nlohmann::json;

std::string s(const QString &text)
{
    return text.toStdString();
}

json binary(const QByteArray &bytes)
{
    return s(Bytes::toStringBinary(bytes));
}

// An object with its texts in other languages, which are written only when it has some, so that
// files without any stay as they were.
json withTexts(json object, const LocalizedTexts &texts)
{
    if (texts.isEmpty())
        return object;
    json languages = json::object();
    for (auto language = texts.byLanguage.cbegin(); language != texts.byLanguage.cend();
         ++language) {
        json fields = json::object();
        for (auto text = language->cbegin(); text != language->cend(); ++text)
            fields[kTextFieldNames.name(text.key()).toStdString()] = s(text.value());
        languages[language.key().toStdString()] = fields;
    }
    object["i18n"] = languages;
    return object;
}

// Written only when there are some, so that files without any stay as they were.
json withOtherAttributes(json object, const OtherAttributes &attributes)
{
    if (attributes.isEmpty())
        return object;
    json map = json::object();
    for (auto it = attributes.cbegin(); it != attributes.cend(); ++it)
        map[s(it.key())] = s(it.value());
    object["otherAttributes"] = map;
    return object;
}

json familyToJson(const ColumnFamily &f)
{
    json qualifiers = json::array();
    for (const Qualifier &q : f.qualifiers) {
        qualifiers.push_back(withTexts({{"name", s(q.name)},
                                        {"type", s(kValueTypeNames.name(q.type))},
                                        {"averageValueBytes", q.averageValueBytes},
                                        {"maximumValueBytes", q.maximumValueBytes},
                                        {"description", s(q.description)}},
                                       q.i18n));
    }
    return withTexts(
        withOtherAttributes(
            {{"name", s(f.name)},
             {"description", s(f.description)},
             {"versions", f.versions},
             {"minVersions", f.minVersions},
             {"ttl", f.ttlSeconds},
             {"blockSize", f.blockSize},
             {"bloomFilter", s(kBloomTypeNames.name(f.bloomFilter))},
             {"bloomPrefixLength", f.bloomPrefixLength},
             {"compression", s(kCompressionNames.name(f.compression))},
             {"dataBlockEncoding", s(kDataBlockEncodingNames.name(f.dataBlockEncoding))},
             {"keepDeletedCells", s(kKeepDeletedCellsNames.name(f.keepDeletedCells))},
             {"inMemory", f.inMemory},
             {"blockCache", f.blockCache},
             {"replicationScope", f.replicationScope},
             {"isMob", f.isMob},
             {"mobThreshold", f.mobThreshold},
             {"estimatedRows", f.estimatedRows},
             {"qualifierField", s(f.qualifierField)},
             {"qualifiers", qualifiers}},
            f.otherAttributes),
        f.i18n);
}

json segmentToJson(const KeySegment &k)
{
    if (k.kind == KeySegment::Kind::Literal)
        return {{"literal", binary(k.literal)}};
    return {{"expr", s(k.expression)},
            {"format", s(k.formatText())},
            {"flip", k.flip},
            {"desc", k.descending}};
}

json splitsToJson(const SplitSpec &sp)
{
    json out = {{"kind", s(kSplitKindNames.name(sp.kind))}};
    const json form = s(kSplitExportFormNames.name(sp.exportForm));
    switch (sp.kind) {
    case SplitKind::None:
        break;
    case SplitKind::Explicit: {
        json keys = json::array();
        for (const QByteArray &key : sp.keys)
            keys.push_back(binary(key));
        out["keys"] = keys;
        out["exportForm"] = form;
        break;
    }
    case SplitKind::Algorithm:
        out["algorithm"] = s(kSplitAlgorithmNames.name(sp.algorithm));
        out["regions"] = sp.regions;
        break;
    case SplitKind::StartEnd:
        out["startKey"] = binary(sp.startKey);
        out["endKey"] = binary(sp.endKey);
        out["regions"] = sp.regions;
        out["exportForm"] = form;
        break;
    case SplitKind::SaltBuckets:
    case SplitKind::Recommended:
        out["regions"] = sp.regions;
        out["exportForm"] = form;
        break;
    }
    return out;
}

json optionalInteger(const std::optional<qint64> &value)
{
    return value ? json(*value) : json(nullptr);
}

json attributesToJson(const TableAttributes &a)
{
    return {{"maxFileSize", optionalInteger(a.maxFileSize)},
            {"memstoreFlushSize", optionalInteger(a.memstoreFlushSize)},
            {"durability", s(kDurabilityNames.name(a.durability))},
            {"regionReplication", a.regionReplication},
            {"readOnly", a.readOnly},
            {"compactionEnabled", a.compactionEnabled},
            {"normalizationEnabled", a.normalizationEnabled}};
}

json stringList(const QStringList &list)
{
    json out = json::array();
    for (const QString &item : list)
        out.push_back(s(item));
    return out;
}

json accessPatternToJson(const AccessPattern &p)
{
    return withTexts({{"name", s(p.name)},
                      {"kind", s(kAccessKindNames.name(p.kind))},
                      {"fields", stringList(p.fields)},
                      {"rangeField", s(p.rangeField)},
                      {"limit", p.limit},
                      {"ratePerSecond", p.ratePerSecond},
                      {"relatedTable", s(p.relatedTable)},
                      {"description", s(p.description)}},
                     p.i18n);
}

json generatorToJson(const FieldGenerator &g)
{
    json out = {{"field", s(g.field)},
                {"kind", s(kGeneratorKindNames.name(g.kind))},
                {"guessed", g.guessed}};
    switch (g.kind) {
    case GeneratorKind::Sequence:
        out["start"] = g.start;
        out["step"] = g.step;
        break;
    case GeneratorKind::Timestamp:
        out["start"] = g.start;
        out["ratePerSecond"] = g.ratePerSecond;
        out["jitterMillis"] = g.jitterMillis;
        break;
    case GeneratorKind::UniformInt:
        out["min"] = g.min;
        out["max"] = g.max;
        break;
    case GeneratorKind::Enumeration: {
        json values = json::array();
        for (const WeightedValue &v : g.values)
            values.push_back({{"value", s(v.value)}, {"weight", v.weight}});
        out["values"] = values;
        break;
    }
    case GeneratorKind::Zipf:
        out["cardinality"] = g.cardinality;
        out["exponent"] = g.exponent;
        break;
    case GeneratorKind::RandomString:
        out["alphabet"] = s(g.alphabet);
        out["minLength"] = g.minLength;
        out["maxLength"] = g.maxLength;
        break;
    case GeneratorKind::Phone:
        out["prefix"] = s(g.prefix);
        break;
    case GeneratorKind::Uuid:
        break;
    case GeneratorKind::HostName:
        out["prefix"] = s(g.prefix);
        out["cardinality"] = g.cardinality;
        break;
    case GeneratorKind::RoundRobin:
        out["start"] = g.start;
        out["step"] = g.step;
        out["cardinality"] = g.cardinality;
        break;
    case GeneratorKind::Periodic:
        out["start"] = g.start;
        out["step"] = g.step;
        out["cardinality"] = g.cardinality;
        out["jitter"] = g.jitter;
        out["dropout"] = g.dropout;
        break;
    }
    return out;
}

json tableToJson(const Table &t)
{
    json families = json::array();
    for (const ColumnFamily &f : t.families)
        families.push_back(familyToJson(f));
    json rowKey = json::array();
    for (const KeySegment &k : t.rowKey.segments)
        rowKey.push_back(segmentToJson(k));
    json patterns = json::array();
    for (const AccessPattern &p : t.accessPatterns)
        patterns.push_back(accessPatternToJson(p));
    json generators = json::array();
    for (const FieldGenerator &g : t.sample.generators)
        generators.push_back(generatorToJson(g));
    json csvColumns = json::object();
    for (const auto &[field, column] : t.sample.csvColumns)
        csvColumns[field.toStdString()] = s(column);
    return withTexts(withOtherAttributes({{"namespace", s(t.namespaceName)},
                                          {"name", s(t.name)},
                                          {"description", s(t.description)},
                                          {"families", families},
                                          {"rowKey", rowKey},
                                          {"splits", splitsToJson(t.splits)},
                                          {"attributes", attributesToJson(t.attributes)},
                                          {"accessPatterns", patterns},
                                          {"volume",
                                           {{"rows", t.volume.rows},
                                            {"rowsPerDay", t.volume.rowsPerDay},
                                            {"retentionDays", t.volume.keptForever()
                                                                  ? json("forever")
                                                                  : json(t.volume.retentionDays)}}},
                                          {"sample",
                                           {{"rows", t.sample.rows},
                                            {"seed", t.sample.seed},
                                            {"csvFile", s(t.sample.csvFile)},
                                            {"csvColumns", csvColumns},
                                            {"generators", generators}}},
                                          {"position", {{"x", t.position.x}, {"y", t.position.y}}}},
                                         t.otherAttributes),
                     t.i18n);
}

} // namespace

nlohmann::json projectToJson(const Project &project)
{
    json namespaces = json::array();
    for (const Namespace &ns : project.namespaces)
        namespaces.push_back(
            withTexts({{"name", s(ns.name)}, {"description", s(ns.description)}}, ns.i18n));
    json tables = json::array();
    for (const Table &t : project.tables)
        tables.push_back(tableToJson(t));
    json doc = {{"formatVersion", project.versionFor()},
                {"name", s(project.name)},
                {"description", s(project.description)},
                {"notes", s(project.notes)},
                {"cluster",
                 {{"regionServers", project.cluster.regionServers},
                  {"targetRegionBytes", project.cluster.targetRegionBytes},
                  {"hbaseVersion", s(kHBaseVersionNames.name(project.cluster.hbaseVersion))}}},
                {"namespaces", namespaces},
                {"tables", tables}};
    // Sizing: written (all of it, as format version 4) only when some differs from its default,
    // so that files without any stay as they were.
    const ClusterProfile &c = project.cluster;
    if (c.statesSizing()) {
        json &cluster = doc["cluster"];
        cluster["heapBytes"] = c.heapBytes ? json(*c.heapBytes) : json(nullptr);
        cluster["memstoreFraction"] = c.memstoreFraction;
        cluster["blockCacheFraction"] = c.blockCacheFraction;
        if (c.bucketCacheBytes) // version 5; a version 4 file stays as it was
            cluster["bucketCacheBytes"] = *c.bucketCacheBytes;
        cluster["memstoreFlushBytes"] = c.memstoreFlushBytes;
        cluster["diskBytes"] = c.diskBytes ? json(*c.diskBytes) : json(nullptr);
        cluster["hdfsReplication"] = c.hdfsReplication;
    }
    // Written only when there are some, so that files without any stay as they were.
    if (!project.suppressions.isEmpty()) {
        json suppressions = json::array();
        for (const Suppression &x : project.suppressions)
            suppressions.push_back(
                {{"rule", s(x.ruleId)}, {"object", s(x.objectPath)}, {"reason", s(x.reason)}});
        doc["suppressions"] = suppressions;
    }
    return withTexts(doc, project.i18n);
}

QByteArray serializeProject(const Project &project)
{
    const std::string text = projectToJson(project).dump(2, ' ', false);
    QByteArray out(text.data(), qsizetype(text.size()));
    out.append('\n');
    return out;
}
