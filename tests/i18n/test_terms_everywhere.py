"""One word per game concept: wherever the interface, the keyword panel (db/i18n/codex.csv), the
search help and values, or the command line's message tables name a game term in Russian or
Polish, they use the word of db/i18n/terms.csv (the rulebooks' term, or the errata's where only
the errata defines it). A message whose English text names a term must carry that term's word in
its translation (every word of it, by stem, so inflection is free): «Тип урона» for "Damage type"
fails because the rulebook says «тип повреждений» (000 L1437)."""

from __future__ import annotations

import csv
import importlib
import pkgutil
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from tests.seeds import seed_lines

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("ru", "pl")
# Concepts a player reads as game words (targets and subtypes are card data, not interface words).
CATEGORIES = {"trait", "condition", "damage_type", "school", "mage_class", "slot", "spell_type", "stat", "subtype",
              "attack_kind"}
# Where an English word of the term table is not that game term.
NOT_THE_TERM = {
    ("PreferencesDialog", "Dark"): "the colour theme, not the school",
    ("PreferencesDialog", "Light"): "the colour theme, not the damage type",
    ("SearchHelpDialog", "Type"): "the verb: type words of a card name",
    ("ImportWarnings", "Mage"): "the [Mage] section of an OCTGN file",
    ("spellforge.rules.messages.PROBLEMS[school_only]", "Mage"): "“<School> Mage Only” comes whole from {only}",
    ("HighLevelTab", "Command"): "Mage Knight's command tokens (MK L4423), not the Mage Wars subtype",
    ("MKReport", "Dark"): "the dark side of Mage Knight's Source (MK L5985), not the school",
    ("MKReport", "Mage"): "the game's name, Mage Knight",
    ("MKReport", "Knight"): "the game's name, Mage Knight",
    ("MKReport", "Spell"): "Mage Knight's spell cards: db/mage-knight/terms.csv «заклинание», «zaklęcie»",
    # Charge tokens (Ramses' Black Death, the ballistae: terms.csv token Charge), not the Charge trait
    ("effect_templates.csv cond/min/1 charge token", "Charge"): "the Charge token, not the trait",
    ("effect_templates.csv cond/min/5 charge tokens", "Charge"): "the Charge token, not the trait",
    ("effect_templates.csv cond/pay/1 charge token and the removal cost", "Charge"): "the Charge token, not the trait",
    ("effect_templates.csv cond/state/no charge tokens", "Charge"): "the Charge token, not the trait",
    ("effect_templates.csv note/attack dice = charge tokens", "Charge"): "the Charge token, not the trait",
    # an attack's name (game_names.csv: Poison Fangs, «Ядовитые клыки», „Jadowite Kły”), not the damage type
    ("effect_templates.csv note/its poison fangs attack", "Poison"): "the attack's name, not the damage type",
}


def terms() -> list[dict]:
    with open(ROOT / "db" / "i18n" / "terms.csv", encoding="utf-8") as f:
        return [r for r in csv.DictReader(f) if r["category"] in CATEGORIES and len(r["en"]) >= 4]


def fold(text: str) -> str:
    return text.lower().replace("ё", "е").replace("&", "")


def stem(word: str) -> str:
    """Enough of a word to survive Russian and Polish endings (Wyjątkowy → wyjąt…, «Цель» → «цел…»)."""
    word = fold(word)
    if len(word) <= 3:
        return word
    return word[:len(word) - 1] if len(word) <= 5 else word[:max(4, len(word) - 3)]


def carries(text: str, term: str) -> bool:
    folded = fold(text)
    return all(stem(w) in folded for w in re.findall(r"\w+", term))


def uses(english: str, term: dict) -> bool:
    """Does the English text name the term (a whole word, not inside {placeholder} or <Name>)?"""
    word, plain = term["en"], _plain(english)
    # (the pattern matches the word itself: a text without it needs no regex, ~3.5 M checks a run)
    return word in plain and _term_pattern(word).search(plain) is not None


@cache
def _term_pattern(word: str) -> re.Pattern:
    # compiled once per term: the checks ask ~5,000 texts × ~400 terms (re's own cache holds 512)
    return re.compile(r"(?<![\w:{<])" + re.escape(word) + r"(?![\w}>])")


@cache
def _plain(english: str) -> str:
    english = GAME_NAMES.sub(" ", english)  # "Mage" in "Mage Knight" is a title, not the subtype
    english = re.sub(r'"[^"]*,[^"]*"', " ", english)  # a quoted list of card names to type, an example
    return english.replace("&", "")


GAME_NAMES = re.compile(r"Mage Wars|Mage Knight|Sword & Sorcery")


