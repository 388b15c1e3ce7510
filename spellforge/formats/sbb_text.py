"""Writer of spellbookbuilder.com-style plain text (prior-art §3c), names in en, ru or pl, with
the book's name first and its notes last (both read back by the forum reader).

    A Beastmaster Spellbook
    Name: Swarm                  (Название: / Nazwa:)
    Element: Fire                (Wizard only)
    Total cost: 120 pts

    --- Equipment ---
    1 Bearskin

    --- Notes ---                (Заметки / Notatki)
    > every line of the notes
"""

from __future__ import annotations

from typing import Any

from spellforge.domain import Spellbook
from spellforge.formats.layout import element_display, grouped, heading_word, mage_display, kept_lines, points_used
from spellforge.formats.vocabulary import ELEMENT_LABEL, MAGE_LABEL, NAME_LABEL, TOTAL_LABEL
from spellforge.safetext import clean_line


def write_text(book: Spellbook, lib: Any, lang: str = "en") -> str:
    out = [*title_lines(book, lib, lang)]
    for card_type, cards in grouped(book, lib, lang):
        out += ["", f"--- {heading_word(card_type, lang)} ---"]
        out += [f"{qty} {card.display_name(lang)}" for card, qty in cards]
    out += notes_lines(book, lang)
    out += trailer_lines(book, lib)
    return "\n".join(clean_line(line) for line in out) + "\n"  # one card per line, whatever a name holds


def notes_lines(book: Spellbook, lang: str) -> list[str]:
    if not book.notes.strip():
        return []
    return ["", f"--- {heading_word('Notes', lang)} ---", *(f"> {line}".rstrip() for line in book.notes.strip("\n").split("\n"))]


def title_lines(book: Spellbook, lib: Any, lang: str) -> list[str]:
    out = []
    mage = mage_display(lib, book, lang)
    if mage:
        out.append(f"A {mage} Spellbook" if lang == "en" else f"{MAGE_LABEL[lang]}: {mage}")
    if book.name.strip():
        out.append(f"{NAME_LABEL[lang]}: {' '.join(book.name.split())}")
    if book.element:
        out.append(f"{ELEMENT_LABEL[lang]}: {element_display(book.element, lang)}")
    points = points_used(book, lib)
    if points is not None:
        out += ["", TOTAL_LABEL[lang].format(n=points)]
    return out


def trailer_lines(book: Spellbook, lib: Any) -> list[str]:
    """Lines that could not be turned into cards are written as comments, so nothing is lost."""
    lost = kept_lines(book, lib)
    return ["", *lost] if lost else []
