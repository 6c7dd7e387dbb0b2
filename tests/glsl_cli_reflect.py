#!/usr/bin/env python3
"""glspv-glslang -q against glslangValidator -q: the reflection text both
print, on the shaders of tests/reflect/c/ and every corpus shader
glslangValidator compiles (the corpus rows without extra arguments).

    python3 tests/glsl_cli_reflect.py BUILD

Both run with `-V --target-env ENV -q FILE -o OUT`; the text from
"Uniform reflection:" on is compared, section by section. glspv reflects
the compiled module where glslang reflects its syntax tree, so some
differences are by design, each counted under its reason:

  members-not-read  glspv lists every leaf member of a block the shader
                    uses; glslang only those the code reads (a line only
                    glspv has, of a block member: index >= 0, binding -1)
  member-order      glslang lists a block's members in the order the code
                    reads them, glspv in declaration order
  array-size        glslang sizes an array by the highest constant index the
                    code reads; glspv gives the declared size (the same line
                    but for `size N`)

Any other difference fails, unless the shader is listed with its reason in
tests/glsl-cli-reflect-differences.txt (`FILE<TAB>reason`); a listed shader
that no longer differs that way fails too, so that the list stays true.
Shaders one of the two cannot compile are counted, not compared.
"""
import concurrent.futures
import glob
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

KNOWN = os.path.join(harness.ROOT, "tests", "glsl-cli-reflect-differences.txt")
LINE = re.compile(r"^(.*): offset (-?\d+), type (\w+), size (\d+), index (-?\d+), binding (-?\d+), stages (\d+)(.*)$")


def env_args(env):
    if env == "vulkan1.1spv1.4":
        return ["--target-env", "vulkan1.1", "--target-env", "spirv1.4"]
    return ["--target-env", env]


def sections(text):
    """Section title -> its lines, from "Uniform reflection:" on."""
    out, current = {}, None
    lines = text.splitlines()
    start = lines.index("Uniform reflection:") if "Uniform reflection:" in lines else len(lines)
    for line in lines[start:]:
        if line.endswith("reflection:") or line.startswith("Local size"):
            current = line if line.endswith(":") else "Local size"
            out.setdefault(current, [])
            if current == "Local size":
                out[current].append(line)
        elif line and current:
            out[current].append(line)
    return out


def without_size(line):
    m = LINE.match(line)
    return (m.group(1), m.group(2), m.group(3), m.group(5), m.group(6), m.group(7), m.group(8)) if m else line


def is_member(line):
    m = LINE.match(line)
    return bool(m) and int(m.group(5)) >= 0 and int(m.group(6)) == -1


def classify(ours, theirs):
    """(set of reasons by design, list of unexplained differences)."""
    reasons, unexplained = set(), []
    a, b = sections(ours), sections(theirs)
    for title in sorted(set(a) | set(b)):
        got, want = a.get(title, []), b.get(title, [])
        if got == want:
            continue
        if title != "Uniform reflection:":
            if [without_size(l) for l in got] == [without_size(l) for l in want]:
                reasons.add("array-size")
                continue
            unexplained.append("%s differs: glspv %r, glslang %r" % (title, got[:4], want[:4]))
            continue
        # The loose uniforms (and blocks' first appearances) in glslang's
        # order; block members as a set: glspv lists every member of a used
        # block in declaration order, glslang those read, in reading order.
        want_members = {without_size(l) for l in want if is_member(l)}
        got_members = {without_size(l) for l in got if is_member(l)}
        if not want_members <= got_members:
            unexplained.append("glslang lists members glspv does not: %r" % sorted(want_members - got_members)[:3])
        if got_members - want_members:
            reasons.add("members-not-read")
        got_order = [l for l in got if is_member(l) and without_size(l) in want_members]
        want_order = [l for l in want if is_member(l)]
        if [without_size(l) for l in got_order] != [without_size(l) for l in want_order] and \
                not unexplained:
            reasons.add("member-order")
        got_loose = [l for l in got if not is_member(l)]
        want_loose = [l for l in want if not is_member(l)]
        if [without_size(l) for l in got_loose] != [without_size(l) for l in want_loose]:
            unexplained.append("loose uniforms: glspv %r, glslang %r" % (got_loose[:4], want_loose[:4]))
        if not unexplained:
            got_read = sorted(l for l in got if is_member(l) and without_size(l) in want_members)
            if got_loose != want_loose or got_read != sorted(want_order):
                reasons.add("array-size")
    return reasons, unexplained


