#!/bin/sh
# The layer's tests, on lavapipe through the real Vulkan loader:
#
#     sh tests/layer/run.sh BUILD        (tests/run.sh runs it as its "layer" part)
#
#   - the shared object exports the loader's entry points only, and the
#     build-tree manifest says what the issue says it must;
#   - layer_test (tests/layer/layer_test.c): every test without, then with
#     VK_LAYER_KHRONOS_validation below the layer (no validation error allowed);
#   - apps_test (tests/layer/apps_test.c): the programs of 2016-2020 that used
#     VK_NV_glsl_shader, replayed, permissive and strict, alone and with the
#     validation layer;
#   - the settings (VK_GLSPV_*), each through layer_test with the variable set;
#   - an implicit manifest, gated by ENABLE_/DISABLE_VK_LAYER_GLSPV_glsl_shader;
#   - the two examples make demo runs.
#
# Prints PASS/FAIL lines (reasons indented); exits 1 when anything failed.
# Missing Vulkan pieces are failures, never skips: CI has lavapipe.
set -u
cd "$(dirname "$0")/../.." || exit 2
if [ $# -ne 1 ]; then
    echo "usage: tests/layer/run.sh BUILD" >&2
    exit 2
fi
build=${1%/}
abs_build=$(cd "$build" 2>/dev/null && pwd) || { echo "FAIL layer/build"; echo "    no folder $build"; exit 1; }
lib=$abs_build/layer/libVkLayer_GLSPV_glsl_shader.so
test_bin=$abs_build/layer-tests/layer_test
spy_dir=$abs_build/layer-tests/spy
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
failed=0
TIMEOUT=${GLSPV_TEST_TIMEOUT:-300}

pass() { echo "PASS layer/$1"; }
fail() {
    name=$1
    shift
    echo "FAIL layer/$name"
    for why in "$@"; do
        printf '%s\n' "$why" | sed 's/^/    /'
    done
    failed=1
}

icd=${VK_ICD_FILENAMES:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}
export VK_ICD_FILENAMES="$icd"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$tmp}"
export GLSPV_SPY_DIR="$spy_dir"
# The loader unloads layers and the driver with each instance; kept loaded,
# the sanitizers can name them in a report. Leak checks then stay on.
driver=$(sed -n 's/.*"library_path" *: *"\([^"]*\)".*/\1/p' "$icd" 2>/dev/null | head -n 1)
export GLSPV_TEST_KEEP="$lib:$driver:libVkLayer_khronos_validation.so"

for f in "$lib" "$test_bin" "$abs_build/layer-tests/apps_test" "$spy_dir/libVkLayer_GLSPV_test_spy.so" "$abs_build/glspv" \
         "$abs_build/examples/layer-compute" "$abs_build/examples/layer-error"; do
    if [ ! -e "$f" ]; then
        fail build "$f was not built (make BUILD=$build)"
        exit 1
    fi
done
if [ ! -r "$icd" ]; then
    fail vulkan "no Vulkan driver manifest at $icd (scripts/install-deps.sh installs mesa-vulkan-drivers)"
    exit 1
fi

# ---- the shared object and its manifest ----

exports=$(nm -D --defined-only "$lib" 2>&1 | awk '$2 ~ /^[TWDBRV]$/ { print $3 }' | sort | tr '\n' ' ')
want="vkGetDeviceProcAddr vkGetInstanceProcAddr vkNegotiateLoaderLayerInterfaceVersion "
if [ "$exports" = "$want" ]; then
    pass exports
else
    fail exports "exported: $exports" "expected: $want"
fi
if readelf -d "$lib" 2>/dev/null | grep -q 'NEEDED.*libvulkan'; then
    fail static-link "the layer links the Vulkan loader"
elif readelf -d "$lib" 2>/dev/null | grep -q 'NEEDED.*libglspv'; then
    fail static-link "the layer links libglspv.so; it must contain libglspv"
