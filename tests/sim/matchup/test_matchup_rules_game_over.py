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
    left_prepared = 0
    for i in range(8):
        game, _ = game_of(m, i, record_events=True)
        rec = game.run()
        assert rec.winner == 0 and rec.how == "mage_killed"
        events = rec.events
        down = next(k for k, (_, kind, side, p) in enumerate(events) if kind == "destroyed" and side == 1
                    and p["piece"] == "Target")
        assert not [e for e in events[down:] if e[1] in ("cast", "attack")]  # the game is over
        assert not [e for e in events if e[1] == "mana" and e[2] == 1]  # a passive side has no mana line
        last = rec.rounds
        prepared = [c for r, kind, side, p in events if kind == "prepare" and side == 0 and r == last for c in p["cards"]]
        cast = [p["card"] for r, kind, side, p in events if kind == "cast" and side == 0 and r == last]
        left_prepared += len(prepared) > len(cast)
        record = goldfish_record(rec)
        casts = [p for _, kind, side, p in events if kind == "cast" and side == 0]
        assert sum(record.cast.values()) - record.cast.get("arcane-zap", 0) == len(casts)  # the log's casts only
    # the case arises: a spell prepared for the kill round is left uncast once the target is down
    assert left_prepared >= 1
