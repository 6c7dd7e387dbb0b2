"""The corpus's error tests are refused, with a message that names the file.

    python3 tests/corpus_errors.py BUILD

Every row of the corpus manifest (glslang.tsv in $GLSPV_CORPUS) that glslangValidator refuses
(target_env FAIL) and that glslang's own test suite expects to fail
(expected = error) is compiled by glspv for vulkan1.3, the target that allows
the most: glspv must refuse it (exit 1, no crash) and say why in a line that
starts with the file's name. Standard library only.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

CORPUS = harness.CORPUS




def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus_errors.py BUILD")
    rep = harness.Reporter()
    if not harness.need(rep, "corpus-errors", "corpus"):
        return rep.exit_code()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    rows = [r for r in harness.manifest() if r["target_env"] == "FAIL" and r.get("expected") == "error"]
    if missing or not rows:
        rep.result("corpus-errors", [missing or "no error rows in the manifest"])
        return rep.exit_code()
    folder = os.path.join(CORPUS, "glslang")
    refused = 0
    for row in rows:
        res = harness.run([glspv, "-fshader-stage=" + row["stage"], "--target-env=vulkan1.3", "-o", os.devnull,
                           row["file"]], cwd=folder)
        why = harness.crash_reason(res)
        if not why and res.rc == 0:
            why = "accepted; glslang says: " + (row.get("first_error") or "(no message recorded)")[:300]
        elif not why and res.rc != 1:
            why = "exit status %s, not 1" % res.rc
        elif not why and not any(l.startswith(row["file"]) and ": error: " in l
                                 for l in res.err_text().splitlines()):
            why = "no 'FILE...: error:' line: " + res.err_text()[:300]
        refused += not why
        rep.result("corpus-errors/" + row["file"], [why] if why else [])
    rep.note("corpus errors: glspv refuses %d of the %d shaders glslang's tests expect to fail" % (refused, len(rows)))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
