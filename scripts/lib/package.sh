# Shared by scripts/package and scripts/test: the Debian package of the release build, and the
# checks a package must pass before anyone installs it (docs/building.md#the-debian-package).
# Sourced after common.sh, not executed.

# Writes the .deb with CPack from the release build ($HBD_BUILD) and sets HBD_DEB to its path.
hbd_package() {
    cd "$HBD_ROOT"
    rm -f "$HBD_BUILD"/package/*.deb
    hbd_log "Packaging (cpack, Debian package)"
    cpack --config "$HBD_BUILD/CPackConfig.cmake" >/dev/null
    HBD_DEB=$(ls "$HBD_BUILD"/package/*.deb)
}

# Lintian, the desktop's validators, apt's view of the dependencies, and the packaged programs run
# from an unrelated folder in English and Chinese, unpacked into a throwaway root.
hbd_check_package() {
    local deb="$1"
    hbd_log "Checking $(basename "$deb") (lintian, desktop-file-validate, appstreamcli, man, apt)"
    # Errors and warnings fail; what is left at the info level is in docs/building.md.
    lintian --fail-on error,warning "$deb" 2> >(grep -v 'running with root privileges' >&2)

    local root work
    root=$(mktemp -d)
    work=$(mktemp -d)
    # shellcheck disable=SC2064
    trap "rm -rf '$root' '$work'" RETURN
    dpkg-deb -x "$deb" "$root"
    local entry
    for entry in "$root"/usr/share/applications/*.desktop; do
        local report
        report=$(desktop-file-validate "$entry")
        [ -z "$report" ] || { printf '%s\n' "$report" >&2; return 1; }
    done
    appstreamcli validate-tree --no-net "$root" >/dev/null
    local page
    for page in "$root"/usr/share/man/man1/*.1.gz; do
        local warnings
        warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=120 \
            man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
        [ -z "$warnings" ] || { printf '%s: %s\n' "$page" "$warnings" >&2; return 1; }
    done
    # apt resolves every dependency (simulated: nothing is installed).
    apt-get install -s -q "$deb" | grep -q '^Inst hbase-designer ' || {
        apt-get install -s "$deb" >&2
        return 1
    }

    (
        cd "$work"
        export XDG_RUNTIME_DIR="$work/runtime"
        mkdir -m 700 "$XDG_RUNTIME_DIR"
        local cli="$root/usr/bin/hbase-designer-cli"
        local gui="$root/usr/bin/hbase-designer"
        fail() {
            hbd_log "The packaged programs, run from $work: $*"
            exit 1
        }
        "$cli" lessons | grep -q '^time-hotspot' || fail "lessons does not list time-hotspot"
        "$cli" lesson time-hotspot --write start -o start.hbase.json ||
            fail "lesson --write start failed"
        # The start's key grows with time, so every write goes to one region: lint finds it, in
        # Chinese (the catalogue is compiled in).
        local status=0
        LANGUAGE=zh_CN "$cli" lint start.hbase.json >lint-zh.txt 2>&1 || status=$?
        if [ "$status" -ne 1 ] || ! grep -q '行键随时间递增.*HBD-KEY-003' lint-zh.txt; then
            cat lint-zh.txt >&2
            fail "lint did not report the lesson's hotspot in Chinese"
        fi
        QT_QPA_PLATFORM=offscreen "$gui" --language zh_CN --export-report report.html \
            start.hbase.json || fail "--export-report failed"
        grep -q '行键' report.html || fail "the report is not in Chinese"
        "$gui" --version | grep -q '^hbase-designer ' || fail "--version"
    )
    hbd_log "The package passes: $deb ($(du -k "$deb" | cut -f1) KiB)"
}
