"""Issue 42: inputs far past any spellbook are refused at once with a clear line (a 1 MB deck
code took minutes, a one-line .o8d of 100,000 cards was saved, a 13 MB campaign was stored), and
one line of junk is "not a spellbook", never an empty book saved. The times are in
bench/attack_user_data.py."""

from __future__ import annotations

import json

import pytest

from spellforge.formats.deck_code import MAX_LETTERS
from spellforge.formats.o8d import MAX_CARDS
from spellforge.games.swordsorcery.campaign import MAX_FILE_BYTES
from tests.cli.runner import run


# each command opens the user's library as on any later start (a first start's build is tested
# in tests/library/test_build.py and test_state_cache.py): a build per test was most of their CPU
pytestmark = pytest.mark.usefixtures("library_in_data_dir")


def _saved_books(capsys) -> list:
    rc, out, _ = run(capsys, "books", "list", "--json")
    assert rc == 0
    return json.loads(out)


@pytest.mark.parametrize("around", ["{}", "my book: {} (new)"])
def test_a_deck_code_past_any_spellbook_is_refused(tmp_path, capsys, around):
    path = tmp_path / "code.txt"
    path.write_text(around.format("SF1:" + "A" * (1024 * 1024)) + "\n", encoding="ascii")
    rc, _out, err = run(capsys, "books", "save", path)
    assert rc == 2 and "the deck code is too long" in err and f"at most {MAX_LETTERS:,}" in err
    assert _saved_books(capsys) == []


def test_an_o8d_of_too_many_cards_is_refused(tmp_path, capsys):
    cards = "".join(f'<card qty="1" id="00000000-0000-0000-0000-{i:012d}">Card {i}</card>' for i in range(MAX_CARDS + 1))
    path = tmp_path / "huge.o8d"
    path.write_text(f'<deck game="9acef3d0-efa8-4d3f-a10c-54812baecdda"><section name="Attack">{cards}</section></deck>',
                    encoding="utf-8")
    rc, _out, err = run(capsys, "books", "save", path)
    assert rc == 2 and "too many cards" in err
    assert _saved_books(capsys) == []


@pytest.mark.parametrize("junk", ["AAECAf0EBu0F7AfBuAKY8QKD+wKanwML+wHUA/0D", "ＳＦ１：ＡＹＢＱＣＡＡＡＦ５Ｑ",
                                  '<deck game="x"/>'])
def test_one_line_of_junk_is_not_a_spellbook(tmp_path, capsys, junk):
    path = tmp_path / ("junk.o8d" if junk.startswith("<") else "junk.txt")
    path.write_text(junk + "\n", encoding="utf-8")
    rc, _out, err = run(capsys, "books", "save", path)
    assert rc == 2 and "not a spellbook" in err
    assert _saved_books(capsys) == []


def test_a_campaign_file_too_large_or_too_deep_is_one_line(tmp_path, capsys):
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"kind": "spellforge.ss-campaign", "log": ["x" * 1000] * (MAX_FILE_BYTES // 1000 + 1)}),
                   encoding="utf-8")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    for path, words in ((big, "too large"), (deep, "nested too deeply")):
        for argv in (("ss", "campaign", "show", path), ("ss", "campaign", "import", path, "--name", "X")):
            rc, _out, err = run(capsys, *argv)
            assert rc == 2 and words in err and "Traceback" not in err, (argv, err)
    rc, out, _ = run(capsys, "ss", "campaign", "list", "--json")
    assert rc == 0 and json.loads(out) == []
