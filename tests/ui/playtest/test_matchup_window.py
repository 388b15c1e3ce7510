"""Tools ▸ Matchup (issue 48, ui/playtest/matchup.py): the open book against the official gauntlet
or a file, run in the worker thread, the table equal to the engine's own summary for the same seed,
the heat map coloured by score, a click showing a sample game's log, Cancel keeping what was played.
Few games (2–60) and the greedy player: the engine's own tests check the games themselves."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from spellforge.sim.matchup import text as matchup_text
from spellforge.sim.matchup.batch import CHUNK, Matchup, game_of, run_batch, side_spec, summarise
from spellforge.formats.templates import official_books
from spellforge.ui.playtest.matchup import GAUNTLET, PARALLEL_FROM, MatchupWindow
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR
from tests.patience import HANG_MS


def _greedy(window: MatchupWindow, games: int, seed: int) -> None:
    window.workers = 1  # in the worker thread: no processes in a test
    window.games_spin.setValue(games)
    window.seed_spin.setValue(seed)
    window.policy_combo.setCurrentIndex(window.policy_combo.findData("greedy"))


def _spec(library, label, book):
    return side_spec(label, book, library, library.mage(book.mage), "greedy")


def test_the_gauntlet_from_the_menu_in_russian(make_window, library, qtbot):
    window = make_window("ru")
    wizard = dict(official_books(library))["Wizard"]
    window.new_book(wizard)
    window.commands["matchup"].trigger()
    [matchup] = window.findChildren(MatchupWindow)
    assert matchup.isVisible() and matchup.windowTitle() == "Поединок: Wizard"
    _greedy(matchup, 2, 5)
    matchup.choose(GAUNTLET)
    with qtbot.waitSignal(matchup.runner.done, timeout=HANG_MS):
        matchup.run_button.click()
    assert matchup.status_label.text() == "Сыграно партий: 26."

    # every row is the engine's own summary of the same games (same books, seed, count)
    a = _spec(library, "Wizard", wizard)
    expected = {label: summarise(m, run_batch(m, 2, 1)) for label, book in official_books(library)
                for m in [Matchup(a, _spec(library, label, book), 5)]}
    assert len(matchup.rows) == 13
    for i, (_m, row) in enumerate(matchup.rows):
        assert row == expected[row["b"]]
        cells = [matchup.table.item(i, c).text() for c in range(matchup.table.columnCount())]
        assert cells[1] == "2" and cells[4] == f"{row['a_wins']} – {row['b_wins']} – {row['draws']}"
        assert cells[5] == f"{row['mean_rounds']:.1f}".replace(".", ",")  # the Russian decimal comma
        assert cells[7] == str(row["how"].get("timeout", 0))
        assert cells[9] == " / ".join(str(sum(ns["copies"] for ns in row["not_simulated"][side])) for side in "ab")
    scores = [row["a_score"] for _m, row in matchup.rows]
    assert scores == sorted(scores, reverse=True) and scores[0] > scores[-1]

    # thirteen mages: each row named by its mage in Russian, whole in its tooltip and in the heat map's
    # name column; the table's is as wide as its other titles' words leave room for
    names = {row["b"]: matchup.table.item(i, 0) for i, (_m, row) in enumerate(matchup.rows)}
    assert names["Druid"].text() == "Друид" and names["Druid"].toolTip() == "Друид"
    adramelech = library.mage("Adramelech Warlock").display_name("ru")
    assert names["Warlock (Adramelech)"].text() == adramelech
    assert names["Warlock (Adramelech)"].toolTip() == f"Warlock (Adramelech) ({adramelech})"
    assert [name for name, *_ in matchup.heat_map.rows] == [matchup.table.item(i, 0).text() for i in range(13)]
    metrics = matchup.heat_map.fontMetrics()
    assert all(metrics.horizontalAdvance(name) < matchup.heat_map.name_width() - 6 for name, *_ in matchup.heat_map.rows)
    header = matchup.table.horizontalHeader()
    for column in range(1, matchup.table.columnCount()):  # no title's word cut
        words = max(header.fontMetrics().horizontalAdvance(w) for w in matchup.column_titles()[column].split())
        assert words <= header.sectionSize(column), matchup.column_titles()[column]
    assert header.sectionSize(0) > header.sectionSize(1)

    # the heat map: red at 0 %, green at 100 %, a higher score never a redder cell
    hues = [matchup.heat_map.colour(i).hueF() for i in range(len(scores))]
    assert all(h1 >= h2 for h1, h2 in zip(hues, hues[1:])) and hues[0] > hues[-1]
    assert all((h1 > h2) == (s1 > s2) for h1, h2, s1, s2 in zip(hues, hues[1:], scores, scores[1:]))

    # a click on a row of the heat map: that opponent's report and its first game, in Russian
    row = len(scores) - 1
    qtbot.mouseClick(matchup.heat_map, Qt.LeftButton, pos=matchup.heat_map.cell(row).center())
    m, summary = matchup.rows[row]
    game, swapped = game_of(m, 0, record_events=True)
    events = [{"round": r, "kind": k, "side": "ab"[s ^ swapped], **p} for r, k, s, p in game.run().events]
    log = matchup_text.log_lines(events, summary, "ru", library)
    assert matchup.shown_log == log and log[0].startswith("Раунд 1: инициатива у ")
    text = matchup.details.toPlainText()
    # official books named by their mage in the language, as the heat map names them
    assert text.startswith(f"Волшебник — {library.mage(summary['b_mage']).display_name('ru')}: ")
    assert log[-1] in text and summary["b"] not in text.splitlines()[0]
    assert matchup.table.currentRow() == row
    matchup.close()


def test_cancel_keeps_the_games_played_and_says_so(qtbot, library, cancel_at):
    book = dict(official_books(library))["Wizard"]
    window = MatchupWindow(library, book)
    qtbot.addWidget(window)
    window.show()
    assert window.add_file(str(OFFICIAL_DIR / CORE_BOOKS["Warlock"])) is None  # B: a spellbook file
    _greedy(window, 60, 2)
    cancel_at(window, 2 + CHUNK)  # 2 books compiled, the first chunk of games played
    with qtbot.waitSignal(window.runner.done, timeout=HANG_MS):
        window.run_button.click()
    [(m, row)] = window.rows
    assert window.cancelled and row["games"] == CHUNK < 60
    assert row == summarise(m, run_batch(m, row["games"], 1))  # the first games, exactly as played
    assert window.status_label.text().startswith(f"Cancelled after {row['games']} games")
    assert window.run_button.isEnabled() and not window.cancel_button.isEnabled()


def test_a_saved_book_as_b_and_a_bad_file_named_with_the_choice_kept(qtbot, library, tmp_path):
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore

    books = dict(official_books(library))
    store = BookStore(UserStore())
    saved = store.create(books["Siren"])
    window = MatchupWindow(library, books["Wizard"], store=store)
    qtbot.addWidget(window)
    assert window.opponent_combo.findData(saved) == 1  # after the gauntlet, named with its mage
    window.choose(saved)
    [(label, book)] = window.opponents()
    assert label == "Siren" and book.quantities() == books["Siren"].quantities()
    bad = tmp_path / "broken.o8d"
    bad.write_text("<deck game='x'><section name='Spells'><card qty='x' id='nope'>?</card>", encoding="utf-8")
    problem = window.add_file(str(bad))
    assert problem and "broken.o8d" in problem
    assert window.opponent_combo.currentData() == saved and window.opponent_combo.count() == 2


def test_saved_books_of_one_name_are_told_apart_by_when_each_was_saved(qtbot, library):
    import sqlite3
    from datetime import datetime

    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore

    books = dict(official_books(library))
    store = BookStore(UserStore())
    first, second = store.create(books["Siren"]), store.create(books["Siren"])
    with sqlite3.connect(store.store.path) as con:  # saved a day apart
        for book_id, when in ((first, datetime(2026, 11, 1, 9, 30)), (second, datetime(2026, 11, 2, 18, 5))):
            con.execute("UPDATE user_book SET modified = ? WHERE id = ?", (when.timestamp(), book_id))
    window = MatchupWindow(library, books["Wizard"], store=store)
    qtbot.addWidget(window)
    texts = {window.opponent_combo.itemData(i): window.opponent_combo.itemText(i)
             for i in range(window.opponent_combo.count())}
    assert texts[first] == "Siren · 2026-11-01 09:30:00 (Siren)" and texts[second] == "Siren · 2026-11-02 18:05:00 (Siren)"
    window.choose(first)
    [(label, _book)] = window.opponents()
    assert label == "Siren · 2026-11-01 09:30:00"  # the report's and the table's name for B


def test_a_saved_book_damaged_in_the_store_is_named_at_run(qtbot, library):
    """B a saved book whose row cannot be decoded: Run names it in the status line (the store's
    message), nothing starts, and no traceback leaves the Run button's slot."""
    import sqlite3

    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore

    books = dict(official_books(library))
    store = BookStore(UserStore())
    saved = store.create(books["Siren"])
    con = sqlite3.connect(store.store.path)
    con.execute("UPDATE user_book SET data = CAST(X'7B226E616D65223A20FF' AS TEXT) WHERE id = ?", (saved,))
    con.commit()
    con.close()
    window = MatchupWindow(library, books["Wizard"], store=store)
    qtbot.addWidget(window)
    window.choose(saved)
    assert window.run() is False and not window.runner.busy
    assert "cannot be read" in window.status_label.text() and "Siren" in window.status_label.text()


