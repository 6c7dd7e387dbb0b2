"""Parser golden tests.

    python3 tests/glsl_parse.py BUILD

tests/glsl/parse/NAME.<stage>: `glspv --dump-ast` must succeed with no
diagnostics and print exactly NAME.<stage>.ast.
tests/glsl/parse-errors/NAME.<stage>: `glspv -fsyntax-only` must fail (exit
1, no crash) and print exactly NAME.<stage>.err on stderr, with the folder
part of file names removed. A line `// glspv-flags: ...` in a test adds
those flags (-fshow-column, say).

BLESS=1 writes missing or changed goldens from glspv's output; review them
with git diff. Standard library only.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

HERE = os.path.join(harness.ROOT, "tests", "glsl")
STAGES = (".vert", ".tesc", ".tese", ".geom", ".frag", ".comp", ".mesh", ".task",
          ".rgen", ".rint", ".rahit", ".rchit", ".rmiss", ".rcall")


def sources(folder):
    path = os.path.join(HERE, folder)
    if not os.path.isdir(path):
        return []
    return sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(STAGES))


def extra_flags(src):
    for line in open(src, encoding="utf-8", errors="replace"):
        if line.startswith("// glspv-flags:"):
            return line.split(":", 1)[1].split()
    return []


def check_golden(golden, got, bless):
    """Reason lines when `got` differs from the golden file (or blesses it)."""
    if bless:
        if not os.path.exists(golden) or open(golden, "rb").read() != got:
            with open(golden, "wb") as f:
                f.write(got)
        return []
    if not os.path.exists(golden):
        return ["no golden %s (run with BLESS=1 and review it)" % os.path.relpath(golden, harness.ROOT)]
    want = open(golden, "rb").read()
    if got == want:
        return []
    return harness.first_text_diff(got, want, "glspv", "golden")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: glsl_parse.py BUILD")
    build = sys.argv[1]
    bless = os.environ.get("BLESS") == "1"
    rep = harness.Reporter()
    glspv, missing = harness.tool(build, "glspv", "GLSPV")
    good, bad = sources("parse"), sources("parse-errors")
    if not good or not bad:
        rep.result("glsl-parse", ["tests/glsl/parse or tests/glsl/parse-errors is empty"])
        return rep.exit_code()
    for src in good:
        name = "glsl-parse/" + os.path.basename(src)
        if missing:
            rep.result(name, [missing])
            continue
        res = harness.run([glspv, "--dump-ast"] + extra_flags(src) + [src])
        crash = harness.crash_reason(res)
        if crash:
            rep.result(name, [crash])
        elif res.rc != 0 or res.err:
            rep.result(name, ["expected success without diagnostics"] + harness.describe(res, 5))
        else:
            rep.result(name, check_golden(src + ".ast", res.out, bless))
    for src in bad:
        name = "glsl-parse-error/" + os.path.basename(src)
        if missing:
            rep.result(name, [missing])
            continue
        # Run from the folder so that messages name the file without a path.
        res = harness.run([os.path.abspath(glspv), "-fsyntax-only"] + extra_flags(src) + [os.path.basename(src)],
                          cwd=os.path.dirname(src))
        crash = harness.crash_reason(res)
        if crash:
            rep.result(name, [crash])
        elif res.rc != 1:
            rep.result(name, ["expected exit status 1"] + harness.describe(res, 5))
        else:
            rep.result(name, check_golden(src + ".err", res.err, bless))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
