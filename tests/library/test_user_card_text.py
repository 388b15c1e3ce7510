"""`card-text import`: the printed text of the user's own OCTGN install goes into user.sqlite,
keyed by card id, and stays there when the folder is gone or the library is rebuilt.
The fixture texts are the project's own short sentences, not the publisher's."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from spellforge.cli import main
from spellforge.convert.octgn_text import read_texts
from spellforge.library import Library

DISPEL_CORE = "2753eeea-2130-4399-ae88-f96ed1ccf776"
DISPEL_PROMO = "c46fd335-9b2e-4a23-b52b-77e708de89c0"
TELEPORT_CORE = "b969cb2f-6f0b-4d89-8839-511aab891c0d"

SET_XML = """<?xml version="1.0" encoding="utf-8"?>
<set name="Core" id="x" gameId="9acef3d0-efa8-4d3f-a10c-54812baecdda">
  <cards>
    <card id="{dispel}" name="Dispel">
      <property name="Type" value="Incantation" />
      <property name="Text" value="Fixture: removes one open enchantment." />
      <property name="SomethingNewer" value="an install may carry more properties" />
    </card>
    <card id="{promo}" name="Dispel">
      <property name="Text" value="Fixture: a promo printing's wording." />
    </card>
    <card id="{teleport}" name="Teleport">
      <property name="Text" value="Fixture: moves an object&#10;to another zone." />
    </card>
    <card id="00000000-0000-0000-0000-000000000000" name="Not A Card">
      <property name="Text" value="Fixture: unknown card." />
    </card>
    <card id="11111111-0000-0000-0000-000000000000" name="No Text" />
  </cards>