else
    pass static-link
fi
if python3 - "$abs_build/layer/VkLayer_GLSPV_glsl_shader.json" src/layer/implicit.json.in >"$tmp/manifest" 2>&1 <<'EOF'
import json, sys
m = json.load(open(sys.argv[1]))["layer"]
assert m["name"] == "VK_LAYER_GLSPV_glsl_shader", m["name"]
assert m["type"] == "GLOBAL"
assert m["library_path"] == "./libVkLayer_GLSPV_glsl_shader.so", m["library_path"]
assert m["device_extensions"] == [{"name": "VK_NV_glsl_shader", "spec_version": "1", "entrypoints": []}]
assert m["instance_extensions"] == [{"name": "VK_EXT_layer_settings", "spec_version": "2"}]
assert "enable_environment" not in m
i = json.loads(open(sys.argv[2]).read().replace("@LIBRARY_PATH@", "x").replace("@API_VERSION@", "1.3.0"))["layer"]
assert i["instance_extensions"] == m["instance_extensions"] and i["device_extensions"] == m["device_extensions"]
assert i["enable_environment"] == {"ENABLE_VK_LAYER_GLSPV_glsl_shader": "1"}
assert i["disable_environment"] == {"DISABLE_VK_LAYER_GLSPV_glsl_shader": "1"}
EOF
then
    pass manifest
else
    fail manifest "$(cat "$tmp/manifest")"
fi

# ---- layer_test ----

"$abs_build/glspv" -o "$tmp/square.spv" tests/layer/square.comp 2>"$tmp/glspv.err" ||
    fail spirv "glspv cannot compile tests/layer/square.comp:" "$(cat "$tmp/glspv.err")"

# run_test NAME ARGS...: layer_test's own PASS/FAIL lines; a crash or a
# sanitizer report is a failure of NAME.
run_test() {
    name=$1
    shift
    timeout "$TIMEOUT" "${TEST_BIN:-$test_bin}" --spirv "$tmp/square.spv" "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    cat "$tmp/out"
    grep -q '^FAIL ' "$tmp/out" && failed=1
    if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$tmp/out"; then
        case $rc in
            124) why="did not finish within ${TIMEOUT}s" ;;
            86|87) why="sanitizer report (exit $rc)" ;;
            *) why="exit $rc" ;;
        esac
        fail "$name" "layer_test $*: $why; its stderr:" "$(head -n 60 "$tmp/err")"
    fi
}

export VK_ADD_LAYER_PATH="$abs_build/layer:$spy_dir"
run_test all
cp "$tmp/err" "$tmp/err.all"
run_test validation --validation
# With callbacks registered, logs go to them, not to stderr (VK_GLSPV_LOG_STDERR unset).
if grep -q 'VK_LAYER_GLSPV_glsl_shader: ' "$tmp/err.all"; then
    fail settings-log-stderr-auto "compile logs reached stderr though the application has callbacks:" \
        "$(grep 'VK_LAYER_GLSPV_glsl_shader: ' "$tmp/err.all" | head -n 5)"
else
    pass settings-log-stderr-auto
fi

# ---- the applications of 2016-2020 (tests/layer/apps_test.c) ----

# Permissive and strict, each without and with the validation layer below.
apps=$abs_build/layer-tests/apps_test
TEST_BIN=$apps run_test apps
TEST_BIN=$apps run_test apps-validation --validation
VK_GLSPV_STRICT=1 TEST_BIN=$apps run_test apps-strict --label strict
VK_GLSPV_STRICT=1 TEST_BIN=$apps run_test apps-strict-validation --validation --label strict/vvl

# ---- settings ----

