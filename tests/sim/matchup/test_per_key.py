"""checks.per_key, the memo of the matchup's answers that rest on more than one object or fact
(ai's orders, Spellbind ranks and spawnpoint rows, a ring's discounts, a book's picked cards, a
wall's border): computed once a key, the key's objects held by the entry, the table emptied past
its cap. Its callers look the key up themselves and call it on a miss only."""

from __future__ import annotations

import gc

from spellforge.sim.matchup.checks import per_key


class _Model:  # a stand-in for a model whose id goes into the key (a real one is a frozen dataclass)
    pass


def test_it_computes_once_a_key_and_holds_the_key_s_objects():
    table: dict = {}
    calls = []
    a, b = _Model(), _Model()

    def compute(x, y, armor):
        calls.append((x, y, armor))
        return [armor]

    key = (id(a), id(b), 2)
    assert per_key(table, key, (a, b), 10, compute, a, b, 2) == [2]
    known = table.get(key)  # as the callers look it up: the answer, no second compute
    assert known[1] == [2] and calls == [(a, b, 2)]
    assert per_key(table, (id(a), id(b), 3), (a, b), 10, compute, a, b, 3) == [3] and len(calls) == 2
    held = id(a)
    del a, known
    gc.collect()
    # the entry keeps the model alive: its id cannot go to another object while the entry stands
    assert any(h[0] is not None and id(h[0]) == held for h, _ in table.values())


def test_the_table_is_emptied_past_its_cap():
    table: dict = {}
    for i in range(4):
        per_key(table, (i,), (), 2, str, i)
    assert len(table) == 1 and table[(3,)] == ((), "3")  # three entries (past 2): emptied, then the fourth
