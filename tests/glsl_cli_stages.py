"""The mesh, task and ray tracing stages on the command lines.

    python3 tests/glsl_cli_stages.py BUILD

glspv takes them from the file extensions .mesh and .task and from
-fshader-stage=mesh|task (stdin and files without an extension); the
glslangValidator personality (glspv-glslang) from -S mesh|task and the
extensions. Each module has the right execution model (MeshEXT 5365, TaskEXT
5364, MeshNV 5268, TaskNV 5267) and passes spirv-val; GL_EXT_mesh_shader
below SPIR-V 1.4 is refused with a message naming the target to use, and
constant counts above the layouts in SetMeshOutputsEXT are warned about.
The six ray tracing stages (the ray-*.r* goldens of tests/glsl/compile) go
the same three ways: file extension, -fshader-stage= on stdin, and -S.
A source with no stage (no -fshader-stage=, extension or #pragma
shader_stage) is refused in glslc's words. Standard library only.
"""

import os
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

MESH = """#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 1) in;
layout(max_vertices = 3, max_primitives = 1, triangles) out;
void main()
{
    SetMeshOutputsEXT(3u, 1u);
    gl_MeshVerticesEXT[0].gl_Position = vec4(0.0);
    gl_PrimitiveTriangleIndicesEXT[0] = uvec3(0u, 1u, 2u);
}
"""

TASK = """#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 1) in;
taskPayloadSharedEXT uint count;
void main()
{
    count = 3u;
    EmitMeshTasksEXT(1u, 1u, 1u);
}
"""

MESH_NV = """#version 450
#extension GL_NV_mesh_shader : require
layout(local_size_x = 1) in;
layout(max_vertices = 3, max_primitives = 1, triangles) out;
void main()
{
    gl_PrimitiveCountNV = 1u;
}
"""

TOO_MANY = """#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 1) in;
layout(max_vertices = 3, max_primitives = 1, triangles) out;
void main()
{
    SetMeshOutputsEXT(4u, 1u);
}
"""

MODELS = {"MeshEXT": 5365, "TaskEXT": 5364, "MeshNV": 5268, "TaskNV": 5267, "RayGenerationKHR": 5313,
          "IntersectionKHR": 5314, "AnyHitKHR": 5315, "ClosestHitKHR": 5316, "MissKHR": 5317, "CallableKHR": 5318, "Vertex": 0}

RAY_STAGES = [("rgen", "ray-generation.rgen", "RayGenerationKHR"), ("rint", "ray-intersection.rint", "IntersectionKHR"),
              ("rahit", "ray-any-hit.rahit", "AnyHitKHR"), ("rchit", "ray-closest-hit.rchit", "ClosestHitKHR"),
              ("rmiss", "ray-miss.rmiss", "MissKHR"), ("rcall", "ray-callable.rcall", "CallableKHR")]


