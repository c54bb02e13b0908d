# Sourced by scripts/test: a real HBase (scripts/hbase) for the CTest suites labelled hbase.
# Start failing (no Java 17, Maven Central refusing an artifact) is no test failure: the suites
# then report SKIPPED with the reason start gave. Whatever happens, no JVM outlives the run.

HBD_HBASE="$HBD_ROOT/scripts/hbase"

hbd_hbase_start() {
    hbd_log "Starting a real HBase${1:+ $1} (scripts/hbase start${1:+ --version $1})"
    if ! "$HBD_HBASE" start ${1:+--version "$1"}; then
        hbd_log "No HBase: the hbase suites report SKIPPED ($(cat "$HBD_ROOT/build/hbase/unavailable" 2>/dev/null))"
    fi
}

hbd_hbase_stop() {
    "$HBD_HBASE" stop >/dev/null 2>&1 || true
}

# Fails when a JVM that scripts/hbase started is still running.
hbd_hbase_check_none_left() {
    local left
    left=$(pgrep -f -- '-Dhbd\.hbase\.run=' || true)
    if [ -n "$left" ]; then
        hbd_log "JVMs of scripts/hbase outlived the run: $left"
        return 1
    fi
}
