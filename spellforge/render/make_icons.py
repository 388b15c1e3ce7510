"""Draw the project's own icons and frame art into `images/` (run once; the PNGs are shipped).

    python -m spellforge.render.make_icons [OUT_DIR]

Every shape is drawn here with pillow at 4x and downsampled, so the images are reproducible
and owe nothing to scanned card art. The renderer falls back to calling these functions when a
PNG is missing, so a checkout without `images/icons` still renders.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from spellforge import paths
from spellforge.render.font_files import font_path
from spellforge.render.palette import SCHOOL_COLOURS, TYPE_COLOURS, WHITE, mix

ICON_PX = 128
_SS = 4  # supersampling factor
_S = ICON_PX * _SS
Point = tuple[float, float]


def _canvas() -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGBA", (_S, _S), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img)


def _p(x: float, y: float) -> Point:
    return (x * _S, y * _S)


def _poly(d: ImageDraw.ImageDraw, pts: list[tuple[float, float]], fill) -> None:
    d.polygon([_p(x, y) for x, y in pts], fill=fill)


def _ellipse(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill=None, outline=None, width: float = 0) -> None:
    d.ellipse([_p(cx - r, cy - r), _p(cx + r, cy + r)], fill=fill, outline=outline, width=round(width * _S))


def _line(d: ImageDraw.ImageDraw, pts: list[tuple[float, float]], fill, width: float) -> None:
    d.line([_p(x, y) for x, y in pts], fill=fill, width=round(width * _S), joint="curve")
    for x, y in (pts[0], pts[-1]):  # round caps
        _ellipse(d, x, y, width / 2, fill=fill)


def _finish(img: Image.Image) -> Image.Image:
    return img.resize((ICON_PX, ICON_PX), Image.Resampling.LANCZOS)


def _disc(colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img, d = _canvas()
    _ellipse(d, 0.5, 0.5, 0.48, fill=mix(colour, (0, 0, 0), 0.35))
    _ellipse(d, 0.5, 0.5, 0.43, fill=colour)
    return img, d


def _star(cx: float, cy: float, r_out: float, r_in: float, points: int, rot: float = -math.pi / 2) -> list[Point]:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _font(size_frac: float, bold: bool = True) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_path(bold)), round(size_frac * _S), layout_engine=ImageFont.Layout.BASIC)


def _letter(d: ImageDraw.ImageDraw, text: str, fill, size: float = 0.5) -> None:
    d.text(_p(0.5, 0.52), text, font=_font(size), fill=fill, anchor="mm")


# -- school glyphs (white on the school's colour) --------------------------------------------------
def _school_arcane(d):
    _poly(d, _star(0.5, 0.5, 0.32, 0.11, 4), WHITE)


def _school_dark(d):
    _ellipse(d, 0.47, 0.5, 0.27, fill=WHITE)
    _ellipse(d, 0.58, 0.44, 0.24, fill=SCHOOL_COLOURS["Dark"])


def _school_holy(d):
    for i in range(12):
        a = i * math.pi / 6
        _line(d, [(0.5 + 0.2 * math.cos(a), 0.5 + 0.2 * math.sin(a)), (0.5 + 0.33 * math.cos(a), 0.5 + 0.33 * math.sin(a))], WHITE, 0.045)
    _ellipse(d, 0.5, 0.5, 0.15, fill=WHITE)


def _school_mind(d):
    _ellipse(d, 0.5, 0.5, 0.3, outline=WHITE, width=0.05)
    _ellipse(d, 0.5, 0.5, 0.17, outline=WHITE, width=0.05)
    _ellipse(d, 0.5, 0.5, 0.06, fill=WHITE)


def _school_nature(d):
    _poly(d, [(0.5, 0.16), (0.72, 0.4), (0.7, 0.62), (0.5, 0.8), (0.3, 0.62), (0.28, 0.4)], WHITE)
    _line(d, [(0.5, 0.3), (0.5, 0.86)], SCHOOL_COLOURS["Nature"], 0.035)


def _school_war(d):
    for sign in (1, -1):
        x0, x1 = 0.5 - 0.26 * sign, 0.5 + 0.24 * sign
        _line(d, [(x0, 0.22), (x1, 0.74)], WHITE, 0.06)
        hx, hy = 0.5 + 0.17 * sign, 0.6
        _line(d, [(hx - 0.09, hy + 0.05 * sign), (hx + 0.09, hy - 0.05 * sign)], WHITE, 0.05)


def _school_air(d):
    for y, w in ((0.34, 0.5), (0.5, 0.6), (0.66, 0.42)):
        _line(d, [(0.5 - w / 2, y), (0.5 + w / 2 - 0.08, y)], WHITE, 0.055)
        d.arc([_p(0.5 + w / 2 - 0.16, y - 0.12), _p(0.5 + w / 2, y)], 90, 340, fill=WHITE, width=round(0.05 * _S))


def _school_earth(d):
    _poly(d, [(0.14, 0.74), (0.42, 0.26), (0.56, 0.48), (0.66, 0.36), (0.86, 0.74)], WHITE)


def _school_fire(d):
    _poly(d, [(0.5, 0.14), (0.68, 0.42), (0.74, 0.6), (0.66, 0.76), (0.5, 0.84), (0.34, 0.76), (0.26, 0.6), (0.34, 0.44), (0.42, 0.5), (0.44, 0.34)], WHITE)
    _poly(d, [(0.5, 0.48), (0.6, 0.64), (0.56, 0.76), (0.44, 0.76), (0.4, 0.64)], SCHOOL_COLOURS["Fire"])


def _school_water(d):
    _poly(d, [(0.5, 0.14), (0.66, 0.46), (0.34, 0.46)], WHITE)
    _ellipse(d, 0.5, 0.6, 0.2, fill=WHITE)


SCHOOL_GLYPHS: dict[str, Callable] = {
    "Arcane": _school_arcane, "Dark": _school_dark, "Holy": _school_holy, "Mind": _school_mind,
    "Nature": _school_nature, "War": _school_war, "Air": _school_air, "Earth": _school_earth,
    "Fire": _school_fire, "Water": _school_water,
}


def school_icon(school: str) -> Image.Image:
    img, d = _disc(SCHOOL_COLOURS.get(school, (120, 120, 120)))
    SCHOOL_GLYPHS.get(school, lambda d: _letter(d, school[:1], WHITE))(d)
    return _finish(img)


# -- type glyphs ------------------------------------------------------------------------------------
def _type_attack(d, c):
    _poly(d, _star(0.5, 0.5, 0.4, 0.17, 8), c)


def _type_conjuration(d, c):
    _poly(d, [(0.3, 0.86), (0.34, 0.3), (0.66, 0.3), (0.7, 0.86)], c)
    for x in (0.3, 0.44, 0.58):
        _poly(d, [(x, 0.16), (x + 0.12, 0.16), (x + 0.12, 0.3), (x, 0.3)], c)


def _type_creature(d, c):
    _ellipse(d, 0.5, 0.64, 0.18, fill=c)
    for x, y in ((0.26, 0.42), (0.4, 0.26), (0.6, 0.26), (0.74, 0.42)):
        _ellipse(d, x, y, 0.09, fill=c)


def _type_enchantment(d, c):
    _ellipse(d, 0.5, 0.5, 0.36, outline=c, width=0.06)
    _poly(d, _star(0.5, 0.5, 0.26, 0.1, 5), c)


def _type_equipment(d, c):
    _poly(d, [(0.2, 0.2), (0.8, 0.2), (0.78, 0.5), (0.5, 0.86), (0.22, 0.5)], c)


def _type_incantation(d, c):
    _poly(d, [(0.24, 0.16), (0.76, 0.16), (0.76, 0.84), (0.24, 0.84)], c)
    for y in (0.32, 0.46, 0.6):
        _line(d, [(0.34, y), (0.66, y)], (255, 255, 255, 0), 0.05)


TYPE_GLYPHS: dict[str, Callable] = {
    "Attack": _type_attack, "Conjuration": _type_conjuration, "Creature": _type_creature,
    "Enchantment": _type_enchantment, "Equipment": _type_equipment, "Incantation": _type_incantation,
}


def type_icon(card_type: str, colour=WHITE) -> Image.Image:
    img, d = _canvas()
    TYPE_GLYPHS.get(card_type, lambda d, c: _letter(d, card_type[:1], c))(d, colour)
    return _finish(img)


def frame_art(card_type: str, size: tuple[int, int] = (512, 320)) -> Image.Image:
    """The background of the card's picture box: a diagonal wash of the type colour with the
    type's glyph as a large watermark. Drawn, not scanned."""
    base = TYPE_COLOURS.get(card_type, (90, 90, 90))
    w, h = size
    img = Image.new("RGB", size)
    d = ImageDraw.Draw(img)
    light, dark = mix(base, WHITE, 0.78), mix(base, WHITE, 0.5)
    for y in range(h):  # vertical gradient
        d.line([(0, y), (w, y)], fill=mix(light, dark, y / max(1, h - 1)))
    stripe = mix(base, WHITE, 0.7)
    for x in range(-h, w, 28):
        d.line([(x, h), (x + h, 0)], fill=stripe, width=6)
    glyph = type_icon(card_type, colour=(*mix(base, WHITE, 0.35), 110)).resize((int(h * 0.9),) * 2, Image.Resampling.LANCZOS)
    img.paste(glyph, ((w - glyph.width) // 2, (h - glyph.height) // 2), glyph)
    return img


# -- actions, stats, markers ---------------------------------------------------------------------
DARK = (40, 36, 32)


def _icon_quick():
    img, d = _disc((230, 200, 60))
    _poly(d, [(0.56, 0.16), (0.3, 0.54), (0.48, 0.54), (0.42, 0.84), (0.72, 0.44), (0.54, 0.44)], DARK)
    return img


def _icon_full():
    img, d = _disc((220, 120, 40))
    _ellipse(d, 0.5, 0.5, 0.24, fill=DARK)
    return img


def _icon_life():
    img, d = _canvas()
    red = (196, 40, 48)
    _ellipse(d, 0.32, 0.36, 0.2, fill=red)
    _ellipse(d, 0.68, 0.36, 0.2, fill=red)
    _poly(d, [(0.13, 0.42), (0.87, 0.42), (0.5, 0.9)], red)
    return img


def _icon_armor():
    img, d = _canvas()
    steel = (110, 120, 134)
    _poly(d, [(0.14, 0.12), (0.86, 0.12), (0.84, 0.5), (0.5, 0.92), (0.16, 0.5)], mix(steel, (0, 0, 0), 0.3))
    _poly(d, [(0.2, 0.18), (0.8, 0.18), (0.78, 0.49), (0.5, 0.84), (0.22, 0.49)], steel)
    return img


def _icon_channeling():
    img, d = _canvas()
    blue = (40, 130, 210)
    _poly(d, [(0.5, 0.06), (0.8, 0.45), (0.5, 0.94), (0.2, 0.45)], mix(blue, (0, 0, 0), 0.3))
    _poly(d, [(0.5, 0.14), (0.72, 0.45), (0.5, 0.84), (0.28, 0.45)], blue)
    _poly(d, [(0.5, 0.14), (0.72, 0.45), (0.5, 0.45)], mix(blue, WHITE, 0.4))
    return img


def _icon_defense():
    img, d = _canvas()
    green = (50, 140, 80)
    _ellipse(d, 0.5, 0.5, 0.44, fill=mix(green, (0, 0, 0), 0.3))
    _ellipse(d, 0.5, 0.5, 0.38, fill=green)
    _line(d, [(0.3, 0.52), (0.45, 0.68), (0.72, 0.34)], WHITE, 0.09)
    return img


def _icon_die():
    img, d = _canvas()
    d.rounded_rectangle([_p(0.1, 0.1), _p(0.9, 0.9)], radius=0.16 * _S, fill=(245, 240, 228), outline=DARK, width=round(0.06 * _S))
    for x, y in ((0.32, 0.32), (0.68, 0.68), (0.5, 0.5)):
        _ellipse(d, x, y, 0.08, fill=DARK)
    return img


def _icon_range():
    img, d = _canvas()
    _ellipse(d, 0.62, 0.5, 0.3, outline=DARK, width=0.06)
    _ellipse(d, 0.62, 0.5, 0.1, fill=DARK)
    _line(d, [(0.1, 0.5), (0.5, 0.5)], DARK, 0.07)
    return img


def _icon_melee():
    img, d = _canvas()
    _line(d, [(0.22, 0.78), (0.8, 0.2)], DARK, 0.09)
    _line(d, [(0.22, 0.56), (0.44, 0.78)], DARK, 0.08)
    return img


def _icon_ranged():
    img, d = _canvas()
    _line(d, [(0.16, 0.84), (0.72, 0.28)], DARK, 0.06)
    _poly(d, [(0.86, 0.14), (0.56, 0.26), (0.74, 0.44)], DARK)
    _line(d, [(0.16, 0.7), (0.3, 0.84)], DARK, 0.05)
    return img


def _icon_slot():
    img, d = _canvas()
    _ellipse(d, 0.5, 0.2, 0.1, outline=DARK, width=0.06)
    _line(d, [(0.5, 0.3), (0.5, 0.4), (0.1, 0.74), (0.9, 0.74), (0.5, 0.4)], DARK, 0.07)
    return img


def _icon_target():
    img, d = _canvas()
    for r in (0.4, 0.26):
        _ellipse(d, 0.5, 0.5, r, outline=DARK, width=0.06)
    _ellipse(d, 0.5, 0.5, 0.08, fill=DARK)
    return img


def _marker(fill, glyph: Callable | str) -> Callable[[], Image.Image]:
    def draw() -> Image.Image:
        img, d = _canvas()
        d.rounded_rectangle([_p(0.06, 0.06), _p(0.94, 0.94)], radius=0.22 * _S, fill=mix(fill, (0, 0, 0), 0.35))
        d.rounded_rectangle([_p(0.12, 0.12), _p(0.88, 0.88)], radius=0.18 * _S, fill=fill)
        if isinstance(glyph, str):
            _letter(d, glyph, WHITE, 0.56)
        else:
            glyph(d)
        return img

    return draw


def _crown(d):
    _poly(d, [(0.24, 0.7), (0.24, 0.34), (0.38, 0.5), (0.5, 0.28), (0.62, 0.5), (0.76, 0.34), (0.76, 0.7)], WHITE)


def _epic_star(d):
    _poly(d, _star(0.5, 0.52, 0.34, 0.14, 5), WHITE)


MISC_ICONS: dict[str, Callable[[], Image.Image]] = {
    "action-quick": _icon_quick, "action-full": _icon_full,
    "stat-life": _icon_life, "stat-armor": _icon_armor, "stat-channeling": _icon_channeling,
    "stat-defense": _icon_defense, "die": _icon_die, "range": _icon_range, "attack-melee": _icon_melee,
    "attack-ranged": _icon_ranged, "slot": _icon_slot, "target": _icon_target,
    "marker-epic": _marker((150, 40, 150), _epic_star), "marker-novice": _marker((60, 150, 90), "N"),
    "marker-legendary": _marker((200, 150, 20), _crown), "marker-unique": _marker((40, 110, 170), "U"),
}


def draw_icon(name: str) -> Image.Image:
    """Any icon by its file stem: `school-fire`, `type-creature`, `action-quick`, `marker-epic`…"""
    kind, _, key = name.partition("-")
    if kind == "school":
        return school_icon(key.capitalize())
    if kind == "type":
        return type_icon(key.capitalize())
    if name in MISC_ICONS:
        return _finish(MISC_ICONS[name]())
    raise KeyError(f"no icon called {name!r}")


def all_icon_names() -> list[str]:
    return [f"school-{s.lower()}" for s in SCHOOL_COLOURS] + [f"type-{t.lower()}" for t in TYPE_COLOURS] + list(MISC_ICONS)


def _save_png(image: Image.Image, path: Path) -> None:
    from spellforge.fileio import atomic_path

    with atomic_path(path) as tmp:
        image.save(tmp, format="PNG", optimize=True)


def main(argv: list[str] | None = None) -> int:
    out = Path((argv or sys.argv[1:] or [str(paths.images_dir())])[0])
    (out / "icons").mkdir(parents=True, exist_ok=True)
    (out / "frames").mkdir(parents=True, exist_ok=True)
    for name in all_icon_names():
        _save_png(draw_icon(name), out / "icons" / f"{name}.png")
    for t in TYPE_COLOURS:
        _save_png(frame_art(t), out / "frames" / f"{t.lower()}.png")
    print(f"wrote {len(all_icon_names())} icons and {len(TYPE_COLOURS)} frames to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
