"""Round 4 of issue 44, the Conjuration cards (docs/effects-round4/conjuration.md): each cause
found by reading all 100 against their printed text, checked on real cards in en, ru and pl
through the fact's own words (template rows), and what the summary no longer claims."""

from __future__ import annotations

import pytest

LANGS = ("en", "ru", "pl")

ONE_SPELL = {"en": "as a spawnpoint, casts one spell", "ru": "как точка вызова колдует одно заклинание",
             "pl": "jako Miejsce Przywołań rzuca jeden czar"}
ENTER_HERE = {"en": "creatures you summon may enter play in this card's zone",
              "ru": "вызываемые вами существа могут появляться в зоне этой карты",
              "pl": "wzywane przez ciebie stworzenia mogą pojawiać się w strefie tej karty"}
DAMAGE_STEP = {"en": "when the Damage and Effects step ends", "ru": "в конце шага «Повреждения и эффекты»",
               "pl": "na końcu kroku „Obrażenia i efekty”"}

SAID = [  # (card, what its summary says)
    # a spawnpoint casts one spell each Deployment Phase, not "spells"
    *[(cid, ONE_SPELL) for cid in ("battle-forge", "samara-tree", "vine-tree")],
    # the card summons nothing: your summons may enter play in its zone
    *[(cid, ENTER_HERE) for cid in ("garrison-post", "gate-to-hell")],
    ("garrison-post", ENTER_HERE | {"en": "creatures you summon may enter play in this card's zone (subtype: Soldier; "
                                          "summoned by your Mage or by one of your War spawnpoints, regardless of range or line of sight)"}),
    ("gate-to-hell", {"en": "While open: creatures you summon may enter play", "ru": "Пока открыты: вызываемые вами существа",
                      "pl": "Dopóki są otwarte: wzywane przez ciebie stworzenia"}),
    # the creature that takes the full action is a friendly Cleric
    ("altar-of-skulls", {"en": "places 1 Skull token on this card (by a friendly Cleric creature in its zone)",
                         "ru": "(дружественным существом подтипа «Священник» в её зоне)",
                         "pl": "(przez przyjazne stworzenie podtypu „Kleryk” w jej strefie)"}),
    ("temple-of-asyra", {"en": "gives 1 mana (this card; by a friendly Cleric creature)",
                         "ru": "дружественным существом подтипа «Священник»", "pl": "przez przyjazne stworzenie podtypu „Kleryk”"}),
    # each trait while you control that kind of Animal, not the Mage's subtype
    ("animal-kinship", {"en": "While you control a Reptile creature: gives Armor +1 (your Mage)",
                        "ru": "Пока вы контролируете существо подтипа «Рептилия»: даёт свойство «Броня +1» (ваш маг)",
                        "pl": "Dopóki kontrolujesz stworzenie podtypu „Gad”: daje cechę „Zbroja +1” (twój Mag)"}),
    # whose cost, whose level, and when (the Mist tokens)
    ("corrosive-orchid", {"en": "for the Mist token and that equipment's casting cost",
                          "ru": "за жетон «Туман» и стоимость сотворения этого снаряжения",
                          "pl": "za żeton „Mgła” i koszt rzucenia tego ekwipunku"}),
    ("nightshade-lotus", {"en": "that creature's Level + 2 in mana", "ru": "ману, равную уровню этого существа + 2",
                          "pl": "tyle many, ile wynosi poziom tego stworzenia + 2"}),
    ("crusade-banner", {"en": "Against this object, attacks not of the Flame type: −2 attack dice",
                        "ru": "Против этого объекта, атаки не типа «Огонь»: −2 кубика атаки",
                        "pl": "Przeciw temu obiektowi, ataki nie typu „Ogień”: −2 kości ataku"}),
    ("healing-tree", {"en": "Once per round, when you have Priority, if you wish: heals 2 damage",
                      "ru": "Раз в раунд, когда у вас приоритет, по желанию: лечение",
                      "pl": "Raz na rundę, gdy masz Priorytet, jeśli chcesz: leczenie"}),
    ("raincloud", {"en": "removes the Burn condition or removes the Corrode condition (one object in the zone)",
                   "ru": "снимает состояние «Горение» или снимает состояние «Коррозия» (один объект в зоне)",
                   "pl": "usuwa stan „Podpalenie” lub usuwa stan „Korozja” (jeden obiekt w strefie)"}),
    ("thunderstorm", {"en": "On removing a Dissipate token: makes an attack", "ru": "При снятии жетона «Иссякание»: проводит атаку",
                      "pl": "Przy zdjęciu żetonu „Zanikanie”: wykonuje atak"}),
    ("vine-tree", {"en": "places 1 Vine marker", "ru": "кладёт 1 жетон лозы", "pl": "kładzie 1 znacznik Pnącza"}),
    ("seedling-pod", {"en": "or one Plant conjuration; the spell targets its zone, an object in it or one of its borders",
                      "ru": "или одно заклятие-растение; заклинание нацелено на её зону",
                      "pl": "lub jedno przywołanie-roślinę; czar celuje w jej strefę"}),
    ("samara-tree", {"en": "Gives Cantrip (your Seedling Pod spells)", "ru": "Даёт свойство «Уловка» (ваши заклинания «Семенная коробочка»)",
                     "pl": "Daje cechę „Sztuczka” (twoje czary „Nasienny Strąk”)"}),
    ("temple-of-light", {"en": "X attack dice, X at least 1 and at most your temple count", "ru": "X кубиков атаки, X от 1 до числа ваших храмов",
                         "pl": "X kości ataku, X od 1 do liczby twoich świątyń"}),
    ("ziggurat-of-undeath", {"en": "if you wish, for half its casting cost, rounding up",
                             "ru": "по желанию, за половину стоимости сотворения, с округлением вверх",
                             "pl": "jeśli chcesz, za połowę kosztu rzucenia, zaokrągloną w górę"}),
    ("ziggurat-of-undeath", {"en": "places X damage on it (X = its level)", "ru": "кладёт на него X повреждений",
                             "pl": "kładzie na nim X obrażeń"}),
    ("galaxxus", {"en": "Cannot be placed (this card; except where there is no V'Tar Orb, next to the zone of one of your V'Tar Orbs)",
                  "ru": "кроме зоны без Сферы В'Тара, соседней с зоной с вашей Сферой В'Тара",
                  "pl": "poza strefą bez Kuli V'Tar, sąsiednią ze strefą z twoją Kulą V'Tar"}),
    ("volcano", {"en": "When its last Dissipate token is removed: makes an attack (all objects in the zone; made before it is destroyed)",
                 "ru": "проводится до уничтожения этой карты", "pl": "wykonywany przed zniszczeniem tej karty"}),
    ("altar-of-domination", {"en": "into this card's zone", "ru": "в зону этой карты", "pl": "do strefy tej karty"}),
    ("wall-of-thorns", {"en": "Cannot move through this wall (all creatures; level 2+; unless it is a full action)",
                        "ru": "Не может проходить сквозь эту стену", "pl": "Nie może przechodzić przez tę ścianę"}),
    *[(cid, {"en": "When a creature enters the zone: makes an attack (the creature that entered", "ru": "При входе в зону: проводит атаку (вошедшее существо",
             "pl": "Przy wejściu do strefy: wykonuje atak (stworzenie, które weszło"}) for cid in ("bed-of-urchins", "mangler-caltrops")],
    ("freeze-weapon", {"en": "non-trait ability", "ru": "способности, не являющиеся свойствами", "pl": "zdolności niebędące cechami"}),
]
SUMMONS = {"en": "summons a creature", "ru": "вызывает существо", "pl": "wzywa stworzenie"}
ACTIVATED = {"en": "when activated", "ru": "при активации", "pl": "po aktywacji"}
NOT_SAID = [  # (card, what its summary no longer says)
    *[(cid, {"en": "casts spells", "ru": "точка вызова колдует (", "pl": "rzuca czary"})
      for cid in ("battle-forge", "samara-tree", "vine-tree")],
    ("garrison-post", SUMMONS), ("gate-to-hell", SUMMONS), ("gate-to-hell", ACTIVATED), ("healing-tree", ACTIVATED),
    ("vine-tree", {"en": "summons Vine", "ru": "вызывает: Лоза", "pl": "wzywa: Pnącze"}),
    ("animal-kinship", {"en": "subtype:", "ru": "подтип:", "pl": "podtyp:"}),
    ("samara-tree", {"en": "Cantrip (your Mage", "ru": "«Уловка» (ваш маг", "pl": "„Sztuczka” (twój Mag"}),
    ("thunderstorm", {"en": "Upkeep", "ru": "поддержки", "pl": "Utrzymania"}),
    ("raincloud", {"en": "(all objects in the zone); removes", "ru": "(все объекты в зоне); снимает",
                   "pl": "(wszystkie obiekty w strefie); usuwa"}),
    ("volcano", {"en": "When destroyed", "ru": "При уничтожении", "pl": "Po zniszczeniu"}),
]