def read_known():
    known = {}
    if os.path.exists(KNOWN):
        with open(KNOWN, encoding="utf-8") as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    name, _, reason = line.rstrip("\n").partition("\t")
                    known[name] = reason
    return known


def main():
    build = sys.argv[1]
    rep = harness.Reporter()
    ours, why = harness.tool(build, "glspv-glslang", "GLSPV_GLSLANG")
    theirs, why_ref = harness.reference("glslangValidator")
    problems = [w for w in (why, why_ref) if w]
    if problems:
        rep.result("glsl-cli-reflect", problems)
        return rep.exit_code()
    jobs = [(os.path.basename(p), p, "vulkan1.2") for p in sorted(glob.glob(os.path.join(harness.ROOT, "tests",
                                                                                         "reflect", "c", "*")))
            if not p.endswith(".h")]
    if harness.need(rep, "glsl-cli-reflect/corpus", "corpus"):
        for row in harness.manifest(compiled_only=True):
            if not row.get("args"):
                jobs.append(("corpus/" + row["file"], os.path.join(harness.CORPUS, "glslang", row["file"]),
                             row["target_env"]))
    known = read_known()
    counts = {"identical": 0, "by-design": 0, "listed": 0, "unexplained": 0, "not-compared": 0}
    by_reason = {"members-not-read": 0, "member-order": 0, "array-size": 0}

    def one(job):
        label, path, env = job
        with tempfile.TemporaryDirectory(prefix="glspv-q-") as tmp:
            argv = ["-V"] + env_args(env) + ["-q", path, "-o", os.path.join(tmp, "out.spv")]
            want = harness.cached_run(theirs, argv[:-2] + ["-o", os.path.join(tmp, "ref.spv")], inputs=[path])
            got = harness.run([ours] + argv)
            crash = harness.crash_reason(got)
            if crash:
                return label, "crash", set(), [crash] + harness.describe(got)
            if want.rc != 0 or got.rc != 0:
                return label, "not-compared", set(), []
            reasons, unexplained = classify(got.out.decode(errors="replace"), want.out.decode(errors="replace"))
            return label, None, reasons, unexplained

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for label, outcome, reasons, unexplained in pool.map(one, jobs):
            name = "glsl-cli-reflect/" + label
            if outcome == "crash":
                rep.result(name, unexplained)
                continue
            if outcome == "not-compared":
                counts["not-compared"] += 1
                continue
            for r in reasons:
                by_reason[r] += 1
            if label in known:
                counts["listed"] += 1
                rep.result(name, [] if unexplained else
                           ["listed in tests/glsl-cli-reflect-differences.txt (%s) but no longer differs that way"
                            % known[label]])
                continue
            counts["unexplained" if unexplained else "by-design" if reasons else "identical"] += 1
            rep.result(name, unexplained)
    rep.note("glsl-cli-reflect: %d shaders with the same reflection text as glslangValidator -q, %d differing only "
             \
             "by design (members not read: %d, member order: %d, array sizes: %d), %d listed with their reasons, "
             "%d unexplained, %d not compared (one of the two does not compile them)" %
             (counts["identical"], counts["by-design"], by_reason["members-not-read"], by_reason["member-order"],
              by_reason["array-size"], counts["listed"], counts["unexplained"], counts["not-compared"]))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
