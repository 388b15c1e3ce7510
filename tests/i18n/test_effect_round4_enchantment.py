"""Round 4 of issue 44, the Enchantment cards (docs/effects-round4/enchantment.md): each cause
found by reading all 162 against the printed text, checked on real cards in en, ru and pl, with
the other cards that share it. The strings are the facts' own words (template rows): a trigger
the bearer makes (casts a spell, takes a move action, attacks and damages an enemy creature), a
card destroyed after its attack rather than when attacking, a card that moves itself (not the
bearer), a payment that is the opponent's, "cannot gain", "never below 1 die", a random target
that may be the same, whose choice a curse's choice is, what Death Link heals, one aura of
several traits."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

BEARER_CASTS = {"en": "When the bearer casts a spell", "ru": "огда носитель колдует заклинание",
                "pl": "dy nosiciel rzuca czar"}
MOVE_ACTION = {"en": "When taking a move action", "ru": "При выполнении передвижения", "pl": "Przy wykonywaniu akcji ruchu"}
DAMAGES_ENEMY = {"en": "when the bearer attacks and damages an enemy creature",
                 "ru": "когда носитель атакует и наносит повреждения вражескому существу",
                 "pl": "gdy nosiciel zaatakuje i zada obrażenia wrogiemu stworzeniu"}

SAID = {
    # the bearer casts the spell (Magebane hurt any caster's spell; Jinx, Paladin's Cloak share the event)
    "jinx": BEARER_CASTS,  # Paladin's Cloak: "when your Mage casts a Healing incantation" (the equipment test)
    "magebane": {"en": "When the bearer casts a spell: deals 1 direct damage (the bearer; once the spell resolves)",
                 "ru": "Когда носитель колдует заклинание: наносит 1 прямое повреждение (носитель; после розыгрыша заклинания)",
                 "pl": "Gdy nosiciel rzuca czar: zadaje 1 obrażenie bezpośrednie (nosiciel; po rozpatrzeniu czaru)"},
    # a move action, not any move (Chains of Agony; Suppression Orb by the same event)
    **{cid: MOVE_ACTION for cid in ("chains-of-agony", "suppression-orb")},
    # the side is the damaged creature's (Demonic Link gave "enemies only; living only" to your Mage)
    **{cid: DAMAGES_ENEMY for cid in ("promotion", "fortified-resolve", "corrosive-concoction")},
    "demonic-link": {"en": "when the bearer attacks and damages a Living enemy creature, if you wish: heals 1 damage "
                           "(the bearer's controller).",  # the printed "may"; the Demon's Mage (round 6)
                     "ru": "когда носитель атакует и наносит повреждения живому вражескому существу, по желанию: "
                           "лечение: убирает 1 повреждение (игрок, контролирующий носителя).",
                     "pl": "gdy nosiciel zaatakuje i zada obrażenia żyjącemu wrogiemu stworzeniu, jeśli chcesz: "
                           "leczenie: usuwa 1 obrażenie (gracz kontrolujący nosiciela)."},
    "gerard-matranga": {"en": "When it attacks and damages an enemy creature: places 1 Gold token",
                        "ru": "Когда атакует и наносит повреждения вражескому существу: кладёт 1 жетон «Золото»",
                        "pl": "Gdy zaatakuje i zada obrażenia wrogiemu stworzeniu: kładzie 1 żeton „Złoto”"},
    # destroyed at the end of / after the attack, not when attacking
    "badger-frenzy": {"en": "After that attack: this card is destroyed.",
                      "ru": "После этой атаки: эта карта уничтожается.",
                      "pl": "Po tym ataku: ta karta zostaje zniszczona."},
    "lesser-invisibility": {"en": "After the bearer makes an attack: this card is destroyed.",
                            "ru": "После того как носитель совершит атаку: эта карта уничтожается.",
                            "pl": "Po tym, jak nosiciel wykona atak: ta karta zostaje zniszczona."},
    # Blind's creature attacks and misses on 6 or less of the effect die
    "blind": {"en": "on a roll of 1-6: cannot hit (the bearer)", "ru": "при броске 1-6: не может попасть (носитель)",
              "pl": "przy wyniku 1-6: nie może trafić (nosiciel)"},
    # the card moves, or your enchantments move: never the bearer
    "joined-strength": {"en": "When the bearer is destroyed, if you wish, for 1 mana: moves this card (to a new creature in your Mage's zone)",
                        "ru": "При уничтожении носителя, по желанию, за 1 ману: перемещает эту карту (на новое существо в зоне вашего мага)",
                        "pl": "Po zniszczeniu nosiciela, jeśli chcesz, za 1 punkt many: przenosi tę kartę (na nowe stworzenie "
                              "w strefie twojego Maga)"},
    "enchantment-transfusion": {"en": "any of your enchantments on the bearer, to one other legal creature",
                                "ru": "любые ваши чары с носителя — на одно другое допустимое существо",
                                "pl": "dowolne twoje zaklęcia z nosiciela — na jedno inne dozwolone stworzenie"},
    # the opponent pays to destroy it; you pay nothing
    "armor-ward": {"en": "unless the opponent pays 4 mana", "ru": "если противник не заплатит 4 маны",
                   "pl": "chyba że przeciwnik zapłaci 4 punkty many"},
    "adramelechs-touch": {"en": "When a Burn condition on the bearer rolls a 0, if you wish, for 1 mana:",
                          "ru": "Когда на состоянии «Горение» носителя выпадает 0, по желанию, за 1 ману:",
                          "pl": "Gdy na stanie „Podpalenie” nosiciela wypadnie 0, jeśli chcesz, za 1 punkt many:"},
    "deep-freeze": {"en": "Removes Melting while attached (the bearer; and cannot gain it)",
                    "ru": "Убирает свойство «Таяние», пока карта присоединена (носитель; и не может его получить)",
                    "pl": "Odbiera cechę „Topnienie”, dopóki karta jest dołączona (nosiciel; i nie może jej zyskać)"},
    "form-ranks": {"en": "never below 1 attack die; against a friendly minor Soldier in this zone",
                   "ru": "но не меньше 1 кубика атаки; против дружественного малого солдата в этой зоне",
                   "pl": "ale nie mniej niż 1 kość ataku; przeciwko przyjaznemu pomniejszemu Żołnierzowi w tej strefie"},
    "forcefield": {"en": "removing one is obligatory, before the Avoid Attack step",
                   "ru": "снять жетон обязательно, до шага уклонения от атаки",
                   "pl": "zdjęcie żetonu jest obowiązkowe, przed krokiem Uniku ataku"},
    "dig-in": {"en": "When a friendly Soldier creature in this zone ends its activation, if you wish, for 2 mana: gives a guard "
                     "marker (on that creature",
               "ru": "Когда дружественное существо-солдат в этой зоне завершает активацию, по желанию, за 2 маны: кладёт жетон "
                     "обороны (на это существо",
               "pl": "Gdy przyjazne stworzenie-żołnierz w tej strefie kończy aktywację, jeśli chcesz, za 2 punkty many: kładzie "
                     "żeton Straży (na to stworzenie"},
    "stumble": {"en": "cannot move until the end of its Action Phase", "ru": "не может передвигаться до конца его фазы действия",
                "pl": "nie może się poruszać do końca jego Fazy Akcji"},
    "confusion": {"en": "redirects the attack (the bearer; melee attacks; counterstrikes too; the target is chosen at "
                        "random among all it may attack, the first one included",
                  "ru": "цель выбирается случайно среди всех доступных, включая первую",
                  "pl": "cel jest losowany spośród wszystkich dozwolonych, łącznie z pierwszym"},
    "curse-of-servitude": {"en": "the creature's controller makes this choice", "ru": "этот выбор делает контролирующий существо",
                           "pl": "tego wyboru dokonuje kontrolujący stworzenie"},
    "death-link": {"en": "heals 2 damage (your Mage; any amount up to 2", "ru": "убирает 2 повреждения (ваш маг; любое количество до 2",
                   "pl": "usuwa 2 obrażenia (twój Mag; dowolną liczbę do 2"},
    # a condition or a timing said before the effect (against whom; when it is paid)
    "chakra-of-protection": {"en": "While no Mage controls fewer creatures than you, against the bearer: −1 attack die",
                             "ru": "Пока ни один маг не контролирует меньше существ, чем вы, против носителя: −1 кубик атаки",
                             "pl": "Dopóki żaden Mag nie kontroluje mniej stworzeń niż ty, przeciw nosicielowi: −1 kość ataku"},
    "fire-at-will": {"en": "When a friendly creature declares an attack, if you wish, for 2 mana: gives Unavoidable for this attack",
                     "ru": "Когда дружественное существо объявляет атаку, по желанию, за 2 маны: даёт свойство «Неизбежная» на эту атаку",
                     "pl": "Gdy przyjazne stworzenie deklaruje atak, jeśli chcesz, za 2 punkty many: daje cechę „Nieunikniony” na ten atak"},
    "press-the-attack": {"en": "At the Roll Dice step of its melee attack, if you wish, for 2 mana: re-rolls",
                         "ru": "На шаге «Бросок кубиков» его ближней атаки, по желанию, за 2 маны:",
                         "pl": "W kroku „Rzut kośćmi” jego ataku wręcz, jeśli chcesz, za 2 punkty many:"},
    "sanctuary": {"en": "During an action or an activation: cannot be revealed", "ru": "Во время действия или активации:",
                  "pl": "Podczas akcji lub aktywacji:"},
    "divine-reversal": {"en": "up to 2 of that attack's damage", "ru": "до 2 повреждений от этой атаки", "pl": "do 2 obrażeń z tego ataku"},
    # several traits of one aura are one clause with its qualifiers said once
    "standard-bearer": {"en": "Aura: Melee +1 and Armor +1 (friendly creatures in the zone; other than the bearer).",
                        "ru": "Аура: «Ближняя атака +1» и «Броня +1» (дружественные существа в зоне; кроме носителя).",
                        "pl": "Aura: „Walka Wręcz +1” i „Zbroja +1” (przyjazne stworzenia w strefie; poza nosicielem)."},
}
NOT_SAID = {
    "magebane": {"en": "When a spell is cast", "ru": "При сотворении заклинания", "pl": "Przy rzuceniu czaru"},
    "chains-of-agony": {"en": "When moving", "ru": "При передвижении:", "pl": "Przy ruchu:"},
    "demonic-link": {"en": "living only", "ru": "только живые", "pl": "tylko żyjące"},
    "promotion": {"en": "(enemies only)", "ru": "(только вражеские)", "pl": "(tylko wrogie)"},
    **{cid: {"en": "When attacking: this card is destroyed", "ru": "При собственной атаке: эта карта уничтожается",
             "pl": "Przy własnym ataku: ta karta zostaje zniszczona"} for cid in ("badger-frenzy", "lesser-invisibility")},
    "blind": {"en": "cannot attack", "ru": "не может атаковать", "pl": "nie może atakować"},
    **{cid: {"en": "moves the object (the bearer", "ru": "перемещает объект (носитель", "pl": "przenosi obiekt (nosiciel"}
       for cid in ("joined-strength", "enchantment-transfusion")},
    "armor-ward": {"en": "For 4 mana", "ru": "За 4 маны", "pl": "Za 4 punkty many"},
    "stumble": {"en": "for this action", "ru": "на это действие", "pl": "na tę akcję"},
    "confusion": {"en": "to another object", "ru": "на другой объект", "pl": "na inny obiekt"},
    "reverse-attack": {"en": "to another object", "ru": "на другой объект", "pl": "na inny obiekt"},
    "form-ranks": {"en": "subtype: Soldier; for a minor", "ru": "подтип: Солдат; для малого", "pl": "podtyp: Żołnierz; dla"},
    "death-link": {"en": "heals X damage", "ru": "убирает X повреждений", "pl": "usuwa X obrażeń"},
    "standard-bearer": {"en": "; aura: Melee +1", "ru": "; аура:", "pl": "; aura:"},
}


test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)



def test_the_facts_say_it_too(library):
    """The data, whatever the sentence: Blind's attack misses (a restriction on hitting, not on
    attacking), Joined Strength moves itself, Armor Ward asks nothing of its controller."""
    blind = [e for e in library.effects("blind").effects if e.kind == "restrict"]
    assert [e.arg for e in blind] == ["hit"]
    joined = [e for e in library.effects("joined-strength").effects if e.kind == "move"]
    assert [e.target for e in joined] == ["self"]
    ward = library.effects("armor-ward").effects
    assert all("pay" not in e.conditions for e in ward)
