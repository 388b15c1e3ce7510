"""What the user's collection says about each card of an open spellbook, for the editor's "Owned"
column: the collection layer's `markers_for` (missing copies, copies held by assembled books)
plus the owned counts. None when the user owns nothing at all, so a new user's book is not
covered in ✖ marks before they have recorded a single box."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Ownership:
    owned: dict[str, int]  # card id -> copies owned
    markers: dict = field(default_factory=dict)  # card id -> spellforge.collection.CardMarker


def book_ownership(doc, zone: str = "book") -> Ownership | None:
    """Ownership of the book of a BookDocument, from the user database its BookStore uses. For
    the candidates zone a card is judged as if its candidate copies joined the book's own."""
    store = getattr(doc.store, "store", None)
    if store is None:
        return None
    try:
        from spellforge.collection import Catalog, load_collection, markers_for
        from spellforge.library.user_collection import UserCollection
    except ImportError:  # the collection layer is optional for the editor
        return None
    user = UserCollection(store)
    owned = load_collection(user).owned(Catalog.from_library(doc.lib))
    if not owned:
        return None
    if zone != "candidates":
        return Ownership(owned, markers_for(doc.book, doc.lib, user))
    from dataclasses import replace

    book = doc.book
    trial = replace(book, entries=[*book.entries, *book.candidates], candidates=[])
    wanted = {e.card_id for e in book.candidates}
    markers = {c: m for c, m in markers_for(trial, doc.lib, user).items() if c in wanted}
    return Ownership(owned, markers)
