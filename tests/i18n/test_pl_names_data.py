"""Data checks for the Polish card names (db/i18n/names_pl.csv, db/i18n/aliases_pl.csv).

The CSVs are compared with the real OCTGN set files, the project's mage list (db/mages.json),
the Polish rulebook (seed 004) and the official English spellbooks; every check reads the files
themselves, so a wrong line, a missing card or a misaligned name fails here.
"""

from __future__ import annotations

import csv
import json
import re
from collections import Counter
from pathlib import Path

import pytest
from defusedxml import ElementTree as ET

from spellforge.domain.ids import card_id
from tests.conftest import CORE_BOOKS, DECKS_DIR, ROOT, SETS_DIR
from tests.seeds import seed_lines

I18N = ROOT / "db" / "i18n"
NAMES_CSV = I18N / "names_pl.csv"
ALIASES_CSV = I18N / "aliases_pl.csv"
NOT_SPELL_TYPES = {"Internal", "Phase", "DiceRoll", "Magestats"}
REF = re.compile(r"^004:L(\d+)$")
# Latin letters with Polish diacritics, digits and the punctuation card names use; this also
# catches Cyrillic or mojibake pasted into the Polish file.
POLISH_NAME = re.compile(r"^[A-ZĄĆĘŁŃÓŚŹŻ][A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż0-9 ,'&()\-]*$")

