"""Round 5 of issue 44, the third reading of creatures acid-ooze … ludwig-boltstorm
(docs/effects-round5/creatures-a-l.md): each cause it found, checked on real cards in en, ru and
pl. Reconstructing a Nonliving object and removing damage are no healing (Acolyte of the Bog Queen,
Devouring Jelly: `heal reconstruct`; Goblin Builder's Repair: `heal remove`, errata-digest L717);
damage placed on a card is not dealt (Ehren); Alandell pays when he is activated; Diamond Golem
prevents in the Damage and Effects step; Gerard's Gold tokens are spent as mana, one each, if you
wish; and the card panel shows the attacks of a printing whose bar says otherwise (Joseph
Trublood's Promo: Healing Light, Staff of Smiting +2 vs. Dark Creatures; the Final Release Frost
Elemental's Frost damage). The strings are the template rows' own words."""

from __future__ import annotations

import pytest

from tests.i18n.summary_cases import summary_tests

RECONSTRUCT_2 = {"en": "may Reconstruct up to 2 damage", "ru": "может восстановить не больше 2 повреждений",
                 "pl": "może odbudować najwyżej 2 obrażenia"}
HEALS = {"en": "heals", "ru": "лечение", "pl": "leczenie"}

SAID = {
    "acolyte-of-the-bog-queen": RECONSTRUCT_2,
    "devouring-jelly": {"en": "When it attacks and damages a Corporeal creature: may Reconstruct up to 2 damage",
                        "ru": "Когда атакует и наносит повреждения материальному существу: может восстановить не больше 2",
                        "pl": "Gdy zaatakuje i zada obrażenia cielesnemu stworzeniu: może odbudować najwyżej 2"},
    "goblin-builder": {"en": "As a quick action, when activated: removes 1 damage (target: conjuration",
                       "ru": "Быстрым действием, при активации: убирает 1 повреждение (цель: заклятие",
                       "pl": "Jako szybka akcja, po aktywacji: usuwa 1 obrażenie (cel: przywołanie"},
    "ehren-enduring-paladin": {"en": "When summoned: places 7 damage on it", "ru": "При вызове: кладёт на него 7 повреждений",
                               "pl": "Przy wezwaniu: kładzie na nim 7 obrażeń"},
    "alandell-the-blue-knight": {"en": "When activated, if you wish, for X mana: gives Melee +X",
                                 "ru": "При активации, по желанию, за X маны: даёт свойство «Ближняя атака +X»",
                                 "pl": "Po aktywacji, jeśli chcesz, za X punktów many: daje cechę „Walka Wręcz +X”"},
    "diamond-golem": {"en": "prevents 3 damage (this card; in the Damage and Effects step)",
                      "ru": "предотвращает 3 повреждения (эта карта; на шаге «Повреждения и эффекты»)",
                      "pl": "zapobiega 3 obrażeniom (ta karta; w kroku „Obrażenia i efekty”)"},
    "gerard-matranga": {"en": "If you wish, by spending Gold tokens: spells (creature) cost −X mana (your Mage; subtype: "
                              "Soldier, Pirate; X = the Gold tokens spent, 1 mana each)",
                        "ru": "По желанию, потратив жетоны «Золото»: стоимость заклинаний (Существо): −X (ваш маг; подтип: "
                              "Солдат, Пират; X = число потраченных жетонов «Золото», по 1 мане за каждый)",
                        "pl": "Jeśli chcesz, za żetony „Złoto”: koszt czarów (Stworzenie): −X (twój Mag; podtyp: Żołnierz, "
                              "Pirat; X = liczba wydanych żetonów „Złoto”, po 1 manie za każdy)"},
    "disciple-of-radiance": {"en": "When your Mage casts or reveals a Healing spell, if you wish: deals 1 direct Light damage",
                             "ru": "Когда ваш маг колдует или открывает заклинание лечения, по желанию: наносит 1 прямое",
                             "pl": "Gdy twój Mag rzuca lub odkrywa czar Leczenia, jeśli chcesz: zadaje 1 obrażenie"},
    # "whenever he attacks and damages a creature", not any damage it deals
    **{cid: {"en": "When it attacks and damages a creature, if you wish:",
             "ru": "Когда атакует и наносит повреждения существу, по желанию:",
             "pl": "Gdy zaatakuje i zada obrażenia stworzeniu, jeśli chcesz:"} for cid in ("afflicted-demon", "force-golem")},
    "kralathor-the-devourer": {"en": "When its attack devours a Corporeal creature (Devour): places 1 Growth token",
                               "ru": "Когда атака этой карты пожирает материальное существо («Пожирание»): кладёт 1 жетон «Рост»",
                               "pl": "Gdy atak tej karty pożre cielesne stworzenie („Pożarcie”): kładzie 1 żeton „Wzrost”"},
    "harshforge-knight": {"en": "Cannot be targeted (this card; by enchantment or incantation spells)",
                          "ru": "Не может становиться целью (эта карта; чар или колдовства)",
                          "pl": "Nie może stawać się celem (ta karta; zaklęć ani inkantacji)"},
    "hellfire-ants": {"en": "Its extra strikes need not share the first strike's target",
                      "ru": "Дополнительные удары этой карты не обязаны идти в ту же цель, что и первый",
                      "pl": "Dodatkowe uderzenia tej karty nie muszą trafiać w ten sam cel co pierwsze"},
    "goblin-bomber": {"en": "When declaring its Detonate attack: destroys itself as the cost",
                      "ru": "При объявлении атаки «Подрыв»: уничтожает себя в качестве платы",
                      "pl": "Przy ogłoszeniu ataku „Detonacja”: niszczy sam siebie jako koszt"},
}
NOT_SAID = {
    "goblin-bomber": {"en": "your own object (self)", "ru": "свой объект (", "pl": "własnego obiektu ("},
    "hellfire-ants": {"en": "Ignores single target", "ru": "игнорирует", "pl": "ignoruje"},
    "harshforge-knight": {"en": "type: enchantment", "ru": "тип:", "pl": "typ:"},
    "kralathor-the-devourer": {"en": "against Corporeal", "ru": "против материальн", "pl": "przeciw cielesn"},
    **{cid: {"en": "When dealing damage", "ru": "При нанесении повреждений", "pl": "Po zadaniu obrażeń"}
       for cid in ("afflicted-demon", "force-golem")},
    # the trigger said twice ("When a spell is cast, if a Healing spell … is cast or revealed")
    "disciple-of-radiance": {"en": "When a spell is cast", "ru": "При сотворении заклинания", "pl": "Przy rzuceniu czaru"},
    # Reconstruct and removed damage are no healing (a Nonliving skeleton or conjuration is never healed)
    **{cid: HEALS for cid in ("acolyte-of-the-bog-queen", "devouring-jelly", "goblin-builder")},
    "ehren-enduring-paladin": {"en": "direct damage", "ru": "прямых повреждений", "pl": "bezpośrednich obrażeń"},
    "alandell-the-blue-knight": {"en": "In its Action Phase", "ru": "В его фазе действия", "pl": "W jego Fazie Akcji"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)


DARK = {"en": "+2 vs. Dark Creatures", "ru": "+2 против Темных существ", "pl": "+2 przeciw Mrocznym stworzeniom"}


@pytest.mark.parametrize("lang", ("en", "ru", "pl"))
def test_the_cli_panel_shows_the_attacks_of_a_printing_whose_bar_differs(library, lang):
    """Joseph Trublood's Lost Grimoire printing (canonical) prints one Staff of Smiting; his Promo
    printing's bar adds Healing Light and +2 vs. Dark Creatures: both are on the panel, the
    Promo's under its printing's name; a card whose printings agree gets no such line."""
    from spellforge.cli.cmd_card import card_text

    lines = card_text(library, library.card("joseph-trublood-high-cleric"), lang).splitlines()
    promo = [ln.strip() for ln in lines if "MWPROMO11):" in ln]
    assert len(promo) == 2, lines
    assert promo[0].startswith(library.term("stat", "ability", lang) + " (") and "0–2" in promo[0], promo
    assert promo[1].startswith(library.term("stat", "attack", lang) + " (") and DARK[lang] in promo[1], promo
    canonical = [ln for ln in lines if " · 0–0 · " in ln and "MWPROMO11" not in ln]
    assert len(canonical) == 1 and DARK[lang] not in canonical[0], lines
    assert not any("):" in ln for ln in card_text(library, library.card("acid-ooze"), lang).splitlines()
                   if ln.strip().startswith(library.term("stat", "attack", lang)))


def test_the_cli_panel_shows_the_final_release_frost_damage(library):
    from spellforge.cli.cmd_card import card_text

    lines = [ln for ln in card_text(library, library.card("frost-elemental"), "en").splitlines() if "Frozen Fists" in ln]
    assert len(lines) == 2 and "Frost ·" not in lines[0] and "(Mage Wars Arena Final Release" in lines[1] \
        and "· Frost ·" in lines[1], lines


@pytest.mark.parametrize("card_id", ["elemental-drake", "unstable-fire-imp", "circle-of-light"])
def test_the_cli_panel_shows_no_other_bar_for_a_playtest_an_erratum_or_the_same_words(library, card_id):
    """Elemental Drake's other bar is a playtest set's (no printed card); Unstable Fire Imp's attacks
    are set by an erratum, which holds for every printing; Circle of Light's Promo prints "+2 vs.
    Nonliving" for "+2 vs. Nonliving Creatures", the same bar."""
    from spellforge.cli.cmd_card import card_text

    lines = card_text(library, library.card(card_id), "en").splitlines()
    assert [ln for ln in lines if ln.startswith(("  Attack (", "  Ability ("))] == [], lines
    assert library.printings_with_other_attacks(library.card(card_id)) == []
