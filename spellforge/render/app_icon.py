"""Spellforge's own app icon: a closed spellbook with a golden eight-point star on an indigo tile.

    python -m spellforge.render.app_icon [OUT_DIR]
    # writes images/app/<APP_ID>.svg and -<px>.png, and packaging/icons/<APP_ID>.ico/.icns

One list of shapes is written twice: as SVG (the scalable icon desktops prefer) and with pillow
at 4x, downsampled, for the PNG sizes 16–512 (Windows, macOS, Qt's window icon). So the two
always show the same drawing, and no Qt or SVG renderer is needed to make them.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
_SS = 4  # supersampling factor of the PNGs

# (kind, geometry in 0..1 units, fill). Kinds: rrect (x0, y0, x1, y1, radius), poly [points],
# circle (cx, cy, r).
Shape = tuple[str, object, str]


def _star(cx: float, cy: float, r_out: float, r_in: float, points: int = 8) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def shapes() -> list[Shape]:
    return [
        ("rrect", (0.04, 0.04, 0.96, 0.96, 0.2), "#2a2350"),          # the tile
        ("rrect", (0.08, 0.08, 0.92, 0.92, 0.17), "#3a2f6e"),
        ("rrect", (0.27, 0.2, 0.8, 0.84, 0.05), "#efe3c2"),           # page block, seen at the edge
        ("rrect", (0.2, 0.16, 0.75, 0.8, 0.05), "#9b2f2f"),           # the cover
        ("rrect", (0.2, 0.16, 0.3, 0.8, 0.04), "#6b1d1d"),            # the spine
        ("poly", _star(0.525, 0.48, 0.2, 0.085), "#f5c542"),          # the star
        ("circle", (0.525, 0.48, 0.055), "#fff4c9"),
        ("poly", [(0.6, 0.8), (0.67, 0.8), (0.67, 0.92), (0.635, 0.885), (0.6, 0.92)], "#f5c542"),  # ribbon
    ]


def svg() -> str:
    """The icon as a 512×512 SVG document."""
    s = 512
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" width="{s}" height="{s}" viewBox="0 0 {s} {s}">',
           "  <title>Spellforge</title>"]
    for kind, g, fill in shapes():
        if kind == "rrect":
            x0, y0, x1, y1, r = g
            out.append(f'  <rect x="{x0 * s:.1f}" y="{y0 * s:.1f}" width="{(x1 - x0) * s:.1f}" '
                       f'height="{(y1 - y0) * s:.1f}" rx="{r * s:.1f}" fill="{fill}"/>')
        elif kind == "poly":
            pts = " ".join(f"{x * s:.1f},{y * s:.1f}" for x, y in g)
            out.append(f'  <polygon points="{pts}" fill="{fill}"/>')
        else:
            cx, cy, r = g
            out.append(f'  <circle cx="{cx * s:.1f}" cy="{cy * s:.1f}" r="{r * s:.1f}" fill="{fill}"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def png(px: int) -> Image.Image:
    """The icon as a px×px RGBA image."""
    s = px * _SS
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    for kind, g, fill in shapes():
        if kind == "rrect":
            x0, y0, x1, y1, r = g
            d.rounded_rectangle([x0 * s, y0 * s, x1 * s, y1 * s], radius=r * s, fill=fill)
        elif kind == "poly":
            d.polygon([(x * s, y * s) for x, y in g], fill=fill)
        else:
            cx, cy, r = g
            d.ellipse([(cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s], fill=fill)
    return img.resize((px, px), Image.Resampling.LANCZOS)


def write(out_dir: Path, app_id: str, containers_dir: Path | None = None) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = [out_dir / f"{app_id}.svg"]
    written[0].write_text(svg(), encoding="utf-8")
    for px in SIZES:
        path = out_dir / f"{app_id}-{px}.png"
        png(px).save(path, optimize=True)
        written.append(path)
    # Windows and macOS icon containers for the frozen app (pillow writes both); not in the wheel.
    box = containers_dir or out_dir
    box.mkdir(parents=True, exist_ok=True)
    big = png(512)
    big.save(box / f"{app_id}.ico", sizes=[(p, p) for p in SIZES if p <= 256])
    big.save(box / f"{app_id}.icns")
    return written + [box / f"{app_id}.ico", box / f"{app_id}.icns"]


def main(argv: list[str] | None = None) -> int:
    from spellforge import paths

    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else paths.app_icon_dir()
    containers = None if argv else paths.data_root() / "packaging" / "icons"
    files = write(out, paths.APP_ID, containers)
    print(f"wrote {len(files)} icon files to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
