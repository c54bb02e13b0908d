#pragma once

#include "model/schema/hbaseenums.h"
#include "model/schema/localizedtext.h"
#include "model/schema/otherattributes.h"

#include <QList>
#include <QString>

// HBase's column-family defaults (docs/hbase-reference.md §3). A value equal to its default is
// never exported.
namespace FamilyDefaults {
inline constexpr int kVersions = 1;
inline constexpr int kMinVersions = 0;
inline constexpr qint64 kTtlForever = 2147483647; // seconds; the shell prints it as FOREVER
inline constexpr int kBlockSize = 65536;
inline constexpr BloomType kBloom = BloomType::Row;
inline constexpr Compression kCompression = Compression::None;
inline constexpr DataBlockEncoding kEncoding = DataBlockEncoding::None;
inline constexpr KeepDeletedCells kKeepDeleted = KeepDeletedCells::False;
inline constexpr bool kInMemory = false;
inline constexpr bool kBlockCache = true;
inline constexpr int kReplicationScope = 0;
inline constexpr bool kIsMob = false;
inline constexpr qint64 kMobThreshold = 102400;
inline constexpr int kBloomPrefixLength = 0; // only meaningful with ROWPREFIX_FIXED_LENGTH
} // namespace FamilyDefaults

// Image, Video and Compressed hold bytes that are compressed already (JPEG, H.264, gzip...):
// block compression only costs CPU on them.
enum class ValueType {
    Bytes,
    String,
    Long,
    Int,
    Short,
    Double,
    Float,
    Boolean,
    Decimal,
    Json,
    Image,
    Video,
    Compressed
};
inline constexpr bool isCompressedAlready(ValueType type)
{
    return type == ValueType::Image || type == ValueType::Video || type == ValueType::Compressed;
}
// The bytes HBase's Bytes.toBytes writes for a value of a fixed-width type, 0 for a type whose
// values vary in length (docs/hbase-reference.md §1.4).
inline constexpr qint64 fixedValueBytes(ValueType type)
{
    switch (type) {
    case ValueType::Long:
    case ValueType::Double:
        return 8;
    case ValueType::Int:
    case ValueType::Float:
        return 4;
    case ValueType::Short:
        return 2;
    case ValueType::Boolean:
        return 1;
    default:
        return 0;
    }
}
inline constexpr EnumNames<ValueType, 13> kValueTypeNames{{{
    {ValueType::Bytes, "bytes"},
    {ValueType::String, "string"},
    {ValueType::Long, "long"},
    {ValueType::Int, "int"},
    {ValueType::Short, "short"},
    {ValueType::Double, "double"},
    {ValueType::Float, "float"},
    {ValueType::Boolean, "boolean"},
    {ValueType::Decimal, "decimal"},
    {ValueType::Json, "json"},
    {ValueType::Image, "image"},
    {ValueType::Video, "video"},
    {ValueType::Compressed, "compressed"},
}}};

struct Qualifier
{
    QString name;
    ValueType type = ValueType::String;
    qint64 averageValueBytes = 0;
    qint64 maximumValueBytes = 0;
    QString description;
    LocalizedTexts i18n; // description

    bool operator==(const Qualifier &) const = default;
};

struct ColumnFamily
{
    QString name;
    QString description;
    int versions = FamilyDefaults::kVersions;
    int minVersions = FamilyDefaults::kMinVersions;
    qint64 ttlSeconds = FamilyDefaults::kTtlForever;
    int blockSize = FamilyDefaults::kBlockSize;
    BloomType bloomFilter = FamilyDefaults::kBloom;
    int bloomPrefixLength = FamilyDefaults::kBloomPrefixLength;
    Compression compression = FamilyDefaults::kCompression;
    DataBlockEncoding dataBlockEncoding = FamilyDefaults::kEncoding;
    KeepDeletedCells keepDeletedCells = FamilyDefaults::kKeepDeleted;
    bool inMemory = FamilyDefaults::kInMemory;
    bool blockCache = FamilyDefaults::kBlockCache;
    int replicationScope = FamilyDefaults::kReplicationScope;
    bool isMob = FamilyDefaults::kIsMob;
    qint64 mobThreshold = FamilyDefaults::kMobThreshold;
    qint64 estimatedRows = 0; // rows that have at least one cell in this family; 0 = every row
    // Wide rows: each sample row adds a cell whose qualifier is this field's value, so sample
    // rows that share a row key are cells of one HBase row. Empty: the fixed qualifiers.
    QString qualifierField;
    QList<Qualifier> qualifiers;
    // What HBase stores for the family beyond the fields above, verbatim (imported, or typed in).
    OtherAttributes otherAttributes;
    LocalizedTexts i18n; // description

    bool operator==(const ColumnFamily &) const = default;
};
