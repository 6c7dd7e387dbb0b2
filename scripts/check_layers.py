#!/usr/bin/env python3
"""The compiler's layering, read from its #include lines (docs/architecture.md).

src/glsl/ is one folder per phase, in pipeline order, between the shared
basics and the glue:

    basics (glsl.h, diag.c, stage.c, resources.c and its table) < pp/ < parse/ < check/ < emit/ < glue
    (compile.c, compile.h, api.c)

A file may include headers of its own layer and of the layers below it;
from a phase below its own, only that phase's interface header (INTERFACE).
Nothing includes the glue but the glue, and src/base, src/spirv and src/val
(which the compiler uses) include nothing of src/glsl. Calls follow the
includes: C11 has no implicit declarations and -Wmissing-prototypes keeps
prototypes in headers.

Inside check/ and emit/, a language area's file calls the phase's core and
its tree walk, never another area (AREAS below). Calls are read from the
object files' symbols (`nm`) when a build folder is given; without one that
part is not checked and says so.

Prints `PASS layers/NAME` or `FAIL layers/NAME` with the offending file,
line and include (or call) for each layer; exits 1 when any failed.

    scripts/check_layers.py [ROOT] [--build BUILD]
"""
import os
import re
import subprocess
import sys

ARGS = sys.argv[1:]
BUILD = None
if "--build" in ARGS:
    i = ARGS.index("--build")
    BUILD = ARGS[i + 1] if i + 1 < len(ARGS) else None
    del ARGS[i:i + 2]
ROOT = os.path.abspath(ARGS[0] if ARGS else os.path.join(os.path.dirname(__file__), ".."))
GLSL = os.path.join(ROOT, "src", "glsl")

PHASES = ["pp", "parse", "check", "emit"]
# The one header of each phase that the later ones include.
INTERFACE = {"pp": "pp/pp.h", "parse": "parse/ast.h", "check": "check/check.h", "emit": "emit/emit.h"}
BASICS = {"glsl.h", "diag.c", "stage.c", "resources.c", "resource_limits.def"}
ORDER = ["basics"] + PHASES + ["glue"]
BELOW = ["base", "spirv", "val", "opt"]  # libraries the compiler stands on

# Per phase: the core and the tree walk, which any file may call; every other
# file of the phase is a language area, which calls only those two.
AREAS = {
    "check": {
        "core": {"check", "type", "scope", "builtins", "fold", "fold_builtin", "layout"},
        "walk": {"check_decl", "check_block", "check_function", "check_expr", "check_call", "check_stmt",
                 "check_stage", "check_stage_layout", "check_mesh_builtins"},
    },
    "emit": {
        "core": {"emit_core", "emit_access", "emit_spec", "emit_debuginfo"},
        "walk": {"emit_decl", "emit_expr", "emit_stmt", "emit_interface"},
    },
}

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


def defined_and_used(obj):
    """The global functions an object file defines and the ones it calls."""
    out = subprocess.run(["nm", obj], capture_output=True, text=True, check=True).stdout
    defined, used = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] == "T":
            defined.add(parts[2])
        elif len(parts) == 2 and parts[0] == "U":
            used.add(parts[1])
    return defined, used


def area_calls(build, phase, problems):
    """Calls from one language area of `phase` into another, from the build's objects."""
    folder = os.path.join(build, "obj", "src", "glsl", phase)
    objs = sorted(f for f in os.listdir(folder) if f.endswith(".o")) if os.path.isdir(folder) else []
    if not objs:
        problems.append("no object files in %s (build first)" % folder)
        return
    owner, uses = {}, {}
    for f in objs:
        name = f[:-2]
        defined, used = defined_and_used(os.path.join(folder, f))
        for sym in defined:
            owner[sym] = name
        uses[name] = used
    rules = AREAS[phase]
    shared = rules["core"] | rules["walk"]
    for name in sorted(uses):
        if name in shared:
            continue
        for sym in sorted(uses[name]):
            to = owner.get(sym)
            # One area may span files: check_spirv.c and check_spirv_grammar.c.
            same_area = to and (to.startswith(name + "_") or name.startswith(to + "_"))
            if to and to != name and to not in shared and not same_area:
                problems.append("%s/%s.c calls %s() of %s/%s.c: an area calls only the core (%s) and the walk"
                                % (phase, name, sym, phase, to, ", ".join(sorted(rules["core"]))))


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
    calls = []
    for phase in AREAS:
        problems["areas/" + phase] = []
        if BUILD:
            area_calls(BUILD, phase, problems["areas/" + phase])
        calls.append("areas/" + phase)
    failed = 0
    if not BUILD:
        print("SKIP layers/areas (no --build BUILD: the calls between files are read from the objects)")
        calls = []
    for name in ORDER + BELOW + calls + (["folders"] if "folders" in problems else []):
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
