#!/usr/bin/env python3
"""glspv-glslang's link step against glslangValidator's: the stages'
interfaces checked against each other, and the errors only linking finds.

    python3 tests/glsl_cli_link.py BUILD

Each case is a set of shaders, one file per stage, given to
`glspv-glslang -V` and to `glslangValidator -V` in the same folder. Both
must give the same exit status (0, or 3 for a link error), and the same
"ERROR: Linking ..." lines with the lines that detail them (two
declarations, a block's name), word for word, except where a case lists
what glspv says instead (its own words for a whole-stage error). Without
glslangValidator the expected statuses and lines written here still
decide.

Prints `PASS name` / `FAIL name` and last `N passed, N failed`; exits 1 on
failure.
"""
import os
import shutil
import subprocess
import sys
import tempfile

V = "#version 450\n"
FRAG_OUT = "layout(location=0) out vec4 color;\n"


def vert(decls, body="gl_Position = vec4(0.0);"):
    return V + decls + "void main() { " + body + " }\n"


def frag(decls, body="color = vec4(0.0);"):
    return V + decls + FRAG_OUT + "void main() { " + body + " }\n"


GEOM_HEAD = V + "layout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;\n"
TESC_HEAD = V + "layout(vertices = 3) out;\n"
TESE_HEAD = V + "layout(triangles) in;\n"

