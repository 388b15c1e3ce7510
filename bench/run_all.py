"""Every speed and memory target of issues 15 and 20 in one table; exits 1 when one is missed.

Not part of CI (timings move with the machine's load): run it by hand on a quiet machine, twice
if a figure is near its target. Each bench runs in its own process and measures its baseline in
the same run (see each bench's docstring for the path it measures).

    python bench/run_all.py [--runs 7] [--wheel] [--release] [--skip memory,books,...]

--wheel also builds a wheel, installs it in a temporary venv (as packaging/check_wheel.sh does)
and times start-up and the read commands from that install. --release also runs .ci/release
(freezes the app and smoke-tests it) and reports the bundle's size against its 140 MB limit.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _figures import ROOT, child_env  # noqa: E402

BENCH = ROOT / "bench"


def rows_of(argv: list[str], env: dict | None = None) -> list[dict]:
    before = os.getloadavg()[0]
    proc = subprocess.run([sys.executable, *argv, "--json"], cwd=ROOT, capture_output=True, text=True,
                          env=env or child_env())
    rows = [json.loads(line[4:]) for line in proc.stdout.splitlines() if line.startswith("ROW ")]
    load = f"load average {before:.1f} before, {os.getloadavg()[0]:.1f} after"  # the machine's noise
    for r in rows:
        r["note"] = f"{r.get('note') or ''}; {load}".lstrip("; ")
    if proc.returncode != 0 or not rows:
        name = " ".join(argv)
        print(f"{name} failed:\n{proc.stderr[-1500:]}", file=sys.stderr)
        return [{"what": name, "figure": float("nan"), "baseline": None, "ratio": None, "target": "runs",
                 "ok": False, "unit": "", "note": "the bench failed"}]
    return rows


def search_rows() -> list[dict]:
    code = ("import sys, json, statistics, tempfile; sys.path.insert(0, 'bench'); sys.path.insert(0, '.')\n"
            "import bench_ui\n"
            "d = tempfile.mkdtemp()\n"
            "keys, raw, paint = bench_ui.keystroke_times(d)\n"
            "m, w = statistics.median(keys) * 1000, max(keys) * 1000\n"
            "r = statistics.median(raw) * 1000\n"
            "for what, fig, target, ok in (('search keystroke -> repainted list (median)', m, '<= 16 ms', m <= 16),\n"
            "                              ('search keystroke -> repainted list (worst)', w, '<= 33 ms', w <= 33)):\n"
            "    print('ROW ' + json.dumps({'what': what, 'figure': fig, 'baseline': r, 'ratio': fig / r, 'target': target,\n"
            "        'ok': ok, 'unit': 'ms', 'note': f'{len(keys)} keystrokes; baseline = raw search median; '\n"
            "        f'p90 {statistics.quantiles(keys, n=10)[-1] * 1000:.1f} ms'}))\n")
    return rows_of(["-c", code])


def wheel_python(tmp: str) -> str:
    """Build the wheel and install it (with its dependencies) in a fresh venv; its python."""
    # No PYTHONPATH (the checkout would be found first: pip would call the wheel installed, the
    # bench would time the checkout); packaging/build_dist.py builds a copy of the checkout (the
    # sdist, then the wheel from it), so no build folder is left in it.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    dist = Path(tmp) / "dist"
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_dist.py"), str(dist)], check=True,
                   stdout=subprocess.DEVNULL, env=env, cwd=tmp)
    wheel = next(dist.glob("spellforge-*.whl"))
    venv = Path(tmp) / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, env=env, cwd=tmp)
    py = str(venv / "bin" / "python")
    subprocess.run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)], check=True,
                   env=env, cwd=tmp, stderr=subprocess.DEVNULL)
    check = subprocess.run([py, "-c", "import spellforge; print(spellforge.__file__)"], env=env, cwd=tmp,
                           capture_output=True, text=True, check=True)
    if not check.stdout.startswith(str(venv)):
        raise SystemExit(f"the wheel's python imports spellforge from {check.stdout.strip()}, not its venv")
    return py


def release_rows() -> list[dict]:
    """.ci/release: the frozen bundle built and smoke-tested; its size is the figure."""
    proc = subprocess.run([str(ROOT / ".ci" / "release")], cwd=ROOT, capture_output=True, text=True)
    sizes = [line for line in proc.stdout.splitlines() if line.startswith("bundle size: ")]
    figure = float(sizes[-1].split()[2]) if sizes else float("nan")
    failed = [line.strip() for line in proc.stdout.splitlines() if line.startswith("FAIL")]
    if proc.returncode != 0 and not failed:
        failed = [proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else f"exit {proc.returncode}"]
    return [{"what": "frozen bundle (.ci/release: freeze + smoke)", "figure": figure, "baseline": None, "ratio": None,
             "target": "<= 140 MB, all checks", "ok": proc.returncode == 0, "unit": "MB",
             "note": "; ".join(failed) or "every smoke check passed"}]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--wheel", action="store_true")
    ap.add_argument("--release", action="store_true", help="also freeze the app and smoke-test it (.ci/release)")
    ap.add_argument("--skip", default="", help="comma-separated: startup,cli,library,books,memory,search,wheel,release")
    args = ap.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    rows: list[dict] = []
    if "startup" not in skip:
        rows += rows_of([str(BENCH / "bench_startup.py"), "--runs", str(args.runs), "--only", "startup"])
    if "cli" not in skip:
        rows += rows_of([str(BENCH / "bench_startup.py"), "--runs", str(args.runs), "--only", "cli"])
    if args.wheel and "wheel" not in skip:
        with tempfile.TemporaryDirectory() as tmp:
            py = wheel_python(tmp)
            rows += rows_of([str(BENCH / "bench_startup.py"), "--runs", str(args.runs), "--python", py,
                             "--label", "wheel: "], env={k: v for k, v in child_env().items() if k != "PYTHONPATH"})
    if "library" not in skip:
        rows += rows_of([str(BENCH / "bench_library.py"), "--runs", str(args.runs)])
    if "books" not in skip:
        rows += rows_of([str(BENCH / "bench_books.py"), "--runs", str(max(24, args.runs * 4))])
    if "search" not in skip:
        rows += search_rows()
    if "memory" not in skip:
        rows += rows_of([str(BENCH / "bench_memory.py")])
    if args.release and "release" not in skip:
        rows += release_rows()
    print_table(rows)
    missed = [r for r in rows if not r["ok"]]
    print(f"\n{len(rows) - len(missed)} of {len(rows)} targets met; load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores")
    return 1 if missed else 0


def _num(v, unit: str) -> str:
    if v is None:
        return "-"
    return f"{v:.3f} {unit}" if unit == "s" else f"{v:.1f} {unit}"


def print_table(rows: list[dict]) -> None:
    head = ("what", "figure", "baseline", "ratio", "target", "")
    lines = [(r["what"], _num(r["figure"], r["unit"]), _num(r["baseline"], r["unit"]),
              "-" if r["ratio"] is None else f"{r['ratio']:.2f}x", r["target"], "ok" if r["ok"] else "MISSED")
             for r in rows]
    widths = [max(len(x[i]) for x in [head, *lines]) for i in range(len(head))]
    print(" | ".join(h.ljust(w) for h, w in zip(head, widths)))
    print("-+-".join("-" * w for w in widths))
    for x in lines:
        print(" | ".join(c.ljust(w) for c, w in zip(x, widths)))
    print("\nnotes (noise: each figure is a median; the range shows the spread in this run):")
    for r in rows:
        if r.get("note"):
            print(f"- {r['what']}: {r['note']}")


if __name__ == "__main__":
    sys.exit(main())
