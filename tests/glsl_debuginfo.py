#!/usr/bin/env python3
"""Debug information of multi-file shaders (issue 22).

    python3 tests/glsl_debuginfo.py BUILD

tests/glsl/debuginfo/NAME.<stage> includes files of inc/ (some twice, some
from another include). For each shader:

- `glspv -g`, `-gV`, `-gVS` and `-gVS -O` at every target environment
  (vulkan1.0 ... vulkan1.3, vulkan1.1spv1.4, spv1.0 ... spv1.6: SPIR-V 1.X
  under vulkan1.0's rules): spirv-val and glspv-val accept the module.
- `-gVS` (vulkan1.0), the disassembly read back: every OpLine and DebugLine
  of a function names a file of the shader, a line it has and a column
  where text starts; each line marked `//@` (a statement) has an OpLine and
  a DebugLine at its first column; every OpLine has its DebugLine; every
  block's DebugLine comes after a DebugScope of it. The names of the
  header's `// functions:`, `// locals:` and `// globals:` lines are
  DebugFunction, DebugLocalVariable and DebugGlobalVariable names; each
  DebugFunction's line is its definition's (not a prototype's); the `// block-locals:` have a
  DebugLexicalBlock as their scope. One DebugSource per file, its text
  (with DebugSourceContinued) the file's; none with `-gV`.
- `-g`: one OpSource per file with its text (the main file's first), as
  glslc -g writes them; no NonSemantic.Shader.DebugInfo.100.
- `-gVS -O`: as `-g` (the set left out); `glspv-opt -O` of the `-gVS`
  module keeps it, valid.

And a generated shader whose included file is longer than one OpString:
DebugSourceContinued and OpSourceContinued, their pieces put together give
the text (a piece never ends inside a UTF-8 sequence).

Prints `PASS name` / `FAIL name` and the count; exits 1 on failure.
"""
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "glsl", "debuginfo")
STAGES = (".vert", ".frag", ".comp", ".geom", ".tesc", ".tese")
ENVS = ["vulkan1.0", "vulkan1.1", "vulkan1.2", "vulkan1.3", "vulkan1.1spv1.4"] + \
    ["spv1.%d" % i for i in range(7)]
FLAGS = [["-g"], ["-gV"], ["-gVS"], ["-gVS", "-O"]]
STRING = r'"((?:[^"\\]|\\.)*)"'


def env_flags(env):
    if env == "vulkan1.1spv1.4":
        return ["--target-env=vulkan1.1", "--target-spv=spv1.4"]
    if env.startswith("spv"):
        return ["--target-env=vulkan1.0", "--target-spv=" + env]
    return ["--target-env=" + env]


def unescape(s):
    return re.sub(r"\\(.)", r"\1", s, flags=re.S)


class Module:
    """spirv-dis --raw-id text, read: strings, constants, the debug
    instructions by id, and the instructions of the functions in order."""

    def __init__(self, text):
        self.strings = {m.group(1): unescape(m.group(2))
                        for m in re.finditer(r"^\s*(%\d+) = OpString " + STRING, text, re.M | re.S)}
        # OpSource (file, text), OpSourceContinued pieces added to the one before.
        self.sources, self.source_continued = [], 0
        for m in re.finditer(r"^\s*(?:OpSource \w+ \d+ (%\d+)(?: " + STRING + ")?|OpSourceContinued " + STRING + ")",
                             text, re.M | re.S):
            if m.group(1):
                self.sources.append([m.group(1), unescape(m.group(2)) if m.group(2) is not None else None])
            elif self.sources and self.sources[-1][1] is not None:
                self.sources[-1][1] += unescape(m.group(3))
                self.source_continued += 1
        # The rest, line by line, strings taken out.
        text = re.sub(r"OpString " + STRING, 'OpString ""', text, flags=re.S)
        text = re.sub(r"(OpSource(?:Continued)?[^\n\"]*)" + STRING, r"\1", text, flags=re.S)
        self.consts, self.debug, self.order, self.body = {}, {}, [], []
        in_function = False
        for line in text.splitlines():
            f = line.split()
            if not f:
                continue
            if len(f) >= 5 and f[1] == "=" and f[2] == "OpConstant" and re.match(r"^\d+$", f[4]):
                self.consts[f[0]] = int(f[4])
            if "OpFunction" in f:
                in_function = True
            if len(f) >= 6 and f[2] == "OpExtInst" and f[5].startswith("Debug"):
                self.debug[f[0]] = (f[5], f[6:])
                self.order.append(f[0])
            if in_function:
                self.body.append(f)
            if f[0] == "OpFunctionEnd":
                in_function = False

    def value(self, id_):
        return self.consts.get(id_)

    def of_kind(self, kind):
        return [(i, ops) for i, (k, ops) in self.debug.items() if k == kind]

    def source_texts(self):
        """DebugSource id -> (file name, text or None), continued pieces joined."""
        out, last = {}, None
        for i in self.order:
            kind, ops = self.debug[i]
            if kind == "DebugSource":
                out[i] = [self.strings.get(ops[0]), self.strings.get(ops[1]) if len(ops) > 1 else None]
                last = i
            elif kind == "DebugSourceContinued" and last:
                out[last][1] += self.strings.get(ops[0], "")
            else:
                last = None
        return out


