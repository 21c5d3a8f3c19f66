#!/usr/bin/env python3
# CPU of a command and of every process it starts, Chromium's helpers included: /usr/bin/time counts
# only the children that their own parents waited for, and Chromium's reparented helpers are lost to
# it (director.test.ts: 9.0 s of user + sys by /usr/bin/time, 15.9 s here). This process makes itself
# a child subreaper (prctl PR_SET_CHILD_SUBREAPER), so every orphaned descendant is reaped here and
# its CPU counted. Prints wall, user, sys on stderr; exits with the command's code.
#   python3 test/support/cputree.py node node_modules/vitest/vitest.mjs run --config test/vitest.config.ts FILE
#
# --by-kind (first argument): also the CPU split by kind of process, read from /proc every 50 ms
# (each process's own user + sys, its children not included): Chromium's by its --type
# (browser, renderer, gpu-process, utility, zygote), node by its script (vitest's main process, its
# workers, the CLI...), anything else by its name. A process's last 50 ms before it ends may be
# missed: the kinds' sum is printed beside the exact total ("seen").
#   python3 test/support/cputree.py --by-kind node node_modules/vitest/vitest.mjs run ...
# It also prints how many cores the tree kept busy in each 30 s of the run (CPU / wall), the last 30 s
# apart: a run whose last files leave a core idle ends with about 1 where a 2-core machine could do 2.
import ctypes, os, resource, subprocess, sys, threading, time

PR_SET_CHILD_SUBREAPER = 36
TICK = os.sysconf("SC_CLK_TCK")


def kind_of(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            argv = [a.decode(errors="replace") for a in f.read().split(b"\0") if a]
    except OSError:
        return None
    if len(argv) == 1:  # Chromium rewrites its command line as one string
        argv = argv[0].split(" ")
    if not argv:
        return None
    name = os.path.basename(argv[0])
    if "chrom" in name:
        t = next((a[7:] for a in argv if a.startswith("--type=")), "browser")
        if t == "utility":
            sub = next((a.split("=", 1)[1] for a in argv if a.startswith("--utility-sub-type=")), "")
            t += f" ({sub.split('.')[-1]})" if sub else ""
        return f"chromium {t}"
    if name == "node" or name.startswith("node"):
        # The script: the first argument that is neither an option nor an option's value (--require X).
        script, skip = "", False
        for a in argv[1:]:
            if skip or a.startswith("-"):
                skip = not skip and a in ("--require", "-r", "--import", "--loader", "--conditions", "-C")
                continue
            script = a
            break
        return f"node {os.path.basename(script)}" if script else "node"
    return name


def cpu_of(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICK  # utime, stime (fields 14 and 15)
    except (OSError, IndexError, ValueError):
        return None


def descendants(root):
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [root]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def busy_cores(timeline, end, window=30.0):
    """Cores busy (CPU seen / wall) in each `window` seconds counted back from the end, oldest first."""

    def seen_at(t):
        last = 0.0
        for at, cpu in timeline:
            if at > t:
                break
            last = cpu
        return last

    edges = []
    t = end
    while t > 0:
        edges.append(t)
        t -= window
    edges.append(0.0)
    edges.reverse()
    cores = [(seen_at(b) - seen_at(a)) / (b - a) for a, b in zip(edges, edges[1:]) if b > a]
    if not cores:
        return "cores busy: no samples"
    return f"cores busy per {window:.0f} s: {' '.join(f'{c:.1f}' for c in cores)}; the last {window:.0f} s: {cores[-1]:.2f}"


by_kind = len(sys.argv) > 1 and sys.argv[1] == "--by-kind"
command = sys.argv[2:] if by_kind else sys.argv[1:]
ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
start = time.time()
child = subprocess.Popen(command)
seen = {}  # (pid, start kind) -> [kind, cpu]
timeline = []  # (seconds since start, CPU seen so far)
done = threading.Event()


def sample():
    while not done.is_set():
        for pid in descendants(os.getpid()):
            cpu = cpu_of(pid)
            if cpu is None:
                continue
            entry = seen.get(pid)
            if entry is None or cpu < entry[1]:  # a new process (or a reused pid)
                kind = kind_of(pid)
                if kind is None:
                    continue
                if entry is not None:
                    seen[(pid, time.time())] = entry
                entry = seen[pid] = [kind, cpu]
            elif entry[0] in ("node", "sh", "chromium zygote") or entry[0].startswith("node "):
                entry[0] = kind_of(pid) or entry[0]  # a fork that exec'd since, or a zygote's child that became a renderer
            entry[1] = cpu
        timeline.append((time.time() - start, sum(e[1] for e in seen.values())))
        done.wait(0.05)


sampler = threading.Thread(target=sample, daemon=True)
if by_kind:
    sampler.start()
code = 1
while True:
    try:
        pid, status = os.wait()
    except ChildProcessError:
        break
    if pid == child.pid:
        code = os.waitstatus_to_exitcode(status)
done.set()
r = resource.getrusage(resource.RUSAGE_CHILDREN)
total = r.ru_utime + r.ru_stime
if by_kind:
    sampler.join()
    sums, counts = {}, {}
    for kind, cpu in seen.values():
        sums[kind] = sums.get(kind, 0) + cpu
        counts[kind] = counts.get(kind, 0) + 1
    for kind in sorted(sums, key=lambda k: -sums[k]):
        print(f"cputree: {sums[kind]:7.1f} s  {counts[kind]:4d} x {kind}", file=sys.stderr)
    print(f"cputree: {sum(sums.values()):7.1f} s  seen of {total:.1f} s", file=sys.stderr)
    print(f"cputree: {busy_cores(timeline, time.time() - start)}", file=sys.stderr)
print(f"cputree: wall {time.time() - start:.1f} s, user {r.ru_utime:.1f} s, sys {r.ru_stime:.1f} s, CPU {total:.1f} s", file=sys.stderr)
sys.exit(code)
