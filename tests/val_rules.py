#!/usr/bin/env python3
"""glspv-val's rules, one assembly file each.

    python3 tests/val_rules.py BUILD

tests/val/NAME.spvasm holds SPIR-V assembly and, in comments at the top:
  ; expect: valid                  glspv-val accepts it
  ; expect-error: TEXT             glspv-val rejects it with TEXT in its messages
  ; target-env: ENV                the environment (default spv1.6)
  ; assemble-env: ENV              the environment to assemble for, if not that one
  ; spirv-val: valid               spirv-val accepts it: a rule where glspv-val is
                                   deliberately stricter (docs/glspv-val.md lists them)
Without that last line, spirv-val must give the same verdict. The files
are assembled with glspv-as. Standard library only.
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

HERE = os.path.join(harness.ROOT, "tests", "val")


def header(path):
    meta = {}
    for line in open(path, encoding="utf-8"):
        if not line.startswith(";"):
            break
        key, _, value = line[1:].strip().partition(":")
        meta[key.strip()] = value.strip()
    return meta


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: val_rules.py BUILD")
    rep = harness.Reporter()
    val, missing = harness.tool(sys.argv[1], "glspv-val", "GLSPV_VAL")
    asm, missing_asm = harness.tool(sys.argv[1], "glspv-as", "GLSPV_AS")
    ref, missing_ref = harness.reference("spirv-val")
    files = sorted(f for f in os.listdir(HERE) if f.endswith(".spvasm"))
    if not files:
        rep.result("val-rules", ["tests/val is empty"])
    with tempfile.TemporaryDirectory(prefix="glspv-val-") as tmp:
        for f in files:
            name = "val-rule/" + f[:-len(".spvasm")]
            why = missing or missing_asm or missing_ref
            if why:
                rep.result(name, [why])
                continue
            meta = header(os.path.join(HERE, f))
            env = meta.get("target-env", "spv1.6")
            out = os.path.join(tmp, f + ".spv")
            a = harness.run([asm, "--target-env", meta.get("assemble-env", env), "-o", out, os.path.join(HERE, f)])
            if a.rc != 0:
                rep.result(name, ["glspv-as rejects it:"] + harness.describe(a, 4))
                continue
            r = harness.run([val, "--target-env", env, out])
            crash = harness.crash_reason(r)
            text = r.err_text()
            problems = []
            if crash:
                problems.append(crash)
            elif "expect-error" in meta:
                if r.rc != 1 or meta["expect-error"] not in text:
                    problems += ["expected an error with: " + meta["expect-error"]] + text.splitlines()[:4]
            elif r.rc != 0:
                problems += ["expected it valid"] + text.splitlines()[:4]
            s = harness.spirv_val(ref, env, out)
            ours = r.rc == 0
            if meta.get("spirv-val") == "valid":
                if s.rc != 0:
                    problems.append("marked stricter than spirv-val, but spirv-val rejects it too: drop the mark")
            elif (s.rc == 0) != ours and not crash:
                problems += ["spirv-val gives the other verdict:"] + s.err_text().splitlines()[:3]
            rep.result(name, problems)
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
