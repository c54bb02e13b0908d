# HBase shell script written by HBase Schema Designer from user-lists.json.
# Project: Per-user lists (SOCIAL)
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n user-lists.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace SOCIAL, table SOCIAL:FOLLOWERS_WIDE, table SOCIAL:FOLLOWERS

create_namespace 'SOCIAL'

# Bad: one row per user, one cell per follower. Followers are Zipf-skewed, so the busiest user's row
# grows to a size no region can split.
create 'SOCIAL:FOLLOWERS_WIDE', {NAME => 'f'}, {NUMREGIONS => 8, SPLITALGO => 'HexStringSplit'}

# Good: one row per follow, keyed by a short hash of the user, the user and the follower; a user's
# followers are one prefix scan and the busiest user's follows spread over as many rows as they
# need.
create 'SOCIAL:FOLLOWERS', {NAME => 'f'}, {NUMREGIONS => 8, SPLITALGO => 'HexStringSplit'}

exit
