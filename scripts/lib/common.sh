# Shared by scripts/run and scripts/test. Sourced, not executed.
# Installs the Debian packages the build needs (only those missing) and builds the Release preset.

HBD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HBD_BUILD="$HBD_ROOT/build/release"

# Keep this list in step with docs/building.md.
HBD_PACKAGES=(
    cmake ninja-build g++ ccache
    qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev libxkbcommon-dev qt6-translations-l10n
    libqcustomplot-dev nlohmann-json3-dev
    xvfb xauth imagemagick poppler-utils fonts-wqy-microhei
    ruby jruby
    clang libclang-rt-14-dev clang-format
    lintian desktop-file-utils appstream shared-mime-info man-db dpkg-dev file bash-completion
    python3-jsonschema python3-rfc3987
    openjdk-17-jdk-headless maven curl procps python3
)

hbd_log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

hbd_install_packages() {
    local missing=()
    local pkg
    for pkg in "${HBD_PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$pkg")
        fi
    done
    if [ ${#missing[@]} -eq 0 ]; then
        return 0
    fi
    hbd_log "Installing ${#missing[@]} missing Debian packages: ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -q -o DPkg::Lock::Timeout=300
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends \
        -o DPkg::Lock::Timeout=300 "${missing[@]}"
}

hbd_build() {
    cd "$HBD_ROOT"
    export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
    # Paths under the checkout are hashed relative to it, so another clone or worktree of the
    # project reuses the objects this one compiled.
    export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$HBD_ROOT}"
    if [ ! -f "$HBD_BUILD/CMakeCache.txt" ]; then
        hbd_log "Configuring (cmake --preset release)"
        cmake --preset release >/dev/null
    fi
    hbd_log "Building (cmake --build --preset release)"
    cmake --build --preset release -- -j"$(nproc)"
}

# Fails when a C++ file in model/, ui/, app/ or tests/ differs from what the committed
# .clang-format makes of it, and names the files (clang-format -i FILE mends one).
hbd_check_format() {
    cd "$HBD_ROOT"
    hbd_log "Checking the formatting (clang-format --dry-run)"
    local files
    mapfile -t files < <(git ls-files -co --exclude-standard -- 'model/*.h' 'model/*.cpp' \
        'ui/*.h' 'ui/*.cpp' 'app/*.h' 'app/*.cpp' 'tests/*.h' 'tests/*.cpp')
    local report
    if ! report=$(clang-format --dry-run --Werror "${files[@]}" 2>&1); then
        printf '%s\n' "$report" | grep -E '^[^ ].*: error:' | cut -d: -f1 | sort -u >&2
        hbd_log "These files differ from .clang-format (clang-format -i FILE mends one)."
        return 1
    fi
}
