#!/usr/bin/env python3
"""glspv as a drop-in for glslc: one row per command line a build system or
an editor passes, run through both tools on the same inputs.

    python3 tests/glsl_cli_dropin.py BUILD [ROW...]

Each row runs `glslc ARGS` and `glspv ARGS` in two folders holding the same
input files, and compares:
  * the exit status (the same number);
  * the files each wrote (the same names);
  * SPIR-V (written .spv files, and standard output where the row says so):
    both valid for the row's environment (spirv-val), and the same summary:
    version, capabilities, extensions, extended instructions used, entry
    points and execution modes, and each named variable's storage class with
    its Location, Binding, DescriptorSet and BuiltIn decorations (plus the
    scalar constants, for rows whose point is a value). glslc and glspv
    generate different code, so the words themselves are not compared;
  * .spvasm files: assembled by spirv-as, then as SPIR-V;
  * text (dependency files, -E output where the row says so): byte for byte;
  * messages: glslc's last line ("1 error generated.") exactly, and the
    file:line: of each error line, in order.
Rows whose point is that a flag changes nothing (glslc's HLSL-only flags)
also check that glspv's output is the same without the flag.

REFUSED lists the glslc flags glspv refuses on purpose, with the reason; each
is checked to be refused with a message. EXTENSIONS lists what glspv takes
that glslc refuses (-U, -fsyntax-only, --reflect, --dump-ast); each is
checked to work, and to be still refused by glslc. Prints `PASS dropin/ROW` /
`FAIL dropin/ROW`, then the number of rows and how many behave as glslc.
"""
import os
import re
import struct
import sys
import tempfile

import harness

