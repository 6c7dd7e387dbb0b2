#!/bin/sh
# `make check`: every test, as CI runs it.
#
#   1. install what is missing (scripts/install-deps.sh)
#   2. build with warnings as errors (WERROR=1) into build/
#   3. regenerate the grammar tables into a temporary folder; any difference
#      from the committed src/spirv/tables.{c,h} fails
#   4. the compiler's layering: no #include from a phase of src/glsl/ into a
#      later one or the glue, only interface headers across phases
#      (scripts/check_layers.py)
#   5. the suite (tests/run.sh) against build/
#   6. make install into a temporary DESTDIR, and programs built against it
#      (tests/layer/install.sh)
#   7. the sanitizer build (make asan: ASan+UBSan, build-asan/), also -Werror
#   8. the suite again against build-asan/
#   9. ThreadSanitizer: the library and tests/unit/threads.c in build-tsan/ (make tsan)
#  10. a short libFuzzer run of every fuzz target (make fuzz-build, tests/fuzz/run.py):
#      GLSPV_FUZZ_SECONDS each (default 6), libFuzzer seed GLSPV_FUZZ_SEED (default 1, so a
#      finding reproduces; 0 for a new one each run); both builds at -O0, which builds fastest
#
# Shows FAIL lines with their reasons, and PASS lines too with VERBOSE=1; the
# whole output goes to build/check.log. The last line counts every test of
# every step: `N passed, N failed`. Exits 1 when anything failed.
set -u
cd "$(dirname "$0")/.." || exit 2
jobs=$(nproc 2>/dev/null || echo 2)
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
log=$tmp/log
: >"$log"
begin=$(date +%s)

# Everything goes to the log; the terminal gets all but PASS lines.
show() {
    if [ "${VERBOSE:-0}" = 1 ]; then
        tee -a "$log"
    else
        tee -a "$log" | grep -v '^PASS '
    fi
}

say() {
    printf '%s\n' "$*" | show
}

# result NAME STATUS FILE: one PASS/FAIL line for a step of this script; on
# failure FILE (the step's output) follows as the reason: its error and
# warning lines when it has any, else its end.
result() {
    if [ "$2" = 0 ]; then
        say "PASS $1"
        return
    fi
    grep -E '(error|warning):|undefined reference|\*\*\*' "$3" | head -n 30 >"$tmp/why"
    [ -s "$tmp/why" ] || tail -n 30 "$3" >"$tmp/why"
    { echo "FAIL $1"; sed 's/^/    /' "$tmp/why"; } | show
}

elapsed() {
    echo "$(($(date +%s) - $1))s"
}

# suite BUILD: tests/run.sh against one build folder. Should it end badly
# without a FAIL line of its own, that becomes one.
suite() {
    { sh tests/run.sh "$1" 2>&1; echo $? >"$tmp/rc"; } | tee "$tmp/suite" | show
    if [ "$(cat "$tmp/rc")" -ne 0 ] && ! grep -q '^FAIL ' "$tmp/suite"; then
        say "FAIL suite $1"
        say "    tests/run.sh $1 exited with status $(cat "$tmp/rc") without reporting a test failure"
    fi
}

say "== install-deps"
if sh scripts/install-deps.sh >"$tmp/deps" 2>&1; then
    show <"$tmp/deps"
else
    result install-deps 1 "$tmp/deps"
fi

say "== build"
start=$(date +%s)
make -k -j"$jobs" WERROR=1 all >"$tmp/build" 2>&1
result "build (WERROR=1)" $? "$tmp/build"
say "-- build: $(elapsed "$start")"

say "== tables"
start=$(date +%s)
mkdir -p "$tmp/tables"
ok=1
if python3 scripts/gen-spirv-tables.py --out-dir "$tmp/tables" >"$tmp/gen" 2>&1; then
    for f in tables.c tables.h; do
        if ! cmp -s "$tmp/tables/$f" "src/spirv/$f"; then
            ok=0
            echo "src/spirv/$f differs from what scripts/gen-spirv-tables.py makes now (run make tables):" >>"$tmp/gen"
            diff -u "src/spirv/$f" "$tmp/tables/$f" | head -n 20 >>"$tmp/gen"
        fi
    done