@pytest.mark.parametrize(("card_id", "words"), SAID, ids=[f"{c}-{w['en'][:30]}" for c, w in SAID])
def test_the_summary_says_it(library, card_id, words):
    for lang in LANGS:
        summary = library.summary(card_id, lang)
        assert words[lang].casefold() in summary.casefold(), (lang, summary)


@pytest.mark.parametrize(("card_id", "words"), NOT_SAID, ids=[f"{c}-{w['en']}" for c, w in NOT_SAID])
def test_the_summary_no_longer_says_it(library, card_id, words):
    for lang in LANGS:
        summary = library.summary(card_id, lang)
        assert words[lang] not in summary, (lang, summary)


def test_the_mist_tokens_act_at_the_end_of_the_damage_step(library):
    for card_id in ("corrosive-orchid", "nightshade-lotus"):
        for lang in LANGS:
            assert DAMAGE_STEP[lang] in library.summary(card_id, lang), (card_id, lang)


def test_graveyard_takes_mana_for_the_first_creature_of_a_round_only(library):
    """Errata-digest L329: the mana cannot be saved for a later creature."""
    said = {"en": "The first time each round, when a creature is destroyed", "ru": "В первый раз за раунд",
            "pl": "Za pierwszym razem w rundzie"}
    for lang in LANGS:
        summary = library.summary("graveyard", lang)
        assert said[lang] in summary and not summary.startswith(("Once per round", "Раз в раунд", "Raz na rundę")), summary


