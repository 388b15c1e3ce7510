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


def book_ownership(doc, zone: str = "book", fresh: bool = False) -> Ownership | None:
    """Ownership of the book of a BookDocument, from the user database its BookStore uses. For
    the candidates zone a card is judged as if its candidate copies joined the book's own.
    `fresh`: the collection changed, read it again (else it is read once per edit of the book,
    both tables of the editor sharing that read). The caller asks once the user data is open
    (BookTableModel._ownership: a PendingStore would open it here, synchronously)."""
    store = getattr(doc.store, "store", None)
    if store is None:
        return None
    from spellforge.collection import Catalog, Collection, book_markers
    from spellforge.library.user.collection import UserCollection

    turn = (id(store), doc.undo_stack.index(), doc.undo_stack.count())
    memo = getattr(doc, "_collection_memo", None)
    if fresh or memo is None or memo[0] != turn:
        user = UserCollection(store)
        products, adjustments, assembled = user.state()
        catalog = getattr(doc, "_catalog", None)
        if catalog is None:  # what each box holds comes from the (read-only) card library
            catalog = doc._catalog = Catalog.from_library(doc.lib)
        owned = Collection(products, adjustments).owned(catalog)
        memo = doc._collection_memo = (turn, owned, assembled)
    _turn, owned, assembled = memo
    if not owned:
        return None
    if zone != "candidates":
        return Ownership(owned, book_markers(doc.book, owned, assembled))
    if not doc.book.candidates:  # no candidates (most books): nothing to mark
        return Ownership(owned, {})
    from dataclasses import replace

    book = doc.book
    trial = replace(book, entries=[*book.entries, *book.candidates], candidates=[])
    wanted = {e.card_id for e in book.candidates}
    markers = {c: m for c, m in book_markers(trial, owned, assembled).items() if c in wanted}
    return Ownership(owned, markers)
