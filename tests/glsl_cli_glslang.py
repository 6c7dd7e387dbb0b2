#!/usr/bin/env python3
"""Tests of glspv's glslangValidator personality (tools/glslang_cli.h):
BUILD/glspv-glslang, and BUILD/glspv --compat=glslang.

    python3 tests/glsl_cli_glslang.py BUILD

Checks the options VkRunner, piglit, build systems and editor linters use
(-V, --target-env, -S, -o, -I, -D, -U, --stdin, --quiet, -h, -v, -e),
the default output name <stage>.spv, messages on standard output in
glslang's shape, the exit statuses (0 ok, 1 usage, 2 compile error), and
that BUILD/glspv-run passes compute scripts with --compiler BUILD/glspv-glslang.

Prints `PASS name` / `FAIL name` and last `N passed, N failed`; exits 1 on
failure.
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAVAPIPE = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json"
SPIRV_MAGIC = 0x07230203

COMP = """#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint x[]; };
void main() { x[0] = 1u; }
"""
# Line 3 has the error.
BAD = """#version 450
layout(local_size_x = 1) in;
void main() { vec3 v = vec4(1.0); }
"""
# Needs -DVALUE=...; compiles only when BROKEN is not defined.
MACRO = """#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint x[]; };
#ifdef BROKEN
#error BROKEN is defined
#endif
void main() { x[0] = VALUE; }
"""
INCLUDE_MAIN = """#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint x[]; };
void main() { x[0] = COMMON; }
"""
# Two sources of one compute program, linked: main() in the first calls a
# function the second defines; both declare the struct and the buffer.
LINK_MAIN = """#version 450
layout(local_size_x = 4) in;
struct Pair { int a; int b; };
layout(std430, binding = 0) buffer Data { Pair pairs[4]; int total; };
int combine(Pair p);
void main()
{
    atomicAdd(total, combine(pairs[gl_LocalInvocationID.x]));
}
"""
LINK_LIB = """#version 450
struct Pair { int a; int b; };
layout(std430, binding = 0) buffer Data { Pair pairs[4]; int total; };
int combine(Pair p) { return p.a * 10 + p.b; }
"""
# The same buffer declared with other members: a link error.
LINK_CLASH = """#version 450
layout(std430, binding = 0) buffer Data { Pair2 pairs[4]; float total; };
"""
# Runs the linked module; (1,2) (3,4) (5,6) (7,8) give 12 + 34 + 56 + 78.
LINK_TEST = """
[test]
ssbo 0 subdata int 0 1 2 3 4 5 6 7 8 0
compute 1 1 1
probe ssbo int 0 32 == 180
"""
# A script that asks for Vulkan 1.1, so glspv-run passes --target-env vulkan1.1.
SCRIPT_VK11 = """[require]
vulkan 1.1

[compute shader]
#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint x[]; };
void main() { x[0] = 40u + 2u; }

[test]
ssbo 0 4
compute 1 1 1
probe ssbo uint 0 0 == 42
"""
SHIFT = """#version 450
layout(binding = 1) uniform U { vec4 a; } u;
layout(set = 2, binding = 3) uniform sampler2D s;
layout(binding = 0) uniform sampler smp;
layout(binding = 2) uniform texture2D t;
layout(binding = 4, rgba8) uniform image2D img;
layout(binding = 0) buffer B { vec4 b; } bb;
uniform U2 { vec4 c; } u2;
layout(location = 0) out vec4 o;
void main() { o = u.a + texture(s, vec2(0)) + texture(sampler2D(t, smp), vec2(0)) + imageLoad(img, ivec2(0))
                  + bb.b + u2.c; }
