#!/usr/bin/env python3
"""Malformed input for glspv-dis and glspv-as: never a crash, a hang, or a
read past the buffer (the suite runs this under ASan+UBSan too).

    malformed.py BUILD

glspv-dis: valid binaries (examples/hello.spvasm and tests/spirv/asm/*.spvasm
assembled by spirv-as) are broken on purpose: truncated at every word and at
odd byte lengths, wrong magic, header edge values, zero word counts, word
counts past the end, unknown opcodes, unterminated strings, bad enumerants,
missing operands, seeded random bit flips. What each case must do:

  reject       exit 1, nothing on stdout, an `error:` line on stderr
  reject-word  the same, and the message names the place (`word N`)
  match        exit 0 and print exactly what spirv-dis prints (a cut at an
               instruction boundary is a well-formed, shorter module)
  oracle       spirv-dis decides: it rejects -> reject; it accepts -> match
  lenient      as oracle, but rejecting what spirv-dis accepts is fine too
               (header fields spirv-dis ignores, such as a bound of 0)

glspv-as: seeded random truncations and mutations of the same texts must give
the verdict and output spirv-as gives; random bytes and hand-made nasty texts
must just not crash: exit 0 with an output file, or exit 1 with `error:` and
no output file.

One test per (input, category); a failing test shows its first few cases.
"""

import concurrent.futures
import glob
import json
import os
import random
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

GRAMMAR = "/usr/include/spirv/unified1/spirv.core.grammar.json"
BIG = 0x7FFF0000          # no enumerant has this value
BIT_FLIPS = 300           # per run, spread over the inputs
MORE_INPUTS = 8           # assembly tests used besides examples/hello.spvasm
SHOWN = 3                 # failing cases shown per test


class Case:
    def __init__(self, group, label, data, mode):
        self.group, self.label, self.data, self.mode = group, label, data, mode


# ---- reading a module -------------------------------------------------------

def instructions(ws):
    """(offset, word count, opcode) of each instruction of a valid module."""
    out, i = [], 5
    while i < len(ws):
        wc, op = ws[i] >> 16, ws[i] & 0xFFFF
        if wc == 0 or i + wc > len(ws):
            break
        out.append((i, wc, op))
        i += wc
    return out


def first(insts, opcode):
    return next((x for x in insts if x[2] == opcode), None)


def unused_opcode():
    try:
        used = {i["opcode"] for i in json.load(open(GRAMMAR))["instructions"]}
    except OSError:
        used = set(range(0, 400))
    return next(n for n in range(1, 0xFFFF) if n not in used)


OP_NAME, OP_ENTRY_POINT, OP_CAPABILITY, OP_MEMORY_MODEL = 5, 15, 17, 14
OP_EXECUTION_MODE, OP_DECORATE, OP_TYPE_INT, OP_LOAD, OP_STORE = 16, 71, 21, 61, 62
OP_FUNCTION = 54


# ---- glspv-dis cases ----------------------------------------------------------

