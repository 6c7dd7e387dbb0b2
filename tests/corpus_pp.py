#!/usr/bin/env python3
"""Compares `glspv -E` with `glslangValidator -E` over the shader corpus.

    python3 tests/corpus_pp.py BUILD

For every row of the corpus manifest (glslang.tsv in $GLSPV_CORPUS) that glslang compiles (target_env
not FAIL), both tools preprocess the file (cwd: the corpus folder) and their
outputs are compared token for token, whitespace aside. glslc's include
prologue and all #line lines are left out of the comparison, because the two
tools name included files differently ("inc.h" against "./inc.h").
glslangValidator -E defines neither VULKAN nor GL_SPIRV, so it gets them
with -D. Its outputs are cached in build-cache/corpus_pp/.

Prints a FAIL line for every difference and `corpus -E: N/M identical`; exits 1
when any file differs or glspv fails.
"""
import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

ROOT = harness.ROOT
CORPUS = harness.CORPUS
CACHE = os.path.join(ROOT, "build-cache", "corpus_pp")
TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[A-Za-z0-9_.]+|\S')

# Where glspv is right to differ from glslangValidator 12.
EXPECTED = {
    "glspv.version.frag": "'#version 330 compatibility' is rejected for Vulkan, as glslc and glslang -V do",
}
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v",
           "\\": "\\", "'": "'", '"': '"', "?": "?"}


def unescape(tok):
    """A string literal with its escapes applied, as glslang -E writes it."""
    body, out, i = tok[1:-1], [], 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            n = body[i + 1]
            m = re.match(r"x([0-9a-fA-F]+)|([0-7]{1,3})", body[i + 1:])
            if n in ESCAPES:
                out.append(ESCAPES[n])
                i += 2
                continue
            if m:
                out.append(chr(int(m.group(1), 16) if m.group(1) else int(m.group(2), 8)))
                i += 1 + len(m.group(0))
                continue
        out.append(c)
        i += 1
    return '"' + "".join(out) + '"'




def glslang_output(name):
    """glslangValidator -E output for a corpus file (cached), or None."""
    cached = os.path.join(CACHE, name + ".E")
    if os.path.exists(cached):
        with open(cached, encoding="utf-8", errors="replace") as f:
            return f.read()
    r = subprocess.run(["glslangValidator", "-E", "-DVULKAN=100", "-DGL_SPIRV=100", name],
                       cwd=os.path.join(CORPUS, "glslang"), capture_output=True, timeout=60)
    text = r.stdout.decode("utf-8", "replace") if r.returncode == 0 else None
    if text is not None:
        os.makedirs(CACHE, exist_ok=True)
        with open(cached, "w", encoding="utf-8") as f:
            f.write(text)
    return text


def tokens(text, ours):
    lines = text.split("\n")
    if ours and len(lines) > 2 and lines[1] == "#extension GL_GOOGLE_include_directive : enable" \
            and lines[2].startswith("#line"):
        del lines[1]  # glslc's prologue when a file was included
    out = []
    for line in lines:
        s = line.strip()
        if s.startswith("#line"):
            continue
        if s.startswith("#pragma"):
            out.append("".join(s.split()))  # glslang writes pragma tokens without spaces
            continue
        toks = TOKEN.findall(line)
        if ours:
            toks = [unescape(t) if t.startswith('"') else t for t in toks]
        out.extend(toks)
    return out


def check(build, row):
    name = row["file"]
    env = row["target_env"].replace("spv1.4", "")
    ours = subprocess.run([os.path.join(build, "glspv"), "-E", "--target-env=" + env, name],
                          cwd=os.path.join(CORPUS, "glslang"), capture_output=True, timeout=60)
    if ours.returncode != 0:
        return name, "glspv failed: " + ours.stderr.decode("utf-8", "replace").strip().replace("\n", " | ")[:300]
    theirs = glslang_output(name)
    if theirs is None:
        return name, None  # glslang cannot preprocess it: nothing to compare
    a = tokens(ours.stdout.decode("utf-8", "replace"), True)
    b = tokens(theirs, False)
    if a == b:
        return name, ""
    i = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
    return name, "differs at token %d: glspv %r, glslang %r" % (i, a[i:i + 6], b[i:i + 6])


def main():
    if len(sys.argv) != 2:
        print("usage: tests/corpus_pp.py BUILD", file=sys.stderr)
        return 2
    rep = harness.Reporter()
    if not harness.need(rep, "corpus-pp", "corpus"):
        return rep.exit_code()
    build = os.path.abspath(sys.argv[1])
    todo = list(harness.manifest(compiled_only=True))
    same = compared = 0
    failed = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as pool:
        for name, why in pool.map(lambda r: check(build, r), todo):
            if why is None:
                continue
            compared += 1
            if why == "":
                same += 1
            else:
                failed.append((name, why))
    expected = [(n, w) for n, w in failed if n in EXPECTED]
    failed = [(n, w) for n, w in failed if n not in EXPECTED]
    for name, why in sorted(expected):
        print("XFAIL corpus-E/%s\n    %s\n    %s" % (name, EXPECTED[name], why))
    for name, why in sorted(failed):
        print("FAIL corpus-E/%s\n    %s" % (name, why))
    print("corpus -E: %d/%d identical (%d compared)" % (same, len(todo), compared))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
