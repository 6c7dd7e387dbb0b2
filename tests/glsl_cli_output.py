#!/usr/bin/env python3
"""Tests of glspv's output formats against glslc's (tools/glspv.c):
-S (SPIR-V assembly), -mfmt=bin|c|num, and the output file names of -S and
-c with one or several inputs; --reflect (glspv's own) against spirv-cross
--reflect of the binary.

    python3 tests/glsl_cli_output.py BUILD

glslc and glspv generate different code, so the texts are compared by their
rules, not byte for byte:
  * the hex layout of -mfmt=c/num (four "0x%08x" words to a line, "," between
    words, "{...}" for c, a final newline) is checked on glslc's own binaries
    by formatting them here and comparing with glslc's -mfmt text exactly;
    glspv's -mfmt text must follow the same rules and decode to its binary;
  * glspv -S must be exactly spirv-dis's text of glspv's binary (glslc's -S is
    spirv-dis text), and glspv-as must assemble it back to the same module
    (the same size, and glspv-dis prints the same text again but for the
    generator line and the ids' numbers: the assembler numbers ids anew);
  * names, exit statuses and messages (with "glslc" read as "glspv") must be
    glslc's for the same command line.

Prints `PASS name` / `FAIL name` and last `N passed, N failed`; exits 1 on
failure. glslc, spirv-dis missing make the tests that need them FAIL.
"""
import os
import re
import shutil
import sys
import tempfile

import harness

# An SSBO write; and the smallest compute shader (glslc: 88 words, a multiple
# of four, so the last line of -mfmt text is full).
SHADERS = {
    "ssbo.comp": """#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uint d[]; };
void main() { d[gl_GlobalInvocationID.x] = 7u; }
""",
    "empty.comp": """#version 450
layout(local_size_x = 1) in;
void main() { }
""",
}


def hex_text(ws, braces):
    """glslc's -mfmt=c (braces) / -mfmt=num text for the words ws."""
    lines = [",".join("0x%08x" % w for w in ws[i:i + 4]) for i in range(0, len(ws), 4)]
    body = ",\n".join(lines)
    return ("{" + body + "}\n" if braces else body + "\n").encode()


def parse_hex_text(data, braces):
    """The words of -mfmt text, or None when it is not in glslc's shape."""
    text = data.decode("ascii", "replace")
    if braces:
        if not (text.startswith("{") and text.endswith("}\n")):
            return None
        text = text[1:-2]
    elif not text.endswith("\n"):
        return None
    else:
        text = text[:-1]
    try:
        ws = [int(t, 16) for t in text.replace("\n", "").split(",")]
    except ValueError:
        return None
    return ws if hex_text(ws, braces) == data else None


def canonical(text):
    """spirv-dis text without its generator line, every %id renamed by its
    first use, so two numberings of one module compare equal."""
    names = {}
    lines = [l for l in text.decode("utf-8", "replace").split("\n") if not l.startswith("; Generator:")]
    return re.sub(r"%[A-Za-z0-9_.]+", lambda m: names.setdefault(m.group(0), "%%%d" % len(names)),
                  "\n".join(l.strip() for l in lines)).encode()


def listing(d):
    return sorted(os.listdir(d))


