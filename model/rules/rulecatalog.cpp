#include "model/rules/rulecatalog.h"

#include <QtGlobal>

namespace RuleCatalog {

// Titles and rationales are translated at display time (context "Rules"); ids never change.
const QList<Rule> &rules()
{
    static const QList<Rule> list = {
        // What HBase itself refuses (Validator).
        Rule{"HBD-NAME-001", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Names HBase accepts"),
             QT_TRANSLATE_NOOP(
                 "Rules", "Namespaces allow letters, digits and _; tables also - and "
                          ". (not first); families must "
                          "not contain : \\ / or control characters (docs/hbase-reference.md §4)."),
             "docs/hbase-reference.md §4", "create 'my-ns:orders'", "create 'my_ns:orders'"},
        Rule{"HBD-NAME-002", Severity::Warning, QT_TRANSLATE_NOOP("Rules", "ASCII names"),
             QT_TRANSLATE_NOOP("Rules", "HBase accepts any Unicode letter, but shells, scripts and "
                                        "tools often mangle them."),
             "docs/hbase-reference.md §4", "create '订单'", "create 'orders'"},
        Rule{"HBD-CF-001", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "At least one column family"),
             QT_TRANSLATE_NOOP("Rules", "The master refuses a table without a column family."),
             "docs/hbase-reference.md §3", "create 't'", "create 't', 'd'"},
        Rule{"HBD-CF-006", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "Wide families name a sample field"),
             QT_TRANSLATE_NOOP("Rules", "A family whose qualifiers come from a field (a wide "
                                        "row) needs that field in the sample rows."),
             "docs/file-format.md", "qualifierField 'itme'", "qualifierField 'item'"},
        Rule{"HBD-ATTR-001", Severity::Error, QT_TRANSLATE_NOOP("Rules", "VERSIONS of at least 1"),
             QT_TRANSLATE_NOOP("Rules", "The master refuses VERSIONS below 1."),
             "docs/hbase-reference.md §3", "VERSIONS => 0", "VERSIONS => 1"},
        Rule{"HBD-ATTR-002", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "MIN_VERSIONS within VERSIONS"),
             QT_TRANSLATE_NOOP("Rules",
                               "The master refuses MIN_VERSIONS above VERSIONS, or negative."),
             "docs/hbase-reference.md §3", "VERSIONS => 1, MIN_VERSIONS => 2",
             "VERSIONS => 3, MIN_VERSIONS => 2"},
        Rule{"HBD-ATTR-003", Severity::Error, QT_TRANSLATE_NOOP("Rules", "A positive TTL"),
             QT_TRANSLATE_NOOP("Rules", "The master refuses TTL <= 0; HBase keeps it in 32 bits, "
                                        "2147483647 being FOREVER."),
             "docs/hbase-reference.md §3", "TTL => 0", "TTL => 86400"},
        Rule{"HBD-ATTR-004", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "BLOCKSIZE from 1 KiB to 16 MiB"),
             QT_TRANSLATE_NOOP("Rules", "The master refuses block sizes outside 1 KiB..16 MiB."),
             "docs/hbase-reference.md §3", "BLOCKSIZE => 512", "BLOCKSIZE => 65536"},
        Rule{"HBD-ATTR-005", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "Codecs the HBase version has"),
             QT_TRANSLATE_NOOP("Rules",
                               "LZMA and BROTLI need HBase 2.5; LZMA was removed again in 2.6; "
                               "BZIP2 needs Hadoop's native library on every server."),
             "docs/hbase-reference.md §3", "COMPRESSION => 'BROTLI' for HBase 2.4",
             "COMPRESSION => 'ZSTD'"},
        Rule{"HBD-ATTR-006", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "A prefix length for prefix blooms"),
             QT_TRANSLATE_NOOP("Rules", "BLOOMFILTER ROWPREFIX_FIXED_LENGTH needs "
                                        "RowPrefixBloomFilter.prefix_length from 1 to "
                                        "32767."),
             "HBase BloomFilterUtil", "BLOOMFILTER => 'ROWPREFIX_FIXED_LENGTH'",
             "BLOOMFILTER => 'ROWPREFIX_FIXED_LENGTH', prefix length 8"},
        Rule{"HBD-ATTR-007", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "A known REPLICATION_SCOPE"),
             QT_TRANSLATE_NOOP("Rules", "HBase knows scopes 0, 1 and 2."),
             "docs/hbase-reference.md §3", "REPLICATION_SCOPE => 5", "REPLICATION_SCOPE => 1"},
        Rule{"HBD-ATTR-008", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "Table attributes the master accepts"),
             QT_TRANSLATE_NOOP(
                 "Rules",
                 "MAX_FILESIZE must be at least 2 MiB, MEMSTORE_FLUSHSIZE at least 1 MiB and "
                 "REGION_REPLICATION at least 1."),
             "HBase TableDescriptorChecker", "MAX_FILESIZE => 1024", "MAX_FILESIZE => 10737418240"},
        Rule{"HBD-SPLIT-001", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "Split keys HBase accepts"),
             QT_TRANSLATE_NOOP("Rules", "Split keys must be non-empty, unique and in ascending "
                                        "byte order; algorithms need a "
                                        "valid region count (docs/hbase-reference.md §2)."),
             "docs/hbase-reference.md §2", "SPLITS => ['b', 'a']", "SPLITS => ['a', 'b']"},
        Rule{"HBD-KEY-001", Severity::Warning, QT_TRANSLATE_NOOP("Rules", "A designed row key"),
             QT_TRANSLATE_NOOP("Rules", "Without a row key the designer cannot preview the key "
                                        "order, regions or hotspots."),
             "docs/rowkey-notation.md", "(no row key)", "[user][ts:long]"},
        Rule{"HBD-KEY-002", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "A row key that can be built"),
             QT_TRANSLATE_NOOP(
                 "Rules", "The row-key notation must parse and read only fields the sample has."),
             "docs/rowkey-notation.md", "[md5(user]", "[md5(user):hex(8)]"},
        Rule{"HBD-SAMPLE-001", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Sample rows that can be built"),
             QT_TRANSLATE_NOOP("Rules", "The rules that measure the sample need its rows and keys; "
                                        "when they cannot be built "
                                        "those rules do not run."),
             "docs/file-format.md", "csvFile 'missing.csv'", "csvFile 'rows.csv'"},
        // Schema design.
        Rule{"HBD-CF-002", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Few column families"),
             QT_TRANSLATE_NOOP(
                 "Rules",
                 "Every family is a separate store in every region, with its own memstore and "
                 "store files. The families share the region's flush threshold, so each extra one "
                 "means smaller flushes and more files to compact; a region splits on its largest "
                 "family, so a small family ends up spread thinly over all the regions of the big "
                 "one; and a read that needs several families opens each store. Since HBase 1.1 a "
                 "flush skips families below the lower bound (FlushAllLargeStoresPolicy), which "
                 "eases but does not remove the cost. One family is best and two are fine when "
                 "their "
                 "access differs (a note); three are a warning, more than three an error."),
             "HBase Reference Guide, 'On the number of column families'",
             "families d, meta, audit, tags", "family d"},
        Rule{"HBD-CF-003", Severity::Info, QT_TRANSLATE_NOOP("Rules", "Short family names"),
             QT_TRANSLATE_NOOP(
                 "Rules", "Every cell stores its family name (docs/hbase-reference.md §3), so a "
                          "long name costs its bytes in every "
                          "cell of every row."),
             "HBase Reference Guide, 'Try to minimize row and column sizes'", "family info",
             "family i"},
        Rule{"HBD-CF-004", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Families of similar size"),
             QT_TRANSLATE_NOOP(
                 "Rules", "Families share regions: when one holds a hundred times the rows of "
                          "another, the small "
                          "one is split across many regions and every scan of it visits them all."),
             "HBase Reference Guide, 'Cardinality of ColumnFamilies'",
             "family a: 1,000,000 rows, family b: 1,000 rows", "family b in a table of its own"},
        Rule{"HBD-CF-005", Severity::Info, QT_TRANSLATE_NOOP("Rules", "Short qualifiers"),
             QT_TRANSLATE_NOOP("Rules", "Every cell stores its qualifier, like its family name."),
             "HBase Reference Guide, 'Try to minimize row and column sizes'",
             "qualifier customer_address", "qualifier ca"},
        Rule{"HBD-VER-001", Severity::Warning, QT_TRANSLATE_NOOP("Rules", "Versions in moderation"),
             QT_TRANSLATE_NOOP("Rules", "Each version is a cell; hundreds of them make rows huge, "
                                        "and every read and compaction has to step over them."),
             "HBase Reference Guide, 'Number of versions'", "VERSIONS => 1000", "VERSIONS => 3"},
        Rule{"HBD-VER-002", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "MIN_VERSIONS with a TTL"),
             QT_TRANSLATE_NOOP("Rules", "MIN_VERSIONS keeps versions that a TTL would expire; "
                                        "without a TTL it does nothing."),
             "HBase Reference Guide, 'Minimum Number of Versions'", "MIN_VERSIONS => 1",
             "MIN_VERSIONS => 1, TTL => 604800"},
        Rule{"HBD-VER-003", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "TTL that matches the retention"),
             QT_TRANSLATE_NOOP(
                 "Rules",
                 "When the volume estimate keeps rows for a number of days, a family TTL lets "
                 "compactions drop the expired cells for free. Without one the data stays "
                 "until someone deletes it row by row; with a shorter one it goes too early."),
             "HBase Reference Guide, 'Time To Live (TTL)'", "retention 30 days, TTL => FOREVER",
             "retention 30 days, TTL => 2592000"},
        Rule{"HBD-VAL-001", Severity::Error,
             QT_TRANSLATE_NOOP("Rules", "Cell values within limits"),
             QT_TRANSLATE_NOOP("Rules",
                               "Clients refuse cells over 10 MiB (hbase.client.keyvalue.maxsize)."),
             "HBase Reference Guide, 'Storing Medium-sized Objects (MOB)'",
             "a 20 MiB video in a cell", "the video in object storage, its path in the cell"},
        Rule{"HBD-VAL-002", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "MOB for values over 100 KiB"),
             QT_TRANSLATE_NOOP("Rules",
                               "Cells over 100 KiB make every compaction rewrite them; MOB "
                               "families keep them in files "
                               "of their own."),
             "HBase Reference Guide, 'Storing Medium-sized Objects (MOB)'",
             "a 500 KiB image in family d", "the image in family m with IS_MOB => true"},
        Rule{"HBD-VAL-003", Severity::Info, QT_TRANSLATE_NOOP("Rules", "No MOB for small values"),
             QT_TRANSLATE_NOOP(
                 "Rules",
                 "Only cells larger than the family's MOB_THRESHOLD (100 KiB by default) go to MOB "
                 "files, where compactions leave them alone; a MOB family whose values all stay "
                 "below it gains nothing and still carries the MOB machinery."),
             "HBase Reference Guide, 'Storing Medium-sized Objects (MOB)'",
             "IS_MOB => true for 200-byte values", "IS_MOB => false"},
        Rule{"HBD-VAL-004", Severity::Info,
             QT_TRANSLATE_NOOP("Rules", "Compression for large families"),
             QT_TRANSLATE_NOOP("Rules", "Values of a kilobyte or more a row usually compress "
                                        "several times over: the disk holds "
                                        "more of them and reads cost less I/O."),
             "HBase Reference Guide, 'Compression and Data Block Encoding In HBase'",
             "COMPRESSION => 'NONE'", "COMPRESSION => 'SNAPPY'"},
        Rule{"HBD-NAME-003", Severity::Info, QT_TRANSLATE_NOOP("Rules", "An application namespace"),
             QT_TRANSLATE_NOOP("Rules", "Namespaces carry quotas, permissions and region-server "
                                        "groups; the default namespace "
                                        "mixes everyone's tables."),
             "HBase Reference Guide, 'Namespace'", "create 'events'", "create 'app:events'"},
        Rule{"HBD-KEY-003", Severity::Error, QT_TRANSLATE_NOOP("Rules", "No monotonic key prefix"),
             QT_TRANSLATE_NOOP("Rules", "Keys that grow with time all sort after the last one, so "
                                        "every write goes to the last "
                                        "region: one region server does all the work. Measured "
                                        "against write time: the sample's timestamps and "
                                        "sequences keep their order, while ids a generator lists "
                                        "in turn, periodically or at random are shuffled first, "
                                        "since real devices and users do not write in the order "
                                        "of their ids. A coarse time in front (ts / 3600000, or "
                                        "a yyyyMMdd day read from a CSV whose rows follow the "
                                        "writes) moves in steps: each step's writes start on the "
                                        "tail region and spread only as it splits. That follows "
                                        "from the key, so it is reported even when the sample is "
                                        "shorter than one step; an error while a step fills fewer "
                                        "regions than the cluster has servers."),
             "HBase Reference Guide, 'Monotonically Increasing Row Keys/Timeseries Data'",
             "[ts][host][event]", "[ts % 16:byte][ts:long][host][event]"},
        Rule{"HBD-KEY-004", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Unique row keys"),
             QT_TRANSLATE_NOOP("Rules", "Two rows with one key are one row: the later Put wins. "
                                        "When the key holds the time to the millisecond and its "
                                        "other fields take so many values that one of them "
                                        "writes less than once in 100 ms, a repeat in the sample "
                                        "comes from the generator's random draws, not from the "
                                        "design: it is reported as a note. So is a repeat in a "
                                        "table expected to hold no more rows than its key has "
                                        "values: one row per user is updated in place. A table "
                                        "expected to hold more than twice the rows its key can "
                                        "tell apart over the retention (the stated values of its "
                                        "fields times the steps of its time) must repeat keys "
                                        "whatever the sample shows: an error."),
             "HBase Reference Guide, 'Rowkey Design'", "[user]", "[user][ts:long]"},
        Rule{"HBD-KEY-005", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "A leading segment of many values"),
             QT_TRANSLATE_NOOP("Rules", "When the first segment takes only a few values and the "
                                        "key grows with time behind each of them, every value "
                                        "writes to the one region at the tail of its range, so "
                                        "all writes go to that many regions however many there "
                                        "are. Judged against the cluster: fewer values than "
                                        "region servers, or one value taking twice a server's "
                                        "even share of the writes, is a hotspot once that value "
                                        "writes at a write-heavy rate; hundreds of evenly "
                                        "written values (OpenTSDB's metrics) are not. A "
                                        "few leading values followed by well-spread ones are "
                                        "harmless: regions split inside each value."),
             "HBase Reference Guide, 'Hotspotting'", "[host][ts:long]",
             "[salt(16)][host][ts:long]"},
        Rule{"HBD-KEY-006", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Segments that cannot run together"),
             QT_TRANSLATE_NOOP("Rules", "Two variable-length text segments with nothing between "
                                        "them let 'ab'+'c' and 'a'+'bc' make the same key. A "
                                        "single one among fixed-width segments is fixed by the "
                                        "key's length, but a scan for 'a' over the next "
                                        "segment still reads the rows of 'ab' when that segment "
                                        "can start with a byte the values hold (a decimal time "
                                        "after a decimal id; not a binary rev(ts), which starts "
                                        "with 0x7F)."),
             "HBase Reference Guide, 'Rowkey Design'", "[first][last]", "[first] '\\x00' [last]"},
        Rule{"HBD-ROW-001", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Rows of bounded size"),
             QT_TRANSLATE_NOOP("Rules",
                               "A wide row, one cell per item, grows with its busiest key; a row "
                               "never splits across regions, so one huge row makes one huge "
                               "region that a single server serves. Above "
                               "hbase.table.max.rowsize (1 GiB) a Get or Scan of the row fails "
                               "with RowTooBigException. A key that holds the time or a "
                               "bucket of it bounds the row: the bucket's length times its "
                               "busiest series' write rate (from the table's growth and the "
                               "generators' spread), at most the cells its qualifier tells apart."),
             "HBase Reference Guide, 'Tall/Wide/Middle Schema Design Smackdown'",
             "[user] with a cell per item", "[user] '\\x00' [item:long], a row per item"},
        Rule{"HBD-KEY-007", Severity::Warning, QT_TRANSLATE_NOOP("Rules", "Short row keys"),
             QT_TRANSLATE_NOOP(
                 "Rules", "Every cell stores the row key (docs/hbase-reference.md §3); a key over "
                          "16 bytes is worth shortening, one over 100 bytes costs a gigabyte of "
                          "keys alone for every 10 million cells."),
             "HBase Reference Guide, 'Try to minimize row and column sizes'",
             "[md5(id)][customer_name][order_id]", "[md5(id):bytes(4)][id:long]"},
        Rule{
            "HBD-KEY-008", Severity::Warning,
            QT_TRANSLATE_NOOP("Rules", "Separators the values never contain"),
            QT_TRANSLATE_NOOP(
                "Rules",
                "A separator that also occurs inside the value before it makes the key ambiguous."),
            "HBase Reference Guide, 'Rowkey Design'", "[email] '.' [ts]", "[email] '\\x00' [ts]"},
        Rule{"HBD-KEY-009", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Numbers that sort as numbers"),
             QT_TRANSLATE_NOOP("Rules", "Decimal text of different lengths sorts as text: 10 "
                                        "before 9. It matters where a read sees that order: a "
                                        "range over the field, or a scan whose rows come back "
                                        "ordered by it because it follows the fields the read "
                                        "knows. Pad it or write binary."),
             "docs/hbase-reference.md §1", "[customer][order_no], read by customer",
             "[customer] '\\x00' [order_no:dec(10)]"},
        Rule{"HBD-KEY-010", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Signed numbers with flip"),
             QT_TRANSLATE_NOOP("Rules", "Two's complement puts -1 (ff..ff) after every positive "
                                        "number (docs/hbase-reference.md §1); flipping "
                                        "the sign bit restores numeric order."),
             "docs/hbase-reference.md §1", "[delta:long]", "[delta:long:flip]"},
        Rule{"HBD-KEY-011", Severity::Info, QT_TRANSLATE_NOOP("Rules", "Binary numbers in keys"),
             QT_TRANSLATE_NOOP(
                 "Rules",
                 "Numbers written as text take several times the bytes of their binary form."),
             "HBase Reference Guide, 'Try to minimize row and column sizes'", "[user_id]",
             "[user_id:long]"},
        Rule{"HBD-SPLIT-002", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Pre-split write-heavy tables"),
             QT_TRANSLATE_NOOP("Rules", "A new table has one region until it first splits (under "
                                        "HBase 2's default SteppingSplitPolicy at twice the "
                                        "memstore flush size, 256 MiB; later splits at the region "
                                        "size); every write of a busy table meanwhile goes to "
                                        "one server."),
             "HBase Reference Guide, 'Pre-splitting tables'", "SPLITS none, 5000 writes/s",
             "recommended splits from the sample keys"},
        Rule{"HBD-SPLIT-003", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Split keys that match the keys"),
             QT_TRANSLATE_NOOP("Rules", "A region no key reaches is wasted, and the others take "
                                        "its share: split keys must be "
                                        "written the way the row keys are."),
             "docs/hbase-reference.md §2", "hex keys, start/end '0000'..'ffff'", "HexStringSplit"},
        Rule{"HBD-SPLIT-004", Severity::Info,
             QT_TRANSLATE_NOOP("Rules", "A sensible number of regions"),
             QT_TRANSLATE_NOOP("Rules", "Far more regions than the data fills wastes memory and "
                                        "flushes; far fewer leaves servers idle. 50 to 100 "
                                        "regions of 10 to 50 GiB a table is the usual guidance. "
                                        "The regions all tables put on each server are "
                                        "HBD-CLUSTER-001's."),
             "HBase Reference Guide, 'Determining region count and size'",
             "1000 regions for 10 GiB", "regions from the volume estimate"},
        Rule{"HBD-SPLIT-005", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Salt buckets that match regions and servers"),
             QT_TRANSLATE_NOOP("Rules", "Salt buckets should map one to one onto regions, and not "
                                        "far outnumber region servers, "
                                        "since every scan fans out to all buckets."),
             "Apache Phoenix, 'Salted Tables'", "[salt(64)] with 3 servers",
             "[salt(4)], 4 regions"},
        Rule{"HBD-WRITE-001", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Writes spread over regions"),
             QT_TRANSLATE_NOOP(
                 "Rules",
                 "When one region takes most writes of a time window, its server is the bottleneck "
                 "however many servers there are. A hot region that moves as time passes means "
                 "consecutive writes sort together (a time-ordered key); one that stays hot means "
                 "the split keys do not match how the keys are spread."),
             "HBase Reference Guide, 'Hotspotting'", "[ts] with 10 regions", "[salt(8)][ts:long]"},
        Rule{"HBD-READ-001", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Reads served by the key"),
             QT_TRANSLATE_NOOP(
                 "Rules", "A read whose fields do not lead the row key scans the whole table."),
             "HBase Reference Guide, 'Rowkey Design'", "read by user on [md5(user ts)]",
             "[md5(user):hex(4)][user][ts:long]"},
        Rule{"HBD-READ-002", Severity::Warning, QT_TRANSLATE_NOOP("Rules", "Ranges kept in order"),
             QT_TRANSLATE_NOOP("Rules", "A range read needs its field in order right after the "
                                        "bound fields; a hash breaks the "
                                        "order and a salt multiplies the scans."),
             "HBase Reference Guide, 'Rowkey Design'", "[user][md5(ts)]", "[user][ts:long]"},
        Rule{"HBD-READ-003", Severity::Info,
             QT_TRANSLATE_NOOP("Rules", "Newest first with reverse time"),
             QT_TRANSLATE_NOOP(
                 "Rules",
                 "A 'latest N' read is one short scan when newer rows sort first: write rev(ts)."),
             "HBase Reference Guide, 'Reverse Timestamps'", "[user][ts:long]",
             "[user][rev(ts):long]"},
        // Family and table settings judged by the access patterns (rulestuning.cpp).
        Rule{"HBD-TUNE-001", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Bloom filters for tables read by gets"),
             QT_TRANSLATE_NOOP("Rules",
                               "A ROW bloom filter lets a get skip the store files that cannot "
                               "hold its row; without one every get reads every file of its "
                               "region. ROWCOL helps only gets that name their columns, and no "
                               "bloom filter helps scans."),
             "HBase Reference Guide, 'When To Use Bloom Filters' (docs/hbase-reference.md §6.4)",
             "BLOOMFILTER => 'NONE', 500 gets/s", "BLOOMFILTER => 'ROW'"},
        Rule{"HBD-TUNE-002", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Block sizes that fit the reads"),
             QT_TRANSLATE_NOOP("Rules",
                               "A get reads and unpacks a whole block for one row, so large "
                               "blocks make gets slow; small blocks serve gets but enlarge the "
                               "block index and gain a scan nothing. The 64 KiB default suits "
                               "most tables."),
             "HBase Reference Guide, 'Block Size' (docs/hbase-reference.md §6.4)",
             "BLOCKSIZE => 1048576, 2000 gets/s", "BLOCKSIZE => 65536"},
        Rule{"HBD-TUNE-003", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "IN_MEMORY only for what fits"),
             QT_TRANSLATE_NOOP("Rules",
                               "IN_MEMORY families share a quarter of the LRU block cache with "
                               "hbase:meta; a family larger than that quarter pushes out its own "
                               "blocks and meta's. With a BucketCache IN_MEMORY neither pins nor "
                               "preloads data; with BLOCKCACHE => false nothing is cached."),
             "HBase Reference Guide, 'In-memory column families' (docs/hbase-reference.md §6.4)",
             "IN_MEMORY => true on 40 GiB a server", "IN_MEMORY => false"},
        Rule{"HBD-TUNE-004", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "A block cache for families read by gets"),
             QT_TRANSLATE_NOOP("Rules",
                               "BLOCKCACHE => false keeps a family's data blocks out of the "
                               "cache: right for a family scanned once, wrong for one read by "
                               "gets, which then all read from disk."),
             "HBase Reference Guide, 'Block Cache' (docs/hbase-reference.md §6.4)",
             "BLOCKCACHE => false, 3000 gets/s", "BLOCKCACHE => true"},
        Rule{"HBD-TUNE-005", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Writes kept in the WAL"),
             QT_TRANSLATE_NOOP("Rules",
                               "SKIP_WAL loses every edit not yet flushed, up to about an hour "
                               "of writes, when a region server dies, and a family with a "
                               "REPLICATION_SCOPE replicates none of them; ASYNC_WAL risks the "
                               "edits of the last moment."),
             "HBase Reference Guide, 'Durability' (docs/hbase-reference.md §6.4)",
             "DURABILITY => 'SKIP_WAL'", "DURABILITY => 'USE_DEFAULT'"},
        Rule{"HBD-TUNE-006", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Deleted cells that expire"),
             QT_TRANSLATE_NOOP("Rules",
                               "KEEP_DELETED_CELLS => TRUE or TTL keeps deleted cells, up to "
                               "VERSIONS of each, and their delete markers until a TTL removes "
                               "them; with no TTL deletes never free space."),
             "HBase Reference Guide, 'Keeping Deleted Cells' (docs/hbase-reference.md §6.4)",
             "KEEP_DELETED_CELLS => TRUE, TTL => FOREVER",
             "KEEP_DELETED_CELLS => TRUE, TTL => 604800"},
        Rule{"HBD-TUNE-007", Severity::Info,
             QT_TRANSLATE_NOOP("Rules", "Data block encoding for long keys"),
             QT_TRANSLATE_NOOP("Rules",
                               "Every cell repeats its row key; FAST_DIFF stores a key as its "
                               "difference from the one before, which saves most where long "
                               "keys repeat in many cells: in the block cache, and on disk "
                               "where no compression removes the repeats already. A get then "
                               "decodes its block from the start; ROW_INDEX_V1 avoids that for "
                               "random gets, without the saving."),
             "HBase Reference Guide, 'Data Block Encoding Types'; HBASE-16213 (ROW_INDEX_V1) "
             "(docs/hbase-reference.md §6.4)",
             "40-byte keys, 12 cells a row, DATA_BLOCK_ENCODING => 'NONE'",
             "DATA_BLOCK_ENCODING => 'FAST_DIFF'"},
        // What all the tables ask of each region server (rulescluster.cpp).
        Rule{"HBD-CLUSTER-001", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Regions a server can carry"),
             QT_TRANSLATE_NOOP("Rules",
                               "HBase runs best with a small number (20 to 200) of large regions "
                               "a server; every region costs memstores, files and handlers. "
                               "Counted over all tables at creation and at their volume "
                               "estimates, with the regions time-ordered keys leave empty as "
                               "rows expire."),
             "HBase Reference Guide, 'Considerations for Number of Regions' "
             "(docs/hbase-reference.md §6.2)",
             "3 servers, 1,500 regions of 10 GiB", "8 servers, or regions of 20 GiB"},
        Rule{"HBD-CLUSTER-002", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Memstores for the regions written at once"),
             QT_TRANSLATE_NOOP("Rules",
                               "A region that takes writes flushes when its families' memstores "
                               "together reach the flush size, or after an hour; when the regions "
                               "written at once hold far more than the heap's memstore share, the "
                               "global limit forces small flushes early and compactions pile up. "
                               "Memstores fill out of step, so up to twice the share is normal."),
             "HBase Reference Guide, 'Number of regions per RS - upper bound'; "
             "HRegion, FlushAllLargeStoresPolicy (docs/hbase-reference.md §6.2, §6.6)",
             "600 hashed regions written on each server", "fewer, larger regions, or more servers"},
        Rule{"HBD-CLUSTER-003", Severity::Warning,
             QT_TRANSLATE_NOOP("Rules", "Disk for the data and its copies"),
             QT_TRANSLATE_NOOP("Rules",
                               "Each table's store and MOB files after compression, every version "
                               "kept, times HDFS's copies, must fit in 80% of the servers' disks: "
                               "the rest holds the WALs, a major compaction's new files before "
                               "the old are removed, and the files snapshots keep."),
             "HDFS dfs.replication (docs/hbase-reference.md §6.3)",
             "60 TiB a server on 4 TiB disks", "more servers, or ZSTD on the largest family"},
        Rule{"HBD-CLUSTER-004", Severity::Info,
             QT_TRANSLATE_NOOP("Rules", "Blocks the gets read against the block cache"),
             QT_TRANSLATE_NOOP("Rules",
                               "The blocks an hour's reads bring into the cache (the index and "
                               "bloom chunks they consult and the data blocks the gets read, "
                               "uncompressed), against each server's block cache: far beyond "
                               "it, most gets read from disk unless they favour few rows; the "
                               "note says what share finds its block cached if the gets read "
                               "rows evenly, and the disk reads a second left."),
             "HBase Reference Guide, 'Block Cache' (docs/hbase-reference.md §6.4)",
             "5000 gets/s over 2 TiB a server, 6 GiB cache", "a BucketCache, or more servers"},
        Rule{"HBD-CLUSTER-005", Severity::Info,
             QT_TRANSLATE_NOOP("Rules", "WAL writes on the busiest region server"),
             QT_TRANSLATE_NOOP("Rules",
                               "The bytes a second the busiest region server writes to its WAL, "
                               "a time-ordered key's whole stream on the server holding its "
                               "tail, against the Reference Guide's 5 to 15 MB/s a server with "
                               "one active WAL: a planning figure, so a note."),
             "HBase Reference Guide, 'Read/Write throughput'; HBASE-5699 multiwal "
             "(docs/hbase-reference.md §6.8)",
             "40 MiB/s of puts on 2 servers", "hbase.wal.provider = multiwal, or 6 servers"},
    };
    return list;
}

