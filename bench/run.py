#!/usr/bin/env python3
"""`make bench`: RecipeGrid beside its floors, nsxiv and a GTK4 GridView, under a private Xvfb.

    bench/run.py [--runs N] [--sizes 1000,10000,100000] [--photos 300] [--check | --write-baseline]

For every run (interleaved: run 1 of every program and size, then run 2, ...) each
program starts on a fresh Xvfb (1280x1024x24) under bench/probe, which reports first
frame, settled, idle CPU, key latencies, a held key's backlog and peak memory (see
bench/README.md). RecipeGrid and nsxiv start twice per run: "cold" with an empty
$XDG_CACHE_HOME (start-up only), then "warm" with the same one (everything). The GTK4
peer and the floors (bench/floor.c: the same grid drawn by the least Xlib code, three
ways) keep no cache, so their one start counts as both.

Prints one markdown table per size (medians over the runs; key percentiles pooled over all
keys) and writes them to bench/results/latest.md, the raw numbers to bench/results/latest.json.
--check runs RecipeGrid and the blit floor and exits 1 when a row breaks the gate's rules
(bench/README.md, "The gate"): key-path rows as ratios to the blit floor of the same run
against bench/baseline.json, the rest against a baseline of this machine kept in the
bench's data folder (LOCAL_BASELINE, written by the first check that lacks a row), the
first search and the watch burst against 16 ms. --write-baseline runs the same and writes
both baselines.
Then the photo rows (bench/photos.py): a cookbook of --photos recipes with 12-megapixel
phone photos, RecipeGrid beside `nsxiv -t` on the same JPEGs, cold and warm; --photos 0
leaves them out. Then the watch rows (bench/watch.py, when 1000 is among the sizes): 1,000
recipe files written into the open cookbook while keys are pressed; its slowest key must
stay within a 60 Hz frame (16 ms) under --check.
Environment: RUNS, SIZES, PHOTOS (as the flags), BENCH_DATA (generated cookbooks and images,
default $XDG_CACHE_HOME/recipegrid-bench), PROBE, FLOOR, RECIPEGRID (the binaries).
"""
import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import photos
import watch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PROBE = os.environ.get("PROBE", os.path.join(ROOT, ".build", "probe"))
RECIPEGRID = os.environ.get("RECIPEGRID", os.path.join(ROOT, ".build", "release", "recipegrid"))
FLOOR = os.environ.get("FLOOR", os.path.join(ROOT, ".build", "floor"))
# The floors (bench/floor.c): RecipeGrid's grid and keys, the least Xlib drawing three ways.
# Each runs right after RecipeGrid at every size and run, so a busy machine slows both alike.
FLOORS = {"floor-blit": ["--pixmap", "--blit"], "floor-pixmap": ["--pixmap"], "floor-flat": ["--flat"]}
REFERENCE = "floor-blit"
PEERS = ["nsxiv", "gtk4"]
PROGRAMS = ["recipegrid", "floor-blit", "floor-pixmap", "floor-flat"] + PEERS
TITLES = {"recipegrid": "RecipeGrid", "floor-blit": "blit floor", "floor-pixmap": "pixmap floor",
          "floor-flat": "flat floor", "nsxiv": "nsxiv", "gtk4": "GTK4"}
STARTUP_TIMEOUT_S = 120
# probe flags: 60 measured keys (+2 warm-up) one at a time after 150 ms of quiet, start-up
# settled after 300 ms of quiet, 2 s idle, Down held 3 s
PROBE_FLAGS = ["--keys", "60", "--warmup", "2", "--quiet-ms", "300", "--key-quiet-ms", "150",
               "--idle-ms", "2000", "--hold-ms", "3000", "--startup-timeout-ms", str(STARTUP_TIMEOUT_S * 1000)]

# (key, label, unit, digits); lower is better in every row
ROWS = [("first_frame_ms", "first frame after exec", "ms", 1),
        ("settled_warm_ms", "every visible tile drawn (settled), warm", "ms", 1),
        ("settled_cold_ms", "settled, cold (empty cache)", "ms", 1),
        ("key_first_median_ms", "key → first pixels, median", "ms", 2),
        ("key_first_p99_ms", "key → first pixels, p99", "ms", 2),
        ("key_last_median_ms", "key → last pixels, median", "ms", 2),
        ("peak_mb", "peak memory (VmHWM)", "MB", 1),
        ("idle_cpu_ms", "CPU while idle for 2 s", "ms", 0),
        ("held_backlog_ms", "held arrow key: last repeat → last pixels", "ms", 1),
        ("first_search_max_ms", "first search: slowest key, read → frame (trace)", "ms", 2),
        ("key_first_median_bridged_ms", "key → first pixels, median, accessibility bus up, no screen reader", "ms", 2),
        ("key_first_median_listened_ms", "key → first pixels, median, a screen reader listening", "ms", 2)]
