#!/usr/bin/env python3
"""glspv-val against spirv-val on many modules.

    python3 tests/val_diff.py BUILD

1. Every module glspv emits for the code-generation goldens
   (tests/glsl/compile) is valid for both validators.
2. The glslang corpus ($GLSPV_CORPUS; skipped without it) compiled by glslangValidator: the two validators'
   verdicts are compared; they must agree on at least 95% of the modules
   (the rules glspv-val does not have yet make the rest; the note lists
   them).
3. Mutations of the golden modules (a line dropped, two lines swapped, an
   id or a number changed, in the disassembly, then reassembled): the
   verdicts must agree on at least 80% of the mutants that assemble, and
   glspv-val must never crash. The agreement is reported.
Standard library only.
"""
import concurrent.futures
import os
import random
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from glsl_compile import env_flags, target_envs  # noqa: E402
from glsl_parse import extra_flags, sources  # noqa: E402

CORPUS = harness.CORPUS
WORKERS = max(2, os.cpu_count() or 2)
# Mutants made of each module (GLSPV_VAL_MUTANTS; tests/run.sh asks for fewer
# under the sanitizers, where the verdicts are the normal build's anyway).
MUTANTS = int(os.environ.get("GLSPV_VAL_MUTANTS", "8"))


def verdicts(val, ref, env, path):
    a = harness.run([val, "--target-env", env, path])
    b = harness.cached_run(ref, ["--target-env", env, path], inputs=[path])
    return a, b


