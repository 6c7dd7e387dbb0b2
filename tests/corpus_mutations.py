"""Mutated corpus shaders: glspv refuses them or emits valid SPIR-V, never crashes.

    python3 tests/corpus_mutations.py BUILD

Takes the corpus shaders glslang compiles for Vulkan (the manifest glslang.tsv in $GLSPV_CORPUS,
no #include, no extra arguments) and mutates them with a fixed seed (so every run makes the same inputs): a line deleted, two lines
swapped, a few characters cut, a token inserted, the text cut short, an
#extension line removed or added, a layout qualifier list re-cased or given a
negative value, the #version changed, a type, qualifier or operator
swapped for another. glspv compiles each for vulkan1.3; it
must exit 0 or 1 (never crash or hang), and every module it writes must pass
spirv-val for vulkan1.3 (but those of shaders using GL_EXT_spirv_intrinsics,
whose instructions and decorations are the author's to get right). The copies live in a temporary folder.
GLSPV_MUTATIONS sets how many (default 3000), GLSPV_MUTATION_SEED another
seed (to explore beyond the fixed set). Standard library only.
"""

import os
import random
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

CORPUS = os.path.join(harness.CORPUS, "glslang")
TOKENS = ["(", ")", "{", "}", ";", "[", "]", "0", "-1", "1e40", "int", "void", ".x", ",", "a", "#", "\\", '"', "[[",
          "layout(", "const ", "uniform ", "4294967296", "out ", "bool ", "[]", "{}", "buffer ", "shared "]
EXTENSIONS = ["GL_EXT_ray_tracing", "GL_KHR_shader_subgroup_basic", "GL_EXT_shader_explicit_arithmetic_types",
              "GL_EXT_nonuniform_qualifier", "GL_EXT_texture_shadow_lod", "GL_EXT_buffer_reference", "all"]
# Words swapped for one another: types, qualifiers, operators.
SWAPS = [["float", "int", "uint", "bool", "double", "vec2", "vec3", "vec4", "ivec4", "mat3", "mat4", "float16_t",
          "int64_t", "uvec2"],
         ["in", "out", "inout", "uniform", "buffer", "shared", "const", "flat", "highp", "readonly", "coherent"],
         ["+", "-", "*", "/", "%", "<<", "&", "|", "^", "&&", "==", "<"]]
VERSIONS = ["100", "300 es", "310 es", "320 es", "140", "150", "330", "400", "410", "420", "430", "450", "460"]


def mutate(rng, text):
    lines = text.split("\n")
    kind = rng.randrange(11)
    if kind == 0 and len(lines) > 2:
        del lines[rng.randrange(len(lines))]
    elif kind == 1 and len(lines) > 2:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind in (2, 3, 4):
        t = "\n".join(lines)
        p = rng.randrange(len(t) + 1)
        if kind == 2:
            t = t[:p] + t[p + rng.randrange(1, 20):]
        elif kind == 3:
            t = t[:p] + rng.choice(TOKENS) + t[p:]
        else:
            t = t[:p]
        lines = t.split("\n")
    elif kind == 5:
        found = [i for i, l in enumerate(lines) if l.lstrip().startswith("#extension")]
        if found:
            del lines[rng.choice(found)]
    elif kind == 6:
        t = "\n".join(lines)
        found = list(re.finditer(r"layout\s*\(([^)]*)\)", t))
        if found:
            m = rng.choice(found)
            inner = "".join(ch.upper() if rng.random() < 0.3 else ch for ch in m.group(1))
            if rng.random() < 0.3:
                inner = inner.replace("=", "= -", 1)
            t = t[:m.start(1)] + inner + t[m.end(1):]
        lines = t.split("\n")
    elif kind == 7:
        lines.insert(rng.randrange(len(lines) + 1), "#extension %s : %s" % (
            rng.choice(EXTENSIONS), rng.choice(["disable", "enable", "require"])))
    elif kind == 8:
        if lines and lines[0].startswith("#version"):
            lines[0] = "#version " + rng.choice(VERSIONS)
    else:
        group = rng.choice(SWAPS)
        t = "\n".join(lines)
        pattern = "|".join(re.escape(w) if not w[0].isalpha() else r"\b%s\b" % w for w in group)
        found = list(re.finditer(pattern, t))
        if found:
            m = rng.choice(found)
            t = t[:m.start()] + rng.choice(group) + t[m.end():]
        lines = t.split("\n")
    return "\n".join(lines)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: corpus_mutations.py BUILD")
    rep = harness.Reporter()
    if not harness.need(rep, "corpus-mutations", "corpus"):
        return rep.exit_code()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    val, missing_val = harness.reference("spirv-val")
    rows = harness.manifest()
    sources = sorted(os.path.join(CORPUS, r["file"]) for r in rows
                     if r["target_env"] != "FAIL" and not r.get("args") and r.get("include") == "no")
    if missing or missing_val or not sources:
        rep.result("corpus-mutations", [missing or missing_val or "no corpus stage files"])
        return rep.exit_code()
    count = int(os.environ.get("GLSPV_MUTATIONS", "3000"))
    rng = random.Random(int(os.environ.get("GLSPV_MUTATION_SEED", "20261130")))
    accepted = refused = 0
    with tempfile.TemporaryDirectory(prefix="glspv-mutations-") as tmp:
        for n in range(count):
            src = rng.choice(sources)
            text = mutate(rng, open(src, encoding="utf-8", errors="replace").read())
            stage = src.rsplit(".", 1)[-1]
            path = os.path.join(tmp, "m%d.%s" % (n, stage))
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            out = path + ".spv"
            res = harness.run([glspv, "--target-env=vulkan1.3", "-o", out, path], timeout=30)
            why = harness.crash_reason(res)
            if not why and res.rc not in (0, 1):
                why = "exit status %s" % res.rc
            if not why and res.rc == 0 and "GL_EXT_spirv_intrinsics" in text:
                accepted += 1  # the author's SPIR-V: only no crash is asked of these
            elif not why and res.rc == 0:
                accepted += 1
                v = harness.spirv_val(val, "vulkan1.3", out)
                if v.rc != 0:
                    why = "invalid SPIR-V: " + (v.out + v.err).decode("utf-8", "replace")[:400]
            elif not why:
                refused += 1
            if why:
                kept = os.path.join(tmp, "..", "glspv-mutation-%d.%s" % (n, stage))
                with open(kept, "w", encoding="utf-8") as f:
                    f.write(text)
                why += " (from %s; the input is kept as %s)" % (os.path.basename(src), os.path.normpath(kept))
            rep.result("corpus-mutations/%d-%s" % (n, os.path.basename(src)), [why] if why else [])
            os.remove(path)
            if os.path.exists(out):
                os.remove(out)
    rep.note("corpus mutations: %d inputs, %d compiled (all valid unless reported), %d refused" %
             (count, accepted, refused))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