# The gate (--check; bench/README.md, "The gate"). Three rules:
# 1. Rows compared as a ratio to the blit floor measured in the same run: RecipeGrid's row
#    divided by the floor's row named here. bench/baseline.json (committed) holds these
#    ratios, not milliseconds; a row fails when its ratio is more than 2x the baseline's.
RATIO_ROWS = {"first_frame_ms": "first_frame_ms",
              "key_first_median_ms": "key_first_median_ms",
              "key_first_p99_ms": "key_first_p99_ms",
              "key_last_median_ms": "key_last_median_ms",
              "peak_mb": "peak_mb",
              "held_backlog_ms": "held_backlog_ms",
              "key_first_median_bridged_ms": "key_first_median_ms",
              "key_first_median_listened_ms": "key_first_median_ms"}
# 2. Rows with no same-run reference (reading and parsing the cookbook, idle CPU, the
#    search): compared with a baseline of this machine, LOCAL_BASELINE in the data folder,
#    which the first check that lacks a row writes (and --write-baseline rewrites). A row
#    fails when it is more than 2x that. The photo rows (photos.ROWS) follow this rule too.
LOCAL_ROWS = ["settled_warm_ms", "settled_cold_ms", "idle_cpu_ms", "first_search_max_ms"]
LOCAL_BASELINE = "local-baseline.json"
# Either way a row fails only when it is also worse by more than this than the baseline
# allows (CPU readings come in 10 ms ticks; sub-millisecond rows jitter by a few tenths;
# the held key's row is one reading a run, the last repeat's).
CHECK_SLACK = {"ms": 0.5, "MB": 1.0}
CHECK_SLACK_ROWS = {"idle_cpu_ms": 20.0, "held_backlog_ms": 1.0}
# A ratio under 1 is RecipeGrid within the noise of the floor (the held key's backlog is
# often 0 ms, the probe seeing the frame before the repeat): the baseline stores it as 1.
MIN_BASELINE_RATIO = 1.0
# 3. Rows with a limit of their own, on any machine: a key held longer than a frame at
#    60 Hz is a key the user feels.
CHECK_LIMITS = {"first_search_max_ms": 16.0}


def log(*args):
    print(*args, file=sys.stderr, flush=True)


def data_dir():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return os.environ.get("BENCH_DATA") or os.path.join(base, "recipegrid-bench")


def image_dir(data, n):
    """nsxiv's images: 160x160, the size nsxiv keeps a thumbnail of (smaller ones it never
    caches, so its warm start would be a cold one)."""
    return os.path.join(data, f"images-{n}-160px")


def cache_files(cache, program):
    """How many files `program` left in its cache folder under `cache`."""
    folder = os.path.join(cache, {"nsxiv": "nsxiv"}.get(program, "recipegrid"))
    return sum(len(files) for _, _, files in os.walk(folder))


def generate(sizes, images):
    root = data_dir()
    for n in sizes:
        paths = [os.path.join(root, f"cookbook-{n}")] + ([image_dir(root, n)] if images else [])
        if not all(os.path.exists(os.path.join(p, ".complete")) for p in paths):
            log(f"generating {n:,} recipes{' and images' if images else ''} in {root} (once)")
        subprocess.run([sys.executable, os.path.join(HERE, "make_cookbook.py"), str(n)] + paths, check=True)
    return root


def start_xvfb():
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=[write],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    if not number:
        raise SystemExit("bench: Xvfb did not start (is the xvfb package installed?)")
    return xvfb, ":" + number


def probe(command, env, flags, log_path):
    """Runs one program under the probe on its own Xvfb; the probe's JSON plus the
    program's stderr lines."""
    xvfb, display = start_xvfb()
    try:
        with open(log_path, "w") as err:
            result = subprocess.run([PROBE] + flags + ["--"] + command, env=dict(env, DISPLAY=display),
                                    stdout=subprocess.PIPE, stderr=err, text=True,
                                    timeout=STARTUP_TIMEOUT_S * 2 + 120)
        out = json.loads(result.stdout) if result.stdout.strip() else {"ok": False, "error": "no output"}
    except subprocess.TimeoutExpired:
        out = {"ok": False, "error": "timeout"}
    except json.JSONDecodeError:
        out = {"ok": False, "error": "bad probe output: " + result.stdout[:200]}
    finally:
        xvfb.terminate()
        xvfb.wait()
    with open(log_path, errors="replace") as f:
        stderr = f.read()
    m = re.search(r"recipegrid: timings parse_ms=([\d.]+) parse_bytes=(\d+) first_flush_ms=([\d.]+)"
                  r"(?: ready_ms=([\d.]+))?", stderr)
    if m:
        out["timings"] = {"parse_ms": float(m[1]), "parse_bytes": int(m[2]), "first_flush_ms": float(m[3]),
                          "ready_ms": float(m[4] or m[3])}
    return out