def mutate(lines, rng):
    """One mutation of disassembled (raw-id) text; None when nothing fits."""
    body = [i for i, l in enumerate(lines) if l.strip() and not l.lstrip().startswith(";")]
    kind = rng.randrange(4)
    out = list(lines)
    if kind == 0:  # drop a line
        i = rng.choice(body)
        del out[i]
    elif kind == 1:  # swap two lines
        i = rng.choice(body)
        j = min(i + 1 + rng.randrange(3), len(out) - 1)
        out[i], out[j] = out[j], out[i]
    elif kind == 2:  # another id in an operand
        cands = [i for i in body if "=" in out[i] and len(re.findall(r"%\d+", out[i])) > 2]
        if not cands:
            return None
        i = rng.choice(cands)
        ids = re.findall(r"%\d+", lines[i])
        all_ids = sorted({x for l in lines for x in re.findall(r"%\d+", l)})
        victim = rng.choice(ids[1:])
        out[i] = lines[i].replace(victim, rng.choice(all_ids), 1)
    else:  # another number
        cands = [i for i in body if re.search(r"(?<![%\w])\d+\b", out[i].split("=", 1)[-1])]
        if not cands:
            return None
        i = rng.choice(cands)
        head, sep, tail = lines[i].partition("=") if "=" in lines[i] else ("", "", lines[i])
        tail = re.sub(r"(?<![%\w.])(\d+)\b", lambda m: str(int(m.group(1)) + rng.choice([1, 2, 4, 13])), tail, count=1)
        out[i] = head + sep + tail
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: val_diff.py BUILD")
    rep = harness.Reporter()
    tools = {}
    for t in ("glspv", "glspv-val", "glspv-dis", "glspv-as"):
        tools[t], missing = harness.tool(sys.argv[1], t, t.upper().replace("-", "_"))
        if missing:
            rep.result("val-diff", [missing])
            return rep.exit_code()
    ref, missing = harness.reference("spirv-val")
    glslang, missing2 = harness.reference("glslangValidator")
    if missing or missing2:
        rep.result("val-diff", [missing or missing2])
        return rep.exit_code()
    val = tools["glspv-val"]
    with tempfile.TemporaryDirectory(prefix="glspv-valdiff-") as tmp:
        # 1. glspv's own modules
        def compile_one(job):
            src, env = job
            out = os.path.join(tmp, "%s.%s.spv" % (os.path.basename(src), env))
            r = harness.run([tools["glspv"]] + env_flags(env) + extra_flags(src) + ["-o", out,
                            os.path.basename(src)], cwd=os.path.dirname(src))
            return (out, env) if r.rc == 0 else None

        jobs = [(src, env) for src in sources("compile") for env in target_envs(src)]
        with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
            modules = [m for m in pool.map(compile_one, jobs) if m]
            checked = list(pool.map(lambda m: verdicts(val, ref, m[1], m[0]), modules))
        for (path, env), (a, b) in zip(modules, checked):
            problems = []
            if harness.crash_reason(a):
                problems.append(harness.crash_reason(a))
            elif a.rc != 0:
                problems += ["glspv-val rejects glspv's module:"] + a.err_text().splitlines()[:3]
            if b.rc != 0:
                problems += ["spirv-val rejects glspv's module:"] + b.err_text().splitlines()[:3]
            rep.result("val-diff/glspv/" + os.path.basename(path), problems)
        # 2. the corpus, compiled by glslangValidator
        if harness.need(rep, "val-diff/corpus", "corpus"):
            rows = harness.manifest(compiled_only=True)
            agree = total = 0
            differ = []

            def corpus_one(r):
                te = r["target_env"].split(":")[0]
                out = os.path.join(tmp, r["file"].replace("/", "_") + ".spv")
                extra = [a.replace("{dir}", os.path.join(CORPUS, "glslang")) for a in (r.get("args") or "").split()]
                src = os.path.join(CORPUS, "glslang", r["file"])
                gl_env = "spirv1.4" if te == "vulkan1.1spv1.4" else te
                g = harness.cached_run(glslang, ["-V", "-S", r["stage"], "--target-env", gl_env] + extra + ["-o", out, src],
                                       inputs=[src], outputs=[out], cwd=os.path.join(CORPUS, "glslang"))
                if g.rc != 0 or not os.path.exists(out):
                    return None
                return verdicts(val, ref, te, out)

            with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
                corpus_verdicts = list(pool.map(corpus_one, rows))
            for r, v in zip(rows, corpus_verdicts):
                if v is None:
                    continue
                a, b = v
                if harness.crash_reason(a):
                    rep.result("val-diff/corpus/" + r["file"], [harness.crash_reason(a)])
                    continue
                total += 1
                if (a.rc == 0) == (b.rc == 0):
                    agree += 1
                else:
                    differ.append(r["file"])
            rate = 100.0 * agree / total if total else 0.0
            rep.result("val-diff/corpus-agreement", [] if rate >= 95.0 else
                       ["agreement %.1f%% is below 95%%" % rate])
            rep.note("corpus: glspv-val and spirv-val agree on %d of %d modules (%.1f%%); they differ on: %s" %
                     (agree, total, rate, " ".join(differ)))
        # 3. mutations
        rng = random.Random(1234)
        same = n = 0
        mismatches = []
        for path, env in modules:
            d = harness.run([tools["glspv-dis"], "--raw-id", path])
            if d.rc != 0:
                continue
            lines = d.out.decode("utf-8", "replace").splitlines()
            for k in range(MUTANTS):
                m = mutate(lines, rng)
                if m is None:
                    continue
                text = os.path.join(tmp, "m.spvasm")
                with open(text, "w", encoding="utf-8") as f:
                    f.write("\n".join(m) + "\n")
                mo = os.path.join(tmp, "m.spv")
                asm = harness.run([tools["glspv-as"], "--preserve-numeric-ids", "--target-env", env, "-o", mo, text])
                if asm.rc != 0:
                    continue
                a, b = verdicts(val, ref, env, mo)
                if harness.crash_reason(a):
                    rep.result("val-diff/mutation-crash", [harness.crash_reason(a), "\n".join(m)[:2000]])
                    continue
                n += 1
                if (a.rc == 0) == (b.rc == 0):
                    same += 1
                else:
                    said = (a if a.rc else b).err_text().splitlines()
                    mismatches.append("%s: only %s rejects it: %s" % (os.path.basename(path), "glspv-val" if a.rc else
                                                                     "spirv-val", said[0] if said else "?"))
        rate = 100.0 * same / n if n else 0.0
        rep.result("val-diff/mutation-agreement", [] if rate >= 80.0 else ["agreement %.1f%% is below 80%%" % rate])
        rep.note("mutations: the verdicts agree on %d of %d mutants that assemble (%.1f%%)" % (same, n, rate))
        for m in mismatches:
            rep.note("  " + m)
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
