#!/bin/sh
# Runs the whole test suite against one build folder:
#
#     tests/run.sh build          (or build-asan: the same suite under ASan+UBSan)
#     BLESS=1 tests/run.sh build  writes missing or changed goldens from glspv's
#                                 own output; review them with git diff
#     GLSPV_DIS=... GLSPV_AS=...  test other programs in place of BUILD/glspv-*
#
# Prints `PASS name` or `FAIL name` plus indented reasons for every test, a
# `-- part: Ns` line after each part, and last `BUILD: N passed, N failed`
# (`, N skipped` when a test's input from outside the repository is missing:
# the corpus tier, see tests/harness.py).
# Exits 1 when anything failed. tests/README.md describes the parts.
set -u
cd "$(dirname "$0")/.." || exit 2
if [ $# -ne 1 ]; then
    echo "usage: tests/run.sh BUILD" >&2
    exit 2
fi
build=${1%/}

# A sanitizer finding must never pass for an ordinary `exit 1`.
export ASAN_OPTIONS="detect_leaks=1:exitcode=86${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=87${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1
UNIT_TIMEOUT=${GLSPV_UNIT_TIMEOUT:-300}

tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
log=$tmp/log
: >"$log"

say() {
    printf '%s\n' "$*" | tee -a "$log"
}

# part LABEL COMMAND...: one part of the suite, its lines shown as they come
# and kept for the totals. A part that fails without printing a FAIL line
# (a Python traceback, say) is turned into one.
part() {
    label=$1
    shift
    start=$(date +%s)
    { "$@" 2>&1; echo $? >"$tmp/rc"; } | tee "$tmp/part"
    cat "$tmp/part" >>"$log"
    rc=$(cat "$tmp/rc")
    if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$tmp/part"; then
        say "FAIL $label"
        say "    the part exited with status $rc without reporting a test failure (output above)"
    fi
    say "-- $label: $(($(date +%s) - start))s"
}

# Every tests/unit/NAME.c is built by the Makefile into BUILD/tests/NAME; each
# is one test that passes when it exits 0.
unit_tests() {
    failed=0
    set -- tests/unit/*.c
    if [ ! -e "$1" ]; then
        printf 'FAIL unit\n    no tests/unit/*.c\n'
        return 1
    fi
    for src in "$@"; do
        name=$(basename "$src" .c)
        exe=$build/tests/$name
        if [ ! -x "$exe" ]; then
            printf 'FAIL unit/%s\n    %s was not built\n' "$name" "$exe"
            failed=1
            continue
        fi
        timeout "$UNIT_TIMEOUT" "$exe" </dev/null >"$tmp/unit" 2>&1
        rc=$?
        if [ $rc -eq 0 ]; then
            printf 'PASS unit/%s\n' "$name"
            continue
        fi
        case $rc in
            124) why="did not finish within ${UNIT_TIMEOUT}s" ;;
            86|87) why="sanitizer report (exit $rc)" ;;
            1) why="exit 1" ;;
            *) why="exit $rc" ;;
        esac
        [ $rc -gt 128 ] && [ $rc -ne 124 ] && why="killed by signal $((rc - 128))"
        printf 'FAIL unit/%s\n    %s; its output:\n' "$name" "$why"
        head -n 40 "$tmp/unit" | sed 's/^/      /'
        failed=1
    done
    return $failed
}

# A sanitizer build is there to catch memory and undefined-behaviour errors;
# the verdicts of the sampled parts are the normal build's. It samples a
# sixth of the mutants (corpus_mutations; the fuzz targets hunt crashes at
# length) and one mutant a module (val_diff), unless told otherwise.
sanitized=0
if grep -q __asan_init "$build/glspv" 2>/dev/null; then
    sanitized=1
    export GLSPV_MUTATIONS="${GLSPV_MUTATIONS:-500}" GLSPV_VAL_MUTANTS="${GLSPV_VAL_MUTANTS:-1}"
    export GLSPV_SANITIZED=1
fi
# share K/N: the sanitized passes of the optimized and the via-layer scripts
# take half of them each (the compiler code under them is the same); the
# normal build runs all of both.
share() {
    [ "$sanitized" = 1 ] && echo "--share $1/2"
}

part unit unit_tests
part tables-vs-grammar python3 tests/tables_grammar.py "$build"
part spirv-golden python3 tests/spirv_golden.py "$build"
part malformed python3 tests/malformed.py "$build"
part spirv-cli python3 tests/spirv_cli.py "$build"
part link-order python3 tests/link_order.py "$build"
part corpus python3 tests/corpus_roundtrip.py "$build"
part glsl-pp python3 tests/glsl_pp.py "$build"
part glsl-cli-glslang python3 tests/glsl_cli_glslang.py "$build"
part glsl-cli-link python3 tests/glsl_cli_link.py "$build"
# glspv-glslang -q: glslangValidator's reflection text on tests/reflect/c/
# and the corpus, differences by design counted, the others listed with
# their reasons (tests/glsl-cli-reflect-differences.txt). Text only, about
# 3 minutes on 2 cores: on the normal build (the sanitizers read the same
# structs in the unit, reflect-header and fuzz parts).
if [ "$sanitized" = 1 ]; then
    say "-- glsl-cli-reflect: on the normal build only"
else
    part glsl-cli-reflect python3 tests/glsl_cli_reflect.py "$build"
fi
part glsl-cli-output python3 tests/glsl_cli_output.py "$build"
part glsl-cli-stages python3 tests/glsl_cli_stages.py "$build"
# glspv in glslc's place: each command line through both, outputs compared.
part glsl-cli-dropin python3 tests/glsl_cli_dropin.py "$build"
# glslc's binding flags: the same sets and bindings as glslc, through
# reflection. Numbers only, on 390 shaders under four flag sets: the normal
# build answers for both (the sanitizers run the same code in every other part).
if [ "$sanitized" = 1 ]; then
    say "-- glsl-cli-bindings: on the normal build only"
else
    part glsl-cli-bindings python3 tests/glsl_cli_bindings.py "$build"
fi
part corpus-pp python3 tests/corpus_pp.py "$build"
part glsl-parse python3 tests/glsl_parse.py "$build"
part glsl-compile python3 tests/glsl_compile.py "$build"
part glsl-debuginfo python3 tests/glsl_debuginfo.py "$build"
part corpus-syntax python3 tests/corpus_syntax.py "$build"
part corpus-compile python3 tests/corpus_compile.py "$build"
part corpus-extensions python3 tests/corpus_extensions.py "$build"
part corpus-errors python3 tests/corpus_errors.py "$build"
part corpus-opengl python3 tests/corpus_opengl.py "$build"
part corpus-opengl-spirv python3 tests/corpus_opengl_spirv.py "$build"
part glsl-opengl python3 tests/glsl_opengl.py "$build"
part corpus-mutations python3 tests/corpus_mutations.py "$build"
part robustness python3 tests/robustness.py "$build"
part val-rules python3 tests/val_rules.py "$build"
# Reflection: glspv-reflect against spirv-cross --reflect on every module the
# suite holds as assembly (tests/reflect/ has one per rule); the corpus is
# compared in the corpus part.
part reflect python3 tests/reflect_cross.py "$build"
# glspv-reflect --format=c: goldens of tests/reflect/c/, compiled as C and
# C++, their sets and bindings against spirv-cross --reflect.
part reflect-header python3 tests/reflect_header.py "$build"
# The optimizer: per-pass goldens (tests/opt/), every compile golden and the
# corpus at -O and -Os through spirv-val, and odd modules (tests/opt_modules.py).
part opt python3 tests/opt_modules.py "$build"
part val-diff python3 tests/val_diff.py "$build"
# The fuzz harnesses as plain programs over every input that ever failed
# (tests/fuzz/regress/) and the robustness folder (2 s and 256 MB each).
part fuzz-regress python3 tests/fuzz_regress.py "$build"
# The Vulkan loader, lavapipe and the validation layer leave a few hundred
# bytes unfreed at exit, so leak checks are off for scripts that run on the
# driver (run_scripts.py turns them back on for the parse-error scripts,
# which never load Vulkan). First with glslangValidator's SPIR-V (the oracle),
# then with glspv's own (glspv-run's default).
# The oracle's pass checks the scripts against glslang's SPIR-V; its verdicts
# do not depend on how glspv was built, so a sanitizer build (which runs
# glspv-run under the sanitizers in the two passes after it) leaves it out.
if [ "$sanitized" = 1 ]; then
    say "-- run-scripts: the oracle's pass runs on the normal build only"
else
    part run-scripts env ASAN_OPTIONS="detect_leaks=0:exitcode=86" python3 tests/run_scripts.py "$build" \
        --compiler glslangValidator --known-failures tests/run/glslang-known-failures.txt
fi
# A sanitizer build runs half of the scripts here and the other half in
# run-optimized (which compiles with libglspv too, then optimizes): each
# script's GLSL goes through the sanitized compiler once, at least.
part run-libglspv env ASAN_OPTIONS="detect_leaks=0:exitcode=86" python3 tests/run_scripts.py "$build" $(share 1) \
    --compiler libglspv --known-failures tests/run/libglspv-known-failures.txt
# The optimizer on modules glspv did not write (issue 20's differential
# test): glslang's SPIR-V through glspv_spirv_optimize (glspv-run -O with
# --compiler, what glspv-opt -O does), the same probed values as the
# oracle's pass; its known failures are the oracle's. Normal build only, as
# the oracle's pass (the sanitizers run the optimizer in the part below).
if [ "$sanitized" = 1 ]; then
    say "-- run-glslang-optimized: on the normal build only"
else
    part run-glslang-optimized env ASAN_OPTIONS="detect_leaks=0:exitcode=86" python3 tests/run_scripts.py "$build" \
        --compiler glslangValidator --optimize O --known-failures tests/run/glslang-known-failures.txt
fi
# The same scripts with the optimizer on (glspv -O): the same probed values.
part run-optimized env ASAN_OPTIONS="detect_leaks=0:exitcode=86" python3 tests/run_scripts.py "$build" $(share 0) \
    --compiler libglspv --optimize O --known-failures tests/run/libglspv-known-failures.txt
# The Vulkan layer VK_LAYER_GLSPV_glsl_shader through the real loader on
# lavapipe, without and with the validation layer below it, its settings,
# an implicit manifest and the examples (tests/layer/run.sh). Leak checks
# stay on: it keeps the driver and the layers loaded for the report.
part layer sh tests/layer/run.sh "$build"
# Every script once more with its GLSL handed to vkCreateShaderModule as text,
# through the layer (glspv-run --via-layer, the layer from $build/layer),
# which also checks each module it compiles with glspv-val.
part run-via-layer env ASAN_OPTIONS="detect_leaks=0:exitcode=86" VK_GLSPV_VALIDATE=1 python3 tests/run_scripts.py "$build" $(share 1) \
    --via-layer --known-failures tests/run/via-layer-known-failures.txt
# And with the layer's optimizer on (VK_GLSPV_OPTIMIZE=1): the same probed
# values. The normal build answers (the sanitizers run the optimizer in the
# parts above, and the layer's setting in tests/layer/run.sh).
if [ "$sanitized" = 1 ]; then
    say "-- run-via-layer-optimized: on the normal build only"
else
    part run-via-layer-optimized env VK_GLSPV_OPTIMIZE=1 VK_GLSPV_VALIDATE=1 python3 tests/run_scripts.py "$build" \
        --via-layer --known-failures tests/run/via-layer-known-failures.txt
fi

passed=$(grep -c '^PASS ' "$log")
failed=$(grep -c '^FAIL ' "$log")
skipped=$(grep -c '^SKIP ' "$log")
line="$build: $passed passed, $failed failed"
[ "$skipped" -gt 0 ] && line="$line, $skipped skipped"
echo "$line"
[ "$failed" -eq 0 ]