FILES = {
    "a.frag": """#version 450
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 o;
layout(set = 0, binding = 1) uniform sampler2D tex;
void main() { o = texture(tex, v.xy) * v; }
""",
    "macro.frag": """#version 450
layout(location = 0) out vec4 o;
void main() { o = vec4(F(1.5), G(2.0, 3.0), 0.0, 1.0); }
""",
    "inc.frag": """#version 450
#extension GL_GOOGLE_include_directive : require
#include "lib.glsl"
layout(location = 0) out vec4 o;
void main() { o = vec4(helper(1.0)); }
""",
    "inc/lib.glsl": """float helper(float x) { return x * 3.0; }
""",
    "minmax.frag": """#version 450
layout(location = 0) in vec4 a;
layout(location = 0) out vec4 o;
void main() {
    o = min(a, vec4(1.0)) + max(a.x, 2.0) + clamp(a, 0.0, 1.0);
    ivec2 i = min(ivec2(a.xy), ivec2(3));
    o.x += float(i.x);
}
""",
    "pos.vert": """#version 450
layout(location = 0) in vec4 a;
void main() { gl_Position = a; gl_Position.y += 1.0; }
""",
    "block.frag": """#version 450
layout(std140, set = 0, binding = 0) uniform U { float a; vec3 b; vec2 c; float d[2]; float e; } u;
layout(location = 0) out vec4 o;
void main() { o = vec4(u.a + u.b.x + u.c.x + u.d[1] + u.e); }
""",
    "noloc.frag": """#version 450
in vec4 v;
out vec4 o;
uniform sampler2D s1;
layout(set = 1) uniform sampler2D s2;
uniform U { vec4 k; } u;
void main() { o = texture(s1, v.xy) + texture(s2, v.zw) + u.k; }
""",
    # Every kind of resource without a binding, for the binding bases.
    "kinds.frag": """#version 450
layout(location = 0) out vec4 o;
uniform texture2D t;
uniform sampler s;
uniform sampler2D cs;
layout(rgba8) uniform image2D img;
buffer B { vec4 b; };
uniform U { vec4 k; };
void main() { o = texture(sampler2D(t, s), vec2(0.5)) + texture(cs, vec2(0.5)) + imageLoad(img, ivec2(0)) + b + k; }
""",
    "warn.frag": """#version 450
#extension GL_EXT_unknown_thing : warn
layout(location = 0) out vec4 o;
void main() { o = vec4(1.0); }
""",
    "bad.frag": """#version 450
layout(location = 0) out vec4 o;
void main() {
    o = undeclared_thing;
    o = vec4(1.0) + 2;
    int x = 1.5;
}
""",
    "shader.glsl": """#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer B { uint d[]; };
void main() { d[gl_GlobalInvocationID.x] = 1u; }
""",
    "pragma.glsl": """#version 450
#pragma shader_stage(compute)
layout(local_size_x = 2) in;
layout(set = 0, binding = 0) buffer B { uint d[]; };
void main() { d[gl_LocalInvocationIndex] = 2u; }
""",
    "sub.comp": """#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint x; };
void main() { if (subgroupElect()) x = 1u; }
""",
    # Separate textures and samplers, for -fauto-combined-image-sampler: a
    # sampled texture, one through a function taking (texture2D, sampler),
    # a texel fetch, a size query and a shadow compare through a
    # samplerShadow. The values are what a 2x2 rgbw texture and depth
    # texture give (blue, green, white, 2x2, then 1 and 0: the depth is 1
    # top-left).
    "separate.comp": """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform texture2D rgbw;
layout(set = 0, binding = 1) uniform sampler nearest;
layout(set = 0, binding = 2) uniform samplerShadow less;
layout(set = 0, binding = 3) uniform texture2D depth;
layout(set = 0, binding = 4, std430) buffer Out { vec4 v[3]; ivec4 size; vec4 shadow; };
vec4 fetch(texture2D t, sampler s, vec2 uv) { return texture(sampler2D(t, s), uv); }
void main()
{
    v[0] = texture(sampler2D(rgbw, nearest), vec2(0.25, 0.75));
    v[1] = fetch(rgbw, nearest, vec2(0.75, 0.25));
    v[2] = texelFetch(sampler2D(rgbw, nearest), ivec2(1, 1), 0);
    size = ivec4(textureSize(sampler2D(rgbw, nearest), 0), 0, 0);
    shadow = vec4(texture(sampler2DShadow(depth, less), vec3(0.25, 0.25, 0.5)),
                  texture(sampler2DShadow(depth, less), vec3(0.75, 0.25, 0.5)), 0.0, 0.0);
}
""",
    # The same at SPIR-V 1.6, where a buffer texture stays a texture (1.6
    # has no sampled buffer images).
    "separate.frag": """#version 450
layout(set = 0, binding = 0) uniform texture2D t;
layout(set = 0, binding = 1) uniform sampler s;
layout(set = 0, binding = 2) uniform textureBuffer tb;
layout(location = 0) out vec4 o;
void main() { o = texture(sampler2D(t, s), vec2(0.5)) + texelFetch(samplerBuffer(tb, s), 3); }
""",
    "es.frag": """#version 310 es
precision mediump float;
layout(location = 0) out vec4 o;
void main() { o = vec4(0.5); }
""",
    "noversion.frag": """layout(location = 0) out vec4 o;
void main() { o = vec4(0.25); }
""",
    "loc5.frag": """#version 450
layout(location = 5) out vec4 o;
void main() { o = vec4(1.0); }
""",
    "consts.frag": """#version 450
layout(location = 0) out vec4 o;
void main() {
    o = vec4(gl_MaxDrawBuffers, gl_MaxLights, gl_MaxTextureUnits, gl_MaxVertexAttribs);
    o += vec4(gl_MaxFragmentUniformVectors, gl_MaxVaryingVectors, gl_MaxAtomicCounterBufferSize, gl_MaxClipDistances);
}
""",
}
# "glslc.limits" is glslc --show-limits, written when the test starts.

# An assembly input for the .spvasm rows: a minimal valid fragment shader.
SPVASM = """; SPIR-V
; Version: 1.0
               OpCapability Shader
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %main "main" %o
               OpExecutionMode %main OriginUpperLeft
               OpName %main "main"
               OpName %o "o"
               OpDecorate %o Location 0
       %void = OpTypeVoid
          %3 = OpTypeFunction %void
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %o = OpVariable %_ptr_Output_v4float Output
    %float_1 = OpConstant %float 1
         %11 = OpConstantComposite %v4float %float_1 %float_1 %float_1 %float_1
       %main = OpFunction %void None %3
          %5 = OpLabel
               OpStore %o %11
               OpReturn
               OpFunctionEnd
"""
FILES["asm.spvasm"] = SPVASM
FILES["bad.spvasm"] = SPVASM.replace("OpCapability Shader", "OpCapability Shadr")


