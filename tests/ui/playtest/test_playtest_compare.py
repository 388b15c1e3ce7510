"""The playtest window's Compare tab (issue 21): a saved version against the book as it is now,
on the same dice, with the paired verdict; and a saved book picked for side B. Since issue 48's
round 8 both sides play on the matchup engine (sim/report/matchup_goldfish.py); the tab's answer is
the CLI's: tests/ui/playtest/test_playtest_compare_matchup.py."""

from __future__ import annotations


from spellforge.domain import Spellbook
from spellforge.library.user.books import BookStore
from spellforge.library.user.store import UserStore
from spellforge.library.user.versions import VersionStore
from spellforge.sim.report.matchup_goldfish import compare_matchup, make_matchup_goldfish
from spellforge.ui.playtest.compare import OPEN_BOOK
from tests.patience import HANG_MS
from tests.ui.playtest.greedy import greedy_window


def _beasts(library, wolves: int, foxes: int = 2) -> Spellbook:
    book = Spellbook(name="Beasts", mage="Beastmaster")
    for name, qty in (("Mana Flower", 2), ("Timber Wolf", wolves), ("Bitterwood Fox", foxes), ("Bear Strength", 1)):
        if qty:
            book.add(library.card_by_name(name).id, qty)
    return book


def _run(qtbot, tab, games: int) -> dict:
    tab.games_spin.setValue(games)
    tab.last_result = None
    tab.run_button.click()
    qtbot.waitUntil(lambda: tab.last_result is not None, timeout=HANG_MS)
    return tab.last_result


def _bars(view) -> list[list[float]]:
    return [list(values) for _, values in view.data.sets]


def test_a_saved_version_against_the_book_now(qtbot, library):
    store = BookStore(UserStore())
    old = _beasts(library, wolves=3)
    book_id = store.create(old)
    VersionStore(store.store).snapshot(book_id, old, 20, force=True)
    now = _beasts(library, wolves=0, foxes=0)  # the edit took the Timber Wolves and the Bitterwood Foxes out
    store.save(book_id, now)
    other = store.create(_beasts(library, wolves=1))

    window = greedy_window(library, now, store=store, book_id=book_id)
    qtbot.addWidget(window)
    window.show()
    window.seed_spin.setValue(3)
    tab = window.compare_tab
    window.tabs.setCurrentWidget(tab)
    # by default A is the latest saved version and B the book as in the editor
    assert tab.side_a.book_combo.currentData() == OPEN_BOOK and tab.side_a.version_combo.currentData() == 1
    assert tab.side_b.version_combo.currentData() == 0
    assert [tab.side_a.version_combo.itemData(i) for i in range(tab.side_a.version_combo.count())] == [0, 1]

    result = _run(qtbot, tab, 120)
    c = result["comparison"]
    # the same games as the engine plays them outside the window (same seed, same dice)
    mage = library.mage("Beastmaster")
    runs = [make_matchup_goldfish(book, library, mage, window.current_target(), 20, seed=3, policy="greedy")
            for book in (old, now)]
    expected = compare_matchup(*runs, 120, 3, "greedy")["comparison"]
    assert c == expected
    # against the opposite corner the creatures are the book's damage: 7.0 rounds a kill with them, 10.9 without
    assert c["p_value"] < 0.05 and c["verdict"] == "b_slower"
    assert tab.verdict_label.text().startswith("Book B is slower")
    assert "120 paired games" in tab.stats_label.text()
    assert "Kills in round" in tab.side_a.summary.text()
    a_bars, b_bars = _bars(tab.kill_chart)
    assert sum(a_bars) == result["a"]["rounds_to_kill"]["killed"] and sum(b_bars) == result["b"]["rounds_to_kill"]["killed"]

    # B: another saved book, its current state
    tab.side_b.choose(other)
    assert tab.side_b.version_combo.count() == 1  # that book has no saved versions
    result = _run(qtbot, tab, 40)
    assert result["b"]["cards_cast"]["timber-wolf"]["per_game"] <= 1

    # the same build on both sides: no difference at all
    tab.side_a.choose(OPEN_BOOK)
    tab.side_b.choose(OPEN_BOOK)
    result = _run(qtbot, tab, 40)
    assert result["comparison"]["verdict"] == "identical" and result["comparison"]["delta_mean_rounds"] == 0
    window.close()


def test_without_saved_data_the_tab_compares_the_open_book_with_itself(qtbot, library):
    window = greedy_window(library, _beasts(library, 2))
    qtbot.addWidget(window)
    tab = window.compare_tab
    assert tab.side_a.book_combo.count() == 1 and tab.side_a.version_combo.count() == 1
    result = _run(qtbot, tab, 10)
    assert result["comparison"]["games"] == 10 and result["comparison"]["verdict"] == "identical"
    window.close()