const QList<RuleCheck> &checks()
{
    static const QList<RuleCheck> list = {
        {false, RuleChecks::familyCount},      {false, RuleChecks::longFamilyName},
        {false, RuleChecks::familyBalance},    {false, RuleChecks::longQualifiers},
        {false, RuleChecks::versions},         {false, RuleChecks::values},
        {false, RuleChecks::compression},      {false, RuleChecks::defaultNamespace},
        {false, RuleChecks::splitsForWrites},  {true, RuleChecks::monotonicKey},
        {true, RuleChecks::collisions},        {true, RuleChecks::lowCardinalityPrefix},
        {true, RuleChecks::segmentBoundaries}, {true, RuleChecks::keyLength},
        {true, RuleChecks::numberEncodings},   {true, RuleChecks::emptyRegions},
        {true, RuleChecks::regionCount},       {true, RuleChecks::saltBuckets},
        {true, RuleChecks::hotWindow},         {true, RuleChecks::fullScans},
        {true, RuleChecks::rangeReads},        {true, RuleChecks::wideRows},
        {false, RuleChecks::retention},        {false, RuleChecks::tuning},
        {true, RuleChecks::encoding},
    };
    return list;
}

const Rule *find(QStringView id)
{
    for (const Rule &r : rules()) {
        if (id == QLatin1StringView(r.id))
            return &r;
    }
    return nullptr;
}

} // namespace RuleCatalog