else
    ok=0
fi
result "tables/regenerated-identical" $((1 - ok)) "$tmp/gen"
python3 scripts/gen-builtin-index.py --check >"$tmp/gen-index" 2>&1
result "tables/builtin-index-identical" $? "$tmp/gen-index"
say "-- tables: $(elapsed "$start")"

say "== layers"
start=$(date +%s)
{ python3 scripts/check_layers.py --build build 2>&1; echo $? >"$tmp/rc"; } | tee "$tmp/layers" | show
if [ "$(cat "$tmp/rc")" -ne 0 ] && ! grep -q '^FAIL ' "$tmp/layers"; then
    say "FAIL layers"
    say "    scripts/check_layers.py exited with status $(cat "$tmp/rc") without reporting a test failure"
fi
say "-- layers: $(elapsed "$start")"

say "== suite build"
start=$(date +%s)
suite build
say "-- suite build: $(elapsed "$start")"

say "== install"
start=$(date +%s)
{ sh tests/layer/install.sh build 2>&1; echo $? >"$tmp/rc"; } | tee "$tmp/install" | show
if [ "$(cat "$tmp/rc")" -ne 0 ] && ! grep -q '^FAIL ' "$tmp/install"; then
    say "FAIL install"
    say "    tests/layer/install.sh exited with status $(cat "$tmp/rc") without reporting a test failure"
fi
say "-- install: $(elapsed "$start")"

say "== build-asan"
start=$(date +%s)
make -k -j"$jobs" WERROR=1 asan >"$tmp/asan" 2>&1
result "build-asan (WERROR=1)" $? "$tmp/asan"
say "-- build-asan: $(elapsed "$start")"

say "== suite build-asan"
start=$(date +%s)
suite build-asan
say "-- suite build-asan: $(elapsed "$start")"

say "== tsan"
start=$(date +%s)
make -j"$jobs" TSAN_OPT=-O0 tsan >"$tmp/tsan" 2>&1
result "build-tsan" $? "$tmp/tsan"
if [ -x build-tsan/tests/threads ]; then
    TSAN_OPTIONS="halt_on_error=1:exitcode=88" timeout 300 build-tsan/tests/threads >"$tmp/tsan-run" 2>&1
    result "tsan/threads" $? "$tmp/tsan-run"
fi
say "-- tsan: $(elapsed "$start")"

say "== fuzz"
start=$(date +%s)
make -j"$jobs" FUZZ_OPT=-O0 fuzz-build >"$tmp/fuzz-build" 2>&1
result "build-fuzz" $? "$tmp/fuzz-build"
{ python3 tests/fuzz/run.py build-fuzz --seconds "${GLSPV_FUZZ_SECONDS:-6}" --seed "${GLSPV_FUZZ_SEED:-1}" --max-seeds 100 2>&1; echo $? >"$tmp/rc"; } |
    tee "$tmp/fuzz" | show
if [ "$(cat "$tmp/rc")" -ne 0 ] && ! grep -q '^FAIL ' "$tmp/fuzz"; then
    say "FAIL fuzz"
    say "    tests/fuzz/run.py exited with status $(cat "$tmp/rc") without reporting a test failure"
fi
say "-- fuzz: $(elapsed "$start")"

passed=$(grep -c '^PASS ' "$log")
skipped=$(grep -c '^SKIP ' "$log")
if [ "$passed" -eq 0 ]; then
    say "FAIL make check: no test passed; something is broken before the tests"
fi
failed=$(grep -c '^FAIL ' "$log")
if [ "$failed" -gt 0 ]; then
    echo "failed:"
    awk '/^== / { step = substr($0, 4) } /^FAIL / { print "    [" step "] " substr($0, 6) }' "$log"
fi >"$tmp/failed"
show <"$tmp/failed"
say "-- make check: $(elapsed "$begin"); the whole output is in build/check.log"
line="$passed passed, $failed failed"
[ "$skipped" -gt 0 ] && line="$line, $skipped skipped"
say "$line"
mkdir -p build && cp "$log" build/check.log
[ "$failed" -eq 0 ]
