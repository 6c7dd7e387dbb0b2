"""What each extension brings is refused without it, as glslang refuses it.

    python3 tests/corpus_extensions.py BUILD

For every shader of the corpus manifest (glslang.tsv in $GLSPV_CORPUS) that glslangValidator
compiles (no #include, no extra arguments), and for every #extension line in
it: the line is blanked (line numbers stay), and the copy is compiled by
glslangValidator (the oracle) and by glspv for the row's target environment.
Where the two disagree, glspv is either lax (it accepts what the missing
extension should have refused) or strict (it refuses what glslang accepts);
each such pair must be listed, with the reason, in
tests/corpus-extension-differences.txt, and every listed pair must still
differ. The copies live in a temporary folder. Standard library only.
"""

import concurrent.futures
import os
import re
import sys
import tempfile
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

CORPUS = harness.CORPUS
KNOWN = os.path.join(harness.ROOT, "tests", "corpus-extension-differences.txt")
EXTENSION_LINE = re.compile(r"\s*#\s*extension\s+(\w+)\s*:")




def known_differences():
    """{(file, extension): (kind, reason)} from the list: `file extension lax|strict reason...`."""
    known = {}
    for line in open(KNOWN, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        f, ext, kind, reason = (line.split(None, 3) + ["", "", "", ""])[:4]
        known[(f, ext)] = (kind, reason)
    return known


def env_flags(te):
    if te == "vulkan1.1spv1.4":
        return ["--target-env", "vulkan1.1", "--target-env", "spirv1.4"], \
               ["--target-env=vulkan1.1", "--target-spv=spv1.4"]
    return ["--target-env", te], ["--target-env=" + te]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus_extensions.py BUILD")
    rep = harness.Reporter()
    if not harness.need(rep, "corpus-extensions", "corpus"):
        return rep.exit_code()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    glslang, missing_glslang = harness.reference("glslangValidator")
    if missing or missing_glslang:
        rep.result("corpus-extensions", [missing or missing_glslang])
        return rep.exit_code()
    jobs = []
    for row in harness.manifest():
        if row["target_env"] == "FAIL" or not row.get("extensions") or row.get("args") or row.get("include") != "no":
            continue
        text = open(os.path.join(CORPUS, "glslang", row["file"]), encoding="utf-8", errors="replace").read()
        lines = text.split("\n")
        for i, line in enumerate(lines):
            m = EXTENSION_LINE.match(line)
            if m and m.group(1) != "all":
                jobs.append((row, m.group(1), i + 1, "\n".join(lines[:i] + [""] + lines[i + 1:])))

    with tempfile.TemporaryDirectory(prefix="glspv-corpus-ext-") as tmp:
        def compile_both(job):
            row, ext, line, text = job
            folder = os.path.join(tmp, str(threading.get_ident()))
            os.makedirs(folder, exist_ok=True)
            src = os.path.join(folder, os.path.basename(row["file"]))
            with open(src, "w", encoding="utf-8") as f:
                f.write(text)
            oracle_env, our_env = env_flags(row["target_env"].split(":")[0])
            theirs = harness.cached_run(glslang, ["-V"] + oracle_env + ["-S", row["stage"], "-o", src + ".ref.spv", src],
                                        inputs=[src], outputs=[src + ".ref.spv"], timeout=60)
            ours = harness.run([glspv, "-fshader-stage=" + row["stage"]] + our_env + ["-o", src + ".spv", src],
                               timeout=60)
            return row["file"], ext, line, theirs, ours

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
            results = list(pool.map(compile_both, jobs))

    known = known_differences()
    seen = set()
    agree = 0
    for name, ext, line, theirs, ours in results:
        test = "corpus-extensions/%s:%d-without-%s" % (name, line, ext)
        crash = harness.crash_reason(ours)
        if crash:
            rep.result(test, [crash])
            continue
        if (theirs.rc == 0) == (ours.rc == 0):
            agree += 1
            continue
        kind = "lax" if ours.rc == 0 else "strict"
        seen.add((name, ext))
        listed = known.get((name, ext))
        if listed and listed[0] == kind:
            rep.result(test, [])
            continue
        oracle_errors = [l for l in (theirs.out + theirs.err).decode("utf-8", "replace").splitlines() if "ERROR" in l]
        why = ("glspv accepts it; glslang says: " + " ".join(oracle_errors)[:300]) if kind == "lax" else \
              ("glspv refuses it: " + ours.err_text()[:300])
        rep.result(test, ["%s, and tests/corpus-extension-differences.txt does not list it as such: %s" % (kind, why)])
    for (name, ext), (kind, _) in sorted(known.items()):
        if (name, ext) not in seen:
            rep.result("corpus-extensions/%s-without-%s" % (name, ext),
                       ["listed as %s, but glspv and glslang now agree: take it off the list" % kind])
    rep.note("corpus extensions: %d #extension lines removed one at a time, glspv agrees with glslang on %d; "
             "the other %d are the %d listed differences" % (len(results), agree, len(results) - agree, len(seen)))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
