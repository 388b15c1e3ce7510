"""Many games of a matchup (sim/matchup/batch.py): swapping A and B gives the complement, the same
seed gives the same report in one process or many, a book against itself scores 50 %, and the
official books beat a one-card book of their mage. Greedy preparation (no planner search) keeps
them cheap; the slow test plays all 13 official books."""

from __future__ import annotations

import pytest

from spellforge.domain import Spellbook
from spellforge.formats.templates import list_templates, load_template
from spellforge.sim.matchup.batch import Matchup, game_of, run_batch, side_spec, summarise, wilson


def _official(library, name):
    t = next(t for t in list_templates() if t.name == name)
    book = load_template(t, library)
    return side_spec(name, book, library, library.mage(book.mage), policy="greedy")


def _one_card(library, mage):
    book = Spellbook(name="one card", mage=mage)
    book.add(library.card_by_name("Mana Crystal").id)
    return side_spec("one card", book, library, library.mage(mage), policy="greedy")


def test_swapping_a_and_b_gives_the_complement(library):
    wizard, warlock = _official(library, "Wizard"), _official(library, "Warlock")
    ab = summarise(Matchup(wizard, warlock, 3), run_batch(Matchup(wizard, warlock, 3), 12, workers=1))
    ba = summarise(Matchup(warlock, wizard, 3), run_batch(Matchup(warlock, wizard, 3), 12, workers=1))
    assert (ab["a_wins"], ab["b_wins"], ab["draws"]) == (ba["b_wins"], ba["a_wins"], ba["draws"])
    assert ab["mean_rounds"] == ba["mean_rounds"]
    assert ab["a_cast"] == ba["b_cast"] and ab["a_damage"] == ba["b_damage"]


def test_the_same_seed_gives_the_same_report_in_one_process_or_two(library):
    wizard, priestess = _official(library, "Wizard"), _official(library, "Priestess")
    m = Matchup(wizard, priestess, 7, max_rounds=12)
    one = summarise(m, run_batch(m, 12, workers=1))
    assert summarise(m, run_batch(m, 12, workers=1)) == one
    assert summarise(m, run_batch(m, 12, workers=2, chunk=6)) == one  # two chunks on two processes
    m8 = Matchup(wizard, priestess, 8, max_rounds=12)
    assert summarise(m8, run_batch(m8, 12, workers=1)) != one


def test_a_book_against_itself_scores_exactly_half_in_mirrored_pairs(library):
    wizard = _official(library, "Wizard")
    m = Matchup(wizard, wizard, 1)
    report = summarise(m, run_batch(m, 8, workers=1))
    assert report["a_score"] == 0.5  # mirrored pairs: each pair's two games are the same game, seats swapped
    lo, hi = report["a_score_interval"]
    assert lo < 0.5 < hi


def test_cancel_stops_the_batch(library):
    wizard, warlock = _official(library, "Wizard"), _official(library, "Warlock")
    m = Matchup(wizard, warlock, 1, max_rounds=5)
    played = run_batch(m, 100, workers=1, progress=lambda done: False, chunk=10)
    assert len(played) == 10


def test_an_official_book_beats_a_one_card_book_of_its_mage(library):
    wizard = _official(library, "Wizard")
    m = Matchup(wizard, _one_card(library, "Wizard"), 1)
    report = summarise(m, run_batch(m, 10, workers=1))
    assert report["a_wins"] == 10
    assert report["how"] == {"mage_killed": 10}


@pytest.mark.slow
def test_every_official_book_beats_a_one_card_book_of_its_mage(library):
    """With the planner, the product's default (the greedy order never met the Wizard's stall: its
    planned attack style prepared Electrify, a zone attack on its own zone it never casts, every
    round from the 7th and drew 25 of 200 games against a Mana Crystal)."""
    for t in list_templates():
        if t.category not in ("core", "official"):
            continue
        template = load_template(t, library)
        book = side_spec(t.name, template, library, library.mage(template.mage), policy="planner")
        m = Matchup(book, _one_card(library, library.mage(load_template(t, library).mage).name), 2)
        report = summarise(m, run_batch(m, 60, workers=1))
        assert report["a_wins"] >= 0.95 * 60, (t.name, report["a_wins"])


def test_the_log_names_both_sides_and_the_winner(library):
    wizard, one = _official(library, "Wizard"), _one_card(library, "Wizard")
    game, swapped = game_of(Matchup(wizard, one, 1), 0, record_events=True)
    rec = game.run()
    kinds = {k for _, k, _, _ in rec.events}
    assert {"round", "prepare", "cast", "attack", "won"} <= kinds
    one_side = 0 if swapped else 1
    assert [p["card"] for _, k, s, p in rec.events if k == "cast" and s == one_side] == ["Mana Crystal"]
    assert rec.winner == 1 - one_side


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_not_simulated_speaks_of_the_matchup_not_of_a_goldfish_target(library):
    from spellforge.sim.matchup.batch import GOLDFISH_ONLY, not_simulated

    rows = not_simulated(_official(library, "Necromancer"))
    assert rows and not {r["reason"] for r in rows} & GOLDFISH_ONLY
    assert any(r.get("goldfish_reason") in GOLDFISH_ONLY for r in rows)  # the goldfish's reason kept beside it
    assert not not_simulated(_official(library, "Priest"))  # Divine Might ("no incorporeal enemy") is played
    assert all(r["copies"] > 0 and r["explanation"] for r in rows)


def test_a_batch_in_the_window_s_process_leaves_its_frozen_start_up_objects_frozen(library):
    """The window freezes its start-up objects once (ui/window/memory.py); a matchup played in that
    process (the Matchup window below 100 games) must not thaw them with gc.unfreeze()."""
    import gc

    froze_here = gc.get_freeze_count() == 0
    if froze_here:
        gc.freeze()  # as the window does once it is ready
    try:
        before = gc.get_freeze_count()
        assert before > 0
        run_batch(Matchup(_one_card(library, "Wizard"), _one_card(library, "Warlock"), 1), 2, workers=1)
        assert gc.get_freeze_count() == before
    finally:
        if froze_here:
            gc.unfreeze()