def resolve(name, main_dir):
    for d in (main_dir, os.path.join(main_dir, "inc")):
        p = os.path.normpath(os.path.join(d, name))
        if os.path.isfile(p):
            return p
    return None


def header(src, key):
    for line in open(src, encoding="utf-8"):
        if line.startswith("// %s:" % key):
            return line.split(":", 1)[1].split()
    return []


def check_lines(m, main_dir, files):
    """Reasons: the OpLine / DebugLine of every statement (see the docstring)."""
    why = []
    texts = {}

    def where(path, line, col, what):
        if path not in texts:
            texts[path] = open(path, encoding="utf-8").read().split("\n")
        lines = texts[path]
        if not 1 <= line <= len(lines):
            return "%s at %s:%d: no such line" % (what, path, line)
        t = lines[line - 1]
        if not 1 <= col <= len(t) or t[col - 1].isspace() or t[col - 1:].startswith("//"):
            return "%s at %s:%d:%d: no code starts there: %r" % (what, os.path.basename(path), line, col, t)
        return None

    sources = m.source_texts()
    op_lines, debug_lines = set(), set()
    scoped = False
    for f in m.body:
        if len(f) >= 3 and f[2] == "OpLabel":
            scoped = False
        if len(f) >= 6 and f[2] == "OpExtInst" and f[5] == "DebugScope":
            scoped = True
        if f[0] == "OpLine":
            path = resolve(m.strings.get(f[1], "?"), main_dir)
            if not path:
                why.append("OpLine names %r, no file of the shader" % m.strings.get(f[1]))
                continue
            r = where(path, int(f[2]), int(f[3]), "OpLine")
            why += [r] if r else []
            op_lines.add((path, int(f[2]), int(f[3])))
        if len(f) >= 11 and f[2] == "OpExtInst" and f[5] == "DebugLine":
            src = sources.get(f[6])
            path = resolve(src[0], main_dir) if src else None
            if not path:
                why.append("DebugLine names %s, no DebugSource of a file of the shader" % f[6])
                continue
            line, end, col = m.value(f[7]), m.value(f[8]), m.value(f[9])
            if line != end:
                why.append("DebugLine %d to %d: a statement is one line here" % (line, end))
            if not scoped:
                why.append("DebugLine %s:%d before a DebugScope in its block" % (os.path.basename(path), line))
            r = where(path, line, col, "DebugLine")
            why += [r] if r else []
            debug_lines.add((path, line, col))
    for path in files:
        for n, t in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
            if "//@" not in t:
                continue
            at = (path, n, len(t) - len(t.lstrip()) + 1)
            for what, got in (("OpLine", op_lines), ("DebugLine", debug_lines)):
                if at not in got:
                    near = sorted(c for p, l, c in got if p == path and l == n)
                    why.append("%s:%d: no %s at column %d (%s)" % (os.path.basename(path), n, what, at[2],
                                                                   "columns %s" % near if near else "none"))
    for p, l, c in sorted(op_lines - debug_lines):
        why.append("OpLine %s:%d:%d has no DebugLine" % (os.path.basename(p), l, c))
    return why


def check_names(m, src, main_dir):
    why = []
    names = {kind: {m.strings.get(ops[0]) for _, ops in m.of_kind(kind)}
             for kind in ("DebugFunction", "DebugLocalVariable", "DebugGlobalVariable")}
    for key, kind in (("functions", "DebugFunction"), ("locals", "DebugLocalVariable"),
                      ("globals", "DebugGlobalVariable")):
        missing = sorted(set(header(src, key)) - names[kind])
        if missing:
            why.append("no %s for %s (there are %s)" % (kind, missing, sorted(n for n in names[kind] if n)))
    sources = m.source_texts()
    for _, ops in m.of_kind("DebugFunction"):
        name, line = m.strings.get(ops[0]), m.value(ops[3])
        path = resolve(sources.get(ops[2], ["?"])[0], main_dir)
        text = open(path, encoding="utf-8").read().split("\n") if path else []
        if not path or not 1 <= line <= len(text) or name + "(" not in text[line - 1] or \
                text[line - 1].rstrip().endswith(";"):
            why.append("DebugFunction %s at %s:%s, which does not define it" % (name, path, line))
    for name in header(src, "block-locals"):
        found = [ops for _, ops in m.of_kind("DebugLocalVariable") if m.strings.get(ops[0]) == name]
        if not found or m.debug.get(found[0][5], ("?",))[0] != "DebugLexicalBlock":
            why.append("local %s: its scope is not a DebugLexicalBlock" % name)
    return why


