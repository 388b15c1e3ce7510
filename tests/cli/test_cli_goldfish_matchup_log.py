"""`spellforge goldfish … --engine matchup --log`: the matchup's log names its sides A and B (the
book's and the target's), which in an A/B run are not the books A and B; the report says so once,
before the logs, in --lang. The old engine's log (--engine goldfish) has no sides and no such line."""

from __future__ import annotations

import pytest

from tests.cli.runner import run

pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


@pytest.fixture
def books(tmp_path):
    a, b = tmp_path / "fire.txt", tmp_path / "wolves.txt"
    a.write_text("Mage: Warlock\n4 Fireball\n1 Timber Wolf\n", encoding="utf-8")
    b.write_text("Mage: Warlock\n2 Fireball\n3 Timber Wolf\n", encoding="utf-8")
    return a, b


def test_the_matchup_log_says_what_its_a_and_b_are(capsys, books):
    a, b = books
    common = ("--policy", "greedy", "--games", 2, "--distance", 1, "--log")
    code, text, _ = run(capsys, "goldfish", a, b, *common, "--engine", "matchup", "--lang", "ru")
    assert code == 0 and text.count("Ниже A — сторона книги, B — сторона цели") == 1
    assert text.index("Ниже A — сторона книги") < text.index("Игра 1 книги A:") < text.index("Игра 1 книги B:")
    code, text, _ = run(capsys, "goldfish", a, *common, "--engine", "matchup", "--lang", "pl")
    assert code == 0 and text.index("Poniżej A to strona księgi, B — strona celu") < text.index("Gra 1:")
    code, text, _ = run(capsys, "goldfish", a, *common)  # the default engine is the matchup (round 8)
    assert code == 0 and text.index("Below, A is the book's side") < text.index("Game 1:")
    code, text, _ = run(capsys, "goldfish", a, *common, "--engine", "goldfish")
    assert code == 0 and "Below, A is" not in text and "Game 1:" in text
