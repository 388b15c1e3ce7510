"""Why a spellbook reader took or left a line (LineFate.note: "blank", "similar to 'Dispel' (91%)",
"code MW1A04 belongs to 2 cards"…) in the reader's language, for `spellforge import --lang`.
The readers (spellforge/formats) write these notes in English, from a small fixed set of shapes;
each shape has its sentence in the .ts (context Cli), with card, mage, element and spell-type names
in the card language. A note of no known shape is shown as the reader wrote it, never dropped."""

from __future__ import annotations

import re

from spellforge.i18n.cli_words import Context

# note shape -> its parameters (the names of the groups are the sentence's placeholders)
_SHAPES = [(name, re.compile(pattern)) for name, pattern in (
    ("bad_quantity", r"bad quantity (?P<qty>.*)"),
    ("unread_line", r"unread line (?P<line>\d+) of the exported book"),
    ("unknown_code", r"unknown card code (?P<code>.*)"),
    ("shared_code", r"code (?P<code>\S+) is shared; the name decided"),
    ("code_of_several", r"code (?P<code>\S+) belongs to (?P<count>\d+) cards"),
    ("ambiguous_name", r"ambiguous: (?P<count>\d+) cards have this name"),
    ("best_ambiguous", r"ambiguous: best (?P<key>.*) \((?P<score>\d+)%\)"),
    ("best_weak", r"weak match: best (?P<key>.*) \((?P<score>\d+)%\)"),
    ("similar", r"similar to (?P<key>.*) \((?P<score>\d+)%\)"),
    ("heading_decided", r"the name also fits (?P<names>.*); the (?P<type>\S+) heading decided"),
    ("too_many", r"quantity (?P<qty>.*) is over the limit of (?P<limit>\d+) copies"),
    ("heading", r"heading (?P<type>.+)"),
    ("second_mage", r"second mage (?P<mage>.+)"),
    ("total", r"total (?P<qty>\d+)"),
)]


def translate_note(note: str, lib=None, lang: str = "en") -> str:
    """`note` in `lang` (the command's --lang)."""
    if lang == "en" or not note:
        return note
    Cli = Context("Cli", lang)
    fixed = {
        "blank": Cli.tr("blank"), "notes": Cli.tr("the book's notes"), "book name": Cli.tr("the book's name"),
        "spellbook name": Cli.tr("the book's name"), "comment": Cli.tr("comment"), "markup only": Cli.tr("markup only"),
        "decoration": Cli.tr("decoration"), "quote": Cli.tr("quote"), "header": Cli.tr("table header"),
        "total cost": Cli.tr("total cost"), "text (kept in the notes)": Cli.tr("text (kept in the notes)"),
        "text around the deck code": Cli.tr("text around the deck code"), "unknown mage": Cli.tr("unknown mage"),
        "unknown element": Cli.tr("unknown element"), "unknown mage card": Cli.tr("unknown mage card"),
        "unknown spell type": Cli.tr("unknown spell type"), "unknown card id": Cli.tr("unknown card id"),
        "not a card name": Cli.tr("not a card name"), "no card with a similar name": Cli.tr("no card with a similar name"),
        "too many unknown lines; not searched": Cli.tr("too many unknown lines; not searched"),
        "kept from an earlier import": Cli.tr("kept from an earlier import"),
        "candidate (not counted)": Cli.tr("candidate (not counted)"),
    }
    if note in fixed:
        return fixed[note]
    for name, pattern in _SHAPES:
        m = pattern.fullmatch(note)
        if m:
            return _shaped(Cli, name, m.groupdict(), lib, lang)
    if lib is not None and lib.mage(note) is not None:  # a mage or element line: the name it read
        return lib.mage(note).display_name(lang)
    if lib is not None:
        return lib.term("school", note, lang) or note
    return note


def _shaped(Cli: Context, name: str, p: dict[str, str], lib, lang: str) -> str:
    def term(category: str, key: str) -> str:
        return (lib.term(category, key, lang) or key) if lib is not None else key

    def card_names(names: str) -> str:
        shown = []
        for n in names.split(", "):
            card = lib.card_by_name(n) if lib is not None else None
            shown.append(card.display_name(lang) if card else n)
        return ", ".join(shown)

    if name == "bad_quantity":
        return Cli.tr("bad quantity {qty}").format(**p)
    if name == "unread_line":
        return Cli.tr("unread line {line} of the exported book").format(**p)
    if name == "unknown_code":
        return Cli.tr("unknown card code {code}").format(**p)
    if name == "shared_code":
        return Cli.tr("several cards share the code {code}; the name decided").format(**p)
    if name == "code_of_several":
        return Cli.tr("the code {code} belongs to %n cards", "", int(p["count"])).format(**p)
    if name == "ambiguous_name":
        return Cli.tr("%n cards have this name", "", int(p["count"]))
    if name == "best_ambiguous":
        return Cli.tr("unclear: closest {key} ({score} %)").format(**p)
    if name == "best_weak":
        return Cli.tr("weak match: closest {key} ({score} %)").format(**p)
    if name == "similar":
        return Cli.tr("similar to {key} ({score} %)").format(**p)
    if name == "heading_decided":
        return Cli.tr("the name also fits {names}; the heading «{type}» decided").format(
            names=card_names(p["names"]), type=term("spell_type", p["type"]))
    if name == "too_many":
        return Cli.tr("%n copies at most; the line asks for {qty}", "", int(p["limit"])).format(qty=p["qty"])
    if name == "heading":
        return Cli.tr("heading «{type}»").format(type=term("spell_type", p["type"]))
    if name == "second_mage":
        mage = lib.mage(p["mage"]) if lib is not None else None
        return Cli.tr("second mage {mage}").format(mage=mage.display_name(lang) if mage else p["mage"])
    return Cli.tr("total {qty}").format(**p)