@pytest.mark.slow
def test_many_games_go_to_spawned_processes_and_give_the_same_rows(qtbot, library):
    """From PARALLEL_FROM games an opponent the window plays on processes started by spawn (never
    fork from a Qt program); the rows equal the engine's in one process."""
    book = dict(official_books(library))["Wizard"]
    window = MatchupWindow(library, book)
    qtbot.addWidget(window)
    window.add_file(str(OFFICIAL_DIR / CORE_BOOKS["Priestess"]))
    _greedy(window, PARALLEL_FROM, 3)
    window.workers = 2
    with qtbot.waitSignal(window.runner.done, timeout=HANG_MS):
        window.run_button.click()
    [(m, row)] = window.rows
    assert row["games"] == PARALLEL_FROM and row == summarise(m, run_batch(m, PARALLEL_FROM, 1))


def test_the_gauntlet_shares_one_pool_of_processes(qtbot, library, monkeypatch):
    """Every opponent's games go to one pool (started by spawn), not a pool an opponent: a stand-in
    pool plays each chunk where it is submitted, and the rows are the engine's in one process."""
    import multiprocessing
    from concurrent.futures import Future

    from spellforge.sim.matchup import table
    from spellforge.ui.playtest import matchup

    pools = []

    class _Pool:
        def __init__(self, max_workers, mp_context):
            pools.append(mp_context)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def submit(self, fn, *args):
            f = Future()
            f.set_result(fn(*args))
            return f

    monkeypatch.setattr(table, "ProcessPoolExecutor", _Pool)
    monkeypatch.setattr(matchup, "PARALLEL_FROM", 2)  # 2 games in all are worth the processes here
    book = dict(official_books(library))["Wizard"]
    window = MatchupWindow(library, book)
    qtbot.addWidget(window)
    _greedy(window, 1, 7)
    window.workers = 2
    window.choose(GAUNTLET)
    with qtbot.waitSignal(window.runner.done, timeout=HANG_MS):
        window.run_button.click()
    assert pools == [multiprocessing.get_context("spawn")]
    assert len(window.rows) == 13
    for m, row in window.rows:
        assert row == summarise(m, run_batch(m, 1, 1))