def test_wall_of_force_states_its_wall_symbols_as_traits_not_an_attack(library):
    """The Domination printing's cAttacks `Passage Blocked=True;Line of Sight Blocked=True` (bar
    `[Passage Blocked] [Line of Sight Blocked]`) was a 0-dice attack; it is two traits."""
    card = library.card("wall-of-force")
    traits = {t.keyword for t in card.traits}
    assert {"Passage Blocked", "Blocks LOS"} <= traits
    assert card.attacks == ()


def test_animal_kinship_still_plays_its_kinship_traits():
    """The goldfish reads the per-Animal condition from the same rows (sim/cards/conditional.py)."""
    from spellforge.domain.effects import Effect
    from spellforge.sim.cards.conditional import conditional_tags

    rows = [Effect(kind="grant_trait", arg="Armor +1", target="controller",
                   condition="state=while you control a reptile")]
    assert conditional_tags(None, rows).get("kin:Reptile:Armor") == 1


def test_an_attack_of_x_dice_keeps_its_x(library):
    """Temple of Light's bar says Dice=X (X from 1 to your temples): the panel showed "0 dice"."""
    from spellforge.convert.attack_bar import parse_attack_bar, reconcile
    from spellforge.convert.octgn_sets import parse_attacks

    c_attacks = parse_attacks("name=Light Blast;range type=Ranged;range=(0,2);damage type=Light;dice=X")
    attacks, _ = reconcile("Temple of Light", c_attacks, parse_attack_bar("[Ranged:0-2] [Light] [Dice=X] [d12]"))
    assert attacks[0]["dice_x"] == "X"
    assert [a.dice_text for a in library.card("temple-of-light").attacks] == ["X"]
    assert [a.dice_x for a in library.card("ballista").attacks] == [None]


def test_a_walls_attack_is_neither_melee_nor_ranged(library):
    """000 L1004, 004 L1016: the passage attack is its own kind (the panels said "Ranged attack")."""
    assert {a.kind for a in library.card("wall-of-pikes").attacks} == {"passage"}
    assert {a.kind for a in library.card("bed-of-urchins").attacks} == {"melee"}  # not a wall: its bar says Melee
    assert [library.term("attack_kind", "passage", lang) for lang in LANGS] == \
        ["Passage attack", "Атака при проходе", "Atak Ściany"]


def test_the_cli_card_panel_says_what_the_bar_restricts(library):
    """The bar's "Can only target Corporeal Conjurations" (Akiro's Hammer) and "per Gold token"
    (Gerard Matranga) were on the GUI panel only; `spellforge card` now says them too."""
    from spellforge.cli.cmd_card import card_text

    said = {"en": ("Can only target: Corporeal Conjurations", "Piercing +1 per Gold token"),
            "ru": ("Может атаковать только: Материальные заклятия", "Проникающая атака +1 за каждый жетон «Золото»"),
            "pl": ("Może atakować tylko: Cielesne przywołania", "Przebijający +1 za każdy żeton „Złoto”")}
    for lang in LANGS:
        assert said[lang][0] in card_text(library, library.card("akiros-hammer"), lang)
        assert said[lang][1] in card_text(library, library.card_by_name("Gerard Matranga"), lang)
