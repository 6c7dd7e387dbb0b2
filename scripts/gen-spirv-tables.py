#!/usr/bin/env python3
"""Generate src/spirv/tables.{c,h} from the SPIR-V grammar.

Reads the machine-readable grammar that Debian's spirv-headers package installs
(spirv.core.grammar.json, every extinst.*.grammar.json, and the tool registry
spir-v.xml) and writes C tables: opcodes, operand kinds, enumerants, extended
instruction sets and generator names, plus hash tables so that every lookup by
number or by name is constant time.

Standard library only. Usage:
    gen-spirv-tables.py [--grammar-dir DIR] [--registry FILE] [--out-dir DIR]
"""

import argparse
import glob
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

VERSION_NONE = 0xFFFFFFFF  # "version": "None": only reachable through extensions/capabilities
NO_LAST_VERSION = 0xFFFFFFFF

# The name an OpExtInstImport uses for each grammar file. The JSON files do not
# carry it, so it is listed here; an unknown file is an error, never a guess.
EXT_SET_NAMES = {
    "debuginfo": "DebugInfo",
    "glsl.std.450": "GLSL.std.450",
    "nonsemantic.clspvreflection": "NonSemantic.ClspvReflection.",
    "nonsemantic.debugprintf": "NonSemantic.DebugPrintf",
    "nonsemantic.shader.debuginfo.100": "NonSemantic.Shader.DebugInfo.100",
    "opencl.debuginfo.100": "OpenCL.DebugInfo.100",
    "opencl.std.100": "OpenCL.std",
    "spv-amd-gcn-shader": "SPV_AMD_gcn_shader",
    "spv-amd-shader-ballot": "SPV_AMD_shader_ballot",
    "spv-amd-shader-explicit-vertex-parameter": "SPV_AMD_shader_explicit_vertex_parameter",
    "spv-amd-shader-trinary-minmax": "SPV_AMD_shader_trinary_minmax",
}
# Sets whose import name is a prefix followed by a version number.
EXT_SET_PREFIX = {"nonsemantic.clspvreflection"}

# Operand kinds that are always exactly one word.
ONE_WORD_KINDS = {"IdResultType", "IdResult", "IdRef", "IdScope", "IdMemorySemantics", "LiteralInteger"}

CATEGORIES = {"BitEnum": "SPV_CAT_BIT_ENUM", "ValueEnum": "SPV_CAT_VALUE_ENUM",
              "Id": "SPV_CAT_ID", "Literal": "SPV_CAT_LITERAL",
              "Composite": "SPV_CAT_COMPOSITE"}
QUANTS = {None: "SPV_QUANT_ONE", "?": "SPV_QUANT_OPTIONAL", "*": "SPV_QUANT_VARIADIC"}


def fnv1a(data, seed=0x811C9DC5):
    """32-bit FNV-1a; src/spirv/grammar.c computes the same function."""
    h = seed
    for b in data:
        h ^= b
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def hash_name(kind, name):
    return fnv1a(name.encode("utf-8"), fnv1a(kind.to_bytes(4, "little")))


def hash_value(kind, value):
    return fnv1a(value.to_bytes(4, "little"), fnv1a(kind.to_bytes(4, "little")))


def parse_version(text, default):
    if text is None:
        return default
    if text == "None":
        return VERSION_NONE
    major, minor = text.split(".")
    return (int(major) << 16) | (int(minor) << 8)


def c_string(s):
    out = []
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif 32 <= ord(ch) < 127:
            out.append(ch)
        else:
            out.append("\\%03o" % ord(ch))
    return '"' + "".join(out) + '"'


def c_ident(s):
    return re.sub(r"[^A-Za-z0-9_]", "_", s)


