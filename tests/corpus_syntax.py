"""Every corpus shader glslang compiles must pass `glspv -fsyntax-only`.

    python3 tests/corpus_syntax.py BUILD

Reads ../shared/corpus/glslang.tsv; for each row whose target_env is not FAIL
runs glspv (cwd: the corpus folder, with the row's extra arguments and its
target environment) and expects exit 0 and no error. Prints one FAIL per
rejected shader and `corpus syntax: N/M accepted`. Standard library only.
"""

import concurrent.futures
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

CORPUS = os.path.join(harness.SHARED, "corpus")

# Where glspv is right to reject what glslangValidator 12 lets through.
EXPECTED_ERRORS = {
    "glspv.version.frag": "'#version 330 compatibility' is not Vulkan GLSL: glslc rejects it, and glslang -V "
                          "prints the same error but exits 0",
}


def rows():
    with open(os.path.join(CORPUS, "glslang.tsv"), encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            if row.get("target_env", "FAIL") != "FAIL":
                yield row


def glslc_env(env):
    """glslc's spelling: vulkan1.1spv1.4 is vulkan1.1 plus --target-spv."""
    if env == "vulkan1.1spv1.4":
        return ["--target-env=vulkan1.1", "--target-spv=spv1.4"]
    return ["--target-env=" + env]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus_syntax.py BUILD")
    rep = harness.Reporter()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    if missing:
        rep.result("corpus-syntax", [missing])
        return rep.exit_code()
    glspv = os.path.abspath(glspv)
    cases = list(rows())
    folder = os.path.join(CORPUS, "glslang")

    def check(row):
        name = row["file"]
        argv = [glspv, "-fsyntax-only"] + glslc_env(row["target_env"]) + row.get("args", "").split() + [name]
        return name, harness.run(argv, cwd=folder)

    accepted = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for name, res in pool.map(check, cases):
            crash = harness.crash_reason(res)
            if crash:
                rep.result("corpus-syntax/" + name, [crash])
            elif name in EXPECTED_ERRORS:
                ok = res.rc == 1
                rep.result("corpus-syntax/" + name,
                           [] if ok else ["expected rejection: " + EXPECTED_ERRORS[name]] + harness.describe(res))
            elif res.rc != 0:
                rep.result("corpus-syntax/" + name, harness.describe(res, 3))
            else:
                accepted += 1
                rep.result("corpus-syntax/" + name, [])
    rep.note("corpus syntax: %d/%d accepted (%d rejected on purpose)" %
             (accepted, len(cases), len(EXPECTED_ERRORS)))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
