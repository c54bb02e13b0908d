# HBase shell script written by HBase Schema Designer from splits-file.json.
# Project: Splits file
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n splits-file.rb
#   -n stops at the first error with exit status 1.
#   Run it from this directory: SPLITS_FILE paths are relative to where the shell starts.
# Creates: table events

create 'events', {NAME => 'e'}, {SPLITS_FILE => 'splits-file.default.events.splits.txt'}

exit
