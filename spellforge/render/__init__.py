"""Card pictures without Qt: faces drawn with pillow in the card language, the bounded disk
thumbnail cache, the user's own image packs, and printable PDFs.

    from spellforge.render import CardImages, render_card, import_image_pack
    images = CardImages(lib)                          # lib supplies translated game terms
    images.image(card, "ru", (630, 880))              # the user's image if imported, else the face
    images.thumbnail(card, "pl", (180, 252))          # the same through cache_dir()/thumbs
    render_card(card, "en", (744, 1039), lib.term)    # always the drawn face
    import_image_pack("pack.zip", lib)                # ImportReport: every file's fate

The Qt widgets that show these pictures are in `spellforge.ui.cards.image`.
"""

import importlib

# Loaded on first use (PEP 562): a window imports a submodule (provider, image_packs) without
# pillow and the face renderer, which its worker threads load when they draw the first picture.
_HOMES = {"RENDERER_VERSION": "card_face", "render_card": "card_face", "ImportReport": "image_packs",
          "import_image_pack": "image_packs", "user_image_path": "image_packs", "CardImages": "provider",
          "ThumbnailCache": "thumbs"}


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = ["RENDERER_VERSION", "CardImages", "ImportReport", "ThumbnailCache", "import_image_pack", "render_card",
           "user_image_path"]
