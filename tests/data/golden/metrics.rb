# HBase shell script written by HBase Schema Designer from metrics.json.
# Project: Metrics, OpenTSDB style (TSDB)
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n metrics.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace TSDB, table TSDB:POINTS_BY_HOUR, table TSDB:POINTS

create_namespace 'TSDB'

# Bad: the hour leads. Every point written in the same hour sorts together, so all writes go to the
# region holding the newest hour.
create 'TSDB:POINTS_BY_HOUR',
  {NAME => 't', TTL => 2592000, COMPRESSION => 'SNAPPY'},
  {SPLITS => ['j\\xE6\\xAB0\\x00\\x00*', 'j\\xE6\\xE3', 'j\\xE7\\x0D\\xA0\\x00\\x00\\x1F',
   'j\\xE7E', 'j\\xE7p\\x10\\x00\\x00\\x1B', 'j\\xE7\\xA8', 'j\\xE7\\xD2']}

# Good: the metric id leads and the hour follows, so writes spread over the metrics while a metric's
# points for a time range stay together for one scan.
create 'TSDB:POINTS',
  {NAME => 't', TTL => 2592000, COMPRESSION => 'SNAPPY'},
  {SPLITS => ['\\x00\\x00\\x05j\\xE7p', '\\x00\\x00\\x0D', '\\x00\\x00\\x1B', '\\x00\\x00.',
   '\\x00\\x00@', '\\x00\\x00c', '\\x00\\x00\\x8C']}

exit
