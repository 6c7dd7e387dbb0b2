#!/usr/bin/env python3
"""Runs glspv-run on every shader_test script under tests/ and checks results.

usage: python3 tests/run_scripts.py BUILD_DIR [NAME_FILTER] [--compiler CMD | --via-layer] [--optimize O|Os]
                                   [--known-failures FILE]

Three folders (and their subfolders), three kinds of check (all run with
--validate on lavapipe):

  tests/run/           must pass: exit 0, last line PIGLIT: {"result": "pass" },
                       and the script must contain at least one probe.
                       examples/*.shader_test (what make demo runs) too.
                       "# expect-result: skip" marks a script that must skip.
  tests/run-negative/  must fail: exit 1, last line ... "fail" ..., and the
                       output must contain each "# expect: TEXT".
  tests/run-parse/     malformed scripts: exit 1 and, for each
                       "# expect-error: LINE: TEXT", the message
                       "FILE:LINE: error: ...TEXT..." on stderr.

Other comments a script may carry:
  # args: ARGS...                   extra glspv-run arguments ({tmp} is a scratch folder)
  # expect-png: FILE X Y R G B A    the PNG --image wrote has that RGBA at (X, Y)
  # expect-buffer: FILE HEX         the file --buffer-out wrote starts with those bytes
  # expect-via-layer: TEXT          with --via-layer, these replace the "# expect:" lines
                                    of a negative script (the layer reports a GLSL error)

  # only-with: MODE...               run only when GLSL goes through one of these:
                                    libglspv, via-layer, or a --compiler command's name

With --optimize O (or Os), libglspv's modules go through the optimizer
(glspv-run -O, -Os): every script must give the same probed values. With
--compiler glslangValidator --optimize O, glslang's modules go through
glspv's optimizer (glspv_spirv_optimize, what glspv-opt -O does): the
differential test of the optimizer on modules glspv did not write.

With --via-layer, scripts whose "# args:" name --compiler test that option
and are left out, as are scripts whose "# only-with:" excludes the mode (the
counts are printed).

Prints PASS/FAIL per script and "N passed, N failed"; exits 1 on any failure.
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAVAPIPE = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json"
PASS_LINE = 'PIGLIT: {"result": "pass" }'
FAIL_LINE = 'PIGLIT: {"result": "fail" }'
SKIP_LINE = 'PIGLIT: {"result": "skip" }'
PROBE_RE = re.compile(r"^\s*(relative\s+)?probe\s", re.M)


def directives(text, name):
    """Values of '# name: value' comments, in order."""
    pat = re.compile(r"^\s*#\s*" + re.escape(name) + r":\s*(.*?)\s*$", re.M)
    return pat.findall(text)


def read_png_pixel(path, x, y):
    """RGBA of one pixel of an 8-bit RGBA, filter-0 PNG (what glspv-run writes)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        (crc,) = struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])
        if zlib.crc32(kind + body) != crc:
            raise ValueError("bad CRC in " + kind.decode())
        if kind == b"IHDR":
            width = struct.unpack(">I", body[:4])[0]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    row = 1 + width * 4
    start = y * row + 1 + x * 4
    return list(raw[start:start + 4])


def check_outputs(text, tmp):
    """Problems with the files --image and --buffer-out wrote."""
    problems = []
    for d in directives(text, "expect-png"):
        f, *nums = d.replace("{tmp}", tmp).split()
        x, y, want = int(nums[0]), int(nums[1]), [int(v) for v in nums[2:6]]
        try:
            got = read_png_pixel(f, x, y)
        except (OSError, ValueError, zlib.error) as e:
            problems.append("can't read %s: %s" % (f, e))
            continue
        if any(abs(a - b) > 1 for a, b in zip(got, want)):
            problems.append("PNG pixel (%d, %d) is %s, expected %s" % (x, y, got, want))
    for d in directives(text, "expect-buffer"):
        f, hexbytes = d.replace("{tmp}", tmp).split(None, 1)
        want = bytes.fromhex(hexbytes)
        try:
            got = open(f, "rb").read()
        except OSError as e:
            problems.append("can't read %s: %s" % (f, e))
            continue
        if got[:len(want)] != want:
            problems.append("buffer dump starts %s, expected %s" % (got[:len(want)].hex(), want.hex()))
    return problems


