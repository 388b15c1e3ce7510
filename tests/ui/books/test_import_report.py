"""The import report: the mage and element can be picked, the reader's suggestions come first when
the list names no mage, and a "Total" line is checked against the rules for the chosen mage."""

from __future__ import annotations

from pathlib import Path

import pytest

from spellforge.formats import read_spellbook_text

PASTED = Path(__file__).parents[2] / "formats" / "pasted"


@pytest.fixture
def dialog_for(qtbot, library):
    from spellforge.ui.books.import_dialog import ImportReportDialog

    def make(name: str, lang: str = "en"):
        result = read_spellbook_text((PASTED / name).read_text(encoding="utf-8"), library, source_name=name)
        dialog = ImportReportDialog(result, library, lang)
        qtbot.addWidget(dialog)
        return dialog

    return make


def test_title_mage_and_element_are_preselected(dialog_for):
    dialog = dialog_for("ru_inline_element.txt", "ru")
    assert (dialog.chosen_mage(), dialog.chosen_element()) == ("Wizard", "Fire")
    assert dialog.element_picker.isEnabled()
    book = dialog.book()
    assert (book.mage, book.element, book.name) == ("Wizard", "Fire", "турнирная сборка")


def test_no_mage_offers_suggestions_first_and_picks_the_first(dialog_for):
    dialog = dialog_for("en_no_mage.txt")
    first = [dialog.mage_picker.itemData(i) for i in range(1, 4)]
    assert dialog.chosen_mage() == first[0] and dialog.book().mage == first[0]  # issue 28 point 12
    assert "Warlock" in first
    assert "suggested" in dialog.mage_picker.itemText(first.index("Warlock") + 1)
    dialog.pick_mage("Warlock")
    assert dialog.book().mage == "Warlock" and not dialog.element_picker.isEnabled()


def test_totals_line_checked_against_chosen_mage(dialog_for):
    dialog = dialog_for("en_inline_element.txt")
    assert dialog.totals_label.isVisibleTo(dialog)
    assert "120" in dialog.totals_label.text() and "6" in dialog.totals_label.text()  # Fire Wizard: Fireballs 2 × 2, Flameblast 1, Dispel 1
    dialog.pick_mage("Wizard", "Air")  # Fire spells cost double for an Air Wizard
    assert "the rules count 11" in dialog.totals_label.text()  # Fireballs 2 × 4, Flameblast 2, Dispel 1


def test_element_line_is_labelled_element_not_mage(dialog_for):
    from PySide6.QtCore import Qt

    dialog = dialog_for("pl_element_line.txt", "pl")
    fates = [dialog.table.item(r, 2).data(Qt.UserRole) for r in range(dialog.table.rowCount())]
    assert fates[:2] == ["mage", "element"]


@pytest.mark.parametrize("fmt", ["text", "bbcode", "forum"])
def test_copy_then_paste_gives_the_same_book(window, monkeypatch, fmt):
    from PySide6.QtGui import QGuiApplication

    from spellforge.domain import Spellbook
    from spellforge.ui.books.import_dialog import ImportReportDialog

    book = Spellbook(name="Lód i ogień", mage="Wizard", element="Water", notes="vs Warlock")
    book.add("fireball", 2)
    book.add("dispel", 1)
    window.set_card_language("pl")
    window.new_book(book)
    assert window.copy_book(fmt)
    pasted = QGuiApplication.clipboard().text()
    assert "Kula Ognia" in pasted
    monkeypatch.setattr(ImportReportDialog, "exec", lambda dialog: ImportReportDialog.Accepted)
    editor = window.import_clipboard()
    back = editor.doc.book
    assert (back.name, back.mage, back.element, back.quantities()) == ("Lód i ogień", "Wizard", "Water", book.quantities())
