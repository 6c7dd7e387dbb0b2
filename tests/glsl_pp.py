#!/usr/bin/env python3
"""Golden tests of the GLSL preprocessor and of `glspv -E`.

    python3 tests/glsl_pp.py BUILD          run them
    BLESS=1 python3 tests/glsl_pp.py BUILD  rewrite the goldens from glspv's output

Each tests/glsl/pp/NAME.<stage> is preprocessed with `BUILD/glspv -E` from
inside tests/glsl/pp (so messages name files without folders). A first line
`// args: ...` adds options. NAME.E is the expected standard output, NAME.err
the expected standard error; the exit status must be 1 when NAME.err holds an
error and 0 otherwise. A few command-line behaviours (-M, -MD, --help, ...)
are checked after the goldens.

Prints `PASS name` / `FAIL name` and last `N passed, N failed`; exits 1 on
failure.
"""
import os
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "tests", "glsl", "pp")
STAGES = (".vert", ".tesc", ".tese", ".geom", ".frag", ".comp", ".mesh", ".task",
          ".rgen", ".rint", ".rahit", ".rchit", ".rmiss", ".rcall", ".glsl")
BLESS = os.environ.get("BLESS") == "1"


def read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        return None


def write_or_remove(path, text):
    if text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    elif os.path.exists(path):
        os.remove(path)


def run(glspv, args, cwd=DIR, stdin=None):
    r = subprocess.run([glspv] + args, cwd=cwd, capture_output=True, timeout=60, input=stdin)
    return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")


def golden(glspv, name):
    """Returns a list of reasons (empty: pass)."""
    src = read(os.path.join(DIR, name))
    args = []
    first = src.split("\n", 1)[0]
    if first.startswith("// args:"):
        args = shlex.split(first[len("// args:"):])
    rc, out, err = run(glspv, ["-E"] + args + [name])
    base = os.path.join(DIR, os.path.splitext(name)[0])
    if rc not in (0, 1):
        return ["exit status %d (a crash?)\n%s" % (rc, err)]
    if BLESS:
        write_or_remove(base + ".E", out if rc == 0 else "")
        write_or_remove(base + ".err", err)
        return []
    want_out, want_err = read(base + ".E"), read(base + ".err")
    if want_out is None and want_err is None:
        return ["no golden (%s.E or .err): run with BLESS=1" % os.path.basename(base)]
    why = []
    want_rc = 1 if want_err and " error: " in want_err else 0
    if rc != want_rc:
        why.append("exit status %d, expected %d" % (rc, want_rc))
    if (want_out or "") != (out if rc == 0 else ""):
        why.append("standard output differs:\n" + diff(want_out or "", out))
    if (want_err or "") != err:
        why.append("standard error differs:\n" + diff(want_err or "", err))
    return why


def diff(want, got):
    import difflib
    lines = difflib.unified_diff(want.splitlines(), got.splitlines(), "expected", "glspv", lineterm="", n=1)
    return "\n".join(list(lines)[:30])


