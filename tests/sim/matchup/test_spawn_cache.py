"""The matchup's memo of what a spawnpoint may cast (sim/matchup/ai.py may_cast_spawn) answers for
the models asked about, never for models that were freed before them: a worker process unpickles
new models for every chunk of games, and CPython gives a new model the address (the id) of a
freed one. Keyed by bare ids, one answer in eight was another pair's."""

from __future__ import annotations

import dataclasses
import random

from spellforge.formats.templates import official_books
from spellforge.sim.game.model import compile_book
from spellforge.sim.matchup.ai import _spawn_may_cast, may_cast_spawn


def test_fresh_models_get_their_own_answer(library):
    spawns, creatures = [], []
    for label in ("Beastmaster", "Necromancer", "Priestess"):  # Lair, Graveyard, Temple of Asyra
        book = dict(official_books(library))[label]
        compiled = compile_book(book, library, library.mage(book.mage))
        spawns += [s for s in compiled.spells if s.spawnpoint]
        creatures += [s for s in compiled.spells if s.type == "Creature"]
    assert len({s.name for s in spawns}) >= 3
    rnd = random.Random(1)
    answers = set()
    for _ in range(600):  # a new copy each time, the last one freed: the addresses are reused
        sp, spell = dataclasses.replace(rnd.choice(spawns)), dataclasses.replace(rnd.choice(creatures))
        truth = _spawn_may_cast(sp, spell)  # worked out afresh, not remembered
        assert may_cast_spawn(sp, spell) == truth, (sp.name, spell.name)
        answers.add(truth)
        del sp, spell
    assert answers == {True, False}  # both answers were asked for
