"""A row without a trigger that follows a triggered row (or a hidden enchantment's "can be
revealed when…" row) happens because of it, so it is said in that row's sentence (issue 36,
cause 5): Glancing Blow is destroyed only after it was revealed, Rage Tonic only when its last
Charge token went, never unconditionally."""

from __future__ import annotations

from spellforge.i18n.effect_summary import follows


def test_a_revealed_enchantments_effects_and_its_destruction_are_one_sentence(library):
    s = {lang: library.summary("glancing-blow", lang) for lang in ("en", "ru", "pl")}
    # Glancing Blow's card says it must be revealed (issue 44): the sentence says so
    assert s["en"] == ("Must be revealed when attacked (as the Roll Dice step begins): −3 attack dice for this attack (the attacker; never below "
                       "1 attack die); this card is destroyed.")
    assert s["ru"] == ("Эти чары обязательно открываются при атаке на носителя (в начале шага «Бросок кубиков»): −3 кубика атаки на эту атаку (атакующий; "
                       "но не меньше 1 кубика атаки); эта карта уничтожается.")
    assert s["pl"] == ("To zaklęcie musi zostać odkryte przy ataku na nosiciela (na początku kroku „Rzut kośćmi”): −3 kości ataku na ten atak (atakujący; "
                       "ale nie mniej niż 1 kość ataku); ta karta zostaje zniszczona.")
    defend_me = library.summary("defend-me", "en")
    # only when an ENEMY creature activates (issue 44, round 3): not "in its Action Phase (enemies only)"
    assert defend_me.startswith("Can only be revealed when an enemy creature is activated: gives a guard marker (the bearer); "
                                "this card is destroyed. When the bearer is a minor creature: reveal cost −1")


def test_a_follow_up_stays_with_its_trigger(library):
    tonic = {lang: library.summary("rage-tonic", lang) for lang in ("en", "ru", "pl")}
    assert "living only); this card is destroyed (when no Charge tokens are left)." in tonic["en"]
    # what opens the rule comes first (issue 44): once per round, then the trigger, then the payment
    assert tonic["en"].startswith("When cast: places 3 Charge tokens on this card. Once per round, when you have Priority, "
                                  "if you wish, by removing 1 Charge token: gives Melee +1")
    assert "; эта карта уничтожается (когда жетонов «Заряд» не осталось)." in tonic["ru"]
    assert "; ta karta zostaje zniszczona (gdy nie zostanie żaden żeton „Ładunek”)." in tonic["pl"]
    rise = library.summary("rise-again", "en")
    assert rise.startswith("When the bearer is destroyed, if you wish, for half its casting cost, rounding up: puts the creature back into play") and rise.count(".") == 1
    assert "; gives the Zombie condition; " in rise  # "(the bearer)" is said once in the sentence (issue 44)


def test_lasting_effects_keep_their_own_sentence(library):
    # Promotion's Armor +1 lasts while attached: not a consequence of the reveal
    promotion = library.summary("promotion", "en")
    # the two traits it gives while attached are one clause (issue 44)
    assert promotion.startswith("Can only be revealed when the bearer attacks and damages an enemy creature. Gives Armor +1 and Melee +1 while attached "
                                "(the bearer).")
    # an untriggered ability put first is not tied to the triggered ones after it
    pillar = library.summary("pillar-of-righteous-flame", "en")
    assert pillar.startswith("On removing a Dissipate token: makes an attack (target: creature in the same zone; enemies "
                             "only). When cast:")
    assert not follows({"kind": "grant_trait", "arg": "Melee +1", "duration": "attached"})
    assert follows({"kind": "destroy", "arg": "self"})
    assert not follows({"kind": "destroy", "arg": "self", "trigger": "upkeep"})


def test_eye_for_an_eye_says_what_the_attacker_suffers(library):
    s = {lang: library.summary("eye-for-an-eye", lang) for lang in ("en", "ru", "pl")}
    assert s["en"] == ("Can only be revealed when attacked (before the Roll Dice step): suffers the same damage and effects "
                       "as the defender for this attack (the attacker); this card is destroyed.")
    assert "(до шага «Бросок кубиков»): получает те же повреждения и эффекты, что и защищающийся на эту атаку (атакующий" in s["ru"]
    assert "(przed krokiem „Rzut kośćmi”): otrzymuje te same obrażenia i efekty co broniący się na ten atak (atakujący" in s["pl"]
    assert "redirect" not in s["en"].lower()  # the defender is not spared: it was never a redirect


def test_a_damage_type_is_said_once_without_a_second_parenthesis(library):
    s = {lang: library.summary("ice-spikes", lang) for lang in ("en", "ru", "pl")}
    # each non-Frost creature of its zone as it activates (issue 44, round 3: was "In its Action Phase")
    assert s["en"].startswith("Deals 2 direct Frost damage (to each creature in its zone as it activates;")
    assert "Наносит 2 прямых повреждения типа «Холод» (каждому существу в её зоне при его активации;" in s["ru"]
    assert "Zadaje 2 obrażenia bezpośrednie typu „Mróz” (każdemu stworzeniu w jej strefie, gdy się aktywuje;" in s["pl"]
    assert all(") (" not in text for text in s.values())


def test_no_summary_opens_a_second_parenthesis_after_the_first(library):
    """A core that ends in a parenthesis ("casts spells (equipment)", "counters a spell (attack)")
    takes the details into it: one parenthesis per sentence part, in every language."""
    assert library.summary("battle-forge", "en") == "In the Deployment Phase, if you wish: as a spawnpoint, casts one spell (equipment; this card)."
    doubled = [(card.id, lang) for card in library.spells() for lang in ("en", "ru", "pl")
               if ") (" in library.summary(card.id, lang)]
    assert doubled == []
    nested = [(card.id, lang) for card in library.spells() for lang in ("en", "ru", "pl")
              if opens_inside(library.summary(card.id, lang))]
    assert nested == []  # "(X = its cost (cast plus reveal))" reads as a typo: one level only


def opens_inside(text: str) -> bool:
    """Whether a parenthesis opens inside another one."""
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if ch == "(" and depth > 1:
            return True
    return False
