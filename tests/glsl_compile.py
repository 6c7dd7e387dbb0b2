"""Code generation goldens.

    python3 tests/glsl_compile.py BUILD

tests/glsl/compile/NAME.<stage>: glspv compiles it (for vulkan1.0, or for each
target of a `// target-env: ENV...` line; `// glspv-flags: ...` adds options), spirv-val accepts the module for
that environment, and glspv-dis of it equals NAME.<stage>.spvasm (for a second environment
NAME.<stage>.ENV.spvasm).
tests/glsl/check-errors/NAME.<stage>: glspv must refuse it (exit 1, no
crash) with exactly NAME.<stage>.err on stderr (for the first target of a
`// target-env:` line, with the `// glspv-flags:` options). BLESS=1 rewrites
the goldens from glspv's output; review them with git diff. `glspv
-fsyntax-only` must print the same errors. Standard library only.
"""

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from glsl_parse import check_golden, extra_flags, sources  # noqa: E402


def target_envs(src):
    """The environments a test compiles for: the first one's golden is
    NAME.<stage>.spvasm, another's NAME.<stage>.ENV.spvasm."""
    for line in open(src, encoding="utf-8", errors="replace"):
        if line.startswith("// target-env:"):
            return line.split(":", 1)[1].split()
    return ["vulkan1.0"]


def env_flags(env):
    if env == "vulkan1.1spv1.4":
        return ["--target-env=vulkan1.1", "--target-spv=spv1.4"]
    return ["--target-env=" + env]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: glsl_compile.py BUILD")
    bless = os.environ.get("BLESS") == "1"
    rep = harness.Reporter()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    dis, missing_dis = harness.tool(sys.argv[1], "glspv-dis", "GLSPV_DIS")
    val, missing_val = harness.reference("spirv-val")
    ourval, missing_ourval = harness.tool(sys.argv[1], "glspv-val", "GLSPV_VAL")
    files = sources("compile")
    if not files:
        rep.result("glsl-compile", ["tests/glsl/compile is empty"])
    with tempfile.TemporaryDirectory(prefix="glspv-compile-") as tmp:
        for src, env, golden in [(f, e, f + (".spvasm" if i == 0 else "." + e + ".spvasm"))
                                 for f in files for i, e in enumerate(target_envs(f))]:
            name = "glsl-compile/" + os.path.basename(golden)[:-len(".spvasm")]
            why = missing or missing_dis or missing_val or missing_ourval
            if why:
                rep.result(name, [why])
                continue
            out = os.path.join(tmp, os.path.basename(golden) + ".spv")
            # From the folder, so that file names in the module (-g) carry no path.
            res = harness.run([glspv] + env_flags(env) + extra_flags(src) + ["-o", out, os.path.basename(src)],
                              cwd=os.path.dirname(src))
            crash = harness.crash_reason(res)
            if crash or res.rc != 0 or res.err:
                rep.result(name, [crash] if crash else ["expected a clean compile"] + harness.describe(res, 5))
                continue
            v = harness.spirv_val(val, env, out)
            if v.rc != 0:
                rep.result(name, ["spirv-val rejects it:"] + v.out.decode("utf-8", "replace").splitlines()[:3] +
                           v.err_text().splitlines()[:3])
                continue
            # glspv's own validator must accept what glspv emits too.
            ov = harness.run([ourval, "--target-env", env, out])
            if ov.rc != 0:
                rep.result(name, ["glspv-val rejects it:"] + ov.err_text().splitlines()[:4])
                continue
            d = harness.run([dis, out])
            rep.result(name, check_golden(golden, d.out, bless) if d.rc == 0 else harness.describe(d))
    for src in sources("check-errors"):
        name = "glsl-check-error/" + os.path.basename(src)
        if missing:
            rep.result(name, [missing])
            continue
        # The first `// target-env:` (vulkan1.0 without one) and `// glspv-flags:`, as for goldens.
        res = harness.run([os.path.abspath(glspv)] + env_flags(target_envs(src)[0]) + extra_flags(src) +
                          ["-o", os.devnull, os.path.basename(src)], cwd=os.path.dirname(src))
        crash = harness.crash_reason(res)
        if crash or res.rc != 1:
            rep.result(name, [crash] if crash else ["expected exit status 1"] + harness.describe(res, 5))
        else:
            rep.result(name, check_golden(src + ".err", res.err, bless))
        # The linter's call must report the same errors.
        lint = harness.run([os.path.abspath(glspv), "-fsyntax-only"] + env_flags(target_envs(src)[0]) +
                           extra_flags(src) + [os.path.basename(src)], cwd=os.path.dirname(src))
        rep.result(name.replace("check-error/", "check-error-syntax-only/"),
                   [] if (lint.rc, lint.err) == (res.rc, res.err) else
                   ["-fsyntax-only reports otherwise than compiling:"] + harness.describe(lint, 5))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
