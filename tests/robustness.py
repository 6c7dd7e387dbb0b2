#!/usr/bin/env python3
"""Hostile input (issue 16): no crash, no hang, bounded memory.

    python3 tests/robustness.py BUILD

Every input must give either a clean, located error (`FILE:LINE: error:`,
exit 1, no internal error) or SPIR-V that spirv-val accepts, within
TIME_LIMIT seconds of CPU time and MEMORY_LIMIT bytes of peak resident
memory (the child's own ru_utime + ru_stime and ru_maxrss, from wait4: CPU
time, not wall time, so that a loaded machine does not fail the test; a
run is killed after WALL_FACTOR times the limit in wall time, a hang). Under a sanitizer build (a BUILD folder
whose name holds "asan") the time allowed is ASAN_SLOWDOWN times more; the
memory allowed stays the same.

Two tiers: the inputs of the robustness folder ($GLSPV_ROBUSTNESS, see
tests/harness.py), read in place (one function per folder; without the
folder the tier is one SKIP line), and
generated inputs that need nothing outside the repository. Each test prints
the time and peak memory it measured. Standard library only.
"""

import os
import sys
import tempfile
import subprocess
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

TIME_LIMIT = 2.0                  # seconds per input
MEMORY_LIMIT = 256 * 1024 * 1024  # bytes of peak resident memory per input
ASAN_SLOWDOWN = 4                 # a sanitizer build may take this many times longer
WALL_FACTOR = 10                  # wall time allowed, in CPU time limits, before a run is killed
ROBUSTNESS = harness.ROBUSTNESS


# ---- the shared runner -------------------------------------------------------

class Measured:
    """One bounded run: rc (None when killed for time), stderr, CPU seconds
    and peak resident bytes of the child itself."""

    def __init__(self, argv, rc, err, seconds, peak, timed_out):
        self.argv, self.rc, self.err = argv, rc, err
        self.seconds, self.peak, self.timed_out = seconds, peak, timed_out

    def err_text(self):
        return self.err.decode("utf-8", "replace")


# Linux carries a process's peak memory into the program it execs (so a
# child of this script would report this script's size): a small launcher
# forks the program and reports what wait4 says of it alone, as
# "STATUS CPU_SECONDS PEAK_KIB" in the file named by its first argument.
LAUNCHER = r"""
import os, sys
pid = os.fork()
if pid == 0:
    try:
        os.execv(sys.argv[2], sys.argv[2:])
    finally:
        os._exit(127)
_, status, ru = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    f.write("%d %f %d" % (os.waitstatus_to_exitcode(status), ru.ru_utime + ru.ru_stime, ru.ru_maxrss))
"""


def measure(argv, time_limit, data=None):
    """Runs argv with stdin = data (bytes) or nothing, killing it after
    WALL_FACTOR times time_limit of wall time. CPU time and peak memory are
    the program's own (LAUNCHER)."""
    with tempfile.TemporaryFile() as err, tempfile.TemporaryFile() as inp, \
            tempfile.NamedTemporaryFile(delete=False) as report:
        report.close()
        if data is not None:
            inp.write(data)
            inp.seek(0)
        start = time.monotonic()
        p = subprocess.Popen([sys.executable, "-c", LAUNCHER, report.name] + argv,
                             stdin=inp if data is not None else subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
        try:
            p.wait(timeout=WALL_FACTOR * time_limit)
            killed = False
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, 9)
            p.wait()
            killed = True
        wall = time.monotonic() - start
        with open(report.name) as f:
            fields = f.read().split()
        os.unlink(report.name)
        err.seek(0)
        rc, seconds, peak = (int(fields[0]), float(fields[1]), int(fields[2]) * 1024) if len(fields) == 3 \
            else (None, wall, 0)
        m = Measured(argv, None if killed else rc, err.read(), seconds, peak, killed)
        m.wall = wall
        return m


class Context:
    """What every check needs: the tools, the limits in force, a scratch folder."""

    def __init__(self, build, tmp):
        self.rep = harness.Reporter()
        self.glspv, self.missing = harness.tool(build, "glspv", "GLSPV")
        self.val, missing_val = harness.reference("spirv-val")
        self.missing = self.missing or missing_val
        self.asan = "asan" in os.path.basename(os.path.abspath(build))
        self.time_limit = TIME_LIMIT * (ASAN_SLOWDOWN if self.asan else 1)
        self.memory_limit = MEMORY_LIMIT
        self.tmp = tmp
        self.count = 0

    def scratch(self, name):
        self.count += 1
        return os.path.join(self.tmp, "%d-%s" % (self.count, name))


