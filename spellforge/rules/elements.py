"""The Wizard's element: which one prices the book, where that choice came from, and whether
another element would price the book lower.

A Wizard trains one element of the player's choice (PL L1806: the starting Wizard takes Air).
A book that names no element is priced as the data's default (Air), silently overcharging a
Fire book by many points; so the report says where the element came from and suggests every
element that makes the same cards cheaper (issue 18, item 5).

    report = element_report(lib, book, mage=None, element=None)
    report.element, report.element_source        # "Fire", "option" | "book" | "default"
    report.suggestions                           # [ElementSuggestion("Fire", 112), …] cheapest first

Mages without an element choice get `element=None`, `element_source=None` and no suggestions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spellforge.domain.cards import ELEMENTS
from spellforge.domain.mages import Mage
from spellforge.domain.spellbook import Spellbook
from spellforge.rules.book_points import book_points, resolve_mage
from spellforge.rules.costs import chosen_element

ELEMENT_SOURCES = ("option", "book", "default")


@dataclass(frozen=True)
class ElementSuggestion:
    """Another element that prices the same book lower."""

    element: str
    points_used: int
    code: str = "cheaper_element"

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "element": self.element, "points_used": self.points_used}


@dataclass(frozen=True)
class ElementReport:
    element: str | None  # the element that prices the book (None: the mage has no choice)
    element_source: str | None  # "option" (asked for), "book" (the file names it), "default"
    points_used: int | None = None  # the book's points with `element` (None without a mage)
    suggestions: list[ElementSuggestion] = field(default_factory=list)  # cheapest first

    def to_dict(self) -> dict[str, Any]:
        return {
            "element": self.element,
            "element_source": self.element_source,
            "points_used": self.points_used,
            "suggestions": [s.to_dict() for s in self.suggestions],
        }


def valid_element(value: str | None) -> str | None:
    """`value` as an element name ("fire" -> "Fire"), or None when it is not one."""
    if not value:
        return None
    for e in ELEMENTS:
        if e.lower() == value.strip().lower():
            return e
    return None


def element_source(mage: Mage | None, book: Spellbook, element: str | None = None) -> str | None:
    """Where the element used for `mage` comes from: an explicit choice, the book, or the default."""
    if mage is None or not mage.element_choice:
        return None
    if valid_element(element):
        return "option"
    if valid_element(book.element):
        return "book"
    return "default"


def element_report(
    library: Any,
    book: Spellbook,
    mage: Mage | str | None = None,
    element: str | None = None,
    *,
    printing: str = "canonical",
) -> ElementReport:
    """The element pricing `book` for `mage` (default: the book's mage), where it came from, and
    every other element that prices the book lower (cheapest first, then element order).

    `element` is an explicit choice (a command-line option, the editor's picker); it beats the
    book's own element. Prices are the validator's (`book_points`), build rules and the chosen
    `printing` mode included, so a suggestion never disagrees with `validate`.
    """
    the_mage, _ = resolve_mage(book, library, mage)
    source = element_source(the_mage, book, element)
    if the_mage is None:
        return ElementReport(None, None)
    asked = valid_element(element) or valid_element(book.element)
    used_element = chosen_element(the_mage, asked)
    points = book_points(book, library, the_mage, used_element, printing=printing)
    if not the_mage.element_choice:
        return ElementReport(None, None, points)
    priced = [(book_points(book, library, the_mage, e, printing=printing), i, e)
              for i, e in enumerate(ELEMENTS) if e != used_element]
    suggestions = [ElementSuggestion(e, p) for p, _, e in sorted(priced) if p < points]
    return ElementReport(used_element, source, points, suggestions)
