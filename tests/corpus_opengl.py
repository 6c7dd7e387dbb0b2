"""OpenGL's GLSL: glspv-glslang without -V against glslangValidator without -V.

    python3 tests/corpus_opengl.py BUILD

Without -V (or -G) glslangValidator validates a shader as OpenGL compiles
GLSL, with no SPIR-V: desktop GLSL 1.10 to 4.60, core and compatibility, and
GLSL ES 1.00 to 3.20 (what editor linters run). Every shader of the corpus
manifest (glslang.tsv in $GLSPV_CORPUS) goes through both, in the corpus
folder, with the file as the only argument (the stage from its extension;
glslangValidator takes them in batches, harness.glslang_check_batch);
those glslangValidator handles (exit 0 or 2, not a crash) are compared:
both accept, or both refuse with the first error on the same line. The
others are differences, each listed in tests/corpus-opengl-differences.txt
with its reason; an unlisted difference fails, and so does a listed one
that is gone or has changed kind (the list stays true). The counts go on
the last line. Standard library only.
"""

import concurrent.futures
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

CORPUS = harness.CORPUS
KNOWN = os.path.join(harness.ROOT, "tests", "corpus-opengl-differences.txt")
KINDS = {
    "lax": "glspv accepts it, glslangValidator refuses it",
    "strict": "glspv refuses it, glslangValidator accepts it",
    "line": "both refuse it, the first errors on different lines",
}
# "ERROR: 0:12: 'x' : ..." (glslangValidator), "ERROR: a.frag:12: ..." (glspv).
ERROR_LINE = re.compile(r"^ERROR: (?:[^:\n]*):(\d+): ")





def first_error(res):
    """(line, text) of the first ERROR line (line 0 when it names none)."""
    for l in res.out.decode("utf-8", "replace").splitlines():
        if l.startswith("ERROR: "):
            m = ERROR_LINE.match(l)
            return (int(m.group(1)) if m else 0), l
    return 0, "(no ERROR line)"


def compare(glspv, want, folder, row):
    """(verdict, detail) against glslangValidator's answer `want`: verdict
    None when they agree, a kind of KINDS when they differ, "skip" when
    glslangValidator did not handle the shader, or "crash" with the
    reason."""
    name = row["file"]
    if want.timed_out or want.rc not in (0, 2):
        return "skip", "glslangValidator exit %s" % want.rc
    got = harness.run([glspv, name], cwd=folder)
    why = harness.crash_reason(got)
    if why:
        return "crash", why
    if got.rc not in (0, 2):
        return "crash", "exit status %s, not 0 or 2: %s" % (got.rc, got.out.decode("utf-8", "replace")[:300])
    if (got.rc == 0) != (want.rc == 0):
        detail = first_error(want if want.rc else got)[1]
        return ("lax" if got.rc == 0 else "strict"), detail
    if got.rc == 0:
        return None, ""
    (gl, gtext), (wl, wtext) = first_error(got), first_error(want)
    if gl != wl:
        return "line", "glspv: %s | glslangValidator: %s" % (gtext[:200], wtext[:200])
    return None, ""


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus_opengl.py BUILD")
    rep = harness.Reporter()
    if not harness.need(rep, "corpus-opengl", "corpus"):
        return rep.exit_code()
    glspv, missing = harness.tool(sys.argv[1], "glspv-glslang", "GLSPV_GLSLANG")
    glslang, missing2 = harness.reference("glslangValidator")
    if missing or missing2:
        rep.result("corpus-opengl", [missing or missing2])
        return rep.exit_code()
    known = harness.read_differences(KNOWN, KINDS)
    folder = os.path.join(CORPUS, "glslang")
    rows = harness.manifest()
    # A sanitizer build (tests/run.sh sets GLSPV_SANITIZED) runs one shader in
    # four (not those corpus_opengl_spirv takes there, so the two see 3/8 of
    # the corpus): the agreement is the normal build's to count, the
    # sanitizers need only the OpenGL paths exercised.
    if os.environ.get("GLSPV_SANITIZED") == "1":
        rows = rows[2::4]
        kept = {r["file"] for r in rows}
        known = {k: v for k, v in known.items() if k in kept}
    wants = harness.glslang_check_batch(glslang, [r["file"] for r in rows], folder)
    with concurrent.futures.ThreadPoolExecutor(max(1, min(4, os.cpu_count() or 1))) as pool:
        verdicts = list(pool.map(lambda r: compare(glspv, wants[r["file"]], folder, r), rows))
    counts = harness.judge_differences(rep, "corpus-opengl", KNOWN, rows, verdicts, known, KINDS)
    handled = len(rows) - counts["skip"]
    rep.note("corpus opengl (no -V): glspv-glslang agrees with glslangValidator on %d of the %d shaders it "
             "handles (glslangValidator crashes on the other %d); listed differences: %d lax, %d strict, %d on the line"
             % (counts["agree"], handled, counts["skip"], counts["lax"], counts["strict"], counts["line"]))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
