#!/usr/bin/env python3
"""Writes the fuzzing dictionaries of tests/fuzz/ from the compiler's own tables:

    glsl.dict     every name the GLSL front end knows (keywords, types, built-in
                  functions and variables, layout qualifiers, extensions), the
                  directives, operators and the harnesses' part separator
    spvasm.dict   opcode and operand names of the SPIR-V grammar tables, the
                  assembler's punctuation

Run it again (python3 tests/fuzz/make_dict.py) when the tables grow; the
output is committed so a fuzzing run needs nothing built. Standard library only.
"""

import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
NAME = re.compile(r'"([A-Za-z_][A-Za-z0-9_]{1,63})"')

GLSL_EXTRA = [
    "#version ", "#version 450\n", "#version 460\n", "#version 310 es\n", "#version 320 es\n",
    "#version 110\n", "#version 450 core\n", "#version 330 compatibility\n",
    "#extension ", " : enable\n", " : require\n", " : warn\n", " : disable\n", "all",
    "#define ", "#undef ", "#if ", "#ifdef ", "#ifndef ", "#elif ", "#else\n", "#endif\n",
    "#error ", "#pragma ", "#line ", "#include ", '#include "1"\n', '#include "2"\n', "#include <a>\n",
    "defined", "__LINE__", "__FILE__", "__VERSION__", "GL_core_profile", "GL_es_profile",
    "##", "#", "\\\n", "\n//--\n", "/*", "*/", "//", "\n",
    "+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "^", "|",
    "&&", "^^", "||", "!", "~", "++", "--", "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=",
    "&=", "^=", "|=", "?", ":", ",", ";", ".", "(", ")", "[", "]", "{", "}", "[[", "]]",
    "0", "1", "-1", "0x7fffffff", "0xffffffff", "4294967295u", "2147483648", "1.0", "0.5f", "1e38",
    "1e-45", "1.0lf", "1.0hf", "1ul", "1s", "1us", "07", ".5", "1.#INF",
    "void main() {}\n", "void main() {\n", "layout(", "layout(location = 0) ", "layout(binding = 0) ",
    "layout(set = 0, binding = 0) ", "layout(local_size_x = 1) in;\n", "layout(std430) buffer B { ",
    "uniform U { ", "out vec4 color;\n", "in vec4 v;\n", "struct S { ", "} s;\n", "return ",
    "shader_stage(", "#pragma shader_stage(fragment)\n", "#pragma optimize(on)\n",
]

SPVASM_EXTRA = [
    "%", " = ", "%1", "%2", "%main", "%void", "%int", "%float", '"main"', '"GLSL.std.450"', "\n",
    "OpCapability Shader\n", "OpMemoryModel Logical GLSL450\n", "OpEntryPoint ", "OpExecutionMode ",
    "OpFunction %void None ", "OpLabel\n", "OpReturn\n", "OpFunctionEnd\n", "!", "!0x", "0x", "-",
    "1.5", "-0x1p+128", "0x1.8p-3", "4294967295", "-2147483648", ";", "|", " ", "%1 = OpTypeInt 32 1\n",
    "%2 = OpTypeFloat 32\n", "OpDecorate ", "OpMemberDecorate ", "OpExtInstImport ", "OpExtInst ",
]


def quote(text):
    out = []
    for ch in text:
        if ch == "\\" or ch == '"':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\x0A")
        elif ord(ch) < 0x20 or ord(ch) > 0x7e:
            out.append("\\x%02X" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def names_in(patterns):
    found = set()
    for pattern in patterns:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern), recursive=True)):
            with open(path, encoding="utf-8") as f:
                found.update(NAME.findall(f.read()))
    return found


def write(path, header, words, extra):
    entries = list(dict.fromkeys(extra + sorted(words)))
    with open(path, "w", encoding="utf-8") as f:
        f.write("# %s\n# Made by tests/fuzz/make_dict.py; run it again rather than editing.\n" % header)
        for word in entries:
            f.write(quote(word) + "\n")
    print("%s: %d entries" % (os.path.relpath(path, ROOT), len(entries)))


def main():
    glsl = names_in(["src/glsl/**/*.c", "src/glsl/**/*.def"])
    write(os.path.join(HERE, "glsl.dict"), "GLSL tokens for the GLSL fuzz targets", glsl, GLSL_EXTRA)
    spv = names_in(["src/spirv/tables.c"])
    write(os.path.join(HERE, "spvasm.dict"), "SPIR-V assembly names for the assemble target", spv,
          SPVASM_EXTRA)


if __name__ == "__main__":
    main()
