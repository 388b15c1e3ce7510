"""The shapes of the user's book rows, without the ORM: a book as JSON, a book list row. Shared
by the ORM store (user_books.py) and the start-up fast path (user_overlay.py), which must not
import sqlalchemy."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from spellforge.domain.spellbook import BookEntry, Spellbook, UnresolvedLine


@dataclass(frozen=True)
class BookSummary:
    id: int
    name: str
    mage: str | None
    tags: tuple[str, ...]
    modified: float


def summary_of(row) -> BookSummary:
    """A BookSummary from an (id, name, mage, tags, modified) row; tags are "\n"-joined."""
    book_id, name, mage, tags, modified = row
    return BookSummary(book_id, name, mage, tuple(t for t in tags.split("\n") if t), modified)


def book_to_json(book: Spellbook) -> str:
    return json.dumps(asdict(book), ensure_ascii=False)


def book_from_json(text: str) -> Spellbook:
    d = json.loads(text)
    return Spellbook(
        name=d.get("name", ""), mage=d.get("mage"), element=d.get("element"), format=d.get("format", "arena"),
        entries=[BookEntry(e["card_id"], int(e["qty"])) for e in d.get("entries", [])],
        candidates=[BookEntry(e["card_id"], int(e["qty"])) for e in d.get("candidates", [])],
        notes=d.get("notes", ""), tags=list(d.get("tags", [])),
        unresolved=[UnresolvedLine(u["line"], u["text"], list(u.get("candidates", []))) for u in d.get("unresolved", [])],
        printings={str(k): str(v) for k, v in (d.get("printings") or {}).items()},
        mage_card=d.get("mage_card"),
    )
