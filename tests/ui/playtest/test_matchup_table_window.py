"""The matchup table (issue 48, ui/playtest/matchup_table.py): every pair of a folder's books, opened
from the Matchup window, played in the worker thread, each cell equal to the engine's own summary
of that pair (the lower triangle too, which is mirrored, not played), a click on a cell showing its
game's log; Cancel keeps the pairs played in full; the 13 official books fit a 1366×728 laptop in
the three languages. Few games and the greedy player: the engine's own tests check the games."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt

from spellforge.formats import read_spellbook
from spellforge.formats.templates import official_books
from spellforge.i18n.numbers import decimal
from spellforge.sim.matchup import text as matchup_text
from spellforge.sim.matchup.batch import Matchup, game_of, run_batch, side_spec, summarise
from spellforge.sim.matchup.heat import score_colour
from spellforge.ui.playtest.matchup import MatchupWindow
from spellforge.ui.playtest.matchup_table import MatchupTableWindow
from spellforge.ui.translations import Translations
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR
from tests.patience import HANG_MS, settle

THREE = ("Priestess", "Warlock", "Wizard")  # the folder's files sort in this order


@pytest.fixture
def lang():
    translations = Translations()

    def install(code: str) -> None:
        translations.install(code)

    yield install
    translations.install("en")


def _folder(tmp_path, broken: bool = False):
    for mage in THREE:
        shutil.copy(OFFICIAL_DIR / CORE_BOOKS[mage], tmp_path / CORE_BOOKS[mage])
    if broken:
        (tmp_path / "broken.o8d").write_text("<deck game='x'><section name='Spells'><card qty='x'", encoding="utf-8")
    return str(tmp_path)


def _greedy(window: MatchupTableWindow, games: int, seed: int) -> None:
    window.workers = 1  # in the worker thread: no processes in a test
    window.games_spin.setValue(games)
    window.seed_spin.setValue(seed)
    window.policy_combo.setCurrentIndex(window.policy_combo.findData("greedy"))


def _specs(library, folder):
    books = [read_spellbook(f"{folder}/{CORE_BOOKS[m]}", library).book for m in THREE]
    return [side_spec(b.name, b, library, library.mage(b.mage), "greedy") for b in books]


def test_a_folder_s_table_in_russian_equals_the_engine_and_a_click_shows_a_game(qtbot, library, tmp_path, lang):
    lang("ru")
    folder = _folder(tmp_path, broken=True)
    matchup = MatchupWindow(library, dict(official_books(library))["Wizard"])
    qtbot.addWidget(matchup)
    assert matchup.table_button.text() == "&Таблица всех пар…"
    window = matchup.open_table()
    assert window.isVisible() and window.windowTitle() == "Таблица поединков: каждая пара книг"
    window.choose_folder(folder)
    assert window.grid.rowCount() == 3  # before a run, the file that cannot play named in Russian
    assert window.status_label.text() == f"{folder}/broken.o8d:1: неверный XML: unclosed token"
    _greedy(window, 2, 5)
    with qtbot.waitSignal(window.runner.done, timeout=HANG_MS):
        window.run_button.click()
    status = window.status_label.text()
    assert status.startswith("Сыграно пар: 3.\n") and "broken.o8d" in status  # the bad file named, the rest played

    # every cell, both triangles, is the engine's own summary of that pair played as such
    specs = _specs(library, folder)
    assert [label for label, _ in window.books] == [s.label for s in specs]
    for i in range(3):
        assert window.grid.item(i, i).text() == "—"
        for j in set(range(3)) - {i}:
            m = Matchup(specs[i], specs[j], 5)
            _m, row = window.cells[(i, j)]
            assert row == summarise(m, run_batch(m, 2, workers=1)), (i, j)
            item = window.grid.item(i, j)
            assert item.text() == decimal(100 * row["a_score"], "ru", 0) + " %"
            assert window.grid.colour(i, j).getRgb()[:3] == score_colour(row["a_score"])
            assert f"{row['a_wins']} – {row['b_wins']} – {row['draws']}, 2 партии" in item.toolTip()
            assert item.toolTip().startswith(f"{specs[i].label} ({('Жрица', 'Колдун', 'Волшебник')[i]}) — ")
    assert [window.grid.horizontalHeaderItem(c).text() for c in range(3)] == ["Жрица", "Колдун", "Волше-\nбник"]
    assert window.grid.horizontalHeaderItem(0).toolTip() == "Priestess Official (Жрица)"

    # a click on a mirrored cell: the Wizard (row) against the Priestess (column), its first game in Russian
    item = window.grid.item(2, 0)
    qtbot.mouseClick(window.grid.viewport(), Qt.LeftButton, pos=window.grid.visualItemRect(item).center())
    assert window.selected == (2, 0) and window.grid.chosen == (2, 0)
    m, row = window.cells[(2, 0)]
    game, swapped = game_of(Matchup(specs[2], specs[0], 5), 0, record_events=True)
    events = [{"round": r, "kind": k, "side": "ab"[s ^ swapped], **p} for r, k, s, p in game.run().events]
    log = matchup_text.log_lines(events, row, "ru", library)
    assert window.shown_log == log and log[0].startswith("Раунд 1: инициатива у ")
    text = window.details.toPlainText()
    assert text.startswith("Wizard Official (Волшебник) — Priestess") and log[-1] in text
    window.close()


def test_cancel_keeps_the_pairs_played_in_full(qtbot, library, tmp_path, cancel_at):
    window = MatchupTableWindow(library)
    qtbot.addWidget(window)
    window.show()
    window.choose_folder(_folder(tmp_path))
    _greedy(window, 10, 2)
    window.chunk = 2  # a look at Cancel every two games
    cancel_at(window, 3 + 10 + 2)  # 3 books compiled, the first pair played, 2 games of the second
    with qtbot.waitSignal(window.runner.done, timeout=HANG_MS):
        window.run_button.click()
        # the running table's books stay chosen: another folder now would not be what the grid shows
        assert not window.books_combo.isEnabled() and not window.folder_button.isEnabled()
        window.choose_folder(str(tmp_path / "elsewhere"))
        assert window.books_combo.currentData() == str(tmp_path)
    assert window.books_combo.isEnabled() and window.folder_button.isEnabled()
    assert window.cancelled and set(window.cells) == {(0, 1), (1, 0)}
    specs = _specs(library, window.books_combo.currentData())
    m = Matchup(specs[0], specs[1], 2)
    assert window.cells[(0, 1)][1] == summarise(m, run_batch(m, 10, workers=1))
    assert window.grid.item(0, 2) is None and window.grid.item(2, 0) is None  # cut short: its cells stay empty
    assert window.grid.item(0, 1).text() == decimal(100 * window.cells[(0, 1)][1]["a_score"], "en", 0) + " %"
    assert window.status_label.text().startswith("Cancelled: 1 pair of 3 played in full")
    assert window.run_button.isEnabled() and not window.cancel_button.isEnabled()


def test_an_unreadable_folder_is_named_and_nothing_plays(qtbot, library, tmp_path, monkeypatch):
    """A folder that cannot be listed (permissions, a share gone) is said in the status line,
    before a run and at Run, never a traceback out of the combo's slot."""
    from pathlib import Path

    folder = _folder(tmp_path)
    real = Path.iterdir

    def iterdir(path):
        if str(path) == folder:
            raise PermissionError(13, "Permission denied", folder)
        return real(path)

    monkeypatch.setattr(Path, "iterdir", iterdir)
    window = MatchupTableWindow(library)
    qtbot.addWidget(window)
    window.choose_folder(folder)
    assert window.status_label.text() == f"{folder}: Permission denied" and window.grid.rowCount() == 0
    assert window.run() is False and not window.runner.busy
    assert window.status_label.text() == (f"The table needs at least two books that can play.\n"
                                          f"{folder}: Permission denied")


