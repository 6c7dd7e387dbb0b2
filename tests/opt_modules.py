"""The optimizer (src/opt/, glspv -O/-Os, glspv-opt): every module it writes
is valid, no larger, and it never crashes.

    python3 tests/opt_modules.py BUILD [PART...]

Parts (all by default):
  golden   tests/opt/NAME.spvasm: glspv-as assembles it (for the `; target-env:`
           of its first line, spv1.6 without one), glspv-opt -O (or the flags of
           a `; glspv-opt:` line) optimizes it, spirv-val accepts the result and
           glspv-dis of it equals NAME.opt.spvasm (BLESS=1 writes it).
  compile  every source of tests/glsl/compile, for each of its target
           environments: glspv -O0 gives the same bytes as no flag; -O and -Os
           give modules spirv-val and glspv-val accept, no larger than -O0's (but
           at -O where a loop asks to be unrolled);
           glspv-opt -O --strip-debug (without -g) of the -O0 module gives
           glspv -O's bytes.
  robust   the optimizer itself, unvalidated (the fuzz harness BUILD/fuzz/optimize),
           on every assembly test of tests/val and tests/spirv and on mutations
           of the compile goldens' modules: no crash, no internal error; and
           glspv-opt on each: exit 0 or 1, and what it accepts it writes valid.
  corpus   the corpus (tests/harness.py; one SKIP line without it): each shader
           glslang compiles to valid SPIR-V, from glslangValidator -V and from
           glspv, through glspv-opt -O and -Os: spirv-val accepts, no larger (as
           above);
           the spv.debuginfo.* shaders also from glslangValidator -g and -gVS.
Standard library only.
"""

import concurrent.futures
import os
import random
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from glsl_compile import env_flags, target_envs  # noqa: E402
from glsl_parse import check_golden, extra_flags, sources  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OPT_DIR = os.path.join(HERE, "opt")
WORKERS = 2
LEVELS = ("-O", "-Os")
# A sanitizer build (tests/run.sh sets GLSPV_SANITIZED) runs the compile and
# corpus parts at one level a job, -O and -Os in turn: the normal build checks
# both on every job, and the passes under the two are the same code.
SANITIZED = os.environ.get("GLSPV_SANITIZED") == "1"


def levels_of(index):
    return (LEVELS[index % 2],) if SANITIZED else LEVELS


def crash_or(res, what):
    """Reason lines when a run crashed or failed."""
    crash = harness.crash_reason(res)
    if crash:
        return [crash]
    if res.rc != 0:
        return [what] + harness.describe(res, 5)
    return []


def read(path):
    with open(path, "rb") as f:
        return f.read()


def flags_of(path):
    for line in open(path, encoding="utf-8", errors="replace"):
        if line.startswith("; glspv-opt:"):
            return line.split(":", 1)[1].split()
    return ["-O"]


def part_golden(rep, t, tmp):
    files = sorted(f for f in os.listdir(OPT_DIR) if f.endswith(".spvasm") and not f.endswith(".opt.spvasm")) \
        if os.path.isdir(OPT_DIR) else []
    if not files:
        rep.result("opt-golden", ["tests/opt has no NAME.spvasm"])
    bless = os.environ.get("BLESS") == "1"
    for f in files:
        src = os.path.join(OPT_DIR, f)
        name = "opt-golden/" + f[:-len(".spvasm")]
        env = harness.target_env_of(src)
        spv, out = os.path.join(tmp, f + ".spv"), os.path.join(tmp, f + ".opt.spv")
        a = harness.run([t["as"], "--target-env", env, "-o", spv, src])
        why = crash_or(a, "glspv-as refuses the input")
        if not why:
            o = harness.run([t["opt"]] + flags_of(src) + ["--target-env=" + env, "-o", out, spv])
            why = crash_or(o, "glspv-opt refuses it")
        if not why:
            v = harness.spirv_val(t["val"], env, out)
            if v.rc != 0:
                why = ["spirv-val rejects the optimized module:"] + v.err_text().splitlines()[:3] + \
                    v.out.decode("utf-8", "replace").splitlines()[:3]
        if not why:
            d = harness.run([t["dis"], out])
            why = check_golden(src[:-len(".spvasm")] + ".opt.spvasm", d.out, bless) if d.rc == 0 else \
                harness.describe(d)
        rep.result(name, why)