def main():
    if len(sys.argv) != 2:
        print("usage: tests/glsl_cli_output.py BUILD", file=sys.stderr)
        return 2
    build = sys.argv[1]
    rep = harness.Reporter()
    glspv, why = harness.tool(build, "glspv", "GLSPV")
    glspv_as, why_as = harness.tool(build, "glspv-as", "GLSPV_AS")
    glspv_dis, why_dis2 = harness.tool(build, "glspv-dis", "GLSPV_DIS")
    glslc, why_glslc = harness.reference("glslc")
    spirv_dis, why_dis = harness.reference("spirv-dis")
    if not glspv:
        rep.result("glspv exists", [why])
        print("%d passed, %d failed" % (rep.passed, rep.failed))
        return 1

    with tempfile.TemporaryDirectory(prefix="glspv-cli-output-") as tmp:
        for name, text in SHADERS.items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)

        def bin_path(tool, name):
            return os.path.join(tmp, "%s-%s.spv" % (os.path.basename(tool), name))

        def compile_to(tool, name):
            """(tool's binary for one shader, []), or (None, reasons)."""
            out = bin_path(tool, name)
            res = harness.run([tool, name, "-o", out], cwd=tmp)
            if res.rc != 0 or not os.path.exists(out):
                return None, harness.describe(res)
            with open(out, "rb") as f:
                return f.read(), []

        def stdout_of(tool, args):
            res = harness.run([tool] + args + ["-o", "-"], cwd=tmp)
            return (res.out, []) if res.rc == 0 and not res.err else (None, harness.describe(res))

        # The layout rules, on binaries glslc made.
        full_last_line = False
        for name in SHADERS:
            test = "glslc-layout/" + name
            if not glslc:
                rep.result(test, [why_glslc])
                continue
            binary, p = compile_to(glslc, name)
            ws = harness.words(binary) if binary else []
            full_last_line |= bool(ws) and len(ws) % 4 == 0
            for fmt, braces in (("c", True), ("num", False)):
                text, q = stdout_of(glslc, ["-mfmt=" + fmt, name]) if binary else (None, [])
                p += q
                if text is not None and text != hex_text(ws, braces):
                    p += ["-mfmt=%s: glslc's text is not the layout glspv writes" % fmt] + \
                        harness.first_text_diff(hex_text(ws, braces), text, "rule", "glslc")
            rep.result(test, p)
        if glslc:
            rep.result("glslc-layout/covers a full last line",
                       [] if full_last_line else ["no test module has a multiple of four words"])

        # glspv's -mfmt and -S outputs against its own binary.
        for name in SHADERS:
            binary, p = compile_to(glspv, name)
            if binary is None:
                rep.result("glspv-binary/" + name, p)
                continue
            ws = harness.words(binary)
            for fmt, braces in (("c", True), ("num", False)):
                text, p = stdout_of(glspv, ["-mfmt=" + fmt, name])
                if text is not None:
                    got = parse_hex_text(text, braces)
                    if got is None:
                        p = ["not glslc's layout"] + harness.first_text_diff(text, hex_text(ws, braces),
                                                                             "glspv", "rule")
                    elif got != ws:
                        p = ["decodes to other words than the binary output"]
                rep.result("mfmt=%s/%s" % (fmt, name), p)
            text, p = stdout_of(glspv, ["-mfmt=bin", name])
            if text is not None and text != binary:
                p = [harness.first_word_diff(text, binary) or "differs"]
            rep.result("mfmt=bin/" + name, p)

            # --reflect: exactly spirv-cross --reflect of the binary, and a newline.
            json, p = stdout_of(glspv, ["--reflect", name])
            if json is not None:
                cross, why_cross = harness.reference("spirv-cross")
                res = harness.run([cross, bin_path(glspv, name), "--reflect"]) if cross else None
                if not cross:
                    p = [why_cross]
                elif res.rc != 0:
                    p = ["spirv-cross cannot reflect it"] + harness.describe(res)
                elif json != res.out + b"\n":
                    p = ["--reflect is not spirv-cross --reflect's JSON of the binary"] + \
                        harness.first_text_diff(json, res.out + b"\n", "glspv --reflect", "spirv-cross")
            rep.result("reflect-is-spirv-cross/" + name, p)

            asm, p = stdout_of(glspv, ["-S", name])
            if asm is not None:
                if not spirv_dis:
                    p = [why_dis]
                else:
                    res = harness.run([spirv_dis, bin_path(glspv, name)])
                    if res.rc != 0:
                        p = harness.describe(res)
                    elif asm != res.out:
                        p = ["-S is not spirv-dis's text of the binary"] + \
                            harness.first_text_diff(asm, res.out, "glspv -S", "spirv-dis")
            rep.result("S-is-spirv-dis/" + name, p)
            if asm is not None and glspv_as and glspv_dis:
                # Reassembled, the ids follow the names' first uses (as with
                # spirv-as), so compare the module's text again, less the
                # generator line, and its size.
                res = harness.run([glspv_as, "--target-env", "vulkan1.0", "-", "-o", "-"], data=asm)
                p = harness.describe(res) if res.rc != 0 else []
                if not p and len(res.out) != len(binary):
                    p = ["%d bytes reassembled, %d compiled" % (len(res.out), len(binary))]
                if not p:
                    again = harness.run([glspv_dis, "-"], data=res.out)
                    if again.rc != 0:
                        p = harness.describe(again)
                    elif canonical(again.out) != canonical(asm):
                        p = ["glspv-as | glspv-dis does not give the -S text back"] + \
                            harness.first_text_diff(canonical(again.out), canonical(asm), "again", "-S")
                rep.result("S-reassembles/" + name, p)
            elif asm is not None:
                rep.result("S-reassembles/" + name, [why_as or why_dis2])

        # glslc's -S header shape (generator and bound aside) is glspv's.
        if glslc:
            a, p = stdout_of(glspv, ["-S", "empty.comp"])
            b, q = stdout_of(glslc, ["-S", "empty.comp"])
            p += q
            if a is not None and b is not None:
                ha = [l for l in a.split(b"\n")[:5] if not l.startswith((b"; Generator:", b"; Bound:"))]
                hb = [l for l in b.split(b"\n")[:5] if not l.startswith((b"; Generator:", b"; Bound:"))]
                if ha != hb:
                    p = ["header %r, glslc's %r" % (ha, hb)]
                if not a.endswith(b"\n") or a.endswith(b"\n\n") != b.endswith(b"\n\n"):
                    p.append("the text's end differs from glslc's")
            rep.result("S-header-like-glslc", p)

        # Names, statuses and messages: the same command line in two folders.
        cases = [
            ("S one input", ["-S", "ssbo.comp"]),
            ("S two inputs, no -c", ["-S", "ssbo.comp", "empty.comp"]),
            ("c S two inputs", ["-c", "-S", "ssbo.comp", "empty.comp"]),
            ("S -o", ["-S", "ssbo.comp", "-o", "out.s"]),
            ("c -o one input", ["-c", "ssbo.comp", "-o", "out.spv"]),
            ("c two inputs", ["-c", "ssbo.comp", "empty.comp"]),
            ("c mfmt=c two inputs", ["-c", "-mfmt=c", "ssbo.comp", "empty.comp"]),
            ("mfmt=num no -o", ["-mfmt=num", "ssbo.comp"]),
            ("mfmt last wins", ["-mfmt=c", "-mfmt=bin", "ssbo.comp"]),
            ("S stdin", ["-S", "-fshader-stage=comp", "-"]),
            ("S MD", ["-S", "-MD", "ssbo.comp"]),
            ("S MD -o", ["-S", "-MD", "ssbo.comp", "-o", "out.s"]),
            ("c MD mfmt=c", ["-c", "-MD", "-mfmt=c", "ssbo.comp"]),
            ("M mfmt=c error", ["-M", "-mfmt=c", "ssbo.comp"]),
            ("S mfmt=c error", ["-S", "-mfmt=c", "ssbo.comp"]),
            ("mfmt=num S error", ["-mfmt=num", "-S", "ssbo.comp"]),
            ("S mfmt=bin error", ["-S", "-mfmt=bin", "ssbo.comp"]),
            ("E mfmt=c error", ["-E", "-mfmt=c", "ssbo.comp"]),
            ("E wins over S", ["-E", "-S", "ssbo.comp", "-o", "out.txt"]),
            ("mfmt=xyz error", ["-mfmt=xyz", "ssbo.comp"]),
            ("mfmt= error", ["-mfmt=", "ssbo.comp"]),
            ("mfmt without = error", ["-mfmt", "c", "ssbo.comp"]),
            ("S two inputs -o error", ["-S", "ssbo.comp", "empty.comp", "-o", "x"]),
            ("mfmt two inputs no -c error", ["-mfmt=c", "ssbo.comp", "empty.comp"]),
            ("S mfmt no input error", ["-S", "-mfmt=num"]),
        ]
        for label, args in cases:
            test = "names/" + label
            if not glslc:
                rep.result(test, [why_glslc])
                continue
            got = {}
            for tool in (glspv, glslc):
                d = os.path.join(tmp, "%s-%s" % (os.path.basename(tool), label.replace(" ", "_").replace("/", "_")))
                os.mkdir(d)
                for name in SHADERS:
                    shutil.copy(os.path.join(tmp, name), d)
                res = harness.run([tool] + args, data=SHADERS["empty.comp"].encode() if "-" in args else None,
                                  cwd=d)
                files = {f: open(os.path.join(d, f), "rb").read() for f in listing(d) if f not in SHADERS}
                got[tool] = (res, files)
            (r1, f1), (r2, f2) = got[glspv], got[glslc]
            p = []
            crash = harness.crash_reason(r1)
            if crash:
                p.append(crash)
            if r1.rc != r2.rc:
                p.append("exit status %s, glslc's %s" % (r1.rc, r2.rc))
            if r1.err.replace(b"glspv:", b"glslc:") != r2.err and (r1.rc or r2.rc):
                p += ["messages differ"] + harness.first_text_diff(r1.err, r2.err, "glspv", "glslc")
            if sorted(f1) != sorted(f2):
                p.append("wrote %s, glslc wrote %s" % (sorted(f1), sorted(f2)))
            for f in sorted(set(f1) & set(f2)):
                a, b = f1[f], f2[f]
                if f.endswith(".d"):
                    if a != b:
                        p += ["%s differs" % f] + harness.first_text_diff(a, b, "glspv", "glslc")
                elif b.startswith(b"; SPIR-V\n"):
                    if not a.startswith(b"; SPIR-V\n"):
                        p.append("%s: not SPIR-V assembly" % f)
                elif b[:1] == b"{" or b[:2] == b"0x":
                    if parse_hex_text(a, b[:1] == b"{") is None:
                        p.append("%s: not in glslc's -mfmt layout (%r...)" % (f, a[:40]))
                elif b[:4] == b"\x03\x02\x23\x07":
                    if a[:4] != b[:4]:
                        p.append("%s: not a SPIR-V binary" % f)
                elif a != b:  # -E text
                    p += ["%s differs" % f] + harness.first_text_diff(a, b, "glspv", "glslc")
            rep.result(test, p)

        # -c with several inputs: each file is what compiling that input alone writes.
        p = []
        d = os.path.join(tmp, "each")
        os.mkdir(d)
        for name in SHADERS:
            shutil.copy(os.path.join(tmp, name), d)
        res = harness.run([glspv, "-c", "-mfmt=num"] + list(SHADERS), cwd=d)
        if res.rc != 0:
            p = harness.describe(res)
        for name in SHADERS if not p else ():
            alone, q = stdout_of(glspv, ["-mfmt=num", name])
            p += q
            path = os.path.join(d, name + ".spv")
            if not os.path.exists(path):
                p.append("%s.spv was not written" % name)
            elif alone is not None and open(path, "rb").read() != alone:
                p.append("%s.spv is not what compiling %s alone writes" % (name, name))
        rep.result("c-several-inputs-each-own-file", p)

    print("%d passed, %d failed" % (rep.passed, rep.failed))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
