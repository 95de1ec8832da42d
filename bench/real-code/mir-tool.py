#!/usr/bin/env python3
"""bench/real-code/mir-tool.py: small MIR file queries for bench/real-code.sh.

usage:
  mir-tool.py count FILE...          functions (machine function documents) in all FILEs
  mir-tool.py largest [--top N] FILE...
                                     prints `INSTRUCTIONS FUNCTION FILE` of the function
                                     with the most instructions (of the N largest, largest
                                     first)
  mir-tool.py triage [-j N] SPILLWAY [ALLOC-FLAG]... -- FILE...
                                     runs `SPILLWAY alloc --json ALLOC-FLAGS` on each FILE;
                                     when a file fails in a function, that function is
                                     replaced by a declaration and the file is tried again,
                                     so that every function is tried. Prints
                                     `PROVED FUNCTIONS`, then `FILE: FUNCTION: ERROR` per
                                     function that failed (first line of the error)
  mir-tool.py extract FILE FUNC OUT  writes OUT: FILE's IR module with every other
                                     function body replaced by a declaration, and FUNC's
                                     machine function (llc and spillway alloc then
                                     work on that one function)

A MIR file as llc-14 writes it: a `--- |` document holding the IR module,
then one `---` document per machine function, each ended by `...`.
Instructions are counted as the body lines below a block label that are
not `successors:`/`liveins:` lines or comments.
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile


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


def without_function(text, func):
    """TEXT with FUNC's machine function dropped and its IR body replaced by
    a declaration."""
    ir, funcs = split_docs(text)
    out = []
    lines = ir.split("\n")
    i = 0
    while i < len(lines):
        m = DEFINE.match(lines[i])
        if m and (("@" + func + "(") in lines[i] or ('@"' + func + '"(') in lines[i]):
            out.append(declare_of(m.group(1)))
            i += 1
            while i < len(lines) and lines[i] != "  }":
                i += 1
            i += 1
            continue
        out.append(lines[i])
        i += 1
    keep = [d for d in funcs if func_name(d) != func]
    return "---" + "\n".join(out) + "".join("---" + d for d in keep)


def triage_file(args):
    """(proved, functions, [(function, error)]) for one file."""
    spillway, flags, path, tmp = args
    text = open(path).read()
    total = len(split_docs(text)[1])
    failed = []
    attempt = 0
    while True:
        cur = path if attempt == 0 else os.path.join(tmp, "attempt.mir")
        res = subprocess.run([spillway, "alloc", "--json", *flags, cur, "-o", os.devnull],
                             capture_output=True, text=True)
        try:
            f = json.loads(res.stderr if res.stdout.strip() == "" else res.stdout)["files"][0]
        except (ValueError, KeyError, IndexError):
            failed.append(("?", "no JSON from spillway alloc (exit %d): %s" % (res.returncode, res.stderr.strip()[:200])))
            return 0, total, failed
        if f["status"] == "input-error":
            err = (f.get("error") or "").strip().splitlines()
            msg = err[0] if err else "input error"
            m = re.search(r"in function '([^']+)'", msg)
            if not m or len(split_docs(text)[1]) == 0:
                if len(split_docs(text)[1]) > 0 or total == 0:
                    failed.append(("(file)", msg))
                return 0, total, failed
            fn = m.group(1)
            msg = re.sub(r"^\S+:\d+:\d+: error: in function '[^']+': ", "", msg)
            body = [d for d in split_docs(text)[1] if func_name(d) == fn]
            if "is read before it is defined" in msg and body and re.search(r"(?m)^\s+successors:\s*$", body[0]):
                msg += " [a block ends in a noreturn call: explicit empty successors]"
            failed.append((fn, msg))
            text = without_function(text, m.group(1))
            attempt += 1
            open(os.path.join(tmp, "attempt.mir"), "w").write(text)
            if not split_docs(text)[1]:
                return 0, total, failed
            continue
        proved = 0
        for fn in f["functions"]:
            if fn["check"] == "proved":
                proved += 1
            else:
                failed.append((fn["function"], "checker (%s): %s" % (fn.get("check_stage"), "; ".join(fn["check_errors"])[:300])))
        return proved, total, failed


def triage(argv):
    jobs = 1
    if argv[:1] == ["-j"]:
        jobs = int(argv[1])
        argv = argv[2:]
    sep = argv.index("--")
    spillway, flags, files = argv[0], argv[1:sep], argv[sep + 1:]
    with tempfile.TemporaryDirectory() as tmp:
        work = []
        for k, p in enumerate(files):
            d = os.path.join(tmp, str(k))
            os.mkdir(d)
            work.append((spillway, flags, p, d))
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(triage_file, work))
    print(sum(r[0] for r in results), sum(r[1] for r in results))
    for p, r in zip(files, results):
        for fn, err in r[2]:
            print("%s: %s: %s" % (p, fn, err))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[2])
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "count":
        n = 0
        for p in args:
            n += len(split_docs(open(p).read())[1])
        print(n)
    elif cmd == "largest":
        top = 1
        if args[:1] == ["--top"]:
            top = int(args[1])
            args = args[2:]
        sizes = []
        for p in args:
            for d in split_docs(open(p).read())[1]:
                sizes.append((instr_count(d), func_name(d), p))
        sizes.sort(key=lambda t: -t[0])
        for t in sizes[:top]:
            print(*t)
    elif cmd == "triage":
        triage(args)
    elif cmd == "extract" and len(args) == 3:
        extract(*args)
    else:
        sys.exit(__doc__.strip().splitlines()[2])


if __name__ == "__main__":
    main()
