"""The game ends when a mage is destroyed (000 L457: the rounds go on until a mage is destroyed; the
last one standing wins): nothing is cast after that, so the goldfish's cards cast and mana spent of
the kill round (`spellforge goldfish`, the matchup engine) count only what was cast before it
(issue 48, round 8: the official Wizard book's Lightning Bolt after its Chain Lightning killed)."""

from __future__ import annotations

from dataclasses import replace

from spellforge.formats.templates import list_templates, load_template
from spellforge.sim.game.objects import TargetConfig
from spellforge.sim.matchup.batch import game_of
from spellforge.sim.report.matchup_goldfish import goldfish_record, make_matchup_goldfish


def test_nothing_is_cast_after_the_enemy_mage_is_destroyed(library):
    t = next(t for t in list_templates() if t.name == "Wizard")
    book = load_template(t, library)
    run = make_matchup_goldfish(book, library, library.mage(book.mage), TargetConfig(distance=5), 20,
                                policy="greedy")
    # the plan the matchup's search finds for this book and seed (attack in every round), without the search
    m = replace(run.matchup, a=replace(run.matchup.a, opening=("attack",) * 3, then="attack"))
    game, _ = game_of(m, 0, record_events=True)
    rec = game.run()
    assert rec.winner == 0 and rec.how == "mage_killed" and rec.rounds == 6
    events = rec.events
    down = next(i for i, (_, kind, side, p) in enumerate(events) if kind == "destroyed" and side == 1
                and p["piece"] == "Target")
    # the kill: the Wizard's Chain Lightning in round 6, its Lightning Bolt prepared beside it
    assert [p["card"] for r, kind, side, p in events[:down] if kind == "cast" and r == 6] == ["Chain Lightning"]
    assert not [e for e in events[down:] if e[1] in ("cast", "attack")]
    record = goldfish_record(rec)
    casts = [p for r, kind, side, p in events if kind == "cast" and side == 0]
    assert sum(record.cast.values()) == len(casts)  # no cast counted that the log does not show
    assert record.spent[-1] == 12  # the kill round: Chain Lightning's 12 mana, no Lightning Bolt's 8
