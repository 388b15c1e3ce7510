"""`--lang ru|pl` on import, books, data, images, translations and odds (issue 31): the reports,
counts and refusals in the player's language, card and mage names in it too, numbers written as
the language writes them; `--json` is the same in every language."""

from __future__ import annotations

import json

import pytest
from PIL import Image

from tests.cli.runner import run

PASTED = "Mage: Wizard\n2 Fireball\n1 Qwzx Blorp\n"



@pytest.fixture
def book(tmp_path):
    path = tmp_path / "storm.txt"
    path.write_text(PASTED, encoding="utf-8")
    return path


def test_odds_in_russian_and_polish(capsys):
    # 3 dice vs Armor 1 against Defense 7+: a hit half the time (the d12 rolls 1-6 of 12), mean 2.296
    code, out, _ = run(capsys, "odds", "--dice", "3", "--armor", "1", "--defense", "7", "--lang", "ru")
    assert code == 0
    assert out.splitlines()[:3] == ["3 кубика атаки против Брони 1", "среднее повреждение 2,296",
                                    "шанс попасть 50,0\u00a0%, ожидаемое повреждение 1,148"]
    code, out, _ = run(capsys, "odds", "--dice", "1", "--incorporeal", "--lang", "pl")
    assert out.splitlines()[0] == "1 kość ataku przeciw Zbroi 0, Bezcielesny cel"
    code, _, err = run(capsys, "odds", "--dice", "3", "--defender-daze", "1", "--lang", "pl")
    assert code == 2 and "`--defender-daze` wymaga `--defense N`" in err
    code, out, _ = run(capsys, "odds", "--dice", "3", "--lang", "ru", "--json")
    assert json.loads(out)["mean"] == pytest.approx(3.0)  # a die's mean is 1 (0, 0, 1, 1, 2, 2); JSON as in English


def test_import_names_cards_and_notes_in_the_language(capsys, book, cli_library):
    code, out, _ = run(capsys, "import", book, "--lang", "pl")
    lines = out.splitlines()
    assert code == 0 and lines[0] == f"{book}: lista z forum, Mag Czarodziej, 2 karty, nierozpoznane wiersze: 1"
    assert any("2 × Kula Ognia  (po nazwie)" in line for line in lines)
    assert any("NIEROZPOZNANY  (brak karty o podobnej nazwie)  ← 1 Qwzx Blorp" in line for line in lines)
    _, english, _ = run(capsys, "import", book, "--json")
    _, russian, _ = run(capsys, "import", book, "--json", "--lang", "ru")
    assert json.loads(english) == json.loads(russian)


def test_books_and_data_in_russian(capsys, book, cli_library):
    code, out, _ = run(capsys, "books", "save", book, "--lang", "ru")
    assert code == 0 and out.strip() == "сохранена книга заклинаний № 1: 'storm' (1 нераспознанная строка сохранена)"
    code, out, _ = run(capsys, "books", "list", "--lang", "ru")
    assert out.split("\n")[0].endswith("storm (Волшебник)  2 карты")
    code, out, _ = run(capsys, "books", "history", "storm", "--lang", "pl")
    assert out.split()[-3:] == ["8", "punktów", "czarów"]  # 2 Fireballs (Fire 2) for the Wizard: 2 × 4
    code, out, _ = run(capsys, "data", "check", "--lang", "ru")
    assert code == 0 and ": в порядке, версия схемы" in out and "1 книга заклинаний" in out
    code, _, err = run(capsys, "data", "restore", "нет.sqlite", "--lang", "pl")
    assert code == 2 and err.strip().endswith("нет.sqlite: nie ma takiego pliku")
    code, out, _ = run(capsys, "books", "delete", "1", "--lang", "pl")
    assert out.strip() == "usunięto Księgę Czarów nr 1: 'storm'"


def test_card_names_and_images_in_polish(capsys, tmp_path, cli_library):
    names = tmp_path / "names.csv"
    # the shipped name again (nothing to store: the session's library stays as it is) and an unknown card
    names.write_text("card_id,lang,name\nfireball,ru,Огненный шар\nno-such-card,ru,X\n", encoding="utf-8")
    code, out, _ = run(capsys, "translations", "import", names, "--lang", "pl")
    assert code == 1 and out.splitlines() == ["zapisano 0 nazw, 1 błąd",
                                              f"{names}: wiersz 3: nieznany identyfikator karty 'no-such-card'"]
    code, out, _ = run(capsys, "translations", "set", "Dispel", "ru", "Развеять", "--lang", "pl")
    assert code == 0 and out.strip() == "Rozproszenie Zaklęcia, nazwa w języku „rosyjski”: Развеять"
    pack = tmp_path / "pack"
    pack.mkdir()
    Image.new("RGB", (63, 88), "red").save(pack / "Fireball.png")
    assert run(capsys, "images", "import", pack, "--lang", "pl")[0] == 0
    code, out, _ = run(capsys, "images", "import", pack, "--lang", "pl")  # again: the picture is replaced
    assert out.splitlines() == [f"{pack}: 1 zastąpiono", f"{pack / 'Fireball.png'}: zastąpiono → Kula Ognia (po nazwie)"]
