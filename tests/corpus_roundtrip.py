#!/usr/bin/env python3
"""Corpus round trip: glspv-dis and glspv-as against spirv-dis and spirv-as on
every shader of the corpus manifest (glslang.tsv in $GLSPV_CORPUS, see
tests/harness.py) that glslang compiles.

    corpus_roundtrip.py BUILD [FILE...]     (FILE...: only these corpus files)

For each row whose target_env is not FAIL, the shader is compiled with
`glslangValidator -V --target-env ENV` (in the corpus folder, plus the row's
args), and then:
  dis            glspv-dis M.spv            == spirv-dis M.spv
  dis --raw-id   glspv-dis --raw-id M.spv   == spirv-dis --raw-id M.spv
  as             glspv-as --target-env ENV T == spirv-as --target-env ENV T,
                 where T is spirv-dis's text of M.spv
  as --preserve  the same with --preserve-numeric-ids
  reflect        glspv-reflect M.spv == spirv-cross M.spv --reflect (where
                 spirv-cross cannot reflect a module, glspv-reflect must just
                 answer without crashing)
  roundtrip      glspv-dis --raw-id M.spv | glspv-as --preserve-numeric-ids
                 --target-env ENV gives M.spv back, except word 2 (generator)
                 and word 3, the bound, which may be lower: glslang leaves
                 unused ids above the highest one in a few modules
Where spirv-as itself rejects the text (a module glslang made invalid), glspv-as
must reject it too.
The compiled modules and the reference tools' outputs are cached in
build-cache/corpus/ beside BUILD (keyed by file, env, args, the source's hash
and the reference tools' files), so the sanitizer pass and later runs only
rerun the glspv tools.
Nothing is ever written under the corpus folder.

One test per module; a failing one names each failing check and the first
difference. Ends with a line counting identical results per check.
"""

import concurrent.futures
import hashlib
import os
import sys
import tempfile
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

CORPUS = os.path.join(harness.CORPUS, "glslang")
CHECKS = ["dis", "dis --raw-id", "as", "as --preserve", "roundtrip", "reflect"]
NEEDS = {"dis": ("dis",), "dis --raw-id": ("dis",), "as": ("as",), "as --preserve": ("as",),
         "roundtrip": ("dis", "as"), "reflect": ("reflect",)}


def glslang_env_args(env):
    """glslangValidator spells vulkan1.1spv1.4 as two --target-env options."""
    if env == "vulkan1.1spv1.4":
        return ["--target-env", "vulkan1.1", "--target-env", "spirv1.4"]
    return ["--target-env", env]


class Module:
    def __init__(self, row, cache_dir, stamp):
        self.file, self.env = row["file"], row["target_env"]
        self.args = row.get("args", "").split()
        with open(os.path.join(CORPUS, self.file), "rb") as f:
            digest = hashlib.sha1(f.read() + repr((self.env, self.args, stamp)).encode()).hexdigest()[:12]
        self.key = os.path.join(cache_dir, "%s.%s.%s" % (self.file, self.env, digest))

    def path(self, suffix):
        return self.key + suffix


class Rejected:
    """A reference tool's refusal (it exited non-zero): glspv must refuse too."""

    def __init__(self, message):
        self.message = message


def reference_output(path, argv, what, out_file=None, cwd=None):
    """What a reference tool makes of its input: the bytes it wrote (stdout,
    or out_file), a Rejected, or (None, reasons) when it could not run at all.
    Results are cached at path (a refusal at path + ".rejected")."""
    if os.path.exists(path):
        with open(path, "rb") as f:
            return f.read(), []
    if os.path.exists(path + ".rejected"):
        with open(path + ".rejected", encoding="utf-8", errors="replace") as f:
            return Rejected(f.read()), []
    res = harness.run(argv, cwd=cwd)
    if res.timed_out or res.rc < 0:
        return None, ["%s did not finish" % what] + harness.describe(res)
    if res.rc != 0:
        # glslangValidator puts its messages on stdout.
        message = (res.err_text() + res.out.decode("utf-8", "replace")).strip()
        data, target = message.encode(), path + ".rejected"
        result = Rejected(message)
    else:
        if out_file:
            with open(out_file, "rb") as f:
                data = f.read()
        else:
            data = res.out
        target, result = path, data
    tmp = "%s.%d.%d.tmp" % (target, os.getpid(), threading.get_ident())
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, target)
    return result, []


def first_line(text):
    return (text.strip().splitlines() or ["?"])[0][:160]


