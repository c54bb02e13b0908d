# HBase shell script written by HBase Schema Designer from salt-buckets.json.
# Project: Salt buckets
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n salt-buckets.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace ns2, table ns2:salted

create_namespace 'ns2'

create 'ns2:salted', {NAME => 's'}, {SPLITS => ['\\x01', '\\x02', '\\x03']}

exit