def command_for(program, n, data, tmp, cache, trace=None):
    """The command and environment of one start of `program` on size n."""
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    env.pop("WAYLAND_DISPLAY", None)
    if program == "recipegrid":
        state = tempfile.mkdtemp(dir=tmp, prefix="data-")
        env["RECIPEGRID_TIMINGS"] = "1"
        cmd = [RECIPEGRID, "--geometry", "1180x780", "--data-dir", state]
        if trace:
            cmd += ["--trace", trace]
        return cmd + [os.path.join(data, f"cookbook-{n}")], env
    if program == "nsxiv":
        return ["nsxiv", "-t", "-g", "800x600", "-r", image_dir(data, n)], env
    if program in FLOORS:
        return [FLOOR] + FLOORS[program] + ["--count", str(n), "--geometry", "1180x780"], env
    env["GSK_RENDERER"] = "cairo"
    return ["/usr/bin/python3", os.path.join(HERE, "gtk4_grid.py"), str(n)], env


def one_run(program, n, data, tmp, run):
    """A cold start (start-up only) and a warm start (everything) of one program: the cold
    one with an empty cache folder, the warm one with what the cold one left there (the
    page cache is left as it is for both)."""
    cache = tempfile.mkdtemp(dir=tmp, prefix="cache-")
    tag = f"{program}-{n}-run{run}"
    result = {}
    if program in ("recipegrid", "nsxiv"):
        cmd, env = command_for(program, n, data, tmp, cache)
        result["cold"] = probe(cmd, env, PROBE_FLAGS + ["--startup-only"], os.path.join(tmp, tag + "-cold.log"))
        result["warm_cache_files"] = cache_files(cache, program)
    trace = os.path.join(tmp, tag + ".trace") if program == "recipegrid" else None
    cmd, env = command_for(program, n, data, tmp, cache, trace)
    search = ["--search", "1"] if program == "recipegrid" else []
    result["warm"] = probe(cmd, env, PROBE_FLAGS + search, os.path.join(tmp, tag + "-warm.log"))
    if trace and os.path.exists(trace):
        with open(trace) as f:
            lines = [json.loads(line) for line in f if line.strip()]
        keys = [line for line in lines if line.get("event") == "key"]
        # The probe's last five keys are the first search ("/", then "soup").
        searched = keys[-5:] if [line["key"] for line in keys[-5:]] == ["slash", "s", "o", "u", "p"] else []
        result["trace_key_micros"] = [line["micros"] for line in keys[:len(keys) - len(searched)]]
        result["trace_search_micros"] = [line["micros"] for line in searched]
    if program == "recipegrid":
        cmd, env = command_for(program, n, data, tmp, cache)
        result["listened"] = listened_run(cmd, env, os.path.join(tmp, tag + "-listened.log"))
        cmd, env = command_for(program, n, data, tmp, cache)
        result["bridged"] = listened_run(cmd, env, os.path.join(tmp, tag + "-bridged.log"), listener=False)
    shutil.rmtree(cache, ignore_errors=True)
    return result