def located_error(path, err):
    """The first line of err if it is `PATH:LINE: error: ...`, else None."""
    first = err.splitlines()[0] if err else ""
    prefix = path + ":"
    if not first.startswith(prefix):
        return None
    line, _, rest = first[len(prefix):].partition(":")
    return first if line.isdigit() and rest.startswith(" error: ") else None


def check_compile(ctx, name, path, stage, flags=(), expect=None):
    """Compiles path (read in place) as stage: a clean located error or valid
    SPIR-V, within the time and memory allowed. expect: 'error' or 'valid'
    when only one is right, and optionally a text the error must contain
    (expect=('error', 'limit nesting-depth'))."""
    if ctx.missing:
        ctx.rep.result(name, [ctx.missing])
        return
    out = ctx.scratch("out.spv")
    if os.path.exists(out):
        os.unlink(out)
    argv = [ctx.glspv, "-fshader-stage=" + stage] + list(flags) + ["-o", out, path]
    m = measure(argv, ctx.time_limit)
    reasons = bounded(ctx, m)
    figures = "%.2fs CPU, %.1f MB" % (m.seconds, m.peak / 1e6)
    if not reasons:
        reasons = outcome(ctx, m, path, out, expect)
    if reasons:
        reasons.append("measured " + figures + ": $ " + " ".join(argv[:1] + [os.path.basename(a) for a in argv[1:]]))
        ctx.rep.result(name, reasons)
    else:
        ctx.rep.result(name + " (" + figures + ")", [])
    if os.path.exists(out):
        os.unlink(out)


def bounded(ctx, m):
    """Reasons the run broke a bound: time, memory, a crash."""
    if m.timed_out:
        return ["killed after %.1fs of wall time (allowed %gs of CPU time)" % (m.wall, ctx.time_limit)]
    reasons = []
    crash = harness.crash_reason(harness.Result(m.argv, m.rc, b"", m.err, False))
    if crash:
        reasons.append(crash)
    if m.seconds > ctx.time_limit:
        reasons.append("took %.2fs of CPU time (allowed %gs)" % (m.seconds, ctx.time_limit))
    if m.peak > ctx.memory_limit:
        reasons.append("peak memory %.1f MB (allowed %.0f MB)" % (m.peak / 1e6, ctx.memory_limit / 1e6))
    return reasons


def outcome(ctx, m, path, out, expect):
    """Reasons the result is neither a clean located error nor valid SPIR-V
    (or not the one expected)."""
    want, text = (expect, None) if not isinstance(expect, tuple) else expect
    err = m.err_text()
    if m.rc == 0:
        if want == "error":
            return ["expected an error, it compiled"]
        v = harness.run([ctx.val, "--target-env", "vulkan1.0", out])
        if v.rc != 0:
            return ["spirv-val rejects the module:"] + (v.out + v.err).decode("utf-8", "replace").splitlines()[:3]
        return []
    if m.rc != 1:
        return ["exit status %s, neither 0 nor 1" % m.rc] + ["  " + l for l in err.splitlines()[:3]]
    if want == "valid":
        return ["expected valid SPIR-V, got an error:"] + ["  " + l for l in err.splitlines()[:3]]
    if not located_error(path, err):
        return ["the first message is not a located error (%s:LINE: error: ...):" % path] + \
               ["  " + l for l in err.splitlines()[:3]]
    if "internal error" in err:
        return ["an internal error:"] + ["  " + l for l in err.splitlines()[:3]]
    if text and text not in err:
        return ["the error does not say %r:" % text] + ["  " + l for l in err.splitlines()[:3]]
    return []


def shared_folder(ctx, folder):
    """The folder of the robustness inputs, or None: the tier skipped without
    them (reported once), or a FAIL when the one folder is missing."""
    if not hasattr(ctx, "have_robustness"):
        ctx.have_robustness = harness.need(ctx.rep, "robustness/inputs", "robustness inputs")
    if not ctx.have_robustness:
        return None
    path = os.path.join(ROBUSTNESS, folder)
    if os.path.isdir(path):
        return path
    ctx.rep.result("robustness/" + folder, ["%s is not a folder" % path])
    return None


def stage_of(path):
    ext = os.path.splitext(path)[1][1:]
    return "frag" if ext == "glsl" else ext