</set>
"""


@pytest.fixture
def octgn_folder(tmp_path) -> Path:
    """A folder shaped like an OCTGN install: GameDatabase/<game>/Sets/<set>/set.xml."""
    folder = tmp_path / "OCTGN"
    sets = folder / "GameDatabase" / "9acef3d0-efa8-4d3f-a10c-54812baecdda" / "Sets" / "core"
    sets.mkdir(parents=True)
    (sets / "set.xml").write_text(SET_XML.format(dispel=DISPEL_CORE, promo=DISPEL_PROMO, teleport=TELEPORT_CORE),
                                  encoding="utf-8")
    return folder


@pytest.fixture
def user_library(library, monkeypatch):
    """open_library() runs for real (user names and texts from this test's user.sqlite) over
    the session's built library file, so no test rebuilds it except on purpose."""
    monkeypatch.setattr(Library, "open_or_build", classmethod(lambda cls, *a, **k: cls(library.path)))


def run_json(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, json.loads(out) if out.strip() else None


def test_reader_keeps_text_and_skips_cards_without(octgn_folder):
    scan = read_texts(octgn_folder)
    assert len(scan.files) == 1 and not scan.problems
    by_guid = {t.guid: t.text for t in scan.texts}
    assert by_guid[TELEPORT_CORE] == "Fixture: moves an object\nto another zone."
    assert "11111111-0000-0000-0000-000000000000" not in by_guid


def test_import_stores_text_by_card_id_and_survives_folder_and_rebuild(octgn_folder, user_library, capsys, tmp_path):
    code, report = run_json(capsys, "card-text", "import", str(octgn_folder), "--json")
    assert code == 0
    assert (report["stored"], report["unmatched"], report["files"]) == (2, 1, 1)
    assert report["unmatched_names"] == ["Not A Card"]
    _, card = run_json(capsys, "card", "Dispel", "--json")
    assert card["text"] == "Fixture: removes one open enchantment."  # the canonical (Core) printing wins
    _, card = run_json(capsys, "card", "Fireball", "--json")
    assert card["text"] is None

    shutil.rmtree(octgn_folder)  # the install is gone: nothing changes
    _, card = run_json(capsys, "card", "Teleport", "--json")
    assert card["text"] == "Fixture: moves an object\nto another zone."

    # importing again is idempotent
    again = tmp_path / "again"
    again.mkdir()
    (again / "set.xml").write_text(SET_XML.format(dispel=DISPEL_CORE, promo=DISPEL_PROMO, teleport=TELEPORT_CORE))
    _, report = run_json(capsys, "card-text", "import", str(again / "set.xml"), "--json")
    assert (report["stored"], report["unchanged"]) == (0, 2)


def test_rebuilding_the_library_keeps_the_text(octgn_folder, library_in_data_dir, capsys):
    # the real thing: the user's library is in the data dir (as a first start built it), is
    # rebuilt, and the text remains
    assert main(["card-text", "import", str(octgn_folder)]) == 0
    assert "stored the text of 2 cards" in capsys.readouterr().out
    assert main(["library", "build", "--json"]) == 0
    capsys.readouterr()
    _, card = run_json(capsys, "card", "dispel", "--json")
    assert card["text"] == "Fixture: removes one open enchantment."
    assert not any("Fixture" in p.read_text(errors="ignore") for p in Path("db").rglob("*") if p.is_file())


def test_bad_files_are_named_and_skipped(octgn_folder, user_library, capsys):
    broken = octgn_folder / "GameDatabase" / "x" / "Sets" / "broken"
    broken.mkdir(parents=True)
    (broken / "set.xml").write_text("<set name='b'>\n<cards>\n<card id='1' name='A'>\n</set>")
    code, report = run_json(capsys, "card-text", "import", str(octgn_folder), "--json")
    assert code == 0 and report["stored"] == 2
    assert len(report["problems"]) == 1
    assert str(broken / "set.xml") in report["problems"][0] and "line 4" in report["problems"][0]


def test_nothing_to_import_is_an_error(tmp_path, user_library, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["card-text", "import", str(empty)]) == 2
    assert "no set.xml file found" in capsys.readouterr().err
    assert main(["card-text", "import", str(tmp_path / "missing")]) == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_text_search_and_clear(octgn_folder, user_library, capsys):
    from spellforge.library import open_library
    from spellforge.library.search.effects import card_ids_with_text

    main(["card-text", "import", str(octgn_folder)])
    lib = open_library()
    assert card_ids_with_text(lib, "another zone") == {"teleport"}
    assert card_ids_with_text(lib, "OPEN enchantment") == {"dispel"}
    assert card_ids_with_text(lib, "zone another") == set()  # a phrase keeps its word order
    assert card_ids_with_text(lib, '"') == set()
    capsys.readouterr()
    code, data = run_json(capsys, "card-text", "clear", "--json")
    assert data == {"cleared": 2}
    assert card_ids_with_text(open_library(), "another zone") == set()


def test_card_json_has_effects_and_summary_in_three_languages(user_library, capsys):
    _, card = run_json(capsys, "card", "Dispel", "--json")
    assert {"kind": "destroy", "arg": "enchantment"}.items() <= card["effects"][0].items()
    # the rulebooks' words: чары (000:L1038), zaklęcie (004:L1054)
    assert card["summary"] == {
        "en": "Destroys an enchantment (revealed only; X = the target's casting cost plus its reveal cost).",
        "ru": "Уничтожает чары (только открытые; X = стоимость сотворения цели плюс стоимость открытия).",
        "pl": "Niszczy zaklęcie (tylko odkryte; X = koszt rzucenia celu wraz z kosztem odkrycia)."}
    assert card["text"] is None


def test_faces_and_proxies_say_what_the_card_does(library, octgn_folder, tmp_path):
    """English faces use the imported printed text; Russian and Polish faces our summary."""
    from spellforge.library.user.card_text import load_card_texts
    from spellforge.library.user.store import UserStore
    from spellforge.render.provider import CardImages
    from spellforge.render.thumbs import ThumbnailCache

    images = CardImages(library, cache=ThumbnailCache(tmp_path / "thumbs"))
    dispel = library.card("dispel")
    assert images.effect_text(dispel, "ru") == (
        "Уничтожает чары (только открытые; X = стоимость сотворения цели плюс стоимость открытия).", True)
    assert images.effect_text(dispel, "en") == (
        "Destroys an enchantment (revealed only; X = the target's casting cost plus its reveal cost).", True)
    before = images.thumbnail(dispel, "en", (126, 176))
    store = UserStore()
    try:
        from spellforge.library.user.card_text import import_card_texts

        import_card_texts(library, store, read_texts(octgn_folder))
        library.apply_user_texts(load_card_texts(store))
        assert images.effect_text(dispel, "en") == ("Fixture: removes one open enchantment.", False)
        assert images.effect_text(dispel, "pl") == ("Niszczy zaklęcie (tylko odkryte; X = koszt rzucenia celu wraz z kosztem odkrycia).", True)
        after = images.thumbnail(dispel, "en", (126, 176))  # the cache keys on the text: drawn anew
        assert before.tobytes() != after.tobytes()
    finally:
        library.apply_user_texts({})
        store.close()


def test_a_cancelled_store_rolls_back_and_keeps_the_earlier_texts(octgn_folder, library, tmp_path):
    """Cancel while the texts are being stored: the transaction is rolled back, so the texts of
    the earlier import stay exactly as they were (all or nothing)."""
    from spellforge.convert.octgn_text import ScanCancelled
    from spellforge.library.user.card_text import import_card_texts, load_card_texts
    from spellforge.library.user.store import UserStore

    store = UserStore(tmp_path / "user.sqlite")
    first = import_card_texts(library, store, read_texts(octgn_folder))
    before = load_card_texts(store)
    assert first.stored == 2 and len(before) == 2

    changed = tmp_path / "changed"
    changed.mkdir()
    (changed / "set.xml").write_text(SET_XML.format(dispel=DISPEL_CORE, promo=DISPEL_PROMO, teleport=TELEPORT_CORE)
                                     .replace("Fixture: removes", "Fixture (new wording): removes"), encoding="utf-8")
    seen = []
    with pytest.raises(ScanCancelled):
        import_card_texts(library, store, read_texts(changed), lambda done, total: seen.append((done, total)) and False)
    assert seen == [(2, 2)]
    assert load_card_texts(store) == before
    assert import_card_texts(library, store, read_texts(changed), lambda d, t: True).stored == 1
    assert load_card_texts(store)[library.card_by_name("Dispel").id].startswith("Fixture (new wording)")
