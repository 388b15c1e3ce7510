"""The heat map's colour scale (sim/matchup/heat.py): red at 0 %, yellow at 50 %, green at 100 %,
the hue rising with the score, every colour light enough for black figures (WCAG contrast)."""

from __future__ import annotations

import colorsys

from spellforge.sim.matchup.heat import score_colour


def _contrast_with_black(rgb) -> float:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = map(channel, rgb)
    return (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05) / 0.05


def test_red_to_green_by_score_and_readable():
    assert score_colour(0) == (235, 106, 106) and score_colour(1) == (106, 235, 106)
    r, g, b = score_colour(0.5)
    assert r == g > b  # yellow
    hues = [colorsys.rgb_to_hsv(*(v / 255 for v in score_colour(k / 20)))[0] for k in range(21)]
    assert hues == sorted(hues) and len(set(hues)) == 21
    assert min(_contrast_with_black(score_colour(k / 20)) for k in range(21)) >= 4.5
    assert score_colour(-0.2) == score_colour(0) and score_colour(1.3) == score_colour(1)
