#!/usr/bin/env python3
"""Generate src/glsl/check/builtins_index.h: the built-in functions by name.

builtins.c's table `builtins[]` is the rows of the builtins*.def files it
includes, in that order. This script reads the same rows through the C
preprocessor (so the helper macros of the .def files, RAY(...),
IMG_ATOMIC_SCOPED(...), expand exactly as they do in builtins.c), takes each
row's name, and writes:

  builtin_index_rows[]   the row numbers, grouped by name (table order within a name)
  builtin_index_names[]  per name: its first place in builtin_index_rows and how many rows
  builtin_index_slots[]  an open-addressing hash table (linear probing, 32-bit FNV-1a,
                         as src/spirv/grammar.c): name number + 1, 0 empty

so that builtin_resolve and the other lookups by name are constant time.
builtins.c checks BUILTIN_INDEX_ROWS against its table and the name of every
row it reaches, so a stale index fails at once: rerun `make builtin-index`
after editing a .def file.

It writes three more indexes of the same kind, read from the C source:

  src/glsl/check/builtin_vars_index.h  the built-in variables of check_stage.c
      (builtin_vars, opengl_vars, ext_builtin_vars, one row numbering), by
      name in the same layout (FNV-1a, rows in table order), for the
      global scope's miss; the three table sizes for its _Static_asserts
  src/glsl/pp/keywords_index.h  the keywords and reserved words of
      keywords.c chained by keywords.c's bucket (first letter * 31 + length,
      & 63): the heads and the next entry, as keywords_classify walks them
  src/glsl/pp/type_names_index.h  the scalar type names of type_names.c
      (table scalars) chained the same way (& 31), for type_code_from_name,
      which every identifier of a shader that is not a keyword goes through

The first two were built at every compile before; the scalar names were
scanned one by one.

Standard library only, plus the C compiler's preprocessor ($CC, default cc).
Usage:
    gen-builtin-index.py [--out FILE] [--check]
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILTINS_C = os.path.join(ROOT, "src", "glsl", "check", "builtins.c")
BUILTINS_H = os.path.join(ROOT, "src", "glsl", "check", "builtins.h")
OUT = os.path.join(ROOT, "src", "glsl", "check", "builtins_index.h")
CHECK_STAGE_C = os.path.join(ROOT, "src", "glsl", "check", "check_stage.c")
VARS_OUT = os.path.join(ROOT, "src", "glsl", "check", "builtin_vars_index.h")
KEYWORDS_C = os.path.join(ROOT, "src", "glsl", "pp", "keywords.c")
KEYWORDS_OUT = os.path.join(ROOT, "src", "glsl", "pp", "keywords_index.h")
TYPE_NAMES_C = os.path.join(ROOT, "src", "glsl", "pp", "type_names.c")
TYPE_NAMES_OUT = os.path.join(ROOT, "src", "glsl", "pp", "type_names_index.h")
# The row macros builtins.c defines before including the .def files; the
# name is the first argument of each.
ROW_MACROS = ("BI", "SG", "XF", "TX")


def fnv1a(data, h=0x811C9DC5):
    """32-bit FNV-1a; builtins.c's name_hash computes the same function."""
    for b in data:
        h ^= b
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def def_files():
    """The .def files builtins.c includes into its table, in order."""
    text = open(BUILTINS_C).read()
    files = re.findall(r'^#include "(glsl/check/builtins[^"]*\.def)"', text, re.M)
    if not files:
        sys.exit("gen-builtin-index.py: no builtins*.def includes found in " + BUILTINS_C)
    return files