# The four starting spellbooks as printed in the PL table "POCZĄTKOWE KSIĘGI CZARÓW" (004 L1990
# header: WŁADCA BESTII / CZARNOKSIĘŻNIK / CZARODZIEJ / KAPŁANKA; rows L1991 equipment, L1992
# conjurations, L1993 creatures, L1994 enchantments, L1995 incantations, L1996 attacks), aligned to
# English in docs/glossary-pl-ru.md §2.1. Polish text is kept exactly as printed, misprints
# included: (English card, printed Polish, copies, 004 line).
STARTING_BOOKS: dict[str, tuple[str, int, list[tuple[str, str, int, int]]]] = {
    "Beastmaster": ("Władca Bestii", 1678, [
        ("Bearskin", "Niedźwiedzia Skóra", 1, 1991),
        ("Elemental Cloak", "Szata Żywiołów", 1, 1991),
        ("Mage Wand", "Różdżka Maga", 1, 1991),
        ("Regrowth Belt", "Pas Odnowy", 1, 1991),
        ("Ring of Beasts", "Pierścień Bestii", 1, 1991),
        ("Staff of Beasts", "Kostur Bestii", 1, 1991),
        ("Lair", "Leże", 1, 1992),
        ("Mana Flower", "Kwiat Many", 3, 1992),
        ("Mohktari, Great Tree of Life", "Mohktari, Wielkie Drzewo Życia", 1, 1992),
        ("Rajan's Fury", "Furia Rajana", 1, 1992),
        ("Tanglevine", "Płatorośl", 3, 1992),
        ("Tooth & Nail", "Ząb i Pazur", 1, 1992),
        ("Wall of Thorns", "Ściana Cierni", 2, 1992),
        ("Bitterwood Fox", "Lis Gorzkozielny", 3, 1993),
        ("Cervere, The Forest Shadow", "Cervere, Leśny Duch", 1, 1993),
        ("Emerald Tegu", "Szmaragdowy Jaszczur", 1, 1993),
        ("Feral Bobcat", "Dzik Ryś", 2, 1993),
        ("Mountain Gorilla", "Górski Goryl", 1, 1993),
        ("Redclaw, Alpha Male", "Krwawolap, Samiec Alfa", 1, 1993),
        ("Sosruko, Ferret Companion", "Sosruko, Kompan Fretka", 1, 1993),
        ("Steelclaw Grizzly", "Niedźwiedź Stalopazury", 1, 1993),
        ("Thunderift Falcon", "Sokół Gromopióry", 2, 1993),
        ("Timber Wolf", "Szary Wilk", 3, 1993),
        ("Bear Strength", "Niedźwiedzia Siła", 2, 1994),
        ("Block", "Blok", 1, 1994),
        ("Bull Endurance", "Wytrzymałość Byka", 1, 1994),
        ("Cheetah Speed", "Szybkość Geparda", 1, 1994),
        ("Cobra Reflexes", "Refleks Kobry", 1, 1994),
        ("Eagle Wings", "Orle Skrzydła", 1, 1994),
        ("Marked for Death", "Naznaczony Śmiercią", 1, 1994),
        ("Mongoose Agility", "Zwinność Mangusty", 1, 1994),
        ("Nullify", "Unieważnienie", 1, 1994),
        ("Regrowth", "Odnowa", 1, 1994),
        ("Retaliate", "Odwet", 1, 1994),
        ("Rhino Hide", "Pancerz Nosorożca", 2, 1994),
        ("Battle Fury", "Bitewna Furia", 1, 1995),
        ("Call of the Wild", "Zew Diczcy", 2, 1995),
        ("Charge", "Szarża", 1, 1995),
        ("Dispel", "Rozproszenie Zaklęcia", 2, 1995),
        ("Dissolve", "Rozpuszczenie", 1, 1995),
        ("Force Push", "Pchnięcie Mocą", 1, 1995),
        ("Group Heal", "Grupowe Uzdrawienie", 1, 1995),
        ("Heal", "Uzdrawienie", 1, 1995),
        ("Knockdown", "Powalenie", 1, 1995),
        ("Minor Heal", "Mniejsze Uzdrawienie", 2, 1995),
        ("Piercing Strike", "Przebijający Cios", 1, 1995),
        ("Perfect Strike", "Precyzyjny Cios", 1, 1995),
        ("Rouse the Beast", "Przebudzenie Bestii", 1, 1995),
        ("Shift Enchantment", "Przeniesienie Zaklęcia", 1, 1995),
        ("Geyser", "Gejzer", 2, 1996),
        ("Jet Stream", "Tornado", 1, 1996),
    ]),
    "Warlock": ("Czarnoksiężnik", 1752, [
        ("Demonhide Armor", "Pancerz ze skóry Demona", 1, 1991),
        ("Elemental Wand", "Różdżka Żywiołów", 1, 1991),
        ("Fireshaper Ring", "Pierścień Ogniomiota", 1, 1991),
        ("Helm of Fear", "Helm Strachu", 1, 1991),
        ("Lash of Hellfire", "Bicz Piekelnego Ognia", 1, 1991),
        ("Leather Gloves", "Skórzane Rękawice", 1, 1991),
        ("Moloch's Torment", "Udręka Molocha", 1, 1991),
        ("Ring of Curses", "Pierścień Przekleństwa", 1, 1991),
        ("Battle Forge", "Bitewna Kuźnia", 1, 1992),
        ("Mana Crystal", "Kryształ Many", 2, 1992),
        ("Pentagram", "Pentagram", 1, 1992),
        ("Wall of Fire", "Ściana Ognia", 2, 1992),
        ("Adramelech, Lord of Fire", "Adramelek, Władca Ognia", 1, 1993),
        ("Dark Pact Slayer", "Mroczny Siepacz", 2, 1993),
        ("Darkfenne Bat", "Nietoperz z Darkfenne", 2, 1993),
        ("Firebrand Imp", "Imp Podżegacz", 2, 1993),
        ("Flaming Hellion", "Demon Płomieni", 2, 1993),
        ("Goran, Werewolf Pet", "Goran, Wilkołak Towarzysz", 1, 1993),
        ("Malacoda", "Malakoda", 1, 1993),
        ("Necropian Vampiress", "Wampiryzca z Nekropolis", 1, 1993),
        ("Skeletal Sentry", "Szkielet Wartownik", 2, 1993),
        ("Agony", "Agonia", 1, 1994),
        ("Bear Strength", "Niedźwiedzia Siła", 1, 1994),
        ("Chains of Agony", "Łańcuchy Agonii", 1, 1994),
        ("Death Link", "Śmiertelna Więź", 1, 1994),
        ("Enfeeble", "Wycieńczenie", 2, 1994),
        ("Force Orb", "Kula Mocy", 1, 1994),
        ("Ghoul Rot", "Zgnilizna Ghula", 2, 1994),
        ("Hellfire Trap", "Piekielna Pułapka", 1, 1994),
        ("Magebane", "Zguba Czaromiota", 1, 1994),
        ("Maim Wings", "Poszarpane Skrzydła", 1, 1994),
        ("Marked for Death", "Naznaczony Śmiercią", 1, 1994),
        ("Poisoned Blood", "Zatruta Krew", 1, 1994),
        ("Vampirism", "Wampiryzm", 1, 1994),
        ("Dispel", "Rozproszenie Zaklęcia", 1, 1995),
        ("Drain Life", "Wyssanie Życia", 1, 1995),
        ("Evade", "Unik", 1, 1995),
        ("Explode", "Wybuch", 2, 1995),
        ("Force Push", "Pchnięcie Mocą", 1, 1995),
        ("Seeking Dispel", "Tropiciel Zaklęć", 1, 1995),
        ("Teleport", "Teleportacja", 1, 1995),
        ("Vampiric Strike", "Ukąszenie Wampira", 2, 1995),
        ("Fireball", "Kula Ognia", 2, 1996),
        ("Firestorm", "Ognista Burza", 1, 1996),
        ("Flameblast", "Ognisty Podmuch", 2, 1996),
        ("Ring of Fire", "Ognisty Krąg", 1, 1996),
    ]),
    "Wizard": ("Czarodziej", 1800, [
        ("Arcane Ring", "Pierścień Zaklinacza", 1, 1991),
        ("Dragonscale Hauberk", "Pancerz ze Smoczych Łusek", 1, 1991),
        ("Elemental Wand", "Różdżka Żywiołów", 1, 1991),
        ("Leather Boots", "Skórzane Buty", 1, 1991),
        ("Mage Wand", "Różdżka Maga", 1, 1991),
        ("Moonglow Amulet", "Amulet Księżycowego Blasku", 1, 1991),
        ("Staff of the Arcanum", "Kostur Arkanów", 1, 1991),
        ("Suppression Cloak", "Szata Słumienia", 1, 1991),
        ("Mana Crystal", "Kryształ Many", 2, 1992),
        ("Mana Siphon", "Wir Many", 1, 1992),
        ("Poison Gas Cloud", "Trujące Opary", 2, 1992),
        ("Blue Gremlin", "Niebieski Gremlin", 2, 1993),
        ("Darkfenne Hydra", "Hydra z Darkfenne", 1, 1993),
        ("Gorgon Archer", "Gorgona Łuczniczka", 1, 1993),
        ("Huginn, Raven Familiar", "Huginn, Kruczy Chowaniec", 1, 1993),
        ("Mana Leech", "Pijawka Many", 2, 1993),
        ("Moonglow Faerie", "Wróżka Księżycowego Blasku", 1, 1993),
        ("Stonegaze Basilisk", "Kamiennooki Bazyliżek", 1, 1993),
        ("Block", "Blok", 1, 1994),
        ("Circle of Lightning", "Krąg Błyskawic", 1, 1994),
        ("Decoy", "Przynęta", 2, 1994),
        ("Essence Drain", "Wyssanie Many", 2, 1994),
        ("Force Hold", "Magiczne Pęta", 1, 1994),
        ("Force Sword", "Miecz Mocy", 1, 1994),
        ("Harmonize", "Dostrojenie", 1, 1994),
        ("Jinx", "Pech", 1, 1994),
        ("Nullify", "Unieważnienie", 2, 1994),
        ("Reverse Attack", "Odbicie Ataku", 1, 1994),
        ("Reverse Magic", "Odbicie Magii", 1, 1994),
        ("Teleport Trap", "Pułapka Teleportacyjna", 1, 1994),
        ("Banish", "Wygnanie", 1, 1995),
        ("Dispel", "Rozproszenie Zaklęcia", 1, 1995),
        ("Dissolve", "Rozpuszczenie", 2, 1995),
        ("Drain Power", "Wyssanie Mocy", 1, 1995),
        ("Minor Heal", "Mniejsze Uzdrawienie", 2, 1995),
        ("Purge Magic", "Słumienie Magii", 1, 1995),
        ("Seeking Dispel", "Precyzyjne Rozproszenie", 2, 1995),
        ("Sleep", "Sen", 1, 1995),
        ("Steal Enchantment", "Złodziej Zaklęć", 1, 1995),
        ("Teleport", "Teleportacja", 2, 1995),
        ("Chain Lightning", "Łańcuch Błyskawic", 1, 1996),
        ("Electrify", "Porażenie", 1, 1996),
        ("Jet Stream", "Tornado", 2, 1996),
        ("Lightning Bolt", "Elektryczny Pocisk", 3, 1996),
        ("Thunderbolt", "Piorun", 1, 1996),
    ]),
    "Priestess": ("Kapłanka", 1716, [
        ("Crown of Protection", "Diadem Ochrony", 1, 1991),
        ("Dawnbreaker Ring", "Pierścień Świtu", 1, 1991),
        ("Deflection Bracers", "Karwasze Odbicia", 1, 1991),
        ("Ivarium Longbow", "Długi Łuk z Ivarium", 1, 1991),
        ("Mage Wand", "Różdżka Maga", 1, 1991),
        ("Moonglow Amulet", "Amulet Księżycowego Blasku", 1, 1991),
        ("Ring of Asyra", "Pierścień Asyry", 1, 1991),
        ("Staff of Asyra", "Kostur Asyry", 1, 1991),
        ("Wind Wyvern Hide", "Szata Powietrznej Wiwerny", 1, 1991),
        ("Hand of Bim-Shalla", "Ręka Bim-Shalla", 1, 1992),
        ("Mana Flower", "Kwiat Many", 2, 1992),
        ("Temple of Asyra", "Świątynia Asyry", 1, 1992),
        ("Asyran Cleric", "Asyrański Kleryk", 3, 1993),
        ("Brogan Bloodstone", "Brogan Krwawy Kamień", 1, 1993),
        ("Gray Angel", "Szary Anioł", 1, 1993),
        ("Highland Unicorn", "Górski Jednorożec", 1, 1993),
        ("Knight of Westlock", "Rycerz z Westlock", 2, 1993),
        ("Royal Archer", "Królewska Łuczniczka", 2, 1993),
        ("Valshalla, Lightning Angel", "Valshalla, Anioł Błyskawic", 1, 1993),
        ("Block", "Blok", 2, 1994),
        ("Bull Endurance", "Wytrzymałość Byka", 1, 1994),
        ("Divine Intervention", "Boska Interwencja", 1, 1994),
        ("Divine Protection", "Boska Ochrona", 2, 1994),
        ("Hawkeye", "Sokole Oko", 1, 1994),
        ("Nullify", "Unieważnienie", 1, 1994),
        ("Pacify", "Uspokojenie", 2, 1994),
        ("Regrowth", "Odnowa", 1, 1994),
        ("Retaliate", "Odwet", 1, 1994),
        ("Rhino Hide", "Pancerz Nosorożca", 1, 1994),
        ("Sacred Ground", "Uświęcona Ziemia", 1, 1994),
        ("Dispel", "Rozproszenie Zaklęcia", 1, 1995),
        ("Dissolve", "Rozpuszczenie", 2, 1995),
        ("Force Push", "Pchnięcie Mocą", 1, 1995),
        ("Group Heal", "Grupowe Uzdrawienie", 1, 1995),
        ("Heal", "Uzdrawienie", 2, 1995),
        ("Lay Hands", "Nakładanie Rąk", 1, 1995),
        ("Minor Heal", "Mniejsze Uzdrawienie", 1, 1995),
        ("Perfect Strike", "Precyzyjny Cios", 1, 1995),
        ("Purge Magic", "Słumienie Magii", 1, 1995),
        ("Purify", "Oczyszczenie", 1, 1995),
        ("Resurrection", "Ożywienie", 1, 1995),
        ("Sleep", "Sen", 1, 1995),
        ("Blinding Flash", "Osłepiający Blask", 1, 1996),
        ("Pillar of Light", "Słup Światła", 2, 1996),
    ]),
}
# 004 L1990: the column order of the starting-spellbook table.
STARTING_COLUMNS = ["Beastmaster", "Warlock", "Wizard", "Priestess"]
# The English official books in the OCTGN data (note the original file-name typo "Offical").
OFFICIAL_BOOKS = CORE_BOOKS
ITEM = re.compile(r"(\d+)x (.+?)(?= \d+x |$)")


