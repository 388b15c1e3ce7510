"""Attack names, "+N vs. …" attack bonuses, set and product names in Russian and Polish
(db/i18n/game_names.csv): every one in the pool translated, every source named, every name the
rulebooks print checked against its seed line, and shown on the card face, the card panel and in
`card --json`."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from spellforge.i18n.labels import Labels
from tests.cli.runner import run
from tests.seeds import seed_line as _seed_line

ROOT = Path(__file__).resolve().parents[2]
CSV = ROOT / "db" / "i18n" / "game_names.csv"
SOURCE = re.compile(r"^ru (?P<ru>[^;]+); pl (?P<pl>.+)$")


def rows() -> list[dict]:
    with CSV.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def card_names(lang: str) -> dict[str, str]:
    with (ROOT / "db" / "i18n" / f"names_{lang}.csv").open(encoding="utf-8", newline="") as fh:
        return {r["card_id"]: r["name"] for r in csv.DictReader(fh)}


def seed_line(ref: str) -> str:
    m = re.match(r"(\d{3}):L(\d+)", ref)
    assert m, ref
    return _seed_line(ref)


def fold(s: str) -> str:
    return s.casefold().replace("ё", "е").replace("ó", "o")  # Nóż → Noża (Polish ó/o alternation)


def printed_on(name: str, line: str) -> bool:
    """Every word's stem (inflection allowed: «Длинного лука», „Noża”) is on the line."""
    words = re.findall(r"[\w']+", fold(name))
    return all(fold(w)[: max(3, len(w) - 2)] in fold(line) for w in words if not w.isdigit())


def test_every_row_has_ru_pl_and_a_source():
    seen = set()
    for r in rows():
        assert (r["category"], r["key"]) not in seen, r
        seen.add((r["category"], r["key"]))
        assert r["ru"].strip() and r["pl"].strip(), r
        m = SOURCE.match(r["source_ref"])
        assert m, f"{r['key']}: source must read 'ru …; pl …', got {r['source_ref']!r}"
        for lang in ("ru", "pl"):
            assert re.match(r"(project|card [a-z0-9-]+$|\d{3}:L\d+)", m[lang]), (r["key"], m[lang])


def test_every_printed_name_is_on_its_seed_line():
    checked = 0
    for r in rows():
        m = SOURCE.match(r["source_ref"])
        for lang in ("ru", "pl"):
            if re.match(r"\d{3}:L\d+", m[lang]):
                value = r[lang]
                if r["category"] == "set":  # a set name cites only the printed game title
                    continue
                assert printed_on(value, seed_line(m[lang])), f"{r['key']} {lang} {value!r} not on {m[lang]}"
                checked += 1
    assert checked >= 12


@pytest.mark.parametrize("key,lang,name,ref", [
    ("Claws", "ru", "Когти", "000:L745"), ("Claws", "pl", "Pazury", "004:L743"),
    ("Heavy Claw Strike", "pl", "Uderzenie Ostrych Pazurów", "004:L743"),
    ("Longbow", "ru", "Длинный лук", "000:L1240"), ("Longbow", "pl", "Długi Łuk", "004:L1279"),
    ("Knife", "ru", "Нож", "000:L1240"), ("Knife", "pl", "Nóż", "004:L1279"),
    ("Vorpal Blade", "ru", "Смертоносный меч", "000:L1616"), ("Vorpal Blade", "pl", "Vorpalne Ostrze", "004:L1602"),
    ("Arcane Zap", "ru", "Тайная энергия", "000:L763"), ("Arcane Zap", "pl", "Tajemny Pocisk", "004:L765"),
])
def test_rulebook_attack_names(library, key, lang, name, ref):
    assert library.term("attack", key, lang) == name
    row = next(r for r in rows() if r["category"] == "attack" and r["key"] == key)
    assert SOURCE.match(row["source_ref"])[lang] == ref
    assert printed_on(name, seed_line(ref))


