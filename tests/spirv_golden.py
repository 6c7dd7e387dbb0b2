#!/usr/bin/env python3
"""SPIR-V assembly tests: glspv-as and glspv-dis against spirv-as and spirv-dis.

    spirv_golden.py BUILD          (BLESS=1 in the environment writes missing
                                    or changed goldens instead of failing)

For every tests/spirv/asm/NAME.spvasm (and examples/*.spvasm), whose first
line may say `; target-env: ENV` (default spv1.6):
  NAME/valid          spirv-as accepts it and spirv-val --target-env ENV passes
  NAME/as             glspv-as --target-env ENV == spirv-as, byte for byte
  NAME/as-preserve    the same with --preserve-numeric-ids
  NAME/golden         glspv-dis of the binary == the committed NAME.dis
                      (tests/spirv/asm only), and NAME.dis == spirv-dis
  NAME/dis OPTIONS    glspv-dis OPTIONS == spirv-dis OPTIONS for each option set
For every tests/spirv/asm-errors/NAME.spvasm with NAME.err beside it:
  NAME                glspv-as exits 1 without crashing, writes no output
                      file, and the first line of its stderr is NAME.err's
Plus a few command-line forms (stdin, -o, the default out.spv).
"""

import concurrent.futures
import glob
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

ASM_DIR = os.path.join(harness.ROOT, "tests", "spirv", "asm")
ERR_DIR = os.path.join(harness.ROOT, "tests", "spirv", "asm-errors")
EXAMPLES = os.path.join(harness.ROOT, "examples")

DIS_OPTION_SETS = [
    [], ["--raw-id"], ["--no-header"], ["--no-indent"], ["--offsets"], ["--comment"],
    ["--raw-id", "--no-header"], ["--comment", "--offsets"], ["--no-indent", "--raw-id"],
    ["--comment", "--raw-id", "--no-indent"],
]

BLESS = os.environ.get("BLESS") == "1"


class Tools:
    def __init__(self, build):
        self.dis, self.dis_missing = harness.tool(build, "glspv-dis", "GLSPV_DIS")
        self.asm, self.asm_missing = harness.tool(build, "glspv-as", "GLSPV_AS")
        self.spirv_as, self.spirv_as_missing = harness.reference("spirv-as")
        self.spirv_dis, self.spirv_dis_missing = harness.reference("spirv-dis")
        self.spirv_val, self.spirv_val_missing = harness.reference("spirv-val")


def rel(path):
    return os.path.relpath(path, harness.ROOT)


def short(src):
    """A test's name: its path without tests/ and .spvasm."""
    name = rel(src)[:-len(".spvasm")]
    return name[len("tests/"):] if name.startswith("tests/") else name


def assemble(argv0, env, src, out, preserve):
    argv = [argv0, "--target-env", env] + (["--preserve-numeric-ids"] if preserve else []) + ["-o", out, src]
    return harness.run(argv)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def check_success(res, what):
    """Reasons why a run that should succeed did not."""
    crash = harness.crash_reason(res)
    if crash:
        return ["%s: %s" % (what, crash)] + harness.describe(res)
    if res.rc != 0:
        return ["%s failed" % what] + harness.describe(res)
    return []


