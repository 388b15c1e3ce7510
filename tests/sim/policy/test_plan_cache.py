"""The planner's searched plans are kept (memory and the user cache) by book, setup and seed."""

from __future__ import annotations

import dataclasses

from tests.conftest import OFFICIAL_DIR
from spellforge.formats import read_spellbook
from spellforge.paths import cache_dir
from spellforge.sim.policy import plan_cache
from spellforge.sim.report.summary import make_setup


def _setup(library, max_rounds=20, drop=None):
    book = read_spellbook(OFFICIAL_DIR / "Druid Offical.o8d", library).book
    if drop is not None:
        book = dataclasses.replace(book, entries=[e for e in book.entries if e.card_id != drop])
    return make_setup(book, library, library.mage(book.mage), max_rounds=max_rounds, policy="planner")


def _search(setup, seed=5):
    steps = []
    setup.search(seed, lambda done: steps.append(done))
    return setup.plan_choice(seed), steps


def test_a_plan_is_searched_once_then_read_from_the_user_cache(library):
    plan_cache.forget_memory()
    first, steps = _search(_setup(library))
    assert steps, "the first run searches"
    files = list((cache_dir() / "plans").glob("*.json"))
    assert len(files) == 1
    plan_cache.forget_memory()  # a new process: only the file is left
    again, steps = _search(_setup(library))
    assert again == first and not steps
    # another setup (rounds) or another book (a card less) is searched afresh
    _, steps = _search(_setup(library, max_rounds=12))
    assert steps
    _, steps = _search(_setup(library, drop=_setup(library).book.spells[0].card_id))
    assert steps and len(list((cache_dir() / "plans").glob("*.json"))) == 3


def test_an_unreadable_cached_plan_is_searched_again(library):
    plan_cache.forget_memory()
    first, _ = _search(_setup(library), seed=6)
    (path,) = (cache_dir() / "plans").glob("*.json")
    path.write_text("{not json", encoding="utf-8")
    plan_cache.forget_memory()
    again, steps = _search(_setup(library), seed=6)
    assert steps and again == first
    assert plan_cache.load(path.stem)["opening"] == list(first.opening)  # written anew