def entry_model(path):
    """The execution model of the first OpEntryPoint, or None."""
    try:
        data = open(path, "rb").read()
    except OSError:
        return None
    ws = struct.unpack("<%dI" % (len(data) // 4), data[:len(data) // 4 * 4])
    at = 5
    while at < len(ws):
        count, op = ws[at] >> 16, ws[at] & 0xffff
        if op == 15:  # OpEntryPoint
            return ws[at + 1]
        if count == 0:
            return None
        at += count
    return None


def main():
    if len(sys.argv) != 2:
        print("usage: tests/glsl_cli_stages.py BUILD", file=sys.stderr)
        return 2
    rep = harness.Reporter()
    glspv, why = harness.tool(sys.argv[1], "glspv", "GLSPV")
    gl, why_gl = harness.tool(sys.argv[1], "glspv-glslang", "GLSPV_GLSLANG")
    val, why_val = harness.reference("spirv-val")
    missing = why or why_gl or why_val
    with tempfile.TemporaryDirectory(prefix="glspv-cli-mesh-") as tmp:
        for name, text in [("a.mesh", MESH), ("a.task", TASK), ("nv.mesh", MESH_NV), ("mesh_in", MESH), ("many.mesh", TOO_MANY),
                           ("task_in", TASK)]:
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)

        def check(name, argv, out, model, env, data=None):
            if missing:
                rep.result(name, [missing])
                return
            res = harness.run(argv, data=data, cwd=tmp)
            reasons = []
            if harness.crash_reason(res) or res.rc != 0:
                reasons = ["expected success"] + harness.describe(res)
            elif entry_model(out) != MODELS[model]:
                reasons = ["execution model %s, expected %s (%d)" % (entry_model(out), model, MODELS[model])]
            else:
                v = harness.spirv_val(val, env, out)
                if v.rc != 0:
                    reasons = ["spirv-val rejects it"] + v.err_text().splitlines()[:3]
            rep.result(name, reasons)

        def out_path(name):
            return os.path.join(tmp, name + ".spv")

        check("glspv .mesh", [glspv, "--target-env=vulkan1.2", "a.mesh", "-o", out_path("1")], out_path("1"),
              "MeshEXT", "vulkan1.2")
        check("glspv .task", [glspv, "--target-env=vulkan1.2", "a.task", "-o", out_path("2")], out_path("2"),
              "TaskEXT", "vulkan1.2")
        check("glspv -fshader-stage=mesh", [glspv, "--target-env=vulkan1.1", "--target-spv=spv1.4",
                                            "-fshader-stage=mesh", "mesh_in", "-o", out_path("3")],
              out_path("3"), "MeshEXT", "vulkan1.1spv1.4")
        check("glspv -fshader-stage=task stdin", [glspv, "--target-env=vulkan1.3", "-fshader-stage=task", "-",
                                                  "-o", out_path("4")], out_path("4"), "TaskEXT", "vulkan1.3",
              data=TASK.encode())
        check("glspv GL_NV_mesh_shader at vulkan1.0", [glspv, "nv.mesh", "-o", out_path("5")], out_path("5"),
              "MeshNV", "vulkan1.0")
        check("glspv-glslang -S mesh", [gl, "-V", "--target-env", "vulkan1.2", "-S", "mesh", "-o", out_path("6"),
                                        "mesh_in"], out_path("6"), "MeshEXT", "vulkan1.2")
        check("glspv-glslang -S task", [gl, "-V", "--target-env", "vulkan1.1", "--target-env", "spirv1.4", "-S",
                                        "task", "-o", out_path("7"), "task_in"], out_path("7"), "TaskEXT",
              "vulkan1.1spv1.4")
        check("glspv-glslang .mesh", [gl, "-V", "--target-env", "vulkan1.2", "-o", out_path("8"), "a.mesh"],
              out_path("8"), "MeshEXT", "vulkan1.2")

        # The ray tracing stages: by extension, -fshader-stage= (stdin) and -S.
        for n, (stage, golden, model) in enumerate(RAY_STAGES):
            text = open(os.path.join(harness.ROOT, "tests", "glsl", "compile", golden), encoding="utf-8").read()
            with open(os.path.join(tmp, "r." + stage), "w") as f:
                f.write(text)
            with open(os.path.join(tmp, "r_" + stage), "w") as f:
                f.write(text)
            base = "r%d" % n
            check("glspv ." + stage, [glspv, "--target-env=vulkan1.2", "r." + stage, "-o", out_path(base + "a")],
                  out_path(base + "a"), model, "vulkan1.2")
            check("glspv -fshader-stage=%s stdin" % stage, [glspv, "--target-env=vulkan1.2", "-fshader-stage=" + stage,
                                                             "-", "-o", out_path(base + "b")], out_path(base + "b"),
                  model, "vulkan1.2", data=text.encode())
            check("glspv-glslang -S " + stage, [gl, "-V", "--target-env", "vulkan1.2", "-S", stage, "-o",
                                               out_path(base + "c"), "r_" + stage], out_path(base + "c"), model,
                  "vulkan1.2")

        # GL_EXT_mesh_shader at Vulkan 1.0 (SPIR-V 1.0): a clear refusal.
        if missing:
            rep.result("glspv .mesh at vulkan1.0 is refused", [missing])
        else:
            res = harness.run([glspv, "a.mesh", "-o", out_path("9")], cwd=tmp)
            want = "a.mesh:2: error: GL_EXT_mesh_shader needs SPIR-V 1.4"
            reasons = []
            if harness.crash_reason(res) or res.rc != 1:
                reasons = ["expected exit status 1"] + harness.describe(res)
            elif not res.err_text().startswith(want):
                reasons = ["stderr should start with %r, got %r" % (want, res.err_text()[:200])]
            rep.result("glspv .mesh at vulkan1.0 is refused", reasons)

        # Constant counts above the layouts: compiled, with a warning.
        if missing:
            rep.result("SetMeshOutputsEXT above max_vertices warns", [missing])
        else:
            res = harness.run([glspv, "--target-env=vulkan1.2", "many.mesh", "-o", out_path("10")], cwd=tmp)
            want = "many.mesh:7: warning: SetMeshOutputsEXT asks for 4 vertices, but max_vertices is 3"
            reasons = []
            if harness.crash_reason(res) or res.rc != 0:
                reasons = ["expected success"] + harness.describe(res)
            elif not res.err_text().startswith(want):
                reasons = ["stderr should start with %r, got %r" % (want, res.err_text()[:200])]
            rep.result("SetMeshOutputsEXT above max_vertices warns", reasons)

        # No stage from -fshader-stage=, the name or #pragma shader_stage: an
        # error in glslc's words (there is no default stage), not a vertex shader.
        vert = "#version 450\nvoid main() { gl_Position = vec4(0.0); }\n"
        for name in ("x.glsl", "x.foo"):
            with open(os.path.join(tmp, name), "w") as f:
                f.write(vert)
        with open(os.path.join(tmp, "p.glsl"), "w") as f:
            f.write("#version 450\n#pragma shader_stage(vertex)\nvoid main() { gl_Position = vec4(0.0); }\n")
        for argv, data, want in (
                (["x.glsl"], None, "glspv: error: 'x.glsl': .glsl file encountered but no -fshader-stage specified "
                                   "ahead"),
                (["x.foo"], None, "glspv: error: 'x.foo': file not recognized: File format not recognized"),
                (["-"], vert.encode(), "glspv: error: '-': -fshader-stage required when input is from standard "
                                       "input \"-\"")):
            title = "glspv %s without a stage is refused" % argv[0]
            res = harness.run([glspv] + argv + ["-o", out_path("nostage")], data=data, cwd=tmp)
            reasons = []
            if harness.crash_reason(res) or res.rc != 1:
                reasons = ["expected exit status 1"] + harness.describe(res)
            elif not res.err_text().startswith(want):
                reasons = ["stderr should start with %r, got %r" % (want, res.err_text()[:200])]
            rep.result(title, reasons)
        check("glspv .glsl with #pragma shader_stage", [glspv, "p.glsl", "-o", out_path("pragma")],
              out_path("pragma"), "Vertex", "vulkan1.0")
    print("%d passed, %d failed" % (rep.passed, rep.failed))
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