def _read_csv(path: Path, header: list[str]) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        assert next(reader) == header, f"{path.name}: header must be {','.join(header)}"
        rows = []
        for lineno, cells in enumerate(reader, start=2):
            assert len(cells) == len(header), f"{path.name}:{lineno}: {len(cells)} columns"
            rows.append(dict(zip(header, cells)))
    return rows


@pytest.fixture(scope="module")
def names() -> dict[str, dict[str, str]]:
    rows = _read_csv(NAMES_CSV, ["card_id", "name_en", "name", "source", "source_ref"])
    dupes = [cid for cid, n in Counter(r["card_id"] for r in rows).items() if n > 1]
    assert not dupes, f"duplicate card_id in names_pl.csv: {dupes}"
    return {r["card_id"]: r for r in rows}


@pytest.fixture(scope="module")
def aliases() -> list[dict[str, str]]:
    return _read_csv(ALIASES_CSV, ["card_id", "alias", "source_ref"])


@pytest.fixture(scope="module")
def seed():
    return seed_lines("004")


@pytest.fixture(scope="module")
def set_cards() -> tuple[dict[str, str], dict[str, str]]:
    """Spells and mage cards of the real set files: ({card_id: English name}, {guid: card_id})."""
    by_id: dict[str, str] = {}
    by_guid: dict[str, str] = {}
    for path in sorted(SETS_DIR.glob("*.xml")):
        root = ET.parse(path).getroot()
        if root.get("name") == "Gameboards":
            continue
        for card in root.iter("card"):
            props = {p.get("name"): p.get("value") or "" for p in card.findall("property")}
            subtypes = {s.strip() for s in props.get("Subtype", "").split(",")}
            if props.get("Type", "") in NOT_SPELL_TYPES or "Aura" in subtypes:
                continue
            cid = card_id(card.get("name"))
            by_id.setdefault(cid, card.get("name"))
            by_guid[card.get("id")] = cid
    return by_id, by_guid


