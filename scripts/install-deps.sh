#!/bin/sh
# Installs the Debian packages that building glspv and running its tests need,
# when they are missing. Silent when everything is there, so `make demo` and
# `make check` call it every time.
#
# As root it runs `apt-get update` (only then) and `apt-get install -y`; as
# anyone else it prints the command to run and fails if a required package is
# missing. On a system without dpkg it only says what to install.
set -u

# Needed now: the build (a C compiler with its sanitizer runtimes, make, the
# Vulkan headers and loader for glspv-run and the layer), the tests (python3,
# the reference SPIR-V tools, the grammar, glslang for the corpus, lavapipe
# and the validation layer for the Vulkan tests) and the install test
# (pkg-config, cmake, groff for the man pages), clang for the ThreadSanitizer
# and libFuzzer steps (with their runtimes, which are only recommended),
# spirv-cross (the reflection oracle), g++ (reflection headers compiled as C++)
# and lld (the tools are linked in the order of tools/link-order.txt).
REQUIRED="gcc g++ libc6-dev make binutils python3 spirv-tools spirv-headers spirv-cross glslang-tools clang libclang-rt-dev lld"
REQUIRED="$REQUIRED libvulkan-dev mesa-vulkan-drivers vulkan-validationlayers pkg-config cmake groff-base"
# Needed by the work that comes next (glslc comparisons, valgrind); installed
# now so machines are ready.
LATER="glslc vulkan-tools valgrind"

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "install-deps: not a Debian system; make sure these (or their equivalents) are installed:" >&2
    echo "    $REQUIRED $LATER" >&2
    exit 0
fi

missing() {
    for pkg in "$@"; do
        status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null)
        case "$status" in
            ii*) ;;
            *) printf ' %s' "$pkg" ;;
        esac
    done
}

# The lists are split into words on purpose, here and for apt-get.
# shellcheck disable=SC2086
need=$(missing $REQUIRED)
# shellcheck disable=SC2086
want=$(missing $LATER)
[ -z "$need$want" ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
    if [ -n "$need" ]; then
        echo "install-deps: missing packages:$need$want" >&2
        echo "install-deps: run: sudo apt-get update && sudo apt-get install -y$need$want" >&2
        exit 1
    fi
    echo "install-deps: not needed yet, but later work will want:$want" >&2
    echo "install-deps:     sudo apt-get install -y$want" >&2
    exit 0
fi

echo "install-deps: installing$need$want"
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
# shellcheck disable=SC2086
if apt-get update -q >"$log" 2>&1 &&
   apt-get install -y -q --no-install-recommends $need $want >>"$log" 2>&1; then
    rm -f "$log"
    exit 0
fi
tail -n 30 "$log" >&2
rm -f "$log"
echo "install-deps: apt-get failed (output above)" >&2
exit 1
