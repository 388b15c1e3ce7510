"""The card panel on a 1366×768 laptop: opening the collection (stacked under the card panel in
the right dock column) must not push the window past the screen; the card picture shrinks,
keeping its proportions, and is full size again when there is room."""

from __future__ import annotations

import pytest

from spellforge.ui.cards.detail import IMAGE_SIZE
from tests.patience import settle


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_collection_and_card_panel_fit_768_pixels(make_window, qtbot, lang):
    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(1366, 768)
    window.detail.show_card(window.lib.card_by_name("Mountain Gorilla").id)
    settle()
    assert window.show_collection() is not None
    settle()
    assert window.minimumSizeHint().height() <= 768
    assert window.height() <= 768  # was 804: the dock column's minimum grew past the screen
    assert window.collection_dock.isVisible() and window.detail_dock.isVisible()
    image = window.detail.image
    shown = image.shown_size()
    assert 0 < shown.height() <= image.height()  # never drawn past its own frame
    assert abs(shown.width() / shown.height() - IMAGE_SIZE.width() / IMAGE_SIZE.height()) < 0.02


def test_card_picture_is_full_size_when_there_is_room(make_window, qtbot):
    window = make_window("en")
    window.resize(1600, 1200)
    window.detail.show_card(window.lib.card_by_name("Fireball").id)
    settle()
    assert window.detail.image.shown_size() == IMAGE_SIZE


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_card_text_shows_ten_lines_at_768_pixels(make_window, qtbot, lang):
    """QA: at 768 px high the card panel showed ~5 lines of the card's text under the picture;
    now the picture shrinks first and at least 10 lines of text are in view."""
    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(1366, 768)
    window.new_book()
    window.detail.show_card(window.lib.card_by_name("Fireball").id)
    settle()
    assert window.height() <= 768
    text = window.detail.text
    assert text.viewport().height() >= 10 * text.fontMetrics().lineSpacing()