def check_sources(m, main_dir, files, with_text):
    why = []
    seen = {}
    for sid, (name, text) in m.source_texts().items():
        path = resolve(name or "?", main_dir)
        if not path:
            why.append("DebugSource %r: no file of the shader" % name)
            continue
        seen[path] = seen.get(path, 0) + 1
        want = open(path, encoding="utf-8").read() if with_text else None
        if text != want:
            why.append("DebugSource of %s: %s" % (os.path.basename(path), "no text" if text is None else
                                                   "text of %d bytes, the file has %s" % (
                                                       len(text), len(want) if want is not None else "none wanted")))
    for path in files:
        if seen.get(path) != 1:
            why.append("%s: %d DebugSource (one wanted)" % (os.path.basename(path), seen.get(path, 0)))
    return why


def check_opsource(m, main_dir, files, main):
    """-g: one OpSource with the text per file, the main file's first."""
    why = []
    got = {}
    for fid, text in m.sources:
        path = resolve(m.strings.get(fid, "?"), main_dir)
        got.setdefault(path, []).append(text)
    if m.sources and resolve(m.strings.get(m.sources[0][0], "?"), main_dir) != main:
        why.append("the first OpSource is not the main file's")
    for path in files:
        want = open(path, encoding="utf-8").read()
        texts = got.get(path, [])
        if len(texts) != 1 or texts[0] != want:
            why.append("%s: %d OpSource, %s" % (os.path.basename(path), len(texts),
                                                "its text" if texts and texts[0] == want else "not its text"))
    if m.debug:
        why.append("-g made NonSemantic.Shader.DebugInfo.100 instructions")
    return why


