#!/usr/bin/env python3
"""bench/interleave.py: alternating wall/CPU timing of a few commands.

usage: python3 bench/interleave.py N NAME=COMMAND [NAME=COMMAND]...

Runs each command once untimed, then N rounds of all commands in turn
(A B C A B C ...), and prints per command the median and minimum wall time
and the median user and sys time (from wait4, microsecond resolution; all
threads of the command). Standard output and error of the commands go to
/dev/null. Used for the finer comparisons in doc/PERFORMANCE.md (e.g. one
binary against another on the same input); bench/tblgen.sh is the
benchmark of record.
"""
import os
import shlex
import statistics as st
import sys
import time


def run(argv):
    t = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    _, status, ru = os.wait4(pid, 0)
    if status != 0:
        sys.exit(f"interleave.py: {' '.join(argv)} failed (status {status})")
    return time.perf_counter() - t, ru.ru_utime, ru.ru_stime


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit(__doc__.strip().splitlines()[2])
    n = int(sys.argv[1])
    cases = []
    for a in sys.argv[2:]:
        name, _, cmd = a.partition("=")
        cases.append((name, shlex.split(cmd)))
    for _, argv in cases:
        run(argv)
    res = {name: [] for name, _ in cases}
    for _ in range(n):
        for name, argv in cases:
            res[name].append(run(argv))
    for name, _ in cases:
        r = res[name]
        print("%-16s wall median %7.1f ms  min %7.1f  user %6.1f  sys %6.1f" % (
            name,
            1e3 * st.median(x[0] for x in r),
            1e3 * min(x[0] for x in r),
            1e3 * st.median(x[1] for x in r),
            1e3 * st.median(x[2] for x in r)))


main()
