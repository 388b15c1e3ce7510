"""Forum BBCode as spellbookbuilder.com writes it (prior-art §3d):

    [spellbook][spellbookheader][spellbookname]Name[/spellbookname][mage]A Wizard Spellbook[/mage][/spellbookheader]
    [spells][spellclass]Enchantment[/spellclass]
    [mwcard=MW1E01]3 x Bear Strength[/mwcard]
    [/spells][cost]Total cost: 120 pts[/cost][/spellbook]

The printed code in `[mwcard=…]` is trusted first, the name after it second. Text outside the
known tags is read like a forum list, so hand-edited posts still import."""

from __future__ import annotations

import re
from typing import Any

from spellforge.domain import Spellbook
from spellforge.formats.builder import BookBuilder
from spellforge.formats.layout import element_display, grouped, heading_word, mage_display, kept_lines, points_used
from spellforge.formats.lineparse import Piece, split_line
from spellforge.formats.report import ImportResult
from spellforge.formats.resolve import Resolver, resolver_for
from spellforge.formats.vocabulary import ELEMENT_LABEL, MAGE_LABEL, TOTAL_LABEL
from spellforge.safetext import clean_line
from spellforge.formats import warnings as warn

_TAG = re.compile(
    r"\[mwcard(?:=(?P<code>[^\]]*))?\](?P<card>.*?)\[/mwcard\]"
    r"|\[spellclass\](?P<heading>.*?)\[/spellclass\]"
    r"|\[mage\](?P<mage>.*?)\[/mage\]"
    r"|\[spellbookname\](?P<name>.*?)\[/spellbookname\]"
    r"|\[cost\](?P<cost>.*?)\[/cost\]",
    re.IGNORECASE,
)
_OTHER_TAG = re.compile(r"\[/?[a-zA-Z*]+(?:=[^\]]{0,200})?\]")
_QTY_NAME = re.compile(r"^\s*(\d{1,2})\s*[xX×хХ*]?\s+(.+?)\s*$")


def read_bbcode(text: str, resolver: Resolver, source: str) -> ImportResult:
    builder = BookBuilder(resolver, source)
    for number, raw in enumerate(text.removesuffix("\n").split("\n"), 1):  # no phantom line after the last newline
        position, found_any = 0, False
        for tag in _TAG.finditer(raw):
            _free_text(builder, number, raw[position:tag.start()])
            _tag(builder, number, tag)
            position, found_any = tag.end(), True
        rest = raw[position:]
        if found_any:
            _free_text(builder, number, rest)
        elif _OTHER_TAG.sub("", rest).strip():
            _free_text(builder, number, rest)
        else:
            builder.ignored(number, raw.strip(), "markup only" if raw.strip() else "blank")
    return builder.result("bbcode")


def _free_text(builder: BookBuilder, number: int, text: str) -> None:
    plain = _OTHER_TAG.sub(" ", text).strip()
    if plain:
        for piece in split_line(plain, builder.resolver.heading):
            builder.piece(number, piece)


def _tag(builder: BookBuilder, number: int, tag: re.Match[str]) -> None:
    resolver = builder.resolver
    if tag.group("card") is not None:
        inner = _OTHER_TAG.sub("", tag.group("card")).strip()
        m = _QTY_NAME.match(inner)
        qty, name = (int(m.group(1)), m.group(2)) if m else (1, inner)
        code = (tag.group("code") or "").strip()
        match = resolver.by_code(code, name) if code else None
        if match is None or (not match.ok and not match.candidates):
            match = builder.find_card(name)
            if code:
                builder.warnings.append(warn.unknown_code(number, code))
        if qty <= 0:
            builder.unresolved(number, tag.group(0), match.candidates, "quantity must be at least 1")
        else:
            builder.card(number, tag.group(0), qty, match)
    elif tag.group("heading") is not None:
        word = _OTHER_TAG.sub("", tag.group("heading")).strip()
        card_type = resolver.heading(word)
        if card_type:
            builder.heading(number, tag.group(0), card_type)
        else:
            builder.unresolved(number, tag.group(0), note="unknown spell type")
    elif tag.group("mage") is not None:
        builder.piece(number, _mage_piece(tag.group("mage"), resolver))
    elif tag.group("name") is not None:
        builder.book.name = _OTHER_TAG.sub("", tag.group("name")).strip()
        builder.ignored(number, tag.group(0), "spellbook name")
    else:
        builder.ignored(number, tag.group(0), "total cost")


def _mage_piece(text: str, resolver: Resolver) -> Piece:
    plain = _OTHER_TAG.sub("", text).strip()
    pieces = split_line(plain, resolver.heading)
    if len(pieces) == 1 and pieces[0].kind in ("mage", "element"):
        return pieces[0]
    return Piece("mage", plain, plain)


def write_bbcode(book: Spellbook, lib: Any, lang: str = "en") -> str:
    mage = mage_display(lib, book, lang)
    header = f"[spellbookname]{_escape(book.name)}[/spellbookname]"
    if mage:
        header += f"[mage]{'A ' + mage + ' Spellbook' if lang == 'en' else MAGE_LABEL[lang] + ': ' + mage}[/mage]"
    out = ["[spellbook]", f"[spellbookheader]{header}[/spellbookheader]"]
    if book.element:
        out.append(f"{ELEMENT_LABEL[lang]}: {element_display(book.element, lang)}")
    out.append("[spells]")
    for card_type, cards in grouped(book, lib, lang):
        out.append(f"[spellclass]{heading_word(card_type, lang)}[/spellclass]")
        for card, qty in cards:
            code = next(iter(resolver_for(lib).codes_of(card.id)), "")
            out.append(f"[mwcard={code}]{qty} x {_escape(card.display_name(lang))}[/mwcard]")
    out.append("[/spells]")
    points = points_used(book, lib)
    if points is not None:
        out.append(f"[cost]{TOTAL_LABEL[lang].format(n=points)}[/cost]")
    out.append("[/spellbook]")
    out += kept_lines(book, lib, _escape)
    return "\n".join(clean_line(line) for line in out) + "\n"  # one card per line, whatever a name holds


def _escape(text: str) -> str:
    """Square brackets would open tags; forum BBCode has no escape, so use look-alikes."""
    return text.replace("[", "(").replace("]", ")").replace("\n", " ")
