"""`spellforge render NAME [--lang en|ru|pl] [--size WxH] -o FILE.png`: one card's picture."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from spellforge.cli import emit
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)

LANGS = ("en", "ru", "pl")
MAX_SIDE = 6000


def parse_size(text: str) -> tuple[int, int]:
    """`630x880` -> (630, 880); argparse shows the message on a bad value."""
    try:
        w, h = (int(v) for v in text.lower().replace("×", "x").split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(Cli.tr("size must look like 630x880, not {text}").format(text=repr(text))) from None
    if not (16 <= w <= MAX_SIDE and 16 <= h <= MAX_SIDE):
        raise argparse.ArgumentTypeError(Cli.tr("each side must be 16 to {max} pixels, not {text}").format(
            max=MAX_SIDE, text=repr(text)))
    return w, h


def register(sub) -> None:
    p = sub.add_parser("render", help=Cli.tr("draw a card's face (or show the user's image of it) into an image file"),
                       description=Cli.tr("Draw a card's face, or copy the image of it you imported, into an image file. "
                              "The card is found as by `spellforge card`. Exit status: 0 written; 1 no such card or the "
                              "file cannot be written; 2 a bad file name or size, or a mage's name (see `spellforge mage`)."))
    p.add_argument("name", help=Cli.tr("card name in English, Russian or Polish, or a printed code"))
    p.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("card language of the face (default en)"))
    p.add_argument("--size", type=parse_size, default=(630, 880), metavar="WxH", help=Cli.tr("pixels (default 630x880)"))
    p.add_argument("-o", "--output", required=True, help=Cli.tr("image file to write (.png, .jpg or .webp)"))
    p.add_argument("--face", action="store_true", help=Cli.tr("always draw the face, even when you imported an image of the card"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    p.set_defaults(func=render_cmd)


def render_cmd(args) -> int:
    from spellforge.cli.cmd_card import find_card, no_card_message, no_card_status
    from spellforge.library import open_library
    from spellforge.render.provider import CardImages

    from spellforge.cli import output_path

    out = output_path(args.output)
    if out.suffix.lower() not in (".png", ".jpg", ".jpeg", ".webp"):
        print("spellforge: " + Cli.tr("{path}: use a .png, .jpg or .webp file name").format(path=out), file=sys.stderr)
        return 2
    lib = open_library()
    card, candidates = find_card(lib, args.name)
    if card is None:
        print(no_card_message(lib, args.name, candidates, args.lang), file=sys.stderr)
        return no_card_status(lib, args.name)
    images = CardImages(lib, use_user_images=not args.face)
    user = images.user_image(card, args.lang)
    im = images.image(card, args.lang, args.size)
    if out.suffix.lower() in (".jpg", ".jpeg"):  # no alpha in JPEG: the corners go white
        from PIL import Image

        flat = Image.new("RGB", im.size, (255, 255, 255))
        flat.paste(im, mask=im.getchannel("A"))
        im = flat
    try:
        from PIL import Image

        from spellforge.fileio import atomic_path

        out.parent.mkdir(parents=True, exist_ok=True)
        with atomic_path(out) as tmp:
            im.save(tmp, format=Image.registered_extensions()[out.suffix.lower()])
    except OSError as e:
        print("spellforge: " + Cli.tr("{path}: cannot write the image ({why})").format(path=out, why=e.strerror or e),
              file=sys.stderr)
        return 2
    source = f"user image {user}" if user else "drawn face"
    shown = Cli.tr("your image {file}").format(file=user) if user else Cli.tr("drawn face")
    emit({"card": card.id, "name": card.display_name(args.lang), "lang": args.lang, "size": list(im.size), "file": str(out), "source": source if user else "face"},
         args.json, Cli.tr("{card} ({width}×{height}, {source}) → {path}").format(
             card=card.display_name(args.lang), width=im.size[0], height=im.size[1], source=shown, path=out))
    return 0