def module_tests(t, src, tmp, with_golden):
    """All tests of one assembly file; returns [(name, reasons)]."""
    name = short(src)
    env = harness.target_env_of(src)
    results = []
    ref = os.path.join(tmp, "ref.spv")
    ref_p = os.path.join(tmp, "ref-preserve.spv")

    # The input itself: spirv-as and spirv-val must accept it.
    missing = t.spirv_as_missing or t.spirv_val_missing
    if missing:
        return [(name + "/valid", [missing])]
    reasons = []
    for out, preserve in ((ref, False), (ref_p, True)):
        reasons += check_success(assemble(t.spirv_as, env, src, out, preserve), "spirv-as")
    if not reasons:
        res = harness.run([t.spirv_val, "--target-env", env, ref])
        reasons += check_success(res, "spirv-val --target-env " + env)
    results.append((name + "/valid", reasons))
    if reasons:
        return results   # nothing to compare against

    for label, reference, preserve in (("as", ref, False), ("as-preserve", ref_p, True)):
        if t.asm_missing:
            results.append((name + "/" + label, [t.asm_missing]))
            continue
        out = os.path.join(tmp, label + ".spv")
        res = assemble(t.asm, env, src, out, preserve)
        reasons = check_success(res, "glspv-as")
        if not reasons:
            if not os.path.exists(out):
                reasons = ["glspv-as exited 0 but wrote no %s" % out]
            else:
                diff = harness.first_word_diff(read(out), read(reference))
                reasons = [diff + " (glspv-as vs spirv-as)"] if diff else []
        results.append((name + "/" + label, reasons))

    if with_golden:
        results.append((name + "/golden", golden_test(t, src, ref)))
    for opts in DIS_OPTION_SETS:
        results.append(("%s/dis %s" % (name, " ".join(opts) or "(default)"), dis_test(t, ref, opts)))
    return results


def dis_test(t, binary, opts):
    if t.dis_missing or t.spirv_dis_missing:
        return [t.dis_missing or t.spirv_dis_missing]
    want = harness.run([t.spirv_dis] + opts + [binary])
    reasons = check_success(want, "spirv-dis")
    if reasons:
        return reasons
    got = harness.run([t.dis] + opts + [binary])
    reasons = check_success(got, "glspv-dis")
    if reasons:
        return reasons
    if got.out != want.out:
        return ["glspv-dis %s differs from spirv-dis" % " ".join(opts)] + \
            harness.first_text_diff(got.out, want.out, "glspv-dis", "spirv-dis")
    return []


def golden_test(t, src, binary):
    golden = src[:-len(".spvasm")] + ".dis"
    reasons = []
    if t.spirv_dis_missing:
        return [t.spirv_dis_missing]
    want = harness.run([t.spirv_dis, binary])
    if os.path.exists(golden) and want.rc == 0 and read(golden) != want.out:
        reasons.append("%s is not what spirv-dis prints" % rel(golden))
        reasons += harness.first_text_diff(read(golden), want.out, "golden", "spirv-dis")
    if t.dis_missing:
        return reasons + [t.dis_missing]
    got = harness.run([t.dis, binary])
    run_reasons = check_success(got, "glspv-dis")
    if run_reasons:
        return reasons + run_reasons
    if BLESS:
        if not os.path.exists(golden) or read(golden) != got.out:
            with open(golden, "wb") as f:
                f.write(got.out)
            print("BLESSED %s" % rel(golden))
        return reasons
    if not os.path.exists(golden):
        return reasons + ["missing golden %s (BLESS=1 tests/run.sh build writes it)" % rel(golden)]
    if got.out != read(golden):
        reasons.append("glspv-dis differs from %s" % rel(golden))
        reasons += harness.first_text_diff(got.out, read(golden), "glspv-dis", "golden")
    return reasons


def error_test(t, src, tmp):
    """An assembly file glspv-as must reject with the message in NAME.err."""
    expected_path = src[:-len(".spvasm")] + ".err"
    if t.asm_missing:
        return [t.asm_missing]
    out = os.path.join(tmp, "out.spv")
    res = harness.run([t.asm, "--target-env", harness.target_env_of(src), "-o", out, src])
    crash = harness.crash_reason(res)
    if crash:
        return ["glspv-as: " + crash] + harness.describe(res)
    reasons = []
    if res.rc != 1:
        reasons.append("glspv-as exited %d, want 1" % res.rc)
    if os.path.exists(out):
        reasons.append("glspv-as wrote %s although the input is wrong" % os.path.basename(out))
    first = (res.err_text().splitlines() or [""])[0]
    if BLESS and res.rc == 1 and first and not os.path.exists(expected_path):
        with open(expected_path, "w") as f:
            f.write(first + "\n")
        print("BLESSED %s" % rel(expected_path))
    if not os.path.exists(expected_path):
        return reasons + ["missing %s (BLESS=1 tests/run.sh build writes it from glspv-as)" % rel(expected_path)]
    with open(expected_path, encoding="utf-8") as f:
        want = (f.read().splitlines() or [""])[0]
    if first != want:
        reasons += ["first line of stderr:", "  got:  %r" % first, "  want: %r" % want]
    return reasons


