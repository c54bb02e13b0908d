#pragma once

#include "model/schema/hbaseenums.h"

#include <QtGlobal>

#include <optional>

// The cluster a project is designed for: its region servers, the region size splits aim at, the
// HBase line scripts are written for, and what sizing the tables against it needs (each server's
// heap and how HBase shares it, the memstore flush size, disk, HDFS replication). HBase's
// defaults and their sources: docs/hbase-reference.md §6; the fields: docs/file-format.md §4.2.
struct ClusterProfile
{
    int regionServers = 3;
    qint64 targetRegionBytes = 10737418240; // hbase.hregion.max.filesize default, 10 GiB
    HBaseVersion hbaseVersion = HBaseVersion::V2_5;

    // Sizing. HBase sets no heap and knows no disk: until the user states them, the figures use
    // the assumed values below and say so.
    std::optional<qint64> heapBytes; // a region server's Java heap
    double memstoreFraction = 0.4;   // hbase.regionserver.global.memstore.size
    double blockCacheFraction = 0.4; // hfile.block.cache.size
    // An off-heap BucketCache (hbase.bucketcache.ioengine offheap, hbase.bucketcache.size):
    // beside it the on-heap cache keeps index and bloom blocks, and it the data blocks
    // (CombinedBlockCache). Outside the heap, so not within kMaxHeapShare. Empty: none.
    std::optional<qint64> bucketCacheBytes;
    qint64 memstoreFlushBytes = 134217728; // hbase.hregion.memstore.flush.size, 128 MiB
    std::optional<qint64> diskBytes;       // a region server's disk for HDFS data
    int hdfsReplication = 3;               // dfs.replication

    static constexpr qint64 kAssumedHeapBytes = 16LL << 30; // 16 GiB
    static constexpr qint64 kAssumedDiskBytes = 4LL << 40;  // 4 TiB
    // A region server refuses to start when the memstores and the block cache together ask for
    // more than this share of the heap (docs/hbase-reference.md §6.1).
    static constexpr double kMaxHeapShare = 0.8;

    qint64 heap() const { return heapBytes.value_or(kAssumedHeapBytes); }
    // Whether a region server starts with these shares: memstores and block cache together
    // within kMaxHeapShare.
    bool sharesFitTheHeap() const
    {
        return memstoreFraction + blockCacheFraction <= kMaxHeapShare + 1e-9;
    }
    qint64 disk() const { return diskBytes.value_or(kAssumedDiskBytes); }
    // The on-heap block cache; the cache that holds data blocks (the BucketCache where there is
    // one); and both together.
    double heapCacheBytes() const { return double(heap()) * blockCacheFraction; }
    double dataCacheBytes() const
    {
        return bucketCacheBytes ? double(*bucketCacheBytes) : heapCacheBytes();
    }
    double blockCacheBytes() const
    {
        return heapCacheBytes() + (bucketCacheBytes ? double(*bucketCacheBytes) : 0);
    }
    // Whether any sizing field differs from its default: then the file needs format version 4.
    bool statesSizing() const;

    bool operator==(const ClusterProfile &) const = default;
};
