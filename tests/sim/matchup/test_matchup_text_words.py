"""The matchup's readable texts (sim/matchup/text.py): a creature's attack and the conditions its
effect die gives are said in the report's language, from the library's terms as the goldfish's log
says them (never «повреждения: 4 + Daze» in Russian); the table's rows stand under its header."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup import text

EMPTY = {"a_cast": {}, "b_cast": {}, "not_simulated": {"a": [], "b": []}}


def _attack(attack: str, effects: list[str]) -> dict:
    return {"round": 1, "kind": "attack", "side": "a", "attacker": "Gorgon Archer", "target": "Wizard",
            "attack": attack, "dice": 4, "damage": 3, "effects": effects}


@pytest.mark.parametrize("lang, said", [
    ("ru", "Отравленный лук, кубиков: 4; повреждения: 3 + Ступор, Оглушение, Слабость, Коррозия, Горение"),
    ("pl", "Zatruty Łuk"),
])
def test_attacks_and_conditions_in_the_language(library, lang, said):
    [line] = text.log_lines([_attack("Poison Bow", ["Daze", "Stun", "Weak", "Corrode", "Burn"])], EMPTY, lang, library)
    assert said in line
    for english in ("Poison Bow", "Daze", "Stun", "Weak", "Corrode"):
        assert english not in line, (lang, line)
    if lang == "pl":
        assert all(library.term("condition", c, "pl") in line for c in ("Daze", "Stun", "Weak", "Corrode"))


def test_a_mage_s_plain_attack_and_english_stay_as_they_were(library):
    [ru] = text.log_lines([_attack("Melee", [])], EMPTY, "ru", library)
    assert "Ближняя атака, кубиков" in ru
    [en] = text.log_lines([_attack("Poison Bow", ["Daze"])], EMPTY, "en", library)
    assert en == "A: Gorgon Archer attacks Wizard with Poison Bow, 4 dice: 3 damage + Daze"


def test_the_table_s_rows_stand_under_its_header():
    report = {"books": ["Wizard", "Forcemaster", "Druid"], "games": 2,
              "score": [[None, 0.25, 1.0], [0.75, None, 0.5], [0.0, 0.5, None]]}
    lines = text.table_report(report, "en").splitlines()
    bars = {tuple(i for i, ch in enumerate(line) if ch == "|") for line in lines[1:]}
    assert len(bars) == 1, lines  # every row's bars where the header's are
    assert lines[2].startswith(" 1 Wizard ") and lines[3].startswith(" 2 Forcemaster |")


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_cards_prepared_or_bound_but_never_cast_are_named_in_the_language(library, lang):
    """Neither book's casts list them (the report's names come from there): found by their English name."""
    events = [{"round": 2, "kind": "prepare", "side": "b", "cards": ["Electrify", "Elemental Wand"]},
              {"round": 3, "kind": "bind", "side": "b", "card": "Seeking Dispel", "item": "Mage Wand"}]
    lines = text.log_lines(events, EMPTY, lang, library)
    for english in ("Electrify", "Elemental Wand", "Seeking Dispel", "Mage Wand"):
        said = library.card_by_name(english).display_name(lang)
        assert said != english and said in "\n".join(lines), (english, lines)
        assert english not in "\n".join(lines)


@pytest.mark.parametrize("a, b", [("Druid", "Siren"), ("Warlord", "Necromancer"), ("Forcemaster", "Priestess")])
def test_every_event_of_a_played_game_is_a_line_of_the_log(library, a, b):
    """`--log` skips no event the engine records (the Druid's Vine markers, a Purify, Mind Control,
    walls and holds were recorded but said nothing): one line per event, in each language."""
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.sim.matchup.batch import Matchup, game_of, side_spec

    def spec(name):
        book = load_template(next(t for t in list_templates() if t.name == name), library)
        return side_spec(name, book, library, library.mage(book.mage), policy="greedy")

    m = Matchup(spec(a), spec(b), 7)
    for i in range(4):
        game, _ = game_of(m, i, record_events=True)
        events = [{"round": r, "kind": k, "side": "ab"[s], **p} for r, k, s, p in game.run().events]  # as --log
        for lang in ("en", "ru"):
            unsaid = [e["kind"] for e in events if not text.log_lines([e], EMPTY, lang, library)]
            assert not unsaid, (lang, sorted(set(unsaid)))