class Row:
    """args: the command line after the tool's name. env: the environment
    the SPIR-V is validated for. stdout: "spv" (SPIR-V on standard output),
    "text" (compared byte for byte) or None (ignored). consts: compare the
    scalar constants too. same_without: a flag whose removal must give
    glspv the same output (a flag that changes nothing)."""

    def __init__(self, name, args, env="vulkan1.0", stdout=None, consts=False, same_without=None):
        self.name, self.args, self.env, self.stdout = name, args, env, stdout
        self.consts, self.same_without = consts, same_without


ROWS = [
    Row("c", ["-c", "a.frag"]),
    Row("c-o", ["-c", "a.frag", "-o", "out.spv"]),
    Row("o", ["a.frag", "-o", "x.spv"]),
    Row("o-stdout", ["a.frag", "-o", "-"], stdout="spv"),
    Row("default-output", ["a.frag"]),
    Row("c-several", ["-c", "a.frag", "minmax.frag", "pos.vert"]),
    Row("several-without-c", ["a.frag", "minmax.frag"]),
    Row("S", ["-S", "a.frag"]),
    Row("S-o", ["-S", "a.frag", "-o", "a.s"]),
    Row("S-several", ["-S", "a.frag", "pos.vert"]),
    Row("E", ["-E", "a.frag"], stdout="text"),
    Row("mfmt-c", ["-c", "-mfmt=c", "a.frag", "-o", "a.txt"]),
    Row("mfmt-num", ["-c", "-mfmt=num", "a.frag", "-o", "a.txt"]),
    Row("mfmt-bin", ["-c", "-mfmt=bin", "a.frag", "-o", "a.spv"]),
    Row("D-object", ["-c", "-DF(x)=x", "-DG(a,b)=(a+b)", "macro.frag", "-o", "m.spv"], consts=True),
    Row("D-function-like", ["-c", "-DF(x)=(x*2.0)", "-DG(a, b)=(a*b)", "macro.frag", "-o", "m.spv"], consts=True),
    Row("D-function-like-wrong-count", ["-c", "-DF(x,y)=(x*y)", "-DG(a,b)=a", "macro.frag", "-o", "m.spv"]),
    Row("I-joined", ["-c", "-Iinc", "inc.frag", "-o", "i.spv"]),
    Row("I-separate", ["-c", "-I", "inc", "inc.frag", "-o", "i.spv"]),
    Row("include-missing", ["-c", "inc.frag", "-o", "i.spv"]),
    Row("MD", ["-c", "-MD", "-Iinc", "inc.frag"]),
    Row("MD-MF-MT", ["-c", "-MD", "-MF", "deps.d", "-MT", "target.spv", "-Iinc", "inc.frag", "-o", "i.spv"]),
    Row("M", ["-M", "-Iinc", "inc.frag"], stdout="text"),
    Row("MM", ["-MM", "-Iinc", "inc.frag"], stdout="text"),
    Row("fshader-stage-glsl", ["-c", "-fshader-stage=compute", "shader.glsl", "-o", "s.spv"]),
    Row("fshader-stage-short", ["-c", "-fshader-stage=comp", "shader.glsl", "-o", "s.spv"]),
    Row("glsl-without-stage", ["-c", "shader.glsl", "-o", "s.spv"]),
    Row("pragma-stage", ["-c", "pragma.glsl", "-o", "p.spv"]),
    Row("target-env-1.1", ["-c", "--target-env=vulkan1.1", "sub.comp", "-o", "t.spv"], env="vulkan1.1"),
    Row("target-env-1.2", ["-c", "--target-env=vulkan1.2", "a.frag", "-o", "t.spv"], env="vulkan1.2"),
    Row("target-env-1.3", ["-c", "--target-env=vulkan1.3", "a.frag", "-o", "t.spv"], env="vulkan1.3"),
    Row("target-env-1.0-subgroup", ["-c", "sub.comp", "-o", "t.spv"]),
    Row("target-spv", ["-c", "--target-env=vulkan1.1", "--target-spv=spv1.4", "sub.comp", "-o", "t.spv"],
        env="vulkan1.1spv1.4"),
    Row("std", ["-c", "-std=450core", "noversion.frag", "-o", "v.spv"]),
    Row("std-es", ["-c", "-std=310es", "es.frag", "-o", "v.spv"]),
    Row("x-glsl", ["-c", "-x", "glsl", "a.frag", "-o", "x.spv"]),
    Row("fentry-point", ["-c", "-fentry-point=main", "a.frag", "-o", "e.spv"]),
    Row("fauto-map-locations", ["-c", "-fauto-map-locations", "-fauto-bind-uniforms", "noloc.frag", "-o", "n.spv"]),
    Row("fauto-bind-uniforms-missing-locations", ["-c", "-fauto-bind-uniforms", "noloc.frag", "-o", "n.spv"]),
    Row("binding-bases", ["-c", "-fauto-map-locations", "-fauto-bind-uniforms", "-ftexture-binding-base", "5",
                          "-fubo-binding-base", "frag", "10", "noloc.frag", "-o", "n.spv"]),
    Row("binding-bases-every-kind", ["-c", "-fauto-bind-uniforms", "-fimage-binding-base", "3", "-fsampler-binding-base",
                                     "7", "-fssbo-binding-base", "frag", "11", "-ftexture-binding-base", "13",
                                     "-fubo-binding-base", "17", "kinds.frag", "-o", "k.spv"]),
    Row("fcbuffer-binding-base", ["-c", "-fauto-bind-uniforms", "-fcbuffer-binding-base", "5", "kinds.frag",
                                  "-o", "k.spv"]),
    Row("fuav-binding-base", ["-c", "-fauto-bind-uniforms", "-fuav-binding-base", "5", "kinds.frag", "-o", "k.spv"]),
    Row("fresource-set-binding", ["-c", "-fauto-bind-uniforms", "-fresource-set-binding", "t0", "1", "2",
                                  "kinds.frag", "-o", "k.spv"]),
    Row("help", ["--help"]),
    Row("h", ["-h"]),
    Row("version", ["--version"]),
    Row("fnan-clamp", ["-c", "-fnan-clamp", "minmax.frag", "-o", "n.spv"]),
    Row("no-nan-clamp", ["-c", "minmax.frag", "-o", "n.spv"]),
    Row("finvert-y", ["-c", "-finvert-y", "pos.vert", "-o", "p.spv"], same_without="-finvert-y"),
    Row("fhlsl-offsets", ["-c", "-fhlsl-offsets", "block.frag", "-o", "b.spv"], same_without="-fhlsl-offsets"),
    Row("fauto-combined-image-sampler", ["-c", "-fauto-combined-image-sampler", "separate.comp", "-o", "s.spv"]),
    Row("fauto-combined-image-sampler-1.3", ["-c", "--target-env=vulkan1.3", "-fauto-combined-image-sampler",
                                             "separate.frag", "-o", "s.spv"], env="vulkan1.3"),
    Row("w", ["-c", "-w", "warn.frag", "-o", "w.spv"]),
    Row("warning", ["-c", "warn.frag", "-o", "w.spv"]),
    Row("Werror", ["-c", "-Werror", "warn.frag", "-o", "w.spv"]),
    Row("errors", ["-c", "bad.frag", "-o", "b.spv"]),
    Row("g", ["-c", "-g", "a.frag", "-o", "g.spv"]),
    Row("O", ["-c", "-O", "a.frag", "-o", "o.spv"]),
    Row("Os", ["-c", "-Os", "a.frag", "-o", "o.spv"]),
    Row("O0", ["-c", "-O0", "a.frag", "-o", "o.spv"]),
    Row("spvasm-c", ["-c", "asm.spvasm"]),
    Row("spvasm-o", ["asm.spvasm", "-o", "asm.spv"]),
    Row("spvasm-S", ["-S", "asm.spvasm"]),
    Row("spvasm-E", ["-E", "asm.spvasm"], stdout="text"),
    Row("spvasm-as-glsl", ["-c", "-fshader-stage=frag", "asm.spvasm", "-o", "g.spv"]),
    Row("missing-input", ["-c", "nothere.frag"]),
    # Resource limits. glspv's defaults are glslangValidator's (32 draw
    # buffers where glslc has 8, ...): the names agree, and glslc's own
    # values through -flimit-file give glslc's constants.
    Row("show-limits", ["--show-limits"], stdout="names"),
    Row("flimit", ["-c", "-flimit=MaxDrawBuffers 4 MaxLights 2", "loc5.frag", "-o", "l.spv"]),
    Row("flimit-within", ["-c", "-flimit=MaxDrawBuffers 6", "loc5.frag", "-o", "l.spv"]),
    Row("flimit-file-glslc", ["-c", "-flimit-file", "glslc.limits", "consts.frag", "-o", "c.spv"], consts=True),
    Row("flimit-missing-value", ["-c", "-flimit=MaxDrawBuffers", "a.frag"]),
    Row("flimit-unknown", ["-c", "-flimit=NoSuchLimit 3", "a.frag"]),
    Row("flimit-not-integer", ["-c", "-flimit=MaxDrawBuffers x", "a.frag"]),
    Row("flimit-file-missing", ["-c", "-flimit-file", "nothere.txt", "a.frag"]),
    Row("unknown-flag", ["-fno-such-flag", "a.frag"]),
]

