"""`spellforge card` as a player reads it: the attack bar's dice counted in each language."""

from __future__ import annotations

import json

import pytest

from tests.cli.runner import run


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


@pytest.mark.parametrize(("lang", "one", "none"), [("en", "· 1 die ·", "· 0 dice ·"), ("pl", "· 1 kość ·", "· 0 kości ·"),
                                                  ("ru", "· 1 куб. ·", "· 0 куб. ·")])
def test_the_unstable_fire_imps_two_attacks_count_their_dice(capsys, lang, one, none):
    """Its OCTGN attack field holds only its name; the errata table gives the attack bar's two
    attacks (a quick melee of 1 die, a zone burst of 0 dice with Burn on 5+)."""
    code, out, _ = run(capsys, "card", "Unstable Fire Imp", "--lang", lang)
    attacks = [line for line in out.splitlines() if "0–0" in line and ("9+" in line or "5+" in line)]
    assert code == 0 and len(attacks) == 2
    assert one in attacks[0] and none in attacks[1]


@pytest.mark.parametrize(("lang", "quick", "full"), [("en", "Quick action", "Full action"),
                                                     ("ru", "Быстрое действие", "Полное действие"),
                                                     ("pl", "Szybka akcja", "Pełna akcja")])
def test_sir_corazins_quick_strike_and_full_action_blades_look_different(capsys, lang, quick, full):
    """His attack bar (OCTGN AttackBar): Quick Strike is a quick action, Flashing Blades (twice:
    Doublestrike or Sweeping) a full action; the line of each attack says which."""
    code, out, _ = run(capsys, "card", "Sir Corazin, Blademaster", "--lang", lang)
    attacks = [line for line in out.splitlines() if "· 0–0 ·" in line]
    assert code == 0 and len(attacks) == 3
    assert f"· {quick} ·" in attacks[0] and all(f"· {full} ·" in a for a in attacks[1:]), attacks


@pytest.mark.parametrize(("lang", "x_dice"), [("en", "· X dice ·"), ("ru", "· X куб. ·"), ("pl", "· X kości ·")])
@pytest.mark.parametrize("card", ["Combustion", "Lightning Raptor", "Temple of Light"])
def test_an_attack_of_x_dice_says_x_not_zero(capsys, lang, x_dice, card):
    """The bar prints `Dice=X` (Combustion: two per Burn removed; the Raptor: its Charge tokens):
    no number, so the panel says X, never the 0 that cAttacks stores."""
    code, out, _ = run(capsys, "card", card, "--lang", lang, "--json")
    assert code == 0 and [a["dice"] for a in json.loads(out)["attacks"]] == ["X"]
    code, out, _ = run(capsys, "card", card, "--lang", lang)
    attacks = [line for line in out.splitlines() if x_dice in line]
    assert code == 0 and len(attacks) == 1 and "· 0 " not in attacks[0], out


@pytest.mark.parametrize(("card", "trait"), [("Circle of Fire", "Damage Barrier"), ("Wall of Fire", "Passage Attacks"),
                                            ("Hellfire Trap", "Unavoidable")])
def test_an_attack_the_bar_gives_no_kind_is_neither_melee_nor_ranged(capsys, card, trait):
    """A damage barrier, a wall's passage attack and a trap's attack are neither melee nor ranged
    (000 L1511-1529); their bars print no kind and no range, and the panel adds none."""
    for lang, words in (("en", ("Melee", "Ranged")), ("ru", ("Ближняя", "Дальняя")), ("pl", ("wręcz", "dystansowy"))):
        code, out, _ = run(capsys, "card", card, "--lang", lang)
        line = next(x for x in out.splitlines() if x.strip().startswith(("Attack:", "Атака:", "Atak:")))
        assert code == 0 and not any(w in line for w in words) and "0–0" not in line, line
    code, out, _ = run(capsys, "card", "Fireball")
    assert "Ranged attack · 0–2" in out  # an attack spell's bar prints its kind: kept


@pytest.mark.parametrize(("lang", "ability"), [("en", "Ability:"), ("ru", "Способность:"), ("pl", "Umiejętność:")])
def test_a_spell_printed_in_the_bar_is_an_ability_not_a_zero_dice_attack(capsys, lang, ability):
    """Dispel Wand's bar prints two spells with their cost, action and range, no dice: abilities of
    the wand (glossary #146, the ability bar), never "Ranged attack · 0 dice"."""
    code, out, _ = run(capsys, "card", "Dispel Wand", "--lang", lang)
    lines = [x for x in out.splitlines() if x.strip().startswith(ability)]
    assert code == 0 and len(lines) == 2 and not any("0 " in x.split("·")[-1] for x in lines), out
    assert not any(x.strip().startswith(("Attack:", "Атака:", "Atak:")) for x in out.splitlines())


def test_an_attack_spell_reaches_as_far_as_the_spell(capsys):
    """Snowstorm's OCTGN attack field says range 0-0 and its bar is empty; the card's range is 0-1,
    and an attack spell's attack is made at the spell's range."""
    code, out, _ = run(capsys, "card", "Snowstorm", "--json")
    assert code == 0 and json.loads(out)["attacks"][0]["range"] == [0, 1]


@pytest.mark.parametrize(("card", "stats"), [("Elemental Drake", {"channeling": 1, "life": 12, "armor": 2}),
                                            ("Dojo", {"life": 10, "armor": 2})])
def test_stats_printed_only_in_the_summary_field_are_kept(capsys, card, stats):
    """Their printings have no StatChanneling/StatLife/StatArmor, only "Stats" ("Channeling=1, Armor=2,
    Life=12"): a familiar's own mana and a conjuration's Life were lost."""
    code, out, _ = run(capsys, "card", card, "--json")
    facts = json.loads(out)
    assert code == 0 and {k: facts[k] for k in stats} == stats
