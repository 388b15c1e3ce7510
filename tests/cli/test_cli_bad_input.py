"""What a new player types wrong, and what the CLI answers: a typo in a card name, a mage name
given to `card`/`render`, an empty name, a folder given as a spellbook, out-of-range dice figures;
and the readable `mage` and `collection import` summaries."""

from __future__ import annotations

import pytest

from tests.cli.runner import run


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def test_a_typo_in_a_card_name_suggests_the_card(capsys):
    code, out, err = run(capsys, "card", "Fireballl")
    assert code == 1 and out == ""
    assert "no card named 'Fireballl'; did you mean: Fireball" in err
    code, _, err = run(capsys, "card", "Fireballl", "--lang", "ru")
    assert "карта не найдена: 'Fireballl'; может быть: Огненный шар" in err


def test_a_mage_name_given_to_card_or_render_points_to_the_mage_command(capsys, tmp_path):
    code, _, err = run(capsys, "card", "Warlock")
    assert code == 2 and "Warlock is a mage: see `spellforge mage Warlock`" in err
    code, _, err = run(capsys, "render", "Колдун", "--lang", "ru", "-o", tmp_path / "w.png")
    assert code == 2 and "Колдун — это маг: см. `spellforge mage Warlock`" in err
    assert not (tmp_path / "w.png").exists()
    code, _, err = run(capsys, "card", "Academy Wizard")
    assert code == 2 and "see `spellforge mage \"Academy Wizard\"`" in err


@pytest.mark.parametrize("mage,card", [("Wizard", "Wizard's Tower"), ("Druid", "Druid's Leaf Ring"),
                                       ("Priest", "Priest of Abenek"), ("Monk", "Meditating Monk"),
                                       ("wizard", "Wizard's Tower"), ("Волшебник", "Wizard's Tower")])
def test_a_mage_name_that_begins_a_card_name_is_the_mage_not_that_card(capsys, tmp_path, library, mage, card):
    assert library.card_by_name(card) is not None  # the card a prefix search would have found
    code, out, err = run(capsys, "card", mage)
    target = library.mage(mage).name
    assert code == 2 and out == "" and f"is a mage: see `spellforge mage {target}`" in err
    code, out, err = run(capsys, "render", mage, "-o", tmp_path / "m.png")
    assert code == 2 and f"see `spellforge mage {target}`" in err and not (tmp_path / "m.png").exists()
    assert run(capsys, "mage", mage)[0] == 0
    code, out, _ = run(capsys, "card", card)  # the card by its own name still answers
    assert code == 0 and out.startswith(card)


def test_an_empty_card_name_asks_for_one_instead_of_listing_random_cards(capsys):
    code, _, err = run(capsys, "card", "  ")
    assert code == 1 and "give a card name" in err and "did you mean" not in err


def test_validate_a_folder_says_it_is_a_folder(capsys, tmp_path):
    folder = tmp_path / "book.o8d"
    folder.mkdir()
    code, out, err = run(capsys, "validate", folder)
    assert code == 2 and out == ""
    assert f"{folder}: is a folder" in err and "no such file" not in err and "Traceback" not in err
    code, _, err = run(capsys, "validate", tmp_path / "absent.o8d")
    assert code == 2 and "absent.o8d: no such file" in err


def test_goldfish_a_folder_says_it_is_a_folder_and_names_its_books(capsys, tmp_path):
    folder = tmp_path / "books.o8d"
    folder.mkdir()
    (folder / "Mine.o8d").write_text("<deck/>")
    for args in ((folder,), (folder, folder)):  # one book, and either side of an A/B run
        code, out, err = run(capsys, "goldfish", *args, "--games", 2)
        assert code == 2 and out == "" and err.count("\n") == 1
        assert f"{folder}: is a folder" in err and "Mine.o8d" in err and "no such file" not in err


