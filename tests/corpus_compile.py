"""The corpus shaders glspv compiles to valid SPIR-V may only grow.

    python3 tests/corpus_compile.py BUILD

Runs corpus_compile.py ($GLSPV_CORPUS_TOOL, see tests/harness.py; the counts we go by: glspv compiles
each row of the manifest that glslang compiles, spirv-val checks it) over the
whole manifest, then checks that every shader named in
tests/corpus-compile-pass.txt still passes, and that no compiled module is
invalid (glspv must reject what it cannot compile, never emit bad SPIR-V).
A shader that passes and is not on the list is reported, so the list can
grow (UPDATE=1 rewrites it). Every compute shader that names no extension but
those CORE_EXTENSIONS lists must compile; the compute shaders still rejected
are reported by the extensions they name. Standard library only.
"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

LIST = os.path.join(harness.ROOT, "tests", "corpus-compile-pass.txt")
CORPUS = harness.CORPUS
TOOL = harness.CORPUS_TOOL
# Extensions the core-language requirement allows (issue 5).
CORE_EXTENSIONS = {"GL_EXT_scalar_block_layout", "GL_GOOGLE_include_directive"}




def check_compute(rep, failed):
    """The extension-free compute shaders must all pass; the others are
    counted by the extensions they name."""
    core, by_ext, rejected = [], {}, 0
    for row in harness.manifest():
        if row["stage"] != "comp" or row["target_env"] == "FAIL":
            continue
        exts = [e for e in row.get("extensions", "").split(",") if e and e not in CORE_EXTENSIONS]
        if not exts:
            core.append(row["file"])
        elif row["file"] in failed:
            rejected += 1
            for e in exts:
                by_ext[e] = by_ext.get(e, 0) + 1
    bad = [f for f in core if f in failed]
    rep.result("corpus-compile/extension-free-compute", ["%d of %d extension-free compute shaders fail: %s" %
                                                         (len(bad), len(core), " ".join(bad))] if bad else [])
    rep.note("extension-free compute shaders: %d/%d compile" % (len(core) - len(bad), len(core)))
    rep.note("compute shaders still rejected: %d; the extensions they name (a shader may name several): %s" %
             (rejected, ", ".join("%s %d" % kv for kv in sorted(by_ext.items(), key=lambda kv: (-kv[1], kv[0])))))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus_compile.py BUILD")
    rep = harness.Reporter()
    if not harness.need(rep, "corpus-compile", "corpus", "corpus tool"):
        return rep.exit_code()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    if missing:
        rep.result("corpus-compile", [missing])
        return rep.exit_code()
    with tempfile.TemporaryDirectory(prefix="glspv-corpus-") as tmp:
        fails = os.path.join(tmp, "fails.tsv")
        res = subprocess.run([sys.executable, TOOL, "compile", os.path.join(CORPUS, "glslang.tsv"),
                              os.path.join(CORPUS, "glslang"), "--glspv", glspv, "--label", "corpus",
                              "--fail-list", fails, "--min", "0"], capture_output=True, text=True, timeout=1800)
        summary = [l for l in res.stdout.splitlines() if l.startswith("corpus:")]
        failed = {}
        if os.path.exists(fails):
            for line in open(fails, encoding="utf-8"):
                parts = line.rstrip("\n").split("\t")
                if len(parts) >= 2:
                    failed[parts[0]] = parts[1:]
    rows = [r["file"] for r in harness.manifest(compiled_only=True)]
    passing = [f for f in rows if f not in failed]
    if os.environ.get("UPDATE") == "1":
        with open(LIST, "w", encoding="utf-8") as f:
            f.write("".join(p + "\n" for p in sorted(passing)))
    expected = [l.strip() for l in open(LIST, encoding="utf-8") if l.strip()] if os.path.exists(LIST) else []
    for name in expected:
        rep.result("corpus-compile/" + name, [] if name not in failed else ["no longer compiles: " +
                                                                          " ".join(failed[name])[:300]])
    for name, why in sorted(failed.items()):
        if why and why[0] in ("invalid", "crash", "timeout"):
            rep.result("corpus-compile/" + name, ["%s: %s" % (why[0], " ".join(why[1:])[:300])])
    check_compute(rep, failed)
    new = sorted(set(passing) - set(expected))
    if new:
        rep.note("now passing, not yet on tests/corpus-compile-pass.txt (UPDATE=1 adds them): " + " ".join(new))
    rep.note(summary[0] if summary else "corpus: no summary from the tool: " + res.stderr[-300:])
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
