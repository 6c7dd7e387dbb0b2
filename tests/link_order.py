#!/usr/bin/env python3
"""The command-line tools' code layout (tools/link-order.txt).

    link_order.py BUILD

scripts/order-functions lists the functions a compile runs, and the static
tools are linked in that order, so that a compile maps a few hundred KB of
code rather than all of it. Three tests:

  names     nearly every name of the list is still a function or datum of
            BUILD/glspv (renamed or gone: remake the list)
  layout    BUILD/glspv was linked in the list's order: its functions lie
            first, together, in that order
  coverage  compiles of the project's own shaders (none of them among
            those the list was made from) spend nearly all their
            instructions (callgrind) in functions of the list

A sanitizer build links the tools dynamically, without the order: there the
tests say so and are skipped by design.
"""

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

ORDER = os.path.join(harness.ROOT, "tools", "link-order.txt")
MIN_NAMES_PRESENT = 0.95
MIN_COVERAGE = 0.95
# Shaders of the project's tests: several stages, none used to make the list.
COVERAGE_SHADERS = [
    ("tests/glsl/compile/amd-shader-ballot.comp", []),
    ("tests/glsl/compile/ext-sparse-texture2.frag", []),
    ("tests/glsl/compile/nv-texture-footprint.frag", []),
]
LINE = re.compile(r"^\s*([\d,]+) \([^)]*\)\s+\S*?:([A-Za-z_][\w.$]*)(?:'\d+)?(?: \[.*\])?\s*$")


def listed():
    with open(ORDER) as fh:
        return [l.strip() for l in fh if l.strip() and not l.startswith("#")]


def symbols(glspv, kinds):
    """name -> [(address, size)] of the program's symbols of those nm kinds."""
    out = subprocess.run(["nm", "-S", glspv], capture_output=True, text=True, check=True).stdout
    syms = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in kinds:
            syms.setdefault(parts[3], []).append((int(parts[0], 16), int(parts[1], 16)))
    return syms


def test_names(rep, names, syms):
    """Functions (ifunc resolvers among them) and constant data."""
    gone = [n for n in names if n not in syms]
    if len(names) - len(gone) < MIN_NAMES_PRESENT * len(names):
        rep.result("link-order/names", [
            "%d of the %d names of tools/link-order.txt are no symbols of glspv any more "
            "(first: %s): remake it with scripts/order-functions" % (len(gone), len(names), ", ".join(gone[:5]))])
    else:
        rep.result("link-order/names", [])


def own_functions(build):
    """The names of libglspv's functions (built with a section each; the C
    library's objects hold several functions a section, which move together)."""
    out = subprocess.run(["nm", os.path.join(build, "libglspv.a")], capture_output=True,
                         text=True, check=True).stdout
    return set(p[2] for p in (l.split() for l in out.splitlines()) if len(p) == 3 and p[1] in "tT")


def test_layout(rep, names, syms, own):
    """libglspv's listed functions come first, in the list's order: each
    one's lowest address rises along the list, and none of its other
    functions lies below the last of them."""
    names = [n for n in names if n in syms and n in own]
    first = [min(a for a, _ in syms[n]) for n in names]
    inversions = sum(1 for x, y in zip(first, first[1:]) if y < x)
    listed_set = set(names)
    end = max(a + s for n in listed_set for a, s in syms[n])
    below = sorted(n for n, places in syms.items()
                   if n in own and n not in listed_set and any(s and a < end for a, s in places))
    reasons = []
    # Names that several objects define (static helpers of the same name)
    # and aliases may step back a little; a linker that ignored the list
    # puts them in object order, about half of them backwards.
    if inversions > len(first) // 20:
        reasons.append("%d of %d listed functions lie before the one listed before them: "
                       "not linked in the list's order (is lld installed?)" % (inversions, len(first)))
    if len(below) > len(listed_set) // 20:
        reasons.append("%d functions that are not listed lie among the listed ones (%s)"
                       % (len(below), ", ".join(below[:5])))
    rep.result("link-order/layout", reasons)


def test_coverage(rep, glspv, names):
    valgrind, missing = harness.reference("valgrind")
    if missing:
        rep.result("link-order/coverage", [missing])
        return
    names = set(names)
    total = inside = 0
    outside = {}
    with tempfile.TemporaryDirectory(prefix="glspv-order-") as tmp:
        for src, extra in COVERAGE_SHADERS:
            cg = os.path.join(tmp, "cg.out")
            res = harness.run([valgrind, "--tool=callgrind", "--callgrind-out-file=" + cg, glspv]
                              + extra + ["-o", os.path.join(tmp, "o.spv"), os.path.join(harness.ROOT, src)])
            if res.rc != 0:
                rep.result("link-order/coverage", ["glspv failed on " + src] + harness.describe(res))
                return
            text = subprocess.run(["callgrind_annotate", "--threshold=100", cg],
                                  capture_output=True, text=True, check=True).stdout
            for line in text.splitlines():
                m = LINE.match(line)
                if not m:
                    continue
                cost = int(m.group(1).replace(",", ""))
                total += cost
                if m.group(2) in names:
                    inside += cost
                else:
                    outside[m.group(2)] = outside.get(m.group(2), 0) + cost
    share = inside / total if total else 0.0
    top = ", ".join("%s %d" % kv for kv in sorted(outside.items(), key=lambda kv: -kv[1])[:5])
    rep.note("link-order: %.1f %% of the instructions are in listed functions (outside: %s)"
             % (100 * share, top or "none"))
    if share < MIN_COVERAGE:
        rep.result("link-order/coverage", [
            "only %.1f %% of the compiles' instructions are in listed functions (at least %.0f %% "
            "wanted): remake tools/link-order.txt with scripts/order-functions" % (100 * share, 100 * MIN_COVERAGE)])
    else:
        rep.result("link-order/coverage", [])


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    rep = harness.Reporter()
    glspv, missing = harness.tool(sys.argv[1], "glspv", "GLSPV")
    if missing:
        rep.result("link-order", [missing])
        return rep.exit_code()
    headers = subprocess.run(["readelf", "-lW", glspv], capture_output=True, text=True).stdout
    if "INTERP" in headers:
        rep.skip("link-order", "glspv is linked dynamically (a sanitizer build): the order is "
                 "for the static tools")
        return rep.exit_code()
    names = listed()
    test_names(rep, names, symbols(glspv, "tTwWiIrRdD"))
    test_layout(rep, names, symbols(glspv, "tTwW"), own_functions(sys.argv[1]))
    test_coverage(rep, glspv, names)
    return rep.exit_code()


if __name__ == "__main__":
    sys.exit(main())
