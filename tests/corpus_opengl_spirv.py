"""SPIR-V for OpenGL: glspv-glslang -G against glslangValidator -G.

    python3 tests/corpus_opengl_spirv.py BUILD

With -G glslangValidator compiles GLSL to SPIR-V for OpenGL 4.5
(GL_ARB_gl_spirv). Every shader of the corpus manifest (glslang.tsv in
$GLSPV_CORPUS) goes through both with -G, in the corpus folder, the stage
from the file's extension. Where glslangValidator compiles the shader
(exit 0), glspv-glslang must compile it too, and its module must pass
spirv-val --target-env opengl4.5, and glspv-val at opengl4.5 must give the
same verdict; where glslangValidator refuses it (exit 2), glspv-glslang
must refuse it too. The others are differences, each listed in
tests/corpus-opengl-spirv-differences.txt with its reason; an unlisted
difference fails, and so does a listed one that is gone or has changed
kind (the list stays true). The counts go on the last line.

tests/glsl/opengl-spirv/NAME.<stage> are hand-made shaders for the rules of
-G: with NAME.<stage>.err beside it, glspv-glslang -G must refuse it (exit
2) with exactly those ERROR lines, and glslangValidator -G refuse it with
its first error on the line of the golden's first; without one both compile
it and the module passes spirv-val and glspv-val at opengl4.5. BLESS=1
writes the missing .err goldens of refused shaders. Standard library only.
"""

import concurrent.futures
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

CORPUS = harness.CORPUS
KNOWN = os.path.join(harness.ROOT, "tests", "corpus-opengl-spirv-differences.txt")
HAND_MADE = os.path.join(harness.ROOT, "tests", "glsl", "opengl-spirv")
ERROR_LINE = re.compile(r"^ERROR: (?:[^:\n]*):(\d+): ")
ENV = "opengl4.5"
KINDS = {
    "lax": "glspv-glslang -G compiles it, glslangValidator -G refuses it",
    "strict": "glspv-glslang -G refuses it, glslangValidator -G compiles it",
    "invalid": "glspv-glslang -G writes a module spirv-val --target-env opengl4.5 refuses",
    "val": "glspv-val and spirv-val at opengl4.5 disagree on glspv-glslang's module",
}



def first_line(res, prefix=b"ERROR"):
    """The first line of the output that starts with prefix, else the first
    line, for the report."""
    text = res.out + b"\n" + res.err
    lines = [l for l in text.splitlines() if l.strip()]
    for l in lines:
        if l.startswith(prefix):
            return l.decode("utf-8", "replace")[:240]
    return lines[0].decode("utf-8", "replace")[:240] if lines else "(no output)"


def compare(glspv, glslang, spirv_val, glspv_val, folder, tmp, row):
    """(verdict, detail): verdict None when they agree, a kind of KINDS when
    they differ, "skip" when glslangValidator did not handle the shader, or
    "crash" with the reason."""
    name = row["file"]
    # -o always: without it glslangValidator writes STAGE.spv into the
    # corpus folder, and the runs in parallel would write the same file.
    theirs = os.path.join(tmp, name + ".glslang.spv")
    want = harness.cached_run(glslang, ["-G", name, "-o", theirs], inputs=[name], outputs=[theirs], cwd=folder)
    if want.timed_out or want.rc not in (0, 2):
        return "skip", "glslangValidator exit %s" % want.rc
    out = os.path.join(tmp, name + ".spv")
    got = harness.run([glspv, "-G", name, "-o", out], cwd=folder)
    why = harness.crash_reason(got)
    if why:
        return "crash", why
    if got.rc not in (0, 2, 3):  # 3: refused when linking
        return "crash", "exit status %s, not 0, 2 or 3: %s" % (got.rc, got.out.decode("utf-8", "replace")[:300])
    if got.rc != 0:
        return (None, "") if want.rc != 0 else ("strict", first_line(got))
    if want.rc != 0:
        return "lax", first_line(want)
    ref = harness.spirv_val(spirv_val, ENV, out)
    own = harness.run([glspv_val, "--target-env", ENV, out])
    why = harness.crash_reason(own)
    if why:
        return "crash", "glspv-val: " + why
    if ref.rc != 0:
        return "invalid", first_line(ref, b"error")
    if own.rc != 0:
        return "val", "glspv-val: " + first_line(own, b"error")
    return None, ""


def error_lines(res):
    """The ERROR lines that name a line (not the count at the end)."""
    return [l for l in res.out.decode("utf-8", "replace").splitlines() if ERROR_LINE.match(l)]


