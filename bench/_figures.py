"""Shared bits of the benches: a figure row for bench/run_all.py, medians of alternating
repeats (the baseline and the measured path take turns, so both see the same machine load),
and a child-process environment that compiles bytecode (as an installed wheel has it)."""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYCACHE = Path(tempfile.gettempdir()) / "spellforge-bench-pycache"


def child_env(data_dir: str | None = None, **extra) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=str(PYCACHE), **extra)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a wheel install has its .pyc files
    if data_dir:
        env["SPELLFORGE_DATA_DIR"] = data_dir
    return env


def row(what: str, figure: float, baseline: float | None, target: str, ok: bool, unit: str = "ms",
        note: str = "") -> dict:
    ratio = figure / baseline if baseline else None
    return {"what": what, "figure": figure, "baseline": baseline, "ratio": ratio, "target": target, "ok": bool(ok),
            "unit": unit, "note": note}


def spread(values: list[float]) -> str:
    """The noise of a repeated figure: min-max around the median."""
    return f"median of {len(values)}, range {min(values):.3g}-{max(values):.3g}"


def median(values: list[float]) -> float:
    return statistics.median(values)


def emit(rows: list[dict], as_json: bool) -> None:
    if as_json:
        for r in rows:
            print("ROW " + json.dumps(r, ensure_ascii=False), flush=True)
        return
    for r in rows:
        base = "" if r["baseline"] is None else f"; baseline {r['baseline']:.4g} {r['unit']}, ratio {r['ratio']:.2f}x"
        print(f"{r['what']}: {r['figure']:.4g} {r['unit']}{base}; target {r['target']} -> "
              f"{'OK' if r['ok'] else 'MISSED'}  ({r['note']})")


def wants_json() -> bool:
    return "--json" in sys.argv
