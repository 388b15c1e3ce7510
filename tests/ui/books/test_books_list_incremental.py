"""Issue 20: the books list updates one row per edit and filters without reading the database;
after any sequence of edits it shows exactly what a full reload shows."""

from __future__ import annotations

import random

from spellforge.domain import Spellbook


def _rows(panel) -> list[tuple[int, str, bool]]:
    from PySide6.QtCore import Qt

    return [(panel.list.item(i).data(Qt.UserRole), panel.list.item(i).text(), panel.list.item(i).isHidden())
            for i in range(panel.list.count())]


def test_edits_update_one_row_and_match_a_full_reload(window, monkeypatch):
    rng = random.Random(20)
    mages = ["Warlock", "Wizard", "Priestess", "Beastmaster"]
    for i in range(30):
        window.store.create(Spellbook(name=f"Book {i:02d}", mage=mages[i % 4], tags=["t%d" % (i % 3)]))
    panel = window.books
    panel.reload()
    reads = []
    monkeypatch.setattr(window.store, "books", lambda *a, **k: reads.append(1) or [])  # a full read would show here
    editor = window.open_book(panel.list.item(12).data(0x0100))
    for step in range(12):
        choice = rng.randrange(3)
        if choice == 0:
            window.add_card("fireball")
        elif choice == 1:
            editor.choose_mage(rng.choice(mages))
        else:
            panel.filter_edit.setText(rng.choice(["", "book 1", "t2", "zzz"]))
    assert reads == []  # no edit nor keystroke read the whole list
    incremental = _rows(panel)
    monkeypatch.undo()
    panel.reload()
    assert _rows(panel) == incremental
    assert panel.list.item(0).data(0x0100) == editor.doc.book_id  # the edited book is on top


def test_the_mage_filter_follows_an_edit_of_the_only_book_of_a_mage(window):
    window.store.create(Spellbook(name="Solo", mage="Warlock"))
    panel = window.books
    panel.reload()
    editor = window.open_book(panel.list.item(0).data(0x0100))
    assert panel.mage_filter.findData("Warlock") > 0
    editor.choose_mage("Wizard")
    assert panel.mage_filter.findData("Warlock") < 0 and panel.mage_filter.findData("Wizard") > 0


def test_rows_carry_summaries_not_books(window):
    window.store.create(Spellbook(name="Fire", mage="Warlock", tags=["a"]))
    summary = window.store.books()[0]
    assert not hasattr(summary, "entries") and summary.tags == ("a",)
    assert window.store.summary(summary.id) == summary
