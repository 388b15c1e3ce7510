"""Issue 42, low: one line of junk pasted or imported in the window (a cut `SF1:` code, a Hearthstone
code, a full-width code, another game's `<deck/>`, a letter) is refused as "not a spellbook", as
`spellforge books save` refuses it: no report of nothing, no empty spellbook saved."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

JUNK = {"cut.txt": "SF1:AYBQCAAAF5Q", "hearthstone.txt": "AAECAf0EBu0F7AfBuAKY8QKD+wKanwML+wHUA/0D",
        "fullwidth.txt": "ＳＦ１：ＡＹＢＱＣＡＡＡＦ５Ｑ", "other-game.o8d": '<deck game="x"/>',
        "letter.txt": "Dear Anna,\nsee you on Sunday for a game!"}


def test_junk_pasted_or_imported_is_not_a_spellbook(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    warned = []  # the cut code is a read error: said in a warning (not a blocking box here)
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: warned.append(text))
    books_before = len(window.store.books())
    tabs_before = len(window.docs)
    for name, text in JUNK.items():
        QGuiApplication.clipboard().setText(text)
        assert window.import_clipboard() is None, name
        path = tmp_path / name
        path.write_text(text + "\n", encoding="utf-8")
        assert window.import_path(str(path)) is None, name
        if name != "cut.txt":
            said = window.last_refusal.text()
            assert said.startswith(name + ": not a spellbook:"), said
            assert "not a spellbook" in window.statusBar().currentMessage()
            window.last_refusal.close()
    assert len(warned) == 2 and all("cut short" in w for w in warned)  # pasted and from the file
    assert getattr(window, "last_import_dialog", None) is None  # no report was shown
    assert len(window.store.books()) == books_before and len(window.docs) == tabs_before
