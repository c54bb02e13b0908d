#include "model/export/descriptorvalues.h"

#include "model/export/rubyliteral.h"

namespace {

class ValueList
{
public:
    void integer(const char *key, qint64 value, bool isDefault)
    {
        add(key, QString::number(value), QString::number(value), isDefault);
    }
    void boolean(const char *key, bool value, bool isDefault)
    {
        const QString text = value ? QStringLiteral("true") : QStringLiteral("false");
        add(key, text, text, isDefault);
    }
    // Enum names are written as upper-case quoted strings (docs/hbase-reference.md §5.2).
    void enumName(const char *key, const QString &name, bool isDefault)
    {
        add(key, name, RubyLiteral::quoted(name), isDefault);
    }
    void optionalInteger(const char *key, const std::optional<qint64> &value)
    {
        if (value)
            integer(key, *value, false);
        else
            add(key, QString(), QString(), true);
    }
    void others(const OtherAttributes &attributes)
    {
        for (auto it = attributes.cbegin(); it != attributes.cend(); ++it) {
            const bool configuration = OtherAttributeKeys::isConfiguration(it.key());
            DescriptorValue v;
            v.place = configuration ? DescriptorValue::Place::Configuration
                                    : DescriptorValue::Place::Metadata;
            v.key = configuration ? OtherAttributeKeys::configurationKey(it.key()) : it.key();
            v.text = it.value();
            v.ruby = RubyLiteral::quoted(it.value());
            m_values.append(v);
        }
    }
    void append(const DescriptorValue &value) { m_values.append(value); }
    QList<DescriptorValue> take() { return std::move(m_values); }

private:
    void add(const char *key, const QString &text, const QString &ruby, bool isDefault)
    {
        m_values.append(DescriptorValue{DescriptorValue::Place::Field, QString::fromLatin1(key),
                                        text, ruby, isDefault});
    }
    QList<DescriptorValue> m_values;
};

} // namespace

QString DescriptorValue::label() const
{
    switch (place) {
    case Place::Field:
        return key;
    case Place::Metadata:
        return QStringLiteral("METADATA ") + RubyLiteral::quoted(key);
    case Place::Configuration:
        return QStringLiteral("CONFIGURATION ") + RubyLiteral::quoted(key);
    }
    return key;
}

QList<DescriptorValue> familyDescriptorValues(const ColumnFamily &f)
{
    namespace D = FamilyDefaults;
    ValueList v;
    v.integer("VERSIONS", f.versions, f.versions == D::kVersions);
    v.integer("MIN_VERSIONS", f.minVersions, f.minVersions == D::kMinVersions);
    v.integer("TTL", f.ttlSeconds, f.ttlSeconds == D::kTtlForever);
    v.enumName("KEEP_DELETED_CELLS", kKeepDeletedCellsNames.name(f.keepDeletedCells),
               f.keepDeletedCells == D::kKeepDeleted);
    v.integer("BLOCKSIZE", f.blockSize, f.blockSize == D::kBlockSize);
    v.enumName("BLOOMFILTER", kBloomTypeNames.name(f.bloomFilter), f.bloomFilter == D::kBloom);
    v.enumName("COMPRESSION", kCompressionNames.name(f.compression),
               f.compression == D::kCompression);
    v.enumName("DATA_BLOCK_ENCODING", kDataBlockEncodingNames.name(f.dataBlockEncoding),
               f.dataBlockEncoding == D::kEncoding);
    v.boolean("IN_MEMORY", f.inMemory, f.inMemory == D::kInMemory);
    v.boolean("BLOCKCACHE", f.blockCache, f.blockCache == D::kBlockCache);
    v.integer("REPLICATION_SCOPE", f.replicationScope, f.replicationScope == D::kReplicationScope);
    v.boolean("IS_MOB", f.isMob, f.isMob == D::kIsMob);
    v.integer("MOB_THRESHOLD", f.mobThreshold, f.mobThreshold == D::kMobThreshold);
    // The prefix length lives in the family's CONFIGURATION (docs/hbase-reference.md §3.4).
    DescriptorValue prefix;
    prefix.place = DescriptorValue::Place::Configuration;
    prefix.key = OtherAttributeKeys::kBloomPrefixLengthKey.toString();
    if (f.bloomFilter == BloomType::RowPrefixFixedLength) {
        prefix.text = QString::number(f.bloomPrefixLength);
        prefix.ruby = RubyLiteral::quoted(prefix.text);
    } else {
        prefix.isDefault = true;
    }
    v.append(prefix);
    v.others(f.otherAttributes);
    return v.take();
}

QList<DescriptorValue> tableDescriptorValues(const Table &table)
{
    const TableAttributes &a = table.attributes;
    ValueList v;
    v.optionalInteger("MAX_FILESIZE", a.maxFileSize);
    v.optionalInteger("MEMSTORE_FLUSHSIZE", a.memstoreFlushSize);
    v.enumName("DURABILITY", kDurabilityNames.name(a.durability),
               a.durability == Durability::UseDefault);
    v.integer("REGION_REPLICATION", a.regionReplication, a.regionReplication == 1);
    v.boolean("READONLY", a.readOnly, !a.readOnly);
    v.boolean("COMPACTION_ENABLED", a.compactionEnabled, a.compactionEnabled);
    v.boolean("NORMALIZATION_ENABLED", a.normalizationEnabled, !a.normalizationEnabled);
    v.others(table.otherAttributes);
    return v.take();
}