def run_one(runner, kind, path):
    """(ok, name, details) for one script."""
    name = os.path.relpath(path, ROOT)
    text = open(path, encoding="utf-8", errors="replace").read()
    with tempfile.TemporaryDirectory(prefix="glspv-run-test-") as tmp:
        args = []
        for a in directives(text, "args"):
            args += shlex.split(a.replace("{tmp}", tmp))
        cmd = [runner, "--validate", "-q"] + EXTRA_ARGS + args + [path]
        env = dict(os.environ)
        if kind == "parse":
            # Parse errors stop before Vulkan is loaded, so here leaks are
            # ours alone and a sanitizer build must find none.
            env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "").replace("detect_leaks=0", "detect_leaks=1")
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=120, env=env)
        except subprocess.TimeoutExpired:
            return False, name, "timed out"
        out, err = p.stdout, p.stderr
        lines = out.strip().splitlines()
        last = lines[-1] if lines else ""
        problems = []
        if p.returncode < 0 or p.returncode > 1:
            problems.append("exit status %d (crash?)" % p.returncode)
        if kind == "run":
            want_skip = "skip" in directives(text, "expect-result")
            want_line = SKIP_LINE if want_skip else PASS_LINE
            if p.returncode != 0 or last != want_line:
                problems.append("expected exit 0 and %r, got exit %d and %r" % (want_line, p.returncode, last))
            if not want_skip and not PROBE_RE.search(text):
                problems.append("the script has no probe, so it checks nothing")
            problems += check_outputs(text, tmp)
        elif kind == "negative":
            expects = directives(text, "expect")
            if "--via-layer" in EXTRA_ARGS and directives(text, "expect-via-layer"):
                expects = directives(text, "expect-via-layer")
            if not expects:
                problems.append("no '# expect:' comment")
            if p.returncode != 1 or last != FAIL_LINE:
                problems.append("expected exit 1 and %r, got exit %d and %r" % (FAIL_LINE, p.returncode, last))
            for e in expects:
                if e not in out + err:
                    problems.append("output lacks %r" % e)
        else:
            expects = directives(text, "expect-error")
            if not expects:
                problems.append("no '# expect-error:' comment")
            if p.returncode != 1:
                problems.append("expected exit 1, got %d" % p.returncode)
            for e in expects:
                line, _, msg = e.partition(":")
                prefix = "%s:%s: error: " % (path, line.strip())
                found = [l for l in err.splitlines() if l.startswith(prefix) and msg.strip() in l]
                if not found:
                    problems.append("stderr lacks %r with %r" % (prefix, msg.strip()))
        if problems:
            details = "\n".join("    " + x for x in problems)
            details += "\n    --- stdout ---\n" + out + "    --- stderr ---\n" + err
            return False, name, details
        return True, name, ""


# Scripts a glspv-run process runs at once (see run_batch).
BATCH_SIZE = 16


def batchable(kind, path, known):
    """A script that only its own probes judge: no options of its own, no files
    to look at afterwards, not expected to fail."""
    if kind != "run" or os.path.relpath(path, ROOT) in known:
        return False
    text = open(path, encoding="utf-8", errors="replace").read()
    return not any(directives(text, d) for d in ("args", "expect-png", "expect-buffer"))


def run_batch(runner, jobs):
    """Results of several scripts that batchable() lets one glspv-run take in
    turn: it keeps the Vulkan instance from one script to the next, which is
    most of what a small script costs. When each prints its expected result
    and the process exits 0, that is their verdict; otherwise every one runs
    again alone (run_one), so that a failure comes with its own output."""
    if len(jobs) == 1:
        return [run_one(runner, *jobs[0])]
    cmd = [runner, "--validate"] + EXTRA_ARGS + [path for _, path in jobs]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        lines = set(p.stdout.splitlines()) if p.returncode == 0 else set()
    except subprocess.TimeoutExpired:
        lines = set()
    results = []
    for kind, path in jobs:
        text = open(path, encoding="utf-8", errors="replace").read()
        want = "skip" if "skip" in directives(text, "expect-result") else "pass"
        if "%s: %s" % (path, want) in lines and (want == "skip" or PROBE_RE.search(text)):
            results.append((True, os.path.relpath(path, ROOT), ""))
        else:
            results.append(run_one(runner, kind, path))
    return results


def in_batches(jobs, known):
    """The jobs as lists to hand to run_batch: batchable scripts BATCH_SIZE
    at a time, each other script alone."""
    units, batch = [], []
    for j in jobs:
        if not batchable(j[0], j[1], known):
            units.append([j])
            continue
        batch.append(j)
        if len(batch) == BATCH_SIZE:
            units.append(batch)
            batch = []
    if batch:
        units.append(batch)
    return units


def collect(name_filter):
    jobs = []
    for kind, folder in (("run", "run"), ("negative", "run-negative"), ("parse", "run-parse")):
        d = os.path.join(ROOT, "tests", folder)
        if not os.path.isdir(d):
            continue
        # Subfolders (tests/run/compute/, ...) get the same check as their top folder;
        # the filter matches the path below it, e.g. "compute/" or "op-int".
        for sub, _, files in sorted(os.walk(d)):
            for f in sorted(files):
                rel = os.path.relpath(os.path.join(sub, f), d)
                if f.endswith(".shader_test") and (not name_filter or name_filter in rel):
                    jobs.append((kind, os.path.join(sub, f)))
    examples = os.path.join(ROOT, "examples")
    for f in sorted(os.listdir(examples)) if os.path.isdir(examples) else []:
        if f.endswith(".shader_test") and (not name_filter or name_filter in f):
            jobs.append(("run", os.path.join(examples, f)))
    return jobs


