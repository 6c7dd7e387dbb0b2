#!/usr/bin/env python3
"""glslc's binding flags: glspv's bindings equal glslc's, compared through
reflection, on every corpus shader both compile and on hand-made ones.

    python3 tests/glsl_cli_bindings.py BUILD

Each shader is compiled by glslc and by glspv with the same flags, for the
corpus row's environment, under the flag sets below: a hand-made shader
under every one, a corpus shader under half of them, the corpus's rows
taking the two halves in turn (each set still meets half the corpus; glslc
is slow to run four times on every shader):
  auto        -fauto-bind-uniforms (unused resources get binding 0, used
              ones the lowest free binding of their set, those that name a
              set first)
  bases       -fauto-bind-uniforms and a base per kind of resource
  shifts      bases without -fauto-bind-uniforms (declared bindings move),
              one of them for the shader's own stage, one for another
  last-wins   a stage's base and then every stage's, which replaces it
(glslc swaps the per-stage bases of the two tessellation stages: see
GLSLC_SWAPPED.)
Then glspv-reflect reads both modules and every resource (by kind and name)
must have the same descriptor set and binding. Where only one compiler
accepts a shader (they differ on a few), there is nothing to compare; the
counts end the output. The corpus is read in place ($GLSPV_CORPUS); glslc's
modules are cached (tests/harness.py cached_run).
"""
import concurrent.futures
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

GLSLC_STAGES = {"vert": "vertex", "frag": "fragment", "tesc": "tesscontrol", "tese": "tesseval",
                "geom": "geometry", "comp": "compute"}
KINDS = ["subpass_inputs", "textures", "separate_images", "separate_samplers", "images", "ssbos", "ubos",
         "acceleration_structures"]

# Hand-made shaders: every kind of resource, used and unused, with and
# without a set or a binding, in arrays, and a collision with a shifted one.
SHADERS = {
    "kinds.frag": """#version 450
layout(binding=1) uniform U1 { vec4 a; } u1;
uniform U2 { vec4 b; } u2;
uniform U3 { vec4 c; } unused_block;
layout(set=1) uniform sampler2D s0;
uniform sampler2D s1[3];
layout(binding=0) uniform texture2D t0;
uniform sampler smp;
uniform sampler unused_sampler;
layout(rgba8) uniform image2D img;
layout(set=2, binding=4, rgba8) uniform image2D img2;
buffer B { float x[]; } bb;
layout(set=2) buffer B2 { float y[]; } bb2;
layout(location=0) out vec4 o;
vec4 never_called() { return texture(sampler2D(t0, unused_sampler), vec2(0)); }
void main() {
    o = u1.a + u2.b + texture(s0, vec2(0)) + texture(s1[2], vec2(0)) + texture(sampler2D(t0, smp), vec2(0))
        + imageLoad(img, ivec2(0)) + imageLoad(img2, ivec2(0)) + bb.x[0] + bb2.y[1];
}
""",
    "subpass.frag": """#version 450
layout(input_attachment_index=0) uniform subpassInput sp;
layout(input_attachment_index=1, set=0, binding=2) uniform subpassInput sp2;
uniform samplerBuffer tb;
layout(r32f) uniform imageBuffer ib;
layout(location=0) out vec4 o;
void main() { o = subpassLoad(sp) + subpassLoad(sp2) + texelFetch(tb, 0) + imageLoad(ib, 0); }
""",
    "compute.comp": """#version 450
layout(local_size_x = 8) in;
buffer In { uint v[]; } src;
layout(binding = 0) buffer Out { uint v[]; } dst;
uniform Params { uint n; } params;
shared uint tmp[8];
void main() { tmp[gl_LocalInvocationID.x] = src.v[gl_GlobalInvocationID.x] * params.n;
              dst.v[gl_GlobalInvocationID.x] = tmp[gl_LocalInvocationID.x]; }
""",
    "vertex.vert": """#version 450
uniform Camera { mat4 mvp; } cam;
layout(set = 1) uniform Object { mat4 model; } obj;
uniform sampler2D height;
layout(location = 0) in vec3 pos;
void main() { gl_Position = cam.mvp * obj.model * vec4(pos + texture(height, pos.xy).x, 1.0); }
""",
}


# glslc applies a per-stage base given for tesscontrol to tessellation
# evaluation shaders and the other way round (shaderc swaps the two); glspv
# applies it to the stage named. To compare, glslc is given the other name.
GLSLC_SWAPPED = {"tesscontrol": "tesseval", "tesseval": "tesscontrol"}