def dis_cases(base, binary, full, rng, flips):
    """Broken variants of one valid binary. full: also every truncation."""
    ws = harness.words(binary)
    insts = instructions(ws)
    boundaries = {off for off, _, _ in insts} | {len(ws)}
    cases = []

    def add(group, label, data, mode):
        cases.append(Case("%s/%s" % (base, group), label, data, mode))

    def patched(changes):
        w = list(ws)
        for index, value in changes.items():
            w[index] = value
        return harness.pack(w)

    # Header.
    add("header", "empty file", b"", "reject")
    for n in (1, 2, 3, 4, 8, 12, 16, 19):
        add("header", "first %d bytes" % n, binary[:n], "reject")
    for magic in (0xDEADBEEF, 0, 0x07230204):
        add("header", "magic 0x%08x" % magic, patched({0: magic}), "reject")
    for v in (0, 0x00010000, 0x00010300, 0x00010600, 0x00010700, 0x00020000, 0x00010001,
              0x00000100, 0xFFFFFFFF):
        add("header", "version 0x%08x" % v, patched({1: v}), "oracle")
    for b in (0, 1, 0x7FFFFFFF, 0xFFFFFFFF):
        add("header", "bound %d" % b, patched({3: b}), "lenient")
    for s in (1, 0xFFFFFFFF):
        add("header", "schema 0x%x" % s, patched({4: s}), "lenient")

    # Truncation at word boundaries: inside the header, at an instruction
    # boundary (a shorter but well-formed module), inside an instruction.
    cuts = range(1, len(ws)) if full else sorted(rng.sample(range(1, len(ws)), min(24, len(ws) - 1)))
    for n in cuts:
        mode = "reject" if n < 5 else "match" if n in boundaries else "reject-word"
        add("truncate-word", "first %d words" % n, binary[:4 * n], mode)
    # Lengths that are not a whole number of words.
    for k in (1, 2, 3):
        add("truncate-byte", "%d bytes short" % k, binary[:-k], "reject")
        add("truncate-byte", "header + %d bytes" % k, binary[:20 + k], "reject")
        mid = sorted(boundaries)[len(boundaries) // 2]
        add("truncate-byte", "first %d words + %d bytes" % (mid, k), binary[:4 * mid + k], "reject")
        add("truncate-byte", "%d bytes extra" % k, binary + b"\0" * k, "reject")

    # One broken instruction.
    middle = insts[len(insts) // 2]
    last = insts[-1]
    for off, wc, op in (insts[0], middle):
        add("zero-word-count", "instruction at word %d" % off, patched({off: op}), "reject-word")
    add("word-count-past-end", "last instruction, one word too many",
        patched({last[0]: ((len(ws) - last[0] + 1) << 16) | last[2]}), "reject-word")
    add("word-count-past-end", "word count 0xffff at word %d" % middle[0],
        patched({middle[0]: (0xFFFF << 16) | middle[2]}), "reject-word")
    bogus = unused_opcode()
    for off, wc, op in (insts[0], middle, last):
        for code in (bogus, 0xFFFF):
            add("unknown-opcode", "opcode %d at word %d" % (code, off),
                patched({off: (wc << 16) | code}), "reject-word")

    for opcode, first_string_word in ((OP_NAME, 2), (OP_ENTRY_POINT, 3)):
        inst = first(insts, opcode)
        if inst:
            off, wc, _ = inst
            # No NUL anywhere from the string to the end of the instruction.
            changes = {i: 0x41414141 for i in range(off + first_string_word, off + wc)}
            add("unterminated-string", "opcode %d at word %d" % (opcode, off), patched(changes),
                "reject-word")

    for opcode, operand, what in ((OP_CAPABILITY, 1, "capability"), (OP_MEMORY_MODEL, 1, "addressing model"),
                                  (OP_MEMORY_MODEL, 2, "memory model"), (OP_ENTRY_POINT, 1, "execution model"),
                                  (OP_EXECUTION_MODE, 2, "execution mode"), (OP_DECORATE, 2, "decoration")):
        inst = first(insts, opcode)
        if inst:
            add("bad-enumerant", "%s 0x%x at word %d" % (what, BIG, inst[0] + operand),
                patched({inst[0] + operand: BIG}), "reject-word")
    fn = first(insts, OP_FUNCTION)
    if fn:
        add("bad-enumerant", "function control bit 31 at word %d" % (fn[0] + 3),
            patched({fn[0] + 3: ws[fn[0] + 3] | 0x80000000}), "oracle")

    # An instruction one word short of its required operands; the stream stays
    # consistent, so the error is about the operands, not the framing.
    for opcode in (OP_MEMORY_MODEL, OP_TYPE_INT, OP_DECORATE, OP_LOAD, OP_STORE):
        inst = first(insts, opcode)
        if inst:
            off, wc, op = inst
            w = ws[:off] + [((wc - 1) << 16) | op] + ws[off + 1:off + wc - 1] + ws[off + wc:]
            add("operands-past-end", "opcode %d at word %d loses its last word" % (op, off),
                harness.pack(w), "reject-word")

    # Seeded random damage after the header.
    if len(ws) > 6:
        for _ in range(flips):
            w = list(ws)
            spots = []
            for _ in range(rng.randint(1, 3)):
                i, bit = rng.randrange(5, len(ws)), rng.randrange(32)
                w[i] ^= 1 << bit
                spots.append("word %d bit %d" % (i, bit))
            add("bit-flips", ", ".join(spots), harness.pack(w), "oracle")
        for _ in range(max(4, flips // 6)):
            w = list(ws)
            start = rng.randrange(5, len(ws))
            n = rng.randint(1, 4)
            for i in range(start, min(len(ws), start + n)):
                w[i] = rng.getrandbits(32) if rng.random() < 0.7 else rng.getrandbits(32) & 0x00FF00FF
            add("garbage-words", "%d words at word %d" % (n, start), harness.pack(w), "oracle")
    return cases


def judge_dis(t, case, tmp):
    """Reasons this case failed (empty when it passed)."""
    path = os.path.join(tmp, "case.spv")
    with open(path, "wb") as f:
        f.write(case.data)
    got = harness.run([t.dis, path])
    crash = harness.crash_reason(got)
    if crash:
        return [crash]
    mode, note = case.mode, []
    if mode in ("match", "oracle", "lenient"):
        want = harness.run([t.spirv_dis, path])
        if want.timed_out or want.rc < 0:
            return ["spirv-dis itself did not finish; cannot judge"]
        if want.rc != 0:
            if mode == "match":
                return ["spirv-dis rejects a case meant to be well-formed: " + want.err_text().strip()[:120]]
            mode = "reject"
            note = ["(spirv-dis rejects it: %s)" % (want.err_text().strip().splitlines() or ["?"])[0][:120]]
        elif mode == "lenient" and got.rc != 0:
            mode = "reject"
        elif got.rc != 0:
            return ["rejected what spirv-dis accepts (exit %d): %s" % (got.rc, got.err_text().strip()[:160])]
        elif got.out != want.out:
            return ["output differs from spirv-dis"] + harness.first_text_diff(
                got.out, want.out, "glspv-dis", "spirv-dis")[:3]
        else:
            return []
    reasons = []
    if got.rc != 1:
        reasons.append("exit %d, want 1" % got.rc)
    if got.out:
        reasons.append("printed %d bytes on stdout, want none" % len(got.out))
    err = got.err_text()
    if "error:" not in err:
        reasons.append("no `error:` on stderr: %r" % err[:160])
    elif mode == "reject-word" and "word " not in err:
        reasons.append("message does not name the word offset: %r" % err.strip()[:160])
    return reasons + note if reasons else []


# ---- glspv-as cases -------------------------------------------------------------

NASTY_TEXTS = [
    b"", b"\n", b"; only a comment\n", b"%", b"%1 =", b"%1 = \n", b"=", b"OpCapability\n",
    b"OpCapability Shader Shader\n", b"OpCapability NoSuchCapability\n", b"OpNoSuchOp\n",
    b'OpName %1 "unterminated\n', b'OpName %1 "escape at end\\', b'OpSource GLSL 450 %1 "\\"\n',
    b"%1 = OpTypeInt 32 0\n%2 = OpConstant %1 999999999999999999999999999\n",
    b"%1 = OpTypeInt 64 1\n%2 = OpConstant %1 -0x8000000000000001\n",
    b"%1 = OpTypeFloat 32\n%2 = OpConstant %1 0x1.fffffffffffffffffp+999999\n",
    b"%1 = OpTypeFloat 16\n%2 = OpConstant %1 1e99999\n",
    b"%4294967296 = OpTypeVoid\n", b"%0 = OpTypeVoid\n", b"%4294967295 = OpTypeVoid\n",
    b"OpCapability Shader\x00OpCapability Kernel\n", b"\xff\xfe\x00\x01" * 16,
    b"OpMemoryModel Logical GLSL450 | \n", b"OpLoopMerge %1 %2 Unroll|DontUnroll|Unroll|\n",
    b"%1 = OpExtInstImport \"GLSL.std.450\"\n%2 = OpExtInst %3 %1 NoSuchInst %4\n",
    b"%1 = OpExtInst %2 %3 FAbs %4\n", b"%1 = OpSpecConstantOp %2 NoSuchOp %3\n",
    b"%1 = OpSpecConstantOp %2 IAdd\n", b"!", b"!0xffffffff\n", b"!4294967296\n",
    b"%" + b"a" * 100000 + b" = OpTypeVoid\n", b"OpName %x \"" + b"s" * 100000 + b"\"\n",
    b"OpCapability Shader\n" * 20000, b"%1 = OpTypeStruct" + b" %1" * 70000 + b"\n",
    b"OpDecorate %1 BuiltIn\n", b"OpEntryPoint GLCompute %1\n", b"\t\r\n\v\f",
]


def as_cases(base, text, rng, count):
    """Seeded random truncations and mutations of a valid text ("oracle"), and
    random bytes ("no-crash")."""
    cases = []
    alphabet = [b"%", b'"', b"=", b"|", b"\\", b"0", b"9", b"-", b"x", b".", b"Op", b"\n", b" ",
                b";", b"!", b"\t", b"\x00", b"\xc3"]
    for _ in range(count):
        pos = rng.randrange(len(text) + 1)
        cases.append(Case(base + "/truncate", "first %d bytes" % pos, text[:pos], "oracle"))
    for _ in range(count):
        t = text
        what = []
        for _ in range(rng.randint(1, 3)):
            pos = rng.randrange(len(t) + 1)
            kind = rng.randrange(4)
            if kind == 0 and pos < len(t):
                t, w = t[:pos] + t[pos + 1:], "delete byte %d" % pos
            elif kind == 1:
                ch = rng.choice(alphabet)
                t, w = t[:pos] + ch + t[pos:], "insert %r at %d" % (ch, pos)
            elif kind == 2:
                ls = t.split(b"\n")
                i = rng.randrange(len(ls))
                ls.insert(i, ls[i])
                t, w = b"\n".join(ls), "duplicate line %d" % (i + 1)
            else:
                ls = t.split(b"\n")
                i, j = rng.randrange(len(ls)), rng.randrange(len(ls))
                ls[i], ls[j] = ls[j], ls[i]
                t, w = b"\n".join(ls), "swap lines %d and %d" % (i + 1, j + 1)
            what.append(w)
        mode = "no-crash" if b"\x00" in t or b"\xc3" in t else "oracle"
        cases.append(Case(base + "/mutate", ", ".join(what), t, mode))
    for i in range(count // 2):
        n = rng.randint(1, 300)
        if i % 2:
            data = bytes(rng.getrandbits(8) for _ in range(n))
        else:
            data = bytes(rng.choice(b" \n%=\"|;.0123456789abcdefxOp") for _ in range(n))
        cases.append(Case(base + "/random-bytes", "%d bytes, seed case %d" % (n, i), data, "no-crash"))
    return cases


def judge_as(t, case, tmp):
    src, out = os.path.join(tmp, "case.spvasm"), os.path.join(tmp, "out.spv")
    with open(src, "wb") as f:
        f.write(case.data)
    got = harness.run([t.asm, "--target-env", "spv1.6", "-o", out, src])
    crash = harness.crash_reason(got)
    if crash:
        return [crash]
    reasons = []
    if got.rc == 0 and not os.path.exists(out):
        reasons.append("exit 0 but no output file")
    elif got.rc == 1:
        if os.path.exists(out):
            reasons.append("exit 1 but wrote an output file")
        if "error:" not in got.err_text():
            reasons.append("no `error:` on stderr: %r" % got.err_text()[:160])
    elif got.rc != 0:
        reasons.append("exit %d, want 0 or 1" % got.rc)
    if reasons or case.mode != "oracle":
        return reasons
    ref = os.path.join(tmp, "ref.spv")
    want = harness.run([t.spirv_as, "--target-env", "spv1.6", "-o", ref, src])
    if want.timed_out or want.rc < 0:
        return []   # spirv-as itself crashed: nothing to compare with
    if want.rc == 0 and got.rc != 0:
        return ["rejected what spirv-as accepts: %s" % got.err_text().strip()[:160]]
    if want.rc != 0 and got.rc == 0:
        return ["accepted what spirv-as rejects (%s)" % want.err_text().strip()[:120]]
    if want.rc == 0:
        with open(out, "rb") as f, open(ref, "rb") as g:
            diff = harness.first_word_diff(f.read(), g.read())
        if diff:
            return [diff + " (vs spirv-as)"]
    return []


# ---- driver -----------------------------------------------------------------------

class Tools:
    def __init__(self, build):
        self.dis, self.dis_missing = harness.tool(build, "glspv-dis", "GLSPV_DIS")
        self.asm, self.asm_missing = harness.tool(build, "glspv-as", "GLSPV_AS")
        self.spirv_as, self.spirv_as_missing = harness.reference("spirv-as")
        self.spirv_dis, self.spirv_dis_missing = harness.reference("spirv-dis")


def inputs():
    """examples/hello.spvasm and up to MORE_INPUTS of the assembly tests,
    evenly spread, so the run time does not grow with the test count."""
    tests = sorted(glob.glob(os.path.join(harness.ROOT, "tests", "spirv", "asm", "*.spvasm")))
    if len(tests) > MORE_INPUTS:
        tests = [tests[i * len(tests) // MORE_INPUTS] for i in range(MORE_INPUTS)]
    paths = [os.path.join(harness.ROOT, "examples", "hello.spvasm")] + tests
    return [p for p in paths if os.path.exists(p)]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    t = Tools(sys.argv[1])
    report = harness.Reporter()
    if t.spirv_as_missing or t.spirv_dis_missing:
        report.result("malformed", [t.spirv_as_missing or t.spirv_dis_missing])
        return report.exit_code()

    srcs = inputs()
    if not srcs:
        report.result("malformed", ["no input: examples/hello.spvasm is missing"])
        return report.exit_code()
    dis, asm = [], []
    with tempfile.TemporaryDirectory(prefix="glspv-malformed-") as tmp:
        for index, src in enumerate(srcs):
            base = os.path.basename(src)[:-len(".spvasm")]
            out = os.path.join(tmp, base + ".spv")
            res = harness.run([t.spirv_as, "--target-env", harness.target_env_of(src), "-o", out, src])
            if res.rc != 0:
                report.result("malformed/%s" % base, ["spirv-as rejects the input"] + harness.describe(res))
                continue
            with open(out, "rb") as f:
                binary = f.read()
            with open(src, "rb") as f:
                text = f.read()
            rng = random.Random(0x5151 + index)
            flips = BIT_FLIPS // len(srcs) + (BIT_FLIPS % len(srcs) if index == 0 else 0)
            dis += dis_cases("dis/" + base, binary, index == 0, rng, flips)
            asm += as_cases("as/" + base, text, rng, 40 if index == 0 else 10)
        asm += [Case("as/nasty", "nasty text %d: %r" % (i, s[:40]), s, "no-crash")
                for i, s in enumerate(NASTY_TEXTS)]

        def check(kind, case):
            with tempfile.TemporaryDirectory(dir=tmp) as d:
                return judge_dis(t, case, d) if kind == "dis" else judge_as(t, case, d)

        for kind, cases, missing in (("dis", dis, t.dis_missing), ("as", asm, t.asm_missing)):
            groups = {}
            for case in cases:
                groups.setdefault(case.group, []).append(case)
            if missing:
                report.result("malformed/%s (%d cases)" % (kind, len(cases)), [missing])
                continue
            with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
                verdicts = list(pool.map(lambda c: check(kind, c), cases))
            failures = {}
            for case, reasons in zip(cases, verdicts):
                if reasons:
                    failures.setdefault(case.group, []).append((case, reasons))
            for group, members in groups.items():
                bad = failures.get(group, [])
                reasons = []
                if bad:
                    reasons.append("%d of %d cases failed; the first:" % (len(bad), len(members)))
                    for case, why in bad[:SHOWN]:
                        reasons.append("%s [%s]:" % (case.label, case.mode))
                        reasons += ["  " + r for r in why]
                report.result("malformed/%s (%d cases)" % (group, len(members)), reasons)
    return report.exit_code()


if __name__ == "__main__":
    sys.exit(main())