def divergent(pairs, lang: str) -> list[str]:
    """pairs: (where, english, translation). Every use of a term whose translation lacks its word."""
    out = []
    rows = terms()
    for where, english, translation in pairs:
        for term in rows:
            if (where.split(" / ")[0], term["en"]) in NOT_THE_TERM:
                continue
            if uses(english, term) and not carries(translation, term[lang]) and not _inside_longer(english, term, rows):
                out.append(f"{where}: {english!r} → {translation!r} lacks «{term[lang]}» ({term['category']} "
                           f"{term['key']}, {term['source_ref'] or 'terms.csv'})")
    return out


def _inside_longer(english: str, term: dict, rows: list[dict]) -> bool:
    """"Spell" inside "Spell points": the longer term is the one named (and checked on its own)."""
    return any(other["en"] != term["en"] and term["en"] in other["en"] and uses(english, other) for other in rows)


def ts_pairs(lang: str):
    root = ET.parse(ROOT / "i18n" / f"spellforge_{lang}.ts").getroot()
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = " ".join(t.text or "" for t in message.find("translation").iter())
            yield f"{name} / i18n/spellforge_{lang}.ts", message.findtext("source"), translation


@pytest.mark.parametrize("lang", LANGS)
def test_interface_strings_use_the_term_words(lang):
    assert divergent(ts_pairs(lang), lang) == []


def codex_rows() -> list[dict]:
    with open(ROOT / "db" / "i18n" / "codex.csv", encoding="utf-8") as f:
        return list(csv.DictReader(f))


@pytest.mark.parametrize("lang", LANGS)
def test_keyword_panel_names_each_keyword_with_its_term(lang):
    """The keyword panel's text opens with the keyword's name ("Швырнуть: …"): the term's word."""
    table = {r["key"]: r for r in csv.DictReader(open(ROOT / "db" / "i18n" / "terms.csv", encoding="utf-8"))
             if r["category"] in ("trait", "condition")}
    bad = []
    for row in codex_rows():
        term = table.get(row["keyword"])
        head, colon, _ = row[lang].partition(":")
        if term is None or not colon or len(head.split()) > 4 or "<" in head or "+" in head:
            continue  # no "Name:" opening (Epic: "At most one copy…"), or a pattern (Only: "<Class> Only")
        if stem(term[lang].split()[0]) not in fold(head):
            bad.append(f"codex {row['keyword']}: «{head}» is not «{term[lang]}»")
    assert bad == []
    # and the keyword panel's own words for the keywords of the issue: each one is a test that
    # fails on the invented words that were there (Смятие for Slam, Заговор for Cantrip …)
    codex = {r["keyword"]: r for r in codex_rows()}
    for keyword in ("Slam", "Cantrip", "Lumbering", "Extinguish", "Tainted", "Stuck"):
        assert codex[keyword][lang].startswith(table[keyword][lang] + ":"), keyword


# The rulebook words the issue names, checked against the seed lines they come from.
SEEDED = [
    ("condition", "Slam", "ru", "Швырнуть", "003", 463),
    ("trait", "Cantrip", "ru", "Уловка", "003", 384),
    ("trait", "Extinguish", "ru", "Гашение", "003", 414),
    ("trait", "Lumbering", "ru", "Неуклюжий", "003", 437),
    ("condition", "Stuck", "ru", "Застрявший", "003", 480),
    ("condition", "Tainted", "ru", "Разложение", "003", 487),
    ("trait", "Epic", "pl", "Wyjątkowy", "004", 2538),
    ("trait", "Novice", "ru", "Базовое", "000", 2015),
    ("stat", "damage_type", "ru", "Тип повреждений", "000", 1437),
    ("stat", "damage_type", "pl", "Typ obrażeń", "004", 1238),
    ("stat", "mage_ability", "pl", "Umiejętność Maga", "004", 284),
    # issue 31, round 3
    ("attack_kind", "melee", "pl", "Atak wręcz", "004", 2068),
    ("attack_kind", "ranged", "pl", "Atak dystansowy", "004", 2056),
    ("role", "guard_creature", "ru", "страж", "000", 1563),
    ("spell_type", "Enchantment", "pl", "Zaklęcie", "004", 1058),
    ("role", "spell_word", "pl", "czar", "004", 867),
    ("stat", "mana_supply", "pl", "Zapas Many", "004", 495),
    ("role", "your_mage", "pl", "twój Mag", "004", 413),
    ("trait", "Incorporeal", "ru", "Бестелесный", "000", 926),
    ("stat", "reveal", "ru", "открыть", "000", 1072),
    ("stat", "casts", "ru", "колдует", "000", 857),
]


