#!/bin/sh
# tests/oracle_compile.sh TOOL ARGS...: a reference compiler for
# `glspv-run --compiler`, its answers kept in build-cache/oracle-compile/.
#
# tests/run.sh runs every script with glslangValidator's SPIR-V twice (as it
# is, then through glspv's optimizer); the second pass would compile each
# shader again for the same module. glspv-run calls the compiler as
# `TOOL -V --target-env ENV -S STAGE -o OUT IN...` with fresh temporary
# names, so the key is the tool (GLSPV_ORACLE_ID: its path, size and
# modification time, which run_scripts.py sets), the arguments with OUT as a
# role and each input file as its bytes, NUL-separated (shader text has no
# NUL). The exit status, the output and the module are kept and replayed.
#
# About a thousand calls a CI run: a hit starts four processes (this shell,
# the key's subshell, cat and sha256sum) and cat and cp to replay.
set -u
tool=$1
shift
cache=${0%/*}/../build-cache/oracle-compile
path=$(command -v "$tool") || exit 127
out=
key=$({
    printf '%s\0' "${GLSPV_ORACLE_ID:-$path}"
    prev=
    for a in "$@"; do
        if [ "$prev" = -o ]; then
            printf '<out>\0'
        elif [ -f "$a" ]; then
            printf '<in>\0'
            cat "$a"
            printf '\0'
        else
            printf '%s\0' "$a"
        fi
        prev=$a
    done
} | sha256sum)
key=${key%% *}
prev=
for a in "$@"; do
    [ "$prev" = -o ] && out=$a
    prev=$a
done
entry=$cache/$key
if [ -f "$entry.rc" ]; then
    read -r rc <"$entry.rc"
    cat "$entry.log"
    [ -n "$out" ] && [ -f "$entry.spv" ] && cp "$entry.spv" "$out"
    exit "$rc"
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
