# HBase shell script written by HBase Schema Designer from all-attributes.json.
# Project: Every attribute
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n all-attributes.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace ns1, table ns1:everything

create_namespace 'ns1'

create 'ns1:everything',
  {NAME => 'f', VERSIONS => 5, MIN_VERSIONS => 2, TTL => 86400, KEEP_DELETED_CELLS => 'TTL',
   BLOCKSIZE => 131072, BLOOMFILTER => 'ROWPREFIX_FIXED_LENGTH', COMPRESSION => 'SNAPPY',
   DATA_BLOCK_ENCODING => 'FAST_DIFF', IN_MEMORY => true, BLOCKCACHE => false,
   REPLICATION_SCOPE => 1, IS_MOB => true, MOB_THRESHOLD => 204800,
   CONFIGURATION => {'RowPrefixBloomFilter.prefix_length' => '10'}},
  {NAME => 'g'},
  {MAX_FILESIZE => 21474836480, MEMSTORE_FLUSHSIZE => 268435456, DURABILITY => 'ASYNC_WAL',
   REGION_REPLICATION => 2, READONLY => true, COMPACTION_ENABLED => false,
   NORMALIZATION_ENABLED => true, SPLITS => ['\\x00', 'A\\x5C', 'a\'b', 'z z', '\\xFF\\xFF']}

exit