class Tables:
    """Everything the C file holds, flattened into arrays."""

    def __init__(self):
        self.kinds = []             # dicts: name, cident, category, enumerants(list idx), bases
        self.kind_index = {}        # (scope, name) -> index; scope "" is core
        self.enumerants = []        # dicts
        self.operand_lists = []     # (kind index, quant, name)
        self.cap_lists = []         # capability values
        self.ext_names = []         # sorted unique extension names
        self.ext_lists = []         # indices into ext_names
        self.insts = []             # dicts
        self.ext_sets = []          # dicts
        self.ext_insts = []         # dicts
        self.generators = {}        # id -> name

    # -- shared lists -------------------------------------------------------
    def add_operands(self, operands, scope):
        start = len(self.operand_lists)
        for op in operands:
            kind = self.resolve_kind(op["kind"], scope)
            self.operand_lists.append((kind, QUANTS[op.get("quantifier")], op.get("name")))
        return start, len(operands)

    def add_caps(self, names):
        start = len(self.cap_lists)
        for n in names:
            self.cap_lists.append(self.capability_value(n))
        return start, len(names)

    def add_exts(self, names):
        start = len(self.ext_lists)
        for n in names:
            self.ext_lists.append(self.ext_names.index(n))
        return start, len(names)

    def resolve_kind(self, name, scope):
        if (scope, name) in self.kind_index:
            return self.kind_index[(scope, name)]
        if ("", name) in self.kind_index:
            return self.kind_index[("", name)]
        sys.exit("gen-spirv-tables: unknown operand kind %r (in %s)" % (name, scope or "core"))

    def capability_value(self, name):
        kind = self.kinds[self.kind_index[("", "Capability")]]
        for e in kind["enumerants"]:
            if self.enumerants[e]["name"] == name:
                return self.enumerants[e]["value"]
        sys.exit("gen-spirv-tables: unknown capability %r" % name)


def requirements(entry, caps_key="capabilities"):
    caps = entry.get(caps_key, [])
    if caps_key == "capabilities" and "capability" in entry:
        caps = caps + [entry["capability"]]
    return caps, entry.get("extensions", [])


