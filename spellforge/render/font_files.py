"""Where the shipped card fonts are (DejaVu in images/fonts/), with a clear error when one is missing.

Below both the asset loader (`assets`) and the icon drawer (`make_icons`): the loader falls back to
drawing an icon, and the drawer letters its icons, so neither may import the other for a font.
"""

from __future__ import annotations

from pathlib import Path

from spellforge import paths


class AssetError(RuntimeError):
    pass


def font_path(bold: bool = False, condensed: bool = False) -> Path:
    name = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "") + ".ttf"
    path = paths.images_dir() / "fonts" / name
    if not path.is_file():
        raise AssetError(f"{path}: the card font is missing (the project ships DejaVu in images/fonts/)")
    return path