# (name, {file: text}, exit status, the link lines glspv prints (None: the
# same as glslangValidator's; required when glslangValidator is missing)).
CASES = [
    ("matching interfaces", {
        "a.vert": vert("layout(location=0) out vec4 v;\nlayout(location=1) out B { vec2 x; float y; } o;\n",
                       "v = vec4(1.0); o.x = vec2(0.0); o.y = 1.0;"),
        "a.frag": frag("layout(location=0) in vec4 v;\nlayout(location=1) in B { vec2 x; float y; } i;\n",
                       "color = v + i.y;")}, 0, []),
    ("types must match", {
        "a.vert": vert("layout(location=0) out vec4 v;\n", "v = vec4(1.0);"),
        "a.frag": frag("layout(location=0) in vec3 v;\n", "color = vec4(v, 1.0);")}, 3, None),
    ("float and int", {
        "a.vert": vert("layout(location=0) out float v;\n", "v = 1.0;"),
        "a.frag": frag("layout(location=0) flat in int v;\n", "color = vec4(v);")}, 3, None),
    ("array sizes", {
        "a.vert": vert("layout(location=0) out vec4 a[3];\n", "a[0] = vec4(1.0);"),
        "a.frag": frag("layout(location=0) in vec4 a[2];\n", "color = a[0];")}, 3, None),
    ("block member types, instances named apart", {
        "a.vert": vert("layout(location=0) out B { vec4 x; } o;\n", "o.x = vec4(1.0);"),
        "a.frag": frag("layout(location=0) in B { vec3 x; } i;\n", "color = vec4(i.x, 1.0);")}, 3, None),
    ("anonymous block member types", {
        "a.vert": vert("layout(location=0) out B { vec4 x; };\n", "x = vec4(1.0);"),
        "a.frag": frag("layout(location=0) in B { ivec4 x; };\n", "color = vec4(x);")}, 3, None),
    ("block member missing", {
        "a.vert": vert("layout(location=0) out B { vec4 x; vec4 y; } o;\n", "o.x = vec4(1.0);"),
        "a.frag": frag("layout(location=0) in B { vec4 x; } i;\n", "color = i.x;")}, 3, None),
    ("struct member types", {
        "a.vert": vert("struct S { vec4 x; };\nlayout(location=0) out S a;\n", "a.x = vec4(1.0);"),
        "a.frag": frag("struct S { vec3 x; };\nlayout(location=0) in S a;\n", "color = a.x.xxxx;")}, 3, None),
    ("locations", {
        "a.vert": vert("layout(location=0) out vec4 a;\n", "a = vec4(1.0);"),
        "a.frag": frag("layout(location=1) in vec4 a;\n", "color = a;")}, 3, None),
    ("components", {
        "a.vert": vert("layout(location=0, component=0) out vec2 a;\n", "a = vec2(1.0);"),
        "a.frag": frag("layout(location=0, component=2) in vec2 a;\n", "color = a.xyxy;")}, 3, None),
    ("interpolation need not match", {
        "a.vert": vert("layout(location=0) flat out vec4 a;\n", "a = vec4(1.0);"),
        "a.frag": frag("layout(location=0) in vec4 a;\n", "color = a;")}, 0, []),
    ("an input nothing writes, an output nothing reads", {
        "a.vert": vert("layout(location=0) out vec4 a;\nlayout(location=2) out vec4 unread;\n",
                       "a = vec4(1.0); unread = a;"),
        "a.frag": frag("layout(location=0) in vec4 a;\nlayout(location=1) in vec4 z;\n", "color = a + z;")}, 0, []),
    ("vertex to geometry: the per-vertex array", {
        "a.vert": vert("layout(location=0) out vec4 a;\n", "a = vec4(1.0);"),
        "a.geom": GEOM_HEAD + "layout(location=0) in vec4 a[];\nlayout(location=0) out vec4 g;\n"
                  "void main() { g = a[0]; EmitVertex(); }\n",
        "a.frag": frag("layout(location=0) in vec4 g;\n", "color = g;")}, 0, []),
    ("vertex to geometry: types under the per-vertex array", {
        "a.vert": vert("layout(location=0) out vec4 a;\n", "a = vec4(1.0);"),
        "a.geom": GEOM_HEAD + "layout(location=0) in vec3 a[];\nlayout(location=0) out vec4 g;\n"
                  "void main() { g = vec4(a[0], 1.0); EmitVertex(); }\n",
        "a.frag": frag("layout(location=0) in vec4 g;\n", "color = g;")}, 3, None),
    ("geometry to fragment, the vertex stage skipped over", {
        "a.vert": vert("layout(location=0) out vec4 a;\n", "a = vec4(1.0);"),
        "a.geom": GEOM_HEAD + "layout(location=0) in vec4 a[];\nlayout(location=0) out vec4 g;\n"
                  "void main() { g = a[0]; EmitVertex(); }\n",
        "a.frag": frag("layout(location=1) in vec4 a;\nlayout(location=0) in vec2 g;\n", "color = a + g.x;")}, 3, None),
    ("tessellation: per-vertex and per-patch", {
        "a.vert": vert("layout(location=0) out vec4 a;\n", "a = vec4(1.0);"),
        "a.tesc": TESC_HEAD + "layout(location=0) in vec4 a[];\nlayout(location=0) out vec4 t[];\n"
                  "layout(location=1) patch out vec4 p;\n"
                  "void main() { t[gl_InvocationID] = a[gl_InvocationID]; p = a[0]; gl_TessLevelOuter[0] = 1.0; }\n",
        "a.tese": TESE_HEAD + "layout(location=0) in vec4 t[];\nlayout(location=1) patch in vec4 p;\n"
                  "layout(location=0) out vec4 e;\nvoid main() { e = t[0] + p; }\n",
        "a.frag": frag("layout(location=0) in vec4 e;\n", "color = e;")}, 0, []),
    ("tessellation: a per-patch type", {
        "a.vert": vert("layout(location=0) out vec4 a;\n", "a = vec4(1.0);"),
        "a.tesc": TESC_HEAD + "layout(location=0) in vec4 a[];\nlayout(location=1) patch out vec4 p;\n"
                  "void main() { p = a[0]; gl_TessLevelOuter[0] = 1.0; }\n",
        "a.tese": TESE_HEAD + "layout(location=1) patch in vec2 p;\nvoid main() { gl_Position = p.xyxy; }\n"}, 3, None),
    ("redeclared gl_PerVertex on both sides", {
        "a.vert": vert("out gl_PerVertex { vec4 gl_Position; };\nlayout(location=0) out vec4 a;\n",
                       "gl_Position = vec4(0.0); a = vec4(1.0);"),
        "a.geom": GEOM_HEAD + "in gl_PerVertex { vec4 gl_Position; } gl_in[];\nlayout(location=0) in vec4 a[];\n"
                  "void main() { gl_Position = gl_in[0].gl_Position + a[0]; EmitVertex(); }\n"}, 0, []),
    # Whole-stage errors: glspv's own words, glslang's shape and status.
    ("no main", {"a.vert": V + "void f() {}\n"}, 3,
     ["ERROR: Linking vertex stage: the shader has no 'void main()' defined"]),
    ("a function without a body", {"a.vert": V + "void f();\nvoid main() { f(); }\n"}, 3,
     ["ERROR: Linking vertex stage: 'f' is called but never defined: no source gives it a body"]),
    ("recursion", {"a.vert": V + "int f(int n);\nint g(int n) { return f(n); }\nint f(int n) { return g(n); }\n"
                   "void main() { gl_Position = vec4(f(1)); }\n"}, 3,
     ["ERROR: Linking vertex stage: 'f' calls 'g', which leads back to it: GLSL does not allow recursion"]),
    ("a tessellation control shader without its patch size", {
        "a.tesc": V + "void main() { gl_TessLevelOuter[0] = 1.0; }\n"}, 3,
     ["ERROR: Linking tessellation control stage: a tessellation control shader must declare its patch size: "
      "layout(vertices = N) out;"]),
]