def shared_inputs(ctx, folder, expect=None):
    """Each shader of a shared folder, compiled in place."""
    path = shared_folder(ctx, folder)
    if not path:
        return
    for f in sorted(os.listdir(path)):
        if f.endswith((".txt", ".md", ".py")):
            continue
        check_compile(ctx, "robustness/%s/%s" % (folder, f), os.path.join(path, f), stage_of(f), expect=expect)


def generated(ctx, name, text, stage="frag", expect=None, flags=()):
    """A generated shader, written to the scratch folder and compiled."""
    path = ctx.scratch(name + "." + stage)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    check_compile(ctx, "robustness/generated/" + name, path, stage, flags=flags, expect=expect)
    os.unlink(path)


# ---- the robustness folder, one function per folder ------------------------

def shared_long_operator_chain(ctx):
    shared_inputs(ctx, "crash-stack-overflow-long-operator-chain")


def shared_bind_args(ctx):
    shared_inputs(ctx, "asan-check_expr-bind_args-65-args")


def shared_struct_members(ctx):
    shared_inputs(ctx, "hang-struct-members-quadratic")


def shared_huge_instructions(ctx):
    """Each needs an instruction over 65,535 words, or a name over the
    identifier-length limit: a located error saying so."""
    folder = "wrong-huge-instruction-internal-error"
    path = shared_folder(ctx, folder)
    if not path:
        return
    for f, text in (("const_array_65533.frag", "too large for one SPIR-V instruction"),
                    ("long_identifier_262140.frag", "(limit identifier-length: 1024)"),
                    ("switch_40000_cases.frag", "too large for one SPIR-V instruction")):
        check_compile(ctx, "robustness/%s/%s" % (folder, f), os.path.join(path, f), "frag", expect=("error", text))


def shared_macro_expansion(ctx):
    shared_inputs(ctx, "resource-macro-expansion-memory", expect=("error", "(limit macro-expansion: "))


def shared_lexer_memory(ctx):
    shared_inputs(ctx, "resource-lexer-memory-per-input-byte")


def shared_line_overflow(ctx):
    shared_inputs(ctx, "ub-pp-line-overflow")


def shared_null_zero_length(ctx):
    """The GLSL inputs; the disassembler's and validator's case (an
    instruction without operands) is every module their own tests read."""
    shared_inputs(ctx, "ub-null-pointer-zero-length")


# ---- generated inputs -------------------------------------------------------

HEAD = "#version 450\nlayout(location=0) out vec4 o;\n"
DEEP = ("error", "(limit nesting-depth: ")


def generated_chains(ctx):
    """Long chains of each operator, and deep nesting of each kind."""
    n = 50000
    generated(ctx, "plus-chain", HEAD + "void main() { o = vec4(%s); }\n" % " + ".join(["1.0"] * n), expect=DEEP)
    generated(ctx, "comma-chain", HEAD + "void main() { float a = 1.0; o = vec4((%s)); }\n"
              % ", ".join(["a"] * n), expect=DEEP)
    generated(ctx, "swizzle-chain", HEAD + "void main() { vec4 v = vec4(1); o = v%s; }\n" % (".wzyx" * n),
              expect=DEEP)
    # 1e5, not 1e6: past the nesting limit the parser stops at once; what a
    # million brackets cost is the tokenizer's (resource-lexer-memory-per-input-byte).
    generated(ctx, "parens", HEAD + "void main() { o = vec4(%s1.0%s); }\n" % ("(" * 10 ** 5, ")" * 10 ** 5),
              expect=DEEP)
    generated(ctx, "brackets", HEAD + "void main() { int a[1]; a[0] = 0; o = vec4(a[%s0%s]); }\n"
              % ("a[" * 10 ** 5, "]" * 10 ** 5), expect=DEEP)
    generated(ctx, "nested-calls", HEAD + "float f(float x) { return x; }\nvoid main() { o = vec4(%s1.0%s); }\n"
              % ("f(" * 10 ** 5, ")" * 10 ** 5), expect=DEEP)
    generated(ctx, "unary-chain", HEAD + "void main() { o = vec4(%s1.0); }\n" % ("-" * n), expect=DEEP)
    generated(ctx, "ternary-chain", HEAD + "void main() { bool b = true; o = vec4(%s1.0); }\n"
              % ("b ? 1.0 : " * n), expect=DEEP)
    generated(ctx, "assign-chain", HEAD + "void main() { float a; o = vec4(%s1.0); }\n" % ("a = " * n),
              expect=DEEP)
    generated(ctx, "blocks", HEAD + "void main() { %s o = vec4(1); %s }\n" % ("{" * n, "}" * n), expect=DEEP)
    generated(ctx, "else-if-chain", HEAD + "layout(location=0) flat in int i;\nvoid main() { o = vec4(0); %s }\n"
              % " else ".join("if (i == %d) o = vec4(%d);" % (k, k) for k in range(n)), expect=DEEP)
    generated(ctx, "init-list", HEAD + "void main() { float a[1] = %s1.0%s; o = vec4(a[0]); }\n"
              % ("{" * n, "}" * n), expect=DEEP)


