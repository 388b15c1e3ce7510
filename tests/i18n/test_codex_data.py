"""Data checks for the Codex (db/i18n/codex.csv): what every trait, attack trait and condition
keyword of the library means, in English, Russian and Polish, with the rulebook lines it follows
(000 = Russian core rulebook, 003 = Russian errata/Codex supplement, 004 = Polish rulebook)."""

from __future__ import annotations

import csv
import re

import pytest

from tests.conftest import ROOT
from tests.seeds import seed_lines

I18N = ROOT / "db" / "i18n"
SEED_LANG = {"000": "ru", "003": "ru", "004": "pl"}
REF = re.compile(r"(\d{3}):L(\d+)(?:-(\d+))?")

# Trait keywords that are card-specific engine hooks, not rules terms a player looks up: the set
# data carries them as bracketed script tokens on exactly one card each (e.g. "[Nunchucks]").
ENGINE_TOKENS = {
    "BattleMeditation": "script hook of the card Battle Meditation",
    "HarshforgePlate": "script hook of the card Harshforge Plate",
    "Nunchucks": "script hook of the card Nunchucks",
    "Sai": "script hook of the card Sai",
}
# Attack-bar "traits" that are card text split into the trait list by the set parser, not keywords.
# They are reported to the lead; the Codex must not invent meanings for them.
ATTACK_TEXT_FRAGMENTS = {
    "": "empty entry left by the parser",
    "Zone": "fragment of a card's attack text",
    "No Damage": "card text: the attack deals no damage",
    "Place an Armor": "card text fragment",
    "Add 3 mana to your mana supply.": "card text",
    "Can only target Corporeal Conjurations": "card text (targeting restriction)",
    "Target zombie creature gains the Melee": "card text fragment",
    "Line of Sight Blocked": "wall text; the keyword is Blocks LOS",
}
# Headwords for keywords that terms.csv stores under another category or only per class/school.
HEADWORDS = {
    "Defense": {"ru": "Защита", "pl": "Obrona"},  # terms.csv stat/defense
    "Only": {"ru": "Только для", "pl": "Tylko"},  # "Beastmaster Only" = «Только для Хозяина зверей»
    "Mage Only": {"ru": "Только для", "pl": "Tylko"},
}


def fold(text: str) -> str:
    """Case-insensitive comparison that treats ё and е alike (the rulebook rarely prints ё)."""
    return text.casefold().replace("ё", "е")


def stems_in(term: str, text: str) -> bool:
    """Every word of `term` (3+ letters) occurs in `text` at least by its stem, since the rulebooks
    inflect terms: «Иммунитет к огню» is cited where the book prints «иммунитет» and «Огонь»."""
    folded = fold(text)
    return all(fold(w)[: max(3, len(w) - 3)] in folded for w in re.findall(r"\w+", term) if len(w) >= 3)


def _read(name: str) -> list[dict[str, str]]:
    with open(I18N / name, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def cited_text(source_ref: str) -> dict[str, str]:
    """The cited lines joined per seed document: '000:L2015-2017; 004:L2226' -> {'000': ..., '004': ...}."""
    out: dict[str, str] = {}
    for part in (p.strip() for p in source_ref.split(";")):
        m = REF.fullmatch(part)
        assert m, f"malformed source_ref part {part!r} in {source_ref!r}"
        doc, first, last = m.group(1), int(m.group(2)), int(m.group(3) or m.group(2))
        lines = seed_lines(doc)
        assert 1 <= first <= last <= len(lines) and last - first <= 12, f"{part}: bad line range"
        out[doc] = out.get(doc, "") + "\n" + "\n".join(lines[first - 1 : last])
    return out


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    return _read("codex.csv")


@pytest.fixture(scope="module")
def headwords() -> dict[str, dict[str, str]]:
    """keyword -> the RU/PL term words from terms.csv (trait/condition/effect), as the UI shows them."""
    words = {r["key"]: {"ru": r["ru"], "pl": r["pl"]} for r in _read("terms.csv")
             if r["category"] in ("trait", "condition", "effect")}
    return {**words, **HEADWORDS}


def test_rows_are_complete_and_unique(rows):
    assert len(rows) >= 100
    seen: set[str] = set()
    for line, row in enumerate(rows, start=2):
        kw = row["keyword"]
        assert kw and kw == kw.strip(), f"codex.csv line {line}: bad keyword {kw!r}"
        assert kw not in seen, f"codex.csv line {line}: duplicate keyword {kw!r}"
        seen.add(kw)
        for lang in ("en", "ru", "pl"):
            assert row[lang].strip(), f"codex.csv line {line}: {kw} has no {lang} text"
        # one or two short sentences for the card panel
        assert len(row["en"]) <= 260, f"codex.csv line {line}: {kw} English text too long"
    # the Russian and Polish columns are really in those languages
    assert all(re.search("[а-яё]", r["ru"], re.I) for r in rows)
    assert all(not re.search("[а-яё]", r["pl"], re.I) for r in rows)


def test_every_library_keyword_is_covered(library, rows):
    covered = {r["keyword"] for r in rows}
    traits = set(library.distinct_values("card_trait", "keyword")) - ENGINE_TOKENS.keys()
    attack_traits, conditions = set(), set()
    for card in library.spells(include_playtest=True):
        for attack in card.attacks:
            attack_traits |= {t.keyword for t in attack.traits}
            for effect_range in attack.effects:
                conditions |= set(effect_range.effects)
    attack_traits -= ATTACK_TEXT_FRAGMENTS.keys()
    # guard against an empty library making this pass vacuously
    assert {"Epic", "Flame", "Only"} <= traits and {"Piercing", "Zone Attack"} <= attack_traits
    assert {"Burn", "Daze", "Stun", "Push"} <= conditions
    assert not traits - covered, f"trait keywords without a Codex row: {sorted(traits - covered)}"
    assert not attack_traits - covered, f"attack traits without a Codex row: {sorted(attack_traits - covered)}"
    assert not conditions - covered, f"conditions without a Codex row: {sorted(conditions - covered)}"


def test_source_refs_cite_the_term(rows, headwords):
    sourced = [r for r in rows if r["source_ref"]]
    assert len(sourced) >= 70
    for row in sourced:
        kw = row["keyword"]
        assert kw in headwords, f"{kw}: cited but has no term in terms.csv to check against"
        for doc, text in cited_text(row["source_ref"]).items():
            lang = SEED_LANG[doc]
            word = headwords[kw][lang]
            assert stems_in(word, text), f"{kw}: {word!r} not found in cited {doc} lines ({row['source_ref']})"


def test_known_citations():
    # Epic: «Эпический … только 1 копия» RU L2550-2552; «Wyjątkowy … tylko 1 kopia» PL L2538-2540
    assert stems_in("Эпический", cited_text("000:L2550")["000"])
    assert stems_in("Wyjątkowy", cited_text("004:L2538")["004"])
    # the Polish Codex misprints Incorporeal as «Bezczelny» (PL L2082), so the correct word is not there
    assert not stems_in("Bezcielesny", cited_text("004:L2082")["004"])


def test_library_serves_the_codex(library, rows):
    by_kw = {r["keyword"]: r for r in rows}
    assert library.codex("Epic", "ru") == by_kw["Epic"]["ru"]
    assert "одной копии" in library.codex("Epic", "ru")  # 000:L2550-2552: one copy per spellbook
    assert library.codex("Burn", "pl") == by_kw["Burn"]["pl"]
    assert library.codex("Flame", "en") == by_kw["Flame"]["en"]
    assert library.codex("No such trait", "ru") is None
