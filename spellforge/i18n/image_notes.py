"""An image pack's report words in the reader's language (`spellforge images import --lang`): each
file's fate and why (render/image_packs.py writes the reasons in English, from a fixed set of
shapes; each has its sentence in the .ts, context Cli). What a library said (Pillow's or the
system's error, inside the parentheses) is passed on as it came; a reason of no known shape is
shown as written, never dropped."""

from __future__ import annotations

import re

from spellforge.i18n.cli_words import Context

_SHAPES = [(name, re.compile(pattern)) for name, pattern in (
    ("no_card", r"no card has the GUID, code or name (?P<stem>.*)"),
    ("content", r"the content is (?P<fmt>\S+), saved as (?P<ext>\S+)"),
    ("also_named", r"also named by (?P<label>.*); this one wins"),
    ("read_file", r"cannot read the file \((?P<error>.*)\)"),
    ("read_entry", r"cannot read the entry \((?P<error>.*)\)"),
    ("bad_zip", r"not a readable zip file \((?P<error>.*)\)"),
    ("bomb_pixels", r"(?P<w>\d+)×(?P<h>\d+) pixels is a decompression bomb \(limit (?P<limit>[\d,]+) pixels\)"),
    ("bomb", r"decompression bomb \((?P<error>.*)\)"),
    ("format", r"(?P<fmt>\S+) images are not accepted \(PNG, JPEG, WebP, GIF, BMP\)"),
    ("damaged", r"truncated or damaged image \((?P<error>.*)\)"),
    ("pack_size", r"the pack passes (?P<limit>[\d,]+) bytes uncompressed"),
    ("entry_size", r"(?P<size>[\d,]+) bytes uncompressed is over the (?P<limit>[\d,]+)-byte limit"),
    ("larger", r"larger than (?P<limit>[\d,]+) bytes uncompressed"),
    ("not_regular", r"is (?P<kind>.*), not a regular file; skipped"),
)]


def fate_word(fate: str) -> str:
    Cli = Context("Cli")
    return {"imported": Cli.tr("imported"), "replaced": Cli.tr("replaced"), "unmatched": Cli.tr("unmatched"),
            "skipped": Cli.tr("skipped"), "refused": Cli.tr("refused")}.get(fate, fate)


def translate_image_note(message: str) -> str:
    """`message` (a file's reason) in the command's --lang; several reasons are joined by "; "."""
    Cli = Context("Cli")
    fixed = {
        "no such file or folder": Cli.tr("no such file or folder"),
        "neither a folder nor a zip file": Cli.tr("neither a folder nor a zip file"),
        "not an image file name": Cli.tr("not an image file name"),
        "a link that leaves the pack folder": Cli.tr("a link that leaves the pack folder"),
        "the entry's path leaves the pack folder (zip-slip)": Cli.tr("the entry's path leaves the pack folder"),
        "symbolic links are not followed": Cli.tr("symbolic links are not followed"),
        "not an image file (Pillow cannot identify it)": Cli.tr("not an image file"),
        "Pillow is set to load truncated images; cannot check this file":
            Cli.tr("the image library is set to load truncated images; cannot check this file"),
    }
    if message in fixed:
        return fixed[message]
    for name, pattern in _SHAPES:
        m = pattern.fullmatch(message)
        if m:
            return _shaped(Cli, name, m.groupdict())
    if "; also named by " in message:  # "the content is PNG, saved as .png; also named by …"
        first, rest = message.split("; also named by ", 1)
        return translate_image_note(first) + "; " + translate_image_note("also named by " + rest)
    return message


def _shaped(Cli: Context, name: str, p: dict[str, str]) -> str:
    templates = {
        "no_card": Cli.tr("no card has the OCTGN id, printed code or name {stem}"),
        "content": Cli.tr("the content is {fmt}, saved as {ext}"),
        "also_named": Cli.tr("also named by {label}; this one wins"),
        "read_file": Cli.tr("cannot read the file ({error})"),
        "read_entry": Cli.tr("cannot read the entry ({error})"),
        "bad_zip": Cli.tr("not a readable zip file ({error})"),
        "bomb_pixels": Cli.tr("{w}×{h} pixels is a decompression bomb (limit: {limit} pixels)"),
        "bomb": Cli.tr("decompression bomb ({error})"),
        "format": Cli.tr("{fmt} images are not accepted (only {formats})"),
        "damaged": Cli.tr("truncated or damaged image ({error})"),
        "pack_size": Cli.tr("the pack passes {limit} bytes uncompressed"),
        "entry_size": Cli.tr("{size} bytes uncompressed is over the limit of {limit} bytes"),
        "larger": Cli.tr("larger than {limit} bytes uncompressed"),
        "not_regular": Cli.tr("is {kind}, not a regular file; skipped"),
    }
    if name == "not_regular":  # spellforge/fileio.py regular_file_kind's words
        p["kind"] = {"a folder": Cli.tr("a folder"), "a FIFO (named pipe)": Cli.tr("a named pipe"),
                     "a socket": Cli.tr("a socket"), "a character device": Cli.tr("a character device"),
                     "a block device": Cli.tr("a block device")}.get(p["kind"], p["kind"])
    return templates[name].format(**p, formats="PNG, JPEG, WebP, GIF, BMP")  # the formats' own names
