# HBase shell script written by HBase Schema Designer from hbase24.json.
# Project: HBase 2.4 cluster
# Target: HBase 2.4
# Run it with:  hbase shell -n hbase24.rb
#   -n stops at the first error with exit status 1.
# Creates: table legacy

create 'legacy',
  {NAME => 'l', COMPRESSION => 'LZ4'},
  {NUMREGIONS => 4, SPLITALGO => 'DecimalStringSplit'}

exit