def compile_one(t, tmp, index, src, env):
    """(name, reasons, size -O0, sizes by level) for one source and environment,
    the index-th job."""
    base = os.path.basename(src) + ("" if env == target_envs(src)[0] else "." + env)
    name = "opt-compile/" + base
    cwd = os.path.dirname(src)
    flags = env_flags(env) + extra_flags(src)
    plain, o0 = os.path.join(tmp, base + ".spv"), os.path.join(tmp, base + ".O0.spv")
    res = harness.run([t["glspv"]] + flags + ["-o", plain, os.path.basename(src)], cwd=cwd)
    if res.rc != 0 or harness.crash_reason(res):
        return name, crash_or(res, "glspv refuses it without -O"), 0, {}
    res = harness.run([t["glspv"], "-O0"] + flags + ["-o", o0, os.path.basename(src)], cwd=cwd)
    why = crash_or(res, "glspv -O0 refuses it")
    if why:
        return name, why, 0, {}
    if read(o0) != read(plain):
        return name, ["glspv -O0 differs from glspv without it: " + harness.first_word_diff(read(o0), read(plain))], 0, {}
    sizes = {}
    for level in levels_of(index):
        out = os.path.join(tmp, base + level + ".spv")
        res = harness.run([t["glspv"], level] + flags + ["-o", out, os.path.basename(src)], cwd=cwd)
        why = crash_or(res, "glspv %s refuses it" % level)
        if why:
            return name, why, 0, {}
        v = harness.spirv_val(t["val"], env, out)
        if v.rc != 0:
            return name, ["spirv-val rejects glspv %s's module:" % level] + v.err_text().splitlines()[:3] + \
                v.out.decode("utf-8", "replace").splitlines()[:3], 0, {}
        ov = harness.run([t["ourval"], "--target-env", env, out])
        if ov.rc != 0:
            return name, ["glspv-val rejects glspv %s's module:" % level] + ov.err_text().splitlines()[:4], 0, {}
        sizes[level] = len(read(out))
        if not no_larger(level, read(out), read(o0)):
            return name, ["glspv %s made %d bytes, more than -O0's %d" % (level, sizes[level], len(read(o0)))], 0, {}
        again = os.path.join(tmp, base + level + ".opt.spv")
        # glspv -O drops the debug information unless -g, as glslc -O does.
        strip = [] if "-g" in flags else ["--strip-debug"]
        o = harness.run([t["opt"], level] + strip + ["--target-env=" + env, "-o", again, o0])
        why = crash_or(o, "glspv-opt %s refuses glspv's -O0 module" % level)
        if why:
            return name, why, 0, {}
        diff = harness.first_word_diff(read(again), read(out))
        if diff:
            return name, ["glspv-opt %s of the -O0 module is not glspv %s's module: %s" % (level, level, diff)], 0, {}
    return name, [], len(read(o0)), sizes


def part_compile(rep, t, tmp):
    jobs = [(f, e) for f in sources("compile") for e in target_envs(f)]
    total0, totals, count = 0, {lv: 0 for lv in LEVELS}, 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
        for name, why, size0, sizes in pool.map(lambda j: compile_one(t, tmp, j[0], *j[1]), enumerate(jobs)):
            rep.result(name, why)
            if not why:
                count += 1
                total0 += size0
                for lv in sizes:
                    totals[lv] += sizes[lv]
    if not SANITIZED:
        rep.note("opt-compile: %d modules, %d bytes at -O0, %d at -O, %d at -Os"
                 % (count, total0, totals["-O"], totals["-Os"]))


def assembled_inputs(t, tmp):
    """The binaries of tests/val and tests/spirv assembly that spirv-as takes."""
    paths = sorted(os.path.join(HERE, "val", f) for f in os.listdir(os.path.join(HERE, "val")) if f.endswith(".spvasm"))
    for dirpath, _, files in sorted(os.walk(os.path.join(HERE, "spirv"))):
        paths += sorted(os.path.join(dirpath, f) for f in files if f.endswith(".spvasm"))
    out = []
    for p in paths:
        env = harness.target_env_of(p)
        spv = os.path.join(tmp, "in-" + os.path.relpath(p, HERE).replace(os.sep, "_") + ".spv")
        a = harness.run([t["spirv-as"], "--target-env", env, "-o", spv, p])
        if a.rc == 0:
            out.append((os.path.relpath(p, HERE), env, spv))
    return out


