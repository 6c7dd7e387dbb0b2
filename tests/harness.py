"""What the test scripts share: running a program safely, finding the tools
under test and the reference tools, reporting PASS/FAIL lines, and showing
where two outputs first differ.

Every test prints `PASS name` or `FAIL name` followed by reason lines indented
by four spaces (never starting with PASS/FAIL, so tests/run.sh and
scripts/check.sh can count results by the first word of a line). A script
exits 1 when any of its tests failed, 0 otherwise.

Standard library only.
"""

import concurrent.futures
import hashlib
import os
import pickle
import shutil
import struct
import subprocess
import sys
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Inputs from outside the repository, each found through its variable: the
# shader corpus (glslang.tsv, the manifest, beside glslang/, the shaders), the
# hostile inputs of the robustness tier, and the tool corpus_compile.py counts
# with. By default all three sit in ../shared beside the project, as in CI
# (GLSPV_SHARED moves that folder). A test whose input is missing reports one
# SKIP line and passes, unless GLSPV_REQUIRE_CORPUS=1 (CI) makes it a FAIL.
SHARED = os.environ.get("GLSPV_SHARED") or os.path.join(os.path.dirname(ROOT), "shared")
CORPUS = os.environ.get("GLSPV_CORPUS") or os.path.join(SHARED, "corpus")
ROBUSTNESS = os.environ.get("GLSPV_ROBUSTNESS") or os.path.join(SHARED, "robustness")
CORPUS_TOOL = os.environ.get("GLSPV_CORPUS_TOOL") or os.path.join(SHARED, "tools", "corpus_compile.py")
REQUIRE_CORPUS = os.environ.get("GLSPV_REQUIRE_CORPUS") == "1"
OUTSIDE_INPUTS = {
    # what: (variable, path, is it there?, what it must hold)
    "corpus": ("GLSPV_CORPUS", CORPUS,
               lambda p: os.path.isfile(os.path.join(p, "glslang.tsv")) and os.path.isdir(os.path.join(p, "glslang")),
               "a folder with glslang.tsv and glslang/"),
    "robustness inputs": ("GLSPV_ROBUSTNESS", ROBUSTNESS, os.path.isdir, "a folder of hostile inputs"),
    "corpus tool": ("GLSPV_CORPUS_TOOL", CORPUS_TOOL, os.path.isfile, "a file (corpus_compile.py)"),
}

# Seconds one program may run. A sanitizer build is slower, and CI has 2 cores.
TIMEOUT = float(os.environ.get("GLSPV_TEST_TIMEOUT", "30"))
# After this many timeouts of one program, a script stops starting it (each
# later run fails at once), so a tool that hangs on everything cannot keep CI
# busy for hours.
MAX_TIMEOUTS = 3

# Lines in a program's stderr that mean a sanitizer caught something, whatever
# the exit status (tests/run.sh also sets distinct exit codes for them).
SANITIZER_MARKERS = ("AddressSanitizer", "LeakSanitizer", "UndefinedBehaviorSanitizer",
                     "runtime error:")

INSTALL_HINT = "scripts/install-deps.sh installs it"


