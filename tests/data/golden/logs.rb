# HBase shell script written by HBase Schema Designer from logs.json.
# Project: Application logs (LOGS)
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n logs.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace LOGS, table LOGS:EVENTS_BY_TIME, table LOGS:EVENTS

create_namespace 'LOGS'

# Bad: the key starts with the timestamp, so every write of the whole fleet lands in the newest
# region, and reading one host's events scans everything.
create 'LOGS:EVENTS_BY_TIME', {NAME => 'e', TTL => 1209600, COMPRESSION => 'SNAPPY'}

# Good: host and event type lead, so writes spread over the fleet's hosts; a host's newest events
# come first thanks to the reverse timestamp, and a per-writer sequence number keeps events of the
# same millisecond apart.
create 'LOGS:EVENTS',
  {NAME => 'e', TTL => 1209600, COMPRESSION => 'SNAPPY'},
  {SPLITS => ['web-16', 'web-23', 'web-3', 'web-37', 'web-43', 'web-50', 'web-57']}

exit
