"""What a spellbook costs a mage, without the legality checks: the mage to price for, the facts that
price each card (canonical, or the printing the book names), and the sum.

Shared by the validator (`legality.validate`) and the Wizard's element suggestions
(`elements.element_report`), which prices a book once per element, so both agree to the point.
"""

from __future__ import annotations

from typing import Protocol

from spellforge.domain.cards import Card
from spellforge.domain.mages import Mage
from spellforge.domain.spellbook import Spellbook
from spellforge.rules.cost_table import cost_table


class CardSource(Protocol):
    def card(self, card_id: str) -> Card | None: ...
    def mage(self, name: str) -> Mage | None: ...


def resolve_mage(book: Spellbook, lib: CardSource, mage: Mage | str | None) -> tuple[Mage | None, str | None]:
    """The mage to validate for (an explicit choice beats the book's) and its name as asked."""
    if isinstance(mage, Mage):
        return mage, mage.name
    name = mage or book.mage
    if not name:
        return None, None
    return lib.mage(name), name


PRINTING_MODES = ("canonical", "named")


def priced_card(lib: CardSource, book: Spellbook, card: Card, printing: str = "canonical") -> Card:
    """The facts that price `card` in `book`: the canonical card, or with `printing="named"` the
    printing the book names (an .o8d names one by GUID), when the library knows its facts."""
    if printing != "named":
        return card
    guid = book.printings.get(card.id) if getattr(book, "printings", None) else None
    facts = getattr(lib, "printing_card", None)
    if not guid or facts is None:
        return card
    return facts(guid) or card


def book_points(
    book: Spellbook, lib: CardSource, mage: Mage, element: str | None = None, *, printing: str = "canonical"
) -> int:
    """Spell points `book` costs `mage` with `element`: the sum `validate` reports, without the
    legality checks (the element suggestions price a book four times)."""
    table = cost_table(mage, element)
    total = 0
    for card_id, qty in book.quantities().items():
        card = lib.card(card_id)
        if card is not None and card.schools:
            total += table.cost(priced_card(lib, book, card, printing)).points * qty
    return total
