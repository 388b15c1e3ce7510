"""Properties of costs and validation over the real card pool and every mage (hypothesis).

Short, derandomized runs here; longer fuzzing belongs in bench/.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spellforge.domain.cards import ELEMENTS, SchoolJoin
from spellforge.domain.spellbook import BookEntry, Spellbook
from spellforge.rules import card_cost, validate

SETTINGS = settings(max_examples=60, derandomize=True, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def pool(library):
    return library.spells(include_playtest=True), library.mages()


def _entries(pool, data, size):
    spells, _ = pool
    picks = data.draw(st.lists(st.sampled_from(spells), min_size=1, max_size=size, unique_by=lambda c: c.id))
    return [BookEntry(c.id, data.draw(st.integers(1, 7))) for c in picks]


@SETTINGS
@given(data=st.data())
def test_adding_a_copy_never_lowers_the_total(library, pool, data):
    _, mages = pool
    mage = data.draw(st.sampled_from(mages))
    element = data.draw(st.sampled_from((None, *ELEMENTS)))
    book = Spellbook(mage=mage.name, element=element, entries=_entries(pool, data, 30))
    before = validate(book, library).points_used
    extra = data.draw(st.sampled_from(pool[0]))
    book.add(extra.id)
    assert validate(book, library).points_used >= before


def test_novice_is_always_one_point(pool):
    # RU L1895/L2017, PL L1910: every Novice spell costs 1 for every mage and element choice,
    # except where a Stats card says its triple-cost schools stay triple even for Novice spells
    # (db/build_rules.csv `novice_full_price`): then an opposed Novice spell costs level × 3.
    spells, mages = pool
    novices = [c for c in spells if c.novice]
    assert len(novices) >= 10
    full_price = 0
    for mage in mages:
        for element in (None, *ELEMENTS):
            for card in novices:
                cost = card_cost(card, mage, element)
                if cost.explanation.note == "novice_full_price":
                    assert mage.novice_full_price
                    assert cost.points == sum(t.points for t in cost.explanation.terms) >= 3
                    assert any(t.multiplier == 3 for t in cost.explanation.terms)
                    full_price += 1
                else:
                    assert cost.points == 1, (card.name, mage.name, element)
    assert full_price > 0


@SETTINGS
@given(data=st.data())
def test_costs_do_not_depend_on_card_order(library, pool, data):
    _, mages = pool
    mage = data.draw(st.sampled_from(mages))
    entries = _entries(pool, data, 40)
    shuffled = list(entries)
    random.Random(data.draw(st.integers(0, 2**16))).shuffle(shuffled)
    a = validate(Spellbook(mage=mage.name, entries=entries), library)
    b = validate(Spellbook(mage=mage.name, entries=shuffled), library)
    assert a.points_used == b.points_used
    assert sorted((c.card_id, c.cost_each) for c in a.cards) == sorted((c.card_id, c.cost_each) for c in b.cards)
    assert sorted((p.code, p.card_id or "") for p in a.problems) == sorted((p.code, p.card_id or "") for p in b.problems)


def test_and_spell_never_costs_less_than_its_most_expensive_part(pool):
    # RU L1858-1860: an AND spell pays every school; each part alone is a single-school spell
    # of the same type and subtypes.
    spells, mages = pool
    and_spells = [c for c in spells if c.school_join is SchoolJoin.AND]
    assert len(and_spells) >= 20
    for mage in mages:
        for card in and_spells:
            whole = card_cost(card, mage).points
            parts = [
                card_cost(dataclasses.replace(card, schools=(p,), school_join=SchoolJoin.SINGLE), mage).points
                for p in card.schools
            ]
            assert whole >= max(parts), (card.name, mage.name, whole, parts)


@SETTINGS
@given(data=st.data())
def test_or_spell_costs_its_cheapest_school(pool, data):
    # RU L1856, PL L1867: the player buys an OR spell as the school of his choice.
    spells, mages = pool
    card = data.draw(st.sampled_from([c for c in spells if c.school_join is SchoolJoin.OR and not c.novice]))
    mage = data.draw(st.sampled_from(mages))
    whole = card_cost(card, mage).points
    parts = [card_cost(dataclasses.replace(card, schools=(p,), school_join=SchoolJoin.SINGLE), mage).points
             for p in card.schools]
    assert whole == min(parts)
