"""The app icon: the shipped SVG and PNGs are the project's own drawing, in every size."""

from __future__ import annotations

from defusedxml import ElementTree
from PIL import Image, ImageChops

from spellforge import paths
from spellforge.render.app_icon import SIZES, png, svg


def test_shipped_icon_is_the_current_drawing():
    folder = paths.app_icon_dir()
    assert (folder / f"{paths.APP_ID}.svg").read_text(encoding="utf-8") == svg()
    root = ElementTree.fromstring(svg().encode())
    assert root.get("viewBox") == "0 0 512 512"
    for px in SIZES:
        shipped = Image.open(folder / f"{paths.APP_ID}-{px}.png").convert("RGBA")
        assert shipped.size == (px, px)
        diff = ImageChops.difference(shipped, png(px)).getbbox()
        assert diff is None, f"{px}px icon differs from the drawing; run python -m spellforge.render.app_icon"


def test_icon_has_a_transparent_corner_and_an_opaque_centre():
    im = png(64)
    assert im.getpixel((0, 0))[3] == 0  # rounded tile: the corner shows the desktop
    assert im.getpixel((32, 32))[3] == 255
