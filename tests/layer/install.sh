#!/bin/sh
# make install, checked: install BUILD's files into a temporary DESTDIR and
#   - look at what was installed (library with SONAME and links, header,
#     pkg-config and CMake files, every tool with its man page, the layer and
#     its manifests);
#   - build a program (tests/layer/install_app.c) against the installed
#     glspv.pc and, with CMake, find_package(glspv) -> glspv::glspv and
#     glspv::glspv_static, and run both;
#   - install again under a real PREFIX and run the layer from there, through
#     its explicit and its implicit manifest;
#   - make uninstall leaves no file behind.
#
#     sh tests/layer/install.sh BUILD       (scripts/check.sh runs it on build/)
#
# Prints PASS/FAIL lines; exits 1 when anything failed.
set -u
cd "$(dirname "$0")/../.." || exit 2
if [ $# -ne 1 ]; then
    echo "usage: tests/layer/install.sh BUILD" >&2
    exit 2
fi
build=${1%/}
abs_build=$(cd "$build" 2>/dev/null && pwd) || { echo "FAIL install/build"; echo "    no folder $build"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
failed=0
pass() { echo "PASS install/$1"; }
fail() {
    name=$1
    shift
    echo "FAIL install/$name"
    for why in "$@"; do
        printf '%s\n' "$why" | sed 's/^/    /'
    done
    failed=1
}

prefix=/opt/glspv-test
dest=$tmp/dest
root=$dest$prefix
if ! make -s BUILD="$build" PREFIX="$prefix" DESTDIR="$dest" install >"$tmp/log" 2>&1; then
    fail make-install "make install failed:" "$(tail -n 30 "$tmp/log")"
    exit 1
fi
pass make-install

# ---- what is there ----

version=$(sed -n 's/^#define GLSPV_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\).*/\2/p' include/glspv.h | paste -sd.)
why=""
for f in "lib/libglspv.so.$version" lib/libglspv.a include/glspv.h lib/pkgconfig/glspv.pc \
         lib/cmake/glspv/glspvConfig.cmake lib/cmake/glspv/glspvConfigVersion.cmake \
         lib/libVkLayer_GLSPV_glsl_shader.so share/vulkan/explicit_layer.d/VkLayer_GLSPV_glsl_shader.json \
         share/vulkan/implicit_layer.d/VkLayer_GLSPV_glsl_shader.json \
         share/man/man7/VK_LAYER_GLSPV_glsl_shader.7; do
    [ -f "$root/$f" ] || why="$why
missing: $prefix/$f"
done
[ "$(readlink "$root/lib/libglspv.so.0")" = "libglspv.so.$version" ] || why="$why
libglspv.so.0 -> $(readlink "$root/lib/libglspv.so.0"), expected libglspv.so.$version"
[ "$(readlink "$root/lib/libglspv.so")" = "libglspv.so.0" ] || why="$why
libglspv.so -> $(readlink "$root/lib/libglspv.so"), expected libglspv.so.0"
soname=$(readelf -d "$root/lib/libglspv.so.$version" 2>/dev/null | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
[ "$soname" = libglspv.so.0 ] || why="$why
SONAME is '$soname', expected libglspv.so.0"
cmp -s include/glspv.h "$root/include/glspv.h" || why="$why
the installed glspv.h differs from include/glspv.h"
# Every tool the build made, with its man page; glspv-glslang is a link.
for tool in glspv glspv-glslang glspv-dis glspv-as glspv-run $(ls tools/glspv*.c | sed 's|tools/||; s|\.c$||'); do
    [ -x "$root/bin/$tool" ] || why="$why
missing tool: $prefix/bin/$tool"
    [ -f "$root/share/man/man1/$tool.1" ] || why="$why
missing man page: $prefix/share/man/man1/$tool.1"
done
[ "$(readlink "$root/bin/glspv-glslang")" = glspv ] || why="$why
glspv-glslang is not a link to glspv"
"$root/bin/glspv" --version >/dev/null 2>&1 || why="$why
the installed glspv does not run"
for page in "$root"/share/man/man*/*; do
    out=$(groff -man -Tutf8 -ww -z "$page" 2>&1) || why="$why
groff: $page"
    [ -z "$out" ] || why="$why
$(basename "$page"): $out"
done
lib_path=$(sed -n 's/.*"library_path": *"\([^"]*\)".*/\1/p' "$root/share/vulkan/explicit_layer.d/VkLayer_GLSPV_glsl_shader.json")
[ "$lib_path" = "$prefix/lib/libVkLayer_GLSPV_glsl_shader.so" ] || why="$why
the explicit manifest's library_path is $lib_path"
if [ -z "$why" ]; then
    pass files
else
    fail files "$why"
fi

# ---- pkg-config ----

export PKG_CONFIG_PATH="$root/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$dest"
if flags=$(pkg-config --cflags --libs glspv 2>&1) &&
   [ "$(pkg-config --modversion glspv)" = "$version" ] &&
   cc -std=c11 -Wall -Werror -o "$tmp/app-pc" tests/layer/install_app.c $flags >"$tmp/log" 2>&1 &&
   readelf -d "$tmp/app-pc" | grep -q 'NEEDED.*libglspv.so.0' &&
   LD_LIBRARY_PATH="$root/lib" "$tmp/app-pc" >"$tmp/out" 2>&1 &&
   grep -q "glspv $version: " "$tmp/out"; then
    pass pkg-config
else
    fail pkg-config "pkg-config --cflags --libs glspv: $flags" "$(cat "$tmp/log" "$tmp/out" 2>/dev/null)"
fi
unset PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR

# ---- CMake ----

mkdir -p "$tmp/cmake-src"
cp tests/layer/install_app.c "$tmp/cmake-src/app.c"
cat >"$tmp/cmake-src/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.13)
project(glspv_install_test C)
find_package(glspv 0.1 REQUIRED)
add_executable(app app.c)
target_link_libraries(app PRIVATE glspv::glspv)
add_executable(app_static app.c)
target_link_libraries(app_static PRIVATE glspv::glspv_static)
CMAKE
if cmake -S "$tmp/cmake-src" -B "$tmp/cmake-build" -DCMAKE_PREFIX_PATH="$root" >"$tmp/log" 2>&1 &&
   cmake --build "$tmp/cmake-build" >>"$tmp/log" 2>&1 &&
   LD_LIBRARY_PATH="$root/lib" "$tmp/cmake-build/app" >"$tmp/out" 2>&1 &&
   "$tmp/cmake-build/app_static" >>"$tmp/out" 2>&1 &&
   ! readelf -d "$tmp/cmake-build/app_static" | grep -q libglspv; then
    pass cmake
else
    fail cmake "find_package(glspv) and glspv::glspv / glspv::glspv_static:" "$(tail -n 30 "$tmp/log")" \
        "$(cat "$tmp/out" 2>/dev/null)"
fi
# A newer version than installed must not be found.
sed -i 's/find_package(glspv 0.1 REQUIRED)/find_package(glspv 99 REQUIRED)/' "$tmp/cmake-src/CMakeLists.txt"
if cmake -S "$tmp/cmake-src" -B "$tmp/cmake-build-99" -DCMAKE_PREFIX_PATH="$root" >"$tmp/log" 2>&1; then
    fail cmake-version "find_package(glspv 99) succeeded against glspv $version"
else
    pass cmake-version
fi

# ---- the layer, installed under a real prefix ----

real=$tmp/prefix
if make -s BUILD="$build" PREFIX="$real" install >"$tmp/log" 2>&1; then
    export VK_ICD_FILENAMES="${VK_ICD_FILENAMES:-/usr/share/vulkan/icd.d/lvp_icd.x86_64.json}"
    export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$tmp}"
    if out=$(VK_ADD_LAYER_PATH="$real/share/vulkan/explicit_layer.d" "$abs_build/examples/layer-compute" 2>&1); then
        pass layer-explicit
    else
        fail layer-explicit "examples/layer-compute with the installed explicit manifest:" "$out"
    fi
    # The implicit manifest, found through XDG_DATA_DIRS, enabled by its variable.
    "$abs_build/glspv" -o "$tmp/square.spv" tests/layer/square.comp
    if out=$(XDG_DATA_DIRS="$real/share:/usr/share" ENABLE_VK_LAYER_GLSPV_glsl_shader=1 \
             VK_ADD_LAYER_PATH="$abs_build/layer-tests/spy" GLSPV_SPY_DIR="$abs_build/layer-tests/spy" \
             ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
             "$abs_build/layer-tests/layer_test" --implicit --spirv "$tmp/square.spv" implicit-on 2>&1); then
        pass layer-implicit
    else
        fail layer-implicit "the installed implicit manifest with ENABLE_VK_LAYER_GLSPV_glsl_shader=1:" "$out"
    fi
else
    fail layer-install "make install PREFIX=$real failed:" "$(tail -n 20 "$tmp/log")"
fi

# ---- uninstall ----

if make -s BUILD="$build" PREFIX="$prefix" DESTDIR="$dest" uninstall >"$tmp/log" 2>&1; then
    left=$(find "$dest" ! -type d | sed "s|^$dest||")
    if [ -z "$left" ]; then
        pass uninstall
    else
        fail uninstall "files left after make uninstall:" "$left"
    fi
else
    fail uninstall "make uninstall failed:" "$(tail -n 20 "$tmp/log")"
fi
exit $failed
