"""What an import produced: the book, and the fate of every input line (nothing is dropped)."""

from __future__ import annotations

from dataclasses import dataclass, field

from spellforge.domain import Spellbook

FATES = ("card", "mage", "element", "ignored", "unresolved")
# "id": a JSON card id; "title": the mage found among other words of a title line
MATCH_KINDS = ("guid", "code", "id", "name", "alias", "normalised", "fuzzy", "title")


@dataclass
class LineFate:
    line: int  # 1-based line of the input (several fates may share a line: collapsed lists)
    text: str  # the piece of the line this fate is about, as written
    fate: str  # one of FATES
    card_id: str | None = None
    qty: int = 0
    matched_by: str | None = None  # one of MATCH_KINDS for cards and mages
    confidence: float = 0.0  # 0..1; 1 for GUID, code and exact names
    candidates: list[str] = field(default_factory=list)  # card ids, best first
    note: str = ""  # why: "heading Attack", "comment", "ambiguous name", …


@dataclass(frozen=True)
class TotalCheck:
    """A "Total: N points" line, and what the rules count for the book (None: no mage to price)."""

    line: int
    text: str
    stated: int
    computed: int | None

    @property
    def agrees(self) -> bool | None:
        return None if self.computed is None else self.computed == self.stated


@dataclass
class ImportResult:
    book: Spellbook
    format: str  # "o8d" | "text" | "bbcode" | "forum" | "json"
    lines: list[LineFate] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    source_name: str = ""
    totals: list[TotalCheck] = field(default_factory=list)
    mage_suggestions: list = field(default_factory=list)  # rules.suggest.MageSuggestion, when no mage is named

    def not_a_spellbook(self) -> tuple[str, int, int] | None:
        """Why this read is no spellbook, or None: ("no_card_line", lines, first line) when no line
        reads as a card (prose, a letter), ("nothing", 0, 0) when it names no mage, no card and
        has no line to show (one line of junk: another game's code, a bare <deck/>). The command
        line and the window refuse both: never a report of nothing, never an empty book saved."""
        book = self.book
        if book.entries or book.candidates:
            return None
        unresolved = self.unresolved
        if unresolved:
            return "no_card_line", len(unresolved), unresolved[0].line
        return None if book.mage else ("nothing", 0, 0)

    @property
    def unresolved(self) -> list[LineFate]:
        return [f for f in self.lines if f.fate == "unresolved"]

    @property
    def cards(self) -> list[LineFate]:
        return [f for f in self.lines if f.fate == "card"]