class Tools:
    def __init__(self, build):
        self.dis, self.dis_missing = harness.tool(build, "glspv-dis", "GLSPV_DIS")
        self.asm, self.asm_missing = harness.tool(build, "glspv-as", "GLSPV_AS")
        self.reflect, self.reflect_missing = harness.tool(build, "glspv-reflect", "GLSPV_REFLECT")
        self.refs = {}
        self.missing_refs = []
        for name in ("glslangValidator", "spirv-dis", "spirv-as", "spirv-cross"):
            path, why = harness.reference(name)
            self.refs[name] = path
            if why:
                self.missing_refs.append(why)

    def stamp(self):
        """Changes when a reference tool is replaced, so the cache follows."""
        return [(p, os.stat(p).st_size, int(os.stat(p).st_mtime)) for p in sorted(self.refs.values())]

    def available(self, check):
        missing = {"dis": self.dis_missing, "as": self.asm_missing, "reflect": self.reflect_missing}
        return all(not missing[n] for n in NEEDS[check])


def references(t, m, tmp):
    """The compiled module and every reference output, as a dict of bytes or
    Rejected; or (None, reasons) when the module cannot be had."""
    out = os.path.join(tmp, "m.spv")
    argv = [t.refs["glslangValidator"], "-V"] + glslang_env_args(m.env) + m.args + ["-o", out, m.file]
    spv, reasons = reference_output(m.path(".spv"), argv, "glslangValidator", out, cwd=CORPUS)
    if isinstance(spv, Rejected):
        return None, ["glslangValidator no longer compiles it: " + first_line(spv.message)]
    if reasons:
        return None, reasons
    refs = {"spv": spv}
    steps = [
        ("dis", ".dis", [t.refs["spirv-dis"], m.path(".spv")], "spirv-dis", None),
        ("dis --raw-id", ".raw.dis", [t.refs["spirv-dis"], "--raw-id", m.path(".spv")], "spirv-dis", None),
        ("reflect", ".reflect.json", [t.refs["spirv-cross"], m.path(".spv"), "--reflect"], "spirv-cross", None),
    ]
    for key, suffix, text, extra in (("as", ".as.spv", ".dis", []),
                                     ("as --preserve", ".asp.spv", ".dis", ["--preserve-numeric-ids"]),
                                     ("roundtrip", ".rt.spv", ".raw.dis", ["--preserve-numeric-ids"])):
        out = os.path.join(tmp, key.replace(" ", "") + ".spv")
        argv = [t.refs["spirv-as"], "--target-env", m.env] + extra + ["-o", out, m.path(text)]
        steps.append((key, suffix, argv, "spirv-as", out))
    for key, suffix, argv, what, out in steps:
        refs[key], reasons = reference_output(m.path(suffix), argv, what, out)
        if reasons and key == "reflect":  # SPIRV-Cross crashes on a few modules
            refs[key], reasons = Rejected("spirv-cross crashed: " + reasons[-1]), []
        if reasons:
            return None, reasons
        if isinstance(refs[key], Rejected) and key.startswith("dis"):
            return None, ["spirv-dis rejects glslang's module: " + first_line(refs[key].message)]
    return refs, []


def judge(res, got, want, what, ref_name, compare):
    """Reasons why a glspv run (res, its output got) does not behave like the
    reference (want: bytes or Rejected)."""
    crash = harness.crash_reason(res)
    if crash:
        return ["%s: %s" % (what, crash)] + harness.describe(res)
    if isinstance(want, Rejected):
        if res.rc == 1:
            return []
        return ["%s exited %d, but %s rejects this input (%s), so want 1" % (
            what, res.rc, ref_name, first_line(want.message))]
    if res.rc != 0:
        return ["%s failed" % what] + harness.describe(res)
    return compare(got, want)


