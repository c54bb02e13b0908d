#pragma once

#include "model/schema/enumnames.h"

// The enumerated attribute values HBase accepts (docs/hbase-reference.md §3), spelled as the shell
// wants them.

enum class Compression { None, Gz, Snappy, Lz4, Lzo, Zstd, Bzip2, Lzma, Brotli };
inline constexpr EnumNames<Compression, 9> kCompressionNames{{{
    {Compression::None, "NONE"},
    {Compression::Gz, "GZ"},
    {Compression::Snappy, "SNAPPY"},
    {Compression::Lz4, "LZ4"},
    {Compression::Lzo, "LZO"},
    {Compression::Zstd, "ZSTD"},
    {Compression::Bzip2, "BZIP2"},
    {Compression::Lzma, "LZMA"},
    {Compression::Brotli, "BROTLI"},
}}};

enum class DataBlockEncoding { None, Prefix, Diff, FastDiff, RowIndexV1 };
inline constexpr EnumNames<DataBlockEncoding, 5> kDataBlockEncodingNames{{{
    {DataBlockEncoding::None, "NONE"},
    {DataBlockEncoding::Prefix, "PREFIX"},
    {DataBlockEncoding::Diff, "DIFF"},
    {DataBlockEncoding::FastDiff, "FAST_DIFF"},
    {DataBlockEncoding::RowIndexV1, "ROW_INDEX_V1"},
}}};

enum class BloomType { None, Row, RowCol, RowPrefixFixedLength };
inline constexpr EnumNames<BloomType, 4> kBloomTypeNames{{{
    {BloomType::None, "NONE"},
    {BloomType::Row, "ROW"},
    {BloomType::RowCol, "ROWCOL"},
    {BloomType::RowPrefixFixedLength, "ROWPREFIX_FIXED_LENGTH"},
}}};

enum class KeepDeletedCells { False, True, Ttl };
inline constexpr EnumNames<KeepDeletedCells, 3> kKeepDeletedCellsNames{{{
    {KeepDeletedCells::False, "FALSE"},
    {KeepDeletedCells::True, "TRUE"},
    {KeepDeletedCells::Ttl, "TTL"},
}}};

enum class Durability { UseDefault, SkipWal, AsyncWal, SyncWal, FsyncWal };
inline constexpr EnumNames<Durability, 5> kDurabilityNames{{{
    {Durability::UseDefault, "USE_DEFAULT"},
    {Durability::SkipWal, "SKIP_WAL"},
    {Durability::AsyncWal, "ASYNC_WAL"},
    {Durability::SyncWal, "SYNC_WAL"},
    {Durability::FsyncWal, "FSYNC_WAL"},
}}};

// The HBase release line a script is written for; it decides which codecs exist.
enum class HBaseVersion { V2_4, V2_5, V3 };
inline constexpr EnumNames<HBaseVersion, 3> kHBaseVersionNames{{{
    {HBaseVersion::V2_4, "2.4"},
    {HBaseVersion::V2_5, "2.5"},
    {HBaseVersion::V3, "3"},
}}};

// LZMA and BROTLI codecs arrived with HBase 2.5's pluggable compression; LZMA
// (hbase-compression-xz) was removed again in 2.6 (HBASE-28506), so 3.x does not have it.
inline bool compressionAvailable(Compression c, HBaseVersion v)
{
    if (c == Compression::Brotli)
        return v != HBaseVersion::V2_4;
    if (c == Compression::Lzma)
        return v == HBaseVersion::V2_5;
    return true;
}
