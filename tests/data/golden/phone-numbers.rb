# HBase shell script written by HBase Schema Designer from phone-numbers.json.
# Project: Reversed phone numbers (SUBSCRIBERS)
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n phone-numbers.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace TELCO, table TELCO:SUBSCRIBERS_BY_NUMBER, table TELCO:SUBSCRIBERS

create_namespace 'TELCO'

# Bad: the number as is. With ten regions split on the first digit, every mobile number starts with
# 1, so all of them land in the same region and nine regions stay empty.
create 'TELCO:SUBSCRIBERS_BY_NUMBER',
  {NAME => 'p', COMPRESSION => 'SNAPPY'},
  {NUMREGIONS => 10, SPLITALGO => 'DecimalStringSplit'}

# Good: the number reversed, so the key starts with the last digit, which is spread evenly; a lookup
# by number reverses it first.
create 'TELCO:SUBSCRIBERS',
  {NAME => 'p', COMPRESSION => 'SNAPPY'},
  {NUMREGIONS => 10, SPLITALGO => 'DecimalStringSplit'}

exit
