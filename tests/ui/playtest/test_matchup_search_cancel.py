"""Cancel during the planner's search in the matchup windows (the plan is searched on matchup
rollouts, sim/matchup/plan_search.py: seconds a book): the search stops after the candidate plan
being played, nothing is kept of it, no game is played."""

from __future__ import annotations

from spellforge.formats.templates import official_books
from spellforge.paths import cache_dir
from spellforge.sim.policy import plan_cache
from spellforge.ui.playtest.matchup import MatchupWindow
from spellforge.ui.playtest.matchup_table import MatchupTableWindow
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR
from tests.patience import HANG_MS


def test_cancel_stops_the_plan_search_of_the_gauntlet_and_of_the_table(qtbot, library, tmp_path, cancel_at,
                                                                         monkeypatch):
    # the first book's search runs (no plan of this process is reused; the others' come back after)
    monkeypatch.setattr(plan_cache, "_memory", {})
    window = MatchupWindow(library, dict(official_books(library))["Wizard"])
    qtbot.addWidget(window)
    window.show()
    assert window.add_file(str(OFFICIAL_DIR / CORE_BOOKS["Warlock"])) is None
    window.workers = 1
    window.games_spin.setValue(10)
    assert window.policy_combo.currentData() == "planner"
    cancel_at(window, 0)  # the first candidate plan of the first book's search played: Cancel
    with qtbot.waitSignal(window.runner.done, timeout=HANG_MS):
        window.run_button.click()
    assert window.cancelled and window.rows == []
    assert window.status_label.text().startswith("Cancelled after 0 games")
    assert not list((cache_dir() / "plans").glob("*.json"))  # the search stopped before its end
    assert window.run_button.isEnabled() and not window.cancel_button.isEnabled()

    table = MatchupTableWindow(library)
    qtbot.addWidget(table)
    for mage in ("Warlock", "Wizard"):
        (tmp_path / CORE_BOOKS[mage]).write_bytes((OFFICIAL_DIR / CORE_BOOKS[mage]).read_bytes())
    table.choose_folder(str(tmp_path))
    table.workers = 1
    table.games_spin.setValue(2)
    cancel_at(table, 0)
    with qtbot.waitSignal(table.runner.done, timeout=HANG_MS):
        table.run_button.click()
    assert table.cancelled and table.cells == {}
    assert not list((cache_dir() / "plans").glob("*.json"))
