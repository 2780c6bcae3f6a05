"""The watch row of `make bench`: 1,000 recipe files written into the open cookbook, as a sync
client writes them, while keys are pressed.

RecipeGrid opens a copy of the 1,000-recipe cookbook under a private Xvfb with --trace. Once its
first frame is up, 1,000 Nextcloud-style recipe folders (NAME/recipe.json) are written as fast
as Python writes files, and meanwhile Tab is pressed (xdotool, XTEST) every 20 ms until the
last new recipe shows (focus goes from the grid to the sidebar and back; the selection stays).
The recipes sort before every other, so the selected recipe's index grows by one for each new
recipe shown; the last one shows at the first trace line whose index has grown by 1,000.

  slowest key during the burst   the largest `micros` (key read → frame flushed) of the keys
                                 pressed while the files were written, read and shown
  last file written → shown      from the last file closed to that trace line, as the
                                 bench sees the line appear (polled every 5 ms)
"""
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time

FILES = 1000
KEY_INTERVAL_S = 0.02
TIMEOUT_S = 60

# (key, label, unit, digits); lower is better in every row
ROWS = [("burst_key_max_ms", "1,000 files written while keys are pressed: slowest key", "ms", 2),
        ("burst_shown_ms", "1,000 files written: last file → last recipe shown", "ms", 1)]


def _lines(path, seen):
    """The trace lines written since `seen` were read."""
    if not os.path.exists(path):
        return []
    with open(path) as f:
        text = f.read()
    lines = [json.loads(line) for line in text.splitlines() if line.strip()]
    return lines[seen:]


def _wait(trace, predicate, seen, timeout=TIMEOUT_S):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        new = _lines(trace, seen)
        for offset, line in enumerate(new):
            if predicate(line):
                return line, seen + offset + 1, time.monotonic()
        time.sleep(0.005)
    raise TimeoutError("the trace line did not come")


def one_run(recipegrid, cookbook, tmp, run, start_xvfb):
    """One burst; the two numbers, or the error that stopped the run."""
    work = tempfile.mkdtemp(dir=tmp, prefix=f"watch-run{run}-")
    folder = os.path.join(work, "cookbook")
    shutil.copytree(cookbook, folder)
    trace = os.path.join(work, "trace.jsonl")
    xvfb, display = start_xvfb()
    env = dict(os.environ, DISPLAY=display, XDG_CACHE_HOME=os.path.join(work, "cache"),
               XDG_CONFIG_HOME=os.path.join(work, "config"))
    app = subprocess.Popen([recipegrid, folder, "--geometry", "1180x780", "--data-dir", os.path.join(work, "data"),
                            "--trace", trace], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        start, seen, _ = _wait(trace, lambda line: line["event"] == "start", 0)
        base = start["selectionIndex"] or 0
        done = threading.Event()
        written_at = []

        def write():
            for number in range(FILES):
                recipe = os.path.join(folder, f"000 Burst {number:04d}")
                os.mkdir(recipe)
                with open(os.path.join(recipe, "recipe.json"), "w") as f:
                    json.dump({"@type": "Recipe", "name": f"000 Burst {number:04d}", "recipeIngredient": ["1 cup rice"]}, f)
            written_at.append(time.monotonic())
            done.set()

        shown = []

        def watch_trace():
            try:
                shown.append(_wait(trace, lambda l: l["selectionIndex"] == base + FILES, seen)[2])
            except TimeoutError:
                shown.append(None)

        watcher = threading.Thread(target=watch_trace)
        watcher.start()
        writer = threading.Thread(target=write)
        writer.start()
        while watcher.is_alive():
            subprocess.run(["xdotool", "key", "Tab"], env=env, check=True)
            time.sleep(KEY_INTERVAL_S)
        writer.join()
        if shown[0] is None:
            raise TimeoutError("the last new recipe did not show")
        shown_at = shown[0]
        keys = [l for l in _lines(trace, 0) if l["event"] == "key"]
        return {"ok": True, "burst_key_max_ms": max(l["micros"] for l in keys) / 1000 if keys else None,
                "burst_shown_ms": (shown_at - written_at[0]) * 1000, "keys": len(keys)}
    except (TimeoutError, subprocess.CalledProcessError, KeyError) as error:
        return {"ok": False, "error": f"watch burst: {error}"}
    finally:
        app.terminate()
        app.wait()
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)


def aggregate(runs, med):
    good = [r for r in runs if r.get("ok")]
    if not good:
        return {"error": runs[0].get("error", "failed") if runs else "not run"}
    return {"burst_key_max_ms": max(r["burst_key_max_ms"] for r in good if r["burst_key_max_ms"] is not None),
            "burst_shown_ms": med([r["burst_shown_ms"] for r in good]), "runs": len(good)}


def table(result, fmt):
    lines = ["| RecipeGrid, watched cookbook (1,000 recipes open) | |", "|---|---|"]
    for key, label, unit, digits in ROWS:
        lines.append(f"| {label} ({unit}) | {fmt(result.get(key), digits) if 'error' not in result else result['error']} |")
    return "\n".join(lines)
