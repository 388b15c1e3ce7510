"""Card names the user corrects (issue 5 §3): the Edit name… dialog, undo on the app-level stack,
the names shown everywhere with their ✎ mark, start-up, and the translation CSV import/export."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from spellforge.library.user.names import load_user_names
from spellforge.ui.cards.names import CardNameDialog

# Printed names (card_detail: name_sources): RU seeds/000 L1977 "Огненный шар", PL seeds/004
# L1996 "Kula Ognia".
FIREBALL_RU, FIREBALL_PL = "Огненный шар", "Kula Ognia"


@pytest.fixture(autouse=True)
def _shipped_names_back(library):
    """The library is shared by the session: take the user's names off it after each test."""
    yield
    for card in library.spells(include_playtest=True):
        for lang in ("en", "ru", "pl"):
            if card.name_sources.get(lang) == "user":
                library.drop_user_name(card.id, lang)


def answer_dialog(monkeypatch, name: str | None, seen: list):
    """Stand-in for the modal exec(): type `name` and OK, or (None) press Reset."""

    def fake_exec(dialog):
        seen.append((dialog.edit.text(), dialog.reset_button.isEnabled(), dialog.shipped_label.text()))
        if name is None:
            dialog.reset_button.click()
        else:
            dialog.edit.setText(name)
            dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        return dialog.result()

    monkeypatch.setattr(CardNameDialog, "exec", fake_exec)


def browser_name(window, card_id: str) -> str:
    model = window.browser.model
    row = model.row_of(card_id)
    return model.data(model.index(row, 0)) if row >= 0 else ""


def editor_name(editor, card_id: str) -> str:
    return editor.model.data(editor.model.index(editor.model.row_of(card_id), 1))


def test_edit_a_name_shows_it_everywhere_and_undo_restores_the_printed_one(window, library, monkeypatch):
    window.set_card_language("ru")
    editor = window.new_book()
    window.add_card("fireball")
    window.browser.search.setText("fireball")
    window.browser.refresh()
    window.detail.show_card("fireball")
    seen: list = []
    answer_dialog(monkeypatch, "Шар  огня ", seen)
    window.detail.edit_name_button.click()

    assert seen == [(FIREBALL_RU, False, f"Shipped name: {FIREBALL_RU}")]  # prefilled; nothing to reset yet
    assert library.card("fireball").names["ru"] == "Шар огня"  # spaces tidied
    assert load_user_names(window.user_store()) == {("fireball", "ru"): ("Шар огня", "user")}
    assert browser_name(window, "fireball") == "Шар огня ✎"
    assert editor_name(editor, "fireball") == "Шар огня ✎"
    tip = editor.model.data(editor.model.index(editor.model.row_of("fireball"), 1), Qt.ToolTipRole)
    assert tip.startswith("✎ Your own name")
    assert "Шар огня" in window.detail.text.toPlainText() and "Your own name" in window.detail.text.toPlainText()
    assert library.card_by_name("шар огня").id == "fireball"

    # One step on the app-level stack, shown in the History dock, undone with Edit ▸ Undo.
    assert window.undo_group.activeStack() is window.library_stack
    assert window.library_stack.count() == 1 and "Fireball" in window.library_stack.text(0)
    assert window.names_history.stack() is window.library_stack
    window.undo_action.trigger()
    assert library.card("fireball").names["ru"] == FIREBALL_RU
    assert load_user_names(window.user_store()) == {}
    assert browser_name(window, "fireball") == FIREBALL_RU and editor_name(editor, "fireball") == FIREBALL_RU
    window.redo_action.trigger()
    assert browser_name(window, "fireball") == "Шар огня ✎"

    # A book edit makes the book's stack the one Undo acts on again.
    window.add_card("fireball")
    assert window.undo_group.activeStack() is editor.doc.undo_stack


def test_reset_to_shipped_name_is_undoable(window, library, monkeypatch):
    window.set_card_language("pl")
    window.set_card_name("fireball", "pl", "Ognista kula")
    window.detail.show_card("fireball")
    seen: list = []
    answer_dialog(monkeypatch, None, seen)
    window.commands["edit_card_name"].trigger()
    assert seen[0][:2] == ("Ognista kula", True)  # prefilled with the current name; Reset enabled
    assert library.card("fireball").names["pl"] == FIREBALL_PL
    assert library.card("fireball").name_sources["pl"].startswith("rulebook")
    assert load_user_names(window.user_store()) == {}
    window.library_stack.undo()
    assert library.card("fireball").names["pl"] == "Ognista kula"
    assert load_user_names(window.user_store()) == {("fireball", "pl"): ("Ognista kula", "user")}


def test_stored_names_are_applied_at_start_up(make_window, library):
    first = make_window()
    first.set_card_name("dispel", "ru", "Развеивание")
    library.drop_user_name("dispel", "ru")  # as if the app restarted: the library knows only db/
    assert library.card("dispel").names["ru"] != "Развеивание"
    second = make_window()
    second.set_card_language("ru")
    assert library.card("dispel").names["ru"] == "Развеивание"
    second.browser.search.setText("dispel")
    second.browser.refresh()
    assert browser_name(second, "dispel") == "Развеивание ✎"


def test_import_reports_every_line_and_export_writes_the_names(window, library, tmp_path):
    src = tmp_path / "names.csv"
    src.write_text("card_id,lang,name,source\n"
                   "fireball,pl,Kula ognista,user\n"
                   f"dispel,ru,{library.card('dispel').names['ru']},rulebook\n"
                   "no-such-card,ru,Нечто,user\n"
                   "fireball,de,Feuerball,user\n"
                   "\n"
                   "fireball,ru\n", encoding="utf-8")
    dialog = window.import_names_file(str(src))
    lines = [[dialog.table.item(r, c).text() for c in range(3)] for r in range(dialog.table.rowCount())]
    assert [(line, result) for line, result, _ in lines] == [
        ("2", "✔ stored"), ("3", "= unchanged"), ("4", "✖ error"), ("5", "✖ error"), ("7", "✖ error")]
    assert "no-such-card" in lines[2][2] and "names.csv: line 4" in lines[2][2]
    assert dialog.summary.text() == "1 name stored. 1 unchanged. 3 lines with errors."
    assert library.card("fireball").names["pl"] == "Kula ognista"
    assert window.browser.model.data(window.browser.model.index(0, 0)) is not None

    out = tmp_path / "out" / "export.csv"
    assert window.export_names_file(str(out))
    text = out.read_text(encoding="utf-8")
    assert text.startswith("card_id,lang,name,source\n")
    assert "fireball,pl,Kula ognista,user" in text and f"fireball,ru,{FIREBALL_RU},rulebook" in text
    assert [p.name for p in out.parent.iterdir()] == ["export.csv"]  # no temp file left behind


def test_unreadable_names_file_is_reported_not_raised(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _p, _t, text: shown.append(text)))
    bad = tmp_path / "latin1.csv"
    bad.write_bytes("card_id,lang,name\nfireball,pl,Kula \xf3\n".encode("latin-1"))
    assert window.import_names_file(str(bad)) is None
    assert shown and "latin1.csv" in shown[0]


def test_name_dialog_needs_a_name(window, qtbot):
    dialog = CardNameDialog(window.lib, "fireball", "ru", False, window)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert dialog.edit.text() == FIREBALL_RU and ok.isEnabled() and not dialog.reset_button.isEnabled()
    dialog.edit.setText("   ")
    assert not ok.isEnabled()
    assert dialog.result() == QDialog.Rejected
