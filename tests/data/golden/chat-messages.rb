# HBase shell script written by HBase Schema Designer from chat-messages.json.
# Project: Chat messages (MOMO_CHAT)
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n chat-messages.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace MOMO_CHAT, table MOMO_CHAT:MSG, table MOMO_CHAT:MSG_BY_CONVERSATION, table MOMO_CHAT:MSG_BY_TIME

create_namespace 'MOMO_CHAT'

# Chat messages keyed by the first 8 hex digits of MD5(sender_receiver_timestamp), then the fields
# themselves so a message can be found again from them.
create 'MOMO_CHAT:MSG',
  {NAME => 'C1', TTL => 15552000, COMPRESSION => 'GZ'},
  {NUMREGIONS => 6, SPLITALGO => 'HexStringSplit'}

# Secondary index for conversations: one row per message keyed by the hash of the pair, the pair
# itself and the reverse timestamp, holding the MSG row key. A conversation's messages in a time
# range are one short scan, newest first.
create 'MOMO_CHAT:MSG_BY_CONVERSATION',
  {NAME => 'C1', TTL => 15552000, COMPRESSION => 'GZ'},
  {NUMREGIONS => 6, SPLITALGO => 'HexStringSplit'}

# Anti-pattern kept for comparison: the key starts with the timestamp, so writes always land in the
# newest region (a hotspot).
create 'MOMO_CHAT:MSG_BY_TIME', {NAME => 'C1', TTL => 15552000, COMPRESSION => 'GZ'}

exit