def files_of(src):
    """The shader and the files it includes (by the #include lines, transitively)."""
    out, todo = [], [src]
    while todo:
        p = todo.pop()
        if p in out:
            continue
        out.append(p)
        for line in open(p, encoding="utf-8"):
            mm = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
            if mm:
                todo.append(os.path.normpath(os.path.join(os.path.dirname(p), mm.group(1))))
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: glsl_debuginfo.py BUILD")
    rep = harness.Reporter()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    ourval, missing_ourval = harness.tool(sys.argv[1], "glspv-val", "GLSPV_VAL")
    opt, missing_opt = harness.tool(sys.argv[1], "glspv-opt", "GLSPV_OPT")
    val, missing_val = harness.reference("spirv-val")
    dis, missing_dis = harness.reference("spirv-dis")
    why = missing or missing_ourval or missing_opt or missing_val or missing_dis
    if why:
        rep.result("glsl-debuginfo", [why])
        return rep.exit_code()
    shaders = sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith(STAGES))
    with tempfile.TemporaryDirectory(prefix="glspv-debuginfo-") as tmp:
        def compile_(src, flags, out):
            res = harness.run([glspv] + flags + ["-o", out, os.path.basename(src)], cwd=os.path.dirname(src))
            return harness.crash_reason(res) or (None if res.rc == 0 else "glspv %s: exit %s: %s" % (
                " ".join(flags), res.rc, res.err_text()[:300]))

        def disassemble(path):
            return Module(harness.run([dis, "--raw-id", path]).out.decode("utf-8", "replace"))

        for src in shaders:
            base = os.path.basename(src)
            files = files_of(src)
            for flags in FLAGS:
                reasons = []
                for env in ENVS:
                    out = os.path.join(tmp, base + ".spv")
                    r = compile_(src, env_flags(env) + flags, out)
                    if r:
                        reasons.append("%s: %s" % (env, r))
                        continue
                    v = harness.spirv_val(val, env, out)
                    if v.rc != 0:
                        reasons.append("%s: spirv-val: %s" % (env, v.err_text().strip()[:300]))
                    o = harness.run([ourval, "--target-env", env, out])
                    if o.rc != 0:
                        reasons.append("%s: glspv-val: %s" % (env, o.err_text().strip()[:300]))
                rep.result("glsl-debuginfo/%s %s: valid at %d environments" % (base, " ".join(flags), len(ENVS)),
                           reasons)
            out = os.path.join(tmp, base + ".spv")
            for flags in (["-gVS"], ["-gV"]):
                r = compile_(src, flags, out)
                m = disassemble(out) if not r else None
                rep.result("glsl-debuginfo/%s %s: each statement's OpLine and DebugLine" % (base, flags[0]),
                           [r] if r else check_lines(m, HERE, files))
                rep.result("glsl-debuginfo/%s %s: functions, variables, scopes, sources" % (base, flags[0]),
                           [r] if r else check_names(m, src, HERE) + check_sources(m, HERE, files, flags == ["-gVS"]))
            # glspv-opt keeps the module's debug information valid.
            reasons = []
            for env in ("vulkan1.0", "spv1.6"):
                r = compile_(src, env_flags(env) + ["-gVS"], out)
                o = harness.run([opt, "-O", "--target-env=" + env, "-o", out + ".opt", out]) if not r else None
                if r or o.rc != 0:
                    reasons.append("%s: %s" % (env, r or "glspv-opt -O: " + o.err_text()[:300]))
                    continue
                for who, res in (("spirv-val", harness.spirv_val(val, env, out + ".opt")),
                                 ("glspv-val", harness.run([ourval, "--target-env", env, out + ".opt"]))):
                    if res.rc != 0:
                        reasons.append("%s: %s: %s" % (env, who, res.err_text().strip()[:300]))
                if not reasons and not disassemble(out + ".opt").of_kind("DebugFunction"):
                    reasons.append("%s: glspv-opt dropped the debug information" % env)
            rep.result("glsl-debuginfo/%s -gVS through glspv-opt -O: valid" % base, reasons)
            for flags in (["-g"], ["-gVS", "-O"]):
                r = compile_(src, flags, out)
                rep.result("glsl-debuginfo/%s %s: each file's text in an OpSource, as glslc -g" % (base, " ".join(flags)),
                           [r] if r else check_opsource(disassemble(out), HERE, files, src))

        # A file longer than one OpString: pieces, never cutting a UTF-8 sequence.
        gen = os.path.join(tmp, "gen")
        os.makedirs(os.path.join(gen, "inc"))
        big = "// " + ("é" * 20 + "x\n// ") * 4000 + "\nfloat big(float x) { return x + 1.0; }\n"
        with open(os.path.join(gen, "inc", "big.glsl"), "w", encoding="utf-8") as f:
            f.write(big)
        main_src = os.path.join(gen, "long.frag")
        with open(main_src, "w", encoding="utf-8") as f:
            f.write('#version 450\n#extension GL_GOOGLE_include_directive : require\n#include "inc/big.glsl"\n'
                    "layout(location = 0) out vec4 o;\nvoid main()\n{\n    o = vec4(big(1.0)); //@\n}\n")
        for flags in (["-gVS"], ["-g"]):
            out = os.path.join(tmp, "long.spv")
            r = compile_(main_src, flags, out)
            reasons = [r] if r else []
            if not r:
                v = harness.spirv_val(val, "vulkan1.0", out)
                if v.rc != 0:
                    reasons.append("spirv-val: " + v.err_text()[:300])
                m = disassemble(out)
                files = files_of(main_src)
                if flags == ["-gVS"]:
                    reasons += check_sources(m, gen, files, True) + check_lines(m, gen, files)
                    if not m.of_kind("DebugSourceContinued"):
                        reasons.append("no DebugSourceContinued for a text of %d bytes" % len(big.encode()))
                else:
                    if not m.source_continued:
                        reasons.append("no OpSourceContinued for a text of %d bytes" % len(big.encode()))
                    reasons += check_opsource(m, gen, files, main_src)
            rep.result("glsl-debuginfo/long include %s: the text in pieces, put together again" % flags[0], reasons)
        # Many file names (#line N "name"): each is looked up, not compared with
        # every one before (that took 20 s here; linear is about 1 s).
        many = os.path.join(gen, "many.frag")
        with open(many, "w", encoding="utf-8") as f:
            f.write("#version 450\n#extension GL_GOOGLE_cpp_style_line_directive : require\n"
                    "layout(location = 0) out vec4 o;\nvoid main()\n{\n")
            for i in range(60000):
                f.write('#line %d "f%d.glsl"\n    o.x += 1.0;\n' % (i + 5, i))
            f.write("}\n")
        for flags in (["-g"], ["-gVS"]):
            out = os.path.join(tmp, "many.spv")
            res = harness.run([glspv] + flags + ["-o", out, many], timeout=10)
            reasons = [harness.crash_reason(res) or "exit %s%s" % (res.rc, " (timed out)" if res.timed_out else "")] \
                if res.rc != 0 else []
            if not reasons and harness.spirv_val(val, "vulkan1.0", out).rc != 0:
                reasons.append("spirv-val rejects it")
            rep.result("glsl-debuginfo/60000 file names %s: within 10 s, valid" % flags[0], reasons)
    sys.stdout.write("%d passed, %d failed\n" % (rep.passed, rep.failed))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
