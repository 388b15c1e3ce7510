"""Reader for pasted lists: spellbook-builder text (prior-art §3b, §3c) and free forum text (§3h)
in English, Russian or Polish. Both go through the same line splitter; only the label differs.

The forum writer makes the short list players paste into a chat or forum post (what "Copy as forum
list" puts on the clipboard); the reader reads it back:

    **Fire and ice** — Wizard (Fire), 118 pts
    **Attack**
    2x Fireball
"""

from __future__ import annotations

from typing import Any

from spellforge.domain import Spellbook
from spellforge.formats.builder import BookBuilder
from spellforge.formats.layout import element_display, grouped, heading_word, mage_display, kept_lines, points_used
from spellforge.formats.lineparse import split_line
from spellforge.formats.report import ImportResult
from spellforge.formats.resolve import Resolver
from spellforge.formats.table import find_tables
from spellforge.formats.vocabulary import ELEMENT_LABEL, MAGE_LABEL, NAME_LABEL, TOTAL_LABEL
from spellforge.safetext import clean_line


def read_forum(text: str, resolver: Resolver, source: str, fmt: str = "forum") -> ImportResult:
    builder = BookBuilder(resolver, source)
    lines = text.removesuffix("\n").split("\n")  # no phantom line after the last newline
    tables = find_tables(lines, resolver)  # rows pasted from a spreadsheet or a CSV export
    for number, raw in enumerate(lines, 1):
        for piece in tables.get(number - 1) or split_line(raw, resolver.heading):
            builder.piece(number, piece)
    return builder.result(fmt)


def write_forum(book: Spellbook, lib: Any, lang: str = "en") -> str:
    out = []
    if book.name.strip():
        out.append(f"{NAME_LABEL[lang]}: {' '.join(book.name.split())}")
    mage = mage_display(lib, book, lang)
    if mage:
        out.append(f"{MAGE_LABEL[lang]}: {mage}")
    if book.element:
        out.append(f"{ELEMENT_LABEL[lang]}: {element_display(book.element, lang)}")
    for card_type, cards in grouped(book, lib, lang):
        out += ["", f"**{heading_word(card_type, lang)}**"]
        out += [f"{qty}x {card.display_name(lang)}" for card, qty in cards]
    points = points_used(book, lib)
    if points is not None:
        out += ["", TOTAL_LABEL[lang].format(n=points)]
    lost = kept_lines(book, lib)
    if lost:
        out += ["", *lost]
    return "\n".join(clean_line(line) for line in out) + "\n"  # one card per line, whatever a name holds