def link_lines(out):
    """The "ERROR: Linking" lines and the indented lines after each."""
    lines, keep = [], False
    for line in out.splitlines():
        if line.startswith("ERROR: Linking"):
            keep = True
            lines.append(line.rstrip())
        elif keep and line.startswith(" "):
            lines.append(line.rstrip())
        else:
            keep = False
    return lines


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: glsl_cli_link.py BUILD")
    gl = os.path.join(os.path.abspath(sys.argv[1]), "glspv-glslang")
    oracle = shutil.which("glslangValidator")
    passed = failed = 0
    if not oracle:
        print("NOTE glslangValidator is not installed: the statuses and lines written here decide")
    for name, files, status, expected in CASES:
        problems = []
        with tempfile.TemporaryDirectory() as tmp:
            for f, text in files.items():
                with open(os.path.join(tmp, f), "w") as fh:
                    fh.write(text)
            names = sorted(files, key=lambda f: ["vert", "tesc", "tese", "geom", "frag"].index(f.split(".")[1]))
            mine = subprocess.run([gl, "-V"] + names, cwd=tmp, capture_output=True, text=True, timeout=60)
            if mine.returncode != status:
                problems.append("exit %d, not %d: %s" % (mine.returncode, status, mine.stdout[-600:]))
            want = expected
            if oracle:
                theirs = subprocess.run([oracle, "-V"] + names, cwd=tmp, capture_output=True, text=True,
                                        timeout=60)
                if theirs.returncode != status:
                    problems.append("glslangValidator exits %d, the case says %d: %s"
                                    % (theirs.returncode, status, theirs.stdout[-600:]))
                if want is None:
                    want = link_lines(theirs.stdout)
            if want is not None and link_lines(mine.stdout) != want:
                problems.append("link lines %r, expected %r" % (link_lines(mine.stdout), want))
            if status == 0 and mine.returncode == 0:
                for f in names:
                    spv = os.path.join(tmp, f.split(".")[1] + ".spv")
                    if not os.path.exists(spv):
                        problems.append("%s was not written" % os.path.basename(spv))
        if problems:
            failed += 1
            print("FAIL link/%s" % name)
            for p in problems:
                print("    " + p)
        else:
            passed += 1
            print("PASS link/%s" % name)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