def _line(seed: list[str], ref: str) -> str:
    m = REF.match(ref)
    assert m, f"bad source_ref {ref!r} (want 004:L<line>)"
    number = int(m.group(1))
    assert 1 <= number <= len(seed), f"{ref} is past the end of seed 004"
    return seed[number - 1].lower()


def _resolver(names, aliases) -> dict[str, str]:
    """Polish display names and aliases (lower case) -> card id."""
    index = {r["name"].lower(): cid for cid, r in names.items()}
    index.update({a["alias"].lower(): a["card_id"] for a in aliases})
    return index


def test_sources_and_refs_are_well_formed(names):
    for cid, row in names.items():
        assert row["source"] in {"rulebook", "project"}, f"{cid}: source {row['source']!r}"
        if row["source"] == "project":
            assert row["source_ref"] == "", f"{cid}: a project name has no rulebook line"
        else:
            assert REF.match(row["source_ref"]), f"{cid}: source_ref {row['source_ref']!r}"
        assert card_id(row["name_en"]) == cid, f"{cid}: name_en {row['name_en']!r} has another id"


def test_names_are_clean_polish_and_unambiguous(names, aliases):
    seen: dict[str, str] = {}
    for cid, row in names.items():
        name = row["name"]
        assert name == name.strip() and "  " not in name, f"{cid}: stray spaces in {name!r}"
        assert POLISH_NAME.match(name), f"{cid}: {name!r} is not a Polish card name"
        other = seen.setdefault(name.lower(), cid)
        assert other == cid, f"{other} and {cid} share the Polish name {name!r}"
    for a in aliases:
        assert a["card_id"] in names, f"alias {a['alias']!r} names an unknown card {a['card_id']}"
        owner = seen.get(a["alias"].lower(), a["card_id"])
        assert owner == a["card_id"], f"alias {a['alias']!r} is the display name of {owner}"