VK_GLSPV_AUTO_MAP_LOCATIONS=0 run_test auto-map-off --label settings auto-map-off
VK_GLSPV_AUTO_BIND_UNIFORMS=1 run_test auto-bind --label settings auto-bind
# glspv-val on every module the layer compiles: an invalid one is stopped,
# and none of the default tests' modules is flagged.
VK_GLSPV_VALIDATE=1 run_test validate --label settings validate
VK_GLSPV_VALIDATE=1 run_test validate-all --label settings/validate
# The optimizer in the layer: every default test with glspv -O's modules
# (checked by glspv-val too), and the dumped module valid, without names.
VK_GLSPV_OPTIMIZE=1 VK_GLSPV_VALIDATE=1 run_test optimize-all --label settings/optimize
VK_GLSPV_OPTIMIZE=1 VK_GLSPV_DUMP_DIR="$tmp/dump-opt" run_test compute compute >/dev/null
ok=1
why=""
for spv in "$tmp"/dump-opt/*.comp.spv; do
    [ -e "$spv" ] || { ok=0; why="nothing dumped"; break; }
    out=$(spirv-val --target-env vulkan1.3 "$spv" 2>&1) || { ok=0; why="$why spirv-val: $out;"; }
    if spirv-dis "$spv" 2>/dev/null | grep -q 'OpName'; then
        ok=0
        why="$why $(basename "$spv") keeps its names (glspv -O drops them);"
    fi
done
if [ $ok -eq 1 ] && ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-optimize-dump
else
    fail settings-optimize-dump "VK_GLSPV_OPTIMIZE=1:$why" "$(cat "$tmp/out" | head -n 20)"
fi

VK_GLSPV_LOG_STDERR=1 run_test failure failure >/dev/null
if grep -q 'VK_LAYER_GLSPV_glsl_shader: bad.comp:4: error:' "$tmp/err"; then
    pass settings-log-stderr
else
    fail settings-log-stderr "VK_GLSPV_LOG_STDERR=1: stderr lacks the log:" "$(head -n 20 "$tmp/err")"
fi

VK_GLSPV_AUTO_MAP_LOCATIONS=perhaps run_test graphics graphics >/dev/null
if grep -q 'VK_GLSPV_AUTO_MAP_LOCATIONS=perhaps is not 0 or 1' "$tmp/err" && ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-bad-value
else
    fail settings-bad-value "an unreadable value must be reported and the default kept:" "$(cat "$tmp/out" "$tmp/err")"
fi

# The folder is made when missing, parents and all.
VK_GLSPV_DUMP_DIR="$tmp/dump/made/here" run_test compute compute >/dev/null
ok=1
why=""
n=0
for spv in "$tmp"/dump/made/here/*.comp.spv; do
    [ -e "$spv" ] || break
    n=$((n + 1))
    [ -e "${spv%.spv}" ] || { ok=0; why="$why no GLSL beside $(basename "$spv");"; }
    if ! out=$(spirv-val --target-env vulkan1.3 "$spv" 2>&1); then
        ok=0
        why="$why spirv-val $(basename "$spv"): $out;"
    fi
done
# One module, compiled once, whatever the two pipelines made from it.
if [ $ok -eq 1 ] && [ $n -eq 1 ] && ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-dump
else
    fail settings-dump "VK_GLSPV_DUMP_DIR: $n files *.comp.spv (expected 1):$why" "$(ls -R "$tmp/dump")"
fi
# A folder that cannot be made: one warning, and the shaders still work.
: >"$tmp/a-file"
VK_GLSPV_DUMP_DIR="$tmp/a-file/dump" run_test compute compute >/dev/null
if [ "$(grep -c 'cannot create the folder' "$tmp/err")" = 1 ] && ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-dump-unwritable
else
    fail settings-dump-unwritable "VK_GLSPV_DUMP_DIR under a file: expected one warning and no failure:" \
        "$(cat "$tmp/out" "$tmp/err" | head -n 20)"
fi
# The persistent cache: an entry written and read back (given other words,
# the pipeline runs them), damaged and truncated entries rewritten, with and
# without the validation layer; the folder made when missing.
VK_GLSPV_CACHE_DIR="$tmp/cache/made" run_test disk-cache --label settings disk-cache
VK_GLSPV_CACHE_DIR="$tmp/cache-vvl" run_test disk-cache-validation --validation --label settings/vvl disk-cache
# Four processes sharing one folder at once, then one that reads what they left.
mkdir -p "$tmp/cache-shared"
for i in 1 2 3 4; do
    VK_GLSPV_CACHE_DIR="$tmp/cache-shared" timeout "$TIMEOUT" "$test_bin" compute graphics \
        >"$tmp/shared$i.out" 2>"$tmp/shared$i.err" &
done
wait
ok=1
why=""
for i in 1 2 3 4; do
    if grep -q '^FAIL' "$tmp/shared$i.out" || ! grep -q '^PASS' "$tmp/shared$i.out"; then
        ok=0
        why="$why process $i: $(cat "$tmp/shared$i.out" "$tmp/shared$i.err" | head -n 5);"
    fi
done
entries=$(ls "$tmp/cache-shared" | grep -c '\.glspvc$')
temps=$(ls -A "$tmp/cache-shared" | grep -c '^\.tmp-')
VK_GLSPV_CACHE_DIR="$tmp/cache-shared" run_test compute compute graphics >/dev/null
if [ $ok -eq 1 ] && [ "$entries" = 3 ] && [ "$temps" = 0 ] && ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-disk-cache-processes
else
    fail settings-disk-cache-processes "4 processes on one VK_GLSPV_CACHE_DIR: $entries entries (expected 3: one compute," \
        "two graphics shaders), $temps temporary files left;$why" "$(cat "$tmp/out" | head -n 10)"
fi
# Bounded: the folder stays under VK_GLSPV_CACHE_DIR_SIZE, least recently used out first.
VK_GLSPV_CACHE_DIR="$tmp/cache-small" VK_GLSPV_CACHE_DIR_SIZE=6000 run_test all >/dev/null
total=$(cat "$tmp"/cache-small/*.glspvc 2>/dev/null | wc -c)
entries=$(ls "$tmp/cache-small" | grep -c '\.glspvc$')
if [ "$total" -le 6000 ] && [ "$entries" -ge 1 ] && ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-disk-cache-bounded
else
    fail settings-disk-cache-bounded "VK_GLSPV_CACHE_DIR_SIZE=6000: $entries entries, $total bytes" "$(head -n 10 "$tmp/out")"
fi
# A folder that cannot be made: one warning, and the shaders still work.
VK_GLSPV_CACHE_DIR="$tmp/a-file/cache" run_test compute compute >/dev/null
if [ "$(grep -c 'cannot create the folder' "$tmp/err")" = 1 ] && ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-disk-cache-unwritable
else
    fail settings-disk-cache-unwritable "VK_GLSPV_CACHE_DIR under a file: expected one warning and no failure:" \
        "$(cat "$tmp/out" "$tmp/err" | head -n 20)"
fi

# No debug callback: the one warning per device goes to stderr.
run_test no-callback no-callback >/dev/null
if [ "$(grep -c 'on a device created without VK_NV_glsl_shader' "$tmp/err")" = 2 ] && ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-warning-stderr
else
    fail settings-warning-stderr "without callbacks, expected the warning once per device (2) on stderr:" \
        "$(cat "$tmp/out" "$tmp/err" | head -n 20)"
fi

# Strict: GLSL only on devices that enabled VK_NV_glsl_shader, set by the
# environment, by vk_layer_settings.txt where the Khronos layers look for it
# (VK_LAYER_SETTINGS_PATH as a folder or a file, XDG_DATA_HOME), and by
# VK_EXT_layer_settings (layer_test strict-api); the environment wins.
VK_GLSPV_STRICT=1 run_test strict --label settings strict
mkdir -p "$tmp/settings" "$tmp/xdg-settings/vulkan/settings.d" "$tmp/bad-settings"
printf '# a comment\nkhronos_validation.strict = false\n  glspv_glsl_shader.strict = true  # ours\n' \
    >"$tmp/settings/vk_layer_settings.txt"
cp "$tmp/settings/vk_layer_settings.txt" "$tmp/xdg-settings/vulkan/settings.d/"
VK_LAYER_SETTINGS_PATH="$tmp/settings" run_test strict-file-folder --label settings/file-folder strict
VK_LAYER_SETTINGS_PATH="$tmp/settings/vk_layer_settings.txt" run_test strict-file --label settings/file strict
XDG_DATA_HOME="$tmp/xdg-settings" run_test strict-xdg --label settings/xdg strict
VK_GLSPV_STRICT=0 VK_LAYER_SETTINGS_PATH="$tmp/settings" run_test strict-env-over-file \
    --label settings/env-over-file no-extension
printf 'glspv_glsl_shader.strict = perhaps\n' >"$tmp/bad-settings/vk_layer_settings.txt"
VK_LAYER_SETTINGS_PATH="$tmp/bad-settings" run_test no-extension no-extension >/dev/null
if grep -q 'vk_layer_settings.txt: glspv_glsl_shader.strict=perhaps is not 0 or 1' "$tmp/err" &&
   ! grep -q '^FAIL' "$tmp/out"; then
    pass settings-file-bad-value
else
    fail settings-file-bad-value "an unreadable value in the file must be reported and the default kept:" \
        "$(cat "$tmp/out" "$tmp/err")"
fi

# ---- an implicit manifest (this loader has no VK_ADD_IMPLICIT_LAYER_PATH) ----

mkdir -p "$tmp/xdg/vulkan/implicit_layer.d"
sed -e "s|@LIBRARY_PATH@|$lib|" -e 's|@API_VERSION@|1.3.0|' src/layer/implicit.json.in \
    >"$tmp/xdg/vulkan/implicit_layer.d/VkLayer_GLSPV_glsl_shader.json"
export VK_ADD_LAYER_PATH="$spy_dir"
XDG_DATA_HOME="$tmp/xdg" ENABLE_VK_LAYER_GLSPV_glsl_shader=1 \
    run_test implicit-enabled --implicit --label implicit-enabled implicit-on
XDG_DATA_HOME="$tmp/xdg" run_test implicit-not-enabled --implicit --label implicit-not-enabled implicit-off
XDG_DATA_HOME="$tmp/xdg" ENABLE_VK_LAYER_GLSPV_glsl_shader=1 DISABLE_VK_LAYER_GLSPV_glsl_shader=1 \
    run_test implicit-disabled --implicit --label implicit-disabled implicit-off
# Not enabled, but named by the application: loaded through the implicit manifest.
XDG_DATA_HOME="$tmp/xdg" run_test implicit-manifest-explicit --label implicit-manifest-explicit compute
# Enabled implicitly and named by the application too: still one layer.
export VK_ADD_LAYER_PATH="$abs_build/layer:$spy_dir"
XDG_DATA_HOME="$tmp/xdg" ENABLE_VK_LAYER_GLSPV_glsl_shader=1 \
    run_test implicit-and-explicit --label implicit-and-explicit compute failure

# ---- the examples ----

# They cannot keep the driver loaded, and lavapipe leaves 128 bytes behind
# when it is unloaded: no leak check here (layer_test does it for the layer).
for ex in layer-compute layer-error; do
    if out=$(VK_ADD_LAYER_PATH="$abs_build/layer" ASAN_OPTIONS="detect_leaks=0:exitcode=86" \
             timeout "$TIMEOUT" "$abs_build/examples/$ex" 2>&1); then
        pass "example-$ex"
    else
        fail "example-$ex" "examples/$ex.c exited with status $?:" "$out"
    fi
done

exit $failed
