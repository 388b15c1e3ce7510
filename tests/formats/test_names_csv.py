"""User name corrections: stored in user data, applied over the library, exchanged as CSV."""

from __future__ import annotations

from spellforge.formats.names_csv import export_names, import_names
from spellforge.library import Library
from spellforge.library.user.names import load_user_names
from spellforge.library.user.store import UserStore


def test_import_reports_every_line_and_keeps_good_ones(library, tmp_path):
    lib = Library(library.path)  # a private copy: names are overlaid in place
    store = UserStore(tmp_path / "user.sqlite")
    text = ("card_id,lang,name,source\n"
            "fireball,pl,Ognista Kula,user\n"
            "no-such-card,ru,Нечто,user\n"
            "fireball,de,Feuerball,user\n"
            "\n"
            "bear-strength,ru,Сила медведя,rulebook\n"
            "lair,ru\n")
    reports = import_names(lib, store, text, "names.csv")
    assert [(r.line, r.status) for r in reports] == [(2, "stored"), (3, "error"), (4, "error"), (6, "unchanged"), (7, "error")]
    assert "names.csv: line 3: unknown card id 'no-such-card'" in reports[1].message
    assert lib.card("fireball").display_name("pl") == "Ognista Kula"
    assert lib.card_by_name("ognista kula").id == "fireball"
    # survives: a fresh library (as after a rebuild) gets the name back from user data
    fresh = Library(library.path)
    fresh.apply_user_names(load_user_names(store))
    assert fresh.card("fireball").names["pl"] == "Ognista Kula" and fresh.card("fireball").name_sources["pl"] == "user"


def test_export_then_import_round_trip_changes_nothing(library, tmp_path):
    lib = Library(library.path)
    text = export_names(lib, ("ru", "pl"))
    assert text.splitlines()[0] == "card_id,lang,name,source"
    reports = import_names(lib, UserStore(tmp_path / "u.sqlite"), text)
    assert reports and all(r.status == "unchanged" for r in reports)


def test_bad_header(library, tmp_path):
    (r,) = import_names(library, UserStore(tmp_path / "u.sqlite"), "id,language\nx,y\n", "t.csv")
    assert r.status == "error" and "t.csv: line 1: missing columns" in r.message


def test_dropping_a_user_name_restores_the_shipped_one(library, tmp_path):
    lib = Library(library.path)
    shipped = lib.card("fireball").names["ru"]
    lib.apply_user_names({("fireball", "ru"): ("Шар огня", "user")})
    assert lib.card("fireball").display_name("ru") == "Шар огня"
    lib.drop_user_name("fireball", "ru")
    assert lib.card("fireball").names["ru"] == shipped and lib.card("fireball").name_sources["ru"].startswith("rulebook")


def test_overlays_add_up_and_replace_starts_again(library):
    """One renamed card, then another: both keep their user names (the window applies one at a
    time); `replace=True` makes the given names the whole overlay, the others shipped again."""
    lib = Library(library.path)
    shipped_en, shipped_ru = lib.card("fireball").names["en"], lib.card("fireball").names["ru"]
    lib.apply_user_names({("fireball", "en"): ("Big Fire Ball", "user")})
    lib.apply_user_names({("fireball", "ru"): ("Шар огня", "user")})
    assert lib.card("fireball").names["en"] == "Big Fire Ball" and lib.card("fireball").names["ru"] == "Шар огня"
    assert lib.card_by_name("Big Fire Ball").id == "fireball"
    lib.apply_user_names({("fireball", "ru"): ("Шар огня", "user")}, replace=True)
    assert lib.card("fireball").names["en"] == shipped_en and lib.card("fireball").names["ru"] == "Шар огня"
    lib.apply_user_names({}, replace=True)
    assert lib.card("fireball").names["ru"] == shipped_ru