def mutations(data, seed, count):
    """`count` damaged copies of a module: words changed, cut, or repeated."""
    rng = random.Random(seed)
    words = harness.words(data)
    for _ in range(count):
        w = list(words)
        kind = rng.randrange(4)
        if kind == 0 and len(w) > 5:
            for _ in range(rng.randrange(1, 4)):
                i = rng.randrange(5, len(w))
                w[i] = rng.choice([0, 1, 0xffffffff, w[i] ^ (1 << rng.randrange(32)), w[i] + 1, rng.randrange(64)])
        elif kind == 1 and len(w) > 6:
            w = w[:rng.randrange(5, len(w))]
        elif kind == 2 and len(w) > 6:
            i, j = sorted(rng.sample(range(5, len(w)), 2))
            w = w[:j] + w[i:j] + w[j:]
        elif len(w) > 6:
            i = rng.randrange(5, len(w))
            w = w[:i] + w[i + 1:]
        yield harness.pack(w)


def part_robust(rep, t, tmp):
    inputs = assembled_inputs(t, tmp)
    folder = os.path.join(tmp, "fuzz-inputs")
    os.makedirs(folder, exist_ok=True)
    n = 0
    for rel, env, spv in inputs:
        for level in range(3):
            with open(os.path.join(folder, "%d-%d" % (n, level)), "wb") as f:
                f.write(bytes([level]) + read(spv))
        n += 1
    # Damaged modules from the compile goldens' sources.
    srcs = sources("compile")[::7]
    for k, src in enumerate(srcs):
        out = os.path.join(tmp, "mut-%d.spv" % k)
        res = harness.run([t["glspv"], "-o", out, os.path.basename(src)] + extra_flags(src) +
                          env_flags(target_envs(src)[0]), cwd=os.path.dirname(src))
        if res.rc != 0:
            continue
        for j, data in enumerate(mutations(read(out), k, 40)):
            with open(os.path.join(folder, "mut-%d-%d" % (k, j)), "wb") as f:
                f.write(bytes([1]) + data)
    inputs_made = len(os.listdir(folder))
    res = harness.run([t["fuzz"], folder], timeout=600)
    rep.result("opt-robust/unvalidated", crash_or(res, "the optimizer failed on an input"))
    rep.note("opt-robust: %d inputs straight to the optimizer (%d assembly tests at 3 levels, the rest damaged modules)"
             % (inputs_made, n))
    for rel, env, spv in inputs:
        out = spv + ".opt"
        o = harness.run([t["opt"], "-O", "--target-env=" + env, "-o", out, spv])
        why = [harness.crash_reason(o)] if harness.crash_reason(o) else []
        if not why and o.rc not in (0, 1):
            why = ["exit status %d" % o.rc]
        if not why and o.rc == 0:
            v = harness.spirv_val(t["val"], env, out)
            if v.rc != 0:
                why = ["glspv-opt accepted it, but spirv-val rejects what it wrote:"] + v.err_text().splitlines()[:3] \
                    + v.out.decode("utf-8", "replace").splitlines()[:3]
        rep.result("opt-robust/" + rel, why)


