# A script as people write them: namespaces, every form of create, alters in order, and things
# that are no schema (data, Ruby code), which the import must report and skip.
create_namespace 'shop'
create 'shop:orders', 'd', {NAME => 'h', VERSIONS => 5, TTL => 2592000, COMPRESSION => 'snappy',
  BLOOMFILTER => 'ROWCOL', IN_MEMORY => true, METADATA => {'team' => 'checkout'},
  CONFIGURATION => {'hbase.hstore.blockingStoreFiles' => '20'}},
  {MAX_FILESIZE => 21474836480, DURABILITY => 'ASYNC_WAL', REGION_REPLICATION => 2},
  SPLITS => ['c', 'a', 'm\x00', "q"]
create 'shop:events', {NAME => 'e', DATA_BLOCK_ENCODING => 'FAST_DIFF'},
  {NUMREGIONS => 16, SPLITALGO => 'HexStringSplit'}
create 'clicks', 'c', SPLITS_FILE => 'clicks.splits.txt', OWNER => 'web'
put 'shop:orders', 'row1', 'd:a', 'value'
alter 'shop:orders', {NAME => 'h', VERSIONS => 2}
alter 'shop:orders', NAME => 'n', BLOCKSIZE => 131072
alter 'shop:orders', 'delete' => 'd'
alter 'shop:orders', MAX_FILESIZE => 10737418240, READONLY => true
alter 'shop:orders', METHOD => 'table_att_unset', NAME => 'READONLY'
disable 'shop:events'
alter 'shop:events', {NAME => 'e', METHOD => 'delete'}, {NAME => 'f', NEW_VERSION_BEHAVIOR => 'true'}
enable 'shop:events'
(1..3).each do |i|
  put 'clicks', "r#{i}", 'c:n', i.to_s
end
exit
