"""`glspv -fsyntax-only` judges every corpus shader as compiling it does.

    python3 tests/corpus_syntax.py BUILD

Reads the corpus manifest (glslang.tsv in $GLSPV_CORPUS, see tests/harness.py); for each row whose target_env is not FAIL
runs glspv twice (cwd: the corpus folder, with the row's extra arguments and
its target environment): with -fsyntax-only and compiling to nowhere. Both
runs must end with the same status and print the same messages: a linter
that calls -fsyntax-only sees every error the compiler reports. Which
shaders compile is corpus_compile.py's concern. Prints one FAIL per
disagreement and `corpus syntax: N/M accepted`. Standard library only.
"""

import concurrent.futures
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

CORPUS = harness.CORPUS



def glslc_env(env):
    """glslc's spelling: vulkan1.1spv1.4 is vulkan1.1 plus --target-spv."""
    if env == "vulkan1.1spv1.4":
        return ["--target-env=vulkan1.1", "--target-spv=spv1.4"]
    return ["--target-env=" + env]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus_syntax.py BUILD")
    rep = harness.Reporter()
    if not harness.need(rep, "corpus-syntax", "corpus"):
        return rep.exit_code()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    if missing:
        rep.result("corpus-syntax", [missing])
        return rep.exit_code()
    glspv = os.path.abspath(glspv)
    cases = list(harness.manifest(compiled_only=True))
    folder = os.path.join(CORPUS, "glslang")

    def check(row):
        name = row["file"]
        argv = glslc_env(row["target_env"]) + row.get("args", "").split() + [name]
        return (name, harness.run([glspv, "-fsyntax-only"] + argv, cwd=folder),
                harness.run([glspv, "-o", os.devnull] + argv, cwd=folder))

    accepted = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for name, res, compiled in pool.map(check, cases):
            crash = harness.crash_reason(res) or harness.crash_reason(compiled)
            if crash:
                rep.result("corpus-syntax/" + name, [crash])
            elif (res.rc, res.err) != (compiled.rc, compiled.err):
                rep.result("corpus-syntax/" + name, ["-fsyntax-only and compiling disagree:"] +
                           harness.describe(res, 3) + harness.describe(compiled, 3))
            else:
                accepted += res.rc == 0
                rep.result("corpus-syntax/" + name, [])
    rep.note("corpus syntax: %d/%d accepted, each judged as compiling judges it" % (accepted, len(cases)))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