def test_cancel_discards_the_comparison(qtbot, library):
    """A comparison plays its fixed number of games or none: comparing the pairs played so far
    would let a user stop when the result looks significant (issue 30)."""
    window = greedy_window(library, _beasts(library, 2))
    qtbot.addWidget(window)
    tab = window.compare_tab
    tab.games_spin.setValue(50_000)  # progress every 500 pairs
    tab.run_button.click()
    qtbot.waitUntil(lambda: tab.progress.value() > 0, timeout=HANG_MS)
    tab.cancel_button.click()
    qtbot.waitUntil(lambda: tab.run_button.isEnabled(), timeout=HANG_MS)
    assert tab.last_result is None
    assert tab.verdict_label.text().startswith("Cancelled: nothing is compared.")
    assert not tab.cancel_button.isEnabled()
    window.close()


def test_a_spellbook_file_on_one_side(qtbot, library, tmp_path):
    window = greedy_window(library, _beasts(library, 2))
    qtbot.addWidget(window)
    tab = window.compare_tab
    good = tmp_path / "wolves.txt"
    good.write_text("Mage: Beastmaster\n2 Mana Flower\n3 Timber Wolf\n2 Bitterwood Fox\n1 Bear Strength\n",
                    encoding="utf-8")
    assert tab.side_b.add_file(str(good)) is None
    assert tab.side_b.book_combo.currentText().endswith(str(good))
    assert tab.side_b.version_combo.count() == 1  # a file has no saved versions
    assert tab.side_b.load(None).quantities()[library.card_by_name("Timber Wolf").id] == 3
    result = _run(qtbot, tab, 30)
    assert result["b"]["mage"] == "Beastmaster" and result["comparison"]["games"] == 30
    # a retranslation keeps the file in the list and chosen
    tab.retranslate_ui()
    assert tab.side_b.book_combo.currentText().endswith(str(good))
    # a file that cannot be read: the reader's message, nothing chosen
    bad = tmp_path / "folder.o8d"
    bad.mkdir()
    problem = tab.side_a.add_file(str(bad))
    assert problem and "folder.o8d" in problem
    assert tab.side_a.book_combo.currentData() == OPEN_BOOK
    window.close()


def test_the_target_fights_back_on_both_sides(qtbot, library):
    window = greedy_window(library, _beasts(library, 2))
    qtbot.addWidget(window)
    assert not window.dummy_dice_spin.isEnabled()
    window.opponent_combo.setCurrentIndex(window.opponent_combo.findData("dummy"))
    assert window.dummy_dice_spin.isEnabled()
    window.dummy_dice_spin.setValue(6)
    window.dummy_piercing_spin.setValue(1)
    window.distance_spin.setValue(1)  # a zone away (the default is the arena's opposite corners)
    window.dummy_walks_check.setChecked(False)
    result = _run(qtbot, window.compare_tab, 20)
    for side in ("a", "b"):
        opponent = result[side]["opponent"]
        assert {k: opponent[k] for k in ("kind", "dice", "piercing", "walks", "channeling", "mana", "cards")} == {
            "kind": "dummy", "dice": 6, "piercing": 1, "walks": False, "channeling": 9, "mana": 10,
            "cards": []}  # it stands
        assert result[side]["engine"] == "matchup" and result[side]["target"]["distance"] == 1
    assert "lost" in result["comparison"]
    assert "Games lost (your mage destroyed)" in window.compare_tab.side_a.summary.text()
    window.close()


def test_the_walking_target_needs_an_arena_and_reaches_the_engine(qtbot, library):
    window = greedy_window(library, _beasts(library, 2))
    qtbot.addWidget(window)
    window.opponent_combo.setCurrentIndex(window.opponent_combo.findData("dummy"))
    assert window.distance_spin.value() == 5  # by default the arena's opposite corners (issue 30)
    assert window.distance_spin.minimum() == 0  # the matchup's arena: 0 is the target in our mage's zone
    window.distance_spin.setValue(0)
    assert window.dummy_walks_check.isEnabled() and window.current_opponent().walks
    assert window.run_maker()().matchup.b.dummy == "walks"  # it would follow a creature of ours that left the zone
    window.dummy_walks_check.setChecked(False)
    assert not window.current_opponent().walks and window.run_maker()().matchup.b.dummy == "stands"
    window.close()


def test_a_file_that_cannot_be_read_is_named_in_the_window_s_language(qtbot, library, tmp_path):
    from spellforge.ui.playtest.compare import SidePicker
    from spellforge.ui.translations import Translations

    translations = Translations()
    translations.install("pl")
    try:
        picker = SidePicker(library, None, None)
        qtbot.addWidget(picker)
        assert picker.add_file(str(tmp_path)) == f"{tmp_path}: to folder, nie plik"
        assert picker.add_file(str(tmp_path / "gone.o8d")) == f"{tmp_path}/gone.o8d: nie ma takiego pliku"
    finally:
        translations.install("en")
