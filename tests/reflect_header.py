#!/usr/bin/env python3
"""glspv-reflect --format=c: the C header of each shader of tests/reflect/c/
against its golden (NAME.h; BLESS=1 writes missing or changed ones, to be
reviewed with git diff), compiled as C99 and as C++ with every warning an
error, and checked against the oracle: every resource spirv-cross --reflect
lists with a set and binding has an enum pair PREFIX_X_SET, PREFIX_X_BINDING
with those values, with the descriptor count its array dimensions give, and
no binding more.

    python3 tests/reflect_header.py BUILD

Each shader is compiled by glspv for Vulkan 1.2 into STEM.spv (STEM: the
file name up to its first dot, so the default prefix is tested); a
`// glspv-flags:` line adds compiler flags, a `// reflect-flags:` line
glspv-reflect flags.
"""
import glob
import json
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

FOLDER = os.path.join(harness.ROOT, "tests", "reflect", "c")
KINDS = ["ubos", "ssbos", "textures", "separate_images", "separate_samplers", "images", "subpass_inputs",
         "acceleration_structures"]


def flags_of(path, key):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("// %s:" % key):
                return line.split(":", 1)[1].split()
    return []


def check_golden(golden, got, bless):
    if bless:
        if not os.path.exists(golden) or open(golden, "rb").read() != got:
            with open(golden, "wb") as f:
                f.write(got)
        return []
    if not os.path.exists(golden):
        return ["no golden %s (run with BLESS=1 and review it)" % os.path.relpath(golden, harness.ROOT)]
    want = open(golden, "rb").read()
    return [] if got == want else harness.first_text_diff(got, want, "glspv-reflect", "golden")


def enum_values(header):
    """NAME -> value of every enum constant in the header's text."""
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"^    (\w+) = (\d+)", header, re.M)}


def oracle_reasons(values, cross_json):
    """The header's bindings against spirv-cross's resources."""
    want = {}
    for kind in KINDS:
        for res in cross_json.get(kind, []):
            count = 1
            for dim in res.get("array", []):
                count *= dim
            want[(res.get("set", 0), res.get("binding", 0))] = count
    got = {}
    for name, value in values.items():
        if name.endswith("_SET") and name[:-4] + "_BINDING" in values:
            base = name[:-4]
            got[(value, values[base + "_BINDING"])] = values.get(base + "_DESCRIPTOR_COUNT")
    if got == want:
        return []
    return ["bindings (set, binding) -> count: header %s, spirv-cross %s" % (sorted(got.items()),
                                                                              sorted(want.items()))]


def compiles(cc, lang, header_path, tmp):
    src = os.path.join(tmp, "use." + ("c" if lang == "c" else "cpp"))
    with open(src, "w") as f:
        f.write('#include "%s"\nint main(void) { return 0; }\n' % header_path)
    std = ["-std=c99"] if lang == "c" else ["-std=c++11", "-x", "c++"]
    res = harness.run([cc] + std + ["-Wall", "-Wextra", "-pedantic", "-Werror", "-fsyntax-only", src])
    return [] if res.rc == 0 else ["the header does not compile as %s" % lang] + harness.describe(res)


def main():
    build = sys.argv[1]
    bless = os.environ.get("BLESS") == "1"
    rep = harness.Reporter()
    glspv, why = harness.tool(build, "glspv", "GLSPV")
    reflect, why_reflect = harness.tool(build, "glspv-reflect", "GLSPV_REFLECT")
    cross, why_cross = harness.reference("spirv-cross")
    cc, cxx = shutil.which("cc"), shutil.which("c++")
    problems = [w for w in (why, why_reflect, why_cross) if w] + \
        ["no C compiler (cc) or C++ compiler (c++)" for missing in [not cc or not cxx] if missing]
    if problems:
        rep.result("reflect-header", problems)
        return rep.exit_code()
    sources = sorted(p for p in glob.glob(os.path.join(FOLDER, "*")) if not p.endswith(".h"))
    for src in sources:
        name = "reflect-header/" + os.path.basename(src)
        with tempfile.TemporaryDirectory(prefix="glspv-reflect-c-") as tmp:
            spv = os.path.join(tmp, os.path.basename(src).split(".")[0] + ".spv")
            res = harness.run([glspv, "--target-env=vulkan1.2"] + flags_of(src, "glspv-flags") + [src, "-o", spv])
            if res.rc != 0:
                rep.result(name, ["glspv does not compile it"] + harness.describe(res))
                continue
            got = harness.run([reflect, "--format=c", spv] + flags_of(src, "reflect-flags"))
            if got.rc != 0:
                rep.result(name, ["glspv-reflect --format=c failed"] + harness.describe(got))
                continue
            reasons = check_golden(src + ".h", got.out, bless)
            header = os.path.join(tmp, "reflect.h")
            with open(header, "wb") as f:
                f.write(got.out)
            reasons += compiles(cc, "c", header, tmp) + compiles(cxx, "c++", header, tmp)
            cross_res = harness.run([cross, spv, "--reflect"])
            if cross_res.rc != 0:
                reasons += ["spirv-cross --reflect failed"] + harness.describe(cross_res)
            else:
                reasons += oracle_reasons(enum_values(got.out.decode()), json.loads(cross_res.out))
            rep.result(name, reasons)
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
