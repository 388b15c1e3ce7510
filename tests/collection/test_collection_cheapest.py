"""The cheapest products: exact branch-and-bound checked against brute force on small catalogs."""

from __future__ import annotations

from itertools import combinations_with_replacement

from hypothesis import given, settings
from hypothesis import strategies as st

from spellforge.collection import Catalog, cheapest_products

CARDS = ["a", "b", "c", "d", "e"]
box = st.dictionaries(st.sampled_from(CARDS), st.integers(1, 3), min_size=1, max_size=4)
catalogs = st.dictionaries(st.sampled_from(["p1", "p2", "p3", "p4", "p5"]), box, min_size=1, max_size=5)
needs = st.dictionaries(st.sampled_from(CARDS), st.integers(1, 4), min_size=1, max_size=4)


def brute_force(need, catalog: Catalog):
    codes = sorted(catalog.contents)
    for k in range(1, 12):
        best = None
        for combo in combinations_with_replacement(codes, k):
            got: dict[str, int] = {}
            for p in combo:
                for c, n in catalog.contents[p].items():
                    got[c] = got.get(c, 0) + n
            if all(got.get(c, 0) >= n for c, n in need.items()):
                size = sum(catalog.size(p) for p in combo)
                best = min(best or (k, size), (k, size))
        if best:
            return best
    raise AssertionError("not coverable")


@settings(max_examples=120, deadline=None, derandomize=True)
@given(catalogs, needs)
def test_branch_and_bound_is_optimal(contents, need):
    catalog = Catalog(contents)
    coverable = {c: n for c, n in need.items() if catalog.products_with(c)}
    result = cheapest_products(need, catalog)
    assert result.unavailable == {c: n for c, n in need.items() if c not in coverable}
    if not coverable:
        assert result.products == {}
        return
    got: dict[str, int] = {}
    for p, k in result.products.items():
        for c, n in catalog.contents[p].items():
            got[c] = got.get(c, 0) + n * k
    assert all(got.get(c, 0) >= n for c, n in coverable.items())
    cost = (result.boxes, sum(catalog.size(p) * k for p, k in result.products.items()))
    assert result.exact and cost == brute_force(coverable, catalog)


def test_a_box_bought_twice_counts_twice():
    catalog = Catalog({"core": {"dispel": 5, "heal": 3}, "tome": {"dispel": 1}})
    assert cheapest_products({"dispel": 6}, catalog).products == {"core": 1, "tome": 1}  # 2 boxes, 9 cards
    assert cheapest_products({"dispel": 7}, catalog).products == {"core": 2}  # 2 boxes beat core + 2 tomes
    assert cheapest_products({"dispel": 7}, catalog).boxes == 2


def test_tie_on_boxes_goes_to_the_smaller_product():
    catalog = Catalog({"big": {"dispel": 2, "heal": 9}, "small": {"dispel": 2}})
    assert cheapest_products({"dispel": 2}, catalog).products == {"small": 1}


def test_node_limit_falls_back_to_the_greedy_answer():
    catalog = Catalog({f"p{i}": {"x": 1, f"c{i}": 1} for i in range(8)})
    need = {"x": 8, **{f"c{i}": 1 for i in range(8)}}
    result = cheapest_products(need, catalog, node_limit=1)
    assert result.exact is False and result.boxes == 8
