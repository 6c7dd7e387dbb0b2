#!/usr/bin/env python3
"""Runs the libFuzzer targets of a fuzz build (make fuzz; scripts/check.sh's
fuzz step):

    python3 tests/fuzz/run.py build-fuzz [--seconds N] [--targets a,b] [--tools build]

First the seed corpus: BUILD/seeds/TARGET/ from the repository's own tests
(tests/glsl/**, tests/spirv/**, tests/val/**, tests/run*/**, the glslang corpus
of $GLSPV_CORPUS when present, see tests/harness.py), each GLSL source with the header fuzz.h reads,
binaries made with the ordinary build's tools (--tools, default build/).
Made once per build folder; delete BUILD/seeds to make them again.

Then each target N seconds (-max_total_time) with its dictionary, over
BUILD/corpus/TARGET/ (kept, so later runs start where this one stopped), the
seeds and tests/fuzz/regress/TARGET/. A target passes when libFuzzer found
nothing (no crash, sanitizer report, timeout or out-of-memory); its figures
(executions, executions per second, cov and ft) follow as a note. A finding is
written to BUILD/findings/TARGET/; copy it into tests/fuzz/regress/TARGET/ once
fixed. A finding in a function that known-findings.txt lists for the target
(a cause being fixed elsewhere) is shown but does not fail. Standard library only.
"""

import argparse
import base64
import glob
import hashlib
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
import harness  # noqa: E402

TARGETS = ["compile", "check", "preprocess", "linked", "assemble", "disassemble", "validate", "optimize", "reflect",
           "script"]
GLSL_TARGETS = ("compile", "check", "preprocess", "linked")
STAGES = ["vert", "tesc", "tese", "geom", "frag", "comp", "task", "mesh",
          "rgen", "rint", "rahit", "rchit", "rmiss", "rcall"]
ENVS = ["spv1.0", "spv1.1", "spv1.2", "spv1.3", "spv1.4", "spv1.5", "spv1.6", "vulkan1.0", "vulkan1.1",
        "vulkan1.1spv1.4", "vulkan1.2", "vulkan1.3", "opengl4.0", "opengl4.1", "opengl4.2", "opengl4.3",
        "opengl4.5"]
SEPARATOR = b"\n//--\n"
MAX_SEED = 64 * 1024
# Per target: the dictionary, the longest input libFuzzer makes, extra flags.
SETTINGS = {
    "compile": ("glsl.dict", 8192, []),
    "check": ("glsl.dict", 8192, []),
    "preprocess": ("glsl.dict", 8192, []),
    "linked": ("glsl.dict", 8192, []),
    "assemble": ("spvasm.dict", 8192, []),
    "disassemble": (None, 16384, []),
    "validate": (None, 16384, []),
    "optimize": (None, 16384, []),
    "reflect": (None, 16384, []),
    "script": (None, 8192, ["-close_fd_mask=2"]),  # its parse errors go to stderr
}


def glsl_header(stage, env):
    return bytes([STAGES.index(stage), ENVS.index(env), 0, 0])


def default_env(stage):
    # Mesh, task and ray tracing shaders want SPIR-V 1.4 or later.
    return "vulkan1.0" if STAGES.index(stage) < STAGES.index("task") else "vulkan1.3"


def stage_of(path):
    parts = os.path.basename(path).split(".")
    for ext in reversed(parts[1:]):
        if ext in STAGES:
            return ext
    return "frag" if parts[-1] == "glsl" else None


class Seeds:
    def __init__(self, out):
        self.out = out
        self.count = {}

    def add(self, target, data):
        if not data or len(data) > MAX_SEED:
            return
        folder = os.path.join(self.out, target)
        os.makedirs(folder, exist_ok=True)
        name = hashlib.sha1(data).hexdigest()
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
        self.count[target] = self.count.get(target, 0) + 1


def read(path):
    with open(path, "rb") as f:
        return f.read()


def glsl_sources():
    """(path, stage) of every GLSL source of the tests and the corpus."""
    paths = glob.glob(os.path.join(ROOT, "tests/glsl/**/*"), recursive=True)
    paths += glob.glob(os.path.join(harness.CORPUS, "glslang", "*"))
    for path in sorted(paths):
        stage = stage_of(path)
        if stage and os.path.isfile(path):
            yield path, stage


def with_includes(path, text):
    """The source followed by the files it includes (found beside it), as
    the parts fuzz.h's include resolver hands out."""
    parts = [text]
    for name in re.findall(rb'#\s*include\s*"([^"]+)"', text)[:7]:
        dep = os.path.join(os.path.dirname(path), name.decode("utf-8", "replace"))
        if os.path.isfile(dep):
            parts.append(read(dep))
    return SEPARATOR.join(parts)


