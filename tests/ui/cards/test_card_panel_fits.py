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


def _click_card(window, qtbot, typed: str, card_id: str) -> None:
    """As the player does: type in the search box, click the card's row in the card list."""
    from PySide6.QtCore import Qt

    from tests.ui.test_player_round3_ru import type_text

    browser = window.browser
    browser.search.clear()
    type_text(qtbot, browser.search, typed)
    qtbot.waitUntil(lambda: browser.model.row_of(card_id) >= 0)
    index = browser.model.index(browser.model.row_of(card_id), 0)
    browser.view.scrollTo(index)
    settle()
    qtbot.mouseClick(browser.view.viewport(), Qt.LeftButton, pos=browser.view.visualRect(index).center())
    qtbot.waitUntil(lambda: window.detail.card_id == card_id)
    settle()


def test_a_long_summary_is_whole_and_keywords_are_named_in_russian_at_728(make_window, qtbot):
    """At 1366×728 (the window 1366×698) in Russian: Akiro's Hammer's summary (8 lines) was cut
    after its 5th line under a full-size picture, and the keywords' meanings began «Only — Только
    для <класс мага>: …»; Jet Stream's effect die said «Push», Force Hold granted «Restrained».
    Now the picture shrinks until the summary's last word is in view, and every keyword has its
    rulebook name."""
    from spellforge.ui.window.layout_report import TITLE_BAR, summary_visible

    window = make_window("ru")
    window.set_card_language("ru")
    window.resize(1366, 728 - TITLE_BAR)
    window.new_book()
    detail = window.detail
    _click_card(window, qtbot, "Молот Акиро", "akiros-hammer")
    assert window.height() <= 728 - TITLE_BAR and window.minimumSizeHint().height() <= 728 - TITLE_BAR
    assert summary_visible(detail) is True  # its last words, unscrolled
    assert detail.image.height() < IMAGE_SIZE.height()  # the picture made the room
    shown = detail.text.toPlainText()
    assert "Только для Военачальника — только маг этого класса" in shown
    assert "Only" not in shown
    _click_card(window, qtbot, "Стремительный вихрь", "jet-stream")
    assert "Кубик эффектов 4–10: Толчок" in detail.text.toPlainText()
    assert "Push" not in detail.text.toPlainText()
    _click_card(window, qtbot, "Хватка силы", "force-hold")
    shown = detail.text.toPlainText()  # Restrained is a condition it places, no trait it grants (db/errata.csv)
    assert "Незыблемый" in shown and "Убрано даруемое свойство: Обездвиженность" in shown
    _click_card(window, qtbot, "Стена огня", "wall-of-fire")  # its errata read «attack_traits add Unavoidable — errata 003 …»
    assert "Атаке добавлено свойство: Неизбежная (официальные исправления)" in detail.text.toPlainText()
    assert "errata" not in detail.text.toPlainText()
    _click_card(window, qtbot, "Латы Харшфорджа", "harshforge-plate")  # the module's tag «[HarshforgePlate]» is no trait
    assert "HarshforgePlate" not in detail.text.toPlainText() and "Харшфорджа" in detail.text.toPlainText()
    _click_card(window, qtbot, "Огненный шар", "fireball")  # a short summary: the picture full size again
    assert detail.image.height() >= IMAGE_SIZE.height() - 2 or detail.text.height() > 11 * detail.text.fontMetrics().lineSpacing()