@pytest.mark.parametrize("category, key, lang, word, seed, line", SEEDED)
def test_term_table_holds_the_seed_word(category, key, lang, word, seed, line):
    rows = {(r["category"], r["key"]): r for r in csv.DictReader(open(ROOT / "db" / "i18n" / "terms.csv",
                                                                      encoding="utf-8"))}
    assert rows[(category, key)][lang] == word
    text = " ".join(seed_lines(seed)[line - 1:line + 2])  # the cited line and the next two: a heading may wrap
    assert carries(text, word), (seed, line, text[:120])


def test_cloak_slot_is_the_word_of_the_cloak_names(library):
    """The slot reads like the printed Cloak cards (Мантия стихий, Szata Żywiołów), not Плащ/Płaszcz."""
    for lang in LANGS:
        slot = library.term("slot", "Cloak", lang)
        names = [c.display_name(lang) for c in library.spells() if "Cloak" in c.name and c.type == "Equipment"]
        assert names and sum(carries(n, slot) for n in names) >= len(names) // 2, (lang, slot, names[:5])


@pytest.mark.parametrize("lang", LANGS)
def test_search_values_and_examples_use_the_term_words(lang):
    from spellforge.library.search.vocabulary import EXTRA_VALUES as _EXTRA_VALUES
    from spellforge.ui.browser.search_help import EXAMPLES_PL, EXAMPLES_RU

    rows = {(r["category"], r["key"]): r for r in csv.DictReader(open(ROOT / "db" / "i18n" / "terms.csv",
                                                                      encoding="utf-8"))}
    examples = EXAMPLES_RU if lang == "ru" else EXAMPLES_PL
    for flag, key in (("epic", "Epic"), ("novice", "Novice")):
        word = rows[("trait", key)][lang]
        assert any(carries(v, word) for v in _EXTRA_VALUES["is"][flag]), (flag, word)
    shown = [e.split(":", 1)[1] for e in examples if e.startswith(("is:", "это:", "jest:"))]
    # the examples a Russian or Polish reader sees use that language's keys (search_grammar.KEY_NAMES)
    assert not any(re.match(r"(is|t|s|l|st|tr|c|a|f|owned|legal|set):", e) for e in examples), examples
    assert shown and all(carries(v, rows[("trait", "Epic")][lang]) for v in shown if "эпич" in v or "epi" in v
                         or "wyjąt" in v), shown
    assert all("epick" not in e for e in examples)


# Proper names (products, sets) are decided name by name from the rulebooks, not word by word.
PROPER_NAME_TABLES = ("PRODUCT_NAMES", "SET_NAMES")


def _walk(obj, where: str, lang: str, out: list, depth: int = 0) -> None:
    """Message tables in any of the shapes the code uses: {"en": {key: text}, "ru": {…}},
    {"en": (texts…), "ru": (…)}, {"en": text, "ru": text} and dicts of those."""
    if depth > 3 or not isinstance(obj, dict):
        return
    if "en" in obj and lang in obj:
        en, tr = obj["en"], obj[lang]
        if isinstance(en, str) and isinstance(tr, str):
            out.append((where, en, tr))
        elif isinstance(en, dict) and isinstance(tr, dict):
            out += [(f"{where}[{k}]", v, tr[k]) for k, v in en.items() if isinstance(v, str) and isinstance(tr.get(k), str)]
        elif isinstance(en, (tuple, list)) and isinstance(tr, (tuple, list)):
            out += [(f"{where}[{i}]", a, b) for i, (a, b) in enumerate(zip(en, tr)) if isinstance(a, str) and isinstance(b, str)]
        return
    for key, value in obj.items():
        _walk(value, f"{where}[{key}]", lang, out, depth + 1)


def table_pairs(lang: str) -> list:
    """(where, english, translation) from every message table of the headless code (the command
    line, the rules' messages, exports, the collection …)."""
    import spellforge

    out: list = []
    for info in pkgutil.walk_packages(spellforge.__path__, "spellforge."):
        if ".ui" in info.name or info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if name not in PROPER_NAME_TABLES and getattr(value, "__module__", module.__name__) == module.__name__:
                _walk(value, f"{info.name}.{name}", lang, out)
    return list(dict.fromkeys(out))


@pytest.mark.parametrize("lang", LANGS)
def test_command_line_messages_use_the_term_words(lang):
    pairs = table_pairs(lang)
    assert len(pairs) > 100  # the walker finds the tables (about 150 with Mage Knight's, 130 without)
    # the command line's and the rules' own sentences live in the .ts (checked above), not in tables
    assert not [w for w, _, _ in pairs if w.startswith(("spellforge.cli.", "spellforge.rules.", "spellforge.sim."))]
    assert divergent(pairs, lang) == []


