# HBase shell script written by HBase Schema Designer from hostile-names.json.
# Project: Hostile name #{`id`}
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n hostile-names.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace ns_3, table ns_3:t-1.x

create_namespace 'ns_3'

# line one system('rm -rf /') #{x} end
create 'ns_3:t-1.x',
  {NAME => 'it\'s'},
  {NAME => '#{system(\'id\')}'},
  {NAME => '订单 data'},
  {NAME => '"dq"'}

exit