def cli_checks(glspv):
    """(name, reasons) for the command-line behaviours that goldens cannot show."""
    checks = []
    tmp = tempfile.mkdtemp(prefix="glspv-pp-")

    def check(name, ok, detail=""):
        checks.append((name, [] if ok else [detail or "failed"]))

    rc, out, err = run(glspv, ["-M", "include.vert"])
    check("cli/M", rc == 0 and out == "include.vert.spv: include.vert inc/a.h inc/b.h\n", repr((rc, out, err)))
    rc, out, err = run(glspv, ["-MM", "-MT", "my target$", "include_system.vert", "-Isys"])
    check("cli/MT-escaped", rc == 0 and out == "my\\ target$$: include_system.vert sys/s.h\n", repr((rc, out)))
    dep = os.path.join(tmp, "out.d")
    pre = os.path.join(tmp, "out.glsl")
    rc, out, err = run(glspv, ["-E", "-MD", "-MF", dep, "-o", pre, "include.vert"])
    check("cli/MD-MF", rc == 0 and read(dep) == "%s: include.vert inc/a.h inc/b.h\n" % pre
          and read(pre) == read(os.path.join(DIR, "include.E")), repr((rc, err, read(dep))))
    rc, out, err = run(glspv, ["-E", "-MD", "-o", pre, "object_macro.vert"])
    check("cli/MD-default-name", rc == 0 and read(pre + ".d") == "%s: object_macro.vert\n" % pre, repr((rc, err)))
    rc, out, err = run(glspv, ["-M", "-MF", os.path.join(tmp, "no", "dir", "x.d"), "include.vert"])
    check("cli/MF-missing-dir", rc == 1 and "cannot write" in err and "No such file" in err, repr((rc, err)))
    rc, out, err = run(glspv, ["-E", "-MD", "-MF", dep, "-o", pre + "2", "error_directive.vert"])
    check("cli/MD-not-written-on-error", rc == 1 and not os.path.exists(pre + "2"), repr((rc, err)))
    rc, out, err = run(glspv, ["--help"])
    check("cli/help", rc == 0 and out.startswith("Usage: glspv") and err == "", repr(rc))
    rc, out, err = run(glspv, ["--version"])
    check("cli/version", rc == 0 and out.startswith("glspv "), repr((rc, out)))
    spv = pre + ".spv"
    rc, out, err = run(glspv, ["-fshader-stage=comp", "-o", spv, "-"],
                       stdin=b"#version 450\nlayout(local_size_x = 1) in;\nvoid main() {}\n")
    check("cli/compile", rc == 0 and open(spv, "rb").read(4) == b"\x03\x02\x23\x07", repr((rc, err)))
    rc, out, err = run(glspv, ["-fshader-stage=comp", "-o", spv, "-"], stdin=b"#version 450\nvoid main() { x; }\n")
    check("cli/compile-error", rc == 1 and "<stdin>:2: error: 'x' is not declared" in err, repr((rc, err)))
    rc, out, err = run(glspv, ["-E", "-o", pre, "object_macro.vert", "undef.vert"])
    check("cli/o-with-two-inputs", rc == 1 and "cannot specify -o" in err, err)
    rc, out, err = run(glspv, ["-E", "object_macro.vert", "undef.vert"])
    check("cli/two-inputs", rc == 0 and out == read(os.path.join(DIR, "object_macro.E")) +
          read(os.path.join(DIR, "undef.E")), err)
    rc, out, err = run(glspv, ["-E", "-"], stdin=b"#version 450\nint l = __LINE__; __FILE__\n#error x\n")
    check("cli/stdin", rc == 1 and err == "<stdin>:3: error: #error x\n1 error generated.\n", repr(err))
    rc, out, err = run(glspv, ["-E", "nosuch.vert"])
    check("cli/missing-input", rc == 1 and "cannot open input file: 'nosuch.vert'" in err, err)
    for bad in (["-D"], ["-E", "--target-env=vulkan9", "x.vert"], ["-E", "-std=451", "x.vert"],
                ["-E", "-fshader-stage=hull", "x.vert"], ["-E", "-x", "hlsl", "x.vert"], ["--frobnicate"], []):
        rc, out, err = run(glspv, bad)
        check("cli/usage-error " + " ".join(bad), rc == 1 and err.startswith("glspv: error: "), repr((rc, err)))
    rc, out, err = run(glspv, ["-E", "-fshader-stage=frag", "--target-env", "vulkan1.2", "-x", "glsl", "-Isys",
                               "-I", "inc", "-U", "X", "-std=460core", "object_macro.vert"])
    check("cli/accepted-options", rc == 0, err)
    return checks


def main():
    if len(sys.argv) != 2:
        print("usage: tests/glsl_pp.py BUILD", file=sys.stderr)
        return 2
    glspv = os.path.join(os.path.abspath(sys.argv[1]), "glspv")
    results = []
    for name in sorted(os.listdir(DIR)):
        if name.endswith(STAGES):
            results.append(("pp/" + os.path.splitext(name)[0], golden(glspv, name)))
    if not BLESS:
        results += cli_checks(glspv)
    failed = 0
    for name, why in results:
        if why:
            failed += 1
            print("FAIL " + name)
            for w in why:
                print("    " + w.replace("\n", "\n    "))
        else:
            print("PASS " + name)
    print("%d passed, %d failed" % (len(results) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