@pytest.mark.parametrize("code, says", [
    ("en", "Siren (Siren): this saved book was deleted; choose another opponent."),
    ("ru", "Siren (Сирена): эта сохранённая книга удалена; выберите другого противника."),
    ("pl", "Siren (Syrena): ta zapisana księga została usunięta; wybierz innego przeciwnika."),
])
def test_a_saved_opponent_deleted_elsewhere_is_named_as_deleted(qtbot, library, code, says):
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore
    from spellforge.ui.translations import Translations

    books = dict(official_books(library))
    store = BookStore(UserStore())
    saved = store.create(books["Siren"])
    translations = Translations()
    translations.install(code)
    try:
        window = MatchupWindow(library, books["Wizard"], store=store)
        qtbot.addWidget(window)
        window.choose(saved)
        store.set_deleted(saved)  # in the library window, after the Matchup window listed it
        assert window.run() is False and not window.runner.busy
        assert window.status_label.text() == says
        assert window.opponent_combo.findData(saved) == -1  # and gone from the choice
    finally:
        translations.install("en")


@pytest.mark.parametrize("code, says", [
    ("en", "broken.o8d:1: not valid XML: unclosed token"),
    ("ru", "broken.o8d:1: неверный XML: unclosed token"),
    ("pl", "broken.o8d:1: niepoprawny XML: unclosed token"),
])
def test_a_broken_file_is_named_in_the_window_s_language(qtbot, library, tmp_path, code, says):
    from spellforge.ui.translations import Translations

    bad = tmp_path / "broken.o8d"
    bad.write_text("<deck game='x'><section name='Spells'><card qty='x'", encoding="utf-8")
    translations = Translations()
    translations.install(code)
    try:
        window = MatchupWindow(library, dict(official_books(library))["Wizard"])
        qtbot.addWidget(window)
        assert window.add_file(str(bad)) == f"{tmp_path}/{says}"
        assert window.add_file(str(tmp_path / "gone.o8d")).startswith(f"{tmp_path}/gone.o8d: ")
    finally:
        translations.install("en")
