"""Round 4 of issue 44, creatures acid-ooze … ludwig-boltstorm (docs/effects-round4/creatures-a-l.md):
each cause found in that slice, checked on real cards in en, ru and pl. A printed "may" is said
("if you wish", in the opening); an ability of one attack names it; the Stagger comes after the
attack, Kelsar's Piercing while a friend guards, Guardian Angel's heal when she takes the guard
action; a Nonliving object is reconstructed or has damage removed, not healed; Aurora treats minor
creatures as Pests at all times; Deptonne Bloodshaman's Vampiric is once a round for each Deptonne
(of either side). The strings are the template rows' own words."""

from __future__ import annotations

import pytest

from tests.i18n.summary_cases import summary_tests

MAY = {"en": "if you wish:", "ru": "по желанию:", "pl": "jeśli chcesz:"}

SAID = {
    # a printed "may" (an optional heal, damage, token move or destruction) is no longer a must
    **{cid: MAY for cid in ("afflicted-demon", "broken-wing-angel", "dawnbreakers-initiate", "disciple-of-radiance",
                            "dorseus-stallion-of-westlock", "force-golem", "guardian-angel", "harshforge-construct",
                            "lowland-unicorn")},
    "devouring-jelly": {"en": "may Reconstruct up to 2 damage", "ru": "может восстановить не больше 2 повреждений",
                        "pl": "może odbudować najwyżej 2 obrażenia"},  # round 5: mode reconstruct
    # which attack the ability is for
    "bloodwave-greatbow": {"en": "its Greatbow attack", "ru": "его атака «Большой лук»", "pl": "jego atak „Wielki Łuk”"},
    "drokkar": {"en": "its Tail Spike attack", "ru": "его атака «Шип на хвосте»", "pl": "jego atak „Kolec Ogona”"},
    "giant-wolf-spider": {"en": "its Poison Fangs attack", "ru": "его атака «Ядовитые клыки»", "pl": "jego atak „Jadowite Kły”"},
    "goblin-bomber": {"en": "if it is destroyed by damage, on a roll of 7+: makes an attack (this card; its Detonate attack)",
                      "ru": "если оно уничтожено повреждениями, при броске 7+: проводит атаку (эта карта; его атака «Подрыв»)",
                      "pl": "jeśli zostanie zniszczony przez obrażenia, przy wyniku 7+: wykonuje atak (ta karta; jego atak „Detonacja”)"},
    # timing: after the attack, while a friend guards, the moment of the guard action, this round
    "corpsebloom": {"en": "after its Biting Blooms attack", "ru": "после его атаки «Кусачие цветы»", "pl": "po jego ataku „Gryzące Kwiaty”"},
    "kelsar-ranger": {"en": "While a friendly guarding creature is in its zone: gives Piercing +1",
                      "ru": "Пока в её зоне есть дружественное существо в обороне: даёт свойство «Проникающая атака +1»",
                      "pl": "Dopóki w jej strefie jest przyjazny Strażnik: daje cechę „Przebijający +1”"},
    "guardian-angel": {"en": "When it takes the guard action, if you wish: heals 2 damage (this card; any amount up to 2)",
                       "ru": "Когда встаёт в оборону, по желанию: лечение: убирает 2 повреждения (эта карта; любое количество до 2)",
                       "pl": "Gdy obejmuje Straż, jeśli chcesz: leczenie: usuwa 2 obrażenia (ta karta; dowolną liczbę do 2)"},
    "blue-gremlin": {"en": "each of its move actions this round", "ru": "каждое его действие передвижения в этом раунде",
                     "pl": "każda jego akcja ruchu w tej rundzie"},
    "firefist-brawler": {"en": "When attacking, if any die of its Flaming Fists attack shows critical damage: gives the Burn "
                               "condition",
                         "ru": "При собственной атаке, если хоть на одном кубике его атаки «Пылающие кулаки» выпало "
                               "критическое повреждение",
                         "pl": "Przy własnym ataku, jeśli na którejkolwiek kości jego ataku „Płonące Pięści” wypadnie "
                               "obrażenie krytyczne"},
    # a Nonliving object is reconstructed, or its damage removed
    "acolyte-of-the-bog-queen": {"en": "may Reconstruct up to 2 damage", "ru": "может восстановить не больше 2 повреждений",
                                 "pl": "może odbudować najwyżej 2 obrażenia"},  # round 5: mode reconstruct
    "goblin-builder": {"en": "removes 1 damage (target: conjuration", "ru": "убирает 1 повреждение (цель: заклятие",
                       "pl": "usuwa 1 obrażenie (cel: przywołanie"},  # round 5: mode remove
    # single cards
    "aurora-lucere-dawnbreakers-chosen": {"en": "Treats minor creatures as Pests (this card). When a minor creature attacks it",
                                          "ru": "Считает малых существ «Вредителями» (эта карта). Когда её атакует малое существо",
                                          "pl": "Traktuje pomniejsze stworzenia jak „Szkodniki” (ta karta). Gdy atakuje ją pomniejsze"},
    "deptonne-bloodshaman": {"en": "The first time each round for each creature, against a target with Bleed: gives "
                                   "Vampiric for this attack (all Deptonne creatures in the zone; melee attacks)",
                             "ru": "В первый раз за раунд для каждого существа, против цели с состоянием «Кровотечение»",
                             "pl": "Za pierwszym razem w rundzie dla każdego stworzenia, przeciw celowi ze stanem „Krwawienie”"},
    "dorseus-stallion-of-westlock": {"en": "this heal bypasses Finite Life", "ru": "это лечение действует в обход «Лимита жизни»",
                                     "pl": "to leczenie omija „Skończone Życie”"},
    # second pass: Ichthellid places a Larva marker (it summons nothing); Goran's Bloodthirsty +1 is a second one
    "ichthellid": {"en": "places 1 Ichthellid Larva token (the defender", "ru": "кладёт 1 жетон «Личинка ихтеллида» (защищающийся",
                   "pl": "kładzie 1 żeton „Larwa Ichthellida” (broniący się"},
    "goran-werewolf-pet": {"en": "a second one beside its printed Bloodthirsty +1", "ru": "вдобавок к напечатанной «Кровожадности +1»",
                           "pl": "obok wydrukowanej „Żądzy Krwi +1”"},
    "goblin-legionnaire": {"en": "into its own zone", "ru": "в его же зону", "pl": "do jego własnej strefy"},
    "dawnbreakers-initiate": {"en": "a Holy creature you control or your Mage, from any zone of the arena into this one",
                              "ru": "ваше существо школы святой магии или вашего мага, из любой зоны арены в эту",
                              "pl": "kontrolowane przez ciebie stworzenie Świętości lub twojego Maga"},
}
NOT_SAID = {
    "guardian-angel": {"en": "While guarding", "ru": "В обороне", "pl": "Na straży"},
    "ichthellid": {"en": "summons", "ru": "вызывает", "pl": "wzywa"},
    "deptonne-bloodshaman": {"en": "friendly", "ru": "дружественн", "pl": "przyjazn"},
    "dorseus-stallion-of-westlock": {"en": "Ignores Finite Life", "ru": "игнорирует", "pl": "ignoruje"},
    "aurora-lucere-dawnbreakers-chosen": {"en": "Aegis 2 (this card; minor", "ru": "«Щит 2» (эта карта; малые",
                                          "pl": "„Protekcja 2” (ta karta; pomniejsze"},
    "corpsebloom": {"en": "Stagger condition (this card).", "ru": "«Пошатывание» (эта карта).", "pl": "„Zachwianie” (ta karta)."},
}


test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID)



@pytest.mark.parametrize("lang,want", [("en", "Piercing +1 per Gold token"), ("ru", "за каждый жетон «Золото»"),
                                       ("pl", "za każdy żeton „Złoto”")])
def test_the_cli_card_panel_says_gerards_piercing_per_gold_token(library, lang, want):
    """The bar prints "Piercing +1 per Gold token on Gerard"; the panel said a flat Piercing +1."""
    from spellforge.cli.cmd_card import card_text

    attacks = [line for line in card_text(library, library.card("gerard-matranga"), lang).splitlines()
               if "4" in line and ("+1" in line)]
    assert attacks and want in attacks[0], attacks