def test_mage_text_is_readable_in_the_players_language(capsys):
    code, out, _ = run(capsys, "mage", "Колдун", "--lang", "ru")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Колдун (Warlock)"
    # Warlock: 38 life, channeling 9, trained Dark and Fire, Holy opposed (000 L1749; OCTGN MageSchoolCost)
    assert "  Жизнь: 38" in lines and "  Приток маны: 9" in lines
    assert "  Образование: Тьма ×1, Огонь ×1, Святая магия ×3" in lines
    assert "{" not in out and "Dark=1" not in out  # no Python reprs
    code, out, _ = run(capsys, "mage", "Druid")
    assert "  Training: Nature ×1, Water 1–1 ×1, Fire ×3, War ×3" in out.splitlines()


def test_collection_import_counts_read_as_english(capsys, tmp_path):
    path = tmp_path / "mine.csv"
    path.write_text("product,card,count\n,Dispel,2\n,Nonexistent Card Name,2\n", encoding="utf-8")
    code, out, _ = run(capsys, "collection", "import", path, "--dry-run")
    assert code == 1
    assert out.splitlines()[-1] == "0 products, 1 card, 1 error (dry run: nothing changed)"


@pytest.mark.parametrize("argv, message", [
    (["--defense", "0"], "`--defense` must be between 1 and 12"),
    (["--defense", "13"], "`--defense` must be between 1 and 12"),
    (["--defender-daze", "2"], "`--defender-daze` needs `--defense N`"),
])
def test_odds_refuses_figures_that_mean_nothing(capsys, argv, message):
    code, out, err = run(capsys, "odds", "--dice", "3", *argv)
    assert code == 2 and out == "" and message in err


def test_odds_with_a_real_defense(capsys):
    code, out, _ = run(capsys, "odds", "--dice", "3", "--defense", "7", "--defender-daze", "1")
    assert code == 0 and "hit chance" in out


def test_validate_with_an_unknown_mage_lists_the_mages(capsys, tmp_path):
    book = tmp_path / "b.txt"
    book.write_text("Mage: Warlock\n1 Fireball\n", encoding="utf-8")
    code, out, err = run(capsys, "validate", book, "--mage", "Nobody")
    assert code == 2 and out == ""
    assert "unknown mage 'Nobody'; known: " in err and "Warlock" in err and "Academy Wizard" in err


def test_translations_import_counts_read_as_english(capsys, tmp_path):
    path = tmp_path / "names.csv"
    # only bad rows: a stored name would change the session library the other tests share
    path.write_text("card_id,lang,name,source\nnope,ru,X,me\n", encoding="utf-8")
    code, out, _ = run(capsys, "translations", "import", path)
    assert code == 1 and out.splitlines()[0] == "0 names stored, 1 error"


def test_a_typo_in_a_mage_name_suggests_the_mage_in_the_language(capsys):
    code, out, err = run(capsys, "mage", "Wizzard", "--lang", "ru")
    assert code == 1 and out == ""
    assert err.startswith("spellforge: маг не найден: 'Wizzard'; может быть: Волшебник")
    code, _, err = run(capsys, "mage", "Czarodziej", "--lang", "pl")
    assert code == 0
    code, _, err = run(capsys, "mage", "Czarodzej", "--lang", "pl")
    assert code == 1 and "może chodzi o: Czarodziej" in err and "Academy" not in err
    code, _, err = run(capsys, "mage", "Qqqq")  # nothing close: every mage, in the language
    assert code == 1 and "unknown mage 'Qqqq'; known: " in err and "Warlock" in err


def test_mage_sources_only_when_asked(capsys):
    code, out, _ = run(capsys, "mage", "Warlock", "--lang", "pl")
    assert code == 0 and "octgn" not in out and "L1749" not in out and "Źródła" not in out
    code, out, _ = run(capsys, "mage", "Warlock", "--lang", "pl", "--sources")
    assert code == 0 and "Źródła:" in out and "seed 000 L1749" in out
