# HBase shell script written by HBase Schema Designer from start-end.json.
# Project: Start and end keys
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n start-end.rb
#   -n stops at the first error with exit status 1.
# Creates: table trap

create 'trap',
  {NAME => 'd'},
  {SPLITS => ['0000000000000000',
   '=\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD\\xBD',
   'KKKKKKKKKKKKKKKJ',
   'X\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD8\\xD7',
   'ffffffffffffffff']}

exit
