"""`spellforge mk …` end to end (in-process)."""

from __future__ import annotations

import json

from spellforge.cli import main
from tests.conftest import ROOT


def _run(capsys, *argv) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_stats_json(capsys):
    rc, out, _ = _run(capsys, "mk", "stats", "--json")
    data = json.loads(out)
    assert rc == 0
    assert data["counts"]["spell"] == {"base": 20, "lost_legion": 4}
    assert data["heroes"] == 7


def test_deck_in_russian(capsys):
    rc, out, _ = _run(capsys, "mk", "deck", "Тобак", "--lang", "ru", "--json")
    data = json.loads(out)
    assert rc == 0 and data["size"] == 16 and data["name"] == "Тобак"
    names = {c["name"]: c["copies"] for c in data["cards"]}
    assert names["Хладнокровие"] == 1 and "Решимость" not in names  # Cold Toughness replaces Determination
    assert [u["id"] for u in data["unique_cards"]] == ["tovak_cold_toughness", "tovak_instinct"]


def test_deck_text_speaks_the_language(capsys):
    """The text report is in the --lang language: the window's sentences and the rulebook's
    colour words, plural forms included (16 карт, 16 kart), no English left."""
    rc, out, _ = _run(capsys, "mk", "deck", "Tovak", "--lang", "ru")
    assert rc == 0 and out.startswith("Тобак: 16 карт\n")
    assert "1× Хладнокровие [синий]  ★ Уникальная карта героя; заменяет «Решимость»" in out
    assert "cards" not in out and "replaces" not in out and "[blue]" not in out
    rc, out, _ = _run(capsys, "mk", "deck", "Tovak", "--lang", "pl")
    assert rc == 0 and out.startswith("Tovak: 16 kart\n") and "[niebieski]" in out and "zastępuje" in out
    rc, out, _ = _run(capsys, "mk", "deck", "Tovak")
    assert out.startswith("Tovak: 16 cards\n") and "replaces Determination" in out and "Evidence: " in out


def test_odds_json_keys(capsys):
    rc, out, _ = _run(capsys, "mk", "odds", "--wounds", "1", "--json")
    data = json.loads(out)
    move = data["resources"]["move"]
    assert rc == 0 and move["p_at_least_exact"]["7"] == "3071/6188"
    assert set(data["resources"]) == {"move", "attack", "block", "influence"}


def test_unknown_hero_is_a_clear_error(capsys):
    rc, _, err = _run(capsys, "mk", "deck", "Gandalf")
    assert rc == 2 and "no hero named 'Gandalf'" in err and "Arythea" in err


def test_highlevel_exit_codes(capsys, tmp_path):
    rc, out, _ = _run(capsys, "mk", "highlevel", str(ROOT / "db/mage-knight/examples/rulebook-example.txt"), "--json")
    assert rc == 0 and json.loads(out)["fame_bonus"] == 1
    bad = tmp_path / "bad.txt"
    bad.write_text("hero: Norowas\nlevel: 1\noffer units: Peasants, Foresters\nbuy units: Peasants, Foresters\n",
                   encoding="utf-8")
    rc, out, _ = _run(capsys, "mk", "highlevel", str(bad), "--json")
    data = json.loads(out)
    assert rc == 1 and data["legal"] is False
    assert {p["code"] for p in data["problems"]} == {"over_command", "over_budget"}


def test_collection_by_product(capsys, _user_data_dir):
    rc, out, _ = _run(capsys, "mk", "collection", "--add", "base", "--add", "Крэнг", "--json")
    data = json.loads(out)
    assert rc == 0 and data["heroes"] == ["arythea", "tovak", "goldyx", "norowas", "krang"]
    assert data["cards"]["spell"] == 20 and "lost_legion" in data["not_owned"]
    rc, out, _ = _run(capsys, "mk", "collection", "--remove", "krang", "--json")
    assert json.loads(out)["products"] == ["base"]
    assert not (_user_data_dir / "mage-knight" / "collection.json").exists()  # in user.sqlite now
    from spellforge.library.user_game_collection import GameCollection

    assert GameCollection("mage-knight").products() == {"base"}


def test_cards_search_in_any_language(capsys):
    rc, out, _ = _run(capsys, "mk", "cards", "Болезнь", "--lang", "ru", "--json")  # Cure's night half (MK L2491)
    data = json.loads(out)
    assert rc == 0 and [c["id"] for c in data] == ["cure"] and data[0]["name"] == "Исцеление"
    rc, out, _ = _run(capsys, "mk", "cards", "--kind", "regular_unit", "--set", "lost_legion", "--json")
    assert {c["id"] for c in json.loads(out)} == {"thugs", "scouts", "shocktroops", "magic_familiars"}


def test_cards_take_the_search_language_and_refuse_what_they_cannot_read(capsys):
    rc, out, _ = _run(capsys, "mk", "cards", "т:заклинание", "цв:красный", "--lang", "ru", "--json")
    data = json.loads(out)
    assert rc == 0 and len(data) == 7 and {c["colour"] for c in data} == {"red"}
    assert "fireball" in {c["id"] for c in data}
    rc, out, _ = _run(capsys, "mk", "cards", "t:unit l:2 cost<=6", "--set", "lost_legion", "--json")
    assert rc == 0 and {c["id"] for c in json.loads(out)} == {"magic_familiars", "shocktroops"}
    rc, out, err = _run(capsys, "mk", "cards", "t:spell", "colr:red")
    assert rc == 2 and out == "" and "unknown key 'colr' at 9; did you mean 'col'?" in err
