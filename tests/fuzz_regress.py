#!/usr/bin/env python3
"""The fuzz harnesses as plain programs (BUILD/fuzz/TARGET, tests/fuzz/main.c):

    python3 tests/fuzz_regress.py BUILD

- fuzz-regress/TARGET: the harness over tests/fuzz/regress/TARGET/, every
  input that ever made a fuzz target fail (a crash, a sanitizer report, a hang
  or unbounded memory): no crash, no report, each input within 10 s of CPU.
- fuzz-regress/robustness/FOLDER/FILE: each GLSL input of the robustness
  folder ($GLSPV_ROBUSTNESS, see tests/harness.py; one SKIP line without it),
  read in place, through the compile harness as a fragment
  shader (or the stage of its extension) for vulkan1.0: no crash or report,
  within 2 s of CPU and 256 MB, as issue 16 asks. Those listed in
  tests/fuzz/robustness-known-failures.txt must still fail under ASan (a fix
  removes its line); the ordinary build may pass them.

Under build-asan every run is under ASan+UBSan. Standard library only.
"""

import os
import resource
import subprocess
import sys
import time

import harness

TARGETS = ["compile", "check", "preprocess", "linked", "assemble", "disassemble", "validate", "optimize", "script"]
STAGES = ["vert", "tesc", "tese", "geom", "frag", "comp", "task", "mesh",
          "rgen", "rint", "rahit", "rchit", "rmiss", "rcall"]
VULKAN_1_0 = 7
REGRESS = os.path.join(harness.ROOT, "tests", "fuzz", "regress")
KNOWN = os.path.join(harness.ROOT, "tests", "fuzz", "robustness-known-failures.txt")
ROBUSTNESS = harness.ROBUSTNESS
MAX_SECONDS, MAX_MB = 2, 256


def regress(rep, build, target):
    exe = os.path.join(build, "fuzz", target)
    folder = os.path.join(REGRESS, target)
    if not os.access(exe, os.X_OK):
        return rep.result("fuzz-regress/" + target, ["%s was not built" % exe])
    if not os.path.isdir(folder) or not os.listdir(folder):
        return rep.result("fuzz-regress/" + target, ["%s holds no inputs" % folder])
    res = harness.run([exe, "-max_seconds=10", folder])
    why = harness.crash_reason(res)
    if why or res.rc != 0:
        return rep.result("fuzz-regress/" + target, culprits(exe, folder) or
                          [why or "exit %s" % res.rc] + harness.describe(res, 8))
    rep.result("fuzz-regress/" + target, [])


def culprits(exe, folder, limit=3):
    """Reason lines naming the inputs that fail alone (the driver stops at a crash)."""
    reasons = []
    for name in sorted(os.listdir(folder)):
        res = harness.run([exe, "-max_seconds=10", os.path.join(folder, name)])
        why = harness.crash_reason(res) or (res.rc != 0 and "exit %s" % res.rc)
        if why:
            reasons += ["%s: %s" % (name, why)] + harness.describe(res, 4)[1:]
            if len(reasons) >= limit * 5:
                break
    return reasons


def measured(argv, timeout):
    """Runs argv; (exit status or None when killed at the timeout, max RSS
    in MB, stderr)."""
    def cpu_limit():  # a runaway input stops soon after its 2 s, whatever the load
        resource.setrlimit(resource.RLIMIT_CPU, (MAX_SECONDS * 2 + 1, MAX_SECONDS * 2 + 1))
    p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         preexec_fn=cpu_limit)
    err = bytearray()
    os.set_blocking(p.stderr.fileno(), False)
    deadline = time.monotonic() + timeout
    killed = False
    while True:
        chunk = p.stderr.read()
        if chunk:
            err += chunk
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline and not killed:
            p.kill()
            killed = True
        time.sleep(0.01)
    p.returncode = os.waitstatus_to_exitcode(status)
    rest = p.stderr.read()
    err += rest or b""
    return (None if killed else p.returncode), usage.ru_maxrss / 1024.0, err.decode("utf-8", "replace")


def stage_of(name):
    ext = name.rsplit(".", 1)[-1]
    return ext if ext in STAGES else "frag" if ext == "glsl" else None


def robustness_failure(exe, path, stage):
    """Why this input is not handled well, or None."""
    header = "%02x%02x0000" % (STAGES.index(stage), VULKAN_1_0)
    argv = [exe, "-prefix=" + header, "-max_seconds=%d" % MAX_SECONDS, path]
    rc, mb, err = measured(argv, MAX_SECONDS * 10 + harness.TIMEOUT)
    lines = err.splitlines()
    for marker in harness.SANITIZER_MARKERS:
        at = next((i for i, l in enumerate(lines) if marker in l), None)
        if at is not None:
            frame = next((l.strip() for l in lines[at:] if l.strip().startswith("#0 ")), "")
            return "sanitizer report: %s %s" % (lines[at].strip(), frame)
    if rc is None:
        return "did not finish"
    if rc == -24:  # SIGXCPU
        return "over %d s of CPU (stopped at %d s)" % (MAX_SECONDS, MAX_SECONDS * 2 + 1)
    if rc < 0:
        return "killed by signal %d" % -rc
    if rc != 0:
        return "exit %d: %s" % (rc, " ".join(lines[-2:]))
    if mb > MAX_MB:
        return "took %.0f MB (limit %d MB)" % (mb, MAX_MB)
    return None


def known_failures():
    if not os.path.exists(KNOWN):
        return set()
    with open(KNOWN, encoding="utf-8") as f:
        return {l.split("#")[0].strip() for l in f if l.split("#")[0].strip()}


def robustness(rep, build):
    if not harness.need(rep, "fuzz-regress/robustness", "robustness inputs"):
        return
    exe = os.path.join(build, "fuzz", "compile")
    if not os.access(exe, os.X_OK):
        return rep.result("fuzz-regress/robustness", ["%s was not built" % exe])
    with open(exe, "rb") as f:
        sanitized = b"__asan_init" in f.read()
    known = known_failures()
    for folder in sorted(os.listdir(ROBUSTNESS)):
        full = os.path.join(ROBUSTNESS, folder)
        if not os.path.isdir(full):
            continue
        for name in sorted(os.listdir(full)):
            stage = stage_of(name)
            if not stage:
                continue
            key = folder + "/" + name
            why = robustness_failure(exe, os.path.join(full, name), stage)
            test = "fuzz-regress/robustness/" + key
            if key in known:
                # Must keep failing where the issue measures it, under ASan; the
                # ordinary build may get through some of them.
                stale = not why and sanitized
                rep.result(test, ["passes now: remove it from %s" % os.path.relpath(KNOWN, harness.ROOT)]
                           if stale else [])
            else:
                rep.result(test, [why] if why else [])


def main():
    if len(sys.argv) != 2:
        print("usage: tests/fuzz_regress.py BUILD", file=sys.stderr)
        return 2
    rep = harness.Reporter()
    for target in TARGETS:
        regress(rep, sys.argv[1], target)
    robustness(rep, sys.argv[1])
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