def hand_made(rep, glspv, glslang, spirv_val, glspv_val, tmp):
    bless = os.environ.get("BLESS") == "1"
    for name in sorted(os.listdir(HAND_MADE)):
        if name.endswith(".err"):
            continue
        test = "glsl-opengl-spirv/" + name
        golden = os.path.join(HAND_MADE, name + ".err")
        out = os.path.join(tmp, "hand." + name + ".spv")
        theirs = os.path.join(tmp, "hand." + name + ".glslang.spv")
        got = harness.run([glspv, "-G", name, "-o", out], cwd=HAND_MADE)
        want = harness.cached_run(glslang, ["-G", name, "-o", theirs], inputs=[name], outputs=[theirs],
                                  cwd=HAND_MADE)
        why = harness.crash_reason(got)
        if why:
            rep.result(test, [why])
            continue
        if bless and got.rc == 2 and not os.path.exists(golden):
            with open(golden, "w", encoding="utf-8") as f:
                f.write("".join(l + "\n" for l in error_lines(got)))
        reasons = []
        if os.path.exists(golden):
            expected = open(golden, encoding="utf-8").read().splitlines()
            if got.rc != 2 or error_lines(got) != expected:
                reasons.append("glspv-glslang -G: exit %s, ERROR lines %r, not 2 and %r"
                               % (got.rc, error_lines(got), expected))
            first = ERROR_LINE.match(expected[0]) if expected else None
            # glslangValidator names no line in its #version errors: line 1.
            theirs_first = [l for l in want.out.decode("utf-8", "replace").splitlines()
                            if ERROR_LINE.match(l) or l.startswith("ERROR: #version")][:1]
            theirs_line = theirs_first and (ERROR_LINE.match(theirs_first[0]) or [0, "1"])[1]
            if want.rc != 2 or not first or theirs_line != first.group(1):
                reasons.append("glslangValidator -G: exit %s, first error %r, not 2 on line %s"
                               % (want.rc, theirs_first, first.group(1) if first else "?"))
        else:
            if got.rc != 0 or want.rc != 0:
                reasons.append("exit %s (glspv-glslang -G) and %s (glslangValidator -G), not 0 and 0: %s"
                               % (got.rc, want.rc, first_line(got if got.rc else want)))
            else:
                ref = harness.spirv_val(spirv_val, ENV, out)
                own = harness.run([glspv_val, "--target-env", ENV, out])
                if ref.rc != 0:
                    reasons.append("spirv-val --target-env %s: %s" % (ENV, first_line(ref, b"error")))
                if own.rc != 0:
                    reasons.append("glspv-val --target-env %s: %s" % (ENV, first_line(own, b"error")))
        rep.result(test, reasons)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus_opengl_spirv.py BUILD")
    rep = harness.Reporter()
    if not harness.need(rep, "corpus-opengl-spirv", "corpus"):
        return rep.exit_code()
    glspv, missing = harness.tool(sys.argv[1], "glspv-glslang", "GLSPV_GLSLANG")
    glspv_val, missing2 = harness.tool(sys.argv[1], "glspv-val", "GLSPV_VAL")
    glslang, missing3 = harness.reference("glslangValidator")
    spirv_val, missing4 = harness.reference("spirv-val")
    why = missing or missing2 or missing3 or missing4
    if why:
        rep.result("corpus-opengl-spirv", [why])
        return rep.exit_code()
    known = harness.read_differences(KNOWN, KINDS)
    folder = os.path.join(CORPUS, "glslang")
    rows = harness.manifest()
    # A sanitizer build (tests/run.sh sets GLSPV_SANITIZED) runs every eighth
    # shader (about 40 s there; CI is near its time limit): the agreement is the normal build's to
    # count, the sanitizers need only the -G paths exercised (the compiler
    # behind them is the one the Vulkan parts run whole).
    if os.environ.get("GLSPV_SANITIZED") == "1":
        rows = rows[::8]
        kept = {r["file"] for r in rows}
        known = {k: v for k, v in known.items() if k in kept}
    with tempfile.TemporaryDirectory(prefix="glspv-opengl-spirv-") as tmp:
        hand_made(rep, glspv, glslang, spirv_val, glspv_val, tmp)
        with concurrent.futures.ThreadPoolExecutor(max(1, min(4, os.cpu_count() or 1))) as pool:
            verdicts = list(pool.map(lambda r: compare(glspv, glslang, spirv_val, glspv_val, folder, tmp, r),
                                     rows))
    counts = harness.judge_differences(rep, "corpus-opengl-spirv", KNOWN, rows, verdicts, known, KINDS)
    handled = len(rows) - counts["skip"]
    rep.note("corpus opengl spirv (-G): glspv-glslang agrees with glslangValidator on %d of the %d shaders it "
             "handles (glslangValidator crashes on the other %d); listed differences: %d lax, %d strict, "
             "%d invalid for %s, %d glspv-val" % (counts["agree"], handled, counts["skip"], counts["lax"],
                                                   counts["strict"], counts["invalid"], ENV, counts["val"]))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
