"""Word-wrap and shrink-to-fit for names and trait lines that vary wildly in length across
languages (Russian names run ~30% longer than English)."""

from __future__ import annotations

from dataclasses import dataclass

from spellforge.render.pen import Pen


@dataclass(frozen=True)
class Fitted:
    lines: tuple[str, ...]
    size: float
    condensed: bool


def wrap(pen: Pen, text: str, width: float, size: float, bold: bool, condensed: bool) -> list[str]:
    """Greedy word wrap; a word wider than the line stays whole on its own line (caller shrinks)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}" if current else word
        if current and pen.text_width(trial, size, bold, condensed) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def _ellipsize(pen: Pen, line: str, width: float, size: float, bold: bool, condensed: bool) -> str:
    if pen.text_width(line, size, bold, condensed) <= width:
        return line
    while line and pen.text_width(line + "…", size, bold, condensed) > width:
        line = line[:-1]
    return line.rstrip() + "…"


def fit(pen: Pen, text: str, width: float, max_lines: int, start: float, smallest: float, bold: bool = False, line_height: float = 1.18, height: float | None = None) -> Fitted:
    """The largest size in [smallest, start] where `text` wraps into `max_lines` lines of `width`
    (and, when given, `height` units); regular width first, then the condensed face. If nothing
    fits, the smallest condensed size with the last line ellipsized, so text never spills."""
    for condensed in (False, True):
        size = start
        while size >= smallest:
            lines = wrap(pen, text, width, size, bold, condensed)
            fits = len(lines) <= max_lines and all(pen.text_width(ln, size, bold, condensed) <= width for ln in lines)
            if fits and (height is None or len(lines) * size * line_height <= height):
                return Fitted(tuple(lines), size, condensed)
            size -= 1
    lines = wrap(pen, text, width, smallest, bold, True)
    if height is not None:
        max_lines = max(1, min(max_lines, int(height // (smallest * line_height))))
    kept = lines[:max_lines]
    if len(lines) > max_lines:
        kept[-1] = kept[-1] + " " + " ".join(lines[max_lines:])
    kept = [_ellipsize(pen, ln, width, smallest, bold, True) for ln in kept]
    return Fitted(tuple(kept), smallest, True)
