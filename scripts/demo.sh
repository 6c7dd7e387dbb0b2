#!/bin/sh
# `make demo`: build glspv and show it at work on the examples in examples/.
# First the compiler: the compute shader of examples/hello.shader_test is
# compiled by glspv to SPIR-V, checked by spirv-val, and run on the Vulkan
# driver by glspv-run, which probes the values it computed. Then the SPIR-V
# tools on examples/hello.spvasm: glspv-as assembles it, glspv-dis
# disassembles it, and both round trips (and spirv-as/spirv-dis when
# installed) must agree. Last the Vulkan layer VK_LAYER_GLSPV_glsl_shader:
# examples/layer-compute.c hands GLSL text to vkCreateShaderModule on
# lavapipe and prints what the shader computed, examples/layer-error.c shows
# a shader with a mistake: the log it receives and VK_ERROR_INVALID_SHADER_NV.
# Everything it writes goes to build/demo/.
set -u
cd "$(dirname "$0")/.." || exit 2

sh scripts/install-deps.sh || exit 1
echo "== building"
mkdir -p build/demo
# Only what the demo runs: unit tests and the rest are make check's business.
targets="build/glspv build/glspv-run build/layer/libVkLayer_GLSPV_glsl_shader.so"
targets="$targets build/layer/VkLayer_GLSPV_glsl_shader.json build/examples/layer-compute build/examples/layer-error"
[ -n "${GLSPV_AS:-}" ] || targets="$targets build/glspv-as"
[ -n "${GLSPV_DIS:-}" ] || targets="$targets build/glspv-dis"
# shellcheck disable=SC2086 # $targets is a list
if ! make -j"$(nproc 2>/dev/null || echo 2)" $targets >build/demo/build.log 2>&1; then
    tail -n 30 build/demo/build.log
    echo "demo: the build failed (whole log in build/demo/build.log)"
    exit 1
fi

src=examples/hello.spvasm
env=$(sed -n '1s/^; target-env: *//p' "$src")
env=${env:-vulkan1.0}
out=build/demo
as=${GLSPV_AS:-build/glspv-as}
dis=${GLSPV_DIS:-build/glspv-dis}

fail() {
    echo "demo: $*"
    exit 1
}

# show CMD...: print the command, then run it.
show() {
    echo "\$ $*"
    "$@"
}

script=examples/hello.shader_test
echo
echo "== 1. compile GLSL: the compute shader of $script"
sed -n '/^\[compute shader\]$/,/^\[/p' "$script" | sed '1d;$d' >"$out/hello.comp"
show build/glspv -o "$out/hello.comp.spv" "$out/hello.comp" || fail "glspv failed"
echo "   $(wc -c <"$out/hello.comp.spv") bytes of SPIR-V"
if command -v spirv-val >/dev/null 2>&1; then
    show spirv-val --target-env vulkan1.0 "$out/hello.comp.spv" || fail "spirv-val rejects glspv's module"
    echo "   spirv-val: valid"
fi

echo
echo "== 2. run it on the Vulkan driver and probe the results"
show build/glspv-run --validate "$script" || fail "glspv-run: the script did not pass"

echo
echo "== 3. assemble $src (SPIR-V assembly text) into a binary module"
show "$as" --target-env "$env" -o "$out/hello.spv" "$src" || fail "glspv-as failed"
echo "   $(wc -c <"$out/hello.spv") bytes; the header (magic, version, generator, bound, schema):"
od -An -tx4 -N20 "$out/hello.spv"

echo
echo "== 4. validate it"
if command -v spirv-val >/dev/null 2>&1; then
    show spirv-val --target-env "$env" "$out/hello.spv" || fail "spirv-val rejects the module"
    echo "   spirv-val: valid for $env"
else
    echo "   (spirv-val is not installed: skipped)"
fi

echo
echo "== 5. disassemble it"
show "$dis" -o "$out/hello.dis" "$out/hello.spv" || fail "glspv-dis failed"
cat "$out/hello.dis"

echo
echo "== 6. round trips"
"$as" --target-env "$env" -o "$out/again.spv" "$out/hello.dis" || fail "glspv-as failed on glspv-dis's text"
cmp -s "$out/hello.spv" "$out/again.spv" || fail "assembling the disassembly gave a different binary"
echo "   glspv-as(glspv-dis(binary)) == binary"
"$dis" --raw-id "$out/hello.spv" | "$as" --preserve-numeric-ids --target-env "$env" -o - - >"$out/raw.spv" ||
    fail "glspv-dis --raw-id | glspv-as --preserve-numeric-ids failed"
cmp -s "$out/hello.spv" "$out/raw.spv" || fail "the --raw-id round trip gave a different binary"
echo "   glspv-dis --raw-id | glspv-as --preserve-numeric-ids == binary"

if command -v spirv-as >/dev/null 2>&1 && command -v spirv-dis >/dev/null 2>&1; then
    echo
    echo "== 7. against SPIRV-Tools"
    spirv-as --target-env "$env" -o "$out/spirv-as.spv" "$src" || fail "spirv-as failed"
    cmp -s "$out/hello.spv" "$out/spirv-as.spv" || fail "glspv-as and spirv-as disagree"
    echo "   glspv-as output == spirv-as output"
    spirv-dis "$out/hello.spv" >"$out/spirv-dis.txt" || fail "spirv-dis failed"
    cmp -s "$out/hello.dis" "$out/spirv-dis.txt" || fail "glspv-dis and spirv-dis disagree"
    echo "   glspv-dis output == spirv-dis output"
fi

echo
echo "== 8. VK_NV_glsl_shader on lavapipe: GLSL text straight to vkCreateShaderModule (examples/layer-compute.c)"
# The build tree's manifest; an installed layer needs no VK_ADD_LAYER_PATH.
lavapipe=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
if [ -z "${VK_ICD_FILENAMES:-}" ] && [ -r "$lavapipe" ]; then
    export VK_ICD_FILENAMES="$lavapipe"
fi
show env VK_ADD_LAYER_PATH=build/layer build/examples/layer-compute || fail "the layer example failed"

echo
echo "== 9. a GLSL mistake through the layer: the log and VK_ERROR_INVALID_SHADER_NV (examples/layer-error.c)"
show env VK_ADD_LAYER_PATH=build/layer build/examples/layer-error || fail "the layer error example did not behave as described"
echo
echo "demo: done (files in $out/)"