def test_every_spell_and_mage_has_a_polish_name(names, set_cards):
    by_id, _ = set_cards
    mages = json.loads((ROOT / "db" / "mages.json").read_text(encoding="utf-8"))["mages"]
    wanted = dict(by_id) | {card_id(m["name"]): m["name"] for m in mages}
    missing = sorted(wanted[cid] for cid in wanted if not names.get(cid, {}).get("name"))
    assert not missing, f"{len(missing)} cards have no Polish name: {missing[:20]}"
    stale = sorted(set(names) - set(wanted))
    assert not stale, f"names_pl.csv has ids that are not cards: {stale}"
    assert len(by_id) > 800  # the real card pool, not an empty fixture


def test_rulebook_names_are_printed_on_their_line(names, aliases, seed):
    """A rulebook name is on its 004 line; a corrected misprint shows its printed alias there."""
    printed = {(a["card_id"], a["source_ref"]): a["alias"] for a in aliases}
    rulebook = {cid: r for cid, r in names.items() if r["source"] == "rulebook"}
    assert len(rulebook) >= 150  # glossary §2.3 aligns 160-odd printed names
    for cid, row in rulebook.items():
        line = _line(seed, row["source_ref"])
        shown = row["name"] if row["name"].lower() in line else printed.get((cid, row["source_ref"]))
        assert shown and shown.lower() in line, (
            f"{cid}: {row['name']!r} is not on {row['source_ref']} (nor a misprint alias)"
        )


def test_aliases_are_printed_on_their_line(aliases, seed):
    assert aliases, "the seed prints misprints and variants; aliases_pl.csv must not be empty"
    for a in aliases:
        if a["source_ref"].startswith("project"):  # a former display name or a standard spelling
            continue
        assert a["alias"].lower() in _line(seed, a["source_ref"]), (
            f"{a['card_id']}: alias {a['alias']!r} is not on {a['source_ref']}"
        )