def listened_run(cmd, env, log_path, listener=True):
    """The key test again with a screen reader's worth of listening: a private D-Bus
    session with the AT-SPI bus, and a client registered for focus, state and text
    events and for every key, synchronously (Tests/EndToEndTests/Support/atspi_client.py),
    as Orca registers them. Without `listener`, the bus alone: the accessibility bridge
    starts and keeps its tree, and nobody asks for anything (a desktop with accessibility
    on and no screen reader running)."""
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    address = daemon.stdout.readline().strip()
    # Accessibility on, as a desktop's switch (IsEnabled) or Orca would set it: RecipeGrid
    # starts its bridge at once rather than when the bus launcher, up a moment later, says so.
    bus_env = dict(env, DBUS_SESSION_BUS_ADDRESS=address, RECIPEGRID_ACCESSIBILITY="1")
    # The launcher names its socket after the display only, in XDG_RUNTIME_DIR: a folder of its own.
    runtime = tempfile.mkdtemp(prefix="recipegrid-atspi-")
    helpers = [subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=dict(bus_env, XDG_RUNTIME_DIR=runtime),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    client = os.path.join(HERE, "..", "Tests", "EndToEndTests", "Support", "atspi_client.py")
    events_path = log_path + ".events"
    with open(events_path, "w") as events:
        if listener:
            helpers.append(subprocess.Popen(["/usr/bin/python3", client, "events"], env=bus_env, stdout=events,
                                            stderr=subprocess.DEVNULL))
        try:
            flags = list(PROBE_FLAGS)
            flags[flags.index("--hold-ms") + 1] = "0"
            out = probe(cmd, bus_env, flags, log_path)
        finally:
            for process in helpers + [daemon]:
                process.terminate()
                process.wait()
            shutil.rmtree(runtime, ignore_errors=True)
    with open(events_path) as f:
        lines = f.readlines()
    out["events_heard"] = sum(1 for line in lines if "state-changed:focused" in line)
    out["keys_heard"] = sum(1 for line in lines if '"type": "key"' in line)
    return out


def pct(values, p):
    """Nearest-rank percentile."""
    v = sorted(values)
    return v[max(0, min(len(v) - 1, -(-len(v) * p // 100) - 1))] if v else None


def med(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def aggregate(runs):
    """Medians over the runs of one program and size, or the error that stopped it."""
    warm = [r["warm"] for r in runs if r["warm"].get("ok")]
    cold = [r.get("cold", r["warm"]) for r in runs]
    cold = [c for c in cold if c.get("ok")]
    if not warm:
        return {"error": runs[0]["warm"].get("error", "failed") if runs else "not run"}
    first = [us / 1000 for w in warm for us in w["key_first_us"] if us >= 0]
    last = [us / 1000 for w in warm for us in w["key_last_us"] if us >= 0]
    out = {"first_frame_ms": med([w["first_frame_ms"] for w in warm]),
           "settled_warm_ms": med([w["settled_ms"] for w in warm]),
           "settled_cold_ms": med([c["settled_ms"] for c in cold]),
           "first_frame_cold_ms": med([c["first_frame_ms"] for c in cold]),
           "key_first_median_ms": med(first), "key_first_p99_ms": pct(first, 99),
           "key_last_median_ms": med(last),
           "keys_measured": len(first), "keys_without_pixels": sum(len(w["key_first_us"]) for w in warm) - len(first),
           "peak_mb": med([w["peak_kb"] / 1024 for w in warm]),
           "idle_cpu_ms": max(w["idle_cpu_ms"] for w in warm),
           "held_backlog_ms": med([max(0.0, w["held"]["backlog_ms"]) for w in warm if w["held"]["repeats"] > 0]),
           "held_repeats": med([w["held"]["repeats"] for w in warm]),
           "runs": len(warm)}
    cached = [r["warm_cache_files"] for r in runs if "warm_cache_files" in r]
    if cached:
        out["warm_cache_files"] = med(cached)
    bridged = [us / 1000 for r in runs for us in r.get("bridged", {}).get("key_first_us", []) if us >= 0]
    if bridged:
        out["key_first_median_bridged_ms"] = med(bridged)
    listened = [us / 1000 for r in runs for us in r.get("listened", {}).get("key_first_us", []) if us >= 0]
    if listened:
        out["key_first_median_listened_ms"] = med(listened)
        out["listened_focus_events"] = med([r["listened"].get("events_heard", 0) for r in runs if "listened" in r])
        out["listened_keys"] = med([r["listened"].get("keys_heard", 0) for r in runs if "listened" in r])
    # The worst key of the session's first search, read to frame flushed (the trace's
    # micros): building the ingredient index must never hold one.
    searches = [max(r["trace_search_micros"]) / 1000 for r in runs if r.get("trace_search_micros")]
    if searches:
        out["first_search_max_ms"] = max(searches)
    after = [w["peak_after_search_kb"] / 1024 for w in warm if w.get("peak_after_search_kb")]
    if after:
        out["peak_after_search_mb"] = med(after)
    # A cold start parses the JSON; a warm one reads the index the cold start left.
    timings = [r["cold"]["timings"] for r in runs if r.get("cold", {}).get("timings")]
    if timings:
        out["index_ms"] = med([r["warm"]["timings"]["parse_ms"] for r in runs if r["warm"].get("timings")])
        parse_ms = med([t["parse_ms"] for t in timings])
        parse_bytes = med([t["parse_bytes"] for t in timings])
        out.update(parse_ms=parse_ms, parse_mb=parse_bytes / 1e6,
                   parse_mb_per_s=parse_bytes / 1e3 / parse_ms if parse_ms else None,
                   first_flush_cold_ms=med([r["cold"]["timings"]["first_flush_ms"] for r in runs
                                            if r.get("cold", {}).get("timings")]),
                   first_flush_warm_ms=med([r["warm"]["timings"]["first_flush_ms"] for r in runs
                                            if r["warm"].get("timings")]),
                   ready_cold_ms=med([r["cold"]["timings"]["ready_ms"] for r in runs
                                      if r.get("cold", {}).get("timings")]),
                   ready_warm_ms=med([r["warm"]["timings"]["ready_ms"] for r in runs if r["warm"].get("timings")]))
    micros = [m for r in runs for m in r.get("trace_key_micros", [])]
    if micros:
        out.update(trace_micros_median=med(micros), trace_micros_p99=pct(micros, 99), trace_keys=len(micros))
    return out


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            model = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    versions = {}
    for pkg in ("xvfb", "nsxiv", "libgtk-4-1"):
        r = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True, text=True)
        versions[pkg] = r.stdout.strip() or None
    return {"cpu": model, "cores": os.cpu_count(), "kernel": platform.release(),
            "date": datetime.datetime.now().astimezone().isoformat(timespec="minutes"), "versions": versions}


def fmt(value, digits):
    if value is None:
        return "—"
    return f"{value:,.{digits}f}"


def floor_ratio(results, n, key):
    """RecipeGrid's row over the blit floor's (RATIO_ROWS names which floor row), or None."""
    if key not in RATIO_ROWS or REFERENCE not in results:
        return None
    ours = results["recipegrid"][str(n)].get(key)
    ref = results[REFERENCE][str(n)].get(RATIO_ROWS[key])
    if ours is None or ref is None:
        return None
    if ref <= 0:  # a floor at 0 (the held key's backlog can be): equal when RecipeGrid is there too
        return 1.0 if ours <= 0 else None
    return ours / ref


def baseline_ratios(raw, n):
    """The ratios --write-baseline stores for size n: for each row, the largest of the runs'
    ratios (each run's RecipeGrid over the floor run beside it), at least MIN_BASELINE_RATIO.
    Load adds about the same milliseconds to both and lowers the ratio, so the largest is the
    quietest run's: a baseline taken on a busy machine is not stricter than a quiet one's."""
    pairs = [({"recipegrid": {str(n): aggregate([ours])}, REFERENCE: {str(n): aggregate([ref])}})
             for ours, ref in zip(raw["recipegrid"][str(n)], raw[REFERENCE][str(n)])]
    measured = {}
    for key in RATIO_ROWS:
        values = [r for r in (floor_ratio(pair, n, key) for pair in pairs
                              if "error" not in pair["recipegrid"][str(n)] and "error" not in pair[REFERENCE][str(n)])
                  if r is not None]
        if not values:
            return None
        measured[key] = round(max(MIN_BASELINE_RATIO, max(values)), 3)
    return measured


def table(results, sizes, programs):
    """One table per size: a column per program, then RecipeGrid over the blit floor (for
    the rows the gate compares so) and over the better peer."""
    peers = [p for p in programs if p in PEERS]

    def cell(program, n, key, digits):
        agg = results[program][str(n)]
        if "error" in agg:
            return agg["error"]
        if key == "settled_cold_ms" and program not in ("recipegrid", "nsxiv") and agg.get(key) is not None:
            return fmt(agg[key], digits) + "¹"
        return fmt(agg.get(key), digits)

    def over_peers(n, key):
        ours = results["recipegrid"][str(n)].get(key)
        values = [results[p][str(n)].get(key) for p in peers]
        values = [v for v in values if v is not None]
        if ours is None or not values:
            return "—"
        best = min(values)
        if best <= 0:
            return "=" if ours <= 0 else "∞"
        return f"{ours / best:.2f}"

    tables = []
    for n in sizes:
        head = [f"{n:,} recipes"] + [TITLES[p] for p in programs]
        head += ["÷ blit floor"] if REFERENCE in programs else []
        head += ["÷ best peer"] if peers else []
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for key, label, unit, digits in ROWS:
            row = [f"{label} ({unit})"] + [cell(p, n, key, digits) for p in programs]
            if REFERENCE in programs:
                r = floor_ratio(results, n, key)
                row.append("—" if r is None else f"{r:.2f}")
            if peers:
                row.append(over_peers(n, key))
            lines.append("| " + " | ".join(row) + " |")
        cached = [fmt(results[p][str(n)].get("warm_cache_files"), 0) if p in ("recipegrid", "nsxiv") else "—"
                  for p in programs]
        cached = ["files in the cache folder at the warm start"] + cached + [""] * (len(head) - 1 - len(programs))
        lines.append("| " + " | ".join(cached) + " |")
        tables.append("\n".join(lines))
    notes = []
    if any(p not in ("recipegrid", "nsxiv") for p in programs):
        notes.append("¹ No cache: its one start is both the cold and the warm one.")
    if REFERENCE in programs:
        notes.append("÷ blit floor: RecipeGrid over the blit floor of the same run, for the rows the gate "
                     "compares so (the accessibility rows over the floor's key → first pixels median).")
    return "\n\n".join(tables + (["\n".join(notes)] if notes else []))


def in_process(results, sizes):
    lines = ["| RecipeGrid in-process | " + " | ".join(f"{n:,}" for n in sizes) + " |",
             "|---|" + "---|" * len(sizes)]
    rows = [("cookbook parse, cold (ms)", "parse_ms", 1), ("cookbook read (MB)", "parse_mb", 1),
            ("parse speed (MB/s)", "parse_mb_per_s", 1), ("index read, warm (ms)", "index_ms", 1),
            ("main() → first XFlush, cold (ms)", "first_flush_cold_ms", 1),
            ("main() → first XFlush, warm (ms)", "first_flush_warm_ms", 1),
            ("main() → grid on screen, cold (ms)", "ready_cold_ms", 1),
            ("main() → grid on screen, warm (ms)", "ready_warm_ms", 1),
            ("trace micros per key, median (µs)", "trace_micros_median", 0),
            ("trace micros per key, p99 (µs)", "trace_micros_p99", 0)]
    for label, key, digits in rows:
        lines.append(f"| {label} | " + " | ".join(fmt(results["recipegrid"][str(n)].get(key), digits)
                                                  for n in sizes) + " |")
    return "\n".join(lines)


RATIO_KEY = "recipegrid_over_blit_floor"


def read_json(path, default):
    try:
        with open(path) as f:
            return json.load(f)
    except FileNotFoundError:
        return default


def local_baseline_path():
    return os.path.join(data_dir(), LOCAL_BASELINE)


def slack_for(key, unit):
    return CHECK_SLACK_ROWS.get(key, CHECK_SLACK[unit])


def check(results, sizes, baseline, local):
    """The gate: the rows that break its rules (see RATIO_ROWS, LOCAL_ROWS, CHECK_LIMITS), and
    the local rows this run recorded. Rows missing from `local` (this machine's baseline) are
    added to it; the caller writes it. A row the gate reads that was not measured fails."""
    failures, recorded = [], []
    units = {key: (label, unit, digits) for key, label, unit, digits in ROWS}
    ratios = baseline.get(RATIO_KEY, {})

    def against_local(table, key, label, unit, digits, v, where):
        b = table.get(key)
        if b is None:
            table[key] = round(v, 3)
            recorded.append(f"{label}{where}: {fmt(v, digits)} {unit}")
        elif v > 2 * b and v - b > slack_for(key, unit):
            failures.append(f"{label}{where}: {fmt(v, digits)} {unit}, this machine's baseline {fmt(b, digits)} {unit}")

    for n in sizes:
        ours = results["recipegrid"][str(n)]
        ref = results.get(REFERENCE, {}).get(str(n), {"error": "not run"})
        if "error" in ours:
            failures.append(f"RecipeGrid at {n:,} recipes: {ours['error']}")
            continue
        listened, plain = ours.get("key_first_median_listened_ms"), ours.get("key_first_median_ms")
        if listened is not None and plain is not None and listened - plain > 1.0:
            failures.append(f"a listening screen reader adds {listened - plain:.2f} ms a key at {n:,} recipes, more than 1 ms")
        # rule 1: ratios to the blit floor of this run
        base = ratios.get(str(n))
        if "error" in ref:
            failures.append(f"the blit floor at {n:,} recipes: {ref['error']}")
        elif base is None:
            failures.append(f"bench/baseline.json has no ratios for {n:,} recipes")
        else:
            for key, ref_key in RATIO_ROWS.items():
                label, unit, digits = units[key]
                v, r, b = ours.get(key), ref.get(ref_key), base.get(key)
                if v is None or r is None or b is None:
                    failures.append(f"{label} at {n:,} recipes: not measured (RecipeGrid {fmt(v, digits)}, "
                                    f"floor {fmt(r, digits)}, baseline ratio {fmt(b, 2)})")
                    continue
                expected = b * r  # the baseline's ratio on this run's floor
                if v > 2 * expected and v - expected > slack_for(key, unit):
                    failures.append(f"{label} at {n:,} recipes: {fmt(v, digits)} {unit}, the blit floor's "
                                    f"{fmt(r, digits)} {unit} times {v / r if r > 0 else float('inf'):.2f}; "
                                    f"baseline {b:.2f}x, so at most {fmt(max(2 * expected, expected + slack_for(key, unit)), digits)} {unit}")
        # rules 2 and 3: this machine's baseline, and the limits of their own
        rows = local.setdefault("recipegrid", {}).setdefault(str(n), {})
        for key in LOCAL_ROWS:
            label, unit, digits = units[key]
            v = ours.get(key)
            if v is None:
                failures.append(f"{label} at {n:,} recipes: not measured")
                continue
            if key in CHECK_LIMITS and v > CHECK_LIMITS[key]:
                failures.append(f"{label} at {n:,} recipes: {fmt(v, digits)} {unit}, more than {CHECK_LIMITS[key]} {unit}")
            against_local(rows, key, label, unit, digits, v, f" at {n:,} recipes")
    burst = results.get("watch", {})
    if "error" in burst:
        failures.append(burst["error"])
    elif burst.get("burst_key_max_ms") is not None and burst["burst_key_max_ms"] > CHECK_LIMITS["first_search_max_ms"]:
        failures.append(f"{watch.ROWS[0][1]}: {fmt(burst['burst_key_max_ms'], 2)} ms, more than 16 ms")
    ours = results.get("photos", {}).get("recipegrid")
    if ours and "error" in ours:
        failures.append(f"photos: {ours['error']}")
    elif ours:
        rows = local.setdefault("photos", {})
        for key, label, unit, digits in photos.ROWS:
            if ours.get(key) is None:
                failures.append(f"{label}: not measured")
            else:
                against_local(rows, key, label, unit, digits, ours[key], "")
    if recorded and "machine" not in local:
        local["machine"] = machine()
    return failures, recorded


def fake_probe_runs():
    """Probe output of the shape probe.c prints, for --validate to run aggregate() on."""
    start = {"ok": True, "first_frame_ms": 30.0, "settled_ms": 40.0, "peak_kb": 20480, "idle_cpu_ms": 0,
             "key_first_us": [900, 1100], "key_last_us": [1000, 1200], "held": {"repeats": 100, "backlog_ms": 1.0},
             "timings": {"parse_ms": 5.0, "parse_bytes": 1000, "first_flush_ms": 20.0, "ready_ms": 30.0}}
    recipegrid = {"cold": dict(start), "warm": dict(start, peak_after_search_kb=30720), "warm_cache_files": 1,
                  "trace_key_micros": [500, 700], "trace_search_micros": [1000, 2000, 1500, 1200, 1100],
                  "listened": dict(start, events_heard=2, keys_heard=0), "bridged": dict(start)}
    photo = {"settled_ms": 100.0, "jump_settled_ms": 5.0, "first_frame_ms": 30.0, "peak_kb": 40960,
             "loading_key_first_us": [700, 900], "ok": True}
    return [recipegrid], [{"warm": dict(start)}], [{"cold": photo, "warm": photo, "loading": photo, "warm_cache_files": 1}]


def validate(baseline_path):
    """What `make test` runs so that the bench cannot rot unseen: every row the gate reads is
    a row of the table that aggregate() still makes from the probe's output, the committed
    baseline holds a ratio for every ratio row at every size (and nothing else), and the
    probe and the floor run."""
    baseline = read_json(baseline_path, {})
    known = {key for key, *_ in ROWS}
    gated = set(RATIO_ROWS) | set(LOCAL_ROWS) | set(CHECK_LIMITS)
    problems = [f"the gate reads {key!r}, which is not a row of the table" for key in sorted(gated - known)]
    problems += [f"the gate reads the floor's {key!r}, which is not a row of the table"
                 for key in sorted(set(RATIO_ROWS.values()) - known)]
    problems += [f"{key!r} is both a ratio row and a local row" for key in sorted(set(RATIO_ROWS) & set(LOCAL_ROWS))]
    ours, floor_runs, photo_runs = fake_probe_runs()
    made, floor_made = aggregate(ours), aggregate(floor_runs)
    problems += [f"aggregate() no longer makes {key!r}, which the gate reads" for key in sorted(gated) if key not in made]
    problems += [f"aggregate() no longer makes the floor's {key!r}, which the gate reads"
                 for key in sorted(set(RATIO_ROWS.values())) if key not in floor_made]
    photo_made = photos.aggregate(photo_runs, med, pct)
    problems += [f"photos.aggregate() no longer makes {key!r}, which the gate reads"
                 for key, *_ in photos.ROWS if key not in photo_made]
    problems += [f"bench/baseline.json: {key!r} is not read by the gate (it reads {RATIO_KEY!r}, ratios)"
                 for key in baseline if key not in ("machine", "runs", "rule", RATIO_KEY)]
    for n in ("1000", "10000", "100000"):
        rows = baseline.get(RATIO_KEY, {}).get(n)
        if rows is None:
            problems.append(f"bench/baseline.json has no ratios for {n} recipes")
            continue
        problems += [f"bench/baseline.json lacks the ratio of {key!r} at {n} recipes, which the gate reads"
                     for key in RATIO_ROWS if key not in rows]
        problems += [f"bench/baseline.json's {key!r} at {n} recipes is not a ratio the gate reads"
                     for key in rows if key not in RATIO_ROWS]
        problems += [f"bench/baseline.json's {key!r} at {n} recipes is not a positive number"
                     for key, value in rows.items() if not isinstance(value, (int, float)) or value <= 0]
    for path, name in ((PROBE, "probe"), (FLOOR, "floor")):
        result = subprocess.run([path], capture_output=True, text=True) if os.access(path, os.X_OK) else None
        if result is None or f"usage: {name}" not in result.stderr:
            problems.append(f"the {name} ({path}) does not run: {result.stderr.strip()[:200] if result else 'missing'}")
    for problem in problems:
        log("bench --validate: " + problem)
    return not problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS") or 3))
    ap.add_argument("--sizes", default=os.environ.get("SIZES") or "1000,10000,100000")
    ap.add_argument("--photos", type=int, default=int(os.environ.get("PHOTOS") or 300),
                    help="recipes in the photo cookbook; 0 leaves the photo rows out")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true",
                      help="RecipeGrid and the blit floor only; fail on a row that breaks the gate's rules")
    mode.add_argument("--write-baseline", action="store_true",
                      help="RecipeGrid and the blit floor only; write bench/baseline.json and this machine's baseline")
    mode.add_argument("--validate", action="store_true", help="check the baseline and the probe without measuring (make test)")
    args = ap.parse_args()
    if args.validate:
        raise SystemExit(0 if validate(os.path.join(HERE, "baseline.json")) else 1)
    sizes = [int(s) for s in args.sizes.split(",") if s]
    programs = ["recipegrid", REFERENCE] if args.check or args.write_baseline else PROGRAMS
    for path in (PROBE, FLOOR, RECIPEGRID):
        if not os.access(path, os.X_OK):
            raise SystemExit(f"bench: {path} is missing; run it through make (make bench)")

    started = time.monotonic()
    data = generate(sizes, "nsxiv" in programs)
    photo_cookbook = photos.generate(data_dir(), args.photos) if args.photos else None
    photo_programs = [p for p in programs if p in photos.JUMP]
    tmp = tempfile.mkdtemp(prefix="recipegrid-bench-run-")
    raw = {p: {str(n): [] for n in sizes} for p in programs}
    raw_photos = {p: [] for p in photo_programs}
    raw_watch = []
    watched = "recipegrid" in programs and 1000 in sizes
    try:
        for run in range(1, args.runs + 1):
            for n in sizes:
                for program in programs:
                    t = time.monotonic()
                    r = one_run(program, n, data, tmp, run)
                    raw[program][str(n)].append(r)
                    status = r["warm"].get("error") or "ok"
                    log(f"run {run}/{args.runs}  {TITLES[program]:<10} {n:>7,}  {status}  "
                        f"({time.monotonic() - t:.0f} s)")
            for program in photo_programs if photo_cookbook else []:
                t = time.monotonic()
                r = photos.one_run(program, photo_cookbook, tmp, run, probe, PROBE_FLAGS, RECIPEGRID)
                raw_photos[program].append(r)
                status = next((s.get("error") for s in r.values() if isinstance(s, dict) and not s.get("ok")), None) or "ok"
                log(f"run {run}/{args.runs}  {TITLES[program]:<10} photos  {status}  ({time.monotonic() - t:.0f} s)")
            if watched:
                t = time.monotonic()
                r = watch.one_run(RECIPEGRID, os.path.join(data, "cookbook-1000"), tmp, run, start_xvfb)
                raw_watch.append(r)
                log(f"run {run}/{args.runs}  RecipeGrid watch burst  {r.get('error') or 'ok'}  ({time.monotonic() - t:.0f} s)")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    results = {p: {str(n): aggregate(raw[p][str(n)]) for n in sizes} for p in programs}
    if photo_cookbook:
        results["photos"] = {p: photos.aggregate(raw_photos[p], med, pct) for p in photo_programs}
    if watched:
        results["watch"] = watch.aggregate(raw_watch, med)
    box = machine()
    box_line = (f"Machine: {box['cpu']}, {box['cores']} cores, Linux {box['kernel']}, {box['date']}; "
                f"{args.runs} run(s), {time.monotonic() - started:.0f} s; private Xvfb 1280x1024x24.")
    tables = [table(results, sizes, programs)]
    if photo_cookbook:
        tables.append(photos.table(results["photos"], photo_programs, args.photos, fmt))
    if watched:
        tables.append(watch.table(results["watch"], fmt))
    text = "\n\n".join(tables + ([in_process(results, sizes)] if sizes else []) + [box_line])
    print(text)

    out_dir = os.path.join(HERE, "results")
    os.makedirs(out_dir, exist_ok=True)
    name = "check" if args.check else "baseline" if args.write_baseline else "latest"
    with open(os.path.join(out_dir, name + ".md"), "w") as f:
        f.write(text + "\n")
    with open(os.path.join(out_dir, name + ".json"), "w") as f:
        json.dump({"machine": box, "runs": args.runs, "sizes": sizes, "results": results, "raw": raw,
                   "raw_photos": raw_photos, "raw_watch": raw_watch}, f, indent=1)

    if args.write_baseline:
        # Sizes (and photo rows) not measured this time keep their old baselines.
        baseline_path = os.path.join(HERE, "baseline.json")
        written = {key: value for key, value in read_json(baseline_path, {}).items()
                   if key in ("machine", "runs", "rule", RATIO_KEY)}  # milliseconds of old are dropped
        if sizes:
            written.update(machine=box, runs=args.runs,
                           rule="RecipeGrid's row over the blit floor's, both measured in the same run (bench/README.md)")
        ratios = written.setdefault(RATIO_KEY, {})
        for n in sizes:
            measured = baseline_ratios(raw, n)
            if measured is None:
                log(f"bench: no baseline ratios written for {n:,} recipes: a row was not measured")
                continue
            ratios[str(n)] = measured
        with open(baseline_path, "w") as f:
            json.dump(written, f, indent=1)
            f.write("\n")
        local = read_json(local_baseline_path(), {})
        for n in sizes:
            local.setdefault("recipegrid", {})[str(n)] = {}
        if photo_cookbook:
            local["photos"] = {}
        local.pop("machine", None)
        check(results, sizes, {}, local)  # fills this machine's rows afresh
        with open(local_baseline_path(), "w") as f:
            json.dump(local, f, indent=1)
        log(f"wrote bench/baseline.json and {local_baseline_path()}")
    if args.check:
        local = read_json(local_baseline_path(), {})
        failures, recorded = check(results, sizes, read_json(os.path.join(HERE, "baseline.json"), {}), local)
        if recorded:
            with open(local_baseline_path(), "w") as f:
                json.dump(local, f, indent=1)
            log(f"bench-check: this machine had no baseline for these rows; recorded in {local_baseline_path()}:")
            for line in recorded:
                log("  " + line)
        if failures:
            log("bench-check: failed (bench/README.md, \"The gate\"):")
            for line in failures:
                log("  " + line)
            return 1
        log("bench-check: every RecipeGrid row keeps the gate's rules (ratios to the blit floor within 2x of "
            "bench/baseline.json; the other rows within 2x of this machine's baseline; the first search within 16 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
