#!/usr/bin/env python3
"""Where RecipeGrid's resident memory goes: VmHWM and Rss per mapping, from /proc/PID/smaps.

    scripts/memory-map.py [--binary B] [--warm] [--keys N] [--jump] [--symbols] COOKBOOK
    scripts/memory-map.py --pid PID [--symbols]

The first form starts the binary (default .build/release/recipegrid) on a private Xvfb at
1180x780 with an empty $XDG_CACHE_HOME and --data-dir, waits for it to go idle, presses N
arrow keys (60; the bench's Down x12, Right x4, Up x12, Left x4 cycle), each once it is idle
again, and reads its memory; --warm starts it once before, on the same cache, so that the
measured start reads the cookbook's index; --jump presses Ctrl+End first (the photo bench's
last screen). The second form reads a running process.

The table has one row per group of mappings: the binary's code, read-only data and
data/bss, [heap], anonymous mappings (thread arenas and stacks), each shared library, fonts
and locale files. --symbols splits the binary's resident pages by who owns them (the Swift
module a symbol's mangled name names, ICU, CoreFoundation, other C), from /proc/PID/pagemap
and the symbol table: what an import or a code path costs in pages.
"""
import argparse
import bisect
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.sysconf("SC_PAGE_SIZE")
KEYS = ["Down"] * 12 + ["Right"] * 4 + ["Up"] * 12 + ["Left"] * 4
FONT = re.compile(r"\.(ttf|otf|ttc|pcf(\.gz)?|cache-\d+)$")


def mappings(pid):
    """(start, end, perms, offset, path, rss_kb) for every mapping of the process."""
    result, current = [], None
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            head = re.match(r"([0-9a-f]+)-([0-9a-f]+) (\S+) ([0-9a-f]+) \S+ \d+\s*(.*)$", line)
            if head:
                start, end, perms, offset, path = head.groups()
                current = [int(start, 16), int(end, 16), perms, int(offset, 16), path.strip(), 0]
                result.append(current)
            elif line.startswith("Rss:"):
                current[5] = int(line.split()[1])
    return result


def group(path, perms, binary):
    if binary and path == binary:
        return "binary " + {"r-xp": "code", "r--p": "read-only data"}.get(perms, "data/bss")
    if path == "":
        return "anonymous (thread arenas, stacks, mmap)"
    if path.startswith("["):
        return path
    if FONT.search(path) or "/fonts/" in path or "fontconfig" in path:
        return "fonts and their caches"
    if "/locale/" in path or path.endswith(".mo"):
        return "locale files"
    return os.path.basename(path)


def status(pid):
    values = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmHWM", "VmRSS", "RssAnon", "RssFile"):
                values[key] = int(rest.split()[0])
    return values


def table(pid, binary):
    rows = {}
    for _, _, perms, _, path, rss in mappings(pid):
        name = group(path, perms, binary)
        rows[name] = rows.get(name, 0) + rss
    values = status(pid)
    lines = ["| mapping | resident MB |", "|---|---:|"]
    for name, kb in sorted(rows.items(), key=lambda item: -item[1]):
        if kb >= 64:
            lines.append(f"| {name} | {kb / 1024:.2f} |")
    small = sum(kb for kb in rows.values() if kb < 64)
    lines.append(f"| everything else | {small / 1024:.2f} |")
    lines.append(f"| **VmRSS** (anon {values['RssAnon'] / 1024:.1f}, file {values['RssFile'] / 1024:.1f}) | {values['VmRSS'] / 1024:.2f} |")
    lines.append(f"| **VmHWM** (peak) | {values['VmHWM'] / 1024:.2f} |")
    return "\n".join(lines)


def owner(name):
    """Who a symbol belongs to: a Swift module from its mangled name, ICU, CF or C."""
    match = re.match(r"_?\$s(\d+)(\w+)", name)
    if match:
        length = int(match.group(1))
        return "Swift " + match.group(2)[:length]
    if name.startswith("$sS") or name.startswith("_swift") or name.startswith("swift_"):
        return "Swift runtime/stdlib"
    if re.search(r"_7\d$", name) or name.startswith("icudt") or name.startswith("icu_"):
        return "ICU"
    if re.match(r"_*CF|__CF|_CF", name):
        return "CoreFoundation"
    return "other C/C++"


def symbol_table(binary):
    output = subprocess.run(["nm", "-n", "--defined-only", binary], capture_output=True, text=True).stdout
    addresses, names = [], []
    for line in output.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] not in "aAUwN":
            addresses.append(int(parts[0], 16))
            names.append(parts[2])
    return addresses, names