def corpus_one(t, tmp, index, row):
    file, stage, env = row["file"], row["stage"], row["target_env"]
    path = os.path.join(harness.CORPUS, "glslang", file)
    base = os.path.join(tmp, "corpus-" + file)
    results = []
    # A sanitizer build optimizes one producer's modules a shader, glslang's
    # and glspv's in turn, each at the levels in turn (CI time).
    glslang_side = not SANITIZED or index % 2 == 0
    glspv_side = not SANITIZED or index % 2 == 1
    mods = []
    if glslang_side:
        g = harness.cached_run(t["glslang"], ["-V", "--target-env", env, "-S", stage, "-o", base + ".glslang.spv",
                                              path],
                               inputs=[path], outputs=[base + ".glslang.spv"], cwd=os.path.dirname(path))
        if g.rc == 0:
            mods.append(("glslang", base + ".glslang.spv"))
    # With debug information too (OpLine between functions, NonSemantic.Shader.DebugInfo.100).
    for flag in ("-g", "-gVS") if glslang_side and file.startswith("spv.debuginfo.") else ():
        out = "%s.glslang%s.spv" % (base, flag)
        if harness.cached_run(t["glslang"], ["-V", flag, "--target-env", env, "-S", stage, "-o", out, path],
                              inputs=[path], outputs=[out], cwd=os.path.dirname(path)).rc == 0:
            mods.append(("glslang" + flag, out))
    if glspv_side:
        c = harness.run([t["glspv"]] + env_flags(env) + ["-fshader-stage=" + stage, "-o", base + ".glspv.spv", path],
                        cwd=os.path.dirname(path))
        if c.rc == 0 and not harness.crash_reason(c):
            mods.append(("glspv", base + ".glspv.spv"))
    for producer, spv in mods:
        if harness.spirv_val(t["val"], env, spv).rc != 0:
            continue  # the producer's own module is invalid: nothing to optimize
        for level in levels_of(index // 2):
            out = "%s.%s%s.spv" % (spv, producer, level)
            o = harness.run([t["opt"], level, "--target-env=" + env, "-o", out, spv])
            why = crash_or(o, "glspv-opt %s refuses it" % level)
            if not why:
                v = harness.spirv_val(t["val"], env, out)
                if v.rc != 0:
                    why = ["spirv-val rejects the module glspv-opt %s wrote:" % level] + v.err_text().splitlines()[:3] \
                        + v.out.decode("utf-8", "replace").splitlines()[:3]
                elif not no_larger(level, read(out), read(spv)):
                    why = ["%d bytes optimized, %d before" % (len(read(out)), len(read(spv)))]
            results.append(("opt-corpus/%s/%s%s" % (file, producer, level), why,
                            len(read(spv)), len(read(out)) if not why else 0))
    return results


def asks_unroll(data):
    """Whether a module has a loop with the Unroll control (OpLoopMerge,
    246, with bit 0 of its control): glspv -O unrolls it, and the module
    may grow, as it does under spirv-opt -O."""
    words = struct.unpack("<%dI" % (len(data) // 4), data[:len(data) // 4 * 4])
    at = 5
    while at < len(words):
        count, op = words[at] >> 16, words[at] & 0xffff
        if count == 0:
            return False
        if op == 246 and count >= 4 and words[at + 3] & 1:
            return True
        at += count
    return False


def no_larger(level, optimized, before):
    return len(optimized) <= len(before) or (level == "-O" and asks_unroll(before))


def part_corpus(rep, t, tmp):
    if not harness.need(rep, "opt-corpus", "corpus"):
        return
    rows = [r for r in harness.manifest(compiled_only=True) if r["spirv_val"] == "ok" and not r["args"]]
    count = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
        for results in pool.map(lambda r: corpus_one(t, tmp, *r), enumerate(rows)):
            for name, why, _, _ in results:
                rep.result(name, why)
                count += not why
    rep.note("opt-corpus: %d optimized modules of %d shaders valid" % (count, len(rows)))


PARTS = {"golden": part_golden, "compile": part_compile, "robust": part_robust, "corpus": part_corpus}


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: opt_modules.py BUILD [%s...]" % "|".join(PARTS))
    build, wanted = sys.argv[1], sys.argv[2:] or list(PARTS)
    rep = harness.Reporter()
    t, missing = {}, []
    for key, name, var in (("glspv", "glspv", "GLSPV"), ("opt", "glspv-opt", "GLSPV_OPT"), ("as", "glspv-as", "GLSPV_AS"),
                           ("dis", "glspv-dis", "GLSPV_DIS"), ("ourval", "glspv-val", "GLSPV_VAL"),
                           ("fuzz", "fuzz/optimize", "GLSPV_FUZZ_OPTIMIZE")):
        t[key], why = harness.tool(build, name, var)
        if why:
            missing.append(why)
    for key, name in (("val", "spirv-val"), ("spirv-as", "spirv-as"), ("glslang", "glslangValidator")):
        t[key], why = harness.reference(name)
        if why:
            missing.append(why)
    if missing:
        rep.result("opt", missing)
        return 1
    with tempfile.TemporaryDirectory(prefix="glspv-opt-") as tmp:
        for p in wanted:
            if p not in PARTS:
                rep.result("opt", ["no part %r (%s)" % (p, ", ".join(PARTS))])
                continue
            PARTS[p](rep, t, tmp)
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
