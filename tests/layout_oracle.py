#!/usr/bin/env python3
"""Re-derives the expected block layouts of tests/unit/check_layout.c from glslang.

    python3 tests/layout_oracle.py            check every case against glslang
    python3 tests/layout_oracle.py --emit     print the case table with glslang's numbers
    python3 tests/layout_oracle.py [--emit] FILE.c   the same for another file's table

Each case in the C file's table is {GLSL, EXPECT}. GLSL is zero or more struct
declarations and then one block, written `layout(QUALIFIERS) { MEMBERS }`; here
it becomes a buffer block of a compute shader, compiled with
`glslangValidator -V --target-env vulkan1.2`, and the Offset, ArrayStride,
MatrixStride and RowMajor/ColMajor decorations of its SPIR-V (read with
spirv-dis) are written in the same notation the C test prints:

    member := NAME OFFSET (" a" ARRAYSTRIDE)* [" m" MATRIXSTRIDE (" row" | " col")] [" {" members "}"]
    members := member ("; " member)*

Array strides go outermost first; a struct (or array of structs) member shows
its struct's members. EXPECT starting with "error" is a case glspv rejects;
here it only reports whether glslang rejects it too (it does not check
overlapping offsets when generating SPIR-V, which GLSL 4.60 §4.4.5 requires).

Needs glslangValidator and spirv-dis on PATH; standard library only. Not part
of tests/run.sh: the C test holds the numbers, this re-derives them.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
C_FILE = os.path.join(HERE, "unit", "check_layout.c")

HEADER = """#version 460
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
"""


def read_cases(path):
    """The (glsl, expect) pairs between the `cases: begin` and `cases: end` markers."""
    text = open(path, encoding="utf-8").read()
    body = text[text.index("/* cases: begin */"):text.index("/* cases: end */")]
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    cases, fields, current = [], None, None
    for tok in re.findall(r'"(?:[^"\\]|\\.)*"|[{},]', body):
        if tok == "{":
            fields, current = [], None
        elif tok in (",", "}"):
            if fields is not None and current is not None:
                fields.append(current)
                current = None
            if tok == "}" and fields is not None:
                cases.append(tuple(fields))
                fields = None
        elif fields is not None:
            current = (current or "") + tok[1:-1].encode().decode("unicode_escape")
    return cases


def to_shader(case_glsl):
    """The case's structs and block as a compute shader with one buffer block."""
    m = re.search(r"layout\(([^)]*)\)\s*\{(.*)\}\s*$", case_glsl, re.S)
    if not m:
        raise ValueError("no block in: " + case_glsl)
    structs = case_glsl[:m.start()]
    ref = "layout(buffer_reference) buffer Ref { int x; };\n" if re.search(r"\bRef\b", case_glsl) else ""
    block = "layout(%s, binding = 0) buffer Blk {%s} blk;\n" % (m.group(1), m.group(2))
    return HEADER + ref + structs + "\n" + block + "void main() {}\n"


def compile_case(case_glsl, tmp):
    src = os.path.join(tmp, "case.comp")
    spv = os.path.join(tmp, "case.spv")
    with open(src, "w", encoding="utf-8") as f:
        f.write(to_shader(case_glsl))
    r = subprocess.run(["glslangValidator", "-V", "--target-env", "vulkan1.2", "-o", spv, src],
                       capture_output=True, text=True)
    if r.returncode != 0:
        errors = [l for l in r.stdout.splitlines() if l.startswith("ERROR:")]
        return None, errors
    dis = subprocess.run(["spirv-dis", spv], capture_output=True, text=True, check=True).stdout
    return dis, []


class Module:
    """The parts of a disassembly that layouts show."""

    def __init__(self, dis):
        self.types = {}         # id -> (opcode, operands)
        self.member_deco = {}   # (struct id, index) -> {decoration: value}
        self.array_stride = {}  # id -> stride
        self.names = {}         # (struct id, index) -> name
        self.blocks = []
        self.type_names = {}    # id -> OpName
        for line in dis.splitlines():
            w = line.split()
            if len(w) >= 4 and w[1] == "=" and w[2].startswith("OpType"):
                self.types[w[0]] = (w[2], w[3:])
            elif w[:1] == ["OpMemberDecorate"]:
                d = self.member_deco.setdefault((w[1], int(w[2])), {})
                d[w[3]] = int(w[4]) if len(w) > 4 else True
            elif w[:1] == ["OpDecorate"] and w[2] == "ArrayStride":
                self.array_stride[w[1]] = int(w[3])
            elif w[:1] == ["OpDecorate"] and w[2] in ("Block", "BufferBlock"):
                self.blocks.append(w[1])
            elif w[:1] == ["OpName"]:
                self.type_names[w[1]] = w[2].strip('"')
            elif w[:1] == ["OpMemberName"]:
                self.names[(w[1], int(w[2]))] = w[3].strip('"')

    def describe(self, struct_id):
        members = self.types[struct_id][1]
        return "; ".join(self.member(struct_id, i, t) for i, t in enumerate(members))

    def member(self, struct_id, index, type_id):
        deco = self.member_deco.get((struct_id, index), {})
        text = "%s %d" % (self.names[(struct_id, index)], deco["Offset"])
        while self.types[type_id][0] in ("OpTypeArray", "OpTypeRuntimeArray"):
            text += " a%d" % self.array_stride[type_id]
            type_id = self.types[type_id][1][0]
        op = self.types[type_id][0]
        if op == "OpTypeMatrix":
            text += " m%d %s" % (deco["MatrixStride"], "row" if deco.get("RowMajor") else "col")
        elif op == "OpTypeStruct":
            text += " {" + self.describe(type_id) + "}"
        return text


def oracle(case_glsl, tmp):
    """glslang's layout of the case in the notation above, or its errors."""
    dis, errors = compile_case(case_glsl, tmp)
    if dis is None:
        return None, errors
    mod = Module(dis)
    blk = [b for b in mod.blocks if mod.type_names.get(b) == "Blk"]
    return mod.describe(blk[0]), []


def c_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    args = sys.argv[1:]
    emit = "--emit" in args
    files = [a for a in args if a != "--emit"]
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for glsl, expect in read_cases(files[0] if files else C_FILE):
            got, errors = oracle(glsl, tmp)
            if emit:
                print("    {%s,\n     %s}," % (c_string(glsl), c_string(got if got is not None else expect)))
                continue
            if expect.startswith("error"):
                verdict = "glslang rejects it too" if got is None else "glslang accepts it (GLSL 4.60 says error)"
                print("PASS %s\n    %s; %s" % (glsl, expect, verdict))
            elif got == expect:
                print("PASS " + glsl)
            else:
                failed += 1
                print("FAIL " + glsl)
                print("    expected: " + expect)
                print("    glslang:  " + (got if got is not None else " / ".join(errors)))
    if not emit:
        print("%d failed" % failed)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
