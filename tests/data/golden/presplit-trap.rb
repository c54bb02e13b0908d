# HBase shell script written by HBase Schema Designer from presplit-trap.json.
# Project: The pre-split trap (SESSIONS)
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n presplit-trap.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace WEB, table WEB:SESSIONS_RANGE_SPLIT, table WEB:SESSIONS

create_namespace 'WEB'

# Bad: eight regions from a start/end range over printable hex; the split keys fall between the
# digits and letters, so some regions get no key at all and the rest take their share.
create 'WEB:SESSIONS_RANGE_SPLIT',
  {NAME => 's', COMPRESSION => 'SNAPPY'},
  {SPLITS => ['0000000000000000', '9999999999999999', 'BBBBBBBBBBBBBBBB', 'KKKKKKKKKKKKKKKK',
   'TTTTTTTTTTTTTTTT', ']]]]]]]]]]]]]]]]', 'ffffffffffffffff']}

# Good: HexStringSplit divides the hex digits themselves, so the eight regions take an equal share.
create 'WEB:SESSIONS',
  {NAME => 's', COMPRESSION => 'SNAPPY'},
  {NUMREGIONS => 8, SPLITALGO => 'HexStringSplit'}

exit
