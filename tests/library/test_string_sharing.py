"""The library's cached state holds each distinct string once (string_sharing)."""

from __future__ import annotations

import pickle
from dataclasses import FrozenInstanceError, dataclass

import pytest

from spellforge.library.repository import Library
from spellforge.library.string_sharing import share_equal_strings


@dataclass(frozen=True)
class Row:
    name: str
    tags: tuple[str, ...]


def _fresh(text: str) -> str:
    return "".join(list(text))  # an equal string, another object


def test_equal_strings_become_one_object_everywhere():
    a, b = Row(_fresh("Creature"), (_fresh("Zone"), _fresh("ru"))), Row(_fresh("Creature"), (_fresh("Zone"),))
    state = {"rows": [a, b], "by": {_fresh("ru"): {_fresh("Zone")}}, "t": (_fresh("Creature"),)}
    assert a.name is not b.name
    out = share_equal_strings(state)
    assert out is state and a.name is b.name and a.tags[0] is b.tags[0]
    assert next(iter(state["by"])) is a.tags[1] and next(iter(state["by"]["ru"])) is a.tags[0]
    assert state["t"][0] is a.name
    assert a == Row("Creature", ("Zone", "ru"))  # the same values
    with pytest.raises(FrozenInstanceError):
        a.name = "x"  # still frozen


def test_the_state_cache_stores_each_card_string_once(library, tmp_path):
    import shutil

    target = tmp_path / "library.sqlite"
    shutil.copy(library.path, target)
    Library(target).close()  # builds the state cache
    key, state, _lazy = pickle.loads(target.with_name(target.name + ".state").read_bytes())
    cards = state["_cards"]
    arena = [c.format for c in cards.values() if c.format == "arena"]
    assert len(arena) > 300 and len({id(f) for f in arena}) == 1
    reopened = Library(target)
    assert reopened.card("fireball") == library.card("fireball")
    assert reopened.card("fireball").display_name("pl") == library.card("fireball").display_name("pl")
    reopened.close()