def load(grammar_dir, registry):
    t = Tables()
    core = json.load(open(os.path.join(grammar_dir, "spirv.core.grammar.json")))
    files = sorted(glob.glob(os.path.join(grammar_dir, "extinst.*.grammar.json")))
    ext_grammars = []
    for path in files:
        key = os.path.basename(path)[len("extinst."):-len(".grammar.json")]
        if key not in EXT_SET_NAMES:
            sys.exit("gen-spirv-tables: no import name known for %s; add it to EXT_SET_NAMES" % path)
        ext_grammars.append((key, json.load(open(path))))

    # Collect every extension name first so lists can refer to them by index.
    names = set()
    for inst in core["instructions"]:
        names.update(inst.get("extensions", []))
    for kind in core["operand_kinds"]:
        for e in kind.get("enumerants", []):
            names.update(e.get("extensions", []))
    for _, g in ext_grammars:
        for inst in g["instructions"]:
            names.update(inst.get("extensions", []))
    t.ext_names = sorted(names)

    # Operand kinds: core first, then each set's own kinds, scoped by set.
    scoped_kinds = [("", k) for k in core["operand_kinds"]]
    for key, g in ext_grammars:
        scoped_kinds += [(key, k) for k in g.get("operand_kinds", [])]
    for scope, k in scoped_kinds:
        prefix = (c_ident(EXT_SET_NAMES[scope]).rstrip("_") + "_") if scope else ""
        t.kind_index[(scope, k["kind"])] = len(t.kinds)
        t.kinds.append({"name": k["kind"], "cident": prefix + k["kind"],
                        "category": k["category"], "enumerants": [],
                        "bases": k.get("bases", []), "scope": scope, "json": k})
    # Enumerants, sorted by value within their kind but otherwise in grammar
    # order, so the first name listed for a value is the one printed.
    for ki, kind in enumerate(t.kinds):
        ents = kind["json"].get("enumerants", [])
        keyed = []
        for order, e in enumerate(ents):
            v = e["value"]
            v = int(v, 0) if isinstance(v, str) else int(v)
            keyed.append((v, order, e))
        keyed.sort(key=lambda x: (x[0], x[1]))
        for v, _, e in keyed:
            kind["enumerants"].append(len(t.enumerants))
            t.enumerants.append({"name": e["enumerant"], "value": v, "kind": ki, "json": e})
    # Parameters and requirements need every kind and the capability list.
    for e in t.enumerants:
        j = e["json"]
        scope = t.kinds[e["kind"]]["scope"]
        e["params"] = t.add_operands(j.get("parameters", []), scope)
        caps, exts = requirements(j)
        e["caps"] = t.add_caps(caps)
        e["exts"] = t.add_exts(exts)
        e["version"] = parse_version(j.get("version"), 0x00010000)
        e["last"] = parse_version(j.get("lastVersion"), NO_LAST_VERSION)
    for kind in t.kinds:
        kind["base_kinds"] = [t.resolve_kind(b, kind["scope"]) for b in kind["bases"]]

    # Core instructions, sorted by opcode and then name, as SPIRV-Tools sorts
    # them: the first name of an opcode is the one spirv-dis prints, later
    # ones are aliases.
    classes = [c["tag"] for c in core.get("instruction_printing_class", [])]
    insts = sorted(core["instructions"], key=lambda i: (i["opcode"], i["opname"]))
    seen = set()
    categories = {k["kind"]: k["category"] for k in core["operand_kinds"]}
    for inst in insts:
        ops = inst.get("operands", [])
        kinds = [o["kind"] for o in ops]
        caps, exts = requirements(inst)
        # Where requirements can hide beyond the instruction's own: an
        # enumerant operand, or an extended instruction number. enum_word is
        # the word it starts at when only one-word operands come before it
        # (an OpLoad without its optional MemoryAccess has none), else 1;
        # 0 when there is none.
        enum_word = 0
        for pos, o in enumerate(ops):
            if categories.get(o["kind"]) in ("ValueEnum", "BitEnum") or o["kind"] == "LiteralExtInstInteger":
                one_word = all(p.get("quantifier", "") == "" and p["kind"] in ONE_WORD_KINDS for p in ops[:pos])
                enum_word = pos + 1 if one_word else 1
                break
        t.insts.append({
            "name": inst["opname"], "opcode": inst["opcode"],
            "operands": t.add_operands(ops, ""),
            "has_type": "IdResultType" in kinds, "has_result": "IdResult" in kinds,
            "caps": t.add_caps(caps), "exts": t.add_exts(exts),
            "version": parse_version(inst.get("version"), 0x00010000),
            "last": parse_version(inst.get("lastVersion"), NO_LAST_VERSION),
            "class": inst.get("class", ""), "alias": inst["opcode"] in seen, "enum_word": enum_word})
        seen.add(inst["opcode"])
    t.classes = classes

    # Extended instruction sets.
    for key, g in ext_grammars:
        first = len(t.ext_insts)
        for inst in sorted(g["instructions"], key=lambda i: i["opcode"]):
            caps, exts = requirements(inst)
            t.ext_insts.append({"name": inst["opname"], "opcode": inst["opcode"],
                                "operands": t.add_operands(inst.get("operands", []), key),
                                "caps": t.add_caps(caps), "exts": t.add_exts(exts)})
        t.ext_sets.append({"name": EXT_SET_NAMES[key], "prefix": key in EXT_SET_PREFIX,
                           "cident": c_ident(EXT_SET_NAMES[key]).rstrip("_"),
                           "first": first, "count": len(t.ext_insts) - first,
                           "version": g.get("version", 0), "revision": g.get("revision", 0)})

    # Generator ids from the registry.
    root = ET.parse(registry).getroot()
    for node in root.iter("id"):
        if node.get("value") is None or node.get("vendor") is None:
            continue
        vendor, tool = node.get("vendor"), node.get("tool")
        t.generators[int(node.get("value"))] = vendor + (" " + tool if tool else "")

    t.core_version = (core["major_version"], core["minor_version"], core["revision"])
    return t


def hash_table(items, hash_fn):
    """Open addressing with linear probing; slot holds index + 1, 0 is empty."""
    size = 16
    while size < 2 * len(items):
        size *= 2
    slots = [0] * size
    for index, key in items:
        h = hash_fn(key) & (size - 1)
        while slots[h]:
            h = (h + 1) & (size - 1)
        slots[h] = index + 1
    return slots


