"""Counted words: CLDR plural categories and the summary templates' word forms."""

from __future__ import annotations

import pytest

from spellforge.i18n import plurals
from spellforge.i18n.effect_summary import TemplateError, fill

RU_DAMAGE = "{n} {n:повреждение|повреждения|повреждений}"
PL_DAMAGE = "{n} {n:obrażenie|obrażenia|obrażeń}"
EN_DAMAGE = "{n} {n:point|points}"


@pytest.mark.parametrize("n, ru, pl", [
    (1, "1 повреждение", "1 obrażenie"),
    (2, "2 повреждения", "2 obrażenia"),
    (4, "4 повреждения", "4 obrażenia"),
    (5, "5 повреждений", "5 obrażeń"),
    (11, "11 повреждений", "11 obrażeń"),
    (12, "12 повреждений", "12 obrażeń"),
    (14, "14 повреждений", "14 obrażeń"),
    (21, "21 повреждение", "21 obrażeń"),
    (22, "22 повреждения", "22 obrażenia"),
    (25, "25 повреждений", "25 obrażeń"),
    (101, "101 повреждение", "101 obrażeń"),
    (112, "112 повреждений", "112 obrażeń"),
    (0, "0 повреждений", "0 obrażeń"),
    ("X", "X повреждений", "X obrażeń"),
])
def test_ru_pl_forms(n, ru, pl):
    assert fill(RU_DAMAGE, {"n": n}, "ru") == ru
    assert fill(PL_DAMAGE, {"n": n}, "pl") == pl


@pytest.mark.parametrize("n, en", [(1, "1 point"), (2, "2 points"), (0, "0 points"), (21, "21 points"), ("X", "X points")])
def test_en_forms(n, en):
    assert fill(EN_DAMAGE, {"n": n}, "en") == en


def test_categories_agree_with_cldr_for_the_first_hundred():
    # CLDR: ru one = n%10=1 and n%100!=11; few = n%10=2..4 and n%100!=12..14; pl one = n=1 only.
    for n in range(0, 200):
        ru = plurals.category(n, "ru")
        pl = plurals.category(n, "pl")
        few = 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14
        assert ru == ("one" if n % 10 == 1 and n % 100 != 11 else "few" if few else "many"), n
        assert pl == ("one" if n == 1 else "few" if few else "many"), n


def test_optional_part_and_errors():
    t = "Heals {n} {n:point|points}{?where: in {where}}."
    assert fill(t, {"n": 2, "where": "the zone"}, "en") == "Heals 2 points in the zone."
    assert fill(t, {"n": 1}, "en") == "Heals 1 point."
    with pytest.raises(TemplateError):
        fill("{n:одно|два}", {"n": 3}, "ru")  # Russian needs three forms
    with pytest.raises(TemplateError):
        fill("{missing}", {}, "en")
