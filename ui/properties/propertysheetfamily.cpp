// A column family's attributes, with HBase's ranges and defaults (docs/hbase-reference.md §3).

#include "model/edits/projectedits.h"
#include "ui/properties/propertyfields.h"

namespace PropertySheet {

QList<Property> familySheet(const Table &table, const ColumnFamily &family)
{
    const QString t = table.fullName(), f = family.name;
    const auto locate = [t, f](Project *p) { return ProjectEdits::familyOf(p, t, f); };
    const auto ttl = setter(locate, [](ColumnFamily &cf, const QString &text, QString *e) {
        const Units::Parsed p = Units::parseSeconds(text);
        if (!p.ok()) {
            *e = p.error;
            return false;
        }
        cf.ttlSeconds = p.value;
        return true;
    });
    Property scope = field("replicationScope", tr("REPLICATION_SCOPE"),
                           tr("0 keeps the family local; 1 replicates it to peer clusters"),
                           Property::Type::Choice, QString::number(family.replicationScope),
                           integerSetter(locate, &ColumnFamily::replicationScope, 0, 1));
    scope.choices = {QStringLiteral("0"), QStringLiteral("1")};
    QList<Property> sheet{
        field("name", tr("Name"),
              tr("The family name is stored in every cell: keep it to one or two characters"),
              Property::Type::Name, f,
              [t, f](Project *p, const QString &text, QString *e) {
                  return ProjectEdits::renameFamily(p, t, f, text, e);
              }),
        descriptionField(locate, family, tr("What the family holds")),
        field("versions", tr("VERSIONS"), tr("Cell versions kept; HBase needs at least 1"),
              Property::Type::Integer, QString::number(family.versions),
              integerSetter(locate, &ColumnFamily::versions, 1, 2147483647)),
        field("minVersions", tr("MIN_VERSIONS"),
              tr("Versions kept even past the TTL; at most VERSIONS"), Property::Type::Integer,
              QString::number(family.minVersions),
              integerSetter(locate, &ColumnFamily::minVersions, 0, 2147483647)),
        field("ttl", tr("TTL"),
              tr("Time to live: cells older than this are hidden from reads at once and dropped at "
                 "the next compaction. FOREVER keeps them"),
              Property::Type::Duration, Units::formatSeconds(family.ttlSeconds), ttl),
        field("blockSize", tr("BLOCKSIZE"),
              tr("HFile block size: smaller favours random reads, larger favours scans "
                 "(1 KiB to 16 MiB, default 64 KiB)"),
              Property::Type::Size, Units::formatBytes(family.blockSize),
              sizeSetter(locate, &ColumnFamily::blockSize)),
        choiceField("bloomFilter", tr("BLOOMFILTER"),
                    tr("ROW skips files without the row on a Get; ROWCOL also checks the column"),
                    kBloomTypeNames, family.bloomFilter, locate, &ColumnFamily::bloomFilter),
        choiceField("compression", tr("COMPRESSION"),
                    tr("Codec for HFile blocks; SNAPPY or LZ4 for hot data, ZSTD or GZ for cold.\n"
                       "Every RegionServer needs the codec's library: LZO the GPL codec, installed "
                       "separately;\nSNAPPY, LZ4 and ZSTD Hadoop's native libraries (or HBase "
                       "2.5's codec modules).\nThe master refuses a table whose codec it cannot "
                       "load; check a server with\nhbase org.apache.hadoop.hbase.util."
                       "CompressionTest file:///tmp/test lzo"),
                    kCompressionNames, family.compression, locate, &ColumnFamily::compression),
        choiceField("dataBlockEncoding", tr("DATA_BLOCK_ENCODING"),
                    tr("FAST_DIFF or PREFIX store each key as its difference from the one before: "
                       "long, similar keys take less room on disk and in the block cache"),
                    kDataBlockEncodingNames, family.dataBlockEncoding, locate,
                    &ColumnFamily::dataBlockEncoding),
        choiceField("keepDeletedCells", tr("KEEP_DELETED_CELLS"),
                    tr("Keep deleted cells for time-travel reads until versions or TTL expire"),
                    kKeepDeletedCellsNames, family.keepDeletedCells, locate,
                    &ColumnFamily::keepDeletedCells),
        field("inMemory", tr("IN_MEMORY"),
              tr("Give the family's blocks priority in the block cache"), Property::Type::Flag,
              flagText(family.inMemory), flagSetter(locate, &ColumnFamily::inMemory)),
        field("blockCache", tr("BLOCKCACHE"), tr("Cache the family's data blocks on read"),
              Property::Type::Flag, flagText(family.blockCache),
              flagSetter(locate, &ColumnFamily::blockCache)),
        scope,
        field("isMob", tr("IS_MOB"),
              tr("Store large values (medium objects) in separate MOB files"), Property::Type::Flag,
              flagText(family.isMob), flagSetter(locate, &ColumnFamily::isMob)),
        field("mobThreshold", tr("MOB_THRESHOLD"),
              tr("Values larger than this go to MOB files (default 100 KiB)"), Property::Type::Size,
              Units::formatBytes(family.mobThreshold),
              sizeSetter(locate, &ColumnFamily::mobThreshold)),
        field("estimatedRows", tr("Rows with this family"),
              tr("Rows that have a cell in this family; 0 means every row"),
              Property::Type::Integer, countText(family.estimatedRows),
              integerSetter(locate, &ColumnFamily::estimatedRows, 0, Q_INT64_C(1) << 50)),
        field("qualifierField", tr("Qualifier from field"),
              tr("Wide rows: each sample row adds a cell named by this field's value; empty "
                 "uses the fixed qualifiers"),
              Property::Type::Text, family.qualifierField,
              textSetter(locate, &ColumnFamily::qualifierField)),
        attributesField(locate, family, &OtherAttributeKeys::ownedByFamily),
    };
    // Only a prefix bloom filter has a prefix length (or one set by mistake, to clear it).
    if (family.bloomFilter == BloomType::RowPrefixFixedLength || family.bloomPrefixLength != 0) {
        const auto after = std::find_if(sheet.begin(), sheet.end(),
                                        [](const Property &p) { return p.id == u"bloomFilter"; });
        sheet.insert(after + 1,
                     field("bloomPrefixLength", tr("Bloom prefix length"),
                           tr("The prefix length for ROWPREFIX_FIXED_LENGTH (the family "
                              "configuration RowPrefixBloomFilter.prefix_length)"),
                           Property::Type::Integer, QString::number(family.bloomPrefixLength),
                           integerSetter(locate, &ColumnFamily::bloomPrefixLength, 0, 32767)));
    }
    return sheet;
}

} // namespace PropertySheet