EXTRA_ARGS = []


def oracle_command(compiler):
    """glspv-run's --compiler for a reference compiler: through
    tests/oracle_compile.sh, which keeps its answers in build-cache/ so that
    the pass that optimizes its modules does not compile them again.
    glspv-run splits the command at blanks, so a path with one goes bare."""
    wrapper = os.path.join(ROOT, "tests", "oracle_compile.sh")
    if compiler == "libglspv" or any(c.isspace() for c in wrapper + compiler):
        return compiler
    path = shutil.which(compiler)
    if path:
        # The tool's part of the cache key, found once here instead of by a
        # process per compile in the wrapper.
        st = os.stat(path)
        os.environ["GLSPV_ORACLE_ID"] = "%s %d %d" % (os.path.realpath(path), st.st_size, int(st.st_mtime))
    return "sh %s %s" % (wrapper, compiler)


def main():
    ap = argparse.ArgumentParser(description="Runs the shader_test scripts with glspv-run on lavapipe.")
    ap.add_argument("build")
    ap.add_argument("filter", nargs="?", default="", help="only scripts whose path below their folder has this")
    ap.add_argument("--compiler", help="glspv-run --compiler (default libglspv: glspv's own compiler; glslangValidator: the oracle)")
    ap.add_argument("--via-layer", action="store_true", help="glspv-run --via-layer: GLSL through VK_LAYER_GLSPV_glsl_shader")
    ap.add_argument("--optimize", choices=["O", "Os"], help="glspv-run -O or -Os: the GLSL sections' modules optimized "
                    "(another --compiler's through glspv_spirv_optimize)")
    ap.add_argument("--share", metavar="K/N", help="only every N-th script, from the K-th (0-based): tests/run.sh "
                    "splits the scripts between two sanitized passes that run the same compiler code")
    ap.add_argument("--known-failures", help="a file naming scripts (one path per line) that must still fail; "
                    "one that passes is a failure until it is taken off the list")
    opts = ap.parse_args()
    runner = os.path.join(os.path.abspath(opts.build), "glspv-run")
    if not os.access(runner, os.X_OK):
        print("error: %s is not built" % runner, file=sys.stderr)
        return 2
    if opts.compiler:
        EXTRA_ARGS[:] = ["--compiler", oracle_command(opts.compiler)]
    if opts.via_layer:
        EXTRA_ARGS.append("--via-layer")
    if opts.optimize:
        EXTRA_ARGS.append("-" + opts.optimize)
    known = set()
    if opts.known_failures:
        for line in open(opts.known_failures, encoding="utf-8"):
            line = line.split("#", 1)[0].strip()
            if line:
                known.add(line)
    os.environ.setdefault("VK_ICD_FILENAMES", LAVAPIPE)
    os.environ.setdefault("XDG_RUNTIME_DIR", tempfile.gettempdir())
    jobs = collect(opts.filter)
    mode = "via-layer" if opts.via_layer else os.path.basename(opts.compiler or "libglspv")
    kept = []
    for j in jobs:
        only = " ".join(directives(open(j[1], encoding="utf-8").read(), "only-with")).split()
        if not only or mode in only:
            kept.append(j)
    if len(kept) != len(jobs):
        print("left out: %d scripts that are only for other compilers (# only-with:)" % (len(jobs) - len(kept)))
    jobs = kept
    if opts.via_layer:
        kept = [j for j in jobs if "--compiler" not in " ".join(directives(open(j[1], encoding="utf-8").read(), "args"))]
        print("left out: %d scripts that test --compiler" % (len(jobs) - len(kept)))
        jobs = kept
    if opts.share:
        k, n = (int(x) for x in opts.share.split("/"))
        jobs = jobs[k::n]
        print("this pass's share: %d scripts (every %d-th from the %d-th)" % (len(jobs), n, k))
    start = time.time()
    passed = failed = 0
    workers = max(2, os.cpu_count() or 2)
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        results = (r for unit in pool.map(lambda u: run_batch(runner, u), in_batches(jobs, known)) for r in unit)
        for ok, name, details in results:
            if name in known:
                ok, details = (not ok), ("    now passes: take it off %s" % opts.known_failures if ok else "")
                name += " (known failure)"
            print(("PASS " if ok else "FAIL ") + name)
            if not ok:
                print(details)
            passed += ok
            failed += not ok
    print("run time: %.1f s" % (time.time() - start))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
