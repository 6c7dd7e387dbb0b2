#!/usr/bin/env python3
"""The compiler's layering, read from its #include lines (docs/architecture.md).

src/glsl/ is one folder per phase, in pipeline order, between the shared
basics and the glue:

    basics (glsl.h, diag.c, stage.c) < pp/ < parse/ < check/ < emit/ < glue
    (compile.c, compile.h, api.c)

A file may include headers of its own layer and of the layers below it;
from a phase below its own, only that phase's interface header (INTERFACE).
Nothing includes the glue but the glue, and src/base, src/spirv and src/val
(which the compiler uses) include nothing of src/glsl. Calls follow the
includes: C11 has no implicit declarations and -Wmissing-prototypes keeps
prototypes in headers.

Prints `PASS layers/NAME` or `FAIL layers/NAME` with the offending file,
line and include for each layer; exits 1 when any failed.

    scripts/check_layers.py [ROOT]
"""
import os
import re
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
GLSL = os.path.join(ROOT, "src", "glsl")

PHASES = ["pp", "parse", "check", "emit"]
# The one header of each phase that the later ones include.
INTERFACE = {"pp": "pp/pp.h", "parse": "parse/ast.h", "check": "check/check.h", "emit": "emit/emit.h"}
BASICS = {"glsl.h", "diag.c", "stage.c"}
ORDER = ["basics"] + PHASES + ["glue"]
BELOW = ["base", "spirv", "val"]  # libraries the compiler stands on

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def layer_of(rel):
    """The layer of a path relative to src/glsl/, or None for an unknown folder."""
    parts = rel.split("/")
    if len(parts) == 1:
        return "basics" if parts[0] in BASICS else "glue"
    return parts[0] if parts[0] in PHASES else None


def sources(folder):
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith((".c", ".h", ".def")):
                yield os.path.join(dirpath, name)


def includes(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                yield number, m.group(1)


def glsl_target(path, target):
    """What an include names relative to src/glsl/, or None when it is outside it."""
    if target.startswith("glsl/"):
        return target[len("glsl/"):]
    local = os.path.normpath(os.path.join(os.path.dirname(path), target))
    if os.path.exists(local) and local.startswith(GLSL + os.sep):
        return os.path.relpath(local, GLSL)
    return None


def main():
    if not os.path.isdir(GLSL):
        print("FAIL layers\n    no %s" % GLSL)
        return 1
    problems = {name: [] for name in ORDER + BELOW}
    for path in sources(GLSL):
        rel = os.path.relpath(path, GLSL)
        mine = layer_of(rel)
        shown = os.path.relpath(path, ROOT)
        if mine is None:
            problems.setdefault("folders", []).append(
                "%s: in no known phase folder (%s); add it to scripts/check_layers.py" % (shown, ", ".join(PHASES)))
            continue
        for number, target in includes(path):
            rel_target = glsl_target(path, target)
            if rel_target is None:
                continue
            theirs = layer_of(rel_target)
            where = '%s:%d: #include "%s"' % (shown, number, target)
            if theirs is None:
                problems[mine].append("%s: not in a phase folder" % where)
            elif theirs == mine:
                continue
            elif theirs == "glue":
                problems[mine].append("%s: the glue (compile.c, api.c) is included by nothing below it" % where)
            elif ORDER.index(theirs) > ORDER.index(mine):
                problems[mine].append("%s: %s is a later phase than %s" % (where, theirs, mine))
            elif theirs in INTERFACE and rel_target != INTERFACE[theirs]:
                problems[mine].append("%s: from %s/ only its interface glsl/%s" % (where, theirs, INTERFACE[theirs]))
    for lib in BELOW:
        folder = os.path.join(ROOT, "src", lib)
        for path in sources(folder) if os.path.isdir(folder) else ():
            for number, target in includes(path):
                if target.startswith("glsl/"):
                    problems[lib].append('%s:%d: #include "%s": src/%s is below the compiler'
                                         % (os.path.relpath(path, ROOT), number, target, lib))
    failed = 0
    for name in ORDER + BELOW + (["folders"] if "folders" in problems else []):
        label = "layers/" + name
        if problems[name]:
            failed = 1
            print("FAIL " + label)
            for p in problems[name]:
                print("    " + p)
        else:
            print("PASS " + label)
    return failed


if __name__ == "__main__":
    sys.exit(main())
