#!/usr/bin/env python3
"""The command lines of glspv-as, glspv-dis, glspv-val and glspv-opt: the
options they share with SPIRV-Tools' spirv-as, spirv-dis, spirv-val and
spirv-opt (tools/tool_io.c) and how each answers a bad command line.

    python3 tests/spirv_cli.py BUILD

Each case runs one tool and checks its exit status, where its output went
(a file, standard output) and, for a refusal, that stderr names the tool and
the problem and stdout stays empty. Standard library only.
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

HELLO = os.path.join(harness.ROOT, "examples", "hello.spvasm")


def check(res, rc, err=None, out=None, out_empty=False):
    """Reasons the run `res` is not what is expected (empty: it is)."""
    reasons = []
    if harness.crash_reason(res):
        return [harness.crash_reason(res)] + harness.describe(res)
    if res.rc != rc:
        reasons.append("exit %s, expected %d" % (res.rc, rc))
    if err is not None and err not in res.err_text():
        reasons.append("stderr does not say %r" % err)
    if out is not None and out not in res.out.decode("utf-8", "replace"):
        reasons.append("stdout does not hold %r" % out)
    if out_empty and res.out:
        reasons.append("stdout is not empty")
    return reasons + (harness.describe(res) if reasons else [])


def main():
    build = sys.argv[1]
    rep = harness.Reporter()
    tools = {}
    for name in ("glspv-as", "glspv-dis", "glspv-val", "glspv-opt"):
        path, why = harness.tool(build, name, "GLSPV_CLI_" + name[6:].upper())
        if not path:
            rep.result("spirv-cli/" + name, [why])
            return 1
        tools[name] = path
    with tempfile.TemporaryDirectory(prefix="glspv-cli-") as work:
        cases(rep, tools, work)
    # glspv-run (Vulkan, its own command line) answers --version and --help too.
    runner, why = harness.tool(build, "glspv-run", "GLSPV_RUN")
    rep.result("spirv-cli/glspv-run/version", [why] if why else check(harness.run([runner, "--version"]), 0,
                                                                      out="glspv-run (glspv "))
    rep.result("spirv-cli/glspv-run/help", [why] if why else check(harness.run([runner, "--help"]), 0,
                                                                   out="usage: glspv-run"))
    if not why:
        rep.result("spirv-cli/glspv-run/several-scripts", several_scripts(runner))
    return rep.exit_code()


def several_scripts(runner):
    """glspv-run keeps its Vulkan instance from one script to the next: each
    script still gets its own verdict, and the validation error of one is
    not charged to those after it. The debug printf script needs an instance
    made otherwise, the skip none of its own."""
    scripts = [os.path.join(harness.ROOT, "tests", p) for p in (
        "run/compute-basic.shader_test", "run-negative/validation-error.shader_test",
        "run/fragment-ext/debug-printf-compute.shader_test", "run/compute-binary.shader_test",
        "run/require-skip-feature.shader_test", "run/compute-basic.shader_test")]
    os.environ.setdefault("VK_ICD_FILENAMES", "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json")
    res = harness.run([runner, "--validate"] + scripts, timeout=120)
    reasons = check(res, 1, err="validation-error.shader_test: error: 1 validation error",
                    out='PIGLIT: {"result": "fail" }')
    lines = res.out.decode("utf-8", "replace").splitlines()
    for path, want in zip(scripts, ("pass", "fail", "pass", "pass", "skip", "pass")):
        if "%s: %s" % (path, want) not in lines:
            reasons.append("stdout lacks %r" % ("%s: %s" % (path, want)))
    for line in res.err_text().splitlines():
        if ": error:" in line and "validation-error.shader_test" not in line:
            reasons.append("an error charged elsewhere: %r" % line)
    return reasons + (harness.describe(res) if reasons else [])


def cases(rep, tools, work):
    spv = os.path.join(work, "hello.spv")
    text = open(HELLO, "rb").read()

    def run(name, *args, data=None):
        return harness.run([tools[name]] + list(args), data=data, cwd=work)

    def case(label, reasons):
        rep.result("spirv-cli/" + label, reasons)

    # Assembling: to a file, to stdout, from stdin; the default output file.
    case("as/file", check(run("glspv-as", "--target-env", "vulkan1.0", HELLO, "-o", spv), 0, out_empty=True) or
         ([] if os.path.getsize(spv) % 4 == 0 and os.path.getsize(spv) > 20 else ["no module in " + spv]))
    words = open(spv, "rb").read()
    res = run("glspv-as", "--target-env=vulkan1.0", "-", "-o", "-", data=text)
    case("as/stdin-to-stdout", check(res, 0) or ([] if res.out == words else ["stdout is not the module"]))
    case("as/target-env=", [] if words[4:8] == bytes([0, 0, 1, 0]) else ["the version word is not SPIR-V 1.0"])
    res = run("glspv-as", "--target-env", "spv1.3", "-o", "-", data=text)
    case("as/target-env-value", check(res, 0) or
         ([] if res.out[4:8] == bytes([0, 3, 1, 0]) else ["the version word is not SPIR-V 1.3"]))
    default_out = os.path.join(work, "out.spv")
    case("as/default-output", check(run("glspv-as", HELLO), 0) or
         ([] if os.path.exists(default_out) else ["no out.spv"]))

    # What every tool says about the same mistakes.
    for name in tools:
        case(name + "/help", check(run(name, "--help"), 0, out="Usage: " + name))
        case(name + "/version", check(run(name, "--version"), 0, out="glspv"))
        case(name + "/unknown-option", check(run(name, "--frobnicate", spv), 1,
                                             err=name + ": error: unknown option '--frobnicate'", out_empty=True))
        case(name + "/two-inputs", check(run(name, spv, spv, "-o", "-"), 1,
                                         err=name + ": error: more than one input file", out_empty=True))
        to = [] if name == "glspv-val" else ["-o", "-"]
        case(name + "/missing-input", check(run(name, os.path.join(work, "absent"), *to), 1,
                                            err=name + ": error: cannot open", out_empty=True))
    for name in ("glspv-as", "glspv-dis", "glspv-opt"):
        case(name + "/o-without-file", check(run(name, spv, "-o"), 1, err="-o needs a file name", out_empty=True))
        case(name + "/unwritable-output", check(run(name, "--target-env=vulkan1.0" if name != "glspv-dis" else "--raw-id",
                                                    HELLO if name == "glspv-as" else spv, "-o",
                                                    os.path.join(work, "absent", "x")), 1,
                                                err=name + ": error: cannot write", out_empty=True))
    for name in ("glspv-as", "glspv-val", "glspv-opt"):
        case(name + "/bad-target-env", check(run(name, "--target-env", "vulkan9", spv, "-o", "-"), 1,
                                             err="unknown target environment 'vulkan9'", out_empty=True))
        case(name + "/target-env-without-value", check(run(name, spv, "--target-env"), 1,
                                                       err="unknown target environment", out_empty=True))
    # The binary tools: a length that is not whole words, from a file and stdin.
    odd = os.path.join(work, "odd.spv")
    open(odd, "wb").write(words[:-2])
    for name in ("glspv-dis", "glspv-val", "glspv-opt"):
        to = [] if name == "glspv-val" else ["-o", "-"]
        case(name + "/not-whole-words", check(run(name, odd, *to), 1,
                                              err="not a whole number of 32-bit words", out_empty=True))
        case(name + "/not-whole-words-stdin", check(run(name, *to, data=words[:-1]), 1,
                                                    err="<stdin> is %d bytes long" % (len(words) - 1),
                                                    out_empty=True))
    # Each tool's own work, through the shared reading and writing.
    res = run("glspv-dis", spv)
    case("glspv-dis/to-stdout", check(res, 0, out="OpCapability Shader"))
    case("glspv-dis/from-stdin", check(run("glspv-dis", "--raw-id", data=words), 0, out="%1 = "))
    case("glspv-val/valid", check(run("glspv-val", "--target-env", "vulkan1.0", spv), 0, out_empty=True))
    case("glspv-val/invalid", check(run("glspv-val", data=words[:20] + words[24:]), 1, err="error",
                                    out_empty=True))
    case("glspv-opt/no-output", check(run("glspv-opt", spv), 1, err="glspv-opt: error: no output file (-o)",
                                      out_empty=True))
    res = run("glspv-opt", "-O", "--target-env=vulkan1.0", spv, "-o", "-")
    case("glspv-opt/to-stdout", check(res, 0) or
         ([] if res.out[:4] == words[:4] and len(res.out) % 4 == 0 else ["stdout is not a module"]))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