# glslc flags glspv refuses on purpose.
REFUSED = {
    "-fhlsl-iomap": "HLSL input is not supported",
    "-fhlsl-16bit-types": "HLSL input is not supported",
    "-fhlsl-functionality1": "HLSL input is not supported",
    "-fhlsl_functionality1": "HLSL input is not supported",
    "-x hlsl": "HLSL input is not supported",
}

# What glspv takes beyond glslc (glslc refuses each): the command line and
# the file it must write ("" for none) or "stdout".
EXTENSIONS = {
    "-U": (["-c", "-DF(x)=x", "-DG(a,b)=a", "-UG", "-DG(a,b)=(a-b)", "macro.frag", "-o", "m.spv"], "m.spv"),
    "-fsyntax-only": (["-fsyntax-only", "a.frag"], ""),
    "--reflect": (["--reflect", "a.frag"], "stdout"),
    "--dump-ast": (["--dump-ast", "a.frag"], "stdout"),
    # Newer glslc has it; Debian's does not yet.
    "-fpreserve-bindings": (["-c", "-O", "-fpreserve-bindings", "a.frag", "-o", "p.spv"], "p.spv"),
}

OP_NAME, OP_EXTENSION, OP_EXT_INST_IMPORT, OP_EXT_INST = 5, 10, 11, 12
OP_ENTRY_POINT, OP_EXECUTION_MODE, OP_CAPABILITY = 15, 16, 17
OP_CONSTANT, OP_VARIABLE, OP_DECORATE = 43, 59, 71
INTERFACE_DECORATIONS = {30: "Location", 33: "Binding", 34: "DescriptorSet", 11: "BuiltIn"}