def link_groups():
    """Corpus files linked together by glslang's tests: NAME.N.STAGE."""
    groups = {}
    for path in glob.glob(os.path.join(harness.CORPUS, "glslang", "*")):
        m = re.match(r"(.*)\.\d+\.(\w+)$", os.path.basename(path))
        if m and m.group(2) in STAGES:
            groups.setdefault((m.group(1), m.group(2)), []).append(path)
    return [(stage, sorted(paths)) for (_, stage), paths in sorted(groups.items()) if len(paths) > 1]


def tool_output(argv):
    res = harness.run(argv)
    return res.out if res.rc == 0 else None


def binaries(tools, tmp):
    """(env, words) of the assembly tests assembled and of the GLSL tests compiled."""
    glspv_as, glspv = os.path.join(tools, "glspv-as"), os.path.join(tools, "glspv")
    for path in sorted(glob.glob(os.path.join(ROOT, "tests/spirv/asm/*.spvasm")) +
                       glob.glob(os.path.join(ROOT, "tests/val/*.spvasm"))):
        env = harness.target_env_of(path)
        if env in ENVS:
            words = tool_output([glspv_as, "--target-env", env, "-o", "-", path])
            if words:
                yield env, words
    for path, stage in glsl_sources():
        if "/tests/glsl/compile/" not in path:
            continue
        env = default_env(stage)
        out = os.path.join(tmp, "out.spv")
        if tool_output([glspv, "--target-env=" + env, "-fshader-stage=" + stage, "-o", out, path]) is not None:
            yield env, read(out)


def make_seeds(out, tools):
    seeds = Seeds(out)
    for path, stage in glsl_sources():
        text = with_includes(path, read(path))
        for target in ("compile", "check", "preprocess", "linked"):
            seeds.add(target, glsl_header(stage, default_env(stage)) + text)
    for stage, paths in link_groups():
        seeds.add("linked", glsl_header(stage, default_env(stage)) + SEPARATOR.join(read(p) for p in paths))
    for path in sorted(glob.glob(os.path.join(ROOT, "tests/spirv/**/*.spvasm"), recursive=True) +
                       glob.glob(os.path.join(ROOT, "tests/val/*.spvasm"))):
        env = harness.target_env_of(path)
        seeds.add("assemble", bytes([ENVS.index(env) if env in ENVS else 6, 0]) + read(path))
    with tempfile.TemporaryDirectory() as tmp:
        for env, words in binaries(tools, tmp):
            seeds.add("disassemble", b"\0" + words)
            seeds.add("validate", bytes([ENVS.index(env), 0]) + words)
            seeds.add("optimize", b"\1" + words)
            seeds.add("reflect", words)
    for folder in ("run", "run-negative", "run-parse"):
        for path in sorted(glob.glob(os.path.join(ROOT, "tests", folder, "**/*.shader_test"), recursive=True)):
            seeds.add("script", read(path))
    return seeds.count


STAT = re.compile(r"^stat::(\w+):\s*(\d+)", re.M)
DONE = re.compile(r"cov: (\d+) ft: (\d+) corp: (\d+)/")


def figures(err):
    stats = dict((k, int(v)) for k, v in STAT.findall(err))
    done = DONE.findall(err)
    cov, ft, corp = done[-1] if done else ("?", "?", "?")
    return "%s execs, %s/s, cov %s, ft %s, corpus %s, peak rss %s MB" % (
        stats.get("number_of_executed_units", "?"), stats.get("average_exec_per_sec", "?"),
        cov, ft, corp, stats.get("peak_rss_mb", "?"))


def finding(err, findings):
    """Reason lines for what libFuzzer found, or [] when it found nothing."""
    lines = err.splitlines()
    marks = ("fuzz: ", "ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "ERROR: libFuzzer",
             "ALARM: working on the last Unit", "==ERROR:", "deadly signal")
    first = next((l.strip() for l in lines if any(m in l for m in marks)), None)
    # A slow unit is written too, but libFuzzer goes on: not a finding.
    written = [l.strip() for l in lines if "Test unit written to" in l and "/slow-unit-" not in l]
    if first is None and not written:
        return []
    reasons = [first or "libFuzzer stopped"]
    frames = [l.strip() for l in lines if re.match(r"\s*#\d+ ", l)]
    frame = next((f for f in frames if f.startswith("#0 ")), None)
    if frame:
        reasons.append(frame)
    # The frames in the project's code say where; libFuzzer's and libc's do not.
    ours = [f for f in frames if re.search(re.escape(ROOT) + r"/(src|tests|tools)/\S+:\d+", f) and f != frame]
    reasons += ours[:4]
    reasons += written or ["(see %s)" % findings]
    # The input itself, so a finding of a CI run can be replayed from its log.
    for line in written:
        path = line.split("Test unit written to", 1)[1].strip()
        if os.path.isfile(path) and os.path.getsize(path) <= 4096:
            with open(path, "rb") as f:
                reasons.append("input (base64): " + base64.b64encode(f.read()).decode("ascii"))
    return reasons


