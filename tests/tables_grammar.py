#!/usr/bin/env python3
"""Compare the compiled grammar tables with the grammar they come from.

    tables_grammar.py BUILD [--grammar-dir DIR] [--registry FILE]

Runs `BUILD/tests/tables --dump` (the format is described in
tests/unit/tables.c) and builds the same lines from the installed SPIR-V
grammar JSON and spir-v.xml, independently of scripts/gen-spirv-tables.py.
One test per kind of record: operand kinds, instructions (every opcode and
alias of spirv.core.grammar.json), enumerants, extended instructions (each
extinst.*.grammar.json must match one set of the tables), generator ids.
"""

import argparse
import collections
import glob
import json
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

NONE = 0xFFFFFFFF


def version(text, default):
    if text is None:
        return default
    if text == "None":
        return NONE
    major, minor = text.split(".")
    return (int(major) << 16) | (int(minor) << 8)


def operands(ops):
    if not ops:
        return "-"
    return ",".join(o["kind"] + o.get("quantifier", "") for o in ops)


def listed(items):
    items = list(items)
    return ",".join(sorted(str(i) for i in items)) if items else "-"


class Grammar:
    def __init__(self, grammar_dir):
        self.core = json.load(open(os.path.join(grammar_dir, "spirv.core.grammar.json")))
        self.ext = {}
        for path in sorted(glob.glob(os.path.join(grammar_dir, "extinst.*.grammar.json"))):
            self.ext[os.path.basename(path)] = json.load(open(path))
        self.capabilities = {}
        for kind in self.core["operand_kinds"]:
            if kind["kind"] == "Capability":
                for e in kind["enumerants"]:
                    self.capabilities[e["enumerant"]] = value(e["value"])

    def reqs(self, entry, with_version):
        caps = list(entry.get("capabilities", []))
        if "capability" in entry:
            caps.append(entry["capability"])
        fields = [listed(self.capabilities[c] for c in caps), listed(entry.get("extensions", []))]
        if with_version:
            fields += ["0x%08x" % version(entry.get("version"), 0x00010000),
                       "0x%08x" % version(entry.get("lastVersion"), NONE)]
        return fields

    def all_kinds(self):
        yield from self.core["operand_kinds"]
        for g in self.ext.values():
            yield from g.get("operand_kinds", [])

    def kind_lines(self):
        return ["kind %s %s %s" % (k["kind"], k["category"], ",".join(k.get("bases", [])) or "-")
                for k in self.all_kinds()]

    def inst_lines(self):
        return [" ".join(["inst", i["opname"], str(i["opcode"]), operands(i.get("operands"))]
                         + self.reqs(i, True)) for i in self.core["instructions"]]

    def enum_lines(self):
        out = []
        for k in self.all_kinds():
            for e in k.get("enumerants", []):
                out.append(" ".join(["enum", k["kind"], e["enumerant"], str(value(e["value"])),
                                     operands(e.get("parameters"))] + self.reqs(e, True)))
        return out

    def ext_sets(self):
        """file name -> the set's lines without the `extinst SET` prefix."""
        return {name: collections.Counter(
            " ".join([i["opname"], str(i["opcode"]), operands(i.get("operands"))] + self.reqs(i, False))
            for i in g["instructions"]) for name, g in self.ext.items()}


def value(v):
    return int(v, 0) if isinstance(v, str) else int(v)


def generator_lines(registry):
    out = []
    for node in ET.parse(registry).getroot().iter("id"):
        if node.get("value") is None or node.get("vendor") is None:
            continue
        name = node.get("vendor") + (" " + node.get("tool") if node.get("tool") else "")
        out.append("generator %s %s" % (node.get("value"), name))
    return out


# Where the capability and extension lists stand in each kind of dump line:
# their order means nothing, so both sides are compared sorted.
REQ_FIELDS = {"inst": (4, 5), "enum": (5, 6), "extinst": (5, 6)}


def sort_lists(line, kind):
    if kind not in REQ_FIELDS:
        return line
    fields = line.split(" ")
    for i in REQ_FIELDS[kind]:
        if i < len(fields) and fields[i] != "-":
            fields[i] = listed(fields[i].split(","))
    return " ".join(fields)


def compare(report, name, got, want):
    got, want = collections.Counter(got), collections.Counter(want)
    missing, extra = want - got, got - want
    reasons = []
    if missing:
        reasons.append("%d in the grammar but not in the tables, e.g.:" % sum(missing.values()))
        reasons += ["  " + l for l in sorted(missing)[:8]]
    if extra:
        reasons.append("%d in the tables but not in the grammar, e.g.:" % sum(extra.values()))
        reasons += ["  " + l for l in sorted(extra)[:8]]
    report.result("%s (%d)" % (name, sum(want.values())), reasons)


def compare_ext_sets(report, dump_lines, grammar):
    tables = collections.defaultdict(collections.Counter)
    for line in dump_lines:
        _, set_name, rest = line.split(" ", 2)
        tables[set_name][rest] += 1
    reasons = []
    unmatched = set(tables)
    for fname, want in sorted(grammar.ext_sets().items()):
        match = [s for s in unmatched if tables[s] == want]
        if match:
            unmatched.discard(match[0])
            continue
        # Name the closest set to make the difference readable.
        best = max(tables, key=lambda s: sum((tables[s] & want).values()), default=None)
        reasons.append("%s matches no set of the tables%s" % (fname, "; nearest: " + best if best else ""))
        if best:
            reasons += ["  missing: " + l for l in sorted(want - tables[best])[:4]]
            reasons += ["  extra:   " + l for l in sorted(tables[best] - want)[:4]]
    for s in sorted(unmatched):
        reasons.append("set %s of the tables matches no grammar file" % s)
    report.result("tables/grammar-extinsts (%d sets)" % len(grammar.ext), reasons)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    ap.add_argument("build")
    ap.add_argument("--grammar-dir", default="/usr/include/spirv/unified1")
    ap.add_argument("--registry", default="/usr/include/spirv/spir-v.xml")
    args = ap.parse_args()
    report = harness.Reporter()

    exe = os.path.join(args.build, "tests", "tables")
    res = harness.run([exe, "--dump"])
    problem = harness.crash_reason(res) or (None if res.rc == 0 else "exit %d" % res.rc)
    if not os.access(exe, os.X_OK):
        problem = "%s was not built" % exe
    if not os.path.exists(os.path.join(args.grammar_dir, "spirv.core.grammar.json")):
        problem = "no grammar in %s (spirv-headers; %s)" % (args.grammar_dir, harness.INSTALL_HINT)
    if problem:
        report.result("tables/grammar", [problem])
        return report.exit_code()

    by_type = collections.defaultdict(list)
    for line in res.out.decode("utf-8").splitlines():
        kind = line.split(" ", 1)[0]
        by_type[kind].append(sort_lists(line, kind))
    grammar = Grammar(args.grammar_dir)
    compare(report, "tables/grammar-kinds", by_type["kind"], grammar.kind_lines())
    compare(report, "tables/grammar-instructions", by_type["inst"], grammar.inst_lines())
    compare(report, "tables/grammar-enumerants", by_type["enum"], grammar.enum_lines())
    compare_ext_sets(report, by_type["extinst"], grammar)
    compare(report, "tables/grammar-generators", by_type["generator"], generator_lines(args.registry))
    return report.exit_code()


if __name__ == "__main__":
    sys.exit(main())