def effect_template_pairs(lang: str):
    with open(ROOT / "db" / "i18n" / "effect_templates.csv", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            yield f"effect_templates.csv {row['key']}", row["en"], row[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_card_summaries_use_the_term_words(lang):
    """The summaries on the faces and in the card panel are built from these templates."""
    assert divergent(effect_template_pairs(lang), lang) == []


def test_the_check_catches_a_divergent_word():
    pairs = [("X", "Damage type", "Тип урона"), ("X", "Epic", "Epickie"), ("X", "Damage type", "Тип повреждений")]
    assert any("«Тип повреждений»" in d for d in divergent(pairs[:1], "ru")) and divergent(pairs[2:], "ru") == []
    assert len(divergent([("X", "Epic", "Epickie")], "pl")) == 1
    assert divergent([("X", "Only Epic spells", "Tylko wyjątkowe czary")], "pl") == []


# Issue 31: the words the review found beside the rulebook's, wherever a player reads them.
WRONG_WORDS = {
    "ru": [(r"бесплотн", "Бестелесный (000 L926)"), (r"раскрыва", "открывает (000 L857, L1072)"),
           (r"сотворяет", "колдует (000 L857)"), (r"без охраны", "без обороны (000 L717)"),
           (r"оборона: (жизнь|броня)", "Жизнь/Броня стража (000 L1563)"),
           (r"рубашкой вверх", "лицом вниз (000 L1042)"),
           (r"стоимост\w* наложения", "стоимость сотворения (terms.csv stat cost)")],
    "pl": [(r"\bpul[aięy] many", "Zapas Many (004 L495)"), (r"cel oddaje", "Cel kontratakuje (004 L1515)"),
           (r"zaklęcie trwałe|zaklęcia trwałe", "Zaklęcie (004 L1054)"),
           (r"zaklęci\w* (ataku|psychiczn)", "czar ataku, czary psioniczne (004 L867)")],
}
# "twój Mag" mid-sentence is lower-case, "Mag" always upper-case (004 L345, L413)
CAPITAL_YOUR_MAGE = re.compile(r"[^.!?:\n]\s+Tw(ój|ojego|ojemu|oim|oja|oje) Mag|\b[Tt]w(ój|ojego|ojemu|oim) mag")
LOWER_CASE_MAGE = re.compile(r"\bmag(a|iem|owi|u|ów|owie|ami|om|ach)?\b")
MK_CONTEXTS = ("MK", "MageKnight", "CardsTab", "HeroDeckTab", "GoldfishTab", "HighLevelTab", "CollectionTab",
               "ScoreTab", "DummyTab", "SearchHelpDialog")


def player_texts(lang: str, library) -> list[tuple[str, str]]:
    """What a player reads: the interface and CLI (.ts, Mage Wars contexts), the summary templates,
    every card's summary and the game log's sentences."""
    from spellforge.sim.report.game_log import GameLog
    from spellforge.i18n.ts_translate import ts_translator

    texts = [(where, translation) for where, _, translation in ts_pairs(lang) if not where.startswith(MK_CONTEXTS)]
    texts += [(where, text) for where, _, text in effect_template_pairs(lang)]
    texts += [(f"summary {c.id}", library.summary(c.id, lang) or "") for c in library.spells()]
    log = GameLog(library, lang, ts_translator(lang), "Beastmaster")
    texts += [(f"log {k}", v) for k, v in log.templates().items()]
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_the_rulebook_word_wins_in_summaries_cli_and_log(lang, library):
    bad = [f"{where}: {text!r} → {right}" for where, text in player_texts(lang, library)
           for pattern, right in WRONG_WORDS[lang] if re.search(pattern, text, re.I)]
    if lang == "pl":  # 004 writes «Mag» with a capital in every form, «twój Mag» mid-sentence
        bad += [f"{where}: {text!r} → «twój Mag»" for where, text in player_texts(lang, library)
                if CAPITAL_YOUR_MAGE.search(text) or LOWER_CASE_MAGE.search(text)]
    assert bad == []


def test_the_word_check_catches_the_old_words():
    assert re.search(WRONG_WORDS["ru"][0][0], "его действию нужен враг (бесплотный или летающий)")
    assert re.search(WRONG_WORDS["pl"][0][0], "Własna pula many (Kuźnia): +2", re.I)
    assert CAPITAL_YOUR_MAGE.search("Cel idzie do ciebie; Twój Mag traci 2")
    assert not CAPITAL_YOUR_MAGE.search("Twój Mag traci 2")
    assert CAPITAL_YOUR_MAGE.search("stref do twojego maga: 2")

