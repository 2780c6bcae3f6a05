"""The photo rows of `make bench`: a cookbook of phone photos beside `nsxiv -t` on the same JPEGs.

bench/make_photo_cookbook.py writes a Nextcloud Cookbook folder of N recipes (default 300),
each with a 4032x3024 JPEG of about 2 MB. Each program starts three times per run, every
start on its own Xvfb under the probe, at 1180x780:

  cold     an empty $XDG_CACHE_HOME (no thumbnails): exec -> every visible photo drawn, then
           the last screen (RecipeGrid Ctrl+End, nsxiv G) -> its photos drawn
  warm     the cache the cold start left (a new state folder, so the selection starts at
           the top): RecipeGrid's thumbnails, nsxiv's ($XDG_CACHE_HOME/nsxiv, one per
           photo: nsxiv caches every image of at least 160 px it has made a thumbnail of);
           the count is `warm_cache_files` in latest.json
  loading  an empty cache again, with 30 keys (Right, Left, ...) sent every 40 ms from the
           first frame on, while the photos decode: key -> first pixels; the first key, sent
           at the first frame while the first decodes start, has a row of its own, and
           RecipeGrid's trace gives each key's time in the app (micros)

"Every visible photo drawn" is the probe's settled time: the last damage before a second
without any. nsxiv makes the thumbnails of every image of the folder before it settles,
so its cold start waits for all N. A key's first pixels are the first damage after the
server processed it; a photo landing in that instant counts as the key's frame, so the
loading rows are, if anything, kind to both programs.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GEOMETRY = "1180x780"
JUMP = {"recipegrid": "Control+End", "nsxiv": "Shift+g"}
LOADING_KEYS = 30
STARTUP_TIMEOUT_MS = 240000
# A photo takes tens of milliseconds to decode: a second without drawing means the screen's
# photos are all in, not that the next one is late.
QUIET_MS = 1000

# (key, label, unit, digits); lower is better in every row
ROWS = [("settled_warm_ms", "exec → every visible photo drawn, warm", "ms", 1),
        ("settled_cold_ms", "exec → every visible photo drawn, cold (no thumbnails)", "ms", 1),
        ("jump_warm_ms", "last screen (Ctrl+End; nsxiv G) → its photos drawn, warm", "ms", 1),
        ("jump_cold_ms", "last screen → its photos drawn, cold", "ms", 1),
        ("loading_key_median_ms", "key → first pixels while photos decode, median", "ms", 2),
        ("loading_key_p99_ms", "key → first pixels while photos decode, p99", "ms", 2),
        ("loading_first_key_ms", "the first of those keys (at the first frame) → first pixels, median of the runs", "ms", 2),
        ("peak_warm_mb", "peak memory (VmHWM), warm start", "MB", 1),
        ("peak_mb", "peak memory (VmHWM), the most of the three starts", "MB", 1)]


def generate(root, count):
    path = os.path.join(root, f"photos-{count}")
    if not os.path.exists(os.path.join(path, ".complete")):
        print(f"generating {count} recipes with 12-megapixel photos in {path} (once, a few minutes)",
              file=sys.stderr, flush=True)
    subprocess.run([sys.executable, os.path.join(HERE, "make_photo_cookbook.py"), str(count), path], check=True)
    return path


def command(program, cookbook, tmp, cache, recipegrid, trace=None):
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    env.pop("WAYLAND_DISPLAY", None)
    if program == "recipegrid":
        state = tempfile.mkdtemp(dir=tmp, prefix="data-")
        return [recipegrid, "--geometry", GEOMETRY, "--data-dir", state] + (["--trace", trace] if trace else []) + [cookbook], env
    return ["nsxiv", "-t", "-g", GEOMETRY, "-r", cookbook], env


def one_run(program, cookbook, tmp, run, probe, base_flags, recipegrid):
    """The three starts of one program; probe(cmd, env, flags, log) runs one."""
    flags = list(base_flags)
    flags[flags.index("--startup-timeout-ms") + 1] = str(STARTUP_TIMEOUT_MS)
    flags[flags.index("--quiet-ms") + 1] = str(QUIET_MS)
    flags += ["--startup-only"]
    result = {}
    cache = tempfile.mkdtemp(dir=tmp, prefix="cache-")
    for start in ("cold", "warm"):
        if start == "warm":
            result["warm_cache_files"] = sum(len(files) for _, _, files in os.walk(cache))
        cmd, env = command(program, cookbook, tmp, cache, recipegrid)
        result[start] = probe(cmd, env, flags + ["--jump", JUMP[program]],
                              os.path.join(tmp, f"photos-{program}-run{run}-{start}.log"))
    cache = tempfile.mkdtemp(dir=tmp, prefix="cache-")
    trace = os.path.join(tmp, f"photos-run{run}.trace") if program == "recipegrid" else None
    cmd, env = command(program, cookbook, tmp, cache, recipegrid, trace)
    result["loading"] = probe(cmd, env, flags + ["--loading-keys", str(LOADING_KEYS)],
                              os.path.join(tmp, f"photos-{program}-run{run}-loading.log"))
    if trace and os.path.exists(trace):
        with open(trace) as f:
            lines = [json.loads(line) for line in f if line.strip()]
        result["loading"]["trace_key_micros"] = [line["micros"] for line in lines if line.get("event") == "key"]
    return result


def aggregate(runs, med, pct):
    starts = [r[s] for r in runs for s in ("cold", "warm", "loading")]
    failed = [s for s in starts if not s.get("ok")]
    if failed:
        return {"error": failed[0].get("error", "failed")}
    keys = [us / 1000 for r in runs for us in r["loading"]["loading_key_first_us"] if us >= 0]
    return {"settled_warm_ms": med([r["warm"]["settled_ms"] for r in runs]),
            "settled_cold_ms": med([r["cold"]["settled_ms"] for r in runs]),
            "jump_warm_ms": med([r["warm"]["jump_settled_ms"] for r in runs]),
            "jump_cold_ms": med([r["cold"]["jump_settled_ms"] for r in runs]),
            "loading_key_median_ms": med(keys), "loading_key_p99_ms": pct(keys, 99),
            "loading_first_key_ms": med([r["loading"]["loading_key_first_us"][0] / 1000 for r in runs
                                         if r["loading"]["loading_key_first_us"][:1] >= [0]]),
            "loading_keys_measured": len(keys),
            "first_frame_ms": med([r["warm"]["first_frame_ms"] for r in runs]),
            "peak_warm_mb": med([r["warm"]["peak_kb"] / 1024 for r in runs]),
            "peak_mb": med([max(r[s]["peak_kb"] for s in ("cold", "warm", "loading")) / 1024 for r in runs]),
            "warm_cache_files": med([r.get("warm_cache_files", 0) for r in runs]),
            "runs": len(runs), **trace_micros(runs, med)}


def trace_micros(runs, med):
    """RecipeGrid's time in the app for the loading keys (its trace): all keys, and the first."""
    traced = [r["loading"]["trace_key_micros"] for r in runs if r["loading"].get("trace_key_micros")]
    if not traced:
        return {}
    return {"loading_trace_micros_median": med([m for t in traced for m in t]),
            "loading_trace_first_key_micros": med([t[0] for t in traced])}


def table(results, programs, count, fmt):
    titles = {"recipegrid": "RecipeGrid", "nsxiv": "nsxiv -t"}
    head = [f"{count} recipes, 12 MP JPEGs, {GEOMETRY}"] + [titles[p] for p in programs]
    if len(programs) > 1:
        head.append("÷ nsxiv")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for key, label, unit, digits in ROWS:
        row = [f"{label} ({unit})"]
        for p in programs:
            row.append(results[p].get("error") or fmt(results[p].get(key), digits))
        if len(programs) > 1:
            ours, theirs = results["recipegrid"].get(key), results["nsxiv"].get(key)
            row.append(f"{ours / theirs:.2f}" if ours is not None and theirs else "—")
        lines.append("| " + " | ".join(row) + " |")
    cached = [fmt(results[p].get("warm_cache_files"), 0) for p in programs]
    lines.append("| " + " | ".join(["files in the cache folder at the warm start"] + cached
                                   + ([""] if len(programs) > 1 else [])) + " |")
    return "\n".join(lines)