def row_names(files):
    """Each row's name and signature (the first two arguments of its row macro)."""
    stub = "".join("#define %s(name, sig, ...) BUILTIN_INDEX_ROW_(name, sig)\n" % m for m in ROW_MACROS)
    stub += "".join('#include "%s"\n' % f for f in files)
    cc = shlex.split(os.environ.get("CC", "cc"))
    with tempfile.NamedTemporaryFile("w", suffix=".c", delete=False) as t:
        t.write(stub)
    try:
        p = subprocess.run(cc + ["-E", "-P", "-I" + os.path.join(ROOT, "src"), "-I" + os.path.join(ROOT, "include"),
                                 t.name], capture_output=True, text=True)
    finally:
        os.unlink(t.name)
    if p.returncode != 0:
        sys.exit("gen-builtin-index.py: the preprocessor failed:\n" + p.stderr)
    literals = r'((?:"(?:[^"\\]|\\.)*"\s*)+)'
    names, sigs = [], []
    for name, sig in re.findall(r'BUILTIN_INDEX_ROW_\(\s*' + literals + r',\s*' + literals + r'\)', p.stdout):
        names.append("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', name)))
        sigs.append("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', sig)))
    if len(names) != p.stdout.count("BUILTIN_INDEX_ROW_("):
        sys.exit("gen-builtin-index.py: a row whose name or signature is not a string literal")
    return names, sigs


def max_params():
    m = re.search(r"#define BUILTIN_MAX_PARAMS (\d+)", open(BUILTINS_H).read())
    if not m:
        sys.exit("gen-builtin-index.py: no BUILTIN_MAX_PARAMS in " + BUILTINS_H)
    return int(m.group(1))


DIRECTIONS = {">": "PARAM_OUT", "&": "PARAM_INOUT", "*": "PARAM_INTERPOLANT"}


def letter_at(sig, p):
    """The letter at sig[p] and its digit ("" for none), and where the next begins."""
    digit = sig[p + 1] if p + 1 < len(sig) and sig[p + 1].isdigit() else ""
    return (sig[p], digit), p + 1 + len(digit)


def forms_of(sig, limit):
    """The forms of a signature ("R(PP) R(PPP)", builtins.c's header
    comment), each as (ret, params, flags): ret and each parameter a
    (letter, digit) pair, the parameters with their direction; flags the
    shapes try_form tries (sized, vector_only, matrix, square) and the
    first parameter of the family's type (G V S X M T Q C W) and the first
    sized one (G V B I U F), -1 for none."""
    forms, p, n = [], 0, len(sig)
    while True:
        while p < n and sig[p] == " ":
            p += 1
        if p >= n:
            return forms
        ret, p = letter_at(sig, p)
        letters = [ret[0]]
        p += 1  # (
        params = []
        while p < n and sig[p] != ")" and len(params) < limit:
            direction = "PARAM_IN"
            if sig[p] in DIRECTIONS:
                direction = DIRECTIONS[sig[p]]
                p += 1
            if sig[p] in "qo":
                direction = "PARAM_REFERENCE"
            (letter, digit), p = letter_at(sig, p)
            params.append((letter, digit, direction))
            letters.append(letter)
        if p < n and sig[p] == ")":
            p += 1
        sized = any(c in "GBIUFV" for c in letters)
        vector_only = "V" in letters
        matrix = any(c in "MTCWQ" for c in letters)
        square = "Q" in letters
        family = next((i for i, q in enumerate(params) if q[0] in "GVSXMTQCW"), -1)
        sized_param = next((i for i, q in enumerate(params) if q[0] in "GVBIUF"), -1)
        forms.append((ret, params, (sized, vector_only, matrix, square, family, sized_param)))


def c_letter(letter, digit):
    return "{'%s', %s}" % (letter, "'%s'" % digit if digit else "0")


def emit_forms(sigs):
    """builtin_index_form_first and builtin_index_forms: every row's forms,
    decoded here once rather than read from the signature at every call."""
    limit = max_params()
    first, lines = [], []
    for row, sig in enumerate(sigs):
        first.append(len(lines))
        for ret, params, flags in forms_of(sig, limit):
            letters = ", ".join(c_letter(l, d) for l, d, _ in params)
            dirs = ", ".join(d for _, _, d in params)
            lines.append("    {%s, {%s}, {%s}, %d, %s}, /* %d */" % (
                c_letter(*ret), letters or "{0}", dirs or "0", len(params), ", ".join(str(int(f)) for f in flags), row))
    first.append(len(lines))
    out = ["typedef struct BuiltinForm {",
           "    char ret[2];                             /* letter, digit (0: none) */",
           "    char params[BUILTIN_MAX_PARAMS][2];",
           "    uint8_t directions[BUILTIN_MAX_PARAMS];  /* ParamDirection */",
           "    uint8_t count;",
           "    uint8_t sized, vector_only, matrix, square; /* which shapes to try */",
           "    int8_t family_param; /* the first parameter of the family's type (G V S X M T Q C W); -1: none */",
           "    int8_t sized_param;  /* the first sized parameter (G V B I U F); -1: none */",
           "} BuiltinForm;",
           "",
           "#define BUILTIN_INDEX_FORMS %d" % len(lines),
           "",
           "/* Row i's forms are builtin_index_forms[first[i]] to [first[i + 1]]. */",
           "static const uint16_t builtin_index_form_first[BUILTIN_INDEX_ROWS + 1] = {"]
    out += number_rows(first)
    out += ["};", "",
            "/* Every row's forms, in signature order (the row number in the comment). */",
            "static const BuiltinForm builtin_index_forms[BUILTIN_INDEX_FORMS] = {"]
    return out + lines + ["};", ""]


def build(names):
    order = []          # distinct names, in order of first row
    rows_of = {}
    for i, n in enumerate(names):
        if n not in rows_of:
            rows_of[n] = []
            order.append(n)
        rows_of[n].append(i)
    size = 16
    while size < 2 * len(order):
        size *= 2
    slots = [0] * size
    longest = 0
    for k, n in enumerate(order):
        h = fnv1a(n.encode()) & (size - 1)
        probes = 1
        while slots[h]:
            h = (h + 1) & (size - 1)
            probes += 1
        slots[h] = k + 1
        longest = max(longest, probes)
    rows, spans = [], []
    for n in order:
        spans.append((len(rows), len(rows_of[n]), n))
        rows.extend(rows_of[n])
    return rows, spans, slots, longest


def name_index(prefix, rows_size, names_type, names):
    """The three arrays of a name index over `names` (one per table row):
    PREFIX_rows (each name's rows, in table order), PREFIX_names (per name
    its first place in PREFIX_rows and its count, as `names_type`) and
    PREFIX_slots (the hash table); `rows_size` is the rows array's size."""
    rows, spans, slots, longest = build(names)
    upper = prefix.upper()
    out = ["#define %s_NAMES %d" % (upper, len(spans)),
           "#define %s_SLOTS %d  /* a power of two; the longest probe is %d */" % (upper, len(slots), longest),
           "",
           "/* The rows of each name, in table order. */",
           "static const uint16_t %s_rows[%s] = {" % (prefix, rows_size or len(rows))]
    out += number_rows(rows)
    out += ["};", "",
            "/* Per name: its first place in %s_rows and how many rows. */" % prefix,
            names_type % ("%s_names[%s_NAMES]" % (prefix, upper)) + " = {"]
    for first, count, n in spans:
        out.append("    {%d, %d}, /* %s */" % (first, count, n))
    out += ["};", "",
            "/* By FNV-1a of the name, linear probing: a name's number + 1; 0 is empty. */",
            "static const uint16_t %s_slots[%s_SLOTS] = {" % (prefix, upper)]
    out += number_rows(slots)
    return out + ["};", "", "#endif", ""]


def emit(names, sigs, files):
    out = ["/* Generated by scripts/gen-builtin-index.py from the rows of %s." % ", ".join(
               os.path.basename(f) for f in files),
           " * Do not edit: rerun `make builtin-index` after changing a .def file.",
           " * builtins.c includes it once; see the script for the layout. */",
           "#ifndef GLSPV_GLSL_BUILTINS_INDEX_H",
           "#define GLSPV_GLSL_BUILTINS_INDEX_H",
           "",
           "#define BUILTIN_INDEX_ROWS %d  /* rows of builtins[] */" % len(names),
           "",
           "typedef struct BuiltinIndexName {",
           "    uint16_t first; /* into builtin_index_rows */",
           "    uint16_t count;",
           "} BuiltinIndexName;",
           ""]
    out += emit_forms(sigs)
    out += name_index("builtin_index", "BUILTIN_INDEX_ROWS", "static const BuiltinIndexName %s", names)
    return "\n".join(out)


def number_rows(values):
    """A C array's numbers, 16 a line."""
    return ["    " + ", ".join(str(v) for v in values[i:i + 16]) + "," for i in range(0, len(values), 16)]


def c_table(path, name):
    """The rows between `name[] = {` and the `};` that closes it."""
    m = re.search(r"\b" + name + r"\[\] = \{\n(.*?)\n\};", open(path).read(), re.S)
    if not m:
        sys.exit("gen-builtin-index.py: no table %s[] in %s" % (name, path))
    return m.group(1)


VAR_TABLES = ("builtin_vars", "opengl_vars", "ext_builtin_vars")


def preprocessed(path):
    """`path` through the C preprocessor (the tables' row macros expanded)."""
    cc = shlex.split(os.environ.get("CC", "cc"))
    p = subprocess.run(cc + ["-E", "-P", "-D_POSIX_C_SOURCE=200809L", "-I" + os.path.join(ROOT, "src"),
                             "-I" + os.path.join(ROOT, "include"), path], capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("gen-builtin-index.py: the preprocessor failed:\n" + p.stderr)
    return p.stdout


def emit_vars():
    counts, names = [], []
    if not os.path.exists(VARS_OUT):
        open(VARS_OUT, "w").close()  # check_stage.c includes it
    text = preprocessed(CHECK_STAGE_C)
    for t in VAR_TABLES:
        m = re.search(r"\b" + t + r"\[\] = \{(.*?)\};", text, re.S)
        if not m:
            sys.exit("gen-builtin-index.py: no table %s[] in %s" % (t, CHECK_STAGE_C))
        # Each row starts with its BuiltinVar: the name, then the type name.
        rows = re.findall(r'"(gl_\w+)"\s*,\s*"', m.group(1))
        counts.append(len(rows))
        names += rows
    out = ["/* Generated by scripts/gen-builtin-index.py from the tables %s of check_stage.c." % ", ".join(VAR_TABLES),
           " * Do not edit: rerun `make builtin-index` after changing them.",
           " * check_stage.c includes it once; see the script for the layout. */",
           "#ifndef GLSPV_GLSL_BUILTIN_VARS_INDEX_H",
           "#define GLSPV_GLSL_BUILTIN_VARS_INDEX_H",
           ""]
    out += ["#define BUILTIN_VAR_INDEX_%s %d" % (t.upper(), n) for t, n in zip(VAR_TABLES, counts)]
    out += name_index("builtin_var_index", None, "static const uint16_t %s[2]", names)
    return "\n".join(out)


def chained_index(prefix, entries, buckets, what):
    """The C arrays <prefix>_heads and <prefix>_next: `entries` chained by
    the bucket first letter * 31 + length (& buckets - 1), each bucket in
    table order, as the C side walks them."""
    if len(entries) > 255:
        sys.exit("gen-builtin-index.py: more than 255 %s" % what)
    heads, nexts = [0] * buckets, [0] * len(entries)
    for e in range(len(entries) - 1, -1, -1):  # backwards: each bucket lists its entries in table order
        w = entries[e].encode()
        b = (w[0] * 31 + len(w)) & (buckets - 1)
        nexts[e] = heads[b]
        heads[b] = e + 1
    out = ["static const uint8_t %s_heads[%d] = {" % (prefix, buckets)]
    out += number_rows(heads)
    out += ["};", "",
            "/* The entry after entry i in its bucket, + 1; 0: the last. */",
            "static const uint8_t %s_next[%d] = {" % (prefix, len(nexts))]
    out += number_rows(nexts)
    out += ["};", "", "#endif", ""]
    return out


def emit_keywords():
    words = [re.findall(r'WORD\("([^"]*)"\)', c_table(KEYWORDS_C, t)) for t in ("keywords", "reserved")]
    out = ["/* Generated by scripts/gen-builtin-index.py from the tables keywords and reserved of keywords.c.",
           " * Do not edit: rerun `make builtin-index` after changing them.",
           " * keywords.c includes it once; see the script for the layout. */",
           "#ifndef GLSPV_GLSL_KEYWORDS_INDEX_H",
           "#define GLSPV_GLSL_KEYWORDS_INDEX_H",
           "",
           "#define KEYWORD_INDEX_KEYWORDS %d" % len(words[0]),
           "#define KEYWORD_INDEX_RESERVED %d" % len(words[1]),
           "",
           "/* Per bucket: its first entry + 1 (keywords, then reserved words); 0: none. */"]
    out += chained_index("keyword_index", words[0] + words[1], 64, "keywords and reserved words")
    return "\n".join(out)


def emit_type_names():
    names = re.findall(r'SCALAR\("([^"]*)"', c_table(TYPE_NAMES_C, "scalars"))
    out = ["/* Generated by scripts/gen-builtin-index.py from the table scalars of type_names.c.",
           " * Do not edit: rerun `make builtin-index` after changing it.",
           " * type_names.c includes it once; see the script for the layout. */",
           "#ifndef GLSPV_GLSL_TYPE_NAMES_INDEX_H",
           "#define GLSPV_GLSL_TYPE_NAMES_INDEX_H",
           "",
           "#define SCALAR_INDEX_NAMES %d" % len(names),
           "",
           "/* Per bucket (first letter * 31 + length, & 31): its first entry + 1; 0: none. */"]
    out += chained_index("scalar_index", names, 32, "scalar type names")
    return "\n".join(out)


def write_or_check(path, text, check):
    if check:
        old = open(path).read() if os.path.exists(path) else ""
        if old != text:
            sys.exit("%s is stale: run make builtin-index" % path)
        return
    with open(path, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--check", action="store_true", help="fail if --out differs from what would be written")
    a = ap.parse_args()
    files = def_files()
    names, sigs = row_names(files)
    write_or_check(a.out, emit(names, sigs, files), a.check)
    write_or_check(VARS_OUT, emit_vars(), a.check)
    write_or_check(KEYWORDS_OUT, emit_keywords(), a.check)
    write_or_check(TYPE_NAMES_OUT, emit_type_names(), a.check)


main()
