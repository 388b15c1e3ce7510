"""The heat map's colour scale (the window's Matchup screen and bench/bench_matchup.py --png): a
score from 0 (every game lost) to 1 (every game won) as red through yellow to green, light enough
that black figures on it stay readable, and the same at every size."""

from __future__ import annotations

import colorsys

SATURATION, VALUE = 0.55, 0.92  # pale enough for black text (contrast with black >= 6.8:1 across the scale)


def score_colour(score: float) -> tuple[int, int, int]:
    """(r, g, b) 0–255: hue 0° (red) at 0 %, 60° (yellow) at 50 %, 120° (green) at 100 %."""
    x = min(1.0, max(0.0, float(score)))
    r, g, b = colorsys.hsv_to_rgb(x / 3, SATURATION, VALUE)
    return round(255 * r), round(255 * g), round(255 * b)
