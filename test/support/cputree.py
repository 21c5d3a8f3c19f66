#!/usr/bin/env python3
# CPU of a command and of every process it starts, Chromium's helpers included: /usr/bin/time counts
# only the children that their own parents waited for, and Chromium's reparented helpers are lost to
# it (director.test.ts: 9.0 s of user + sys by /usr/bin/time, 15.9 s here). This process makes itself
# a child subreaper (prctl PR_SET_CHILD_SUBREAPER), so every orphaned descendant is reaped here and
# its CPU counted. Prints wall, user, sys on stderr; exits with the command's code.
#   python3 test/support/cputree.py node node_modules/vitest/vitest.mjs run --config test/vitest.config.ts FILE
import ctypes, os, resource, subprocess, sys, time

PR_SET_CHILD_SUBREAPER = 36
ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
start = time.time()
child = subprocess.Popen(sys.argv[1:])
code = 1
while True:
    try:
        pid, status = os.wait()
    except ChildProcessError:
        break
    if pid == child.pid:
        code = os.waitstatus_to_exitcode(status)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"cputree: wall {time.time() - start:.1f} s, user {r.ru_utime:.1f} s, sys {r.ru_stime:.1f} s, CPU {r.ru_utime + r.ru_stime:.1f} s", file=sys.stderr)
sys.exit(code)