def spirv_string(ws):
    raw = b"".join(struct.pack("<I", w) for w in ws)
    return raw.split(b"\0", 1)[0].decode("utf-8", "replace")


def summary(data, consts):
    """What the two compilers' modules must agree on, or None (not SPIR-V)."""
    if len(data) < 20 or len(data) % 4:
        return None
    ws = list(struct.unpack("<%dI" % (len(data) // 4), data))
    if ws[0] != 0x07230203:
        return None
    names, decorations, variables, ext_sets = {}, {}, {}, {}
    out = {"version": hex(ws[1]), "caps": set(), "exts": set(), "ext_insts": set(), "entries": set(),
           "modes": set(), "consts": set()}
    i = 5
    while i < len(ws):
        op, n = ws[i] & 0xffff, ws[i] >> 16
        if n == 0 or i + n > len(ws):
            return None
        w = ws[i + 1:i + n]
        if op == OP_NAME:
            names[w[0]] = spirv_string(w[1:])
        elif op == OP_CAPABILITY:
            out["caps"].add(w[0])
        elif op == OP_EXTENSION:
            out["exts"].add(spirv_string(w))
        elif op == OP_EXT_INST_IMPORT:
            ext_sets[w[0]] = spirv_string(w[1:])
        elif op == OP_EXT_INST:
            out["ext_insts"].add((ext_sets.get(w[2], "?"), w[3]))
        elif op == OP_ENTRY_POINT:
            out["entries"].add((w[0], spirv_string(w[2:])))
        elif op == OP_EXECUTION_MODE:
            out["modes"].add(tuple(w[1:]))
        elif op == OP_DECORATE and w[1] in INTERFACE_DECORATIONS:
            decorations.setdefault(w[0], set()).add((INTERFACE_DECORATIONS[w[1]],) + tuple(w[2:]))
        elif op == OP_VARIABLE and w[2] != 7:  # Function-local variables are the compilers' own
            variables[w[1]] = w[2]
        elif op == OP_CONSTANT:
            out["consts"].add(tuple(w[2:]))
        i += n
    out["variables"] = sorted((names.get(v, "?"), sc, tuple(sorted(decorations.get(v, ()))))
                              for v, sc in variables.items() if v in decorations or v in names)
    if not consts:
        del out["consts"]
    return out


def error_locations(err):
    """The file:line: of the lines with errors, in order, each once: glslang
    follows some errors with echoes on the same line ("cannot convert" after
    an undeclared name) that glspv does not repeat."""
    seen = []
    for m in re.finditer(r"^([^\s:]+:\d+):(?:\d+:)? error", err, re.M):
        if m.group(1) not in seen:
            seen.append(m.group(1))
    return seen


def last_line(err):
    """The last line, its count read as N (the counts differ by the echoes)."""
    lines = [l for l in err.splitlines() if l.strip()]
    return re.sub(r"\b\d+ (error|warning)s?\b", r"N \1s", lines[-1]) if lines else ""


def run_in(tool, folder, args):
    for name, text in FILES.items():
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    before = set(FILES)
    res = harness.run([tool] + args, cwd=folder)
    made = {}
    for sub, _, files in os.walk(folder):
        for f in files:
            rel = os.path.relpath(os.path.join(sub, f), folder)
            if rel not in before:
                with open(os.path.join(sub, f), "rb") as fh:
                    made[rel] = fh.read()
    return res, made


def compare_spirv(t, label, got, want, row, tmp):
    why = []
    for who, data in (("glspv", got), ("glslc", want)):
        path = os.path.join(tmp, "%s-%s.spv" % (row.name, who))
        with open(path, "wb") as f:
            f.write(data)
        v = harness.spirv_val(t["val"], row.env, path)
        if v.rc != 0:
            why.append("%s: spirv-val rejects %s's module: %s" % (label, who, harness.describe(v)))
    a, b = summary(got, row.consts), summary(want, row.consts)
    if a is None or b is None:
        why.append("%s: not SPIR-V (%s)" % (label, "glspv's" if a is None else "glslc's"))
    elif a != b:
        for key in b:
            if a[key] != b[key]:
                why.append("%s: %s differ: glspv %s, glslc %s" % (label, key, sorted(a[key]) if isinstance(a[key], set)
                                                                  else a[key], sorted(b[key])
                                                                  if isinstance(b[key], set) else b[key]))
    return why


def assemble(t, data, tmp, name, env):
    src, out = os.path.join(tmp, name + ".spvasm"), os.path.join(tmp, name + ".spv")
    with open(src, "wb") as f:
        f.write(data)
    r = harness.run([t["spirv-as"], "--target-env", env, "--preserve-numeric-ids", "-o", out, src])
    if r.rc != 0:
        return None
    with open(out, "rb") as f:
        return f.read()


def check_row(t, row, tmp):
    folder = os.path.join(tmp, row.name)
    mine, ref = os.path.join(folder, "glspv"), os.path.join(folder, "glslc")
    os.makedirs(mine)
    os.makedirs(ref)
    got, got_files = run_in(t["glspv"], mine, row.args)
    want, want_files = run_in(t["glslc"], ref, row.args)
    why = []
    if harness.crash_reason(got):
        return ["glspv crashed: " + harness.crash_reason(got)]
    if got.rc != want.rc:
        why.append("exit status %s, glslc's %s" % (got.rc, want.rc))
    if sorted(got_files) != sorted(want_files):
        why.append("files written: %s, glslc's %s" % (sorted(got_files), sorted(want_files)))
    for name in sorted(set(got_files) & set(want_files)):
        a, b = got_files[name], want_files[name]
        if name.endswith(".spvasm") or name.endswith(".s"):
            a, b = assemble(t, a, tmp, row.name + "-mine", row.env), assemble(t, b, tmp, row.name + "-ref", row.env)
            if a is None or b is None:
                why.append("%s: spirv-as rejects %s's text" % (name, "glspv" if a is None else "glslc"))
                continue
        if summary(b, False) is not None:
            why += compare_spirv(t, name, a, b, row, tmp)
        elif name.endswith(".txt"):
            # -mfmt text: glslc's layout, checked on the words in glsl_cli_output.py; here, that both are text.
            if not a.strip() or not b.strip():
                why.append("%s: empty" % name)
        elif a != b:
            why += harness.first_text_diff(a, b, "glspv", "glslc")
    if row.stdout == "spv" and want.rc == 0:
        why += compare_spirv(t, "standard output", got.out, want.out, row, tmp)
    elif row.stdout == "text" and got.out != want.out:
        why += harness.first_text_diff(got.out, want.out, "glspv", "glslc")
    elif row.stdout == "names":
        names = [l.split()[0] for l in got.out.decode().splitlines() if l.strip()]
        want_names = [l.split()[0] for l in want.out.decode().splitlines() if l.strip()]
        if names != want_names:
            why.append("names on standard output: %d, glslc's %d; first difference: %s" % (
                len(names), len(want_names), next(((a, b) for a, b in zip(names + [""], want_names + [""]) if a != b),
                                                   None)))
    err_mine = got.err_text().replace("glspv", "glslc")
    err_ref = want.err_text()
    if last_line(err_mine) != last_line(err_ref) and ("generated." in err_ref or "generated." in err_mine):
        why.append("last message line %r, glslc's %r" % (last_line(err_mine), last_line(err_ref)))
    if error_locations(err_mine) != error_locations(err_ref):
        why.append("errors at %s, glslc's at %s" % (error_locations(err_mine), error_locations(err_ref)))
    if got.rc != 0 and not err_mine.strip():
        why.append("glspv failed without a message")
    if row.same_without and got.rc == 0:
        args = [a for a in row.args if a != row.same_without]
        plain, plain_files = run_in(t["glspv"], os.path.join(folder, "plain"), args)
        if plain_files != got_files:
            why.append("glspv's output with %s differs from without it" % row.same_without)
    return why


def flags_without_rows(t):
    """The flags `glslc --help` lists that no row, refusal or extension uses."""
    listed = set(re.findall(r"^  (-{1,2}[a-zA-Z][a-zA-Z0-9_-]*)", harness.run([t["glslc"], "--help"]).out.decode(),
                            re.M))
    used = set()
    for row in ROWS:
        for a in row.args:
            used.update(re.findall(r"^-{1,2}[a-zA-Z][a-zA-Z0-9_-]*", a))
    for flag in list(REFUSED) + [args for args, _ in EXTENSIONS.values() for args in args]:
        used.update(re.findall(r"^-{1,2}[a-zA-Z][a-zA-Z0-9_-]*", flag))
    # glslc's help spells -D as -Dmacro[=defn]; -D rows have -DF(x)=...
    return sorted(f for f in listed if f not in used and not (f == "-Dmacro" and any(u.startswith("-D") for u in used)))


def check_refused(t, flag, tmp):
    folder = os.path.join(tmp, "refused" + flag.replace(" ", "_"))
    os.makedirs(folder)
    res, _ = run_in(t["glspv"], folder, flag.split() + ["-c", "a.frag"])
    if res.rc == 0 or harness.crash_reason(res):
        return ["glspv %s: exit %s, %s" % (flag, res.rc, harness.describe(res))]
    if "error" not in res.err_text():
        return ["glspv %s fails without an error message" % flag]
    return []


def check_extension(t, name, args, wants, tmp):
    folder = os.path.join(tmp, "extension" + name)
    os.makedirs(folder)
    ref, _ = run_in(t["glslc"], os.path.join(folder, "glslc"), args)
    res, made = run_in(t["glspv"], os.path.join(folder, "glspv"), args)
    why = []
    if ref.rc == 0:
        why.append("glslc takes %s now: make it a row" % name)
    if res.rc != 0 or harness.crash_reason(res):
        why.append("glspv: exit %s, %s" % (res.rc, harness.describe(res)))
    elif wants == "stdout" and not res.out:
        why.append("nothing on standard output")
    elif wants not in ("", "stdout") and wants not in made:
        why.append("%s not written" % wants)
    return why


# The module glspv -fauto-combined-image-sampler makes of separate.comp, run
# on lavapipe with combined textures where the source had separate ones.
COMBINED_TEST = """
[test]
texture 0:0 2d R8G8B8A8_UNORM 2 2 rgbw
texture 0:3 2d D32_SFLOAT 2 2 compare less rgbw
ssbo 0:4 80
compute 1 1 1
probe ssbo vec4 0:4 0 == 0 0 1 1  0 1 0 1  1 1 1 1
probe ssbo ivec4 0:4 48 == 2 2 0 0
probe ssbo vec4 0:4 64 == 1 0 0 0
"""


def check_combined_run(t, build, tmp):
    """-fauto-combined-image-sampler's module computes on a real driver."""
    runner, why = harness.tool(build, "glspv-run", "GLSPV_RUN")
    if why:
        return [why]
    folder = os.path.join(tmp, "combined-run")
    os.makedirs(folder)
    res, made = run_in(t["glspv"], folder, ["-S", "-fauto-combined-image-sampler", "separate.comp", "-o", "s.spvasm"])
    if res.rc != 0 or "s.spvasm" not in made:
        return ["glspv -S: exit %s, %s" % (res.rc, harness.describe(res))]
    script = os.path.join(folder, "combined.shader_test")
    with open(script, "w", encoding="utf-8") as f:
        f.write("[compute shader spirv]\n" + made["s.spvasm"].decode() + COMBINED_TEST)
    env = dict(os.environ)
    env.setdefault("VK_ICD_FILENAMES", "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json")
    env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "").replace("detect_leaks=1", "detect_leaks=0") or "detect_leaks=0"
    res = harness.run([runner, "--validate", script], cwd=folder, timeout=120)
    out = res.out.decode(errors="replace")
    if res.rc != 0 or '"result": "pass"' not in out:
        return ["glspv-run: exit %s: %s %s" % (res.rc, out[-1500:], res.err_text()[-1500:])]
    return []


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: glsl_cli_dropin.py BUILD [ROW...]")
    build, only = sys.argv[1], set(sys.argv[2:])
    rep = harness.Reporter()
    t, missing = {}, []
    t["glspv"], why = harness.tool(build, "glspv", "GLSPV")
    if why:
        missing.append(why)
    for name in ("glslc", "spirv-val", "spirv-as"):
        t[name if name != "spirv-val" else "val"], why = harness.reference(name)
        if why:
            missing.append(why)
    if missing:
        rep.result("dropin", missing)
        return rep.exit_code()
    agree = 0
    FILES["glslc.limits"] = harness.run([t["glslc"], "--show-limits"]).out.decode()
    with tempfile.TemporaryDirectory() as tmp:
        for row in ROWS:
            if only and row.name not in only:
                continue
            why = check_row(t, row, tmp)
            agree += not why
            rep.result("dropin/" + row.name, why)
        if not only:
            rep.result("dropin/fauto-combined-image-sampler on lavapipe", check_combined_run(t, build, tmp))
        for flag, reason in sorted(REFUSED.items()):
            rep.result("dropin/refused/%s (%s)" % (flag, reason), check_refused(t, flag, tmp))
        for name, (args, wants) in sorted(EXTENSIONS.items()):
            rep.result("dropin/extension/" + name, check_extension(t, name, args, wants, tmp))
    if not only:
        missing_rows = flags_without_rows(t)
        rep.result("dropin/every flag of glslc --help has a row",
                   ["no row for %s" % f for f in missing_rows])
    rep.note("dropin: %d rows, %d behave as glslc; %d flags refused on purpose, %d taken beyond glslc"
             % (len(ROWS), agree, len(REFUSED), len(EXTENSIONS)))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
