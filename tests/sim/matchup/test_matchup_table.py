"""Every pair of a set of books (sim/matchup/table.py): one triangle played, the other mirrored, and
the mirror equal game by game and in the report to B's own run of the same matchup; a table cut
short keeps only the pairs played in full. Greedy preparation, few games: cheap."""

from __future__ import annotations

import pytest

from spellforge.formats.templates import list_templates, load_template
from spellforge.sim.matchup.batch import Matchup, run_batch, side_spec, summarise
from spellforge.sim.matchup.table import mirrored, pairs, play_table


def _official(library, name):
    t = next(t for t in list_templates() if t.name == name)
    book = load_template(t, library)
    return side_spec(name, book, library, library.mage(book.mage), policy="greedy")


def test_the_mirror_is_b_s_own_run_game_by_game(library):
    wizard, warlock = _official(library, "Wizard"), _official(library, "Warlock")
    ab = run_batch(Matchup(wizard, warlock, 4), 6, workers=1)
    ba = run_batch(Matchup(warlock, wizard, 4), 6, workers=1)
    assert mirrored(ab) == ba
    assert summarise(Matchup(warlock, wizard, 4), mirrored(ab)) == summarise(Matchup(warlock, wizard, 4), ba)
    assert {r.winner for r in ab} - {""}  # someone won: the flip of the winner was tested
    with pytest.raises(ValueError):
        mirrored(ab[:5])


def test_the_table_plays_one_triangle_and_a_cancel_keeps_the_pairs_played(library):
    specs = [_official(library, name) for name in ("Wizard", "Warlock", "Priestess")]
    assert pairs(3) == [(0, 1), (0, 2), (1, 2)]
    seen = []
    cells = play_table(specs, 2, 9, workers=1, progress=lambda done: seen.append(done) or done < 3, chunk=1)
    assert seen == [1, 2, 3]  # the second pair stopped after its first game, the third never started
    assert set(cells) == {(0, 1), (1, 0)}
    m, row = cells[(1, 0)]
    assert m.a is specs[1] and row == summarise(Matchup(specs[1], specs[0], 9), run_batch(m, 2, workers=1))
    assert row["a_score"] == 1 - cells[(0, 1)][1]["a_score"]
