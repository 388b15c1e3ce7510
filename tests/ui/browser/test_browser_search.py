"""The browser on the search grammar: ranking, typos, bad queries that explain themselves and keep
the list, the empty state (panel cleared, "did you mean"), legal:book and the Points column for the
open book's mage."""

from __future__ import annotations

from PySide6.QtCore import Qt

from spellforge.ui.cards.model import POINTS_COLUMN


def _search(window, text):
    window.browser.search.setText(text)
    window.browser.refresh()
    return window.browser.model.ids()


def test_a_new_browser_lists_every_card_without_the_search_engine(qapp, library):
    """The start's list needs no search engine (grammar, word indexes); the first search makes it."""
    from spellforge.ui.browser.browser import CardBrowser

    browser = CardBrowser(library, "ru")
    try:
        assert browser._engine is None and browser.model.ids() == browser.engine.find("", "ru")
        browser.search.setText("огненный шар")
        browser.refresh()
        assert browser.model.ids()[0] == "fireball"
    finally:
        browser.deleteLater()


def test_exact_name_is_the_first_row_and_selected(window):
    ids = _search(window, "fireball")
    assert ids[0] == "fireball" and "twin-fireball" in ids
    assert window.browser.current_card_id() == "fireball"


def test_typos_in_russian_find_the_card(window):
    window.set_card_language("ru")
    assert _search(window, "Огненый шар")[0] == "fireball"
    assert _search(window, "синии гремлин")[0] == "blue-gremlin"


def test_a_bad_key_is_explained_and_the_rest_still_filters(window):
    ids = _search(window, "sch:fire t:attack l:2")
    assert "fireball" in ids and "steam-elemental" not in ids
    hint = window.browser.hint
    assert hint.isVisible() and "sch" in hint.text() and "“s”" in hint.text()


def test_no_cards_clears_the_panel_and_offers_names(window, qtbot):
    window.browser.select_card("fireball")
    qtbot.waitUntil(lambda: window.detail.card_id == "fireball")
    _search(window, "fireballl t:creature")
    assert window.browser.model.rowCount() == 0
    qtbot.waitUntil(lambda: window.detail.card_id is None)
    assert "did you mean" in window.browser.hint.text() and "Fireball" in window.browser.hint.text()
    window.browser._hint_link("Fireball")  # clicking the offered name searches it
    assert window.browser.model.ids()[0] == "fireball"


def test_clicking_a_header_sorts_and_clearing_it_restores_the_ranking(window):
    browser = window.browser
    _search(browser.window(), "fireball")
    browser.view.sortByColumn(5, Qt.DescendingOrder)  # cost
    costs = [browser.model.index(r, 5).data(Qt.UserRole + 1) for r in range(browser.model.rowCount())]
    assert costs == sorted(costs, reverse=True)
    browser.model.sort(-1)
    assert browser.model.ids()[0] == "fireball"


def test_legal_toggle_and_points_column_follow_the_open_book(window):
    browser = window.browser
    assert not browser.legal_chip.isEnabled() and browser.view.isColumnHidden(POINTS_COLUMN)
    editor = window.new_book()
    editor.choose_mage("Wizard")
    assert browser.legal_chip.isEnabled() and not browser.view.isColumnHidden(POINTS_COLUMN)
    browser.legal_chip.setChecked(True)
    ids = _search(window, "fireball")
    # Twin Fireball is an Academy card: an Arena Wizard cannot take it
    assert "fireball" in ids and "twin-fireball" not in ids
    ids = _search(window, "amulet of attunement")  # Elementalist Only
    assert "amulet-of-attunement" not in ids
    browser.legal_chip.setChecked(False)
    ids = _search(window, "fireball")
    row = browser.model.row_of("fireball")
    wizard_fire = int(browser.model.index(row, POINTS_COLUMN).data())
    editor.choose_mage("Warlock")  # Warlock: Fire trained (1x): Fireball (Fire 2) costs 2
    assert int(browser.model.index(browser.model.row_of("fireball"), POINTS_COLUMN).data()) == 2
    assert wizard_fire in (2, 4)
    browser.view.sortByColumn(POINTS_COLUMN, Qt.AscendingOrder)
    points = [browser.model.index(r, POINTS_COLUMN).data(Qt.UserRole + 1) for r in range(browser.model.rowCount())]
    assert points == sorted(points)


def test_an_error_in_the_term_being_typed_waits_for_a_pause(window, qtbot):
    browser = window.browser
    _search(window, "s:fire cost:")
    assert browser.hint.isHidden()  # still typing: no hint flashing at every key
    qtbot.waitUntil(lambda: browser.hint.isVisible() and "cost:" in browser.hint.text())
    _search(window, "cost: s:fire")  # not at the end: explained at once
    assert browser.hint.isVisible() and "cost:" in browser.hint.text()


def test_a_keystroke_searches_at_once_and_the_clear_button_follows_the_text(window):
    browser = window.browser
    browser.search.setText("fireball")  # no event loop turn: the list is already the new one
    assert browser.model.ids()[0] == "fireball" and browser.clear_action.isVisible()
    width = browser.count_label.width()
    browser.clear_action.trigger()
    assert browser.search.text() == "" and not browser.clear_action.isVisible()
    assert browser.model.rowCount() > 500 and browser.count_label.width() == width  # no relayout per count


def test_warlock_lists_the_warlock_only_cards_in_a_polish_window(window):
    window.set_card_language("pl")
    ids = _search(window, "warlock")
    assert "bloodfire-helmet" in ids and not {"armor-ward", "arcane-ward"} & set(ids)


def test_the_list_follows_the_book_only_through_a_query(window, qtbot):
    """Opening a book changes nothing in an unfiltered list (no refresh); with "Legal for this
    book" on, closing the book lists every card again."""
    browser = window.browser
    everything = browser.model.ids()
    editor = window.new_book()
    editor.choose_mage("Wizard")
    assert not browser._timer.isActive() and browser.model.ids() == everything
    browser.legal_chip.setChecked(True)
    browser.refresh()
    legal = browser.model.ids()
    assert "twin-fireball" not in legal and len(legal) < len(everything)
    window.close_book_at(window.editors.indexOf(editor))
    qtbot.waitUntil(lambda: browser.model.ids() == everything)


def test_a_bare_s_key_typed_is_explained_in_english_and_russian(window, qtbot):
    """Issue 46: «en `s:` shows no hint while ru/pl do». Typed key by key into the search box, in
    one window in English, then switched to Russian: each pause explains the missing value."""
    browser = window.browser
    said = {"en": "needs a value", "ru": "нужно значение"}
    try:
        for lang, words in said.items():
            if lang != "en":
                window.set_ui_language(lang)
            browser.search.clear()
            browser.search.setFocus()
            qtbot.keyClicks(browser.search, "s:")
            qtbot.waitUntil(lambda: browser.hint.isVisible() and words in browser.hint.text())
            assert "s:" in browser.hint.text() and browser.model.rowCount() > 0  # the list stays
    finally:
        window.set_ui_language("en")
