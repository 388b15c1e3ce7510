"""A spellbook as the user builds it: a mage, cards by stable id, and what could not be read."""

from __future__ import annotations

from dataclasses import dataclass, field

# Copies of one card a reader accepts, per line and per book. A real book's copy limit is at most
# 6; past 99 the input is a typo or hostile (10**30 copies made the collection check and the proxy
# sheets run out of time and memory), so the line becomes a problem line.
MAX_COPIES = 99


def shown_quantity(qty: object) -> str:
    """A quantity as written, huge numbers shortened ("100000…(31 digits)")."""
    digits = str(qty)
    return digits if len(digits) <= 12 else f"{digits[:6]}…({len(digits)} digits)"


def too_many(qty: object) -> str:
    """The problem-line note for a quantity over MAX_COPIES."""
    return f"quantity {shown_quantity(qty)} is over the limit of {MAX_COPIES} copies"


@dataclass
class BookEntry:
    card_id: str
    qty: int


@dataclass
class UnresolvedLine:
    """An input line no card could be matched to; kept with the book so nothing is lost."""

    line: int
    text: str
    candidates: list[str] = field(default_factory=list)  # card ids, best first


@dataclass
class Spellbook:
    name: str = ""
    mage: str | None = None  # Mage.name
    element: str | None = None  # the Wizard's chosen element
    format: str = "arena"
    entries: list[BookEntry] = field(default_factory=list)
    candidates: list[BookEntry] = field(default_factory=list)  # considered, not counted
    notes: str = ""
    tags: list[str] = field(default_factory=list)
    unresolved: list[UnresolvedLine] = field(default_factory=list)
    printings: dict[str, str] = field(default_factory=dict)  # card id -> GUID of the printing the file names
    mage_card: str | None = None  # the mage the mage card names when its Stats card names another

    def quantities(self) -> dict[str, int]:
        """Card id -> total copies (entries for the same card are summed)."""
        out: dict[str, int] = {}
        for e in self.entries:
            out[e.card_id] = out.get(e.card_id, 0) + e.qty
        return out

    def add(self, card_id: str, qty: int = 1) -> None:
        for e in self.entries:
            if e.card_id == card_id:
                e.qty += qty
                break
        else:
            self.entries.append(BookEntry(card_id, qty))
        self.entries = [e for e in self.entries if e.qty > 0]
