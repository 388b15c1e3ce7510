"""The card-name fixes of issue 19, each checked against the seed first: the new display name,
and the old name still finds the card (search, imports: an alias)."""

from __future__ import annotations


import pytest

from tests.seeds import seed_lines



@pytest.mark.parametrize("card_id,lang,name,old", [
    ("deathlock", "ru", "Тотем смерти", "Смертельный замок"),  # 000 L2636 «Тотема смерти»
    ("matatoomba-plagued-spirit", "ru", "Мататумба, Чумной дух", "Математумба, Чумной дух"),
    ("horn-of-gothos", "ru", "Рог Готоса", "Рог Гота"),
    ("emerald-elk-stave", "ru", "Посох изумрудного лося", "Изумрудный посох лося"),
    ("paralyzing-strike-v2", "ru", "Парализующий удар V2", "Парализующий удар (версия 2)"),
    ("steam-elemental-v2", "ru", "Элементаль пара V2", "Элементаль пара (версия 2)"),
    ("steam-elemental-v1", "ru", "Элементаль пара V1", "Элементаль пара (версия 1)"),  # one way for every variant
    ("weapon-strike-v2", "ru", "Удар оружием V2", "Удар оружием (версия 2)"),
    ("tanglevine", "pl", "Plątorośl", "Płatorośl"),  # 004 L1992 prints the misprint
    ("blightheart", "pl", "Zgniłe Serce", None),
    ("satyr-gruff", "pl", "Satyr Gbur", None),
])
def test_fixed_names_and_old_names_still_find_the_card(library, card_id, lang, name, old):
    card = library.card(card_id)
    assert card.display_name(lang) == name
    assert library.card_by_name(name).id == card_id
    if old:
        assert library.card_by_name(old).id == card_id, f"{old!r} no longer finds {card_id}"
    assert card.display_name(lang) != card.name  # never left in English


@pytest.mark.parametrize("alias,card_id", [("Uzdrowienie", "heal"), ("Mniejsze Uzdrowienie", "minor-heal"),
                                           ("Grupowe Uzdrowienie", "group-heal")])
def test_standard_polish_spelling_finds_heal(library, alias, card_id):
    assert library.card_by_name(alias).id == card_id
    assert library.card(card_id).display_name("pl").endswith("Uzdrawienie")  # as the rulebook prints it


def test_subtypes_drake_and_weasel(library):
    assert library.term("subtype", "Drake", "pl") == "Smok"  # like Smok Żywiołów (Elemental Drake)
    assert library.term("subtype", "Weasel", "ru") == "Ласка"


def test_the_seed_lines_behind_the_fixes():
    ru = seed_lines("000")
    pl = seed_lines("004")
    assert "«Тотема смерти»" in ru[2636 - 1]
    assert "3x Płatorośl" in pl[1992 - 1]  # the Beastmaster's Tanglevine, misprinted
    assert "1x Uzdrawienie" in pl[245 - 1]