"""
RUN_SCRIPTS = ["builtin-clamp", "builtin-abs-sign", "array-value-semantics", "swizzle-rvalue"]

results = []


def check(name, problems):
    results.append(not problems)
    print(("PASS " if not problems else "FAIL ") + name)
    for p in problems:
        print("    " + p.replace("\n", "\n    "))


def run(cmd, cwd, stdin=None, env=None):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=120, input=stdin, env=env)
    return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def spirv_words(path):
    """The words of a SPIR-V file, or None when it is missing or not SPIR-V."""
    try:
        data = open(path, "rb").read()
    except OSError:
        return None
    if len(data) < 20 or len(data) % 4:
        return None
    words = struct.unpack("<%dI" % (len(data) // 4), data)
    return words if words[0] == SPIRV_MAGIC else None


def expect_status(problems, got, want, out, err):
    if got != want:
        problems.append("exit status %d, expected %d\nstdout: %s\nstderr: %s" % (got, want, out, err))


def spirv_val(problems, path, env):
    val = shutil.which("spirv-val")
    if not val:
        problems.append("spirv-val is not installed")
        return
    rc, out, err = run([val, "--target-env", env, path], os.path.dirname(path))
    if rc != 0:
        problems.append("spirv-val --target-env %s failed:\n%s%s" % (env, out, err))


# For -g/-gV/-gVS: an include, a struct, locals in nested scopes, parameters.
DEBUG_MAIN = """#version 450
#extension GL_GOOGLE_include_directive : require
#include "lib.glsl"
layout(location = 0) out vec4 o;
struct Light { vec3 dir; float power; };
layout(binding = 0) uniform U { Light light; mat3 m; } u;
float shade(Light l, vec3 n)
{
    float d = max(dot(l.dir, n), 0.0);
    return d * l.power;
}
void main()
{
    vec3 n = u.m * vec3(0.0, 0.0, 1.0);
    float total = 0.0;
    for (int i = 0; i < 2; i++) {
        float s = shade(u.light, n);
        total += helper(s);
    }
    o = vec4(total);
}
"""


def debug_facts(dis, folder):
    """What a module's debug information says, as sets to compare between
    compilers: the names of DebugFunction, DebugLocalVariable,
    DebugGlobalVariable, the members' names, the files of DebugSource and
    OpString, which files have their text (a file's text is in the module
    when all its lines are), the kinds of debug types."""
    strings = dict(re.findall(r'^\s*(%\S+) = OpString "((?:[^"\\]|\\.)*)"', dis, re.M | re.S))
    facts = {k: set() for k in ("DebugFunction", "DebugLocalVariable", "DebugGlobalVariable", "DebugTypeMember",
                                "DebugTypeComposite", "types", "files", "texts", "OpSource texts")}
    for m in re.finditer(r"OpExtInst %\S+ %\S+ (Debug\w+)(.*)$", dis, re.M):
        inst, ops = m.group(1), m.group(2).split()
        if inst in facts and ops:
            facts[inst].add(strings.get(ops[0], "?"))
        if inst.startswith("DebugType"):
            facts["types"].add(inst)
        if inst == "DebugSource":
            facts["files"].add(os.path.basename(strings.get(ops[0], "?")))
            if len(ops) > 1:
                facts["texts"].add(os.path.basename(strings.get(ops[0], "?")))
    for m in re.finditer(r'OpSource \w+ \d+ (%\S+) "((?:[^"\\]|\\.)*)"', dis, re.S):
        facts["OpSource texts"].add(os.path.basename(strings.get(m.group(1), "?")))
    facts["types"].discard("DebugTypeComposite")  # samplers: glslang names them otherwise
    return facts


def main():
    if len(sys.argv) != 2:
        print("usage: tests/glsl_cli_glslang.py BUILD", file=sys.stderr)
        return 2
    build = os.path.abspath(sys.argv[1])
    gl = os.path.join(build, "glspv-glslang")
    glspv = os.path.join(build, "glspv")
    if not os.access(gl, os.X_OK):
        check("glspv-glslang exists", ["%s is missing (make builds it as a link to glspv)" % gl])
        return 1

    with tempfile.TemporaryDirectory(prefix="glspv-cli-glslang-") as tmp:
        # VkRunner's temporary files have no extension: the stage comes from -S.
        src = os.path.join(tmp, "shader_in")
        write(src, COMP)
        write(os.path.join(tmp, "a.comp"), COMP)
        write(os.path.join(tmp, "bad.comp"), BAD)
        write(os.path.join(tmp, "macro.comp"), MACRO)
        os.mkdir(os.path.join(tmp, "inc"))
        write(os.path.join(tmp, "inc", "common.glsl"), "#define COMMON 7u\n")
        write(os.path.join(tmp, "inc.comp"), INCLUDE_MAIN)

        # -V --target-env vulkan1.1 -S comp -o OUT IN, as VkRunner runs it.
        p = []
        out_path = os.path.join(tmp, "out1")
        rc, out, err = run([gl, "-V", "--target-env", "vulkan1.1", "-S", "comp", "-o", out_path, src], tmp)
        expect_status(p, rc, 0, out, err)
        words = spirv_words(out_path)
        if words is None:
            p.append("no SPIR-V in %s" % out_path)
        else:
            if words[1] != 0x00010300:
                p.append("SPIR-V version 0x%08x, expected 0x00010300 (vulkan1.1)" % words[1])
            spirv_val(p, out_path, "vulkan1.1")
        if out.splitlines()[:1] != [src]:
            p.append("stdout should start with the input's name, got %r" % out)
        check("vulkan1.1 compute shader, VkRunner's command line", p)

        # --target-env given twice (and with '='): vulkan1.1 plus spirv1.4.
        p = []
        out_path = os.path.join(tmp, "out2.spv")
        rc, out, err = run([gl, "-V", "--target-env=vulkan1.1", "--target-env", "spirv1.4", "-o", out_path,
                            "a.comp"], tmp)
        expect_status(p, rc, 0, out, err)
        words = spirv_words(out_path)
        if words is None or words[1] != 0x00010400:
            p.append("expected SPIR-V 1.4 in %s" % out_path)
        else:
            spirv_val(p, out_path, "vulkan1.1spv1.4")
        check("--target-env vulkan1.1 --target-env spirv1.4", p)

        # No -o: <stage>.spv in the current folder.
        p = []
        d = os.path.join(tmp, "default")
        os.mkdir(d)
        shutil.copy(os.path.join(tmp, "a.comp"), d)
        rc, out, err = run([gl, "-V", "a.comp"], d)
        expect_status(p, rc, 0, out, err)
        if spirv_words(os.path.join(d, "comp.spv")) is None:
            p.append("comp.spv was not written; the folder holds %s" % sorted(os.listdir(d)))
        else:
            spirv_val(p, os.path.join(d, "comp.spv"), "vulkan1.0")
        check("default output name comp.spv", p)

        # Without -V glslangValidator only checks: exit 0, nothing written.
        p = []
        d = os.path.join(tmp, "validate")
        os.mkdir(d)
        shutil.copy(os.path.join(tmp, "a.comp"), d)
        rc, out, err = run([gl, "a.comp"], d)
        expect_status(p, rc, 0, out, err)
        if sorted(os.listdir(d)) != ["a.comp"]:
            p.append("wrote files without -V: %s" % sorted(os.listdir(d)))
        check("no -V: check only", p)

        # A compile error: glslang's lines on stdout, exit 2, no output.
        p = []
        out_path = os.path.join(tmp, "bad.spv")
        rc, out, err = run([gl, "-V", "-o", out_path, "bad.comp"], tmp)
        expect_status(p, rc, 2, out, err)
        lines = out.splitlines()
        if lines[:1] != ["bad.comp"]:
            p.append("stdout should start with the name bad.comp: %r" % out)
        if not any(l.startswith("ERROR: bad.comp:3: ") for l in lines):
            p.append("no 'ERROR: bad.comp:3: ...' line on stdout: %r" % out)
        errors = [l for l in lines if l.startswith("ERROR: bad.comp:")]
        if "ERROR: %d compilation errors.  No code generated." % len(errors) not in lines:
            p.append("no 'ERROR: %d compilation errors.  No code generated.' line: %r" % (len(errors), out))
        if err:
            p.append("compile errors belong on stdout, stderr has %r" % err)
        if os.path.exists(out_path):
            p.append("%s was written despite the error" % out_path)
        check("compile error: ERROR: file:line on stdout, exit 2", p)

        # --quiet: no names echoed.
        p = []
        rc, out, err = run([gl, "-V", "--quiet", "-o", os.path.join(tmp, "q.spv"), "a.comp"], tmp)
        expect_status(p, rc, 0, out, err)
        if out:
            p.append("--quiet printed %r" % out)
        rc, out, err = run([gl, "-V", "--quiet", "bad.comp", "-o", os.path.join(tmp, "q2.spv")], tmp)
        expect_status(p, rc, 2, out, err)
        if out.splitlines()[:1] == ["bad.comp"] or "ERROR: bad.comp:3: " not in out:
            p.append("--quiet should drop the name but keep the errors: %r" % out)
        check("--quiet", p)

        # -q is glslangValidator's reflection (tests/glsl_cli_reflect.py
        # compares its text): the name, then the sections; none on errors.
        p = []
        rc, out, err = run([gl, "-V", "-q", "a.comp", "-o", os.path.join(tmp, "q3.spv")], tmp)
        expect_status(p, rc, 0, out, err)
        if out.splitlines()[:2] != ["a.comp", "Uniform reflection:"] or "Pipeline output reflection:" not in out:
            p.append("-q should print the name, then the reflection: %r" % out)
        rc, out, err = run([gl, "-V", "-q", "bad.comp", "-o", os.path.join(tmp, "q4.spv")], tmp)
        expect_status(p, rc, 2, out, err)
        if "ERROR: bad.comp:3: " not in out or "reflection:" in out:
            p.append("-q on a compile error: the errors and no reflection: %r" % out)
        check("-q (reflection)", p)

        # --stdin -S comp; the source is called "stdin".
        p = []
        out_path = os.path.join(tmp, "stdin.spv")
        rc, out, err = run([gl, "-V", "--stdin", "-S", "comp", "-o", out_path], tmp, stdin=COMP.encode())
        expect_status(p, rc, 0, out, err)
        if spirv_words(out_path) is None:
            p.append("no SPIR-V from standard input")
        rc, out, err = run([gl, "-V", "--stdin", "-S", "comp", "-o", out_path + "2"], tmp, stdin=BAD.encode())
        expect_status(p, rc, 2, out, err)
        if "ERROR: stdin:3: " not in out:
            p.append("errors in standard input should name 'stdin': %r" % out)
        rc, out, err = run([gl, "-V", "--stdin"], tmp, stdin=COMP.encode())
        expect_status(p, rc, 1, out, err)
        check("--stdin -S comp", p)

        # -I<dir>, -D<name>[=value], -U<name>.
        p = []
        rc, out, err = run([gl, "-V", "-Iinc", "-o", os.path.join(tmp, "inc.spv"), "inc.comp"], tmp)
        expect_status(p, rc, 0, out, err)
        rc, out, err = run([gl, "-V", "-DVALUE=3u", "-DBROKEN", "-UBROKEN", "-o", os.path.join(tmp, "m.spv"),
                            "macro.comp"], tmp)
        expect_status(p, rc, 0, out, err)
        rc, out, err = run([gl, "-V", "-DVALUE=3u", "-DBROKEN", "-o", os.path.join(tmp, "m2.spv"), "macro.comp"],
                           tmp)
        expect_status(p, rc, 2, out, err)
        rc, out, err = run([gl, "-V", "-e", "main", "-DVALUE=3u", "-o", os.path.join(tmp, "m3.spv"), "macro.comp"],
                           tmp)
        expect_status(p, rc, 0, out, err)
        check("-I, -D, -U, -e main", p)

        # -e with --source-entrypoint main names the entry point; the binding
        # shifts (long names in any case, short names, a stage): the same
        # OpEntryPoint, OpName and bindings as glslangValidator's.
        p = []
        write(os.path.join(tmp, "shift.frag"), SHIFT)
        oracle, dis = shutil.which("glslangValidator"), shutil.which("spirv-dis")
        for args in (["--amb", "-e", "foo", "--source-entrypoint", "main"], ["--amb", "-e", "foo"],
                     ["--amb", "--shift-UBO-binding", "frag", "5", "--stb", "2", "--shift-image-binding", "vert", "9"],
                     ["--sub", "3", "--ssb", "7", "--sib", "11", "--sbb", "13", "--amb"],
                     # per-set bases, a default set, and HLSL's register triples (no effect)
                     ["--amb", "--stb", "10", "2", "20", "0"],
                     ["--amb", "--stb", "5", "--shift-texture-binding", "frag", "10", "2", "--sub", "1", "0"],
                     ["--amb", "--resource-set-binding", "3"],
                     ["--amb", "--rsb", "frag", "4", "--sbb", "7", "4", "--stb", "vert", "9", "4"],
                     ["--amb", "--rsb", "frag", "s", "1", "2"]):
            texts = []
            for tool in (gl, oracle):
                out_spv = os.path.join(tmp, "shift-%d.spv" % len(texts))
                rc, out, err = run([tool, "-V"] + args + ["-o", out_spv, "shift.frag"], tmp) if tool else (1, "", "")
                if rc != 0 or not dis:
                    p.append("%s %s: exit %d %s%s" % (tool, " ".join(args), rc, out, err))
                    break
                text = subprocess.run([dis, out_spv], capture_output=True, text=True).stdout
                texts.append(sorted(l.strip() for l in text.splitlines()
                                    if "OpEntryPoint" in l or "Binding" in l or "DescriptorSet" in l
                                    or "OpName %foo" in l))
            if len(texts) == 2 and texts[0] != texts[1]:
                p.append("%s: glspv %s, glslangValidator %s" % (" ".join(args), texts[0], texts[1]))
        check("-e with --source-entrypoint, --shift-*-binding (per set too), --resource-set-binding, --amb "
              "(as glslangValidator)", p)

        # Usage errors: exit 1 with a message on stderr.
        p = []
        for args in (["-V", "--no-such-option", "a.comp"], ["-V", "-I", "inc", "a.comp"], ["-V", "-S"],
                     ["-V", "-S", "compute", "a.comp"], ["-V", "--target-env", "vulkan9.9", "a.comp"],
                     ["-V", "--source-entrypoint", "other", "a.comp"], ["-V", "--sub", "x", "a.comp"],
                     ["-V", "shader_in"], ["-V"], ["-V", "missing.comp"]):
            rc, out, err = run([gl] + args, tmp)
            if rc != 1 or "Error" not in err:
                p.append("%s: exit %d (expected 1), stderr %r" % (" ".join(args), rc, err))
        check("usage errors exit 1", p)

        # Several files of one stage are linked into one module.
        p = []
        write(os.path.join(tmp, "main.comp"), LINK_MAIN)
        write(os.path.join(tmp, "lib.comp"), LINK_LIB)
        write(os.path.join(tmp, "clash.comp"), LINK_CLASH.replace("Pair2", "int"))
        write(os.path.join(tmp, "proto.comp"), LINK_MAIN)
        linked = os.path.join(tmp, "linked.spv")
        rc, out, err = run([gl, "-V", "-o", linked, "main.comp", "lib.comp"], tmp)
        expect_status(p, rc, 0, out, err)
        if out.split() != ["main.comp", "lib.comp"]:
            p.append("expected the two file names on stdout, got %r" % out)
        words = spirv_words(linked)
        if words is None:
            p.append("no SPIR-V written")
        else:
            spirv_val(p, linked, "vulkan1.0")
            script = os.path.join(tmp, "linked.shader_test")
            hexed = " ".join("%08x" % w for w in words)
            write(script, "[compute shader binary]\n" + hexed + "\n" + LINK_TEST)
            runner = os.path.join(build, "glspv-run")
            env = dict(os.environ)
            env.setdefault("VK_ICD_FILENAMES", LAVAPIPE)
            env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "").replace("detect_leaks=1", "detect_leaks=0")
            rc, out, err = run([runner, "--validate", "-q", script], tmp, env=env)
            if rc != 0 or 'PIGLIT: {"result": "pass" }' not in out:
                p.append("the linked module did not compute 180 on lavapipe: %s %s" % (out, err[-1000:]))
        check("several files of one stage: linked, valid, and run", p)

        p = []
        # Errors only linking finds are link errors, as glslangValidator
        # has them: "ERROR: Linking compute stage: ...", exit status 3.
        rc, out, err = run([gl, "-V", "-o", linked, "main.comp", "clash.comp"], tmp)
        expect_status(p, rc, 3, out, err)
        if "ERROR: Linking compute stage: block 'Data' is declared differently in another source of this program" not in out:
            p.append("no clash message: %r" % out)
        rc, out, err = run([gl, "-V", "-o", linked, "main.comp"], tmp)
        expect_status(p, rc, 3, out, err)
        if "ERROR: Linking compute stage: 'combine' is called but never defined: no source gives it a body" not in out:
            p.append("no undefined-function message: %r" % out)
        rc, out, err = run([gl, "-V", "-o", linked, "main.comp", "proto.comp", "lib.comp"], tmp)
        expect_status(p, rc, 3, out, err)
        if "ERROR: Linking compute stage: 'main' is defined twice, in two of the sources linked" not in out:
            p.append("no main-twice message: %r" % out)
        if "compilation errors" in out:
            p.append("link errors counted as compilation errors: %r" % out)
        write(os.path.join(tmp, "size8.comp"), LINK_LIB.replace("#version 450\n", "#version 450\nlayout(local_size_x = 8) in;\n"))
        rc, out, err = run([gl, "-V", "-o", linked, "main.comp", "size8.comp"], tmp)
        expect_status(p, rc, 2, out, err)
        if "ERROR: size8.comp:2: local_size_x = 8 contradicts the 4 declared before" not in out:
            p.append("no local-size message: %r" % out)
        check("linking errors: clashing block, missing body, two mains, local sizes", p)

        # -h: usage on stdout, exit 1 as glslangValidator; -v: exit 0.
        p = []
        rc, out, err = run([gl, "-h"], tmp)
        expect_status(p, rc, 1, out, err)
        if "Usage" not in out or "--target-env" not in out:
            p.append("-h should print the usage on stdout: %r" % out)
        rc, out, err = run([gl, "-v"], tmp)
        expect_status(p, rc, 0, out, err)
        if "glspv" not in out:
            p.append("-v printed %r" % out)
        # The lines glslangValidator -v prints, by their labels (what
        # scripts read), glspv's facts in them.
        labels = [re.sub(r"[0-9].*$", "", line.split(":")[0]).strip() for line in out.splitlines()[1:]]
        oracle = shutil.which("glslangValidator")
        if oracle:
            _, theirs, _ = run([oracle, "-v"], tmp)
            want = [re.sub(r"[0-9].*$", "", line.split(":")[0]).strip() for line in theirs.splitlines()[1:]]
            if labels != want:
                p.append("-v labels %r, glslangValidator's %r" % (labels, want))
        check("-h and -v", p)

        # glspv --compat=glslang is the same personality.
        p = []
        out_path = os.path.join(tmp, "compat.spv")
        rc, out, err = run([glspv, "--compat=glslang", "-V", "--target-env", "vulkan1.1", "-S", "comp", "-o",
                            out_path, src], tmp)
        expect_status(p, rc, 0, out, err)
        if spirv_words(out_path) is None:
            p.append("no SPIR-V from glspv --compat=glslang")
        rc, out, err = run([glspv, "--compat=glslang", "-V", "bad.comp"], tmp)
        expect_status(p, rc, 2, out, err)
        check("glspv --compat=glslang", p)

        # Resource limits: -c prints glslangValidator's configuration; a .conf
        # input replaces it (what it leaves out is 0; an unknown name is a
        # warning). glslangValidator is the oracle for each.
        glslang = shutil.which("glslangValidator")
        p = []
        if not glslang:
            p.append("glslangValidator is not installed")
        else:
            rc, out, err = run([gl, "-c"], tmp)
            rc2, out2, _ = run([glslang, "-c"], tmp)
            if (rc, out) != (rc2, out2):
                p.append("-c: exit %d, %d lines; glslangValidator: exit %d, %d lines; first difference: %s"
                         % (rc, len(out.splitlines()), rc2, len(out2.splitlines()),
                            next((a, b) for a, b in zip(out.splitlines() + [""], out2.splitlines() + [""]) if a != b)
                            if out != out2 else "none"))
        check("-c: the default configuration, as glslangValidator prints it", p)
        write(os.path.join(tmp, "four.conf"), "MaxDrawBuffers 4\nMaxLights 2\n")
        write(os.path.join(tmp, "unknown.conf"), "MaxDrawBuffers 8\nNoSuchLimit 3\n")
        for n, loc in (("loc2.frag", 2), ("loc5.frag", 5)):
            write(os.path.join(tmp, n), "#version 450\nlayout(location = %d) out vec4 o;\nvoid main() { o = vec4(1.0); }\n"
                  % loc)
        # glslangValidator's other outputs, each against glslangValidator.
        os.makedirs(os.path.join(tmp, "inc2"), exist_ok=True)
        write(os.path.join(tmp, "inc2", "lib.glsl"), "float helper(float x) { return x * 2.0; }\n")
        write(os.path.join(tmp, "uses.frag"), "#version 450\n#extension GL_GOOGLE_include_directive : require\n"
              "#include \"lib.glsl\"\n#define TWICE(x) (x + x)\nlayout(location = 0) out vec4 o;\n"
              "void main() { o = vec4(TWICE(helper(1.0))); }\n")
        write(os.path.join(tmp, "nover.frag"), "layout(location = 0) out vec4 o;\nvoid main() { o = vec4(0.5); }\n")
        hex_line = re.compile(r"^\t0x[0-9a-f]{8}(,0x[0-9a-f]{8}){0,7},?$")

        def shape(text, named):
            """Why `text` is not glslangValidator's -x/--vn layout (None: it is)."""
            lines = text.splitlines()
            head = ["\t #pragma once", "const uint32_t spv[] = {"] if named else []
            if not lines or not lines[0].startswith("\t// ") or lines[1:1 + len(head)] != head:
                return "first lines %r" % lines[:3]
            body = lines[1 + len(head):len(lines) - (1 if named else 0)]
            if named and lines[-1] != "};":
                return "last line %r" % lines[-1]
            if not body or not all(hex_line.match(l) for l in body) or body[-1].endswith(","):
                return "word lines not eight 0x%08x a line"
            if not all(l.count("0x") == 8 for l in body[:-1]) or int(body[0][1:11], 16) != SPIRV_MAGIC:
                return "not the module's words, eight a line"
            return None

        for flags, named in ((["--vn", "spv"], True), (["-x"], False)):
            p = []
            if glslang:
                rc, out, err = run([gl, "-V"] + flags + ["uses.frag", "-I" + "inc2", "-o", "mine.txt"], tmp)
                rc2, _, _ = run([glslang, "-V"] + flags + ["uses.frag", "-Iinc2", "-o", "theirs.txt"], tmp)
                for who, path in (("glspv-glslang", "mine.txt"), ("glslangValidator", "theirs.txt")):
                    why = shape(open(os.path.join(tmp, path)).read(), named) if os.path.exists(
                        os.path.join(tmp, path)) else "not written"
                    if why:
                        p.append("%s: %s" % (who, why))
                if rc != rc2:
                    p.append("exit %d, glslangValidator's %d" % (rc, rc2))
            check("%s: the module as text, in glslangValidator's layout" % " ".join(flags), p)
        p = []
        if glslang:
            run([gl, "-V", "--depfile", "mine.d", "-Iinc2", "uses.frag", "-o", "u.spv"], tmp)
            run([glslang, "-V", "--depfile", "theirs.d", "-Iinc2", "uses.frag", "-o", "u.spv"], tmp)
            mine, theirs = (open(os.path.join(tmp, n)).read() if os.path.exists(os.path.join(tmp, n)) else None
                            for n in ("mine.d", "theirs.d"))
            if mine != theirs:
                p.append("depfile %r, glslangValidator's %r" % (mine, theirs))
        check("--depfile: the same rule as glslangValidator", p)
        for shader in ("uses.frag", "a.comp"):
            p = []
            if glslang:
                rc, out, _ = run([gl, "-E", "-Iinc2", shader], tmp)
                rc2, out2, _ = run([glslang, "-E", "-Iinc2", shader], tmp)
                if (rc, out) != (rc2, out2):
                    p.append("exit %d, glslangValidator's %d; output:\n%s\nglslangValidator's:\n%s"
                             % (rc, rc2, out[:400], out2[:400]))
            check("-E %s: glslangValidator's preprocessed text" % shader, p)
        p = []
        rc, out, err = run([gl, "-V", "--spirv-val", "--spirv-dis", "-Iinc2", "uses.frag", "-o", "u.spv"], tmp)
        expect_status(p, rc, 0, out, err)
        if out.splitlines()[:2] != ["uses.frag", "; SPIR-V"] or "OpEntryPoint Fragment" not in out:
            p.append("--spirv-dis: the name, then spirv-dis's text: %r" % out[:200])
        check("--spirv-val --spirv-dis", p)
        # -g0: no names and no source, as glslangValidator -g0 leaves none.
        p = []
        rc, out, err = run([gl, "-V", "-g0", "-o", "g0.spv", "a.comp"], tmp)
        expect_status(p, rc, 0, out, err)
        if rc == 0:
            debug_ops = {5, 6, 3, 7, 8}  # OpName, OpMemberName, OpSource, OpString, OpLine
            ws = spirv_words(os.path.join(tmp, "g0.spv"))
            i, left = 5, []
            while i < len(ws) and ws[i] >> 16:
                if ws[i] & 0xffff in debug_ops:
                    left.append(ws[i] & 0xffff)
                i += ws[i] >> 16
            if left:
                p.append("-g0 left debug instructions (opcodes %s)" % sorted(set(left)))
            spirv_val(p, os.path.join(tmp, "g0.spv"), "vulkan1.0")
        check("-g0 strips the names and the source", p)
        # -g, -gV, -gVS: the same debug information as glslangValidator's:
        # OpSource and OpString per file (-g), NonSemantic.Shader.DebugInfo.100
        # with the same functions, variables, types and files, the text only
        # with -gVS (the shapes differ: docs/compiler.md).
        write(os.path.join(tmp, "dbg.frag"), DEBUG_MAIN)
        for flag in ("-g", "-gV", "-gVS"):
            p = []
            facts = []
            for tool, out in ((gl, "dbg-mine.spv"), (glslang, "dbg-theirs.spv")):
                if not tool:
                    p.append("glslangValidator is not installed")
                    break
                rc, o, e = run([tool, "-V", flag, "-Iinc2", "dbg.frag", "-o", out], tmp)
                expect_status(p, rc, 0, o, e)
                spirv_val(p, os.path.join(tmp, out), "vulkan1.0")
                dis = run(["spirv-dis", out], tmp)[1]
                facts.append(debug_facts(dis, tmp))
            if len(facts) == 2 and facts[0] != facts[1]:
                for key in facts[0]:
                    if facts[0][key] != facts[1][key]:
                        p.append("%s: glspv-glslang %s, glslangValidator %s" % (key, sorted(facts[0][key]),
                                                                               sorted(facts[1][key])))
            check("%s dbg.frag (an #include): the debug information glslangValidator gives" % flag, p)
        p = []
        rc, out, err = run([gl, "-dumpversion"], tmp)
        if rc != 0 or not re.match(r"^\d+:\d+\.\d+\n$", out):
            p.append("exit %d, %r: glslangValidator's shape is MAJOR:MINOR.PATCH" % (rc, out))
        check("-dumpversion", p)
        for flags in (["--glsl-version", "460"], ["--client", "vulkan100"], ["--client", "opengl100"]):
            p = []
            if glslang:
                shader = "nover.frag" if flags[0] == "--glsl-version" else "uses.frag"
                rc, out, err = run([gl] + (["-V"] if flags[0] == "--glsl-version" else []) + flags +
                                   ["-Iinc2", shader, "-o", "v1.spv"], tmp)
                rc2, _, _ = run([glslang] + (["-V"] if flags[0] == "--glsl-version" else []) + flags +
                                ["-Iinc2", shader, "-o", "v2.spv"], tmp)
                if rc != rc2:
                    p.append("exit %d, glslangValidator's %d: %s" % (rc, rc2, out[-300:]))
                elif rc == 0:
                    spirv_val(p, os.path.join(tmp, "v1.spv"), "opengl4.5" if "opengl100" in flags else "vulkan1.0")
            check("%s, as glslangValidator" % " ".join(flags), p)

        for conf, shader in (("four.conf", "loc2.frag"), ("four.conf", "loc5.frag"), ("unknown.conf", "loc5.frag"),
                             ("nosuch.conf", "loc2.frag")):
            p = []
            if glslang:
                rc, out, err = run([gl, "-V", conf, shader, "-o", "c.spv"], tmp)
                rc2, out2, _ = run([glslang, "-V", conf, shader, "-o", "c.spv"], tmp)
                errors = [l.split(":")[1:3] for l in out.splitlines() if l.startswith("ERROR: %s:" % shader)]
                errors2 = [l.split(":")[1:3] for l in out2.splitlines() if l.startswith("ERROR: %s:" % shader)]
                warn = [l for l in out.splitlines() if l.startswith("Warning:")]
                warn2 = [l for l in out2.splitlines() if l.startswith("Warning:")]
                if rc != rc2 or errors != errors2 or warn != warn2:
                    p.append("exit %d, errors at %s, warnings %s; glslangValidator: exit %d, %s, %s"
                             % (rc, errors, warn, rc2, errors2, warn2))
            else:
                p.append("glslangValidator is not installed")
            check("resource limits from %s on %s, as glslangValidator" % (conf, shader), p)

        # glspv-run drives it exactly as VkRunner drives glslangValidator.
        runner = os.path.join(build, "glspv-run")
        env = dict(os.environ)
        env.setdefault("VK_ICD_FILENAMES", LAVAPIPE)
        env.setdefault("XDG_RUNTIME_DIR", tempfile.gettempdir())
        # The Vulkan loader and lavapipe leak a little at exit (see tests/run.sh).
        env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "").replace("detect_leaks=1", "detect_leaks=0")
        vk11 = os.path.join(tmp, "vulkan11.shader_test")
        write(vk11, SCRIPT_VK11)
        scripts = [os.path.join(ROOT, "tests", "run", "compute", n + ".shader_test") for n in RUN_SCRIPTS] + [vk11]
        for script in scripts:
            p = []
            if not os.access(runner, os.X_OK):
                p.append("%s is missing" % runner)
            else:
                rc, out, err = run([runner, "--validate", "-q", "--compiler", gl, script], tmp, env=env)
                last = (out.strip().splitlines() or [""])[-1]
                if rc != 0 or last != 'PIGLIT: {"result": "pass" }':
                    p.append("exit %d, last line %r\nstderr: %s" % (rc, last, err[-2000:]))
            check("glspv-run --compiler glspv-glslang %s" % os.path.basename(script), p)

    passed = sum(results)
    failed = len(results) - passed
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
