"""What a card does, in the window: the user's imported OCTGN text in the card panel (marked as
printed English text), in the browser's and editor's tooltips, and the File menu import."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.library.test_user_card_text import DISPEL_CORE, DISPEL_PROMO, SET_XML, TELEPORT_CORE


@pytest.fixture
def octgn_folder(tmp_path):
    sets = tmp_path / "OCTGN" / "GameDatabase" / "g" / "Sets" / "core"
    sets.mkdir(parents=True)
    (sets / "set.xml").write_text(SET_XML.format(dispel=DISPEL_CORE, promo=DISPEL_PROMO, teleport=TELEPORT_CORE),
                                  encoding="utf-8")
    return tmp_path / "OCTGN"


@pytest.fixture
def clean_texts(library):
    yield
    library.apply_user_texts({})  # the session library is shared by every UI test


def tooltip_of(model, card_id, column=0):
    row = next(r for r in range(model.rowCount()) if model.data(model.index(r, 0), Qt.UserRole + 2) == card_id)
    return model.data(model.index(row, column), Qt.ToolTipRole) or ""


def test_import_from_the_window_shows_the_text_everywhere(window, library, octgn_folder, clean_texts, tmp_path):
    result = window.import_card_text_from(str(octgn_folder))
    assert result is not None and result.stored == 2
    assert library.card_text("dispel") == "Fixture: removes one open enchantment."

    window.detail.show_card("dispel")
    text = window.detail.text.toPlainText()
    assert "Printed text (English, from your OCTGN install)" in text
    assert "Fixture: removes one open enchantment." in text
    window.detail.grab().save(str(tmp_path / "panel-en.png"))

    window.browser.search.setText("dispel")
    tip = tooltip_of(window.browser.model, "dispel")
    assert "Printed text (English, from your OCTGN install): Fixture: removes one open enchantment." in tip

    # in Russian the English printed text stays in the panel (marked) but not in the list tooltips
    window.set_card_language("ru")
    window.detail.show_card("dispel")
    assert "Fixture: removes one open enchantment." in window.detail.text.toPlainText()
    assert "Fixture" not in tooltip_of(window.browser.model, "dispel")


def test_editor_tooltip_shows_the_text(window, library, octgn_folder, clean_texts):
    window.import_card_text_from(str(octgn_folder))
    window.new_book()
    window.add_card("teleport")
    model = window.current_editor().model
    row = model.row_of("teleport")
    from spellforge.ui.editor.book_model import COLUMNS

    tip = model.data(model.index(row, COLUMNS.index("name")), Qt.ToolTipRole)
    assert "Fixture: moves an object\nto another zone." in tip


def test_a_folder_without_set_files_is_reported(window, library, tmp_path, clean_texts):
    empty = tmp_path / "empty"
    empty.mkdir()
    assert window.import_card_text_from(str(empty)) is None
    assert library.user_texts() == {}
