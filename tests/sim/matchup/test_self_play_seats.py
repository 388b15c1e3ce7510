"""A book against itself without mirrored pairs (Matchup(mirrored=False), issue 48's check; docs/matchup.md
"Seat bias"): every game on its own seed, A always in the first corner, round 1's Initiative
alternated. The cheap tests check the games are what they say; the slow one plays the 13 official
books 1,000 games each against themselves (bench/bench_self_play.py prints the same figures)."""

from __future__ import annotations

import pytest

from spellforge.formats.templates import list_templates, load_template, official_books
from spellforge.sim.matchup.batch import Matchup, game_of, play_one, run_batch, side_spec, summarise


def _official(library, name, policy="greedy"):
    t = next(t for t in list_templates() if t.name == name)
    book = load_template(t, library)
    return side_spec(name, book, library, library.mage(book.mage), policy=policy)


def test_unmirrored_games_have_their_own_seeds_a_in_the_first_corner_and_the_initiative_alternated(library):
    wizard = _official(library, "Wizard")
    m = Matchup(wizard, wizard, 3, max_rounds=12, mirrored=False)
    games = [game_of(m, i) for i in range(4)]
    assert [g.seed for g, _ in games] == ["3:u0", "3:u1", "3:u2", "3:u3"]
    assert [g.first for g, _ in games] == [0, 1, 0, 1] and not any(swapped for _, swapped in games)
    # the mirrored batch plays pair k twice on one seed, seats swapped: a book against itself is 50 % by construction
    mirrored = Matchup(wizard, wizard, 3, max_rounds=12)
    assert [game_of(mirrored, i)[0].seed for i in range(4)] == ["3:0", "3:0", "3:1", "3:1"]
    assert [play_one(m, i).a_first for i in range(4)] == [True, False, True, False]


def test_unmirrored_self_play_is_not_half_by_construction_and_the_same_seed_gives_the_same_report(library):
    """Mirrored pairs make a book against itself exactly 50 % whatever happens; unmirrored games
    are independent, so some seeds' six games are not an even split (the scores themselves follow
    the engine's cards: not pinned here). The same seed gives the same report."""
    necromancer = _official(library, "Necromancer")
    m = Matchup(necromancer, necromancer, 1, max_rounds=20, mirrored=False)
    report = summarise(m, run_batch(m, 6, workers=1))
    assert report == summarise(m, run_batch(m, 6, workers=1))
    scores = [summarise(x, run_batch(x, 6, workers=1))["a_score"]
              for x in (Matchup(necromancer, necromancer, seed, max_rounds=20, mirrored=False) for seed in (1, 2, 3))]
    assert any(abs(score - 0.5) > 1e-9 for score in scores), scores
    mirrored = Matchup(necromancer, necromancer, 1, max_rounds=20)
    assert summarise(mirrored, run_batch(mirrored, 6, workers=1))["a_score"] == pytest.approx(0.5)


@pytest.mark.slow
def test_no_official_book_has_a_seat_edge_against_itself_over_1000_games(library):
    """The first corner's score within 45-55 % for each official book (not "its 95 % interval holds
    50 %": of 13 such intervals one misses by chance about every second run; seed 1's Priest,
    53.8 % [50.7, 56.9], did, and 2,000 more games on seed 2 gave it 50.8 % [48.6, 53.0]); swapping
    A and B of an unmirrored matchup gives the complement within the intervals (they overlap)."""
    from spellforge.sim.matchup.table import play_matchups

    matchups = []
    for label, book in official_books(library):
        spec = side_spec(label, book, library, library.mage(book.mage))
        matchups.append(Matchup(spec, spec, 1, mirrored=False))
    for m, results in zip(matchups, play_matchups(matchups, 1000, 2)):
        r = summarise(m, results)
        assert 0.45 <= r["a_score"] <= 0.55, (m.a.label, r["a_score"])
    wizard, warlock = _official(library, "Wizard", "planner"), _official(library, "Warlock", "planner")
    ms = [Matchup(wizard, warlock, 1, mirrored=False), Matchup(warlock, wizard, 1, mirrored=False)]
    ab, ba = (summarise(m, res) for m, res in zip(ms, play_matchups(ms, 1000, 2)))
    (lo, hi), (blo, bhi) = ab["a_score_interval"], ba["a_score_interval"]
    assert lo <= 1 - blo and 1 - bhi <= hi  # A's interval and the complement of B's overlap
