#!/usr/bin/env python3
"""glspv-reflect against `spirv-cross --reflect` (Debian's SPIRV-Cross, the
oracle) on every module the test suite holds as assembly: the compile
goldens (tests/glsl/compile/*.spvasm, glspv's own output), the optimizer's
goldens (tests/opt/), the assembler's and the validator's tests
(tests/spirv/asm/, tests/val/).

    python3 tests/reflect_cross.py BUILD

Each file is assembled with glspv-as (for the SPIR-V version its comments
name), and the two JSON texts must be identical, but for one deliberate
difference: a name holding '"' or '\\' is escaped by glspv-reflect, written
raw by SPIRV-Cross (whose JSON then does not parse). Where spirv-cross cannot
reflect a module (it throws on types it does not know), glspv-reflect must
still answer, exit 0 with JSON or exit 1 with an `error:` line, never crash;
such modules are counted in the last line. The corpus's modules (glslang's
SPIR-V) are compared the same way by tests/corpus_roundtrip.py.
"""
import concurrent.futures
import glob
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

FOLDERS = ["tests/reflect", "tests/glsl/compile", "tests/opt", "tests/spirv/asm", "tests/val"]


def assemble_env(path):
    """The environment to assemble a test file for, from its top comments."""
    envs = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.startswith(";"):
                break
            m = re.match(r";\s*(assemble-env|target-env):\s*(\S+)", line)
            if m:
                envs[m.group(1)] = m.group(2)
            m = re.match(r";\s*Version:\s*1\.(\d)", line)
            if m:
                envs.setdefault("version", "spv1." + m.group(1))
    return envs.get("assemble-env") or envs.get("target-env") or envs.get("version") or "spv1.6"


def unescaped(json):
    """glspv-reflect's JSON as SPIRV-Cross writes names: with '"' and '\\'
    raw (its one deliberate difference: that JSON would not parse)."""
    return json.replace(b'\\"', b'"').replace(b"\\\\", b"\\")


def main():
    build = sys.argv[1]
    rep = harness.Reporter()
    reflect, why = harness.tool(build, "glspv-reflect", "GLSPV_REFLECT")
    asm, why_asm = harness.tool(build, "glspv-as", "GLSPV_AS")
    cross, why_cross = harness.reference("spirv-cross")
    problems = [w for w in (why, why_asm, why_cross) if w]
    if problems:
        rep.result("reflect-cross", problems)
        return 1
    inputs = sorted(p for folder in FOLDERS for p in glob.glob(os.path.join(harness.ROOT, folder, "*.spvasm")))
    counts = {"same": 0, "escaped": 0, "oracle-refuses": 0, "not-assembled": 0}

    def one(path):
        name = "reflect-cross/" + os.path.relpath(path, harness.ROOT)
        with tempfile.TemporaryDirectory(prefix="glspv-reflect-") as tmp:
            spv = os.path.join(tmp, "m.spv")
            res = harness.run([asm, "--target-env", assemble_env(path), path, "-o", spv])
            if res.rc != 0 or not os.path.exists(spv):
                return name, "not-assembled", []  # an error test, or for another environment
            want = harness.cached_run(cross, [spv, "--reflect"], inputs=[spv])
            got = harness.run([reflect, spv])
            crash = harness.crash_reason(got)
            if crash:
                return name, None, [crash] + harness.describe(got)
            if want.rc != 0:
                if got.rc not in (0, 1) or (got.rc == 1 and b"error" not in got.err):
                    return name, None, ["spirv-cross refuses it; glspv-reflect answered badly"] + \
                        harness.describe(got)
                return name, "oracle-refuses", []
            if got.rc != 0:
                return name, None, ["glspv-reflect failed where spirv-cross did not"] + harness.describe(got)
            if got.out != want.out and unescaped(got.out) == want.out:
                return name, "escaped", []
            if got.out != want.out:
                return name, None, harness.first_text_diff(got.out, want.out, "glspv-reflect", "spirv-cross")
            return name, "same", []

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for name, outcome, reasons in pool.map(one, inputs):
            if outcome == "not-assembled":
                counts[outcome] += 1
                continue
            rep.result(name, reasons)
            if outcome:
                counts[outcome] += 1
    rep.note("reflect-cross: %d modules identical to spirv-cross --reflect, %d identical but for names escaped "
             "in JSON, %d that spirv-cross cannot reflect (glspv-reflect answered), %d test files that do not "
             "assemble (error tests)" % (counts["same"], counts["escaped"], counts["oracle-refuses"],
                                         counts["not-assembled"]))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