def emit_array(out, ctype, name, values, per_line=12):
    out.append("const %s %s[%d] = {" % (ctype, name, max(len(values), 1)))
    if not values:
        out.append("    0,")
    for i in range(0, len(values), per_line):
        out.append("    " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
    out.append("};")
    out.append("")


def write_header(t, path, banner):
    h = [banner, "#ifndef GLSPV_SPIRV_TABLES_H", "#define GLSPV_SPIRV_TABLES_H", "",
         "#include <stdint.h>", ""]
    h.append("#define SPV_GRAMMAR_VERSION 0x%08x /* %d.%d revision %d */" % (
        (t.core_version[0] << 16) | (t.core_version[1] << 8), *t.core_version))
    h.append("#define SPV_VERSION_NONE 0xffffffffu /* reachable only through an extension or capability */")
    h.append("#define SPV_NO_LAST_VERSION 0xffffffffu")
    h.append("#define SPV_MAX_OPCODE %d" % max(i["opcode"] for i in t.insts))
    h.append("#define SPV_INST_COUNT %d" % len(t.insts))
    h.append("#define SPV_ENUMERANT_COUNT %d" % len(t.enumerants))
    h.append("#define SPV_EXT_INST_COUNT %d" % len(t.ext_insts))
    h.append("#define SPV_EXTENSION_COUNT %d" % len(t.ext_names))
    h.append("#define SPV_MAX_GENERATOR %d" % max(t.generators))
    h.append("")
    h.append("/* Operand kinds. Those of an extended instruction set are prefixed with the set. */")
    h.append("typedef enum SpvKind {")
    for k in t.kinds:
        h.append("    SPV_KIND_%s," % k["cident"])
    h.append("    SPV_KIND_COUNT")
    h.append("} SpvKind;")
    h.append("")
    h.append("/* Extended instruction sets, in the order of spv_ext_sets[]. */")
    h.append("typedef enum SpvExtSetId {")
    h.append("    SPV_EXT_SET_NONE = -1,")
    for s in t.ext_sets:
        h.append("    SPV_EXT_SET_%s," % s["cident"])
    h.append("    SPV_EXT_SET_COUNT")
    h.append("} SpvExtSetId;")
    h.append("")
    h.append("/* Instruction classes of the core grammar (its instruction_printing_class tags). */")
    h.append("typedef enum SpvClass {")
    for c in t.classes:
        h.append("    SPV_CLASS_%s," % c_ident(c).strip("_").replace("__", "_"))
    h.append("    SPV_CLASS_COUNT")
    h.append("} SpvClass;")
    h.append("")
    h.append("/* Opcodes, spelled as in the specification (aliases included). */")
    h.append("typedef enum SpvOp {")
    for i in t.insts:
        h.append("    Spv%s = %d," % (i["name"], i["opcode"]))
    h.append("} SpvOp;")
    h.append("")
    h.append("/* Enumerants of the core kinds: Spv<Kind><Name>, with a Mask suffix for bit enums. */")
    for k in t.kinds:
        if k["scope"] or k["category"] not in ("ValueEnum", "BitEnum"):
            continue
        suffix = "Mask" if k["category"] == "BitEnum" else ""
        h.append("enum {")
        for e in k["enumerants"]:
            e = t.enumerants[e]
            h.append("    Spv%s%s%s = 0x%x," % (k["name"], e["name"], suffix, e["value"]))
        h.append("};")
    h.append("/* GLSL.std.450 instruction numbers, named as in the official GLSL.std.450.h. */")
    h.append("enum {")
    for sset in t.ext_sets:
        if sset["name"] != "GLSL.std.450":
            continue
        for i in range(sset["first"], sset["first"] + sset["count"]):
            x = t.ext_insts[i]
            h.append("    GLSLstd450%s = %d," % (x["name"], x["opcode"]))
    h.append("};")
    h.append("")
    h.append("#endif")
    open(path, "w").write("\n".join(h) + "\n")


def write_source(t, path, banner):
    c = [banner, '#include "spirv/grammar.h"', ""]
    c.append("const SpvKindInfo spv_kinds[SPV_KIND_COUNT] = {")
    for k in t.kinds:
        ents = k["enumerants"]
        first = ents[0] if ents else 0
        bases = k["base_kinds"] + [0, 0]
        c.append("    {%s, %s, %d, %d, {%d, %d}, %d}," % (
            c_string(k["name"]), CATEGORIES[k["category"]], first, len(ents),
            bases[0], bases[1], len(k["base_kinds"])))
    c.append("};")
    c.append("")
    c.append("const SpvOperandInfo spv_operand_lists[%d] = {" % max(1, len(t.operand_lists)))
    for kind, quant, name in t.operand_lists:
        c.append("    {%d, %s, %s}," % (kind, quant, c_string(name) if name else "0"))
    c.append("};")
    c.append("")
    emit_array(c, "uint32_t", "spv_capability_lists", t.cap_lists)
    emit_array(c, "uint16_t", "spv_extension_lists", t.ext_lists)
    c.append("const char *const spv_extension_names[SPV_EXTENSION_COUNT] = {")
    for n in t.ext_names:
        c.append("    %s," % c_string(n))
    c.append("};")
    c.append("")

    def reqs(e):
        return "{%d, %d, %d, %d, 0x%08xu, 0x%08xu}" % (
            e["caps"][0], e["caps"][1], e["exts"][0], e["exts"][1], e["version"], e["last"])

    c.append("const SpvEnumerantInfo spv_enumerants[SPV_ENUMERANT_COUNT] = {")
    for e in t.enumerants:
        c.append("    {%s, %du, %d, %d, %d, %s}," % (
            c_string(e["name"]), e["value"], e["kind"], e["params"][0], e["params"][1], reqs(e)))
    c.append("};")
    c.append("")
    class_ids = {cl: i for i, cl in enumerate(t.classes)}
    c.append("const SpvInstInfo spv_insts[SPV_INST_COUNT] = {")
    for i in t.insts:
        c.append("    {%s, %d, %d, %d, %d, %d, %d, %d, %d, %s}," % (
            c_string(i["name"]), i["opcode"], i["operands"][0], i["operands"][1],
            int(i["has_type"]), int(i["has_result"]), int(i["alias"]),
            class_ids.get(i["class"], 0), i["enum_word"], reqs(i)))
    c.append("};")
    c.append("")
    c.append("const SpvExtSetInfo spv_ext_sets[SPV_EXT_SET_COUNT] = {")
    for s in t.ext_sets:
        c.append("    {%s, %d, %d, %d, %d, %d}," % (c_string(s["name"]), int(s["prefix"]),
                                                  s["first"], s["count"], s["version"], s["revision"]))
    c.append("};")
    c.append("")
    c.append("const SpvExtInstInfo spv_ext_insts[SPV_EXT_INST_COUNT] = {")
    for i in t.ext_insts:
        c.append("    {%s, %du, %d, %d, {%d, %d, %d, %d, 0x00010000u, SPV_NO_LAST_VERSION}}," % (
            c_string(i["name"]), i["opcode"], i["operands"][0], i["operands"][1],
            i["caps"][0], i["caps"][1], i["exts"][0], i["exts"][1]))
    c.append("};")
    c.append("")
    c.append("const char *const spv_generator_names[SPV_MAX_GENERATOR + 1] = {")
    for g in range(max(t.generators) + 1):
        c.append("    %s," % (c_string(t.generators[g]) if g in t.generators else "0"))
    c.append("};")
    c.append("")

    # Lookup tables. Opcode -> first (canonical) instruction: a direct index.
    by_opcode = [0] * (max(i["opcode"] for i in t.insts) + 1)
    for idx, i in reversed(list(enumerate(t.insts))):
        by_opcode[i["opcode"]] = idx + 1
    emit_array(c, "uint16_t", "spv_inst_by_opcode_table", by_opcode, 16)
    slots = hash_table([(i, x["name"]) for i, x in enumerate(t.insts)],
                       lambda n: hash_name(0xFFFF, n))
    emit_array(c, "uint16_t", "spv_inst_name_slots", slots, 16)
    # What spv_finish may pass over without decoding in a module that
    # declares Shader (builder.c): an instruction or enumerant "asks nothing"
    # when it needs no capability or one that Shader declares (Shader, and
    # what Shader implies), no extension, is core from SPIR-V 1.0 on and never
    # removed, and nothing that follows it can be an enumerant (or an
    # extended instruction number).
    cap_kind = t.kinds[t.kind_index[("", "Capability")]]
    cap_reqs = {t.enumerants[e]["value"]: t.enumerants[e] for e in cap_kind["enumerants"]}
    with_shader, todo = set(), [t.capability_value("Shader")]
    while todo:
        cap = todo.pop()
        if cap not in with_shader:
            with_shader.add(cap)
            first, count = cap_reqs[cap]["caps"]
            todo += t.cap_lists[first:first + count]

    def no_reqs(e):
        first, count = e["caps"]
        caps_met = not count or any(c in with_shader for c in t.cap_lists[first:first + count])
        return (caps_met and not e["exts"][1] and e["version"] <= 0x00010000
                and e["last"] == NO_LAST_VERSION)

    def plain_kind(k):
        kind = t.kinds[k]
        if kind["category"] in ("ValueEnum", "BitEnum") or kind["name"] == "LiteralExtInstInteger":
            return False
        return all(plain_kind(b) for b in kind["base_kinds"])

    def plain_operands(first, count):
        return all(plain_kind(t.operand_lists[i][0]) for i in range(first, first + count))

    # Opcodes all of whose entries ask nothing of their own.
    opcode_free = [True] * (max(i["opcode"] for i in t.insts) + 1)
    present = set(i["opcode"] for i in t.insts)
    for i in t.insts:
        opcode_free[i["opcode"]] = opcode_free[i["opcode"]] and no_reqs(i)
    bits = [0] * (len(opcode_free) // 8 + 1)
    for op, free in enumerate(opcode_free):
        if free and op in present:
            bits[op >> 3] |= 1 << (op & 7)
    emit_array(c, "uint8_t", "spv_opcode_asks_nothing_with_shader", bits, 16)
    # Opcodes whose first enumerant operand is at the fixed word enum_word
    # and is followed by no other enumerant: such an instruction asks nothing
    # when that operand's word asks nothing (below). Word 1 included: the
    # OpEntryPoint and OpSource of every module.
    bits = [0] * (len(opcode_free) // 8 + 1)
    one_enum = [0] * (len(opcode_free) // 8 + 1)
    for op, free in enumerate(opcode_free):
        entries = [i for i in t.insts if i["opcode"] == op]
        ok = entries and all(i["enum_word"] > 0 for i in entries)
        for i in entries if ok else []:
            first, count = i["operands"]
            at = first + i["enum_word"] - 1
            kind = t.kinds[t.operand_lists[at][0]]
            ok = ok and kind["category"] in ("ValueEnum", "BitEnum") and \
                plain_operands(first, i["enum_word"] - 1) and plain_operands(at + 1, first + count - at - 1)
        if ok:
            one_enum[op >> 3] |= 1 << (op & 7)
            if free:
                bits[op >> 3] |= 1 << (op & 7)
    emit_array(c, "uint8_t", "spv_opcode_word_decides_with_shader", bits, 16)
    # The same whatever the opcode itself needs: its needs and the enumerant
    # word's are all an instruction of it can ask (spv_finish looks them up).
    emit_array(c, "uint8_t", "spv_opcode_one_enum_word", one_enum, 16)
    # By enumerant kind, the words that ask nothing: for a value kind, a bit
    # for each value under 64 all of whose enumerants ask nothing and take no
    # enumerant as a parameter; for a bit kind, the bits that ask nothing so
    # (a word asks nothing when all its bits do).
    free_values = []
    for kind in t.kinds:
        mask, seen_bad = 0, set()
        bit_kind = kind["category"] == "BitEnum"
        for e in kind["enumerants"] if kind["category"] in ("ValueEnum", "BitEnum") else []:
            e = t.enumerants[e]
            v = e["value"]
            if bit_kind:
                if v == 0 or v & (v - 1):
                    continue
                v = v.bit_length() - 1
            if v >= 64:
                continue
            if no_reqs(e) and plain_operands(e["params"][0], e["params"][1]):
                if v not in seen_bad:
                    mask |= 1 << v
            else:
                seen_bad.add(v)
                mask &= ~(1 << v)
        free_values.append("0x%016xu" % mask)
    emit_array(c, "uint64_t", "spv_words_asking_nothing_with_shader", free_values, 4)
    # GLSL.std.450's instructions (numbers under 128) that ask nothing so:
    # an OpExtInst of the set whose number's bit is set asks nothing (its
    # operands are ids).
    glsl = [s for s in t.ext_sets if s["name"] == "GLSL.std.450"][0]
    free_glsl = [0, 0]
    for x in t.ext_insts[glsl["first"]:glsl["first"] + glsl["count"]]:
        first, count = x["caps"]
        caps_met = not count or any(c in with_shader for c in t.cap_lists[first:first + count])
        if x["opcode"] < 128 and caps_met and not x["exts"][1] and plain_operands(*x["operands"]):
            free_glsl[x["opcode"] >> 6] |= 1 << (x["opcode"] & 63)
    emit_array(c, "uint64_t", "spv_glsl450_asking_nothing_with_shader", ["0x%016xu" % w for w in free_glsl], 4)
    # Enumerants by (kind, value): only the first of equal values is entered.
    first_of_value = []
    for k, kind in enumerate(t.kinds):
        prev = None
        for e in kind["enumerants"]:
            v = t.enumerants[e]["value"]
            if v != prev:
                first_of_value.append((e, (k, v)))
            prev = v
    slots = hash_table(first_of_value, lambda kv: hash_value(kv[0], kv[1]))
    emit_array(c, "uint16_t", "spv_enumerant_value_slots", slots, 16)
    slots = hash_table([(i, (e["kind"], e["name"])) for i, e in enumerate(t.enumerants)],
                       lambda kn: hash_name(kn[0], kn[1]))
    emit_array(c, "uint16_t", "spv_enumerant_name_slots", slots, 16)
    slots = hash_table([(i, (x["set"], x["opcode"])) for i, x in enumerate(annotate_sets(t))],
                       lambda so: hash_value(so[0], so[1]))
    emit_array(c, "uint16_t", "spv_ext_inst_value_slots", slots, 16)
    slots = hash_table([(i, (x["set"], x["name"])) for i, x in enumerate(t.ext_insts)],
                       lambda sn: hash_name(sn[0], sn[1]))
    emit_array(c, "uint16_t", "spv_ext_inst_name_slots", slots, 16)
    c.append("const uint32_t spv_inst_name_slot_count = %d;" % len_slots(t.insts))
    c.append("const uint32_t spv_enumerant_value_slot_count = %d;" % len_slots(first_of_value))
    c.append("const uint32_t spv_enumerant_name_slot_count = %d;" % len_slots(t.enumerants))
    c.append("const uint32_t spv_ext_inst_slot_count = %d;" % len_slots(t.ext_insts))
    open(path, "w").write("\n".join(c) + "\n")


def annotate_sets(t):
    for s_index, s in enumerate(t.ext_sets):
        for i in range(s["first"], s["first"] + s["count"]):
            t.ext_insts[i]["set"] = s_index
    return t.ext_insts


def len_slots(items):
    size = 16
    while size < 2 * len(items):
        size *= 2
    return size


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--grammar-dir", default="/usr/include/spirv/unified1")
    ap.add_argument("--registry", default="/usr/include/spirv/spir-v.xml")
    ap.add_argument("--out-dir", default=os.path.join(os.path.dirname(__file__), "..", "src", "spirv"))
    args = ap.parse_args()
    t = load(args.grammar_dir, args.registry)
    annotate_sets(t)
    banner = ("/* Generated by scripts/gen-spirv-tables.py from the SPIR-V grammar %d.%d revision %d\n"
              " * (Debian spirv-headers) and spir-v.xml. Do not edit: edit the generator and rerun it. */"
              % t.core_version)
    write_header(t, os.path.join(args.out_dir, "tables.h"), banner)
    write_source(t, os.path.join(args.out_dir, "tables.c"), banner)


if __name__ == "__main__":
    main()
