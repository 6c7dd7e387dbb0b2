"""OpenGL's GLSL rules, one shader each: glspv-glslang without -V.

    python3 tests/glsl_opengl.py BUILD

tests/glsl/opengl/NAME.<stage> is checked as glslangValidator checks GLSL
without -V (OpenGL's rules, no SPIR-V). With NAME.<stage>.err beside it,
glspv-glslang must refuse it (exit 2) and print exactly those ERROR lines
(the first lines of its messages, not the count); without one it must
accept it (exit 0) and print no ERROR line. glslangValidator without -V
must agree: the same exit status and, when it refuses, its first error on
the line of the first ERROR line of the golden. NAME.<stage>.conf beside a
shader sets resource limits (glslangValidator's configuration file) for both. A linter's call
(vscode-glsllint: `--stdin -S STAGE`, the source on standard input) must
print what it parses as glslangValidator prints it: `stdin`, then
`ERROR: 0:LINE: ` first on the same line. So must the other linters' calls,
through the patterns they parse with: vim ALE's glslang linter runs
`glslangValidator -C FILE` and matches `^(.+): (\d+):(\d+): (.+)` (the third
number the line), SublimeLinter-contrib-glsl runs `glslangValidator FILE` and
matches `ERROR: ...:LINE: 'NEAR' : MESSAGE`, Emacs' flycheck-glsl runs
`glslangValidator FILE` and matches `^ERROR: COLUMN:LINE: MESSAGE$` (its
`column` the string number, 0), and glsl-language-server, which links glslang
and parses the info log glslangValidator prints, searches each line for
`(.*): 0:(\d*): (.*)` (severity, line, message); each must find
glslangValidator's first line (an ERROR) in glspv-glslang's output. BLESS=1 writes the missing .err
goldens of refused shaders. Standard library only.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

FOLDER = os.path.join(harness.ROOT, "tests", "glsl", "opengl")
ERROR_LINE = re.compile(r"^ERROR: (?:[^:\n]*):(\d+): ")
# The patterns of the linters that run glslangValidator or parse its info
# log: (name, arguments before the file, pattern, the group holding the
# line, the group holding the severity or 0).
LINTERS = [
    ("ale", ["-C"], re.compile(r"^(.+): (\d+):(\d+): (.+)"), 3, 0),
    ("sublimelinter", [], re.compile(r"^ERROR:\s.*:(?P<line>\d+):\s'(?P<near>.*)'\s:\s+(?P<message>.+)"), 1, 0),
    ("flycheck", [], re.compile(r"^ERROR: (\d+):(\d+): (.*)$"), 2, 0),
    # glsl-language-server: std::regex_search over each line of the info log.
    ("glsl-language-server", [], re.compile(r"(.*): 0:(\d*): (.*)"), 2, 1),
]


def linter_first_line(out, pattern, group, severity):
    """(line, severity) of the first output line the pattern matches (the
    severity "ERROR" where the pattern has none), or None."""
    for l in out.decode("utf-8", "replace").splitlines():
        m = pattern.match(l)
        if m:
            return int(m.group(group)), m.group(severity) if severity else "ERROR"
    return None


def error_lines(res):
    return [l for l in res.out.decode("utf-8", "replace").splitlines()
            if l.startswith("ERROR: ") and ERROR_LINE.match(l)]


def first_line(lines):
    m = ERROR_LINE.match(lines[0]) if lines else None
    return int(m.group(1)) if m else 0


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: glsl_opengl.py BUILD")
    bless = os.environ.get("BLESS") == "1"
    rep = harness.Reporter()
    glspv, missing = harness.tool(sys.argv[1], "glspv-glslang", "GLSPV_GLSLANG")
    glslang, missing2 = harness.reference("glslangValidator")
    files = sorted(f for f in os.listdir(FOLDER) if not f.endswith((".err", ".conf")))
    if not files:
        rep.result("glsl-opengl", ["tests/glsl/opengl is empty"])
    for f in files:
        name = "glsl-opengl/" + f
        if missing or missing2:
            rep.result(name, [missing or missing2])
            continue
        golden = os.path.join(FOLDER, f + ".err")
        # NAME.<stage>.conf beside it: resource limits, given to both tools.
        conf = [f + ".conf"] if os.path.exists(os.path.join(FOLDER, f + ".conf")) else []
        res = harness.run([glspv, f] + conf, cwd=FOLDER)
        why = harness.crash_reason(res)
        if why:
            rep.result(name, [why])
            continue
        got = error_lines(res)
        reasons = []
        if not os.path.exists(golden) and res.rc == 2 and bless:
            with open(golden, "w", encoding="utf-8") as out:
                out.write("\n".join(got) + "\n")
        if os.path.exists(golden):
            want = open(golden, encoding="utf-8").read().splitlines()
            if res.rc != 2:
                reasons.append("exit status %s, not 2 (refused)" % res.rc)
            elif got != want:
                reasons.append("ERROR lines differ from %s.err:" % f)
                reasons += ["  got:  " + l for l in got] + ["  want: " + l for l in want]
        elif res.rc != 0 or got:
            reasons.append("exit status %s, not 0 (accepted): %s" % (res.rc, " | ".join(got)[:300]))
        oracle = harness.cached_run(glslang, [f] + conf, inputs=[f] + conf, cwd=FOLDER)
        if oracle.rc != res.rc:
            reasons.append("glslangValidator exits %s, glspv-glslang %s" % (oracle.rc, res.rc))
        elif res.rc == 2:
            theirs = [l for l in oracle.out.decode("utf-8", "replace").splitlines() if l.startswith("ERROR: ")]
            if first_line(theirs) != first_line(got):
                reasons.append("first error on line %d, glslangValidator's on line %d: %s"
                               % (first_line(got), first_line(theirs), theirs[0] if theirs else ""))
        if res.rc == 2:
            data = open(os.path.join(FOLDER, f), "rb").read()
            stage = ["--stdin", "-S", f.rsplit(".", 1)[1]] + conf
            ours = harness.run([glspv] + stage, data=data, cwd=FOLDER).out.decode("utf-8", "replace").splitlines()
            theirs = harness.run([glslang] + stage, data=data, cwd=FOLDER).out.decode("utf-8", "replace").splitlines()
            shape = [(l.split(":")[0:3] if l.startswith("ERROR: ") else l) for l in ours[:2]]
            want_shape = [(l.split(":")[0:3] if l.startswith("ERROR: ") else l) for l in theirs[:2]]
            if shape != want_shape:
                reasons.append("--stdin -S: %r, glslangValidator's %r" % (ours[:2], theirs[:2]))
            # Under the sanitizers (GLSPV_SANITIZED) every other refused shader
            # goes through the linters' calls: the normal build checks them all.
            sampled = os.environ.get("GLSPV_SANITIZED") == "1" and files.index(f) % 2
            for linter, args, pattern, group, severity in ([] if sampled else LINTERS):
                mine = linter_first_line(harness.run([glspv] + args + [f] + conf, cwd=FOLDER).out, pattern, group,
                                         severity)
                want_line = linter_first_line(harness.cached_run(glslang, args + [f] + conf, inputs=[f] + conf,
                                                                 cwd=FOLDER).out, pattern, group, severity)
                if want_line is None or want_line[1] != "ERROR" or mine != want_line:
                    reasons.append("%s (%s): glspv-glslang's first error is on line %s, glslangValidator's on %s"
                                   % (linter, " ".join(args + [f]), mine, want_line))
        rep.result(name, reasons)
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
