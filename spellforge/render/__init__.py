"""Card pictures without Qt: faces drawn with pillow in the card language, the bounded disk
thumbnail cache, the user's own image packs, and printable PDFs.

    from spellforge.render import CardImages, render_card, import_image_pack
    images = CardImages(lib)                          # lib supplies translated game terms
    images.image(card, "ru", (630, 880))              # the user's image if imported, else the face
    images.thumbnail(card, "pl", (180, 252))          # the same through cache_dir()/thumbs
    render_card(card, "en", (744, 1039), lib.term)    # always the drawn face
    import_image_pack("pack.zip", lib)                # ImportReport: every file's fate

The Qt widgets that show these pictures are in `spellforge.ui.card_image`.
"""

from spellforge.render.card_face import RENDERER_VERSION, render_card
from spellforge.render.image_packs import ImportReport, import_image_pack, user_image_path
from spellforge.render.provider import CardImages
from spellforge.render.thumbs import ThumbnailCache

__all__ = ["RENDERER_VERSION", "CardImages", "ImportReport", "ThumbnailCache", "import_image_pack", "render_card",
           "user_image_path"]