def generated_types(ctx):
    """Deep types: structs holding structs, arrays of arrays."""
    n = 20000
    structs = "".join("struct S%d { S%d s; };\n" % (k, k - 1) for k in range(1, n))
    generated(ctx, "struct-chain", HEAD + "struct S0 { float f; };\n" + structs + "void main() { o = vec4(1); }\n",
              expect=DEEP)
    generated(ctx, "array-dims", HEAD + "void main() { float a%s; o = vec4(1); }\n" % ("[1]" * n), expect=DEEP)


def generated_sizes(ctx):
    """Inputs that grow with their size: memory stays within the bound and
    the limit that stops each is named."""
    many = 3 * 2 ** 20  # tokens: over the tokens limit
    generated(ctx, "semicolons-3m", "#version 450\nvoid main() {%s}\n" % (";" * many),
              expect=("error", "(limit tokens: "))
    generated(ctx, "semicolons-1m", "#version 450\nvoid main() {%s}\n" % (";" * 2 ** 20), expect="valid")
    generated(ctx, "nul-bytes", "#version 450\nvoid main() {%s}\n" % ("\0" * many), expect="error")
    generated(ctx, "macro-chain", "#version 450\n#define a0 x\n" +
              "".join("#define a%d a%d a%d\n" % (k, k - 1, k - 1) for k in range(1, 41)) + "void main() { a40 }\n",
              expect=("error", "(limit macro-expansion: "))
    generated(ctx, "macro-call-chain", "#version 450\n#define a0(x) x x\n" +
              "".join("#define a%d(x) a%d(a%d(x))\n" % (k, k - 1, k - 1) for k in range(1, 31)) +
              "void main() { a30(y) }\n", expect=("error", "(limit macro-expansion: "))
    generated(ctx, "identifier-1025", HEAD + "void main() { float %s = 1.0; o = vec4(1); }\n" % ("a" * 1025),
              expect=("error", "(limit identifier-length: 1024)"))
    generated(ctx, "line-overflow", "#version 450\n#line 2147483647\n\n\n\nvoid main() { uint a = __LINE__; }\n"
              "#line 4294967295 7\n")


def generated_function_chain(ctx):
    """Functions each calling the one before: the call graph walks are
    iterative (tests/unit/deep_input.c compiles 2e4 on a small stack). 2e3
    here, because spirv-val's own time grows with the square of the chain."""
    n = 2000
    fns = "".join("float f%d(float x) { return f%d(x); }\n" % (k, k - 1) for k in range(1, n))
    generated(ctx, "function-chain", HEAD + "float f0(float x) { return x; }\n" + fns +
              "void main() { o = vec4(f%d(1.0)); }\n" % (n - 1))