def test_the_13_official_books_fit_a_laptop_in_three_languages(qtbot, library, lang):
    """1366×698 inside (728 less a title bar): 13 columns and the row names without sideways
    scrolling, every row in view, every column title whole within its column (its tooltip the
    whole name), and the titles all different."""
    window = MatchupTableWindow(library)
    qtbot.addWidget(window)
    window.show()
    window.resize(1366, 698)
    grid = window.grid  # the chosen books' table is shown before a run: the 13 official books
    for code, mage in (("ru", "Военачальник Трона Наковальни"), ("pl", "Wódz z Tronu Kowadła"),
                       ("en", "Anvil Throne Warlord")):
        lang(code)
        settle()
        assert grid.columnCount() == 13 and grid.horizontalScrollBar().maximum() == 0, code
        assert grid.verticalScrollBar().maximum() == 0, code
        titles = [grid.horizontalHeaderItem(c).text() for c in range(13)]
        assert len(set(titles)) == 13, titles
        assert all(grid.fontMetrics().horizontalAdvance(line) <= grid.columnWidth(0) - 6
                   for t in titles for line in t.split("\n")), titles
        assert any(mage in grid.horizontalHeaderItem(c).toolTip() for c in range(13)), code


@pytest.mark.slow
def test_many_games_go_to_spawned_processes_and_give_the_same_cells(qtbot, library, tmp_path):
    """From PARALLEL_FROM games in all the table plays on processes started by spawn; its cells
    equal the engine's in one process, the mirrored one B's own run."""
    from spellforge.ui.playtest.matchup_table import PARALLEL_FROM

    window = MatchupTableWindow(library)
    qtbot.addWidget(window)
    folder = _folder(tmp_path)
    window.choose_folder(folder)
    _greedy(window, PARALLEL_FROM // 2, 3)  # 3 pairs: 150 games
    window.workers = 2
    with qtbot.waitSignal(window.runner.done, timeout=HANG_MS):
        window.run_button.click()
    specs = _specs(library, folder)
    for i, j in ((0, 1), (1, 0)):
        m = Matchup(specs[i], specs[j], 3)
        assert window.cells[(i, j)][1] == summarise(m, run_batch(m, PARALLEL_FROM // 2, workers=1))
