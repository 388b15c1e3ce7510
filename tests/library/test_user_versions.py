"""Issue 16 item 6: saved versions coalesce to at most one per minute of editing plus one on close,
and survive reopening the user database."""

from __future__ import annotations

from spellforge.domain.book_diff import diff_books
from spellforge.domain.spellbook import BookEntry, Spellbook
from spellforge.library.user.books import BookStore
from spellforge.library.user.store import UserStore
from spellforge.library.user.versions import VersionStore


def book(**cards) -> Spellbook:
    return Spellbook(name="Fire", mage="Wizard", entries=[BookEntry(c.replace("_", "-"), q) for c, q in cards.items()])


def test_snapshots_coalesce_within_a_minute_and_closing_forces_one():
    books = BookStore(UserStore())
    versions = VersionStore(books.store)
    bid = books.create(book(fireball=1))
    t0 = 1_000_000.0
    assert versions.snapshot(bid, book(fireball=1), 2, now=t0) == 1
    assert versions.snapshot(bid, book(fireball=2), 4, now=t0 + 30) == 1  # same minute: updated in place
    assert versions.snapshot(bid, book(fireball=2), 4, now=t0 + 40) is None  # nothing changed
    assert versions.snapshot(bid, book(fireball=3), 6, now=t0 + 61) == 2  # a minute on: a new version
    assert versions.snapshot(bid, book(fireball=3, dispel=1), 8, now=t0 + 70, force=True) == 3  # closed
    listed = VersionStore(UserStore()).versions(bid)  # a fresh connection: kept across restarts
    assert [(v.version, v.points_used) for v in listed] == [(1, 4), (2, 6), (3, 8)]
    assert versions.load(bid, 1).quantities() == {"fireball": 2}


def test_diff_lists_added_removed_and_changed_cards():
    d = diff_books(book(fireball=2, dispel=1), book(fireball=3, teleport=1))
    assert d.added == [("teleport", 1)] and d.removed == [("dispel", 1)] and d.changed == [("fireball", 2, 3)]
    assert diff_books(book(fireball=1), book(fireball=1)).empty