def some_seeds(seeds_dir, target, limit):
    """The target's seed folder, or one with `limit` of its seeds spread
    evenly (hard links, made once), for short runs."""
    full = os.path.join(seeds_dir, target)
    names = sorted(os.listdir(full)) if os.path.isdir(full) else []
    if not limit or len(names) <= limit:
        return full
    part = os.path.join("%s-%d" % (seeds_dir, limit), target)
    if not os.path.isdir(part):
        os.makedirs(part + ".tmp", exist_ok=True)
        for name in names[::(len(names) + limit - 1) // limit]:
            dst = os.path.join(part + ".tmp", name)
            if not os.path.exists(dst):
                os.link(os.path.join(full, name), dst)
        os.rename(part + ".tmp", part)
    return part


KNOWN = os.path.join(HERE, "known-findings.txt")


def known_findings():
    """(target, function) pairs of known-findings.txt."""
    pairs = set()
    if os.path.exists(KNOWN):
        with open(KNOWN, encoding="utf-8") as f:
            for line in f:
                words = line.split("#")[0].split()
                if len(words) == 2:
                    pairs.add((words[0], words[1]))
    return pairs


def is_known(target, reasons):
    """A finding whose report's first frame is in a function listed for the target."""
    frame = next((r for r in reasons if r.startswith("#0 ")), "")
    m = re.search(r" in (\w+) ", frame + " ")
    return bool(m) and (target, m.group(1)) in known_findings()


def run_target(build, target, seconds, seeds, seed=0):
    exe = os.path.join(build, "fuzz", target)
    if not os.access(exe, os.X_OK):
        return ["%s was not built (make fuzz-build)" % exe], None
    dict_name, max_len, extra = SETTINGS[target]
    corpus = os.path.join(build, "corpus", target)
    findings = os.path.join(build, "findings", target)
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(findings, exist_ok=True)
    # -timeout is wall time: the slowest inputs the limits let through take
    # about 2 s of CPU under ASan, and a loaded machine stretches that; 30 s
    # is a hang, 10 s was a busy machine.
    argv = [exe, "-max_total_time=%d" % seconds, "-max_len=%d" % max_len, "-timeout=30",
            "-rss_limit_mb=2048", "-print_final_stats=1", "-artifact_prefix=" + findings + "/"] + extra
    if seed:
        argv.append("-seed=%d" % seed)
    if dict_name:
        argv.append("-dict=" + os.path.join(HERE, dict_name))
    argv.append(corpus)
    for folder in (seeds, os.path.join(HERE, "regress", target)):
        if os.path.isdir(folder):
            argv.append(folder)
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1",
               UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                           timeout=seconds * 3 + 120)
    except subprocess.TimeoutExpired:
        return ["libFuzzer did not stop within %ds" % (seconds * 3 + 120)], None
    err = p.stderr.decode("utf-8", "replace")
    reasons = finding(err, findings)
    if p.returncode != 0 and not reasons:
        reasons = ["exit status %d" % p.returncode] + err.splitlines()[-5:]
    return reasons, figures(err)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("build")
    ap.add_argument("--seconds", type=int, default=60)
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--tools", default=os.path.join(ROOT, "build"))
    ap.add_argument("--seed", type=int, default=0,
                    help="libFuzzer's random seed (0: a new one each run); a fixed one makes a short "
                         "run's mutations the same each time, so what CI finds can be found again")
    ap.add_argument("--max-seeds", type=int, default=0,
                    help="start from at most this many seeds per target (0: all); libFuzzer runs "
                         "every seed before it mutates, so short runs want few")
    args = ap.parse_args()
    rep = harness.Reporter()
    seeds_dir = os.path.join(args.build, "seeds")
    if not os.path.isdir(seeds_dir):
        missing = [t for t in ("glspv", "glspv-as") if not os.access(os.path.join(args.tools, t), os.X_OK)]
        if missing:
            rep.result("fuzz/seeds", ["%s/%s is missing: build it first (make)" % (args.tools, t)
                                      for t in missing])
            return 1
        # The corpus only adds seeds: without it the targets start from the tests' own.
        harness.need(rep, "fuzz/corpus-seeds", "corpus")
        count = make_seeds(seeds_dir + ".tmp", args.tools)
        os.rename(seeds_dir + ".tmp", seeds_dir)
        rep.note("seeds: " + ", ".join("%s %d" % (t, count.get(t, 0)) for t in TARGETS))
    for target in args.targets.split(","):
        if target not in SETTINGS:
            rep.result("fuzz/" + target, ["no such target (%s)" % ", ".join(TARGETS)])
            continue
        seeds = some_seeds(seeds_dir, target, args.max_seeds)
        reasons, stats = run_target(args.build, target, args.seconds, seeds, args.seed)
        if reasons and is_known(target, reasons):
            rep.note("    %s: a known finding (%s), not yet fixed:" % (target, os.path.relpath(KNOWN, ROOT)))
            for r in reasons:
                rep.note("      " + r)
            reasons = []
        rep.result("fuzz/" + target, reasons)
        if stats:
            rep.note("    %s: %s" % (target, stats))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
