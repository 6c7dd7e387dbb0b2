#!/bin/sh
# tests/oracle_compile.sh TOOL ARGS...: a reference compiler for
# `glspv-run --compiler`, its answers kept in build-cache/oracle-compile/.
#
# tests/run.sh runs every script with glslangValidator's SPIR-V twice (as it
# is, then through glspv's optimizer); the second pass would compile each
# shader again for the same module. glspv-run calls the compiler as
# `TOOL -V --target-env ENV -S STAGE -o OUT IN...` with fresh temporary
# names, so the key is the tool (its path, size and modification time), the
# arguments with OUT as a role and each existing file as the hash of its
# bytes. The exit status, the output and the module are kept and replayed.
set -u
tool=$1
shift
cache=$(cd "$(dirname "$0")/.." && pwd)/build-cache/oracle-compile
path=$(command -v "$tool") || exit 127
out=
prev=
for a in "$@"; do
    [ "$prev" = -o ] && out=$a
    prev=$a
done
key=$({
    stat -L -c '%n %s %Y' "$path"
    prev=
    for a in "$@"; do
        if [ "$prev" = -o ]; then
            echo "<out>"
        elif [ -f "$a" ]; then
            echo "<in> $(sha256sum <"$a" | cut -c1-64)"
        else
            echo "$a"
        fi
        prev=$a
    done
} | sha256sum | cut -c1-40)
entry=$cache/$key
if [ -f "$entry.rc" ]; then
    cat "$entry.log"
    [ -n "$out" ] && [ -f "$entry.spv" ] && cp "$entry.spv" "$out"
    exit "$(cat "$entry.rc")"
fi
mkdir -p "$cache" || exit 2
tmp=$entry.$$
"$path" "$@" >"$tmp.log" 2>&1
rc=$?
cat "$tmp.log"
# A signal (a crash or a timeout) is not an answer to keep.
if [ $rc -lt 128 ]; then
    [ -n "$out" ] && [ -f "$out" ] && cp "$out" "$tmp.spv" && mv "$tmp.spv" "$entry.spv"
    mv "$tmp.log" "$entry.log"
    echo $rc >"$tmp.rc" && mv "$tmp.rc" "$entry.rc"
fi
rm -f "$tmp.log" "$tmp.spv" "$tmp.rc"
exit $rc