def manifest(compiled_only=False):
    """The corpus manifest (CORPUS/glslang.tsv) as a list of rows, each a dict
    by column name, in file order. compiled_only keeps the rows glslang
    compiles for Vulkan (target_env is not FAIL). Fields are split on tabs
    only: the manifest quotes nothing, and its error texts hold quotes."""
    with open(os.path.join(CORPUS, "glslang.tsv"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    header = lines[0].split("\t")
    rows = [dict(zip(header, line.split("\t"))) for line in lines[1:] if line]
    return [r for r in rows if r.get("target_env") != "FAIL"] if compiled_only else rows


def read_differences(path, kinds):
    """{file: (kind, reason)} from a list of the known differences with an
    oracle: `FILE KIND REASON` a line, KIND one of `kinds`; # starts a
    comment line."""
    known = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f.read().splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split(None, 2)
            if len(parts) < 3 or parts[1] not in kinds:
                sys.exit("%s:%d: not FILE %s REASON" % (path, n, "|".join(kinds)))
            known[parts[0]] = (parts[1], parts[2])
    return known


def judge_differences(rep, prefix, path, rows, verdicts, known, kinds):
    """One result a corpus row from its verdict against an oracle: None (they
    agree), "skip" (the oracle could not answer), "crash" (then the verdict's
    detail is the reason), or a kind of `kinds` (then the detail says how
    they differ). A difference passes only when `known` (read_differences
    of `path`, trimmed to the rows a sampled run takes) lists it with that
    kind, and a listed row that now agrees fails too, so the list stays
    exact. Returns the counts: agree, skip and one a kind."""
    known = dict(known)
    listname = os.path.relpath(path, ROOT)
    counts = dict({"agree": 0, "skip": 0}, **{k: 0 for k in kinds})
    for row, (verdict, detail) in zip(rows, verdicts):
        name = row["file"]
        test = prefix + "/" + name
        if verdict == "skip":
            counts["skip"] += 1
            continue
        listed = known.pop(name, None)
        if verdict == "crash":
            rep.result(test, [detail])
        elif verdict is None:
            counts["agree"] += 1
            rep.result(test, ["listed as %s in %s, but glspv now agrees: take it off the list" % (listed[0], listname)]
                       if listed else [])
        else:
            counts[verdict] += 1
            if listed and listed[0] == verdict:
                rep.result(test, [])
            elif listed:
                rep.result(test, ["listed as %s, but now %s (%s): %s" % (listed[0], verdict, kinds[verdict], detail)])
            else:
                rep.result(test, ["%s, and %s does not list it: %s" % (kinds[verdict], listname, detail)])
    for name in sorted(known):
        rep.result(prefix + "/" + name, ["listed in %s but not in the corpus" % listname])
    return counts


class Result:
    def __init__(self, argv, rc, out, err, timed_out):
        self.argv, self.rc, self.out, self.err, self.timed_out = argv, rc, out, err, timed_out

    def err_text(self):
        return self.err.decode("utf-8", "replace")


_timeouts = {}
_timeouts_lock = threading.Lock()


def run(argv, data=None, timeout=None, cwd=None):
    """Run argv to completion (or until the timeout), stdin = data (bytes) or
    nothing. Never raises for the program's own failures."""
    timeout = TIMEOUT if timeout is None else timeout
    with _timeouts_lock:
        if _timeouts.get(argv[0], 0) >= MAX_TIMEOUTS:
            return Result(argv, None, b"", b"not run: %d earlier runs of this program timed out"
                          % MAX_TIMEOUTS, True)
    try:
        p = subprocess.run(argv, input=data, stdin=None if data is not None else subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, cwd=cwd)
        return Result(argv, p.returncode, p.stdout, p.stderr, False)
    except subprocess.TimeoutExpired as e:
        with _timeouts_lock:
            _timeouts[argv[0]] = _timeouts.get(argv[0], 0) + 1
        return Result(argv, None, e.stdout or b"", e.stderr or b"", True)
    except OSError as e:
        return Result(argv, 127, b"", str(e).encode(), False)


ORACLE_CACHE = os.path.join(ROOT, "build-cache", "oracle")


def cached_run(tool, args, inputs=(), outputs=(), cwd=None, timeout=None):
    """run([tool] + args) for a reference tool (glslangValidator, spirv-val),
    or the same run replayed from build-cache/oracle/: the tests run once per
    build folder (build/, build-asan/), and the oracle's answers do not
    change between them. The key is the tool (path, size, modification time),
    the arguments with each of `inputs` and `outputs` (paths) replaced by its
    role, and the bytes of the inputs; the files in `outputs` are kept and
    put back too. A timeout is never cached."""
    try:
        st = os.stat(tool)
        h = hashlib.sha256(("%s|%d|%d" % (tool, st.st_size, st.st_mtime_ns)).encode())
        roles = {}
        for i, path in enumerate(inputs):
            roles[path] = "<in%d>" % i
            with open(path if cwd is None else os.path.join(cwd, path), "rb") as f:
                h.update(b"|in|" + f.read())
        for i, path in enumerate(outputs):
            roles[path] = "<out%d>" % i
        h.update(("|" + "\0".join(roles.get(a, a) for a in args)).encode())
    except OSError:
        return run([tool] + list(args), cwd=cwd, timeout=timeout)
    key = os.path.join(ORACLE_CACHE, h.hexdigest()[:40])
    try:
        with open(key, "rb") as f:
            rc, out, err, files = pickle.load(f)
        for path, data in zip(outputs, files):
            full = path if cwd is None else os.path.join(cwd, path)
            if data is None:
                if os.path.exists(full):
                    os.remove(full)
            else:
                with open(full, "wb") as f:
                    f.write(data)
        return Result([tool] + list(args), rc, out, err, False)
    except (OSError, EOFError, pickle.UnpicklingError, ValueError):
        pass
    res = run([tool] + list(args), cwd=cwd, timeout=timeout)
    if res.timed_out or res.rc == 127:
        return res
    files = []
    for path in outputs:
        full = path if cwd is None else os.path.join(cwd, path)
        try:
            with open(full, "rb") as f:
                files.append(f.read())
        except OSError:
            files.append(None)
    os.makedirs(ORACLE_CACHE, exist_ok=True)
    tmp = "%s.%d.%d" % (key, os.getpid(), threading.get_ident())
    with open(tmp, "wb") as f:
        pickle.dump((res.rc, res.out, res.err, files), f)
    os.replace(tmp, key)
    return res


GLSLANG_BATCH = 64


def glslang_check_batch(glslang, names, cwd):
    """{name: Result} of `glslangValidator NAME` (OpenGL checking, no SPIR-V)
    for each of `names` (files in cwd), as if each ran alone: its exit
    status (0, or 2 when its part of the output has an ERROR line) and its
    part of the output. glslangValidator builds its built-in symbol tables
    once per process, the most of a run's cost (0.3 s at #version 450), so
    GLSLANG_BATCH files go through one run: without -V, -G or -l it checks
    each file apart and prints each one's messages under its name (with -V
    or -G it would link them into one program). A batch whose output does
    not split file by file (a crash, a timeout, a name line missing) is
    halved until the file that did it runs alone. Replayed from the cache as
    cached_run."""
    def one_chunk(chunk):
        if len(chunk) == 1:
            return {chunk[0]: cached_run(glslang, chunk, inputs=chunk, cwd=cwd)}
        res = cached_run(glslang, chunk, inputs=chunk, cwd=cwd)
        parts = _split_by_name(res, chunk)
        if parts is None:
            half = len(chunk) // 2
            return {**one_chunk(chunk[:half]), **one_chunk(chunk[half:])}
        return {name: Result([glslang, name], 2 if any(l.startswith(b"ERROR: ") for l in text.splitlines()) else 0,
                             text, b"", False)
                for name, text in parts.items()}

    results = {}
    chunks = [names[i:i + GLSLANG_BATCH] for i in range(0, len(names), GLSLANG_BATCH)]
    with concurrent.futures.ThreadPoolExecutor(max(1, min(2, os.cpu_count() or 1))) as pool:
        for part in pool.map(one_chunk, chunks):
            results.update(part)
    return results


def _split_by_name(res, chunk):
    """{name: its lines} from a batch run's output, or None when the run
    failed as a whole or its output does not start each file's part with
    the file's name."""
    if res.timed_out or res.rc not in (0, 2) or res.err.strip():
        return None
    lines = res.out.splitlines(keepends=True)
    starts = []
    at = 0
    for name in chunk:
        key = name.encode() + b"\n"
        while at < len(lines) and lines[at] != key:
            at += 1
        if at == len(lines):
            return None
        starts.append(at)
        at += 1
    if starts[0] != 0:
        return None
    ends = starts[1:] + [len(lines)]
    # A run of one file names it only when it has something to say.
    return {name: b"".join(lines[a:b]) if b"".join(lines[a + 1:b]).strip() else b""
            for name, a, b in zip(chunk, starts, ends)}


def spirv_val(val, env, path):
    """spirv-val (or another reference validator) --target-env ENV PATH,
    replayed from the cache when the same bytes were validated before (the
    sanitizer pass validates the normal pass's modules again)."""
    return cached_run(val, ["--target-env", env, path], inputs=[path])


def crash_reason(res):
    """Why a run counts as a crash (timeout, signal, exit >= 128, sanitizer
    report), or None."""
    if res.timed_out:
        return res.err_text() if res.rc is None and res.err.startswith(b"not run:") \
            else "did not finish within %gs" % TIMEOUT
    if res.rc < 0:
        return "killed by signal %d" % -res.rc
    if res.rc >= 128:
        return "exit status %d (a crash)" % res.rc
    err = res.err_text()
    for marker in SANITIZER_MARKERS:
        if marker in err:
            lines = err.splitlines()
            at = next(i for i, l in enumerate(lines) if marker in l)
            frame = next((l.strip() for l in lines[at:] if l.strip().startswith("#0 ")), "")
            return "sanitizer report: " + lines[at].strip() + (" at " + frame if frame else "")
    return None


def describe(res, limit=3):
    """The command, its status and the start of its stderr, as reason lines."""
    status = "timed out" if res.timed_out else "exit %s" % res.rc
    lines = ["$ " + " ".join(res.argv) + "  (" + status + ")"]
    lines += ["  " + l for l in res.err_text().splitlines()[:limit]]
    return lines


def tool(build, name, env_var):
    """The tool under test: $env_var if set (a path or a command on PATH, so
    the harness can be tried against spirv-dis/spirv-as), else BUILD/name.
    Returns (argv0, why_missing)."""
    override = os.environ.get(env_var)
    if override:
        path = override if os.sep in override else shutil.which(override)
        if path and os.access(path, os.X_OK):
            return path, None
        return None, "%s=%s is not an executable program" % (env_var, override)
    path = os.path.abspath(os.path.join(build, name))  # usable from any working folder
    if os.access(path, os.X_OK):
        return path, None
    return None, "%s does not exist (the build did not produce it)" % path


def reference(name):
    """A reference tool (spirv-as, spirv-dis, spirv-val, glslangValidator):
    (path, why_missing). A missing one makes its tests FAIL, never skip."""
    path = shutil.which(name)
    return (path, None) if path else (None, "%s is not installed (%s)" % (name, INSTALL_HINT))


class Reporter:
    """Thread-safe PASS/FAIL printer and counter."""

    def __init__(self):
        self.lock = threading.Lock()
        self.passed = self.failed = self.skipped = 0

    def result(self, name, reasons):
        """PASS when reasons is empty, else FAIL with them."""
        with self.lock:
            if reasons:
                self.failed += 1
                lines = ["FAIL " + name] + ["    " + r for r in reasons]
            else:
                self.passed += 1
                lines = ["PASS " + name]
            sys.stdout.write("\n".join(lines) + "\n")
            sys.stdout.flush()

    def skip(self, name, why):
        """One line for a test that cannot run here, by design (not a FAIL)."""
        with self.lock:
            self.skipped += 1
            sys.stdout.write("SKIP %s: %s\n" % (name, why))
            sys.stdout.flush()

    def note(self, text):
        with self.lock:
            sys.stdout.write(text + "\n")
            sys.stdout.flush()

    def exit_code(self):
        return 1 if self.failed else 0


def outside_input_missing(what):
    """None when the input `what` (a key of OUTSIDE_INPUTS) is there, else
    why not, naming its variable."""
    var, path, present, holds = OUTSIDE_INPUTS[what]
    if present(path):
        return None
    how = "%s=%s" % (var, path) if os.environ.get(var) else "%s is unset and its default %s" % (var, path)
    return "no %s: %s is not %s" % (what, how, holds)


def need(rep, name, *what):
    """True when every input named in `what` is there. Otherwise reports the
    test `name` skipped (one SKIP line, saying why) or, under
    GLSPV_REQUIRE_CORPUS=1, failed, and returns False."""
    for w in what:
        why = outside_input_missing(w)
        if why is None:
            continue
        if REQUIRE_CORPUS:
            rep.result(name, [why + " (GLSPV_REQUIRE_CORPUS=1 requires it)"])
        else:
            rep.skip(name, why)
        return False
    return True


def first_text_diff(got, want, got_label, want_label):
    """Reason lines naming the first line where two texts differ."""
    a = got.decode("utf-8", "replace").split("\n")
    b = want.decode("utf-8", "replace").split("\n")
    for i in range(max(len(a), len(b))):
        la = a[i] if i < len(a) else "<end of output>"
        lb = b[i] if i < len(b) else "<end of output>"
        if la != lb:
            return ["first difference at line %d:" % (i + 1),
                    "  %-10s %r" % (got_label + ":", la[:200]),
                    "  %-10s %r" % (want_label + ":", lb[:200])]
    return ["outputs differ only in line endings"]


def words(data):
    n = len(data) // 4
    return list(struct.unpack("<%dI" % n, data[:n * 4]))


def pack(ws):
    return struct.pack("<%dI" % len(ws), *ws)


def first_word_diff(got, want, ignore=()):
    """None when two binaries are equal (apart from the word indices in
    ignore), else a reason line naming the first differing word."""
    if len(got) % 4 or len(want) % 4:
        if got == want:
            return None
        return "sizes %d and %d bytes, not whole words" % (len(got), len(want))
    a, b = words(got), words(want)
    for i in range(max(len(a), len(b))):
        if i in ignore:
            continue
        wa = "0x%08x" % a[i] if i < len(a) else "<end>"
        wb = "0x%08x" % b[i] if i < len(b) else "<end>"
        if wa != wb:
            return "first difference at word %d: got %s, want %s (%d and %d words)" % (
                i, wa, wb, len(a), len(b))
    return None


def target_env_of(path, default="spv1.6"):
    """The `; target-env: ENV` comment on the first line of a test input."""
    with open(path, "rb") as f:
        first = f.readline().decode("utf-8", "replace").strip()
    prefix = "; target-env:"
    return first[len(prefix):].strip() if first.startswith(prefix) else default
