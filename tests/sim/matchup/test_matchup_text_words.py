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


def _pair(a: str, a_mage: str, b: str, b_mage: str) -> dict:
    return dict(EMPTY, a=a, b=b, a_mage=a_mage, b_mage=b_mage, games=2, seed=1, a_wins=1, b_wins=1, draws=0,
                a_score=0.5, a_score_interval=[0.1, 0.9], mean_rounds=9.0, how={"mage_killed": 2}, max_rounds=30,
                a_damage={}, b_damage={})


OFFICIAL = frozenset({("Druid", "Druid"), ("Warlock (Adramelech)", "Adramelech Warlock"),
                      ("Beastmaster CoK", "Johktari Beastmaster")})


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_official_books_are_named_by_their_mage_in_the_language(library, lang):
    """As the Matchup window names them (issue 48): «Колдун Адрамелеха», never «Warlock (Adramelech)»
    or «Druid (Друид)»; a book of the user's keeps its name, its mage said after it."""
    druid, adramelech, johktari = (library.mage(m).display_name(lang)
                                   for m in ("Druid", "Adramelech Warlock", "Johktari Beastmaster"))
    lines = text.report(_pair("Warlock (Adramelech)", "Adramelech Warlock", "Druid", "Druid"), lang, library,
                        OFFICIAL).splitlines()
    assert lines[0].startswith(f"{adramelech} {'—' if lang == 'ru' else '–'} {druid}: 2 ")  # names stay nominative: no «против Друид»
    assert lines[3].startswith(f"{adramelech}, ") and lines[5].startswith(f"{druid}, ")
    assert "Warlock (Adramelech)" not in "\n".join(lines)
    mine = text.report(_pair("My deck", "Druid", "Beastmaster CoK", "Johktari Beastmaster"), lang, library, OFFICIAL)
    assert mine.startswith(f"My deck ({druid}) ") and f" {johktari}: 2 " in mine.splitlines()[0]

    gauntlet = {"book": "My deck", "gauntlet": "official", "games": 2, "seed": 1,
                "rows": [_pair("My deck", "Druid", b, m) for b, m in (("Beastmaster CoK", "Johktari Beastmaster"),
                                                                      ("Warlock (Adramelech)", "Adramelech Warlock"))]}
    head, _, *rows = text.gauntlet_report(gauntlet, lang, library, OFFICIAL).splitlines()
    assert head.startswith(f"My deck ({druid}) ") and "official" not in head
    assert [r.split(" | ")[0] for r in rows] == [johktari, adramelech]


def test_the_table_names_books_of_different_mages_by_their_mage(library):
    report = {"books": ["Druid", "Warlock (Adramelech)"], "mages": ["Druid", "Adramelech Warlock"], "games": 2,
              "score": [[None, 0.25], [0.75, None]]}
    lines = text.table_report(report, "ru", library, OFFICIAL).splitlines()
    assert lines[2].startswith(" 1 Друид ") and lines[3].startswith(" 2 " + library.mage("Adramelech Warlock")
                                                                      .display_name("ru"))
    report["mages"] = ["Druid", "Druid"]  # two books of one mage: each by its own name, as the window's table
    assert text.table_report(report, "ru", library).splitlines()[3].startswith(" 2 Warlock (Adramelech) ")