def cli_tests(t, tmp):
    """The input/output forms of both tools, on examples/hello.spvasm."""
    src = os.path.join(EXAMPLES, "hello.spvasm")
    env = harness.target_env_of(src)
    results = []
    missing = t.asm_missing or t.dis_missing or t.spirv_as_missing
    if missing:
        return [("cli/glspv-as and glspv-dis I/O forms", [missing])]
    ref = os.path.join(tmp, "ref.spv")
    reasons = check_success(assemble(t.spirv_as, env, src, ref, False), "spirv-as")
    if reasons:
        return [("cli/reference", reasons)]
    binary = read(ref)

    # glspv-as: stdin in, stdout out.
    res = harness.run([t.asm, "--target-env", env, "-o", "-", "-"], data=read(src))
    reasons = check_success(res, "glspv-as -o - -")
    if not reasons:
        diff = harness.first_word_diff(res.out, binary)
        reasons = [diff] if diff else []
    results.append(("cli/as stdin to stdout", reasons))

    # glspv-as with no -o writes out.spv in the current directory.
    cwd = os.path.join(tmp, "cwd")
    os.mkdir(cwd)
    res = harness.run([t.asm, "--target-env", env, src], cwd=cwd)
    reasons = check_success(res, "glspv-as FILE")
    out = os.path.join(cwd, "out.spv")
    if not reasons:
        if not os.path.exists(out):
            reasons = ["no out.spv written"]
        else:
            diff = harness.first_word_diff(read(out), binary)
            reasons = [diff] if diff else []
    results.append(("cli/as default out.spv", reasons))

    # glspv-dis: stdin in ("-" and no file), -o out.
    want = harness.run([t.dis, ref])
    for label, argv, data in (("cli/dis stdin -", [t.dis, "-"], binary),
                              ("cli/dis stdin", [t.dis], binary),
                              ("cli/dis -o", [t.dis, "-o", os.path.join(tmp, "o.txt"), ref], None)):
        res = harness.run(argv, data=data)
        reasons = check_success(res, " ".join(os.path.basename(a) for a in argv))
        if not reasons and want.rc == 0:
            got = read(os.path.join(tmp, "o.txt")) if "-o" in argv else res.out
            if "-o" in argv and res.out:
                reasons.append("printed on stdout although -o was given")
            if got != want.out:
                reasons += harness.first_text_diff(got, want.out, "this form", "glspv-dis FILE")
        results.append((label, reasons))
    return results


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    t = Tools(sys.argv[1])
    report = harness.Reporter()

    modules = [(p, True) for p in sorted(glob.glob(os.path.join(ASM_DIR, "*.spvasm")))]
    modules += [(p, False) for p in sorted(glob.glob(os.path.join(EXAMPLES, "*.spvasm")))]
    errors = sorted(glob.glob(os.path.join(ERR_DIR, "*.spvasm")))
    if not glob.glob(os.path.join(ASM_DIR, "*.spvasm")):
        report.result("spirv/asm", ["no tests in %s" % rel(ASM_DIR)])

    def job(kind, arg):
        with tempfile.TemporaryDirectory(prefix="glspv-golden-") as tmp:
            if kind == "module":
                return module_tests(t, arg[0], tmp, arg[1])
            if kind == "error":
                return [(short(arg), error_test(t, arg, tmp))]
            return cli_tests(t, tmp)

    jobs = [("module", m) for m in modules] + [("error", e) for e in errors] + [("cli", None)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for results in pool.map(lambda j: job(*j), jobs):
            for name, reasons in results:
                report.result(name, reasons)
    return report.exit_code()


if __name__ == "__main__":
    sys.exit(main())
