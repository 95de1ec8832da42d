#!/usr/bin/env python3
"""bench/real-code/mir-tool.py: small MIR file queries for bench/real-code.sh.

usage:
  mir-tool.py count FILE...          functions (machine function documents) in all FILEs
  mir-tool.py largest FILE...        prints `INSTRUCTIONS FUNCTION FILE` of the function
                                     with the most instructions
  mir-tool.py extract FILE FUNC OUT  writes OUT: FILE's IR module with every other
                                     function body replaced by a declaration, and FUNC's
                                     machine function (llc and spillway alloc then
                                     work on that one function)

A MIR file as llc-14 writes it: a `--- |` document holding the IR module,
then one `---` document per machine function, each ended by `...`.
Instructions are counted as the body lines below a block label that are
not `successors:`/`liveins:` lines or comments.
"""
import re
import sys


def split_docs(text):
    """The IR module text (or None) and the machine function documents."""
    docs = re.split(r"(?m)^---", text)
    ir = None
    funcs = []
    for d in docs[1:]:
        if d.startswith(" |"):
            ir = d
        else:
            funcs.append(d)
    return ir, funcs


def func_name(doc):
    m = re.search(r"(?m)^name:\s+'?([^'\n]+?)'?\s*$", doc)
    return m.group(1) if m else "?"


def instr_count(doc):
    body = doc.split("\nbody:", 1)
    if len(body) < 2:
        return 0
    n = 0
    for line in body[1].splitlines()[1:]:
        s = line.strip()
        if not s or s == "..." or s.startswith(("bb.", ";", "successors:", "liveins:")):
            continue
        n += 1
    return n


DEFINE = re.compile(r"^  define (.*)\{\s*$")


def declare_of(define_rest):
    """`define REST {` -> `declare ...`: no linkage a declaration cannot have,
    no comdat, section, personality, prefix/prologue data or !dbg."""
    s = define_rest.strip()
    s = re.sub(r"^(internal|private|linkonce_odr|linkonce|weak_odr|weak|available_externally)\s+", "", s)
    s = re.sub(r"\s+comdat(\([^)]*\))?", "", s)
    s = re.sub(r'\s+section\s+"[^"]*"', "", s)
    s = re.sub(r"\s+personality\s+.*$", "", s)
    s = re.sub(r"\s+!dbg\s+!\d+", "", s)
    s = re.sub(r"\s+(prefix|prologue)\s+\S+\s+\S+", "", s)
    s = re.sub(r"\s+", " ", s).strip()
    return "  declare " + s


def extract(path, func, out):
    text = open(path).read()
    ir, funcs = split_docs(text)
    keep = [d for d in funcs if func_name(d) == func]
    if not keep:
        sys.exit(f"mir-tool.py: no function {func} in {path}")
    lines = ir.split("\n")
    res = []
    i = 0
    while i < len(lines):
        line = lines[i]
        m = DEFINE.match(line)
        if m and ("@" + func + "(") not in line and ('@"' + func + '"(') not in line:
            res.append(declare_of(m.group(1)))
            i += 1
            while i < len(lines) and lines[i] != "  }":
                i += 1
            i += 1
            continue
        res.append(line)
        i += 1
    with open(out, "w") as f:
        f.write("---" + "\n".join(res) + "---" + keep[0])


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[2])
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "count":
        n = 0
        for p in args:
            n += len(split_docs(open(p).read())[1])
        print(n)
    elif cmd == "largest":
        best = (0, "", "")
        for p in args:
            for d in split_docs(open(p).read())[1]:
                c = instr_count(d)
                if c > best[0]:
                    best = (c, func_name(d), p)
        print(*best)
    elif cmd == "extract" and len(args) == 3:
        extract(*args)
    else:
        sys.exit(__doc__.strip().splitlines()[2])


if __name__ == "__main__":
    main()