def section_table(binary):
    """(start, end, name) of every allocated section, by address."""
    output = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True).stdout
    sections = []
    for match in re.finditer(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]+) [0-9a-f]+ ([0-9a-f]+)", output):
        name, address, size = match.group(1), int(match.group(2), 16), int(match.group(3), 16)
        if address:
            sections.append((address, address + size, name))
    return sorted(sections)


def section_of(sections, address):
    at = bisect.bisect_right(sections, (address, float("inf"))) - 1
    # A page holds the end of one section and the start of the next: the page's start names it.
    return sections[at][2] if at >= 0 and address < sections[at][1] + PAGE else "(between sections)"


def symbols(pid, binary):
    """Resident pages of the binary, by section and by owner of the symbol at each page's start."""
    maps = [m for m in mappings(pid) if m[4] == binary]
    base = min(m[0] - m[3] for m in maps)
    addresses, names = symbol_table(binary)
    sections = section_table(binary)
    owners, by_section = {}, {}
    with open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for start, end, perms, _, _, _ in maps:
            pagemap.seek(start // PAGE * 8)
            entries = pagemap.read((end - start) // PAGE * 8)
            for index in range((end - start) // PAGE):
                (entry,) = struct.unpack_from("<Q", entries, index * 8)
                if not entry >> 63 & 1:
                    continue
                page = start + index * PAGE - base
                at = bisect.bisect_right(addresses, page) - 1
                name = names[at] if at >= 0 else "?"
                key = (perms, owner(name))
                owners[key] = owners.get(key, 0) + PAGE // 1024
                where = section_of(sections, page)
                by_section[where] = by_section.get(where, 0) + PAGE // 1024
    lines = ["| binary section | resident MB |", "|---|---:|"]
    for where, kb in sorted(by_section.items(), key=lambda item: -item[1]):
        lines.append(f"| {where} | {kb / 1024:.2f} |")
    lines += ["", "| binary segment | owner (symbol at the page's start) | resident MB |", "|---|---|---:|"]
    for (perms, who), kb in sorted(owners.items(), key=lambda item: -item[1])[:25]:
        lines.append(f"| {perms} | {who} | {kb / 1024:.2f} |")
    return "\n".join(lines)


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def wait_idle(pid, quiet=0.5, limit=120.0):
    """Until the process (all its threads) used no CPU for `quiet` seconds."""
    deadline, last, since = time.monotonic() + limit, cpu_ticks(pid), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = cpu_ticks(pid)
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return


def start_xvfb():
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        return xvfb, ":" + f.readline().strip()


def session(binary, cookbook, env, work, keys, jump, measure):
    data = tempfile.mkdtemp(dir=work, prefix="data-")
    app = subprocess.Popen([binary, "--geometry", "1180x780", "--data-dir", data, cookbook], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid)],
                                env=env, capture_output=True, text=True, timeout=120).stdout.split()[0]
        wait_idle(app.pid, quiet=1.0)
        for key in (["ctrl+End"] if jump else []) + [KEYS[i % len(KEYS)] for i in range(keys)]:
            subprocess.run(["xdotool", "key", "--window", window, key], env=env, check=True)
            wait_idle(app.pid, quiet=0.3 if not jump else 1.0)
        return measure(app.pid) if measure else None
    finally:
        app.terminate()
        app.wait(timeout=30)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cookbook", nargs="?")
    ap.add_argument("--pid", type=int)
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "recipegrid"))
    ap.add_argument("--keys", type=int, default=60)
    ap.add_argument("--warm", action="store_true", help="measure a second start, from the index the first left")
    ap.add_argument("--jump", action="store_true", help="press Ctrl+End first and wait for the photos")
    ap.add_argument("--symbols", action="store_true", help="split the binary's pages by owner")
    args = ap.parse_args()
    binary = os.path.realpath(args.binary)

    def measure(pid):
        report = table(pid, binary)
        return report + ("\n\n" + symbols(pid, binary) if args.symbols else "")

    if args.pid:
        print(measure(args.pid))
        return
    if not args.cookbook:
        ap.error("a cookbook, or --pid")
    work = tempfile.mkdtemp(prefix="memory-map-")
    xvfb, display = start_xvfb()
    try:
        env = dict(os.environ, DISPLAY=display, XDG_CACHE_HOME=os.path.join(work, "cache"))
        env.pop("WAYLAND_DISPLAY", None)
        if args.warm:
            session(binary, args.cookbook, env, work, 0, False, None)
        print(session(binary, args.cookbook, env, work, args.keys, args.jump, measure))
    finally:
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
