"""The four starting spellbooks as the rulebooks print them (RU seeds/000 lines 1971-1977, PL
seeds/004 lines 1990-1996), typed as plain lists with their misprints (fixtures/ru_*.txt,
fixtures/pl_*.txt). Every line must resolve; misprints must be reported, never guessed wrong."""

from __future__ import annotations

import pytest

from spellforge.formats import read_spellbook, read_spellbook_text
from tests.conftest import CORE_BOOKS
from tests.formats.conftest import FIXTURES, has_names

MAGES = ("beastmaster", "warlock", "wizard", "priestess")
OFFICIAL = {mage.lower(): f"official-spellbooks/{file}" for mage, file in CORE_BOOKS.items()}
# glossary-pl-ru §2.1: the Polish lists equal the English official books card for card; the
# Russian ones differ in six places (RU 000 line 1972-1976).
RU_DIFFERENCES = {
    "beastmaster": {"elemental-cloak": 0, "leather-gloves": 1, "purify": 1},
    "warlock": {"leather-gloves": 0, "gauntlets-of-strength": 1, "skeletal-sentry": 1},
    "wizard": {"staff-of-the-arcanum": 0, "lightning-ring": 1},
    "priestess": {"purify": 0},
}
# Lines printed with a misprint or a second name (glossary §0.4, rules-digest §10): text → card.
MISPRINTS = {
    "ru": {
        "1 Нождаун": "knockdown",  # RU L1976, = Нокдаун
        "1 Глаз ятреба": "hawkeye",  # RU L1975, = Глаз ястреба
        "2 Синий греmlin": "blue-gremlin",  # RU L1974, Latin "mlin"
        "1 Кольцо молний@Enchantment": "circle-of-lightning",  # RU L1975: the equipment's name under ЧАРЫ
    },
    "pl": {
        "2x Dzik Ryś": "feral-bobcat",  # PL L1993, = Dziki Ryś
        "2x Zew Diczcy": "call-of-the-wild",  # PL L1995, = Zew Dziczy
        "1x Helm Strachu": "helm-of-fear",  # PL L1991, = Hełm
        "1x Bicz Piekelnego Ognia": "lash-of-hellfire",  # PL L1991
        "1x Szata Słumienia": "suppression-cloak",  # PL L1991, = Stłumienia
        "1x Słumienie Magii": "purge-magic",  # PL L1995
        "1x Osłepiający Blask": "blinding-flash",  # PL L1996, = Oślepiający
        "2x Wyssanie Many": "essence-drain",  # PL L1994 prints the Mana Drain wording
    },
}


def _expected(decks, lang: str, mage: str) -> dict[str, int]:
    expected = dict(decks[OFFICIAL[mage]].book.quantities())
    if lang == "ru":
        expected.update(RU_DIFFERENCES[mage])
    return {k: v for k, v in expected.items() if v}


def _misprint_key(fate, section: str | None) -> str:
    return f"{fate.text}@{section}" if f"{fate.text}@{section}" in {k for m in MISPRINTS.values() for k in m} else fate.text


def _with_sections(result):
    section = None
    for fate in result.lines:
        if fate.fate == "ignored" and fate.note.startswith("heading "):
            section = fate.note.split(" ", 1)[1]
        yield fate, section


@pytest.fixture
def names(library):
    for lang in ("ru", "pl"):
        assert has_names(library, lang), f"no {lang} card names in db/i18n"


@pytest.mark.parametrize("lang", ["ru", "pl"])
@pytest.mark.parametrize("mage", MAGES)
def test_rulebook_list_imports_completely(library, decks, names, lang, mage):
    result = read_spellbook(FIXTURES / f"{lang}_{mage}.txt", library)
    assert result.unresolved == [], [(f.line, f.text, f.note) for f in result.unresolved]
    assert result.book.mage == mage.capitalize()
    assert result.book.quantities() == _expected(decks, lang, mage)
    misprints = MISPRINTS[lang]
    for fate, section in _with_sections(result):
        key = _misprint_key(fate, section)
        if key in misprints:
            assert fate.card_id == misprints[key], key
            assert fate.matched_by != "name" and fate.confidence < 1, key  # reported as not an exact name


class _WithoutAliases:
    """The real library minus its alias table: what the resolver's own fallbacks achieve."""

    def __init__(self, lib):
        self._lib = lib

    def __getattr__(self, name):
        return getattr(self._lib, name)

    def name_index(self):
        return [e for e in self._lib.name_index() if e.kind == "name"]


@pytest.mark.parametrize("lang", ["ru", "pl"])
@pytest.mark.parametrize("mage", MAGES)
def test_misprints_without_aliases_are_reported_not_guessed(library, decks, names, lang, mage):
    result = read_spellbook(FIXTURES / f"{lang}_{mage}.txt", _WithoutAliases(library))
    expected = _expected(decks, lang, mage)
    misprints = MISPRINTS[lang]
    for fate, section in _with_sections(result):
        if fate.fate not in ("card", "unresolved"):
            continue
        key = _misprint_key(fate, section)
        if fate.fate == "unresolved":  # reported, with the right card offered when it is a typo
            assert fate.candidates, key
        elif key in misprints and fate.card_id != misprints[key]:
            assert "listed under" in fate.note, key  # the wrong type for its heading: flagged
        else:
            assert fate.card_id in expected, key
            if key in misprints:
                assert fate.matched_by in ("normalised", "fuzzy") and fate.confidence < 1, key


def test_collapsed_rows_as_printed_read_the_same(library, names):
    # RU 000 line 1972-1977 print one row per type: "СНАРЯЖЕНИЕ<tab>1 Медвежья шкура 1 Кожаные перчатки …"
    lines = (FIXTURES / "ru_beastmaster.txt").read_text(encoding="utf-8").split("\n")
    rows, current = [], []
    for line in lines[3:]:
        if line and not line[0].isdigit():
            current = [line + "\t"]
            rows.append(current)
        elif line:
            current.append(line + " ")
    collapsed = lines[1] + "\n" + "\n".join("".join(r) for r in rows)
    assert len(collapsed.split("\n")) == 7
    one_per_line = read_spellbook(FIXTURES / "ru_beastmaster.txt", library).book
    result = read_spellbook_text(collapsed, library)
    assert result.unresolved == []
    assert result.book.quantities() == one_per_line.quantities()
    assert {f.line for f in result.lines if f.fate == "card"} == set(range(2, 8))


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_listed_misprint_occurs_in_the_fixtures(library, names, lang):
    seen = set()
    for mage in MAGES:
        for fate, section in _with_sections(read_spellbook(FIXTURES / f"{lang}_{mage}.txt", library)):
            seen.add(_misprint_key(fate, section))
    assert set(MISPRINTS[lang]) <= seen