def test_rulebook_attack_bonus(library):
    # 000 L1336: «+1 против Неживых или Темных существ» (Samandriel's attack bar)
    words = Labels("ru", library.term)
    sam = library.card("samandriel-angel-of-light")
    bonus = next(t for a in sam.attacks for t in a.traits if t.keyword == "Bonus vs")
    assert words.trait(bonus) == "+1 против Неживых или Темных существ"
    assert "«+1 против Неживых или Темных существ»" in seed_line("000:L1336")
    assert Labels("pl", library.term).trait(bonus) == "+1 przeciw Nieżyjącym lub Mrocznym stworzeniom"


def test_every_attack_name_and_bonus_in_the_pool_has_ru_and_pl(library):
    attacks = [(c, a) for c in library.spells(include_playtest=True) for a in c.attacks]
    attacks += [(m, a) for m in library.mages() for a in m.attacks]
    assert len({a.name for _, a in attacks}) > 325
    untranslated = {a.name for _, a in attacks if library.term("attack", a.name, "ru") == a.name}
    assert not untranslated  # Russian is never Latin script
    for lang in ("ru", "pl"):
        words = Labels(lang, library.term)
        table = library.terms("attack")
        for owner, a in attacks:
            assert (table.get(a.name) or {}).get(lang), f"{a.name} ({owner.name}) has no {lang} name"
            for t in a.traits:
                if t.keyword == "Bonus vs":
                    shown = words.trait(t)
                    assert " vs" not in shown and shown.startswith(str(t).split(" ")[0]), (str(t), shown)


def test_any_bonus_number_is_kept(library):
    from spellforge.domain.cards import Trait

    words = Labels("ru", library.term)
    assert words.trait(Trait("Bonus vs", 3, "+3 vs. Flying")) == "+3 против Летающих"
    assert Labels("pl", library.term).trait(Trait("Bonus vs", 2, "+2 vs. Undead")) == "+2 przeciw Nieumarłym"
    assert words.trait(Trait("Bonus vs", 2, "+2 vs. Something New")) == "+2 vs. Something New"


def test_attacks_named_after_a_card_use_its_name():
    names = {lang: card_names(lang) for lang in ("ru", "pl")}
    n = 0
    for r in rows():
        m = SOURCE.match(r["source_ref"])
        for lang in ("ru", "pl"):
            if m[lang].startswith("card "):
                assert r[lang] == names[lang][m[lang][5:]], (r["key"], lang)
                n += 1
    assert n > 100


def test_every_set_and_product_has_ru_and_pl(library):
    from spellforge.collection.products import PRODUCT_NAMES, product_name

    for name, _ in library.sets(include_playtest=True):
        for lang in ("ru", "pl"):
            assert Labels(lang, library.term).set_name(name) != name or name == "Promo", (name, lang)
    for code in PRODUCT_NAMES:
        assert product_name(code, "ru") != product_name(code, "en")
    assert product_name("core", "pl") == "Zestaw podstawowy"


def test_card_face_prints_the_attack_name(library, monkeypatch):
    from spellforge.render import card_face
    from spellforge.render.pen import Pen

    drawn: list[str] = []
    real = Pen.text
    monkeypatch.setattr(Pen, "text", lambda self, x, y, text, *a, **k: (drawn.append(text), real(self, x, y, text, *a, **k)))
    card_face.render_card(library.card("royal-archer"), "ru", (252, 352), library.term)
    assert "Длинный лук" in drawn and "Нож" in drawn and "Longbow" not in drawn
    assert any("Базовый набор" in t for t in drawn)


def test_card_json_gives_attack_names_in_the_language(library_in_data_dir, capsys):
    # the command in-process on the user's library (a child process added only its start-up and a build)
    rc, out, _err = run(capsys, "card", "Samandriel, Angel of Light", "--lang", "ru", "--json")
    assert rc == 0
    facts = json.loads(out)
    attack = facts["attacks"][0]
    assert attack["names"]["ru"] == "Двуручный меч «Звёздный огонь»" and attack["display"] == attack["names"]["ru"]
    assert "+1 против Неживых или Темных существ" in attack["traits_display"]
    assert facts["printings"][0]["set_names"]["pl"]