def flag_sets(stage, glslc_names=False):
    own = GLSLC_STAGES.get(stage)
    if own and glslc_names:
        own = GLSLC_SWAPPED.get(own, own)
    other = "vertex" if own != "vertex" else "fragment"
    sets = {
        "auto": ["-fauto-bind-uniforms"],
        "bases": ["-fauto-bind-uniforms", "-fubo-binding-base", "10", "-ftexture-binding-base", "20",
                  "-fsampler-binding-base", "30", "-fimage-binding-base", "40", "-fssbo-binding-base", "50"],
    }
    if own:  # glslc asserts on per-stage bases for the other stages
        sets["shifts"] = ["-fubo-binding-base", own, "7", "-ftexture-binding-base", "3",
                          "-fimage-binding-base", other, "100", "-fssbo-binding-base", "2"]
        sets["last-wins"] = ["-fauto-bind-uniforms", "-fubo-binding-base", own, "5", "-fubo-binding-base", "9",
                             "-fsampler-binding-base", "12", "-fsampler-binding-base", own, "13"]
    return sets


def env_args(env):
    if env == "vulkan1.1spv1.4":
        return ["--target-env=vulkan1.1", "--target-spv=spv1.4"]
    return ["--target-env=" + env]


def bindings(reflect, spv):
    """{(kind, name): (set, binding)} of a module, or None when it cannot be reflected."""
    res = harness.run([reflect, spv])
    if res.rc != 0:
        return None
    data = json.loads(res.out.decode("utf-8", "replace"))
    return {(kind, r.get("name")): (r.get("set"), r.get("binding"))
            for kind in KINDS for r in data.get(kind, [])}


def compare(tools, label, folder, path, stage, env, half=None):
    """(outcome, reasons) for one shader under every flag set (`half` 0 or 1:
    the sets of even or odd position only)."""
    glspv, glslc, reflect = tools
    reasons, compared = [], 0
    pairs = list(zip(flag_sets(stage).items(), flag_sets(stage, True).values()))
    if half is not None:
        pairs = pairs[half::2]
    for (name, flags), glslc_flags in pairs:
        args = env_args(env) + ["-fshader-stage=" + stage]
        ref_out = os.path.join(folder, "glslc-%s.spv" % name)
        ref = harness.cached_run(glslc, args + glslc_flags + [path, "-o", ref_out], inputs=[path],
                                 outputs=[ref_out])
        got_out = os.path.join(folder, "glspv-%s.spv" % name)
        got = harness.run([glspv] + args + flags + [path, "-o", got_out])
        crash = harness.crash_reason(got)
        if crash:
            return "fail", ["%s: glspv %s" % (name, crash)] + harness.describe(got)
        if ref.rc != 0 or got.rc != 0:
            continue  # one of them refuses the shader: nothing to compare
        want, have = bindings(reflect, ref_out), bindings(reflect, got_out)
        if want is None or have is None:
            reasons.append("%s: glspv-reflect cannot read a module" % name)
            continue
        compared += 1
        for key in sorted(set(want) | set(have), key=str):
            if want.get(key) != have.get(key):
                reasons.append("%s: %s '%s': glslc (set, binding) %s, glspv %s" % (
                    name, key[0], key[1], want.get(key), have.get(key)))
    if reasons:
        return "fail", reasons
    return ("compared" if compared else "not-compared"), []


def main():
    build = sys.argv[1]
    rep = harness.Reporter()
    glspv, why = harness.tool(build, "glspv", "GLSPV")
    reflect, why_reflect = harness.tool(build, "glspv-reflect", "GLSPV_REFLECT")
    glslc, why_glslc = harness.reference("glslc")
    problems = [w for w in (why, why_reflect, why_glslc) if w]
    if problems:
        rep.result("bindings", problems)
        return 1
    tools = (glspv, glslc, reflect)
    counts = {"compared": 0, "not-compared": 0}
    with tempfile.TemporaryDirectory(prefix="glspv-bindings-") as tmp:
        jobs = []
        for name, text in SHADERS.items():
            path = os.path.join(tmp, name)
            with open(path, "w") as f:
                f.write(text)
            jobs.append(("bindings/" + name, path, name.rsplit(".", 1)[1], "vulkan1.0", None))
        if harness.need(rep, "bindings/corpus", "corpus"):
            for row in harness.manifest(compiled_only=True):
                if not row.get("args"):
                    jobs.append(("bindings/corpus/" + row["file"],
                                 os.path.join(harness.CORPUS, "glslang", row["file"]),
                                 row["stage"], row["target_env"], len(jobs) % 2))

        def one(job):
            label, path, stage, env, half = job
            folder = tempfile.mkdtemp(dir=tmp)
            return label, compare(tools, label, folder, path, stage, env, half)

        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for label, (outcome, reasons) in pool.map(one, jobs):
                if outcome == "not-compared" and not label.startswith("bindings/corpus/"):
                    reasons = ["glslc or glspv refused the hand-made shader under every flag set"]
                rep.result(label, reasons)
                if outcome in counts:
                    counts[outcome] += 1
    rep.note("bindings: %d shaders compared with glslc under the flag sets both accept, %d that one of "
             "them refuses" % (counts["compared"], counts["not-compared"]))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
