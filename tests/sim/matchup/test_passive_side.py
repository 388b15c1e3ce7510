"""The goldfish's passive target as a matchup side (batch.passive_side; bench/bench_passive.py puts
the two engines' kill rounds side by side): it never acts, and a book kills it as the goldfish's
target, its Life and Armor counting."""

from __future__ import annotations

from spellforge.formats.templates import list_templates, load_template
from spellforge.sim.matchup.batch import Matchup, game_of, passive_side, run_batch, side_spec, summarise


def test_the_passive_side_never_acts_and_is_killed(library):
    t = next(t for t in list_templates() if t.name == "Warlock")
    book = load_template(t, library)
    warlock = side_spec("Warlock", book, library, library.mage(book.mage), policy="greedy")
    m = Matchup(warlock, passive_side(), 1, max_rounds=20)
    game, swapped = game_of(m, 1, record_events=True)
    rec = game.run()
    passive = 0 if swapped else 1
    acts = {"prepare", "cast", "attack", "move", "reveal", "guard", "bind", "counterstrike"}
    assert not [k for _, k, s, _ in rec.events if s == passive and k in acts]
    assert rec.winner == 1 - passive and rec.how == "mage_killed"
    damage = sum(p["damage"] for _, k, s, p in rec.events if (k, s) in (("attack", 1 - passive), ("direct", passive))
                 and p.get("target", p.get("piece")) == "Target")
    assert damage >= 32  # the target's Life, no Armor
    report = summarise(m, run_batch(m, 4, workers=1))
    assert report["a_wins"] == 4 and report["b_cast"] == {} and report["b_damage"] == {}
    tough = Matchup(warlock, passive_side(life=60, armor=2), 1, max_rounds=20)
    assert summarise(tough, run_batch(tough, 4, workers=1))["mean_rounds"] > report["mean_rounds"]
