"""Round 4 of issue 44, creatures magma-sprite … zombie-minion (docs/effects-round4/creatures-m-z.md):
each defect's cause, checked on the real cards it touches in en, ru and pl — an alternative of a
`choose` says its own duration; rows with the same qualifiers say them once, after all their effects
(Mud Golem's Life +2 per Mud token, Redclaw's two auras); "until the end of its Action Phase" (was
"for this action"); "up to"; one mummy healed, only after the damage; the hit before the damage;
lost Life is not damage; Talos' only way into play; The Embalmed keeps its traits; Tomb Guardian
with Priority; Blazing Burst named; Valshalla's enemy; Matatoomba's attackers. And the attack bars:
a `[Trample]` token begins a Trample attack, which has no action; an attack cAttacks copied from
another card takes the bar's name; an ability cAttacks writes as a dice-less attack is none."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

UNTIL_ACTION_PHASE_END = {"en": "until the end of its Action Phase", "ru": "до конца его фазы действия",
                          "pl": "do końca jego Fazy Akcji"}

SAID = {
    **{cid: UNTIL_ACTION_PHASE_END for cid in ("necropian-vampiress", "stumble")},
    # Alandell prints "until the end of the activation" (round 7)
    "alandell-the-blue-knight": {"en": "until the end of its activation", "ru": "до конца его активации",
                                 "pl": "do końca jego aktywacji"},
    "unstable-zombie": {"en": "removes Lumbering until the end of the round",
                        "ru": "убирает свойство «Неуклюжий» до конца раунда", "pl": "odbiera cechę „Ociężały” do końca rundy"},
    "mud-golem": {"en": "Gives Melee +1 and Life +2 (this card; per Mud token)",
                  "ru": "Даёт свойство «Ближняя атака +1» и жизнь +2 (эта карта; за каждый жетон «Грязь»)",
                  "pl": "Daje cechę „Walka Wręcz +1” i Życie +2 (ta karta; za każdy żeton „Błoto”)"},
    "redclaw-alpha-male": {"en": "Aura: Armor +1 and Melee +1 (friendly Canine creatures in the zone; other than this card)",
                           "ru": "Аура: «Броня +1» и «Ближняя атака +1» (дружественные существа подтипа «Псовое» в зоне",
                           "pl": "Aura: „Zbroja +1” i „Walka Wręcz +1” (przyjazne stworzenia podtypu „Psowaty” w strefie"},
    "standard-bearer": {"en": "Aura: Melee +1 and Armor +1 (friendly creatures in the zone",
                        "ru": "Аура: «Ближняя атака +1» и «Броня +1»", "pl": "Aura: „Walka Wręcz +1” i „Zbroja +1”"},
    "mort": {"en": "may Reconstruct up to 2 damage", "ru": "может восстановить не больше 2 повреждений",
             "pl": "może odbudować najwyżej 2 obrażenia"},  # round 5: heal mode reconstruct
    "priest-of-abenek": {"en": "removes 1 damage (one friendly Mummy creature in the zone; if you wish; only if it placed the damage)",
                         "ru": "(одно дружественное существо подтипа «Мумия» в зоне; по желанию; только если повреждение было нанесено)",
                         "pl": "(jedno przyjazne stworzenie podtypu „Mumia” w strefie; jeśli chcesz; tylko jeśli obrażenie zostało umieszczone)"},
    "psionic-scarab": {"en": "When attacking, after the attack hits, before its damage is dealt, if you wish, by removing 1 Dissipate token",
                       "ru": "после попадания атаки, до нанесения её повреждений",
                       "pl": "po trafieniu atakiem, zanim zostaną zadane jego obrażenia"},
    "sardonyx-blight-of-the-living": {"en": "In the Upkeep Phase: Life −2 permanently (your Mage; lost Life, which is not damage)",
                                      "ru": "жизнь −2 навсегда (ваш маг; потеря жизни — не повреждение)",
                                      "pl": "Życie −2 na stałe (twój Mag; utrata Życia, która nie jest obrażeniami)"},
    "talos": {"en": "This card comes into play (only through Altar of Domination; costs no spell points)",
              "ru": "Эта карта входит в игру (только через «Алтарь господства»",
              "pl": "Ta karta wchodzi do gry (tylko przez „Ołtarz Dominacji”"},
    "the-embalmed": {"en": "it keeps its own traits and subtypes", "ru": "она сохраняет свои свойства и подтипы",
                     "pl": "zachowuje własne cechy i podtypy"},
    "tomb-guardian": {"en": "Once per round, only when you have Priority, if you wish, by removing 1 Dissipate token",
                      "ru": "только когда у вас приоритет", "pl": "tylko gdy masz Priorytet"},
    "unstable-fire-imp": {"en": "makes an attack (Blazing Burst; this card; only if it was attacked and destroyed; "
                                "it makes this attack at no other time)",
                          "ru": "проводит атаку (Пылающий взрыв;", "pl": "wykonuje atak (Płonący Wybuch;"},
    "valshalla-lightning-angel": {"en": "only if an enemy creature's attack destroyed it",
                                  "ru": "только если его уничтожила атака вражеского существа",
                                  "pl": "tylko jeśli zniszczył je atak wrogiego stworzenia"},
    "ravenous-ghoul": {"en": "the destroyed creature's card, taken from its discard pile, is removed from the game",
                       "ru": "карта уничтоженного существа берётся из сброса и удаляется из игры",
                       "pl": "karta zniszczonego stworzenia jest brana ze stosu kart odrzuconych i usuwana z gry"},
    # the enemy is said in the trigger (i46's side event), not again as a qualifier
    "satyr-gruff": {"en": "When it attacks and damages an enemy creature: gives the Stagger condition (the defender; at least "
                          "4 damage)", "ru": "Когда атакует и наносит повреждения вражескому существу:",
                    "pl": "Gdy zaatakuje i zada obrażenia wrogiemu stworzeniu:"},
    "matatoomba-plagued-spirit": {"en": "Cannot be targeted (this card; by attacks of minor creatures without Psychic Immunity)",
                                  "ru": "атаками малых существ без свойства «Иммунитет к воздействию на разум»",
                                  "pl": "atakami pomniejszych stworzeń bez cechy „Odporność Psioniczna”"},
}
NOT_SAID = {
    **{cid: {"en": "for this action", "ru": "на это действие", "pl": "na tę akcję"}
       for cid in ("necropian-vampiress", "alandell-the-blue-knight", "stumble")},
    "mud-golem": {"en": "); life +2", "ru": "); жизнь +2", "pl": "); Życie +2"},
    "redclaw-alpha-male": {"en": "; aura: Armor +1", "ru": "; аура:", "pl": "; aura:"},
    "priest-of-abenek": {"en": "(friendly Mummy creatures in the zone)", "ru": "(дружественные существа подтипа «Мумия» в зоне)",
                         "pl": "(przyjazne stworzenia podtypu „Mumia” w strefie)"},
    "sardonyx-blight-of-the-living": {"en": "direct damage", "ru": "прям", "pl": "bezpośredni"},
    "talos": {"en": "Summons", "ru": "Вызывает", "pl": "Wzywa"},
    "unstable-fire-imp": {"en": "its only attack", "ru": "единственная атака", "pl": "jedyny atak"},
    "ravenous-ghoul": {"en": "removes that card", "ru": "убирает эту карту из игры", "pl": "usuwa tę kartę z gry"},
    "matatoomba-plagued-spirit": {"en": "minor only", "ru": "только малые", "pl": "tylko pomniejsze"},
}


test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID)



def _attacks(library, card_id):
    return {a.name: a for a in library.card(card_id).attacks}


def test_trample_begins_its_own_attack_and_takes_no_action(library):
    """`… [+2 vs. Corporeal Conjurations] [Trample] [Melee] [Dice=7]`: Trample is Thundering
    Footsteps', not Gore's; Spark Elemental's bar is `Shock: [Trample] [Lightning] [Dice=4] …`
    where its cAttacks copies Sherean Leviathan's quick Endless Maw."""
    for card_id, first, trample in (("titanodon", "Gore", "Thundering Footsteps"),
                                    ("woolly-rhinoceros", "Great Horn", "Crushing Hooves")):
        attacks = _attacks(library, card_id)
        assert "Trample" not in {t.keyword for t in attacks[first].traits}, card_id
        assert "Trample" in {t.keyword for t in attacks[trample].traits} and attacks[trample].action is None, card_id
    spark = _attacks(library, "spark-elemental")
    assert list(spark) == ["Shock"]
    assert spark["Shock"].action is None and spark["Shock"].dice == 4 and spark["Shock"].damage_type == "Lightning"
    assert "Endless Maw" in _attacks(library, "sherean-leviathan")


def test_an_ability_written_as_an_attack_is_no_attack(library):
    """Otto Kronig's Reinforce (an Armor token or Reconstruct 2) is a row of db/effects, not a
    0-dice ranged attack on the card panel."""
    assert list(_attacks(library, "otto-kronig-master-engineer")) == ["Maul"]
    assert {e.kind for e in library.effects("otto-kronig-master-engineer").effects} >= {"token", "heal"}