@pytest.mark.parametrize("book", STARTING_COLUMNS)
def test_starting_spellbook_names_map_to_the_right_english_card(book, names, aliases, seed):
    mage_pl, mage_line, cards = STARTING_BOOKS[book]
    mage = names[card_id(book)]
    assert (mage["name"], mage["source"], mage["source_ref"]) == (
        mage_pl, "rulebook", f"004:L{mage_line}"
    )
    card_aliases = {(a["card_id"], a["alias"].lower()) for a in aliases}
    for english, printed, _qty, line in cards:
        cid = card_id(english)
        assert printed.lower() in seed[line - 1].lower(), f"{printed!r} not printed on 004 L{line}"
        row = names.get(cid)
        assert row, f"{english} has no Polish row"
        assert row["source"] == "rulebook", f"{english} ({printed}) must come from the rulebook"
        assert row["name"].lower() == printed.lower() or (cid, printed.lower()) in card_aliases, (
            f"{english}: printed {printed!r} is neither its name {row['name']!r} nor an alias"
        )


def _seed_starting_books(seed: list[str], resolve: dict[str, str]) -> dict[str, Counter]:
    header = [c.strip() for c in seed[1990 - 1].split("\t") if c.strip()]
    assert header == ["WŁADCA BESTII", "CZARNOKSIĘŻNIK", "CZARODZIEJ", "KAPŁANKA"]
    books = {b: Counter() for b in STARTING_COLUMNS}
    for line in seed[1991 - 1 : 1996]:
        cells = line.split("\t")[1:]
        assert len(cells) == 4, f"starting-book row has {len(cells)} columns: {line[:60]}"
        for book, cell in zip(STARTING_COLUMNS, cells):
            for qty, printed in ITEM.findall(cell.strip()):
                assert printed.lower() in resolve, f"{book}: printed {printed!r} resolves to no card"
                books[book][resolve[printed.lower()]] += int(qty)
    return books


def _official_book(path: Path, by_guid: dict[str, str]) -> Counter:
    book: Counter = Counter()
    for section in ET.parse(path).getroot().iter("section"):
        if section.get("name") == "Mage":
            continue
        for card in section.iter("card"):
            book[by_guid.get(card.get("id")) or card_id(card.text or "")] += int(card.get("qty"))
    return book


def test_polish_starting_books_equal_the_official_english_books(names, aliases, seed, set_cards):
    """Every item of the PL table resolves through our names/aliases; the resolved books equal
    the English official spellbooks card for card (glossary §2.1: 68 / 59 / 59 / 55 cards)."""
    _, by_guid = set_cards
    books = _seed_starting_books(seed, _resolver(names, aliases))
    for book, filename in OFFICIAL_BOOKS.items():
        official = _official_book(DECKS_DIR / "official-spellbooks" / filename, by_guid)
        assert books[book] == official, f"{book}: PL {books[book] - official} EN {official - books[book]}"
        expected = Counter({card_id(en): qty for en, _pl, qty, _line in STARTING_BOOKS[book][2]})
        assert books[book] == expected
    assert [sum(books[b].values()) for b in STARTING_COLUMNS] == [68, 59, 59, 55]


def test_apprentice_lists_resolve_to_rulebook_names(names, aliases, seed):
    """004 L163-L276 list the apprentice books one item a line ('2x Szary Wilk'); a name broken
    over two lines (L197-198 'Goran, Wilkołak' / 'Towarzysz') continues on the next line."""
    resolve = _resolver(names, aliases)
    items: list[tuple[int, int, str]] = []  # (line, copies, printed name)
    for number in range(163, 277):
        text = seed[number - 1].strip()
        if m := re.match(r"^(\d+)x (.+)$", text):
            items.append((number, int(m.group(1)), m.group(2)))
        elif text and not text.startswith("#") and items and items[-1][0] == number - 1:
            last = items[-1]
            items[-1] = (number, last[1], f"{last[2]} {text}")
    # glossary §2.2: the PL apprentice books hold 28 + 25 + 26 + 21 cards
    assert sum(copies for _n, copies, _p in items) == 100
    for number, _copies, printed in items:
        cid = resolve.get(printed.lower())
        assert cid, f"004 L{number}: {printed!r} resolves to no card"
        assert names[cid]["source"] == "rulebook", f"{cid} is printed at 004 L{number}"