def glspv_checks(t, m, refs, tmp):
    """{check: reasons} for every check the available tools allow."""
    results = {}
    spv_path, text_path = m.path(".spv"), m.path(".dis")

    def texts(got, want):
        return harness.first_text_diff(got, want, "glspv-dis", "spirv-dis") if got != want else []

    def binaries(got, want):
        diff = harness.first_word_diff(got, want)
        return [diff + " (glspv-as vs spirv-as)"] if diff else []

    def same_module(got, want):
        # Word 2 names the generator. glslang may leave ids unused above the
        # highest one, which spirv-as --preserve-numeric-ids cannot know, so
        # the bound (word 3) may shrink but not grow.
        diff = harness.first_word_diff(got, want, ignore={2, 3})
        if not diff and len(got) >= 16 and harness.words(got)[3] > harness.words(want)[3]:
            diff = "bound %d exceeds the original %d" % (harness.words(got)[3], harness.words(want)[3])
        return [diff + " (reassembled vs compiled)"] if diff else []

    raw = None
    if t.available("dis"):
        for check, opts in (("dis", []), ("dis --raw-id", ["--raw-id"])):
            res = harness.run([t.dis] + opts + [spv_path])
            results[check] = judge(res, res.out, refs[check], " ".join(["glspv-dis"] + opts), "spirv-dis", texts)
            if opts and res.rc == 0 and not harness.crash_reason(res):
                raw = res.out
    if t.available("as"):
        for check, extra in (("as", []), ("as --preserve", ["--preserve-numeric-ids"])):
            out = os.path.join(tmp, "as.spv")
            if os.path.exists(out):
                os.remove(out)
            res = harness.run([t.asm, "--target-env", m.env] + extra + ["-o", out, text_path])
            got = open(out, "rb").read() if os.path.exists(out) else b""
            results[check] = judge(res, got, refs[check], " ".join(["glspv-as"] + extra), "spirv-as", binaries)
    if t.available("roundtrip"):
        if raw is None:
            results["roundtrip"] = ["needs glspv-dis --raw-id to succeed first"]
        else:
            res = harness.run([t.asm, "--preserve-numeric-ids", "--target-env", m.env, "-o", "-", "-"], data=raw)
            want = refs["roundtrip"] if isinstance(refs["roundtrip"], Rejected) else refs["spv"]
            results["roundtrip"] = judge(res, res.out, want, "glspv-as --preserve-numeric-ids - (stdin)",
                                         "spirv-as", same_module)
    if t.available("reflect"):
        res = harness.run([t.reflect, spv_path])
        if isinstance(refs["reflect"], Rejected) and not harness.crash_reason(res) and res.rc in (0, 1):
            results["reflect"] = []  # SPIRV-Cross cannot reflect it; glspv answered
        else:
            results["reflect"] = judge(res, res.out, refs["reflect"], "glspv-reflect", "spirv-cross",
                                       lambda got, want: harness.first_text_diff(got, want, "glspv-reflect",
                                                                                 "spirv-cross")
                                       if got != want else [])
    return results


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    build, only = sys.argv[1], set(sys.argv[2:])
    report = harness.Reporter()
    if not harness.need(report, "corpus", "corpus"):
        return report.exit_code()
    t = Tools(build)
    problems = list(t.missing_refs)
    cache_dir = os.path.join(os.path.dirname(os.path.abspath(build)), "build-cache", "corpus")
    if os.path.realpath(cache_dir).startswith(os.path.realpath(harness.CORPUS) + os.sep):
        problems.append("the cache %s would be under the corpus folder %s" % (cache_dir, harness.CORPUS))
    if problems:
        report.result("corpus", problems)
        return report.exit_code()
    os.makedirs(cache_dir, exist_ok=True)

    rows = harness.manifest(compiled_only=True)
    rows = [r for r in rows if not only or r["file"] in only]
    # A sanitizer build (tests/run.sh sets GLSPV_SANITIZED) takes every other
    # module: the normal build checks every one, the sanitizers need the
    # tools run on a broad sample.
    if os.environ.get("GLSPV_SANITIZED") == "1" and not only:
        rows = rows[::2]
    for name in sorted(only - {r["file"] for r in rows}):
        report.result("corpus/" + name, ["not a compiled row of the manifest"])
    for tool_name, missing in (("glspv-dis", t.dis_missing), ("glspv-as", t.asm_missing),
                               ("glspv-reflect", t.reflect_missing)):
        if missing:
            checks = [c for c in CHECKS if tool_name[6:] in NEEDS[c]]
            report.result("corpus/%s checks (%s) on %d modules" % (tool_name, ", ".join(checks), len(rows)),
                          [missing])

    stamp = t.stamp()

    def one(row):
        with tempfile.TemporaryDirectory(prefix="glspv-corpus-") as tmp:
            m = Module(row, cache_dir, stamp)
            refs, reasons = references(t, m, tmp)
            if refs is None:
                return m, None, reasons
            return m, glspv_checks(t, m, refs, tmp), []

    counts = {c: 0 for c in CHECKS}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for m, results, reasons in pool.map(one, rows):
            if results is None:
                report.result("corpus/%s (%s)" % (m.file, m.env), reasons)
                continue
            lines = []
            for check in CHECKS:
                if check not in results:
                    continue
                if results[check]:
                    lines.append(check + ": " + results[check][0])
                    lines += ["  " + r for r in results[check][1:]]
                else:
                    counts[check] += 1
            report.result("corpus/%s (%s)" % (m.file, m.env), lines)

    summary = ", ".join("%s %d/%d%s" % (c, counts[c], len(rows), " identical" if c == "dis" else "")
                        if t.available(c) else "%s not run" % c for c in CHECKS)
    report.note("corpus: %d modules, %s" % (len(rows), summary))
    return report.exit_code()


if __name__ == "__main__":
    sys.exit(main())