def generated_counts(ctx):
    """Counts that were quadratic or overran fixed arrays."""
    for k in (65, 255):
        params = ", ".join("float p%d" % i for i in range(k))
        args = ", ".join("1.0" for _ in range(k))
        generated(ctx, "parameters-%d" % k, HEAD + "float f(%s) { return p0; }\nvoid main() { o = vec4(f(%s)); }\n"
                  % (params, args), expect="valid")
    params = ", ".join("float p%d" % i for i in range(256))
    generated(ctx, "parameters-256", HEAD + "float f(%s) { return p0; }\nvoid main() { o = vec4(1); }\n" % params,
              expect=("error", "(limit function-parameters: 255)"))
    args = ", ".join("1.0" for _ in range(300))
    generated(ctx, "arguments-300", HEAD + "float f(float x) { return x; }\nvoid main() { o = vec4(f(%s)); }\n"
              % args, expect=("error", "(limit function-parameters: 255)"))
    n = 16383
    members = "".join("float m%d; " % i for i in range(n))
    generated(ctx, "struct-members-16383", HEAD + "struct S { %s};\nvoid main() { S s; s.m1 = 1.0; o = vec4(s.m1); }\n"
              % members, expect="valid")
    generated(ctx, "struct-members-16384", HEAD + "struct S { %sfloat last; };\nvoid main() { o = vec4(1); }\n"
              % members, expect=("error", "(limit struct-members: 16383)"))
    generated(ctx, "struct-members-duplicate", HEAD + "struct S { %sfloat m7; };\nvoid main() { o = vec4(1); }\n"
              % "".join("float m%d; " % i for i in range(10000)), expect=("error", "m7"))
    cases = "".join("case %d: o = vec4(%d); break; " % (k, k) for k in range(16000))
    generated(ctx, "switch-16000", HEAD + "layout(location=0) flat in int i;\n"
              "void main() { o = vec4(0); switch (i) { %s} }\n" % cases)
    generated(ctx, "switch-duplicate", HEAD + "layout(location=0) flat in int i;\n"
              "void main() { o = vec4(0); switch (i) { %scase 77: break; } }\n" % cases,
              expect=("error", "case 77 appears twice"))
    globals_ = "".join("float g%d;\n" % k for k in range(40000))
    generated(ctx, "globals-40000", HEAD + globals_ + "void main() { g7 = 1.0; o = vec4(g7); }\n")
    overloads = "".join("float f(float x, int a[%d]) { return x; }\n" % (k + 1) for k in range(5000))
    generated(ctx, "overloads-5000", HEAD + overloads + "void main() { int a[7]; o = vec4(f(1.0, a)); }\n")
    generated(ctx, "constructor-1000", HEAD + "const float t[1000] = float[1000](%s);\n"
              "void main() { o = vec4(t[7]); }\n" % ", ".join(["1.0"] * 1000), expect="valid")
    generated(ctx, "init-list-long", HEAD + "void main() { float a[60000] = { %s }; o = vec4(a[7]); }\n"
              % ", ".join(["1.0"] * 60000))


def memory_inputs():
    """scripts/memory-inputs' list of inputs: (name, make), make() giving
    (text, stage)."""
    from importlib.machinery import SourceFileLoader
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "scripts", "memory-inputs")
    return SourceFileLoader("memory_inputs", path).load_module().INPUTS


BYTES_PER_BYTE = 64              # peak memory per source byte (issue 16) ...
FIXED_BYTES = 4 * 1024 * 1024    # ... plus this much
BIG_TIME_LIMIT = 10.0            # seconds for one of these inputs (up to 8 MB)


def generated_memory_per_byte(ctx):
    """The inputs that compile and grow with their size (docs/limits.md)
    peak at most BYTES_PER_BYTE a source byte plus FIXED_BYTES. Release
    builds only: the sanitizer's own memory is not the compiler's."""
    if ctx.asan:
        return
    for name, make in memory_inputs():
        text, stage = make()
        path = ctx.scratch(name + "." + stage)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        out = ctx.scratch("out.spv")
        argv = [ctx.glspv, "-fshader-stage=" + stage, "-o", out, path]
        m = measure(argv, BIG_TIME_LIMIT)
        allowed = BYTES_PER_BYTE * len(text) + FIXED_BYTES
        figures = "%.2fs CPU, %.1f MB for %.2f MB: %.1f bytes a byte" % (
            m.seconds, m.peak / 1e6, len(text) / 1e6, m.peak / len(text))
        reasons = []
        if m.timed_out or m.rc != 0:
            reasons.append("does not compile (exit %s)" % m.rc)
        if m.seconds > BIG_TIME_LIMIT:
            reasons.append("took %.2fs of CPU time (allowed %gs)" % (m.seconds, BIG_TIME_LIMIT))
        if m.peak > allowed:
            reasons.append("peak memory %.1f MB, over %d bytes a byte + %d MB (%.1f MB)"
                           % (m.peak / 1e6, BYTES_PER_BYTE, FIXED_BYTES >> 20, allowed / 1e6))
        ctx.rep.result("robustness/memory-per-byte/%s (%s)" % (name, figures), reasons)
        os.unlink(path)
        if os.path.exists(out):
            os.unlink(out)


CHECKS = [
    shared_long_operator_chain,
    shared_bind_args,
    shared_struct_members,
    shared_huge_instructions,
    shared_macro_expansion,
    shared_lexer_memory,
    shared_line_overflow,
    shared_null_zero_length,
    generated_chains,
    generated_sizes,
    generated_types,
    generated_function_chain,
    generated_counts,
    generated_memory_per_byte,
]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: robustness.py BUILD")
    with tempfile.TemporaryDirectory(prefix="glspv-robustness-") as tmp:
        ctx = Context(sys.argv[1], tmp)
        for check in CHECKS:
            check(ctx)
    sys.exit(ctx.rep.exit_code())


if __name__ == "__main__":
    main()
