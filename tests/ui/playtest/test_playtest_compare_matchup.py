"""The Compare tab on the matchup engine (issue 48, round 8): the player's click gives the answer of
`spellforge goldfish A B --engine matchup --json` with the same options (the same games, the same
comparison, the same verdict in en and ru); the planner's searches run in the worker, counted by
the progress bar, and Cancel during a search compares nothing."""

from __future__ import annotations

import json

import pytest

from tests.cli.runner import run
from tests.conftest import OFFICIAL_DIR
from tests.patience import HANG_MS
from tests.ui.playtest.greedy import greedy_window
from tests.ui.playtest.test_playtest_compare import _run as _compare

pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library

BEASTMASTER = OFFICIAL_DIR / "Beastmaster Offical.o8d"


def _edited(tmp_path):
    """The Beastmaster's official book with a Timber Wolf and a Bitterwood Fox taken out."""
    text = BEASTMASTER.read_text(encoding="utf-8-sig")
    for card in ("Timber Wolf", "Bitterwood Fox"):
        head, tail = text.split(f">{card}</card>", 1)
        cut = head.rindex('qty="3"')
        text = head[:cut] + 'qty="2"' + head[cut + 7:] + f">{card}</card>" + tail
    path = tmp_path / "Beastmaster edited.o8d"
    path.write_text(text, encoding="utf-8")
    return path


def _cli(capsys, a, b, *options) -> dict:
    code, out, err = run(capsys, "goldfish", a, b, "--engine", "matchup", "--json", *options)
    assert code == 0, err
    return json.loads(out)


def test_the_tab_gives_the_cli_s_comparison(qtbot, library, capsys, tmp_path):
    from spellforge.ui.translations import Translations

    edited = _edited(tmp_path)
    window = greedy_window(library, _book(library))
    qtbot.addWidget(window)
    tab = window.compare_tab
    # options away from the defaults, each of which the CLI takes
    window.seed_spin.setValue(4)
    window.life_spin.setValue(28)
    window.armor_spin.setValue(1)
    window.distance_spin.setValue(3)
    window.rounds_spin.setValue(15)
    assert tab.side_a.add_file(str(BEASTMASTER)) is None and tab.side_b.add_file(str(edited)) is None
    result = _compare(qtbot, tab, 24)
    assert tab.progress.maximum() == 48 == tab.progress.value()  # A's games, then B's
    cli = _cli(capsys, BEASTMASTER, edited, "--policy", "greedy", "--games", 24, "--seed", 4, "--target-life", 28,
               "--target-armor", 1, "--distance", 3, "--max-rounds", 15)
    verdict = cli["comparison"].pop("verdict_text")
    cli["comparison"].pop("lang")
    assert result["comparison"] == cli["comparison"] and result["differing_cards"] == cli["differing_cards"]
    assert [r["card"] for r in cli["differing_cards"]] and {r["copies_a"] - r["copies_b"] for r in cli["differing_cards"]} == {1}
    for side in ("a", "b"):
        for key in ("rounds_to_kill", "damage_per_round", "cards_cast", "not_simulated", "target", "engine"):
            assert result[side][key] == cli[side][key], key
    assert result["a"]["engine"] == "matchup" and result["a"]["target"]["life"] == 28
    assert tab.verdict_label.text() == verdict
    # in Russian: the CLI's --lang ru verdict, word for word, with the decimal comma
    translations = Translations()
    translations.install("ru")
    try:
        tab.retranslate_ui()
        ru = _cli(capsys, BEASTMASTER, edited, "--policy", "greedy", "--games", 24, "--seed", 4, "--target-life", 28,
                  "--target-armor", 1, "--distance", 3, "--max-rounds", 15, "--lang", "ru")
        assert tab.verdict_label.text() == ru["comparison"]["verdict_text"]
        assert not any(word in tab.verdict_label.text() for word in ("Book", "rounds", "games"))
    finally:
        translations.install("en")
    window.close()


def _book(library):
    from spellforge.domain import Spellbook

    book = Spellbook(name="Beasts", mage="Beastmaster")
    for name, qty in (("Mana Flower", 2), ("Timber Wolf", 2), ("Bitterwood Fox", 2), ("Bear Strength", 1)):
        book.add(library.card_by_name(name).id, qty)
    return book


def test_the_planner_searches_in_the_worker_as_the_cli_s_planner(qtbot, library, capsys, tmp_path):
    """The planner's plan of each side is searched in the worker against the window's target and
    seed: the CLI with the same options plays the same plan and gives the same comparison (the plan
    is searched once: the tab's search is kept in the plan cache, which the CLI reads)."""
    from spellforge.sim.policy.planner import SEARCH_STEPS

    path = tmp_path / "beasts.txt"
    path.write_text("Mage: Beastmaster\n2 Mana Flower\n2 Timber Wolf\n2 Bitterwood Fox\n1 Bear Strength\n",
                    encoding="utf-8")
    window = greedy_window(library, _book(library))
    qtbot.addWidget(window)
    window.policy_combo.setCurrentIndex(window.policy_combo.findData("planner"))
    window.seed_spin.setValue(2)
    tab = window.compare_tab
    for side in (tab.side_a, tab.side_b):
        assert side.add_file(str(path)) is None
    seen = []
    tab.runner.progress.connect(seen.append)
    result = _compare(qtbot, tab, 10)
    assert tab.progress.maximum() == 2 * SEARCH_STEPS + 20
    assert 0 < seen[0] <= SEARCH_STEPS  # the search's candidate plans came first
    assert result["a"]["policy"] == result["b"]["policy"] == "planner" and result["a"]["planner"] is not None
    assert "The planner plays the plan it drew with this seed" in tab.stats_label.text()
    cli = _cli(capsys, path, path, "--games", 10, "--seed", 2)
    cli["comparison"].pop("verdict_text")
    cli["comparison"].pop("lang")
    assert result["comparison"] == cli["comparison"] and result["a"]["planner"] == cli["a"]["planner"]
    window.close()


def test_cancel_during_the_plan_search_compares_nothing(qtbot, library, cancel_at):
    window = greedy_window(library, _book(library))
    qtbot.addWidget(window)
    window.policy_combo.setCurrentIndex(window.policy_combo.findData("planner"))
    tab = window.compare_tab
    cancel_at(tab, 1)  # Cancel is clicked once the first candidate plan has been played
    tab.games_spin.setValue(10)
    tab.run_button.click()
    qtbot.waitUntil(lambda: tab.run_button.isEnabled(), timeout=HANG_MS)
    assert tab.last_result is None and tab.progress.value() == 1
    assert tab.verdict_label.text().startswith("Cancelled: nothing is compared.")
    window.close()
